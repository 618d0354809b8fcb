"""증명된 최선: 모든 비밀을 d 번 안에 맞히는 가장 작은 d 와 그 증거 결정 나무.

추측 게임 전체 탐색 (추측은 모든 코드 중 최소, 대답은 최대). 가지치기는 세기 상한:
d 번으로 가를 수 있는 코드는 많아야 F(d) = 1 + b·F(d-1) (b = 정답 아닌 대답 수) 이라서,
어느 묶음이든 F(d-1) 보다 큰 추측은 볼 필요가 없다. 후보 집합마다 결과를 기억하고,
집합을 고정하는 대칭으로 옮겨지는 추측은 궤도마다 하나만 본다.

증거 나무는 탐색이 기억한 '집합 → 추측' 표로 decision_tree.grow 가 키운다.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from ..decision_tree import DecisionTree, grow, set_key, table_policy
from ..feedback import answer_slots, possible_answers, response_matrix, win_answer
from ..symmetry import FullSymmetry, Symmetry, check_size
from ..variants import Variant
from .branch_bound import Clock, NodeValue, guess_split, sorted_parts

__all__ = ["WorstResult", "WorstSearch", "capacity", "solve_worst"]


def capacity(variant: Variant, depth: int) -> int:
    """depth 번 안에 가를 수 있는 코드 수의 상한 F(depth). F(0)=0, F(1)=1, F(d)=1+b·F(d-1)."""
    branches = len(possible_answers(variant)) - 1
    cap = 0
    for _ in range(depth):
        cap = 1 + branches * cap
    return cap


class WorstSearch:
    """d 번 안에 풀리는지 묻는 깊이 제한 탐색. 집합마다 '풀리는 가장 작은 d 와 추측',
    '안 풀린다고 밝혀진 가장 큰 d' 를 기억한다. 뿌리의 가지로 나눈 증명 (parallel) 은 묶음마다
    이것을 하나 쓴다.

    deadline: time.monotonic() 의 시각, 넘기면 branch_bound.OutOfTime.
    """

    def __init__(self, variant: Variant, deadline: float | None = None) -> None:
        self.variant = variant
        self.clock = Clock(deadline, None)
        self.responses = response_matrix(variant)
        self.slots = answer_slots(variant)
        self.win = win_answer(variant)
        self.caps = [capacity(variant, d) for d in range(variant.size + 2)]
        self.solved: dict[bytes, NodeValue] = {}  # 열쇠 → 풀리는 가장 작은 d 와 그 추측
        self.failed: dict[bytes, int] = {}  # 열쇠 → 안 풀리는 가장 큰 d
        self.nodes = 0

    def guess_within(self, cands: np.ndarray, group: Symmetry, depth: int) -> int | None:
        """cands 를 depth 번 안에 모두 맞히는 첫 추측, 없으면 None."""
        n = len(cands)
        if n == 1:
            return int(cands[0]) if depth >= 1 else None
        if depth <= 1 or n > self.caps[depth]:
            return None
        key = set_key(self.variant.size, cands)
        hit = self.solved.get(key)
        if hit is not None and hit.value <= depth:
            return hit.guess
        if self.failed.get(key, 0) >= depth:
            return None
        self.nodes += 1
        self.clock.tick(self.nodes)
        reps = group.representatives
        split = guess_split(self.responses, cands, self.slots, self.win, reps)
        big = split.largest
        # 묶음 하나가 d-1 번의 상한을 넘거나, 아무것도 가르지 못하는 추측은 버린다
        ok = (big <= self.caps[depth - 1]) & split.useful
        # 미니맥스 순서: 작은 최악 묶음, 후보 안의 수, 작은 번호
        order = np.lexsort((reps, ~split.inside, big))
        for i in order[ok[order]]:
            guess = int(reps[i])
            if self._children_fit(cands, group.fixing(guess), guess, depth - 1):
                self.solved[key] = NodeValue(depth, guess)
                return guess
        self.failed[key] = depth
        return None

    def table(self) -> dict[bytes, int]:
        """'열쇠 → 기억한 추측' 표 (증거 나무를 키우는 policy 용). 풀린 집합의 추측은 그 집합을
        남은 횟수 안에 푼다 (기억은 더 작은 깊이로만 바뀐다)."""
        return {key: hit.guess for key, hit in self.solved.items()}  # 풀린 집합은 추측이 있다

    def _children_fit(self, cands: np.ndarray, group: Symmetry, guess: int, depth: int) -> bool:
        parts = sorted_parts(self.responses, cands, guess, self.win)  # 큰 묶음이 먼저 실패한다
        return all(self.guess_within(p, group, depth) is not None for p in parts)


@dataclass(frozen=True)
class WorstResult:
    """최악 횟수 증명 결과. worst 는 증명된 최솟값, tree 는 그 안에 모두 맞히는 결정 나무."""

    variant: str
    worst: int
    tree: DecisionTree
    seconds: float
    nodes: int


def solve_worst(variant: Variant, symmetry: bool = True) -> WorstResult:
    """모든 비밀을 d 번 안에 맞힐 수 있는 가장 작은 d 를 증명하고 증거 나무를 돌려준다.

    symmetry=False 는 대칭 줄이기를 끈다 (교차 검증용, 큰 변형에선 느리다).
    """
    check_size(variant)
    start = time.perf_counter()
    search = WorstSearch(variant)
    everyone = np.arange(variant.size)
    group = FullSymmetry(variant) if symmetry else Symmetry.trivial(variant.size)
    depth = next(d for d in range(1, variant.size + 1) if search.caps[d] >= variant.size)
    while search.guess_within(everyone, group, depth) is None:
        depth += 1  # depth-1 번으로는 안 된다는 것이 증명됐다
    tree = grow(variant, table_policy(variant, search.table()))
    seconds = time.perf_counter() - start
    return WorstResult(variant.name, depth, tree, seconds, search.nodes)
