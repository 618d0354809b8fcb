"""모든 페이지가 같이 쓰는 위젯 도우미: 우리 값에 묶인 위젯, 차트 그리기, 작은 표.

숫자 맞히기 페이지들만 쓰는 것 (기록 표, 공유 상자, 축하 줄) 은 ui/views/code_widgets.py 에.

bind 의 규칙 (docs/architecture.md 의 '상태는 우리 열쇠에'): 오래 남을 값은 우리 상태에
있고, 위젯은 그 값을 보여 주고 고치기만 한다. 위젯 열쇠에 우리 값을 넣으므로, 위젯이 그려지지
않은 실행 (다른 페이지) 뒤에도, 언어를 바꿔 선택지 이름이 달라진 뒤에도 위젯은 우리 값을 보인다.
이름이 언어를 따르는 위젯은 열쇠에 언어를 넣는다 (Streamlit 은 selectbox 의 선택을 보이는
이름으로 기억한다).

넣는 것은 페이지를 브라우저에 새로 놓는 실행 (이 세션이 그 페이지의 주소를 아직 쓰지 않았다:
새 세션 · 다른 페이지에서 옴, links.moved_in; 옮겨 놓인 위젯은 제 기본값을 보인다) 과 위젯 열쇠의
값이 우리 값과 다를 때뿐이다. 같은 값을 실행마다 넣으면 넣은 값이 그 실행의 위젯 요소에 '이 값으로
바꿔라' 로 실려 가 브라우저의 값을 덮었다: 앞 동작의 실행이 돌아오는 사이에 사람이 이 위젯을
바꿨으면 (판을 새로 여는 선택 0.1 초 뒤의 켜고 끄기) 그 요소가 방금 바꾼 값을 되돌렸고, 다음 동작이
되돌린 값을 보내 바꾼 것이 사라졌다
(tests/e2e/test_quick_actions_browser.py).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

import streamlit as st

from .chart_element import chart
from .charts import Figure, Legend
from .links import moved_in
from .states import Key
from .text import plain

__all__ = ["bind", "on_page", "show_chart", "small_table"]


def on_page(page: str) -> None:
    """틀 (ui/frame) 이 실행마다 위젯보다 먼저 부른다: 이번 실행의 페이지 (PageInfo.url). 조각만
    다시 도는 실행은 틀을 지나지 않지만 같은 페이지이고, 그때는 그 페이지의 주소가 쓰여 있다."""
    st.session_state[Key.PAGE] = page


def bind(key: str, value: object, apply: Callable[[Any], None]) -> dict[str, Any]:
    """위젯에 넘길 key 와 on_change. 위젯은 value 를 보이고, 바뀌면 apply(새 값) 을 부른다."""
    fresh = moved_in(st.session_state.get(Key.PAGE, ""))
    if fresh or key not in st.session_state or st.session_state[key] != value:
        st.session_state[key] = value
    return {"key": key, "on_change": lambda: apply(st.session_state[key])}


def show_chart(
    fig: Figure, key: str, label: str | None = None, legend: Legend | None = None
) -> str:
    """차트를 우리 차트 요소 (ui/chart_element.py: plotly.js 부분 묶음, 모드 막대 · 확대 없음)
    로 그리고 그 그림의 표를 돌려준다. label: 접근성 이름 (없으면 그림의 제목). legend: 그림 밖의
    색 설명."""
    name = label if label is not None else fig.layout.get("title", {}).get("text", "")
    if not name:
        raise ValueError(f"chart {key!r} needs a label (an accessible name)")
    return chart(fig, key, label=name, legend=legend)


def small_table(
    rows: Sequence[Mapping[str, object]],
    key: str | None,
    *,
    above: str = "",
    anchor: str | None = None,
    typed: Collection[str] = (),
) -> None:
    """작은 표를 Markdown 표로 그린다 (열쇠 key 의 상자 안에; None 이면 상자 없이). above: 표
    바로 위의 글 (제목 · 한 문장; 같은 글 요소에 넣어 요소 수를 줄인다: 자동 진행은 한 단계마다
    판을 다시 보낸다). anchor: 맨 앞에 둘 링크의 닻 (#anchor 로 오는 링크가 여기로 온다).
    typed: 사람이 적은 글의 열 (별명): 그 칸은 Markdown 으로 읽지 않고 적은 그대로 보인다
    (ui.text.plain). 다른 칸은 우리가 만든 글이라 Markdown 그대로 (굵게 · 기호).

    st.dataframe 은 표 하나에 데이터 격자와 Arrow 묶음 (1 MB 남짓) 을 내려받게 하고, 폰에서는
    도구 막대가 글 위를 덮는다. 몇 줄짜리 표는 글로 충분하다. 열 이름은 첫 줄의 열쇠.
    """
    if not rows:
        return
    names = list(rows[0])
    lines = [
        *([above, ""] if above else []),
        "| " + " | ".join(map(_cell, names)) + " |",
        "|" + "---|" * len(names),
        *("| " + " | ".join(_cell(row[n], n in typed) for n in names) + " |" for row in rows),
    ]
    if anchor is not None:  # 닻만 HTML 로 (글과 칸은 Markdown 그대로)
        lines.insert(0, f'<span id="{html.escape(anchor)}"></span>\n')
    body = "\n".join(lines)
    if key is None:
        st.markdown(body, unsafe_allow_html=anchor is not None)
        return
    with st.container(key=key):
        st.markdown(body, unsafe_allow_html=anchor is not None)


def _cell(value: object, typed: bool = False) -> str:
    """표 칸의 글: Markdown 표를 깨는 글자 (|, 줄바꿈) 를 바꾼다. typed: 사람이 적은 글 (모두 풀어
    적은 그대로)."""
    if typed:
        return plain(str(value))
    return str(value).replace("|", "\\|").replace("\n", " ")
