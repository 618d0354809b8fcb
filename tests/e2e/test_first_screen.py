"""폰의 첫 화면 (390x844, 스크롤하지 않은 채) 에 게임이 있고, 본문의 누를 것은 모두 44 px 이상이다.

페이지마다 그 페이지의 '게임' (누르고 보는 것) 을 고른다. 데스크톱 (1280x800) 에서도 누를 것의
크기는 같다.
"""

from __future__ import annotations

import pytest
from pageops import (
    close_sidebar,
    heading,
    in_first_screen,
    no_error,
    settle,
    small_targets,
)

pytestmark = pytest.mark.e2e

# 주소 → (열 주소의 질의, 첫 화면에 통째로 있어야 할 것들)
GAME = {
    # 상태 줄과 부른 수 · 대답, 후보 격자 (자동 진행은 열자마자 혼자 돈다)
    "autoplay": ("", ["h2", ".st-key-auto_guess", ".st-key-auto_grid"]),
    "keeper": ("", ["h1", ".st-key-keeper_answers"]),
    # 진행 중인 판: 마지막 대답 (자판 바로 위 기록) 과 자판 (부르기 단추까지)
    "you_guess": ("?game=4242&guesses=123,456,789", [".st-key-yg_recent", ".st-key-yg_keypad"]),
    "gametree": ("?start=me", [".st-key-gt_board"]),
    # 나무 전체 (깊이 3, 잎 8 개: 기본 모양)
    "alphabeta": ("?seed=23", ['[class*="st-key-ab_tree_d"]']),
    # 열 단추 일곱과 6 x 7 판
    "connect4": ("?start=me&moves=4453", [".st-key-c4_board"]),
}


@pytest.mark.parametrize("url", list(GAME))
def test_the_game_is_on_the_first_phone_screen_and_targets_are_44_px(
    page, server, viewport, url: str, snap
) -> None:
    query, parts = GAME[url]
    page.goto(f"{server}/{url}{query}")
    heading(page, "ko", url).wait_for(timeout=60_000)
    for selector in parts:
        page.locator(selector).first.wait_for(timeout=60_000)
    settle(page)
    close_sidebar(page)
    if viewport[0] == "phone":
        for selector in parts:
            assert in_first_screen(page, page.locator(selector).first), selector
    assert small_targets(page) == []
    no_error(page)
    snap(page, f"first-screen-{url}")
