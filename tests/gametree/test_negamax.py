"""일반 미니맥스 / 알파-베타: 작은 나무와 님(Nim)으로 값, 수, 노드 수를 확인한다."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.gametree import connect4, negamax
from solver.gametree.deepening import deepening_search
from solver.gametree.game import Rules
from solver.gametree.random_tree import random_tree, tree_rules
from solver.gametree.search_trace import trace_search
from solver.gametree.trace_events import Player

# 나무 게임: 잎은 정수 (그 잎에서 둘 차례인 쪽 관점의 값), 속 노드는 자식 튜플.
Tree = int | tuple


def _tree_moves(node: Tree) -> list[int]:
    return list(range(len(node))) if isinstance(node, tuple) else []


def _tree_terminal(node: Tree) -> float | None:
    return None if isinstance(node, tuple) else node


TREE = Rules(_tree_moves, lambda node, i: node[i], _tree_terminal)

# Russell & Norvig 그림 5.2: MAX 뿌리, MIN 자식 셋, 잎 9 개 (깊이 2 라 잎에서도 MAX 차례)
RN_TREE = ((3, 12, 8), (2, 4, 6), (14, 5, 2))


def test_textbook_tree_has_value_three_from_the_first_branch() -> None:
    result = negamax.minimax(TREE, RN_TREE)
    assert (result.value, result.move, result.nodes) == (3, 0, 13)


def test_alphabeta_prunes_the_two_textbook_leaves() -> None:
    # 둘째 가지는 잎 2 를 보자마자 3 보다 나쁘다고 알게 되어 4, 6 을 건너뛴다
    result = negamax.alphabeta(TREE, RN_TREE)
    assert (result.value, result.move, result.nodes) == (3, 0, 11)


trees = st.recursive(
    st.integers(-4, 4),
    lambda children: st.lists(children, min_size=1, max_size=4).map(tuple),
    max_leaves=40,
)


@settings(max_examples=300, deadline=None)
@given(trees)
def test_alphabeta_agrees_with_minimax_on_random_trees(tree: Tree) -> None:
    full = negamax.minimax(TREE, tree)
    pruned = negamax.alphabeta(TREE, tree)
    assert pruned.value == full.value
    assert pruned.move == full.move  # 같은 동점 규칙: 탐색 순서에서 첫 번째
    assert pruned.nodes <= full.nodes


@settings(max_examples=100, deadline=None)
@given(trees)
def test_move_scores_are_negated_child_values(tree: Tree) -> None:
    for algorithm in negamax.ALGORITHMS:
        scored = negamax.score_moves(TREE, tree, algorithm)
        if isinstance(tree, int):
            assert scored.scores == {} and scored.total == 1
            continue
        for i, child in enumerate(tree):
            assert scored.scores[i] == -negamax.minimax(TREE, child).value
        top = negamax.minimax(TREE, tree)
        assert scored.best[0] == top.move
        assert max(scored.scores.values()) == top.value
        assert scored.total == 1 + sum(scored.nodes.values())
        if algorithm == "minimax":
            assert scored.total == top.nodes


# 님: 돌 n 개에서 1~3 개를 가져가고, 가져갈 수 없는 사람이 진다. n % 4 == 0 이면 둘 차례가 진다.
NIM = Rules(
    lambda n: [k for k in (1, 2, 3) if k <= n],
    lambda n, k: n - k,
    lambda n: -1 if n == 0 else None,
    evaluate=lambda n: 0.0,
)


@pytest.mark.parametrize("n", range(0, 13))
def test_nim_loses_exactly_on_multiples_of_four(n: int) -> None:
    for algorithm in negamax.ALGORITHMS:
        result = negamax.search(NIM, n, algorithm)
        assert result.value == (-1 if n % 4 == 0 else 1)
        if n % 4:
            assert result.move == n % 4  # 상대에게 4 의 배수를 남기는 유일한 수


def test_alphabeta_visits_fewer_nodes_on_nim() -> None:
    full = negamax.minimax(NIM, 15)  # 12,640 노드
    pruned = negamax.alphabeta(NIM, 15)  # 3,993 노드
    assert pruned.nodes < full.nodes / 3


def test_terminal_root_has_no_move_and_one_node() -> None:
    for algorithm in negamax.ALGORITHMS:
        assert negamax.search(NIM, 0, algorithm) == negamax.SearchResult(-1, None, 1)


def test_depth_zero_evaluates_the_root_only() -> None:
    result = negamax.alphabeta(NIM, 9, depth=0)
    assert (result.value, result.move, result.nodes) == (0.0, None, 1)


def test_depth_limit_calls_evaluate_at_the_horizon() -> None:
    seen: list[int] = []

    def evaluate(n: int) -> float:
        seen.append(n)
        return 0.0

    game = replace(NIM, evaluate=evaluate)
    result = negamax.minimax(game, 10, depth=1)
    assert sorted(seen) == [7, 8, 9]  # 자식 셋만 평가
    assert result.nodes == 4
    # 깊이 한계 안의 말단(돌 0 개)은 추정 대신 실제 값을 쓴다
    assert negamax.minimax(game, 3, depth=1).value == 1


def test_depth_limit_without_evaluate_is_rejected() -> None:
    with pytest.raises(ValueError, match="evaluate"):
        negamax.minimax(TREE, RN_TREE, depth=1)


@pytest.mark.parametrize("depth", [-1, 1.5, True])
def test_bad_depth_is_rejected(depth: object) -> None:
    with pytest.raises(ValueError, match="depth"):
        negamax.alphabeta(NIM, 5, depth=depth)  # type: ignore[arg-type]


def test_unknown_algorithm_is_rejected() -> None:
    with pytest.raises(ValueError, match="unknown algorithm"):
        negamax.search(NIM, 5, "expectimax")
    with pytest.raises(ValueError, match="unknown algorithm"):
        negamax.score_moves(NIM, 5, "expectimax")


def test_non_terminal_state_without_moves_is_a_game_definition_error() -> None:
    broken = Rules(lambda s: [], lambda s, m: s, lambda s: None)
    with pytest.raises(ValueError, match="no moves"):
        negamax.minimax(broken, 0)


def test_order_hook_decides_ties_and_can_save_nodes() -> None:
    tied = ((0, 0), (0, 0), (0, 0))
    reversed_game = replace(TREE, order=lambda node, moves: list(reversed(moves)))
    assert negamax.minimax(TREE, tied).move == 0
    assert negamax.minimax(reversed_game, tied).move == 2
    assert negamax.alphabeta(reversed_game, tied).move == 2
    # 좋은 수가 맨 뒤에 있는 나무: 뒤에서부터 보면 나머지를 곧바로 잘라 낸다
    late = ((-5, -5, -5), (-5, -5, -5), (9, 9, 9))
    plain = negamax.alphabeta(TREE, late)
    ordered = negamax.alphabeta(reversed_game, late)
    assert plain.value == ordered.value == 9
    assert ordered.nodes < plain.nodes


def test_values_may_be_infinite() -> None:
    tree = ((-math.inf, 1), (2, 3))
    assert negamax.alphabeta(TREE, tree).value == negamax.minimax(TREE, tree).value == 2
    hopeless = (math.inf, math.inf)  # 어느 수를 두어도 상대가 +inf
    for algorithm in negamax.ALGORITHMS:
        result = negamax.search(TREE, hopeless, algorithm)
        assert (result.value, result.move) == (-math.inf, 0)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 4), st.integers(2, 3), st.sampled_from(Player))
def test_the_trace_and_the_search_walk_the_one_kernel(
    seed: int, depth: int, branching: int, root: Player
) -> None:
    """발자취는 같은 커널을 지켜본 것이다: 값 (교과서 꼴 = 네가맥스 값 x 뿌리의 부호), 노드 수,
    잘린 부분나무가 알파-베타 한 번과 같다."""
    tree = random_tree(seed, depth, branching)
    game = tree_rules(tree, root)
    found = negamax.alphabeta(game, ())
    trace = trace_search(game, (), root=root)
    assert trace.value == found.value * root.sign
    assert trace.nodes == found.nodes
    assert trace.root.best == found.move


def test_deepening_at_one_depth_sees_the_nodes_of_one_alphabeta_below_the_root() -> None:
    """반복 깊이 늘리기도 같은 커널이다: 표 없이 한 깊이만, 뿌리에서 자르면 알파-베타와 같은
    노드 (deepening 은 뿌리를 세지 않는다)."""
    state = connect4.position("4453")
    plain = negamax.alphabeta(connect4.ORDERED_RULES, state, 3)
    deep = deepening_search(
        connect4.ORDERED_RULES, state, max_depth=3, iterative=False, every_move=False
    )
    assert (deep.move, deep.value, deep.nodes) == (plain.move, plain.value, plain.nodes - 1)
