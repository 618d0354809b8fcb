"""직접 맞히기의 첫 화면 그림: 상태 제목, 적는 중인 추측, 자판, 힌트, 글 상자, 접힌 상자들.

살아 있는 페이지 (pages/you_guess.py) 와 같은 상태 (YouGuessState.open_link) 와 같은 말
(ui/codebreaking/you_guess_model.py) 에서 온다. 추측이 이미 있는 링크 (기록 · 분석 상자) 와 힌트를
보인 링크는 그리지 않는다.
"""

from __future__ import annotations

from ..codebreaking.game_model import status_heading
from ..codebreaking.you_guess_model import entry_heading
from ..codebreaking.you_guess_state import YouGuessState, pressable
from ..link_reader import Link, Opening
from ..nav import YOU_GUESS
from . import html
from .frame_parts import Screen

__all__ = ["render"]


def render(screen: Screen, link: Link, opening: Opening) -> str | None:
    """링크 link 로 연 직접 맞히기의 첫 화면 (HTML), 그릴 수 없으면 None."""
    variant, t = opening.variant, screen.t
    state = YouGuessState()
    state.slot(variant, opening.number)
    if link.fresh and state.open_link(link, opening):
        return None  # 버린 매개변수: 살아 있는 페이지는 알림 상자를 더 그린다
    slot = state.slots[variant.name]
    game = state.load(variant)
    if game.turns or slot.hint is not None:
        return None
    keys = [
        html.button(str(symbol), off=not pressable(variant, slot.entry, symbol), width=56)
        for symbol in variant.symbols
    ]
    keys.append(html.button(t("yg_backspace"), icon="backspace", off=not slot.entry))
    full = len(slot.entry) == variant.length
    keys.append(html.button(t("yg_submit"), primary=True, icon="send", off=not full))
    example = t("yg_text_example", example=variant.labels[-1])
    return "".join(
        [
            screen.head(YOU_GUESS),
            html.markdown(status_heading(screen.lang, game, slot.settings.show_count)),
            html.box("yg_entry", html.markdown(entry_heading(variant, slot.entry))),
            html.row("yg_keypad", *keys),
            html.row(None, html.button(t("yg_hint"), icon="lightbulb")),
            html.row(
                None,
                html.text_field(t("yg_text"), example, 200),
                html.button(t("yg_submit")),
                align="end",
            ),
            html.expander(t("yg_settings")),
            html.expander(t("how_to_read")),
        ]
    )
