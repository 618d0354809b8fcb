"""빠른 두 번째 동작이 판을 되돌리지 않는다 (이슈 14 의 2): 동작 하나, 그리고 0.1-0.4 초 뒤의 다른
동작. 두 번째 동작의 요청은 앞 실행이 새 주소를 쓰기 전의 주소를 들고 오는데, 그것을 새 링크로
보면 판이 지난 주소로 되돌아갔다. 끝나면 주소와 화면이 같은 판을 말하고 잃은 것이 없어야 한다.

페이지마다 CPU 를 그대로 · 4 배 느리게 두 번 돈다 (cpu 고정물): 기계의 빠르기가 결과를 바꾸지
않게. 두 번 누름과 달리 여기의 두 동작은 서로 다른 단추라 둘 다 사람이 일부러 한 것이다.
"""

from __future__ import annotations

import re

import pytest
from pageops import (
    Dom,
    close_sidebar,
    heading,
    human_click,
    no_error,
    open_options,
    open_paused_autoplay,
    params,
    prove_handled,
    quick_taps,
    settle,
    spot,
    stamps,
    status_line,
    to_bottom,
    to_center,
    turn_button,
    wait_guard,
    wait_next_turn,
)

from ui.codebreaking.autoplay_state import AutoplayState
from ui.codebreaking.words import answerer_title
from ui.text import tr

pytestmark = pytest.mark.e2e

CRUMBS = ".st-key-tree_crumbs button"


def gap_ms(page) -> int:
    """두 동작의 간격: 데스크톱 마우스 0.1 초, 폰 엄지 0.15 초 (이슈의 재현 그대로)."""
    return 150 if (page.viewport_size or {"width": 1280})["width"] < 640 else 100


def in_view(page, locator) -> tuple[float, float]:
    """단추가 화면 안에 있어야 한다 (스크롤 없이 누를 자리)."""
    x, y = spot(locator)
    size = page.viewport_size
    assert size and 0 < x < size["width"] and 0 < y < size["height"], (x, y)
    return x, y


def idle(page, lang: str) -> None:
    """두 동작의 실행이 모두 끝나고 브라우저가 받은 주소를 쓸 때까지: 뒤에 보낸 요청 (언어를
    바꿨다 되돌리기) 의 화면이 다 그려졌으면 그 앞의 두 동작은 처리됐다 (pageops.prove_handled)."""
    prove_handled(page, lang)


# --- 직접 맞히기: 부르기, 그리고 '남은 후보 수 보기' ------------------------------------------


def type_code(page, code: str) -> None:
    for i, symbol in enumerate(code):
        page.locator(f".st-key-seq-yg_key_{symbol} button").click()
        page.wait_for_function(
            "n => { const c = document.querySelector('.st-key-yg_entry code');"
            " return c && c.innerText.replace(/[ _]/g, '').length === n; }",
            arg=i + 1,
        )
    settle(page)


def entry(page) -> str:
    """적는 중인 추측 (밑줄과 빈칸을 뺀 것)."""
    return page.locator(".st-key-yg_entry code").inner_text().replace(" ", "").replace("_", "")


@pytest.mark.phone_only
def test_you_guess_guess_then_a_quick_backspace_keeps_the_guess(page, cpu, server) -> None:
    """부르기 0.1-0.15 초 뒤 바로 옆의 지우기: 부른 수는 남고, 주소와 화면이 같다.

    (이슈의 두 번째 동작 '남은 후보 수 보기' 는 이제 설정 상자 안에 있어 첫 화면에 없다: 첫 화면에서
    부르기 옆에 있는 단추로 같은 순서를 만든다. 다 채운 자판의 숫자 단추는 꺼져 있다.)
    """
    page.goto(f"{server}/you_guess?lang=en&game=4242&guesses=123")
    heading(page, "en", "you_guess").wait_for(timeout=60_000)
    page.locator(".st-key-yg_keypad button").first.wait_for(timeout=60_000)
    settle(page)
    wait_guard(page)
    close_sidebar(page)
    for n, code in enumerate(("456", "789"), start=2):
        type_code(page, code)
        submit = turn_button(page, "yg_submit")
        backspace = page.locator(".st-key-seq-yg_backspace button")
        to_center(submit)
        quick_taps(page, [in_view(page, submit), in_view(page, backspace)], gap_ms(page))
        idle(page, "en")
        guesses = ["123", "456", "789"][:n]
        assert params(page)["guesses"] == ",".join(guesses)
        status = status_line(page)
        assert status.startswith(f"Guess {n + 1}"), status
        recent = page.locator(".st-key-yg_recent").inner_text()
        assert recent.count("→") == n and code in recent  # 짧은 기록에도 부른 수가 있다
        assert entry(page) == ""  # 부른 뒤의 지우기는 빈 칸에서 아무것도 지우지 않는다
    no_error(page)


# --- 나무 탐색: 두 칸을 0.1 초 간격으로 -----------------------------------------------------


def child_boxes(page) -> list[dict]:
    """그림의 오른쪽 칸 줄 (지금 마디의 자식들; 그림은 옆으로 누웠다) 칸들, 큰 것부터."""
    boxes = [
        b
        for b in (s.bounding_box() for s in page.locator(f"{Dom.CHART} {Dom.CHART_SLICE}").all())
        if b and b["height"] > 0
    ]
    columns = sorted({round(b["x"]) for b in boxes})
    return sorted((b for b in boxes if round(b["x"]) == columns[1]), key=lambda b: -b["height"])


@pytest.mark.phone_only
def test_tree_two_quick_box_taps_leave_url_and_screen_at_one_node(page, cpu, server) -> None:
    page.goto(f"{server}/tree")
    heading(page, "ko", "tree").wait_for(timeout=60_000)
    page.locator(f"{Dom.CHART} {Dom.CHART_SLICE}").first.wait_for(timeout=60_000)
    settle(page)
    close_sidebar(page)
    page.locator(Dom.CHART).first.scroll_into_view_if_needed()
    first, second = child_boxes(page)[:2]
    spots = [(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2) for b in (first, second)]
    quick_taps(page, spots, 100)
    idle(page, "ko")
    node = [n for n in params(page).get("node", "").split(",") if n]
    assert node, "the first tap went nowhere"
    assert page.locator(CRUMBS).count() == len(node) + 1  # 화면의 길 = 주소의 길
    crumbs = page.locator(CRUMBS).all_inner_texts()
    assert len(crumbs) == len(node) + 1
    no_error(page)


# --- 지킴이: 대답, 그리고 0.4 초 뒤의 다른 대답 ---------------------------------------------


def keeper_status(page) -> tuple[int, int]:
    """상태 줄 'n번째 질문 · 후보 m개' 의 (n, m)."""
    text = status_line(page)
    found = re.match(r"(\d+)번째 질문 · 후보 (\d+)개", text)
    assert found, text
    return int(found.group(1)), int(found.group(2))


@pytest.mark.phone_only
def test_keeper_answer_then_another_tap_keeps_url_and_screen_together(page, cpu, server) -> None:
    page.goto(f"{server}/keeper")
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    wait_next_turn(page, "keeper_ans", -1)
    settle(page)
    wait_guard(page)
    close_sidebar(page)
    primary = page.locator(f".st-key-keeper_answers {Dom.PRIMARY}")
    to_center(primary.first)
    spots = [in_view(page, primary.nth(0)), in_view(page, primary.nth(1))]
    quick_taps(page, spots, 400)
    idle(page, "ko")
    turn, _ = keeper_status(page)
    answers = [a for a in params(page).get("answers", "").split(",") if a]
    assert turn == len(answers) + 1 and turn >= 2  # 첫 대답은 늘 들리고, 주소가 화면과 같다
    # 새 단추가 나타나고 0.4 초 뒤에 일부러 누른 대답은 늘 들린다
    drawn = max(stamps(page, "keeper_ans"))
    human_click(page, page.locator(f".st-key-keeper_answers {Dom.PRIMARY}").first)
    wait_next_turn(page, "keeper_ans", drawn, done=Dom.ALERT)
    idle(page, "ko")
    after = [a for a in params(page).get("answers", "").split(",") if a]
    assert len(after) == len(answers) + 1
    assert keeper_status(page)[0] in (turn + 1, turn)  # 맞혔으면 질문 수는 그대로
    no_error(page)


# --- 자동 진행: 두 컨트롤을 0.1-0.15 초 간격으로 ---------------------------------------------
# (판을 새로 여는 선택 (미니맥스 · 대답하는 쪽) 은 판 아래에 모여 있다: '다음 단계' 와는 한 화면에
# 없으므로, 붙어 있는 두 선택과 판 위의 빠르기 · 다음 단계를 각각 잇달아 누른다)


@pytest.mark.phone_only
def test_autoplay_speed_then_a_quick_step_keeps_the_speed_and_takes_one_step(
    page, cpu, server
) -> None:
    open_paused_autoplay(page, server)
    before = int(params(page).get("step", "0"))
    fast = page.locator(".st-key-auto_speed button", has_text="2x").first
    step = turn_button(page, "auto_step")
    to_center(step)
    quick_taps(page, [in_view(page, fast), in_view(page, step)], gap_ms(page))
    idle(page, "en")
    assert int(params(page)["step"]) == before + 1  # 한 단계, 한 번
    label = page.locator(".st-key-auto_speed label").first.inner_text()
    assert label == tr("en", "auto_speed", seconds=f"{AutoplayState().interval / 2:g}")
    no_error(page)


@pytest.mark.parametrize("viewport", ["desktop"], indirect=True)
def test_autoplay_keeper_choice_then_a_quick_minimax_switch_keeps_both(page, cpu, server) -> None:
    """대답하는 쪽을 고르고 0.1 초 뒤 미니맥스 끄기: 둘 다 새 판을 열지만 둘 다 남는다 (목록에서
    고르기는 마우스로: 폰 흉내의 터치 변환은 목록 고르기를 1 초 가까이 미룬다)."""
    open_paused_autoplay(page, server)
    box = page.locator('[class*="st-key-auto_keeper_"]')
    to_bottom(box)  # 고르는 상자는 판 아래: 목록이 위로 열린다
    option = open_options(page, box, answerer_title("en", "evil"))
    switch = page.locator(".st-key-auto_minimax label").first
    quick_taps(page, [in_view(page, option), in_view(page, switch)], gap_ms(page))
    idle(page, "en")
    assert params(page)["keeper"] == "evil"
    assert params(page)["strategy"] == "random"  # 미니맥스 끔 = 아무 후보나
    shown = page.locator('[class*="st-key-auto_keeper_"] input').input_value()
    assert shown == answerer_title("en", "evil")
    assert not page.locator(".st-key-auto_minimax input").is_checked()
    no_error(page)
