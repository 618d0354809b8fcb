"""닮은 별명 (results/nicknames.py): 접으면 하나가 되는 별명은 한 방에 하나다. 데이터베이스의 유일
색인이 막고 (두 복제본이 같은 때에 들여도), 판 1 의 데이터베이스도 판 2 로 올리면 그 색인이 선다.
SQLite 와 진짜 PostgreSQL 둘 다."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import (
    Column,
    Engine,
    Float,
    ForeignKey,
    MetaData,
    String,
    Table,
    UniqueConstraint,
    insert,
    inspect,
    select,
    text,
)
from sqlalchemy.exc import IntegrityError

from results.engine import open_engine, sqlite_url
from results.nicknames import clean_nickname, fold_nickname
from results.records import Activity, ClassError, ClassRefusal
from results.schema import metadata, results, rooms, schema_version, students
from results.store import ClassStore

# 한 사람이 보기에 같은 별명들 (키릴 А, 소문자, 끝의 점, 빈칸 · 밑줄 · 줄표, 그리스 Α)
ALICES = ("Alice", "Аlice", "alice", "ALICE", "Alice.", "A_l-i c.e", "Αlice")


@pytest.mark.parametrize("name", ALICES)
def test_look_alike_nicknames_fold_to_one(name: str) -> None:
    assert fold_nickname(name) == "alice"


def test_full_width_and_ligatures_fold_to_plain_letters() -> None:
    assert fold_nickname("ｆｕｌｌ") == "full" == fold_nickname("ﬁll".replace("ﬁ", "fu"))
    assert fold_nickname("ﬁne") == "fine"
    assert fold_nickname("Straße") == "strasse"
    assert fold_nickname("민지") == "민지"  # 한글은 그대로


def test_different_names_stay_different() -> None:
    names = ("Alice", "Alicia", "Al1ce", "민지", "민수", "Bob", "Вова")
    assert len({fold_nickname(n) for n in names}) == len(names)


@pytest.mark.parametrize("junk", ["...", "-", "_ _", ". - _"])
def test_a_nickname_of_marks_only_is_refused(junk: str) -> None:
    with pytest.raises(ClassError) as caught:
        clean_nickname(junk)
    assert caught.value.reason is ClassRefusal.BAD_NICKNAME


@pytest.fixture(params=["sqlite", "postgresql"])
def engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Engine]:
    """빈 데이터베이스의 엔진: SQLite 파일 또는 일회용 PostgreSQL (표를 모두 지운 것)."""
    if request.param == "sqlite":
        made = open_engine(sqlite_url(tmp_path / "c.sqlite"))
    else:
        made = open_engine(request.getfixturevalue("postgres").url)
        with made.begin() as db:
            for name in ("class_plays", "class_results", "class_students", "class_rooms"):
                db.execute(text(f"DROP TABLE IF EXISTS {name} CASCADE"))
            db.execute(text("DROP TABLE IF EXISTS class_schema"))
    try:
        yield made
    finally:
        made.dispose()


def test_look_alikes_are_taken_in_a_room_and_shown_as_typed(engine: Engine) -> None:
    store = ClassStore(engine)
    room, token = store.create_room("3반", Activity.KEEPER, "", hours=1)
    other, _ = store.create_room("4반", Activity.KEEPER, "", hours=1)
    store.join(room.code, "Alice")
    for name in ALICES[1:]:
        with pytest.raises(ClassError) as caught:
            store.join(room.code, name)
        assert caught.value.reason is ClassRefusal.NICKNAME_TAKEN, name
    assert store.join(other.code, "Аlice").nickname == "Аlice"  # 다른 방은 따로
    assert store.join(room.code, "ｆｕｌｌ").nickname == "ｆｕｌｌ"  # 보이는 별명은 적은 그대로
    assert [s.nickname for s in store.students(room.code, token)] == ["Alice", "ｆｕｌｌ"]


def test_the_database_itself_refuses_a_second_folded_nickname(engine: Engine) -> None:
    """두 복제본이 같은 때에 '확인' 을 지나도: 파이썬의 확인이 아니라 유일 색인이 막는다."""
    store = ClassStore(engine)
    room, _ = store.create_room("3반", Activity.KEEPER, "", hours=1)
    row = {"room": room.code, "joined_at": 1.0, "folded": "alice"}
    with engine.begin() as db:
        db.execute(insert(students).values(key="k1", nickname="Alice", **row))
    with pytest.raises(IntegrityError), engine.begin() as db:
        db.execute(insert(students).values(key="k2", nickname="alice", **row))


def _v1_database(engine: Engine) -> None:
    """판 1 의 데이터베이스 (학생 표에 device · removed_at · folded 가 없다) 를 만들고 학생을
    넣는다: 한 방에 닮은 별명 둘 (판 1 은 받았다)."""
    old = MetaData()
    rooms.to_metadata(old)
    schema_version.to_metadata(old)
    v1_students = Table(
        "class_students",
        old,
        Column("key", String(32), primary_key=True),
        Column("room", String(16), ForeignKey("class_rooms.code", ondelete="CASCADE")),
        Column("nickname", String(40), nullable=False),
        Column("joined_at", Float, nullable=False),
        UniqueConstraint("room", "nickname", name="class_students_nickname"),
    )
    results.to_metadata(old)
    old.create_all(engine)
    room = {"token_hash": "x", "activity": "keeper", "query": "", "show_names": True}
    times = {"created_at": 1.0, "closes_at": 9e12, "closed": False}
    joined = {"k1": ("R1", "Alice", 1.0), "k2": ("R1", "alice", 2.0), "k3": ("R2", "alice", 1.0)}
    with engine.begin() as db:
        db.execute(insert(old.tables["class_schema"]).values(version=1))
        for code in ("R1", "R2"):
            db.execute(
                insert(old.tables["class_rooms"]).values(code=code, title=code, **room, **times)
            )
        for key, (code, name, at) in joined.items():
            db.execute(insert(v1_students).values(key=key, room=code, nickname=name, joined_at=at))


def test_a_version_1_database_gets_folded_nicknames_and_the_unique_index(engine: Engine) -> None:
    _v1_database(engine)
    store = ClassStore(engine)  # 판 2 로 올린다
    with engine.connect() as db:
        folded = dict(db.execute(select(students.c.key, students.c.folded)).all())
    # 먼저 든 Alice 가 접은 별명을 갖고, 판 1 이 받은 닮은 별명은 제 열쇠를 붙여 색인이 선다
    assert folded == {"k1": "alice", "k2": "alice:k2", "k3": "alice"}
    indexes = {i["name"]: i for i in inspect(engine).get_indexes("class_students")}
    assert indexes["class_students_folded"]["unique"]
    assert indexes["class_students_folded"]["column_names"] == ["room", "folded"]
    with pytest.raises(ClassError) as caught:
        store.join("R1", "ALICE")
    assert caught.value.reason is ClassRefusal.NICKNAME_TAKEN
    assert store.student("R1", "k2").nickname == "alice"  # 있던 학생은 그대로 앉는다
    ClassStore(engine)  # 다시 열어도 (이미 판 2) 그대로
    with engine.connect() as db:
        assert dict(db.execute(select(students.c.key, students.c.folded)).all()) == folded


def test_a_fresh_database_has_the_folded_column_and_index_from_the_start(engine: Engine) -> None:
    ClassStore(engine)
    columns = {c["name"] for c in inspect(engine).get_columns("class_students")}
    assert {"device", "removed_at", "folded"} <= columns
    names = {i["name"] for i in inspect(engine).get_indexes("class_students")}
    assert "class_students_folded" in names
    assert set(metadata.tables) <= set(inspect(engine).get_table_names())
