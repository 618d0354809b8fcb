"""MCTS 한 걸음씩 페이지의 그릴 내용 (streamlit 없음): 게임, 발자취에서 다시 자란 나무, 한
playout 의 네 박자가 보일 수, 작은 판의 칸.

나무는 엔진의 것을 들여다보지 않고 발자취 (solver.gametree.mcts_trace) 만으로 다시 기른다: playout
마다 고른 수들과 넓힌 수가 길이고, 올리기는 길 위의 노드마다 방문 +1 과 그 노드로 둔 쪽의 점수를
더한다 (깊이 1 은 reward, 깊이 2 는 1 - reward, ... 뿌리는 1 - reward). 그래서 화면의 수는 발자취가
말한 수와 같다 (시험이 견준다).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from solver.gametree.game import Game
from solver.gametree.mcts_trace import TRACED_GAMES, Playout, Selection

__all__ = [
    "GAME_RULES",
    "Beat",
    "ChildRow",
    "McGame",
    "NodePath",
    "SearchTree",
    "backup_rows",
    "best_moves",
    "board_cells",
    "chosen_at",
    "grow",
    "node_moves",
    "path_of",
    "position_state",
    "prefixes",
    "root_series",
    "select_rows",
    "uct",
]

NodePath = tuple[int, ...]  # 뿌리 (지금 판) 에서 그 노드까지의 수들


class McGame(StrEnum):
    """MCTS 가 두는 게임 (링크의 game)."""

    TICTACTOE = "tictactoe"
    CONNECT4 = "connect4"


# 게임 → 규칙 (엔진의 이름 표 그대로; 수는 정수: 삼목의 칸 번호, 사목의 열 1-7)
GAME_RULES: Mapping[McGame, Game] = MappingProxyType({g: TRACED_GAMES[g.value] for g in McGame})


class Beat(StrEnum):
    """playout 하나의 네 박자 (링크의 beat)."""

    SELECT = "select"  # 고르기: 뿌리에서 UCT 가 가장 큰 자식으로
    EXPAND = "expand"  # 넓히기: 안 본 수 하나로 새 노드
    ROLLOUT = "rollout"  # 끝내기: 끝까지 무작위로
    BACKUP = "backup"  # 올리기: 길 위의 노드마다 방문 +1, 점수 +


def position_state(game: McGame, moves: Sequence[int]) -> object:
    """처음 판부터 moves 를 둔 판 (수는 모두 둘 수 있다고 믿는다: 상태가 링크에서 걸렀다)."""
    rules = GAME_RULES[game]
    state = rules.start()
    for move in moves:
        state = rules.apply(state, move)
    return state


@dataclass(frozen=True)
class NodeFigure:
    """노드 하나의 수: visits (방문), wins (그 노드로 둔 쪽의 점수 합)."""

    visits: int
    wins: float

    @property
    def rate(self) -> float:
        """승률 (안 봤으면 0)."""
        return self.wins / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class SearchTree:
    """playout done 번 뒤의 나무: figures (길 → 수), children (길 → 만든 차례의 자식 수들)."""

    done: int
    figures: Mapping[NodePath, NodeFigure]
    children: Mapping[NodePath, tuple[int, ...]]

    def figure(self, path: NodePath) -> NodeFigure:
        """그 노드의 수 (아직 없는 노드는 0 / 0)."""
        return self.figures.get(path, NodeFigure(0, 0.0))


def prefixes(path: NodePath) -> list[NodePath]:
    """길의 앞부분들 (뿌리부터 그 노드까지)."""
    return [path[:depth] for depth in range(len(path) + 1)]


def best_moves(exact: Mapping[int, float | None]) -> tuple[int, ...]:
    """정확한 값 (둘 쪽 관점; 부호가 결과, 사목은 둘 수 없는 열이 None) 에서 결과가 가장 좋은 수들
    (이김 > 비김 > 짐: MCTS 는 결과만 보므로 늦게 이기는 수도 가장 좋은 수로 센다)."""
    signs = {m: (v > 0) - (v < 0) for m, v in exact.items() if v is not None}
    top = max(signs.values(), default=0)
    return tuple(m for m, sign in signs.items() if sign == top)


def path_of(playout: Playout[int]) -> NodePath:
    """playout 이 지난 길: 고른 수들, 그리고 넓힌 수 (있으면)."""
    chosen = tuple(s.chose for s in playout.select)
    return chosen if playout.expand is None else (*chosen, playout.expand)


def added(reward: float, depth: int) -> float:
    """올리기에서 깊이 depth 의 노드가 받는 점수: 그 노드로 둔 쪽의 것 (층마다 뒤집힌다)."""
    return reward if depth % 2 == 1 else 1.0 - reward


def grow(playouts: Sequence[Playout[int]], done: int) -> SearchTree:
    """발자취의 앞 done 개 playout 으로 나무를 다시 기른다 (모듈 설명)."""
    visits: dict[NodePath, int] = {}
    wins: dict[NodePath, float] = {}
    children: dict[NodePath, list[int]] = {(): []}
    for playout in playouts[:done]:
        path = path_of(playout)
        if playout.expand is not None:
            children[path[:-1]].append(playout.expand)
            children[path] = []
        for depth in range(len(path) + 1):
            node = path[:depth]
            visits[node] = visits.get(node, 0) + 1
            wins[node] = wins.get(node, 0.0) + added(playout.reward, depth)
    figures = {p: NodeFigure(n, wins[p]) for p, n in visits.items()}
    kids = {p: tuple(c) for p, c in children.items()}
    return SearchTree(done, MappingProxyType(figures), MappingProxyType(kids))


def uct(wins: float, visits: int, parent: int, exploration: float) -> float:
    """UCT = wins / visits + c · √(ln N / n). 안 본 자식은 무한."""
    if visits == 0:
        return math.inf
    return wins / visits + exploration * math.sqrt(math.log(parent) / visits)


@dataclass(frozen=True)
class ChildRow:
    """고르기 한 층의 자식 하나: 수, 방문, 점수 합, 승률 칸, 탐험 칸, UCT, 고른 수인지."""

    move: int
    visits: int
    wins: float
    exploit: float
    explore: float
    value: float
    chosen: bool


def select_rows(selection: Selection[int], exploration: float) -> tuple[ChildRow, ...]:
    """고르기 한 층의 자식들 (만든 차례) 과 UCT 의 두 칸. 고른 수는 엔진이 말한 수다."""
    n = selection.visits
    rows = []
    for child in selection.children:
        exploit = child.wins / child.visits
        explore = exploration * math.sqrt(math.log(n) / child.visits)
        rows.append(
            ChildRow(
                child.move,
                child.visits,
                child.wins,
                exploit,
                explore,
                uct(child.wins, child.visits, n, exploration),
                child.move == selection.chose,
            )
        )
    return tuple(rows)


@dataclass(frozen=True)
class BackupRow:
    """올리기의 노드 하나: 길, 그 노드로 둔 쪽 (0 먼저 둔 쪽 / 1), 받은 점수, 전과 뒤의 수."""

    path: NodePath
    mover: int
    points: float
    before: NodeFigure
    after: NodeFigure


def backup_rows(playout: Playout[int], before: SearchTree, plies: int) -> tuple[BackupRow, ...]:
    """올리기의 줄들: 깊은 노드부터 뿌리까지. plies: 지금 판 (뿌리) 까지 놓인 수."""
    path = path_of(playout)
    rows = []
    for depth in reversed(range(len(path) + 1)):
        node = path[:depth]
        was = before.figure(node)
        points = added(playout.reward, depth)
        mover = (plies + depth - 1) % 2  # 그 노드로 둔 쪽 (뿌리는 바로 앞에 둔 쪽)
        rows.append(
            BackupRow(node, mover, points, was, NodeFigure(was.visits + 1, was.wins + points))
        )
    return tuple(rows)


def node_moves(position: Sequence[int], path: NodePath) -> tuple[int, ...]:
    """처음 판부터 그 노드까지의 수 (판을 그리려고)."""
    return (*position, *path)


def board_cells(game: McGame, moves: Sequence[int]) -> dict[tuple[int, int], int]:
    """판의 칸 (행 0 = 위, 열) → 그 칸에 놓인 수의 차례 (0 부터: 짝수는 X, 홀수는 O)."""
    rows, cols = GAME_RULES[game].shape
    cells: dict[tuple[int, int], int] = {}
    if game is McGame.TICTACTOE:
        for ply, cell in enumerate(moves):
            cells[divmod(cell, cols)] = ply
        return cells
    heights = [0] * cols
    for ply, column in enumerate(moves):
        row = rows - 1 - heights[column - 1]
        heights[column - 1] += 1
        cells[(row, column - 1)] = ply
    return cells


def chosen_at(grown: SearchTree) -> int | None:
    """그때 MCTS 가 고를 수: 뿌리의 자식 가운데 방문이 가장 많은 수 (같으면 먼저 만든 수; 엔진은
    같으면 moves() 의 앞쪽이라 방문이 같은 첫 playout 몇 개 동안만 다를 수 있다: 화면은 넓힌 뒤로만
    묻는다)."""
    kids = grown.children.get((), ())
    if not kids:
        return None
    return max(kids, key=lambda m: grown.figure((m,)).visits)


def root_series(
    playouts: Sequence[Playout[int]], done: int, points: int = 60
) -> tuple[tuple[int, ...], dict[int, tuple[float | None, ...]]]:
    """뿌리의 수마다 승률이 playout 수에 따라 어떻게 가는지: (x 들, 수 → 승률들). x 는 1..done
    를 로그 눈금으로 고르게 고른 points 개 남짓 (그림이 가볍게). 아직 안 본 수는 None."""
    marks = sorted({max(1, round(done ** (i / points))) for i in range(points + 1)} | {done})
    visits: dict[int, int] = {}
    wins: dict[int, float] = {}
    series: dict[int, list[float | None]] = {}
    at = 0
    for k, playout in enumerate(playouts[:done], start=1):
        path = path_of(playout)
        if path:
            first = path[0]
            visits[first] = visits.get(first, 0) + 1
            wins[first] = wins.get(first, 0.0) + playout.reward
        if at < len(marks) and k == marks[at]:
            for move in visits:
                series.setdefault(move, [None] * at)
            for move, values in series.items():
                values.append(wins[move] / visits[move] if move in visits else None)
            at += 1
    return tuple(marks[:at]), {m: tuple(v) for m, v in series.items()}
