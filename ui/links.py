"""화면을 다시 여는 링크: 페이지 상태를 주소의 질의 매개변수 (?lang=en&variant=bulls4&...) 에 둔다.

세션 쪽이다: 주소를 읽고 쓰고, 세션이 마지막으로 쓴 주소를 기억한다. 읽는 규칙 (Link,
opens_link, 매개변수 표) 은 streamlit 없는 ui/link_reader.py 에 있다.

흐름: 틀 (ui/frame.py) 이 실행마다 arrive 로 주소의 매개변수를 읽는다. 사람이 링크를 연
실행에서만 (세션의 첫 실행 = 페이지 열기 · 새로 고침, 또는 브라우저의 뒤로 · 앞으로 가기) 그
매개변수가 적용할 새 링크다. 틀이 언어와 게임 종류를, 페이지가 자기 매개변수를 적용하고, 읽을 수
없는 것은 drop 으로 버린다. 페이지는 끝에서 keep 으로 지금 상태를 주소에 쓰고, 버린 매개변수를
짧게 알린다.

단추 · 위젯이 부른 실행은 주소를 적용하지 않는다. 그 실행이 들고 온 주소는 브라우저가 보낸
순간의 것이라, 앞 실행이 새 주소를 쓰는 사이에 누른 두 번째 동작은 지난 주소를 들고 온다 (그것을
새 링크로 보면 판이 되돌아간다). 판 안의 움직임은 브라우저 기록의 칸을 늘리지 않고 바꾼다
(ui/browser/history.js): 뒤로 가기가 말없이 수를 무르지 않고 앞 페이지로 간다. 나무 탐색의 마디
(NAV_PARAMS) 만은 칸을 늘려 뒤로 가기가 '한 층 위로' 가 된다.
"""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import urlencode, urlsplit

import streamlit as st

from .internals import is_history_navigation
from .link_reader import Link, Written, opens_link
from .states import Key

__all__ = ["arrive", "keep", "moved_in", "share_url"]


def _filled(params: Mapping[str, str]) -> dict[str, str]:
    """빈 값을 뺀 매개변수 (주소에는 빈 값을 쓰지 않는다: 없는 것이 기본값이다)."""
    return {k: v for k, v in params.items() if v != ""}


def arrive(page: str) -> Link:
    """페이지 page (PageInfo.url) 의 주소 매개변수를 읽는다. 사람이 연 링크가 아니면
    (opens_link) 적용할 것이 없다."""
    incoming = {str(k): str(v) for k, v in st.query_params.to_dict().items()}
    if opens_link(incoming, page, st.session_state.get(Key.LINK), is_history_navigation()):
        return Link(incoming)
    return Link({})


def moved_in(page: str) -> bool:
    """이번 실행이 이 세션에서 페이지 page 의 첫 화면인지: 세션이 아직 주소를 쓰지 않았거나 (새로
    연 탭 · 새로 고침 · 서버가 다시 떠 새 세션) 마지막으로 쓴 주소가 다른 페이지다."""
    written = st.session_state.get(Key.LINK)
    return written is None or written.page != page


def keep(page: str, params: Mapping[str, str]) -> None:
    """페이지 page 의 지금 상태 매개변수를 주소에 쓴다 (바뀌었을 때만: 주소 바꾸기도 메시지
    하나다)."""
    clean = _filled(params)
    st.session_state[Key.LINK] = Written(page, clean)
    if st.query_params.to_dict() != clean:
        st.query_params.from_dict(clean)


def share_url(params: Mapping[str, str]) -> str:
    """이 화면을 다시 여는 주소: 브라우저의 주소 (질의는 빼고) 에 매개변수를 붙인다."""
    parts = urlsplit(st.context.url or "")
    base = f"{parts.scheme}://{parts.netloc}{parts.path}" if parts.netloc else parts.path
    clean = _filled(params)
    return f"{base}?{urlencode(clean)}" if clean else base
