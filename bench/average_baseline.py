"""어제의 최소 합계 탐색 (이슈 18 전의 proof/average.py 의 _AverageSearch 그대로): 오늘의 탐색
(solver/codebreaking/proof/total_search.py) 과 나란히 재는 기준선. bench_proof 만 쓴다.
"""

from __future__ import annotations

import time

import numpy as np

from solver.codebreaking import partition
from solver.codebreaking.decision_tree import set_key
from solver.codebreaking.feedback import answer_slots, response_matrix, win_answer
from solver.codebreaking.proof.branch_bound import OutOfTime
from solver.codebreaking.proof.total_search import size_floor
from solver.codebreaking.symmetry import Symmetry
from solver.codebreaking.variants import Variant

__all__ = ["AverageSearch"]


class AverageSearch:
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
