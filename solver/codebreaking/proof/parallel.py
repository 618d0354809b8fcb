"""증명 탐색을 뿌리의 가지로 나눠 여러 프로세스에서: 첫 추측 뒤의 묶음들은 서로 독립이다.

최악 (prove_worst): 깊이 d 마다, 첫 추측 후보 (대칭의 대표, 미니맥스 순서) 를 차례로 보며 그
추측의 묶음마다 'd-1 번 안에 풀리나' 를 일 하나로 나눠 준다. 묶음 하나라도 안 풀리면 그 추측은
실패 (남은 일은 버린다), 모두 풀리면 증명 끝: 일마다 돌려준 하위 나무를 모아 증거 나무를 만들고
모든 비밀에 대고 다시 둔다 (DecisionTree.from_document). 어느 추측도 안 되면 d 는 불가능: d+1.
평균 · fewest 도 같은 나눔을 쓴다 (여기의 _parts · _root_order · _run · _feed, 일의 바탕
_BucketJob).

일마다 새 탐색 (기억 없음) 을 쓰므로 일의 결과는 어느 프로세스가 풀든 같다: workers 수와
상관없이 같은 증명 · 같은 나무다. 시간 한도에 닿으면 그때까지 밝힌 아래 · 위 한계를 돌려준다.
진행은 progress(글) 로 알린다 (명령줄이 stderr 에 쓴다).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from .. import partition
from ..decision_tree import DecisionTree, grow, table_policy
from ..feedback import answer_slots, response_matrix, win_answer
from ..symmetry import FullSymmetry
from ..variants import Variant, get_variant
from .worst_case import OutOfTime, _WorstSearch, capacity

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


@cache
def _root(name: str) -> FullSymmetry:
    return FullSymmetry(get_variant(name))


def _parts(
    variant: Variant, guess: int, biggest_first: bool = True
) -> list[tuple[int, np.ndarray]]:
    """첫 추측의 정답 아닌 묶음들 [(대답, 후보)]. 최악 증명은 큰 것부터 (큰 묶음이 먼저
    실패한다), 평균은 작은 것부터 (시간 한도 안에 정확히 끝나는 묶음이 많아 하한이 오른다)."""
    everyone = np.arange(variant.size)
    split = partition.split(response_matrix(variant), everyone, guess)
    win = win_answer(variant)
    parts = [(a, p) for a, p in split.items() if a != win]
    sign = -1 if biggest_first else 1
    return sorted(parts, key=lambda ap: (sign * len(ap[1]), ap[0]))


def _root_order(variant: Variant, depth: int | None) -> list[int]:
    """첫 추측 후보 (대칭 대표) 를 미니맥스 순서로: 작은 최악 묶음, 후보 안의 수, 작은 번호.
    depth 를 주면 d-1 번의 세기 상한을 넘는 묶음이 있는 추측은 뺀다."""
    reps = _root(variant.name).representatives
    everyone = np.arange(variant.size)
    counts = partition.bucket_counts(
        response_matrix(variant), everyone, answer_slots(variant), reps
    )
    counts[:, win_answer(variant)] = 0
    big = counts.max(axis=1)
    order = np.lexsort((reps, big))  # 처음에는 모든 코드가 후보다
    if depth is not None:
        order = order[big[order] <= capacity(variant, depth - 1)]
    return [int(reps[i]) for i in order]


@dataclass(frozen=True)
class _BucketJob:
    """첫 추측 뒤 묶음 하나의 일. 다른 프로세스로 보내므로 모듈 수준의 dataclass 다 (pickle 된다);
    증명마다 제 필드를 더한 자식을 쓴다.

    variant: 변형 이름. first: 첫 추측. answer: 묶음의 대답 번호. part: 묶음의 후보 (C,) 오름차순.
    """

    variant: str
    first: int
    answer: int
    part: np.ndarray


@dataclass(frozen=True)
class _WorstJob(_BucketJob):
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


def _subtree(
    variant: Variant, memo: dict[bytes, tuple[int, int]], part: np.ndarray, answer: int
) -> dict:
    """풀린 묶음의 하위 나무 문서: 탐색이 기억한 '집합 → (값, 추측)' 의 추측으로 키운다."""
    table = {key: guess for key, (_, guess) in memo.items()}
    below = grow(variant, table_policy(variant, table), start=part, path=(answer,))
    return below.to_document()


def _worst_task(job: _WorstJob) -> _WorstResult:
    """일 하나: 묶음 part 를 depth 번 안에 푸는지 (그러면 하위 나무도)."""
    variant = get_variant(job.variant)
    search = _WorstSearch(variant, job.deadline)
    try:
        found = search.guess_within(job.part, _root(job.variant).fixing(job.first), job.depth)
    except OutOfTime:
        return _WorstResult(job.answer, None, None)
    if found is None:
        return _WorstResult(job.answer, False, None)
    return _WorstResult(job.answer, True, _subtree(variant, search.solved, job.part, job.answer))


def _run(task: Callable, jobs: Sequence[_BucketJob], workers: int) -> Iterator:
    """일들을 workers 개 프로세스에서 (1 이면 이 프로세스에서 차례로) 돌려 끝나는 대로 준다.
    부른 쪽이 도중에 멈추면 (generator 를 닫으면) 남은 일은 버린다."""
    if workers == 1:
        yield from map(task, jobs)
        return
    import multiprocessing  # 여기서만: 불러오기만 해도 __mp_main__ 이 생긴다 (순수성 시험)

    pool = multiprocessing.get_context("fork").Pool(min(workers, len(jobs)))
    try:
        yield from pool.imap_unordered(task, jobs)
    finally:
        pool.terminate()
        pool.join()


def _feed(task: Callable, jobs: Iterator[_BucketJob], workers: int) -> Iterator:
    """_run 과 같지만 일을 하나씩 꺼낸다: 결과 하나를 돌려준 뒤에야 다음 일을 jobs 에서 꺼내므로
    부른 쪽이 그 사이에 바꾼 상태 (더 낮아진 한도) 가 다음 일에 실린다. 도는 일은 workers 개."""
    if workers == 1:
        yield from map(task, jobs)
        return
    import multiprocessing  # _run 과 같은 까닭으로 여기서만
    import queue

    finished: queue.SimpleQueue = queue.SimpleQueue()
    pool = multiprocessing.get_context("fork").Pool(workers)

    def start(job: _BucketJob | None) -> int:
        if job is None:
            return 0
        pool.apply_async(task, (job,), callback=finished.put, error_callback=finished.put)
        return 1

    try:
        running = sum(start(next(jobs, None)) for _ in range(workers))
        while running:
            result = finished.get()
            if isinstance(result, BaseException):
                raise result
            yield result
            running += start(next(jobs, None)) - 1
    finally:
        pool.terminate()
        pool.join()


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
        for guess in _root_order(variant, depth):
            parts = _parts(variant, guess)
            jobs = [
                _WorstJob(variant.name, guess, a, p, depth=depth - 1, deadline=deadline)
                for a, p in parts
            ]
            documents: dict[str, dict] = {}
            ok = True
            results = _run(_worst_task, jobs, workers)
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
