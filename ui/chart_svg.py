"""그림 (ui/charts.Figure: plotly 형식의 dict) 을 글자 그대로의 SVG 로: 첫 화면의 그림이 plotly.js
없이 칠하는 차트. 이 앱의 첫 화면에 나오는 자취만 안다 (세로 막대, heatmap 과 그 위의 고리,
가로로 눕힌 icicle).
모르는 자취는 빈 자리로 둔다 (상자의 높이는 그대로라 넘겨줄 때 움직이지 않는다).

폭은 화면을 따른다: x 는 백분율로 적고 (글자가 늘어나지 않게 viewBox 없이), y 는 그림의 px 이다.
칸만 있는 heatmap 은 viewBox 를 늘려 그린다 (글자가 없다).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from urllib.parse import quote

from .charts import Figure

__all__ = ["PHONE_WIDTH", "figure_svg"]

# 폰 (390 px) 의 본문 폭, px: 백분율로 바꿀 때의 기준 (여백 8 px 같은 것)
PHONE_WIDTH = 358
_FONT = 'font-family="Source Sans, sans-serif"'


def figure_svg(fig: Figure) -> str:
    """그림 하나의 SVG (높이는 그림의 layout.height)."""
    layout = fig.layout
    height = int(layout["height"])
    margin = {"l": 8, "r": 8, "t": 8, "b": 8, **layout.get("margin", {})}
    body: list[str] = []
    kinds = [trace.get("type") for trace in fig.data]
    if kinds and kinds[0] == "heatmap":
        return _heatmap(fig, height, margin)
    if kinds == ["icicle"]:
        return _icicle(fig.data[0], height, margin)
    if kinds and all(kind == "bar" for kind in kinds) and not fig.data[0].get("orientation"):
        body.append(_bars(fig.data[0], height, margin, _y_range(layout, fig.data[0])))
    title = layout.get("title", {}).get("text")
    if title:
        size = layout["title"].get("font", {}).get("size", 15)
        body.append(
            f'<text x="1%" y="{size + 6}" font-size="{size}" {_FONT}>{escape(title)}</text>'
        )
    return f'<svg width="100%" height="{height}" aria-hidden="true">{"".join(body)}</svg>'


def _pct(px: float) -> str:
    return f"{100 * px / PHONE_WIDTH:.2f}%"


# plotly 의 자동 범위가 가장 긴 막대 위에 두는 여유
AUTO_PAD = 1.05


def _y_range(layout: dict, trace: dict) -> tuple[float, float] | None:
    """막대가 선 y 축의 (아래, 위) 끝 (그림이 range 로 못 박았으면 그 값, 아니면 None: 자동)."""
    axis = "yaxis" + str(trace.get("yaxis", "y")).removeprefix("y")
    found = layout.get(axis, {}).get("range")
    return (float(found[0]), float(found[1])) if found else None


def _bars(trace: dict, height: int, margin: dict, y_range: tuple[float, float] | None) -> str:
    """세로 막대: 칸마다 0 에서 값까지의 막대 (음수는 0 의 선 아래로: 사목의 값), 막대 끝 바깥의 글
    (줄 바꿈 <br>), 아래의 이름표 (두 줄까지)."""
    labels: Sequence[str] = trace["x"]
    values: Sequence[float] = trace["y"]
    colors = trace.get("marker", {}).get("color")
    texts = trace.get("text") or [""] * len(values)
    size = trace.get("textfont", {}).get("size", 12)
    # 이름표 두 줄 (11 px) 의 자리를 아래에 (plotly 의 automargin 과 비슷하게)
    tick_lines = max((str(label).count("<br>") + 1 for label in labels), default=1)
    bottom = margin["b"] + 13 * tick_lines + 4
    top = margin["t"]
    plot = height - top - bottom
    # 축의 범위는 그림의 것 (bucket_bars 는 막대 위 글의 줄 수만큼 위를 비운다), 자동이면 0 을 담고
    # 가장 긴 막대에 plotly 의 자동 범위처럼 5 % 를 더한다 (음수가 없으면 위 끝은 1 이상)
    low, high = y_range or (min(0.0, *values) * AUTO_PAD, max(1.0, *values) * AUTO_PAD)
    if y_range is None and low < 0:
        high = max(0.0, *values) * AUTO_PAD
    scale = plot / (high - low)
    zero = top + high * scale  # 값 0 의 높이 (음수가 없으면 그림의 아래 끝)
    inner = PHONE_WIDTH - margin["l"] - margin["r"]
    step = inner / max(len(values), 1)
    out = []
    for i, (label, value) in enumerate(zip(labels, values, strict=True)):
        x = margin["l"] + step * i
        end = zero - value * scale  # 막대 끝의 높이
        color = colors[i] if isinstance(colors, list) else (colors or "#888")
        out.append(
            f'<rect x="{_pct(x + step * 0.1)}" y="{min(zero, end):.1f}" width="{_pct(step * 0.8)}" '
            f'height="{abs(zero - end):.1f}" fill="{escape(color)}"/>'
        )
        centre = _pct(x + step / 2)
        said = [s for s in str(texts[i]).split("<br>") if s]
        # 글은 막대 끝 바깥: 양수는 위로 쌓고, 음수는 아래로 (plotly 의 textposition outside)
        spots = (
            [end - 3 - j * (size + 2) for j in range(len(said))][::-1]
            if value >= 0
            else [end + size + 1 + j * (size + 2) for j in range(len(said))]
        )
        for line, at in zip(said, spots, strict=True):
            out.append(
                f'<text x="{centre}" y="{at:.1f}" font-size="{size}" '
                f'text-anchor="middle" {_FONT}>{escape(line)}</text>'
            )
        for j, line in enumerate(str(label).split("<br>")):
            out.append(
                f'<text x="{centre}" y="{top + plot + 13 + j * 13:.1f}" font-size="11" '
                f'text-anchor="middle" {_FONT}>{escape(line)}</text>'
            )
    out.append(
        f'<line x1="{_pct(margin["l"])}" x2="{_pct(PHONE_WIDTH - margin["r"])}" '
        f'y1="{zero:.1f}" y2="{zero:.1f}" stroke="#1B2036" stroke-width="1"/>'
    )
    return "".join(out)


def _heatmap(fig: Figure, height: int, margin: dict) -> str:
    """칸들의 heatmap (값마다 색 하나, 칸 사이 틈) 과 그 위의 고리 (scatter 의 점 하나)."""
    trace = fig.data[0]
    z = trace["z"]
    rows, cols = len(z), len(z[0]) if z else 0
    scale = trace["colorscale"]
    low, high = trace.get("zmin", 0), trace.get("zmax", 1)
    span = (high - low) or 1
    colour = {round(stop * span + low): c for stop, c in scale}
    cell_w = (PHONE_WIDTH - margin["l"] - margin["r"]) / max(cols, 1)
    cell_h = (height - margin["t"] - margin["b"]) / max(rows, 1)
    gap = trace.get("xgap", 0)
    paths: dict[str, list[str]] = {}
    for r, line in enumerate(z):
        c = 0
        while c < len(line):
            # 틈이 없으면 (칸이 아주 작은 5040 칸) 한 줄의 같은 값 칸들을 한 네모로 (문서가 작게)
            run = 1
            while not gap and c + run < len(line) and line[c + run] == line[c]:
                run += 1
            if line[c] is not None:
                x, y = margin["l"] + c * cell_w + gap / 2, margin["t"] + r * cell_h + gap / 2
                w, h = cell_w * run - gap, cell_h - gap
                cell = f"M{x:.1f} {y:.1f}h{w:.1f}v{h:.1f}h{-w:.1f}z"
                paths.setdefault(colour[line[c]], []).append(cell)
            c += run
    body = [f'<path fill="{escape(c)}" d="{"".join(d)}"/>' for c, d in paths.items()]
    for extra in fig.data[1:]:
        if extra.get("type") == "scatter":
            cx = margin["l"] + (extra["x"][0] + 0.5) * cell_w
            cy = margin["t"] + (extra["y"][0] + 0.5) * cell_h
            radius = extra["marker"]["size"] / 2
            body.append(
                f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{radius:.1f}" fill="none" '
                f'stroke="#1B2036" stroke-width="2.5"/>'
            )
    drawing = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{PHONE_WIDTH}" height="{height}" '
        f'viewBox="0 0 {PHONE_WIDTH} {height}" preserveAspectRatio="none">{"".join(body)}</svg>'
    )
    # 그림 파일 (<img>) 로 둔다: 살아 있는 격자는 plotly 가 그린 그림 파일이고, 첫 화면의 가장 큰
    # 그림 (LCP) 은 크기로 정해진다. 이 그림이 그보다 크면 가장 큰 그림이 첫 칠하기에 이미 있다
    source = quote(drawing, safe=" =/:,;.-")
    return f'<img class="nbm-f-image" src="data:image/svg+xml,{source}" alt="" height="{height}">'


# icicle 칸의 글 두 줄이 드는 가장 낮은 칸, px (plotly 의 uniformtext 'hide' 처럼 작은 칸은 글 없이)
_ICICLE_TEXT_MIN = 36


def _icicle(trace: dict, height: int, margin: dict) -> str:
    """가로로 눕힌 icicle (branchvalues total): 층마다 같은 폭의 세로 줄, 칸의 높이는 값의 몫.
    살아 있는 그림처럼 색 설명 줄이 남긴 높이를 채운다 (viewBox 를 늘여: 폰 폭이면 가로는
    그대로)."""
    ids, parents, values = trace["ids"], trace["parents"], trace["values"]
    marker = trace["marker"]
    inks = trace.get("textfont", {}).get("color") or ["#1B2036"] * len(ids)
    size = trace.get("textfont", {}).get("size", 13)
    at = {node: i for i, node in enumerate(ids)}
    depth = [0] * len(ids)
    spans: dict[str, tuple[float, float]] = {}
    used: dict[str, float] = {}
    for i, (node, parent) in enumerate(zip(ids, parents, strict=True)):
        if not parent:
            spans[node] = (margin["t"], height - margin["b"])
            continue
        depth[i] = depth[at[parent]] + 1
        top, bottom = spans[parent]
        share = (bottom - top) * values[i] / values[at[parent]]
        start = top + used.get(parent, 0)
        used[parent] = used.get(parent, 0) + share
        spans[node] = (start, start + share)
    levels = max(depth, default=0) + 1
    step = (PHONE_WIDTH - margin["l"] - margin["r"]) / levels
    out = []
    for i, node in enumerate(ids):
        top, bottom = spans[node]
        x = margin["l"] + step * depth[i]
        line = marker["line"]
        out.append(
            f'<rect x="{x:.1f}" y="{top:.1f}" width="{step:.1f}" height="{bottom - top:.1f}" '
            f'fill="{escape(marker["colors"][i])}" stroke="{escape(line["color"][i])}" '
            f'stroke-width="{line["width"][i]}"/>'
        )
        if bottom - top < _ICICLE_TEXT_MIN:
            continue
        said = str(trace["labels"][i]).split("<br>")
        first = (top + bottom) / 2 - (len(said) - 2) * (size + 2) / 2 - 2
        for j, text in enumerate(said):
            out.append(
                f'<text x="{x + 4:.1f}" y="{first + j * (size + 2):.1f}" font-size="{size}" '
                f'fill="{escape(inks[i])}" {_FONT}>{escape(text)}</text>'
            )
    return (
        f'<svg class="nbm-f-fill" width="100%" viewBox="0 0 {PHONE_WIDTH} {height}" '
        f'preserveAspectRatio="none" aria-hidden="true">{"".join(out)}</svg>'
    )
