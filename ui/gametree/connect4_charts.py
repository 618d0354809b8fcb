"""사목 페이지의 차트 (순수 함수, plotly 형식의 dict): 'AI가 고른 방법' 의 열마다 막대, 기법
사다리의 본 판 막대."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from solver.gametree.connect4_ai import AIChoice, Search, is_win
from solver.gametree.connect4_ladder import Rung

from ..charts import COLORS, Figure, Legend, figure

__all__ = ["ladder_bars", "why_bars"]

HEIGHT = 260


def why_bars(
    choice: AIChoice, title: str, labels: Mapping[int, str], legend: Mapping[str, str]
) -> tuple[Figure, Legend]:
    """열마다 막대: 알파-베타면 값 (어림은 100 배 한 점수, 승패는 축 끝까지), MCTS 면 방문 수.

    labels: 열 → 막대 위의 글 (값의 이름 · 승률). legend: 'good' · 'bad' · 'chosen' · 'visits'
    → 색 설명의 이름. 고른 열은 금색 테두리로 (색 설명에 적는다).
    """
    columns = [f.column for f in choice.columns]
    mcts = choice.settings.search is Search.MCTS
    if mcts:
        ys = [float(f.visits or 0) for f in choice.columns]
        colors = [COLORS["blue"] for _ in choice.columns]
        yaxis: dict = {"title": {"text": legend["visits"]}, "rangemode": "tozero"}
    else:
        points = [
            f.value * 100 for f in choice.columns if f.value is not None and not is_win(f.value)
        ]
        edge = max([3.0, *(abs(p) * 1.2 for p in points)])
        ys = []
        for f in choice.columns:
            value = f.value or 0.0
            ys.append((edge if value > 0 else -edge) if is_win(value) else value * 100)
        colors = [COLORS["green"] if y >= 0 else COLORS["red"] for y in ys]
        yaxis = {"range": [-edge * 1.15, edge * 1.15], "zeroline": True, "showticklabels": False}
    lines = [4 if c == choice.column else 0 for c in columns]
    bars = {
        "type": "bar",
        "x": [str(c) for c in columns],
        "y": ys,
        "text": [labels.get(c, "") for c in columns],
        "textposition": "outside",
        "cliponaxis": False,
        "marker": {"color": colors, "line": {"color": COLORS["gold"], "width": lines}},
        "hovertemplate": "%{x}: %{text}<extra></extra>",
    }
    layout = {"xaxis": {"type": "category", "title": {"text": ""}}, "yaxis": yaxis}
    items = (
        ((COLORS["blue"], legend["visits"]),)
        if mcts
        else ((COLORS["green"], legend["good"]), (COLORS["red"], legend["bad"]))
    )
    key = Legend(legend["title"], (*items, (COLORS["gold"], legend["chosen"])), lines=2)
    return figure([bars], layout, HEIGHT, title), key


def ladder_bars(rungs: Sequence[Rung], names: Mapping[str, str], title: str) -> Figure:
    """기법마다 본 판의 수 (가로 막대, 로그 축): 위에서 아래로 기법을 더한 차례."""
    bars = {
        "type": "bar",
        "orientation": "h",
        "y": [names[r.trick] for r in rungs],
        "x": [max(r.nodes, 1) for r in rungs],
        "text": [f"{r.nodes:,}" for r in rungs],
        "textposition": "auto",
        "marker": {"color": COLORS["bar"]},
        "hovertemplate": "%{y}: %{text}<extra></extra>",
    }
    layout = {"xaxis": {"type": "log", "dtick": 1}, "yaxis": {"autorange": "reversed"}}
    return figure([bars], layout, 60 + 40 * len(rungs), title)
