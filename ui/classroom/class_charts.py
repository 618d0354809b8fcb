"""선생님의 판의 차트 (plotly 형식의 dict, streamlit 없음): 반이 부른 횟수의 분포와 같은 비밀 수에서
전략들이 부른 횟수."""

from __future__ import annotations

from collections.abc import Mapping

from ..charts import COLORS, Figure, Legend, figure

__all__ = ["guess_bars"]

# 전략마다의 표시 색 (미니맥스 · 최적)
STRATEGY_COLORS = (COLORS["red"], COLORS["green"])


# 같은 횟수의 세모들 사이 (막대 한 칸의 몫): 폰에서 두 세모 (14 px) 가 겹치지 않게
NUDGE = 0.3


def _nudge(strategies: Mapping[str, int], name: str) -> float:
    """같은 횟수를 부른 전략들을 그 횟수 둘레에 나란히: 하나면 0, 둘이면 -0.15 · +0.15."""
    same = [n for n, g in strategies.items() if g == strategies[name]]
    return (same.index(name) - (len(same) - 1) / 2) * NUDGE


def guess_bars(
    counts: Mapping[int, int],
    strategies: Mapping[str, int],
    title: str,
    axes: tuple[str, str],
    names: Mapping[str, str],
) -> tuple[Figure, Legend]:
    """부른 횟수 → 학생 수 막대와, 전략마다 그 횟수 위의 세모 하나 (같은 횟수면 나란히).

    counts: 횟수 → 학생 수 (board_model.guess_distribution). strategies: 전략 이름 → 같은 비밀
    수에서 부른 횟수. names: 'title', 'class' 와 전략 이름마다의 색 설명 글.
    """
    top = max([*counts.values(), 1])
    most = max([*counts, *strategies.values(), 1])
    xs = list(range(1, most + 1))
    ys = [counts.get(x, 0) for x in xs]
    traces: list[dict] = [
        {
            "type": "bar",
            "x": xs,
            "y": ys,
            "marker": {"color": COLORS["blue"]},
            "text": [str(y) if y else "" for y in ys],
            "textposition": "outside",
            "cliponaxis": False,
            "hovertemplate": "%{x}: %{y}<extra></extra>",
        }
    ]
    items = [(COLORS["blue"], names["class"])]
    for (name, guesses), color in zip(strategies.items(), STRATEGY_COLORS, strict=False):
        traces.append(
            {
                "type": "scatter",
                "mode": "markers",
                "x": [guesses + _nudge(strategies, name)],
                "y": [top * 1.25],
                "marker": {"symbol": "triangle-down", "size": 14, "color": color},
                "hovertemplate": f"{names[name]}: {guesses}<extra></extra>",
            }
        )
        items.append((color, names[name]))
    # 수 축: 같은 횟수의 세모들을 옆으로 비켜 놓으려고 (범주 축은 비켜 놓을 수 없다)
    layout = {
        "xaxis": {
            "range": [0.5, most + 0.5],
            "tickmode": "array",
            "tickvals": xs,
            "title": {"text": axes[0], "font": {"size": 12}},
        },
        "yaxis": {
            "range": [0, top * 1.45],
            "showticklabels": False,
            "showgrid": False,
            "title": {"text": axes[1], "font": {"size": 12}},
        },
        "bargap": 0.25,
    }
    legend = Legend(names["title"], tuple(items))
    return figure(traces, layout, 240, title), legend
