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
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ... import datafile
from ..decision_tree import DecisionTree, grow
from ..feedback import plain_label
from ..symmetry import root_representatives
from ..variants import Variant, get_variant
from .branch_bound import OutOfTime
from .fewest import INFEASIBLE, FewestSearch, split_value
from .split import BucketJob, feed_jobs, first_group, first_parts, root_order

__all__ = ["BucketBound", "FewestBounds", "prove_fewest"]

Progress = Callable[[str], None]


@dataclass(frozen=True)
class BucketBound:
    """첫 추측 뒤 묶음 하나의 한계.

    answer: 첫 추측의 대답 번호, size: 묶음의 비밀 수. seed: 씨앗 나무의 마지막 횟수 (없으면
    None). lower · upper: 마지막 횟수의 증명된 하한과 가장 좋은 나무의 값 (나무가 없으면
    INFEASIBLE). 사전식이면 total_lower · total_upper: 묶음의 비밀들을 맞히는 추측 수 (첫 추측부터)
    의 하한 (마지막 횟수가 lower 인 나무들 가운데) 과 가장 좋은 나무의 것, 아니면 None. guess:
    upper 를 내는 둘째 추측. searched: 결론 난 둘째 추측 수 (값 · 하한이 한도에 닿았다), guesses:
    볼 둘째 추측 (쓸모 있는 대칭의 대표) 수.
    """

    answer: int
    size: int
    seed: int | None
    lower: int
    upper: int
    total_lower: int | None
    total_upper: int | None
    guess: int | None
    searched: int
    guesses: int

    @property
    def proved(self) -> bool:
        """이 묶음의 최솟값이 (사전식이면 합계까지) 증명됐는지."""
        return (self.lower, self.total_lower) == (self.upper, self.total_upper)


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


@dataclass
class _Bucket:
    """묶음 하나의 상태: 둘째 추측들 (해 볼 순서), 그 한 단계 하한, 지금 가장 좋은 값과 나무.

    rank: 가장 좋은 값을 낸 둘째 추측의 순번 (씨앗이면 -1, 아직 없으면 len(order)).
    found: 둘째 추측 → (정확한지, 값) (한도 이상인 하한이면 정확하지 않다).
    """

    answer: int
    part: np.ndarray
    order: list[int]
    floors: dict[int, int]
    trivial: int
    seed: int | None
    best: int
    rank: int
    tree: dict | None
    found: dict[int, tuple[bool, int]] = field(default_factory=dict)

    def beta(self, guess: int) -> int:
        """guess 를 찾을 한도: 지금 최선보다 작아야 하고, 순서가 앞서면 같아도 된다."""
        ahead = self.order.index(guess) < self.rank
        return min(INFEASIBLE, self.best + (1 if ahead else 0))

    def settled(self, guess: int) -> bool:
        """guess 의 결론이 났는지: 정확한 값이거나, 하한 · 한 단계 하한이 한도에 닿았다."""
        hit = self.found.get(guess)
        if hit is not None and (hit[0] or hit[1] >= self.beta(guess)):
            return True
        return self.floors[guess] >= self.beta(guess)

    def take(self, guess: int, exact: bool, value: int, tree: dict | None) -> None:
        """결과 하나를 받는다: 정확한 값이 더 작으면 (같으면 순서가 앞서면) 가장 좋은 것이 된다."""
        self.found[guess] = (exact, value)
        rank = self.order.index(guess)
        if exact and (value, rank) < (self.best, self.rank):
            self.best, self.rank, self.tree = value, rank, tree

    @property
    def lower(self) -> int:
        """증명된 하한: 둘째 추측마다의 하한 중 가장 작은 것 (최선보다 크지 않게)."""
        if self.trivial >= self.best:
            return self.best
        lows = [max(self.floors[g], self.found.get(g, (False, 0))[1]) for g in self.order]
        return max(self.trivial, min([self.best, *lows]))

    def bound(self, variant: Variant, totals: bool) -> BucketBound:
        """밖에 보일 한계 (사전식이면 값을 마지막 횟수와 첫 추측부터 센 합계로 나눠)."""
        guess = None
        if 0 <= self.rank < len(self.order):
            guess = self.order[self.rank]
        elif self.rank < 0 and self.tree is not None:
            guess = variant.parse(self.tree["guess"])
        searched = sum(self.settled(g) for g in self.order)
        (lower, total_lower), (upper, total_upper) = (
            _readable(value, len(self.part), totals) for value in (self.lower, self.best)
        )
        return BucketBound(
            self.answer,
            len(self.part),
            None if self.seed is None else _readable(self.seed, 0, totals)[0],
            lower,
            upper,
            total_lower,
            total_upper,
            guess,
            searched,
            len(self.order),
        )


def _readable(value: int, first: int, totals: bool) -> tuple[int, int | None]:
    """값 → (마지막 횟수, 합계). 사전식이 아니면 합계는 None. first: 합계에 더할 앞선 추측 수
    (묶음의 비밀마다 첫 추측 하나). 나무가 없는 값 (INFEASIBLE 이상) 은 (INFEASIBLE, None)."""
    if value >= INFEASIBLE:
        return INFEASIBLE, None
    if not totals:
        return value, None
    count, total = split_value(value)
    return count, total + first


def _shown(count: int, total: int | None) -> str:
    """진행 줄의 값: 아직 나무가 없으면 '?', 사전식이면 '마지막 횟수/합계'."""
    if count >= INFEASIBLE:
        return "?"
    return str(count) if total is None else f"{count}/{total}"


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
    """prove_fewest 한 번의 상태와 걸음: 묶음들 (_Bucket), 일 꺼내기 (jobs), 결과 받기 (take),
    체크포인트, 결과 (bounds)."""

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
                hit = done.get(variant.format(guess))
                if hit is not None:
                    bucket.take(guess, hit["exact"], hit["value"], hit.get("tree"))

    def _bucket(self, answer: int, part: np.ndarray, seeds: Sequence[DecisionTree]) -> _Bucket:
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
        return _Bucket(answer, part, order, floors, trivial, value, best, rank, tree)

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
            value = _readable(outcome.value, len(bucket.part), self.totals)
            found = f"{'=' if outcome.exact else '>='} {_shown(*value)}"
        bound = bucket.bound(self.variant, self.totals)
        low, high = self._totals()
        self.say(
            f"subtree {plain_label(self.variant, bucket.answer)} ({len(bucket.part)}): "
            f"second guess {label} {found} "
            f"({outcome.nodes} nodes, {outcome.seconds:.0f}s), subtree "
            f"{_shown(bound.lower, bound.total_lower)}..{_shown(bound.upper, bound.total_upper)}"
            f" with {bound.searched}/{bound.guesses} second guesses settled; total "
            f"{_shown(*low)}..{_shown(*high)}, {time.perf_counter() - self.started:.1f}s"
        )

    def _totals(self) -> tuple[tuple[int, int | None], tuple[int, int | None]]:
        """지금의 (하한 합, 최선 합), 각각 (마지막 횟수, 합계 또는 None) 로 (_readable)."""
        lower = min(sum(b.lower for b in self.buckets), INFEASIBLE)
        upper = min(sum(b.best for b in self.buckets), INFEASIBLE)
        size = self.variant.size  # 첫 추측이 모든 비밀에 하나씩 (맞힌 비밀 하나까지)
        return _readable(lower, size, self.totals), _readable(upper, size, self.totals)

    def bounds(self) -> FewestBounds:
        """결과 (모듈 설명). 모든 묶음이 풀려 나무가 없으면 (한도 안이 불가능) ValueError."""
        buckets = tuple(b.bound(self.variant, self.totals) for b in self.buckets)
        (lower, total_lower), (count, total) = self._totals()
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
            lower=lower,
            total=total,
            total_lower=total_lower,
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
