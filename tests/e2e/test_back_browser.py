"""뒤로 가기는 판의 수를 잃지 않는다, 바쁜 폰에서도.

찾은 문제 (부하 아래 7번 중 2번): 123 을 부르고 · 힌트 · 456 을 부르고 · 7 8 을 적고 · 새로
고치고 · 메뉴로 지킴이 페이지를 열어 한 번 대답하고 · 뒤로 가면
/you_guess?...&game=321&keeper=secret 의 1번째 질문이었다 (두 수와 힌트가 사라졌다; 기대는
guesses=123,456&hints=2). CPU 그대로와 4 배 느리게 돈다.
"""

from __future__ import annotations

import pytest
from pageops import (
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
    wait_guard,
)

from solver.codebreaking.feedback import score
from solver.codebreaking.variants import get_variant
from ui.codebreaking.you_guess_state import secret_for

pytestmark = pytest.mark.e2e

BASEBALL = get_variant("baseball3")
NUMBER = 321


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_back_from_the_keeper_page_keeps_the_guesses_and_the_hint(page, server, cpu) -> None:
    secret = secret_for(BASEBALL, NUMBER)
    first, second = [c for c in ("123", "456", "789") if c != secret][:2]
    page.goto(f"{server}/you_guess?game={NUMBER}")
    heading(page, "ko", "you_guess").wait_for(timeout=60_000)
    wait_guard(page)
    settle(page)
    close_sidebar(page)
    text_guess(page, first)
    human_click(page, turn_button(page, "yg_hint"))
    page.wait_for_function("() => new URLSearchParams(location.search).get('hints') === '2'")
    settle(page)
    text_guess(page, second)
    for digit in "78":
        human_click(page, page.locator(f".st-key-seq-yg_key_{digit} button"))
        settle(page)
    want = {"guesses": f"{first},{second}", "hints": "2", "game": str(NUMBER)}
    assert {k: params(page).get(k) for k in want} == want
    page.reload()
    heading(page, "ko", "you_guess").wait_for(timeout=60_000)
    settle(page)
    assert {k: params(page).get(k) for k in want} == want
    follow_nav(page, "ko", "keeper")
    settle(page)
    close_sidebar(page)
    shown = page.locator(".st-key-keeper_guess strong").inner_text().strip()
    value = score(BASEBALL, BASEBALL.parse(shown), BASEBALL.parse("719"))
    human_click(page, turn_button(page, "keeper_ans", value))
    page.wait_for_function("() => new URLSearchParams(location.search).get('answers')")
    settle(page)
    page.go_back()
    heading(page, "ko", "you_guess").wait_for(timeout=60_000)
    settle(page)
    assert path_of(page).endswith("/you_guess")
    page.wait_for_function(
        "w => new URLSearchParams(location.search).get('guesses') === w", arg=want["guesses"]
    )
    assert {k: params(page).get(k) for k in want} == want
    assert status_line(page).startswith("3번째 질문")
    no_error(page)
