"""페이지가 모든 사용자에게 같은 것을 실어 둔 데이터에서 읽는지: 비교 페이지가 고를 수 있는
모든 줄, 점검표, 기댓값, 증명된 최악, 나무 탐색의 모든 전략 나무 (새 복제본의 첫 열기가 계산하지
않게)."""

from __future__ import annotations

import pytest

from solver.codebreaking.evaluation import EXACT_RANDOM_MAX
from solver.codebreaking.page_data import (
    page_audit,
    page_evaluation,
    page_proven_worst,
    page_random_expected,
)
from solver.codebreaking.shipped import TreeFile, shipped_page
from solver.codebreaking.strategies import deterministic_strategies
from solver.codebreaking.symmetry import MAX_CODES
from solver.codebreaking.variants import VARIANTS, get_variant
from ui.codebreaking import compare_model


@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_row_the_compare_page_can_show_is_shipped(name: str) -> None:
    variant = get_variant(name)
    for games in compare_model.GAMES_CHOICES:
        for job in compare_model.jobs(variant, games):
            shipped = page_evaluation(variant, job.strategy, job.options, job.games)
            assert shipped is not None, (games, job)
            assert shipped.games == (
                variant.size * job.games if not shipped.exact else variant.size
            )
    assert page_audit(variant) is not None
    assert (page_random_expected(variant) is not None) == (variant.size <= EXACT_RANDOM_MAX)
    assert (page_proven_worst(variant) is not None) == (variant.size <= MAX_CODES)


@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_tree_the_explorer_can_show_is_shipped(name: str) -> None:
    """페이지 데이터의 나무들과 (있는 변형은) optimal_<변형>.json · fewest_<변형>.json 의 나무."""
    trees = set(shipped_page(name).trees) | {k for k in TreeFile if name in k.variants}
    assert sorted(trees) == sorted(deterministic_strategies(get_variant(name)))
