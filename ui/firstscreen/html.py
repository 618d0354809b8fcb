"""첫 화면의 그림을 적는 작은 HTML 조각들 (글은 모두 html.escape 를 거친다).

모양 (간격 · 글꼴 · 높이) 은 ui/browser/first.css 가 살아 있는 페이지의 폰 화면과 같게 잡는다:
상자마다 살아 있는 페이지의 열쇠 (data-nbm-box: 그 상자의 key) 를 달아 시험과 넘겨주기
(ui/browser/first.js) 가 짝을 찾는다. 단추는 누를 수 없다 (type=button, 누르면 first.js 가 '준비
중' 한 줄을 보인다).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from html import escape

__all__ = [
    "box",
    "button",
    "caption",
    "chart",
    "expander",
    "inline",
    "legend",
    "markdown",
    "pills",
    "row",
    "segments",
    "text_field",
]

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


def markdown(text: str, *, raw: bool = False) -> str:
    """살아 있는 페이지가 st.markdown 에 건네는 글 (빈 줄로 나눈 문단, ## · ### 제목) 의 HTML.
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
            parts.append(_heading(level, block[level + 1 :]))
        else:
            parts.append(f"<p>{inline(block)}</p>")
    return f'<div class="nbm-f-md">{"".join(parts)}</div>'


def _pipe_table(lines: list[str]) -> str:
    """markdown 의 | 표 (첫 줄은 열 이름, 둘째 줄은 --- 줄) 의 HTML: 칸의 글은 inline."""

    def cells(line: str, tag: str) -> str:
        return "".join(f"<{tag}>{inline(c.strip())}</{tag}>" for c in line.strip("|").split("|"))

    body = "".join(f"<tr>{cells(line, 'td')}</tr>" for line in lines[2:])
    head = f"<thead><tr>{cells(lines[0], 'th')}</tr></thead>"
    return f'<table class="nbm-f-table">{head}<tbody>{body}</tbody></table>'


def _heading(level: int, text: str) -> str:
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


def row(key: str | None, *children: str, align: str = "center") -> str:
    """가로 상자 (st.container(horizontal=True)): 좁으면 줄이 바뀐다."""
    return box(key, *children, cls=f"nbm-f-row nbm-f-{align}")


def caption(text: str) -> str:
    """작은 회색 글 (st.caption)."""
    return f'<div class="nbm-f-caption"><p>{inline(text)}</p></div>'


def button(
    text: str,
    *,
    look: str = "secondary",
    wide: bool = False,
    icon: str = "",
    off: bool = False,
    width: int | None = None,
) -> str:
    """누를 수 없는 단추 (살아 있는 페이지의 단추와 같은 크기). look: Streamlit 의 단추 종류
    (primary · secondary · tertiary). icon: 앞의 그림 글자 자리.
    off: 살아 있는 페이지에서 꺼진 단추 (흐리게). width: 살아 있는 단추의 폭 (px)."""
    kind = f"nbm-f-{look}"
    width_cls = (" nbm-f-wide" if wide else "") + (" nbm-f-off" if off else "")
    style = "" if width is None else f' style="width:{width}px"'
    mark = '<span class="nbm-f-icon" aria-hidden="true"></span>' if icon else ""
    cls = f"nbm-f-btn {kind}{width_cls}"
    # 꺼진 단추는 정말 꺼 둔다 (흐린 글씨는 꺼진 것이라 대비의 기준 밖이다: 살아 있는 페이지처럼)
    disabled = " disabled" if off else ""
    return f'<button type="button" class="{cls}"{style}{disabled}>{mark}{_label(text)}</button>'


def text_field(label: str, placeholder: str, width: int | None = None) -> str:
    """빈 글 상자와 그 이름 (st.text_input · 고르지 않은 st.selectbox, 폭 width px; 없으면 줄
    전체)."""
    style = "" if width is None else f' style="width:{width}px"'
    return (
        f'<div class="nbm-f-field"{style}><label>{escape(label)}</label>'
        f'<div class="nbm-f-input">{escape(placeholder)}</div></div>'
    )


def pills(label: str, options: Iterable[tuple[str, bool]]) -> str:
    """여럿을 고르는 알약 단추들 (st.pills): (글, 골랐는지) 마다 하나."""
    chips = "".join(
        f'<span class="nbm-f-pill{" nbm-f-picked" if on else ""}">{escape(name)}</span>'
        for name, on in options
    )
    return (
        f'<div class="nbm-f-field"><label>{escape(label)}</label>'
        f'<div class="nbm-f-pills">{chips}</div></div>'
    )


def expander(label: str) -> str:
    """접힌 펼침 상자 (st.expander: 이름 한 줄)."""
    mark = '<span class="nbm-f-icon" aria-hidden="true"></span>'
    return f'<div class="nbm-f-expander">{mark}{escape(label)}</div>'


def legend(title: str, items: Iterable[tuple[str, str]], ring: str | None = None) -> str:
    """차트 밖의 색 설명 한 줄 (ui/browser/chart.js 의 drawLegend 와 같은 모양)."""
    chips = [
        f'<span class="nbm-chip"><span class="nbm-swatch" style="background:{escape(color)}">'
        f"</span> {escape(name)}</span>"
        for color, name in items
    ]
    if ring is not None:
        swatch = '<span class="nbm-swatch nbm-ring"></span>'
        chips.append(f'<span class="nbm-chip">{swatch} {escape(ring)}</span>')
    return f'<p class="nbm-legend">{escape(title)} {" ".join(chips)}</p>'


def chart(
    key: str, height: int, svg: str, label: str, legend_html: str = "", *, above: bool = False
) -> str:
    """차트 요소 하나의 자리 (높이는 살아 있는 요소가 처음부터 잡는 높이: 그림과 색 설명 줄).
    above: 색 설명 줄을 그림 위에."""
    inner = f'<div class="nbm-chart" role="img" aria-label="{escape(label)}">{svg}</div>'
    parts = (legend_html, inner) if above else (inner, legend_html)
    body = f'<div style="height:{height}px">{"".join(parts)}</div>'
    return box(key, body, chart=True)


def segments(options: Iterable[str], picked: int) -> str:
    """누를 수 없는 조각 단추 한 줄 (st.segmented_control): picked 번째가 골라져 있다."""
    spans = "".join(
        f'<span class="nbm-f-seg{" nbm-f-picked" if i == picked else ""}">{escape(text)}</span>'
        for i, text in enumerate(options)
    )
    return f'<div class="nbm-f-segs">{spans}</div>'
