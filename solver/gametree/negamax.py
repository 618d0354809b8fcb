"""일반 게임 나무 탐색 (네가맥스 핵심): 미니맥스와 알파-베타, 둘 다 방문 노드 수를 센다.

게임은 game.Game 의 약속 (할 수 있는 수, 수 두기, 끝났는지와 그 값, 선택 훅 evaluate ·
order) 으로 주어진다. 값은 언제나 **지금 둘 차례인 쪽의
관점**이다 (네가맥스: 자식의 값을 부호만 바꿔 올린다). 그래서 max/min 두 벌 대신 한 벌이면 되고,
"빨리 이기고 늦게 진다" 같은 선호는 말단 값에 절대 수(手) 정보를 넣어 표현한다
(tictactoe, footholds 참고).

알파-베타의 커널은 하나 (window_value) 다: 발자취 (search_trace) 는 그것을 지켜보는 쪽 (Watch) 을,
반복 깊이 늘리기 (deepening) 는 전치표와 시간 예산 (Table) 을 건네 같은 커널을 돈다.

노드 수: 탐색이 들여다본 상태마다 1 (뿌리 포함, 말단·깊이 한계의 평가 노드 포함).
동점 처리: 가장 좋은 값을 만드는 수 가운데 **탐색 순서에서 첫 번째** 수
(순서 훅이 없으면 moves() 가 돌려준 순서). 알파-베타도 뿌리에서 같은 수를 고른다:
뒤에 오는 동점 수는 창(window) 밖으로 떨어져 "더 좋다"로 보이지 않기 때문이다.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, Protocol, TypeVar

from .game import Game

__all__ = [
    "ALGORITHMS",
    "Bound",
    "Counts",
    "MoveScores",
    "NodeCount",
    "SearchResult",
    "Table",
    "Watch",
    "alphabeta",
    "minimax",
    "minimax_counts",
    "score_moves",
    "search",
    "window_value",
]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)

ALGORITHMS: tuple[str, ...] = ("minimax", "alphabeta")

INF = math.inf


@dataclass(frozen=True)
class SearchResult(Generic[M]):
    """탐색 한 번의 결과. value: 뿌리에서 둘 차례인 쪽 관점. move: 끝난 상태면 None."""

    value: float
    move: M | None
    nodes: int


@dataclass(frozen=True)
class MoveScores(Generic[M]):
    """뿌리의 모든 수를 따로 끝까지 평가한 결과 (히트맵용).

    scores: 수 → 그 수를 둔 쪽 관점의 값 (정확한 값, 알파-베타도 창을 열어 둔다).
    nodes: 수 → 그 수 아래를 보는 데 든 노드 수. total: 뿌리 1 + 모든 수의 노드 합.
    best: 가장 좋은 수들 (탐색 순서대로).
    """

    scores: dict[M, float]
    nodes: dict[M, int]
    total: int
    best: list[M]


@dataclass(slots=True)
class NodeCount:
    """탐색이 센 노드 수와 그 가운데 말단 수. 커널이 재귀하며 한 자리에 더한다."""

    nodes: int = 0
    leaves: int = 0


class Bound(Enum):
    """창 (alpha, beta) 안에서 찾은 값이 무엇인지 (fail-soft): 전치표가 값과 함께 적는다."""

    EXACT = "exact"  # 창 안: 정확한 값
    LOWER = "lower"  # beta 이상에서 잘렸다: 참값은 이 이상
    UPPER = "upper"  # alpha 를 넘지 못했다: 참값은 이 이하

    @classmethod
    def of(cls, value: float, alpha: float, beta: float) -> Bound:
        """받은 창 (alpha, beta) 에서 찾은 value 의 종류."""
        return cls.UPPER if value <= alpha else cls.LOWER if value >= beta else cls.EXACT

    def settles(self, value: float, alpha: float, beta: float) -> bool:
        """이 종류의 value 가 창 (alpha, beta) 에서 그대로 답이 되는지."""
        if self is Bound.EXACT:
            return True
        if self is Bound.LOWER:
            return value >= beta
        return value <= alpha


def _check(game: Game[S, M], depth: int | None) -> None:
    """공개 함수의 입구 검사: 깊이와 평가 함수."""
    if depth is None:
        return
    if isinstance(depth, bool) or not isinstance(depth, int) or depth < 0:
        raise ValueError(f"depth must be a non-negative integer or None, got {depth!r}")
    if game.evaluate is None:
        raise ValueError("a depth limit needs an evaluate function")


def _children(game: Game[S, M], state: S) -> Sequence[M]:
    """순서 훅을 거친 수 목록. 말단이 아닌데 수가 없으면 게임 정의가 잘못된 것이다."""
    moves = game.moves(state)
    if not moves:
        raise ValueError("state is not terminal but has no moves; terminal() must report it")
    return game.order(state, moves) if game.order is not None else moves


def _leaf(game: Game[S, M], state: S, depth: int | None) -> float | None:
    """말단 값, 깊이 한계면 평가값, 아니면 None (더 내려가야 함)."""
    value = game.terminal(state)
    if value is not None:
        return value
    if depth is not None and depth <= 0:
        assert game.evaluate is not None  # _check 가 보장
        return game.evaluate(state)
    return None


def _minimax_value(game: Game[S, M], state: S, depth: int | None, counter: NodeCount) -> float:
    """모든 자식을 보는 네가맥스. counter 에 노드 수와 말단 수를 더한다."""
    counter.nodes += 1
    leaf = _leaf(game, state, depth)
    if leaf is not None:
        counter.leaves += 1
        return leaf
    below = None if depth is None else depth - 1
    best = -INF
    for move in _children(game, state):
        value = -_minimax_value(game, game.apply(state, move), below, counter)
        if value > best:
            best = value
    return best


class Watch(Protocol[M]):
    """알파-베타 한 벌을 지켜보는 쪽 (발자취: search_trace). 값과 창은 네가맥스 꼴이다 (그 노드에서
    둘 차례인 쪽 관점). 지켜보는 탐색도 같은 커널이라 같은 노드를 같은 차례로 본다."""

    def leaf(self, value: float, alpha: float, beta: float) -> None:
        """말단 (끝난 상태나 깊이 한계의 평가) 의 값과 받은 창."""
        ...

    def enter(self, alpha: float, beta: float) -> bool:
        """속 노드에 들어간다 (받은 창). False 면 이 아래는 지켜보지 않는다 (leave 만 온다)."""
        ...

    def child(self, move: M) -> Watch[M]:
        """move 로 내려간 자식을 지켜볼 쪽."""
        ...

    def cut(self, move: M, value: float, alpha: float, beta: float, skipped: Sequence[M]) -> None:
        """move 의 값 value 로 창 (좁힌 alpha, beta) 이 닫혀 skipped 를 보지 않는다."""
        ...

    def leave(
        self, value: float, best: M, alpha: float, beta: float, nodes: int, leaves: int
    ) -> None:
        """속 노드를 떠난다: 돌려준 값, 그 값의 수, 좁힌 창, 이 부분나무의 노드 수와 말단 수."""
        ...


class Table(Protocol[S, M]):
    """전치표 (deepening): 속 노드마다 먼저 묻고 (probe), 떠날 때 적는다 (store). 깊이는 정수.
    probe 는 탐색을 멈추려고 예외를 낼 수 있다 (시간 예산)."""

    def probe(
        self, state: S, depth: int, alpha: float, beta: float
    ) -> tuple[float | None, M | None]:
        """(믿을 수 있는 값 또는 None, 먼저 볼 수 또는 None)."""
        ...

    def store(
        self, state: S, depth: int, alpha: float, beta: float, value: float, best: M | None
    ) -> None:
        """받은 창 (alpha, beta) 에서 찾은 값과 그 수."""
        ...


def window_value(
    game: Game[S, M],
    state: S,
    depth: int | None,
    alpha: float,
    beta: float,
    counter: NodeCount,
    *,
    watch: Watch[M] | None = None,
    table: Table[S, M] | None = None,
) -> float:
    """창 (alpha, beta) 안의 네가맥스 (fail-soft). 창 밖이면 돌려준 값은 한쪽 경계일 뿐이다.

    알파-베타의 **유일한 커널**이다: 탐색 (search, score_moves), 발자취 (search_trace, watch 로
    지켜본다), 반복 깊이 늘리기 (deepening, table 로 전치표와 시간 예산) 가 모두 이것을 돈다.
    counter: 노드 수와 말단 수를 더한다. 입구 검사는 부르는 쪽이 한다 (깊이, evaluate).
    α: 둘 차례인 쪽이 이미 보장받은 값, β: 상대가 허락하는 가장 큰 값 (그 이상이면 자른다).
    """
    counter.nodes += 1
    leaf = _leaf(game, state, depth)
    if leaf is not None:
        counter.leaves += 1
        if watch is not None:
            watch.leaf(leaf, alpha, beta)
        return leaf
    first = None
    if table is not None:
        assert depth is not None  # 전치표는 깊이 한계의 탐색에서만 쓴다
        stored, first = table.probe(state, depth, alpha, beta)
        if stored is not None:
            return stored
    start_alpha, nodes_before, leaves_before = alpha, counter.nodes - 1, counter.leaves
    watching = watch is not None and watch.enter(alpha, beta)
    below = None if depth is None else depth - 1
    best, best_move = -INF, None
    moves = _children(game, state)
    if first is not None and first in moves:  # 전치표가 기억한 가장 좋은 수부터
        moves = [first, *(m for m in moves if m != first)]
    for i, move in enumerate(moves):
        seen = watch.child(move) if watching else None  # type: ignore[union-attr]
        child = game.apply(state, move)
        value = -window_value(game, child, below, -beta, -alpha, counter, watch=seen, table=table)
        if value > best:
            best, best_move = value, move
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    # 상대는 이미 이보다 나은 길이 있으니 이 노드로 오지 않는다
                    if watching and i + 1 < len(moves):
                        watch.cut(move, value, alpha, beta, moves[i + 1 :])  # type: ignore[union-attr]
                    break
    if table is not None:
        table.store(state, depth, start_alpha, beta, best, best_move)  # type: ignore[arg-type]
    if watch is not None:
        nodes, leaves = counter.nodes - nodes_before, counter.leaves - leaves_before
        watch.leave(best, best_move, alpha, beta, nodes, leaves)
    return best


def _root(game: Game[S, M], state: S, depth: int | None, prune: bool) -> SearchResult[M]:
    """뿌리: 값과 함께 그 값을 만드는 첫 번째 수를 기억한다."""
    counter = NodeCount(nodes=1)
    leaf = _leaf(game, state, depth)
    if leaf is not None:
        return SearchResult(leaf, None, 1)
    below = None if depth is None else depth - 1
    best, best_move = -INF, None
    for move in _children(game, state):
        child = game.apply(state, move)
        if prune:
            value = -window_value(game, child, below, -INF, -best, counter)
        else:
            value = -_minimax_value(game, child, below, counter)
        # 엄격한 > : 동점이면 먼저 본 수를 지킨다 (모든 수가 -inf 여도 첫 수는 고른다)
        if best_move is None or value > best:
            best, best_move = value, move
    # + 0: 부호를 바꾸다 생긴 -0.0 을 0.0 으로 (화면과 JSON 에 '-0' 이 보이지 않게)
    return SearchResult(best + 0, best_move, counter.nodes)


def minimax(game: Game[S, M], state: S, depth: int | None = None) -> SearchResult[M]:
    """미니맥스 (네가맥스 형태): 모든 노드를 본다. depth=None 이면 끝까지."""
    _check(game, depth)
    return _root(game, state, depth, prune=False)


def alphabeta(game: Game[S, M], state: S, depth: int | None = None) -> SearchResult[M]:
    """알파-베타 가지치기: 미니맥스와 같은 값과 같은 수, 더 적은 노드."""
    _check(game, depth)
    return _root(game, state, depth, prune=True)


def search(
    game: Game[S, M], state: S, algorithm: str = "alphabeta", depth: int | None = None
) -> SearchResult[M]:
    """이름으로 알고리즘을 골라 탐색한다 ("minimax" | "alphabeta")."""
    if algorithm == "minimax":
        return minimax(game, state, depth)
    if algorithm == "alphabeta":
        return alphabeta(game, state, depth)
    raise ValueError(f"unknown algorithm {algorithm!r}; choose one of {', '.join(ALGORITHMS)}")


def score_moves(
    game: Game[S, M], state: S, algorithm: str = "alphabeta", depth: int | None = None
) -> MoveScores[M]:
    """뿌리의 모든 수를 각각 정확히 평가한다. 끝난 상태면 빈 결과.

    알파-베타라도 수마다 창을 활짝 열어 탐색한다: 히트맵은 동점과 차이를 정확히 보여야 하므로
    뿌리에서는 자르지 않는다 (그만큼 노드는 search() 보다 많다).
    """
    if algorithm not in ALGORITHMS:
        raise ValueError(f"unknown algorithm {algorithm!r}; choose one of {', '.join(ALGORITHMS)}")
    _check(game, depth)
    if _leaf(game, state, depth) is not None:
        return MoveScores({}, {}, 1, [])
    below = None if depth is None else depth - 1
    scores: dict[M, float] = {}
    nodes: dict[M, int] = {}
    for move in _children(game, state):
        counter = NodeCount()
        child = game.apply(state, move)
        if algorithm == "minimax":
            value = -_minimax_value(game, child, below, counter)
        else:
            value = -window_value(game, child, below, -INF, INF, counter)
        scores[move], nodes[move] = value + 0, counter.nodes
    top = max(scores.values())
    best = [m for m, v in scores.items() if v == top]
    return MoveScores(scores, nodes, 1 + sum(nodes.values()), best)


@dataclass(frozen=True)
class Counts:
    """미니맥스 (모든 노드를 보는 탐색) 의 결과: 값 (뿌리에서 둘 쪽 관점), 노드 수, 말단 수."""

    value: float
    nodes: int
    leaves: int


def minimax_counts(game: Game[S, M], state: S, depth: int | None = None) -> Counts:
    """메모 없는 미니맥스가 볼 노드 수와 말단 수 (negamax.minimax 의 nodes 와 같다).

    같은 상태가 여러 길로 나오면 (삼목) 상태마다 한 번만 세고 더한다: 빈 삼목 판의 549,946
    노드를 하나씩 다니지 않는다. 같은 상태인지는 game.key 로 가린다.
    """
    memo: dict[tuple[object, int | None], Counts] = {}

    def count(state: S, depth: int | None) -> Counts:
        key = (game.key(state), depth)
        hit = memo.get(key)
        if hit is not None:
            return hit
        leaf = _leaf(game, state, depth)
        if leaf is not None:
            out = Counts(leaf + 0, 1, 1)
        else:
            below = None if depth is None else depth - 1
            kids = [count(game.apply(state, m), below) for m in _children(game, state)]
            out = Counts(
                max(-k.value for k in kids) + 0,
                1 + sum(k.nodes for k in kids),
                sum(k.leaves for k in kids),
            )
        memo[key] = out
        return out

    if depth is not None and game.evaluate is None:
        raise ValueError("a depth limit needs an evaluate function")
    return count(state, depth)
