"""증명된 최선 평균: 모든 비밀의 부른 횟수 합계를 가장 작게 하는 전략 (분기 한정 탐색).

합계 T(S) = |S| + min_g Σ_{a≠정답} T(S_a) (추측 g 는 모든 코드, 후보 밖도 된다).
하한: 한 마디에서 정답 아닌 대답은 많아야 b 가지라서, n 개 집합의 나무는 깊이 1 에 1 개,
깊이 2 에 b 개, 깊이 3 에 b² 개 … 를 넘게 끝낼 수 없다 → 그 순서로 채운 합이 하한 L(n).
추측마다 |S| + Σ L(|S_a|) 가 그 추측의 하한이고, 이 값 순서로 보다가 지금 최선 이상이면 멈춘다.
한도(beta) 를 넘는 자식은 하한만 돌려주고, 집합마다 정확한 값 또는 하한을 기억한다.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from .. import partition
from ..decision_tree import DecisionTree, grow, set_key, table_policy
from ..evaluation import strategy_tree
from ..feedback import answer_slots, possible_answers, response_matrix, win_answer
from ..symmetry import FullSymmetry, Symmetry, check_size
from ..variants import Variant
from .worst_case import OutOfTime

__all__ = ["HEURISTICS", "AverageResult", "heuristic_upper", "size_floor", "solve_average"]


def size_floor(variant: Variant) -> np.ndarray:
    """크기만 아는 집합의 합계 하한 L(n), n = 0..N. 형태 (N+1,) int64."""
    branches = len(possible_answers(variant)) - 1
    out = np.zeros(variant.size + 1, dtype=np.int64)
    depth, room, left = 1, 1, 0  # 지금 깊이, 그 깊이에 남은 자리 수
    for n in range(1, variant.size + 1):
        if left == room:  # 이 깊이가 다 찼다
            depth, room, left = depth + 1, room * branches, 0
        left += 1
        out[n] = out[n - 1] + depth
    return out


class _AverageSearch:
    """집합마다 정확한 최소 합계 (와 그 추측) 또는 밝혀진 하한을 기억하는 분기 한정 탐색."""

    def __init__(
        self, variant: Variant, symmetry: bool = True, deadline: float | None = None
    ) -> None:
        self.variant = variant
        self.deadline = deadline  # time.monotonic() 의 시각: 넘기면 OutOfTime
        self.symmetry = symmetry
        self.responses = response_matrix(variant)
        self.slots = answer_slots(variant)
        self.win = win_answer(variant)
        self.floor = size_floor(variant)
        self.plain = Symmetry.trivial(variant.size)  # 대칭을 끈 자식 마디용
        self.exact: dict[bytes, tuple[int, int]] = {}  # 열쇠 → (최소 합계, 추측)
        self.lower: dict[bytes, int] = {}  # 열쇠 → 밝혀진 하한
        self.nodes = 0

    def bound(self, cands: np.ndarray) -> int:
        """기억이나 크기로 아는 가장 좋은 하한 (정확한 값이면 그 값)."""
        n = len(cands)
        if n <= 2:
            return 2 * n - 1
        key = set_key(self.variant.size, cands)
        hit = self.exact.get(key)
        if hit is not None:
            return hit[0]
        return max(self.lower.get(key, 0), int(self.floor[n]))

    def solve(self, cands: np.ndarray, group: Symmetry, beta: int) -> int:
        """값이 beta 보다 작으면 정확한 최소 합계, 아니면 beta 이상인 하한을 돌려준다."""
        n = len(cands)
        if n <= 2:
            return 2 * n - 1  # 하나면 1, 둘이면 하나를 불러 1 + 2
        key = set_key(self.variant.size, cands)
        hit = self.exact.get(key)
        if hit is not None:
            return hit[0]
        known = max(self.lower.get(key, 0), int(self.floor[n]))
        if known >= beta:
            return known
        self.nodes += 1
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise OutOfTime
        reps = group.representatives
        counts = partition.bucket_counts(self.responses, cands, self.slots, reps)  # (G, K)
        inside = counts[:, self.win] > 0
        counts[:, self.win] = 0
        useful = inside | (counts.max(axis=1) < n)  # 아무것도 못 가르는 후보 밖 추측은 버린다
        guess_floor = n + self.floor[counts].sum(axis=1)  # (G,) 추측마다 하한
        order = np.lexsort((reps, ~inside, guess_floor))
        best, best_guess, fail = beta, -1, None
        for i in order[useful[order]]:
            if guess_floor[i] >= best:
                fail = guess_floor[i] if fail is None else min(fail, guess_floor[i])
                break
            guess = int(reps[i])
            total = self._try(cands, group, guess, best)
            if total < best:
                best, best_guess = total, guess
            else:
                fail = total if fail is None else min(fail, total)
        if best_guess >= 0:
            self.exact[key] = (best, best_guess)
            return best
        # 모든 추측이 beta 이상: 그중 가장 작은 하한이 이 집합의 하한
        value = max(known, beta if fail is None else int(fail))
        self.lower[key] = value
        return value

    def _try(self, cands: np.ndarray, group: Symmetry, guess: int, best: int) -> int:
        """추측 guess 의 합계. best 보다 작으면 정확히, 아니면 best 이상인 하한."""
        split = partition.split(self.responses, cands, guess)
        parts = sorted((p for a, p in split.items() if a != self.win), key=len, reverse=True)
        bounds = [self.bound(p) for p in parts]
        total = len(cands) + sum(bounds)
        if total >= best:
            return total
        child = group.fixing(guess) if self.symmetry else self.plain
        for part, low in zip(parts, bounds, strict=True):
            total -= low
            total += self.solve(part, child, best - total)
            if total >= best:
                break
        return total


# 상한을 얻을 결정적 휴리스틱 전략들 (그중 가장 작은 합계에서 탐색을 시작한다)
HEURISTICS = ("minimax", "expected", "entropy", "parts")


def heuristic_upper(variant: Variant) -> tuple[int, str]:
    """휴리스틱 전략 중 가장 작은 합계와 그 전략 이름 (분기 한정의 첫 상한)."""
    totals = {name: int(strategy_tree(variant, name).depths().sum()) for name in HEURISTICS}
    name = min(totals, key=lambda k: (totals[k], HEURISTICS.index(k)))
    return totals[name], name


@dataclass(frozen=True)
class AverageResult:
    """최선 평균 증명 결과. total 은 증명된 최소 합계, tree 는 그 합계를 내는 결정 나무.

    upper: 탐색을 시작한 상한 (upper_strategy 의 합계, 또는 호출자가 준 값).
    """

    variant: str
    total: int
    codes: int
    tree: DecisionTree
    seconds: float
    nodes: int
    upper: int
    upper_strategy: str

    @property
    def mean(self) -> float:
        """비밀 하나당 평균 횟수."""
        return self.total / self.codes


def solve_average(
    variant: Variant, upper: int | None = None, symmetry: bool = True
) -> AverageResult:
    """합계가 가장 작은 전략을 증명과 함께 찾는다.

    upper: 이미 아는 전략의 합계. None 이면 휴리스틱 전략들의 가장 작은 합계를 쓴다.
    그 합계 이하의 전략이 없으면 (준 값이 너무 작으면) ValueError.
    symmetry=False 는 대칭 줄이기를 끈다 (교차 검증용, 큰 변형에선 아주 느리다).
    """
    check_size(variant)
    start = time.perf_counter()
    if upper is None:
        upper, source = heuristic_upper(variant)
    else:
        source = "given"
    if upper < variant.size:
        raise ValueError(f"upper bound {upper} is below the number of codes {variant.size}")
    search = _AverageSearch(variant, symmetry)
    everyone = np.arange(variant.size)
    group = FullSymmetry(variant) if symmetry else Symmetry.trivial(variant.size)
    # 한도 upper+1: 최적이 upper 이하이면 정확한 값이 나오고, 나무는 기억한 추측으로 만든다
    total = search.solve(everyone, group, upper + 1)
    if total > upper:
        raise ValueError(f"no strategy reaches total {upper} on {variant.name}")
    guesses = {key: guess for key, (_, guess) in search.exact.items()}
    tree = grow(variant, table_policy(variant, guesses))
    seconds = time.perf_counter() - start
    return AverageResult(
        variant.name, total, variant.size, tree, seconds, search.nodes, upper, source
    )
