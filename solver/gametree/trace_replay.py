"""알파-베타 발자취 되짚기: 앞의 k 개 사건을 적용한 뒤의 모습 (한 걸음 앞으로, 뒤로).

화면은 걸음 수 k 만 기억하고 state_at(trace, k) 를 다시 부른다: 순수 함수라 앞으로 N 걸음,
뒤로 N 걸음이면 같은 모습이다. 사건을 다시 적용하는 규칙은 탐색과 같다 (search_trace.narrow,
search_trace.better): 자식이 값을 돌려주면 부모의 창이 좁아지고, 더 좋은 값이면 고른 자식이 된다.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

from .search_trace import Trace, better, narrow
from .trace_events import Cut, CutKind, Enter, Event, Leaf, Player, Return

__all__ = ["Condition", "TraceState", "state_at"]

M = TypeVar("M", bound=Hashable)


@dataclass(frozen=True)
class Condition:
    """열린 노드에서 다음 자식이 남은 자식을 자르게 되는 조건.

    BETA: (MAX 노드) 자식 값 ≥ bound 이면 자른다. ALPHA: (MIN 노드) 자식 값 ≤ bound 이면 자른다.
    """

    kind: CutKind
    bound: float


@dataclass(frozen=True)
class TraceState(Generic[M]):
    """앞의 step 개 사건을 적용한 뒤의 모습 (한 걸음 앞으로, 뒤로는 step ± 1 로 다시 부른다).

    event: 마지막으로 적용한 사건 (처음이면 None). stack: 들어갔지만 아직 돌아가지 않은 노드들
    (뿌리부터). windows: 지금까지 닿은 노드마다 지금의 (α, β) (돌아간 노드는 끝날 때의 창).
    values: 값을 돌려준 노드 (말단, 요약 포함). best: 속 노드가 지금까지 고른 자식 (가장 좋은 값).
    players: 닿은 노드마다 고르는 쪽. visited: 닿은 노드, evaluated: 평가한 말단,
    pruned: 지금까지 잘린 부분나무의 뿌리들 (잘린 차례대로).
    """

    step: int
    event: Event[M] | None
    stack: tuple[tuple[M, ...], ...]
    windows: dict[tuple[M, ...], tuple[float, float]]
    values: dict[tuple[M, ...], float]
    best: dict[tuple[M, ...], M]
    players: dict[tuple[M, ...], Player]
    visited: frozenset[tuple[M, ...]]
    evaluated: frozenset[tuple[M, ...]]
    pruned: tuple[tuple[M, ...], ...]

    @property
    def current(self) -> tuple[M, ...] | None:
        """마지막 사건의 노드 (처음이면 None)."""
        return None if self.event is None else self.event.path

    def is_pruned(self, path: tuple[M, ...]) -> bool:
        """path 가 지금까지 잘린 부분나무 안 (그 뿌리 포함) 에 있는지."""
        roots = set(self.pruned)
        return any(path[:i] in roots for i in range(1, len(path) + 1))

    @property
    def watch(self) -> Condition | None:
        """가장 깊은 열린 노드의 자르기 조건 (경계가 아직 ±∞ 라 자를 수 없으면 None)."""
        if not self.stack:
            return None
        top = self.stack[-1]
        alpha, beta = self.windows[top]
        if self.players[top] is Player.MAX:
            return None if math.isinf(beta) else Condition(CutKind.BETA, beta)
        return None if math.isinf(alpha) else Condition(CutKind.ALPHA, alpha)


def state_at(trace: Trace[M], step: int) -> TraceState[M]:
    """앞의 step 개 사건 (0..len(trace.events)) 을 다시 적용한 모습. 순수 함수라 되돌리기는
    state_at(trace, step - 1) 이다.

    >>> from solver.gametree.random_tree import GameNode, solve
    >>> trace = solve(GameNode.from_nested([[3, 12, 8], [2, 4, 6], [14, 5, 2]])).trace
    >>> s = state_at(trace, 8)  # 둘째 MIN 노드가 잎 2 를 막 보았다
    >>> s.current, s.stack, s.windows[(1,)], s.watch.kind.value, s.watch.bound
    ((1, 0), ((), (1,)), (3, 2), 'alpha', 3)
    >>> state_at(trace, 9).pruned, state_at(trace, 9).is_pruned((1, 2))
    (((1, 1), (1, 2)), True)
    """
    if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= len(trace.events):
        raise ValueError(f"step must be 0..{len(trace.events)}, got {step!r}")
    stack: list[tuple[M, ...]] = []
    windows: dict[tuple[M, ...], tuple[float, float]] = {}
    values: dict[tuple[M, ...], float] = {}
    best: dict[tuple[M, ...], M] = {}
    visited: set[tuple[M, ...]] = set()
    evaluated: set[tuple[M, ...]] = set()
    pruned: list[tuple[M, ...]] = []
    players: dict[tuple[M, ...], Player] = {}
    for event in trace.events[:step]:
        path = event.path
        if isinstance(event, Cut):
            windows[path] = (event.alpha, event.beta)
            pruned.extend(event.pruned)
            continue
        visited.add(path)
        players[path] = event.player
        if isinstance(event, Enter):
            windows[path] = (event.alpha, event.beta)
            stack.append(path)
            continue
        windows[path] = (event.alpha, event.beta)
        values[path] = event.value
        if isinstance(event, Leaf):
            evaluated.add(path)
        if isinstance(event, Return):
            best[path] = event.best
            stack.pop()
        if path:  # 부모의 창을 좁히고 (부모가 다음 사건에서 쓸 창) 고른 자식을 고친다
            parent = path[:-1]
            windows[parent] = narrow(players[parent], event.value, *windows[parent])
            chosen = best.get(parent)
            so_far = None if chosen is None else values[(*parent, chosen)]
            if better(players[parent], event.value, so_far):
                best[parent] = path[-1]
    return TraceState(
        step,
        trace.events[step - 1] if step else None,
        tuple(stack),
        windows,
        values,
        best,
        players,
        frozenset(visited),
        frozenset(evaluated),
        tuple(pruned),
    )
