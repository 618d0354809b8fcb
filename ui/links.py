"""화면을 다시 여는 링크: 페이지 상태를 주소의 질의 매개변수 (?lang=en&variant=bulls4&...) 에 둔다.

흐름: 틀 (ui/frame.py) 이 실행마다 arrive 로 주소의 매개변수를 읽는다. 우리가 마지막으로 쓴
매개변수와 다르면 (새 브라우저에서 연 링크, 손으로 고친 주소) 이번 실행에 적용할 새 링크다.
틀이 언어와 게임 종류를, 페이지가 자기 매개변수를 적용하고, 읽을 수 없는 것은 drop 으로 버린다.
페이지는 끝에서 keep 으로 지금 상태를 주소에 쓰고, 버린 매개변수를 짧게 알린다.

같은 주소를 다시 받으면 (우리가 쓴 그대로) 아무것도 적용하지 않으므로 위젯으로 바꾼 상태가
주소 때문에 되돌아가지 않는다. 페이지를 옮길 때 남은 지난 페이지의 매개변수도 우리가 쓴
그대로라 적용되지 않는다.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import urlencode, urlsplit

import streamlit as st

from .store import Key

__all__ = ["MAX_VALUE", "Link", "arrive", "keep", "share_url"]

# 매개변수 값의 글자 수 상한: 더 긴 값은 읽지 않고 버린다 (붙여 넣은 쓰레기)
MAX_VALUE = 400
# 알림에 보일 값의 글자 수
SHOWN = 24
# Streamlit 이 스스로 쓰는 매개변수 (앱에 끼워 넣기): 모르는 이름이어도 알리지 않는다
RESERVED = frozenset({"embed", "embed_options"})


@dataclass
class Link:
    """이번 실행의 링크. incoming: 적용할 새 매개변수 (새 링크가 아니면 빈 dict).

    dropped: 읽을 수 없어 버린 (이름, 값). 알림은 keep 이 그린다.
    """

    incoming: dict[str, str]
    dropped: list[tuple[str, str]] = field(default_factory=list)
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

    def drop(self, *names: str) -> None:
        """읽을 수 없는 매개변수를 버린다 (알림에 이름과 값을 보인다)."""
        for name in names:
            item = (_shown(name), _shown(self.incoming.get(name, "")))
            if item not in self.dropped:
                self.dropped.append(item)

    def drop_unknown(self) -> None:
        """이 페이지가 묻지 않은 이름 (다른 페이지의 것, 오타) 도 버린 것으로 알린다."""
        self.drop(*(n for n in self.incoming if n not in self.asked and n not in RESERVED))

    def notice(self) -> str:
        """버린 매개변수를 'name=value' 로 늘어놓은 글 (없으면 빈 글)."""
        return ", ".join(f"`{name}={value}`" for name, value in self.dropped)


def _shown(text: str) -> str:
    """알림에 보일 글: 알림은 Markdown 의 코드 조각이라 조각을 깨는 ` 와 줄바꿈을 바꾸고 줄인다."""
    text = text.replace("`", "'").replace("\n", " ")
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


def _filled(params: Mapping[str, str]) -> dict[str, str]:
    """빈 값을 뺀 매개변수 (주소에는 빈 값을 쓰지 않는다: 없는 것이 기본값이다)."""
    return {k: v for k, v in params.items() if v != ""}


def arrive() -> Link:
    """주소의 매개변수를 읽는다. 우리가 마지막으로 쓴 것과 같으면 적용할 것이 없다."""
    incoming = {str(k): str(v) for k, v in st.query_params.to_dict().items()}
    if incoming == st.session_state.get(Key.LINK):
        return Link({})
    return Link(incoming)


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
