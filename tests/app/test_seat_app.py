"""학생의 자리 (AppTest): room · me 링크로 앉고, 방의 활동이 끝나면 결과를 한 번 적는다.

방과 학생은 앱과 같은 SQLite 파일 (CLASSROOM_DATA, tests/conftest.py) 에 ClassStore 로 바로 만든다.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from apptest import new_app

from results.engine import default_sqlite_url, open_engine
from results.records import Activity, ClassError, ClassRefusal, Room, Student
from results.store import ClassStore
from solver.codebreaking.variants import get_variant
from ui.codebreaking.you_guess_state import secret_for
from ui.store import Key
from ui.text import tr

GAME = 4242
SECRET = secret_for(get_variant("baseball3"), GAME)
# 끝난 판을 여는 링크 (활동마다)
FINISHED = {
    Activity.YOU_GUESS: ("pages/you_guess.py", {"game": str(GAME), "guesses": SECRET}),
    Activity.KEEPER: ("pages/keeper.py", {"answers": "3S"}),
    Activity.ALPHABETA: (
        "pages/alphabeta.py",
        {"seed": "7", "depth": "2", "branching": "2", "root": "max", "view": "solution"},
    ),
    Activity.TICTACTOE: ("pages/gametree.py", {"start": "me", "moves": "0,3,1,4,2"}),
    Activity.CONNECT4: ("pages/connect4.py", {"start": "me", "moves": "1212121"}),
}


@pytest.fixture
def store() -> Iterator[ClassStore]:
    """앱이 여는 것과 같은 SQLite 파일의 저장소."""
    engine = open_engine(default_sqlite_url())
    yield ClassStore(engine)
    engine.dispose()


def seat_in(store: ClassStore, activity: Activity) -> tuple[Room, str, Student]:
    """방 하나 (활동 activity) 와 그 방에 든 학생: (방, 선생님의 열쇠, 학생)."""
    room, token = store.create_room("3반 수업", activity, "", hours=1)
    return room, token, store.join(room.code, "민지")


def open_seated(activity: Activity, room: Room, student: Student) -> Any:
    """앉은 학생이 끝난 판의 링크를 연다."""
    page, params = FINISHED[activity]
    return new_app(page, direct=True, params=params | {"room": room.code, "me": student.key})


def captions(at: Any) -> str:
    return "\n".join(c.value for c in at.caption)


def test_a_finished_guess_game_is_recorded_once_across_reruns_and_reloads(store) -> None:
    room, token, student = seat_in(store, Activity.YOU_GUESS)
    at = open_seated(Activity.YOU_GUESS, room, student)
    at.run()
    open_seated(Activity.YOU_GUESS, room, student).run()  # 새로 고침: 새 세션, 같은 링크
    (entry,) = store.entries(room.code, token)
    assert entry.student == student.key
    assert entry.payload["guesses"] == 1 and entry.payload["secret"] == SECRET
    line = tr("ko", "seat_line", title=room.title, nickname=student.nickname)
    assert line in captions(at)
    assert tr("ko", "seat_guesses", n=1) in captions(at)  # 내 결과와 반의 결과


def test_links_written_while_seated_carry_room_and_me_but_share_links_do_not(store) -> None:
    room, _, student = seat_in(store, Activity.YOU_GUESS)
    at = open_seated(Activity.YOU_GUESS, room, student)
    assert at.query_params["room"] == room.code and at.query_params["me"] == student.key
    assert at.query_params["game"] == str(GAME)
    shared = [box.value for box in at.text_area]
    assert shared and all(student.key not in text for text in shared)


def test_a_down_database_keeps_the_result_pending_and_the_next_run_sends_it(
    store, monkeypatch
) -> None:
    room, token, student = seat_in(store, Activity.CONNECT4)
    record = ClassStore.record
    calls: list[str] = []

    def down_once(self: ClassStore, *args: Any) -> bool:
        calls.append("record")
        if len(calls) == 1:
            raise ClassError(ClassRefusal.DATABASE_DOWN)
        return record(self, *args)

    monkeypatch.setattr(ClassStore, "record", down_once)
    at = open_seated(Activity.CONNECT4, room, student)
    assert tr("ko", "seat_pending") in captions(at)
    assert len(at.session_state[Key.SEAT].pending) == 1
    assert store.entries(room.code, token) == []
    at.run()
    assert not at.session_state[Key.SEAT].pending
    assert len(store.entries(room.code, token)) == 1
    assert tr("ko", "seat_pending") not in captions(at)


def test_a_closed_room_says_the_result_was_not_recorded(store) -> None:
    room, token, student = seat_in(store, Activity.TICTACTOE)
    store.close(room.code, token)
    at = open_seated(Activity.TICTACTOE, room, student)
    assert [w.value for w in at.warning] == [tr("ko", "seat_closed")]
    assert store.entries(room.code, token) == []


def test_a_wrong_student_key_says_so_and_the_page_plays_unseated(store) -> None:
    room, _, _ = seat_in(store, Activity.YOU_GUESS)
    page, params = FINISHED[Activity.YOU_GUESS]
    at = new_app(page, direct=True, params=params | {"room": room.code, "me": "nobody"})
    assert tr("ko", "seat_bad_student") in [w.value for w in at.warning]
    assert not at.session_state[Key.SEAT].seated
    assert "room" not in at.query_params and "me" not in at.query_params
    assert at.query_params["game"] == str(GAME)  # 페이지는 그대로 열린다


def test_a_seated_student_on_another_activity_page_records_nothing(store) -> None:
    room, token, student = seat_in(store, Activity.KEEPER)
    at = open_seated(Activity.CONNECT4, room, student)
    assert at.session_state[Key.SEAT].seated and not at.session_state[Key.SEAT].pending
    assert store.entries(room.code, token) == []


# 활동마다 끝난 판이 적는 결과의 열쇠 (공통 요약의 약속)
SHAPES = {
    Activity.YOU_GUESS: {
        "variant", "game", "secret", "guesses", "guess_list", "hard", "hints", "skill", "luck"
    },
    Activity.ALPHABETA: {
        "seed", "depth", "branching", "root", "right", "wrong", "wrong_nodes",
        "cutoffs_found", "cutoffs_total", "missed_cuts", "checks",
    },
    Activity.KEEPER: {"variant", "guesses", "contradictions", "solved"},
    Activity.TICTACTOE: {"result", "moves", "ai"},
    Activity.CONNECT4: {"result", "moves", "ai"},
}  # fmt: skip


@pytest.mark.parametrize("activity", list(Activity))
def test_the_end_of_each_activity_records_a_payload_of_its_shape(store, activity) -> None:
    room, token, student = seat_in(store, activity)
    open_seated(activity, room, student)
    (entry,) = store.entries(room.code, token)
    assert entry.payload.keys() == SHAPES[activity] | {"activity"}
    assert entry.payload["activity"] == activity.value
