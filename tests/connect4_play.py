"""사목 시험이 같이 쓰는 도우미: 씨앗으로 만든 끝 무렵의 판, 비트판을 쓰지 않는 맨 미니맥스."""

from __future__ import annotations

from functools import cache

import numpy as np

from solver.gametree import connect4

# 비트판과 따로 쓴 판: 열마다 아래부터 쌓인 돌 (1 먼저 둔 사람, 2 나중 사람)
Grid = tuple[tuple[int, ...], ...]
_LINES = ((1, 0), (0, 1), (1, 1), (1, -1))


def grid_of(moves: str) -> Grid:
    """수순 글을 열 목록의 판으로 (검사 없이)."""
    columns: list[list[int]] = [[] for _ in range(7)]
    for i, ch in enumerate(moves):
        columns[int(ch) - 1].append(1 + i % 2)
    return tuple(tuple(c) for c in columns)


def _stone(grid: Grid, c: int, r: int) -> int:
    return grid[c][r] if 0 <= c < 7 and 0 <= r < len(grid[c]) else 0


def four_at(grid: Grid, c: int) -> bool:
    """열 c 의 맨 위 돌이 네 개 줄을 이었는가."""
    r = len(grid[c]) - 1
    who = grid[c][r]
    for dc, dr in _LINES:
        run = 1
        for sign in (1, -1):
            k = 1
            while _stone(grid, c + sign * k * dc, r + sign * k * dr) == who:
                run, k = run + 1, k + 1
        if run >= 4:
            return True
    return False


@cache
def plain_value(grid: Grid) -> int:
    """둘 차례인 쪽 관점의 정확한 점수 (gamesolver.org 규약): 모든 수를 보는 미니맥스 (기억만)."""
    plies = sum(len(c) for c in grid)
    if plies == 42:
        return 0
    best = -99
    for c in range(7):
        if len(grid[c]) == 6:
            continue
        child = tuple((*col, 1 + plies % 2) if i == c else col for i, col in enumerate(grid))
        # 이긴 돌이 내 (plies // 2 + 1) 번째 돌
        value = 22 - (plies + 2) // 2 if four_at(child, c) else -plain_value(child)
        best = max(best, value)
    return best


def plain_columns(moves: str) -> dict[int, int | None]:
    """열마다의 점수 (맨 미니맥스), 둘 수 없으면 None."""
    grid = grid_of(moves)
    plies = len(moves)
    out: dict[int, int | None] = {}
    for c in range(7):
        if len(grid[c]) == 6:
            out[c + 1] = None
            continue
        child = tuple((*col, 1 + plies % 2) if i == c else col for i, col in enumerate(grid))
        out[c + 1] = 22 - (plies + 2) // 2 if four_at(child, c) else -plain_value(child)
    return out


def random_moves(rng: np.random.Generator, stones: int, *, quiet: bool = True) -> str:
    """씨앗으로 둔 판의 수순: 끝나지 않았고 (quiet 면) 둘 차례인 쪽이 바로 이길 수 없는 판."""
    while True:
        state, moves = connect4.EMPTY_POSITION, []
        for _ in range(stones):
            open_ = [
                c
                for c in connect4.legal_columns(state)
                if connect4.outcome(connect4.play(state, c)) is None
            ]
            if not open_:
                break
            column = int(rng.choice(open_))
            state = connect4.play(state, column)
            moves.append(column)
        if len(moves) < stones:
            continue
        wins = connect4.winning_cells(state.current, state.mask) & connect4.playable(state.mask)
        if not (quiet and wins):
            return connect4.format_moves(moves)
