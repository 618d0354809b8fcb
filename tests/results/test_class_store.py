"""수업의 저장소 (results/store.py) 를 진짜 SQLite 파일 위에서: 방 · 학생 · 한 번만 적는 결과 ·
선생님의 열쇠 · 닫기 · 지우기 · 데이터베이스가 닿지 않을 때 · 기기의 한도 · 돌아온 학생 · 뺀 학생.
닮은 별명은 tests/results/test_nicknames.py."""

from __future__ import annotations

import hashlib
import json
import threading
from pathlib import Path

import pytest
from sqlalchemy import func, select
from sqlalchemy.exc import OperationalError

from results.engine import open_engine, sqlite_url
from results.keys import CODE_ALPHABET, CODE_LENGTH
from results.nicknames import MAX_NICKNAME
from results.records import Activity, ClassError, ClassRefusal
from results.schema import VERSION, migrate, results
from results.store import MAX_PER_DEVICE, MAX_STUDENTS, ClassStore


class Clock:
    """시험이 움직이는 시계."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(tmp_path: Path, clock: Clock) -> ClassStore:
    return ClassStore(open_engine(sqlite_url(tmp_path / "data" / "c.sqlite")), clock=clock)


def refused(reason: ClassRefusal, work) -> ClassError:
    with pytest.raises(ClassError) as caught:
        work()
    assert caught.value.reason is reason
    return caught.value


def count_rows(store: ClassStore) -> int:
    with store.engine.connect() as db:
        return db.execute(select(func.count()).select_from(results)).scalar_one()


def test_a_room_has_an_unguessable_code_and_a_token_the_store_never_keeps(store) -> None:
    room, token = store.create_room("3반", Activity.YOU_GUESS, "game=7", hours=1)
    assert len(room.code) == CODE_LENGTH and set(room.code) <= set(CODE_ALPHABET)
    assert len(token) >= 32
    with store.engine.connect() as db:
        dumped = json.dumps([list(r) for r in db.exec_driver_sql("SELECT * FROM class_rooms")])
    assert token not in dumped
    codes = {store.create_room("x", Activity.KEEPER, "", hours=1)[0].code for _ in range(50)}
    assert len(codes) == 50


def test_the_board_needs_the_teachers_token(store) -> None:
    room, token = store.create_room("3반", Activity.YOU_GUESS, "game=7", hours=1)
    assert store.check_token(room.code, token) == room
    for junk in ("", "x" * 1000, token[:-1], None, 12, room.code):
        refused(ClassRefusal.BAD_TOKEN, lambda junk=junk: store.entries(room.code, junk))
    refused(ClassRefusal.NO_ROOM, lambda: store.entries("NOSUCHROOM", token))


def test_a_result_is_written_once_per_room_student_and_attempt(store) -> None:
    room, token = store.create_room("3반", Activity.YOU_GUESS, "game=7", hours=1)
    minji = store.join(room.code, "민지")
    assert store.record(minji, "a1", {"guesses": 5}) is True
    assert store.record(minji, "a1", {"guesses": 5}) is False
    assert store.record(minji, "a2", {"guesses": 4}) is True
    entries = store.entries(room.code, token)
    assert [(e.nickname, e.attempt, e.payload) for e in entries] == [
        ("민지", "a1", {"guesses": 5}),
        ("민지", "a2", {"guesses": 4}),
    ]


def test_sixty_students_finishing_at_once_with_double_sends_leave_sixty_rows(store) -> None:
    room, token = store.create_room("3반", Activity.KEEPER, "", hours=1)
    seated = [store.join(room.code, f"s{i}") for i in range(60)]
    firsts: list[bool] = []

    def finish(student) -> None:
        for _ in range(2):  # 두 번 누름: 둘째는 이미 있다
            firsts.append(store.record(student, "once", {"guesses": 6}))

    threads = [threading.Thread(target=finish, args=(s,)) for s in seated]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert firsts.count(True) == 60 and firsts.count(False) == 60
    assert count_rows(store) == 60
    assert store.joined(room.code) == 60 == len(store.entries(room.code, token))


def test_nicknames_are_limited_and_unique_in_a_room(store) -> None:
    room, _ = store.create_room("3반", Activity.KEEPER, "", hours=1)
    assert store.join(room.code, "  김  민지 ").nickname == "김 민지"
    for junk in (
        "",
        "   ",
        "x" * (MAX_NICKNAME + 1),
        "a" * 1000,
        "'; DROP TABLE class_rooms;--",
        "<script>",
        "a\x00b",
        None,
        5,
    ):
        refused(ClassRefusal.BAD_NICKNAME, lambda junk=junk: store.join(room.code, junk))
    error = refused(ClassRefusal.NICKNAME_TAKEN, lambda: store.join(room.code, "김 민지"))
    assert error.values == {"name": "김 민지"}
    assert store.room(room.code).title == "3반"  # 표는 그대로


def test_a_room_stops_taking_students_at_its_limit(store) -> None:
    room, _ = store.create_room("3반", Activity.KEEPER, "", hours=1)
    for i in range(MAX_STUDENTS):
        store.join(room.code, f"s{i}")
    refused(ClassRefusal.ROOM_FULL, lambda: store.join(room.code, "late"))


def test_a_closed_or_expired_room_takes_no_one_and_no_result(store, clock) -> None:
    room, token = store.create_room("3반", Activity.KEEPER, "", hours=1)
    minji = store.join(room.code, "민지")
    clock.now += 3601
    refused(ClassRefusal.CLOSED, lambda: store.join(room.code, "late"))
    refused(ClassRefusal.CLOSED, lambda: store.record(minji, "a", {}))
    other, other_token = store.create_room("4반", Activity.KEEPER, "", hours=1)
    refused(ClassRefusal.BAD_TOKEN, lambda: store.close(other.code, token))
    assert store.close(other.code, other_token).closed
    refused(ClassRefusal.CLOSED, lambda: store.join(other.code, "민지"))
    assert count_rows(store) == 0


def test_a_student_comes_back_by_their_key_only_in_their_room(store) -> None:
    room, _ = store.create_room("3반", Activity.KEEPER, "", hours=1)
    other, _ = store.create_room("4반", Activity.KEEPER, "", hours=1)
    minji = store.join(room.code, "민지")
    assert store.student(room.code, minji.key) == minji
    for code, key in ((other.code, minji.key), (room.code, "junk"), (room.code, None)):
        refused(ClassRefusal.NO_STUDENT, lambda c=code, k=key: store.student(c, k))
    for junk in ("NOSUCHROOM", "", "'; --", None, "x" * 1000):
        refused(ClassRefusal.NO_ROOM, lambda junk=junk: store.room(junk))


def test_students_see_nicknames_only_when_the_teacher_chose_so(store) -> None:
    for show in (True, False):
        room, _ = store.create_room("3반", Activity.KEEPER, "", hours=1, show_names=show)
        store.record(store.join(room.code, "민지"), "a", {"guesses": 5})
        (entry,) = store.public_entries(room.code)
        assert entry.nickname == ("민지" if show else "") and entry.student == ""
        assert entry.payload == {"guesses": 5}


def test_old_rooms_expire_with_their_students_and_results(store, clock) -> None:
    old, _ = store.create_room("old", Activity.KEEPER, "", hours=1)
    store.record(store.join(old.code, "민지"), "a", {})
    clock.now += 8 * 86400
    new, new_token = store.create_room("new", Activity.KEEPER, "", hours=1)
    store.record(store.join(new.code, "민지"), "a", {})
    assert store.expire(7) == 1
    refused(ClassRefusal.NO_ROOM, lambda: store.room(old.code))
    assert len(store.entries(new.code, new_token)) == 1 == count_rows(store)


def test_the_schema_is_versioned_and_migrating_twice_changes_nothing(tmp_path) -> None:
    engine = open_engine(sqlite_url(tmp_path / "c.sqlite"))
    assert migrate(engine) == VERSION == migrate(engine)
    with engine.connect() as db:
        assert db.exec_driver_sql("SELECT version FROM class_schema").all() == [(VERSION,)]
        assert db.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"


def test_a_database_that_does_not_answer_is_retried_then_refused(store) -> None:
    room, _ = store.create_room("3반", Activity.KEEPER, "", hours=1)
    minji = store.join(room.code, "민지")
    waits: list[float] = []
    store._sleep = waits.append
    real = store.engine
    calls = {"n": 0}

    class Flaky:
        """처음 두 번은 닿지 않는 엔진."""

        dialect = real.dialect

        def begin(self):
            calls["n"] += 1
            if calls["n"] <= 2:
                raise OperationalError("begin", {}, Exception("down"))
            return real.begin()

        def connect(self):
            raise OperationalError("connect", {}, Exception("down"))

    store.engine = Flaky()
    assert store.record(minji, "a", {}) is True
    assert len(waits) == 2
    refused(ClassRefusal.DATABASE_DOWN, lambda: store.joined(room.code))
    store.engine = real
    assert count_rows(store) == 1


def test_the_clean_up_command_deletes_old_rooms_and_refuses_bad_days(tmp_path, capsys) -> None:
    from results.__main__ import main

    url = sqlite_url(tmp_path / "c.sqlite")
    old = ClassStore(open_engine(url), clock=lambda: 1_000.0)
    old.create_room("old", Activity.KEEPER, "", hours=1)
    assert main(["expire", "--days", "1", "--url", url, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"deleted": 1}
    with pytest.raises(SystemExit) as bad:
        main(["expire", "--days", "0", "--url", url])
    assert bad.value.code == 2


def test_the_teacher_reads_every_joined_student_in_joining_order_with_the_token(
    store, clock
) -> None:
    room, token = store.create_room("3반", Activity.KEEPER, "", hours=1)
    other, other_token = store.create_room("4반", Activity.KEEPER, "", hours=1)
    b = store.join(room.code, "B")
    clock.now += 1
    a = store.join(room.code, "A")
    store.join(other.code, "C")
    store.record(a, "x", {"guesses": 3})
    assert store.students(room.code, token) == [b, a]  # 끝내지 않은 B 도
    assert [s.nickname for s in store.students(other.code, other_token)] == ["C"]
    refused(ClassRefusal.BAD_TOKEN, lambda: store.students(room.code, other_token))


def test_one_device_joins_a_room_at_most_the_limit_under_new_names(store) -> None:
    room, _ = store.create_room("3반", Activity.KEEPER, "", hours=1)
    other, _ = store.create_room("4반", Activity.KEEPER, "", hours=1)
    for i in range(MAX_PER_DEVICE):
        store.join(room.code, f"phone{i}", device="cookie-1")
    error = refused(
        ClassRefusal.DEVICE_LIMIT, lambda: store.join(room.code, "phone9", device="cookie-1")
    )
    assert error.values == {"n": MAX_PER_DEVICE}
    store.join(room.code, "tablet", device="cookie-2")  # 다른 기기
    store.join(other.code, "phone9", device="cookie-1")  # 다른 방
    store.join(room.code, "nocookie")  # 쿠키가 없으면 세지 않는다 (화면이 세션으로 센다)
    assert store.joined(room.code) == MAX_PER_DEVICE + 2


def test_the_store_keeps_only_the_hash_of_the_device_cookie(store) -> None:
    room, _ = store.create_room("3반", Activity.KEEPER, "", hours=1)
    store.join(room.code, "민지", device="secret-cookie-value")
    with store.engine.connect() as db:
        dumped = json.dumps([list(r) for r in db.exec_driver_sql("SELECT * FROM class_students")])
    assert "secret-cookie-value" not in dumped
    assert hashlib.sha256(b"secret-cookie-value").hexdigest() in dumped


def test_a_returning_device_finds_its_last_seat_in_that_room_only(store, clock) -> None:
    room, token = store.create_room("3반", Activity.KEEPER, "", hours=1)
    other, _ = store.create_room("4반", Activity.KEEPER, "", hours=1)
    first = store.join(room.code, "민지", device="cookie-1")
    clock.now += 1
    second = store.join(room.code, "민지2", device="cookie-1")
    store.join(room.code, "준호", device="cookie-2")
    assert store.returning(room.code, "cookie-1") == second
    assert store.returning(other.code, "cookie-1") is None
    assert store.returning(room.code, "cookie-3") is None
    assert store.returning(room.code, None) is None
    store.remove(room.code, token, second.key)
    assert store.returning(room.code, "cookie-1") == first  # 뺀 자리로는 돌아가지 않는다


def test_a_removed_student_loses_the_seat_and_the_results_stay_for_the_teacher(
    store, clock
) -> None:
    room, token = store.create_room("3반", Activity.KEEPER, "", hours=1)
    minji = store.join(room.code, "Minji")
    store.record(minji, "a", {"guesses": 5})
    clock.now += 10
    removed = store.remove(room.code, token, minji.key)
    assert removed.removed_at == clock.now
    refused(ClassRefusal.REMOVED, lambda: store.student(room.code, minji.key))
    refused(ClassRefusal.REMOVED, lambda: store.record(minji, "b", {"guesses": 4}))
    assert [e.attempt for e in store.entries(room.code, token)] == ["a"]  # 결과는 남는다
    assert store.students(room.code, token) == [removed]
    assert store.public_entries(room.code) == []  # 학생이 보는 반의 결과에서는 빠진다
    # 뺀 (닮은) 별명은 그대로 쓰인 것이다
    refused(ClassRefusal.NICKNAME_TAKEN, lambda: store.join(room.code, "minji"))
    clock.now += 10
    assert store.remove(room.code, token, minji.key).removed_at == removed.removed_at
    refused(ClassRefusal.BAD_TOKEN, lambda: store.remove(room.code, "wrong", minji.key))
    refused(ClassRefusal.NO_STUDENT, lambda: store.remove(room.code, token, "nobody"))
