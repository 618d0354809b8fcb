"""알파-베타 발자취의 낱말: 고르는 쪽 (Player), 사건 (들어가기 · 말단 · 자르기 · 돌아가기 · 요약).

사건을 남기는 탐색은 search_trace, 되짚기는 trace_replay 에 있다. 값은 교과서 꼴 (MAX 쪽 점수)
이고, 길 (path) 은 뿌리에서 둔 수의 튜플이다 (뿌리는 ()).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Generic, TypeVar

__all__ = [
    "Cut",
    "CutKind",
    "Enter",
    "Event",
    "EventKind",
    "Leaf",
    "Player",
    "Return",
    "Summary",
]

M = TypeVar("M", bound=Hashable)


class Player(StrEnum):
    """한 노드에서 고르는 쪽."""

    MAX = "max"  # 가장 큰 값을 고른다 (α 를 올린다)
    MIN = "min"  # 가장 작은 값을 고른다 (β 를 내린다)

    @property
    def other(self) -> Player:
        """다음 노드에서 고르는 쪽."""
        return Player.MIN if self is Player.MAX else Player.MAX

    @property
    def sign(self) -> int:
        """둘 차례인 쪽 관점의 값 (네가맥스) 에 곱하면 교과서 꼴 (MAX 쪽 점수) 이 된다."""
        return 1 if self is Player.MAX else -1


class CutKind(StrEnum):
    """자르기의 종류: 어느 노드에서 어떤 조건으로 α ≥ β 가 되었나."""

    BETA = "beta"  # MAX 노드: 자식 값 v ≥ β 라 α = v ≥ β (위의 MIN 은 이 노드로 오지 않는다)
    ALPHA = "alpha"  # MIN 노드: 자식 값 v ≤ α 라 β = v ≤ α (위의 MAX 는 이 노드로 오지 않는다)


class EventKind(StrEnum):
    """발자취 사건의 종류."""

    ENTER = "enter"  # 속 노드에 들어간다 (받은 α, β)
    LEAF = "leaf"  # 말단을 평가한다
    CUT = "cut"  # 남은 자식을 자른다
    RETURN = "return"  # 속 노드가 값을 돌려준다
    SUMMARY = "summary"  # 표시 깊이 아래의 부분나무를 통째로 (값과 노드 수만)


@dataclass(frozen=True)
class Enter(Generic[M]):
    """속 노드에 들어간다. alpha, beta: 부모에게서 받은 창."""

    kind: ClassVar[EventKind] = EventKind.ENTER
    path: tuple[M, ...]
    player: Player
    alpha: float
    beta: float


@dataclass(frozen=True)
class Leaf(Generic[M]):
    """말단 (끝난 상태 또는 깊이 한계의 평가). alpha, beta: 받은 창, value: 교과서 꼴 값."""

    kind: ClassVar[EventKind] = EventKind.LEAF
    path: tuple[M, ...]
    player: Player
    alpha: float
    beta: float
    value: float


@dataclass(frozen=True)
class Cut(Generic[M]):
    """남은 자식을 자른다. alpha, beta: 자른 순간의 창 (alpha >= beta).

    by: 자르게 만든 자식의 수, value: 그 자식이 돌려준 값, skipped: 보지 않는 자식들 (볼 차례대로).
    """

    kind: ClassVar[EventKind] = EventKind.CUT
    path: tuple[M, ...]
    player: Player
    alpha: float
    beta: float
    by: M
    value: float
    skipped: tuple[M, ...]

    @property
    def cut_kind(self) -> CutKind:
        """MAX 노드면 β 자르기 (value ≥ β), MIN 노드면 α 자르기 (value ≤ α)."""
        return CutKind.BETA if self.player is Player.MAX else CutKind.ALPHA

    @property
    def pruned(self) -> tuple[tuple[M, ...], ...]:
        """잘린 부분나무들의 뿌리의 길."""
        return tuple((*self.path, move) for move in self.skipped)


@dataclass(frozen=True)
class Return(Generic[M]):
    """속 노드가 값을 돌려준다. alpha, beta: 끝날 때의 창, value: 본 자식들 가운데 가장 좋은 값.

    best: 그 값을 돌려준 자식 (고른 자식; 같은 값이면 먼저 본 자식).
    """

    kind: ClassVar[EventKind] = EventKind.RETURN
    path: tuple[M, ...]
    player: Player
    alpha: float
    beta: float
    value: float
    best: M


@dataclass(frozen=True)
class Summary(Generic[M]):
    """표시 깊이 아래의 부분나무: 받은 창으로 같은 규약의 탐색을 끝까지 하고 결과만 적는다.

    value: 돌려준 값, nodes: 이 노드를 포함해 본 노드 수, leaves: 평가한 말단 수.
    """

    kind: ClassVar[EventKind] = EventKind.SUMMARY
    path: tuple[M, ...]
    player: Player
    alpha: float
    beta: float
    value: float
    nodes: int
    leaves: int


Event = Enter[M] | Leaf[M] | Cut[M] | Return[M] | Summary[M]
