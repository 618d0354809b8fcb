"""한국어 페이지에 영어가 섞이지 않는다: Streamlit 이 스스로 그리는 글 (고르기 상자의 '맞는 것
없음', 첫 Tab 의 '본문으로 건너뛰기') 과, 글 상자에 붙여 넣은 긴 글의 거절."""

from __future__ import annotations

import pytest
from pageops import (
    DRAWN,
    Dom,
    heading,
    open_expander,
    open_options,
    settle,
    wait_guard,
    wait_text,
)

from solver.codebreaking.variants import get_variant
from ui.codebreaking.you_guess_state import MAX_NUMBER
from ui.gametree.alphabeta_state import MAX_SEED
from ui.text import shorten, tr

pytestmark = pytest.mark.e2e

# Streamlit 1.67 이 그리는 영어 글 (우리 페이지에는 보이지 않아야 한다)
NO_RESULTS = "No results"
SKIP_LINK = "Skip to main content"


def open_page(page, server: str, url: str) -> None:
    page.goto(f"{server}/{url}")
    heading(page, "ko", url).wait_for(timeout=60_000)
    page.locator(DRAWN[url]).first.wait_for(timeout=60_000)
    settle(page)


def test_a_select_box_with_no_match_says_so_in_korean(page, server) -> None:
    open_page(page, server, "tree")
    open_options(page, page.locator('[class*="st-key-tree_strategy_ko"]'), None)
    page.keyboard.type("zzzz")  # 어느 전략 이름에도 없는 글
    wait_text_anywhere(page, tr("ko", "st_no_match"))
    assert NO_RESULTS not in page.locator("body").inner_text()


def wait_text_anywhere(page, text: str) -> None:
    """문서 어디에든 (목록은 본문 밖의 떠 있는 상자에 그려진다) text 가 보일 때까지."""
    page.get_by_text(text, exact=True).first.wait_for(timeout=10_000)


def test_the_first_tab_offers_the_skip_link_in_korean(page, server) -> None:
    open_page(page, server, "tree")
    page.keyboard.press("Tab")
    focused = page.evaluate("() => document.activeElement.innerText.trim()")
    assert focused == tr("ko", "st_skip_link")
    assert SKIP_LINK not in page.locator("body").inner_text()


def test_a_long_paste_into_the_guess_box_is_refused_in_words(page, server) -> None:
    """찾은 문제: 60 글자 넘게 붙여 넣으면 말없이 버려지고, 부르기는 상자가 비었다고 했다."""
    open_page(page, server, "you_guess")
    wait_guard(page)
    pasted = "1234567890" * 7
    page.locator(".st-key-yg_text_entry input").click()
    page.keyboard.insert_text(pasted)  # 붙여 넣기처럼 한 번에
    page.locator(".st-key-yg_text_submit button").click()
    settle(page)
    wait_text(page, tr("ko", "yg_bad_guess", error=""))
    error = page.locator(Dom.ALERT_ERROR).inner_text()
    assert tr("ko", "err_empty_code") not in error
    assert "3자리" in error  # 코드가 몇 자리인지 말한다


def test_a_long_paste_into_the_game_number_box_is_refused_in_words(page, server) -> None:
    open_page(page, server, "you_guess")
    open_expander(page, tr("ko", "yg_settings"))
    box = page.locator(".st-key-yg_number input")
    box.click()
    box.press("ControlOrMeta+a")
    page.keyboard.insert_text("9" * 60)  # 붙여 넣기처럼 한 번에
    box.press("Enter")
    settle(page)
    wait_text(page, "9" * 20)  # 적은 글을 되풀이하며 (줄여서) 게임 번호가 아니라고 말한다
    refusal = tr("ko", "yg_number_bad", text="", high=MAX_NUMBER).split("(")[0]
    assert refusal in page.locator(Dom.ALERT_ERROR).inner_text()


# 긴 붙여 넣기를 받는 다른 글 상자: 주소 → (접힌 칸의 제목 열쇠, 상자, 거절 문장). 자동 진행의
# 표본 상자는 표본으로 고를 때만 있다 (sample 이 든 링크가 켠다)
PASTED = "x9" * 35  # 70 글자
LONG_PASTE = {
    "alphabeta": (
        "ab_settings",
        ".st-key-ab_seed input",
        tr("ko", "ab_seed_bad", text=shorten(PASTED), high=MAX_SEED),
    ),
    "tree": ("tree_search", ".st-key-tree_search input", tr("ko", "tree_search_bad", error="")),
    "autoplay": (
        "settings",
        ".st-key-auto_sample input",
        tr(
            "ko",
            "auto_sample_bad",
            box=tr("ko", "auto_sample"),
            text=shorten(PASTED),
            low=1,
            high=get_variant("baseball3").size,
        ),
    ),
}
QUERY = {"autoplay": "?paused=1&sample=50"}


@pytest.mark.parametrize("url", list(LONG_PASTE))
def test_a_long_paste_into_any_box_is_refused_in_words(page, server, url: str) -> None:
    """찾은 문제 (상자마다): max_chars 보다 긴 붙여 넣기를 Streamlit 은 말없이 버렸다. 이제 상자는
    글자 수를 막지 않고, 페이지가 까닭을 말하며 받지 않는다."""
    fold, css, refusal = LONG_PASTE[url]
    page.goto(f"{server}/{url}{QUERY.get(url, '')}")
    heading(page, "ko", url).wait_for(timeout=60_000)
    page.locator(DRAWN[url]).first.wait_for(timeout=60_000)
    settle(page)
    open_expander(page, tr("ko", fold))
    box = page.locator(css)
    box.click()
    box.press("ControlOrMeta+a")
    page.keyboard.insert_text(PASTED)  # 붙여 넣기처럼 한 번에
    box.press("Enter")
    settle(page)
    page.locator(Dom.ALERT_ERROR).filter(has_text=refusal.strip()).wait_for(timeout=30_000)
