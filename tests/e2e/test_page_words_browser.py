"""한국어 페이지에 영어가 섞이지 않는다: Streamlit 이 스스로 그리는 글 (고르기 상자의 '맞는 것
없음', 첫 Tab 의 '본문으로 건너뛰기', 화면 읽기 프로그램이 읽는 단추 · 사이드바의 이름과 빈 고르기
상자의 자리 글) 과, 글 상자에 붙여 넣은 긴 글의 거절. 영어 페이지에서는 그 글이 영어다."""

from __future__ import annotations

import re

import pytest
from pageops import (
    DRAWN,
    PAINTED_JS,
    Dom,
    choose_language,
    heading,
    human_click,
    is_phone,
    open_expander,
    open_options,
    settle,
    turn_button,
    wait_guard,
    wait_text,
)

from results.store import MAX_TITLE
from solver.codebreaking.variants import get_variant
from solver.gametree.random_tree import MAX_SEED
from ui.codebreaking.you_guess_state import MAX_NUMBER
from ui.internals import STREAMLIT_WORDS
from ui.text import shorten, tr

pytestmark = pytest.mark.e2e

# Streamlit 1.67 이 그리는 영어 글 (우리 페이지에는 보이지 않아야 한다)
NO_RESULTS = "No results"
SKIP_LINK = "Skip to main content"
# 숨은 이름과 자리 글 (aria-label · placeholder): 사이드바와 그것을 여닫는 단추, 제목의 링크,
# 고르기 상자의 목록 단추와 빈 상자의 자리 글, 수 상자의 한 칸 단추, 도움말 단추 ('Help for 이름')
LABELS = (
    "Sidebar",
    "Expand sidebar",
    "Collapse sidebar",
    "Link to heading",
    "Open",
    "Choose an option",
    "Increment",
    "Decrement",
)
HELP = "Help for "
# 찾아볼 속성: 화면 읽기 프로그램이 읽는 이름 (aria-label), 마우스를 댄 말 (title), 빈 상자의 글
SEEN_JS = """() => {
  const found = [];
  for (const el of document.querySelectorAll("*")) {
    for (const name of ["aria-label", "title", "placeholder"]) {
      const value = el.getAttribute(name);
      if (value) found.push(value.trim());
    }
  }
  return { attrs: found, text: document.body.innerText };
}"""


def open_page(page, server: str, url: str, lang: str = "ko") -> None:
    page.goto(f"{server}/{url}" + ("?lang=en" if lang == "en" else ""))
    heading(page, lang, url).wait_for(timeout=60_000)
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


def seen_words(page) -> dict:
    """문서 전체 (사이드바 · 떠 있는 상자까지) 의 속성 값들 (attrs) 과 보이는 글 (text). 바꾸기는
    칠하기 전에 한 번 모아 하므로 (requestAnimationFrame) 두 번 칠해진 뒤에 본다."""
    page.evaluate(PAINTED_JS)
    return page.evaluate(SEEN_JS)


def english_left(page) -> list[str]:
    """한국어 페이지에 남은 Streamlit 의 영어: 속성 값과 보이는 글."""
    seen = seen_words(page)
    left = [v for v in seen["attrs"] if v in LABELS or v.startswith(HELP)]
    words = (*LABELS, HELP.strip())
    return left + [w for w in words if re.search(rf"\b{w}\b", seen["text"])]


def korean_left(page) -> list[str]:
    """영어 페이지에 남은 우리 한국어 (Streamlit 의 글을 바꾼 것): 속성 값과 보이는 글."""
    seen = seen_words(page)
    ours = {tr("ko", key) for key in STREAMLIT_WORDS}
    help_tail = tr("ko", "st_help", label="").strip()
    left = [v for v in seen["attrs"] if v in ours or v.endswith(help_tail)]
    return left + [w for w in ours if w in seen["text"]]


def flip_sidebar(page) -> None:
    """사이드바를 뒤집는다: 폰은 처음에 닫혀 있어 열고, 데스크톱은 열려 있어 닫는다."""
    if is_phone(page):
        page.locator(Dom.SIDEBAR_OPEN).click()
        page.locator(Dom.SIDEBAR_CONTENT).wait_for(state="visible")
    else:  # 닫기 단추는 마우스가 사이드바 위에 있을 때만 보인다
        page.locator(Dom.SIDEBAR).hover()
        page.locator(f"{Dom.SIDEBAR_CLOSE} button").click()
        page.locator(Dom.SIDEBAR_OPEN).wait_for(state="visible")
    settle(page)


# 살펴볼 페이지: 제목의 링크 (직접 맞히기), 도움말 단추 (나무 탐색), 수 상자 (수업). 고르기 상자와
# 사이드바는 모든 페이지에 있다
WORD_PAGES = ("you_guess", "tree", "class")
# 우리가 placeholder= 로 준 자리 글 (Streamlit 의 글이 아니라 그대로 남는다): 주소 → 문구 열쇠
OWN_PLACEHOLDER = {"tree": "tree_children_pick"}


@pytest.mark.parametrize("url", WORD_PAGES)
def test_streamlits_hidden_labels_are_korean_on_a_korean_page(page, server, url: str) -> None:
    """찾은 문제 (9 페이지 모두): 'Open', 'Expand sidebar', 'Sidebar', 'Link to heading',
    'Increment' · 'Decrement', 'Choose an option' 이 화면 읽기 프로그램과 빈 고르기 상자에 영어로
    남았다. 사이드바가 닫혔을 때와 열렸을 때 모두 본다."""
    open_page(page, server, url)
    assert english_left(page) == []
    if url in OWN_PLACEHOLDER:
        assert tr("ko", OWN_PLACEHOLDER[url]) in seen_words(page)["attrs"]
    flip_sidebar(page)
    assert english_left(page) == []


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


@pytest.mark.phone_only
def test_a_long_title_pasted_into_the_class_form_is_kept_and_refused_in_words(page, server) -> None:
    """찾은 문제: 방 이름 상자 (max_chars 60) 에 더 긴 이름을 붙여 넣으면 Streamlit 이 말없이
    버렸다. 이제 상자는 받고, '방 만들기' 가 까닭을 말하며 방을 만들지 않는다."""
    long = "3학년 2반 숫자 야구 " * 6  # 72 자 (상자가 앞뒤 공백을 떼지 않는다)
    page.goto(f"{server}/class")
    heading(page, "ko", "class").wait_for(timeout=60_000)
    wait_guard(page)
    box = page.locator(".st-key-cls_title input")
    box.click()
    page.keyboard.insert_text(long)  # 붙여 넣기처럼 한 번에
    box.press("Enter")
    settle(page)
    human_click(page, turn_button(page, "cls_make"), tap=is_phone(page))
    refusal = tr("ko", "cls_err_bad_title", n=MAX_TITLE)
    page.locator(Dom.ALERT_ERROR).filter(has_text=refusal).wait_for(timeout=30_000)
    assert box.input_value() == long and page.locator(f"{Dom.CODE} code").count() == 0


@pytest.mark.parametrize("url", WORD_PAGES)
def test_streamlits_hidden_labels_stay_english_on_an_english_page(page, server, url: str) -> None:
    open_page(page, server, url, "en")
    for flip in (False, True):
        if flip:
            flip_sidebar(page)
        assert korean_left(page) == []
        attrs = set(seen_words(page)["attrs"])
        assert {"Sidebar", "Open", "Choose an option"} <= attrs
        assert attrs & {"Expand sidebar", "Collapse sidebar"}
        if url in OWN_PLACEHOLDER:
            assert tr("en", OWN_PLACEHOLDER[url]) in attrs


def test_switching_the_language_switches_streamlits_words_too(page, server) -> None:
    """언어를 바꾸는 실행에는 Streamlit 이 이 글들을 다시 적지 않는다 (도움말의 이름표는 빼고):
    주소의 lang 을 따라 바뀌어야 한다, 바꾼 글이 남지 않고."""
    open_page(page, server, "tree")
    assert english_left(page) == []
    choose_language(page, "en")
    assert korean_left(page) == []
    attrs = seen_words(page)["attrs"]
    assert "Open" in attrs and any(v.startswith(HELP) for v in attrs)
    choose_language(page, "ko")
    assert english_left(page) == []
