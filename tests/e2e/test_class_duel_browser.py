"""대결을 수업으로, 폰 (390x844, 터치) 의 진짜 브라우저에서: 학생이 방의 링크로 들어와 자판으로
비밀을 적고 AI 의 비밀을 맞혀 대결을 끝내면 결과가 한 번 적히고, 새로 고쳐도 두 번 적지 않는다."""

from __future__ import annotations

import pytest
from conftest import VIEWPORTS
from pageops import no_error, params, settle, wait_guard
from test_class_hostile_browser import join_as
from test_you_guess_browser import tap_guess

from results.engine import default_sqlite_url, open_engine
from results.records import Activity
from results.store import ClassStore
from solver.codebreaking.duel import duel_secret
from solver.codebreaking.variants import get_variant
from ui.classroom.room_settings import RoomSettings
from ui.text import tr

pytestmark = pytest.mark.e2e

PHONE = [("phone", VIEWPORTS["phone"])]
V = get_variant("baseball3")
GAME = 31


def on_duel(page) -> None:
    page.wait_for_url("**/duel?**", timeout=60_000)
    page.locator(".st-key-du_keypad button").first.wait_for(timeout=60_000)
    wait_guard(page)
    settle(page)


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_a_duel_tapped_in_the_seat_is_recorded_once_and_a_reload_keeps_it(page, server) -> None:
    engine = open_engine(default_sqlite_url())
    store = ClassStore(engine)
    query = RoomSettings(Activity.DUEL, game=GAME, start="me").query()
    room, token = store.create_room("대결 반", Activity.DUEL, query, hours=1)
    join_as(page, server, room.code, "미나")
    on_duel(page)
    tap_guess(page, "123", "du")  # 내 비밀 (숨겨 두고 페이지가 대답한다)
    assert "123" not in params(page).values()  # 비밀은 링크에 없다
    tap_guess(page, V.format(duel_secret(V, GAME)), "du")  # AI 의 비밀을 첫 번에
    mine = tr("ko", "seat_duel", result=tr("ko", "seat_win"), n=1, ai=1)
    page.wait_for_function("t => document.body.innerText.includes(t)", arg=mine, timeout=30_000)
    page.reload()
    page.wait_for_function("t => document.body.innerText.includes(t)", arg=mine, timeout=60_000)
    (entry,) = store.entries(room.code, token)
    assert (entry.payload["result"], entry.payload["guesses"]) == ("win", 1)
    no_error(page)
    engine.dispose()
