"""사라지는 발판: 문제의 공식 예시, 갇힌 첫 사람, 대칭, 견본 DFS 와의 비교, 입력 검사."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.gametree import footholds
from solver.gametree.footholds import Footholds, FootholdsError, Step, solve

Grid = list[list[int]]


def _reference(board: Grid, aloc: list[int], bloc: list[int]) -> int:
    """견본 002 의 C++ DFS 를 그대로 옮긴 것 (독립된 답안 확인용)."""
    h, w = len(board), len(board[0])
    grid = [row[:] for row in board]
    pos = [tuple(aloc), tuple(bloc)]

    def dfs(round_: int) -> tuple[bool, int]:
        turn = round_ % 2
        cy, cx = pos[turn]
        if not grid[cy][cx]:
            return False, round_
        won, win_best, lose_best, moved = False, 10**9, 0, False
        for dy, dx in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            ny, nx = cy + dy, cx + dx
            if not (0 <= ny < h and 0 <= nx < w) or not grid[ny][nx]:
                continue
            moved = True
            grid[cy][cx] = 0
            pos[turn] = (ny, nx)
            child_won, count = dfs(round_ + 1)
            grid[cy][cx] = 1
            pos[turn] = (cy, cx)
            if not child_won:
                won, win_best = True, min(win_best, count)
            else:
                lose_best = max(lose_best, count)
        if not moved:
            return False, round_
        return (True, win_best) if won else (False, lose_best)

    return dfs(0)[1]


OFFICIAL = [
    ([[1, 1, 1], [1, 1, 1], [1, 1, 1]], [1, 0], [1, 2], 5),
    ([[1, 1, 1], [1, 0, 1], [1, 1, 1]], [1, 0], [1, 2], 4),
    ([[1, 1, 1, 1, 1]], [0, 0], [0, 4], 4),
    ([[1]], [0, 0], [0, 0], 0),
]


@pytest.mark.parametrize(("board", "aloc", "bloc", "expected"), OFFICIAL)
def test_official_examples(board: Grid, aloc: list[int], bloc: list[int], expected: int) -> None:
    assert solve(board, aloc, bloc).moves == expected
    assert _reference(board, aloc, bloc) == expected


def test_official_examples_winners() -> None:
    winners = [solve(b, a, c).winner for b, a, c, _ in OFFICIAL]
    assert winners == ["A", "B", "B", "B"]


def test_a_trapped_first_player_makes_no_move_and_loses() -> None:
    result = solve([[1, 0], [0, 1]], [0, 0], [1, 1])
    assert (result.moves, result.winner, result.line) == (0, "B", ())


def test_leaving_a_shared_foothold_wins_at_once() -> None:
    result = solve([[1, 1, 1], [1, 1, 1], [1, 1, 1]], [1, 1], [1, 1])
    assert (result.moves, result.winner) == (1, "A")


def test_stepping_onto_the_rival_strands_them() -> None:
    # 1x2: A 가 B 의 칸으로 가면 B 옆 발판(A 가 떠난 칸)이 사라져 B 가 움직일 수 없다
    result = solve([[1, 1]], [0, 0], [0, 1])
    assert (result.moves, result.winner) == (1, "A")
    assert result.line[0] == Step("A", (0, 0), (0, 1))


@pytest.mark.parametrize(
    ("board", "aloc", "bloc"),
    [
        ([[1] * 5] * 5, [0, 0], [4, 4]),
        ([[1] * 5] * 5, [0, 0], [0, 4]),
        ([[1] * 5] * 5, [2, 1], [2, 3]),
        ([[1, 1, 1, 1], [1, 0, 0, 1], [1, 0, 0, 1], [1, 1, 1, 1]], [0, 0], [3, 3]),
        ([[1, 1, 1], [1, 1, 1], [1, 1, 1]], [0, 0], [2, 2]),
    ],
)
def test_symmetric_boards_match_the_reference_search(
    board: Grid, aloc: list[int], bloc: list[int]
) -> None:
    expected = _reference(board, aloc, bloc)
    for algorithm in ("alphabeta", "minimax"):
        assert solve(board, aloc, bloc, algorithm).moves == expected


def test_full_5x5_from_opposite_corners() -> None:
    result = solve([[1] * 5] * 5, [0, 0], [4, 4])
    assert (result.moves, result.winner) == (21, "A")


def _replay(board: Grid, aloc: list[int], bloc: list[int], result: Footholds) -> None:
    """수순이 규칙대로인지 직접 두어 보고, 끝에서 진 사람이 정말 움직일 수 없는지 본다."""
    grid = [row[:] for row in board]
    where = {"A": tuple(aloc), "B": tuple(bloc)}
    for i, step in enumerate(result.line):
        assert step.player == "AB"[i % 2]
        assert step.start == where[step.player]
        assert grid[step.start[0]][step.start[1]] == 1  # 발이 아직 발판 위에 있다
        (r, c), (nr, nc) = step.start, step.end
        assert abs(r - nr) + abs(c - nc) == 1 and grid[nr][nc] == 1
        grid[r][c] = 0
        where[step.player] = step.end
    loser = "AB"[len(result.line) % 2]
    assert result.winner != loser
    r, c = where[loser]
    near = [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))]
    stuck = all(
        not (0 <= y < len(grid) and 0 <= x < len(grid[0])) or not grid[y][x] for y, x in near
    )
    assert grid[r][c] == 0 or stuck


@pytest.mark.parametrize(("board", "aloc", "bloc", "expected"), OFFICIAL)
def test_line_of_play_is_legal_and_as_long_as_the_answer(
    board: Grid, aloc: list[int], bloc: list[int], expected: int
) -> None:
    result = solve(board, aloc, bloc)
    assert len(result.line) == expected
    _replay(board, aloc, bloc, result)
    assert result.moves == expected


@st.composite
def games(draw: st.DrawFn, max_rows: int = 4, max_cols: int = 4) -> tuple[Grid, list, list]:
    rows = draw(st.integers(1, max_rows))
    cols = draw(st.integers(1, max_cols))
    # 발판이 넉넉해야 대국이 길어진다: 칸마다 3/4 확률로 발판
    foothold = st.integers(0, 3).map(bool)
    cells = draw(st.lists(foothold, min_size=rows * cols, max_size=rows * cols))
    a = draw(st.integers(0, rows * cols - 1))
    b = draw(st.integers(0, rows * cols - 1))
    cells[a] = cells[b] = True  # 두 사람은 발판 위에서 시작한다
    board = [[int(cells[r * cols + c]) for c in range(cols)] for r in range(rows)]
    return board, list(divmod(a, cols)), list(divmod(b, cols))


def _mirror_rows(game: tuple[Grid, list, list]) -> tuple[Grid, list, list]:
    board, (ar, ac), (br, bc) = game
    n = len(board)
    return board[::-1], [n - 1 - ar, ac], [n - 1 - br, bc]


def _mirror_cols(game: tuple[Grid, list, list]) -> tuple[Grid, list, list]:
    board, (ar, ac), (br, bc) = game
    m = len(board[0])
    return [row[::-1] for row in board], [ar, m - 1 - ac], [br, m - 1 - bc]


def _transpose(game: tuple[Grid, list, list]) -> tuple[Grid, list, list]:
    board, (ar, ac), (br, bc) = game
    return [list(col) for col in zip(*board, strict=True)], [ac, ar], [bc, br]


@settings(max_examples=150, deadline=None)
@given(games(max_rows=5, max_cols=5))
def test_result_is_invariant_under_mirroring(game: tuple[Grid, list, list]) -> None:
    base = solve(*game)
    for mirrored in (_mirror_rows(game), _mirror_cols(game), _transpose(game)):
        other = solve(*mirrored)
        assert (other.moves, other.winner) == (base.moves, base.winner)


@settings(max_examples=150, deadline=None)
@given(games())
def test_alphabeta_and_minimax_agree_with_the_reference(game: tuple[Grid, list, list]) -> None:
    expected = _reference(*game)
    pruned = solve(*game, algorithm="alphabeta")
    full = solve(*game, algorithm="minimax")
    assert pruned.moves == full.moves == expected
    assert pruned.winner == full.winner
    assert pruned.nodes <= full.nodes
    _replay(*game, pruned)


@pytest.mark.parametrize(
    ("board", "aloc", "bloc", "message"),
    [
        ([], [0, 0], [0, 0], "non-empty"),
        ([[1, 1], [1]], [0, 0], [0, 1], "rectangular"),
        ([[1, 2]], [0, 0], [0, 0], "0 or 1"),
        ([[1, True]], [0, 0], [0, 0], "0 or 1"),
        ([[1] * 6], [0, 0], [0, 1], "1x1 to 5x5"),
        ([[1]] * 6, [0, 0], [1, 0], "1x1 to 5x5"),
        ([[]], [0, 0], [0, 0], "1x1 to 5x5"),
        ([[1, 1]], [0, 2], [0, 0], "outside"),
        ([[1, 1]], [0, 0], [-1, 0], "outside"),
        ([[1, 0]], [0, 0], [0, 1], "not on a foothold"),
        ([[1, 1]], [0], [0, 1], r"\[row, col\]"),
        ([[1, 1]], [0, 0], [0, 0.5], "two integers"),
        ("11", [0, 0], [0, 1], "list of rows"),
        ([[1, 1]], [0, 0], [0, 1, 2], r"\[row, col\]"),
    ],
)
def test_bad_inputs_are_rejected(board: object, aloc: object, bloc: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        solve(board, aloc, bloc)  # type: ignore[arg-type]


def test_numpy_boards_are_accepted() -> None:
    board = np.ones((3, 3), dtype=np.int8)
    assert solve(board, [1, 0], [1, 2]).moves == 5  # type: ignore[arg-type]


def test_unknown_algorithm_is_rejected() -> None:
    with pytest.raises(ValueError, match="unknown algorithm"):
        solve([[1, 1]], [0, 0], [0, 1], "greedy")


def test_parse_board_and_position() -> None:
    assert footholds.parse_board("111,101") == [[1, 1, 1], [1, 0, 1]]
    assert footholds.parse_board("11/01") == [[1, 1], [0, 1]]
    assert footholds.parse_board(" 1 1 \n 0 1 ") == [[1, 1], [0, 1]]
    assert footholds.parse_position("1,2") == [1, 2]
    assert footholds.parse_position(" (1, 2) ") == [1, 2]
    assert footholds.parse_position("[-1,0]") == [-1, 0]  # 판 밖인지는 solve 가 본다


@pytest.mark.parametrize(
    ("text", "reason"), [("", "empty"), (" , ", "empty"), ("11,,11", "rect"), ("121", "cell")]
)
def test_unreadable_board_text_names_its_reason(text: str, reason: str) -> None:
    with pytest.raises(FootholdsError) as info:
        footholds.parse_board(text)
    assert info.value.reason == reason


@pytest.mark.parametrize(
    ("text", "first"), [("<script>alert(1)</script>", "<"), ("11,1x(", "x"), ("1 0,2", "2")]
)
def test_a_bad_board_cell_is_named_in_reading_order(text: str, first: str) -> None:
    """찾은 문제: 틀린 글자를 정렬해 가장 작은 것을 말해 '<script>' 에 '(' 라고 했다."""
    with pytest.raises(FootholdsError) as info:
        footholds.parse_board(text)
    assert info.value.reason == "cell" and info.value.values == {"ch": first}


@pytest.mark.parametrize("text", ["1", "a,b", "1,2,3", "--1,0", "1.5,0", "²,1", ""])
def test_unreadable_position_names_its_reason_and_player(text: str) -> None:
    with pytest.raises(FootholdsError, match="row,col") as info:
        footholds.parse_position(text, "B")
    assert info.value.reason == "position"
    assert info.value.values == {"name": "B", "text": text}


@pytest.mark.parametrize(
    ("board", "a", "b", "reason"),
    [
        ("11,1", "0,0", "0,1", "rect"),
        ("111111", "0,0", "0,1", "size"),
        ("11,11", "2,0", "0,1", "outside"),
        ("10,11", "0,1", "1,1", "hole"),
    ],
)
def test_unsolvable_boards_name_their_reason(board: str, a: str, b: str, reason: str) -> None:
    with pytest.raises(FootholdsError) as info:
        solve(
            footholds.parse_board(board), footholds.parse_position(a), footholds.parse_position(b)
        )
    assert info.value.reason == reason
