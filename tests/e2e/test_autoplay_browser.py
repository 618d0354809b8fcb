"""자동 진행 (첫 화면) 을 브라우저에서: 멈추면 큰 '다음 단계' 가 나오고 한 번 누르면 한 단계,
막대 아래에서 대답을 고르면 그 묶음의 코드가 꼭 그만큼 글로 나온다."""

from __future__ import annotations

import re

import pytest
from pageops import (
    choose_option,
    human_click,
    in_first_screen,
    no_error,
    open_paused_autoplay,
    settle,
    status_line,
    turn_button,
)

from solver.codebreaking.feedback import possible_answers, score
from solver.codebreaking.variants import get_variant
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
    assert step.get_attribute("kind") == "primary"
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
