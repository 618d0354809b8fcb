"""사목의 판: 수순 글 읽기 · 쓰기, 틀린 수순, 비트판과 따로 쓴 판의 일치, 규칙과 어림."""

from __future__ import annotations

import numpy as np
import pytest
from connect4_play import four_at, grid_of, random_moves

from solver.errors import InputError
from solver.gametree import connect4, negamax


@pytest.mark.parametrize("moves", ["", "4", "4453", "1234567", "444444", "7777776666665"])
def test_moves_round_trip(moves: str) -> None:
    columns = connect4.parse_moves(moves)
    assert connect4.format_moves(columns) == moves
    assert connect4.position(columns) == connect4.position(moves)
    assert connect4.position(moves).plies == len(moves)


@pytest.mark.parametrize(
    ("moves", "index"),
    [
        ("4458", 4),  # 8 열은 없다
        ("40", 2),
        ("4a", 2),
        (" 4", 1),
        ("4444444", 7),  # 4 열이 이미 가득
        ("12121213", 8),  # 일곱째 수 (1) 로 세로 넷이 이어진 뒤
    ],
)
def test_bad_moves_name_the_wrong_move(moves: str, index: int) -> None:
    with pytest.raises(InputError) as info:
        connect4.parse_moves(moves)
    assert info.value.reason == "connect4_moves"
    assert info.value.values["index"] == index
    assert f"move {index} " in str(info.value)


def test_the_winning_move_itself_is_accepted() -> None:
    assert connect4.parse_moves("1212121") == (1, 2, 1, 2, 1, 2, 1)


def test_grid_shows_first_player_as_x_from_the_top_row() -> None:
    grid = connect4.format_grid(connect4.position("4453"))
    assert grid.splitlines() == [".......", ".......", ".......", ".......", "...O...", "..OXX.."]


def test_bitboard_wins_match_a_plain_grid_on_seeded_games() -> None:
    rng = np.random.default_rng(31)
    for _ in range(200):
        state, moves = connect4.EMPTY_POSITION, ""
        while connect4.outcome(state) is None:
            column = int(rng.choice(connect4.legal_columns(state)))
            state, moves = connect4.play(state, column), moves + str(column)
            won = four_at(grid_of(moves), column - 1)
            if won:
                assert connect4.outcome(state) == -(22 - (state.plies + 1) // 2)
            else:
                assert connect4.outcome(state) == (0 if state.plies == 42 else None)


def test_outcome_scores_a_fourth_stone_win_as_18() -> None:
    # 먼저 둔 사람이 바닥의 3, 4, 5, 6 을 넷째 돌로 잇는다: 둘 차례 (진 쪽) 관점 -18
    assert connect4.outcome(connect4.position("4455663")) == -18
    assert connect4.outcome(connect4.position("445566")) is None


def test_rules_drive_the_generic_search_to_an_immediate_win() -> None:
    # 깊이 2: 이기는 수는 말단 (18), 나머지는 어림 (|h| < 1)
    found = negamax.alphabeta(connect4.RULES, connect4.position("445566"), 2)
    assert (found.value, found.move) == (18, 3)  # 3 과 7 이 같은 값: 왼쪽부터 본 3
    ordered = negamax.alphabeta(connect4.ORDERED_RULES, connect4.position("445566"), 2)
    assert ordered.value == 18 and ordered.move in (3, 7)


def test_threat_order_puts_the_winning_move_first() -> None:
    state = connect4.position("445566")
    order = connect4.ORDERED_RULES.order
    assert order is not None
    assert order(state, connect4.legal_columns(state))[0] in (3, 7)


def test_the_side_to_move_is_the_protocol_seat_zero_or_one() -> None:
    for moves, seat in (("", 0), ("4", 1), ("44", 0)):
        state = connect4.position(moves)
        assert state.to_move == connect4.RULES.to_move(state) == seat


def test_threat_order_ranks_by_threats_then_centre_in_both_searches() -> None:
    # X 가 바닥의 4 · 5: 3 과 6 은 위협 둘 (양쪽이 열린 셋), 2 와 7 은 하나, 나머지는 없다
    state = connect4.position("4455")
    stones = connect4.threat_order(state.current, state.mask, connect4.playable(state.mask))
    columns = [next(c for c in range(1, 8) if s & connect4.column_bits(c)) for s in stones]
    assert columns == [3, 6, 2, 7, 4, 5, 1]
    order = connect4.ORDERED_RULES.order
    assert order is not None and order(state, connect4.legal_columns(state)) == columns


def test_heuristic_stays_inside_minus_one_and_one_and_is_antisymmetric() -> None:
    rng = np.random.default_rng(7)
    for stones in range(0, 30, 3):
        state = connect4.position(random_moves(rng, stones, quiet=False))
        h = connect4.heuristic(state)
        assert -1 < h < 1
        mirror = connect4.Connect4Position(state.current ^ state.mask, state.mask, state.plies)
        assert connect4.heuristic(mirror) == pytest.approx(-h)


def test_key_is_unique_on_seeded_positions() -> None:
    rng = np.random.default_rng(3)
    seen: dict[int, tuple[int, int]] = {}
    for _ in range(300):
        state = connect4.position(random_moves(rng, int(rng.integers(0, 30)), quiet=False))
        pair = (state.current, state.mask)
        assert seen.setdefault(connect4.key(state), pair) == pair
