"""MCTS 한 걸음씩의 차트 (순수 함수, plotly 형식의 dict): 뿌리의 수마다 승률이 playout 수에 따라
모이는 선, 실어 둔 수렴 데이터 (삼목에서 MCTS 가 미니맥스의 가장 좋은 수를 고른 비율) 의 선."""

from __future__ import annotations

from collections.abc import Sequence

from solver.gametree.mcts_convergence import ConvergencePosition
from solver.gametree.mcts_trace import Playout

from ..charts import COLORS, Figure, Legend, figure
from ..text import tr
from .mcts_model import McGame, SearchTree, root_series
from .mcts_words import move_name, position_name

__all__ = ["convergence_lines", "root_lines"]

HEIGHT = 240
# 선의 색 (많이 본 차례로): 나머지 수는 흐린 회색 하나
_LINE_COLORS = (COLORS["blue"], COLORS["gold"], COLORS["green"])
_POSITION_COLORS = (COLORS["ink"], COLORS["blue"], COLORS["red"], COLORS["green"], COLORS["gold"])


def _log_x(title: str) -> dict:
    return {"type": "log", "title": {"text": title}}


def root_lines(
    lang: str, game: McGame, playouts: Sequence[Playout[int]], grown: SearchTree
) -> tuple[Figure, Legend]:
    """뿌리의 수마다 승률 (y, %) 이 playout 수 (x, 로그 축, 1..grown.done) 에 따라. 지금 방문이
    가장 많은 세 수만 색으로, 나머지는 흐린 선."""
    xs, series = root_series(playouts, grown.done)
    top = sorted(series, key=lambda m: -grown.figure((m,)).visits)[: len(_LINE_COLORS)]

    def names(move: int) -> str:
        return move_name(lang, game, move)

    traces = []
    for move in sorted(series, key=lambda m: m in top):  # 색 선이 위에 그려지게
        colored = move in top
        color = _LINE_COLORS[top.index(move)] if colored else COLORS["dead"]
        traces.append(
            {
                "type": "scatter",
                "mode": "lines",
                "x": list(xs),
                "y": [None if v is None else round(v * 100, 1) for v in series[move]],
                "name": names(move),
                "line": {"color": color, "width": 3 if colored else 1.5},
                "hovertemplate": f"{names(move)}: %{{y}}%<extra></extra>",
            }
        )
    yaxis = {"range": [0, 100], "title": {"text": tr(lang, "mc_chart_rate")}}
    layout = {"xaxis": _log_x(tr(lang, "mc_chart_playouts")), "yaxis": yaxis}
    items = [(_LINE_COLORS[i], names(m)) for i, m in enumerate(top)]
    if len(series) > len(top):
        items.append((COLORS["dead"], tr(lang, "mc_chart_rest")))
    legend = Legend(tr(lang, "mc_chart_root_legend"), tuple(items), lines=2)
    return figure(traces, layout, HEIGHT, tr(lang, "mc_chart_root")), legend


def convergence_lines(
    lang: str, table: Sequence[ConvergencePosition], current: Sequence[int]
) -> tuple[Figure, Legend]:
    """삼목의 판마다 '가장 좋은 수를 고른 씨앗의 비율' (y, %) 이 playout 수 (x, 로그 축) 에 따라.
    지금 판 (current) 의 선은 굵게."""

    def names(position: ConvergencePosition) -> str:
        return position_name(lang, McGame.TICTACTOE, position.moves)

    traces = []
    items = []
    for i, position in enumerate(table):
        color = _POSITION_COLORS[i % len(_POSITION_COLORS)]
        here = tuple(position.moves) == tuple(current)
        traces.append(
            {
                "type": "scatter",
                "mode": "lines+markers",
                "x": [row.playouts for row in position.rows],
                "y": [round(row.rate * 100, 1) for row in position.rows],
                "name": names(position),
                "line": {"color": color, "width": 4 if here else 2},
                "marker": {"color": color, "size": 8 if here else 5},
                "hovertemplate": f"{names(position)}: %{{y}}%<extra></extra>",
            }
        )
        items.append((color, names(position) + (" ◀" if here else "")))
    yaxis = {"range": [0, 102], "title": {"text": tr(lang, "mc_chart_best")}}
    layout = {"xaxis": _log_x(tr(lang, "mc_chart_playouts")), "yaxis": yaxis}
    legend = Legend(tr(lang, "mc_chart_positions"), tuple(items), lines=3)
    return figure(traces, layout, HEIGHT, tr(lang, "mc_chart_convergence")), legend
