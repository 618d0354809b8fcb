"""수업의 저장소를 여는 ui 의 한 곳 (results.connection 을 부르는 유일한 ui 모듈) 과 기기 쿠키를
읽는 한 곳 (device).

다른 ui 모듈은 저장소 · 기기를 인자로 받는다 (상태 객체를 streamlit 없이 시험하려고). 선생님의
판은 몇 초마다 다시 읽으므로 짧게 캐시한다 (BOARD_TTL): 여러 탭 · 여러 선생님이 같은 방을 열어도
데이터베이스에는 TTL 마다 한 번.
"""

from __future__ import annotations

import re

import streamlit as st

from results.connection import class_store, on_community_cloud, uses_sqlite
from results.store import ClassStore

from ..server.middleware import DEVICE_COOKIE
from .board_model import ClassBoard

__all__ = ["BOARD_TTL", "board", "device", "forget_boards", "local_disk_only", "open_store"]

# 판 읽기의 캐시 (초): 판의 새로 읽기 (3 초) 보다 짧게
BOARD_TTL = 2
# 기기 쿠키의 값으로 받는 글 (서버가 단 것은 secrets.token_urlsafe(24): 32 자)
_DEVICE = re.compile(r"[A-Za-z0-9_-]{16,64}")


def open_store() -> ClassStore:
    """이 서버의 저장소. 데이터베이스에 닿지 않으면 ClassError(DATABASE_DOWN)."""
    return class_store()


@st.cache_data(ttl=BOARD_TTL, max_entries=256, show_spinner=False)
def board(code: str, token: str) -> ClassBoard:
    """선생님의 판 (열쇠로): 방, 들어온 학생 수, 결과들. 거절 (ClassError) 은 캐시되지 않는다."""
    found = open_store()
    room = found.check_token(code, token)
    entries = found.entries(code, token)
    return ClassBoard(room, tuple(found.students(code, token)), tuple(entries))


def forget_boards() -> None:
    """판의 캐시를 비운다 (방을 닫은 뒤: 닫힘이 다음 읽기에 바로 보이게)."""
    board.clear()


def device() -> str | None:
    """이 브라우저의 기기 쿠키 (ui/server/middleware.DeviceCookie 가 페이지 문서에 단다: 웹소켓
    연결이 들고 온다). 없거나 (쿠키를 받지 않는 기기) 모양이 틀리면 None. 시험은 이것을 바꿔
    낀다."""
    value = st.context.cookies.get(DEVICE_COOKIE)
    return value if isinstance(value, str) and _DEVICE.fullmatch(value) else None


def local_disk_only() -> bool:
    """결과가 Community Cloud 의 로컬 디스크 (SQLite) 에만 있는지: 다시 시작하면 사라진다."""
    return uses_sqlite() and on_community_cloud()
