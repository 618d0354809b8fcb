"""내 비밀 수 맞히기 (지킴이) 의 첫 화면 그림: 상태 제목, 컴퓨터의 추측, 대답 단추, 묶음 막대.

살아 있는 페이지 (pages/keeper.py) 와 같은 상태 (KeeperState.open_link) 와 같은 말
(ui/codebreaking/game_model.py) 에서 온다. 대답이 이미 있는 링크 (되돌리기 · 기록) 와 끝난 판은
그리지 않는다.
"""

from __future__ import annotations

from ..codebreaking import code_charts as charts
from ..codebreaking.game_model import (
    KEEPER_BUTTON_WIDTH,
    bucket_rows,
    keeper_buttons,
    keeper_heading,
    status_heading,
)
from ..codebreaking.keeper_state import KeeperState
from ..link_reader import Link, Opening
from ..nav import KEEPER
from . import html
from .frame_parts import Screen
from .svg import chart_box

__all__ = ["render"]


def render(screen: Screen, link: Link, opening: Opening) -> str | None:
    """링크 link 로 연 지킴이의 첫 화면 (HTML), 그릴 수 없으면 None."""
    lang, variant, t = screen.lang, opening.variant, screen.t
    state = KeeperState()
    state.slot(variant, opening.seed)
    if link.fresh and state.open_link(link, opening):
        return None  # 버린 매개변수: 살아 있는 페이지는 알림 상자를 더 그린다
    game = state.proposing(variant)
    if game.turns or game.over:
        return None
    choice = game.proposal()
    answers = [
        html.button(label, primary=left, width=KEEPER_BUTTON_WIDTH)
        for _, label, left in keeper_buttons(lang, variant, game.preview())
    ]
    labels, counts = bucket_rows(lang, variant, choice.buckets)
    bars = charts.bucket_bars(labels, counts, None, t("keeper_preview"))
    return "".join(
        [
            screen.head(KEEPER),
            html.markdown(status_heading(lang, game, True)),
            html.box("keeper_guess", html.markdown(keeper_heading(lang, variant, choice.guess))),
            html.caption(t("keeper_pick")),
            html.box(None),  # 글쇠 설명 (keeper_keys): 폰에서는 숨지만 간격 하나는 남는다
            html.row("keeper_answers", *answers),
            html.row(None, html.button(t("keeper_restart"), icon="restart")),
            chart_box("keeper_bars", bars, t("keeper_preview")),
            html.caption(t("keeper_bars_legend")),
        ]
    )
