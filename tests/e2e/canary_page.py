"""이름 시험 (test_selector_canary.py) 이 설치된 Streamlit 으로 띄우는 작은 페이지.

브라우저 시험이 읽는 Streamlit 의 DOM 이름 (pageops.Dom) 마다 그것을 그리는 요소를 하나씩 둔다:
우리 페이지에는 일부러 없는 것 (예외 상자, 데이터 격자, 범례 · 색 막대가 있는 차트) 도. Dom 에
줄을 더하면 여기에도 그것을 그리는 요소를 더한다.
"""

from __future__ import annotations

import plotly.graph_objects as go
import streamlit as st

st.set_page_config(page_title="canary")
with st.sidebar:
    st.page_link("https://example.com", label="page link")  # NAV_LINK
st.error("error")  # ALERT, ALERT_ERROR
st.exception(ValueError("canary"))  # EXCEPTION
st.dataframe({"a": [1, 2]})  # DATAFRAME
st.code("https://example.com/class?room=CODE", language=None)  # CODE
with st.expander("expander"):  # EXPANDER_HEAD
    st.write("inside")
st.toggle("toggle")  # CHECKBOX
st.radio("radio", ["a", "b"])  # RADIO
st.button("primary", type="primary", key="canary_go")  # PRIMARY, 열쇠 클래스
# CHART, CHART_SVG, CHART_BAR, CHART_POINT, CHART_TICK, CHART_LEGEND (자취 둘)
bars = go.Bar(x=["a", "b"], y=[1, 2], name="bars")
dots = go.Scatter(x=["a", "b"], y=[2, 1], mode="markers", name="dots")
st.plotly_chart(go.Figure([bars, dots]), key="canary_bars")
st.plotly_chart(go.Figure(go.Heatmap(z=[[1, 2], [3, 4]])), key="canary_heat")  # CHART_COLORBAR
st.plotly_chart(go.Figure(go.Treemap(labels=["r", "a"], parents=["", "r"])), key="canary_tree")


@st.dialog("dialog")
def dialog() -> None:
    """DIALOG: 창 하나 (Streamlit 의 연결 오류 창과 같은 요소)."""
    st.write("inside the dialog")


dialog()
st.caption("drawn")  # 끝까지 그렸다는 표시 (CHART_SLICE 는 위의 treemap)
