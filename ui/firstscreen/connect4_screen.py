"""사목의 첫 화면 그림: 머리, 형편 한 줄, 열 단추 일곱과 6 x 7 판, 색 설명, 새 게임 단추, 설정의
접힌 상자, 판 아래에 볼 것.

살아 있는 페이지 (pages/connect4.py) 와 같은 상태 (Connect4State.open_link · ready) 와 같은 말과
판 (connect4_model.status_text · grid_html) 에서 온다. AI 가 둘 차례인 판은 그리지 않는다 (살아
있는 페이지가 AI 의 수를 두고 다시 그린다).
"""

from __future__ import annotations

from html import escape

from ..gametree.connect4_model import VIEW_TEXT, grid_html, status_text
from ..gametree.connect4_state import Connect4State, Connect4View
from ..link_reader import Link, Opening
from ..nav import CONNECT4
from ..turns import turn_key
from . import html
from .frame_parts import Screen

__all__ = ["render"]


def render(screen: Screen, link: Link, opening: Opening) -> str | None:
    """링크 link 로 연 사목의 첫 화면 (HTML), 그릴 수 없으면 None."""
    lang = screen.lang
    state = Connect4State()
    if link.fresh and state.open_link(link, opening):
        return None  # 버린 매개변수: 살아 있는 페이지는 알림 상자를 더 그린다
    state.ready(opening.seed)
    if state.ai_to_move:
        return None
    stamp = state.turn.stamp
    playable = state.playable()
    drops = "".join(
        html.box(
            turn_key("c4_drop", stamp, column),
            _drop(screen.t("c4_drop_label", c=column), column not in playable),
            cls="nbm-f-drop",
        )
        for column in range(1, 8)
    )
    board = html.box(
        "c4_board",
        html.box("c4_drops", drops, cls="nbm-f-drops"),
        html.box(None, grid_html(lang, state.moves), cls="nbm-f-md nbm-f-tight"),
        cls="nbm-f-c4",
    )
    new = html.box(
        turn_key("c4_new", stamp),
        html.button(screen.t("c4_new"), primary=state.over, icon="replay"),
        cls="nbm-f-fit",
    )
    return "".join(
        [
            screen.head(CONNECT4, rules=screen.t("c4_rules")),
            html.markdown(status_text(lang, state)),
            board,
            html.caption(screen.t("c4_board_legend")),
            new,
            html.expander(screen.t("c4_settings")),
            _views(screen, state.view),
        ]
    )


def _drop(label: str, off: bool) -> str:
    """열 단추 하나 (보이는 것은 열 번호, 나머지는 감춘 말)."""
    kind = "nbm-f-btn nbm-f-secondary" + (" nbm-f-off" if off else "")
    return f'<button type="button" class="{kind}">{html.label(label)}</button>'


def _views(screen: Screen, view: Connect4View) -> str:
    """판 아래에 볼 것을 고르는 조각 단추 (이름이 보이는 st.segmented_control)."""
    names = [screen.t(VIEW_TEXT[v]) for v in Connect4View]
    label = f"<label>{escape(screen.t('c4_view'))}</label>"
    segments = html.segments(names, list(Connect4View).index(view))
    return html.box(f"c4_view_{screen.lang}", label, segments, cls="nbm-f-field nbm-f-wrap")
