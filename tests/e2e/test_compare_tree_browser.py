"""비교 페이지와 나무 탐색을 폰 (390x844) 에서: 첫 화면에 주인공이 스크롤 없이 들어오고 (비교:
한 줄 요약과 표, 나무: 그림), 본문의 누를 것은 모두 44 px 넘게 높다. 한 줄 요약은 두 언어로 데이터의
값을 말하고, 전략 고르기는 링크로 되살아난다. 두 크기 x 두 언어의 스크린샷을 남긴다."""

from __future__ import annotations

import pytest
from conftest import new_phone
from pageops import (
    Dom,
    close_sidebar,
    heading,
    human_click,
    no_error,
    params,
    scrolling_boxes,
    settle,
    small_targets,
    to_center,
)

from solver.codebreaking.page_data import page_evaluation
from solver.codebreaking.variants import get_variant
from ui.codebreaking import compare_model as cv
from ui.codebreaking.compare_state import CompareState
from ui.text import tr

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
CHART = str(Dom.CHART)
SLICES = f"{Dom.CHART} {Dom.CHART_SLICE}"
TABLE = ".st-key-compare_table table"
TAKEAWAY = ".st-key-compare_takeaway"
BASEBALL = get_variant("baseball3")
# 손가락이 누를 것의 가장 작은 높이, px (WCAG 2.5.5)
TAP_PX = 44


def on_first_screen(page, selector: str) -> dict:
    """요소가 스크롤 없이 첫 화면 안에 통째로 있는지 보고 그 자리를 준다."""
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    scrolled = page.evaluate(
        "main => document.querySelector(main).scrollTop + window.scrollY", str(Dom.MAIN)
    )
    assert scrolled == 0
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], (selector, box)
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (selector, box)
    return box


def expected_takeaway(lang: str) -> str:
    """실어 둔 평가로 센 한 줄 요약 (페이지와 같은 값)."""
    found = {}
    for job in cv.jobs(BASEBALL, CompareState().games):
        if job.key in ("minimax", "random"):
            found[job.key] = page_evaluation(BASEBALL, job.strategy, job.options, job.games, seed=0)
    return cv.takeaway(lang, found["minimax"], found["random"])


def open_compare(page, url: str, lang: str) -> None:
    page.goto(url)
    heading(page, lang, "compare").wait_for(timeout=120_000)
    page.locator(TABLE).wait_for(timeout=180_000)
    page.locator(CHART).nth(1).wait_for(timeout=60_000)
    settle(page)
    close_sidebar(page)


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_compare_first_phone_screen_holds_the_takeaway_and_the_table(
    browser, server, lang: str
) -> None:
    context = new_phone(browser)
    try:
        page = context.new_page()
        open_compare(page, f"{server}/compare?lang={lang}", lang)
        takeaway = page.locator(TAKEAWAY).inner_text().strip()
        assert takeaway == expected_takeaway(lang)
        assert ("4.79 → 4.84" in takeaway) and ("6 → 8" in takeaway)
        on_first_screen(page, TAKEAWAY)
        table = on_first_screen(page, TABLE)
        assert table["width"] <= PHONE["width"] - 20  # 옆으로 스크롤하지 않는다
        rows = page.locator(f"{TABLE} tbody tr").count()
        assert rows == 3  # 처음 보이는 셋
        # 범례가 그림 안에서 스크롤되지 않는다: plotly 범례가 없다
        assert page.locator(f"{CHART} {Dom.CHART_LEGEND}").count() == 0
        assert small_targets(page) == []
        no_error(page)
    finally:
        context.close()


def test_tree_first_phone_screen_holds_the_icicle_with_tappable_answer_boxes(
    browser, server
) -> None:
    context = new_phone(browser)
    try:
        page = context.new_page()
        page.goto(f"{server}/tree")
        heading(page, "ko", "tree").wait_for(timeout=120_000)
        page.locator(SLICES).first.wait_for(timeout=60_000)
        settle(page)
        close_sidebar(page)
        on_first_screen(page, ".st-key-tree_facts")
        on_first_screen(page, ".st-key-tree_chart .nbm-legend")
        on_first_screen(page, f".st-key-tree_chart {CHART}")
        boxes = [
            b
            for b in (s.bounding_box() for s in page.locator(SLICES).all())
            if b and b["height"] > 0
        ]
        columns = sorted({round(b["x"]) for b in boxes})
        assert len(columns) == 2  # 지금 마디와 바로 아래 대답들만 (손자 칸은 얇아 못 눌렀다)
        answers = sorted(
            (b for b in boxes if round(b["x"]) == columns[1]), key=lambda b: -b["height"]
        )
        # 504 의 뿌리: 비밀 180 · 120 · 90 · 54 개의 대답 칸은 엄지로 누를 만하다
        assert [round(b["height"]) >= TAP_PX for b in answers[:4]] == [True] * 4
        assert all(b["width"] >= 150 for b in answers)
        assert page.locator(f"{CHART} {Dom.CHART_COLORBAR}").count() == 0  # 색의 뜻은 그림 밖 한 줄
        assert small_targets(page) == []
        no_error(page)
    finally:
        context.close()


def test_compare_picker_round_trips_through_the_link(browser, server) -> None:
    context = new_phone(browser)
    try:
        page = context.new_page()
        open_compare(page, f"{server}/compare", "ko")
        assert params(page)["show"] == "minimax,random,optimal"
        entropy = cv.job_name("ko", "entropy")
        pill = page.locator(f"{Dom.MAIN} button", has_text=entropy).first
        human_click(page, pill, tap=True)
        settle(page)
        page.wait_for_function(
            "() => (new URLSearchParams(location.search).get('show') || '').includes('entropy')"
        )
        assert params(page)["show"] == "minimax,random,entropy,optimal"
        page.locator(f"{TABLE} tbody tr", has_text=entropy).wait_for()
        link = page.evaluate("() => location.href")
    finally:
        context.close()
    other = new_phone(browser)
    try:
        fresh = other.new_page()
        open_compare(fresh, link, "ko")
        names = fresh.locator(f"{TABLE} tbody tr td:first-child").all_inner_texts()
        assert [n.strip() for n in names] == [
            cv.job_name("ko", k) for k in ("minimax", "random", "entropy", "optimal")
        ]
        no_error(fresh)
    finally:
        other.close()


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_compare_and_tree_render_in_both_sizes(page, server, snap, lang: str) -> None:
    """스크린샷 (390 · 1280, 두 언어): 비교의 기본 셋, 나무의 한 마디와 견주기 표."""
    open_compare(page, f"{server}/compare?lang={lang}", lang)
    assert page.locator(TAKEAWAY).inner_text().strip() == expected_takeaway(lang)
    no_error(page)
    snap(page, f"compare-{lang}")
    page.goto(f"{server}/tree?lang={lang}&node=0S1B&vs=entropy")
    heading(page, lang, "tree").wait_for(timeout=120_000)
    page.locator(SLICES).first.wait_for(timeout=60_000)
    page.locator(".st-key-tree_vs_table table").wait_for(timeout=60_000)
    settle(page)
    close_sidebar(page)
    assert page.locator(Dom.DATAFRAME).count() == 0
    assert small_targets(page) == []
    no_error(page)
    snap(page, f"tree-{lang}")


def test_the_price_of_fifty_sevens_links_into_the_tree_where_they_differ(browser, server) -> None:
    """bulls4 의 비교 페이지: 보장의 값 (문장 · 세 열의 표 · 갈라지는 곳의 단추) 이 폰 폭에 들고,
    갈라지는 곳을 누르면 나무 탐색이 두 나무를 견주며 그 마디를 연다. 거기서 다음 갈라지는 곳의
    단추를 누르면 그 마디로 간다."""
    context = new_phone(browser)
    try:
        page = context.new_page()
        open_compare(page, f"{server}/compare?variant=bulls4", "ko")
        block = page.locator(".st-key-compare_price")
        to_center(block)
        table = block.locator("table").first
        table.wait_for()
        box = table.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        assert "50" in block.inner_text() and scrolling_boxes(page) == []
        splits = block.locator(".st-key-price_splits button")
        assert splits.count() >= 2 and "0S 1B" in splits.first.inner_text()
        assert small_targets(page) == []
        human_click(page, splits.first, tap=True)
        heading(page, "ko", "tree").wait_for(timeout=120_000)
        page.locator(".st-key-tree_vs_table table").wait_for(timeout=60_000)
        settle(page)
        link = params(page)
        assert (link["variant"], link["strategy"], link["vs"]) == ("bulls4", "optimal", "fewest")
        assert link["node"] == "0S1B"
        assert tr("ko", "price_title") in page.locator(str(Dom.MAIN)).inner_text()
        second = page.locator(".st-key-price_splits button").nth(1)
        assert "0S 2B" in second.inner_text()
        human_click(page, second, tap=True)
        page.wait_for_function(
            "() => new URLSearchParams(location.search).get('node') === '0S2B'", timeout=60_000
        )
        settle(page)
        crumbs = page.locator(".st-key-tree_crumbs button").all_inner_texts()
        assert any("0S 2B" in c for c in crumbs)
        no_error(page)
    finally:
        context.close()
