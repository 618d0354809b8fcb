"""사목의 정확한 풀이: 따로 쓴 맨 미니맥스와 같은 점수, 생각을 꺼도 같은 값, 알려진 점수."""

from __future__ import annotations

import numpy as np
import pytest
from connect4_play import plain_columns, random_moves

from solver.gametree import connect4, negamax
from solver.gametree.connect4_solver import ExactSolver, solve_position


def _seeded(seed: int, stones: int, count: int) -> list[str]:
    rng = np.random.default_rng(seed)
    return [random_moves(rng, stones) for _ in range(count)]


@pytest.mark.parametrize("stones", [36, 34, 32, 30])
def test_exact_scores_equal_a_plain_minimax_near_the_end(stones: int) -> None:
    for moves in _seeded(stones, stones, 6):
        found = solve_position(connect4.position(moves))
        assert found.columns == plain_columns(moves), moves
        playable = [v for v in found.columns.values() if v is not None]
        assert found.score == max(playable)
        assert found.best == [c for c, v in found.columns.items() if v == found.score]


@pytest.mark.parametrize(("use_table", "ordered"), [(False, False), (True, False), (False, True)])
def test_switching_off_the_table_or_the_ordering_keeps_the_values(
    use_table: bool, ordered: bool
) -> None:
    for moves in _seeded(5, 28, 5):
        state = connect4.position(moves)
        full = ExactSolver()
        bare = ExactSolver(use_table=use_table, ordered=ordered)
        bare_columns = solve_position(state, solver=bare).columns
        assert bare_columns == solve_position(state, solver=full).columns, moves
        assert bare.score(state) == full.score(state)


def test_the_generic_alphabeta_agrees_with_the_exact_solver() -> None:
    for moves in _seeded(8, 30, 4):
        state = connect4.position(moves)
        generic = negamax.score_moves(connect4.ORDERED_RULES, state, "alphabeta")
        exact = solve_position(state).columns
        assert {c: int(v) for c, v in generic.scores.items()} == {
            c: v for c, v in exact.items() if v is not None
        }


def test_known_scores_by_reasoning() -> None:
    solver = ExactSolver()
    # 먼저 둔 사람이 바닥 4, 5, 6 에 셋, 3 과 7 이 열렸다: 넷째 돌로 이긴다 (22 - 4)
    assert solver.score(connect4.position("445566")) == 18
    # 나중 사람 차례에 같은 두 위협: 하나만 막을 수 있어 먼저 둔 사람이 다섯째 돌로 이긴다
    assert solver.score(connect4.position("4455661")) == -(22 - 5)


def test_full_columns_are_none_and_a_finished_game_has_no_columns() -> None:
    nones = 0
    for moves in _seeded(11, 32, 4):
        found = solve_position(connect4.position(moves))
        for column, value in found.columns.items():
            assert (value is None) == (moves.count(str(column)) == 6)
            nones += value is None
    assert nones > 0  # 찾기가 헛돌지 않았다: 가득 찬 열이 있었다
    over = solve_position(connect4.position("4455663"))
    assert over.score == -18
    assert set(over.columns.values()) == {None} and over.best == []


def test_a_shared_table_gives_the_same_scores_with_fewer_nodes() -> None:
    moves = _seeded(9, 26, 1)[0]
    state = connect4.position(moves)
    shared = ExactSolver()
    first = solve_position(state, solver=shared)
    again = solve_position(state, solver=shared)
    assert again.columns == first.columns
    assert again.nodes < first.nodes or first.nodes == 0


def test_playing_the_best_columns_ends_the_game_as_the_score_said() -> None:
    # 점수 규약의 끝까지 확인: 둘 다 가장 좋은 열을 두면 점수가 수마다 부호만 바뀌고, 끝난 판의
    # 승패와 이긴 쪽의 돌 수가 처음의 점수와 맞는다
    for moves in _seeded(12, 26, 3):
        state = connect4.position(moves)
        solver = ExactSolver()
        first = solve_position(state, solver=solver).score
        expected, sign = first, 1
        while connect4.outcome(state) is None:
            found = solve_position(state, solver=solver)
            assert found.score == sign * expected
            state = connect4.play(state, found.best[0])
            sign = -sign
        # 끝난 판의 점수는 둘 차례 (마지막에 두지 않은 쪽) 관점이다
        assert connect4.outcome(state) == sign * expected, moves
