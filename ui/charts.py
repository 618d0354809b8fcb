"""차트의 공통 바탕: 그림의 기록 (Figure), 색, 설정 (모드 막대 없음), 모든 차트가 같이 쓰는 layout.

차트 만들기는 갈래마다 모듈이다 (codebreaking/ 의 code_charts · compare_charts · tree_charts,
gametree/board_charts): 평범한 데이터를 받아 Figure 를 돌려주는 순수 함수들. Figure 는 plotly 의
그림 형식 (trace 와 layout 의 dict: plotly.js 가 그리는 바로 그 JSON) 을 담은 값이다. 실행 중에는
plotly 의 파이썬 객체 (go.Figure) 를 만들지 않는다: 그 검사가 자동 진행 한 단계의 서버 시간에서
가장 큰 몫이었다 (이슈 25). 형식이 맞는지는 시험이 plotly 의 검사로 본다
(tests/app/test_app_charts.py). 그리기는 ui/chart_element.py, 그 요소에 보내는 바이트의 꼴
(표 + JSON) 은 여기의 payload · unpack (첫 화면의 그림과 시험이 같은 것으로 푼다).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

__all__ = [
    "AXIS",
    "COLORS",
    "CONFIG",
    "LEGEND",
    "LEGEND_ABOVE",
    "LEGEND_LINE_PX",
    "LEGEND_PAD_PX",
    "MARGIN_ABOVE",
    "MARK_LEN",
    "Figure",
    "Legend",
    "drawn_mark",
    "figure",
    "payload",
    "reserved_height",
    "unpack",
]

# 그림의 표의 길이 (글자): 차트 요소에 보내는 바이트의 맨 앞에 온다
MARK_LEN = 12


@dataclass(frozen=True)
class Figure:
    """그림 하나: trace 들 (data) 과 layout, plotly 의 그림 형식 그대로 (JSON 으로 바꿀 수 있는
    dict · list · str · 수만). 만든 뒤 고치지 않는다."""

    data: list[dict[str, Any]]
    layout: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        """{"data", "layout"} (plotly 의 go.Figure(…) 와 plotly.js 가 받는 모양)."""
        return {"data": self.data, "layout": self.layout}

    def to_json(self) -> str:
        """브라우저에 보낼 JSON 글 (빈칸 없이)."""
        return json.dumps(self.to_dict(), separators=(",", ":"), ensure_ascii=False, default=_plain)


def _plain(value: Any) -> Any:
    """JSON 이 모르는 값: numpy 의 수와 배열은 파이썬 값으로 (그 밖은 TypeError)."""
    if hasattr(value, "tolist"):
        return value.tolist()
    raise TypeError(f"not JSON serializable in a chart: {type(value).__name__}")


@dataclass(frozen=True)
class Legend:
    """그림 밖의 색 설명 한 줄 (그림과 같은 요소가 그린다): 제목, (색, 이름) 들, 속이 빈 고리의 이름
    (후보 격자의 부른 수; 없으면 None), 그림 위에 둘지 (아니면 아래). 좁으면 줄이 바뀔 뿐 그림
    안에서 스크롤되지 않는다 (plotly 의 범례는 폰에서 그림보다 커져 그 안에서 스크롤됐다)."""

    title: str
    items: tuple[tuple[str, str], ...]
    ring: str | None = None
    above: bool = False
    # 폰 (360-390 px) 에서 이 줄이 차지하는 줄 수: 요소는 그림 높이에 이만큼을 더한 자리를 처음부터
    # 잡는다 (ui/chart_element.py). 자동 진행 중에 줄 수가 바뀌어도 아래 요소가 움직이지 않는다
    lines: int = 1

    def to_dict(self) -> dict[str, Any]:
        """브라우저에 보낼 모양 (ui/browser/chart.js 가 그린다)."""
        return {
            "title": self.title,
            "items": [{"color": color, "name": name} for color, name in self.items],
            "ring": self.ring,
            "above": self.above,
        }


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
# 모든 축: 끌어 옮기지 않고 (fixedrange), 눈금 이름표 · 축 이름이 들어가게 여백을 스스로 늘린다
# (automargin: 두 줄 이름표 '0S<br>1B' 가 잘리지 않게)
AXIS = {"fixedrange": True, "automargin": True}


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


def figure(traces: list[dict], layout: dict, height: int, title: str | None = None) -> Figure:
    """dict 로 적은 trace 와 layout 에 공통 layout 을 입혀 그림을 만든다 (검사 없이: 빠르다)."""
    full = {**_base(height, title), **layout}
    for axis in ("xaxis", "yaxis"):
        full[axis] = {**AXIS, **layout.get(axis, {})}
    return Figure(traces, full)


# 범례는 차트 아래에 가로로 (폰에서 차트 폭을 먹지 않게)
LEGEND = {"orientation": "h", "yanchor": "top", "y": -0.12, "x": 0, "font": {"size": 11}}
# 눈금 이름표가 두 줄이거나 축 이름이 아래에 있는 차트: 범례를 위에 (아래에 두면 겹친다), 그만큼
# 위 여백을 둔다
LEGEND_ABOVE = LEGEND | {"yanchor": "bottom", "y": 1.0}
MARGIN_ABOVE = {"l": 8, "r": 8, "t": 28, "b": 8}


# 색 설명 줄의 한 줄 높이와 위아래 안쪽 여백, px (ui/browser/page.css 의 .nbm-legend 와 같은 값;
# 차트 요소 ui/chart_element.py 와 첫 화면의 그림이 같이 쓴다)
LEGEND_LINE_PX = 26
LEGEND_PAD_PX = 12


def reserved_height(fig: Figure, legend: Legend | None) -> int:
    """요소가 처음부터 잡는 높이: 그림의 높이와 색 설명 줄 (legend.lines 줄) 의 자리."""
    extra = 0 if legend is None else LEGEND_PAD_PX + LEGEND_LINE_PX * legend.lines
    return int(fig.layout["height"]) + extra


def drawn_mark(text: str) -> str:
    """요소에 보낼 글 text 의 표: 그 그림이 그려졌는지 고르는 값 (짧은 해시, MARK_LEN 글자)."""
    return hashlib.blake2s(text.encode(), digest_size=MARK_LEN // 2).hexdigest()


def payload(
    fig: Figure, *, label: str, tap: bool, legend: Legend | None = None
) -> tuple[str, bytes]:
    """(그림의 표, 차트 요소에 보낼 바이트). 바이트는 표 (MARK_LEN 글자) 뒤에 JSON 하나
    ({"figure", "config", "label", "tap", "legend", "height": 요소의 높이}) 를 UTF-8 로 이은
    것이다. 표는 그 JSON 의 해시라 그림이든 이름이든 바뀌면 바뀐다.

    바이트로 보내면 Streamlit 이 데이터를 다시 훑거나 (데이터프레임 찾기) JSON 으로 다시 적지
    않고 그대로 싣는다: 자동 진행 한 단계의 서버 시간에서 큰 몫이었다 (이슈 25). 그림은 한 번만
    JSON 으로 적는다 (Figure.to_json). 브라우저는 앞의 표가 이미 그린 그림과 같으면 풀지 않는다.
    """
    extra = {"config": {**CONFIG, "responsive": True}, "label": label, "tap": tap}
    extra["legend"] = None if legend is None else legend.to_dict()
    extra["height"] = reserved_height(fig, legend)
    rest = json.dumps(extra, ensure_ascii=False)
    text = rest[:-1] + ',"figure":' + fig.to_json() + "}"
    mark = drawn_mark(text)
    return mark, (mark + text).encode()


def unpack(data: str) -> tuple[str, dict[str, Any]]:
    """payload 의 바이트를 (UTF-8 글로 푼 것) 다시 (표, JSON 의 dict) 로."""
    return data[:MARK_LEN], json.loads(data[MARK_LEN:])
