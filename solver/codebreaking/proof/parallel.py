"""증명 탐색을 뿌리의 가지로 나눠 여러 프로세스에서: 첫 추측 뒤의 묶음들은 서로 독립이다.

최악 (prove_worst): 깊이 d 마다, 첫 추측 후보 (대칭의 대표, 미니맥스 순서) 를 차례로 보며 그
추측의 묶음마다 'd-1 번 안에 풀리나' 를 일 하나로 나눠 준다. 묶음 하나라도 안 풀리면 그 추측은
실패 (남은 일은 버린다), 모두 풀리면 증명 끝: 일마다 돌려준 하위 나무를 모아 증거 나무를 만들고
모든 비밀에 대고 다시 둔다 (DecisionTree.from_document). 어느 추측도 안 되면 d 는 불가능: d+1.
평균 · fewest 도 같은 나눔을 쓴다 (split.py: first_parts · root_order · run_jobs · feed_jobs, 일의
바탕 BucketJob).

일마다 새 탐색 (기억 없음) 을 쓰므로 일의 결과는 어느 프로세스가 풀든 같다: workers 수와
상관없이 같은 증명 · 같은 나무다. 시간 한도에 닿으면 그때까지 밝힌 아래 · 위 한계를 돌려준다.
진행은 progress(글) 로 알린다 (명령줄이 stderr 에 쓴다).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..decision_tree import DecisionTree, grow, table_policy
from ..variants import Variant, get_variant
from .branch_bound import OutOfTime
from .split import BucketJob, first_parts, root_order, root_symmetry, run_jobs
from .worst_case import WorstSearch, capacity

__all__ = ["WorstProof", "prove_worst"]

Progress = Callable[[str], None]


@dataclass(frozen=True)
class WorstProof:
    """최악 횟수 증명 (또는 시간 한도의 한계).

    proved: worst 가 증명된 최솟값인지. lower: 그보다 적게는 안 된다고 밝혀진 횟수 (증명되면
    worst 와 같다). upper: 알려진 전략이 내는 최악 (증명되면 worst). tree: 증거 나무 (없으면
    None). tasks: 푼 일 (묶음) 수.
    """

    variant: str
    proved: bool
    lower: int
    upper: int
    tree: DecisionTree | None
    seconds: float
    tasks: int

    @property
    def worst(self) -> int:
        """증명된 최솟값 (증명 못 했으면 위 한계)."""
        return self.lower if self.proved else self.upper


@dataclass(frozen=True)
class _WorstJob(BucketJob):
    """최악 증명의 일: 묶음을 depth 번 안에 푸는지. deadline: time.monotonic() 의 시각 (None 이면
    한도 없음)."""

    depth: int
    deadline: float | None


@dataclass(frozen=True)
class _WorstResult:
    """최악 증명의 일 하나의 결과. fits: 풀림 / 안 풀림 / 시간 끝 (None). tree: 풀렸으면 하위 나무
    문서."""

    answer: int
    fits: bool | None
    tree: dict | None


def _subtree(variant: Variant, search: WorstSearch, part: np.ndarray, answer: int) -> dict:
    """풀린 묶음의 하위 나무 문서: 탐색이 기억한 '집합 → 추측' 으로 키운다."""
    below = grow(variant, table_policy(variant, search.table()), start=part, path=(answer,))
    return below.to_document()


def _worst_task(job: _WorstJob) -> _WorstResult:
    """일 하나: 묶음 part 를 depth 번 안에 푸는지 (그러면 하위 나무도)."""
    variant = get_variant(job.variant)
    search = WorstSearch(variant, job.deadline)
    try:
        found = search.guess_within(
            job.part, root_symmetry(job.variant).fixing(job.first), job.depth
        )
    except OutOfTime:
        return _WorstResult(job.answer, None, None)
    if found is None:
        return _WorstResult(job.answer, False, None)
    return _WorstResult(job.answer, True, _subtree(variant, search, job.part, job.answer))


def _deadline(time_limit: float | None) -> float | None:
    return None if time_limit is None else time.monotonic() + time_limit


def prove_worst(
    variant: Variant,
    upper: int,
    workers: int = 1,
    time_limit: float | None = None,
    progress: Progress | None = None,
) -> WorstProof:
    """모든 비밀을 d 번 안에 맞히는 가장 작은 d 를 증명한다 (모듈 설명).

    upper: 이미 아는 전략의 최악 (시간 한도에 닿았을 때의 위 한계, 예: 미니맥스).
    """
    start = time.perf_counter()
    deadline = _deadline(time_limit)
    say = progress or (lambda text: None)
    depth = next(d for d in range(1, variant.size + 1) if capacity(variant, d) >= variant.size)
    tasks = 0
    while depth <= upper:
        for guess in root_order(variant, depth):
            parts = first_parts(variant, guess)
            jobs = [
                _WorstJob(variant.name, guess, a, p, depth=depth - 1, deadline=deadline)
                for a, p in parts
            ]
            documents: dict[str, dict] = {}
            ok = True
            results = run_jobs(_worst_task, jobs, workers)
            for result in results:
                tasks += 1
                elapsed = time.perf_counter() - start
                if result.fits is None:
                    results.close()
                    say(f"time limit: bounds {depth}..{upper}, {elapsed:.1f}s")
                    return WorstProof(variant.name, False, depth, upper, None, elapsed, tasks)
                say(
                    f"depth {depth}: guess {variant.format(guess)} subtree "
                    f"{len(documents) + 1}/{len(jobs)} {'fits' if result.fits else 'fails'}, "
                    f"bounds {depth}..{upper}, {elapsed:.1f}s"
                )
                if not result.fits:
                    ok = False
                    results.close()
                    break
                documents[str(result.answer)] = result.tree
            if ok:
                root = {"guess": variant.format(guess), "next": documents}
                tree = DecisionTree.from_document(variant, root)  # 모든 비밀에 대고 다시 둔다
                if int(tree.depths().max()) > depth:
                    raise RuntimeError("the witness tree does not replay within its depth")
                elapsed = time.perf_counter() - start
                return WorstProof(variant.name, True, depth, depth, tree, elapsed, tasks)
        depth += 1  # 이 깊이로는 어느 첫 추측도 안 된다: 증명된 아래 한계가 오른다
        say(f"depth {depth - 1} is impossible; trying {depth}")
    raise RuntimeError(f"no tree within the known upper bound {upper}")
