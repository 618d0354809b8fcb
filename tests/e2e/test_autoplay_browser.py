"""자동 진행 (첫 화면) 을 브라우저에서: 단계마다 판이 그려지고 한 간격은 그대로 보인다, 멈추면 큰
'다음 단계' 가 나오고 한 번 누르면 한 단계, 막대 아래에서 대답을 고르면 그 묶음의 코드가 꼭
그만큼 글로 나온다."""

from __future__ import annotations

import json
import re

import pytest
from pageops import (
    BOARD_CHARTS,
    choose_option,
    human_click,
    in_first_screen,
    is_primary,
    no_error,
    open_paused_autoplay,
    outwait_beats,
    prove_handled,
    settle,
    status_line,
    turn_button,
)

from solver.codebreaking.feedback import possible_answers, score
from solver.codebreaking.variants import get_variant
from ui.codebreaking.autoplay_state import BASE_INTERVAL
from ui.codebreaking.words import answer_label
from ui.text import tr

pytestmark = pytest.mark.e2e

BASEBALL = get_variant("baseball3")
GUESS_LINE = ".st-key-auto_guess h3"


def board(page) -> tuple[int, str]:
    """(몇 번째 질문, 부른 수 줄)."""
    found = re.match(r"Guess (\d+)", status_line(page))
    assert found, status_line(page)
    return int(found.group(1)), page.locator(GUESS_LINE).inner_text()


def test_pausing_shows_the_big_next_step_button_and_a_tap_advances_one_step(
    page, cpu, server, snap
) -> None:
    open_paused_autoplay(page, server)
    step = turn_button(page, "auto_step")
    assert is_primary(step)
    assert step.inner_text().strip().endswith(tr("en", "auto_step"))
    box = step.bounding_box()
    assert box and box["height"] >= 44 and box["width"] >= 160  # 엄지로 누르기 쉬운 큰 단추
    assert in_first_screen(page, step)
    turn, line = board(page)
    code = line.split()[0]

    human_click(page, step)
    page.wait_for_function(
        "([sel, before]) => document.querySelector(sel)?.innerText !== before",
        arg=[GUESS_LINE, line],
    )
    settle(page)
    after_turn, after = board(page)
    if "→" in line:  # 대답을 보던 중: 다음 추측을 부른다 (한 턴 뒤)
        assert after_turn == turn + 1 and "→" not in after
    else:  # 부르던 중: 같은 수의 대답이 온다 (같은 턴)
        assert after_turn == turn and after.startswith(code) and "→" in after
    assert page.locator(".st-key-auto_playing input").is_checked() is False
    no_error(page)
    snap(page, "autoplay-paused-step")


# 판의 두 차트가 처음 다 그려진 때와 부른 수 줄이 바뀐 때들 (브라우저의 시계, ms). 문서보다
# 먼저 심어 매 프레임 본다
BOARD_CLOCK_JS = f"""
window.__board = {{drawn: null, lines: []}};
const look = () => {{
  const now = performance.now();
  const charts = {json.dumps(BOARD_CHARTS)};
  if (__board.drawn === null && charts.every((css) => document.querySelector(css))) {{
    __board.drawn = now;
  }}
  const line = document.querySelector('{GUESS_LINE}')?.innerText ?? null;
  const last = __board.lines.at(-1);
  if (line !== null && (!last || last[1] !== line)) __board.lines.push([now, line]);
  requestAnimationFrame(look);
}};
requestAnimationFrame(look);
"""


def test_each_step_stays_on_screen_a_whole_interval_after_the_board_is_drawn(
    page, cpu, server
) -> None:
    """첫 단계는 판 (두 차트) 이 그려지고 한 간격 뒤에 오고, 단계마다 한 간격은 그대로 보인다.

    타이머가 메시지를 받은 때부터 세던 때는 plotly 를 받는 동안에도 세어, 첫 단계가 차트가
    보이자마자 (데스크톱에서 0.2 초 뒤) 왔다. 느린 폰 (cpu4x) 에서도 같아야 한다.
    """
    page.add_init_script(BOARD_CLOCK_JS)
    page.goto(f"{server}/autoplay?lang=en")
    page.wait_for_function("() => window.__board.lines.length >= 3", timeout=90_000)
    clock = page.evaluate("() => window.__board")
    drawn, lines = clock["drawn"], clock["lines"]
    (first_at, first), (step_at, step), (next_at, _) = lines[:3]
    assert drawn is not None and first_at <= drawn, clock  # 첫 추측은 차트보다 먼저 (또는 같이)
    assert "→" not in first and step.startswith(first.split()[0]) and "→" in step, lines
    interval_ms = BASE_INTERVAL * 1000
    # 박자와 이 시계는 같은 프레임에서 본다: 한 프레임쯤의 어긋남만 봐준다
    assert step_at - drawn >= 0.9 * interval_ms, clock
    assert next_at - step_at >= 0.9 * interval_ms, clock
    no_error(page)


def test_a_paused_board_takes_no_step_however_long_it_waits(page, cpu, server) -> None:
    open_paused_autoplay(page, server)
    turn, line = board(page)
    # 기다림이 곧 시험이다: 박자가 남아 있다면 두 번은 왔을 만큼 (앱의 간격으로, 판이 그려진
    # 때부터 브라우저의 시계로). 그사이 보냈을 단계 요청이 처리된 뒤에 본다
    outwait_beats(page, 2)
    prove_handled(page, "en")
    assert board(page) == (turn, line)
    assert page.locator(".st-key-auto_playing input").is_checked() is False


def history(page) -> list[tuple[int, int]]:
    """기록 표의 (추측 번호, 대답 번호) 들."""
    names = {answer_label("en", BASEBALL, a): a for a in possible_answers(BASEBALL)}
    rows = page.locator(".st-key-auto_history tbody tr").all_inner_texts()
    turns = []
    for row in rows:
        _, guess, answer, *_ = row.split("\t")
        turns.append((BASEBALL.parse(guess.strip()), names[answer.strip()]))
    return turns


def test_choosing_a_bucket_lists_exactly_that_buckets_codes(page, server, snap) -> None:
    open_paused_autoplay(page, server)
    _, line = board(page)
    guess = BASEBALL.parse(line.split()[0])
    turns = history(page)
    if "→" in line:  # 대답을 보는 중이면 마지막 기록이 지금 추측이다: 그 앞의 후보로 나눈다
        turns = turns[:-1]
    cands = [c for c in range(BASEBALL.size) if all(score(BASEBALL, g, c) == a for g, a in turns)]

    box = page.locator('[class*="st-key-auto_bucket_"]')
    choose_option(page, box, None)  # 첫 대답 (남는 수가 있는 것 가운데)
    shown = box.locator("input").input_value()
    label, _, count = shown.rpartition(" · ")
    answer = {answer_label("en", BASEBALL, a): a for a in possible_answers(BASEBALL)}[label]
    expected = sorted(BASEBALL.format(c) for c in cands if score(BASEBALL, guess, c) == answer)

    listing = page.locator(".st-key-auto_bucket_codes p")
    listing.wait_for()
    head = listing.locator("strong").inner_text()
    assert head == tr("en", "bucket_codes", label=label, n=len(expected))
    codes = listing.inner_text().replace(head, "", 1).split()
    assert codes == expected
    assert int(count) == len(expected)
    no_error(page)
    snap(page, "autoplay-bucket")
