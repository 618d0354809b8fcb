"""몬테카를로 나무 탐색 (MCTS, UCT): 무작위 끝내기 (playout) 로 수마다의 승률을 어림한다.

game.Game 의 게임이면 무엇이든 된다 (evaluate 는 쓰지 않는다). 한 번의 playout 은
고르기 (UCT 값이 가장 큰 자식으로 내려가기) → 넓히기 (안 본 수 하나) → 끝까지 무작위로 두기 →
결과를 길 위의 노드에 올리기다. 결과는 끝난 판의 값의 부호만 본다: 이김 1, 비김 0.5, 짐 0.

UCT 값 = 승률 + c * sqrt(ln(부모 방문) / 방문), c 의 기본은 sqrt(2). 고르는 수는 방문이 가장
많은 수 (같으면 moves() 의 앞쪽): 방문 수는 UCT 가 가장 믿은 수라 승률보다 덜 흔들린다.
무작위는 언제나 밖에서 받는다 (np.random.Generator 또는 씨앗).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

import numpy as np

from .game import Game

__all__ = ["EXPLORATION", "MctsMove", "MctsResult", "mcts_search"]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)

EXPLORATION = math.sqrt(2)


@dataclass(frozen=True)
class MctsMove:
    """뿌리의 수 하나: visits (방문), win_rate (뿌리에서 둘 차례인 쪽의 승률, 비김은 반),
    uct (탐색이 끝난 때의 UCT 값; 한 번도 안 봤으면 inf)."""

    visits: int
    win_rate: float
    uct: float


@dataclass(frozen=True)
class MctsResult(Generic[M]):
    """탐색 결과: move (방문이 가장 많은 수, 끝난 판이면 None), moves (수 → 수치), playouts."""

    move: M | None
    moves: dict[M, MctsMove]
    playouts: int


class _Branch(Generic[S, M]):
    """나무의 노드 하나 (탐색 안에서만 바뀐다). wins: 이 노드로 둔 쪽의 점수 합."""

    __slots__ = ("children", "state", "untried", "visits", "wins")

    def __init__(self, state: S, untried: list[M]) -> None:
        self.state = state
        self.untried = untried
        self.children: dict[M, _Branch[S, M]] = {}
        self.visits = 0
        self.wins = 0.0


def _uct(child: _Branch, parent_visits: int, exploration: float) -> float:
    if child.visits == 0:
        return math.inf
    return child.wins / child.visits + exploration * math.sqrt(
        math.log(parent_visits) / child.visits
    )


def _playout(game: Game[S, M], state: S, rng: np.random.Generator) -> float:
    """끝까지 무작위로 둔다. 돌려주는 값: state 에서 둘 차례인 쪽의 점수 (1, 0.5, 0)."""
    flips = 0
    while (value := game.terminal(state)) is None:
        moves = game.moves(state)
        state = game.apply(state, moves[int(rng.integers(len(moves)))])
        flips += 1
    score = 1.0 if value > 0 else 0.0 if value < 0 else 0.5
    return score if flips % 2 == 0 else 1.0 - score


def mcts_search(
    game: Game[S, M],
    state: S,
    *,
    playouts: int,
    rng: np.random.Generator | int,
    exploration: float = EXPLORATION,
) -> MctsResult[M]:
    """playouts 번의 UCT 탐색. rng: 생성기 또는 씨앗 (같은 씨앗이면 같은 결과).

    >>> from . import connect4
    >>> mcts_search(connect4.RULES, connect4.position("445566"), playouts=300, rng=1).move in (3, 7)
    True
    """
    if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
        raise ValueError(f"playouts must be a positive integer, got {playouts!r}")
    rng = rng if isinstance(rng, np.random.Generator) else np.random.default_rng(rng)
    if game.terminal(state) is not None:
        return MctsResult(None, {}, 0)
    order = list(game.moves(state))
    root: _Branch[S, M] = _Branch(state, list(order))
    for _ in range(playouts):
        node, path = root, [root]
        # 고르기: 모든 수를 본 노드에서는 UCT 가 가장 큰 자식으로
        while not node.untried and node.children:
            parent_visits = node.visits
            node = max(node.children.values(), key=lambda c: _uct(c, parent_visits, exploration))
            path.append(node)
        # 넓히기: 안 본 수 하나 (무작위)
        if node.untried:
            move = node.untried.pop(int(rng.integers(len(node.untried))))
            child_state = game.apply(node.state, move)
            done = game.terminal(child_state) is not None
            child: _Branch[S, M] = _Branch(
                child_state, [] if done else list(game.moves(child_state))
            )
            node.children[move] = child
            node, path = child, [*path, child]
        # 끝내기: node 에서 둘 차례인 쪽의 점수 → 이 노드로 둔 쪽의 점수는 1 - 그것
        reward = 1.0 - _playout(game, node.state, rng)
        for visited in reversed(path):
            visited.visits += 1
            visited.wins += reward
            reward = 1.0 - reward
    moves: dict[M, MctsMove] = {}
    for move in order:
        child = root.children.get(move)
        if child is None or child.visits == 0:
            moves[move] = MctsMove(0, 0.0, math.inf)
        else:
            rate = child.wins / child.visits
            moves[move] = MctsMove(child.visits, rate, _uct(child, root.visits, exploration))
    chosen = max(order, key=lambda m: moves[m].visits)  # max 는 동점이면 앞의 것
    return MctsResult(chosen, moves, playouts)
