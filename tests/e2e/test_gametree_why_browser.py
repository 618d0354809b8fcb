"""게임 나무 페이지의 'AI가 고른 방법', 폰의 진짜 브라우저에서: 접혀 있어 판이 첫 화면에 남고, 열면
AI 가 해 본 수를 한 수씩 판 위에 보이며, 읽는 이에게 WCAG A · AA 위반이 없다."""

from __future__ import annotations

from contextlib import suppress

import pytest
from conftest import require
from pageops import (
    Dom,
    close_sidebar,
    heading,
    human_click,
    in_first_screen,
    no_error,
    open_expander,
    params,
    quick_taps,
    see,
    settle,
    small_targets,
    spot,
    to_center,
    wait_guard,
    wait_next_turn,
    wait_not_running,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_accessibility import AXE, RUN_AXE, TAGS

from solver.gametree.tictactoe_trace import ai_search
from ui.gametree.gametree_model import place
from ui.internals import PLOTLY_HOVER, key_selector
from ui.text import tr
from ui.turns import step_key

pytestmark = pytest.mark.e2e

# 사람 (X) 이 0 과 8 에, AI (O) 가 4 에: AI 가 다시 답한 뒤의 판에서 AI 의 마지막 수를 본다
MOVES = "0,4,8"


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_how_the_ai_chose_folds_under_the_board_and_steps_on_a_board(page, server, snap) -> None:
    require(str(AXE) if AXE.exists() else None, f"axe-core not found at {AXE} (see .ci/run)")
    page.goto(f"{server}/gametree?start=me&moves={MOVES}")
    heading(page, "ko", "gametree").wait_for(timeout=60_000)
    wait_next_turn(page, "gt_cell", -1)
    wait_guard(page)
    settle(page)
    close_sidebar(page)
    assert in_first_screen(page, page.locator(".st-key-gt_board"))
    open_expander(page, tr("ko", "gt_why"))
    forward = page.locator(f".st-key-{step_key('gt_why_forward')} button")
    to_center(forward)
    human_click(page, forward, tap=True)
    search = ai_search(("X", None, None, None, "O", None, None, None, "X"))
    total = len(search.tried)
    page.get_by_text(tr("ko", "gt_why_step", k=1, n=total)).wait_for()
    settle(page)
    board = page.locator(".st-key-gt_why_board")
    assert tr("ko", "gt_why_trying") in board.inner_text()
    assert small_targets(page) == []
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(RUN_AXE, TAGS)
    assert not violations, "\n".join(f"{v['id']}: {v['help']} {v['nodes']}" for v in violations)
    no_error(page)
    snap(page, "gametree-why")


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_tapping_a_taken_cell_of_the_score_map_says_who_took_it(page, server) -> None:
    """QA: AI 의 점수 그림에서 돌이 놓인 칸을 누르면 빈 이름표가 떴다."""
    page.goto(f"{server}/gametree?start=me&moves={MOVES}")
    heading(page, "ko", "gametree").wait_for(timeout=60_000)
    wait_next_turn(page, "gt_cell", -1)
    settle(page)
    close_sidebar(page)
    heat = key_selector("gt_heatmap")
    page.locator(f"{heat} {Dom.CHART_SVG}").first.wait_for(timeout=60_000)
    stone = page.locator(f"{heat} svg text", has_text="X").first  # 왼쪽 위 칸의 X (그림 위의 글)
    stone.scroll_into_view_if_needed()
    see(page)
    box = stone.bounding_box()
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    label = page.locator(f"{heat} {PLOTLY_HOVER}").first
    label.wait_for(timeout=30_000)
    assert label.text_content() == tr("ko", "gt_heat_taken", cell=place("ko", 0), stone="X")
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_five_next_taps_a_third_of_a_second_apart_take_five_steps(page, server, cpu) -> None:
    """'AI가 고른 방법' 의 '다음 수' 를 0.3 초 간격으로 다섯 번 누르면 다섯 단계 간다 (알파-베타
    연습의 걸음 단추와 같은 결함: 차례가 바뀐 단추에 떨어진 누름이 말없이 사라졌다)."""
    page.goto(f"{server}/gametree?start=me&moves={MOVES}")
    heading(page, "ko", "gametree").wait_for(timeout=60_000)
    wait_next_turn(page, "gt_cell", -1)
    wait_guard(page)
    settle(page)
    close_sidebar(page)
    open_expander(page, tr("ko", "gt_why"))
    forward = page.locator(f".st-key-{step_key('gt_why_forward')} button")
    to_center(forward)
    settle(page)
    quick_taps(page, [spot(forward)] * 5, 300)
    total = len(ai_search(("X", None, None, None, "O", None, None, None, "X")).tried)
    with suppress(PlaywrightTimeout):  # 오지 않으면 아래의 단언이 몇 단계 갔는지 알린다
        page.get_by_text(tr("ko", "gt_why_step", k=5, n=total)).wait_for(timeout=60_000)
    wait_not_running(page)
    assert params(page).get("why_step") == "5"
    no_error(page)
