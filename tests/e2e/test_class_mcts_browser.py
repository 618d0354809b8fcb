"""MCTS 의 예측 연습을 수업으로, 폰 (390x844, 터치) 의 진짜 브라우저에서: 학생이 방의 링크로 들어와
열 번 예측하면 결과가 한 번 적히고, 새로 고쳐도 맞힌 수가 남고 두 번 적지 않는다."""

from __future__ import annotations

import pytest
from conftest import VIEWPORTS
from pageops import no_error, params, settle, turn_button, wait_guard, wait_next_turn
from test_class_hostile_browser import join_as
from test_mcts_browser import act, step_button

from results.engine import default_sqlite_url, open_engine
from results.records import Activity
from results.store import ClassStore
from solver.gametree import tictactoe
from solver.gametree.mcts_trace import trace_mcts
from ui.classroom.room_settings import RoomSettings
from ui.gametree.mcts_state import PRACTICE_ROUNDS

pytestmark = pytest.mark.e2e

PHONE = [("phone", VIEWPORTS["phone"])]
# 방의 탐색: 삼목 (0, 4, 8), 씨앗 3. 7 부터 뿌리가 고르고 학생은 9 에서만 틀린다
POSITION = (0, 4, 8)
START = tictactoe.EMPTY
for _cell in POSITION:
    START = tictactoe.RULES.apply(START, _cell)
SEARCH = trace_mcts(tictactoe.RULES, START, playouts=30, rng=3).playouts


def on_practice(page) -> None:
    page.wait_for_url("**/mcts?**", timeout=60_000)
    wait_next_turn(page, "mc_node", -1)
    wait_guard(page)
    settle(page)


def predicted(page) -> int:
    text = params(page).get("guesses", "")
    return len(text.split(",")) if text else 0


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_ten_tapped_predictions_are_recorded_once_and_a_reload_keeps_them(page, server) -> None:
    engine = open_engine(default_sqlite_url())
    store = ClassStore(engine)
    query = RoomSettings(Activity.MCTS, seed=3, position=POSITION).query()
    room, token = store.create_room("예측 반", Activity.MCTS, query, hours=1)
    join_as(page, server, room.code, "미나")
    on_practice(page)
    for _ in range(80):
        if predicted(page) >= PRACTICE_ROUNDS:
            break
        guesses = page.locator(".st-key-mc_predict button")
        if guesses.count():
            playout = int(params(page)["playout"])
            chose = SEARCH[playout - 1].select[0].chose
            move = (
                chose if playout != 9 else next(m for m in range(9) if m not in (*POSITION, chose))
            )
            act(page, turn_button(page, "mc_guess", move))
        else:
            act(page, step_button(page, "mc_forward"))
    assert predicted(page) == PRACTICE_ROUNDS
    page.wait_for_function("() => document.body.innerText.includes('예측 9/10')", timeout=30_000)
    page.reload()
    on_practice(page)
    assert predicted(page) == PRACTICE_ROUNDS
    (entry,) = store.entries(room.code, token)
    assert (entry.payload["right"], entry.payload["misses"]) == (9, [9])
    no_error(page)
    engine.dispose()
