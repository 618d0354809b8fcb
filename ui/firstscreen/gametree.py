"""게임 나무 (삼목) 의 첫 화면 그림: 머리, 역할 한 줄, 판 아홉 칸, 새 게임 단추, 점수 그림.

살아 있는 페이지 (pages/gametree.py) 와 같은 상태 (GameTreeState.open_link · settle) 와 같은 말
(gametree_model) 에서 온다. 아무도 두지 않은 판과 AI 가 먼저 둔 첫 수의 판을 그린다. AI 의 수와
그 점수는 실어 둔 첫 수 책 (solver/gametree/opening_book.py) 에서만 읽는다: 책에 없는 판 (깊이
제한 · 둘째 수부터) 은 엔진을 돌려야 하므로 그리지 않는다. 역할이 무작위인 링크는 씨앗마다 판이
달라 그리지 않는다 (first_screen 이 두 씨앗을 견준다: 서버는 그런 링크에 first 를 골라 단다,
ui/firstscreen/__init__._SETTLE).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from solver.gametree.opening_book import book_decision, book_scores
from solver.gametree.tictactoe import Board, Decision

from ..charts import reserved_height
from ..gametree.gametree_model import cell_label, empty_heatmap, move_heatmap, review_text, roles
from ..gametree.gametree_state import GameTreeState, Status
from ..link_reader import Link, Opening
from ..nav import GAMETREE
from ..turns import turn_key
from . import html
from .frame_parts import Screen

__all__ = ["render"]


class _NotInBook(Exception):
    """책에 없는 판의 AI 수 · 점수: 그리지 않는다."""


def _book_move(board: Board, algorithm: str, depth: int | None) -> Decision:
    """AI 의 가장 좋은 수 (살아 있는 페이지의 caches.ttt_decision 이 먼저 읽는 그 책에서)."""
    found = book_decision(board, algorithm, depth)
    if found is None:
        raise _NotInBook
    return found


def _book_scores(board: Board, depth: int | None) -> Mapping[int, float]:
    """칸마다의 값 (caches.score_map 이 먼저 읽는 그 책에서)."""
    found = book_scores(board, depth)
    if found is None:
        raise _NotInBook
    return found


def render(screen: Screen, link: Link, opening: Opening) -> str | None:
    """링크 link 로 연 게임 나무의 첫 화면 (HTML), 그릴 수 없으면 None."""
    lang = screen.lang
    state = GameTreeState()
    if link.fresh and state.open_link(link, opening):
        return None  # 버린 매개변수: 살아 있는 페이지는 알림 상자를 더 그린다
    try:
        # 살아 있는 페이지의 settle 처럼: 판이 없으면 새 판, AI 차례면 AI 가 둔다
        state.settle(random.Random(opening.seed), _book_move, _book_scores)
        match = state.match
        if match is None or match.status is not Status.PLAY or review_text(lang, match):
            return None
        last = match.last  # 사람 차례에 AI 가 아직 두지 않았으면 아무도 두지 않은 판이다 (settle)
        if last is None:
            fig, slip = empty_heatmap(lang, match.board, match.game.shape), None
        else:
            values = _book_scores(last.before, last.depth)
            fig, slip = move_heatmap(lang, last, values, match.game.shape)
    except _NotInBook:
        return None
    stamp = state.turn.stamp
    me, ai = roles(match)
    rows, cols = match.game.shape
    lines = []
    for r in range(rows):
        stones = [match.board[r * cols + c] for c in range(cols)]
        cells = "".join(_cell(cell_label(lang, r * cols + c, s), s) for c, s in enumerate(stones))
        lines.append(f'<div class="nbm-f-row nbm-f-cells">{cells}</div>')
    board = html.box("gt_board", *lines, cls="nbm-f-board")
    new = html.box(
        turn_key("gt_new", stamp), html.button(screen.t("gt_new"), icon="replay"), cls="nbm-f-fit"
    )
    title = fig.layout["title"]["text"]
    heat = html.chart("gt_heatmap", reserved_height(fig, None), "", title)
    parts = [
        screen.head(GAMETREE, rules=screen.t("gt_rules")),
        _heading(2, screen.t("gt_ttt")),
        _heading(3, screen.t("gt_roles", me=me, ai=ai)),
        html.caption(screen.t("gt_your_turn")),
        board,
        new,
        heat,
    ]
    if slip:
        parts.append(html.caption(slip))
    if last is None:
        # AI 가 두었으면 점수 그림 밑에 노드 수가 먼저 온다 (첫 화면 밖: 살아 있는 페이지가 그린다)
        parts.append(html.caption(screen.t("gt_heat_caption")))
    return "".join(parts)


def _cell(label: str, stone: str | None) -> str:
    """칸 단추 하나: 이름표 (*…*) 는 화면에서 숨긴 말 (살아 있는 단추처럼 em 으로). 돌이 놓인
    칸은 살아 있는 페이지처럼 꺼 둔다."""
    kind, off = "nbm-f-btn nbm-f-secondary nbm-f-cell", ""
    if stone is not None:
        kind, off = f"{kind} nbm-f-off", " disabled"
    return f'<button type="button" class="{kind}"{off}>{html.label(label)}</button>'


def _heading(level: int, text: str) -> str:
    """제목 한 줄만의 글 상자 (st.header · '### …' 의 st.markdown)."""
    return html.box(None, html.heading(level, text), cls="nbm-f-md")
