"""가장 작은 합계를 첫 추측의 묶음마다 나눠 증명한다 (큰 변형: bulls4).

첫 추측 g 뒤의 묶음들은 서로 독립이라 T(g) = N + Σ_묶음 T(묶음) 이다. 묶음마다 total_search 의
정확한 분기 한정을 일 하나로 풀고 (workers 개 프로세스), 끝난 묶음은 체크포인트 파일에 적는다:
멈춘 증명을 같은 명령에 --checkpoint 를 주어 다시 부르면 끝난 묶음은 건너뛴다.

시간 한도에 닿으면 정직한 한계를 돌려준다. 아래: 첫 추측마다 (끝난 묶음의 값 + 못 끝낸 묶음의
하한) 의 가장 작은 것. 위: 알려진 휴리스틱 나무 (첫 추측이 같다) 의 묶음을 끝난 묶음의 최적
하위 나무로 바꾼 나무의 합계. bulls4 는 모든 코드가 한 궤도라 첫 추측이 하나 (0123) 뿐이다.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from ... import datafile
from ..decision_tree import DecisionTree, grow
from ..symmetry import Symmetry
from ..variants import Variant, get_variant
from .parallel import _parts, _root, _root_order, _run
from .total_search import TotalSearch, size_floor
from .worst_case import OutOfTime

__all__ = ["AverageBounds", "mixed_upper", "prove_average"]

Progress = Callable[[str], None]
# 휴리스틱 전략의 비밀마다 횟수 (N,) 를 주는 함수 (위 한계를 만들 때)
Counts = Callable[[str], np.ndarray]


@dataclass(frozen=True)
class AverageBounds:
    """최소 합계의 한계. proved 면 lower == upper == 최소 합계.

    tree: upper 를 내는 나무 (모든 묶음이 정확히 풀렸을 때만, 아니면 None).
    exact: 정확히 풀린 묶음 수 / buckets: 그 첫 추측의 묶음 수.
    """

    variant: str
    proved: bool
    lower: int
    upper: int
    upper_strategy: str
    tree: DecisionTree | None
    seconds: float
    tasks: int
    exact: int
    buckets: int


def _subtree(variant: Variant, search: TotalSearch, part: np.ndarray, answer: int) -> dict:
    """풀린 묶음의 하위 나무 문서 (탐색이 기억한 '집합 → 추측' 으로 키운다)."""
    return grow(variant, search.policy(), start=part, path=(answer,)).to_document()


@cache
def _first_group(name: str, guess: int) -> Symmetry:
    """첫 추측을 고정하는 대칭 (bulls4 는 17,280 원소 · 170 MB, 몇 초): 프로세스마다 한 번."""
    return _root(name).fixing(guess)


def _task(job: tuple) -> tuple[int, bool, int, dict | None, int]:
    """일 하나: 묶음의 최소 합계. (대답, 정확한지, 합계 또는 하한, 하위 나무, 마디 수)."""
    name, guess, answer, part, beta, deadline, progress = job
    variant = get_variant(name)
    started = time.monotonic()

    def beat(nodes: int) -> None:
        progress(
            f"guess {variant.format(guess)}: subtree of {len(part)} still searching, "
            f"{nodes} nodes, {time.monotonic() - started:.0f}s"
        )

    search = TotalSearch(variant, deadline=deadline, heartbeat=None if progress is None else beat)
    cands = part.astype(np.int16)
    if deadline is not None and time.monotonic() > deadline:
        return answer, False, search.bound(cands), None, 0  # 대칭 표도 만들지 않는다
    group = _first_group(name, guess)
    try:
        total = search.solve(cands, group, beta)
    except OutOfTime:  # 끝내지 못한 묶음: 한 단계 앞을 본 하한 (크기 하한보다 높다)
        return answer, False, search.peek(cands, group), None, search.nodes
    if total >= beta:  # 한도 안의 나무가 없다: 하한만
        return answer, False, int(total), None, search.nodes
    return answer, True, int(total), _subtree(variant, search, part, answer), search.nodes


def _load(path: Path | None, variant: Variant) -> dict:
    """체크포인트 {"variant", "done": {첫 추측: {대답: {"total", "tree"}}}} (없으면 빈 것)."""
    if path is None or not path.exists():
        return {"variant": variant.name, "done": {}}
    document = json.loads(path.read_text(encoding="utf-8"))
    if document.get("variant") != variant.name:
        owner = document.get("variant")
        raise ValueError(f"checkpoint {path} belongs to {owner}, not {variant.name}")
    return document


def mixed_upper(
    variant: Variant, guess: int, solved: dict[int, int], counts: Counts, names: list[str]
) -> tuple[int | None, str]:
    """첫 추측이 guess 인 휴리스틱 나무에서 풀린 묶음을 최적 하위 나무로 바꾼 합계의 최솟값과
    그 휴리스틱 이름. 첫 추측이 guess 인 휴리스틱이 없으면 (None, "")."""
    best, source = None, ""
    parts = _parts(variant, guess)
    for name in names:
        depth = counts(name)
        first = np.flatnonzero(depth == 1)
        if len(first) != 1 or int(first[0]) != guess:
            continue  # 첫 추측이 다른 나무는 묶음끼리 바꿔 끼울 수 없다
        total = variant.size  # 첫 추측은 모든 비밀이 한 번; 묶음의 값은 그 뒤의 횟수
        for answer, part in parts:
            total += solved.get(answer, int(depth[part].sum()) - len(part))
        if best is None or total < best:
            best, source = total, name
    return best, source


def prove_average(
    variant: Variant,
    upper: int,
    upper_strategy: str,
    workers: int = 1,
    time_limit: float | None = None,
    progress: Progress | None = None,
    checkpoint: Path | None = None,
    counts: Counts | None = None,
    names: tuple[str, ...] = (),
) -> AverageBounds:
    """최소 합계를 첫 추측마다 묶음별로 나눠 푼다 (모듈 설명).

    upper: 알려진 전략의 합계 (upper_strategy). counts, names: 휴리스틱 전략의 비밀마다 횟수를
    주는 함수와 그 이름들 (시간 한도에 닿았을 때 위 한계를 끝난 묶음만큼 낮추려고).
    checkpoint: 끝난 묶음을 적고 다시 읽는 파일 (None 이면 쓰지 않는다).
    """
    start = time.perf_counter()
    deadline = None if time_limit is None else time.monotonic() + time_limit
    say = progress or (lambda text: None)
    floor = size_floor(variant)
    state = _load(checkpoint, variant)
    best, best_tree, best_source, tasks = upper, None, upper_strategy, 0
    lowers: list[int] = []
    exact_count, bucket_count = 0, 0
    for i, guess in enumerate(_root_order(variant, None)):
        # 한도가 없으면 큰 묶음부터 (가장 긴 일이 먼저 시작해야 프로세스들이 함께 끝난다), 한도가
        # 있으면 작은 묶음부터 (한도 안에 정확히 끝나는 묶음이 많아 한계가 좁아진다)
        parts = _parts(variant, guess, biggest_first=deadline is None)
        label = variant.format(guess)
        done = state["done"].setdefault(label, {})
        values = {a: int(floor[len(p)]) for a, p in parts}
        exact = {int(a): int(v["total"]) for a, v in done.items()}
        values.update(exact)
        if variant.size + sum(values.values()) >= best:
            lowers.append(variant.size + sum(values.values()))
            continue
        jobs = [
            (variant.name, guess, a, p, 1 << 40, deadline, progress)
            for a, p in parts
            if a not in exact
        ]
        if exact:
            say(f"guess {label}: {len(exact)} of {len(parts)} subtrees from the checkpoint")
        for answer, solved, value, document, nodes in _run(_task, jobs, workers):
            tasks += 1
            values[answer] = value
            if solved:
                exact[answer] = value
                done[str(answer)] = {"total": value, "tree": document}
                if checkpoint is not None:
                    datafile.write(checkpoint, state)
            total = variant.size + sum(values.values())
            size = next(len(p) for a, p in parts if a == answer)
            say(
                f"guess {label} ({i + 1}): subtree of {size} "
                f"{'exact' if solved else 'out of time'} {value} ({nodes} nodes), "
                f"exact {len(exact)}/{len(parts)}, bound {total}, "
                f"{time.perf_counter() - start:.1f}s"
            )
        total = variant.size + sum(values.values())
        lowers.append(total)
        exact_count, bucket_count = len(exact), len(parts)
        if len(exact) == len(parts) and total < best:
            documents = {a: done[a]["tree"] for a in sorted(done, key=int)}
            root = {"guess": label, "next": documents}
            best, best_source = total, "search"
            best_tree = DecisionTree.from_document(variant, root)  # 모든 비밀에 대고 다시 둔다
        elif counts is not None:
            mixed, source = mixed_upper(variant, guess, exact, counts, list(names))
            if mixed is not None and mixed < best:
                best, best_tree, best_source = mixed, None, f"{source}+search"
        if deadline is not None and time.monotonic() > deadline:
            for other in _root_order(variant, None)[i + 1 :]:
                sizes = [len(p) for _, p in _parts(variant, other)]
                lowers.append(variant.size + int(floor[sizes].sum()))
            break
    lower = min(min(lowers), best)
    proved = best_tree is not None and lower == best
    return AverageBounds(
        variant.name,
        proved,
        lower,
        best,
        best_source,
        best_tree if proved else None,
        time.perf_counter() - start,
        tasks,
        exact_count,
        bucket_count,
    )
