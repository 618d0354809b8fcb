"""사라지는 발판 (프로그래머스 92345): 두 사람이 최선을 다할 때 모두 몇 번 움직이는가.

규칙: 판의 1 칸이 발판. A 가 먼저, 번갈아 상하좌우로 판 안의 발판에 한 칸 움직이고, 떠난
발판은 사라진다. 움직일 수 없거나 내 발판이 사라졌으면 (둘이 같은 칸에 있다가 상대가 떠남)
그 차례의 사람이 진다. 같은 칸에 함께 설 수는 있다.
이길 사람은 되도록 빨리, 질 사람은 되도록 오래 버틴다.

negamax 의 규약으로 푼다. 상태는 (발판 비트마스크, 둘 쪽 위치, 상대 위치, 지금까지
움직인 수 p). 말단의 값은 둘 차례인 쪽이 지므로 -(LIMIT - p), 즉 이긴 쪽은 +(LIMIT - p):
이긴 쪽은 p 가 작을수록, 진 쪽은 p 가 클수록 좋다. p 가 뿌리에서부터 센 절대 수라서 부호만
바꿔 올려도 이 선호가 그대로 지켜진다. 답 = LIMIT - |뿌리 값|.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import InputError, Refusal
from . import negamax
from .game import Rules

__all__ = [
    "MAX_SIZE",
    "Footholds",
    "FootholdsError",
    "Step",
    "game",
    "parse_board",
    "parse_position",
    "solve",
]

MAX_SIZE = 5
# 한 번 움직일 때마다 발판이 하나 사라지므로 수는 25 를 넘지 못한다
LIMIT = 100
_DIRS = ((-1, 0), (1, 0), (0, -1), (0, 1))  # 위, 아래, 왼쪽, 오른쪽 (동점일 때 이 순서)

Position = tuple[int, int]
# (발판 비트마스크, 둘 쪽 칸 번호, 상대 칸 번호, 지금까지 움직인 수)
State = tuple[int, int, int, int]


class FootholdsError(InputError):
    """풀 수 없는 판이나 위치. reason (solver.errors.Refusal): EMPTY, ROWS, CELL, RECT, SIZE,
    POSITION, OUTSIDE, HOLE."""


def _make_rules(rows: int, cols: int, start: State) -> Rules[State, int]:
    """판 크기에 맞춘 Game (game.Game 의 약속). 수는 옮겨 갈 칸 번호 (r * cols + c)."""
    neighbours: list[list[int]] = []
    for cell in range(rows * cols):
        r, c = divmod(cell, cols)
        near = [
            (r + dr) * cols + (c + dc)
            for dr, dc in _DIRS
            if 0 <= r + dr < rows and 0 <= c + dc < cols
        ]
        neighbours.append(near)

    def moves(state: State) -> list[int]:
        mask, me, _, _ = state
        return [n for n in neighbours[me] if mask >> n & 1]

    def apply(state: State, target: int) -> State:
        mask, me, other, p = state
        return (mask & ~(1 << me), other, target, p + 1)

    def terminal(state: State) -> int | None:
        mask, me, _, p = state
        if not mask >> me & 1 or not any(mask >> n & 1 for n in neighbours[me]):
            return -(LIMIT - p)
        return None

    def show(state: State) -> str:
        """판을 행마다 한 줄로: 발판 '1', 구멍 '0', 둘 쪽 'M', 상대 'T' (같은 칸이면 'M')."""
        mask, me, other, _ = state
        cells = ["1" if mask >> n & 1 else "0" for n in range(rows * cols)]
        cells[other], cells[me] = "T", "M"
        return ",".join("".join(cells[r * cols : (r + 1) * cols]) for r in range(rows))

    return Rules(
        moves,
        apply,
        terminal,
        initial=start,
        turn=lambda state: state[3] % 2,
        show=show,
        shape=(rows, cols),
    )


def game(
    board: Sequence[Sequence[int]], aloc: Sequence[int], bloc: Sequence[int]
) -> Rules[State, int]:
    """판과 두 사람의 자리로 Game 을 만든다 (검사는 solve 와 같다). 처음 상태에서 A 가 둔다.

    >>> footholds = game([[1, 1, 1]], [0, 0], [0, 2])
    >>> footholds.render(footholds.start()), footholds.moves(footholds.start())
    ('M1T', [1])
    """
    rows, a, b = _validate(board, aloc, bloc)
    n_rows, n_cols = len(rows), len(rows[0])
    mask = sum(1 << (r * n_cols + c) for r in range(n_rows) for c in range(n_cols) if rows[r][c])
    start: State = (mask, a[0] * n_cols + a[1], b[0] * n_cols + b[1], 0)
    return _make_rules(n_rows, n_cols, start)


@dataclass(frozen=True)
class Step:
    """한 번의 움직임: 누가 (A/B), 어디서, 어디로."""

    player: str
    start: Position
    end: Position


@dataclass(frozen=True)
class Footholds:
    """풀이 결과. moves: 최선의 대국에서 움직인 총 수 (문제의 답). winner: 'A' / 'B'.
    line: 그 대국의 수순. nodes: 뿌리 탐색이 방문한 노드 수."""

    moves: int
    winner: str
    line: tuple[Step, ...]
    nodes: int


def _validate(
    board: Sequence[Sequence[int]], aloc: Sequence[int], bloc: Sequence[int]
) -> tuple[list[list[int]], Position, Position]:
    """공개 입구의 검사: 직사각형, 0/1 만, 1x1 ~ 5x5, 두 위치는 판 안의 발판."""
    if hasattr(board, "tolist"):  # numpy 배열도 받는다
        board = board.tolist()
    if isinstance(board, str) or not isinstance(board, Sequence) or len(board) == 0:
        raise FootholdsError(Refusal.EMPTY, "board must be a non-empty list of rows")
    rows: list[list[int]] = []
    for row in board:
        if isinstance(row, str) or not isinstance(row, Sequence):
            raise FootholdsError(Refusal.ROWS, "each board row must be a list of 0/1")
        rows.append(list(row))
    lengths = [len(r) for r in rows]
    if len(set(lengths)) > 1:
        raise FootholdsError(
            Refusal.RECT, f"board must be rectangular, got row lengths {lengths}", lengths=lengths
        )
    if not (len(rows) <= MAX_SIZE and 1 <= lengths[0] <= MAX_SIZE):
        raise FootholdsError(
            Refusal.SIZE,
            f"board must be 1x1 to {MAX_SIZE}x{MAX_SIZE}, got {len(rows)}x{lengths[0]}",
            rows=len(rows),
            cols=lengths[0],
            max=MAX_SIZE,
        )
    for row in rows:
        for v in row:
            if isinstance(v, bool) or v not in (0, 1):
                raise FootholdsError(Refusal.CELL, f"board cells must be 0 or 1, got {v!r}", ch=v)
    return rows, _position(aloc, "A", rows), _position(bloc, "B", rows)


def _position(loc: Sequence[int], name: str, rows: list[list[int]]) -> Position:
    """위치 하나 검사: 정수 두 개, 판 안, 발판 위."""
    if (
        isinstance(loc, str)
        or not isinstance(loc, Sequence)
        or len(loc) != 2
        or any(isinstance(v, bool) or not isinstance(v, int) for v in loc)
    ):
        raise FootholdsError(
            Refusal.POSITION,
            f"position of {name} must be two integers [row, col], got {loc!r}",
            name=name,
            text=str(loc),
        )
    r, c = loc
    if not (0 <= r < len(rows) and 0 <= c < len(rows[0])):
        raise FootholdsError(
            Refusal.OUTSIDE,
            f"position of {name} {[r, c]} is outside the board",
            name=name,
            r=r,
            c=c,
        )
    if rows[r][c] != 1:
        raise FootholdsError(
            Refusal.HOLE, f"position of {name} {[r, c]} is not on a foothold", name=name, r=r, c=c
        )
    return r, c


def solve(
    board: Sequence[Sequence[int]],
    aloc: Sequence[int],
    bloc: Sequence[int],
    algorithm: str = "alphabeta",
) -> Footholds:
    """두 사람이 최선을 다한 대국: 총 수, 이긴 사람, 수순, 노드 수.

    수순은 매 수마다 다시 탐색해 얻는다: 같은 값을 지키는 첫 번째 수 (위, 아래, 왼쪽, 오른쪽
    순으로 본다). 값이 절대 수를 담고 있어 수순의 길이는 언제나 답과 같다.
    """
    rules = game(board, aloc, bloc)
    assert rules.shape is not None
    n_cols = rules.shape[1]
    state = rules.start()

    root = negamax.search(rules, state, algorithm)
    moves = LIMIT - abs(int(root.value))
    line: list[Step] = []
    result = root
    while result.move is not None:
        _, me, _, _ = state
        player = "AB"[rules.to_move(state)]
        line.append(Step(player, divmod(me, n_cols), divmod(result.move, n_cols)))
        state = rules.apply(state, result.move)
        result = negamax.search(rules, state, algorithm)
    assert len(line) == moves, "the line of play must have as many moves as the answer"
    # 뿌리에서 A 가 둘 차례: 값이 양수면 A 가 이긴다
    return Footholds(moves, "A" if root.value > 0 else "B", tuple(line), root.nodes)


def parse_board(text: str) -> list[list[int]]:
    """'111,101,111' → [[1,1,1],[1,0,1],[1,1,1]]. 행은 쉼표, '/' 나 줄바꿈으로 나누고 빈칸은
    무시한다. 비었거나 0/1 이 아닌 글자, 빈 행은 FootholdsError; 나머지 모양 (직사각형 · 크기)
    은 solve 가 검사한다."""
    rows = [r.replace(" ", "") for r in text.replace("/", ",").replace("\n", ",").split(",")]
    if not any(rows):
        raise FootholdsError(Refusal.EMPTY, "the board is empty; write rows of 0/1 such as 111,101")
    # 읽는 차례로 처음 나온 틀린 글자를 말한다 ('<script>alert(1)' 이면 '(' 가 아니라 '<')
    bad = next((ch for r in rows for ch in r if ch not in "01"), None)
    if bad is not None:
        raise FootholdsError(Refusal.CELL, f"board cells are 0 or 1, got {bad!r}", ch=bad)
    lengths = [len(r) for r in rows]
    if not all(lengths):
        raise FootholdsError(
            Refusal.RECT,
            f"board rows must not be empty, got row lengths {lengths}",
            lengths=lengths,
        )
    return [[int(ch) for ch in r] for r in rows]


def parse_position(text: str, name: str = "A") -> list[int]:
    """'1,0' (괄호 '(1, 0)' · '[1,0]' 도) → [1, 0]. 정수 두 개가 아니면 FootholdsError."""
    parts = [p.strip() for p in text.strip().strip("()[]").split(",")]
    if len(parts) != 2 or not all(re.fullmatch(r"-?[0-9]+", p) for p in parts):
        raise FootholdsError(
            Refusal.POSITION,
            f"position of {name} is two integers 'row,col', got {text!r}",
            name=name,
            text=text,
        )
    return [int(p) for p in parts]
