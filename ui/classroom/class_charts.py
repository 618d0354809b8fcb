"""선생님의 판의 차트 (plotly 형식의 dict, streamlit 없음): 반이 부른 횟수의 분포와 같은 비밀 수에서
전략들이 부른 횟수, 대결 방의 학생들과 AI 가 부른 횟수의 분포."""

from __future__ import annotations

from collections.abc import Mapping

from ..charts import COLORS, Figure, Legend, figure

__all__ = ["duel_bars", "guess_bars"]

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
    traces = [_bar(xs, [counts.get(x, 0) for x in xs], COLORS["blue"], names["class"])]
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
    legend = Legend(names["title"], tuple(items))
    # 학생 수 축을 가장 높은 막대의 1.45 배까지: 세모가 막대 위에 든다
    return figure(traces, _count_layout(most, top * 1.45, axes), 240, title), legend


def _count_layout(most: int, high: float, axes: tuple[str, str]) -> dict:
    """횟수 (1..most) 축과 학생 수 (0..high, 눈금 없이: 막대 위의 수가 말한다) 축의 layout. 수
    축이다: 같은 횟수의 세모들을 옆으로 비켜 놓으려고 (범주 축은 비켜 놓을 수 없다)."""
    return {
        "xaxis": {
            "range": [0.5, most + 0.5],
            "tickmode": "array",
            "tickvals": list(range(1, most + 1)),
            "title": {"text": axes[0], "font": {"size": 12}},
        },
        "yaxis": {
            "range": [0, high],
            "showticklabels": False,
            "showgrid": False,
            "title": {"text": axes[1], "font": {"size": 12}},
        },
        "bargap": 0.25,
    }


def _bar(xs: list[int], ys: list[int], color: str, name: str) -> dict:
    """막대 한 벌 (막대 위에 수, 0 은 비운다)."""
    return {
        "type": "bar",
        "x": xs,
        "y": ys,
        "marker": {"color": color},
        "text": [str(y) if y else "" for y in ys],
        "textposition": "outside",
        "cliponaxis": False,
        "hovertemplate": f"{name} · %{{x}}: %{{y}}<extra></extra>",
    }


def duel_bars(
    mine: Mapping[int, int],
    ai: Mapping[int, int],
    title: str,
    axes: tuple[str, str],
    names: Mapping[str, str],
) -> tuple[Figure, Legend]:
    """대결 방: 부른 횟수 → 학생 수를 두 벌의 막대로 나란히, 학생이 부른 횟수 (mine) 와 그 학생과
    겨룬 AI 가 부른 횟수 (ai). 둘 다 board_model.guess_distribution (학생마다의 첫 결과).
    names: 'title', 'mine', 'ai' 의 색 설명 글."""
    top = max([*mine.values(), *ai.values(), 1])
    most = max([*mine, *ai, 1])
    xs = list(range(1, most + 1))
    traces = [
        _bar(xs, [counts.get(x, 0) for x in xs], color, names[name])
        for name, counts, color in (("mine", mine, COLORS["blue"]), ("ai", ai, COLORS["red"]))
    ]
    layout = _count_layout(most, top * 1.25, axes) | {"barmode": "group"}
    items = ((COLORS["blue"], names["mine"]), (COLORS["red"], names["ai"]))
    return figure(traces, layout, 240, title), Legend(names["title"], items)
