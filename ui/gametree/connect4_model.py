"""사목 페이지가 그릴 말과 수 (streamlit 없음): 판의 칸, 형편, AI 설정의 이름, 'AI가 고른 방법' 의
요약, 기법 사다리 · 풀이 · AI 끼리의 표.

판은 HTML 한 조각 (grid_html) 이다: 칸 42 개의 span 과 접근성 이름 (열마다 아래부터 읽는 판).
모양 (원, 색, 마지막 수의 테두리, 이은 넷의 별) 은 페이지 CSS (ui/browser/page.css 의 c4-) 에 있다.
돌은 색만이 아니라 글자로도 다르다: 먼저 둔 쪽 X (빨강), 나중 쪽 O (노랑).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import urlencode

from solver.gametree import connect4
from solver.gametree.connect4 import Bounds, Value
from solver.gametree.connect4_ai import AIChoice, AISettings, Search, is_win
from solver.gametree.connect4_duel import DuelGame
from solver.gametree.connect4_ladder import Rung
from solver.gametree.match import Status

from ..text import tr
from .connect4_state import Connect4State, Connect4View

__all__ = [
    "HORIZON_GRID",
    "STONES",
    "TRICK_TEXT",
    "VIEW_TEXT",
    "ai_label",
    "board_name",
    "bound_words",
    "duel_rows",
    "duel_tally",
    "four_cells",
    "grid_html",
    "ladder_rows",
    "query_url",
    "score_words",
    "solve_rows",
    "solve_verdict",
    "stacks",
    "status",
    "status_text",
    "temperature_label",
    "value_words",
    "why_labels",
    "why_text",
]

# 자리 (0 먼저 둔 쪽, 1 나중 쪽: game.Game 과 같다) → 돌의 글자
STONES = {0: "X", 1: "O"}
# 사다리의 칸 (solver.gametree.connect4_ladder.TRICKS) → 문구 열쇠
TRICK_TEXT = {
    "minimax": "c4_trick_minimax",
    "alphabeta": "c4_trick_alphabeta",
    "ordering": "c4_trick_ordering",
    "table": "c4_trick_table",
    "deepening": "c4_trick_deepening",
}
# 판 아래의 칸 → 문구 열쇠
VIEW_TEXT = {
    Connect4View.WHY: "c4_view_why",
    Connect4View.TRICKS: "c4_view_tricks",
    Connect4View.SOLVE: "c4_view_solve",
    Connect4View.DUEL: "c4_view_duel",
}
Cell = tuple[int, int]  # (열 0-6, 행 0 = 바닥)
HORIZON_GRID = "c4-hgrid"  # 지평선의 판 ('AI가 고른 방법') 의 상자 클래스


@dataclass(frozen=True)
class _Board:
    """수순에서 읽은 판: 열마다 아래부터 쌓인 돌 (둔 쪽의 자리 0 / 1), 마지막 수의 칸, 이은 넷의
    칸."""

    columns: tuple[tuple[int, ...], ...]
    last: Cell | None
    four: frozenset[Cell]


def stacks(moves: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """열 (0-6) 마다 아래부터 쌓인 돌: 둔 쪽의 자리 (0 먼저 둔 쪽, 1 나중 쪽)."""
    columns: list[list[int]] = [[] for _ in range(connect4.COLUMNS)]
    for i, column in enumerate(moves):
        columns[column - 1].append(i % 2)
    return tuple(tuple(c) for c in columns)


def four_cells(columns: Sequence[Sequence[int]]) -> frozenset[Cell]:
    """넷 이상 이어진 줄의 칸들 (없으면 빈 집합)."""

    def at(c: int, r: int) -> int | None:
        if 0 <= c < connect4.COLUMNS and 0 <= r < len(columns[c]):
            return columns[c][r]
        return None  # 빈칸 · 판 밖

    found: set[Cell] = set()
    for c in range(connect4.COLUMNS):
        for r in range(len(columns[c])):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                line = [(c + i * dc, r + i * dr) for i in range(4)]
                if all(at(x, y) == columns[c][r] for x, y in line):
                    found.update(line)
    return frozenset(found)


def _board(moves: Sequence[int]) -> _Board:
    columns = stacks(moves)
    last = (moves[-1] - 1, len(columns[moves[-1] - 1]) - 1) if moves else None
    return _Board(columns, last, four_cells(columns))


def status(state: Connect4State) -> Status:
    """판의 형편 (사람 차례, AI 차례, 끝): 판 (match.Match) 의 상태 그대로."""
    return state.match.status


_STATUS_TEXT = {
    Status.PLAY: "c4_your_turn",
    Status.AI: "c4_ai_turn",
    Status.HUMAN_WON: "c4_human_won",
    Status.AI_WON: "c4_ai_won",
    Status.DRAW: "c4_draw",
}


def status_text(lang: str, state: Connect4State) -> str:
    """형편 한 줄 ('내 차례: 열 번호를 누르세요')."""
    return tr(lang, _STATUS_TEXT[status(state)], n=len(state.moves))


def board_name(lang: str, moves: Sequence[int]) -> str:
    """판의 접근성 이름: 열마다 아래부터 ('1열: X O · 2열: 비어 있음 · …'), 마지막 수와 이은 넷."""
    board = _board(moves)
    parts = []
    for c, column in enumerate(board.columns):
        stones = " ".join(STONES[s] for s in column) or tr(lang, "c4_empty_column")
        parts.append(tr(lang, "c4_column_name", c=c + 1, stones=stones))
    text = " · ".join(parts)
    if board.last is not None:
        text += " · " + tr(lang, "c4_last_name", c=board.last[0] + 1)
    if board.four:
        text += " · " + tr(lang, "c4_four_name")
    return tr(lang, "c4_board_name") + ": " + text


def grid_html(
    lang: str,
    moves: Sequence[int],
    marks: Mapping[Cell, str] | None = None,
    *,
    root: str = "c4-grid",
) -> str:
    """판의 HTML: 위 행부터 여섯 줄 x 일곱 칸의 span (CSS 격자). 돌은 글자 X · O, 마지막 수와 이은
    넷은 클래스 (c4-last, c4-win) 로. 글은 모두 이 모듈이 만든 것이지만 이름은 이스케이프한다.

    marks: 칸 → 번호표 글 ('1', '1·3'). 표시한 칸은 점선 고리 (c4-mark) 와 글로 보인다: 빈칸은
    번호가 칸의 글, 돌은 글자 곁의 번호표 (c4-tag). 접근성 이름에도 칸마다 적는다.
    root: 판 상자의 클래스. 지평선의 판은 HORIZON_GRID: 모양은 같고, 페이지의 판 하나를 찾는
    선택자 (.c4-grid) 가 그 판에 닿지 않는다."""
    board = _board(moves)
    marks = marks or {}
    cells = []
    for r in reversed(range(connect4.ROWS)):
        for c in range(connect4.COLUMNS):
            column = board.columns[c]
            mark = marks.get((c, r))
            tag = "" if mark is None else html.escape(mark)
            if r >= len(column):
                kinds = "c4-cell" if mark is None else "c4-cell c4-mark"
                cells.append(f'<span class="{kinds}">{tag}</span>')
                continue
            stone = column[r]
            kinds = ["c4-cell", "c4-x" if stone == 0 else "c4-o"]
            if (c, r) == board.last:
                kinds.append("c4-last")
            if (c, r) in board.four:
                kinds.append("c4-win")
            if mark is not None:
                kinds.append("c4-mark")
                tag = f'<small class="c4-tag">{tag}</small>'
            cells.append(f'<span class="{" ".join(kinds)}">{STONES[stone]}{tag}</span>')
    named = board_name(lang, moves)
    if marks:
        spots = (
            tr(lang, "c4_mark_name", c=c + 1, r=r + 1, n=mark)
            for (c, r), mark in sorted(marks.items())
        )
        named += " · " + tr(lang, "c4_marks_name") + ": " + ", ".join(spots)
    name = html.escape(named, quote=True)
    return f'<div class="{root}" role="img" aria-label="{name}">{"".join(cells)}</div>'


def ai_label(lang: str, spec: str) -> str:
    """AI 설정의 이름 ('알파-베타 · 깊이 5', 'MCTS · 2000번')."""
    settings = AISettings.parse(spec)
    if settings.search is Search.MCTS:
        return tr(lang, "c4_ai_mcts", n=f"{settings.playouts:,}")
    if settings.seconds is not None:
        return tr(lang, "c4_ai_time", s=f"{settings.seconds:g}")
    return tr(lang, "c4_ai_depth", d=settings.depth)


def temperature_label(lang: str, temperature: float) -> str:
    """온도의 이름 ('0 (늘 가장 좋은 수)', '0.1')."""
    return tr(lang, "c4_temp_zero") if temperature == 0 else f"{temperature:g}"


def why_text(lang: str, choice: AIChoice, played: int | None = None) -> str:
    """'AI가 고른 방법' 의 요약 한 줄: 고른 열, 마친 깊이 · 본 판 · 시간 (MCTS 는 playout).

    played: 판에 실제로 놓인 AI 의 열. 링크로 연 판의 AI 수는 기록에서 왔으므로 지금 설정으로 다시
    찾은 열과 다를 수 있다: 그러면 그렇다고 말한다."""
    seconds = f"{choice.seconds:.2f}"
    if choice.settings.search is Search.MCTS:
        text = tr(lang, "c4_why_mcts", c=choice.column, n=f"{choice.nodes:,}", s=seconds)
    else:
        text = tr(
            lang, "c4_why_ab", c=choice.column, d=choice.depth, n=f"{choice.nodes:,}", s=seconds
        )
        if choice.out_of_time:
            text += " " + tr(lang, "c4_why_late")
    if choice.column != choice.best:
        text += " " + tr(lang, "c4_why_temperature", best=choice.best)
    if played is not None and played != choice.column:
        text += " " + tr(lang, "c4_why_other", c=played)
    return text


def why_labels(lang: str, choice: AIChoice) -> dict[int, str]:
    """'AI가 고른 방법' 막대 위의 글: 알파-베타는 값의 이름, MCTS 는 승률. 온도가 있으면 고를
    확률도."""
    labels = {}
    for figure in choice.columns:
        if choice.settings.search is Search.MCTS:
            text = f"{figure.win_rate or 0:.0%}"
        else:
            text = value_words(lang, figure.value)
        if choice.settings.temperature > 0:
            text += f"<br>p={figure.probability:.2f}"
        labels[figure.column] = text
    return labels


def value_words(lang: str, value: float | None) -> str:
    """알파-베타 값의 이름: 승패면 말로, 어림이면 100 배 한 점수 ('+1.2')."""
    if value is None:
        return "-"
    if is_win(value):
        return tr(lang, "c4_value_win" if value > 0 else "c4_value_loss")
    return f"{value * 100:+.1f}"


def score_words(lang: str, score: Value, plies: int) -> str:
    """풀이의 값 (gamesolver.org 의 점수 규약, 둘 쪽 관점) 을 학생의 말로. 범위 (Bounds) 는
    bound_words, None 은 가득 찬 열.

    점수 s > 0 이면 둘 쪽이 제 (22 - s) 번째 돌로 이긴다. 둘 쪽은 이미 plies // 2 개를 두었으니
    이 수부터 세어 (22 - s - plies // 2) 번째 제 수에 이긴다. s < 0 이면 상대가 제 (22 + s) 번째
    돌로 이기고, 상대는 (plies + 1) // 2 개를 두었다.
    """
    if score is None:
        return tr(lang, "c4_full")
    if isinstance(score, Bounds):
        return bound_words(lang, score)
    if score == 0:
        return tr(lang, "c4_score_draw")
    if score > 0:
        n = 22 - score - plies // 2
        return tr(lang, "c4_score_win_now") if n == 1 else tr(lang, "c4_score_win", n=n)
    n = 22 + score - (plies + 1) // 2
    return tr(lang, "c4_score_loss_next") if n == 1 else tr(lang, "c4_score_loss", n=n)


def bound_words(lang: str, bounds: Bounds) -> str:
    """증명된 범위를 학생의 말로: 이기는지 · 비기는지 · 지는지 가운데 증명한 만큼만."""
    if bounds.low > 0:
        return tr(lang, "c4_bound_win")
    if bounds.high < 0:
        return tr(lang, "c4_bound_loss")
    if bounds.low == 0:
        return tr(lang, "c4_bound_win_draw")
    if bounds.high == 0:
        return tr(lang, "c4_bound_draw_loss")
    return tr(lang, "c4_bound_open")


def _score_cell(value: Value) -> str:
    """점수 칸: '+3', '0', 범위는 '0 … +5' (폰의 좁은 칸에서 줄이 갈리지 않게 붙인 빈칸),
    없으면 '-'."""
    if isinstance(value, Bounds):
        return f"{_score_cell(value.low)}\u00a0…\u00a0{_score_cell(value.high)}"
    return "-" if value is None else f"{value:+d}" if value else "0"


def solve_verdict(lang: str, score: Value, moves: Sequence[int]) -> str:
    """풀이의 한 줄: 둘 차례인 쪽 (X · O) 이 어떻게 되는지 (아무것도 증명하지 못했으면 그렇다고)."""
    words = tr(lang, "c4_bound_none") if score is None else score_words(lang, score, len(moves))
    return tr(lang, "c4_solve_verdict", side=STONES[len(moves) % 2], words=words)


def solve_rows(
    lang: str, columns: Sequence[tuple[int, Value]], best: Sequence[int], moves: Sequence[int]
) -> list[dict[str, str]]:
    """풀이의 표: 열마다 점수 (또는 증명된 범위) 와 학생의 말, 가장 좋다고 증명된 열에 ★. 둘 수
    있는데 값이 없는 열은 '아직 못 풀었어요'."""
    head = (tr(lang, "c4_col"), tr(lang, "c4_score"), tr(lang, "c4_meaning"))
    heights = [len(stack) for stack in stacks(moves)]
    rows = []
    for column, value in columns:
        mark = " ★" if column in best else ""
        if value is None and heights[column - 1] < connect4.ROWS:
            cells = (f"{column}{mark}", "?", tr(lang, "c4_bound_none"))
        else:
            cells = (f"{column}{mark}", _score_cell(value), score_words(lang, value, len(moves)))
        rows.append(dict(zip(head, cells, strict=True)))
    return rows


def ladder_rows(lang: str, rungs: Sequence[Rung]) -> list[dict[str, str]]:
    """기법 사다리의 표: 기법, 본 판, 시간, 맨 미니맥스보다 몇 배 적게."""
    head = (tr(lang, "c4_trick"), tr(lang, "c4_nodes"), tr(lang, "c4_ms"), tr(lang, "c4_fewer"))
    base = rungs[0].nodes if rungs else 1
    rows = []
    for rung in rungs:
        cells = (
            tr(lang, TRICK_TEXT[rung.trick]),
            f"{rung.nodes:,}",
            f"{rung.seconds * 1000:.0f}",
            f"{base / max(rung.nodes, 1):.1f}x",
        )
        rows.append(dict(zip(head, cells, strict=True)))
    return rows


def duel_rows(
    lang: str, games: Sequence[DuelGame], url: Callable[[DuelGame], str]
) -> list[dict[str, str]]:
    """AI 끼리의 표: 판 번호, 먼저 둔 쪽, 이긴 쪽, 수의 수, 다시 보기 링크 (url(판))."""
    head = (
        tr(lang, "c4_duel_game"),
        tr(lang, "c4_duel_first"),
        tr(lang, "c4_duel_winner"),
        tr(lang, "c4_duel_moves"),
        tr(lang, "c4_duel_replay"),
    )
    rows = []
    for game in games:
        winner = game.winner or tr(lang, "c4_duel_draw")
        link = f"[{tr(lang, 'c4_duel_open', i=game.index + 1)}]({url(game)})"
        cells = (str(game.index + 1), game.first, winner, str(len(game.moves)), link)
        rows.append(dict(zip(head, cells, strict=True)))
    return rows


def query_url(params: Mapping[str, str]) -> str:
    """같은 페이지를 매개변수로 여는 상대 주소 ('?moves=4453&…', 빈 값은 뺀다)."""
    return "?" + urlencode({k: v for k, v in params.items() if v != ""})


def duel_tally(games: Sequence[DuelGame]) -> tuple[int, int, int]:
    """(A 의 승, B 의 승, 무승부)."""
    a = sum(g.winner == "A" for g in games)
    b = sum(g.winner == "B" for g in games)
    return a, b, len(games) - a - b
