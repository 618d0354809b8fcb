"""삼목(tic-tac-toe): 판, 승자 판정, 값, 휴리스틱, 최선의 수, 완벽한 자기 대국.

판은 길이 9 의 튜플, 칸은 'X' / 'O' / None (칸 번호 0..8, 행 우선). X 가 먼저 둔다.
둘 차례는 돌 수로 정해진다 (X 와 O 가 같으면 X).

값 (둘 차례인 쪽 관점, negamax 의 규약):
- 이김: +(1 + 빈칸 수), 짐: -(1 + 빈칸 수), 무승부: 0. 빈칸 수는 끝난 판의 빈칸이다.
  그래서 부호가 승패(+1/-1/0)이고, 크기는 얼마나 빨리 끝나는지다: 빨리 이길수록(빈칸이 많이
  남을수록) 크고, 질 때는 늦게 질수록 덜 나쁘다. 판이 다 찬 뒤의 승리가 정확히 +1.
- 휴리스틱(깊이 한계용)은 언제나 -1 < h < 1 이라 실제 승패보다 절대 크지 않다.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from . import negamax
from .game import Rules
from .negamax import MoveScores

__all__ = [
    "CELLS",
    "EMPTY",
    "LINES",
    "ORDERED_RULES",
    "RULES",
    "SIZE",
    "STONES",
    "Board",
    "Decision",
    "Ply",
    "SelfPlay",
    "best_move",
    "format_board",
    "heuristic",
    "move_scores",
    "outcome",
    "parse_board",
    "self_play",
    "solve_all",
    "to_move",
    "value",
    "winner",
    "winning_lines",
]

Board = tuple[str | None, ...]
SIZE = 3  # 한 변의 칸 수
CELLS = SIZE * SIZE
# 두는 차례대로의 돌: Game.to_move 의 0 은 X, 1 은 O
STONES = ("X", "O")
EMPTY: Board = (None,) * CELLS
LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)
# 휴리스틱 가중치: 열린 줄(상대 돌이 없는 줄)에 내 돌이 2 개면 3, 1 개면 1.
# 견본 001 은 둘을 같은 점수로 세어 "곧 완성될 줄"을 구별하지 못했다.
TWO_WEIGHT, ONE_WEIGHT = 3, 1
_SCALE = 8 * TWO_WEIGHT + 1  # 8 줄 모두 최고점이어도 |h| < 1
# 수 순서 훅용: 가운데, 모서리, 변 (많은 줄에 걸친 칸부터)
_CENTER_FIRST = (4, 0, 2, 6, 8, 1, 3, 5, 7)


def _other(player: str) -> str:
    return "O" if player == "X" else "X"


def to_move(board: Board) -> str:
    """둘 차례: X 와 O 의 돌 수가 같으면 X."""
    return "X" if board.count("X") == board.count("O") else "O"


def winner(board: Board) -> str | None:
    """세 칸을 잇는 쪽 ('X' / 'O'), 없으면 None."""
    for a, b, c in LINES:
        p = board[a]
        if p is not None and p == board[b] == board[c]:
            return p
    return None


def winning_lines(board: Board) -> tuple[tuple[int, int, int], ...]:
    """이어진 줄들 (칸 번호 셋씩, LINES 순서). 보통 하나, 마지막 수가 두 줄을 함께 이으면 둘.

    >>> winning_lines(parse_board("XXO/XO./O.."))
    ((2, 4, 6),)
    """
    return tuple(
        line for line in LINES if board[line[0]] is not None and len({board[i] for i in line}) == 1
    )


# 판은 많아야 5,478 가지라 끝남과 두기는 판마다 한 번만 계산해 둔다 (MCTS 는 같은 판을 수없이
# 지난다: 수렴 데이터를 다시 만드는 시간이 거의 반이 된다)
@cache
def _terminal(board: Board) -> int | None:
    """끝났으면 둘 차례인 쪽 관점의 값. 줄을 이을 수 있는 건 방금 둔 쪽뿐이라 이기면 상대다."""
    empties = board.count(None)
    if winner(board) is not None:
        return -(1 + empties)
    if empties == 0:
        return 0
    return None


def _moves(board: Board) -> list[int]:
    return [i for i in range(CELLS) if board[i] is None]


@cache
def _apply(board: Board, cell: int) -> Board:
    return (*board[:cell], to_move(board), *board[cell + 1 :])


def _line_score(board: Board, player: str) -> int:
    """player 의 열린 줄 점수: 상대 돌이 없는 줄마다 내 돌 2 개면 3, 1 개면 1."""
    rival = _other(player)
    score = 0
    for line in LINES:
        cells = [board[i] for i in line]
        if rival in cells:
            continue
        mine = cells.count(player)
        score += TWO_WEIGHT if mine == 2 else ONE_WEIGHT if mine == 1 else 0
    return score


def _heuristic(board: Board) -> float:
    me = to_move(board)
    return (_line_score(board, me) - _line_score(board, _other(me))) / _SCALE


def _center_first(board: Board, moves: Sequence[int]) -> list[int]:
    return [c for c in _CENTER_FIRST if c in moves]


def parse_board(text: str) -> Board:
    """'X.O......' 처럼 9 글자 (X, O, 빈칸은 '.' 또는 '-' 또는 '_') → 판. 검사까지 한다."""
    cleaned = text.replace("/", "").replace(",", "").replace(" ", "")
    if len(cleaned) != 9:
        raise ValueError(f"a board has 9 cells, got {len(cleaned)} in {text!r}")
    cells: list[str | None] = []
    for ch in cleaned.upper():
        if ch in "XO":
            cells.append(ch)
        elif ch in ".-_":
            cells.append(None)
        else:
            raise ValueError(f"cells are X, O or '.', got {ch!r}")
    return _validate(cells)


def format_board(board: Board) -> str:
    """판 → 'X.O/.X./..O' (행을 '/' 로 나눈다)."""
    s = "".join(c or "." for c in board)
    return f"{s[0:3]}/{s[3:6]}/{s[6:9]}"


def _validate(board: Sequence[Any]) -> Board:
    """공개 입구의 검사: 9 칸, 'X'/'O'/None, 실제 대국에서 나올 수 있는 판."""
    if isinstance(board, str):
        return parse_board(board)
    cells = tuple(board)
    if len(cells) != 9:
        raise ValueError(f"a board has 9 cells, got {len(cells)}")
    bad = [c for c in cells if c not in ("X", "O", None)]
    if bad:
        raise ValueError(f"cells are 'X', 'O' or None, got {bad[0]!r}")
    x, o = cells.count("X"), cells.count("O")
    if x - o not in (0, 1):
        raise ValueError(f"X moves first, so X count - O count is 0 or 1, got {x} and {o}")
    x_line = any(cells[a] == cells[b] == cells[c] == "X" for a, b, c in LINES)
    o_line = any(cells[a] == cells[b] == cells[c] == "O" for a, b, c in LINES)
    if (x_line and x == o) or (o_line and x > o):
        raise ValueError("unreachable board: play would have stopped at the win")
    return cells  # type: ignore[return-value]


def value(board: Board) -> int | None:
    """끝난 판이면 둘 차례인 쪽 관점의 값 (모듈 설명의 규약), 아니면 None."""
    return _terminal(_validate(board))


def outcome(score: float) -> int:
    """값의 부호: +1 이김, -1 짐, 0 무승부 (휴리스틱 값이면 유리·불리의 방향)."""
    return (score > 0) - (score < 0)


def heuristic(board: Board) -> float:
    """깊이 한계용 추정 (둘 차례인 쪽 관점, -1 < h < 1): 내 열린 줄 점수 - 상대 것, 나누기 25."""
    return _heuristic(_validate(board))


def _rules(ordered: bool) -> Rules[Board, int]:
    return ORDERED_RULES if ordered else RULES


def _playable(board: Sequence[Any]) -> Board:
    cells = _validate(board)
    if _terminal(cells) is not None:
        raise ValueError("the game is over: no move to choose")
    return cells


def _check_depth(depth: int | None) -> None:
    if depth is not None and (isinstance(depth, bool) or not isinstance(depth, int) or depth < 1):
        raise ValueError(f"depth must be a positive integer or None, got {depth!r}")


@dataclass(frozen=True)
class Decision:
    """최선의 수. value 는 둘 쪽 관점 (outcome 으로 승패), nodes 는 방문 노드 수."""

    cell: int
    value: float
    nodes: int
    player: str


def best_move(
    board: Board | str,
    algorithm: str = "alphabeta",
    depth: int | None = None,
    ordered: bool = False,
) -> Decision:
    """둘 차례인 쪽의 최선의 수. 동점이면 가장 작은 칸 번호 (ordered=True 면 가운데-모서리-변
    순서에서 첫 번째). depth 는 내다볼 수(手) 수, None 이면 끝까지."""
    cells = _playable(board)
    _check_depth(depth)
    found = negamax.search(_rules(ordered), cells, algorithm, depth)
    assert found.move is not None
    return Decision(found.move, found.value, found.nodes, to_move(cells))


def move_scores(
    board: Board | str, algorithm: str = "alphabeta", depth: int | None = None
) -> MoveScores[int]:
    """빈칸마다 그 칸에 두었을 때의 값 (둘 쪽 관점)과 노드 수. 히트맵용."""
    cells = _playable(board)
    _check_depth(depth)
    return negamax.score_moves(RULES, cells, algorithm, depth)


@dataclass(frozen=True)
class Ply:
    """자기 대국의 한 수: 누가, 어디에, 그때 예상한 값(둘 쪽 관점), 찾는 데 든 노드."""

    player: str
    cell: int
    value: float
    nodes: int


@dataclass(frozen=True)
class SelfPlay:
    """자기 대국 기록. result: 'draw' / 'X' / 'O'. nodes: 모든 수의 탐색 노드 합."""

    algorithm: str
    plies: tuple[Ply, ...]
    board: Board
    result: str

    @property
    def nodes(self) -> int:
        """모든 수를 고르는 데 든 노드 합."""
        return sum(p.nodes for p in self.plies)


def self_play(
    algorithm: str = "alphabeta",
    depth: int | None = None,
    start: Board | str = EMPTY,
    ordered: bool = False,
) -> SelfPlay:
    """양쪽 모두 best_move 로 두는 대국. 끝까지 보면 무승부이고 예상 값은 내내 0 이다."""
    board = _validate(start)
    _check_depth(depth)
    if algorithm not in negamax.ALGORITHMS:
        raise ValueError(
            f"unknown algorithm {algorithm!r}; choose one of {', '.join(negamax.ALGORITHMS)}"
        )
    plies: list[Ply] = []
    while _terminal(board) is None:
        d = best_move(board, algorithm, depth, ordered)
        plies.append(Ply(d.player, d.cell, d.value, d.nodes))
        board = _apply(board, d.cell)
    return SelfPlay(algorithm, tuple(plies), board, winner(board) or "draw")


@dataclass(frozen=True)
class _Solved:
    value: int
    best: int | None
    nodes: int  # 메모 없는 미니맥스가 이 판에서 방문할 노드 수


def solve_all() -> dict[Board, tuple[int, int | None, int]]:
    """모든 도달 가능한 판의 정확한 값 표 (메모이즈한 미니맥스).

    판 → (값, 최선의 칸(가장 작은 번호) 또는 None, 메모 없는 미니맥스의 노드 수).
    같은 판이 여러 길로 나오므로 메모로 한 번씩만 푼다; 노드 수는 1 + 자식 노드 수의 합으로
    되살린다 (빈 판은 549,946).
    """
    return {b: (s.value, s.best, s.nodes) for b, s in _solve_table().items()}


@cache
def _solve_table() -> dict[Board, _Solved]:
    table: dict[Board, _Solved] = {}

    def solve(board: Board) -> _Solved:
        hit = table.get(board)
        if hit is not None:
            return hit
        end = _terminal(board)
        if end is not None:
            out = _Solved(end, None, 1)
        else:
            best, best_cell, nodes = None, None, 1
            for cell in _moves(board):
                child = solve(_apply(board, cell))
                nodes += child.nodes
                if best is None or -child.value > best:
                    best, best_cell = -child.value, cell
            assert best is not None
            out = _Solved(best, best_cell, nodes)
        table[board] = out
        return out

    solve(EMPTY)
    return table


def _turn(board: Board) -> int:
    """Game.to_move: 0 (X, 먼저 둔 쪽) 또는 1 (O)."""
    return STONES.index(to_move(board))


# 삼목의 Game (game.Game 의 약속): 칸 번호가 수, 판은 3x3
RULES: Rules[Board, int] = Rules(
    _moves,
    _apply,
    _terminal,
    _heuristic,
    initial=EMPTY,
    turn=_turn,
    show=format_board,
    shape=(SIZE, SIZE),
)
# 순서 훅을 단 규칙: 노드는 줄지만 동점일 때 고르는 수가 "가장 작은 칸"이 아닐 수 있다
ORDERED_RULES: Rules[Board, int] = replace(RULES, order=_center_first)
