"""화면을 다시 여는 링크: 페이지 상태를 주소의 질의 매개변수 (?lang=en&variant=bulls4&...) 에 둔다.

흐름: 틀 (ui/frame.py) 이 실행마다 arrive 로 주소의 매개변수를 읽는다. 사람이 링크를 연
실행에서만 (세션의 첫 실행 = 페이지 열기 · 새로 고침, 또는 브라우저의 뒤로 · 앞으로 가기) 그
매개변수가 적용할 새 링크다. 틀이 언어와 게임 종류를, 페이지가 자기 매개변수를 적용하고, 읽을 수
없는 것은 drop 으로 버린다. 페이지는 끝에서 keep 으로 지금 상태를 주소에 쓰고, 버린 매개변수를
짧게 알린다.

단추 · 위젯이 부른 실행은 주소를 적용하지 않는다. 그 실행이 들고 온 주소는 브라우저가 보낸
순간의 것이라, 앞 실행이 새 주소를 쓰는 사이에 누른 두 번째 동작은 지난 주소를 들고 온다 (그것을
새 링크로 보면 판이 되돌아간다). 판 안의 움직임은 브라우저 기록의 칸을 늘리지 않고 바꾼다
(history_script): 뒤로 가기가 말없이 수를 무르지 않고 앞 페이지로 간다. 나무 탐색의 마디
(NAV_PARAMS) 만은 칸을 늘려 뒤로 가기가 '한 층 위로' 가 된다.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from urllib.parse import urlencode, urlsplit

import streamlit as st

from .framework import is_history_navigation
from .link_reader import Dropped
from .store import Key

__all__ = [
    "MAX_VALUE",
    "NAV_PARAMS",
    "Link",
    "arrive",
    "history_script",
    "keep",
    "opens_link",
    "share_url",
]

# 매개변수 값의 글자 수 상한: 더 긴 값은 읽지 않고 버린다 (붙여 넣은 쓰레기)
MAX_VALUE = 400
# 알림에 보일 값의 글자 수
SHOWN = 24
# Streamlit 이 스스로 쓰는 매개변수 (앱에 끼워 넣기): 모르는 이름이어도 알리지 않는다
RESERVED = frozenset({"embed", "embed_options"})
# 바뀌면 브라우저 기록에 칸을 더하는 매개변수 (나머지는 지금 칸을 바꾼다): 나무 탐색의 마디
NAV_PARAMS = ("node",)


@dataclass
class Link:
    """이번 실행의 링크. incoming: 적용할 새 매개변수 (새 링크가 아니면 빈 dict).

    dropped: 읽을 수 없어 버린 (이름, 값, 쓴 앞부분 또는 None). 알림은 keep 이 그린다.
    """

    incoming: dict[str, str]
    dropped: list[tuple[str, str, str | None]] = field(default_factory=list)
    asked: set[str] = field(default_factory=set)

    @property
    def fresh(self) -> bool:
        """적용할 새 링크가 있는지."""
        return bool(self.incoming)

    def get(self, name: str) -> str | None:
        """새 링크의 매개변수 값 (없으면 None). 너무 긴 값은 버린다."""
        self.asked.add(name)
        value = self.incoming.get(name)
        if value is not None and len(value) > MAX_VALUE:
            self.drop(name)
            return None
        return value

    def take(self, *names: str) -> dict[str, str]:
        """새 링크에 있는 이 이름들의 값 (없는 이름은 빠진다)."""
        return {name: value for name in names if (value := self.get(name)) is not None}

    def drop(self, *items: str | Dropped) -> None:
        """읽을 수 없는 매개변수를 버린다 (알림에 이름과 값, 앞부분만 썼으면 그것도 보인다)."""
        for item in items:
            found = item if isinstance(item, Dropped) else Dropped(item)
            kept = None if found.kept is None else _shown(found.kept)
            entry = (_shown(found.name), _shown(self.incoming.get(found.name, "")), kept)
            if entry not in self.dropped:
                self.dropped.append(entry)

    def drop_unknown(self) -> None:
        """이 페이지가 묻지 않은 이름 (다른 페이지의 것, 오타) 도 버린 것으로 알린다."""
        self.drop(*(n for n in self.incoming if n not in self.asked and n not in RESERVED))

    def notice(self, kept: Callable[[str, str], str]) -> str:
        """버린 매개변수를 'name=value' 로 늘어놓은 글 (없으면 빈 글).

        kept(항목, 쓴 앞부분): 목록의 앞부분만 쓴 항목을 말하는 문구 (화면 언어로).
        """
        items = []
        for name, value, front in self.dropped:
            item = f"`{name}={value}`"
            items.append(item if front is None else kept(item, f"`{front}`"))
        return ", ".join(items)


def _shown(text: str) -> str:
    """알림에 보일 글: 알림은 Markdown 의 코드 조각이라 조각을 깨는 ` 와 줄바꿈을 바꾸고 줄인다."""
    text = text.replace("`", "'").replace("\n", " ")
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


def _filled(params: Mapping[str, str]) -> dict[str, str]:
    """빈 값을 뺀 매개변수 (주소에는 빈 값을 쓰지 않는다: 없는 것이 기본값이다)."""
    return {k: v for k, v in params.items() if v != ""}


def opens_link(
    incoming: Mapping[str, str], written: Mapping[str, str] | None, history: bool
) -> bool:
    """이번 실행이 주소의 링크를 열어야 하는지.

    written: 이 세션이 마지막으로 쓴 매개변수 (첫 실행이면 None). history: 뒤로 · 앞으로 가기.
    세션의 첫 실행 (링크를 열거나 새로 고침) 과 뒤로 · 앞으로 가기만 사람이 연 링크다. 그 밖의
    실행 (단추 · 위젯) 이 들고 온 다른 주소는 이미 지나간 주소라 적용하지 않는다.
    """
    if written is None:
        return bool(incoming)
    return history and dict(incoming) != dict(written)


def arrive() -> Link:
    """주소의 매개변수를 읽는다. 사람이 연 링크가 아니면 (opens_link) 적용할 것이 없다."""
    incoming = {str(k): str(v) for k, v in st.query_params.to_dict().items()}
    if opens_link(incoming, st.session_state.get(Key.LINK), is_history_navigation()):
        return Link(incoming)
    return Link({})


def keep(params: Mapping[str, str]) -> None:
    """지금 상태의 매개변수를 주소에 쓴다 (바뀌었을 때만: 주소 바꾸기도 메시지 하나다)."""
    clean = _filled(params)
    st.session_state[Key.LINK] = clean
    if st.query_params.to_dict() != clean:
        st.query_params.from_dict(clean)


def share_url(params: Mapping[str, str]) -> str:
    """이 화면을 다시 여는 주소: 브라우저의 주소 (질의는 빼고) 에 매개변수를 붙인다."""
    parts = urlsplit(st.context.url or "")
    base = f"{parts.scheme}://{parts.netloc}{parts.path}" if parts.netloc else parts.path
    clean = _filled(params)
    return f"{base}?{urlencode(clean)}" if clean else base


def history_script(base: str = "") -> str:
    """페이지 문서에 넣는 브라우저 기록 다루기 (ui/page_scripts.py; 창마다 한 번만 설치된다).

    base: 앱의 뿌리 주소 (server.baseUrlPath, 앞뒤 / 없이).
    """
    root = f"/{base}/" if base else "/"
    return f"""
if (!window.__linkHistory) {{
  window.__linkHistory = true;
  const ROOT = {json.dumps(root)}, NAV = {json.dumps(list(NAV_PARAMS))};
  const push = history.pushState.bind(history);
  // 같은 페이지 안의 주소 바꾸기 (판의 수, 설정) 는 칸을 바꾼다. 첫 화면 ("/", 자동 진행으로
  // 옮겨 가는 입구) 의 칸도 바꾼다: 남겨 두면 뒤로 가기가 입구에 닿아 다시 앞으로 튕긴다.
  history.pushState = function (state, title, url) {{
    if (url === undefined || url === null) return push(state, title, url);
    const next = new URL(url, location.href);
    const here = new URL(location.href);
    const atRoot = here.pathname === ROOT || here.pathname + "/" === ROOT;
    const samePage = next.pathname === here.pathname;
    const moved = NAV.some((n) => next.searchParams.get(n) !== here.searchParams.get(n));
    if (atRoot || (samePage && !moved)) return history.replaceState(state, title, url);
    return push(state, title, url);
  }};
}}
"""
