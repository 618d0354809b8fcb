"""사람 대 AI 의 삼목 한 판 (Match): 누가 어느 돌인지, 판, AI 의 마지막 결정.

판은 값 (frozen) 이라 수를 둘 때마다 새 Match 가 나온다. AI 의 결정은 decide 로 건네받는다
(화면은 모든 사용자가 같이 쓰는 캐시를 건넨다; 기본은 tictactoe.best_move).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum

from ..errors import InputError
from .tictactoe import EMPTY, Board, Decision, best_move, to_move, winner

__all__ = ["Decide", "LastMove", "Match", "MatchError", "Start", "Status", "new_match"]

# (판, 탐색 방법, 깊이) → AI 의 결정
Decide = Callable[[Board, str, "int | None"], Decision]


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
    """둘 수 없는 수. reason: 'not_your_turn', 'occupied'."""


@dataclass(frozen=True)
class LastMove:
    """AI 의 마지막 결정: 두기 전의 판, 고른 칸, 그때의 깊이 제한 (점수를 다시 그리려고)."""

    before: Board
    cell: int
    depth: int | None


@dataclass(frozen=True)
class Match:
    """한 판. human: 사람의 돌 ('X' 는 먼저 둔다). last: AI 가 아직 두지 않았으면 None."""

    board: Board
    human: str
    last: LastMove | None = None

    @property
    def ai(self) -> str:
        """AI 의 돌."""
        return "O" if self.human == "X" else "X"

    @property
    def status(self) -> Status:
        """지금 판의 상태."""
        won = winner(self.board)
        if won is not None:
            return Status.HUMAN_WON if won == self.human else Status.AI_WON
        if None not in self.board:
            return Status.DRAW
        return Status.PLAY if to_move(self.board) == self.human else Status.AI

    def reply(self, algorithm: str, depth: int | None, decide: Decide = best_move) -> Match:
        """AI 차례면 한 수 둔 새 판, 아니면 그대로."""
        if self.status is not Status.AI:
            return self
        cell = decide(self.board, algorithm, depth).cell
        board = (*self.board[:cell], self.ai, *self.board[cell + 1 :])
        return replace(self, board=board, last=LastMove(self.board, cell, depth))

    def play(
        self, cell: int, algorithm: str, depth: int | None, decide: Decide = best_move
    ) -> Match:
        """사람이 cell 에 두고, 판이 끝나지 않았으면 AI 가 바로 답한 새 판.

        둘 수 없는 칸이거나 사람 차례가 아니면 MatchError.
        """
        if self.status is not Status.PLAY:
            raise MatchError("not_your_turn", "it is not your turn")
        if not 0 <= cell < 9 or self.board[cell] is not None:
            raise MatchError("occupied", f"cell {cell} is not empty", cell=cell)
        board = (*self.board[:cell], self.human, *self.board[cell + 1 :])
        return replace(self, board=board).reply(algorithm, depth, decide)


def new_match(
    start: Start | str,
    algorithm: str,
    depth: int | None,
    rng: random.Random,
    decide: Decide = best_move,
) -> Match:
    """새 판. start 가 'random' 이면 rng 로 고른다. AI 가 먼저면 바로 첫 수를 둔다."""
    start = Start(start)
    human_first = start is Start.ME or (start is Start.RANDOM and rng.random() < 0.5)
    return Match(EMPTY, "X" if human_first else "O").reply(algorithm, depth, decide)
