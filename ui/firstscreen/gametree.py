"""게임 나무 (삼목) 의 첫 화면 그림: 머리, 역할 한 줄, 빈 판 아홉 칸, 새 게임 단추, 점수 그림.

살아 있는 페이지 (pages/gametree.py) 와 같은 상태 (GameTreeState.open_link) 와 같은 말
(gametree_model) 에서 온다. 빈 판 (사람이 먼저, 아직 아무도 두지 않은 판) 만 그린다: AI 가 먼저
두는 판은 AI 의 수와 그 점수가 있어야 한다 (살아 있는 페이지가 그린다). 역할이 무작위인 링크는
씨앗마다 판이 달라 그리지 않는다 (first_screen 이 두 씨앗을 견준다).
"""

from __future__ import annotations

import random

from ..charts import reserved_height
from ..gametree.gametree_model import cell_label, empty_heatmap, roles
from ..gametree.gametree_state import GameTreeState, Status
from ..link_reader import Link, Opening
from ..nav import GAMETREE
from ..turns import turn_key
from . import html
from .frame_parts import Screen

__all__ = ["render"]


class _AiMoves(Exception):
    """AI 가 먼저 두는 판: 그리지 않는다."""


def _no_ai(*_: object) -> None:
    """AI 에게 묻는 자리 (첫 화면은 AI 의 수를 그리지 않는다)."""
    raise _AiMoves


def render(screen: Screen, link: Link, opening: Opening) -> str | None:
    """링크 link 로 연 게임 나무의 첫 화면 (HTML), 그릴 수 없으면 None."""
    lang = screen.lang
    state = GameTreeState()
    if link.fresh and state.open_link(link, opening):
        return None  # 버린 매개변수: 살아 있는 페이지는 알림 상자를 더 그린다
    try:
        # 살아 있는 페이지의 settle 처럼: 판이 없으면 새 판 (역할은 이 씨앗의 무작위)
        state.settle(random.Random(opening.seed), _no_ai, _no_ai)
    except _AiMoves:
        return None
    match = state.match
    if match is None or match.played or match.status is not Status.PLAY:
        return None
    stamp = state.turn.stamp
    me, ai = roles(match)
    rows, cols = match.game.shape
    lines = []
    for r in range(rows):
        cells = "".join(_cell(cell_label(lang, r * cols + c, None)) for c in range(cols))
        lines.append(f'<div class="nbm-f-row nbm-f-cells">{cells}</div>')
    board = html.box("gt_board", *lines, cls="nbm-f-board")
    new = html.box(
        turn_key("gt_new", stamp), html.button(screen.t("gt_new"), icon="replay"), cls="nbm-f-fit"
    )
    fig = empty_heatmap(lang, match.board, match.game.shape)
    title = fig.layout["title"]["text"]
    heat = html.chart("gt_heatmap", reserved_height(fig, None), "", title)
    return "".join(
        [
            screen.head(GAMETREE, rules=screen.t("gt_rules")),
            _heading(2, screen.t("gt_ttt")),
            _heading(3, screen.t("gt_roles", me=me, ai=ai)),
            html.caption(screen.t("gt_your_turn")),
            board,
            new,
            heat,
            html.caption(screen.t("gt_heat_caption")),
        ]
    )


def _cell(label: str) -> str:
    """빈칸 단추 하나: 이름표 (*…*) 는 화면에서 숨긴 말 (살아 있는 단추처럼 em 으로)."""
    kind = "nbm-f-btn nbm-f-secondary nbm-f-cell"
    return f'<button type="button" class="{kind}">{html.label(label)}</button>'


def _heading(level: int, text: str) -> str:
    """제목 한 줄만의 글 상자 (st.header · '### …' 의 st.markdown)."""
    return html.box(None, html.heading(level, text), cls="nbm-f-md")
