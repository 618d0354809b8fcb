"""일회용 PostgreSQL (tests/postgres_server.py): SQLAlchemy + psycopg 로 연결되고, stop() 하면
연결이 안 되며, start() 하면 같은 포트에 데이터를 그대로 갖고 돌아오고, 끝나면 흔적이 없다."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.pool import NullPool

from tests.e2e.conftest import require
from tests.postgres_server import (
    MISSING,
    PostgresServer,
    find_postgres,
    postgres_server,
)


@contextmanager
def _connect(url: str) -> Iterator[Connection]:
    """새 연결 하나 (풀 없이: 재시작 전의 끊긴 연결을 다시 쓰지 않게)."""
    engine = sa.create_engine(url, poolclass=NullPool, connect_args={"connect_timeout": 5})
    try:
        with engine.connect() as conn:
            yield conn
    finally:
        engine.dispose()


def _accepts_tcp(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(2)
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.mark.slow
def test_server_answers_a_query_as_klass_in_database_klass(postgres: PostgresServer) -> None:
    assert postgres.url == f"postgresql+psycopg://klass:klass@127.0.0.1:{postgres.port}/klass"
    with _connect(postgres.url) as conn:
        row = conn.execute(sa.text("SELECT current_user, current_database(), 6 * 7")).one()
        owner = conn.execute(
            sa.text(
                "SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()"
            )
        ).scalar_one()
        listen = conn.execute(sa.text("SHOW listen_addresses")).scalar_one()
    assert tuple(row) == ("klass", "klass", 42)
    assert owner == "klass"
    assert listen == "127.0.0.1"


@pytest.mark.slow
def test_stop_refuses_connections_and_start_brings_back_the_same_data(
    postgres: PostgresServer,
) -> None:
    with _connect(postgres.url) as conn:
        conn.execute(sa.text("CREATE TABLE kept_across_restart (n int)"))
        conn.execute(sa.text("INSERT INTO kept_across_restart VALUES (1), (2), (3)"))
        conn.commit()
    try:
        postgres.stop()
        assert not _accepts_tcp(postgres.port)
        with pytest.raises(sa.exc.OperationalError), _connect(postgres.url):
            pass
    finally:
        # 같은 세션의 다음 시험이 같은 서버를 쓴다: 실패해도 되살려 둔다
        postgres.start()
    with _connect(postgres.url) as conn:
        total = conn.execute(sa.text("SELECT sum(n) FROM kept_across_restart")).scalar_one()
        conn.execute(sa.text("DROP TABLE kept_across_restart"))
        conn.commit()
    assert total == 6


@pytest.mark.slow
def test_stop_and_start_twice_in_a_row_change_nothing(postgres: PostgresServer) -> None:
    try:
        postgres.stop()
        postgres.stop()
    finally:
        postgres.start()
    postgres.start()
    with _connect(postgres.url) as conn:
        assert conn.execute(sa.text("SELECT 1")).scalar_one() == 1


@pytest.mark.slow
def test_leaving_the_block_stops_the_server_and_removes_its_folder_even_on_error() -> None:
    require(find_postgres(), MISSING)
    with pytest.raises(ZeroDivisionError), postgres_server() as pg:
        folder = pg.data_dir.parent
        assert folder.is_dir() and _accepts_tcp(pg.port)
        _ = 1 / 0
    assert not folder.exists()
    assert not _accepts_tcp(pg.port)


def test_find_postgres_prefers_the_newest_version_by_number(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 글자 순으로는 "9.6" 이 "15" 보다 크다: 수로 비교해야 15 를 고른다
    for version in ("9.6", "13", "15", "not-a-version"):
        bin_dir = tmp_path / version / "bin"
        bin_dir.mkdir(parents=True)
        for tool in ("initdb", "pg_ctl"):
            (bin_dir / tool).touch()
    monkeypatch.delenv("POSTGRES_BIN", raising=False)
    monkeypatch.setattr("tests.postgres_server.PG_ROOT", tmp_path)
    assert find_postgres() == str(tmp_path / "15" / "bin")
    monkeypatch.setattr("tests.postgres_server.PG_ROOT", tmp_path / "missing")
    assert find_postgres() is None
