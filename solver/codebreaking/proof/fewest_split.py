"""가장 적은 '마지막 횟수' 의 증명: 첫 추측 뒤의 묶음 × 둘째 추측마다 일 하나로 나눠 정확히 푼다.

첫 추측 뒤의 묶음은 서로 독립이라 C = Σ_묶음 C(묶음) 이고, 묶음 하나의 최솟값은 둘째 추측 (묶음을
고정하는 대칭의 대표) 마다의 값 가운데 가장 작은 것이다. 그래서 (묶음, 둘째 추측) 하나가 일
하나다: fewest.FewestSearch 가 셋째 추측부터 모두 정확히 풀어 그 둘째 추측의 값 (한도 밑이면
정확히, 아니면 한도 이상인 하한) 을 낸다. 모든 코드가 한 궤도인 변형 (bulls4 · baseball3) 은
첫 추측이 일반성을 잃지 않으므로, 모든 묶음이 풀리면 그 합이 증명된 최솟값이다.

- 씨앗: 이미 아는 나무 (실어 둔 fewest_<변형>.json) 가 묶음마다 내는 값이 첫 한도다. 그보다 작은
  둘째 추측만 찾고, 아무것도 못 이기면 씨앗의 값이 그 묶음의 최솟값이다. 씨앗의 값이 크기 하한에
  닿은 묶음 (bulls4 는 13 묶음 중 11 이 0) 은 찾지 않는다.
- 한도는 묶음 안에서 같이 내려간다: 일을 하나씩 꺼내 주므로 (split.feed_jobs) 다음 일은 지금까지
  찾은 가장 작은 값을 한도로 받는다. 같은 값이면 순서가 앞선 둘째 추측을 고른다 (앞선 추측은
  한도 + 1 로 찾는다): 프로세스 수 · 끝나는 순서와 상관없이 같은 값, 같은 둘째 추측이다.
- 묶음 하나의 상태 (둘째 추측마다의 결과, 한도, 하한) 와 밖에 보일 한계는 fewest_bucket.py 다.
- 체크포인트: 끝난 (묶음, 둘째 추측) 마다 값 (정확한 값 / 한도 이상인 하한) 과, 한도 밑이면 하위
  나무를 적는다 (average_split 과 같은 파일 규칙). 같은 --checkpoint 로 다시 부르면 건너뛴다.
- 시간 한도: 못 끝낸 둘째 추측은 한 단계 앞을 본 하한만 남는다. 묶음의 하한은 둘째 추측마다의
  하한 가운데 가장 작은 것 (씨앗 · 찾은 값보다 크지 않게) 이다.
- 사전식 (totals=True): 값이 fewest.FewestSearch 의 사전식 값 (TOTAL_SCALE × 마지막 횟수 + 합계)
  이라 같은 걸음이 '마지막 횟수가 가장 적은 나무들 가운데 합계가 가장 작은 것' 을 찾고 증명한다.
  씨앗은 여러 나무일 수 있다: 묶음마다 그 가운데 사전식으로 가장 작은 하위 나무 (bulls4 는 작은
  묶음 11 개에서 최적 평균 나무, 큰 묶음 둘에서 fewest 나무).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ... import datafile
from ..decision_tree import DecisionTree, grow
from ..feedback import plain_label
from ..symmetry import root_representatives
from ..variants import Variant, get_variant
from .branch_bound import OutOfTime
from .fewest import INFEASIBLE, FewestSearch
from .fewest_bucket import Bucket, BucketBound, Reading
from .split import BucketJob, feed_jobs, first_group, first_parts, root_order

__all__ = ["FewestBounds", "prove_fewest", "second_guess_value"]

Progress = Callable[[str], None]


@dataclass(frozen=True)
class FewestBounds:
    """prove_fewest 의 결과.

    root: 첫 추측. count: 나무가 limit 번째에 맞히는 비밀 수 (나무가 없으면 INFEASIBLE), lower: 그
    아래로는 안 된다고 밝혀진 수. 사전식이면 total: 나무의 합계, total_lower: 마지막 횟수가 lower
    인 나무의 합계가 그 아래로는 안 된다고 밝혀진 수 (아니면 둘 다 None). exact: 모든 묶음이
    풀렸다 (첫 추측 아래의 최솟값). proved: exact 이고 첫 추측이 일반성을 잃지 않는다 (모든 코드가
    한 궤도). tree: count 를 내는 나무 (모든 비밀에 대고 다시 두었다). tasks: 이 실행이 푼 일 수.
    """

    variant: str
    limit: int
    root: int
    count: int
    lower: int
    total: int | None
    total_lower: int | None
    exact: bool
    proved: bool
    buckets: tuple[BucketBound, ...]
    tree: DecisionTree | None
    seconds: float
    tasks: int


@dataclass(frozen=True)
class _Outcome:
    """일 하나의 결과. finished: 시간 한도 안에 끝났는지. exact 면 value 는 그 둘째 추측 아래의
    최솟값이고 tree 는 하위 나무 문서, 아니면 value 는 한도 이상인 하한."""

    answer: int
    guess: int
    finished: bool
    exact: bool
    value: int
    tree: dict | None
    nodes: int
    seconds: float


@dataclass(frozen=True)
class _SecondGuessJob(BucketJob):
    """prove_fewest 의 일: 묶음에서 둘째 추측 guess 의 값 (한도 beta, limit 번 안에; totals 면
    사전식 값). deadline: time.monotonic() 의 시각. progress: 오래 걸리는 일의 진행 한 줄 (None
    이면 없음)."""

    limit: int
    totals: bool
    guess: int
    beta: int
    deadline: float | None
    progress: Progress | None


def _task(job: _SecondGuessJob) -> _Outcome:
    """일 하나: 묶음 part 에서 둘째 추측 guess 의 값 (한도 beta)."""
    variant = get_variant(job.variant)
    answer, part, guess, beta, progress = job.answer, job.part, job.guess, job.beta, job.progress
    started = time.monotonic()

    def beat(nodes: int) -> None:
        progress(
            f"subtree {plain_label(variant, answer)} ({len(part)}): second guess "
            f"{variant.format(guess)} still "
            f"searching, {nodes} nodes, {time.monotonic() - started:.0f}s"
        )

    heartbeat = None if progress is None else beat
    search = FewestSearch(
        variant, job.limit, totals=job.totals, deadline=job.deadline, heartbeat=heartbeat
    )
    group = first_group(job.variant, job.first)
    try:
        value = search.try_guess(part.astype(np.int16), group, guess, 2, beta)
    except OutOfTime:
        return _Outcome(answer, guess, False, False, 0, None, search.nodes, _since(started))
    if value >= beta:
        return _Outcome(answer, guess, True, False, int(value), None, search.nodes, _since(started))
    below = grow(variant, search.policy(guess), start=part, path=(answer,))
    document = below.to_document()
    return _Outcome(answer, guess, True, True, int(value), document, search.nodes, _since(started))


def _since(started: float) -> float:
    return time.monotonic() - started


def second_guess_value(
    name: str, limit: int, answer: int, guess: str, beta: int, *, totals: bool
) -> tuple[bool, int]:
    """체크포인트의 한 줄을 다시 잰다: 첫 추측 뒤 묶음 answer 에서 둘째 추측 guess (코드 글) 의
    값을 한도 beta 로 (증명의 일 하나와 같은 탐색). (정확한지, 값): 정확하면 그 값, 아니면 beta
    이상인 하한. 적힌 값 v 가 정확하면 beta = v + 1 로, 하한이면 beta = v 로 부르면 같은 값이
    나와야 한다."""
    variant = get_variant(name)
    root = root_order(variant, None)[0]
    part = dict(first_parts(variant, root))[answer]
    job = _SecondGuessJob(
        name,
        root,
        answer,
        part,
        limit=limit,
        totals=totals,
        guess=variant.parse(guess),
        beta=beta,
        deadline=None,
        progress=None,
    )
    outcome = _task(job)
    return outcome.exact, outcome.value


def _load(path: Path | None, variant: Variant, limit: int, root: str, totals: bool) -> dict:
    """체크포인트 {"variant", "limit", "root", "totals", "done": {대답: {둘째 추측: {"exact",
    "value", "tree"?}}}} (없으면 빈 것). 다른 변형 · 한도 · 첫 추측 · 값의 뜻 (사전식인지) 의
    파일이면 ValueError."""
    blank = {"variant": variant.name, "limit": limit, "root": root, "totals": totals, "done": {}}
    if path is None or not path.exists():
        return blank
    document = json.loads(path.read_text(encoding="utf-8"))
    keys = ("variant", "limit", "root", "totals")
    mine = {k: document.get(k, False if k == "totals" else None) for k in keys}
    if mine != {k: blank[k] for k in mine}:
        raise ValueError(
            f"checkpoint {path} belongs to {mine}, not {variant.name} at {limit} (totals {totals})"
        )
    return document


class _FewestSplit:
    """prove_fewest 한 번의 상태와 걸음: 묶음들 (fewest_bucket.Bucket), 일 꺼내기 (jobs), 결과
    받기 (take), 체크포인트, 결과 (bounds)."""

    def __init__(
        self,
        variant: Variant,
        limit: int,
        *,
        seeds: Sequence[DecisionTree],
        totals: bool,
        deadline: float | None,
        progress: Progress | None,
        checkpoint: Path | None,
    ) -> None:
        self.variant, self.limit, self.totals = variant, limit, totals
        self.deadline, self.progress, self.checkpoint = deadline, progress, checkpoint
        self.say = progress or (lambda text: None)
        self.started = time.perf_counter()
        self.root = root_order(variant, None)[0]
        for seed in seeds:
            if seed.root.guess != self.root:
                raise ValueError(f"the seed tree starts with {variant.format(seed.root.guess)}")
        label = variant.format(self.root)
        self.state = _load(checkpoint, variant, limit, label, totals)
        self.buckets = [self._bucket(a, p, seeds) for a, p in first_parts(variant, self.root)]
        self.tasks = 0
        for bucket in self.buckets:  # 체크포인트의 결과를 순서대로 (같은 값이면 앞선 추측)
            done = self.state["done"].get(str(bucket.answer), {})
            for guess in bucket.order:
                saved = done.get(variant.format(guess))
                if saved is not None:
                    bucket.take(guess, saved["exact"], saved["value"], saved.get("tree"))

    def _bucket(self, answer: int, part: np.ndarray, seeds: Sequence[DecisionTree]) -> Bucket:
        """묶음 하나의 처음 상태: 둘째 추측의 순서와 하한, 씨앗들 가운데 가장 작은 값과 그
        하위 나무 (같으면 앞의 씨앗)."""
        search = FewestSearch(self.variant, self.limit, totals=self.totals)
        cands = part.astype(np.int16)
        trivial = search.need(len(part), 2)
        guesses, lows = search.ordered(cands, first_group(self.variant.name, self.root), 2)
        order = guesses.tolist()
        floors = dict(zip(order, [max(trivial, int(x)) for x in lows], strict=True))
        value, tree = None, None
        for seed in seeds:
            depths = seed.depths()[part]
            if int(depths.max()) > self.limit:
                continue
            mine = search.scale * int((depths == self.limit).sum())
            mine += search.step * int(depths.sum() - len(part))  # 둘째 추측부터 센 합계
            if value is None or mine < value:
                value = mine
                tree = DecisionTree(self.variant, seed.root.children[answer]).to_document()
        best = INFEASIBLE if value is None else value
        rank = len(order) if value is None else -1
        return Bucket(answer, part, order, floors, trivial, value, best, rank, tree)

    def out_of_time(self) -> bool:
        """시간 한도가 지났는지."""
        return self.deadline is not None and time.monotonic() > self.deadline

    def jobs(self) -> Iterator[_SecondGuessJob]:
        """결론 나지 않은 (묶음, 둘째 추측) 을 하나씩: 큰 묶음부터, 묶음 안에선 해 볼 순서로.
        꺼낼 때의 한도를 싣는다 (그 사이에 받은 결과가 한도를 낮춘다)."""
        for bucket in self.buckets:
            for guess in bucket.order:
                if self.out_of_time():
                    return
                if bucket.settled(guess):
                    continue
                yield _SecondGuessJob(
                    self.variant.name,
                    self.root,
                    bucket.answer,
                    bucket.part,
                    limit=self.limit,
                    totals=self.totals,
                    guess=guess,
                    beta=bucket.beta(guess),
                    deadline=self.deadline,
                    progress=self.progress,
                )

    def run(self, workers: int) -> None:
        """모든 일을 풀고 결과를 받는다."""
        open_buckets = [b for b in self.buckets if not all(map(b.settled, b.order))]
        self.say(
            f"fewest at {self.limit}: first guess {self.variant.format(self.root)}, "
            f"{len(self.buckets) - len(open_buckets)} of {len(self.buckets)} subtrees settled "
            f"by the seed, their size or the checkpoint"
        )
        for outcome in feed_jobs(_task, self.jobs(), workers):
            self.tasks += 1
            self._take(outcome)

    def _take(self, outcome: _Outcome) -> None:
        """일 하나의 결과: 묶음에 넣고, 체크포인트에 적고, 한 줄 알린다."""
        bucket = next(b for b in self.buckets if b.answer == outcome.answer)
        label = self.variant.format(outcome.guess)
        if outcome.finished:
            bucket.take(outcome.guess, outcome.exact, outcome.value, outcome.tree)
            done = self.state["done"].setdefault(str(outcome.answer), {})
            done[label] = {"exact": outcome.exact, "value": outcome.value}
            if outcome.tree is not None:
                done[label]["tree"] = outcome.tree
            if self.checkpoint is not None:
                datafile.write(self.checkpoint, self.state)
        found = "out of time"
        if outcome.finished:
            value = Reading.of(outcome.value, len(bucket.part), self.totals)
            found = f"{'=' if outcome.exact else '>='} {value}"
        bound = bucket.bound(self.variant, self.totals)
        low, high = self._totals()
        self.say(
            f"subtree {plain_label(self.variant, bucket.answer)} ({len(bucket.part)}): "
            f"second guess {label} {found} "
            f"({outcome.nodes} nodes, {outcome.seconds:.0f}s), subtree "
            f"{Reading(bound.lower, bound.total_lower)}..{Reading(bound.upper, bound.total_upper)}"
            f" with {bound.searched}/{bound.guesses} second guesses settled; total "
            f"{low}..{high}, {time.perf_counter() - self.started:.1f}s"
        )

    def _totals(self) -> tuple[Reading, Reading]:
        """지금의 (하한 합, 최선 합) 을 읽은 꼴로."""
        lower = min(sum(b.lower for b in self.buckets), INFEASIBLE)
        upper = min(sum(b.best for b in self.buckets), INFEASIBLE)
        size = self.variant.size  # 첫 추측이 모든 비밀에 하나씩 (맞힌 비밀 하나까지)
        return Reading.of(lower, size, self.totals), Reading.of(upper, size, self.totals)

    def bounds(self) -> FewestBounds:
        """결과 (모듈 설명). 모든 묶음이 풀려 나무가 없으면 (한도 안이 불가능) ValueError."""
        buckets = tuple(b.bound(self.variant, self.totals) for b in self.buckets)
        low, high = self._totals()
        count, total = high.count, high.total
        exact = all(b.proved for b in buckets)
        if exact and count >= INFEASIBLE:
            raise ValueError(
                f"no strategy finds every secret of {self.variant.name} within {self.limit}"
            )
        tree = None if count >= INFEASIBLE else self._tree(count, total)
        one_orbit = len(root_representatives(self.variant)) == 1
        return FewestBounds(
            variant=self.variant.name,
            limit=self.limit,
            root=self.root,
            count=count,
            lower=low.count,
            total=total,
            total_lower=low.total,
            exact=exact,
            proved=exact and one_orbit,
            buckets=buckets,
            tree=tree,
            seconds=time.perf_counter() - self.started,
            tasks=self.tasks,
        )

    def _tree(self, count: int, total: int | None) -> DecisionTree:
        """묶음마다 가장 좋은 하위 나무를 이은 나무를 모든 비밀에 대고 다시 둔다 (마지막 횟수와,
        사전식이면 합계가 찾은 값과 같아야 한다)."""
        documents = {str(b.answer): b.tree for b in self.buckets}
        root = {"guess": self.variant.format(self.root), "next": documents}
        tree = DecisionTree.from_document(self.variant, root)
        depths = tree.depths()
        if int(depths.max()) > self.limit or int((depths == self.limit).sum()) != count:
            raise RuntimeError("the tree does not replay to the count the search found")
        if total is not None and int(depths.sum()) != total:
            raise RuntimeError("the tree does not replay to the total the search found")
        return tree


def prove_fewest(
    variant: Variant,
    limit: int,
    *,
    seeds: Sequence[DecisionTree] = (),
    totals: bool = False,
    workers: int = 1,
    time_limit: float | None = None,
    progress: Progress | None = None,
    checkpoint: Path | None = None,
) -> FewestBounds:
    """모든 비밀을 limit 번 안에 맞히면서 딱 limit 번째인 비밀이 가장 적은 나무를 찾고, 첫 추측
    아래를 모두 정확히 풀어 그 수를 증명한다 (모듈 설명). totals 면 그런 나무들 가운데 합계가
    가장 작은 것 (사전식).

    seeds: 이미 아는 나무들 (첫 추측이 같아야 한다; 묶음마다 가장 작은 값이 첫 한도).
    checkpoint: 끝난 일을 적고 다시 읽는 파일. 시간 한도에 닿으면 그때까지의 한계 (exact False).

    >>> from solver.codebreaking.variants import get_variant
    >>> found = prove_fewest(get_variant("baseball3"), 6)
    >>> found.proved, found.count, found.lower
    (True, 34, 34)
    >>> least = prove_fewest(get_variant("baseball3"), 6, totals=True)
    >>> least.proved, least.count, least.total, least.total_lower
    (True, 34, 2344, 2344)
    """
    split = _FewestSplit(
        variant,
        limit,
        seeds=seeds,
        totals=totals,
        deadline=None if time_limit is None else time.monotonic() + time_limit,
        progress=progress,
        checkpoint=checkpoint,
    )
    split.run(workers)
    return split.bounds()
