"""게임 나무 페이지의 판 그림: 칸마다의 점수 히트맵 (삼목) 과 사라지는 발판의 길 (순수 함수)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from solver.gametree.footholds import Step

from ..charts import COLORS, MARGIN_ABOVE, Figure, figure

__all__ = ["board_heatmap", "footholds_paths"]


# 값 -1 (AI 짐) → 0 (무승부) → +1 (AI 이김)
_OUTCOME_SCALE = [[0.0, COLORS["red"]], [0.5, "#F4F1E8"], [1.0, COLORS["green"]]]


def _square_axes(rows: int, cols: int, ticks: bool) -> dict:
    """칸이 정사각형이고 0 행이 위에 오는 판 축 (layout 의 xaxis · yaxis). ticks: 행 · 열 번호를
    보일지."""
    common = {
        "showgrid": False,
        "zeroline": False,
        "showticklabels": ticks,
        "ticks": "",
        "constrain": "domain",
    }
    return {
        "xaxis": common
        | {"range": [-0.5, cols - 0.5], "tickvals": list(range(cols)), "side": "top"},
        "yaxis": common
        | {"range": [rows - 0.5, -0.5], "tickvals": list(range(rows)), "scaleanchor": "x"},
    }


def board_heatmap(
    board: Sequence[str | None],
    shape: tuple[int, int],
    scores: Mapping[int, float],
    labels: Mapping[int, str],
    chosen: int | None,
    title: str | None = None,
    note: str | None = None,
    height: int = 320,
    tips: Mapping[int, str] | None = None,
) -> Figure:
    """격자 판의 히트맵: 빈칸마다 AI 관점의 값 (초록 이김 · 흰 무승부 · 빨강 짐), 놓인 돌은 회색.

    board: 칸마다 'X' / 'O' / None (행 우선, 행 x 열 개). shape: 판의 (행, 열) (게임의
    Game.shape). scores: 칸 → 값 (|값| ≥ 1 은 승패, 색은 -1..1
    에서 자른다). labels: 칸 → 이름표 ('\\n' 에서 줄바꿈). chosen: AI 가 고른 칸 (굵은 테두리).
    note: 가운데에 띄울 한 줄 (점수가 없을 때). tips: 칸 → 누르면 (마우스를 올리면) 뜨는 이름표
    (gametree_model.heat_tips; 모든 칸). None 이면 누름에 답하지 않는다 (빈 이름표를 띄우지 않게).
    도형 · 주석을 하나씩 더하면 plotly 가 그때마다 검사해 빈 판 하나에 0.1 초가 넘게 걸린다: 모두
    모아 한 번에 만든다 (charts.figure).
    """
    rows, cols = shape
    # (행 x 열,) → (행, 열): 행 우선
    cells = [[r * cols + c for c in range(cols)] for r in range(rows)]
    z = [[max(-1.0, min(1.0, scores[i])) if i in scores else None for i in row] for row in cells]
    text = [[labels.get(i, "").replace("\n", "<br>") for i in row] for row in cells]
    heat = {
        "type": "heatmap",
        "z": z,
        "text": text,
        "texttemplate": "%{text}",
        "textfont": {"size": 15},
        "zmin": -1,
        "zmax": 1,
        "colorscale": _OUTCOME_SCALE,
        "showscale": False,
        "xgap": 5,
        "ygap": 5,
    }
    if tips is None:
        heat["hoverinfo"] = "skip"
    else:
        heat["customdata"] = [[tips.get(i, "") for i in row] for row in cells]
        heat["hovertemplate"] = "%{customdata}<extra></extra>"
    shapes: list[dict] = []
    notes: list[dict] = []
    for cell, stone in enumerate(board):
        r, c = divmod(cell, cols)
        box = {"type": "rect", "x0": c - 0.46, "x1": c + 0.46, "y0": r - 0.46, "y1": r + 0.46}
        if stone is None and cell not in scores:
            shapes.append(box | {"line": {"color": COLORS["dead"], "width": 2}})
        elif stone is not None:
            fill = "rgba(120,130,160,0.18)"
            shapes.append(box | {"fillcolor": fill, "line": {"width": 0}, "layer": "below"})
            color = COLORS["blue"] if stone == "X" else COLORS["gold"]
            font = {"size": 34, "color": color}
            notes.append(
                {"x": c, "y": r, "text": f"<b>{stone}</b>", "showarrow": False, "font": font}
            )
    if chosen is not None:
        r, c = divmod(chosen, cols)
        edge = {"color": COLORS["ink"], "width": 4}
        box = {"x0": c - 0.47, "x1": c + 0.47, "y0": r - 0.47, "y1": r + 0.47}
        shapes.append({"type": "rect", "line": edge} | box)
    if note:
        bg = "rgba(251,248,241,0.9)"
        notes.append(
            {
                "x": (cols - 1) / 2,
                "y": (rows - 1) / 2,
                "text": note,
                "showarrow": False,
                "font": {"size": 14},
            }
            | {"bgcolor": bg}
        )
    layout = _square_axes(rows, cols, ticks=False) | {"shapes": shapes, "annotations": notes}
    return figure([heat], layout, height, title)


def footholds_paths(
    rows: Sequence[Sequence[int]],
    steps: Sequence[Step],
    start: Mapping[str, tuple[int, int]],
    names: Mapping[str, str],
    height: int | None = None,
) -> Figure:
    """사라지는 발판: 발판 (연두) 과 구멍 (회색) 위에 A (파랑) · B (빨강) 의 길과 수 번호.

    rows: 0/1 행 목록. steps: 수순 (Step: 누가, 출발 (행, 열), 도착). start: 'A'/'B' → 처음 자리.
    names: 'A'/'B' → 마우스를 올렸을 때의 이름.
    두 길이 겹치지 않게 A 는 왼쪽 위, B 는 오른쪽 아래로 조금 민다.
    """
    n_rows, n_cols = len(rows), len(rows[0])
    traces: list[dict] = [
        {
            "type": "heatmap",
            "z": [[int(v) for v in row] for row in rows],
            "zmin": 0,
            "zmax": 1,
            "colorscale": [[0.0, "rgba(120,130,160,0.30)"], [1.0, "#CFE3C0"]],
            "showscale": False,
            "xgap": 4,
            "ygap": 4,
            "hoverinfo": "skip",
        }
    ]
    style = {"A": (COLORS["blue"], -0.13), "B": (COLORS["red"], 0.13)}
    for player, (color, shift) in style.items():
        numbers = [i + 1 for i, s in enumerate(steps) if s.player == player]
        points = [start[player], *(s.end for s in steps if s.player == player)]
        traces.append(
            {
                "type": "scatter",
                "x": [c + shift for _, c in points],
                "y": [r + shift for r, _ in points],
                "mode": "lines+markers+text",
                "text": [player, *map(str, numbers)],
                "textfont": {"color": "white", "size": 12},
                "marker": {"size": [26] + [20] * len(numbers), "color": color},
                "line": {"color": color, "width": 3},
                "name": names[player],
                "hovertemplate": names[player] + " (%{y:.0f}, %{x:.0f})<extra></extra>",
            }
        )
    # 위쪽 열 번호 자리를 둔 여백
    layout = _square_axes(n_rows, n_cols, ticks=True) | {"margin": MARGIN_ABOVE}
    return figure(traces, layout, height or 60 + 64 * n_rows)
