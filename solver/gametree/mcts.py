"""몬테카를로 나무 탐색 (MCTS, UCT): 무작위 끝내기 (playout) 로 수마다의 승률을 어림한다.

game.Game 의 게임이면 무엇이든 된다 (evaluate 는 쓰지 않는다). 한 번의 playout 은
고르기 (UCT 값이 가장 큰 자식으로 내려가기) → 넓히기 (안 본 수 하나) → 끝까지 무작위로 두기 →
결과를 길 위의 노드에 올리기다. 결과는 끝난 판의 값의 부호만 본다: 이김 1, 비김 0.5, 짐 0.

UCT 값 = 승률 + c * sqrt(ln(부모 방문) / 방문), c 의 기본은 sqrt(2). UCT 가 같은 자식들
사이에서는 노드가 먼저 만든 (넓힌) 자식을 고른다. 고르는 수는 방문이 가장 많은 수 (같으면
moves() 의 앞쪽): 방문 수는 UCT 가 가장 믿은 수라 승률보다 덜 흔들린다.
무작위는 언제나 밖에서 받는다 (np.random.Generator 또는 씨앗).

watch (MctsWatch) 는 playout 마다 네 단계를 지켜보는 훅이다 (알파-베타의 watch 처럼): 지켜보든
말든 같은 코드가 같은 무작위를 같은 차례로 쓰므로 같은 씨앗이면 같은 수와 같은 수치다.
기록하는 쪽은 mcts_trace 에 있다.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

import numpy as np

from .game import Game

__all__ = ["EXPLORATION", "MctsMove", "MctsResult", "MctsWatch", "mcts_search"]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)

EXPLORATION = math.sqrt(2)


@dataclass(frozen=True)
class MctsMove:
    """뿌리의 수 하나: visits (방문), wins (그 수를 둔 쪽, 곧 뿌리에서 둘 차례인 쪽의 점수 합:
    이김 1, 비김 0.5), win_rate (wins / visits; 안 봤으면 0), uct (탐색이 끝난 때의 UCT 값; 한 번도
    안 봤으면 inf)."""

    visits: int
    wins: float
    win_rate: float
    uct: float


@dataclass(frozen=True)
class MctsResult(Generic[M]):
    """탐색 결과: move (방문이 가장 많은 수, 끝난 판이면 None), moves (수 → 수치), playouts."""

    move: M | None
    moves: dict[M, MctsMove]
    playouts: int


class MctsWatch(Protocol[M]):
    """playout 하나의 네 단계를 차례로 듣는 훅. 부르는 차례: select 를 0 번 이상 (모든 수를 본
    노드마다), expand 한 번, rollout 을 0 번 이상 (무작위로 둔 수마다), backup 한 번."""

    def select(self, visits: int, children: Sequence[tuple[M, int, float]], chose: M) -> None:
        """고르기: 부모의 방문, 자식마다 (수, 방문, 점수 합; 노드가 만든 차례), 고른 수."""
        ...

    def expand(self, move: M | None) -> None:
        """넓히기: 새로 만든 자식의 수 (끝난 노드에 닿아 넓힐 것이 없으면 None)."""
        ...

    def rollout(self, move: M) -> None:
        """끝내기의 무작위 수 하나."""
        ...

    def backup(self, reward: float) -> None:
        """올리기: 뿌리에서 둘 차례인 쪽의 점수 (1, 0.5, 0)."""
        ...


class _Branch(Generic[S, M]):
    """나무의 노드 하나 (탐색 안에서만 바뀐다). wins: 이 노드로 둔 쪽의 점수 합."""

    __slots__ = ("children", "state", "untried", "visits", "wins")

    def __init__(self, state: S, untried: list[M]) -> None:
        self.state = state
        self.untried = untried
        self.children: dict[M, _Branch[S, M]] = {}
        self.visits = 0
        self.wins = 0.0


def _uct(child: _Branch, log_parent_visits: float, exploration: float) -> float:
    """UCT 값. 부모 방문의 로그 (log_parent_visits) 를 받는다: 고르기는 노드마다 한 번 센다."""
    if child.visits == 0:
        return math.inf
    return child.wins / child.visits + exploration * math.sqrt(log_parent_visits / child.visits)


def _playout(
    game: Game[S, M], state: S, rng: np.random.Generator, watch: MctsWatch[M] | None
) -> float:
    """끝까지 무작위로 둔다. 돌려주는 값: state 에서 둘 차례인 쪽의 점수 (1, 0.5, 0)."""
    flips = 0
    while (value := game.terminal(state)) is None:
        moves = game.moves(state)
        move = moves[int(rng.integers(len(moves)))]
        if watch is not None:
            watch.rollout(move)
        state = game.apply(state, move)
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
    watch: MctsWatch[M] | None = None,
) -> MctsResult[M]:
    """playouts 번의 UCT 탐색. rng: 생성기 또는 씨앗 (같은 씨앗이면 같은 결과).
    exploration: UCT 의 c (0 이상의 유한한 수). watch: playout 마다의 네 단계를 듣는 훅.

    >>> from . import connect4
    >>> mcts_search(connect4.RULES, connect4.position("445566"), playouts=300, rng=1).move in (3, 7)
    True
    """
    if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
        raise ValueError(f"playouts must be a positive integer, got {playouts!r}")
    if not (math.isfinite(exploration) and exploration >= 0):
        raise ValueError(f"exploration must be a finite number of 0 or more, got {exploration!r}")
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
            log_visits = math.log(parent_visits)
            # 동점이면 앞의 것 (더 클 때만 바꾼다): 자식은 만든 차례로 있다
            best = -math.inf
            for m, c in node.children.items():
                value = _uct(c, log_visits, exploration)
                if value > best:
                    best, move, child = value, m, c
            if watch is not None:
                figures = [(m, c.visits, c.wins) for m, c in node.children.items()]
                watch.select(parent_visits, figures, move)
            node = child
            path.append(node)
        # 넓히기: 안 본 수 하나 (무작위)
        if not node.untried:
            if watch is not None:
                watch.expand(None)  # 끝난 노드: 넓힐 것도 둘 것도 없다
        else:
            move = node.untried.pop(int(rng.integers(len(node.untried))))
            if watch is not None:
                watch.expand(move)
            child_state = game.apply(node.state, move)
            done = game.terminal(child_state) is not None
            child: _Branch[S, M] = _Branch(
                child_state, [] if done else list(game.moves(child_state))
            )
            node.children[move] = child
            node, path = child, [*path, child]
        # 끝내기: node 에서 둘 차례인 쪽의 점수 → 이 노드로 둔 쪽의 점수는 1 - 그것
        reward = 1.0 - _playout(game, node.state, rng, watch)
        if watch is not None:
            # 깊이가 홀수인 노드로 둔 쪽이 뿌리에서 둘 차례인 쪽이다
            watch.backup(reward if len(path) % 2 == 0 else 1.0 - reward)
        for visited in reversed(path):
            visited.visits += 1
            visited.wins += reward
            reward = 1.0 - reward
    moves: dict[M, MctsMove] = {}
    log_root = math.log(root.visits)
    for move in order:
        child = root.children.get(move)
        if child is None or child.visits == 0:
            moves[move] = MctsMove(0, 0.0, 0.0, math.inf)
        else:
            uct = _uct(child, log_root, exploration)
            moves[move] = MctsMove(child.visits, child.wins, child.wins / child.visits, uct)
    chosen = max(order, key=lambda m: moves[m].visits)  # max 는 동점이면 앞의 것
    return MctsResult(chosen, moves, playouts)
