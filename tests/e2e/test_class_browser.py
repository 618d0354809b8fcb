"""수업을 진짜 브라우저의 폰 (390x844) 들에서: 선생님이 방을 만들고 판을 열어 두면, 학생 셋이 학생의
링크로 들어와 '내가 맞히기' 를 끝내고, 판은 새로 고침 없이 셋의 결과를 보인다. 판의 열쇠를 뺀
링크로는 판을 볼 수 없고, 내려받은 CSV 는 판의 표 그대로다. 결과가 찬 판과 학생의 끝난 화면에
axe-core 가 찾는 WCAG A/AA 위반이 없다.

사람처럼 누른다 (pageops.human_click: 보이고 칠해진 뒤 반응 시간만큼). 빠르기에 민감하므로 CPU
그대로와 4 배 느리게 (cpu: 선생님의 페이지, 학생의 페이지도 같은 배율) 돈다.
"""

from __future__ import annotations

import csv
import io

import pytest
from conftest import VIEWPORTS, new_phone, require, slow_cpu
from pageops import (
    Dom,
    close_sidebar,
    heading,
    human_click,
    no_error,
    params,
    settle,
    text_guess,
    turn_button,
    wait_guard,
    wait_not_running,
)
from test_accessibility import AXE, RUN_AXE, TAGS

from solver.codebreaking.variants import get_variant
from ui.codebreaking.you_guess_state import secret_for
from ui.text import tr

pytestmark = pytest.mark.e2e

PHONE = [("phone", VIEWPORTS["phone"])]
# 학생마다 (별명, 맞히기 전에 부르는 틀린 수의 개수)
STUDENTS = (("민지", 0), ("준호", 1), ("서연", 2))
TABLE_JS = """() => [...document.querySelectorAll('.st-key-cls_table tr')]
  .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.innerText.trim()))"""


def phone(browser, rate: float):
    """새 학생 (새 문맥) 의 폰 페이지, CPU 를 rate 배 느리게."""
    context = new_phone(browser)
    page = context.new_page()
    page.set_default_timeout(60_000)
    if rate != 1:
        slow_cpu(page, rate, boot=False)
    return context, page


def open_class(page, url: str) -> None:
    page.goto(url)
    heading(page, "ko", "class").wait_for(timeout=60_000)
    wait_not_running(page)
    close_sidebar(page)


def make_room(page, server: str) -> tuple[str, str]:
    """선생님: 방 이름을 적고 '방 만들기' 를 눌러 (학생의 링크, 판의 링크) 를 받는다."""
    open_class(page, f"{server}/class")
    wait_guard(page)
    title = page.locator(".st-key-cls_title input")
    title.fill("3반 숫자 야구")
    title.press("Enter")
    settle(page)
    human_click(page, turn_button(page, "cls_make"), tap=True)
    page.locator(str(Dom.CODE)).nth(1).wait_for()
    wait_not_running(page)
    student_link, board_link = (
        t.strip() for t in page.locator(f"{Dom.CODE} code").all_inner_texts()[:2]
    )
    return student_link, board_link


def join_and_play(page, link: str, nickname: str, wrong: int) -> None:
    """학생: 링크를 열어 별명으로 들어가고, 틀린 수 wrong 개 뒤에 비밀 수를 부른다."""
    open_class(page, link)
    wait_guard(page)
    box = page.locator(".st-key-cls_nickname input")
    box.fill(nickname)
    box.press("Enter")
    settle(page)
    human_click(page, turn_button(page, "cls_join"), tap=True)
    heading(page, "ko", "you_guess").wait_for(timeout=60_000)
    page.wait_for_function("() => new URLSearchParams(location.search).has('me')")
    wait_not_running(page)
    close_sidebar(page)
    got = params(page)
    variant = get_variant(got["variant"])
    secret = secret_for(variant, int(got["game"]))
    others = [c for c in ("123", "456", "789", "147") if c != secret]
    for guess in [*others[:wrong], secret]:
        text_guess(page, guess)
    page.get_by_text(f"{nickname}").first.wait_for()  # 맨 위 한 줄: 방 · 별명 · 내 결과
    no_error(page)


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_a_teacher_and_three_students_on_phones_see_one_live_board(
    page, server, browser, cpu, snap
) -> None:
    student_link, board_link = make_room(page, server)
    assert "token=" not in student_link and "token=" in board_link
    open_class(page, board_link)
    page.locator(".st-key-cls_counts").wait_for()
    page.evaluate("() => { window.__sameBoard = true; }")  # 새로 고치면 사라진다
    contexts = []
    try:
        for i, (nickname, wrong) in enumerate(STUDENTS):
            if i:  # 끝낸 학생은 폰을 내려놓는다 (느린 CPU 의 흉내는 열린 페이지마다 코어를 먹는다)
                contexts.pop().close()
            context, student = phone(browser, cpu)
            contexts.append(context)
            join_and_play(student, student_link, nickname, wrong)
        snap(student, "class-student-done")
        # 판은 조각만 몇 초마다 다시 읽는다: 새로 고침 없이 셋의 결과가 보인다
        done = tr("ko", "cls_counts", joined=3, finished=3)
        page.locator(".st-key-cls_counts", has_text=done).wait_for(timeout=60_000)
        assert page.evaluate("() => window.__sameBoard === true")
        page.locator(".st-key-cls_table").wait_for()
        table = page.evaluate(TABLE_JS)
        names = {row[0]: row for row in table[1:]}
        assert set(names) == {name for name, _ in STUDENTS}, table
        for name, wrong in STUDENTS:
            assert names[name][1] == str(wrong + 1), table  # 부른 횟수
        no_error(page)
        snap(page, "class-board")
        # 결과가 찬 판과 학생의 끝난 화면: WCAG A/AA 위반이 없다
        require(str(AXE) if AXE.exists() else None, f"axe-core not found at {AXE} (see .ci/run)")
        for shown in (page, student):
            shown.add_script_tag(path=str(AXE))
            violations = shown.evaluate(RUN_AXE, TAGS)
            assert not violations, violations
        # CSV 는 판의 표에 '뺌' 열을 더한 것 (열 이름과 줄; 시간은 '+' 없는 시:분:초)
        with page.expect_download() as caught:
            human_click(page, page.locator(".st-key-cls_csv button"), tap=True)
        text = caught.value.path().read_text(encoding="utf-8-sig")
        sheet = list(csv.reader(io.StringIO(text)))
        assert sheet[0] == [*table[0], tr("ko", "cls_col_removed")]
        time = table[0].index(tr("ko", "cls_col_time"))
        for got, shown in zip(sheet[1:], table[1:], strict=True):
            assert got[-1] == tr("ko", "cls_no")
            assert got[time].endswith(shown[time].lstrip("+")), (got, shown)
            assert got[:time] == shown[:time] and got[time + 1 : -1] == shown[time + 1 :]
        # 판의 열쇠를 뺀 링크 (학생이 잘라 낸 것) 와 바꾼 열쇠: 판은 없다. 든 적 없는 기기로 (든
        # 학생의 폰은 들어오기 링크에서 제 자리로 간다)
        stranger, _ = phone(browser, 1)
        contexts.append(stranger)
        peek = stranger.new_page()
        open_class(peek, board_link.split("&token=")[0])
        peek.locator(".st-key-cls_nickname").wait_for()  # 들어오기 폼이지 판이 아니다
        assert peek.locator(".st-key-cls_counts, .st-key-cls_table").count() == 0
        open_class(peek, board_link[:-3] + "xyz")
        peek.locator(str(Dom.ALERT), has_text=tr("ko", "cls_err_bad_token")).wait_for()
        assert peek.locator(".st-key-cls_counts, .st-key-cls_table").count() == 0
        no_error(peek)
    finally:
        for context in contexts:
            context.close()
