"""각 기법이 아끼는 것: 같은 판 · 같은 깊이를 기법을 하나씩 더하며 찾아 노드와 시간을 나란히 잰다.

사다리의 칸 (TRICKS): 맨 미니맥스 → 알파-베타 → + 수 순서 (이기는 수 · 위협 · 가운데 먼저) →
+ 전치표 (같은 판을 두 번 보지 않는다) → + 반복 깊이 늘리기 (깊이 1, 2, ... 의 결과로 순서를
잡는다).
모두 같은 어림 (connect4.heuristic) 으로 같은 깊이를 보므로 뿌리의 값이 같다 (시험이 본다).
페이지의 '각 기법이 아끼는 것' 과 벤치마크 (bench/bench_connect4.py) 가 같이 쓴다.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from . import connect4, negamax
from .connect4 import Connect4Position
from .deepening import deepening_search
from .game import Game

__all__ = ["TRICKS", "Rung", "trick_ladder"]

# 사다리의 칸 이름, 더하는 차례대로
TRICKS: tuple[str, ...] = ("minimax", "alphabeta", "ordering", "table", "deepening")


@dataclass(frozen=True)
class Rung:
    """사다리의 한 칸: 기법 이름 (TRICKS), 본 판의 수, 걸린 초, 고른 열과 그 값."""

    trick: str
    nodes: int
    seconds: float
    move: int | None
    value: float


def _deep(state: Connect4Position, depth: int, *, iterative: bool) -> tuple[int, int | None, float]:
    found = deepening_search(
        connect4.ORDERED_RULES,
        state,
        max_depth=depth,
        table=True,
        iterative=iterative,
        every_move=False,
    )
    return found.nodes, found.move, found.value


def _plain(search: Callable, rules: Game, state: Connect4Position, depth: int):
    found = search(rules, state, depth)
    return found.nodes, found.move, found.value


def trick_ladder(
    state: Connect4Position, depth: int, tricks: tuple[str, ...] = TRICKS
) -> tuple[Rung, ...]:
    """state 에서 깊이 depth 까지를 기법마다 한 번씩 찾은 칸들 (tricks 의 차례대로).

    >>> from .connect4 import position
    >>> [r.trick for r in trick_ladder(position("4453"), 2)][:2]
    ['minimax', 'alphabeta']
    """
    if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
        raise ValueError(f"depth must be a positive integer, got {depth!r}")
    steps: dict[str, Callable[[], tuple[int, int | None, float]]] = {
        "minimax": lambda: _plain(negamax.minimax, connect4.RULES, state, depth),
        "alphabeta": lambda: _plain(negamax.alphabeta, connect4.RULES, state, depth),
        "ordering": lambda: _plain(negamax.alphabeta, connect4.ORDERED_RULES, state, depth),
        "table": lambda: _deep(state, depth, iterative=False),
        "deepening": lambda: _deep(state, depth, iterative=True),
    }
    rungs = []
    for trick in tricks:
        start = time.perf_counter()
        nodes, move, value = steps[trick]()
        rungs.append(Rung(trick, nodes, time.perf_counter() - start, move, value + 0))
    return tuple(rungs)
