"""시험 · 벤치용 일회용 PostgreSQL: 임시 폴더에 initdb 하고 빈 로컬 포트에 pg_ctl 로 띄운다.

Debian 의 클러스터 서비스 (5432) 는 쓰지도 기대지도 않는다. 바이너리만 빌린다.
PostgreSQL 은 root 로 돌기를 거부하므로, root 이면 (CI) Debian 꾸러미가 만든 postgres 시스템
사용자로 내려가 (runuser) 돌리고, 임시 폴더도 그 사용자에게 넘긴다.

>>> with postgres_server() as pg:  # doctest: +SKIP
...     engine = sqlalchemy.create_engine(pg.url)
...     pg.stop()  # 잠시 끊겼다가
...     pg.start()  # 같은 포트 · 같은 데이터로 돌아온다
"""

from __future__ import annotations

import os
import pwd
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from tests.e2e.conftest import free_port

PG_ROOT = Path("/usr/lib/postgresql")
# 앱이 쓰는 역할 · 데이터베이스 · 암호 (셋 다 klass)
NAME = "klass"
# 서버가 뜨거나 내려가기를 기다리는 한도 (초). 느린 CI 에서도 넉넉하게
TIMEOUT = 60.0
# 시스템 사용자 이름 (Debian 의 postgresql 꾸러미가 만든다)
SYSTEM_USER = "postgres"
# find_postgres 가 None 일 때 건너뛰는 (CI 에서는 실패하는) 이유
MISSING = "Debian postgresql not found (apt-get install -y postgresql)"


def find_postgres() -> str | None:
    """가장 새 버전의 PostgreSQL bin 폴더 (initdb · pg_ctl 이 있는 곳), 없으면 None.

    POSTGRES_BIN 환경 변수가 먼저이고, 다음은 /usr/lib/postgresql/<버전>/bin 중 가장 큰 버전.
    """
    candidates = [os.environ.get("POSTGRES_BIN")]
    if PG_ROOT.is_dir():
        versions = [p for p in PG_ROOT.iterdir() if re.fullmatch(r"\d+(\.\d+)*", p.name)]
        # "9.6" < "15": 글자가 아니라 수로 비교한다
        versions.sort(key=lambda p: [int(part) for part in p.name.split(".")], reverse=True)
        candidates += [str(p / "bin") for p in versions]
    for candidate in candidates:
        if candidate and all((Path(candidate) / tool).is_file() for tool in ("initdb", "pg_ctl")):
            return candidate
    return None


def _run_as() -> tuple[str, ...]:
    """PostgreSQL 명령 앞에 붙일 것: root 이면 postgres 사용자로 내려가는 runuser, 아니면 없음."""
    if os.geteuid() != 0:
        return ()
    runuser = shutil.which("runuser")
    try:
        pwd.getpwnam(SYSTEM_USER)
    except KeyError:
        runuser = None
    if runuser is None:
        raise RuntimeError(
            f"PostgreSQL refuses to run as root and there is no {SYSTEM_USER!r} user to drop to "
            "(apt-get install -y postgresql creates it; runuser comes with util-linux)"
        )
    return (runuser, "-u", SYSTEM_USER, "--")


@dataclass(frozen=True)
class PostgresServer:
    """떠 있는 일회용 서버 하나. 상태는 데이터 폴더와 pg_ctl 이 갖고, 이 값은 바뀌지 않는다."""

    url: str
    """SQLAlchemy 주소: postgresql+psycopg://klass:klass@127.0.0.1:PORT/klass"""
    port: int
    """127.0.0.1 에서 듣는 포트 (stop/start 를 지나도 같다)"""
    data_dir: Path
    """데이터 폴더. 그 부모가 임시 폴더 (소켓 · 기록 파일도 거기) 이고, 끝나면 통째로 지운다"""
    bin_dir: str = field(repr=False)
    run_as: tuple[str, ...] = field(repr=False)

    @property
    def log_file(self) -> Path:
        """서버의 기록 파일 (뜨지 못했을 때 오류 메시지에 끝부분을 붙인다)."""
        return self.data_dir.parent / "postgres.log"

    def start(self) -> None:
        """같은 포트 · 같은 데이터 폴더로 서버를 띄우고, 연결을 받을 때까지 기다린다.

        이미 떠 있으면 아무것도 하지 않는다.
        """
        if self._running():
            return
        self._pg_ctl("start", "-w", "-t", str(int(TIMEOUT)), "-l", str(self.log_file))
        self._wait_ready()

    def stop(self) -> None:
        """서버를 끈다 (fast: 연결을 끊고 체크포인트 뒤 내려간다. 쓴 것은 남는다).

        이미 꺼져 있으면 아무것도 하지 않는다: 도중에 실패한 시험 뒤의 정리도 이것을 부른다.
        """
        if not self._running():
            return
        self._pg_ctl("stop", "-w", "-t", str(int(TIMEOUT)), "-m", "fast")

    def _running(self) -> bool:
        # pg_ctl status: 0 = 떠 있음, 3 = 꺼져 있음, 4 = 데이터 폴더가 없음
        done = self._run(["pg_ctl", "status", "-D", str(self.data_dir)], check=False)
        return done.returncode == 0

    def _pg_ctl(self, action: str, *options: str) -> None:
        self._run(["pg_ctl", action, "-D", str(self.data_dir), *options])

    def _run(
        self, command: Sequence[str], *, check: bool = True
    ) -> subprocess.CompletedProcess[str]:
        """bin 폴더의 명령을 (root 이면 postgres 사용자로) 부른다. 실패하면 서버 기록을 붙인다."""
        return _run(self.run_as, self.bin_dir, command, check=check, log_file=self.log_file)

    def _wait_ready(self) -> None:
        """pg_isready 가 TCP 로 받아들인다고 할 때까지 짧게 되묻는다 (고정된 잠은 없다)."""
        deadline = time.monotonic() + TIMEOUT
        command = ["pg_isready", "-q", "-h", "127.0.0.1", "-p", str(self.port), "-t", "2"]
        while self._run(command, check=False).returncode != 0:
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"PostgreSQL on port {self.port} not ready after {TIMEOUT:.0f} s"
                    + _log_tail(self.log_file)
                )
            time.sleep(0.1)


def _run(
    run_as: tuple[str, ...],
    bin_dir: str,
    command: Sequence[str],
    *,
    check: bool = True,
    log_file: Path | None = None,
) -> subprocess.CompletedProcess[str]:
    tool, *args = command
    # cwd 가 root 의 작업 폴더이면 postgres 사용자가 들어가지 못해 initdb 가 경고한다: 누구나 되는 /
    done = subprocess.run(
        [*run_as, str(Path(bin_dir) / tool), *args],
        capture_output=True,
        text=True,
        cwd="/",
        timeout=TIMEOUT + 30,
    )
    if check and done.returncode != 0:
        raise RuntimeError(
            f"{tool} {' '.join(args)} failed ({done.returncode}):\n{done.stdout}{done.stderr}"
            + (_log_tail(log_file) if log_file is not None else "")
        )
    return done


def _log_tail(log_file: Path, lines: int = 20) -> str:
    try:
        text = log_file.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    return "\nserver log:\n" + "\n".join(text.splitlines()[-lines:])


def _settings(port: int, socket_dir: Path) -> str:
    """postgresql.conf 끝에 붙일 설정: 127.0.0.1 의 빈 포트만, 소켓은 임시 폴더에.

    fsync 등은 끈다 (버리는 서버라 OS 가 죽을 때의 안전은 필요 없다. 정상 종료 · 재시작에는
    상관없다).
    """
    lines = {
        "listen_addresses": "'127.0.0.1'",
        "port": str(port),
        "unix_socket_directories": f"'{socket_dir}'",
        "fsync": "off",
        "synchronous_commit": "off",
        "full_page_writes": "off",
    }
    return "\n# tests/postgres_server.py\n" + "".join(f"{k} = {v}\n" for k, v in lines.items())


@contextmanager
def postgres_server() -> Iterator[PostgresServer]:
    """새 임시 클러스터를 빈 포트에 띄워 주고, 끝나면 (오류가 나도) 끄고 임시 폴더를 지운다.

    역할 klass (암호 klass) 가 가진 데이터베이스 klass 가 있다. 127.0.0.1 의 TCP 는 trust 다.
    """
    bin_dir = find_postgres()
    if bin_dir is None:
        raise RuntimeError(MISSING)
    run_as = _run_as()
    root = Path(tempfile.mkdtemp(prefix="klass-pg-"))
    try:
        if run_as:
            # mkdtemp 는 0700 이라 root 의 것인 채로는 postgres 사용자가 들어가지 못한다
            shutil.chown(root, user=SYSTEM_USER, group=SYSTEM_USER)
        socket_dir = root / "sock"
        port = free_port()
        server = PostgresServer(
            url=f"postgresql+psycopg://{NAME}:{NAME}@127.0.0.1:{port}/{NAME}",
            port=port,
            data_dir=root / "data",
            bin_dir=bin_dir,
            run_as=run_as,
        )
        _init_cluster(server, socket_dir)
        try:
            server.start()
            _create_klass(server)
            yield server
        finally:
            server.stop()
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _init_cluster(server: PostgresServer, socket_dir: Path) -> None:
    """initdb (postgres 초사용자, trust, UTF8) 뒤 설정을 붙이고 소켓 폴더를 만든다."""
    server._run(
        [
            "initdb",
            "-D",
            str(server.data_dir),
            "-U",
            SYSTEM_USER,
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C",
            "--no-sync",
        ]
    )
    with (server.data_dir / "postgresql.conf").open("a", encoding="utf-8") as conf:
        conf.write(_settings(server.port, socket_dir))
    socket_dir.mkdir()
    if server.run_as:
        shutil.chown(socket_dir, user=SYSTEM_USER, group=SYSTEM_USER)


def _create_klass(server: PostgresServer) -> None:
    """역할 klass (암호 klass) 와 그 역할이 가진 데이터베이스 klass 를 만든다."""
    psql = ["psql", "-h", "127.0.0.1", "-p", str(server.port), "-U", SYSTEM_USER, "-d", "postgres"]
    for sql in (
        f"CREATE ROLE {NAME} LOGIN PASSWORD '{NAME}'",
        f"CREATE DATABASE {NAME} OWNER {NAME}",
    ):
        server._run([*psql, "-v", "ON_ERROR_STOP=1", "-c", sql])
