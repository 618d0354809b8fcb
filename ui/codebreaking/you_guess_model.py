"""직접 맞히기 화면이 그릴 말과 표: 실력 · 운 문장, 최선이었다면 남았을 수, 턴마다의 요약 (순수).

학생에게 보이는 평균은 맞히면 0 으로 센 '남을 후보 평균' (TurnAnalysis.expected_left) 이다.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from solver.codebreaking.adversaries import evil_pick
from solver.codebreaking.analysis import TurnAnalysis
from solver.codebreaking.feedback import response_matrix, win_answer
from solver.codebreaking.session import CodeGame
from solver.codebreaking.variants import Variant
from solver.errors import InputError

from ..text import tr
from ..text.reasons import error_text
from .share import left_to_find
from .words import answer_label, strategy_title

__all__ = [
    "SAME",
    "analysis_rows",
    "best_left",
    "compact_history",
    "entry_heading",
    "guess_error",
    "left_series",
    "luck_text",
    "percent",
    "same_as_best",
    "skill_text",
    "summary_rows",
    "versus_text",
]

# 이보다 작은 차이는 '같다' 고 말한다 (기댓값은 소수)
SAME = 0.05


def entry_heading(variant: Variant, entry: str) -> str:
    """적는 중인 추측 (Markdown ##): 빈 자리는 '_' ('1 2 _')."""
    blanks = "_" * (variant.length - len(entry))
    return f"## `{' '.join(entry + blanks)}`"


def guess_error(lang: str, error: InputError | None) -> str | None:
    """자판 아래의 거절 문장 ('받지 않았어요: 까닭'), 거절이 없으면 None."""
    return None if error is None else tr(lang, "yg_bad_guess", error=error_text(lang, error))


def compact_history(lang: str, game: CodeGame, show_left: bool) -> str:
    """자판 위의 짧은 기록 (Markdown): 추측마다 한 줄 '1. **123** → 0S 1B · 180개 남음'.

    show_left 가 아니면 남은 수를 말하지 않는다 (후보 수 숨기기). 맞힌 줄은 0 이다.
    """
    lines = []
    for i, turn in enumerate(game.turns, start=1):
        code = game.variant.format(turn.guess)
        line = f"{i}. **{code}** → {answer_label(lang, game.variant, turn.answer)}"
        if show_left:
            line += " · " + tr(lang, "yg_left_n", n=left_to_find(game, turn))
        lines.append(line)
    return "\n".join(lines)


def percent(chance: float) -> str:
    """확률을 '50%' 처럼. 10% 밑은 유효 숫자 두 자리 ('0.2%'): 504분의 1 이 '0%' 로 보이지 않게."""
    value = 100 * chance
    if value == 0 or value >= 10:
        return f"{value:.0f}%"
    return f"{value:.2g}%"


def same_as_best(turn: TurnAnalysis) -> bool:
    """내 추측이 최선만큼인지: 남을 후보 평균의 차이가 SAME 보다 작다 (실력 문장의 '같아요')."""
    return abs(turn.skill) < SAME


def skill_text(lang: str, turn: TurnAnalysis) -> str:
    """실력: 내 추측의 남을 후보 평균 (맞히면 0) 을 최선의 것과 견준 문장 (좋다 · 나쁘다는 말 없이).

    맞힐 수 있는 추측이면 이번에 맞힐 확률을 함께, 내 추측은 못 맞히는데 최선은 맞힐 수 있었으면
    그 확률을 덧붙인다 (끝판에서 후보 밖의 수가 왜 덜 좋은지).
    """
    hit = tr(lang, "yg_hit_now", chance=percent(turn.hit_chance)) if turn.possible else ""
    if same_as_best(turn):
        text = tr(lang, "yg_skill_same", left=turn.expected_left, hit=hit)
    else:
        key = "yg_skill_more" if turn.skill > 0 else "yg_skill_less"
        diff, best = abs(turn.skill), turn.best_expected_left
        text = tr(lang, key, left=turn.expected_left, hit=hit, diff=diff, best=best)
    if turn.best_possible and not turn.possible:
        text += " " + tr(lang, "yg_best_hit_now", chance=percent(turn.best_hit_chance))
    return text


def luck_text(lang: str, turn: TurnAnalysis) -> str:
    """운: 실제로 남은 수를 남을 후보 평균과 견준 문장. 맞힌 턴은 맞을 확률로 말한다."""
    if turn.after == 0:
        if turn.before == 1:
            return tr(lang, "yg_luck_last")
        return tr(lang, "yg_luck_hit", before=turn.before)
    diff = turn.luck
    if abs(diff) < SAME:
        return tr(lang, "yg_luck_same", after=turn.after)
    key = "yg_luck_fewer" if diff > 0 else "yg_luck_more"
    return tr(lang, key, after=turn.after, expected=turn.expected_left, diff=abs(diff))


def best_left(variant: Variant, turn: TurnAnalysis, secret: int | None) -> int:
    """최선의 추측을 불렀다면 남았을 후보 수. 비밀 수가 없으면 (악당) 악당이 했을 대답으로.

    내 추측이 최선만큼이었으면 (same_as_best) 내가 남긴 수: 실력 문장이 '최선과 같아요' 라고 한
    턴에 다른 최선의 수가 운 좋게 남겼을 수를 보이면 둘이 어긋난다 (그 차이는 운이다).
    """
    if same_as_best(turn):
        return turn.after
    if secret is None:
        answer = evil_pick(variant, turn.best_buckets)
    else:
        answer = int(response_matrix(variant)[turn.best, secret])
    return 0 if answer == win_answer(variant) else int(turn.best_buckets[answer])


def analysis_rows(lang: str, variant: Variant, turn: TurnAnalysis) -> list[dict]:
    """내 추측과 최선 추측의 추측 · 최악 · 남을 후보 평균 · 이번에 맞힐 확률 표.

    잴 것마다 한 줄, 두 추측이 열 (세 열): 폰 폭 (약 300 px) 에 다섯 열은 글자가 낱자로 꺾인다.
    """
    fmt = variant.format
    measures = [
        ("guess", fmt(turn.guess), fmt(turn.best)),
        ("yg_worst", turn.largest, turn.best_largest),
        ("yg_expected_left", round(turn.expected_left, 2), round(turn.best_expected_left, 2)),
        ("yg_hit_chance", percent(turn.hit_chance), percent(turn.best_hit_chance)),
    ]
    return [
        {
            tr(lang, "yg_measure"): tr(lang, key),
            tr(lang, "yg_mine"): mine,
            tr(lang, "yg_best"): best,
        }
        for key, mine, best in measures
    ]


def summary_rows(
    lang: str,
    variant: Variant,
    turns: Sequence[TurnAnalysis],
    hinted: Sequence[int],
    secret: int | None,
) -> list[dict]:
    """턴마다의 요약: 추측, 대답, 남은 수, 최선이었다면, 가능했나, 힌트."""
    yes, no = tr(lang, "yg_yes"), tr(lang, "yg_no")
    return [
        {
            "#": i + 1,
            tr(lang, "guess"): variant.format(t.guess),
            tr(lang, "answer"): answer_label(lang, variant, t.answer),
            tr(lang, "yg_left_mine"): t.after,
            tr(lang, "yg_left_best"): best_left(variant, t, secret),
            tr(lang, "yg_possible"): yes if t.possible else no,
            tr(lang, "yg_hint_used"): yes if i in hinted else "",
        }
        for i, t in enumerate(turns)
    ]


def left_series(
    variant: Variant, turns: Sequence[TurnAnalysis], secret: int | None
) -> tuple[np.ndarray, np.ndarray]:
    """요약 차트: 턴마다 (내가 남긴 수, 최선이었다면 남았을 수)."""
    mine = np.array([t.after for t in turns])
    best = np.array([best_left(variant, t, secret) for t in turns])
    return mine, best


def versus_text(lang: str, game: CodeGame, coach: str, theirs: int, worst: int) -> str:
    """끝난 판의 한 줄: 내가 부른 횟수와 코치의 전략이 부른 횟수. theirs: 같은 비밀 수면 그
    전략의 결정 나무에서 그 비밀의 깊이, 악당이면 같은 악당과 한 판 (ui/caches.strategy_guesses).
    worst: 그 전략의 최악 횟수 (악당이면 함께 말한다)."""
    calls, title = len(game.turns), strategy_title(lang, coach)
    if game.secret is None:
        return tr(lang, "yg_vs_evil", mine=calls, strategy=title, theirs=theirs, worst=worst)
    return tr(lang, "yg_vs_secret", mine=calls, strategy=title, theirs=theirs)
