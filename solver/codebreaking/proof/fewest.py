"""가장 적은 '마지막 횟수': 모든 비밀을 limit 번 안에 맞히면서 딱 limit 번째에 맞히는 비밀 수를
가장 적게 하는 전략 (bulls4 에선 limit 7: 50 개가 가장 적다고 fewest_split 이 증명했다; 사전식으로
그런 나무들 가운데 합계가 가장 작은 것은 26,450).

값 C(S, d) = d 번째 추측을 앞둔 후보 S 중 limit 번째에 맞히는 비밀 수 (안 되면 무한대).
C(S, d) = min_g ([g∈S 이고 d = limit] + Σ_{a≠정답} C(S_a, d+1)).
하한: d 번째부터 limit-1 번째까지 맞힐 수 있는 비밀은 많아야 F(limit-d) 개 (worst_case.capacity)
라서 C(S, d) ≥ |S| - F(limit-d), |S| > F(limit-d+1) 이면 불가능. 자식으로 깊이 들어가기 전에
자식마다 한 단계 앞의 하한을 먼저 본다 (total_search 와 같은 까닭, 같은 걸음: branch_bound.py).

이 하한은 위쪽 (d 가 작을 때) 에선 0 이라 가지를 치지 못한다. 그래서 fewest_at 은 exact_from 번째
추측보다 앞의 마디에선 합계 하한 · 제곱합 순서의 앞 width 개 추측만 본다 (찾기: 값은 실제 나무의
수라 위 한계). 그 아래는 정확하다. 둘째 추측부터 모두 정확히 푸는 증명은 fewest_split.py 다: 묶음 ×
둘째 추측마다 이 탐색의 try_guess 하나 (bulls4 의 7 번째 50 개가 2 코어에서 7 분 남짓).

사전식 (totals=True): '마지막 횟수' 가 가장 적은 나무들 가운데 합계가 가장 작은 것. 값은
V = TOTAL_SCALE × 마지막 횟수 + T (T: 이 마디부터 센 추측 수의 합, T(S) = |S| + Σ T(S_a)) 라서
같은 식, 같은 걸음이다. 묶음 하나의 T 는 TOTAL_SCALE 보다 훨씬 작아 (bulls4 는 1440 × 7 남짓) 두
자리가 섞이지 않고, 합도 (묶음들의 합, 한계의 합) 같은 방법으로 나눠 읽는다 (split_value).
하한도 두 하한의 합: TOTAL_SCALE × (마지막 차례로 밀리는 수) + L(|S|) (total_search.size_floor).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .. import partition
from ..decision_tree import AnswerPath, DecisionTree, Policy, grow
from ..symmetry import Symmetry
from ..variants import Variant, get_variant
from .branch_bound import (
    GuessSplit,
    MemoSearch,
    best_guess,
    children_value,
    guess_split,
    sorted_parts,
)
from .split import BucketJob, first_parts, root_order, root_symmetry, run_jobs
from .total_search import dense_responses, size_floor
from .worst_case import capacity

__all__ = [
    "FEWEST_EXACT_FROM",
    "FEWEST_WIDTH",
    "INFEASIBLE",
    "TOTAL_SCALE",
    "FewestResult",
    "FewestSearch",
    "fewest_at",
    "split_value",
]

# 한도 안에 다 맞힐 수 없는 집합의 값
INFEASIBLE = 1 << 30
# 명령줄의 기본값: 넷째 추측부터 정확히, 그 위에선 추측 셋 (bulls4 의 7 번째 61 개, 2 분쯤;
# --exact-from 3 이면 53 개, 20 분쯤)
FEWEST_WIDTH = 3
FEWEST_EXACT_FROM = 4
# 사전식 값에서 '마지막 횟수' 한 개의 무게: 어느 묶음의 합계보다도 크다 (모듈 설명)
TOTAL_SCALE = 1 << 16


def split_value(value: int) -> tuple[int, int]:
    """사전식 값 (또는 그 합) → (마지막 횟수, 합계 T)."""
    return divmod(int(value), TOTAL_SCALE)


class FewestSearch(MemoSearch[tuple[bytes, int]]):
    """집합과 추측 차례 ((후보 int16 의 바이트, 차례)) 마다 최소 '마지막 횟수' 와 그 추측 (또는
    밝혀진 하한) 을 기억하는 탐색.

    limit: 모든 비밀을 맞힐 횟수. exact_from, width: 모듈 설명. totals: 사전식 (모듈 설명; 값이
    TOTAL_SCALE × 마지막 횟수 + 합계). deadline, heartbeat: branch_bound.MemoSearch.
    """

    def __init__(
        self,
        variant: Variant,
        limit: int,
        *,
        exact_from: int = 1,
        width: int = 1 << 30,
        totals: bool = False,
        deadline: float | None = None,
        heartbeat: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__(deadline, heartbeat)
        self.variant = variant
        self.limit = limit
        self.exact_from = exact_from
        self.width = width
        self.responses = dense_responses(variant)
        self.slots = int(self.responses.max()) + 1
        self.win = self.slots - 1
        self.floor = size_floor(variant)
        self.totals = totals
        # 마지막 횟수 하나의 무게와, 값에 세는 한 비밀의 추측 하나 (사전식이 아니면 0)
        self.scale, self.step = (TOTAL_SCALE, 1) if totals else (1, 0)
        # caps[j]: j 번 안에 맞힐 수 있는 비밀 수의 상한
        self.caps = [capacity(variant, j) for j in range(limit + 2)]

    def need(self, size: int, level: int) -> int:
        """크기만 아는 집합의 하한 (level 번째 추측을 앞두고): 마지막 차례로 밀리는 비밀 수
        (사전식이면 그 무게와 합계 하한 L(size) 를 더한 값)."""
        if size == 0:
            return 0
        if size > self.caps[self.limit - level + 1]:
            return INFEASIBLE
        pushed = max(0, size - self.caps[self.limit - level])
        return self.scale * pushed + self.step * int(self.floor[size])

    def bound(self, cands: np.ndarray, level: int) -> int:
        """기억이나 크기로 아는 가장 좋은 하한 (정확한 값이면 그 값)."""
        return self.remembered((cands.tobytes(), level), self.need(len(cands), level))

    def _scores(
        self, cands: np.ndarray, reps: np.ndarray, level: int
    ) -> tuple[np.ndarray, GuessSplit]:
        """추측마다의 하한 (G,) 과 그 갈림."""
        split = guess_split(self.responses, cands, self.slots, self.win, reps)
        counts = split.counts
        room = self.limit - level - 1  # 자식이 limit 번째 전에 쓸 수 있는 추측 수
        low = self.scale * np.clip(counts - self.caps[room], 0, None).sum(axis=1)
        if self.totals:
            low += len(cands) + self.floor[counts].sum(axis=1)
        low[(counts > self.caps[room + 1]).any(axis=1)] = INFEASIBLE
        return low, split

    def _ranked(
        self, reps: np.ndarray, low: np.ndarray, split: GuessSplit, picked: np.ndarray
    ) -> np.ndarray:
        """picked (추측 자리들) 을 해 볼 순서로: 하한, 합계 하한, 제곱합, 후보 안, 작은 번호."""
        total_floor = self.floor[split.counts[picked]].sum(axis=1)
        squares = partition.sum_squares(split.counts[picked])
        inside = split.inside[picked]
        return picked[np.lexsort((reps[picked], ~inside, squares, total_floor, low[picked]))]

    def ordered(
        self, cands: np.ndarray, group: Symmetry, level: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """쓸모 있는 추측 (대칭의 대표) 을 solve 가 해 보는 순서로, 그리고 그 한 단계 하한.
        ((G,) 추측 번호, (G,) 하한). 둘째 추측마다 나누는 증명 (fewest_split) 이 쓴다."""
        reps = group.representatives
        low, split = self._scores(cands, reps, level)
        picked = self._ranked(reps, low, split, np.flatnonzero(split.useful))
        return reps[picked], low[picked]

    def solve(self, cands: np.ndarray, group: Symmetry, level: int, beta: int) -> int:
        """값이 beta 보다 작으면 최소 '마지막 횟수', 아니면 beta 이상인 하한.

        cands: 후보 (C,) int16 오름차순. level: 다음 추측이 몇 번째인지 (뿌리 1).
        """
        n = len(cands)
        if n == 1:
            return self.scale * (level == self.limit) + self.step
        if level >= self.limit:
            return INFEASIBLE
        key = (cands.tobytes(), level)
        known, open_node = self.enter(key, self.need(n, level), beta)
        if not open_node:
            return known
        reps = group.representatives
        low, split = self._scores(cands, reps, level)
        hopeful = split.useful & (low < beta)
        picked = self._ranked(reps, low, split, np.flatnonzero(hopeful))
        if level < self.exact_from:
            picked = picked[: self.width]
        found = best_guess(
            zip(reps[picked].tolist(), low[picked].tolist(), strict=True),
            lambda guess, best: self.try_guess(cands, group, guess, level, best),
            beta=beta,
            known=known,
            unlisted=low[split.useful & ~hopeful],
            enough=known,  # 하한에 닿으면 더 볼 것이 없다
        )
        # 줄인 마디 (exact_from 앞) 의 값은 하한이 아니다
        return self.leave(key, found, bound=level >= self.exact_from)

    def try_guess(
        self, cands: np.ndarray, group: Symmetry, guess: int, level: int, best: int
    ) -> int:
        """level 번째 추측으로 guess 를 부른 값. best 보다 작으면 정확히, 아니면 best 이상인 하한.

        cands: 후보 (C,) int16 오름차순, group: cands 를 고정하는 대칭.
        """
        below = level + 1
        parts = sorted_parts(self.responses, cands, guess, self.win)

        def peek(part: np.ndarray, child: Symmetry) -> int | None:
            if len(part) <= 1 or (part.tobytes(), below) in self.exact:
                return None
            return self._peek(part, child, below)

        return children_value(
            parts,
            [self.bound(p, below) for p in parts],
            base=self.step * len(cands),
            best=best,
            fixing=lambda: group.fixing(guess),
            peek=peek,
            solve=lambda part, child, beta: self.solve(part, child, below, beta),
        )

    def _peek(self, cands: np.ndarray, group: Symmetry, level: int) -> int:
        """한 단계 앞의 하한 min_g (자식들의 크기 하한). 기억의 하한도 올린다."""
        key = (cands.tobytes(), level)
        known = max(self.lower.get(key, 0), self.need(len(cands), level))
        if level >= self.limit or level < self.exact_from:
            return known
        low, split = self._scores(cands, group.representatives, level)
        useful = split.useful
        value = max(known, int(low[useful].min()) if useful.any() else INFEASIBLE)
        self.lower[key] = value
        return value

    def policy(self, first: int) -> Policy:
        """try_guess 가 best 밑의 값을 낸 마디에서 키우는 policy (decision_tree.grow 의 start ·
        path 와 함께): 그 마디는 first, 아래는 기억한 추측, 하나 남으면 그것."""
        table = self.table()
        started = False

        def pick(cands: np.ndarray, path: AnswerPath) -> int:
            nonlocal started
            if not started:  # grow 이 처음 묻는 마디가 시작 마디다
                started = True
                return first
            if len(cands) == 1:
                return int(cands[0])
            return table[(cands.astype(np.int16).tobytes(), len(path) + 1)]

        return pick


@dataclass(frozen=True)
class FewestResult:
    """가장 적은 '마지막 횟수' 찾기의 결과. count: limit 번째에 맞히는 비밀 수 (나무를 다시 둔 값).

    exact: 모든 마디를 정확히 풀었는지 (그러면 그 첫 추측 아래의 최솟값). tree: 결정 나무.
    """

    variant: str
    limit: int
    count: int
    total: int
    exact: bool
    tree: DecisionTree
    seconds: float


def _policy(variant: Variant, tables: list[dict], root: int) -> Callable:
    """묶음마다의 표를 합친 policy: (후보, 지나온 대답) → 추측."""
    merged: dict[tuple[bytes, int], int] = {}
    for table in tables:
        merged.update(table)

    def pick(cands: np.ndarray, path: tuple[int, ...]) -> int:
        if not path:
            return root
        if len(cands) == 1:
            return int(cands[0])
        return merged[(cands.astype(np.int16).tobytes(), len(path) + 1)]

    return pick


@dataclass(frozen=True)
class _FewestJob(BucketJob):
    """fewest_at 의 일: 묶음의 최소 '마지막 횟수'. limit, exact_from, width: FewestSearch 의 것."""

    limit: int
    exact_from: int
    width: int


@dataclass(frozen=True)
class _FewestPart:
    """fewest_at 의 일 하나의 결과: 묶음의 값과 그 아래를 키울 표 (FewestSearch.table)."""

    answer: int
    value: int
    table: dict[tuple[bytes, int], int]


def _fewest_task(job: _FewestJob) -> _FewestPart:
    """일 하나: 첫 추측 뒤 묶음 하나의 최소 '마지막 횟수'."""
    variant = get_variant(job.variant)
    search = FewestSearch(variant, job.limit, exact_from=job.exact_from, width=job.width)
    group = root_symmetry(job.variant).fixing(job.first)
    value = search.solve(job.part.astype(np.int16), group, 2, INFEASIBLE)
    return _FewestPart(job.answer, int(value), search.table())


def fewest_at(
    variant: Variant,
    limit: int,
    *,
    exact_from: int = 1,
    width: int = 1 << 30,
    workers: int = 1,
    progress: Callable[[str], None] | None = None,
) -> FewestResult:
    """첫 추측 (대칭 대표 중 미니맥스 순서의 첫째) 을 두고 묶음마다 나눠 찾는다 (모듈 설명).

    한도 안에 다 맞히는 나무가 없으면 ValueError.
    """
    start = time.perf_counter()
    say = progress or (lambda text: None)
    root = root_order(variant, None)[0]
    jobs = [
        _FewestJob(variant.name, root, a, p, limit=limit, exact_from=exact_from, width=width)
        for a, p in first_parts(variant, root, biggest_first=False)
    ]
    tables, count = [], 0
    for found in run_jobs(_fewest_task, jobs, workers):
        if found.value >= INFEASIBLE:
            raise ValueError(f"no strategy finds every secret of {variant.name} within {limit}")
        count += found.value
        tables.append(found.table)
        say(
            f"fewest at {limit}: subtree {len(tables)}/{len(jobs)} has {found.value}, "
            f"so far {count}"
        )
    tree = grow(variant, _policy(variant, tables, root))
    depths = tree.depths()
    if int(depths.max()) > limit or int((depths == limit).sum()) != count:
        raise RuntimeError("the tree does not replay to the count the search found")
    seconds = time.perf_counter() - start
    return FewestResult(
        variant.name, limit, count, int(depths.sum()), exact_from <= 2, tree, seconds
    )
