"""한 게임의 낱말 (game.Game): 네 게임이 같은 약속을 지키고, 약속만 쓰는 코드가 모두를 둔다."""

from __future__ import annotations

import pickle
import random

import pytest

from solver.gametree import connect4, footholds, negamax, tictactoe
from solver.gametree.game import Game, Rules
from solver.gametree.random_tree import random_tree, tree_rules

GAMES: dict[str, Game] = {
    "tictactoe": tictactoe.RULES,
    "footholds": footholds.game([[1, 1, 1], [1, 1, 1], [1, 1, 1]], [1, 0], [1, 2]),
    "practice tree": tree_rules(random_tree(7, 3, 2)),
    "connect4": connect4.ORDERED_RULES,
}


def random_game(game: Game, rng: random.Random) -> list:
    """약속만 써서 처음부터 끝까지 무작위로 둔다: 둔 상태들."""
    state, seen = game.start(), []
    while game.terminal(state) is None:
        seen.append(state)
        moves = game.moves(state)
        assert moves  # 끝나지 않은 상태에는 수가 있다
        after = game.apply(state, rng.choice(list(moves)))
        assert game.to_move(after) == 1 - game.to_move(state)  # 번갈아 둔다
        state = after
    return [*seen, state]


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_keeps_the_protocol(name: str) -> None:
    game = GAMES[name]
    assert isinstance(game, Game)
    assert game.to_move(game.start()) == 0
    states = random_game(game, random.Random(1))
    assert len({game.key(s) for s in states}) == len(states)  # 한 판에 같은 상태는 없다
    assert all(isinstance(game.render(s), str) and game.render(s) for s in states)
    assert game.terminal(states[-1]) is not None


@pytest.mark.parametrize("name", list(GAMES))
def test_apply_plays_on_a_copy(name: str) -> None:
    game = GAMES[name]
    start = game.start()
    key = game.key(start)
    for move in game.moves(start):
        game.apply(start, move)
    assert game.key(start) == key and game.start() == start


@pytest.mark.parametrize("name", ["tictactoe", "footholds", "practice tree"])
def test_one_search_solves_every_game_through_the_protocol(name: str) -> None:
    game = GAMES[name]
    plain = negamax.minimax(game, game.start())
    pruned = negamax.alphabeta(game, game.start())
    assert (pruned.value, pruned.move) == (plain.value, plain.move)
    assert pruned.nodes <= plain.nodes


def test_the_board_shape_comes_from_the_game() -> None:
    assert tictactoe.RULES.shape == (3, 3)
    assert connect4.RULES.shape == (connect4.ROWS, connect4.COLUMNS)
    assert GAMES["footholds"].shape == (3, 3)
    assert GAMES["practice tree"].shape is None  # 나무에는 판이 없다
    assert tictactoe.RULES.render(tictactoe.parse_board("X.O/.../...")) == "X.O/.../..."


def test_a_search_only_rules_names_neither_start_nor_turn() -> None:
    bare = Rules(lambda s: [], lambda s, m: s, lambda s: 0)
    assert bare.key((1, 2)) == (1, 2) and bare.render(3) == "3"
    with pytest.raises(ValueError, match="start"):
        bare.start()
    with pytest.raises(ValueError, match="turn"):
        bare.to_move(0)


@pytest.mark.parametrize("game", [tictactoe.ORDERED_RULES, connect4.ORDERED_RULES])
def test_a_game_that_a_page_keeps_in_its_session_pickles(game: Game) -> None:
    assert pickle.loads(pickle.dumps(game)) == game
