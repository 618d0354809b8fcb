"""자동 진행 (첫 화면) 의 첫 화면 그림: 조작 한 줄, 부른 수, 후보 격자, 묶음 막대.

살아 있는 페이지 (pages/autoplay.py) 와 같은 상태 (AutoplayState.open_link) 와 같은 그릴 내용
(ui/codebreaking/autoplay_look.py) 에서 온다. 자동 진행 중이어도 그림은 멈춘 한 장이다: 첫 걸음은
살아 있는 페이지가 넘겨받은 뒤에 딛는다.
"""

from __future__ import annotations

from html import escape

from ..codebreaking.autoplay_look import look
from ..codebreaking.autoplay_state import SPEEDS, AutoplayState
from ..codebreaking.game_model import auto_view
from ..link_reader import Link, Opening
from ..nav import AUTOPLAY
from ..text import tr
from . import html
from .frame_parts import Screen
from .svg import chart_box

__all__ = ["render"]


def render(screen: Screen, link: Link, opening: Opening) -> str | None:
    """링크 link 로 연 자동 진행의 첫 화면 (HTML), 그릴 수 없으면 None."""
    lang, variant = screen.lang, opening.variant
    state = AutoplayState()
    state.slot(variant, opening.seed)
    if link.fresh and state.open_link(link, opening):
        return None  # 버린 매개변수: 살아 있는 페이지는 알림 상자를 더 그린다
    slot = state.slots[variant.name]
    game = state.shown(variant)
    view = auto_view(game, slot.phase)
    ticking = state.playing and not slot.won
    parts = look(lang, variant, game, view, ticking)
    out = [screen.head(AUTOPLAY), _controls(lang, state, slot.won)]
    out.append(html.box("auto_guess", html.markdown(parts.guess)))
    for key, drawing in (("auto_grid", parts.grid), ("auto_bars", parts.bars)):
        out.append(chart_box(key, drawing.figure, drawing.label, drawing.legend))
    if parts.won_next is not None:
        out.append(html.box(None, f"<p>{html.inline(parts.won_next)}</p>", cls="nbm-f-success"))
    if parts.tie is not None:
        out.append(html.caption(parts.tie))
    return "".join(out)


def _controls(lang: str, state: AutoplayState, won: bool) -> str:
    """조작 한 줄: 자동 진행 스위치, 빠르기, 멈췄으면 '다음 단계' (끝난 판이면 '새 비밀 수')."""
    on = " nbm-f-on" if state.playing else ""
    toggle = (
        f'<div class="nbm-f-toggle{on}" data-nbm-box="auto_playing"><span class="nbm-f-track">'
        f"</span>{escape(tr(lang, 'auto_playing'))}</div>"
    )
    options = html.segments([f"{s:g}x" for s in SPEEDS], SPEEDS.index(state.speed))
    label = escape(tr(lang, "auto_speed", seconds=f"{state.interval:g}"))
    speed = (
        f'<div class="nbm-f-field" data-nbm-box="auto_speed"><label>{label}</label>{options}</div>'
    )
    parts = [toggle, speed]
    if won:
        parts.append(html.button(tr(lang, "auto_new"), primary=True, wide=True, icon="refresh"))
    elif not state.playing:
        parts.append(html.button(tr(lang, "auto_step"), primary=True, wide=True, icon="skip"))
    return html.row("auto_controls", *parts, align="end")
