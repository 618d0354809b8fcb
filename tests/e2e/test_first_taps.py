"""첫 화면의 그림에서 누른 것은 잃지 않는다 (이슈 43 의 2): Streamlit 이 뜨기 전에 그림의 조작을
누르면 곧바로 '눌렀어요' 로 보이고, 살아 있는 짝이 서면 누른 차례대로 한 번씩 적용된다.

Streamlit 의 자바스크립트를 붙들어 그림만 있는 동안 누르고, 놓아준 뒤 살아 있는 페이지를 본다
(폰 390x844, 이 기계의 빠르기와 4 배 느린 CPU):
- 첫 페이지의 자동 진행 스위치: 넘겨받은 페이지는 자동 진행이 꺼져 첫 질문 그대로다 (누름이
  적용되기 전에 박자가 한 걸음을 가지 않는다).
- 지킴이의 대답 단추: 그 대답이 한 번 적혀 둘째 질문이다.
- 사목의 열 단추: 그 열에 돌이 하나 놓인다.
- 같은 단추를 두 번 누르면 한 번이다. 앞의 누름이 화면을 바꿔 짝이 없어진 누름은 그렇다고 말한다.
- 조작이 아닌 곳 (제목) 을 누르면 '준비 중' 한 줄만 보이고 아무것도 하지 않는다.
"""

from __future__ import annotations

import pytest
from pageops import centre, heading, params, wait_not_running
from test_connect4_browser import moves
from test_first_paint import STREAMLIT_JS

from ui.browser import FIRST_ID, WAIT_CLASS
from ui.codebreaking.autoplay_state import AutoplayState
from ui.text import tr

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.first_visit,
    pytest.mark.parametrize("viewport", ["phone"], indirect=True),
]

HELD = "nbm-f-held"
NOTE = ".nbm-tap-note"


class Held:
    """Streamlit 의 자바스크립트를 붙든 채 연 페이지: 그림만 있다. let_go() 로 놓아준다."""

    def __init__(self, page, url: str) -> None:
        self.page, self.routes = page, []
        page.route(STREAMLIT_JS, lambda route: self.routes.append(route))
        page.goto(url, wait_until="commit")
        page.locator(f"#{FIRST_ID}").wait_for()

    def tap(self, css: str) -> None:
        """그림의 css 를 손가락으로 누르고, 그 누름이 '눌렀어요' 로 보일 때까지 (사람은 본다)."""
        target = self.page.locator(f"#{FIRST_ID} {css}").first
        self.page.touchscreen.tap(*centre(target))
        self.page.wait_for_function(
            "(id) => document.querySelector(`#${id} .nbm-f-held`)", arg=FIRST_ID
        )

    def let_go(self) -> None:
        """Streamlit 을 놓아주고, 그림이 떨어지고 실행이 멈출 때까지."""
        self.page.route(STREAMLIT_JS, lambda route: route.continue_())
        while self.routes:
            self.routes.pop().continue_()
        self.page.locator(f"#{FIRST_ID}").wait_for(state="detached", timeout=120_000)
        wait_not_running(self.page)


def held_line(page) -> str:
    line = page.locator(f"#{FIRST_ID} .{WAIT_CLASS}")
    line.wait_for()
    return line.inner_text()


def test_the_autoplay_switch_tapped_on_the_first_screen_stops_the_play_at_the_first_guess(
    page, server, cpu
) -> None:
    held = Held(page, f"{server}/")
    held.tap('[data-nbm-box="auto_playing"]')
    assert held_line(page) == tr("ko", "first_held")
    held.let_go()
    switch = page.locator(".st-key-auto_playing input")
    assert not switch.is_checked()
    assert page.locator(".st-key-auto_guess h2").inner_text().startswith("1")
    # 박자를 한 번 넘게 기다려도 (빠르기 1x 는 2.5 초) 꺼진 자동 진행은 가지 않는다
    page.wait_for_timeout(3_000)
    assert page.locator(".st-key-auto_guess h2").inner_text().startswith("1")
    assert page.locator(NOTE).count() == 0


def test_a_keeper_answer_tapped_twice_on_the_first_screen_is_answered_once(
    page, server, cpu
) -> None:
    held = Held(page, f"{server}/keeper")
    answer = '[data-nbm-box="turn-keeper_ans-0-4"] button'
    held.tap(answer)
    page.touchscreen.tap(*centre(page.locator(f"#{FIRST_ID} {answer}")))  # 같은 단추를 또
    held.let_go()
    page.wait_for_function("() => new URLSearchParams(location.search).get('answers')")
    assert params(page)["answers"].count(",") == 0  # 대답 하나
    heading(page, "ko", "keeper").wait_for()
    assert page.locator(NOTE).count() == 0


def test_a_connect_four_column_tapped_on_the_first_screen_is_played(page, server, cpu) -> None:
    held = Held(page, f"{server}/connect4")
    held.tap('[data-nbm-box="turn-c4_drop-1-4"] button')
    held.let_go()
    page.wait_for_function("() => new URLSearchParams(location.search).get('moves')")
    assert moves(page).startswith("4")


def test_a_second_tap_whose_control_the_first_tap_took_away_says_so(page, server, cpu) -> None:
    held = Held(page, f"{server}/keeper")
    held.tap('[data-nbm-box="turn-keeper_ans-0-4"] button')
    held.tap('[data-nbm-box="turn-keeper_ans-0-5"] button')  # 첫 대답 뒤에는 없는 단추
    held.let_go()
    note = page.locator(NOTE)
    note.wait_for()
    assert note.inner_text() == tr("ko", "first_gone")
    assert params(page)["answers"].count(",") == 0  # 첫 대답만
    page.touchscreen.tap(20, 400)
    note.wait_for(state="detached")


def test_a_tap_on_words_says_starting_and_does_nothing(page, server) -> None:
    held = Held(page, f"{server}/autoplay?paused=1")
    page.touchscreen.tap(*centre(page.locator(f"#{FIRST_ID} h1")))
    assert held_line(page) == tr("ko", "first_starting")
    held.let_go()
    assert page.locator(".st-key-auto_guess h2").inner_text().startswith("1")
    assert "step=" not in page.url


def test_two_controls_tapped_on_the_first_screen_are_applied_in_order(page, server, cpu) -> None:
    """빠르기 (조각 단추) 를 고르고 '다음 단계' 를 누르면: 둘 다, 그 차례로, 한 번씩."""
    held = Held(page, f"{server}/autoplay?paused=1")
    held.tap('[data-nbm-box="auto_speed"] .nbm-f-seg:has-text("2x")')
    held.tap('[data-nbm-box^="turn-auto_step"] button')
    held.let_go()
    page.wait_for_function("() => new URLSearchParams(location.search).get('step') === '1'")
    label = page.locator(".st-key-auto_speed label").first.inner_text()
    assert label == tr("ko", "auto_speed", seconds=f"{AutoplayState().interval / 2:g}")
    assert page.locator(NOTE).count() == 0
