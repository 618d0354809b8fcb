"""사람 대 AI 삼목 한 판 (Match): 상태, 두기, 거절, AI 의 결정 주입."""

from __future__ import annotations

import random

import pytest

from solver.gametree import tictactoe
from solver.gametree.tictactoe import EMPTY, Board, Decision
from solver.gametree.tictactoe_match import Match, MatchError, Start, Status, new_match


def test_human_first_starts_on_an_empty_board() -> None:
    match = new_match(Start.ME, "alphabeta", None, random.Random(0))
    assert match == Match(EMPTY, "X")
    assert match.status is Status.PLAY and match.ai == "O" and match.board == EMPTY


def test_ai_first_plays_its_opening_move_at_once() -> None:
    match = new_match("ai", "alphabeta", None, random.Random(0))
    assert match.human == "O" and match.board.count("X") == 1
    assert match.last is not None and match.last.before == EMPTY
    assert match.board[match.last.cell] == "X"
    assert match.last.cell == tictactoe.best_move(EMPTY).cell


def test_random_start_follows_the_given_rng() -> None:
    humans = {new_match(Start.RANDOM, "alphabeta", None, random.Random(s)).human for s in range(20)}
    assert humans == {"X", "O"}
    again = [new_match("random", "alphabeta", None, random.Random(7)).human for _ in range(3)]
    assert len(set(again)) == 1


def test_play_places_the_human_stone_and_the_ai_replies() -> None:
    match = new_match(Start.ME, "alphabeta", None, random.Random(0)).play(4, "alphabeta", None)
    assert match.board[4] == "X" and match.board.count(None) == 7
    assert match.last is not None and match.last.depth is None
    assert match.board[match.last.cell] == "O"


@pytest.mark.parametrize(
    ("board", "status"),
    [
        ("XXX/OO./...", Status.HUMAN_WON),
        ("OOO/XX./X..", Status.AI_WON),
        ("XXO/OOX/XOX", Status.DRAW),
        ("X../.../...", Status.AI),
    ],
)
def test_status_reads_the_board_from_the_human_side(board: str, status: Status) -> None:
    assert Match(tictactoe.parse_board(board), "X").status is status


def test_occupied_cell_and_finished_game_are_refused_without_change() -> None:
    match = new_match(Start.ME, "alphabeta", None, random.Random(0)).play(0, "alphabeta", None)
    with pytest.raises(MatchError) as info:
        match.play(0, "alphabeta", None)
    assert info.value.reason == "occupied"
    over = Match(tictactoe.parse_board("XXX/OO./..."), "X")
    with pytest.raises(MatchError) as info:
        over.play(8, "alphabeta", None)
    assert info.value.reason == "not_your_turn"


def test_the_ai_decision_is_taken_from_the_given_function() -> None:
    asked: list[tuple[Board, str, int | None]] = []

    def decide(board: Board, algorithm: str, depth: int | None) -> Decision:
        asked.append((board, algorithm, depth))
        return Decision(8, 0.0, 1, tictactoe.to_move(board))

    match = Match(EMPTY, "X").play(0, "minimax", 3, decide)
    assert match.board[8] == "O"
    assert asked == [(("X", *[None] * 8), "minimax", 3)]
