"""화면 나무 (ui/screen_tree.Drawn: 페이지 스크립트가 그린 것) 를 첫 화면의 HTML 로. 요소의 종류마다
한 가지 그리기 (html.py 의 조각, 차트는 svg.py). 모르는 종류의 요소에서 그리기를 멈춘다: 그 위까지가
첫 화면이고, 나머지는 살아 있는 페이지가 그 아래에 그린다 (위의 것은 움직이지 않는다)."""

from __future__ import annotations

import json
from collections.abc import Callable
from html import escape

from ..browser import CHART_COMPONENT, MARK_LEN, REJOIN_KEY
from ..charts import Figure
from ..screen_tree import Drawn
from . import html
from .svg import figure_svg

__all__ = ["render"]

# 첫 화면에 아무것도 그리지 않는 것: 숨은 '다시 잇기' 단추, 자리만 있는 요소
_HIDDEN_KEYS = frozenset({REJOIN_KEY})


class _Stop(Exception):
    """그릴 줄 모르는 요소에 닿았다: 그때까지 그린 것 (drawn) 을 들고 나간다."""

    def __init__(self, drawn: str) -> None:
        super().__init__(drawn)
        self.drawn = drawn


def render(root: Drawn) -> str:
    """본문 (세로 상자 root) 의 HTML: 처음부터 모르는 요소 앞까지."""
    try:
        return "".join(_children(root))
    except _Stop as stop:
        return stop.drawn


def _draw(node: Drawn) -> str:
    if node.key in _HIDDEN_KEYS:
        return ""
    draw = _DRAW.get(node.kind)
    if draw is None:
        raise _Stop("")
    return draw(node)


def _children(node: Drawn, wrap: Callable[[list[str]], str] = "".join) -> list[str]:
    """자식들의 HTML (빈 것은 빼고). 자식에서 멈추면 그때까지를 wrap 으로 싸서 멈춤을 넘긴다."""
    drawn: list[str] = []
    for child in node.children:
        try:
            made = _draw(child)
        except _Stop as stop:
            raise _Stop(wrap([*drawn, stop.drawn] if stop.drawn else drawn)) from None
        if made:
            drawn.append(made)
    return drawn


def _column(node: Drawn) -> str:
    def wrap(inner: list[str]) -> str:
        return html.box(node.key, *inner, cls="nbm-f-box nbm-f-col") if inner else ""

    return wrap(_children(node, wrap))


def _row(node: Drawn) -> str:
    if node.children and all(child.props.get("split") for child in node.children):
        # st.columns: 폰 (첫 화면이 그려지는 폭) 에서는 칸이 세로로 쌓인다
        return _column(Drawn("column", node.key, children=node.children))
    align = {"end": "end", "start": "start"}.get(node.props.get("align", ""), "center")

    def wrap(inner: list[str]) -> str:
        return html.row(node.key, *inner, align=align) if inner else ""

    return wrap(_children(node, wrap))


def _heading(node: Drawn) -> str:
    """제목 (st.title · st.header): 페이지 머리의 h1 은 그대로, 다른 제목은 글 상자처럼."""
    tag = node.props["tag"]
    drawn = f"<{tag}>{html.inline(node.props['body'])}</{tag}>"
    return drawn if tag == "h1" else f'<div class="nbm-f-md">{drawn}</div>'


def _markdown(node: Drawn) -> str:
    body, raw = node.props["body"], node.props.get("html", False)
    if raw and body.startswith("<") and body.endswith(">"):
        # HTML 한 조각 (사목의 판): 페이지가 만든 HTML 그대로. 살아 있는 페이지에서 아래로 16 px
        # 을 덜 차지한다 (first.css 의 nbm-f-tight)
        return f'<div class="nbm-f-md nbm-f-tight">{body}</div>'
    return html.markdown(body, raw=raw)


def _alert(node: Drawn) -> str:
    """알림 상자 (st.info · st.warning · st.success · st.error): 글은 markdown."""
    kind = node.props["format"]
    return html.box(None, html.markdown(node.props["body"]), cls=f"nbm-f-alert nbm-f-{kind}")


def _toggle(node: Drawn) -> str:
    on = " nbm-f-on" if node.props["value"] else ""
    return (
        f'<div class="nbm-f-toggle{on}"{_boxed(node)}><span class="nbm-f-track"></span>'
        f"{escape(node.props['label'])}</div>"
    )


def _segments(node: Drawn) -> str:
    picked = node.props["picked"]
    options = html.segments(node.props["options"], picked[0] if picked else -1)
    # 조각 단추는 글 폭만큼 (넘치면 다음 줄로: 그때는 줄의 폭)
    return f'<div class="nbm-f-field nbm-f-fit"{_boxed(node)}>{_name(node)}{options}</div>'


def _name(node: Drawn) -> str:
    """위젯의 이름 (숨긴 이름은 자리도 차지하지 않는다)."""
    hidden = ' class="nbm-f-hidden"' if node.props.get("collapsed") else ""
    return f"<label{hidden}>{escape(node.props['label'])}</label>"


def _pills(node: Drawn) -> str:
    picked = set(node.props["picked"])
    options = [(text, i in picked) for i, text in enumerate(node.props["options"])]
    return html.pills(node.props["label"], options)


def _button(node: Drawn) -> str:
    """단추. 열쇠가 있으면 Streamlit 처럼 열쇠 상자 (data-nbm-box) 안에: 넘겨주기와 page.css 를
    본뜬 first.css 의 규칙이 그 열쇠로 짝을 찾는다."""
    p = node.props
    drawn = html.button(
        p["label"],
        look=p["type"],
        wide=p["stretch"],
        icon=p["icon"],
        off=p["disabled"],
        width=p["width"],
    )
    return drawn if node.key is None else html.box(node.key, drawn, cls="nbm-f-el")


def _field(node: Drawn) -> str:
    """고르기 · 글 상자: 이름과 지금 값 (없으면 자리 글)."""
    shown = node.props["value"] or node.props["placeholder"]
    return html.text_field(node.props["label"], shown, node.props["width"])


def _component(node: Drawn) -> str:
    if node.props["name"] != CHART_COMPONENT:
        return ""  # 박자 같은 보이지 않는 요소
    sent = json.loads(node.props["data"][MARK_LEN:])
    fig = Figure(sent["figure"]["data"], sent["figure"]["layout"])
    legend = sent["legend"]
    legend_html = ""
    if legend is not None:
        items = [(item["color"], item["name"]) for item in legend["items"]]
        legend_html = html.legend(legend["title"], items, legend["ring"])
    above = legend is not None and legend["above"]
    return html.chart(
        str(node.key), sent["height"], figure_svg(fig), sent["label"], legend_html, above=above
    )


def _boxed(node: Drawn) -> str:
    return "" if node.key is None else f' data-nbm-box="{escape(node.key)}"'


_DRAW: dict[str, Callable[[Drawn], str]] = {
    "column": _column,
    "row": _row,
    "heading": _heading,
    "popover": lambda n: f'<span class="nbm-f-chip">{escape(n.props["label"])}</span>',
    "caption": lambda n: html.caption(n.props["body"]),
    "markdown": _markdown,
    "alert": _alert,
    "toggle": _toggle,
    "segments": _segments,
    "pills": _pills,
    "button": _button,
    "select": _field,
    "text_input": _field,
    "component": _component,
    "expander": lambda n: html.expander(n.props["label"]),
    "empty": lambda n: "",
}
