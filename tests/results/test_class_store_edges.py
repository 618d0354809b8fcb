"""수업의 저장소 (results/store.py) 의 경계: 결과에 적히는 시각, 닫힌 방에 적기의 거절, 방이 닫히는
바로 그 시각 (Room.open_at), 지우기의 바로 그 시각 (expire). 시계는 시험이 넣는 가짜 시계다."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy import func, select

from results.engine import open_engine, sqlite_url
from results.records import Activity, ClassError, ClassRefusal, Room
from results.schema import results
from results.store import ClassStore

T0 = 1_800_000_000.0  # 방을 만드는 시각 (초). 한 시간 · 이레를 더해도 float 가 정확하다
HOUR = 3600.0
DAY = 86400.0


@pytest.fixture
def now() -> list[float]:
    """시험이 움직이는 시계의 바늘: now[0] 이 지금 시각이다."""
    return [T0]


@pytest.fixture
def store(tmp_path: Path, now: list[float]) -> ClassStore:
    return ClassStore(open_engine(sqlite_url(tmp_path / "c.sqlite")), clock=lambda: now[0])


def refused(reason: ClassRefusal, work) -> None:
    with pytest.raises(ClassError) as caught:
        work()
    assert caught.value.reason is reason


def count_rows(store: ClassStore) -> int:
    with store.engine.connect() as db:
        return db.execute(select(func.count()).select_from(results)).scalar_one()


def test_a_result_carries_the_clock_time_it_was_recorded_at(store, now) -> None:
    room, token = store.create_room("3반", Activity.KEEPER, "", hours=1)
    minji = store.join(room.code, "민지")
    now[0] = T0 + 125.5
    store.record(minji, "a", {"guesses": 5})
    now[0] = T0 + 600.25
    store.record(minji, "b", {"guesses": 4})
    assert [e.recorded_at for e in store.entries(room.code, token)] == [T0 + 125.5, T0 + 600.25]
    assert [e.recorded_at for e in store.public_entries(room.code)] == [T0 + 125.5, T0 + 600.25]


def test_a_room_the_teacher_closed_takes_no_result(store) -> None:
    room, token = store.create_room("3반", Activity.KEEPER, "", hours=1)
    minji = store.join(room.code, "민지")
    assert store.close(room.code, token).closed
    refused(ClassRefusal.CLOSED, lambda: store.record(minji, "a", {"guesses": 5}))
    assert count_rows(store) == 0


def test_a_room_closes_at_its_closing_time_exactly(store, now) -> None:
    room, _ = store.create_room("3반", Activity.KEEPER, "", hours=1)
    assert room.closes_at == T0 + HOUR
    minji = store.join(room.code, "민지")
    now[0] = T0 + HOUR - 0.5  # 닫히기 반 초 전: 아직 열려 있다
    assert store.record(minji, "a", {"guesses": 5}) is True
    now[0] = T0 + HOUR  # 닫는 시각 그 순간: 닫혔다
    refused(ClassRefusal.CLOSED, lambda: store.record(minji, "b", {"guesses": 4}))
    refused(ClassRefusal.CLOSED, lambda: store.join(room.code, "late"))
    assert count_rows(store) == 1


def test_open_at_is_open_strictly_before_the_closing_time_and_never_once_closed() -> None:
    room = Room(
        code="ROOMCODE23",
        title="3반",
        activity=Activity.KEEPER,
        query="",
        show_names=True,
        created_at=T0,
        closes_at=T0 + HOUR,
        closed=False,
    )
    assert room.open_at(T0) and room.open_at(T0 + HOUR - 0.001)
    assert not room.open_at(T0 + HOUR)
    assert not room.open_at(T0 + HOUR + 1)
    assert not replace(room, closed=True).open_at(T0)


def test_a_room_exactly_as_old_as_the_limit_is_kept_and_a_moment_later_deleted(store, now) -> None:
    room, token = store.create_room("old", Activity.KEEPER, "", hours=1)
    store.record(store.join(room.code, "민지"), "a", {})
    now[0] = T0 + 7 * DAY  # 만든 지 꼭 이레: 지우는 기준 (created_at < 지금 - 이레) 과 같다
    assert store.expire(7) == 0
    assert store.check_token(room.code, token) == room and count_rows(store) == 1
    now[0] = T0 + 7 * DAY + 0.5
    assert store.expire(7) == 1
    refused(ClassRefusal.NO_ROOM, lambda: store.room(room.code))
    assert count_rows(store) == 0
