"""학생의 자리 (streamlit 없음): 앉기, 방의 활동만 한 번 보내기, 못 보내면 두기, 닫힌 방."""

from __future__ import annotations

from typing import Any

import pytest

from results.records import Activity, ClassError, ClassRefusal, Entry, Play, Room, Student
from ui.classroom.payloads import Finished
from ui.classroom.seat import Seat
from ui.classroom.seat_game import next_fair
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


# --- 기록될 수 있는 판 (ui/classroom/seat_game.next_fair) ------------------------------------

C4 = {"ai": "ab2", "start": "me", "temp": "0", "seed": "0"}


def c4(moves: str, **changes: str) -> dict[str, str]:
    return {**C4, **changes, "moves": moves} if moves else {**C4, **changes}


@pytest.mark.parametrize(
    ("old", "new", "was_fair", "fair"),
    [
        (None, c4(""), True, True),  # 방의 판을 처음 연다
        (c4(""), c4("45"), True, True),  # 사람 하나와 AI 의 답 하나
        (c4("45"), c4("4536"), True, True),
        (c4("45"), c4("453"), True, True),  # AI 가 아직 답하지 않은 실행
        (c4("45"), c4("453621"), True, False),  # 한 실행에 세 수: 링크로 온 수순
        (None, c4("1212121"), True, False),  # 자리에 적힌 판 없이 온 수순
        (c4("4536"), c4("45"), True, False),  # 되돌린 판
        (c4("4536"), c4("4537"), True, False),  # 다른 판
        (c4("45"), c4("4536"), False, False),  # 한 번 기록될 수 없던 판은 끝까지
        (c4("4536"), c4(""), False, True),  # 새 판은 다시 기록될 수 있다
        (c4("4", ai="ab1"), c4("4"), False, True),  # 처음부터의 판 (AI 의 첫 수) 은 설정만 본다
        (c4("45"), c4("4536", ai="ab1"), True, False),  # 판 중간에 AI 를 바꿨다
        (c4("45", ai="ab1"), c4("4536"), False, False),  # 되돌려 놓아도 그 판은 아니다
        (c4(""), c4("", temp="2"), True, False),  # 온도도 방의 설정
    ],
)
def test_a_game_counts_only_from_its_start_move_by_move_with_the_rooms_settings(
    old, new, was_fair, fair
) -> None:
    assert next_fair(Activity.CONNECT4, C4, old, new, was_fair=was_fair) is fair


def test_alpha_beta_marks_count_with_the_rooms_tree_only() -> None:
    room = {"seed": "7", "depth": "2", "branching": "2", "root": "max"}
    marked = {**room, "cut": "0.1", "values": "r=3", "checked": "1"}
    assert next_fair(Activity.ALPHABETA, room, room, marked, was_fair=True)
    assert not next_fair(Activity.ALPHABETA, room, room, {**marked, "seed": "8"}, was_fair=True)


def test_the_seat_keeps_its_game_on_the_server_and_restores_it_on_the_next_sitting() -> None:
    store = FakeStore()
    seat = seated(store)
    assert seat.opening_game() == {}  # 방의 query 가 비었다: 처음 여는 판
    seat.track(c4("45"), lambda: store)
    assert store.played.game == "ai=ab2&moves=45&seed=0&start=me&temp=0"
    assert not store.played.fair  # 방 (query 없음) 의 설정과 다르다
    again = seated(store)
    assert again.game == c4("45") and not again.fair


def test_a_down_database_keeps_the_game_unsaved_until_the_next_run() -> None:
    store = FakeStore()
    seat = seated(store)
    saved = store.save_play

    def down(student: Student, play: Play) -> None:
        raise ClassError(ClassRefusal.DATABASE_DOWN)

    store.save_play = down  # type: ignore[method-assign]
    seat.track(c4("45"), lambda: store)
    assert seat.unsaved and seat.game == c4("45")
    store.save_play = saved  # type: ignore[method-assign]
    seat.track(c4("45"), lambda: store)
    assert not seat.unsaved and store.played.game.endswith("temp=0")


def test_mcts_predictions_count_one_a_run_on_the_rooms_search_only() -> None:
    room = {"game": "tictactoe", "seed": "3", "c": "1.41", "practice": "1"}
    one, two = {**room, "guesses": "7.1"}, {**room, "guesses": "7.1,8.2"}
    assert next_fair(Activity.MCTS, room, room, one, was_fair=True)
    assert next_fair(Activity.MCTS, room, one, two, was_fair=True)
    assert not next_fair(Activity.MCTS, room, room, two, was_fair=True)  # 둘을 한 번에: 링크
    assert not next_fair(Activity.MCTS, room, one, {**two, "seed": "4"}, was_fair=True)
    assert not next_fair(Activity.MCTS, room, one, {**two, "practice": ""}, was_fair=True)


def test_duel_moves_count_two_a_run_with_the_rooms_ai_and_a_typed_secret_only() -> None:
    room = {"variant": "baseball3", "game": "31", "level": "hasty", "first": "me"}
    one, two = {**room, "moves": "456,1S"}, {**room, "moves": "456,1S,789,0S0B"}
    assert next_fair(Activity.DUEL, room, None, room, was_fair=True)
    assert next_fair(Activity.DUEL, room, room, one, was_fair=True)  # 추측과 페이지의 대답
    assert next_fair(Activity.DUEL, room, one, two, was_fair=True)
    assert next_fair(Activity.DUEL, room, one, {**one, "moves": "456,1S,789"}, was_fair=True)
    assert not next_fair(Activity.DUEL, room, room, two, was_fair=True)  # 한 실행에 넷: 링크
    assert not next_fair(Activity.DUEL, room, None, {**room, "moves": "1S"}, was_fair=True)
    for name, value in (("keep", "head"), ("level", "perfect"), ("game", "32")):
        assert not next_fair(Activity.DUEL, room, one, {**two, name: value}, was_fair=True)
    assert not next_fair(Activity.DUEL, room, room, {**room, "variant": "bulls4"}, was_fair=True)


def test_the_duel_line_says_my_result_with_both_counts_and_the_classes_results() -> None:
    mine = {"activity": "duel", "result": "draw", "guesses": 5, "ai_guesses": 5}
    payloads = [mine, {"activity": "duel", "result": "win", "guesses": 4, "ai_guesses": 4}]
    assert mine_text("ko", mine) == "비김 (나 5번 · AI 5번)"
    assert mine_text("en", mine) == "draw (you 5 · AI 5 guesses)"
    other = [{"activity": "connect4", "result": "loss"}]
    assert class_text("en", Activity.DUEL, payloads + other) == (
        "2 finished: 1 won · 1 drawn · 0 lost"
    )
