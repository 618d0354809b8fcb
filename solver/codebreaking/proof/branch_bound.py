"""두 분기 한정 탐색 (total_search.TotalSearch, fewest.FewestSearch) 이 같이 쓰는 마디의 걸음.

두 탐색은 값의 뜻 (합계 / 마지막 횟수) 과 하한의 식만 다르고 한 마디에서 하는 일은 같다.
- best_guess: 하한 순서로 줄 세운 추측을 차례로 해 보며 지금 최선보다 작은 값을 찾는다. 다음
  추측의 하한이 최선 이상이면 멈춘다. 한도 (beta) 밑의 추측이 없으면, 해 본 값과 줄에 못 든
  추측의 하한 가운데 가장 작은 것이 그 마디의 하한이다.
- children_value: 추측 하나의 값 = 바탕 + 자식 (정답 아닌 묶음) 들의 값. 깊이 들어가기 전에
  자식마다 한 단계 앞을 본 하한을 먼저 더해 보고 (큰 자식을 다 풀고서야 작은 자식 때문에 안
  된다는 것을 아는 헛걸음이 없다), 그다음 자식을 큰 것부터 푼다. 합이 최선 이상이 되면 멈춘다.
- guess_split: 마디의 첫 셈. 추측 (대칭의 대표) 마다 묶음 크기, 후보 안인지, 쓸모 있는지 (최악
  증명 worst_case 도 쓴다).
- MemoSearch: 두 탐색의 바탕. 기억 (풀린 값과 그 추측 · 밝혀진 하한) 과 마디의 머리 (enter: 기억이나
  크기 하한으로 끝나지 않으면 마디를 세고 시계를 본다) 와 꼬리 (leave: 찾은 값을 기억한다).
- Clock: 마디마다 시간 한도와 진행 알림 (heartbeat) 을 본다 (최악 증명 worst_case 도 쓴다).
기억의 열쇠와 하한의 식은 각 탐색의 몫이다.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

import numpy as np

from .. import partition
from ..symmetry import Symmetry

__all__ = [
    "HEARTBEAT",
    "Clock",
    "GuessSplit",
    "MemoSearch",
    "NodeValue",
    "OutOfTime",
    "best_guess",
    "children_value",
    "guess_split",
    "sorted_parts",
]

# 긴 탐색이 살아 있다고 알리는 간격 (초)
HEARTBEAT = 60.0

K = TypeVar("K", bound=Hashable)


class OutOfTime(Exception):
    """탐색이 정해진 시각 (deadline) 을 넘겼다: 그때까지 밝힌 한계만 남는다."""


class Clock:
    """긴 탐색의 시계. deadline: time.monotonic() 의 시각, 넘기면 OutOfTime. heartbeat: HEARTBEAT
    초마다 지금까지의 마디 수를 받는 함수."""

    def __init__(self, deadline: float | None, heartbeat: Callable[[int], None] | None) -> None:
        self.deadline = deadline
        self.heartbeat = heartbeat
        self.beat = time.monotonic()

    def tick(self, nodes: int) -> None:
        """마디 하나마다: 한도를 넘겼으면 OutOfTime, 알릴 때가 됐으면 heartbeat(nodes)."""
        if self.deadline is None and self.heartbeat is None:
            return
        now = time.monotonic()
        if self.deadline is not None and now > self.deadline:
            raise OutOfTime
        if self.heartbeat is not None and now - self.beat > HEARTBEAT:
            self.beat = now
            self.heartbeat(nodes)


@dataclass(frozen=True)
class GuessSplit:
    """한 마디에서 추측 (대칭의 대표, G 개) 마다의 갈림.

    counts: (G, K) 대답마다 묶음 크기 (정답 칸은 0). largest: (G,) 가장 큰 묶음. inside: (G,)
    추측이 후보 안인지. useful: (G,) 후보 안이거나 후보를 가르는지 (아니면 볼 필요가 없다).
    """

    counts: np.ndarray
    largest: np.ndarray
    inside: np.ndarray
    useful: np.ndarray


def guess_split(
    responses: np.ndarray, cands: np.ndarray, slots: int, win: int, reps: np.ndarray
) -> GuessSplit:
    """후보 cands (C,) 를 추측 reps (G,) 마다 가른 셈 (대답은 slots 칸, 정답은 win)."""
    counts = partition.bucket_counts(responses, cands, slots, reps)  # (G, K)
    inside = counts[:, win] > 0
    counts[:, win] = 0
    largest = counts.max(axis=1)
    return GuessSplit(counts, largest, inside, inside | (largest < len(cands)))


@dataclass(frozen=True, slots=True)
class NodeValue:
    """한 마디를 푼 결과. guess 가 None 이면 한도 밑의 추측이 없고 value 는 한도 이상인 하한."""

    value: int
    guess: int | None


class MemoSearch(Generic[K]):
    """두 분기 한정 탐색의 바탕: 기억과 마디의 머리 · 꼬리. 열쇠 K 는 탐색마다 다르다.

    exact: 열쇠 → 풀린 마디 (값과 그 추측). lower: 열쇠 → 밝혀진 하한. nodes: 연 마디 수.
    deadline: time.monotonic() 의 시각, 넘기면 OutOfTime. heartbeat: 긴 탐색의 진행 (지금까지의
    마디 수) 을 받는 함수.
    """

    def __init__(self, deadline: float | None, heartbeat: Callable[[int], None] | None) -> None:
        self.clock = Clock(deadline, heartbeat)
        self.exact: dict[K, NodeValue] = {}
        self.lower: dict[K, int] = {}
        self.nodes = 0

    def remembered(self, key: K, floor: int) -> int:
        """기억이나 크기 하한 floor 로 아는 가장 좋은 하한 (풀린 마디면 그 값)."""
        hit = self.exact.get(key)
        if hit is not None:
            return hit.value
        return max(self.lower.get(key, 0), floor)

    def enter(self, key: K, floor: int, beta: int) -> tuple[int, bool]:
        """마디의 머리: (아는 하한, 풀어야 하는지). 풀린 마디이거나 하한이 한도 beta 이상이면
        그 값이 답이다 (False). 아니면 마디를 세고 시계를 본다 (True)."""
        known = self.remembered(key, floor)
        if key in self.exact or known >= beta:
            return known, False
        self.nodes += 1
        self.clock.tick(self.nodes)
        return known, True

    def leave(self, key: K, found: NodeValue, *, bound: bool = True) -> int:
        """마디의 꼬리: 찾은 값을 기억하고 돌려준다. 추측이 없으면 하한으로 (bound 가 거짓이면,
        곧 하한이 아닌 값이면 적지 않는다)."""
        if found.guess is not None:
            self.exact[key] = found
        elif bound:
            self.lower[key] = found.value
        return found.value

    def table(self) -> dict[K, int]:
        """'열쇠 → 기억한 추측' 표 (나무를 키우는 policy 용)."""
        return {key: hit.guess for key, hit in self.exact.items()}  # 풀린 마디는 추측이 있다


def best_guess(
    order: Iterable[tuple[int, int]],
    attempt: Callable[[int, int], int],
    *,
    beta: int,
    known: int,
    unlisted: np.ndarray,
    enough: int | None = None,
) -> NodeValue:
    """한 마디의 최선 추측과 그 값, 없으면 하한.

    order: (추측, 그 추측의 하한), 해 볼 순서대로 (하한이 오름차순). attempt(추측, 최선): 최선보다
    작으면 정확한 값, 아니면 최선 이상인 하한. known: 이 마디의 알려진 하한. unlisted: 줄에 못 든
    (하한이 beta 이상인) 쓸모 있는 추측들의 하한 (G',). enough: 최선이 이 값 이하가 되면 더 보지
    않는다 (하한에 닿았다; None 이면 끝까지).
    """
    best, found, fail = beta, None, None
    for guess, low in order:
        if low >= best:
            break
        value = attempt(guess, best)
        if value < best:
            best, found = value, guess
            if enough is not None and best <= enough:
                break
        else:
            fail = value if fail is None else min(fail, value)
    if found is not None:
        return NodeValue(best, found)
    if len(unlisted):
        low = int(unlisted.min())
        fail = low if fail is None else min(fail, low)
    return NodeValue(max(known, beta if fail is None else int(fail)), None)


def sorted_parts(
    responses: np.ndarray, cands: np.ndarray, guess: int, win: int
) -> list[np.ndarray]:
    """추측 guess 의 정답 아닌 묶음들, 큰 것부터 (큰 자식이 먼저 한도를 넘긴다)."""
    split = partition.split(responses, cands, guess)
    return sorted((p for a, p in split.items() if a != win), key=len, reverse=True)


def children_value(
    parts: list[np.ndarray],
    bounds: list[int],
    *,
    base: int,
    best: int,
    fixing: Callable[[], Symmetry],
    peek: Callable[[np.ndarray, Symmetry], int | None],
    solve: Callable[[np.ndarray, Symmetry, int], int],
) -> int:
    """추측 하나의 값 = base + 자식들의 값. best 보다 작으면 정확히, 아니면 best 이상인 하한.

    parts: 자식 묶음들 (sorted_parts), bounds: 그 하한들 (이 자리에서 올린다). fixing(): 자식의
    대칭 (추측을 고정하는 부분군: 만들기가 비싸서 하한으로 끝나지 않을 때만 부른다). peek(묶음,
    대칭): 한 단계 앞의 하한, 볼 것이 없으면 None. solve(묶음, 대칭, 한도): 한도 밑이면 정확한 값,
    아니면 한도 이상인 하한.
    """
    total = base + sum(bounds)
    if total >= best:
        return total
    child = fixing()
    for i, part in enumerate(parts):
        low = peek(part, child)
        if low is not None and low > bounds[i]:
            total += low - bounds[i]
            bounds[i] = low
            if total >= best:
                return total
    for part, low in zip(parts, bounds, strict=True):
        total -= low
        total += solve(part, child, best - total)
        if total >= best:
            break
    return total
