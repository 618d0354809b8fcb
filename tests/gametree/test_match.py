"""사람 대 AI 의 한 판 (match.Match): 어느 게임이든 같은 상태 · 두기 · 거절 · AI 의 결정 주입."""

from __future__ import annotations

import random

import pytest
from players import perfect

from solver.gametree import connect4, tictactoe
from solver.gametree.match import (
    LastMove,
    Match,
    MatchError,
    Start,
    Status,
    human_seat,
    new_match,
    replay,
)
from solver.gametree.tictactoe import EMPTY, RULES


def test_human_first_starts_on_an_empty_board() -> None:
    match = new_match(RULES, human_seat(Start.ME, random.Random(0)), perfect)
    assert match == Match(RULES, EMPTY, 0)
    assert match.status is Status.PLAY and match.ai == 1 and match.played == ()


def test_ai_first_plays_its_opening_move_at_once() -> None:
    match = new_match(RULES, human_seat("ai", random.Random(0)), perfect, depth=2)
    assert match.human == 1 and match.board.count("X") == 1
    assert match.last == LastMove(EMPTY, match.played[0], 2)
    assert match.board[match.last.move] == "X"
    assert match.last.move == tictactoe.best_move(EMPTY).cell


def test_random_start_follows_the_given_rng() -> None:
    seats = {human_seat(Start.RANDOM, random.Random(s)) for s in range(20)}
    assert seats == {0, 1}
    again = [human_seat("random", random.Random(7)) for _ in range(3)]
    assert len(set(again)) == 1


def test_play_places_the_human_stone_and_the_ai_replies() -> None:
    match = Match(RULES, EMPTY, 0).play(4, perfect)
    assert match.board[4] == "X" and match.board.count(None) == 7
    assert match.last is not None and match.last.depth is None
    assert match.board[match.last.move] == "O"
    assert match.played == (4, match.last.move)


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
    assert Match(RULES, tictactoe.parse_board(board), 0).status is status


def test_an_illegal_move_and_a_finished_game_are_refused_without_change() -> None:
    match = Match(RULES, EMPTY, 0).play(0, perfect)
    with pytest.raises(MatchError) as info:
        match.play(0, perfect)
    assert info.value.reason == "occupied"
    over = Match(RULES, tictactoe.parse_board("XXX/OO./..."), 0)
    with pytest.raises(MatchError) as info:
        over.play(8, perfect)
    assert info.value.reason == "not_your_turn"


def test_the_ai_move_is_taken_from_the_given_function() -> None:
    asked: list[Match] = []

    def decide(match: Match) -> int:
        asked.append(match)
        return 8

    match = Match(RULES, EMPTY, 0).play(0, decide, depth=3)
    assert match.board[8] == "O" and match.last == LastMove(("X", *[None] * 8), 8, 3)
    assert [m.played for m in asked] == [(0,)]


def test_play_without_a_decide_waits_for_the_reply() -> None:
    """화면이 사람의 돌을 먼저 그리는 게임 (사목): 사람의 수만 놓고, AI 는 reply 로 나중에."""
    match = Match(RULES, EMPTY, 0).play(4)
    assert match.played == (4,) and match.status is Status.AI and match.last is None
    answered = match.reply(lambda _: 0, depth=2)
    assert answered.played == (4, 0) and answered.last == LastMove(match.board, 0, 2)


def test_replay_stops_at_the_first_move_that_cannot_be_played() -> None:
    match = replay(RULES, 0, [4, 0, 4, 8])
    assert match.played == (4, 0)  # 둘째 4 는 찬 칸
    assert match.last == LastMove(tictactoe.parse_board(".../.X./..."), 0, None)
    assert replay(RULES, 0, [0, 3, 1, 4, 2, 5]).played == (0, 3, 1, 4, 2)  # X 가 이긴 뒤


def test_connect_four_plays_through_the_same_match() -> None:
    """같은 Match 가 사목도 둔다: 수는 열 (1..7), 판의 모양은 게임이 말한다."""

    def leftmost(match: Match) -> int:
        return connect4.legal_columns(match.board)[0]

    match = Match(connect4.RULES, connect4.EMPTY_POSITION, 0)
    for column in (4, 4, 4):
        match = match.play(column, leftmost)
    assert match.played == (4, 1, 4, 1, 4, 1)
    assert match.status is Status.PLAY and match.game.shape == (6, 7)
    won = match.play(4, leftmost)  # 세로 넷
    assert won.status is Status.HUMAN_WON and won.played[-1] == 4
    with pytest.raises(MatchError):
        won.play(5, leftmost)
    full = replay(connect4.RULES, 1, [1] * 7)  # 여섯 칸뿐인 열: 일곱째 수에서 멈춘다
    assert full.played == (1,) * 6 and full.status is Status.AI  # 사람은 나중 자리
