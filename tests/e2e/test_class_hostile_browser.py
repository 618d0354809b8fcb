"""수업 페이지, 진짜 폰 (390x844, 터치) 에서 짓궂게: 두 번 누른 만들기 · 들기 · 닫기는 한 번만,
든 뒤의 뒤로 가기와 활동 페이지의 새로 고침은 자리를 지키고 줄을 더 만들지 않는다, 판 중간의
뒤로 가기 · 새로 고침 · 고친 링크가 앉은 판을 잃거나 바꾸지 않는다 (판은 서버가 정한다:
ui/classroom/seat_game), 누를 것은 모두 44 px 이상.

방과 학생은 서버와 같은 SQLite 파일 (tests/conftest.py 의 CLASSROOM_DATA) 에 ClassStore 로 본다.
"""

from __future__ import annotations

import re

import pytest
from conftest import VIEWPORTS
from pageops import (
    Dom,
    close_sidebar,
    human_click,
    no_error,
    params,
    quick_taps,
    settle,
    small_targets,
    spot,
    turn_button,
    wait_guard,
    wait_not_running,
)
from sqlalchemy import func, select
from test_connect4_browser import board_ready, drop, moves

from results.engine import default_sqlite_url, open_engine
from results.records import Activity
from results.schema import rooms
from results.store import ClassStore
from ui.classroom.room_settings import RoomSettings

pytestmark = pytest.mark.e2e

PHONE = [("phone", VIEWPORTS["phone"])]


@pytest.fixture(scope="module")
def store() -> ClassStore:
    return ClassStore(open_engine(default_sqlite_url()))


def open_class(page, server: str, query: str = "") -> None:
    page.goto(f"{server}/class?{query}")
    page.locator(Dom.MAIN).wait_for(timeout=60_000)
    wait_guard(page)
    close_sidebar(page)
    wait_not_running(page)


def join_as(page, server: str, code: str, nickname: str) -> None:
    """학생: 방의 링크를 열고 별명을 적어 '들어가기' 를 (진짜 터치로) 누른다."""
    open_class(page, server, f"room={code}")
    box = page.locator(".st-key-cls_nickname input")
    box.fill(nickname)
    box.press("Enter")
    settle(page)
    human_click(page, turn_button(page, "cls_join"), tap=True)


def double_tap(page, prefix: str) -> None:
    """차례 단추를 80 ms 사이로 두 번 (진짜 터치 자리에 CDP 누름) 누르고 실행이 끝날 때까지."""
    button = turn_button(page, prefix)
    button.evaluate("(e) => e.scrollIntoView({block: 'center'})")
    at = spot(button)
    quick_taps(page, [at, at], 80)
    settle(page)


def room_count(store: ClassStore) -> int:
    with store.engine.connect() as c:
        return c.execute(select(func.count()).select_from(rooms)).scalar_one()


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_a_double_tapped_make_makes_one_room(page, server, store, cpu) -> None:
    open_class(page, server)
    before = room_count(store)
    double_tap(page, "cls_make")
    board = page.get_by_text(re.compile(r"room=\w+&token="))
    board.wait_for(timeout=30_000)  # 선생님은 판 링크를 본다 (만든 방의 열쇠를 잃지 않는다)
    wait_not_running(page)
    assert board.count() == 1 and room_count(store) == before + 1
    no_error(page)


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_a_double_tapped_join_seats_one_student_and_back_keeps_the_seat(
    page, server, store, cpu
) -> None:
    room, _ = store.create_room("짓궂은 반", Activity.CONNECT4, "start=me&ai=ab2&seed=0", hours=1)
    open_class(page, server, f"room={room.code}")
    box = page.locator(".st-key-cls_nickname input")
    box.fill("민수")
    box.press("Enter")
    settle(page)
    double_tap(page, "cls_join")
    page.wait_for_url("**/connect4?**", timeout=60_000)
    wait_not_running(page)
    assert store.joined(room.code) == 1
    seat = params(page)
    assert seat["room"] == room.code and "me" in seat
    page.go_back()  # 뒤로 가기: 학생의 링크가 같은 자리의 활동 페이지로 다시 보낸다
    page.wait_for_url("**/connect4?**", timeout=60_000)
    page.locator(".c4-grid").wait_for(timeout=60_000)
    wait_not_running(page)
    assert params(page)["me"] == seat["me"]
    page.reload()  # 앉은 활동 페이지의 새로 고침: 자리는 그대로, 줄은 하나
    page.locator(".c4-grid").wait_for(timeout=60_000)
    wait_not_running(page)
    assert params(page)["me"] == seat["me"]
    assert store.joined(room.code) == 1
    no_error(page)


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_a_double_tapped_close_closes_once_without_an_error(page, server, store, cpu) -> None:
    room, token = store.create_room("닫을 반", Activity.YOU_GUESS, "game=1", hours=1)
    open_class(page, server, f"room={room.code}&token={token}")
    double_tap(page, "cls_close")
    assert store.room(room.code).closed
    assert page.locator(Dom.ALERT_ERROR).count() == 0
    no_error(page)


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_every_class_page_state_has_thumb_sized_targets(page, server, store) -> None:
    room, token = store.create_room("큰 단추 반", Activity.YOU_GUESS, "game=1", hours=1)
    store.join(room.code, "A")
    found = {}
    for name, query in (
        ("make", ""),
        ("join", f"room={room.code}"),
        ("board", f"room={room.code}&token={token}"),
        ("no room", "room=ZZZZZZZZZZ"),
    ):
        open_class(page, server, query)
        found[name] = small_targets(page)
    open_class(page, server)
    turn_button(page, "cls_make").tap()
    settle(page)
    found["made"] = small_targets(page)
    assert found == {k: [] for k in found}


def on_board(page) -> None:
    """사목 페이지의 판이 서고 실행이 끝날 때까지."""
    page.wait_for_url("**/connect4?**", timeout=60_000)
    board_ready(page)


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_back_reload_and_an_edited_link_never_cost_or_change_the_seated_game(
    page, server, store
) -> None:
    query = RoomSettings(Activity.CONNECT4, start="me", ai="ab1").query()
    room, token = store.create_room("뒤로 반", Activity.CONNECT4, query, hours=1)
    join_as(page, server, room.code, "지훈")
    on_board(page)
    me = params(page)["me"]
    drop(page)
    drop(page)
    played = moves(page)
    assert len(played) == 4

    page.go_back()  # 판 중간의 뒤로 가기: 들어오기 링크가 같은 자리의 같은 판으로 보낸다
    on_board(page)
    assert (params(page)["me"], moves(page)) == (me, played)

    page.reload()  # 새로 고침: 새 세션도 서버가 적어 둔 판을 연다
    on_board(page)
    assert moves(page) == played

    # 링크를 고친 학생: 더 약한 AI 와 이긴 수순을 붙여도 판은 서버의 것이고 그렇다고 한 줄로 말한다
    edited = {**params(page), "ai": "ab2", "moves": "1212121"}
    page.goto(f"{server}/connect4?" + "&".join(f"{k}={v}" for k, v in edited.items()))
    on_board(page)
    assert moves(page) == played and params(page)["ai"] == "ab1"
    notice = page.locator(Dom.ALERT).filter(has_text="moves")
    assert notice.count() == 1 and me not in notice.inner_text()
    assert store.entries(room.code, token) == []
    assert store.joined(room.code) == 1
    no_error(page)


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_reload_then_back_lands_in_the_seat_every_time(page, server, store, cpu) -> None:
    """찾은 문제 (폰, 4 번에 2 번): 든 뒤 활동 페이지를 새로 고치고 뒤로 가면 빈 수업 페이지 (방
    만들기) 에 닿았다. 수업 페이지의 칸이 활동 페이지의 질의를 그대로 들고 올 때였다
    (ui/link_reader.opens_link). 들기마다 칸이 달리 쓰이므로 세 학생이 한 번씩 해 본다."""
    query = RoomSettings(Activity.CONNECT4, start="me", ai="ab1").query()
    room, _ = store.create_room("새로 고침 반", Activity.CONNECT4, query, hours=1)
    for nickname in ("하나", "두리", "세찬"):
        page.context.clear_cookies()  # 기기마다 한 학생처럼 (같은 기기의 세 번째까지는 괜찮다)
        join_as(page, server, room.code, nickname)
        on_board(page)
        me = params(page)["me"]
        page.reload()
        on_board(page)
        page.go_back()
        on_board(page)
        assert params(page)["me"] == me, nickname
    assert store.joined(room.code) == 3
    no_error(page)
