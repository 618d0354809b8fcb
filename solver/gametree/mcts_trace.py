"""MCTS 의 발자취: playout 마다 네 단계 (고르기 · 넓히기 · 끝내기 · 올리기) 의 기록.

탐색은 따로 쓰지 않았다: mcts.mcts_search 를 watch (PlayoutLog) 로 지켜보며 적는다. 그래서 같은
씨앗이면 발자취가 있든 없든 같은 수와 같은 수치다 (AI 와 명령줄 `connect4 --search mcts` 와도).

- 고르기 (select): 모든 수를 본 노드마다 부모의 방문, 자식마다 방문과 점수 합 (노드가 만든 차례;
  UCT 가 같으면 앞의 자식), 고른 수. 점수 합은 그 자식으로 둔 쪽의 것이다 (이김 1, 비김 0.5).
- 넓히기 (expand): 새로 만든 자식의 수, 끝난 노드에 닿았으면 None.
- 끝내기 (rollout): 새 노드에서 끝까지 무작위로 둔 수들 (새 노드가 끝난 판이면 비어 있다).
- 올리기 (reward): 뿌리에서 둘 차례인 쪽의 점수 (1, 0.5, 0). 길 위의 노드는 방문 +1 에 그 노드로
  둔 쪽의 점수를 더한다: 깊이 1 의 자식은 reward, 깊이 2 는 1 - reward, ... (층마다 뒤집힌다).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Generic, TypeVar

import numpy as np

from . import connect4, tictactoe
from .game import Game
from .mcts import EXPLORATION, MctsResult, mcts_search

__all__ = [
    "TRACED_GAMES",
    "ChildFigure",
    "MctsTrace",
    "Playout",
    "PlayoutLog",
    "Selection",
    "trace_mcts",
]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)

# 이름으로 부르는 게임 (명령줄 `mcts --game` 과 MCTS 한 걸음씩 페이지): 이름 → 규칙 (수는 정수:
# 삼목의 칸 번호, 사목의 열 1-7)
TRACED_GAMES: Mapping[str, Game] = MappingProxyType(
    {"tictactoe": tictactoe.RULES, "connect4": connect4.RULES}
)


@dataclass(frozen=True)
class ChildFigure(Generic[M]):
    """고르기 때의 자식 하나: 수, 방문, 점수 합 (그 자식으로 둔 쪽의 것)."""

    move: M
    visits: int
    wins: float


@dataclass(frozen=True)
class Selection(Generic[M]):
    """모든 수를 본 노드 하나에서의 고르기: visits (부모의 방문), children (만든 차례), chose."""

    visits: int
    children: tuple[ChildFigure[M], ...]
    chose: M


@dataclass(frozen=True)
class Playout(Generic[M]):
    """playout 하나 (모듈 설명의 네 단계)."""

    select: tuple[Selection[M], ...]
    expand: M | None
    rollout: tuple[M, ...]
    reward: float


class PlayoutLog(Generic[M]):
    """mcts.MctsWatch 를 채워 playout 을 하나씩 Playout 으로 적는 기록 (playouts)."""

    def __init__(self) -> None:
        self.playouts: list[Playout[M]] = []
        self._select: list[Selection[M]] = []
        self._expand: M | None = None
        self._rollout: list[M] = []

    def select(self, visits: int, children: Sequence[tuple[M, int, float]], chose: M) -> None:
        """고르기 하나를 적는다."""
        figures = tuple(ChildFigure(m, n, w) for m, n, w in children)
        self._select.append(Selection(visits, figures, chose))

    def expand(self, move: M | None) -> None:
        """넓힌 수를 적는다."""
        self._expand = move

    def rollout(self, move: M) -> None:
        """무작위 수 하나를 적는다."""
        self._rollout.append(move)

    def backup(self, reward: float) -> None:
        """playout 을 닫는다: 모은 단계들을 Playout 하나로."""
        self.playouts.append(
            Playout(tuple(self._select), self._expand, tuple(self._rollout), reward)
        )
        self._select, self._expand, self._rollout = [], None, []


@dataclass(frozen=True)
class MctsTrace(Generic[M]):
    """발자취가 있는 탐색의 결과: result (mcts_search 의 결과 그대로), playouts (차례대로)."""

    result: MctsResult[M]
    playouts: tuple[Playout[M], ...]


def trace_mcts(
    game: Game[S, M],
    state: S,
    *,
    playouts: int,
    rng: np.random.Generator | int,
    exploration: float = EXPLORATION,
) -> MctsTrace[M]:
    """mcts_search 와 같은 탐색을 하며 playout 마다 적는다 (인자의 뜻도 같다).

    >>> from . import tictactoe
    >>> found = trace_mcts(tictactoe.RULES, tictactoe.EMPTY, playouts=20, rng=0)
    >>> len(found.playouts), found.playouts[0].select, found.playouts[9].select != ()
    (20, (), True)
    """
    log: PlayoutLog[M] = PlayoutLog()
    result = mcts_search(
        game, state, playouts=playouts, rng=rng, exploration=exploration, watch=log
    )
    return MctsTrace(result, tuple(log.playouts))
