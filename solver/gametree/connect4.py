"""사목 (Connect Four): 7 열 x 6 행의 판, 수순 글 ("4453") 읽기와 쓰기, 비트판, 게임 (game.Game).

판은 비트판 두 개 (파이썬 int) 로 둔다. 열 c (0..6) 의 칸 r (0 = 바닥) 은 비트 c*7 + r 이고,
열마다 맨 위에 빈 비트 하나를 더 두어 (7 비트) 한 열의 덧셈이 옆 열로 넘치지 않게 한다.
- current: 둘 차례인 쪽의 돌, mask: 모든 돌. 상대의 돌은 current ^ mask.
- 수 두기: mask + (그 열의 바닥 비트) 는 그 열의 첫 빈칸에서 올림이 멈춘다 (덧셈 한 번).
- 네 개 잇기: 방향 s (세로 1, 가로 7, 대각 6 · 8) 마다 b & (b >> s) 를 두 번 접는다.

바깥에 보이는 열 번호는 1..7 (수순 글과 같다). 자리는 game.Game 과 같다: 0 이 먼저 두고 1 이 나중에.

값 (negamax 의 규약, 둘 차례인 쪽 관점) 은 gamesolver.org 의 점수와 같다: 무승부 0, 이긴
쪽이 마지막 돌을 놓을 때 그 쪽의 돌 수가 k 면 이긴 쪽에 22 - k (넷째 돌로 이기면 18), 진 쪽에
-(22 - k). 그래서 빨리 이길수록 크고, 질 때는 늦게 질수록 덜 나쁘다.
깊이 한계의 어림 (heuristic) 은 언제나 -1 < h < 1 이라 어떤 승패 (|값| >= 1) 보다 작다.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..errors import InputError, Refusal
from .game import Rules

__all__ = [
    "CELLS",
    "CENTRE_ORDER",
    "COLUMNS",
    "EMPTY_POSITION",
    "ORDERED_RULES",
    "ROWS",
    "RULES",
    "WINDOWS",
    "Bounds",
    "Connect4Position",
    "Value",
    "column_bits",
    "format_grid",
    "format_moves",
    "has_four",
    "heuristic",
    "key",
    "legal_columns",
    "outcome",
    "parse_moves",
    "play",
    "playable",
    "popcount",
    "position",
    "rank_columns",
    "threat_order",
    "threat_sort",
    "window_points",
    "winning_cells",
]

COLUMNS, ROWS = 7, 6
_H1 = ROWS + 1  # 열마다 비트 7 개 (맨 위 하나는 비워 둔다)
CELLS = COLUMNS * ROWS
# 가운데 열부터: 가운데 칸이 가장 많은 네 칸 줄에 걸친다 (좋은 수를 먼저 보면 더 잘린다)
CENTRE_ORDER: tuple[int, ...] = (4, 3, 5, 2, 6, 1, 7)

_BOTTOM = sum(1 << (c * _H1) for c in range(COLUMNS))
_BOARD = _BOTTOM * ((1 << ROWS) - 1)  # 판 안의 모든 칸
_COLUMN = tuple(((1 << ROWS) - 1) << (c * _H1) for c in range(COLUMNS))
_TOP = tuple(1 << (ROWS - 1 + c * _H1) for c in range(COLUMNS))
_LOW = tuple(1 << (c * _H1) for c in range(COLUMNS))
_SHIFTS = (1, _H1, _H1 - 1, _H1 + 1)  # 세로, 가로, 대각 (/ 와 \ 중 하나씩)
_CENTRE_BITS = _COLUMN[3]
_ORDER_BITS = tuple(_COLUMN[c - 1] for c in CENTRE_ORDER)

# 어림의 가중치: 세 돌 + 빈칸 하나인 네 칸 (열린 셋) 10, 두 돌 + 빈칸 둘 (열린 둘) 3,
# 가운데 열의 돌 하나 2. 69 개의 네 칸 모두가 최고점이어도 _SCALE 보다 작다 (|h| < 1).
THREE_WEIGHT, TWO_WEIGHT, CENTRE_WEIGHT = 10, 3, 2
_SCALE = 69 * THREE_WEIGHT + ROWS * CENTRE_WEIGHT + 1


def _windows() -> tuple[int, ...]:
    """판 안의 네 칸 줄 69 개 (비트마스크)."""
    found = []
    for c in range(COLUMNS):
        for r in range(ROWS):
            for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(c + i * dc, r + i * dr) for i in range(4)]
                if all(0 <= x < COLUMNS and 0 <= y < ROWS for x, y in cells):
                    found.append(sum(1 << (x * _H1 + y) for x, y in cells))
    return tuple(found)


# 판 안의 네 칸 줄 69 개 (어림이 세고 connect4_horizon 이 하나씩 풀어 보인다)
WINDOWS = _windows()


@dataclass(frozen=True)
class Bounds:
    """정확한 풀이 (connect4_solver) 가 한계 안에 다 풀지 못한 점수의 증명된 범위:
    low <= 점수 <= high (low < high). 커널 없이 읽을 수 있게 여기에 둔다 (페이지의 말)."""

    low: int
    high: int


# 열 하나 (또는 판) 의 풀이: 정확한 점수, 증명된 범위, 또는 None (둘 수 없거나 증명한 것이 없다)
Value = int | Bounds | None


@dataclass(frozen=True, slots=True)
class Connect4Position:
    """수순 없이 판만: current (둘 차례인 쪽의 돌), mask (모든 돌), plies (놓인 돌 수)."""

    current: int
    mask: int
    plies: int

    @property
    def to_move(self) -> int:
        """둘 차례: 0 (먼저 둔 사람) 또는 1."""
        return self.plies % 2


EMPTY_POSITION = Connect4Position(0, 0, 0)


def column_bits(column: int) -> int:
    """열 column (1..7) 의 여섯 칸 비트마스크."""
    return _COLUMN[column - 1]


def has_four(stones: int) -> bool:
    """stones 에 가로 · 세로 · 대각으로 네 개 이어진 줄이 있는가."""
    for s in _SHIFTS:
        m = stones & (stones >> s)
        if m & (m >> (2 * s)):
            return True
    return False


def winning_cells(stones: int, mask: int) -> int:
    """빈칸 가운데 stones 쪽이 놓으면 넷이 이어지는 칸들 (아직 놓을 수 없는 높은 칸도)."""
    # 세로: 바로 아래 세 칸이 내 돌
    found = (stones << 1) & (stones << 2) & (stones << 3)
    for s in (_H1, _H1 - 1, _H1 + 1):
        pair = (stones << s) & (stones << (2 * s))  # 한쪽으로 두 칸이 내 돌
        found |= pair & (stones << (3 * s))
        found |= pair & (stones >> s)
        pair = (stones >> s) & (stones >> (2 * s))
        found |= pair & (stones << s)
        found |= pair & (stones >> (3 * s))
    return found & (_BOARD ^ mask)


def playable(mask: int) -> int:
    """지금 놓을 수 있는 칸 (열마다 첫 빈칸) 의 비트마스크."""
    return (mask + _BOTTOM) & _BOARD


def key(state: Connect4Position) -> int:
    """판 하나에 정수 하나 (전치표 열쇠): 열마다 current + mask 는 돌 수와 색을 함께 담는다."""
    return state.current + state.mask


def legal_columns(state: Connect4Position) -> list[int]:
    """놓을 수 있는 열 (1..7, 왼쪽부터). 끝난 판이면 빈 목록."""
    if outcome(state) is not None:
        return []
    return [c + 1 for c in range(COLUMNS) if not state.mask & _TOP[c]]


def play(state: Connect4Position, column: int) -> Connect4Position:
    """열 column (1..7) 에 돌을 놓은 새 판. 검사하지 않는다 (parse_moves 와 Rules 가 한다)."""
    mask = state.mask | (state.mask + _LOW[column - 1])
    return Connect4Position(state.current ^ state.mask, mask, state.plies + 1)


def outcome(state: Connect4Position) -> int | None:
    """끝난 판이면 둘 차례인 쪽 관점의 점수 (진 쪽이라 음수, 무승부 0), 아니면 None."""
    if has_four(state.current ^ state.mask):  # 방금 둔 쪽이 이었다
        return -(22 - (state.plies + 1) // 2)
    if state.plies == CELLS:
        return 0
    return None


def heuristic(state: Connect4Position, points: Callable[[int, int], int] | None = None) -> float:
    """깊이 한계의 어림 (둘 차례인 쪽 관점, -1 < h < 1): window_points 를 _SCALE 로 나눈 값.

    points: window_points 대신 쓸 같은 함수 (connect4_kernel 이 그 기계어를 넣는다).
    """
    points = points or window_points
    return points(state.current, state.current ^ state.mask) / _SCALE


def window_points(mine: int, theirs: int) -> int:
    """어림의 점수 (정수). 네 칸 줄 69 개를 하나씩 본다: 상대 돌이 없는 줄에 내 돌이 셋이면 (열린
    셋: 한 수면 이긴다) THREE_WEIGHT, 둘이면 (열린 둘) TWO_WEIGHT. 상대도 같은 식으로 빼고, 가운데
    열의 돌마다 CENTRE_WEIGHT 를 더하고 뺀다. 가장 많은 줄에 걸친 가운데가 초반에 가장 값지기
    때문이다. 정수 연산 · 상수 튜플만 써서 connect4_kernel 이 그대로 기계어로 옮긴다.
    """
    score = CENTRE_WEIGHT * (popcount(mine & _CENTRE_BITS) - popcount(theirs & _CENTRE_BITS))
    for window in WINDOWS:
        a, b = mine & window, theirs & window
        if a and not b:
            n = popcount(a)
            score += THREE_WEIGHT if n == 3 else TWO_WEIGHT if n == 2 else 0
        elif b and not a:
            n = popcount(b)
            score -= THREE_WEIGHT if n == 3 else TWO_WEIGHT if n == 2 else 0
    return score


def popcount(bits: int) -> int:
    """켜진 비트의 수. 기계어에서는 connect4_kernel 이 같은 셈의 고리로 바꿔 넣는다 (numba 에는
    int.bit_count 가 없다)."""
    return bits.bit_count()


def threat_order(current: int, mask: int, moves: int) -> list[int]:
    """moves (열마다 놓을 칸 하나의 비트마스크) 를 칸 하나씩의 비트로, 탐색할 차례대로: 놓은 뒤
    current 쪽의 '이기는 빈칸' (위협) 이 많은 칸부터, 같으면 가운데 열부터 (threat_sort).

    바로 이기는 칸은 제 자리도 위협으로 세어 하나 더 많다 (정확한 풀이의 커널에는 오지 않는다).
    """
    stones, scores = [0] * COLUMNS, [0] * COLUMNS
    return stones[: threat_sort(current, mask, moves, stones, scores)]


def threat_sort(current: int, mask: int, moves: int, stones: Any, scores: Any) -> int:
    """threat_order 의 몸통: stones[:n] 에 칸을 탐색할 차례로 채우고 n 을 돌려준다.

    stones · scores: 길이 COLUMNS 이상의 정수 목록이나 int64 배열 (scores 는 일터). 목록 없이
    덧셈 · 비트 연산 · 첨자만 써서 정확한 풀이의 커널 (connect4_kernel) 이 이 함수를 그대로
    기계어로 옮긴다. 끼워 넣기 정렬은 같은 위협 수를 앞의 것 (가운데 쪽) 뒤에 둔다 (안정).
    """
    n = 0
    for bits in _ORDER_BITS:
        stone = moves & bits
        if stone:
            score = popcount(winning_cells(current | stone, mask))
            i = n
            while i > 0 and scores[i - 1] < score:
                stones[i], scores[i] = stones[i - 1], scores[i - 1]
                i -= 1
            stones[i], scores[i] = stone, score
            n += 1
    return n


def rank_columns(
    state: Connect4Position,
    columns: Sequence[int],
    order: Callable[[int, int, int], list[int]] = threat_order,
    wins: Callable[[int, int], int] = winning_cells,
) -> list[int]:
    """Game.order: 이기는 수 먼저, 다음은 threat_order 의 차례. order · wins: 같은 함수의 기계어
    (connect4_kernel.COMPILED_RULES 가 넣는다)."""
    mine, mask = state.current, state.mask
    moves = 0
    for column in columns:
        moves |= (mask + _LOW[column - 1]) & _COLUMN[column - 1]
    wins_now = wins(mine, mask)
    stones = sorted(order(mine, mask, moves), key=lambda s: bool(wins_now & s), reverse=True)
    return [(stone.bit_length() - 1) // _H1 + 1 for stone in stones]


def _moves_error(index: int, text: str, why: str) -> InputError:
    return InputError(
        Refusal.CONNECT4_MOVES,
        f"move {index} of {text!r} {why}",
        index=index,
        moves=text,
    )


def parse_moves(text: str) -> tuple[int, ...]:
    """'4453' → (4, 4, 5, 3). 빈 글은 빈 판. 1..7 이 아닌 글자, 가득 찬 열, 끝난 뒤의 수는
    InputError (Refusal.CONNECT4_MOVES): 몇 번째 수 (1 부터) 가 틀렸는지 말한다.

    >>> parse_moves("4453")
    (4, 4, 5, 3)
    """
    state = EMPTY_POSITION
    columns = []
    for index, ch in enumerate(text, start=1):
        if ch not in "1234567":
            raise _moves_error(index, text, f"is {ch!r}, not a column 1-7")
        if outcome(state) is not None:
            raise _moves_error(index, text, "comes after the game is over")
        column = int(ch)
        if state.mask & _TOP[column - 1]:
            raise _moves_error(index, text, f"is in column {column}, which is full")
        state = play(state, column)
        columns.append(column)
    return tuple(columns)


def format_moves(columns: Sequence[int]) -> str:
    """(4, 4, 5, 3) → '4453' (parse_moves 의 반대)."""
    return "".join(str(c) for c in columns)


def position(moves: str | Sequence[int]) -> Connect4Position:
    """수순 (글 '4453' 또는 열 번호들) 을 빈 판부터 둔 판. 틀린 수순은 InputError."""
    columns = parse_moves(moves if isinstance(moves, str) else format_moves(moves))
    state = EMPTY_POSITION
    for column in columns:
        state = play(state, column)
    return state


def format_grid(state: Connect4Position) -> str:
    """위 행부터 여섯 줄: 'X' 먼저 둔 사람, 'O' 나중 사람, '.' 빈칸."""
    first = state.current if state.to_move == 0 else state.current ^ state.mask
    rows = []
    for r in reversed(range(ROWS)):
        cells = []
        for c in range(COLUMNS):
            bit = 1 << (c * _H1 + r)
            cells.append("." if not state.mask & bit else "X" if first & bit else "O")
        rows.append("".join(cells))
    return "\n".join(rows)


def _turn(state: Connect4Position) -> int:
    """Game.to_move (이름 있는 함수라 판을 담은 세션이 pickle 된다)."""
    return state.to_move


# 사목의 Game (game.Game 의 약속): 열 번호 (1..7) 가 수, 판은 6 행 x 7 열
RULES: Rules[Connect4Position, int] = Rules(
    legal_columns,
    play,
    outcome,
    heuristic,
    initial=EMPTY_POSITION,
    turn=_turn,
    show=format_grid,
    identify=key,
    shape=(ROWS, COLUMNS),
)
ORDERED_RULES: Rules[Connect4Position, int] = replace(RULES, order=rank_columns)
