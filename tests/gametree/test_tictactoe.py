"""삼목: 알려진 수(549,946 노드, 255,168 판, 5,478 국면), 완벽한 자기 대국, 알파-베타 = 미니맥스."""

from __future__ import annotations

import time
from functools import cache

import pytest

from solver.gametree import negamax
from solver.gametree import tictactoe as ttt
from solver.gametree.tictactoe import EMPTY, RULES, Board


@cache
def _self_play(algorithm: str) -> ttt.SelfPlay:
    return ttt.self_play(algorithm)  # minimax 는 첫 수에 전체 나무를 보므로 한 번만


@cache
def _table() -> dict[Board, tuple[int, int | None, int]]:
    return ttt.solve_all()


def test_full_minimax_tree_from_the_empty_board_has_549946_nodes() -> None:
    start = time.perf_counter()
    result = negamax.minimax(RULES, EMPTY)
    seconds = time.perf_counter() - start
    print(f"\nfull minimax tree: {result.nodes:,} nodes in {seconds:.2f}s")
    assert result.nodes == 549_946  # 뿌리 포함, 승리에서 멈춤
    assert result.value == 0
    assert _table()[EMPTY][2] == 549_946  # 메모 표가 되살린 노드 수도 같다


def test_the_full_tree_ends_in_255168_games() -> None:
    @cache
    def games(board: Board) -> int:
        if RULES.terminal(board) is not None:
            return 1
        return sum(games(RULES.apply(board, c)) for c in RULES.moves(board))

    assert games(EMPTY) == 255_168


def test_there_are_5478_reachable_positions() -> None:
    boards = list(_table())
    assert len(boards) == 5_478
    assert len(set(boards)) == 5_478
    assert EMPTY in boards


def test_alphabeta_matches_minimax_from_every_reachable_position() -> None:
    table = _table()
    minimax_nodes = alphabeta_nodes = 0
    start = time.perf_counter()
    for board, (value, best, nodes) in table.items():
        found = negamax.alphabeta(RULES, board)
        assert found.value == value, ttt.format_board(board)
        assert found.move == best, ttt.format_board(board)  # 동점이면 가장 작은 칸
        minimax_nodes += nodes
        alphabeta_nodes += found.nodes
    seconds = time.perf_counter() - start
    ratio = minimax_nodes / alphabeta_nodes
    print(
        f"\nall {len(table):,} positions: minimax {minimax_nodes:,} nodes, "
        f"alpha-beta {alphabeta_nodes:,} ({seconds:.2f}s), ratio {ratio:.2f}"
    )
    assert ratio > 5


def test_alphabeta_from_the_empty_board_visits_far_fewer_nodes() -> None:
    pruned = negamax.alphabeta(RULES, EMPTY)
    ordered = negamax.alphabeta(ttt.ORDERED_RULES, EMPTY)
    ratio = 549_946 / pruned.nodes
    print(
        f"\nempty board: alpha-beta {pruned.nodes:,} nodes (ratio {ratio:.1f}), "
        f"centre-first {ordered.nodes:,} (ratio {549_946 / ordered.nodes:.1f})"
    )
    assert pruned.value == ordered.value == 0
    assert ratio > 20
    assert ordered.nodes < pruned.nodes


def test_memo_table_agrees_with_plain_minimax_near_the_end() -> None:
    # 메모 표를 실제 negamax.minimax 와 맞춰 본다 (빈칸 5 개 이하는 나무가 작다)
    for board, (value, best, nodes) in _table().items():
        if board.count(None) <= 5:
            assert negamax.minimax(RULES, board) == negamax.SearchResult(value, best, nodes)


@pytest.mark.parametrize("algorithm", negamax.ALGORITHMS)
def test_perfect_self_play_is_a_draw_expected_from_the_first_move(algorithm: str) -> None:
    game = _self_play(algorithm)
    assert game.result == "draw"
    assert [p.value for p in game.plies] == [0] * 9
    assert [p.player for p in game.plies] == list("XOXOXOXOX")
    # 가장 작은 칸 규칙이라 견본 004 의 대국과 같다
    assert [p.cell for p in game.plies] == [0, 4, 1, 2, 6, 3, 5, 7, 8]
    assert ttt.format_board(game.board) == "XXO/OOX/XOX"
    assert game.nodes == sum(p.nodes for p in game.plies)


def test_minimax_self_play_costs_more_nodes_than_alphabeta() -> None:
    full, pruned = _self_play("minimax"), _self_play("alphabeta")
    assert full.plies[0].nodes == 549_946  # 첫 수를 고르려면 빈 판의 나무 전체를 본다
    assert full.nodes > 20 * pruned.nodes


def test_depth_limited_self_play_still_draws() -> None:
    for depth in (2, 3, 4):
        assert ttt.self_play("alphabeta", depth=depth).result == "draw"


def test_a_faster_win_is_preferred() -> None:
    board = ttt.parse_board("XOO/X../...")  # X 차례: 6 에 두면 바로 이긴다
    decision = ttt.best_move(board)
    assert (decision.cell, decision.value, decision.player) == (6, 5, "X")  # 빈칸 4 개 + 1
    scores = ttt.move_scores(board).scores
    assert scores[4] == 3 and scores[7] == 1  # 다른 수도 이기지만 더 늦게


def test_a_certain_loss_is_delayed() -> None:
    board = ttt.parse_board("XO./X../...")  # O 차례: 막지 않으면 바로 진다
    decision = ttt.best_move(board, "minimax")
    assert (decision.cell, decision.value) == (6, -3)
    assert ttt.outcome(decision.value) == -1
    assert ttt.move_scores(board).scores[2] == -5


def test_value_of_finished_boards() -> None:
    assert ttt.value(ttt.parse_board("XXX/OO./...")) == -5  # O 차례, X 가 5 수 만에 이김
    assert ttt.value(ttt.parse_board("XXO/OOX/XOX")) == 0
    assert ttt.value(EMPTY) is None
    assert ttt.winner(ttt.parse_board("XXX/OO./...")) == "X"


def test_heuristic_ranks_an_open_two_above_open_ones() -> None:
    # 둘 다 X 차례, O 돌은 같은 자리. 견본 001 의 평가(열린 줄 수)로는 둘이 같은 점수다.
    open_two = ttt.parse_board("XO./O../..X")  # X: 0-4-8 에 두 개
    open_ones = ttt.parse_board("XOX/O../...")  # X: 열린 줄마다 한 개뿐
    assert ttt.heuristic(open_two) > ttt.heuristic(open_ones)


def test_heuristic_never_outweighs_a_real_result() -> None:
    for board, (value, _, _) in _table().items():
        if value == 0 and RULES.terminal(board) is None:
            assert -1 < ttt.heuristic(board) < 1


@pytest.mark.parametrize("depth", [1, 2])
def test_depth_limited_play_blocks_an_immediate_loss(depth: int) -> None:
    board = ttt.parse_board("XX./.O./...")  # O 차례, X 가 2 에 두면 이긴다
    for algorithm in negamax.ALGORITHMS:
        assert ttt.best_move(board, algorithm, depth=depth).cell == 2


def test_depth_limited_play_takes_an_immediate_win() -> None:
    board = ttt.parse_board("XX./OO./X..")  # O 차례: 5 에 두면 이긴다 (막는 것보다 낫다)
    assert ttt.best_move(board, depth=1).cell == 5


def test_move_scores_cover_every_empty_cell() -> None:
    board = ttt.parse_board("X../.../...")
    for algorithm in negamax.ALGORITHMS:
        scored = ttt.move_scores(board, algorithm)
        assert sorted(scored.scores) == [1, 2, 3, 4, 5, 6, 7, 8]
        table = _table()
        for cell, score in scored.scores.items():
            child = RULES.apply(board, cell)
            assert score == -table[child][0]
        assert scored.best == [4]  # 모서리 첫 수에는 가운데만 비긴다


def test_ordered_best_move_keeps_the_value() -> None:
    plain = ttt.best_move(EMPTY)
    ordered = ttt.best_move(EMPTY, ordered=True)
    assert plain.value == ordered.value == 0
    assert ordered.nodes < plain.nodes


def test_parse_and_format_round_trip() -> None:
    text = "XO./.X./..O"
    assert ttt.format_board(ttt.parse_board(text)) == text
    assert ttt.parse_board("x-o------") == ("X", None, "O", *[None] * 6)


@pytest.mark.parametrize(
    ("board", "message"),
    [
        ("XO.", "9 cells"),
        ("XQ./.../...", "cells are"),
        ("OO./.../...", "X moves first"),
        ("XXX/X../...", "X moves first"),
        ("XXX/OOO/X..", "unreachable"),
        ("XXX/OO./O..", "unreachable"),
    ],
)
def test_bad_boards_are_rejected(board: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ttt.best_move(board)


def test_bad_board_sequences_are_rejected() -> None:
    with pytest.raises(ValueError, match="9 cells"):
        ttt.heuristic(("X", None))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="cells are"):
        ttt.heuristic((1,) * 9)  # type: ignore[arg-type]


def test_no_move_on_a_finished_board() -> None:
    with pytest.raises(ValueError, match="over"):
        ttt.best_move("XXX/OO./...")
    with pytest.raises(ValueError, match="over"):
        ttt.move_scores("XXO/OOX/XOX")


@pytest.mark.parametrize("depth", [0, -2, 1.0])
def test_bad_depth_is_rejected(depth: object) -> None:
    with pytest.raises(ValueError, match="depth"):
        ttt.best_move(EMPTY, depth=depth)  # type: ignore[arg-type]


def test_unknown_algorithm_is_rejected() -> None:
    with pytest.raises(ValueError, match="unknown algorithm"):
        ttt.best_move(EMPTY, "negascout")
    with pytest.raises(ValueError, match="unknown algorithm"):
        ttt.self_play("negascout")


@pytest.mark.parametrize(
    ("board", "lines"),
    [
        ("XXX/OO./...", ((0, 1, 2),)),
        ("XXO/XO./O..", ((2, 4, 6),)),
        ("OX./XO./X.O", ((0, 4, 8),)),
        # 마지막 X (가운데) 가 두 줄을 함께 잇는다
        ("XOX/OXO/XOX", ((0, 4, 8), (2, 4, 6))),
        ("XXO/OOX/XOX", ()),
        ("X../.O./...", ()),
    ],
)
def test_winning_lines_are_the_completed_lines(board: str, lines: tuple) -> None:
    cells = ttt.parse_board(board)
    assert ttt.winning_lines(cells) == lines
    assert bool(lines) == (ttt.winner(cells) is not None)


def test_every_finished_reachable_board_has_a_line_of_its_winner() -> None:
    for board in _table():
        won = ttt.winner(board)
        lines = ttt.winning_lines(board)
        assert all(board[a] == board[b] == board[c] == won for a, b, c in lines)
        assert bool(lines) == (won is not None)
