"""전치표의 경계 종류 (negamax.Bound): 받은 창에 대한 값의 종류와, 그 값을 믿어도 되는 창."""

from __future__ import annotations

import pytest

from solver.gametree.negamax import Bound


@pytest.mark.parametrize(
    ("value", "kind"),
    [(-3, Bound.UPPER), (-1, Bound.UPPER), (0, Bound.EXACT), (2, Bound.LOWER), (5, Bound.LOWER)],
)
def test_a_value_is_classified_against_the_window_it_was_searched_in(
    value: int, kind: Bound
) -> None:
    assert Bound.of(value, -1, 2) is kind


def test_only_an_exact_value_or_a_bound_beyond_the_window_settles_a_node() -> None:
    assert Bound.EXACT.settles(0, 5, 9)  # 정확한 값은 어느 창에서나 답이다
    assert Bound.LOWER.settles(4, -1, 4) and not Bound.LOWER.settles(3, -1, 4)
    assert Bound.UPPER.settles(-1, -1, 4) and not Bound.UPPER.settles(0, -1, 4)
