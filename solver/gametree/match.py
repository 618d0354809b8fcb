"""사람 대 AI 의 한 판 (Match): 어느 게임이든 (game.Game). 누가 먼저인지, 판, 둔 수들, AI 의
마지막 수, 판의 형편.

판은 값 (frozen) 이라 수를 둘 때마다 새 Match 가 나온다. AI 가 고르는 방법은 decide 로 건네받는다
(Match → 수: 화면은 모든 사용자가 같이 쓰는 캐시와 설정 (탐색 방법, 깊이, 온도) 을 묶어 건넨다).
자리 (seat) 는 Game.to_move 의 번호다: 0 은 먼저 두는 쪽, 1 은 나중 쪽.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Generic, TypeVar

from ..errors import InputError, Refusal
from .game import Game

__all__ = [
    "Decide",
    "LastMove",
    "Match",
    "MatchError",
    "Start",
    "Status",
    "human_seat",
    "new_match",
    "replay",
]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)

# AI 의 결정: 지금 판 (AI 차례) → 둘 수
Decide = Callable[["Match[S, M]"], M]


class Start(StrEnum):
    """먼저 두는 쪽: 나, AI, 무작위."""

    ME = "me"
    AI = "ai"
    RANDOM = "random"


class Status(StrEnum):
    """판의 상태: 사람 차례, AI 차례 (보통은 바로 둔다), 사람 승, AI 승, 무승부."""

    PLAY = "play"
    AI = "ai"
    HUMAN_WON = "human_won"
    AI_WON = "ai_won"
    DRAW = "draw"


class MatchError(InputError):
    """둘 수 없는 수. reason: 'not_your_turn', 'occupied' (그 판에서 둘 수 없는 수)."""


@dataclass(frozen=True)
class LastMove(Generic[S, M]):
    """AI 의 마지막 수: 두기 전의 판, 고른 수, 그때의 깊이 제한 (점수를 다시 그리려고; 끝까지
    보았거나 깊이가 없는 AI 면 None)."""

    before: S
    move: M
    depth: int | None = None


@dataclass(frozen=True)
class Match(Generic[S, M]):
    """한 판. human: 사람의 자리 (0 이면 먼저 둔다). played: 둔 수들, 둔 차례대로 (사람 · AI 모두).
    last: AI 가 아직 두지 않았으면 None."""

    game: Game[S, M]
    board: S
    human: int
    played: tuple[M, ...] = ()
    last: LastMove[S, M] | None = None

    @property
    def ai(self) -> int:
        """AI 의 자리."""
        return 1 - self.human

    @property
    def status(self) -> Status:
        """지금 판의 상태 (끝난 판의 값은 둘 차례인 쪽 관점이라 그 부호로 이긴 쪽을 가린다)."""
        value = self.game.terminal(self.board)
        mover = self.game.to_move(self.board)
        if value is None:
            return Status.PLAY if mover == self.human else Status.AI
        if value == 0:
            return Status.DRAW
        winner = mover if value > 0 else 1 - mover
        return Status.HUMAN_WON if winner == self.human else Status.AI_WON

    def _put(self, move: M, depth: int | None) -> Match[S, M]:
        """수를 놓은 새 판 (검사하지 않는다). AI 의 수면 LastMove 로 남긴다."""
        ai_move = self.game.to_move(self.board) == self.ai
        last = LastMove(self.board, move, depth) if ai_move else self.last
        board = self.game.apply(self.board, move)
        return replace(self, board=board, played=(*self.played, move), last=last)

    def reply(self, decide: Decide[S, M], depth: int | None = None) -> Match[S, M]:
        """AI 차례면 한 수 둔 새 판, 아니면 그대로. depth: LastMove 에 남길 깊이 제한."""
        if self.status is not Status.AI:
            return self
        return self._put(decide(self), depth)

    def play(
        self, move: M, decide: Decide[S, M] | None = None, depth: int | None = None
    ) -> Match[S, M]:
        """사람이 move 를 두고, 판이 끝나지 않았으면 AI 가 바로 답한 새 판. decide 가 None 이면
        AI 는 아직 답하지 않는다 (화면이 사람의 돌을 먼저 그리고 뒤에 reply 로 답하게: 사목).

        둘 수 없는 수이거나 사람 차례가 아니면 MatchError.
        """
        if self.status is not Status.PLAY:
            raise MatchError(Refusal.NOT_YOUR_TURN, "it is not your turn")
        if move not in self.game.moves(self.board):
            raise MatchError(Refusal.OCCUPIED, f"move {move!r} cannot be played here", cell=move)
        played = self._put(move, depth)
        return played if decide is None else played.reply(decide, depth)


def human_seat(start: Start | str, rng: random.Random) -> int:
    """사람의 자리 (0 이면 먼저 둔다). start 가 'random' 이면 rng 로 고른다."""
    start = Start(start)
    human_first = start is Start.ME or (start is Start.RANDOM and rng.random() < 0.5)
    return 0 if human_first else 1


def new_match(
    game: Game[S, M], human: int, decide: Decide[S, M], depth: int | None = None
) -> Match[S, M]:
    """처음 판의 새 판. AI 가 먼저면 (human 이 1) 바로 첫 수를 둔다."""
    return Match(game, game.start(), human).reply(decide, depth)


def replay(
    game: Game[S, M], human: int, moves: Sequence[M], depth: int | None = None
) -> Match[S, M]:
    """처음 판에 수들을 기록대로 놓는다 (AI 에게 묻지 않는다). 둘 수 없는 수에서 멈춘다: 놓은
    수는 결과의 played. AI 의 마지막 수는 LastMove (두기 전 판, 수, depth) 로 남긴다.

    >>> from .tictactoe import RULES
    >>> replay(RULES, 0, [4, 0, 4, 8]).played  # 두 번째 4 는 찬 칸이라 거기서 멈춘다
    (4, 0)
    """
    match = Match(game, game.start(), human)
    for move in moves:
        if game.terminal(match.board) is not None or move not in game.moves(match.board):
            break
        match = match._put(move, depth)
    return match
