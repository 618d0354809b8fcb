"""글쇠판과 폰의 메뉴, 그리고 첫 화면이 가르치는 것.

찾은 문제: 지킴이 페이지는 대답마다 초점이 <body> 로 떨어져 Tab 을 8-29 번 눌러야 했고, 직접
맞히기는 첫 추측 뒤에 그랬다. 사이드바의 초점은 '지금 페이지' 의 옅은 칠과 헷갈렸다. 폰에서는
페이지를 고른 뒤에도 메뉴가 페이지를 덮었고, 가로로 눕힌 폰 (844x390) 에서는 메뉴가 스스로 열렸다.
첫 화면에는 '미니맥스' 라는 말이 없고 '왜 이 수인가' 가 두세 화면 아래였다.
"""

from __future__ import annotations

import pytest
from pageops import (
    Dom,
    close_sidebar,
    heading,
    human_click,
    in_first_screen,
    no_error,
    open_sidebar,
    see,
    settle,
    stamps,
    wait_guard,
    wait_live,
    wait_next_turn,
)

from solver.codebreaking.feedback import decode, score
from solver.codebreaking.session import CodeGame
from solver.codebreaking.variants import get_variant
from ui.codebreaking.you_guess_state import secret_for
from ui.text import tr

pytestmark = pytest.mark.e2e

BASEBALL = get_variant("baseball3")


def opened(page, server: str, path: str, url: str) -> None:
    page.goto(f"{server}/{path}")
    heading(page, "ko", url).wait_for(timeout=60_000)
    wait_guard(page)
    settle(page)


@pytest.mark.parametrize("viewport", ["desktop"], indirect=True)
def test_a_whole_keeper_game_takes_two_key_presses_per_answer(page, server, cpu) -> None:
    opened(page, server, "keeper", "keeper")
    presses = answers = 0
    while not page.locator(Dom.ALERT, has_text="맞혔어요").count():
        shown = page.locator(".st-key-keeper_guess strong").inner_text().strip()
        strikes, balls = decode(
            BASEBALL, score(BASEBALL, BASEBALL.parse(shown), BASEBALL.parse("719"))
        )
        drawn = max(stamps(page, "keeper_ans"))
        wait_live(page, f'[class*="st-key-turn-keeper_ans-{drawn}-"] button')
        see(page)
        for digit in (strikes, balls):
            page.keyboard.press(str(digit))
            presses += 1
        answers += 1
        wait_next_turn(page, "keeper_ans", drawn, done=Dom.ALERT)
        settle(page)
        assert answers <= 8
    assert presses == 2 * answers
    given = page.evaluate("() => new URLSearchParams(location.search).get('answers')")
    assert len(given.split(",")) == answers
    no_error(page)


@pytest.mark.parametrize("viewport", ["desktop"], indirect=True)
def test_a_you_guess_game_needs_no_tab_after_the_first(page, server, cpu) -> None:
    number = 77
    opened(page, server, f"you_guess?game={number}", "you_guess")
    box = page.locator(".st-key-yg_text_entry input")
    human_click(page, box)  # 처음 한 번 글 상자로 간다; 그 뒤로는 글쇠만
    game = CodeGame("baseball3", secret=secret_for(BASEBALL, number))
    while not game.won:
        code = BASEBALL.format(game.proposal().guess)
        game.step()
        wait_live(page, ".st-key-yg_text_entry input")
        page.keyboard.type(code)
        page.keyboard.press("Enter")
        page.wait_for_function(
            "c => (new URLSearchParams(location.search).get('guesses') || '').endsWith(c)",
            arg=code,
        )
        settle(page)
        if not game.won:  # 초점이 글 상자에 남아 다음 수를 바로 적는다
            page.wait_for_function(
                "() => document.activeElement === "
                "document.querySelector('.st-key-yg_text_entry input')"
            )
    page.locator(Dom.ALERT, has_text="맞혔어요").wait_for()
    no_error(page)


@pytest.mark.parametrize("viewport", ["desktop"], indirect=True)
def test_the_sidebar_focus_is_a_clear_ring(page, server) -> None:
    opened(page, server, "compare", "compare")
    link = page.locator(f"{Dom.SIDEBAR} {Dom.NAV_LINK}").nth(1)
    for _ in range(40):  # 글쇠판으로 메뉴의 두 번째 링크까지
        page.keyboard.press("Tab")
        if link.evaluate(
            "(e) => e === document.activeElement || e.contains(document.activeElement)"
        ):
            break
    width = page.evaluate("() => getComputedStyle(document.activeElement).outlineWidth")
    style = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert style == "solid" and float(width.removesuffix("px")) >= 3


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_on_a_phone_the_menu_closes_once_a_page_is_picked(page, server) -> None:
    opened(page, server, "autoplay", "autoplay")
    open_sidebar(page)
    human_click(
        page, page.locator(f"{Dom.SIDEBAR} {Dom.NAV_LINK}", has_text=tr("ko", "nav_keeper"))
    )
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    page.locator(Dom.SIDEBAR_CONTENT).wait_for(state="hidden", timeout=30_000)
    assert page.locator(Dom.SIDEBAR_OPEN).is_visible()


def test_a_phone_on_its_side_does_not_open_the_menu_by_itself(browser, server) -> None:
    context = browser.new_context(
        viewport={"width": 844, "height": 390}, is_mobile=True, has_touch=True, locale="ko-KR"
    )
    page = context.new_page()
    try:
        opened(page, server, "keeper", "keeper")
        # 여는 단추는 첫 실행이 메뉴를 펼치기 전에도 잠깐 보인다: 메뉴가 닫히기를 기다린다
        # (스스로 열린 채 남으면 여기서 실패한다)
        page.locator(Dom.SIDEBAR_CONTENT).wait_for(state="hidden", timeout=30_000)
        assert page.locator(Dom.SIDEBAR_OPEN).is_visible()
    finally:
        context.close()


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_first_screen_says_minimax_and_why_is_one_tap_away(page, server) -> None:
    opened(page, server, "autoplay?paused=1", "autoplay")
    close_sidebar(page)
    idea = page.get_by_text(tr("ko", "auto_idea").split(".")[0])
    assert in_first_screen(page, idea.first)
    human_click(page, page.get_by_role("link", name="왜 이 수인가 ↓"), tap=True)
    page.wait_for_function(
        """(t) => {
          const h = [...document.querySelectorAll('h3')].find((e) => e.innerText.includes(t));
          if (!h) return false;
          const r = h.getBoundingClientRect();
          return r.top >= 0 && r.top < innerHeight;
        }""",
        arg=tr("ko", "why_title"),
    )
    no_error(page)
