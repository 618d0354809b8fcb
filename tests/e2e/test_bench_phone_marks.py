"""폰 벤치마크의 '첫 화면' 표시 (bench/phone_marks.js) 를 손으로 쓴 문서에서: 그림 (#nbm-first 의
data-nbm-box 상자) 이든 살아 있는 상자 (KEY_CLASS + 열쇠) 든 열쇠가 모두 보여야 참이다. 시간은 재지
않는다 (조건만 본다)."""

from __future__ import annotations

import pytest

from bench.phone import MARKS_JS, first_names
from ui.browser import BOX_ATTR, CHART_ATTR, DRAWN_ATTR, FIRST_ID
from ui.internals import KEY_CLASS

pytestmark = [pytest.mark.e2e, pytest.mark.first_visit]

KEYS = ("auto_guess", "auto_bars")
FIRST = first_names(KEYS, charts=("auto_bars",))
SHOWN = "(first) => window.__phoneFirstShown(first)"
SIZE = 'style="width:300px;height:40px"'


def still(key: str, *, chart: bool = False, svg: bool = False, size: str = SIZE) -> str:
    """그림의 상자 하나 (차트 상자는 data-nbm-chart, svg 가 들었으면 그 svg 와)."""
    mark = f" {CHART_ATTR}" if chart else ""
    inner = '<svg width="10" height="10"></svg>' if svg else ""
    return f'<div {BOX_ATTR}="{key}"{mark} {size}>{inner}</div>'


def live(key: str, inner: str = "", *, size: str = SIZE) -> str:
    """살아 있는 페이지의 열쇠 상자 하나."""
    return f'<div class="{KEY_CLASS}{key}" {size}>{inner}</div>'


def shown(page, body: str) -> bool:
    """body 를 쓴 문서에서 첫 화면의 조건이 참인지."""
    page.set_content(f"<html><body>{body}</body></html>")
    page.add_script_tag(path=str(MARKS_JS))
    return page.evaluate(SHOWN, FIRST)


def rendition(*boxes: str) -> str:
    return f'<div id="{FIRST_ID}">{"".join(boxes)}</div>'


def test_the_rendition_counts_once_every_box_has_size_and_its_chart_has_an_svg(page) -> None:
    assert shown(page, rendition(still("auto_guess"), still("auto_bars", chart=True, svg=True)))
    assert not shown(page, rendition(still("auto_guess"), still("auto_bars", chart=True)))
    hidden = still("auto_guess", size='style="display:none"')
    assert not shown(page, rendition(hidden, still("auto_bars", chart=True, svg=True)))
    assert not shown(page, rendition(still("auto_guess")))  # 열쇠 하나가 없다


def test_without_a_rendition_the_live_boxes_count_once_the_chart_is_drawn(page) -> None:
    drawn = f'<div {DRAWN_ATTR}="abcd1234"></div>'
    assert shown(page, live("auto_guess") + live("auto_bars", drawn))
    assert not shown(page, live("auto_guess") + live("auto_bars"))  # 자리만 잡은 차트
    assert not shown(page, live("auto_guess", size="") + live("auto_bars", drawn))


def test_a_box_may_come_from_the_rendition_and_another_from_the_live_page(page) -> None:
    body = rendition(still("auto_guess")) + live("auto_bars", f"<div {DRAWN_ATTR}></div>")
    assert shown(page, body)


def test_the_mark_is_taken_in_a_frame_once_the_boxes_appear(page) -> None:
    page.set_content("<html><body></body></html>")
    page.evaluate("(first) => { window.__phoneFirst = first; }", FIRST)
    page.add_script_tag(path=str(MARKS_JS))
    assert page.evaluate("() => window.__phone.first") is None
    body = rendition(still("auto_guess"), still("auto_bars", chart=True, svg=True))
    page.evaluate("(html) => { document.body.innerHTML = html; }", body)
    page.wait_for_function("() => window.__phone.first !== undefined")
