"""증명된 최선 평균: 모든 비밀의 부른 횟수 합계를 가장 작게 하는 전략 (분기 한정 탐색).

합계 T(S) = |S| + min_g Σ_{a≠정답} T(S_a) (추측 g 는 모든 코드, 후보 밖도 된다).
하한: 한 마디에서 정답 아닌 대답은 많아야 b 가지라서, n 개 집합의 나무는 깊이 1 에 1 개,
깊이 2 에 b 개, 깊이 3 에 b² 개 … 를 넘게 끝낼 수 없다 → 그 순서로 채운 합이 하한 L(n).
추측마다 |S| + Σ L(|S_a|) 가 그 추측의 하한이고, 이 값 순서로 보다가 지금 최선 이상이면 멈춘다.
탐색 자체는 total_search.TotalSearch (자식마다 한 단계 앞을 먼저 보는 분기 한정) 이고, 여기는
뿌리 (모든 코드, 모든 첫 추측) 에서 한 번에 푸는 작은 변형의 입구와 휴리스틱 상한이다.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from ..decision_tree import DecisionTree, grow
from ..evaluation import strategy_tree
from ..symmetry import FullSymmetry, Symmetry, check_size
from ..variants import Variant
from .total_search import TotalSearch, size_floor

__all__ = ["HEURISTICS", "AverageResult", "heuristic_upper", "size_floor", "solve_average"]


# 상한을 얻을 결정적 휴리스틱 전략들 (그중 가장 작은 합계에서 탐색을 시작한다)
HEURISTICS = ("minimax", "expected", "entropy", "parts")


def heuristic_upper(variant: Variant) -> tuple[int, str]:
    """휴리스틱 전략 중 가장 작은 합계와 그 전략 이름 (분기 한정의 첫 상한)."""
    totals = {name: int(strategy_tree(variant, name).depths().sum()) for name in HEURISTICS}
    name = min(totals, key=lambda k: (totals[k], HEURISTICS.index(k)))
    return totals[name], name


@dataclass(frozen=True)
class AverageResult:
    """최선 평균 증명 결과. total 은 증명된 최소 합계, tree 는 그 합계를 내는 결정 나무.

    upper: 탐색을 시작한 상한 (upper_strategy 의 합계, 또는 호출자가 준 값).
    """

    variant: str
    total: int
    codes: int
    tree: DecisionTree
    seconds: float
    nodes: int
    upper: int
    upper_strategy: str

    @property
    def mean(self) -> float:
        """비밀 하나당 평균 횟수."""
        return self.total / self.codes


def solve_average(
    variant: Variant, upper: int | None = None, symmetry: bool = True
) -> AverageResult:
    """합계가 가장 작은 전략을 증명과 함께 찾는다.

    upper: 이미 아는 전략의 합계. None 이면 휴리스틱 전략들의 가장 작은 합계를 쓴다.
    그 합계 이하의 전략이 없으면 (준 값이 너무 작으면) ValueError.
    symmetry=False 는 대칭 줄이기를 끈다 (교차 검증용, 큰 변형에선 아주 느리다).
    """
    check_size(variant)
    start = time.perf_counter()
    if upper is None:
        upper, source = heuristic_upper(variant)
    else:
        source = "given"
    if upper < variant.size:
        raise ValueError(f"upper bound {upper} is below the number of codes {variant.size}")
    search = TotalSearch(variant)
    everyone = np.arange(variant.size, dtype=np.int16)
    group = FullSymmetry(variant) if symmetry else Symmetry.trivial(variant.size)
    # 한도 upper+1: 최적이 upper 이하이면 정확한 값이 나오고, 나무는 기억한 추측으로 만든다
    total = search.solve(everyone, group, upper + 1)
    if total > upper:
        raise ValueError(f"no strategy reaches total {upper} on {variant.name}")
    tree = grow(variant, search.policy())
    seconds = time.perf_counter() - start
    return AverageResult(
        variant.name, total, variant.size, tree, seconds, search.nodes, upper, source
    )
