"""엔진을 수업의 데이터베이스로 갖춘다: SQLite 면 WAL · 기다림 · 외래 열쇠 · 쓰기 잠금 거래.

st.connection 이 만든 엔진에도 (results/connection.py), 시험과 명령줄이 만든 엔진에도 같은 것을
건다. SQLite 의 거래는 BEGIN IMMEDIATE 로 연다: 읽다가 쓰는 거래가 다른 쓰기와 겹치면 WAL 은 곧바로
SQLITE_BUSY 를 주는데 (기다리지 않는다), 처음부터 쓰기 잠금을 잡으면 busy_timeout 만큼 기다린다.
데이터베이스에 닿지 않는 일 (복제본이 다시 뜨는 동안) 은 retry 가 몇 번 기다렸다 다시 한다.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.exc import OperationalError

from .records import ClassError, ClassRefusal

__all__ = [
    "BUSY_MS",
    "DATA_ENV",
    "RETRY_WAITS",
    "SQLITE_FILE",
    "default_sqlite_url",
    "open_engine",
    "prepare",
    "retry",
    "sqlite_url",
]

# SQLite 가 잠금을 기다리는 시간 (ms): 반 하나 (학생 200 명) 가 한꺼번에 끝내도 넉넉히
BUSY_MS = 10_000
# 내장 기본값의 SQLite 파일이 놓이는 폴더를 바꾸는 환경 변수 (시험 · 복제본마다). 없으면 data/
DATA_ENV = "CLASSROOM_DATA"
DEFAULT_DATA = Path(__file__).resolve().parents[1] / "data"
SQLITE_FILE = "classroom.sqlite"
# 닿지 않을 때 다시 해 보기 전에 기다리는 초 (합 약 3.5 초: 복제본이 다시 뜨는 동안)
RETRY_WAITS = (0.25, 0.5, 1.0, 2.0)

T = TypeVar("T")


def sqlite_url(path: Path) -> str:
    """path 의 SQLite 파일 주소 (폴더는 만든다)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{path}"


def default_sqlite_url() -> str:
    """내장 기본값: DATA_ENV 의 폴더 (없으면 저장소의 data/) 의 classroom.sqlite."""
    return sqlite_url(Path(os.environ.get(DATA_ENV) or DEFAULT_DATA) / SQLITE_FILE)


def prepare(engine: Engine) -> Engine:
    """engine 을 수업용으로 갖추고 돌려준다 (SQLite 가 아니면 그대로)."""
    if engine.dialect.name != "sqlite":
        return engine

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:
        # 드라이버의 거래 다루기를 끄고 (BEGIN 은 아래에서 우리가) 연결마다 설정을 건다
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_MS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    engine.dispose()  # 이미 열린 연결이 있으면 닫는다: 새 연결은 위의 설정으로
    return engine


def open_engine(url: str) -> Engine:
    """url 의 엔진 (st.connection 없이: 시험 · 명령줄 · 벤치)."""
    return prepare(create_engine(url, pool_pre_ping=True))


def retry(work: Callable[[], T], sleep: Callable[[float], None]) -> T:
    """work 를 하고, 데이터베이스에 닿지 않으면 (OperationalError) RETRY_WAITS 대로 sleep 으로
    기다렸다 다시. 끝내 닿지 않으면 DATABASE_DOWN 으로 거절한다."""
    for wait in (*RETRY_WAITS, None):
        try:
            return work()
        except OperationalError:
            if wait is None:
                raise ClassError(ClassRefusal.DATABASE_DOWN) from None
            sleep(wait)
    raise AssertionError("닿지 않는 줄")
