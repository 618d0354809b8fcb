"""숫자 맞히기의 판 차트: 후보 격자, 대답별 묶음 막대, 고른 수와 다른 수들의 최악, 코치의 견주기.

전략끼리 견주는 차트는 compare_charts.py, 전략 나무의 그림은 tree_charts.py.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache

import numpy as np

from ..charts import COLORS, LEGEND, LEGEND_ABOVE, MARGIN_ABOVE, Figure, figure

__all__ = [
    "GRID_HEIGHT",
    "bucket_bars",
    "candidate_grid",
    "compare_bars",
    "grid_shape",
    "left_lines",
    "rival_bars",
]


# 후보 격자의 높이, px: 폰의 첫 화면 (390x844) 에 부른 수 · 격자 · 묶음 막대가 함께 들어가는 몫
GRID_HEIGHT = 112
# 격자의 가로 : 세로. 폰에서 그림의 칸 자리 (358 - 16) x (GRID_HEIGHT - 16) px 의 비율이라 칸이
# 거의 정사각형이다: 504 는 42 x 12 (칸 8 px), 1296 은 68 x 20 (5 px), 5040 은 133 x 38 (2.5 px)
GRID_ASPECT = 3.5


def grid_shape(n: int) -> tuple[int, int]:
    """점 n 개를 놓을 넓은 격자 (열, 행): 세로가 짧아 폰의 첫 화면에 막대와 함께 들어간다."""
    cols = max(1, math.ceil(math.sqrt(n * GRID_ASPECT)))
    return cols, math.ceil(n / cols)


# 후보 격자의 칸 값 (heatmap 의 z): 이미 지움 · 이번에 지움 · 남은 후보. 빈 칸 (코드 없음) 은 None
_DEAD, _REMOVED, _ALIVE = 0, 1, 2


@lru_cache(maxsize=32)
def _cell_texts(labels: tuple[str, ...], status: tuple[str, ...]) -> np.ndarray:
    """칸마다 손을 대면 보일 이름표 '코드 · 처지', 처지마다 (3, N) object: 한 단계마다 504 개를
    다시 만들지 않는다 (변형과 언어마다 한 번)."""
    return np.array([[f"{label} · {name}" for label in labels] for name in status], dtype=object)


def candidate_grid(
    labels: Sequence[str],
    alive: np.ndarray,
    removed: np.ndarray,
    guess: int | None,
    won: bool,
    names: Mapping[str, str],
    height: int = GRID_HEIGHT,
) -> Figure:
    """모든 코드를 칸 하나씩: 남은 후보 / 이번 대답으로 지운 것 / 이미 지운 것, 부른 수는 고리.

    칸들은 heatmap 하나 (그림 한 장) 로 그린다: 점 504 개를 SVG 로 그리면 자동 진행이 한 단계마다
    폰의 주 스레드를 1 초 가까이 막았다 (이슈 16; docs/architecture.md 의 '폰에서 빠르게').
    labels: 코드 문자열 (N,). alive, removed: (N,) bool.
    names: 칸 이름 (alive / removed / dead / guess): 손가락을 대면 코드와 함께 보인다.
    """
    n = len(labels)
    cols, rows = grid_shape(n)
    kind = np.full(n, _DEAD)
    kind[removed] = _REMOVED
    kind[alive] = _ALIVE
    status = (names["dead"], names["removed"], names["alive"])
    # 칸 (rows, cols) 으로 접는다: 끝의 빈 칸은 코드가 없다 (z 는 None, 이름표는 빈 글)
    empty = rows * cols - n
    z = np.concatenate([kind.astype(object), np.full(empty, None)]).reshape(rows, cols).tolist()
    named = _cell_texts(tuple(labels), status)[kind, np.arange(n)]
    text = np.concatenate([named, np.full(empty, "", dtype=object)]).reshape(rows, cols).tolist()
    colours = (COLORS["dead"], COLORS["red"], COLORS["gold"] if won else COLORS["blue"])
    # 칸 사이의 틈: 칸이 작을수록 좁게 (5040 개의 2.5 px 칸은 틈 없이: 틈이 색을 지운다)
    gap = 2 if cols <= 40 else (1 if cols <= 80 else 0)
    traces = [
        {
            "type": "heatmap",
            "z": z,
            "text": text,
            "hovertemplate": "%{text}<extra></extra>",
            "zmin": _DEAD,
            "zmax": _ALIVE,
            # 칸 값마다 한 색 (값 0 · 1 · 2 가 색 띠의 0 · 0.5 · 1)
            "colorscale": [[v / 2, colours[v]] for v in (0, 1, 2)],
            "showscale": False,
            "xgap": gap,
            "ygap": gap,
            "hoverongaps": False,
        }
    ]
    if guess is not None:
        r, c = divmod(guess, cols)
        traces.append(
            {
                "type": "scatter",
                "x": [c],
                "y": [r],
                "mode": "markers",
                "cliponaxis": False,  # 맨 윗줄 · 끝 칸의 고리도 다 보이게
                "marker": {
                    "size": max(8.0, min(22.0, 640 / cols)),
                    "color": "rgba(0,0,0,0)",
                    "line": {"color": COLORS["ink"], "width": 2.5},
                },
                "text": [labels[guess]],
                "name": names["guess"],
                "hovertemplate": "%{text}<extra>" + names["guess"] + "</extra>",
            }
        )
    layout = {
        "xaxis": {"visible": False, "range": [-0.5, cols - 0.5]},
        "yaxis": {"visible": False, "range": [rows - 0.5, -0.5]},
    }
    return figure(traces, layout, height)


def bucket_bars(
    labels: Sequence[str],
    counts: Sequence[int],
    answer: int | None,
    title: str,
    height: int = 260,
    *,
    axes: tuple[str, str] | None = None,
    words: tuple[str, str] | None = None,
) -> Figure:
    """대답마다 남는 후보 수 막대. 가장 큰 묶음은 빨강, 실제 대답은 초록.

    labels, counts: 나올 수 있는 대답마다 (A,). answer: 실제 대답의 위치 (0..A-1) 또는 None.
    axes: (가로축, 세로축) 이름 (None 이면 축 이름 없이). words: (가장 큰 묶음, 온 대답) 의 짧은
    말: 주면 그 막대 위의 수 위에 적는다 (색 설명 줄 없이, 색을 못 가려도 읽힌다).
    """
    counts = [int(c) for c in counts]
    top = max(counts) if counts else 0
    worst = [c == top and c > 0 for c in counts]
    colors = [
        COLORS["green"] if i == answer else (COLORS["red"] if worst[i] else COLORS["bar"])
        for i in range(len(counts))
    ]
    text = [str(c) if c else "" for c in counts]
    said = 0  # 한 막대 위에 적은 말의 가장 많은 줄 수 (0 · 1 · 2)
    if words is not None:
        named = [
            [w for w, on in zip(words, (worst[i], i == answer), strict=True) if on]
            for i in range(len(counts))
        ]
        text = ["<br>".join([*n, t]) for n, t in zip(named, text, strict=True)]
        said = max(map(len, named), default=0)
    bar = {
        "type": "bar",
        "x": list(labels),
        "y": counts,
        "marker": {"color": colors},
        "text": text,
        "textposition": "outside",
        # 대답이 많으면 (bulls4 · mastermind 14 가지) 폰 폭에서 네 자리 수가 겹치지 않게 작게
        "textfont": {"size": 10 if len(counts) > 10 else 12},
        "cliponaxis": False,
        "hovertemplate": "%{x}: %{y}<extra></extra>",
    }
    # 막대 위의 글 (수, 그리고 말이 있으면 한두 줄 더) 이 제목과 겹치지 않게 줄마다 위를 비운다
    room = 1.18 + 0.33 * said
    layout = {
        "yaxis": {"range": [0, max(1, top) * room], "showticklabels": False, "showgrid": False},
        "xaxis": {"tickangle": 0, "tickfont": {"size": 11}, "type": "category"},
    }
    if axes is not None:
        x_title, y_title = axes
        layout["xaxis"]["title"] = {"text": x_title, "font": {"size": 12}}
        layout["yaxis"]["title"] = {"text": y_title, "font": {"size": 12}}
        layout["margin"] = {"l": 28, "r": 8, "t": 36, "b": 8}
    return figure([bar], layout, height, title)


def rival_bars(
    labels: Sequence[str], worst: Sequence[int], title: str, x_title: str, height: int = 200
) -> Figure:
    """추측마다 가장 큰 묶음 (최악) 의 가로 막대, 첫 줄 (고른 수) 은 금색으로 맨 위에.

    labels, worst: 추측마다 (R,), 고른 수가 먼저. 가로 막대: 폰 폭에서 이름표가 왼쪽에 한 줄로
    들고, 막대 끝에 수가 붙는다.
    """
    worst = [int(w) for w in worst]
    colors = [COLORS["gold"] if i == 0 else COLORS["bar"] for i in range(len(worst))]
    bar = {
        "type": "bar",
        "orientation": "h",
        "x": worst,
        "y": list(labels),
        "marker": {
            "color": colors,
            "line": {"color": COLORS["ink"], "width": [2] + [0] * (len(worst) - 1)},
        },
        "text": [str(w) for w in worst],
        "textposition": "outside",
        "textfont": {"size": 12},
        "cliponaxis": False,
        "hovertemplate": "%{y}: %{x}<extra></extra>",
    }
    layout = {
        "xaxis": {
            "range": [0, max(worst, default=1) * 1.2],
            "showgrid": False,
            "showticklabels": False,
            "title": {"text": x_title, "font": {"size": 12}},
        },
        "yaxis": {"type": "category", "autorange": "reversed", "tickfont": {"size": 12}},
        "margin": {"l": 8, "r": 8, "t": 36, "b": 8},
        "bargap": 0.3,
    }
    return figure([bar], layout, height, title)


def compare_bars(
    labels: Sequence[str],
    mine: Sequence[int],
    best: Sequence[int],
    answer: int | None,
    names: Mapping[str, str],
    height: int = 260,
) -> Figure:
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
) -> Figure:
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
