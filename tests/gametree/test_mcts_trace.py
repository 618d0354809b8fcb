"""MCTS 의 발자취 (mcts_trace): AI 와 같은 탐색이 playout 마다 네 단계를 남긴다."""

from __future__ import annotations

import doctest
import math

import numpy as np
import pytest

from solver.gametree import connect4, footholds, mcts, mcts_trace, tictactoe
from solver.gametree.connect4_ai import AISettings, Search, choose_column
from solver.gametree.mcts import mcts_search
from solver.gametree.mcts_trace import ChildFigure, Playout, Selection, trace_mcts

# 삼목: X 0,2,3,7 · O 1,4,5, O 차례. 빈칸 6 (그 뒤 X 가 8: 비김) 과 8 (그 뒤 X 가 6: X 의 세로 줄)
TWO_LEFT = (0, 1, 2, 4, 3, 5, 7)


def _board(moves: tuple[int, ...]) -> tictactoe.Board:
    board = tictactoe.EMPTY
    for cell in moves:
        board = tictactoe.RULES.apply(board, cell)
    return board


GAMES = [
    pytest.param(tictactoe.RULES, _board((4, 0, 8)), id="tictactoe"),
    pytest.param(connect4.RULES, connect4.position("4453"), id="connect4"),
    pytest.param(
        footholds.game([[1, 1, 1], [1, 1, 1], [1, 1, 1]], [1, 0], [1, 2]), None, id="footholds"
    ),
]


@pytest.mark.parametrize(("game", "state"), GAMES)
@pytest.mark.parametrize("seed", [0, 7])
def test_the_traced_search_is_the_search_with_the_same_seed(game, state, seed) -> None:
    state = game.start() if state is None else state
    plain = mcts_search(game, state, playouts=250, rng=seed, exploration=0.9)
    traced = trace_mcts(game, state, playouts=250, rng=np.random.default_rng(seed), exploration=0.9)
    assert traced.result == plain
    assert len(traced.playouts) == 250
    assert all(p.reward in (0.0, 0.5, 1.0) for p in traced.playouts)
    # 뿌리의 자식은 방문마다 제 수의 reward 를 받는다: 점수 합은 reward 의 합
    for move, figure in plain.moves.items():
        rewards = [p.reward for p in traced.playouts if _first_move(p) == move]
        assert (figure.visits, figure.wins) == (len(rewards), sum(rewards))


def _first_move(playout: Playout[int]) -> int | None:
    return playout.select[0].chose if playout.select else playout.expand


def test_the_connect4_ai_plays_what_the_traced_search_finds() -> None:
    state = connect4.position("445")
    choice = choose_column(state, AISettings(Search.MCTS, None, None, 300), seed=9)
    traced = trace_mcts(
        connect4.RULES, state, playouts=300, rng=np.random.default_rng([9, state.plies])
    )
    assert choice.column == traced.result.move
    assert [f.visits for f in choice.columns] == [m.visits for m in traced.result.moves.values()]


def test_a_hand_counted_trace_of_two_empty_cells() -> None:
    """O 는 6 (비김) 과 8 (X 가 6 에 두어 짐) 가운데. 넓히기 둘, 그 뒤 UCT 가 두 번 6 을 고른다."""
    found = trace_mcts(tictactoe.RULES, _board(TWO_LEFT), playouts=4, rng=5)
    first, second, third, fourth = found.playouts
    opened = {first.expand: first, second.expand: second}
    assert opened == {
        6: Playout((), 6, (8,), 0.5),
        8: Playout((), 8, (6,), 0.0),
    }
    # 뿌리 방문 2: UCT(6) = 0.5 + c·√(ln 2) > UCT(8) = 0 + c·√(ln 2); 6 의 아래는 X 의 8 하나
    children = tuple(ChildFigure(m, 1, opened[m].reward) for m in (first.expand, second.expand))
    assert third == Playout((Selection(2, children, 6),), 8, (), 0.5)
    # 뿌리 방문 3: UCT(6) = 1/2 + c·√(ln 3 / 2) ≈ 1.548 > UCT(8) = c·√(ln 3) ≈ 1.482
    root = tuple(
        ChildFigure(m, 2, 1.0) if m == 6 else ChildFigure(m, 1, 0.0)
        for m in (first.expand, second.expand)
    )
    below = Selection(2, (ChildFigure(8, 1, 0.5),), 8)  # 6 은 넓힌 때와 셋째에 방문
    assert fourth == Playout((Selection(3, root, 6), below), None, (), 0.5)
    assert found.result.move == 6
    six = found.result.moves[6]
    assert (six.visits, six.wins, six.win_rate) == (3, 1.5, 0.5)
    assert six.uct == pytest.approx(0.5 + math.sqrt(2 * math.log(4) / 3))
    assert (found.result.moves[8].visits, found.result.moves[8].wins) == (1, 0.0)


def test_a_finished_position_has_no_playout() -> None:
    found = trace_mcts(tictactoe.RULES, _board((0, 3, 1, 4, 2)), playouts=5, rng=0)
    assert found.result.move is None and found.playouts == ()


@pytest.mark.parametrize("exploration", [-0.1, math.inf, math.nan])
def test_exploration_must_be_finite_and_not_negative(exploration: float) -> None:
    with pytest.raises(ValueError, match="exploration"):
        mcts_search(tictactoe.RULES, tictactoe.EMPTY, playouts=3, rng=0, exploration=exploration)


def test_docstring_examples_hold() -> None:
    assert doctest.testmod(mcts_trace).failed == 0  # type: ignore[arg-type]
    assert doctest.testmod(mcts).failed == 0  # type: ignore[arg-type]
