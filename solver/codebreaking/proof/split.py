"""첫 추측 뒤의 묶음으로 나눈 증명들 (최악 parallel, 평균 average_split, fewest · fewest_split) 이
같이 쓰는 바탕: 뿌리의 대칭, 첫 추측의 순서와 묶음, 일의 바탕 BucketJob, 일을 프로세스에 나눠
돌리기 (run_jobs · feed_jobs).

첫 추측 뒤의 묶음들은 서로 독립이라 묶음 하나 (또는 묶음 × 둘째 추측) 가 일 하나다. 일마다 새
탐색 (기억 없음) 을 쓰므로 일의 결과는 어느 프로세스가 풀든 같다.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from .. import partition
from ..feedback import answer_slots, response_matrix, win_answer
from ..symmetry import FullSymmetry, Symmetry
from ..variants import Variant, get_variant
from .branch_bound import guess_split
from .worst_case import capacity

__all__ = [
    "BucketJob",
    "feed_jobs",
    "first_group",
    "first_parts",
    "root_order",
    "root_symmetry",
    "run_jobs",
]


@cache
def root_symmetry(name: str) -> FullSymmetry:
    """변형 전체의 대칭: 프로세스마다 한 번 만든다."""
    return FullSymmetry(get_variant(name))


@cache
def first_group(name: str, guess: int) -> Symmetry:
    """첫 추측을 고정하는 대칭 (bulls4 는 17,280 원소 · 170 MB, 몇 초): 프로세스마다 한 번."""
    return root_symmetry(name).fixing(guess)


def first_parts(
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


def root_order(variant: Variant, depth: int | None) -> list[int]:
    """첫 추측 후보 (대칭 대표) 를 미니맥스 순서로: 작은 최악 묶음, 후보 안의 수, 작은 번호.
    depth 를 주면 d-1 번의 세기 상한을 넘는 묶음이 있는 추측은 뺀다."""
    reps = root_symmetry(variant.name).representatives
    everyone = np.arange(variant.size)
    responses, slots, win = response_matrix(variant), answer_slots(variant), win_answer(variant)
    big = guess_split(responses, everyone, slots, win, reps).largest
    order = np.lexsort((reps, big))  # 처음에는 모든 코드가 후보다
    if depth is not None:
        order = order[big[order] <= capacity(variant, depth - 1)]
    return [int(reps[i]) for i in order]


@dataclass(frozen=True)
class BucketJob:
    """첫 추측 뒤 묶음 하나의 일. 다른 프로세스로 보내므로 모듈 수준의 dataclass 다 (pickle 된다);
    증명마다 제 필드를 더한 자식을 쓴다.

    variant: 변형 이름. first: 첫 추측. answer: 묶음의 대답 번호. part: 묶음의 후보 (C,) 오름차순.
    """

    variant: str
    first: int
    answer: int
    part: np.ndarray


def run_jobs(task: Callable, jobs: Sequence[BucketJob], workers: int) -> Iterator:
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


def feed_jobs(task: Callable, jobs: Iterator[BucketJob], workers: int) -> Iterator:
    """run_jobs 와 같지만 일을 하나씩 꺼낸다: 결과 하나를 돌려준 뒤에야 다음 일을 jobs 에서
    꺼내므로 부른 쪽이 그 사이에 바꾼 상태 (더 낮아진 한도) 가 다음 일에 실린다. 도는 일은
    workers 개."""
    if workers == 1:
        yield from map(task, jobs)
        return
    import multiprocessing  # run_jobs 와 같은 까닭으로 여기서만
    import queue

    finished: queue.SimpleQueue = queue.SimpleQueue()
    pool = multiprocessing.get_context("fork").Pool(workers)

    def start(job: BucketJob | None) -> int:
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
