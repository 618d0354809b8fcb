"""게임 나무 페이지의 'AI가 고른 방법', 폰의 진짜 브라우저에서: 접혀 있어 판이 첫 화면에 남고, 열면
AI 가 해 본 수를 한 수씩 판 위에 보이며, 읽는 이에게 WCAG A · AA 위반이 없다."""

from __future__ import annotations

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
    see,
    settle,
    small_targets,
    stamps,
    to_center,
    turn_button,
    wait_guard,
    wait_next_turn,
)
from test_accessibility import AXE, RUN_AXE, TAGS

from solver.gametree.tictactoe_trace import ai_search
from ui.gametree.gametree_model import place
from ui.internals import PLOTLY_HOVER, key_selector
from ui.text import tr

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
    forward = turn_button(page, "gt_why_forward")
    to_center(forward)
    drawn = max(stamps(page, "gt_why_forward"))
    human_click(page, forward, tap=True)
    wait_next_turn(page, "gt_why_forward", drawn)
    settle(page)
    board = page.locator(".st-key-gt_why_board")
    assert tr("ko", "gt_why_trying") in board.inner_text()
    search = ai_search(("X", None, None, None, "O", None, None, None, "X"))
    total = len(search.tried)
    page.get_by_text(tr("ko", "gt_why_step", k=1, n=total)).wait_for()
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
