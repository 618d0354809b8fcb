"""우리 차트 요소: 그림 (ui/charts.Figure) 을 브라우저에서 plotly.js 의 부분 묶음으로 그린다.

st.plotly_chart 는 첫 차트의 메시지가 온 뒤에야 plotly.js 전체 (압축해 1.4 MB, 흉내 낸 폰에서
실행에 4 초 남짓) 를 받아 실행했고, 실행마다 그림을 다시 검사해 보내고 통째로 다시 그렸다 (이슈
25). 이 요소는 (st.components.v2, 자바스크립트는 ui/browser/chart.js):
- 이 앱이 그리는 자취만 담은 묶음 (ui/browser/vendor/, 압축해 0.45 MB) 을 쓴다. 문서가 처음부터
  받아 두고 (ui/browser.preload_links), 서버가 한 번 압축해 오래 두게 준다 (ui/server/assets.py).
- 그림의 JSON 은 실행마다 한 번, 검사 없이 만들어 바이트로 보낸다 (ui/charts.payload). 그림이
  그대로면 브라우저는 풀지도 않고, 바뀌면 Plotly.react 로 바뀐 것만 다시 그린다.
- 모드 막대 · 확대 · 끌기가 없고, 높이는 그림의 것에 색 설명 줄의 자리를 더한 고정 높이다
  (Streamlit 이 요소를 처음 그릴 때부터: 자바스크립트와 묶음이 늦게 와도 아래 요소가 밀려 내려가지
  않는다). 폭은 화면을 따른다. 글꼴은 페이지의 것. 접근성 이름 (label) 을 단다. on_tap 을 주면
  칸 누름 (점 · 마디의 id) 을 돌려준다.
- 그림이 다 그려지면 상자에 그 그림의 표 (drawn: JSON 의 짧은 해시) 를 단다: 자동 진행의 박자
  (ui/pacer.py) 는 새 판의 그림이 그려진 뒤부터 센다.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from .browser import CHART_COMPONENT, DRAWN_ATTR, source
from .charts import Figure, Legend, payload, reserved_height
from .internals import key_selector

__all__ = ["chart", "drawn"]

_component = st.components.v2.component(
    CHART_COMPONENT, js=source("chart.js"), isolate_styles=False
)


def drawn(key: str, mark: str) -> str:
    """열쇠 key 의 차트가 표 mark 의 그림을 다 그렸을 때 나타나는 요소의 CSS 고르개."""
    return f'{key_selector(key)} [{DRAWN_ATTR}="{mark}"]'


def chart(
    fig: Figure,
    key: str,
    *,
    label: str,
    legend: Legend | None = None,
    on_tap: Callable[[str], None] | None = None,
) -> str:
    """그림 fig 를 열쇠 key 의 요소로 그리고, 그 그림의 표 (drawn_mark) 를 돌려준다.

    label: 접근성 이름 (그림이 무엇을 보이는지 한 줄). legend: 그림 밖의 색 설명 (같은 요소가
    그린다: 따로 그리면 실행마다 요소가 둘 더 간다). on_tap: 칸을 누르면 그 칸의 id (icicle
    마디의 id, 점의 id) 로 불린다 (그 실행의 맨 앞에서).
    """
    mark, data = payload(fig, label=label, tap=on_tap is not None, legend=legend)
    height = reserved_height(fig, legend)
    if on_tap is None:
        _component(key=key, data=data, height=height)
        return mark

    def tapped() -> None:
        tap = (st.session_state.get(key) or {}).get("tap")
        if tap is not None:
            on_tap(str(tap))

    _component(key=key, data=data, height=height, on_tap_change=tapped)
    return mark
