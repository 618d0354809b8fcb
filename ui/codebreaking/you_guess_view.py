"""직접 맞히기 화면이 그릴 말과 표: 실력 · 운 문장, 최선이었다면 남았을 수, 턴마다의 요약 (순수)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from solver.codebreaking.analysis import TurnAnalysis
from solver.codebreaking.feedback import response_matrix, win_answer
from solver.codebreaking.keepers import evil_pick
from solver.codebreaking.variants import Variant

from ..text import tr
from .words import answer_label

__all__ = [
    "SAME",
    "analysis_rows",
    "best_left",
    "left_series",
    "luck_text",
    "skill_text",
    "summary_rows",
]

# 이보다 작은 차이는 '같다' 고 말한다 (기댓값은 소수)
SAME = 0.05


def skill_text(lang: str, turn: TurnAnalysis) -> str:
    """실력: 내 추측의 기댓값을 최선의 기댓값과 견준 문장 (좋다 · 나쁘다는 말 없이)."""
    diff = turn.skill
    if abs(diff) < SAME:
        return tr(lang, "yg_skill_same", expected=turn.expected)
    key = "yg_skill_more" if diff > 0 else "yg_skill_less"
    return tr(lang, key, diff=abs(diff), expected=turn.expected, best=turn.best_expected)


def luck_text(lang: str, turn: TurnAnalysis) -> str:
    """운: 실제로 남은 수를 내 추측의 기댓값과 견준 문장. 맞힌 턴은 맞을 확률로 말한다 (기댓값은
    맞힘의 묶음도 하나로 세지만 맞히면 남은 수는 0 이라, 견주면 늘 '적게 남았다' 가 된다)."""
    if turn.after == 0:
        if turn.before == 1:
            return tr(lang, "yg_luck_last")
        return tr(lang, "yg_luck_hit", before=turn.before)
    diff = turn.luck
    if abs(diff) < SAME:
        return tr(lang, "yg_luck_same", after=turn.after)
    key = "yg_luck_fewer" if diff > 0 else "yg_luck_more"
    return tr(lang, key, after=turn.after, expected=turn.expected, diff=abs(diff))


def best_left(variant: Variant, turn: TurnAnalysis, secret: int | None) -> int:
    """최선의 추측을 불렀다면 남았을 후보 수. 비밀 수가 없으면 (악당) 악당이 했을 대답으로."""
    if secret is None:
        answer = evil_pick(variant, turn.best_buckets)
    else:
        answer = int(response_matrix(variant)[turn.best, secret])
    return 0 if answer == win_answer(variant) else int(turn.best_buckets[answer])


def analysis_rows(lang: str, variant: Variant, turn: TurnAnalysis) -> list[dict]:
    """내 추측과 최선 추측의 최악 · 기댓값 표 (두 줄)."""
    fmt = variant.format
    return [
        {
            "": tr(lang, "yg_mine"),
            tr(lang, "guess"): fmt(turn.guess),
            tr(lang, "yg_worst"): turn.worst,
            tr(lang, "yg_expected"): round(turn.expected, 2),
        },
        {
            "": tr(lang, "yg_best"),
            tr(lang, "guess"): fmt(turn.best),
            tr(lang, "yg_worst"): turn.best_worst,
            tr(lang, "yg_expected"): round(turn.best_expected, 2),
        },
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
