"""수업의 저장소: 방을 만들고, 학생을 받고, 결과를 한 번만 적고, 선생님에게 판을 읽어 준다.

모든 쓰기는 거래 하나다. 결과의 멱등 열쇠는 (방, 학생, 시도): 같은 결과를 몇 번 보내도 한 줄이다.
데이터베이스에 닿지 않으면 몇 번 다시 해 보고 (results/engine.retry), 그래도 안 되면
DATABASE_DOWN 으로 거절한다: 화면은 결과를 세션에 두었다가 다음 실행에서 다시 보낸다 (ui/classroom).
열쇠 (방 코드, 선생님 · 학생의 열쇠, 기기의 해시) 는 results/keys.py 가 만들고 견준다.
"""

from __future__ import annotations

import json
import time
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from sqlalchemy import Engine, and_, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from .engine import retry
from .keys import device_hash, new_code, new_key, new_token, token_hash, token_matches
from .nicknames import clean_nickname, fold_nickname
from .records import Activity, ClassError, ClassRefusal, Entry, Play, Room, Student
from .schema import migrate, plays, results, rooms, students

__all__ = [
    "MAX_PER_DEVICE",
    "MAX_STUDENTS",
    "MAX_TITLE",
    "ClassStore",
    "clean_title",
]

T = TypeVar("T")

MAX_TITLE = 60
MAX_STUDENTS = 200
# 한 기기 (쿠키) 가 한 방에 들 수 있는 횟수 (선생님이 뺀 학생도 센다): 한 폰이 새 별명으로 방을
# 채우지 못하게. 형제가 한 폰을 나눠 쓰는 반은 있어도 셋이 넘지는 않는다
MAX_PER_DEVICE = 3


def clean_title(text: object) -> str:
    """방 이름을 읽는다: 앞뒤 공백을 떼고, 1-60 자의 보이는 글자 (제어 문자 없이)."""
    if not isinstance(text, str):
        raise ClassError(ClassRefusal.BAD_TITLE, n=MAX_TITLE)
    title = unicodedata.normalize("NFC", " ".join(text.split()))
    if not 0 < len(title) <= MAX_TITLE or not title.isprintable():
        raise ClassError(ClassRefusal.BAD_TITLE, n=MAX_TITLE)
    return title


class ClassStore:
    """한 데이터베이스 (엔진) 의 방 · 학생 · 결과. clock 은 지금 시각 (초) 을 주는 함수, sleep 은
    다시 해 보기 전의 기다림 (시험이 바꿔 준다)."""

    def __init__(
        self,
        engine: Engine,
        *,
        clock: Callable[[], float] = time.time,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.engine = engine
        self._clock = clock
        self._sleep = sleep
        self._retry(lambda: migrate(engine))

    def _retry(self, work: Callable[[], T]) -> T:
        """work 를 하고, 데이터베이스에 닿지 않으면 기다렸다 다시 (results/engine.retry)."""
        return retry(work, self._sleep)

    # --- 선생님 ---------------------------------------------------------------------------

    def create_room(
        self,
        title: str,
        activity: Activity,
        query: str,
        *,
        hours: float,
        show_names: bool = True,
    ) -> tuple[Room, str]:
        """방을 만들고 (방, 선생님의 열쇠) 를 돌려준다. 열쇠는 여기서 한 번만 보인다."""
        now = self._clock()
        room = Room(
            code=new_code(),
            title=clean_title(title),
            activity=Activity(activity),
            query=query,
            show_names=show_names,
            created_at=now,
            closes_at=now + hours * 3600,
            closed=False,
        )
        token = new_token()

        def work() -> None:
            with self.engine.begin() as db:
                db.execute(
                    insert(rooms).values(
                        code=room.code,
                        token_hash=token_hash(token),
                        title=room.title,
                        activity=str(room.activity),
                        query=room.query,
                        show_names=room.show_names,
                        created_at=room.created_at,
                        closes_at=room.closes_at,
                        closed=False,
                    )
                )

        self._retry(work)
        return room, token

    def check_token(self, code: str, token: object) -> Room:
        """선생님의 열쇠가 맞으면 그 방 (닫힌 방도). 틀리면 BAD_TOKEN, 방이 없으면 NO_ROOM."""
        row = self._retry(lambda: self._room_row(code))
        if row is None:
            raise ClassError(ClassRefusal.NO_ROOM)
        if not token_matches(token, row.token_hash):
            raise ClassError(ClassRefusal.BAD_TOKEN)
        return _room(row)

    def close(self, code: str, token: object) -> Room:
        """방을 닫는다 (선생님의 열쇠로). 닫힌 방은 학생도 결과도 받지 않는다."""
        self.check_token(code, token)

        def work() -> None:
            with self.engine.begin() as db:
                db.execute(update(rooms).where(rooms.c.code == code).values(closed=True))

        self._retry(work)
        return self.check_token(code, token)

    def entries(self, code: str, token: object) -> list[Entry]:
        """방의 모든 결과 (선생님의 열쇠로), 적힌 차례대로."""
        self.check_token(code, token)
        return self._retry(lambda: self._entries(code))

    def joined(self, code: str) -> int:
        """방에 든 학생 수 (선생님이 뺀 학생도: 방의 한도 MAX_STUDENTS 가 세는 것)."""

        def work() -> int:
            with self.engine.connect() as db:
                query = select(func.count()).select_from(students).where(students.c.room == code)
                return int(db.execute(query).scalar_one())

        return self._retry(work)

    def students(self, code: str, token: object) -> list[Student]:
        """방에 든 학생들 (선생님의 열쇠로), 든 차례대로: 아직 끝내지 않은 학생도 판에 보이게."""
        self.check_token(code, token)

        def work() -> list[Student]:
            # 같은 때에 든 학생들은 별명 차례로 (판의 줄이 읽을 때마다 바뀌지 않게)
            order = (students.c.joined_at, students.c.nickname)
            query = select(students).where(students.c.room == code).order_by(*order)
            with self.engine.connect() as db:
                rows: Sequence = db.execute(query).all()
            return [_student(r) for r in rows]

        return self._retry(work)

    def remove(self, code: str, token: object, key: str) -> Student:
        """학생을 방에서 뺀다 (선생님의 열쇠로). 뺀 학생의 결과는 남지만 판은 세지 않고 (CSV 에는
        '뺌' 으로), 자리와 결과는 그 뒤로 REMOVED 로 거절한다. 접은 별명도 그대로 남아 같은 (닮은)
        별명으로는 다시 들 수 없다. 이미 뺀 학생은 그대로 (처음 뺀 시각). 없는 학생은 NO_STUDENT."""
        self.check_token(code, token)
        now = self._clock()

        def work() -> Student:
            where = and_(students.c.room == code, students.c.key == key)
            with self.engine.begin() as db:
                db.execute(
                    update(students)
                    .where(where, students.c.removed_at.is_(None))
                    .values(removed_at=now)
                )
                row = db.execute(select(students).where(where)).first()
            if row is None:
                raise ClassError(ClassRefusal.NO_STUDENT)
            return _student(row)

        return self._retry(work)

    # --- 학생 -----------------------------------------------------------------------------

    def room(self, code: object) -> Room:
        """학생이 여는 방 (열쇠 없이 볼 수 있는 것만). 없으면 NO_ROOM."""
        row = self._retry(lambda: self._room_row(code)) if isinstance(code, str) else None
        if row is None:
            raise ClassError(ClassRefusal.NO_ROOM)
        return _room(row)

    def join(self, code: str, nickname: object, *, device: str | None = None) -> Student:
        """방에 별명으로 든다. 닫힌 방 · 틀린 별명 · 닮은 별명 (NICKNAME_TAKEN: 접은 별명이 같다) ·
        가득 찬 방 · 한도를 채운 기기 (device: 기기 쿠키의 값, 없으면 세지 않는다) 는 거절.
        방의 줄을 잠그고 (PostgreSQL 의 FOR UPDATE) 세므로 두 복제본이 같은 때에 들여도 한도를 넘지
        않는다; 닮은 별명은 유일 색인이 막는다."""
        name = clean_nickname(nickname)
        folded = fold_nickname(name)
        mine = device_hash(device)
        now = self._clock()
        key = new_key()

        def work() -> Student:
            with self.engine.begin() as db:
                found = select(rooms).where(rooms.c.code == code).with_for_update()
                row = db.execute(found).first()
                if row is None:
                    raise ClassError(ClassRefusal.NO_ROOM)
                if not _room(row).open_at(now):
                    raise ClassError(ClassRefusal.CLOSED)
                count = select(func.count()).select_from(students).where(students.c.room == code)
                if db.execute(count).scalar_one() >= MAX_STUDENTS:
                    raise ClassError(ClassRefusal.ROOM_FULL, n=MAX_STUDENTS)
                same = count.where(students.c.device == mine)
                if mine is not None and db.execute(same).scalar_one() >= MAX_PER_DEVICE:
                    raise ClassError(ClassRefusal.DEVICE_LIMIT, n=MAX_PER_DEVICE)
                values = {"key": key, "room": code, "nickname": name, "joined_at": now}
                try:
                    with db.begin_nested():
                        db.execute(insert(students).values(**values, device=mine, folded=folded))
                except IntegrityError:
                    raise ClassError(ClassRefusal.NICKNAME_TAKEN, name=name) from None
            return Student(key, code, name, now)

        return self._retry(work)

    def student(self, code: str, key: object) -> Student:
        """학생의 열쇠로 그 학생 (다시 연 링크). 없으면 NO_STUDENT, 선생님이 뺐으면 REMOVED."""

        def work() -> Student | None:
            with self.engine.connect() as db:
                where = and_(students.c.room == code, students.c.key == key)
                row = db.execute(select(students).where(where)).first()
            return None if row is None else _student(row)

        found = self._retry(work) if isinstance(key, str) else None
        if found is None:
            raise ClassError(ClassRefusal.NO_STUDENT)
        if found.removed_at is not None:
            raise ClassError(ClassRefusal.REMOVED)
        return found

    def returning(self, code: str, device: str | None) -> Student | None:
        """기기 (device: 기기 쿠키의 값) 가 이 방에 들었던 학생 가운데 빼지 않은 마지막 학생 (돌아온
        학생을 별명 없이 제 자리에: 새로 고침 · 뒤로 가기 · 새 탭). 없으면 None."""
        mine = device_hash(device)
        if mine is None:
            return None

        def work() -> Student | None:
            where = and_(
                students.c.room == code,
                students.c.device == mine,
                students.c.removed_at.is_(None),
            )
            last = (students.c.joined_at.desc(), students.c.key)
            with self.engine.connect() as db:
                row = db.execute(select(students).where(where).order_by(*last)).first()
            return None if row is None else _student(row)

        return self._retry(work)

    def record(self, student: Student, attempt: str, payload: dict[str, Any]) -> bool:
        """학생의 결과를 한 거래로 적는다. 처음 적었으면 True, 이미 있으면 (같은 시도) False.
        닫힌 방은 CLOSED, 선생님이 뺀 학생은 REMOVED 로 거절한다."""
        now = self._clock()
        text = json.dumps(payload, ensure_ascii=False, sort_keys=True)

        def work() -> bool:
            with self.engine.begin() as db:
                row = db.execute(select(rooms).where(rooms.c.code == student.room)).first()
                if row is None:
                    raise ClassError(ClassRefusal.NO_ROOM)
                if not _room(row).open_at(now):
                    raise ClassError(ClassRefusal.CLOSED)
                mine = and_(students.c.room == student.room, students.c.key == student.key)
                removed = db.execute(select(students.c.removed_at).where(mine)).first()
                if removed is not None and removed.removed_at is not None:
                    raise ClassError(ClassRefusal.REMOVED)
                try:
                    with db.begin_nested():
                        db.execute(
                            insert(results).values(
                                room=student.room,
                                student=student.key,
                                attempt=attempt,
                                payload=text,
                                recorded_at=now,
                            )
                        )
                except IntegrityError:
                    return False
                return True

        return self._retry(work)

    def save_play(self, student: Student, play: Play) -> None:
        """자리에서 하는 판을 적는다 (학생마다 한 줄: 있으면 바꾼다). 결과가 아니라 판의 자리라 닫힌
        방이어도 적는다 (적지 않으면 새로 고침이 판을 잃는다)."""
        now = self._clock()
        values = {"game": play.game, "fair": play.fair, "updated_at": now}

        def work() -> None:
            with self.engine.begin() as db:
                mine = plays.c.student == student.key
                if db.execute(update(plays).where(mine).values(**values)).rowcount:
                    return
                try:
                    with db.begin_nested():
                        db.execute(
                            insert(plays).values(room=student.room, student=student.key, **values)
                        )
                except IntegrityError:  # 다른 탭이 같은 때에 처음 적었다
                    db.execute(update(plays).where(mine).values(**values))

        self._retry(work)

    def play(self, student: Student) -> Play | None:
        """자리에서 하던 판 (적은 것이 없으면 None)."""

        def work() -> Play | None:
            where = and_(plays.c.room == student.room, plays.c.student == student.key)
            with self.engine.connect() as db:
                row = db.execute(select(plays).where(where)).first()
            return None if row is None else Play(row.game, bool(row.fair))

        return self._retry(work)

    def public_entries(self, code: str) -> list[Entry]:
        """학생이 보는 반의 결과: 방이 별명을 숨기면 별명과 학생 열쇠를 비운다. 선생님이 뺀 학생의
        결과는 뺀다."""
        room = self.room(code)
        found = self._retry(lambda: self._entries(code, kept=True))
        return [
            Entry(e.nickname if room.show_names else "", "", e.attempt, e.payload, e.recorded_at)
            for e in found
        ]

    # --- 치우기 ---------------------------------------------------------------------------

    def expire(self, days: float) -> int:
        """만든 지 days 일이 지난 방을 그 학생 · 결과와 함께 지우고 지운 방의 수를 돌려준다."""
        before = self._clock() - days * 86400

        def work() -> int:
            with self.engine.begin() as db:
                old = select(rooms.c.code).where(rooms.c.created_at < before)
                codes = [r.code for r in db.execute(old)]
                for table in (results, plays, students):
                    db.execute(delete(table).where(table.c.room.in_(codes)))
                db.execute(delete(rooms).where(rooms.c.code.in_(codes)))
                return len(codes)

        return self._retry(work)

    # --- 읽기 -----------------------------------------------------------------------------

    def _room_row(self, code: str):
        with self.engine.connect() as db:
            return db.execute(select(rooms).where(rooms.c.code == code)).first()

    def _entries(self, code: str, *, kept: bool = False) -> list[Entry]:
        """방의 결과 (적힌 차례). kept: 뺀 학생의 결과는 빼고."""
        query = (
            select(students.c.nickname, results)
            .join(students, students.c.key == results.c.student)
            .where(results.c.room == code)
            .order_by(results.c.id)
        )
        if kept:
            query = query.where(students.c.removed_at.is_(None))
        with self.engine.connect() as db:
            rows: Sequence = db.execute(query).all()
        return [
            Entry.read(r.nickname, r.student, r.attempt, r.payload, r.recorded_at) for r in rows
        ]


def _student(row) -> Student:
    return Student(row.key, row.room, row.nickname, row.joined_at, row.removed_at)


def _room(row) -> Room:
    return Room(
        code=row.code,
        title=row.title,
        activity=Activity(row.activity),
        query=row.query,
        show_names=bool(row.show_names),
        created_at=row.created_at,
        closes_at=row.closes_at,
        closed=bool(row.closed),
    )
