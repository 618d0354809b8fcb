"""차트의 공통 바탕: 색, 설정 (모드 막대 없음), 모든 차트가 같이 쓰는 layout.

차트 만들기는 갈래마다 모듈이다 (codebreaking/ 의 code_charts · compare_charts · tree_charts,
gametree/board_charts): 평범한 데이터를 받아 plotly Figure 를 돌려주는 순수 함수들.
"""

from __future__ import annotations

# plotly 는 pandas 를 sys.modules 에서 찾기만 한다. 스크립트 스레드 둘이 처음 동시에 돌 때
# 반쯤 불러온 pandas 를 보고 AttributeError 를 내지 않도록 먼저 끝까지 불러 둔다.
import pandas  # noqa: F401
import plotly.graph_objects as go

__all__ = [
    "COLORS",
    "CONFIG",
    "LEGEND",
    "LEGEND_ABOVE",
    "MARGIN_ABOVE",
    "figure",
    "finish",
]

COLORS = {
    "red": "#D62845",
    "green": "#2E9E5B",
    "gold": "#E0A526",
    "blue": "#3D6FB6",
    "bar": "rgba(120,132,180,0.65)",
    "dead": "rgba(120,130,160,0.22)",
    "ink": "#1B2036",
}

# 폰에서 손가락으로 쓸어도 화면이 내려가도록: 모드 막대 없음, 확대 없음
CONFIG = {"displayModeBar": False, "scrollZoom": False, "doubleClick": False}


def _base(height: int, title: str | None) -> dict:
    """모든 차트 공통 layout: 고정 높이, 끌기 없음, 축 고정, 여백 작게, 배경 투명."""
    base = {
        "height": height,
        "margin": {"l": 8, "r": 8, "t": 36 if title else 8, "b": 8},
        "dragmode": False,
        "showlegend": False,
        "paper_bgcolor": "rgba(0,0,0,0)",
        "plot_bgcolor": "rgba(0,0,0,0)",
        "font": {"color": COLORS["ink"]},
        "hoverlabel": {"font": {"size": 14}},
    }
    if title:
        base["title"] = {"text": title, "font": {"size": 15}, "x": 0.01}
    return base


def figure(traces: list[dict], layout: dict, height: int, title: str | None = None) -> go.Figure:
    """dict 로 적은 trace 와 layout 으로 그림을 한 번에 만든다 (plotly 의 검사도 한 번: 빠르다)."""
    full = {**_base(height, title), **layout}
    for axis in ("xaxis", "yaxis"):
        full[axis] = {"fixedrange": True, **layout.get(axis, {})}
    return go.Figure({"data": traces, "layout": full})


def finish(fig: go.Figure, height: int, title: str | None = None) -> go.Figure:
    """이미 만든 그림에 공통 layout 을 입힌다 (도형 · 주석을 더해 가며 만드는 그림용)."""
    fig.update_layout(_base(height, title))
    fig.update_xaxes(fixedrange=True)
    fig.update_yaxes(fixedrange=True)
    return fig


# 범례는 차트 아래에 가로로 (폰에서 차트 폭을 먹지 않게)
LEGEND = {"orientation": "h", "yanchor": "top", "y": -0.12, "x": 0, "font": {"size": 11}}
# 눈금 이름표가 두 줄이거나 축 이름이 아래에 있는 차트: 범례를 위에 (아래에 두면 겹친다), 그만큼
# 위 여백을 둔다
LEGEND_ABOVE = LEGEND | {"yanchor": "bottom", "y": 1.0}
MARGIN_ABOVE = {"l": 8, "r": 8, "t": 28, "b": 8}
