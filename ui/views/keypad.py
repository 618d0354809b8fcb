"""숫자 자판 (직접 맞히기 · 대결): 적는 중인 글, 숫자 단추, 지우기, 보내기.

숫자 · 지우기는 순서가 뜻을 가지는 단추 (seq_key) 라 줄 서서 하나씩 가고, 조각 (st.fragment) 안에
있어 그 조각만 다시 그린다 (폰에서 빠르게). 보내기는 동작 단추 (turn_key) 다: 받아들여지면 차례가
넘어가고 조각은 페이지 전체를 다시 그린다.

지우기와 보내기는 끄지 않는다: 마지막 숫자의 실행이 돌아오기 전 (느린 폰에서 0.1 초 뒤) 에 누른
보내기 · 지우기는 꺼진 단추의 누름이라 브라우저가 버렸다. 켜 두면 누름 막기 (ui/turns.py) 가 숫자
뒤에 줄 세워 차례대로 보낸다. 덜 적은 글의 보내기는 까닭을 말하고 (턴을 쓰지 않는다), 빈 글의
지우기는 아무 일도 하지 않는다. 쓴 숫자 · 다 찬 자판의 숫자는 흐리게 (끈다) 둔다.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import streamlit as st

from solver.codebreaking.variants import Variant

from ..codebreaking.you_guess_model import entry_heading
from ..codebreaking.you_guess_state import MASK, pressable
from ..text import tr
from ..turns import seq_key, turn_key

__all__ = ["Keypad", "keypad"]


@dataclass(frozen=True)
class Keypad:
    """자판 하나. prefix: 열쇠의 앞부분 (prefix_entry · prefix_keypad · prefix_key_3 ...).
    entry · error: 지금 적는 글과 거절의 문장 (없으면 None) 을 읽는 함수 (조각이 다시 그릴 때 새로
    읽는다).
    press(symbol) · backspace() · send(): 동작. stamp: 그린 차례, now: 지금 차례를 읽는 함수.
    send_label · send_icon: 보내기 단추. masked: 적는 글을 ● 로 (비밀)."""

    prefix: str
    entry: Callable[[], str]
    error: Callable[[], str | None]
    press: Callable[[int], None]
    backspace: Callable[[], None]
    send: Callable[[], None]
    stamp: int
    now: Callable[[], int]
    send_label: str
    send_icon: str
    masked: bool = False


def keypad(lang: str, variant: Variant, pad: Keypad) -> None:
    """자판을 조각으로 그린다."""

    @st.fragment
    def draw() -> None:
        if pad.now() != pad.stamp:  # 보내기가 받아들여졌다: 페이지 전체를 다시 그린다
            st.rerun()
        entry = pad.entry()
        with st.container(key=f"{pad.prefix}_entry"):
            st.markdown(entry_heading(variant, MASK * len(entry) if pad.masked else entry))
        with st.container(horizontal=True, key=f"{pad.prefix}_keypad", gap="small"):
            for symbol in variant.symbols:
                st.button(
                    str(symbol),
                    key=seq_key(f"{pad.prefix}_key_{symbol}"),
                    on_click=pad.press,
                    args=(symbol,),
                    # 비밀을 적을 때는 이미 적은 숫자를 흐리게 하지 않는다 (어깨 너머로 보인다)
                    disabled=len(entry) >= variant.length
                    if pad.masked
                    else not pressable(variant, entry, symbol),
                    width=56,
                )
            st.button(
                tr(lang, "yg_backspace"),
                key=seq_key(f"{pad.prefix}_backspace"),
                on_click=pad.backspace,
                icon=":material/backspace:",
            )
            st.button(
                pad.send_label,
                key=turn_key(f"{pad.prefix}_submit", pad.stamp),
                on_click=pad.send,
                type="primary",
                icon=pad.send_icon,
            )
        error = pad.error()
        if error is not None:
            st.error(error)

    draw()
