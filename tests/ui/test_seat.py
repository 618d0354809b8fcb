"""학생의 자리 (streamlit 없음): 앉기, 방의 활동만 한 번 보내기, 못 보내면 두기, 닫힌 방."""

from __future__ import annotations

from typing import Any

import pytest

from results.records import Activity, ClassError, ClassRefusal, Entry, Play, Room, Student
from ui.classroom.payloads import Finished
from ui.classroom.seat import Seat
from ui.classroom.seat_words import class_text, mine_text, refusal_text, seat_text
from ui.text import tr

ROOM = Room("ROOMCODE23", "3반", Activity.CONNECT4, "", True, 0.0, 3600.0, False)
STUDENT = Student("key-1", ROOM.code, "민지", 1.0)
WON = Finished(Activity.CONNECT4, "a1", {"activity": "connect4", "result": "win"})


class FakeStore:
    """방 하나 · 학생 하나의 저장소. fail: 다음 record 들이 낼 거절 (차례대로)."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, Any]] = {}
        self.fail: list[ClassRefusal] = []
        self.asked = 0

    def room(self, code: object) -> Room:
        self.asked += 1
        if code != ROOM.code:
            raise ClassError(ClassRefusal.NO_ROOM)
        return ROOM

    def student(self, code: str, key: object) -> Student:
        if key != STUDENT.key:
            raise ClassError(ClassRefusal.NO_STUDENT)
        return STUDENT

    def record(self, student: Student, attempt: str, payload: dict[str, Any]) -> bool:
        if self.fail:
            raise ClassError(self.fail.pop(0))
        new = attempt not in self.rows
        self.rows.setdefault(attempt, payload)
        return new

    def public_entries(self, code: str) -> list[Entry]:
        return [Entry("", "", a, p, 0.0) for a, p in self.rows.items()]

    def save_play(self, student: Student, play: Play) -> None:
        self.played = play

    def play(self, student: Student) -> Play | None:
        return getattr(self, "played", None)


def seated(store: FakeStore) -> Seat:
    seat = Seat()
    seat.sit(lambda: store, ROOM.code, STUDENT.key)
    return seat


def test_a_good_link_seats_the_student_and_links_carry_room_and_me() -> None:
    store = FakeStore()
    seat = seated(store)
    assert seat.seated and seat.link() == {"room": ROOM.code, "me": STUDENT.key}
    seat.sit(lambda: store, ROOM.code, STUDENT.key)  # 같은 자리: 저장소에 다시 묻지 않는다
    assert store.asked == 1


@pytest.mark.parametrize(
    ("code", "key", "reason"),
    [
        (ROOM.code, "wrong", ClassRefusal.NO_STUDENT),
        ("NOSUCHROOM", STUDENT.key, ClassRefusal.NO_ROOM),
        (ROOM.code, None, ClassRefusal.NO_STUDENT),
    ],
)
def test_a_bad_link_seats_nobody_and_is_told_once(code, key, reason) -> None:
    seat = Seat()
    seat.sit(lambda: FakeStore(), code, key)
    assert not seat.seated and seat.link() == {}
    assert seat.take_notice() is reason and seat.take_notice() is None


def test_a_down_database_at_the_door_seats_nobody() -> None:
    def down() -> FakeStore:
        raise ClassError(ClassRefusal.DATABASE_DOWN)

    seat = Seat()
    seat.sit(down, ROOM.code, STUDENT.key)
    assert not seat.seated and seat.take_notice() is ClassRefusal.DATABASE_DOWN


def test_the_rooms_activity_is_sent_once() -> None:
    store = FakeStore()
    seat = seated(store)
    seat.finish(WON)
    seat.send(lambda: store)
    seat.finish(WON)  # 새로 그린 실행이 같은 끝을 다시 알린다
    seat.send(lambda: store)
    assert store.rows == {"a1": WON.payload} and seat.recorded == {"a1"} and not seat.pending


def test_another_activity_or_an_unfinished_game_is_not_sent() -> None:
    seat = seated(FakeStore())
    seat.finish(None)
    seat.finish(Finished(Activity.KEEPER, "k", {"activity": "keeper"}))
    assert seat.pending == {}
    unseated = Seat()
    unseated.finish(WON)
    assert unseated.pending == {}


def test_a_down_database_keeps_the_result_until_a_later_send() -> None:
    store = FakeStore()
    seat = seated(store)
    store.fail = [ClassRefusal.DATABASE_DOWN]
    seat.finish(WON)
    seat.send(lambda: store)
    assert seat.pending == {"a1": WON.payload} and store.rows == {}
    seat.send(lambda: store)
    assert seat.pending == {} and store.rows == {"a1": WON.payload}


def test_a_closed_room_drops_the_result_and_takes_no_more() -> None:
    store = FakeStore()
    seat = seated(store)
    store.fail = [ClassRefusal.CLOSED]
    seat.finish(WON)
    seat.send(lambda: store)
    assert seat.pending == {} and seat.recorded == set()
    seat.finish(WON)
    assert seat.pending == {}
    assert seat.take_notice() is ClassRefusal.CLOSED  # 앉은 자리의 거절은 계속 알린다
    assert seat.take_notice() is ClassRefusal.CLOSED
    assert refusal_text("en", ClassRefusal.CLOSED, seated=True) == tr("en", "seat_closed")


def test_the_line_shows_my_result_beside_the_class_once_recorded() -> None:
    store = FakeStore()
    seat = seated(store)
    line = tr("en", "seat_line", title="3반", nickname="민지")
    assert seat_text("en", seat, None) == line
    store.rows["other"] = {"activity": "connect4", "result": "loss"}
    seat.finish(WON)
    seat.send(lambda: store)
    text = seat_text("en", seat, store.public_entries(ROOM.code))
    assert text == f"{line} · you: win · class: 2 finished: 1 won · 0 drawn · 1 lost"


def test_class_medians_count_only_their_own_activity() -> None:
    payloads = [{"activity": "you_guess", "guesses": g} for g in (4, 6, 7)] + [
        {"activity": "keeper", "guesses": 2, "solved": True}
    ]
    assert class_text("en", Activity.YOU_GUESS, payloads) == "3 finished, median 6"
    assert mine_text("ko", payloads[0]) == tr("ko", "seat_guesses", n=4)
    assert class_text("en", Activity.ALPHABETA, []) == "0 finished, median -"
