"""표와 판 (version): 앱이 스스로 만들고 올린다. 판마다 한 함수 (MIGRATIONS), 이미 한 판은 건너뛴다.

표 class_schema 에 지금 판이 한 줄 있다. 두 복제본이 함께 처음 열어도 한 번만 만든다: PostgreSQL 은
거래 안의 advisory lock, SQLite 는 쓰기 잠금 (BEGIN IMMEDIATE 와 같은 효과: 첫 쓰기가 잡는다).
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (
    Boolean,
    Column,
    Connection,
    Engine,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    inspect,
    select,
    text,
)

from .nicknames import fold_nickname

__all__ = [
    "MIGRATIONS",
    "VERSION",
    "metadata",
    "migrate",
    "plays",
    "results",
    "rooms",
    "students",
]

metadata = MetaData()

# 판의 기록: 한 줄, 지금 판
schema_version = Table("class_schema", metadata, Column("version", Integer, nullable=False))

rooms = Table(
    "class_rooms",
    metadata,
    Column("code", String(16), primary_key=True),
    Column("token_hash", String(64), nullable=False),  # 선생님 열쇠의 sha256 (열쇠는 두지 않는다)
    Column("title", String(80), nullable=False),
    Column("activity", String(16), nullable=False),
    Column("query", Text, nullable=False),
    Column("show_names", Boolean, nullable=False),
    Column("created_at", Float, nullable=False, index=True),
    Column("closes_at", Float, nullable=False),
    Column("closed", Boolean, nullable=False),
)

students = Table(
    "class_students",
    metadata,
    Column("key", String(32), primary_key=True),
    Column("room", String(16), ForeignKey("class_rooms.code", ondelete="CASCADE"), nullable=False),
    Column("nickname", String(40), nullable=False),
    Column("joined_at", Float, nullable=False),
    # 판 2: 기기 (쿠키) 열쇠의 sha256 (기기마다 드는 횟수의 한도와 돌아온 학생), 선생님이 뺀 시각
    Column("device", String(64), nullable=True),
    Column("removed_at", Float, nullable=True),
    # 판 2: 견주는 별명 (results/nicknames.fold_nickname). 판 1 의 줄에 덧붙이는 열이라 비어도
    # 되게 두지만 저장소는 늘 채운다 (NULL 은 유일 색인에서 서로 다르다). NFKC 가 글자를 늘려
    # 길이는 두지 않는다
    Column("folded", Text, nullable=True),
    UniqueConstraint("room", "nickname", name="class_students_nickname"),
    # 닮은 별명 (Аlice · alice · Alice.) 은 한 방에 하나: 두 복제본이 같은 때에 들여도
    Index("class_students_folded", "room", "folded", unique=True),
)

results = Table(
    "class_results",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("room", String(16), ForeignKey("class_rooms.code", ondelete="CASCADE"), nullable=False),
    Column(
        "student", String(32), ForeignKey("class_students.key", ondelete="CASCADE"), nullable=False
    ),
    Column("attempt", String(64), nullable=False),
    Column("payload", Text, nullable=False),
    Column("recorded_at", Float, nullable=False),
    # 멱등 열쇠: 같은 방 · 학생 · 시도의 결과는 한 번만 (두 번 누름 · 다시 보냄 · 복제본이 죽어도)
    UniqueConstraint("room", "student", "attempt", name="class_results_once"),
)


plays = Table(
    "class_plays",
    metadata,
    Column("room", String(16), ForeignKey("class_rooms.code", ondelete="CASCADE"), nullable=False),
    Column(
        "student",
        String(32),
        ForeignKey("class_students.key", ondelete="CASCADE"),
        primary_key=True,
    ),
    # 자리에서 하는 판 (판을 정하는 링크 값의 쿼리 글): 서버가 적고 새로 고침 · 뒤로 가기가 읽는다
    Column("game", Text, nullable=False),
    # 그 판이 자리에서 처음부터 한 수씩 둔 판인지 (아니면 끝나도 적지 않는다)
    Column("fair", Boolean, nullable=False),
    Column("updated_at", Float, nullable=False),
)


def _v1(connection: Connection) -> None:
    """첫 판: 방 · 학생 · 결과."""
    for table in (rooms, students, results):
        table.create(connection, checkfirst=True)


def _v2(connection: Connection) -> None:
    """둘째 판: 자리의 판 (class_plays), 학생의 기기 · 뺀 시각 · 접은 별명. 판 1 의 표에는 열을
    덧붙이고 있던 학생의 접은 별명을 채운 뒤 유일 색인을 만든다 (새 데이터베이스는 판 1 이 이미 지금
    모양으로 만들었다: 열도 색인도 있고 채울 줄이 없다)."""
    plays.create(connection, checkfirst=True)
    have = {c["name"] for c in inspect(connection).get_columns(students.name)}
    for name in ("device", "removed_at", "folded"):
        if name not in have:
            kind = students.c[name].type.compile(connection.dialect)
            connection.execute(text(f"ALTER TABLE {students.name} ADD COLUMN {name} {kind}"))
    _fill_folded(connection)
    for index in students.indexes:
        index.create(connection, checkfirst=True)


def _fill_folded(connection: Connection) -> None:
    """접은 별명이 빈 학생 줄을 채운다. 판 1 에서는 닮은 별명 (Alice · alice) 이 한 방에 둘 다
    들 수 있었다: 먼저 든 학생이 접은 별명을 갖고, 뒤의 학생은 제 열쇠를 붙인 것 ('alice:열쇠':
    접은 별명에는 ':' 가 없다) 이라 유일 색인이 선다. 방마다 든 차례로 한 번 읽는다."""
    empty = (
        select(students.c.key, students.c.room, students.c.nickname)
        .where(students.c.folded.is_(None))
        .order_by(students.c.room, students.c.joined_at, students.c.key)
    )
    rows = connection.execute(empty).all()
    if not rows:
        return
    taken = {
        (r.room, r.folded)
        for r in connection.execute(
            select(students.c.room, students.c.folded).where(students.c.folded.is_not(None))
        )
    }
    for row in rows:
        folded = fold_nickname(row.nickname)
        if (row.room, folded) in taken:
            folded = f"{folded}:{row.key}"
        taken.add((row.room, folded))
        connection.execute(students.update().where(students.c.key == row.key).values(folded=folded))


# 판 n 으로 올리는 함수 = MIGRATIONS[n - 1]. 지난 판의 함수는 고치지 않고 새 판을 덧붙인다.
MIGRATIONS: tuple[Callable[[Connection], None], ...] = (_v1, _v2)
VERSION = len(MIGRATIONS)


def migrate(engine: Engine) -> int:
    """엔진의 데이터베이스를 VERSION 판으로 올리고 그 판을 돌려준다 (이미 올라 있으면 그대로)."""
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            # 여러 복제본이 함께 열어도 한 번에 하나만 (거래가 끝나면 풀린다)
            connection.execute(text("SELECT pg_advisory_xact_lock(20261203)"))
        schema_version.create(connection, checkfirst=True)
        found = connection.execute(select(schema_version.c.version)).scalar()
        if found is None:
            connection.execute(schema_version.insert().values(version=0))
            found = 0
        for step in MIGRATIONS[found:]:
            step(connection)
        if found < VERSION:
            connection.execute(schema_version.update().values(version=VERSION))
        return VERSION
