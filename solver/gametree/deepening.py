"""깊이 한계 알파-베타의 반복 깊이 늘리기 (iterative deepening): 시간 예산, 전치표, 수 순서.

game.Game 의 게임이면 무엇이든 된다 (evaluate 가 있어야 한다). 깊이 1, 2, ... 로 다시
찾으면서 앞 깊이의 가장 좋은 수를 먼저 본다 (전치표에 남긴 수, 뿌리에서는 앞 깊이의 순위).
시간 예산을 넘기면 그 깊이는 버리고 **끝까지 마친 마지막 깊이**의 결과를 돌려준다 (깊이 1 은
언제나 마친다).

전치표 (table=True): game.key(state) → _Entry (남은 깊이, 경계의 종류 negamax.Bound, 값, 가장 좋은
수). 남은 깊이가 지금 이상일 때만 값을 믿고, 수는 언제나 순서의 첫째로 쓴다. 값에 절대 수 (수 번호)
가 들어 있는 게임 (connect4, tictactoe) 에서는 같은 판이면 같은 값이라 표가 안전하다.

every_move=True (기본) 면 뿌리의 모든 수를 창을 활짝 열어 따로 평가한다: 수마다의 값 (사목의
열마다의 값) 을 보이기 위해서다. False 면 뿌리에서도 잘라 가장 좋은 수와 값만 맞다.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace
from typing import Generic, TypeVar

from .game import Game
from .negamax import Bound, NodeCount, window_value

__all__ = ["Deepening", "deepening_search"]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)

_CLOCK_EVERY = 64  # 속 노드 이만큼마다 한 번 시계를 본다 (말단은 전치표에 묻지 않는다)


class _OutOfTime(Exception):
    """시간 예산이 다 됐다: 지금 깊이를 버린다."""


@dataclass(frozen=True, slots=True)
class _Entry(Generic[M]):
    """전치표의 한 칸: 남은 깊이 depth 에서 찾은 value 와 그 종류 bound, 가장 좋은 수 move."""

    depth: int
    bound: Bound
    value: float
    move: M | None


@dataclass(frozen=True)
class Deepening(Generic[M]):
    """반복 깊이 늘리기의 결과 (마친 마지막 깊이).

    move: 가장 좋은 수 (끝난 판이면 None), value: 그 값 (둘 차례인 쪽 관점), depth: 마친 깊이,
    nodes: 모든 깊이의 노드 합, pv: 주요 수순 (뿌리의 수부터, 전치표를 따라), values: 뿌리의
    수 → 그 깊이에서의 값 (every_move=False 면 가장 좋은 수 말고는 경계일 수 있다),
    seconds: 걸린 시간, out_of_time: 예산 때문에 max_depth 전에 멈췄는가.
    """

    move: M | None
    value: float
    depth: int
    nodes: int
    pv: tuple[M, ...]
    values: dict[M, float]
    seconds: float
    out_of_time: bool


@dataclass
class _Context(Generic[S, M]):
    """탐색 한 번의 바뀌는 것들 (노드 수, 전치표, 마감). negamax.Table 로 커널에 건넨다: 속
    노드마다 먼저 묻고 (probe: 마감도 여기서 본다) 떠날 때 적는다 (store)."""

    game: Game[S, M]
    table_on: bool
    deadline: float | None
    clock: Callable[[], float]
    counter: NodeCount = field(default_factory=NodeCount)
    probes: int = 0
    table: dict[Hashable, _Entry[M]] = field(default_factory=dict)

    @property
    def nodes(self) -> int:
        """모든 깊이에서 본 노드 수."""
        return self.counter.nodes

    def probe(
        self, state: S, depth: int, alpha: float, beta: float
    ) -> tuple[float | None, M | None]:
        """전치표에서 믿을 수 있는 값 (남은 깊이가 지금 이상이고 경계가 창에 맞을 때) 과 먼저 볼
        수. 마감이 지났으면 _OutOfTime."""
        self.probes += 1
        deadline = self.deadline
        if deadline is not None and self.probes % _CLOCK_EVERY == 0 and self.clock() > deadline:
            raise _OutOfTime
        if not self.table_on or (entry := self.table.get(self.game.key(state))) is None:
            return None, None
        trusted = entry.depth >= depth and entry.bound.settles(entry.value, alpha, beta)
        return (entry.value if trusted else None), entry.move

    def store(
        self, state: S, depth: int, alpha: float, beta: float, value: float, best: M | None
    ) -> None:
        """받은 창에서 찾은 값을 경계의 종류와 함께 적는다."""
        if self.table_on:
            bound = Bound.of(value, alpha, beta)
            self.table[self.game.key(state)] = _Entry(depth, bound, value, best)

    def pv(self, state: S, first: M, depth: int) -> tuple[M, ...]:
        """주요 수순: 뿌리의 수 다음은 전치표에 남은 가장 좋은 수를 따라간다."""
        line = [first]
        state = self.game.apply(state, first)
        while len(line) < depth and self.table_on and self.game.terminal(state) is None:
            entry = self.table.get(self.game.key(state))
            if entry is None or entry.move is None or entry.move not in self.game.moves(state):
                break
            line.append(entry.move)
            state = self.game.apply(state, entry.move)
        return tuple(line)


def deepening_search(
    game: Game[S, M],
    state: S,
    *,
    max_depth: int,
    seconds: float | None = None,
    table: bool = False,
    iterative: bool = True,
    every_move: bool = True,
    clock: Callable[[], float] = time.perf_counter,
) -> Deepening[M]:
    """깊이 1..max_depth 를 차례로 (iterative=False 면 max_depth 한 번) 찾는다.

    seconds: 시간 예산 (None 이면 없음). table: 전치표를 쓸지 (열쇠는 game.key).
    clock: 시계 (시험이 가짜 시계를 넣는다).
    """
    if isinstance(max_depth, bool) or not isinstance(max_depth, int) or max_depth < 1:
        raise ValueError(f"max_depth must be a positive integer, got {max_depth!r}")
    if game.evaluate is None:
        raise ValueError("a depth limit needs an evaluate function")
    start = clock()
    context = _Context(game, table, None if seconds is None else start + seconds, clock)
    if game.terminal(state) is not None:
        value = game.terminal(state)
        assert value is not None
        return Deepening(None, value, 0, 1, (), {}, clock() - start, False)
    moves = list(game.moves(state))
    if game.order is not None:
        moves = list(game.order(state, moves))
    done: Deepening[M] | None = None
    for depth in range(1 if iterative else max_depth, max_depth + 1):
        if done is not None and context.deadline is not None and clock() > context.deadline:
            return _late(done, context.nodes, clock() - start)
        try:
            values = _root(context, state, moves, depth, every_move)
        except _OutOfTime:
            assert done is not None  # 깊이 1 의 마감은 보지 않는다
            return _late(done, context.nodes, clock() - start)
        best = max(values.values())
        move = next(m for m, v in values.items() if v == best)
        pv = context.pv(state, move, depth)
        done = Deepening(move, best + 0, depth, context.nodes, pv, values, 0.0, False)
        # 다음 깊이는 이번 값이 좋은 수부터 (같으면 지금 순서)
        moves.sort(key=lambda m: values[m], reverse=True)
    assert done is not None
    return replace(done, nodes=context.nodes, seconds=clock() - start)


def _root(
    context: _Context[S, M], state: S, moves: list[M], depth: int, every_move: bool
) -> dict[M, float]:
    """뿌리의 수마다 값. 깊이 1 에는 마감을 보지 않는다 (언제나 답이 하나는 있게)."""
    deadline = context.deadline
    if depth == 1:
        context.deadline = None
    values: dict[M, float] = {}
    best = -math.inf
    try:
        for move in moves:
            alpha = -math.inf if every_move else best
            child = context.game.apply(state, move)
            found = window_value(
                context.game, child, depth - 1, -math.inf, -alpha, context.counter, table=context
            )
            values[move] = -found + 0
            best = max(best, values[move])
    finally:
        context.deadline = deadline
    return values


def _late(done: Deepening[M], nodes: int, seconds: float) -> Deepening[M]:
    """예산이 끝났을 때: 마친 깊이의 결과에 모든 노드 수와 시간을 붙인다."""
    return replace(done, nodes=nodes, seconds=seconds, out_of_time=True)
