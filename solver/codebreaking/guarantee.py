"""보장의 값: 같은 변형의 두 나무 (평균이 가장 좋은 나무와, 마지막 횟수를 가장 적게 보장하는
나무) 를 나란히 놓고 무엇을 얼마에 바꿨는지 센다. 비교 페이지와 나무 탐색이 같이 쓴다
(docs/architecture.md).

- 나무마다 (summarize): 합계, 평균, 최악, 횟수마다 비밀 수.
- 처음 갈라지는 곳 (first_differences): 두 나무가 뿌리에서 같은 수를 부르는 동안은 후보도
  같으므로 같은 길의 마디가 있다. 처음으로 다른 수를 부르는 마디들 (그 아래는 보지 않는다), 큰
  마디부터.
- 값 (price): 실어 둔 최적 평균 나무와 fewest 나무가 둘 다 있는 변형에서 (bulls4) 두 나무의 합계
  차이와 마지막 횟수의 차이, 그리고 갈라지는 곳.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .decision_tree import AnswerPath, DecisionTree, Node
from .shipped import TreeFile, shipped_tree
from .tree_export import histogram
from .variants import get_variant

__all__ = ["Difference", "Price", "TreeSummary", "first_differences", "price", "summarize"]


@dataclass(frozen=True)
class TreeSummary:
    """나무 하나의 요약. strategy: 그 나무를 찾아보는 전략 이름. counts: 횟수 → 비밀 수 (읽기
    전용: 화면의 캐시가 모든 사용자에게 같이 준다)."""

    strategy: str
    total: int
    worst: int
    counts: Mapping[int, int]

    @property
    def mean(self) -> float:
        """비밀 하나의 평균 횟수."""
        return self.total / sum(self.counts.values())

    def need(self, guesses: int) -> int:
        """딱 guesses 번째에 맞히는 비밀 수."""
        return self.counts.get(guesses, 0)


def summarize(strategy: str, tree: DecisionTree) -> TreeSummary:
    """나무의 합계 · 최악 · 횟수마다 비밀 수 (tree --json 의 히스토그램과 같은 셈)."""
    table = histogram(tree)
    total = sum(guesses * n for guesses, n in table.items())
    return TreeSummary(strategy, total, max(table), MappingProxyType(table))


@dataclass(frozen=True)
class Difference:
    """두 나무가 처음 갈라지는 마디: 뿌리에서 온 대답들 (path), 그 마디의 비밀 수 (size), 두 나무가
    부르는 수 (a, b)."""

    path: AnswerPath
    size: int
    a: int
    b: int


def first_differences(a: DecisionTree, b: DecisionTree) -> list[Difference]:
    """두 나무가 처음 다른 수를 부르는 마디들, 큰 마디 (비밀이 많은) 부터 (같으면 길의 순서).
    같으면 빈 목록."""
    out: list[Difference] = []
    stack: list[tuple[Node, Node, AnswerPath]] = [(a.root, b.root, ())]
    while stack:
        x, y, path = stack.pop()
        if x.guess != y.guess:
            out.append(Difference(path, x.size, x.guess, y.guess))
            continue
        for answer, child in x.children.items():
            stack.append((child, y.children[answer], (*path, answer)))
    return sorted(out, key=lambda d: (-d.size, d.path))


@dataclass(frozen=True)
class Price:
    """보장의 값. best: 평균이 가장 좋은 나무, sure: 마지막 횟수 (sure.worst 번째) 를 가장 적게
    보장하는 나무. differences: 두 나무가 처음 갈라지는 곳 (first_differences)."""

    best: TreeSummary
    sure: TreeSummary
    differences: tuple[Difference, ...]

    @property
    def extra(self) -> int:
        """보장에 드는 추측 수: 모든 비밀을 더해 sure 가 best 보다 더 부르는 횟수."""
        return self.sure.total - self.best.total

    @property
    def last(self) -> int:
        """보장하는 마지막 횟수 (sure 의 최악)."""
        return self.sure.worst


def price(variant: str) -> Price | None:
    """실어 둔 최적 평균 나무와 fewest 나무의 보장의 값 (둘 다 있는 변형만, 아니면 None).
    나무는 shipped 가 한 번 읽는다; 값은 화면의 캐시 (ui/caches.guarantee) 가 들고 있다."""
    if variant not in TreeFile.OPTIMAL.variants or variant not in TreeFile.FEWEST.variants:
        return None
    v = get_variant(variant)
    best, sure = shipped_tree(TreeFile.OPTIMAL, v), shipped_tree(TreeFile.FEWEST, v)
    return Price(
        summarize(TreeFile.OPTIMAL.value, best),
        summarize(TreeFile.FEWEST.value, sure),
        tuple(first_differences(best, sure)),
    )
