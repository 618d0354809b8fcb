"""가장 적은 '마지막 횟수' 의 증명 (fewest_split) 에서 첫 추측 뒤 묶음 하나의 몫: 둘째 추측마다의
결과 (SecondGuess), 묶음의 상태와 한도 (Bucket), 밖에 보일 한계 (BucketBound), 값을 읽는 꼴
(Reading: 사전식 값을 마지막 횟수와 합계로).

묶음 하나의 최솟값은 둘째 추측마다의 값 가운데 가장 작은 것이고, 같은 값이면 순서가 앞선 둘째
추측을 고른다: 그래서 한도 (beta) 는 지금 최선보다 작아야 하고, 순서가 앞선 추측은 같아도 된다.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..variants import Variant
from .fewest import INFEASIBLE, split_value

__all__ = ["Bucket", "BucketBound", "Reading", "SecondGuess"]


@dataclass(frozen=True)
class Reading:
    """값을 사람이 읽는 꼴. count: 마지막 횟수 (나무가 없는 값이면 INFEASIBLE), total: 합계
    (사전식이 아니거나 나무가 없으면 None)."""

    count: int
    total: int | None

    @classmethod
    def of(cls, value: int, first: int, totals: bool) -> Reading:
        """값 (또는 값의 합) 을 읽는다. first: 합계에 더할 앞선 추측 수 (묶음의 비밀마다 첫 추측
        하나). 나무가 없는 값 (INFEASIBLE 이상) 은 (INFEASIBLE, None)."""
        if value >= INFEASIBLE:
            return cls(INFEASIBLE, None)
        if not totals:
            return cls(value, None)
        count, total = split_value(value)
        return cls(count, total + first)

    def __str__(self) -> str:
        """진행 줄의 값: 아직 나무가 없으면 '?', 사전식이면 '마지막 횟수/합계'."""
        if self.count >= INFEASIBLE:
            return "?"
        return str(self.count) if self.total is None else f"{self.count}/{self.total}"


@dataclass(frozen=True)
class SecondGuess:
    """둘째 추측 하나를 찾은 결과. exact 면 value 는 그 둘째 추측 아래의 최솟값, 아니면 한도
    이상인 하한."""

    exact: bool
    value: int


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


@dataclass
class Bucket:
    """묶음 하나의 상태: 둘째 추측들 (해 볼 순서), 그 한 단계 하한, 지금 가장 좋은 값과 나무.

    answer: 첫 추측의 대답 번호, part: 묶음의 후보. order: 둘째 추측 (해 볼 순서), floors: 그
    한 단계 하한, trivial: 크기 하한, seed: 씨앗들의 값 (없으면 None). best · tree: 지금 가장 좋은
    값과 그 하위 나무 문서. rank: 가장 좋은 값을 낸 둘째 추측의 순번 (씨앗이면 -1, 아직 없으면
    len(order)). found: 둘째 추측 → 그 결과.
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
    found: dict[int, SecondGuess] = field(default_factory=dict)

    def beta(self, guess: int) -> int:
        """guess 를 찾을 한도: 지금 최선보다 작아야 하고, 순서가 앞서면 같아도 된다."""
        ahead = self.order.index(guess) < self.rank
        return min(INFEASIBLE, self.best + (1 if ahead else 0))

    def settled(self, guess: int) -> bool:
        """guess 의 결론이 났는지: 정확한 값이거나, 하한 · 한 단계 하한이 한도에 닿았다."""
        tried = self.found.get(guess)
        if tried is not None and (tried.exact or tried.value >= self.beta(guess)):
            return True
        return self.floors[guess] >= self.beta(guess)

    def take(self, guess: int, exact: bool, value: int, tree: dict | None) -> None:
        """결과 하나를 받는다: 정확한 값이 더 작으면 (같으면 순서가 앞서면) 가장 좋은 것이 된다."""
        self.found[guess] = SecondGuess(exact, value)
        rank = self.order.index(guess)
        if exact and (value, rank) < (self.best, self.rank):
            self.best, self.rank, self.tree = value, rank, tree

    @property
    def lower(self) -> int:
        """증명된 하한: 둘째 추측마다의 하한 중 가장 작은 것 (최선보다 크지 않게)."""
        if self.trivial >= self.best:
            return self.best
        lows = [max(self.floors[g], self._tried_value(g)) for g in self.order]
        return max(self.trivial, min([self.best, *lows]))

    def _tried_value(self, guess: int) -> int:
        """guess 를 찾아 얻은 값 (정확한 값 또는 하한; 아직 찾지 않았으면 0)."""
        tried = self.found.get(guess)
        return 0 if tried is None else tried.value

    def bound(self, variant: Variant, totals: bool) -> BucketBound:
        """밖에 보일 한계 (사전식이면 값을 마지막 횟수와 첫 추측부터 센 합계로 나눠)."""
        guess = None
        if 0 <= self.rank < len(self.order):
            guess = self.order[self.rank]
        elif self.rank < 0 and self.tree is not None:
            guess = variant.parse(self.tree["guess"])
        searched = sum(self.settled(g) for g in self.order)
        lower, upper = (
            Reading.of(value, len(self.part), totals) for value in (self.lower, self.best)
        )
        return BucketBound(
            self.answer,
            len(self.part),
            None if self.seed is None else Reading.of(self.seed, 0, totals).count,
            lower.count,
            upper.count,
            lower.total,
            upper.total,
            guess,
            searched,
            len(self.order),
        )
