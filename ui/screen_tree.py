"""화면 나무: 페이지의 스크립트가 한 번 돌며 그린 요소들 (우리 낱말, streamlit 없음).

ui/internals.run_page 가 Streamlit 의 메시지에서 만들고, 첫 화면의 그림 (ui/firstscreen) 이 HTML
로 옮긴다. 그래서 첫 화면은 살아 있는 페이지와 같은 서술 (페이지 파일) 에서 온다.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["Drawn"]


@dataclass
class Drawn:
    """그린 요소 하나.

    kind: 우리 낱말 ("column" · "row" · "expander" · "popover" · "heading" · "markdown" ·
    "caption" · "alert" · "button" · "toggle" · "checkbox" · "segments" · "pills" · "select" ·
    "text_input" · "component" · "empty", 모르는 것은 "other:<Streamlit 의 이름>").
    key: 페이지가 준 열쇠 (없으면 None). props: 그 요소의 값들 (글 · 고른 것 · 꺼짐 …).
    """

    kind: str
    key: str | None = None
    props: dict[str, Any] = field(default_factory=dict)
    children: list[Drawn] = field(default_factory=list)
