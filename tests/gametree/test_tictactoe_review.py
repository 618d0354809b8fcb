"""삼목 한 판의 복기: 어느 수가 판을 바꿨나, 어디에 두었으면 지켰나."""

from __future__ import annotations

import pytest
from players import perfect

from solver.gametree import tictactoe
from solver.gametree.match import Match, Status
from solver.gametree.tictactoe import EMPTY, RULES
from solver.gametree.tictactoe_review import check_moves, turning_point

# --- 복기: 어느 수가 판을 바꿨나 ------------------------------------------------------------

# 손으로 만든 진 판: X 0 · O 4 · X 1 · O 2 (막으며 2-4-6 을 노린다) · X 3 (6 을 막지 않음) · O 6
LOST = [0, 4, 1, 2, 3, 6]


def test_the_turning_move_of_a_lost_game_and_the_move_that_kept_the_draw() -> None:
    checks = check_moves(LOST)
    assert [(c.player, c.number, c.cell) for c in checks] == [
        ("X", 1, 0),
        ("O", 1, 4),
        ("X", 2, 1),
        ("O", 2, 2),
        ("X", 3, 3),
        ("O", 3, 6),
    ]
    # 둔 쪽 관점: 모두 비기다가 X 의 3번째 수에서 X 가 진다 (O 의 이김)
    assert [(c.before, c.after) for c in checks] == [
        (0, 0),
        (0, 0),
        (0, 0),
        (0, 0),
        (0, -1),
        (1, 1),
    ]
    slip = turning_point(LOST, "X")
    assert slip is not None and (slip.number, slip.cell, slip.best) == (3, 3, 6)
    assert slip.before == 0 and slip.after == -1
    assert turning_point(LOST, "O") is None  # AI 는 떨어뜨리지 않았다


def test_the_last_slip_decides_when_the_opponent_gave_one_back() -> None:
    """깊이 제한의 AI 처럼 상대가 실수를 돌려준 판: 판을 정한 것은 마지막으로 떨어뜨린 수다."""
    played = [1, 8, 0, 5, 6, 2]  # O 가 8 로 떨어뜨리고, X 가 0 · 6 으로 두 번 떨어뜨린다
    slips = [c for c in check_moves(played) if c.player == "X" and c.slipped]
    assert [c.cell for c in slips] == [0, 6]
    slip = turning_point(played, "X")
    assert slip is not None and (slip.number, slip.cell, slip.before, slip.after) == (3, 6, 1, -1)
    assert slip.best == 2  # 2 에 두면 (2-5-8 을 막고) 이긴다


@pytest.mark.parametrize("order", [[0, 1, 2, 3, 4, 5, 6, 7, 8], [1, 3, 5, 7, 0, 2, 6, 8, 4]])
def test_against_the_perfect_ai_a_lost_game_has_one_slip_that_the_ai_punishes(
    order: list[int],
) -> None:
    match = Match(RULES, EMPTY, 0)
    while match.status is Status.PLAY:
        cell = next(c for c in order if match.board[c] is None)
        match = match.play(cell, perfect)
    assert match.status is Status.AI_WON
    played = match.played
    slips = [c for c in check_moves(played) if c.slipped]
    assert len(slips) == 1 and slips[0].player == "X"
    assert slips[0] == turning_point(played, "X")
    # 그 자리에서 최선의 칸에 두었으면 비긴다 (끝까지 본 값 0)
    board: list[str | None] = list(EMPTY)
    for ply, cell in enumerate(played[: slips[0].ply]):
        board[cell] = "X" if ply % 2 == 0 else "O"
    board[slips[0].best] = "X"
    assert tictactoe.solve_all()[tuple(board)][0] == 0


@pytest.mark.parametrize(
    ("played", "message"),
    [([0, 0], "not an empty cell"), ([9], "not an empty cell"), ([0, 3, 1, 4, 2, 5], "over")],
)
def test_a_move_list_that_cannot_be_played_is_refused(played: list[int], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        check_moves(played)


def test_a_player_is_x_or_o() -> None:
    with pytest.raises(ValueError, match="'X' or 'O'"):
        turning_point(LOST, "human")
