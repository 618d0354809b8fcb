"""우리 차트 요소 (ui/chart_element.py, ui/browser/chart.js) 를 진짜 브라우저에서.

- 어느 페이지도 Streamlit 의 plotly.js 전체 묶음 (압축해 1.4 MB) 을 받지 않는다. 첫 화면에 차트가
  있는 페이지는 우리 부분 묶음을 문서와 함께 한 번 받는다.
- 마우스를 댄 칸의 이름표 (후보 격자의 코드), 폭은 화면을 따른다 (390 → 1280 px),
  색 설명은 그림과 같은 요소에 글로 있다, 묶음을 받기 전에도 다 그린 뒤의 높이를 잡는다.
"""

from __future__ import annotations

import pytest
from conftest import new_phone
from pageops import Dom, close_sidebar, heading, no_error, settle

from solver.codebreaking.variants import get_variant
from ui.browser import bundle_name
from ui.codebreaking.code_charts import GRID_HEIGHT, grid_shape
from ui.internals import PLOTLY_CHUNK, PLOTLY_HOVER, key_selector
from ui.nav import PAGES
from ui.text import tr

pytestmark = pytest.mark.e2e

GRID = key_selector("auto_grid")


# 첫 실행이 첫 화면 아래에 차트를 그리는 페이지 (MCTS: 많이 돌린 승률 · 수렴의 차트)
CHARTS_BELOW = {"mcts"}


@pytest.mark.parametrize("info", PAGES, ids=[p.url for p in PAGES])
def test_no_page_requests_the_full_plotly_bundle_and_chart_pages_fetch_ours_once(
    browser, server, info
) -> None:
    context = new_phone(browser)
    try:
        page = context.new_page()
        requested: list[str] = []
        page.on("request", lambda request: requested.append(request.url.split("?")[0]))
        page.goto(f"{server}/{info.url}")
        heading(page, "ko", info.url).wait_for(timeout=60_000)
        if info.chart_first:
            page.locator(f"{Dom.CHART} {Dom.CHART_SVG}").first.wait_for(timeout=60_000)
        settle(page)
        names = [url.rsplit("/", 1)[-1] for url in requested]
        assert not [n for n in names if n.startswith(PLOTLY_CHUNK)], names
        # 첫 화면에 차트가 있으면 우리 묶음을 한 번 (미리 받기와 실행이 같은 요청을 쓴다). 차트가
        # 첫 화면 아래에만 있는 페이지는 그 차트가 붙을 때 한 번, 없는 페이지는 받지 않는다
        wanted = 1 if info.chart_first or info.url in CHARTS_BELOW else 0
        assert names.count(bundle_name()) == wanted, names
        no_error(page)
    finally:
        context.close()


def open_autoplay(page, server: str) -> None:
    """멈춘 자동 진행 (판이 바뀌지 않는다) 을 열고 격자가 그려지길 기다린다."""
    page.goto(f"{server}/autoplay?lang=en&paused=1&secret=456")
    heading(page, "en", "autoplay").wait_for(timeout=60_000)
    page.locator(f"{GRID} {Dom.CHART_SVG}").first.wait_for(timeout=60_000)
    settle(page)
    close_sidebar(page)


@pytest.mark.parametrize("viewport", ["desktop"], indirect=True)
def test_the_grid_names_the_code_under_the_mouse(page, server) -> None:
    open_autoplay(page, server)
    grid = page.locator(f"{GRID} {Dom.CHART}").first
    grid.scroll_into_view_if_needed()
    box = grid.bounding_box()
    assert box is not None
    # 셋째 줄 열한째 칸 (첫 칸 123 의 부른 수 고리에서 먼 칸). 그림의 여백은 8 px
    labels = get_variant("baseball3").labels
    cols, rows = grid_shape(len(labels))
    row, col = 2, 10
    width, height = (box["width"] - 16) / cols, (box["height"] - 16) / rows
    page.mouse.move(box["x"] + 8 + (col + 0.5) * width, box["y"] + 8 + (row + 0.5) * height)
    label = page.locator(f"{GRID} {PLOTLY_HOVER}").first
    label.wait_for(timeout=30_000)
    assert (label.text_content() or "").startswith(f"{labels[row * cols + col]} · ")
    no_error(page)


def chart_width(page) -> float:
    """격자 그림 (SVG) 의 폭, px."""
    return page.locator(f"{GRID} {Dom.CHART_SVG}").first.evaluate(
        "(svg) => svg.getBoundingClientRect().width"
    )


def box_width(page) -> float:
    """격자 요소 상자의 폭, px (그림이 채워야 할 폭)."""
    return page.locator(GRID).first.evaluate("(box) => box.getBoundingClientRect().width")


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_chart_follows_the_screen_from_390_to_1280_and_keeps_its_height(page, server) -> None:
    open_autoplay(page, server)
    narrow = chart_width(page)
    assert abs(narrow - box_width(page)) <= 2
    assert narrow < 390
    height = page.locator(f"{GRID} {Dom.CHART_SVG}").first.bounding_box()["height"]
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_function(
        """([css, old]) => {
          const svg = document.querySelector(css);
          return svg && svg.getBoundingClientRect().width > old + 100;
        }""",
        arg=[f"{GRID} {Dom.CHART_SVG}", narrow],
    )
    page.wait_for_function(
        """([svg, box]) => {
          const w = document.querySelector(svg).getBoundingClientRect().width;
          return Math.abs(w - document.querySelector(box).getBoundingClientRect().width) <= 2;
        }""",
        arg=[f"{GRID} {Dom.CHART_SVG}", GRID],
    )
    assert page.locator(f"{GRID} {Dom.CHART_SVG}").first.bounding_box()["height"] == height
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_legend_is_text_beside_the_chart_and_the_chart_has_a_name(page, server) -> None:
    open_autoplay(page, server)
    legend = page.locator(f"{GRID} .nbm-legend").inner_text()
    assert tr("en", "grid_alive") in legend and tr("en", "grid_guess") in legend
    named = page.locator(f'{GRID} [role="img"]')
    assert named.get_attribute("aria-label") == tr("en", "grid_title", first="123")
    no_error(page)


BARS = key_selector("auto_bars")
# 요소 (Streamlit 이 잡은 상자) 의 높이와 그 안 내용의 높이: 같으면 요소 안에서 스크롤되지 않는다
HEIGHTS_JS = "(e) => [e.getBoundingClientRect().height, e.scrollHeight, e.clientHeight]"


def heights(page) -> dict[str, list[float]]:
    """격자와 막대 요소마다 [높이, 내용의 높이, 보이는 높이]."""
    return {key: page.locator(key).first.evaluate(HEIGHTS_JS) for key in (GRID, BARS)}


def test_a_chart_takes_its_final_height_before_the_bundle_arrives(browser, server) -> None:
    """묶음이 늦게 와도 (느린 망) 요소는 처음부터 다 그린 뒤의 높이 (그림과 색 설명 줄) 를 잡는다:
    그림이 그려질 때 아래 요소가 밀려 내려가지 않는다. 다 그린 뒤 요소 안에서 스크롤되지 않는다."""
    final = {}
    for blocked in (True, False):
        context = new_phone(browser)
        try:
            page = context.new_page()
            if blocked:
                page.route(f"**/{bundle_name()}", lambda route: None)  # 묶음이 오지 않는다
            page.goto(f"{server}/autoplay?paused=1")
            heading(page, "ko", "autoplay").wait_for(timeout=60_000)
            for key in (GRID, BARS):
                page.locator(f"{key} .nbm-chart").first.wait_for(state="attached", timeout=60_000)
            if blocked:
                assert page.locator(f"{GRID} {Dom.CHART_SVG}").count() == 0
                waiting = {
                    key: page.locator(key).first.evaluate(HEIGHTS_JS) for key in (GRID, BARS)
                }
            else:
                for key in (GRID, BARS):
                    page.locator(f"{key} {Dom.CHART_SVG}").first.wait_for(timeout=60_000)
                settle(page)
                final = heights(page)
        finally:
            context.close()
    for key in (GRID, BARS):
        height, scroll, client = final[key]
        assert waiting[key][0] == height >= GRID_HEIGHT, key  # 격자의 그림 높이 (code_charts)
        assert scroll <= client, key
