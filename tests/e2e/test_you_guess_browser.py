"""직접 맞히기를 진짜 브라우저에서: 자판으로 한 판을 끝내고 요약을 본다, 같은 게임 번호의 두 창."""

from __future__ import annotations

import re

import pytest
from pageops import (
    Dom,
    choose_language,
    heading,
    human_click,
    no_error,
    open_expander,
    prove_handled,
    quick_taps,
    settle,
    spot,
    stamps,
    status_line,
    to_center,
    turn_button,
    wait_guard,
    wait_text,
)

from solver.codebreaking.feedback import score
from solver.codebreaking.session import CodeGame
from solver.codebreaking.variants import get_variant
from ui.codebreaking.words import answer_label
from ui.codebreaking.you_guess_state import secret_for
from ui.text import tr

pytestmark = pytest.mark.e2e

BASEBALL = get_variant("baseball3")
NUMBER = 4242
SECRET = secret_for(BASEBALL, NUMBER)
FIRST = "123" if SECRET != "123" else "456"


def open_page(page, server: str) -> None:
    page.goto(f"{server}/you_guess")
    heading(page, "ko", "you_guess").wait_for()
    page.locator(".st-key-yg_keypad button").first.wait_for(timeout=60_000)
    wait_guard(page)


def entry(page) -> str:
    """적는 중인 추측 ('1 2 _' 처럼 보이는 글에서 빈칸을 뺀 것)."""
    return page.locator(".st-key-yg_entry code").inner_text().replace(" ", "").replace("_", "")


def set_number(page, number: int) -> None:
    open_expander(page, tr("ko", "yg_settings"))  # 게임 번호는 설정 상자 안에 있다
    box = page.locator(".st-key-yg_number input")
    box.fill(str(number))
    box.press("Enter")
    settle(page)
    page.wait_for_function(
        "n => document.querySelector('.st-key-yg_number input').value === String(n)",
        arg=number,
    )


def tap_guess(page, code: str, prefix: str = "yg") -> None:
    """자판으로 한 글자씩 누르고 (화면에 적힐 때마다 확인) 부르기를 누른다. prefix: 자판의 열쇠
    앞부분 (대결은 du: 비밀을 적는 ● 도 한 글자로 센다)."""
    for i, symbol in enumerate(code):
        page.locator(f".st-key-seq-{prefix}_key_{symbol} button").click()
        page.wait_for_function(
            "([p, n]) => { const c = document.querySelector(`.st-key-${p}_entry code`);"
            " return c && c.innerText.replace(/[ _]/g, '').length === n; }",
            arg=[prefix, i + 1],
        )
    drawn = max(stamps(page, f"{prefix}_submit"))
    human_click(page, turn_button(page, f"{prefix}_submit"))
    page.wait_for_function(
        '([p, drawn]) => { const s = [...document.querySelectorAll(`[class*="st-key-turn-${p}_"]`)]'
        ".flatMap(e => [...e.classList])"
        ".map(c => c.match(new RegExp(`^st-key-turn-${p}_[a-z_]+-(\\\\d+)`)))"
        ".filter(Boolean).map(m => Number(m[1]));"
        " return s.length > 0 && Math.min(...s) > drawn; }",
        arg=[prefix, drawn],
        timeout=60_000,
    )
    settle(page)


def last_answer(page) -> str:
    """코치 칸의 '### `123` → 1S 1B' 줄."""
    return page.locator("h3", has_text="→").first.inner_text()


def test_a_whole_game_tapped_on_the_keypad_ends_in_the_summary(page, server, snap) -> None:
    open_page(page, server)
    set_number(page, NUMBER)
    tap_guess(page, FIRST)
    value = score(BASEBALL, BASEBALL.parse(FIRST), BASEBALL.parse(SECRET))
    assert last_answer(page) == f"{FIRST} → {answer_label('ko', BASEBALL, value)}"
    assert "2번째 질문" in status_line(page)
    page.locator(f".st-key-yg_bars {Dom.CHART}").wait_for()
    snap(page, "you-guess-coach")
    tap_guess(page, SECRET)
    wait_text(page, tr("ko", "yg_won", n=2, code=SECRET))
    # 요약: 턴마다의 표와 차트, 같은 비밀 수에서의 전략 횟수
    page.locator(f".st-key-yg_left {Dom.CHART}").wait_for()
    strategy = CodeGame("baseball3", secret=SECRET)
    while not strategy.over:
        strategy.step()
    wait_text(page, f"나: 2번 · 미니맥스 (Knuth): 같은 비밀 수에 {len(strategy.turns)}번")
    # 분석, 기록, 요약: 데이터 격자 (st.dataframe) 가 아닌 작은 Markdown 표
    for key in ("yg_coach", "yg_history", "yg_summary"):
        assert page.locator(f".st-key-{key} table").count() == 1, key
    assert page.locator(Dom.DATAFRAME).count() == 0
    assert page.locator(".st-key-yg_keypad").count() == 0  # 끝난 판에는 자판이 없다
    no_error(page)
    snap(page, "you-guess-summary")
    human_click(page, turn_button(page, "yg_new_end"))
    settle(page)
    page.locator(".st-key-yg_keypad button").first.wait_for()
    assert "1번째 질문" in status_line(page)


def test_quick_taps_on_three_keys_write_three_digits(page, cpu, server) -> None:
    # 느린 CPU (cpu4x) 에서는 한 실행 (다시 그리기) 이 길어져 그동안 누름이 여럿 쌓인다
    open_page(page, server)
    keys = [page.locator(f".st-key-seq-yg_key_{d} button") for d in "158"]
    to_center(keys[1])
    quick_taps(page, [spot(k) for k in keys], 60)  # 아주 빠른 손 (실행 하나 안에 여러 번)
    page.wait_for_function(
        "() => { const c = document.querySelector('.st-key-yg_entry code');"
        " return c && c.innerText.replace(/[ _]/g, '').length === 3; }",
        timeout=30_000,
    )
    settle(page)
    assert entry(page) == "158"
    no_error(page)


def test_double_tapped_submit_answers_once_and_the_entry_survives_a_language_switch(
    page, cpu, server
) -> None:
    open_page(page, server)
    for i, symbol in enumerate(FIRST):
        page.locator(f".st-key-seq-yg_key_{symbol} button").click()
        page.wait_for_function(
            "n => document.querySelector('.st-key-yg_entry code')"
            ".innerText.replace(/[ _]/g, '').length === n",
            arg=i + 1,
        )
    settle(page)
    submit = turn_button(page, "yg_submit")
    to_center(submit)
    where = spot(submit)
    quick_taps(page, [where, where], 120)
    page.locator("h3", has_text="→").first.wait_for(timeout=60_000)
    settle(page)
    prove_handled(page, "ko")  # 두 번째 누름 (늦게 닿았어도) 이 처리된 뒤에 센다
    assert "2번째 질문" in status_line(page)
    page.locator(".st-key-seq-yg_key_9 button").click()
    settle(page)
    choose_language(page, "en")
    assert "Guess 2" in status_line(page)
    assert entry(page) == "9"  # 적던 글자는 언어를 바꿔도 남는다
    no_error(page)


def test_typed_guess_clears_the_box_and_junk_gets_a_reason(page, server, snap) -> None:
    open_page(page, server)
    box = page.locator(".st-key-yg_text_entry input")
    box.fill("12a")
    page.locator(".st-key-yg_text_submit button").click()
    settle(page)
    wait_text(page, "그 추측은 받을 수 없어요")
    assert "1번째 질문" in status_line(page)
    assert box.input_value() == "12a"  # 잘못 적은 글은 고칠 수 있게 남는다
    box.fill(FIRST)
    page.locator(".st-key-yg_text_submit button").click()
    settle(page)
    page.locator("h3", has_text="→").first.wait_for()
    assert box.input_value() == ""  # 보낸 글은 지운다
    assert page.locator(Dom.ALERT_ERROR).count() == 0
    no_error(page)
    snap(page, "you-guess-typed")


def test_two_windows_with_one_game_number_share_the_secret_not_the_game(browser, server) -> None:
    windows = []
    for _ in range(2):
        context = browser.new_context(viewport={"width": 390, "height": 844}, locale="ko-KR")
        windows.append((context, context.new_page()))
    try:
        one, two = (p for _, p in windows)
        for pg in (one, two):
            open_page(pg, server)
            set_number(pg, NUMBER)
        tap_guess(one, FIRST)
        tap_guess(two, FIRST)
        assert last_answer(one) == last_answer(two)  # 같은 비밀 수의 같은 대답
        tap_guess(one, SECRET)
        wait_text(one, tr("ko", "yg_won", n=2, code=SECRET))
        # 둘째 창은 그대로 2번째 질문: 판은 창마다 따로다
        assert re.match(r"2번째 질문", status_line(two))
        tap_guess(two, SECRET)
        wait_text(two, tr("ko", "yg_won", n=2, code=SECRET))
    finally:
        for context, _ in windows:
            context.close()
