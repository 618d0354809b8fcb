"""깊이 한계의 지평선: 어림의 항들이 AI 가 쓰는 어림과 같은 합이고, 손으로 센 판과 맞는다."""

from __future__ import annotations

import doctest

import numpy as np
import pytest

from solver.gametree import connect4, connect4_horizon
from solver.gametree.connect4_ai import AISettings, choose_column
from solver.gametree.connect4_horizon import Direction, TermKind, heuristic_terms, horizon
from solver.gametree.connect4_kernel import compiled_heuristic


def _random_positions(count: int, seed: int) -> list[connect4.Connect4Position]:
    """끝나지 않은 무작위 판들 (돌 0 - 35 개)."""
    rng = np.random.default_rng(seed)
    found = []
    while len(found) < count:
        state = connect4.EMPTY_POSITION
        for _ in range(int(rng.integers(0, 36))):
            columns = connect4.legal_columns(state)
            if not columns:
                break
            state = connect4.play(state, int(rng.choice(columns)))
        if connect4.outcome(state) is None:
            found.append(state)
    return found


def test_terms_sum_to_the_estimate_the_ai_uses() -> None:
    for state in _random_positions(400, seed=44):
        terms = heuristic_terms(state)
        points = sum(t.signed(state.to_move) for t in terms)
        assert points == connect4.window_points(state.current, state.current ^ state.mask)
        found = horizon(state, ())
        assert found.points == points
        # AI 의 알파-베타는 기계어 어림을 쓴다: 해석기의 어림 (기준) 과 항의 합이 그 값이다
        assert found.value == connect4.heuristic(state) == compiled_heuristic(state)
        assert all(t.points > 0 for t in terms)


def test_an_open_three_and_an_open_two_are_counted_by_hand() -> None:
    # X: 1 · 2 · 3열 바닥, O: 5 · 6열 바닥 (O 차례). X 의 1-4열 줄은 셋 + 빈칸 (10점), O 의 4-7열
    # 줄은 둘 + 빈칸 둘 (3점). 다른 줄은 돌이 하나뿐이거나 섞였고 가운데 열은 비었다
    state = connect4.position("15263")
    terms = heuristic_terms(state)
    assert [(t.kind, t.owner, t.stones, t.points) for t in terms] == [
        (TermKind.THREE, 0, 3, 10),
        (TermKind.TWO, 1, 2, 3),
    ]
    assert terms[0].cells == ((0, 0), (1, 0), (2, 0), (3, 0))
    assert terms[1].cells == ((3, 0), (4, 0), (5, 0), (6, 0))
    assert {t.direction for t in terms} == {Direction.HORIZONTAL}
    found = horizon(state, ())
    assert (found.points_for(0), found.points_for(1)) == (7, -7)
    # 어림 = 점수 / (69 x 10 + 6 x 2 + 1): 손으로 센 703
    assert found.value == pytest.approx(-7 / 703)


def test_centre_stones_and_diagonals_are_their_own_terms() -> None:
    # X: 4열에 둘 (바닥, 셋째 칸), O: 4열 둘째 칸과 5열 바닥 · 둘째 칸
    state = connect4.position("44455")
    terms = heuristic_terms(state)
    centre = {t.owner: t for t in terms if t.kind is TermKind.CENTRE}
    assert (centre[0].stones, centre[0].points, centre[0].cells) == (2, 4, ((3, 0), (3, 2)))
    assert (centre[1].stones, centre[1].points, centre[1].cells) == (1, 2, ((3, 1),))
    falling = [t for t in terms if t.direction is Direction.FALLING]
    # O 의 (3,1) · (4,0) 을 지나는 ↘ 줄: (1,3) (2,2) 는 비고 (3,1) (4,0) 이 O
    assert any(t.owner == 1 and t.cells == ((1, 3), (2, 2), (3, 1), (4, 0)) for t in falling)


def test_the_horizon_is_the_board_whose_estimate_the_ai_backed_up() -> None:
    ended = []
    for moves in ("", "4453", "3344", "15263"):
        before = connect4.position(moves)
        choice = choose_column(before, AISettings(depth=4), 0, clock=lambda: 0.0)
        found = horizon(before, choice.pv)
        assert found.line == choice.pv
        # 깊이 끝까지 가거나 (어림) 그 전에 판이 끝난다 (3344: X 가 바닥에 양쪽이 열린 셋을
        # 만들어 셋째 수에 넷을 잇는다)
        assert len(found.line) == choice.depth == 4 or found.outcome is not None
        values = {f.column: f.value for f in choice.columns}
        ended.append(found.outcome is not None)
        assert found.for_seat(before.to_move) == pytest.approx(values[choice.pv[0]], abs=1e-12)
    assert ended == [False, False, True, False]


def test_a_line_that_ends_in_four_reports_the_result_not_an_estimate() -> None:
    found = horizon(connect4.position("445566"), (7,))
    assert found.outcome == -18 and found.terms == () and found.points == 0
    assert found.for_seat(0) == 18  # X 가 넷째 돌로 이겼다


def test_a_line_with_an_illegal_column_is_refused() -> None:
    with pytest.raises(ValueError, match="column 4"):
        horizon(connect4.position("444444"), (4,))


def test_docstring_examples_hold() -> None:
    assert doctest.testmod(connect4_horizon).failed == 0  # type: ignore[arg-type]
