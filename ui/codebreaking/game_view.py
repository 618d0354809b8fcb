"""자동 진행과 지킴이 화면이 그릴 내용을 판에서 뽑아낸다 (streamlit 없음, 순수 데이터).

자동 진행의 한 장 (auto_view), 대답별 묶음 막대 (bucket_rows), 견본의 '다른 수와 비교'
(trial_rows), 지킴이의 비밀 수 밝히기 보고 (conflict_report).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solver.codebreaking.feedback import possible_answers, score
from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import Choice, alternatives, explain
from solver.codebreaking.variants import Variant

from ..text import tr
from .autoplay_state import Phase
from .words import answer_label

__all__ = ["AutoView", "auto_view", "bucket_rows", "conflict_report", "trial_rows"]


@dataclass(frozen=True)
class AutoView:
    """자동 진행 화면 한 장.

    alive, removed: (N,) bool. answer: 실제 대답 번호 (guess 단계면 None).
    """

    turn: int
    guess: int
    choice: Choice
    answer: int | None
    alive: np.ndarray
    removed: np.ndarray
    won: bool


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
        choice = explain(game.variant, before, turn.guess)
        return AutoView(last + 1, turn.guess, choice, turn.answer, alive, removed, game.won)
    alive[game.candidates] = True
    choice = game.proposal()
    return AutoView(len(game.turns) + 1, choice.guess, choice, None, alive, removed, False)


def bucket_rows(lang: str, variant: Variant, buckets: np.ndarray) -> tuple[list[str], list[int]]:
    """막대에 그릴 (대답 이름표, 남는 후보 수), 나올 수 있는 대답마다. buckets: 대답별 수 (K,).

    이름표는 S 와 B 사이에서 줄을 바꾼다: 대답이 14 가지인 변형도 폰 폭에서 겹치지 않게.
    """
    answers = possible_answers(variant)
    labels = [answer_label(lang, variant, a, wrap=True) for a in answers]
    return labels, [int(buckets[a]) for a in answers]


def trial_rows(
    game: CodeGame, choice: Choice, turn: int, k: int = 6
) -> list[tuple[str, int, bool]]:
    """견본처럼 무작위 다른 수 k 개 + 고른 수 (맨 아래). 같은 턴이면 같은 수들 (시드 고정)."""
    rng = np.random.default_rng([game.seed, turn])
    fmt = game.variant.format
    rows = [(fmt(g), w, False) for g, w in alternatives(choice, rng, k)]
    rows.append((fmt(choice.guess), choice.guess_worst, True))
    return rows


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
