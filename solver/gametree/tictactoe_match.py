"""사람 대 AI 의 삼목 한 판 (Match): 누가 어느 돌인지, 판, AI 의 마지막 결정, 끝난 판의 복기.

판은 값 (frozen) 이라 수를 둘 때마다 새 Match 가 나온다. AI 의 결정은 decide 로 건네받는다
(화면은 모든 사용자가 같이 쓰는 캐시를 건넨다; 기본은 tictactoe.best_move).
복기 (check_moves, turning_point) 는 둔 순서의 칸들을 끝까지 본 값으로 다시 본다: 진 판에서
어느 수가 비길 판을 진 판으로 바꿨는지, 어디에 두었으면 지켰는지.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from ..errors import InputError, Refusal
from .tictactoe import EMPTY, Board, Decision, best_move, outcome, solve_all, to_move, winner

__all__ = [
    "Decide",
    "LastMove",
    "Match",
    "MatchError",
    "MoveCheck",
    "Start",
    "Status",
    "check_moves",
    "new_match",
    "turning_point",
]

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
            raise MatchError(Refusal.NOT_YOUR_TURN, "it is not your turn")
        if not 0 <= cell < 9 or self.board[cell] is not None:
            raise MatchError(Refusal.OCCUPIED, f"cell {cell} is not empty", cell=cell)
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


@dataclass(frozen=True)
class MoveCheck:
    """끝까지 본 값으로 다시 본 한 수. 값은 둔 쪽 관점의 승패: +1 이김, 0 비김, -1 짐.

    ply: 판 전체에서 몇 번째 수인지 (0 부터). number: 둔 쪽의 몇 번째 수인지 (1 부터).
    before: 두기 전 판의 값 (양쪽이 최선을 다하면). after: 둔 뒤의 값.
    best: 두기 전 판에서 값이 가장 좋은 칸 (같으면 가장 작은 번호: 점수 그림의 동점 규칙).
    """

    ply: int
    number: int
    player: str
    cell: int
    before: int
    after: int
    best: int

    @property
    def slipped(self) -> bool:
        """이 수가 결과를 떨어뜨렸는지 (이길 판을 비기거나 지게, 비길 판을 지게)."""
        return self.after < self.before


def check_moves(played: Sequence[int]) -> list[MoveCheck]:
    """빈 판에서 played 의 칸 (0-8) 을 둔 차례대로 놓으며 (X 가 먼저) 수마다 끝까지 본 값.

    찬 칸, 0-8 밖, 끝난 판 뒤의 수는 ValueError. 값은 모든 판의 표 (tictactoe.solve_all,
    5,478 판, 한 번 푼다) 에서 읽는다: 사람의 깊이 설정과 상관없는 참값이다.

    >>> [c.after for c in check_moves([0, 4, 1, 2, 3])]  # X 의 3번째 수 (3) 가 6 을 막지 않았다
    [0, 0, 0, 0, -1]
    """
    table = solve_all()
    board, numbers, checks = EMPTY, {"X": 0, "O": 0}, []
    for ply, cell in enumerate(played):
        if winner(board) is not None or None not in board:
            raise ValueError(f"the game is over before move {ply + 1}")
        if not 0 <= cell < 9 or board[cell] is not None:
            raise ValueError(f"move {ply + 1}: cell {cell} is not an empty cell 0-8")
        player = to_move(board)
        value, best, _ = table[board]
        after = (*board[:cell], player, *board[cell + 1 :])
        numbers[player] += 1
        mover_after = -outcome(table[after][0])  # 표의 값은 다음에 둘 쪽 (상대) 관점
        assert best is not None  # 끝나지 않은 판에는 최선의 칸이 있다
        checks.append(
            MoveCheck(ply, numbers[player], player, cell, outcome(value), mover_after, best)
        )
        board = after
    return checks


def turning_point(played: Sequence[int], player: str) -> MoveCheck | None:
    """player 가 결과를 떨어뜨린 마지막 수 (없으면 None).

    진 판이면 이 수가 비기거나 이길 판을 진 판으로 바꿨다: 그 뒤로 판을 되돌릴 수 있는 것은
    상대의 실수뿐인데 판이 졌다. 끝까지 보는 AI 와의 판에서는 떨어뜨린 수가 하나뿐이라 처음 수와
    같다. 깊이 제한의 AI 는 받은 실수를 돌려줄 수 있어 마지막 수를 본다.
    """
    if player not in ("X", "O"):
        raise ValueError(f"player is 'X' or 'O', got {player!r}")
    slips = [c for c in check_moves(played) if c.player == player and c.slipped]
    return slips[-1] if slips else None
