"""폰의 첫 화면 (390x844, 스크롤하지 않은 채) 에 게임이 있고, 본문의 누를 것은 모두 44 px 이상이다.

페이지마다 그 페이지의 '게임' (누르고 보는 것) 을 고른다. 데스크톱 (1280x800) 에서도 누를 것의
크기는 같다.
"""

from __future__ import annotations

import pytest
from pageops import (
    BOARD_CHARTS,
    close_sidebar,
    heading,
    in_first_screen,
    no_error,
    scrolling_boxes,
    settle,
    small_targets,
)

from ui.views.autoplay_board import WHY_ANCHOR

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
    # 박자 단추와 작은 판 (playout 12 의 고르기: UCT 의 식이 아홉 줄)
    "mcts": ("?playout=12", [".st-key-mc_steps", ".st-key-mc_board"]),
    # 진행 중인 대결 (머리로 지킨 비밀, 내 차례): 차례 · 남은 후보 줄, AI 의 마지막 추측과 내 기록,
    # 자판 (부르기 단추까지)
    "duel": (
        "?game=7&first=me&keep=head&moves=123,0S1B,456,out,789,2S0B",
        [".st-key-du_status", ".st-key-du_mine", ".st-key-du_keypad"],
    ),
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


# 자동 진행 (첫 페이지) 의 판: 부른 수 (상태 줄과 부른 수), 그 대답별 묶음 막대 (가장 큰 묶음에
# '최악'), 후보 격자. 게임 종류마다 코드 수가 다르다 (504 · 5040 · 1296)
BOARD = [".st-key-auto_guess", ".st-key-auto_bars", ".st-key-auto_grid"]
# 판의 모습: 도는 중 (열자마자), 멈춘 첫 추측 (큰 '다음 단계' 단추가 한 줄 더), 멈춘 둘째 대답,
# 끝난 판 (step 이 판보다 길면 맞힌 자리에서 열고 주소는 맞힌 단계를 쓴다: 그 주소를 다시 연다)
STATES = {
    "playing": "",
    "paused": "&paused=1",
    "answered": "&paused=1&step=3",
    "won": "&paused=1&step=40",
}


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
@pytest.mark.parametrize("state", list(STATES))
@pytest.mark.parametrize("variant", ["baseball3", "bulls4", "mastermind"])
def test_the_pick_its_bucket_bars_and_the_grid_are_on_the_first_phone_screen(
    page, server, variant: str, state: str
) -> None:
    page.goto(f"{server}/autoplay?variant={variant}&game=7{STATES[state]}")
    heading(page, "ko", "autoplay").wait_for(timeout=60_000)
    if state == "won":  # 버린 단계의 알림 없이, 맞힌 단계의 주소로
        page.wait_for_function("() => new URL(location.href).searchParams.get('step') !== '40'")
        page.goto(page.url)
        heading(page, "ko", "autoplay").wait_for(timeout=60_000)
    for drawn in BOARD_CHARTS:
        page.locator(drawn).first.wait_for(timeout=60_000)
    settle(page)
    close_sidebar(page)
    for selector in [".st-key-auto_controls", *BOARD]:
        assert in_first_screen(page, page.locator(selector).first), selector
    assert small_targets(page) == []
    assert scrolling_boxes(page) == []
    no_error(page)


# 닻 (WHY_ANCHOR) 이 든 글의 표: 열 이름 칸마다 [글, 그 글이 놓인 줄 수], 그리고 표의 오른쪽 끝 (px)
WHY_HEADERS_JS = """(anchor) => {
  let box = document.getElementById(anchor);
  while (box && !box.querySelector('table')) box = box.parentElement;
  const table = box.querySelector('table');
  const cells = [...table.querySelectorAll('th')].map((th) => {
    const range = document.createRange();
    range.selectNodeContents(th);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return [th.innerText.trim(), tops.size];
  });
  return [cells, table.getBoundingClientRect().right];
}"""


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_why_table_headers_stay_whole_words_on_one_line_on_a_phone(
    page, server, lang: str
) -> None:
    """'왜 이 수인가' 표의 열 이름이 폰에서 음절로 끊기지 않고 (칸마다 한 줄), 표가 화면 폭에 든다
    (표 안에서 옆으로 스크롤되지 않는다). 둘째 질문: 표에 줄이 여럿이다."""
    page.goto(f"{server}/autoplay?lang={lang}&paused=1&game=7&step=2")
    heading(page, lang, "autoplay").wait_for(timeout=60_000)
    page.locator(f"#{WHY_ANCHOR}").wait_for(state="attached", timeout=60_000)
    settle(page)
    cells, right = page.evaluate(WHY_HEADERS_JS, WHY_ANCHOR)
    assert len(cells) == 5
    assert [name for name, lines in cells if lines != 1] == []
    assert right <= page.viewport_size["width"]
    assert scrolling_boxes(page) == []
    no_error(page)
