"""브라우저의 뒤로 · 앞으로 가기: 판 안의 수는 기록의 칸을 늘리지 않고 (뒤로 가기가 말없이 수를
무르지 않는다), 페이지를 옮긴 칸과 나무 탐색의 마디는 칸을 늘린다 (뒤로 가기 = 앞 페이지 ·
한 층 위로). 뒤로 · 앞으로 가기로 돌아온 주소는 사람이 연 링크라 그대로 열린다."""

from __future__ import annotations

import pytest
from pageops import (
    Dom,
    choose_option,
    close_sidebar,
    follow_nav,
    heading,
    human_click,
    no_error,
    params,
    path_of,
    settle,
    status_line,
    text_guess,
    turn_button,
)

pytestmark = [pytest.mark.e2e, pytest.mark.phone_only]

CRUMBS = ".st-key-tree_crumbs button"


def test_back_leaves_the_game_page_instead_of_taking_guesses_back(page, server) -> None:
    page.goto(f"{server}/autoplay")
    heading(page, "ko", "autoplay").wait_for(timeout=60_000)
    follow_nav(page, "ko", "you_guess")
    depth = page.evaluate("() => history.length")
    for code in ("123", "456", "789"):
        text_guess(page, code)
    assert page.evaluate("() => history.length") == depth  # 수마다 칸이 늘지 않았다
    page.go_back()
    heading(page, "ko", "autoplay").wait_for(timeout=60_000)
    assert path_of(page).endswith("/autoplay")
    settle(page)
    page.go_forward()
    heading(page, "ko", "you_guess").wait_for(timeout=60_000)
    settle(page)
    page.wait_for_function(
        "() => new URLSearchParams(location.search).get('guesses') === '123,456,789'"
    )
    status = status_line(page)
    assert status.startswith("4번째 질문"), status  # 세 수 모두 그대로
    no_error(page)


def test_back_goes_up_one_level_in_the_tree_explorer(page, server) -> None:
    page.goto(f"{server}/tree")
    heading(page, "ko", "tree").wait_for(timeout=60_000)
    page.locator(f"{Dom.CHART} {Dom.CHART_SLICE}").first.wait_for(timeout=60_000)
    settle(page)
    close_sidebar(page)
    for level in (1, 2):
        choose_option(page, page.locator('[class*="st-key-tree_down_"]'), None)
        page.wait_for_function(
            "([sel, n]) => document.querySelectorAll(sel).length === n", arg=[CRUMBS, level + 1]
        )
        # 주소는 실행의 끝에 쓴다 (빵부스러기보다 늦다): 바쁜 기계에서는 settle 이 실행 전에 끝난다
        page.wait_for_function(
            "n => (new URLSearchParams(location.search).get('node') || '').split(',')"
            ".filter(Boolean).length === n",
            arg=level,
        )
    two = params(page)["node"].split(",")
    assert len(two) == 2
    page.go_back()
    page.wait_for_function("sel => document.querySelectorAll(sel).length === 2", arg=CRUMBS)
    settle(page)
    assert params(page)["node"] == two[0]
    page.go_back()
    page.wait_for_function("sel => document.querySelectorAll(sel).length === 1", arg=CRUMBS)
    settle(page)
    assert "node" not in params(page)
    no_error(page)


def test_the_first_screen_is_not_a_back_trap(page, server) -> None:
    """'/' 는 자동 진행으로 옮겨 가는 입구: 뒤로 가기가 입구에 닿아 다시 앞으로 튕기지 않는다."""
    page.goto(f"{server}/keeper")
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    page.goto(server)
    heading(page, "ko", "autoplay").wait_for(timeout=60_000)
    settle(page)
    page.go_back()
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    assert path_of(page).endswith("/keeper")
    no_error(page)


def test_keeper_answers_do_not_add_history_entries(page, server) -> None:
    page.goto(f"{server}/keeper")
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    settle(page)
    close_sidebar(page)
    depth = page.evaluate("() => history.length")
    for n in (1, 2):
        human_click(page, page.locator(f".st-key-keeper_answers {Dom.PRIMARY}").first)
        settle(page)
        page.wait_for_function(
            "n => (new URLSearchParams(location.search).get('answers') || '').split(',')"
            ".length === n",
            arg=n,
        )
    human_click(page, turn_button(page, "keeper_undo"))
    settle(page)
    assert len(params(page)["answers"].split(",")) == 1
    assert page.evaluate("() => history.length") == depth
    no_error(page)
