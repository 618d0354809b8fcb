"""삼목 한 판의 복기 (check_moves, turning_point): 둔 순서의 칸들을 끝까지 본 값으로 다시 본다.

진 판에서 어느 수가 비길 판을 진 판으로 바꿨는지, 어디에 두었으면 지켰는지. 판 자체 (사람 대 AI 의
한 판) 는 어느 게임에나 쓰는 match.Match 다.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .tictactoe import CELLS, EMPTY, STONES, outcome, solve_all, to_move, winner

__all__ = ["MoveCheck", "check_moves", "turning_point"]


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
    board, numbers, checks = EMPTY, dict.fromkeys(STONES, 0), []
    for ply, cell in enumerate(played):
        if winner(board) is not None or None not in board:
            raise ValueError(f"the game is over before move {ply + 1}")
        if not 0 <= cell < CELLS or board[cell] is not None:
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
    if player not in STONES:
        raise ValueError(f"player is 'X' or 'O', got {player!r}")
    slips = [c for c in check_moves(played) if c.player == player and c.slipped]
    return slips[-1] if slips else None
