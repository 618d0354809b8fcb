"""자동 진행과 지킴이 화면이 그릴 내용을 판에서 뽑아낸다 (streamlit 없음, 순수 데이터).

자동 진행의 한 장 (auto_view) 과 그 머리 (guess_heading) · 지난 질문 한 줄 (turns_line), 대답별 묶음
막대 (bucket_rows), 묶음 하나의 코드 (bucket_codes),
'왜 이 수인가' 의 순위표와 한 문장 (why_rows, why_sentence), 판의 상태 제목 (status_heading),
지킴이의 추측 제목과 대답 단추 (keeper_heading, keeper_buttons), 비밀 수 밝히기 보고
(conflict_report).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from solver.codebreaking.feedback import possible_answers, response_matrix, score
from solver.codebreaking.partition import split
from solver.codebreaking.session import CodeGame, Turn
from solver.codebreaking.strategies import Choice, StrategyName, choice_for
from solver.codebreaking.variants import Variant
from solver.codebreaking.why import Role, WhyTable

from ..text import tr
from .autoplay_slot import Phase
from .words import answer_label, status_text

__all__ = [
    "KEEPER_BUTTON_WIDTH",
    "AutoView",
    "auto_view",
    "bucket_codes",
    "bucket_rows",
    "conflict_report",
    "guess_heading",
    "keeper_buttons",
    "keeper_heading",
    "status_heading",
    "turns_line",
    "why_rows",
    "why_sentence",
]


@dataclass(frozen=True)
class AutoView:
    """자동 진행 화면 한 장.

    alive, removed: (N,) bool. answer: 실제 대답 번호 (guess 단계면 None).
    cands: 추측을 고를 때의 후보 번호 (C,): 묶음과 순위표는 이 후보로 센다.
    """

    turn: int
    guess: int
    choice: Choice
    answer: int | None
    alive: np.ndarray
    removed: np.ndarray
    won: bool
    cands: np.ndarray


def auto_view(game: CodeGame, phase: Phase) -> AutoView:
    """지금 단계에서 보여 줄 것. ANSWER 단계는 마지막 턴을, GUESS 단계는 다음 추측을."""
    n = game.variant.size
    alive = np.zeros(n, dtype=bool)
    removed = np.zeros(n, dtype=bool)
    if phase is Phase.ANSWER and game.turns:
        last = len(game.turns) - 1
        turn = game.turns[last]
        before = game.candidates_before(last)
        alive[game.candidates] = True
        removed[before] = True
        removed[game.candidates] = False
        choice = choice_for(game.variant, before, turn.guess)
        return AutoView(last + 1, turn.guess, choice, turn.answer, alive, removed, game.won, before)
    alive[game.candidates] = True
    choice = game.proposal()
    turn = len(game.turns) + 1
    return AutoView(turn, choice.guess, choice, None, alive, removed, False, game.candidates)


def guess_heading(lang: str, variant: Variant, view: AutoView) -> tuple[str, str]:
    """상태 줄 'n번째 질문 · 후보 m개' 와 부른 수 줄 (markdown). 둘 다 그 수를 부른 때의 것이다:
    대답을 보이는 동안에도 질문 번호와 후보 수는 부른 때 그대로이고, 대답 뒤에 남은 수는 대답
    줄에 붙는다 (머리의 후보 수가 질문 번호보다 한 단계 먼저 바뀌지 않게)."""
    status = status_text(lang, view.turn, len(view.cands))
    code = f"`{variant.format(view.guess)}`"
    if view.answer is None:
        return status, f"{code} — {tr(lang, 'auto_phase_guess')}"
    label = answer_label(lang, variant, view.answer)
    line = f"{code} → {tr(lang, 'auto_phase_answer', label=label)}"
    if not view.won:
        line += f" · {tr(lang, 'auto_left', n=int(view.alive.sum()))}"
    return status, line


# 지난 질문 한 줄에 보이는 턴 수: 폰 폭 (390 px) 에서 두 줄을 넘지 않게 (앞의 것은 '…')
TURNS_SHOWN = 5


def turns_line(lang: str, variant: Variant, turns: Sequence[Turn]) -> str:
    """지난 질문들 '123 → 1S 0B · 456 → 아웃' (없으면 빈 글). 자동 진행 중에도 지금 후보가 어디서
    왔는지 보이게. 마지막 TURNS_SHOWN 개만 (그보다 많으면 앞에 '…')."""
    if not turns:
        return ""
    shown = " · ".join(
        f"{variant.format(t.guess)} → {answer_label(lang, variant, t.answer)}"
        for t in turns[-TURNS_SHOWN:]
    )
    return tr(lang, "auto_turns_cut" if len(turns) > TURNS_SHOWN else "auto_turns", turns=shown)


def bucket_rows(lang: str, variant: Variant, buckets: np.ndarray) -> tuple[list[str], list[int]]:
    """막대에 그릴 (대답 이름표, 남는 후보 수), 나올 수 있는 대답마다. buckets: 대답별 수 (K,).

    이름표는 S 와 B 사이에서 줄을 바꾼다: 대답이 14 가지인 변형도 폰 폭에서 겹치지 않게.
    """
    answers = possible_answers(variant)
    labels = [answer_label(lang, variant, a, wrap=True) for a in answers]
    return labels, [int(buckets[a]) for a in answers]


def bucket_codes(variant: Variant, cands: np.ndarray, guess: int, answer: int) -> list[str]:
    """guess 를 불러 answer 가 오면 남는 후보들 (코드 글, 작은 순). cands: 후보 번호 (C,)."""
    kept = split(response_matrix(variant), np.asarray(cands, dtype=np.intp), guess).get(answer, [])
    return [variant.labels[c] for c in np.sort(kept)]


# 표의 줄마다 그 수가 어떤 수인지 (solver 의 why.Role → 문구 열쇠)
ROLE_TEXT = {
    Role.CHOSEN: "why_role_chosen",
    Role.FEWER_LEFT: "why_role_fewer_left",
    Role.MORE_PARTS: "why_role_more_parts",
    Role.TYPICAL: "why_role_typical",
}


def why_rows(lang: str, variant: Variant, table: WhyTable) -> list[dict[str, object]]:
    """'왜 이 수인가' 의 표 (small_table 의 줄들): 어떤 수인지, 추측, 최악, 남을 후보 평균, 묶음
    수. 고른 수는 굵게. 줄마다 수치가 달라 학생이 무엇이 다른지 본다 (solver/codebreaking/
    why.py)."""
    return [
        {
            tr(lang, "why_role"): tr(lang, ROLE_TEXT[row.role]),
            tr(lang, "guess"): (
                f"**{variant.format(row.guess)}**"
                if row.role is Role.CHOSEN
                else variant.format(row.guess)
            ),
            tr(lang, "why_worst"): row.largest,
            tr(lang, "why_expected"): f"{row.expected_left:.1f}",
            tr(lang, "why_parts"): row.parts,
        }
        for row in table.rows
    ]


def why_sentence(
    lang: str, variant: Variant, view: AutoView, table: WhyTable, strategy: str
) -> str:
    """고른 까닭 한 문장: 무작위, 하나 남음, 다른 점수의 전략, 혼자 가장 작은 최악, 동점 (모두 ·
    몇 개; 가장 작은 수 · 후보 가운데 가장 작은 수). 동점의 수는 무엇을 견주었는지와 함께 말한다
    (후보 수와 헷갈리지 않게: '아직 부르지 않은 수 503개를 … 그 가운데 18개'; 표본이면 뽑은 수)."""
    code = variant.format(view.guess)
    n, k, pool = table.best_largest, table.tied, table.pool
    largest = view.choice.guess_largest
    if strategy == StrategyName.RANDOM:
        return tr(lang, "why_random")
    if len(view.cands) == 1:
        return tr(lang, "why_last", code=code)
    if largest > n:
        return tr(lang, "why_other", code=code, n=largest, best=n)
    if k == 1:
        return tr(lang, "why_unique", code=code, n=n)
    if table.all_tied:
        return tr(lang, "why_tie_all", code=code, n=n)
    tried = tr(lang, "why_tried_sample" if view.choice.sampled else "why_tried_all", pool=pool)
    key = "why_tie_candidate" if view.guess != table.lowest_tied else "why_tie_lowest"
    return tr(lang, key, code=code, n=n, k=k, tried=tried)


def conflict_report(lang: str, game: CodeGame, secret: str) -> str:
    """비밀 수 secret 이라면 어느 대답이 틀렸는지 (markdown). 읽을 수 없는 글은 CodeError."""
    wrong = game.conflicts(secret)
    variant = game.variant
    truth = variant.parse(secret)
    code = variant.format(truth)
    if not wrong:
        return tr(lang, "keeper_no_conflict", code=code)
    rows = [
        tr(
            lang,
            "keeper_conflict_row",
            turn=i + 1,
            guess=variant.format(game.turns[i].guess),
            given=answer_label(lang, variant, game.turns[i].answer),
            truth=answer_label(lang, variant, score(variant, game.turns[i].guess, truth)),
        )
        for i in wrong
    ]
    return tr(lang, "keeper_conflicts", code=code) + "\n\n- " + "\n- ".join(rows)


def status_heading(lang: str, game: CodeGame, show_left: bool) -> str:
    """판의 상태 제목 (Markdown ##): 몇 번째 질문인지와, show_left 면 남은 후보 수."""
    turn = len(game.turns) + (0 if game.over else 1)
    if show_left:
        return f"## {status_text(lang, turn, len(game.candidates))}"
    return f"## {tr(lang, 'yg_status_hidden', turn=turn)}"


# 지킴이의 대답 단추 폭, px: 폰 (본문 약 358 px) 에서 한 줄에 둘
KEEPER_BUTTON_WIDTH = 168


def keeper_heading(lang: str, variant: Variant, guess: int) -> str:
    """지킴이 화면의 컴퓨터 추측 (Markdown ###): '제 추측: **123**'."""
    return f"### {tr(lang, 'keeper_my_guess')} **{variant.format(guess)}**"


def keeper_buttons(
    lang: str, variant: Variant, preview: dict[int, int]
) -> list[tuple[int, str, bool]]:
    """대답 단추마다 (대답 번호, 글, 후보가 남는지): 남는 대답은 강조 단추, 모순은 보통 단추."""
    out = []
    for value in possible_answers(variant):
        left = preview[value]
        label = answer_label(lang, variant, value)
        key = "keeper_button" if left else "keeper_button_zero"
        out.append((value, tr(lang, key, label=label, n=left), bool(left)))
    return out
