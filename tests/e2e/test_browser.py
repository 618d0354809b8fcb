"""진짜 브라우저 (headless Chromium) 에서 `streamlit run` 서버를 데스크톱 · 폰 크기로 써 본다."""

from __future__ import annotations

import re

import pytest
from pageops import (
    DRAWN,
    Dom,
    expected_nav,
    follow_nav,
    heading,
    human_click,
    nav_names,
    no_error,
    open_sidebar,
    path_of,
    stamps,
    turn_button,
    visible_text,
    wait_next_turn,
    wait_text,
)

from solver.codebreaking.feedback import score
from solver.codebreaking.variants import get_variant
from ui.codebreaking.words import answer_label

pytestmark = pytest.mark.e2e

BASEBALL = get_variant("baseball3")


def test_nav_holds_exactly_our_pages_and_each_opens(page, server, snap) -> None:
    page.goto(server)
    heading(page, "ko", "autoplay").wait_for()
    assert path_of(page).endswith("/autoplay")  # 첫 화면 "/" 는 자동 진행으로 옮겨 간다
    open_sidebar(page)
    assert nav_names(page) == expected_nav("ko")
    for url in ["you_guess", "keeper", "compare", "gametree", "autoplay"]:
        follow_nav(page, "ko", url)
        assert path_of(page).endswith(f"/{url}")
        page.locator(DRAWN[url]).first.wait_for(timeout=120_000)
        no_error(page)
        snap(page, f"nav-{url}")


def test_autoplay_advances_by_itself(page, server, snap) -> None:
    """열기만 하면 (누르지 않아도) 판이 나아간다: 부른 수 줄이 바뀐다."""
    page.goto(server)
    status = page.locator(".st-key-auto_guess h3")
    status.wait_for()
    before = status.inner_text()
    page.wait_for_function(
        "before => { const h = document.querySelector('.st-key-auto_guess h3');"
        " return h && h.innerText !== before; }",
        arg=before,
        timeout=20_000,
    )
    assert status.inner_text() != before
    page.locator(Dom.CHART).nth(1).wait_for()
    no_error(page)
    snap(page, "autoplay")


def test_keeper_game_is_played_by_tapping_answers(page, server, snap) -> None:
    secret = BASEBALL.parse("719")
    page.goto(f"{server}/keeper")
    heading(page, "ko", "keeper").wait_for()
    wait_next_turn(page, "keeper_ans", -1)
    for turn in range(1, 8):
        wait_text(page, f"{turn}번째 질문")
        guess = page.locator(".st-key-keeper_guess strong").inner_text().strip()
        answer = answer_label("ko", BASEBALL, score(BASEBALL, BASEBALL.parse(guess), secret))
        if turn == 2:
            snap(page, "keeper")
        drawn = max(stamps(page, "keeper_ans"))
        button = page.get_by_role("button", name=re.compile("^" + re.escape(answer) + " · "))
        human_click(page, button)
        if answer == "3S":
            break
        wait_next_turn(page, "keeper_ans", drawn)
    page.get_by_text("번 만에 맞혔어요: 719").wait_for(timeout=60_000)
    no_error(page)
    snap(page, "keeper-won")


def test_compare_charts_render(page, server, snap) -> None:
    page.goto(f"{server}/compare")
    heading(page, "ko", "compare").wait_for()
    page.locator(Dom.CHART).nth(1).wait_for(timeout=180_000)
    page.locator(".st-key-compare_table table").first.wait_for()
    marks = f"{Dom.CHART} {Dom.CHART_BAR}, {Dom.CHART} {Dom.CHART_POINT}"
    assert page.locator(marks).count() > 10
    no_error(page)
    snap(page, "compare")


def board(page) -> list[str]:
    """지금 차례의 판: 칸 9 개의 글자 ('X' / 'O' / 빈칸은 '')."""
    return [visible_text(turn_button(page, "gt_cell", c)) for c in range(9)]


def test_gametree_tic_tac_toe_is_played_by_tapping_cells(page, server, viewport, snap) -> None:
    page.goto(f"{server}/gametree")
    heading(page, "ko", "gametree").wait_for()
    page.locator(Dom.CHART).first.wait_for(timeout=120_000)
    wait_next_turn(page, "gt_cell", -1)
    before = max(stamps(page, "gt_cell"))
    page.locator('[class*="st-key-gt_start_"] button', has_text="나").first.click()
    wait_next_turn(page, "gt_cell", before)  # '나' 를 고르면 새 판 (새 차례)
    assert board(page) == [""] * 9
    order = [4, 0, 8, 2, 6, 1, 3, 5, 7]
    for move in range(5):
        cells = board(page)
        cell = next(c for c in order if cells[c] == "")
        drawn = max(stamps(page, "gt_cell"))
        human_click(page, turn_button(page, "gt_cell", cell), tap=viewport[0] == "phone")
        # 사람의 수와 AI 의 답이 한 번에 그려진다 (새 차례의 판)
        wait_next_turn(page, "gt_cell", drawn)
        assert board(page)[cell] == "X"
        if move == 1:
            page.locator(Dom.CHART).first.wait_for()
            snap(page, "gametree")
        if page.locator(Dom.ALERT).count():
            break
    ending = page.locator(Dom.ALERT).first.inner_text()
    assert "무승부" in ending or "AI가 이겼어요" in ending
    no_error(page)
    snap(page, "gametree-over")


def test_two_browser_sessions_keep_separate_games(browser, server) -> None:
    first = browser.new_context(viewport={"width": 1280, "height": 800})
    second = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        a, b = first.new_page(), second.new_page()
        for pg in (a, b):
            pg.goto(f"{server}/keeper")
            wait_text(pg, "1번째 질문 · 후보 504개")
        human_click(a, a.get_by_role("button", name=re.compile("^아웃 · ")))
        a.get_by_text("2번째 질문").wait_for(timeout=30_000)
        b.reload()
        wait_text(b, "1번째 질문 · 후보 504개")
        assert b.get_by_text("2번째 질문").count() == 0
    finally:
        first.close()
        second.close()
