"""링크와 나무 탐색을 진짜 브라우저에서: 칸을 눌러 두 층 내려갔다 올라오기, 비밀 수 찾기의 굵은
길, 복사한 링크를 새 브라우저에서 열기 (영어 · bulls4, 진행 중인 지킴이 판), 쓰레기 매개변수."""

from __future__ import annotations

import pytest
from pageops import (
    Dom,
    close_sidebar,
    heading,
    human_click,
    no_error,
    params,
    settle,
    status_line,
    variant_box_text,
)

from ui.text import tr

pytestmark = pytest.mark.e2e

CHART = str(Dom.CHART)
SLICES = f"{Dom.CHART} {Dom.CHART_SLICE}"
CRUMBS = ".st-key-tree_crumbs button"


def open_tree(page, url: str) -> None:
    page.goto(url)
    heading(page, "ko", "tree").wait_for(timeout=60_000)
    page.locator(SLICES).first.wait_for(timeout=60_000)
    settle(page)
    close_sidebar(page)


def widest_child_box(page) -> dict:
    """그림의 오른쪽 칸 줄 (지금 마디의 자식들; 그림은 옆으로 누웠다) 에서 가장 큰 칸의 자리."""
    boxes = [
        b for b in (s.bounding_box() for s in page.locator(SLICES).all()) if b and b["height"] > 0
    ]
    columns = sorted({round(b["x"]) for b in boxes})
    return max((b for b in boxes if round(b["x"]) == columns[1]), key=lambda b: b["height"])


def tap_box(page, box: dict) -> None:
    before = page.locator(CRUMBS).count()
    page.locator(CHART).first.scroll_into_view_if_needed()
    box = widest_child_box(page)  # 스크롤 뒤의 자리
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function(
        "([sel, n]) => document.querySelectorAll(sel).length === n + 1",
        arg=[CRUMBS, before],
        timeout=60_000,
    )
    settle(page)


def test_explorer_drills_two_levels_and_back(page, server, snap) -> None:
    open_tree(page, f"{server}/tree")
    assert page.locator(CRUMBS).count() == 1
    tap_box(page, widest_child_box(page))
    first = params(page)["node"]
    assert first and "," not in first
    tap_box(page, widest_child_box(page))
    second = params(page)["node"].split(",")
    assert len(second) == 2 and second[0] == first
    snap(page, "tree-two-levels")
    page.locator(CRUMBS).nth(1).click()  # 한 층 위로
    settle(page)
    page.wait_for_function("sel => document.querySelectorAll(sel).length === 2", arg=CRUMBS)
    assert params(page)["node"] == first
    page.locator(CRUMBS).first.click()  # 처음으로
    settle(page)
    page.wait_for_function("sel => document.querySelectorAll(sel).length === 1", arg=CRUMBS)
    assert "node" not in params(page)
    no_error(page)


def test_secret_search_outlines_its_path(page, server, snap) -> None:
    open_tree(page, f"{server}/tree")
    page.locator(Dom.EXPANDER_HEAD, has_text=tr("ko", "tree_search")).click()  # 접힌 찾기 상자
    box = page.locator(".st-key-tree_search input")
    box.fill("456")
    box.press("Enter")
    settle(page)
    page.get_by_text("123").first.wait_for()
    widths = page.evaluate(
        "sel => document.querySelector(sel).data[0].marker.line.width", f"{CHART}"
    )
    ids = page.evaluate("sel => document.querySelector(sel).data[0].ids", f"{CHART}")
    outlined = [i for i, w in zip(ids, widths, strict=True) if w == 4]
    # 뿌리 (123) 와 out 가지 (456 을 부르는 마디): 길의 두 칸
    assert len(outlined) == 2 and outlined[0] == "r"
    assert params(page)["secret"] == "456"
    snap(page, "tree-search")
    no_error(page)


def test_link_with_english_and_bulls4_opens_in_a_fresh_browser(browser, server, viewport) -> None:
    _, (width, height) = viewport
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(f"{server}/autoplay?lang=en&variant=bulls4")
        heading(page, "en", "autoplay").wait_for(timeout=60_000)
        page.locator(CHART).first.wait_for(timeout=60_000)
        settle(page)
        assert "5040" in status_line(page) or "5040" in variant_box_text(page)
        assert "Bulls and Cows" in variant_box_text(page)
        got = params(page)
        assert got["lang"] == "en" and got["variant"] == "bulls4" and got["game"]
        assert page.locator(Dom.ALERT, has_text="left out").count() == 0
        no_error(page)
    finally:
        context.close()


def test_copied_keeper_link_restores_the_game(browser, server, page, snap) -> None:
    page.goto(f"{server}/keeper")
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    answers = page.locator(".st-key-keeper_answers button")
    answers.first.wait_for()
    settle(page)
    close_sidebar(page)
    for _ in range(2):
        before = status_line(page)
        human_click(page, page.locator(f".st-key-keeper_answers {Dom.PRIMARY}").first)
        settle(page)
        page.wait_for_function(
            "b => !document.body.innerText.includes(b)", arg=before, timeout=60_000
        )
    link = page.evaluate("() => location.href")
    assert len(params(page)["answers"].split(",")) == 2
    status = status_line(page)
    viewport = page.viewport_size
    other = browser.new_context(viewport=viewport)
    try:
        fresh = other.new_page()
        fresh.goto(link)
        heading(fresh, "ko", "keeper").wait_for(timeout=60_000)
        fresh.locator(".st-key-keeper_answers button").first.wait_for(timeout=60_000)
        settle(fresh)
        assert status_line(fresh) == status
        table = fresh.locator(".st-key-keeper_history table")
        table.wait_for(timeout=30_000)  # 표는 상태 줄보다 늦게 그려질 수 있다
        assert table.locator("tbody tr").count() == 2  # 링크의 두 대답
        snap(fresh, "keeper-link-restored")
        no_error(fresh)
    finally:
        other.close()


def test_garbage_parameters_show_the_notice_and_a_working_page(page, server, snap) -> None:
    page.goto(f"{server}/keeper?variant=chess&answers=zz,%3Cb%3E&lang=xx&strategy=%27;")
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    notice = page.locator(Dom.ALERT, has_text=tr("ko", "link_dropped", items=""))
    notice.first.wait_for(timeout=60_000)
    text = notice.first.inner_text()
    for name in ("variant=chess", "answers=", "lang=xx", "strategy="):
        assert name in text
    settle(page)
    snap(page, "link-garbage")
    close_sidebar(page)
    before = status_line(page)
    human_click(page, page.locator(f".st-key-keeper_answers {Dom.PRIMARY}").first)
    settle(page)
    page.wait_for_function("b => !document.body.innerText.includes(b)", arg=before)
    assert params(page)["variant"] == "baseball3" and "answers" in params(page)
    no_error(page)
