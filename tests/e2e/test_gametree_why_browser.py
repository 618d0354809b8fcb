"""게임 나무 페이지의 'AI가 고른 방법', 폰의 진짜 브라우저에서: 접혀 있어 판이 첫 화면에 남고, 열면
AI 가 해 본 수를 한 수씩 판 위에 보이며, 읽는 이에게 WCAG A · AA 위반이 없다. 걸음 단추는 빠르게
거듭 누른 것이 모두 한 걸음씩 들고 두 번 누름은 한 걸음이다 (CPU 그대로와 4 배 느리게: cpu)."""

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
    prove_handled,
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
# 그 수를 고를 때 AI 가 해 본 수의 수 (걸음의 끝)
TOTAL = len(ai_search(("X", None, None, None, "O", None, None, None, "X")).tried)


def open_board(page, server: str) -> None:
    """그 판을 열고 화면이 다 그려질 때까지."""
    page.goto(f"{server}/gametree?start=me&moves={MOVES}")
    heading(page, "ko", "gametree").wait_for(timeout=60_000)
    wait_next_turn(page, "gt_cell", -1)
    wait_guard(page)
    settle(page)
    close_sidebar(page)


def step_button(page, name: str):
    """걸음 단추 (ui/turns.step_key: 열쇠에 차례가 없다)."""
    return page.locator(f".st-key-{step_key(name)} button")


def step_count(page, k: int):
    """'해 본 수 k/전체' 글."""
    return page.get_by_text(tr("ko", "gt_why_step", k=k, n=TOTAL))


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_how_the_ai_chose_folds_under_the_board_and_steps_on_a_board(page, server, snap) -> None:
    require(str(AXE) if AXE.exists() else None, f"axe-core not found at {AXE} (see .ci/run)")
    open_board(page, server)
    assert in_first_screen(page, page.locator(".st-key-gt_board"))
    open_expander(page, tr("ko", "gt_why"))
    forward = step_button(page, "gt_why_forward")
    to_center(forward)
    human_click(page, forward, tap=True)
    step_count(page, 1).wait_for(timeout=60_000)
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
def test_five_quick_taps_on_next_take_five_steps(page, server, cpu) -> None:
    """'다음 수' 를 0.3 초 간격으로 다섯 번 누르면 다섯 수를 간다 (QA: 1x 에서도 다섯에 둘을 잃었다:
    단추가 걸음마다 새 차례의 열쇠로 다시 그려져, 그사이의 누름이 막 그려진 단추에 닿아 버려졌다).
    걸음은 줄을 서므로 마지막 걸음이 화면에 올 때까지 기다린다."""
    assert TOTAL >= 5
    open_board(page, server)
    open_expander(page, tr("ko", "gt_why"))
    forward = step_button(page, "gt_why_forward")
    to_center(forward)
    quick_taps(page, [spot(forward)] * 5, 300)
    with suppress(PlaywrightTimeout):  # 오지 않으면 아래의 단언이 몇 걸음 갔는지 알린다
        step_count(page, 5).wait_for(timeout=60_000)
    wait_not_running(page)
    assert params(page).get("why_step") == "5"
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_double_tap_on_next_takes_one_step(page, server, cpu) -> None:
    open_board(page, server)
    open_expander(page, tr("ko", "gt_why"))
    forward = step_button(page, "gt_why_forward")
    to_center(forward)
    quick_taps(page, [spot(forward), spot(forward)], 120)
    prove_handled(page, "ko")
    assert params(page).get("why_step") == "1"
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_tapping_a_taken_cell_of_the_score_map_says_who_took_it(page, server) -> None:
    """QA: AI 의 점수 그림에서 돌이 놓인 칸을 누르면 빈 이름표가 떴다."""
    open_board(page, server)
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
