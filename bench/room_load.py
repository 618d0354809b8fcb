"""한 반의 부하 시험 (bench/load.py --room): 학생 N 명이 방 하나에 들어와 활동을 끝내고,
선생님의 판이 그 결과를 한 번씩 보는지 잰다. 브라우저 없이 웹소켓으로 말한다 (bench/load_client.py).

학생 하나: 학생의 링크 (/class?room=CODE) 를 열고, 별명을 적고 '들어가기' 를 한 번에 보내면 (글
상자의 값과 단추의 누름을 한 BackMsg 에) 페이지가 활동 (지킴이) 으로 바뀐다. 지킴이에서 남는 후보가
있는 대답을 누르다가 컴퓨터가 맞히면 그 실행에서 자리 (ui/classroom) 가 결과를 적는다. 연결이 끊기면
(복제본을 죽였다) 브라우저처럼 지금 주소로 다시 연다: 분산기가 살아 있는 복제본으로 보내고, 페이지는
주소의 판 (대답 · room · me) 을 다시 연다.
선생님 하나: 판의 링크를 열고 1 초마다 다시 돌린다 (판의 갱신; 걸린 시간이 board_p95_ms).
끝나면 저장소를 직접 읽어 센다: recorded (결과가 있는 학생), duplicates (한 학생의 두 번째 줄부터),
lost (화면에서 끝냈는데 줄이 없는 학생).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import websockets

from bench.balancer import Cluster, balanced
from bench.load_client import STEP_TIMEOUT, Cookies, Missing, Screen, Tab, fetch
from results.engine import DATA_ENV, default_sqlite_url, open_engine
from results.records import Activity
from results.store import ClassStore
from tests.e2e.conftest import start_server, stop, wait_healthy
from ui.internals import STREAM, WidgetState

__all__ = ["KEYS", "RoomReport", "run_room"]

# --json 이 내놓는 열쇠 (이슈의 약속)
KEYS = ("students", "recorded", "duplicates", "lost", "p95_ms", "board_p95_ms", "errors")
# 방의 활동: 지킴이 (컴퓨터가 맞히는 데 많아야 여섯 번)
ROOM_QUERY = "strategy=minimax"
# 들어오기 폼의 열쇠 (ui/views/class_views.py) 와 지킴이의 대답 단추 (ui/turns.turn_key)
NICKNAME = "class_nickname"
JOIN = "turn-class_join-"
ANSWER = "turn-keeper_ans-"
# 선생님의 판을 다시 돌리는 간격, 초
BOARD_EVERY = 1.0
# 한 학생이 다시 잇는 횟수의 한도
RECONNECTS = 5


@dataclass
class StudentLog:
    """학생 하나의 기록."""

    nickname: str
    latencies_ms: list[float] = field(default_factory=list)
    finished: bool = False
    reconnects: int = 0
    errors: Counter[str] = field(default_factory=Counter)


@dataclass
class RoomReport:
    """한 반의 결과."""

    students: list[StudentLog]
    board_ms: list[float]
    rows: Counter[str]  # 별명 → 적힌 줄 수
    board_errors: int

    def summary(self) -> dict[str, object]:
        from bench.load import percentile

        steps = [ms for s in self.students for ms in s.latencies_ms]
        recorded = sum(1 for s in self.students if self.rows[s.nickname] > 0)
        p95, board = percentile(steps, 95), percentile(self.board_ms, 95)
        return {
            "students": len(self.students),
            "recorded": recorded,
            "duplicates": sum(n - 1 for n in self.rows.values() if n > 1),
            "lost": sum(1 for s in self.students if s.finished and self.rows[s.nickname] == 0),
            "p95_ms": None if p95 is None else round(p95, 1),
            "board_p95_ms": None if board is None else round(board, 1),
            "errors": sum(sum(s.errors.values()) for s in self.students) + self.board_errors,
            "reconnects": sum(s.reconnects for s in self.students),
        }


async def _open(base: str, page: str, query: str, timeout: float) -> tuple[Tab, Cookies, object]:
    """브라우저처럼 페이지를 HTTP 로 열고 (분산기의 쿠키) 웹소켓을 잇는다."""
    cookies = Cookies()
    from bench.load_client import SessionLog

    await fetch(f"{base}/{page}?{query}", cookies, SessionLog(page), timeout, "text/html")
    ws = await websockets.connect(
        "ws" + base.removeprefix("http") + "/" + STREAM,
        subprotocols=["streamlit"],
        max_size=None,
        ping_interval=None,
        open_timeout=timeout,
        additional_headers=cookies.header(),
    )
    return Tab(ws, page, query), cookies, ws


async def _student(base: str, code: str, log: StudentLog, seed: int, timeout: float) -> None:
    """학생 하나: 들어와서 지킴이를 끝낼 때까지 (끊기면 지금 주소로 다시 연다)."""
    rng = random.Random(seed)
    page, query, joined = "class", f"room={code}", False
    while log.reconnects <= RECONNECTS:
        try:
            tab, _, ws = await _open(base, page, query, timeout)
            async with ws:
                screen = await _run(tab, log, None, timeout)
                if not joined:
                    nickname = WidgetState(id=screen.texts[NICKNAME], string_value=log.nickname)
                    join = WidgetState(id=screen.button(JOIN, rng), trigger_value=True)
                    screen = await _run(tab, log, [nickname, join], timeout)
                    joined, page = True, Activity.KEEPER.value
                while not screen.won:
                    click = WidgetState(id=screen.button(ANSWER, rng), trigger_value=True)
                    screen = await _run(tab, log, click, timeout)
                    query = tab.query
                log.finished = True
                return
        except (websockets.ConnectionClosed, OSError):
            log.reconnects += 1
            query = tab.query if joined else query  # 열린 뒤에만 끊긴다
            await asyncio.sleep(0.5)
        except TimeoutError:
            log.errors["timeout"] += 1
            return
        except (Missing, KeyError) as missing:
            log.errors[f"missing {missing}"] += 1
            return
    log.errors["reconnects"] += 1


async def _run(
    tab: Tab, log: StudentLog, widget: WidgetState | list[WidgetState] | None, timeout: float
) -> Screen:
    screen, ms = await tab.run(widget, timeout)
    log.latencies_ms.append(ms)
    for message in screen.exceptions:
        log.errors[f"exception {message[:60]}"] += 1
    return screen


async def _board(base: str, code: str, token: str, done: asyncio.Event, ms: list[float]) -> int:
    """선생님의 판을 1 초마다 다시 돌린다 (done 까지). 오류 수를 돌려준다."""
    errors = 0
    query = f"room={code}&token={token}"
    while not done.is_set():
        try:
            tab, _, ws = await _open(base, "class", query, STEP_TIMEOUT)
            async with ws:
                while not done.is_set():
                    screen, took = await tab.run(None, STEP_TIMEOUT)
                    ms.append(took)
                    errors += len(screen.exceptions)
                    await asyncio.sleep(BOARD_EVERY)
        except (websockets.ConnectionClosed, OSError):
            await asyncio.sleep(0.5)  # 죽인 복제본: 다시 연다
    return errors


async def _kill_and_restart(cluster: Cluster, flags: list[str], after: asyncio.Event) -> None:
    """학생의 반이 끝나면 복제본 r1 을 죽이고 (SIGKILL) 같은 포트에 다시 띄운다."""
    await after.wait()
    name = sorted(cluster.replicas)[0]
    os.kill(cluster.replicas[name], signal.SIGKILL)
    port = cluster.ports[name]
    proc = await asyncio.to_thread(start_server, port, None, None, flags)
    RESTARTED.append(proc)
    await asyncio.to_thread(wait_healthy, f"http://127.0.0.1:{port}")


RESTARTED: list = []


async def run_room(
    base: str,
    store: ClassStore,
    students: int,
    *,
    cluster: Cluster | None = None,
    flags: list[str] | None = None,
    ramp: float = 5.0,
    timeout: float = STEP_TIMEOUT,
) -> RoomReport:
    """방 하나를 만들고 학생 students 명을 ramp 초에 걸쳐 들여보내 끝까지. cluster 를 주면 학생의
    반이 끝났을 때 복제본 하나를 죽였다 다시 띄운다."""
    room, token = store.create_room("bench", Activity.KEEPER, ROOM_QUERY, hours=2)
    logs = [StudentLog(f"s{i:03d}") for i in range(students)]
    done, half = asyncio.Event(), asyncio.Event()
    board_ms: list[float] = []
    board = asyncio.create_task(_board(base, room.code, token, done, board_ms))
    killer = asyncio.create_task(_kill_and_restart(cluster, flags or [], half)) if cluster else None

    async def arrive(i: int) -> None:
        await asyncio.sleep(ramp * i / students)
        await _student(base, room.code, logs[i], i, timeout)
        if sum(log.finished for log in logs) >= students // 2:
            half.set()

    await asyncio.gather(*(arrive(i) for i in range(students)))
    half.set()
    if killer is not None:
        await killer
    done.set()
    board_errors = await board
    rows = Counter(e.nickname for e in store.entries(room.code, token))
    return RoomReport(logs, board_ms, rows, board_errors)


@contextmanager
def database(kind: str) -> Iterator[tuple[str, list[str], dict[str, str]]]:
    """kind (sqlite | postgresql) 의 데이터베이스: (SQLAlchemy 주소, 복제본의 streamlit 설정,
    더할 환경 변수). PostgreSQL 은 새로 띄우고 (tests/postgres_server.py) secrets 파일로 알린다."""
    with tempfile.TemporaryDirectory(prefix="room-") as folder:
        if kind == "sqlite":
            env = {DATA_ENV: folder}
            os.environ[DATA_ENV] = folder
            yield default_sqlite_url(), [], env
            return
        from tests.postgres_server import postgres_server

        with postgres_server() as server:
            secrets = Path(folder) / "secrets.toml"
            secrets.write_text(f'[connections.classroom]\nurl = "{server.url}"\n', "utf-8")
            yield server.url, ["--secrets.files", str(secrets)], {}


def room_main(students: int, replicas: int, kind: str, kill: bool) -> dict[str, object]:
    """--room 의 한 판: 데이터베이스 · 복제본 · HAProxy 를 띄우고 반 하나를 돌린다."""
    with database(kind) as (url, flags, _env):
        store = ClassStore(open_engine(url))
        with balanced(replicas, flags) as cluster:
            start = time.monotonic()
            report = asyncio.run(
                run_room(
                    cluster.url, store, students, cluster=cluster if kill else None, flags=flags
                )
            )
            for proc in RESTARTED:
                stop(proc)
        summary = report.summary()
        summary["seconds"] = round(time.monotonic() - start, 1)
        return summary


if __name__ == "__main__":
    print(json.dumps(room_main(6, 2, "sqlite", False)))
