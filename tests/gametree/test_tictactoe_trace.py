"""삼목 AI 의 탐색 발자취: best_move 와 같은 칸, 값, 노드 수; 표시 깊이 아래는 요약."""

from __future__ import annotations

import random

import pytest

from solver.gametree import negamax, tictactoe, tictactoe_trace
from solver.gametree.negamax import minimax_counts
from solver.gametree.tictactoe import EMPTY, ORDERED_RULES, RULES, parse_board
from solver.gametree.tictactoe_trace import ai_search
from solver.gametree.trace_events import Enter, Player, Summary
from solver.gametree.trace_replay import state_at


def _boards(count: int) -> list[tictactoe.Board]:
    """끝나지 않은 도달 가능한 판을 정해진 순서로 고른다 (돌이 둘 이상이라 빨리 끝난다)."""
    boards = [
        b for b in tictactoe.solve_all() if tictactoe.value(b) is None and 9 - b.count(None) >= 2
    ]
    return random.Random(26).sample(sorted(boards, key=tictactoe.format_board), count)


def test_empty_board_counts_match_the_known_tree() -> None:
    """미니맥스는 549,946 노드와 255,168 판 (끝난 판), 알파-베타는 best_move 와 같은 20,866 노드."""
    search = ai_search(EMPTY)
    assert (search.minimax.nodes, search.minimax.leaves) == (549_946, 255_168)
    assert search.alphabeta.nodes == tictactoe.best_move(EMPTY, "alphabeta").nodes == 20_866
    assert (search.cell, search.value, search.player) == (0, 0, "X")


def test_the_order_hook_tries_the_centre_first_and_visits_fewer_nodes() -> None:
    plain, ordered = ai_search(EMPTY), ai_search(EMPTY, ordered=True)
    assert [m.cell for m in plain.tried] == list(range(9))
    assert [m.cell for m in ordered.tried] == [4, 0, 2, 6, 8, 1, 3, 5, 7]
    assert ordered.cell == tictactoe.best_move(EMPTY, "alphabeta", ordered=True).cell == 4
    assert ordered.alphabeta.nodes < plain.alphabeta.nodes < plain.minimax.nodes
    assert ordered.minimax == plain.minimax  # 순서는 미니맥스의 노드 수를 바꾸지 않는다


@pytest.mark.parametrize("ordered", [False, True])
@pytest.mark.parametrize("depth", [None, 1, 2, 4])
def test_the_trace_makes_the_same_choice_as_the_ai(depth: int | None, ordered: bool) -> None:
    rules = ORDERED_RULES if ordered else RULES
    for board in _boards(12):
        search = ai_search(board, depth=depth, ordered=ordered)
        decision = tictactoe.best_move(board, "alphabeta", depth, ordered)
        assert (search.cell, search.value, search.alphabeta.nodes) == (
            decision.cell,
            decision.value,
            decision.nodes,
        )
        assert search.minimax.nodes == negamax.minimax(rules, board, depth).nodes
        assert search.minimax.value == search.value  # 뿌리는 참값


def test_subtrees_below_the_display_depth_are_summarised() -> None:
    board = parse_board("X../.O./...")
    search = ai_search(board, show=2)
    events = search.trace.events
    assert all(len(e.path) <= 2 for e in events)
    summaries = [e for e in events if isinstance(e, Summary)]
    assert summaries and all(len(e.path) == 2 for e in summaries)
    # 요약의 노드 수를 더하면 전체와 같다: 뿌리, 펼친 자식들, 요약, 말단
    shown = sum(1 for e in events if isinstance(e, Enter))
    leaves = sum(1 for e in events if e.kind == "leaf")
    assert shown + leaves + sum(e.nodes for e in summaries) == search.alphabeta.nodes
    # 표시 깊이를 바꿔도 고른 칸과 노드 수는 그대로
    for show in (1, 3, 9):
        other = ai_search(board, show=show)
        assert (other.cell, other.alphabeta) == (search.cell, search.alphabeta)
    assert len(ai_search(board, show=1).trace.events) == 2 + 7  # 들어가기, 수마다 요약, 돌아가기


def test_moves_tried_and_replies_read_from_the_record() -> None:
    board = parse_board("XX./OO./...")  # X 가 2 에 두면 이긴다: 그 값보다 나은 수는 없다
    search = ai_search(board)
    assert search.tried[0].cell == 2
    assert search.tried[0].value == 5  # 빈칸 넷 + 1
    assert search.skipped == ()  # 뿌리의 β 는 +∞ 라 뿌리에서는 자르지 않는다
    assert search.replies(2) == ()  # 이긴 판 아래에는 응수가 없다
    # 5 아래의 상대 (MIN) 는 2 로 막고, 그 판에서 다시 AI (MAX) 가 둔다; 받은 α=5 보다 나을 수
    # 없어 본 수들 가운데 가장 좋은 0 을 돌려준다 (창 아래: 참값이 아니라 위 경계 '≤0')
    replies = search.replies(5)
    assert [(r.path, r.player, r.value, r.summary) for r in replies] == [
        ((5, 2), Player.MAX, 0, True)
    ]
    assert [m.value for m in search.tried] == [5, 0, 0, -2, -2]
    final = state_at(search.trace, len(search.trace.events))
    assert final.best[()] == 2
    assert final.values[()] == search.value


def test_the_trace_values_are_from_the_ais_side() -> None:
    """O 차례의 판도 AI (O) 쪽이 MAX: 막지 않는 수는 X 가 이기므로 O 에게 음수다."""
    board = parse_board("XX./O../...")
    search = ai_search(board)
    assert search.player == "O"
    assert search.cell == 2  # 막는다
    assert search.value == tictactoe.best_move(board).value
    values = {m.cell: m.value for m in search.tried}
    assert values[5] == -5  # X 가 2 로 이기고 빈칸 넷: -(1 + 4)


@pytest.mark.parametrize(
    ("board", "kwargs"),
    [
        ("XXX/OO./...", {}),  # 끝난 판
        ("XXX/XX./...", {}),  # 있을 수 없는 판
        ("X../.O./...", {"depth": 0}),
        ("X../.O./...", {"show": 0}),
    ],
)
def test_bad_boards_and_options_are_refused(board: str, kwargs: dict) -> None:
    with pytest.raises(ValueError):
        ai_search(board, **kwargs)


def test_minimax_counts_agree_with_the_negamax_core_with_a_depth_limit() -> None:
    board = parse_board("X../.O./...")
    for depth in (1, 2, 3):
        counts = minimax_counts(RULES, board, depth)
        full = negamax.minimax(RULES, board, depth)
        assert (counts.value, counts.nodes) == (full.value, full.nodes)


def test_docstring_examples_hold() -> None:
    import doctest

    assert doctest.testmod(tictactoe_trace).failed == 0
