"""깊이 한계의 지평선: 알파-베타가 멈춘 판에서 어림 (connect4.heuristic) 이 무엇을 세었는지.

어림의 점수 (connect4.window_points) 를 항 하나하나로 푼다: 열린 셋 · 열린 둘인 네 칸 줄마다 한
항 (누구의 줄, 돌 수, 점수, 칸, 방향) 과 쪽마다 가운데 열의 돌 한 항. 항의 점수를 둘 쪽 관점의
부호로 더하면 window_points 와 같다 (시험이 많은 판에서 본다). 그래서 학생은 AI 가 그 판을 왜 그
값으로 믿는지 줄 단위로 본다.

horizon: 주요 수순 (AIChoice.pv) 을 따라간 마지막 판과 그 판의 어림 · 항.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from . import connect4
from .connect4 import (
    CENTRE_WEIGHT,
    THREE_WEIGHT,
    TWO_WEIGHT,
    WINDOWS,
    Connect4Position,
    column_bits,
    popcount,
)

__all__ = [
    "Direction",
    "Horizon",
    "Term",
    "TermKind",
    "heuristic_terms",
    "horizon",
]

Cell = tuple[int, int]  # (열 0-6, 행 0 = 바닥): ui.gametree.connect4_model 의 칸과 같다
_H1 = connect4.ROWS + 1  # 비트판의 열마다 비트 수 (connect4 의 배치)


class TermKind(StrEnum):
    """어림의 항의 종류."""

    THREE = "three"  # 상대 돌 없는 네 칸 줄에 내 돌 셋 (한 수면 이긴다)
    TWO = "two"  # 상대 돌 없는 네 칸 줄에 내 돌 둘
    CENTRE = "centre"  # 가운데 열 (4열) 의 내 돌들


class Direction(StrEnum):
    """네 칸 줄의 방향."""

    VERTICAL = "vertical"  # 세로
    HORIZONTAL = "horizontal"  # 가로
    RISING = "rising"  # 대각 ↗ (오른쪽으로 올라간다)
    FALLING = "falling"  # 대각 ↘ (오른쪽으로 내려간다)


_DIRECTIONS = {
    (0, 1): Direction.VERTICAL,
    (1, 0): Direction.HORIZONTAL,
    (1, 1): Direction.RISING,
    (1, -1): Direction.FALLING,
}


@dataclass(frozen=True)
class Term:
    """어림의 항 하나. owner: 그 돌의 자리 (0 먼저 둔 쪽 X, 1 나중 쪽 O), stones: 줄 (또는 가운데
    열) 의 owner 돌 수, points: 점수의 크기 (늘 양수), cells: 줄의 네 칸 (가운데 항은 그 돌들의
    칸), direction: 줄의 방향 (가운데 항은 None)."""

    kind: TermKind
    owner: int
    stones: int
    points: int
    cells: tuple[Cell, ...]
    direction: Direction | None

    def signed(self, seat: int) -> int:
        """seat 쪽에서 본 점수: 제 줄이면 +, 상대 줄이면 -."""
        return self.points if self.owner == seat else -self.points


def _cells(bits: int) -> tuple[Cell, ...]:
    """비트마스크의 칸들 (열, 행) 을 열 · 행 차례로."""
    return tuple(sorted(divmod(i, _H1) for i in range(bits.bit_length()) if bits >> i & 1))


def heuristic_terms(state: Connect4Position) -> tuple[Term, ...]:
    """state 의 어림을 이루는 항들 (점수가 큰 것부터; 같으면 줄의 차례). 점수 0 인 줄 (돌 하나뿐,
    양쪽 돌이 섞임) 은 넣지 않는다. 둘 쪽 관점으로 더하면 window_points 다:
    sum(t.signed(state.to_move) for t in terms) == window_points(current, 상대).

    >>> from .connect4 import position
    >>> [(t.owner, t.stones, t.points) for t in heuristic_terms(position("445"))]
    [(0, 2, 3), (0, 2, 3), (0, 2, 3), (0, 1, 2), (1, 1, 2)]
    """
    seat = state.to_move
    stones = {seat: state.current, 1 - seat: state.current ^ state.mask}
    terms = []
    for window in WINDOWS:
        for owner, mine in stones.items():
            theirs = stones[1 - owner]
            n = popcount(mine & window)
            if n >= 2 and not theirs & window:
                cells = _cells(window)
                step = (cells[1][0] - cells[0][0], cells[1][1] - cells[0][1])
                kind, points = (
                    (TermKind.THREE, THREE_WEIGHT) if n == 3 else (TermKind.TWO, TWO_WEIGHT)
                )
                terms.append(Term(kind, owner, n, points, cells, _DIRECTIONS[step]))
    centre = column_bits(4)
    for owner in (0, 1):
        n = popcount(stones[owner] & centre)
        if n:
            cells = _cells(stones[owner] & centre)
            terms.append(Term(TermKind.CENTRE, owner, n, CENTRE_WEIGHT * n, cells, None))
    return tuple(sorted(terms, key=lambda t: -t.points))


@dataclass(frozen=True)
class Horizon:
    """주요 수순의 끝. line: 뿌리부터 따라간 열들, position: 그 마지막 판, outcome: 그 판이 끝난
    판이면 점수 (둘 쪽 관점, connect4.outcome), 아니면 None. terms: 그 판의 어림의 항 (끝난 판이면
    빈 튜플), points: window_points (둘 쪽 관점), value: 탐색이 그 판에 매기는 값 (끝난 판이면
    점수, 아니면 connect4.heuristic; 둘 쪽 관점)."""

    line: tuple[int, ...]
    position: Connect4Position
    outcome: int | None
    terms: tuple[Term, ...]
    points: int
    value: float

    def for_seat(self, seat: int) -> float:
        """seat 쪽에서 본 value."""
        return self.value if self.position.to_move == seat else -self.value

    def points_for(self, seat: int) -> int:
        """seat 쪽에서 본 어림의 점수 (항들의 합)."""
        return self.points if self.position.to_move == seat else -self.points


def horizon(state: Connect4Position, line: Sequence[int]) -> Horizon:
    """state 에서 line 을 따라 둔 마지막 판의 어림. 둘 수 없는 수순은 ValueError.

    >>> from .connect4 import position
    >>> h = horizon(position("4"), (4,))
    >>> h.points_for(0), [t.kind.value for t in h.terms]
    (0, ['centre', 'centre'])
    """
    for column in line:
        if column not in connect4.legal_columns(state):
            raise ValueError(f"column {column} cannot be played in this line")
        state = connect4.play(state, column)
    ended = connect4.outcome(state)
    if ended is not None:
        return Horizon(tuple(line), state, ended, (), 0, float(ended))
    terms = heuristic_terms(state)
    points = sum(t.signed(state.to_move) for t in terms)
    return Horizon(tuple(line), state, None, terms, points, connect4.heuristic(state))
