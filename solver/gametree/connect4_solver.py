"""사목의 정확한 풀이: 판의 점수와 열마다의 점수 (gamesolver.org 의 점수 규약, connect4 참고).

Pascal Pons 의 공개 안내서 (blog.gamesolver.org) 에 적힌 생각을 따랐다 (코드는 새로 썼다):
- 네가맥스 + 알파-베타, 비트판 (connect4 의 current · mask).
- 지지 않는 수만: 상대가 다음 수에 이길 칸이 둘이면 진 판, 하나면 그 칸을 막는 수뿐이고,
  상대의 이기는 칸 바로 아래에는 두지 않는다. 그래서 커널에 들어온 판은 둘 차례인 쪽이 바로
  이길 수 없고 (부른 쪽이 먼저 본다), 점수의 범위가 좁아진다.
- 수 순서: 놓은 뒤 내 '이기는 빈칸' (위협) 이 많은 수부터, 같으면 가운데 열부터
  (connect4.threat_order: 깊이 한계 탐색의 ORDERED_RULES 와 같은 순서).
- 전치표: 판의 열쇠 (current + mask) → 그 판 점수의 위 경계 또는 아래 경계.
- 점수 찾기: 창 (v, v+1) 의 널 윈도 탐색을 되풀이해 점수 구간을 반씩 줄인다 (0 과 가까운 쪽을
  먼저 물어 무승부 · 짧은 승패를 빨리 가린다).
열마다의 점수는 그 열에 둔 뒤의 판을 같은 전치표로 풀어 부호를 바꾼 값이다.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .connect4 import (
    CELLS,
    COLUMNS,
    Connect4Position,
    column_bits,
    outcome,
    playable,
    threat_order,
    winning_cells,
)

__all__ = ["Connect4Solution", "ExactSolver", "solve_position"]

# 전치표의 값: 위 경계는 그대로, 아래 경계는 _LOWER 를 더해 둔다 (점수는 -21..21)
_LOWER = 100
_TABLE_LIMIT = 4_000_000  # 이보다 커지면 비운다 (메모리 한계; 값은 그대로 맞다)


@dataclass(frozen=True)
class Connect4Solution:
    """풀이 한 번. score: 둘 차례인 쪽 관점의 점수 (끝난 판이면 그 판의 점수).
    columns: 열 (1..7) → 그 열에 두었을 때의 점수, 둘 수 없으면 None.
    best: 가장 좋은 열들 (왼쪽부터). nodes: 커널이 본 판의 수. seconds: 걸린 시간."""

    score: int
    columns: dict[int, int | None]
    best: list[int]
    nodes: int
    seconds: float


class ExactSolver:
    """전치표를 품은 풀이기. 여러 판을 차례로 풀면 표를 같이 쓴다 (열마다의 풀이가 그렇다).

    use_table=False, ordered=False 는 벤치마크와 시험이 각 생각의 몫을 재려고 끈다.
    """

    def __init__(self, *, use_table: bool = True, ordered: bool = True) -> None:
        self.table: dict[int, int] = {}
        self.nodes = 0
        self.use_table = use_table
        self.ordered = ordered

    def _negamax(self, cur: int, mask: int, plies: int, alpha: int, beta: int) -> int:
        """창 (alpha, beta) 안의 점수 (fail-hard). 전제: 둘 차례인 쪽은 바로 이길 수 없다."""
        self.nodes += 1
        opponent_wins = winning_cells(cur ^ mask, mask)
        moves = playable(mask)
        forced = moves & opponent_wins
        if forced:
            if forced & (forced - 1):  # 막을 칸이 둘: 상대가 다음 수에 이긴다
                return -((CELLS - plies) // 2)
            moves = forced
        moves &= ~(opponent_wins >> 1)  # 상대가 이길 칸의 바로 아래는 열어 주지 않는다
        if not moves:
            return -((CELLS - plies) // 2)
        if plies >= CELLS - 2:  # 둘 다 남은 한 수로 이길 수 없다
            return 0
        low = -((CELLS - 2 - plies) // 2)  # 상대는 다음 수에 이기지 못한다
        if alpha < low:
            alpha = low
            if alpha >= beta:
                return alpha
        high = (CELLS - 1 - plies) // 2  # 나는 이번 수에 이기지 못한다
        key = cur + mask
        if self.use_table:
            stored = self.table.get(key)
            if stored is not None:
                if stored > _LOWER // 2:
                    low = stored - _LOWER
                    if alpha < low:
                        alpha = low
                        if alpha >= beta:
                            return alpha
                elif stored < high:
                    high = stored
        if beta > high:
            beta = high
            if alpha >= beta:
                return beta

        if self.ordered:
            stones = threat_order(cur, mask, moves)
        else:
            stones = [
                moves & column_bits(c) for c in range(1, COLUMNS + 1) if moves & column_bits(c)
            ]

        opponent = cur ^ mask
        for stone in stones:
            score = -self._negamax(opponent, mask | stone, plies + 1, -beta, -alpha)
            if score >= beta:
                if self.use_table:
                    self._store(key, score + _LOWER)
                return score
            if score > alpha:
                alpha = score
        if self.use_table:
            self._store(key, alpha)
        return alpha

    def _store(self, key: int, value: int) -> None:
        if len(self.table) >= _TABLE_LIMIT:
            self.table.clear()
        self.table[key] = value

    def score(self, state: Connect4Position) -> int:
        """판의 정확한 점수 (둘 차례인 쪽 관점). 끝난 판이면 그 판의 점수."""
        done = outcome(state)
        if done is not None:
            return done
        cur, mask, plies = state.current, state.mask, state.plies
        if winning_cells(cur, mask) & playable(mask):
            return (CELLS + 1 - plies) // 2
        low, high = -((CELLS - plies) // 2), (CELLS + 1 - plies) // 2
        while low < high:
            middle = low + (high - low) // 2
            # 0 에 가까운 쪽을 먼저 묻는다: 무승부 둘레의 답이 가장 흔하고 가장 싸다
            if middle <= 0 and _half(low) < middle:
                middle = _half(low)
            elif middle >= 0 and _half(high) > middle:
                middle = _half(high)
            found = self._negamax(cur, mask, plies, middle, middle + 1)
            if found <= middle:
                high = found
            else:
                low = found
        return low

    def column_scores(self, state: Connect4Position) -> dict[int, int | None]:
        """열 (1..7) 마다 그 열에 두었을 때 둘 차례인 쪽의 점수. 둘 수 없거나 끝난 판이면 None."""
        scores: dict[int, int | None] = dict.fromkeys(range(1, COLUMNS + 1))
        if outcome(state) is not None:
            return scores
        for column in range(1, COLUMNS + 1):
            bits = column_bits(column)
            stone = (state.mask + (bits & -bits)) & bits
            if not stone:
                continue
            if winning_cells(state.current, state.mask) & stone:
                scores[column] = (CELLS + 1 - state.plies) // 2
                continue
            child = Connect4Position(
                state.current ^ state.mask, state.mask | stone, state.plies + 1
            )
            scores[column] = -self.score(child)
        return scores


def _half(value: int) -> int:
    """0 쪽으로 자른 절반 (-3 → -1, 3 → 1)."""
    return -((-value) // 2) if value < 0 else value // 2


def solve_position(
    state: Connect4Position, *, solver: ExactSolver | None = None, columns: bool = True
) -> Connect4Solution:
    """판의 점수와 (columns=True 면) 열마다의 점수. solver 를 주면 그 전치표를 이어 쓴다.

    끝난 판은 점수만 있고 열은 모두 None. columns=False 면 열은 모두 None 이고 best 는 비어 있다.

    >>> from .connect4 import position
    >>> ExactSolver().score(position("445566"))  # 넷째 돌로 이긴다: 22 - 4
    18
    """
    solver = solver or ExactSolver()
    start, before = time.perf_counter(), solver.nodes
    if columns:
        scores = solver.column_scores(state)
        values = [v for v in scores.values() if v is not None]
        score = max(values) if values else solver.score(state)
        best = [c for c, v in scores.items() if v is not None and v == score]
    else:
        scores, score, best = dict.fromkeys(range(1, COLUMNS + 1)), solver.score(state), []
    return Connect4Solution(score, scores, best, solver.nodes - before, time.perf_counter() - start)
