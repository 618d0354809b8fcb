"""선생님의 판의 차트 (plotly 형식의 dict, streamlit 없음): 반이 부른 횟수의 분포와 같은 비밀 수에서
전략들이 부른 횟수."""

from __future__ import annotations

from collections.abc import Mapping

from ..charts import COLORS, Figure, Legend, figure

__all__ = ["guess_bars"]

# 전략마다의 표시 색 (미니맥스 · 최적)
STRATEGY_COLORS = (COLORS["red"], COLORS["green"])


def guess_bars(
    counts: Mapping[int, int],
    strategies: Mapping[str, int],
    title: str,
    axes: tuple[str, str],
    names: Mapping[str, str],
) -> tuple[Figure, Legend]:
    """부른 횟수 → 학생 수 막대와, 전략마다 그 횟수 위의 세모 하나.

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
                "x": [guesses],
                "y": [top * 1.25],
                "marker": {"symbol": "triangle-down", "size": 14, "color": color},
                "hovertemplate": f"{names[name]}: %{{x}}<extra></extra>",
            }
        )
        items.append((color, names[name]))
    layout = {
        "xaxis": {"type": "category", "title": {"text": axes[0], "font": {"size": 12}}},
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
