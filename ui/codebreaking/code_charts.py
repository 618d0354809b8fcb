"""숫자 맞히기의 차트: 후보 격자, 대답별 묶음 막대, '왜 이 수인가', 비교 페이지의 분포."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import plotly.graph_objects as go

from ..charts import COLORS, LEGEND, LEGEND_ABOVE, MARGIN_ABOVE, WEBGL_ABOVE, figure
from .tree_view import Icicle

__all__ = [
    "Series",
    "Step",
    "bucket_bars",
    "candidate_grid",
    "compare_bars",
    "grid_shape",
    "guess_steps",
    "labelled_lines",
    "left_lines",
    "step_of",
    "strategy_bars",
    "tree_icicle",
    "trial_bars",
    "worst_scatter",
]


def grid_shape(n: int) -> tuple[int, int]:
    """점 n 개를 놓을 격자 (열, 행). 504 는 견본처럼 28 x 18."""
    cols = max(1, round(math.sqrt(n * 28 / 18)))
    return cols, math.ceil(n / cols)


def candidate_grid(
    labels: Sequence[str],
    alive: np.ndarray,
    removed: np.ndarray,
    guess: int | None,
    won: bool,
    names: Mapping[str, str],
    height: int = 300,
) -> go.Figure:
    """모든 코드를 점으로: 남은 후보 / 이번 대답으로 지운 것 / 이미 지운 것, 부른 수는 고리.

    labels: 코드 문자열 (N,). alive, removed: (N,) bool.
    names: 범례 이름 (alive / removed / dead / guess).
    """
    n = len(labels)
    cols, rows = grid_shape(n)
    idx = np.arange(n)
    x, y = idx % cols, idx // cols
    kind = "scattergl" if n > WEBGL_ABOVE else "scatter"
    size = max(3.0, min(11.0, 320 / cols))
    labels_arr = np.asarray(labels)
    dead = ~alive & ~removed
    groups = (
        ("dead", dead, COLORS["dead"], size * 0.6),
        ("removed", removed, COLORS["red"], size * 0.8),
        ("alive", alive, COLORS["gold"] if won else COLORS["blue"], size),
    )
    traces = [
        {
            "type": kind,
            "x": x[mask],
            "y": y[mask],
            "mode": "markers",
            "marker": {"color": color, "size": s},
            "text": labels_arr[mask],
            "name": names[key],
            "hovertemplate": "%{text}<extra>" + names[key] + "</extra>",
        }
        for key, mask, color, s in groups
    ]
    if guess is not None:
        traces.append(
            {
                "type": "scatter",
                "x": [int(x[guess])],
                "y": [int(y[guess])],
                "mode": "markers",
                "marker": {
                    "size": size * 2.1,
                    "color": "rgba(0,0,0,0)",
                    "line": {"color": COLORS["ink"], "width": 2.5},
                },
                "text": [labels[guess]],
                "name": names["guess"],
                "hovertemplate": "%{text}<extra>" + names["guess"] + "</extra>",
            }
        )
    layout = {
        "xaxis": {"visible": False, "range": [-1, cols]},
        "yaxis": {"visible": False, "range": [rows, -1]},
    }
    return figure(traces, layout, height)


def bucket_bars(
    labels: Sequence[str],
    counts: Sequence[int],
    answer: int | None,
    title: str,
    height: int = 260,
) -> go.Figure:
    """대답마다 남는 후보 수 막대. 가장 큰 묶음은 빨강, 실제 대답은 초록.

    labels, counts: 나올 수 있는 대답마다 (A,). answer: 실제 대답의 위치 (0..A-1) 또는 None.
    """
    counts = [int(c) for c in counts]
    top = max(counts) if counts else 0
    colors = [
        COLORS["green"] if i == answer else (COLORS["red"] if c == top and c > 0 else COLORS["bar"])
        for i, c in enumerate(counts)
    ]
    bar = {
        "type": "bar",
        "x": list(labels),
        "y": counts,
        "marker": {"color": colors},
        "text": [str(c) if c else "" for c in counts],
        "textposition": "outside",
        # 대답이 많으면 (bulls4 · mastermind 14 가지) 폰 폭에서 네 자리 수가 겹치지 않게 작게
        "textfont": {"size": 10 if len(counts) > 10 else 12},
        "cliponaxis": False,
        "hovertemplate": "%{x}: %{y}<extra></extra>",
    }
    layout = {
        "yaxis": {"range": [0, max(1, top) * 1.18], "showticklabels": False, "showgrid": False},
        "xaxis": {"tickangle": 0, "tickfont": {"size": 11}, "type": "category"},
    }
    return figure([bar], layout, height, title)


def trial_bars(rows: Sequence[tuple[str, int, bool]], title: str, height: int = 250) -> go.Figure:
    """견본의 '이 수를 부르면 최악엔 몇 개 남나?' 막대. rows: (코드, 최악, 고른 수인지)."""
    bar = {
        "type": "bar",
        "y": [r[0] for r in rows],
        "x": [r[1] for r in rows],
        "orientation": "h",
        "marker": {"color": [COLORS["gold"] if r[2] else COLORS["red"] for r in rows]},
        "text": [str(r[1]) for r in rows],
        "textposition": "outside",
        "cliponaxis": False,
        "hovertemplate": "%{y}: %{x}<extra></extra>",
    }
    top = max((r[1] for r in rows), default=1)
    layout = {
        "xaxis": {"range": [0, top * 1.2], "showticklabels": False, "showgrid": False},
        "yaxis": {"type": "category", "autorange": "reversed", "tickfont": {"size": 13}},
    }
    return figure([bar], layout, height, title)


def worst_scatter(
    labels: Sequence[str],
    worst: np.ndarray,
    chosen: int,
    names: Mapping[str, str],
    height: int = 240,
) -> go.Figure:
    """시험한 모든 추측의 최악 묶음 크기. chosen: labels 안에서 고른 수의 위치. 별표로 표시."""
    n = len(labels)
    best = int(worst[chosen])
    traces = [
        {
            "type": "scattergl" if n > WEBGL_ABOVE else "scatter",
            "x": np.arange(n),
            "y": worst,
            "mode": "markers",
            "marker": {"color": COLORS["bar"], "size": 4 if n > 200 else 7},
            "text": list(labels),
            "hovertemplate": "%{text}: %{y}<extra>" + names["worst"] + "</extra>",
        },
        {
            "type": "scatter",
            "x": [chosen],
            "y": [best],
            "mode": "markers+text",
            "marker": {
                "symbol": "star",
                "size": 18,
                "color": COLORS["gold"],
                "line": {"width": 1},
            },
            "text": [f"{labels[chosen]} ({best})"],
            "textposition": "top center",
            "hovertemplate": "%{text}<extra>" + names["chosen"] + "</extra>",
        },
    ]
    layout = {
        "xaxis": {"showticklabels": False, "showgrid": False},
        "yaxis": {"title": {"text": names["worst"]}, "rangemode": "tozero"},
        "shapes": [
            {
                "type": "line",
                "xref": "paper",
                "x0": 0,
                "x1": 1,
                "y0": best,
                "y1": best,
                "line": {"color": COLORS["gold"], "dash": "dot"},
            }
        ],
    }
    return figure(traces, layout, height)


@dataclass(frozen=True)
class Series:
    """전략 하나의 차트 재료: 이름, 색, 횟수 → 비율."""

    name: str
    color: str
    values: Mapping[int, float]


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


def strategy_bars(series: Sequence[Series], x_title: str) -> go.Figure:
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
                "text": [_share_text(item.values[k]) for k in keys],
                "textposition": "outside",
                "textfont": {"size": 11},
                "cliponaxis": False,
                "hovertemplate": item.name + "<br>%{x}: %{y:.1%}<extra></extra>",
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
            "range": [0, peak * 1.3],
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
) -> go.Figure:
    """전략마다 'n번 안에 맞힌 비율' 선, 이름은 선에 바로 단다 (범례 없음: 폰에서 범례는 그림보다
    커져 그림 안에서 스크롤됐다). 이름표는 선들이 가장 벌어진 횟수에서 선의 높이에, 왼쪽 위의 빈
    자리 (누적 곡선은 오른쪽 아래가 찬다) 에 놓고, 겹치지 않게 벌린다.

    series: 전략마다 {k: k번 안 비율}, 모두 같은 k 들.
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
            "hovertemplate": s.name + "<br>≤%{x}: %{y:.1%}<extra></extra>",
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


def compare_bars(
    labels: Sequence[str],
    mine: Sequence[int],
    best: Sequence[int],
    answer: int | None,
    names: Mapping[str, str],
    height: int = 260,
) -> go.Figure:
    """내 추측과 최선 추측의 대답별 후보 수를 나란히. answer: 실제 대답의 위치 (테두리 강조).

    labels, mine, best: 나올 수 있는 대답마다 (A,). names: 'mine' / 'best' 범례 이름.
    """
    outline = [3 if i == answer else 0 for i in range(len(labels))]
    traces = [
        {
            "type": "bar",
            "x": list(labels),
            "y": [int(c) for c in counts],
            "name": names[key],
            "marker": {"color": color, "line": {"color": COLORS["ink"], "width": outline}},
            "hovertemplate": names[key] + "<br>%{x}: %{y}<extra></extra>",
        }
        for key, counts, color in (("mine", mine, COLORS["blue"]), ("best", best, COLORS["gold"]))
    ]
    layout = {
        "barmode": "group",
        "showlegend": True,
        "legend": LEGEND_ABOVE,
        "margin": MARGIN_ABOVE,
        "yaxis": {"showgrid": False, "rangemode": "tozero"},
        "xaxis": {"tickangle": 0, "tickfont": {"size": 11}, "type": "category"},
    }
    return figure(traces, layout, height)


def left_lines(
    mine: Sequence[int], best: Sequence[int], names: Mapping[str, str], height: int = 260
) -> go.Figure:
    """턴마다 남은 후보 수: 내 추측 대 최선의 추측 (요약). names: 'mine' / 'best'."""
    turns = list(range(1, len(mine) + 1))
    traces = [
        {
            "type": "scatter",
            "x": turns,
            "y": [int(v) for v in values],
            "mode": "lines+markers",
            "name": names[key],
            "line": {"color": color, "width": 2, "dash": dash},
            "hovertemplate": names[key] + "<br>%{x}: %{y}<extra></extra>",
        }
        for key, values, color, dash in (
            ("mine", mine, COLORS["blue"], "solid"),
            ("best", best, COLORS["gold"], "dot"),
        )
    ]
    layout = {
        "showlegend": True,
        "legend": LEGEND,
        "xaxis": {"dtick": 1},
        "yaxis": {"rangemode": "tozero"},
    }
    return figure(traces, layout, height)


# 평균 횟수의 색 단계 (적게 → 많이): 밝은 노랑에서 짙은 자주까지, 이웃한 단계가 뚜렷이 다르게.
# 글자는 앞 넷에 먹색, 뒤 셋에 흰색 (둘 중 대비가 큰 쪽)
STEP_COLORS = ("#FFF1A8", "#FED976", "#FDAE4B", "#F77F35", "#E04A2A", "#B41F2C", "#7A0C2E")
LIGHT_STEPS = 4


@dataclass(frozen=True)
class Step:
    """색 단계 하나: 평균 횟수 lo 이상 hi 미만 (마지막 단계는 hi 까지), 칸 색과 글자 색."""

    lo: int
    hi: int
    color: str
    ink: str


def guess_steps(worst: int) -> list[Step]:
    """1 → worst 를 한 번씩 나눈 색 단계 (1–2, 2–3, …): 나무 전체의 최악으로 정해 어느 마디에서
    보든 같은 색이 같은 횟수다. 가장 짙은 색이 늘 마지막 단계."""
    n = max(1, worst - 1)
    last = len(STEP_COLORS) - 1
    picks = [last] if n == 1 else [round(i * last / (n - 1)) for i in range(n)]
    return [
        Step(i + 1, i + 2, STEP_COLORS[j], COLORS["ink"] if j < LIGHT_STEPS else "white")
        for i, j in enumerate(picks)
    ]


def step_of(mean: float, steps: Sequence[Step]) -> Step:
    """평균 횟수 mean 이 드는 단계."""
    return steps[min(max(int(mean) - 1, 0), len(steps) - 1)]


def tree_icicle(data: Icicle, worst: int, height: int = 420) -> go.Figure:
    """결정 나무의 icicle: 왼쪽 칸이 지금 마디, 오른쪽 칸들이 대답마다 그다음 추측. 칸의 높이는
    지나는 비밀 수, 색은 맞히는 평균 횟수의 단계 (guess_steps; 색의 뜻은 그림 밖의 줄이 말한다).

    가로로 눕힌 까닭: 칸의 크기가 화면 폭이 아니라 그림의 높이 (고정) 를 나눠 가지므로 폰과
    데스크톱에서 같은 px 이다. data 는 tree_view.icicle. marked 인 칸 (찾은 비밀의 길) 은 굵은
    테두리. 칸을 누르면 Streamlit 이 그 칸의 id 를 돌려준다. worst: 나무 전체의 최악 횟수.
    """
    steps = guess_steps(worst)
    shade = [step_of(m, steps) for m in data.colors]
    marked = data.marked
    trace = {
        "type": "icicle",
        "ids": list(data.ids),
        "labels": list(data.labels),
        "parents": list(data.parents),
        "values": list(data.values),
        "branchvalues": "total",
        "sort": False,
        "maxdepth": -1,
        "tiling": {"orientation": "h", "pad": 0},
        "pathbar": {"visible": False},
        # 잎 칸을 흐리게 (plotly 기본 0.7) 하면 단계의 색이 이웃 단계와 헷갈린다
        "leaf": {"opacity": 1},
        "marker": {
            "colors": [s.color for s in shade],
            "line": {
                "color": [COLORS["ink"] if m else "rgba(255,255,255,0.9)" for m in marked],
                "width": [4 if m else 1.5 for m in marked],
            },
        },
        "customdata": list(data.hover),
        "hovertemplate": "%{customdata}<extra></extra>",
        "textfont": {"size": 13, "color": [s.ink for s in shade]},
        "textposition": "middle left",
    }
    layout = {
        "margin": {"l": 2, "r": 2, "t": 2, "b": 2},
        # 칸에 들지 않는 글은 줄이지 않고 감춘다 (작은 칸은 아래의 대답 고르기로)
        "uniformtext": {"minsize": 11, "mode": "hide"},
    }
    return figure([trace], layout, height)
