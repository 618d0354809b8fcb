"""학생의 자리를 페이지 맨 위에 한 줄로 그린다: 방 · 별명, 보낸 결과와 반의 결과, 알림, 그리고
기록되지 않는 판이면 그 말과 '방의 판 새로 하기' 단추.

보내지 못한 결과가 있으면 5 초마다 다시 보내는 조각 (st.fragment) 을 그린다: 기다리기만 하는
학생도 보내진 것을 본다. 보내지면 페이지 전체를 다시 그려 한 줄에 결과가 보이게 한다.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from results.records import ClassError, Entry

from .classroom import db
from .classroom.seat import Seat
from .classroom.seat_words import refusal_text, seat_text
from .text import tr

__all__ = ["seat_line"]

# 보내지 못한 결과를 다시 보내는 간격 (초)
RETRY_SECONDS = 5


def _entries(seat: Seat) -> list[Entry] | None:
    """반의 결과 (적은 결과가 없거나 읽지 못하면 None: 한 줄은 방 · 별명만)."""
    if not seat.recorded or seat.room is None:
        return None
    try:
        return db.open_store().public_entries(seat.room.code)
    except ClassError:
        return None


@st.fragment(run_every=RETRY_SECONDS)
def _retry(lang: str, seat: Seat) -> None:
    """보내지 못한 결과를 보낸다 (페이지의 실행에서 한 번, 그 뒤 RETRY_SECONDS 마다). 다
    보냈거나 방이 거절했으면 페이지 전체를 다시 그린다 (한 줄에 결과 · 알림이 보이게)."""
    seat.send(db.open_store)
    if not seat.pending:
        st.rerun()
    st.caption(f":material/cloud_off: {tr(lang, 'seat_pending')}")


def seat_line(
    lang: str,
    seat: Seat,
    ignored: Sequence[str] = (),
    restart: Callable[[], None] | None = None,
) -> None:
    """자리의 한 줄 (앉았을 때), 보낼 결과, 알림 (틀린 링크는 그 실행에만, 닫힌 방).

    ignored: 자리라 쓰지 않은 링크의 이름들 (그 실행에만 한 줄). restart: 방의 활동 페이지면 방의
    설정으로 새 판을 여는 함수: 지금 판이 기록될 수 없으면 그 말과 단추를 그린다.
    """
    refused = seat.take_notice()
    if refused is not None:
        st.warning(refusal_text(lang, refused, seated=seat.seated), icon=":material/school:")
    if not seat.seated:
        return
    st.caption(f":material/school: {seat_text(lang, seat, _entries(seat))}")
    if ignored:
        names = ", ".join(f"`{name}`" for name in ignored)
        st.info(tr(lang, "seat_link_ignored", names=names), icon=":material/link_off:")
    if restart is not None and not seat.fair:
        st.warning(tr(lang, "seat_not_counted"), icon=":material/block:")
        st.button(
            tr(lang, "seat_restart"), key="seat_restart", icon=":material/replay:", on_click=restart
        )
    if seat.pending:
        _retry(lang, seat)
