"""비밀 수를 정하지 않고 대답하는 적수: 악당 (가장 큰 묶음) 과 최악 (전략 나무의 가장 깊은 길).

'지킴이 (keeper)' 는 사용자가 비밀 수를 지키는 페이지의 이름이라 엔진의 이 상대는 적수 (adversary)
라 부른다. 명령줄의 --keeper 와 JSON 의 "keeper" 는 계약이라 그대로 둔다.

- 악당 (evil): 아무 비밀도 정하지 않고, 추측마다 가장 많은 후보가 남는 대답을 한다 (Absurdle).
  같으면 가장 작은 대답 번호 S*(L+1)+B. 다른 후보가 남아 있는 한 맞힘 (L 스트라이크) 은 말하지
  않는다. 미니맥스가 맞서 싸우도록 만들어진 바로 그 상대다.
- 최악 (worst): 결정적 전략의 결정 나무에서 가장 깊은 길을 따라 대답한다. 그 전략으로 부르면
  정확히 그 전략의 최악 횟수가 걸린다. 나무에 없는 자리 (다른 수를 불렀을 때) 는 악당처럼 답한다.
  고정된 나무가 없는 전략 (무작위 · 표본) 에는 쓸 수 없다 (worst_case_ready).
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache

import numpy as np

from ..errors import InputError, Refusal
from . import partition
from .decision_tree import set_key
from .evaluation import strategy_tree
from .feedback import answer_slots, response_matrix, win_answer
from .strategies import Options, get_strategy
from .variants import Variant

__all__ = [
    "ADVERSARIES",
    "Adversary",
    "adversary_answer",
    "evil_answer",
    "evil_pick",
    "worst_case_ready",
]


class Adversary(StrEnum):
    """비밀 수 없이 대답하는 적수 (명령줄 --keeper 의 값)."""

    EVIL = "evil"  # 가장 큰 묶음으로 대답한다
    WORST_CASE = "worst"  # 전략 나무의 가장 깊은 길로 대답한다


ADVERSARIES = tuple(k.value for k in Adversary)


def evil_pick(variant: Variant, counts: np.ndarray) -> int:
    """대답별 후보 수 counts (K,) 에서 악당의 대답: 가장 큰 묶음 (같으면 가장 작은 대답 번호).
    다른 후보가 남으면 맞힘은 빼고 고른다."""
    counts = np.array(counts)
    win = win_answer(variant)
    if counts.sum() > counts[win]:
        counts[win] = 0  # 다른 후보가 있는 한 맞혔다고 하지 않는다
    return int(np.argmax(counts))  # argmax 는 같은 값 중 첫 (가장 작은) 번호


def evil_answer(variant: Variant, cands: np.ndarray, guess: int) -> int:
    """후보 cands 에서 추측 guess 에 할 악당의 대답 (evil_pick)."""
    counts = partition.bucket_counts(
        response_matrix(variant), cands, answer_slots(variant), np.array([guess])
    )[0]  # (K,)
    return evil_pick(variant, counts)


def worst_case_ready(strategy: str, options: Options | None = None) -> bool:
    """이 전략 · 옵션에 최악 적수를 쓸 수 있는지 (고정된 결정 나무가 있는지)."""
    options = options or Options()
    return get_strategy(strategy).deterministic and options.sample is None


@cache
def _deepest(
    variant: Variant, strategy: str, candidates_only: bool
) -> dict[bytes, tuple[int, int]]:
    """나무의 마디마다 (그 마디의 추측, 가장 깊은 길로 가는 대답). 변형 · 전략마다 한 번.

    마디의 높이 = 그 마디부터 맞힐 때까지 부르는 가장 많은 횟수. 자식이 없으면 맞힘을 말한다.
    """
    tree = strategy_tree(variant, strategy, Options(candidates_only=candidates_only))
    win = win_answer(variant)
    height: dict[int, int] = {}
    for node in reversed(list(tree.nodes())):  # 자식이 부모보다 먼저
        height[id(node)] = 1 + max((height[id(c)] for c in node.children.values()), default=0)
    table: dict[bytes, tuple[int, int]] = {}
    for node in tree.nodes():
        if node.children:
            # 가장 높은 자식, 같으면 가장 작은 대답 번호 (children 은 대답 번호 순)
            answer = max(node.children, key=lambda a: (height[id(node.children[a])], -a))
        else:
            answer = win
        table[set_key(variant.size, node.candidates)] = (node.guess, answer)
    return table


def adversary_answer(
    variant: Variant,
    adversary: str,
    cands: np.ndarray,
    guess: int,
    strategy: str = "minimax",
    options: Options | None = None,
) -> int:
    """적수 adversary 가 후보 cands 에서 추측 guess 에 할 대답.

    최악 적수는 strategy 의 나무를 따른다. 나무가 없는 전략이거나 나무에 없는 자리면 악당.
    """
    if adversary not in ADVERSARIES:
        raise InputError(
            Refusal.UNKNOWN_ADVERSARY,
            f"unknown adversary {adversary!r}; choose one of {', '.join(ADVERSARIES)}",
            name=adversary,
        )
    options = options or Options()
    if adversary == Adversary.WORST_CASE and worst_case_ready(strategy, options):
        found = _deepest(variant, strategy, options.candidates_only).get(
            set_key(variant.size, cands)
        )
        if found is not None and found[0] == guess:
            return found[1]
    return evil_answer(variant, cands, guess)
