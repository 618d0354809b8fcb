"""대결의 난이도 곡선 (실어 둔 data/curve_<변형>.json) 과 화면에 내놓을 단계: 곡선의 T = 0 은
미니맥스, 평균은 온도와 함께 늘고, 단계는 띠마다 하나씩 평균이 느는 순서다."""

from __future__ import annotations

import pytest

from solver.codebreaking.difficulty import (
    CURVE_GRID,
    CURVE_SEEDS,
    CurvePoint,
    DifficultyCurve,
    LevelKind,
    difficulty_levels,
    shipped_curve,
)
from solver.codebreaking.evaluation import exact_counts
from solver.codebreaking.variants import VARIANTS, get_variant


@pytest.mark.parametrize("name", list(VARIANTS))
def test_the_shipped_curve_has_the_grid_and_starts_at_minimax(name) -> None:
    curve = shipped_curve(name)
    assert [p.temperature for p in curve.points] == sorted(CURVE_GRID[name])
    assert curve.seeds == CURVE_SEEDS[name]
    counts = exact_counts(get_variant(name), "minimax")
    base = curve.points[0]
    assert base.temperature == 0
    assert base.mean == round(float(counts.mean()), 6) and base.worst == int(counts.max())
    assert set(base.means) == {base.mean}  # T = 0 에는 무작위가 없다: 씨앗마다 같다


@pytest.mark.parametrize("name", list(VARIANTS))
def test_the_mean_over_all_secrets_grows_with_the_temperature(name) -> None:
    """가장 작은 온도 몇에서는 고른 동점 깨기가 Knuth 의 가장 작은 번호와 비슷하거나 조금 낫다
    (마스터마인드): 그 위로는 점마다 평균이 늘고, 끝은 미니맥스보다 1 번 넘게 더 부른다."""
    points = shipped_curve(name).points
    warm = [p.mean for p in points if p.temperature >= 0.05]
    assert warm == sorted(warm) and len(set(warm)) == len(warm)
    assert points[-1].mean > points[0].mean + 1


@pytest.mark.parametrize("name", list(VARIANTS))
def test_the_offered_levels_climb_one_per_band(name) -> None:
    levels = difficulty_levels(shipped_curve(name))
    kinds = [level.kind for level in levels]
    assert kinds[0] == LevelKind.PERFECT and levels[0].temperature == 0
    assert kinds == [k for k in LevelKind if k in kinds]  # 띠의 순서대로, 하나씩
    means = [level.mean for level in levels]
    assert means == sorted(means) and len(set(means)) == len(means)
    temperatures = [level.temperature for level in levels]
    assert temperatures == sorted(temperatures)


def _curve(*means: float) -> DifficultyCurve:
    points = tuple(CurvePoint(0.01 * i, m, 9, (m,)) for i, m in enumerate(means))
    return DifficultyCurve("x", (0,), points)


def test_levels_take_the_point_nearest_each_bands_target() -> None:
    """띠 (더 부르는 횟수): 거의 완벽 ≤ 0.4 (겨냥 0.2), 조심 ≤ 1 (0.7), 보통 ≤ 2 (1.5), 초보 ≤ 4
    (3)."""
    levels = difficulty_levels(_curve(5.0, 4.9, 5.15, 5.35, 5.6, 5.85, 6.3, 6.6, 8.1, 9.5))
    assert [(lv.kind.value, lv.mean) for lv in levels] == [
        ("perfect", 5.0),
        ("nearly", 5.15),
        ("careful", 5.6),
        ("everyday", 6.6),
        ("hasty", 8.1),
    ]


def test_a_band_without_a_point_is_left_out_and_a_curve_needs_temperature_zero() -> None:
    assert [lv.kind.value for lv in difficulty_levels(_curve(5.0, 6.2))] == ["perfect", "everyday"]
    no_zero = DifficultyCurve("x", (0,), (CurvePoint(0.1, 5.0, 9, (5.0,)),))
    with pytest.raises(ValueError, match="temperature 0"):
        difficulty_levels(no_zero)
