"""화면 나무 (ui/screen_tree.Drawn: 페이지 스크립트가 그린 것) 를 첫 화면의 HTML 로. 요소의 종류마다
한 가지 그리기 (아래의 HTML 조각, 차트는 ui/chart_svg.py). 모르는 종류의 요소에서 그리기를 멈춘다:
그 위까지가 첫 화면이고, 나머지는 살아 있는 페이지가 그 아래에 그린다 (위의 것은 움직이지 않는다).

모양 (간격 · 글꼴 · 높이) 은 ui/browser/first.css 가 살아 있는 페이지의 폰 화면과 같게 잡는다:
상자마다 살아 있는 페이지의 열쇠 (data-nbm-box) 를 달아 시험과 넘겨주기 (ui/browser/first.js) 가
짝을 찾는다. 단추는 type=button 이다: 누르면 first.js 가 적어 두었다가 살아 있는 짝에게 건넨다."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from html import escape

from ..browser import CHART_COMPONENT, REJOIN_KEY
from ..chart_svg import figure_svg
from ..charts import Figure, unpack
from ..screen_tree import Drawn

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
        return box(node.key, *inner, cls="nbm-f-box nbm-f-col") if inner else ""

    return wrap(_children(node, wrap))


def _row(node: Drawn) -> str:
    if node.children and all(child.props.get("split") for child in node.children):
        # st.columns: 폰 (첫 화면이 그려지는 폭) 에서는 칸이 세로로 쌓인다
        return _column(Drawn("column", node.key, children=node.children))
    align = {"end": "end", "start": "start"}.get(node.props.get("align", ""), "center")

    def wrap(inner: list[str]) -> str:
        return box(node.key, *inner, cls=f"nbm-f-row nbm-f-{align}") if inner else ""

    return wrap(_children(node, wrap))


def _heading(node: Drawn) -> str:
    """제목 (st.title · st.header): 페이지 머리의 h1 은 그대로, 다른 제목은 글 상자처럼."""
    tag = node.props["tag"]
    drawn = f"<{tag}>{inline(node.props['body'])}</{tag}>"
    return drawn if tag == "h1" else f'<div class="nbm-f-md">{drawn}</div>'


def _markdown(node: Drawn) -> str:
    body, raw = node.props["body"], node.props.get("html", False)
    if raw and body.startswith("<") and body.endswith(">"):
        # HTML 한 조각 (사목의 판): 페이지가 만든 HTML 그대로. 살아 있는 페이지에서 아래로 16 px
        # 을 덜 차지한다 (first.css 의 nbm-f-tight)
        return f'<div class="nbm-f-md nbm-f-tight">{body}</div>'
    return markdown(body, raw=raw)


def _alert(node: Drawn) -> str:
    """알림 상자 (st.info · st.warning · st.success · st.error): 글은 markdown."""
    kind = node.props["format"]
    return box(None, markdown(node.props["body"]), cls=f"nbm-f-alert nbm-f-{kind}")


def _toggle(node: Drawn) -> str:
    on = " nbm-f-on" if node.props["value"] else ""
    return (
        f'<div class="nbm-f-toggle{on}"{_boxed(node)}><span class="nbm-f-track"></span>'
        f"{escape(node.props['label'])}</div>"
    )


def _name(node: Drawn) -> str:
    """위젯의 이름 (숨긴 이름은 자리도 차지하지 않는다)."""
    hidden = ' class="nbm-f-hidden"' if node.props.get("collapsed") else ""
    return f"<label{hidden}>{escape(node.props['label'])}</label>"


def _segments(node: Drawn) -> str:
    """조각 단추 한 줄 (st.segmented_control): 글 폭만큼 (넘치면 다음 줄로: 그때는 줄의 폭)."""
    picked = (node.props["picked"] or [-1])[0]
    spans = "".join(
        f'<span class="nbm-f-seg{" nbm-f-picked" if i == picked else ""}">{escape(text)}</span>'
        for i, text in enumerate(node.props["options"])
    )
    options = f'<div class="nbm-f-segs">{spans}</div>'
    return f'<div class="nbm-f-field nbm-f-fit"{_boxed(node)}>{_name(node)}{options}</div>'


def _pills(node: Drawn) -> str:
    """여럿을 고르는 알약 단추들 (st.pills)."""
    picked = set(node.props["picked"])
    chips = "".join(
        f'<span class="nbm-f-pill{" nbm-f-picked" if i in picked else ""}">{escape(text)}</span>'
        for i, text in enumerate(node.props["options"])
    )
    label = f"<label>{escape(node.props['label'])}</label>"
    return f'<div class="nbm-f-field">{label}<div class="nbm-f-pills">{chips}</div></div>'


def _button(node: Drawn) -> str:
    """단추 (살아 있는 페이지의 단추와 같은 크기; type: primary · secondary · tertiary, icon: 앞의
    그림 글자 자리, disabled: 흐리게, width: 살아 있는 단추의 폭 px). 열쇠가 있으면 Streamlit 처럼
    열쇠 상자 (data-nbm-box) 안에: 넘겨주기와 first.css 의 규칙이 그 열쇠로 짝을 찾는다."""
    p = node.props
    cls = f"nbm-f-btn nbm-f-{p['type']}" + (" nbm-f-wide" if p["stretch"] else "")
    cls += " nbm-f-off" if p["disabled"] else ""
    style = "" if p["width"] is None else f' style="width:{p["width"]}px"'
    mark = '<span class="nbm-f-icon" aria-hidden="true"></span>' if p["icon"] else ""
    # 꺼진 단추는 정말 꺼 둔다 (흐린 글씨는 꺼진 것이라 대비의 기준 밖이다: 살아 있는 페이지처럼)
    disabled = " disabled" if p["disabled"] else ""
    label = _label(p["label"])
    drawn = f'<button type="button" class="{cls}"{style}{disabled}>{mark}{label}</button>'
    return drawn if node.key is None else box(node.key, drawn, cls="nbm-f-el")


def _field(node: Drawn) -> str:
    """고르기 · 글 상자: 이름과 지금 값 (없으면 자리 글), 폭 width px (없으면 줄 전체)."""
    shown = node.props["value"] or node.props["placeholder"]
    style = "" if node.props["width"] is None else f' style="width:{node.props["width"]}px"'
    return (
        f'<div class="nbm-f-field"{style}><label>{escape(node.props["label"])}</label>'
        f'<div class="nbm-f-input">{escape(shown)}</div></div>'
    )


def _component(node: Drawn) -> str:
    """우리 차트 요소의 자리 (높이는 살아 있는 요소가 처음부터 잡는 높이: 그림과 색 설명 줄)."""
    if node.props["name"] != CHART_COMPONENT:
        return ""  # 박자 같은 보이지 않는 요소
    _, sent = unpack(node.props["data"])
    fig = Figure(sent["figure"]["data"], sent["figure"]["layout"])
    told = sent["legend"]
    line = "" if told is None else legend(told, [(i["color"], i["name"]) for i in told["items"]])
    label = escape(sent["label"])
    inner = f'<div class="nbm-chart" role="img" aria-label="{label}">{figure_svg(fig)}</div>'
    parts = (line, inner) if told is not None and told["above"] else (inner, line)
    body = f'<div style="height:{sent["height"]}px">{"".join(parts)}</div>'
    return box(str(node.key), body, chart=True)


def _boxed(node: Drawn) -> str:
    return "" if node.key is None else f' data-nbm-box="{escape(node.key)}"'


# --- HTML 조각 (글은 모두 html.escape 를 거친다) ---

# markdown 의 한 줄 안: `코드`, **굵게**, [글](주소), :blue[색 글]
_INLINE = re.compile(
    r"`([^`]+)`|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|:(blue|orange)\[([^\]]+)\]"
)
# 태그 하나뿐인 문단 (빈 요소): HTML 을 허락한 markdown 의 닻
_TAG = re.compile(r"<(\w+)(?: [^<>]*)?></\1>")
# 단추 이름표의 *기울임* (**굵게** 의 별은 아니다): 화면에서 감춘 말
_HIDDEN = re.compile(r"(?<!\*)\*([^*]+)\*(?!\*)")


def inline(text: str) -> str:
    """markdown 한 줄 안의 코드 · 굵게 · 링크 · 색 글을 HTML 로 (나머지 글은 escape)."""
    out, at = [], 0
    for found in _INLINE.finditer(text):
        out.append(escape(text[at : found.start()]))
        code, bold, label, href, colour, coloured = found.groups()
        if code is not None:
            out.append(f"<code>{escape(code)}</code>")
        elif bold is not None:
            out.append(f"<strong>{inline(bold)}</strong>")
        elif colour is not None:  # Streamlit 의 색 글 (:blue[X]): 삼목의 돌
            out.append(f'<span class="nbm-f-{colour}">{escape(coloured)}</span>')
        else:
            out.append(f'<a href="{escape(href)}">{escape(label)}</a>')
        at = found.end()
    out.append(escape(text[at:]))
    return "".join(out)


def _label(text: str) -> str:
    """단추의 이름표 (markdown): *기울임* 은 em (페이지 CSS 가 화면에서 감추는 읽어 주는 말),
    나머지는 inline."""
    out, at = [], 0
    for found in _HIDDEN.finditer(text):
        out += [inline(text[at : found.start()]), f"<em>{inline(found.group(1))}</em>"]
        at = found.end()
    out.append(inline(text[at:]))
    return "".join(out)


_HARD_BREAK = "  \n"


def markdown(text: str, *, raw: bool = False) -> str:
    """살아 있는 페이지가 st.markdown 에 건네는 글 (빈 줄로 나눈 문단, ## · ### 제목, 줄 끝 빈칸
    둘의 줄바꿈) 의 HTML.
    raw: HTML 을 허락한 글 (unsafe_allow_html): 태그 하나뿐인 문단 (<span id="why"></span> 같은
    닻) 은 그대로 둔다."""
    parts = []
    for block in text.split("\n\n"):
        level = len(block) - len(block.lstrip("#"))
        if raw and _TAG.fullmatch(block):
            parts.append(block)
        elif all(line.startswith("|") for line in block.splitlines()):
            parts.append(_pipe_table(block.splitlines()))
        elif 1 <= level <= 3 and block[level : level + 1] == " ":
            parts.append(_md_heading(level, block[level + 1 :]))
        else:  # 줄 끝의 빈칸 둘은 줄바꿈 (markdown 의 hard break)
            lines = "<br>".join(inline(line) for line in block.split(_HARD_BREAK))
            parts.append(f"<p>{lines}</p>")
    return f'<div class="nbm-f-md">{"".join(parts)}</div>'


def _pipe_table(lines: list[str]) -> str:
    """markdown 의 | 표 (첫 줄은 열 이름, 둘째 줄은 --- 줄) 의 HTML: 칸의 글은 inline."""

    def cells(line: str, tag: str) -> str:
        return "".join(f"<{tag}>{inline(c.strip())}</{tag}>" for c in line.strip("|").split("|"))

    body = "".join(f"<tr>{cells(line, 'td')}</tr>" for line in lines[2:])
    head = f"<thead><tr>{cells(lines[0], 'th')}</tr></thead>"
    return f'<table class="nbm-f-table">{head}<tbody>{body}</tbody></table>'


def _md_heading(level: int, text: str) -> str:
    """제목 하나 (markdown 한 줄)."""
    return f"<h{level}>{inline(text)}</h{level}>"


def box(key: str | None, *children: str, cls: str = "nbm-f-box", chart: bool = False) -> str:
    """상자 하나: key 는 살아 있는 페이지의 열쇠 (없으면 짝이 없는 상자)."""
    attrs = f' class="{cls}"'
    if key is not None:
        attrs += f' data-nbm-box="{escape(key)}"'
    if chart:
        attrs += " data-nbm-chart"
    return f"<div{attrs}>{''.join(children)}</div>"


def caption(text: str) -> str:
    """작은 회색 글 (st.caption)."""
    return f'<div class="nbm-f-caption"><p>{inline(text)}</p></div>'


def legend(told: dict, items: Iterable[tuple[str, str]]) -> str:
    """차트 밖의 색 설명 한 줄 (ui/browser/chart.js 의 drawLegend 와 같은 모양)."""
    chips = [
        f'<span class="nbm-chip"><span class="nbm-swatch" style="background:{escape(color)}">'
        f"</span> {escape(name)}</span>"
        for color, name in items
    ]
    if told["ring"] is not None:
        swatch = '<span class="nbm-swatch nbm-ring"></span>'
        chips.append(f'<span class="nbm-chip">{swatch} {escape(told["ring"])}</span>')
    return f'<p class="nbm-legend">{escape(told["title"])} {" ".join(chips)}</p>'


_DRAW: dict[str, Callable[[Drawn], str]] = {
    "column": _column,
    "row": _row,
    "heading": _heading,
    "popover": lambda n: f'<span class="nbm-f-chip">{escape(n.props["label"])}</span>',
    "caption": lambda n: caption(n.props["body"]),
    "markdown": _markdown,
    "alert": _alert,
    "toggle": _toggle,
    "segments": _segments,
    "pills": _pills,
    "button": _button,
    "select": _field,
    "text_input": _field,
    "component": _component,
    "expander": lambda n: (  # 접힌 펼침 상자: 이름 한 줄
        '<div class="nbm-f-expander"><span class="nbm-f-icon" aria-hidden="true"></span>'
        f"{escape(n.props['label'])}</div>"
    ),
    "empty": lambda n: "",
}
