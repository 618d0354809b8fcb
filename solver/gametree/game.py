"""게임 하나의 낱말 (OpenSpiel 의 버릇): 모든 게임이 같은 말로 말하고, 탐색은 이 말만 쓴다.

두 사람이 번갈아 두고 (둘 차례는 0 = 먼저 둔 쪽, 1 = 나중 쪽), 운이 없고, 한쪽의 이익이 곧
상대의 손해인 게임. 상태는 값이다: apply 는 상태를 바꾸지 않고 새 상태를 돌려준다.
값은 언제나 **지금 둘 차례인 쪽의 관점**이다 (negamax 의 규약).

삼목 (tictactoe), 사라지는 발판 (footholds), 연습 나무 (random_tree), 사목 (connect4) 이 모두
이 약속을 지키고, 네가맥스 · 알파-베타 (negamax), 반복 깊이 늘리기 (deepening), MCTS (mcts),
발자취 (search_trace), 사람 대 AI 의 한 판 (match) 은 이 약속만 본다. 새 게임은 어댑터 하나면
된다: 탐색을 새로 쓰지 않는다.

Rules 는 함수들로 이 약속을 채운 얼린 값이다 (게임마다 함수를 모아 Rules 하나를 내놓는다).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

__all__ = ["Game", "Rules"]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)


@runtime_checkable
class Game(Protocol[S, M]):
    """모든 게임의 약속. evaluate · order 는 탐색이 쓰는 선택 훅 (없으면 None).

    shape: 판이 격자면 (행, 열) (그림이 이것으로 판을 그린다), 나무처럼 판이 없으면 None.
    """

    evaluate: Callable[[S], float] | None
    order: Callable[[S, Sequence[M]], Sequence[M]] | None
    shape: tuple[int, int] | None

    def start(self) -> S:
        """처음 상태."""
        ...

    def to_move(self, state: S) -> int:
        """둘 차례: 0 (먼저 둔 쪽) 또는 1."""
        ...

    def moves(self, state: S) -> Sequence[M]:
        """둘 수 있는 수 (끝나지 않은 상태면 비어 있지 않다)."""
        ...

    def apply(self, state: S, move: M) -> S:
        """수를 둔 뒤의 새 상태 (state 는 그대로)."""
        ...

    def terminal(self, state: S) -> float | None:
        """끝났으면 그 결과 (둘 차례인 쪽 관점의 값: 양수 이김, 0 비김, 음수 짐), 아니면 None."""
        ...

    def render(self, state: S) -> str:
        """사람이 읽는 글 (명령줄 · 시험의 메시지)."""
        ...

    def key(self, state: S) -> Hashable:
        """같은 상태에 같은 값 (전치표 · 메모의 열쇠)."""
        ...


def _itself(state: Any) -> Hashable:
    """상태가 곧 열쇠 (튜플처럼 해시할 수 있는 상태)."""
    return state


@dataclass(frozen=True)
class Rules(Generic[S, M]):
    """함수들로 채운 Game. 모두 순수 함수여야 한다 (상태를 바꾸지 말고 새 상태를 돌려준다).

    moves, apply, terminal, evaluate, order: Game 의 같은 이름 (evaluate 는 깊이 한계를 쓸 때만,
    order 는 좋은 수를 먼저 보게 하는 순서 훅: 알파-베타가 더 많이 자른다).
    initial: 처음 상태 (start). turn: 둘 차례 (to_move). show: 글 (render, 기본 repr).
    identify: 열쇠 (key, 기본은 상태 그대로). shape: 격자 판의 (행, 열).
    탐색만 하는 작은 규칙 (시험의 나무) 은 앞의 셋만 주어도 된다: initial · turn 이 없으면
    start · to_move 가 ValueError 를 낸다.
    """

    moves: Callable[[S], Sequence[M]]
    apply: Callable[[S, M], S]
    terminal: Callable[[S], float | None]
    evaluate: Callable[[S], float] | None = None
    order: Callable[[S, Sequence[M]], Sequence[M]] | None = None
    initial: Any = None
    turn: Callable[[S], int] | None = None
    show: Callable[[S], str] = repr
    identify: Callable[[S], Hashable] = _itself
    shape: tuple[int, int] | None = None

    def start(self) -> S:
        """처음 상태 (initial)."""
        if self.initial is None:
            raise ValueError("these rules name no start state")
        return self.initial

    def to_move(self, state: S) -> int:
        """둘 차례 (turn): 0 또는 1."""
        if self.turn is None:
            raise ValueError("these rules do not say whose turn it is")
        return self.turn(state)

    def render(self, state: S) -> str:
        """사람이 읽는 글 (show)."""
        return self.show(state)

    def key(self, state: S) -> Hashable:
        """전치표 · 메모의 열쇠 (identify)."""
        return self.identify(state)
