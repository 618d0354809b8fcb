"""기기 쿠키를 진짜 브라우저에서 (AppTest 는 쿠키를 달 수 없다): 서버가 페이지 문서에 단 쿠키가
웹소켓으로 수업 페이지에 닿아, 방에 든 폰이 새 탭 (새 세션) 으로 학생의 링크를 다시 열면 '… 로
이어 하기' 한 번으로 제 자리의 활동 페이지로 간다.

방은 서버와 같은 SQLite 파일 (tests/conftest.py 의 CLASSROOM_DATA) 에 ClassStore 로 만든다.
"""

from __future__ import annotations

import pytest
from conftest import VIEWPORTS
from pageops import (
    Dom,
    close_sidebar,
    heading,
    human_click,
    no_error,
    params,
    turn_button,
    wait_guard,
    wait_not_running,
)
from test_class_hostile_browser import join_as

from results.engine import default_sqlite_url, open_engine
from results.records import Activity
from results.store import ClassStore
from ui.server.middleware import DEVICE_COOKIE

pytestmark = pytest.mark.e2e

SEATED = "() => new URLSearchParams(location.search).has('me')"


@pytest.mark.parametrize("viewport", [("phone", VIEWPORTS["phone"])], ids=["phone"])
def test_a_phone_that_joined_comes_back_to_its_seat_by_its_device_cookie(page, server) -> None:
    store = ClassStore(open_engine(default_sqlite_url()))
    room, _ = store.create_room("쿠키 반", Activity.KEEPER, "variant=baseball3", hours=1)
    link = f"{server}/class?room={room.code}"
    join_as(page, server, room.code, "민지")
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    page.wait_for_function(SEATED)
    me = params(page)["me"]
    (cookie,) = [c for c in page.context.cookies() if c["name"] == DEVICE_COOKIE]
    assert cookie["httpOnly"] and cookie["sameSite"] == "Lax" and cookie["path"] == "/"
    # 같은 폰의 새 탭 (새 세션): 학생의 링크에서 이어 하기 한 번으로 같은 자리로
    again = page.context.new_page()
    again.goto(link)
    again.locator(Dom.MAIN).wait_for(timeout=60_000)
    wait_guard(again)
    close_sidebar(again)
    wait_not_running(again)
    human_click(again, turn_button(again, "cls_resume"), tap=True)
    heading(again, "ko", "keeper").wait_for(timeout=60_000)
    again.wait_for_function(SEATED)
    assert params(again)["me"] == me
    assert again.locator(".st-key-cls_nickname").count() == 0
    assert store.joined(room.code) == 1
    no_error(again)
