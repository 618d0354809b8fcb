"""전략끼리 견주는 차트 (비교 페이지, 나무 탐색의 마디 아래 횟수): 범례 없이 이름을 그림에 단다.

폰에서 plotly 범례는 그림보다 커져 그림 안에서 스크롤됐다: 이름은 줄마다 (strategy_bars) 또는
선에 바로 (labelled_lines) 단다. 색은 부르는 쪽이 전략마다 정해 준다.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..charts import Figure, figure

__all__ = [
    "AXIS_PX",
    "HEADROOM",
    "LABEL_GAP_PX",
    "ROW_PX",
    "TICKS_PX",
    "TITLE_PX",
    "Series",
    "labelled_lines",
    "strategy_bars",
]


@dataclass(frozen=True)
class Series:
    """전략 하나의 차트 재료: 이름, 색, 횟수 → 비율, 횟수 → 판 수 (비율만으로는 '50판' 처럼 작은
    수가 '1%' 로 묻힌다: 막대 위와 누른 이름표에 둘을 함께 보인다)."""

    name: str
    color: str
    values: Mapping[int, float]
    counts: Mapping[int, int]

    @staticmethod
    def of(name: str, color: str, counts: Mapping[int, int]) -> Series:
        """'횟수 → 판 수' 에서 (비율은 그 합으로 나눠)."""
        total = sum(counts.values())
        return Series(name, color, {k: v / total for k, v in counts.items()}, dict(counts))


def _swatch(color: str, name: str) -> str:
    """차트 안 이름표: 색 네모와 이름 (글자는 읽히는 먹색, 색은 네모가 말한다)."""
    return f"<span style='color:{color}'>■</span> {name}"


def _share_text(value: float) -> str:
    """막대 위 비율: 0 이 아닌데 1% 가 안 되면 '<1%' (0% 로 보이면 없는 것 같다)."""
    return "<1%" if 0 < value < 0.005 else f"{value:.0%}"


# 전략마다 한 줄의 막대 (strategy_bars): 줄마다 위에서부터 이름표 · 막대 · 눈금 글자의 띠, 맨
# 아래 축 이름의 띠, px
TITLE_PX = 24
ROW_PX = 88
TICKS_PX = 26
AXIS_PX = 22
# 막대 위의 두 줄 (판 수 · 비율) 이 들 자리: 가장 높은 막대의 몇 배까지 그리는지
HEADROOM = 1.6


def _x_title(text: str) -> dict:
    """아래 축의 이름을 그림 맨 아래 띠에 (plotly 의 축 제목은 높이가 작은 그림에서 눈금 글자에
    겹쳤다)."""
    return {
        "text": text,
        "xref": "paper",
        "yref": "paper",
        "x": 0.5,
        "y": 0,
        "yshift": -2,
        "xanchor": "center",
        "yanchor": "top",
        "showarrow": False,
        "font": {"size": 12, "color": "rgba(27,32,54,0.75)"},
    }


def strategy_bars(series: Sequence[Series], x_title: str) -> Figure:
    """전략마다 한 줄씩 '부른 횟수 → 비율' 막대 (작은 그림 여럿). 폰 폭에서도 막대가 가늘지
    않고 범례가 없다: 줄마다 위에 이름표, 막대 위에 비율. 줄의 높이 눈금은 모두 같다.

    series: 고른 전략들 (위에서부터). x_title: 아래 축의 이름.
    """
    n = len(series)
    band = TITLE_PX + ROW_PX + TICKS_PX
    plot = n * band  # 여백을 뺀 그림 자리의 높이
    top = max((k for s in series for k in s.values), default=1)
    peak = max((v for s in series for v in s.values.values()), default=1.0)
    traces, layout, notes = [], {}, []
    for i, item in enumerate(series):
        axis = "" if i == 0 else str(i + 1)
        head = i * band  # 이 줄의 띠가 시작하는 px (위에서부터)
        hi, lo = 1 - (head + TITLE_PX) / plot, 1 - (head + TITLE_PX + ROW_PX) / plot
        keys = sorted(item.values)
        traces.append(
            {
                "type": "bar",
                "x": keys,
                "y": [item.values[k] for k in keys],
                "xaxis": f"x{axis}",
                "yaxis": f"y{axis}",
                "marker": {"color": item.color},
                "text": [f"{item.counts[k]:,}<br>{_share_text(item.values[k])}" for k in keys],
                "textposition": "outside",
                "textfont": {"size": 11},
                "cliponaxis": False,
                "customdata": [f"{item.counts[k]:,}" for k in keys],
                "hovertemplate": item.name + "<br>%{x}: %{customdata} (%{y:.1%})<extra></extra>",
            }
        )
        layout[f"xaxis{axis}"] = {
            "domain": [0, 1],
            "anchor": f"y{axis}",
            "range": [0.5, top + 0.5],
            "dtick": 1,
            "showgrid": False,
            "showline": True,
            "linecolor": "rgba(27,32,54,0.35)",
            "tickfont": {"size": 11},
            "fixedrange": True,
        }
        layout[f"yaxis{axis}"] = {
            "domain": [lo, hi],
            "anchor": f"x{axis}",
            "range": [0, peak * HEADROOM],
            "visible": False,
            "fixedrange": True,
        }
        notes.append(
            {
                "text": _swatch(item.color, item.name),
                "xref": "paper",
                "yref": "paper",
                "x": 0,
                "y": 1 - head / plot,
                "xanchor": "left",
                "yanchor": "top",
                "showarrow": False,
                "font": {"size": 13},
            }
        )
    notes.append(_x_title(x_title))
    layout["annotations"] = notes
    layout["bargap"] = 0.25
    layout["margin"] = {"l": 8, "r": 8, "t": 2, "b": AXIS_PX}
    return figure(traces, layout, plot + 2 + AXIS_PX)


# 직접 단 이름표 사이의 가장 작은 세로 간격, px (글자 높이보다 조금 크게)
LABEL_GAP_PX = 17


def _label_at(series: Sequence[Series], xs: Sequence[int]) -> int:
    """선 이름표를 달 횟수: 왼쪽에 이름표를 놓을 자리가 있고 (가로의 40% 넘게) 선들이 가장
    벌어진 곳. 선이 하나면 처음으로 절반을 넘는 곳."""
    room = [k for k in xs if (k - xs[0]) >= 0.4 * (xs[-1] - xs[0] + 1)] or [xs[-1]]
    if len(series) == 1:
        values = series[0].values
        return next((k for k in room if values[k] >= 0.5), room[-1])
    spread = [max(s.values[k] for s in series) - min(s.values[k] for s in series) for k in room]
    return room[spread.index(max(spread))]


def _apart(ys: list[float], gap: float, low: float, high: float) -> list[float]:
    """이름표의 높이들을 gap 만큼 벌린다 (위에서부터 아래로 밀고, 바닥에 닿으면 위로 올린다).
    ys 는 높은 것부터 정렬돼 있다."""
    out = [min(ys[0], high)]
    for y in ys[1:]:
        out.append(min(y, out[-1] - gap))
    if out[-1] < low:
        lift = low - out[-1]
        out = [min(high, y + lift) for y in out]
    return out


def labelled_lines(
    series: Sequence[Series], x_title: str, y_title: str, height: int = 300
) -> Figure:
    """전략마다 'n번 안에 맞힌 비율' 선, 이름은 선에 바로 단다 (범례 없음: 폰에서 범례는 그림보다
    커져 그림 안에서 스크롤됐다). 이름표는 선들이 가장 벌어진 횟수에서 선의 높이에, 왼쪽 위의 빈
    자리 (누적 곡선은 오른쪽 아래가 찬다) 에 놓고, 겹치지 않게 벌린다.

    series: 전략마다 {k: k번 안 비율} 과 {k: k번 안 판 수}, 모두 같은 k 들.
    """
    xs = sorted(series[0].values) if series else [1]
    traces = [
        {
            "type": "scatter",
            "x": xs,
            "y": [s.values[k] for k in xs],
            "mode": "lines+markers",
            "line": {"color": s.color, "width": 2.5},
            "marker": {"size": 6},
            "customdata": [f"{s.counts[k]:,}" for k in xs],
            "hovertemplate": s.name + "<br>≤%{x}: %{customdata} (%{y:.1%})<extra></extra>",
        }
        for s in series
    ]
    margin = {"l": 52, "r": 8, "t": 8, "b": 22 + AXIS_PX}
    notes = []
    if series:
        at = _label_at(series, xs)
        order = sorted(series, key=lambda s: -s.values[at])
        span = 1.08  # y 축의 범위 (0..1.08)
        gap = LABEL_GAP_PX / (height - margin["t"] - margin["b"]) * span
        ys = _apart([s.values[at] for s in order], gap, 0.05, 1.04)
        notes = [
            {
                "text": _swatch(s.color, s.name),
                "x": at,
                "y": y,
                "xanchor": "right",
                "yanchor": "middle",
                "xshift": -8,
                "showarrow": False,
                "bgcolor": "rgba(251,248,241,0.85)",
                "font": {"size": 12},
            }
            for s, y in zip(order, ys, strict=True)
        ]
    layout = {
        "margin": margin,
        "annotations": [*notes, _x_title(x_title) | {"yshift": -24}],
        "xaxis": {"dtick": 1, "range": [0.6, xs[-1] + 0.3]},
        "yaxis": {"title": {"text": y_title}, "tickformat": ".0%", "range": [0, 1.08]},
    }
    return figure(traces, layout, height)
