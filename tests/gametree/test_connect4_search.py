"""사목 위의 탐색: 반복 깊이 늘리기 알파-베타, MCTS, 온도로 고르기 (삼목에도)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from connect4_play import random_moves

from solver.gametree import connect4, negamax, tictactoe
from solver.gametree.connect4_solver import solve_position
from solver.gametree.deepening import deepening_search
from solver.gametree.mcts import mcts_search
from solver.gametree.temperature import softmax_probabilities, temperature_choice


@pytest.mark.parametrize("stones", [34, 32, 30])
def test_depth_limited_values_at_full_depth_equal_the_exact_ones(stones: int) -> None:
    rng = np.random.default_rng(stones + 100)
    for _ in range(3):
        state = connect4.position(random_moves(rng, stones))
        found = deepening_search(connect4.ORDERED_RULES, state, max_depth=42 - stones, table=True)
        exact = solve_position(state)
        assert found.values == {c: v for c, v in exact.columns.items() if v is not None}
        assert found.value == exact.score and found.move in exact.best
        assert found.depth == 42 - stones and not found.out_of_time
        assert found.pv[0] == found.move


def test_table_ordering_and_deepening_keep_the_values_of_a_plain_depth_search() -> None:
    state = connect4.position("4453")
    plain = negamax.score_moves(connect4.RULES, state, "minimax", depth=3)
    for rules, table, iterative in itertools.product(
        (connect4.RULES, connect4.ORDERED_RULES), (False, True), (False, True)
    ):
        found = deepening_search(rules, state, max_depth=3, table=table, iterative=iterative)
        assert found.values == pytest.approx(plain.scores)
        assert found.value == pytest.approx(max(plain.scores.values()))


def test_the_root_window_search_finds_the_same_best_value_with_fewer_nodes() -> None:
    state = connect4.position("4453")
    every = deepening_search(connect4.ORDERED_RULES, state, max_depth=4, table=True)
    cut = deepening_search(connect4.ORDERED_RULES, state, max_depth=4, table=True, every_move=False)
    assert cut.value == pytest.approx(every.value)
    assert cut.nodes < every.nodes


def test_a_spent_budget_returns_the_last_finished_depth() -> None:
    ticks = itertools.count()

    def clock() -> float:
        return next(ticks) * 0.001  # 부를 때마다 1 ms 가 가는 가짜 시계

    found = deepening_search(
        connect4.ORDERED_RULES,
        connect4.EMPTY_POSITION,
        max_depth=42,
        seconds=0.005,
        table=True,
        clock=clock,
    )
    assert found.out_of_time and 1 <= found.depth < 42
    assert set(found.values) == set(range(1, 8))


def test_mcts_takes_an_immediate_win() -> None:
    found = mcts_search(connect4.RULES, connect4.position("445566"), playouts=3000, rng=3)
    assert found.move in (3, 7)
    assert found.moves[found.move].win_rate > 0.9
    assert sum(m.visits for m in found.moves.values()) == 3000


def test_mcts_blocks_an_immediate_loss() -> None:
    # 나중 사람 차례: 먼저 둔 사람이 1 열에 셋, 막지 않으면 다음 수에 진다
    found = mcts_search(connect4.RULES, connect4.position("1213174"), playouts=3000, rng=5)
    assert found.move == 1


def test_mcts_is_reproducible_with_a_seed() -> None:
    state = connect4.position("4453")
    first = mcts_search(connect4.RULES, state, playouts=400, rng=11)
    again = mcts_search(connect4.RULES, state, playouts=400, rng=np.random.default_rng(11))
    assert first == again


def test_temperature_zero_always_plays_a_best_move() -> None:
    values = {1: -3.0, 2: 5.0, 3: 5.0, 4: 0.0}
    rng = np.random.default_rng(0)
    picks = {temperature_choice(values, temperature=0, rng=rng).move for _ in range(200)}
    assert picks == {2, 3}  # 동점인 둘 사이에서 고르게


def test_large_temperature_approaches_uniform() -> None:
    values = {c: float(c) for c in range(1, 8)}
    rng = np.random.default_rng(2026)
    draws = 7000
    counts = np.bincount(
        [temperature_choice(values, temperature=1e6, rng=rng).move for _ in range(draws)],
        minlength=8,
    )[1:]
    expected = draws / 7
    chi_square = float(((counts - expected) ** 2 / expected).sum())
    assert chi_square < 22.46  # 자유도 6 의 99.9 % 점


def test_temperature_works_on_tictactoe_scores() -> None:
    scores = tictactoe.move_scores(tictactoe.EMPTY).scores
    probabilities = softmax_probabilities(scores, temperature=1.0)
    assert sum(probabilities.values()) == pytest.approx(1.0)
    assert set(probabilities) == set(range(9))
    choice = temperature_choice(scores, temperature=0, rng=4)
    assert scores[choice.move] == max(scores.values())


@pytest.mark.parametrize("temperature", [-1.0, float("nan"), float("inf")])
def test_bad_temperatures_are_refused(temperature: float) -> None:
    with pytest.raises(ValueError, match="temperature"):
        softmax_probabilities({1: 0.0}, temperature=temperature)
