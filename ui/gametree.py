"""게임 나무 페이지가 그릴 내용: 삼목 판의 평범한 상태, 엔진 호출 캐시, 발판 입력 읽기.

판은 session_state 에 평범한 dict 로 둔다:
``{"board": [None|'X'|'O'] * 9, "human": 'X'|'O', "last": None | {"before", "cell", "depth"}}``.
"last" 는 AI 의 마지막 결정이다. 노드 수와 칸별 점수는 저장하지 않고 (before, depth) 에서 캐시로
다시 얻는다: 미니맥스와 알파-베타는 같은 수와 같은 값을 내므로 (동점은 가장 작은 칸), 탐색 방법
전환은 "몇 노드를 봤나" 만 바꾼다.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import streamlit as st

from solver import footholds, tictactoe
from solver.tictactoe import Board, Decision, SelfPlay

__all__ = [
    "STARTS",
    "FootholdsInput",
    "InputProblem",
    "NodeCounts",
    "cell_words",
    "decision",
    "human_move",
    "new_game",
    "node_counts",
    "read_footholds",
    "score_map",
    "status",
    "trace",
    "value_text",
]

STARTS = ("me", "ai", "random")

Game = dict[str, Any]
Tr = Callable[..., str]


# --- 엔진 호출 (모든 사용자가 함께 쓰는 캐시; 결과는 고치지 않는다) ---------------------------


@st.cache_resource(show_spinner=False, max_entries=4096)
def decision(board: Board, algorithm: str, depth: int | None) -> Decision:
    """best_move 의 캐시. 빈 판의 미니맥스는 약 55 만 노드라 한 번만 센다."""
    return tictactoe.best_move(board, algorithm, depth)


@st.cache_resource(show_spinner=False, max_entries=4096)
def score_map(board: Board, depth: int | None) -> dict[int, float]:
    """빈칸마다 둘 쪽 관점의 값. 두 방법의 값은 같으므로 빠른 알파-베타로 센다."""
    return dict(tictactoe.move_scores(board, "alphabeta", depth).scores)


@st.cache_resource(show_spinner=False, max_entries=4)
def trace(algorithm: str) -> SelfPlay:
    """완벽한 AI 끼리의 대국 (끝까지 본다)."""
    return tictactoe.self_play(algorithm)


# --- 삼목 한 판 (평범한 dict) -------------------------------------------------------------


def _board(game: Game) -> Board:
    return tuple(game["board"])


def status(game: Game) -> str:
    """'play' (사람 차례), 'ai' (AI 차례, 보통은 바로 둔다), 'human_won', 'ai_won', 'draw'."""
    board = _board(game)
    won = tictactoe.winner(board)
    if won is not None:
        return "human_won" if won == game["human"] else "ai_won"
    if None not in board:
        return "draw"
    return "play" if tictactoe.to_move(board) == game["human"] else "ai"


def _ai_reply(game: Game, algorithm: str, depth: int | None) -> Game:
    """AI 차례면 한 수 둔다. 새 dict 를 돌려준다."""
    if status(game) != "ai":
        return game
    before = _board(game)
    cell = decision(before, algorithm, depth).cell
    board = list(before)
    board[cell] = tictactoe.to_move(before)
    return {**game, "board": board, "last": {"before": list(before), "cell": cell, "depth": depth}}


def new_game(start: str, algorithm: str, depth: int | None, rng: random.Random) -> Game:
    """새 판. start: 'me' / 'ai' / 'random' (rng 로 고른다). AI 가 먼저면 바로 첫 수를 둔다."""
    if start not in STARTS:
        raise ValueError(f"start is one of {', '.join(STARTS)}, got {start!r}")
    human_first = start == "me" or (start == "random" and rng.random() < 0.5)
    game: Game = {"board": [None] * 9, "human": "X" if human_first else "O", "last": None}
    return _ai_reply(game, algorithm, depth)


def human_move(game: Game, cell: int, algorithm: str, depth: int | None) -> Game:
    """사람이 cell 에 두고, 판이 끝나지 않았으면 AI 가 바로 답한다. 둘 수 없는 칸은 ValueError."""
    if status(game) != "play":
        raise ValueError("it is not your turn")
    if not 0 <= cell < 9 or game["board"][cell] is not None:
        raise ValueError(f"cell {cell} is not empty")
    board = list(game["board"])
    board[cell] = game["human"]
    return _ai_reply({**game, "board": board}, algorithm, depth)


@dataclass(frozen=True)
class NodeCounts:
    """AI 의 마지막 수를 두 방법으로 찾을 때 방문한 노드 수."""

    minimax: int
    alphabeta: int

    def of(self, algorithm: str) -> int:
        """고른 방법의 노드 수."""
        return self.minimax if algorithm == "minimax" else self.alphabeta

    @property
    def saved(self) -> float:
        """알파-베타가 덜 본 비율 (0..1)."""
        return 1 - self.alphabeta / self.minimax


def node_counts(last: dict[str, Any]) -> NodeCounts:
    """마지막 결정 ("last") 을 두 방법으로 다시 센다 (캐시)."""
    before, depth = tuple(last["before"]), last["depth"]
    return NodeCounts(
        decision(before, "minimax", depth).nodes, decision(before, "alphabeta", depth).nodes
    )


# --- 값을 말로 --------------------------------------------------------------------------


def value_text(v: float) -> str:
    """값을 짧게: 정수면 '+6' / '0' / '-3', 휴리스틱이면 '+0.12'."""
    if float(v).is_integer():
        return f"{int(v):+d}" if v else "0"
    return f"{v:+.2f}"


def _word_key(v: float, exact: bool) -> str:
    """값 → 문구 열쇠. |v| ≥ 1 은 증명된 승패, 그보다 작으면 깊이 한계의 추정이다."""
    if v >= 1:
        return "gt_win"
    if v <= -1:
        return "gt_loss"
    if v == 0:
        return "gt_draw" if exact else "gt_even"
    return "gt_better" if v > 0 else "gt_worse"


def cell_words(scores: dict[int, float], exact: bool, t: Tr) -> dict[int, str]:
    """칸 → "무승부\\n0" 같은 두 줄 이름표 (둘 쪽 = AI 관점). exact: 끝까지 본 값인가."""
    return {cell: f"{t(_word_key(v, exact))}\n{value_text(v)}" for cell, v in scores.items()}


# --- 사라지는 발판 입력 --------------------------------------------------------------------


class InputProblem(ValueError):
    """화면에 보일 입력 문제: 문구 열쇠와 채울 값."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


@dataclass(frozen=True)
class FootholdsInput:
    """읽어 낸 발판 판과 두 위치."""

    rows: list[list[int]]
    a: list[int]
    b: list[int]


def _position(text: str, name: str, rows: list[list[int]]) -> list[int]:
    parts = [p.strip() for p in text.strip().strip("()[]").split(",")]
    if len(parts) != 2 or not all(p.lstrip("-").isdigit() for p in parts):
        raise InputProblem("gt_fh_err_position", name=name, text=text)
    r, c = (int(p) for p in parts)
    if not (0 <= r < len(rows) and 0 <= c < len(rows[0])):
        raise InputProblem("gt_fh_err_outside", name=name, r=r, c=c)
    if rows[r][c] != 1:
        raise InputProblem("gt_fh_err_hole", name=name, r=r, c=c)
    return [r, c]


def read_footholds(board_text: str, a_text: str, b_text: str) -> FootholdsInput:
    """'111,101' 과 '1,0', '1,2' 를 읽는다. 잘못되면 어디가 왜인지 담은 InputProblem.

    엔진 (footholds.solve) 도 같은 검사를 하지만 영어 한 줄이라, 화면용으로 먼저 나눠 본다.
    """
    rows_text = [r.strip() for r in board_text.replace("/", ",").replace("\n", ",").split(",")]
    rows_text = [r.replace(" ", "") for r in rows_text]
    if not any(rows_text):
        raise InputProblem("gt_fh_err_empty")
    for r in rows_text:
        bad = sorted(set(r) - {"0", "1"})
        if bad:
            raise InputProblem("gt_fh_err_cell", ch=bad[0])
        if not r:
            raise InputProblem("gt_fh_err_rect", lengths=[len(x) for x in rows_text])
    lengths = [len(r) for r in rows_text]
    if len(set(lengths)) > 1:
        raise InputProblem("gt_fh_err_rect", lengths=lengths)
    size = footholds.MAX_SIZE
    if len(rows_text) > size or lengths[0] > size:
        raise InputProblem("gt_fh_err_size", rows=len(rows_text), cols=lengths[0], max=size)
    rows = [[int(ch) for ch in r] for r in rows_text]
    return FootholdsInput(rows, _position(a_text, "A", rows), _position(b_text, "B", rows))
