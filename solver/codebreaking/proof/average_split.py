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
from pathlib import Path

import numpy as np

from ... import datafile
from ..decision_tree import DecisionTree, grow
from ..variants import Variant, get_variant
from .branch_bound import OutOfTime
from .split import BucketJob, first_group, first_parts, root_order, run_jobs
from .total_search import TotalSearch, size_floor

__all__ = ["AverageBounds", "mixed_upper", "prove_average"]

Progress = Callable[[str], None]
# 휴리스틱 전략의 비밀마다 횟수 (N,) 를 주는 함수 (위 한계를 만들 때)
Counts = Callable[[str], np.ndarray]


@dataclass(frozen=True)
class AverageBounds:
    """최소 합계의 한계. proved 면 lower == upper == 최소 합계.

    upper_strategy: upper 를 낸 것 ("search", 준 전략 이름, 또는 "<휴리스틱>+search").
    tree: upper 를 내는 나무 (증명됐을 때만, 아니면 None). tasks: 이 실행이 푼 일 (묶음) 수.
    first_guesses: 묶음을 찾아본 첫 추측 수 (크기 하한만으로 버린 첫 추측과 시간이 다 돼 보지
    못한 첫 추측은 세지 않는다). buckets: 그 첫 추측들의 묶음 수를 모두 더한 것. exact: 그 가운데
    정확히 풀린 묶음 수 (체크포인트에서 읽은 것도 센다). 모두 풀렸으면 exact == buckets.
    """

    variant: str
    proved: bool
    lower: int
    upper: int
    upper_strategy: str
    tree: DecisionTree | None
    seconds: float
    tasks: int
    first_guesses: int
    exact: int
    buckets: int


@dataclass(frozen=True)
class _TotalJob(BucketJob):
    """평균 증명의 일: 묶음의 최소 합계 (beta 이상이면 하한만). deadline: time.monotonic() 의 시각.
    progress: 오래 걸리는 묶음의 진행 한 줄 (None 이면 알리지 않는다)."""

    beta: int
    deadline: float | None
    progress: Progress | None


@dataclass(frozen=True)
class _BucketResult:
    """일 하나의 결과. exact 면 value 는 묶음의 최소 합계이고 tree 는 그 하위 나무 문서, 아니면
    value 는 하한. nodes: 탐색한 마디 수."""

    answer: int
    exact: bool
    value: int
    tree: dict | None
    nodes: int


def _subtree(variant: Variant, search: TotalSearch, part: np.ndarray, answer: int) -> dict:
    """풀린 묶음의 하위 나무 문서 (탐색이 기억한 '집합 → 추측' 으로 키운다)."""
    return grow(variant, search.policy(), start=part, path=(answer,)).to_document()


def _task(job: _TotalJob) -> _BucketResult:
    """일 하나: 첫 추측 뒤의 묶음 part 의 최소 합계 (또는 시간이 다 됐으면 하한)."""
    variant = get_variant(job.variant)
    answer, part, deadline, progress = job.answer, job.part, job.deadline, job.progress
    started = time.monotonic()

    def beat(nodes: int) -> None:
        progress(
            f"guess {variant.format(job.first)}: subtree of {len(part)} still searching, "
            f"{nodes} nodes, {time.monotonic() - started:.0f}s"
        )

    search = TotalSearch(variant, deadline=deadline, heartbeat=None if progress is None else beat)
    cands = part.astype(np.int16)
    if deadline is not None and time.monotonic() > deadline:
        return _BucketResult(answer, False, search.bound(cands), None, 0)  # 대칭 표도 만들지 않는다
    group = first_group(job.variant, job.first)
    try:
        total = search.solve(cands, group, job.beta)
    except OutOfTime:  # 끝내지 못한 묶음: 한 단계 앞을 본 하한 (크기 하한보다 높다)
        return _BucketResult(answer, False, search.peek(cands, group), None, search.nodes)
    if total >= job.beta:  # 한도 안의 나무가 없다: 하한만
        return _BucketResult(answer, False, int(total), None, search.nodes)
    return _BucketResult(
        answer, True, int(total), _subtree(variant, search, part, answer), search.nodes
    )


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
    parts = first_parts(variant, guess)
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


@dataclass
class _FirstGuess:
    """첫 추측 하나의 묶음들: 대답마다 크기, 지금까지의 값 (정확한 합계 또는 하한), 정확한 합계."""

    guess: int
    label: str
    codes: int
    sizes: dict[int, int]
    values: dict[int, int]
    exact: dict[int, int]

    @property
    def total(self) -> int:
        """이 첫 추측의 합계 하한 (모든 묶음이 정확하면 합계): 모든 비밀이 첫 추측에 한 번."""
        return self.codes + sum(self.values.values())

    @property
    def solved(self) -> bool:
        """모든 묶음이 정확히 풀렸는지."""
        return len(self.exact) == len(self.sizes)


class _SplitProof:
    """prove_average 한 번의 상태와 걸음: 위 한계 (와 그 나무), 첫 추측마다의 하한, 센 묶음.

    걸음: 첫 추측 하나의 묶음 풀기 (search), 체크포인트 쓰기 (_save), 진행 한 줄 (_say_solved),
    위 한계 섞기 (_improve), 시간이 다 됐을 때 남은 첫 추측의 하한 (skip), 결과 (bounds).
    """

    def __init__(
        self,
        variant: Variant,
        upper: int,
        upper_strategy: str,
        *,
        deadline: float | None,
        progress: Progress | None,
        checkpoint: Path | None,
        counts: Counts | None,
        names: tuple[str, ...],
    ) -> None:
        self.variant = variant
        self.deadline = deadline
        self.progress = progress
        self.say = progress or (lambda text: None)
        self.checkpoint = checkpoint
        self.counts, self.names = counts, names
        self.started = time.perf_counter()
        self.floor = size_floor(variant)
        self.state = _load(checkpoint, variant)
        self.best, self.best_tree, self.best_source = upper, None, upper_strategy
        self.lowers: list[int] = []  # 첫 추측마다의 합계 하한
        self.tasks = self.first_guesses = self.exact = self.buckets = 0

    def out_of_time(self) -> bool:
        """시간 한도가 지났는지."""
        return self.deadline is not None and time.monotonic() > self.deadline

    def search(self, number: int, guess: int, workers: int) -> bool:
        """첫 추측 guess (순서의 number 번째) 의 묶음마다 최소 합계를 푼다 (체크포인트에 있는
        묶음은 읽는다). 크기 하한만으로 지금 최선에 못 미쳐 찾아보지 않았으면 False."""
        # 한도가 없으면 큰 묶음부터 (가장 긴 일이 먼저 시작해야 프로세스들이 함께 끝난다), 한도가
        # 있으면 작은 묶음부터 (한도 안에 정확히 끝나는 묶음이 많아 한계가 좁아진다)
        parts = first_parts(self.variant, guess, biggest_first=self.deadline is None)
        label = self.variant.format(guess)
        done = self.state["done"].setdefault(label, {})
        exact = {int(a): int(v["total"]) for a, v in done.items()}
        values = {a: int(self.floor[len(p)]) for a, p in parts} | exact
        sizes = {a: len(p) for a, p in parts}
        first = _FirstGuess(guess, label, self.variant.size, sizes, values, exact)
        if first.total >= self.best:
            self.lowers.append(first.total)
            return False
        if exact:
            self.say(f"guess {label}: {len(exact)} of {len(parts)} subtrees from the checkpoint")
        jobs = [
            _TotalJob(
                self.variant.name,
                guess,
                a,
                p,
                beta=1 << 40,
                deadline=self.deadline,
                progress=self.progress,
            )
            for a, p in parts
            if a not in exact
        ]
        for solved in run_jobs(_task, jobs, workers):
            self.tasks += 1
            first.values[solved.answer] = solved.value
            if solved.exact:
                first.exact[solved.answer] = solved.value
                done[str(solved.answer)] = {"total": solved.value, "tree": solved.tree}
                self._save()
            self._say_solved(number, first, solved)
        self.first_guesses += 1
        self.exact += len(first.exact)
        self.buckets += len(first.sizes)
        self.lowers.append(first.total)
        self._improve(first, done)
        return True

    def _save(self) -> None:
        """끝난 묶음을 체크포인트에 적는다 (멈춘 증명을 다시 부르면 건너뛴다)."""
        if self.checkpoint is not None:
            datafile.write(self.checkpoint, self.state)

    def _say_solved(self, number: int, first: _FirstGuess, solved: _BucketResult) -> None:
        """묶음 하나가 끝날 때의 진행 한 줄."""
        self.say(
            f"guess {first.label} ({number}): subtree of {first.sizes[solved.answer]} "
            f"{'exact' if solved.exact else 'out of time'} {solved.value} "
            f"({solved.nodes} nodes), exact {len(first.exact)}/{len(first.sizes)}, "
            f"bound {first.total}, {time.perf_counter() - self.started:.1f}s"
        )

    def _improve(self, first: _FirstGuess, done: dict) -> None:
        """위 한계 섞기: 모든 묶음이 풀려 더 작으면 그 나무, 아니면 휴리스틱 나무 (첫 추측이
        같다) 의 풀린 묶음을 최적 하위 나무로 바꾼 합계."""
        if first.solved and first.total < self.best:
            documents = {a: done[a]["tree"] for a in sorted(done, key=int)}
            root = {"guess": first.label, "next": documents}
            self.best, self.best_source = first.total, "search"
            # 모든 비밀에 대고 다시 둔다
            self.best_tree = DecisionTree.from_document(self.variant, root)
        elif self.counts is not None:
            mixed, source = mixed_upper(
                self.variant, first.guess, first.exact, self.counts, list(self.names)
            )
            if mixed is not None and mixed < self.best:
                self.best, self.best_tree, self.best_source = mixed, None, f"{source}+search"

    def skip(self, guesses: list[int]) -> None:
        """시간이 다 돼 보지 못한 첫 추측들: 묶음 크기만으로 아는 하한."""
        for guess in guesses:
            sizes = [len(p) for _, p in first_parts(self.variant, guess)]
            self.lowers.append(self.variant.size + int(self.floor[sizes].sum()))

    def bounds(self) -> AverageBounds:
        """지금까지의 아래 · 위 한계 (모듈 설명)."""
        lower = min(min(self.lowers), self.best)
        proved = self.best_tree is not None and lower == self.best
        return AverageBounds(
            variant=self.variant.name,
            proved=proved,
            lower=lower,
            upper=self.best,
            upper_strategy=self.best_source,
            tree=self.best_tree if proved else None,
            seconds=time.perf_counter() - self.started,
            tasks=self.tasks,
            first_guesses=self.first_guesses,
            exact=self.exact,
            buckets=self.buckets,
        )


def prove_average(
    variant: Variant,
    upper: int,
    upper_strategy: str,
    *,
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
    checkpoint: 끝난 묶음을 적고 다시 읽는 파일 (None 이면 쓰지 않는다). 첫 추측은 미니맥스
    순서로 보고, 하나를 찾아본 뒤 시간 한도가 지났으면 남은 첫 추측은 크기 하한만 센다.

    >>> from solver.codebreaking.variants import get_variant
    >>> found = prove_average(get_variant("baseball3"), 2364, "entropy")
    >>> found.proved, found.upper, found.first_guesses, found.exact, found.buckets
    (True, 2337, 1, 8, 8)
    """
    proof = _SplitProof(
        variant,
        upper,
        upper_strategy,
        deadline=None if time_limit is None else time.monotonic() + time_limit,
        progress=progress,
        checkpoint=checkpoint,
        counts=counts,
        names=names,
    )
    order = root_order(variant, None)
    for i, guess in enumerate(order):
        if proof.search(i + 1, guess, workers) and proof.out_of_time():
            proof.skip(order[i + 1 :])
            break
    return proof.bounds()
