"""알파-베타의 발자취 (trace): 교과서 꼴로 한 걸음씩 되짚을 수 있는 탐색 기록.

게임의 약속 (game.Game) 을 그대로 받는다: 무작위 연습 나무 (random_tree) 와
삼목 (tictactoe_trace) 이 같은 코드로 발자취를 남긴다. 값은 네가맥스 꼴이 아니라 **교과서 꼴**
이다 (학생은 α 와 β 를 교과서처럼 읽는다): 뿌리 쪽 (root) 이 MAX 면 둘 차례인 쪽 관점의 값을
그대로, MIN 이 둘 차례인 노드에서는 부호를 바꿔 MAX 쪽 점수로 적는다. 두 쪽은 번갈아 둔다.

규약 (AIMA 의 ALPHA-BETA-SEARCH, 자식은 왼쪽부터, 순서 훅이 있으면 그 순서):
- α: MAX 가 이미 보장받은 값 (처음 -∞), β: MIN 이 이미 보장받은 값 (처음 +∞).
- 노드의 값 v 는 **본 자식들이 돌려준 값 가운데 가장 좋은 값** 이다 (MAX 는 가장 큰 값, MIN 은
  가장 작은 값; 같으면 먼저 본 자식을 고른다).
- MAX 노드는 v > α 이면 α = v, MIN 노드는 v < β 이면 β = v.
- α ≥ β 가 되는 순간 남은 자식은 보지 않고 v 를 돌려준다 (MAX 에서는 v ≥ β: β 자르기, MIN
  에서는 v ≤ α: α 자르기).
- 그래서 받은 창 (α, β) 안에 들어오는 값은 참값 (미니맥스) 과 같고, 창 밖의 값은 참값의 한쪽
  경계다 (v ≤ 받은 α 면 참값은 v 이하, v ≥ 받은 β 면 v 이상). 모든 자식을 본 노드라도 그 아래에서
  가지가 잘렸으면 경계일 수 있다.

탐색은 따로 쓰지 않았다: negamax 의 알파-베타 커널 (negamax.window_value) 을 watch (_Watch) 로
지켜보며 네가맥스 꼴의 값 · 창을 교과서 꼴로 바꿔 적는다. 네가맥스의 "v > α 이면 α = v, α ≥ β 면
자른다" 는 MIN 노드에서 부호를 바꾸면 위의 규약 그대로라, 방문한 노드와 노드 수가
negamax.alphabeta 와 같다.
말단은 사건 하나 (leaf) 로, 표시 깊이 (show) 아래의 부분나무는 요약 사건 하나 (summary: 값과
노드 수) 로 적는다. 길 (path) 은 뿌리에서 둔 수 (moves) 의 튜플이다 (뿌리는 ()). 앞의 k 개
사건을 적용한 모습 (한 걸음씩 앞뒤로) 은 trace_replay.state_at 이 만든다.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from .game import Game
from .negamax import NodeCount, window_value
from .trace_events import Cut, Enter, Event, Leaf, Player, Return, Summary

__all__ = ["SearchNode", "Trace", "better", "narrow", "trace_search"]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)

INF = math.inf


@dataclass(frozen=True)
class SearchNode(Generic[M]):
    """탐색이 본 노드 하나의 기록 (나무 꼴). 화면이 "어떤 수를 어떤 순서로 보았나"를 읽는다.

    alpha, beta: 받은 창. value: 돌려준 값 (교과서 꼴). children: 본 자식들, 본 순서대로 (말단과
    요약이면 비어 있다). skipped: 잘라서 보지 않은 자식의 수. best: 고른 자식 (Return.best).
    nodes, leaves: 이 부분나무에서 본 노드 수와 평가한 말단 수. summary: 아래를 요약했는지.
    """

    path: tuple[M, ...]
    player: Player
    alpha: float
    beta: float
    value: float
    children: tuple[SearchNode[M], ...] = ()
    skipped: tuple[M, ...] = ()
    best: M | None = None
    nodes: int = 1
    leaves: int = 1
    summary: bool = False

    @property
    def move(self) -> M | None:
        """부모에서 이 노드로 온 수 (뿌리면 None)."""
        return self.path[-1] if self.path else None


@dataclass(frozen=True)
class Trace(Generic[M]):
    """탐색 한 번의 발자취: 나무 꼴 기록 (root) 과 차례대로의 사건 (events)."""

    root: SearchNode[M]
    events: tuple[Event[M], ...]

    @property
    def value(self) -> float:
        """뿌리의 값 (교과서 꼴). 뿌리의 창이 (-∞, +∞) 라 언제나 참값이다."""
        return self.root.value

    @property
    def nodes(self) -> int:
        """본 노드 수 (뿌리와 말단 포함, negamax 의 nodes 와 같다)."""
        return self.root.nodes

    @property
    def leaves(self) -> int:
        """평가한 말단 수."""
        return self.root.leaves

    @property
    def cuts(self) -> tuple[Cut[M], ...]:
        """자르기 사건들, 일어난 차례대로."""
        return tuple(e for e in self.events if isinstance(e, Cut))

    @property
    def pruned(self) -> tuple[tuple[M, ...], ...]:
        """잘린 부분나무들의 뿌리의 길, 잘린 차례대로 (요약 안에서 잘린 것은 빠진다)."""
        return tuple(p for cut in self.cuts for p in cut.pruned)


def narrow(player: Player, value: float, alpha: float, beta: float) -> tuple[float, float]:
    """자식 값 하나로 창을 좁히는 규칙: (새 α, 새 β). MAX 는 value > α 이면 α = value, MIN 은
    value < β 이면 β = value."""
    if player is Player.MAX and value > alpha:
        return value, beta
    if player is Player.MIN and value < beta:
        return alpha, value
    return alpha, beta


def better(player: Player, value: float, best: float | None) -> bool:
    """value 가 지금까지 본 가장 좋은 값 best (없으면 None) 보다 좋은지: MAX 는 더 크면, MIN 은
    더 작으면 (같으면 먼저 본 자식을 지킨다)."""
    if best is None:
        return True
    return value > best if player is Player.MAX else value < best


class _Watch(Generic[M]):
    """노드 하나를 지켜본다 (negamax.Watch): 네가맥스 꼴의 값과 창을 교과서 꼴로 바꿔 사건과
    나무 꼴 기록 (SearchNode) 을 남긴다. MIN 이 둘 차례인 노드의 네가맥스 창 (a, b) 은 교과서 꼴로
    (-b, -a), 값 v 는 -v 다."""

    def __init__(
        self,
        path: tuple[M, ...],
        player: Player,
        show: int | None,
        events: list[Event[M]],
        siblings: list[SearchNode[M]],
    ) -> None:
        self.path, self.player, self.show = path, player, show
        self.events, self.siblings = events, siblings
        self.children: list[SearchNode[M]] = []
        self.window = (-INF, INF)
        self.skipped: tuple[M, ...] = ()

    def _book(self, value: float) -> float:
        """네가맥스 값 → 교과서 꼴 값 (+ 0: -0.0 을 0.0 으로)."""
        return value * self.player.sign + 0

    def _box(self, alpha: float, beta: float) -> tuple[float, float]:
        """네가맥스 창 → 교과서 꼴 창."""
        if self.player is Player.MAX:
            return alpha, beta
        return -beta + 0, -alpha + 0

    def leaf(self, value: float, alpha: float, beta: float) -> None:
        a, b = self._box(alpha, beta)
        value = self._book(value)
        self.events.append(Leaf(self.path, self.player, a, b, value))
        self.siblings.append(SearchNode(self.path, self.player, a, b, value))

    def enter(self, alpha: float, beta: float) -> bool:
        self.window = self._box(alpha, beta)
        if self.show is not None and len(self.path) >= self.show:
            return False  # 이 아래는 요약 (Summary) 하나로
        self.events.append(Enter(self.path, self.player, *self.window))
        return True

    def child(self, move: M) -> _Watch[M]:
        path = (*self.path, move)
        return _Watch(path, self.player.other, self.show, self.events, self.children)

    def cut(self, move: M, value: float, alpha: float, beta: float, skipped: Sequence[M]) -> None:
        self.skipped = tuple(skipped)
        a, b = self._box(alpha, beta)
        self.events.append(Cut(self.path, self.player, a, b, move, self._book(value), self.skipped))

    def leave(
        self, value: float, best: M, alpha: float, beta: float, nodes: int, leaves: int
    ) -> None:
        value = self._book(value)
        path, player, (a, b) = self.path, self.player, self.window
        if self.show is not None and len(path) >= self.show:
            self.events.append(Summary(path, player, a, b, value, nodes, leaves))
            node = SearchNode(path, player, a, b, value, nodes=nodes, leaves=leaves, summary=True)
        else:
            self.events.append(Return(path, player, *self._box(alpha, beta), value, best))
            kids = tuple(self.children)
            node = SearchNode(path, player, a, b, value, kids, self.skipped, best, nodes, leaves)
        self.siblings.append(node)


def trace_search(
    game: Game[S, M],
    state: S,
    *,
    root: Player = Player.MAX,
    depth: int | None = None,
    show: int | None = None,
) -> Trace[M]:
    """state 에서 교과서 알파-베타를 돌려 발자취를 남긴다.

    root: 뿌리에서 둘 쪽이 MAX 인지 MIN 인지 (규칙의 값은 둘 차례인 쪽 관점이라 값의 부호만
    정한다). depth: 내다볼 수 (None 이면 끝까지, 깊이 한계에서는 game.evaluate).
    show: 길이 show 인 노드부터는 요약 사건 하나로 적는다 (None 이면 모두 적는다).

    >>> from solver.gametree.game import Rules
    >>> tree = ((3, 12, 8), (2, 4, 6), (14, 5, 2))
    >>> game = Rules(
    ...     lambda n: range(len(n)) if isinstance(n, tuple) else [],
    ...     lambda n, i: n[i],
    ...     lambda n: None if isinstance(n, tuple) else n,
    ... )
    >>> trace = trace_search(game, tree)  # 깊이 2: 잎에서도 MAX 차례라 잎 값이 그대로 점수
    >>> trace.value, trace.pruned, trace.leaves
    (3, ((1, 1), (1, 2)), 7)
    """
    for name, limit in (("depth", depth), ("show", show)):
        if limit is not None and (
            isinstance(limit, bool) or not isinstance(limit, int) or limit < 0
        ):
            raise ValueError(f"{name} must be a non-negative integer or None, got {limit!r}")
    if depth is not None and game.evaluate is None:
        raise ValueError("a depth limit needs an evaluate function")
    events: list[Event[M]] = []
    found: list[SearchNode[M]] = []
    watch = _Watch((), Player(root), show, events, found)
    window_value(game, state, depth, -INF, INF, NodeCount(), watch=watch)
    return Trace(found[0], tuple(events))
