"""한 반의 부하 시험 (python -m bench.load --room): 학생 N 명이 방 하나에 들어와 활동을 끝내고,
선생님의 판이 그 결과를 한 번씩 보는지 잰다. 브라우저 없이 웹소켓으로 말한다 (bench/load_client).

- 학생 하나: 학생의 링크 (/class?room=CODE) 를 열고 별명과 '들어가기' 를 한 번에 보낸다 (글 상자의
  값과 단추의 누름을 한 BackMsg 에). 페이지가 활동 (지킴이) 으로 바뀌면 남는 후보가 있는 대답을
  누르다가, 컴퓨터가 맞힌 실행에서 자리 (ui/classroom/seat.py) 가 결과를 적는다. 대답은 판의 자리
  (질문 번호) 와 학생의 씨앗으로 정한다: 다시 연 판에서도 같은 대답이라 같은 판이다 (사람이 마음에
  둔 비밀 수처럼).
- 끊기면 (복제본을 죽였다) 브라우저처럼 마지막 주소로 다시 연다: 분산기가 살아 있는 복제본으로
  보내고, 페이지는 주소의 판 (대답 · room · me) 을 다시 연다.
- 선생님 하나: 판의 링크를 열고 BOARD_EVERY 초마다 다시 돌린다 (걸린 시간이 board_p95_ms).
- 끝나면 저장소를 직접 읽어 센다: recorded (줄이 있는 학생), duplicates (한 학생의 둘째 줄부터),
  lost (화면에서 끝냈는데 줄이 없는 학생), in_seat (결과가 자리에서 처음부터 한 수씩 둔 판, 서버가
  적어 둔 그 판 (class_plays) 의 대답 수와 같은 학생: ui/classroom/seat_game).
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import tempfile
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import websockets

from bench.balancer import Cluster, balanced
from bench.load_client import (
    STEP_TIMEOUT,
    Cookies,
    Missing,
    Screen,
    SessionLog,
    Tab,
    fetch,
    percentile,
)
from results.engine import DATA_ENV, SQLITE_FILE, open_engine, sqlite_url
from results.records import Activity, Entry, Room, Student
from results.store import ClassStore
from tests.e2e.conftest import start_server, stop, wait_healthy
from ui.classroom.class_state import RoomSettings
from ui.classroom.seat_game import parse_game
from ui.internals import STREAM, WidgetState

__all__ = [
    "DATABASES",
    "ROOM_KEYS",
    "RoomReport",
    "StudentLog",
    "answer",
    "connect",
    "database",
    "join",
    "run_class",
    "step",
]

# --room --json 이 내놓는 열쇠 (이슈의 약속; 더해 reconnects · seconds)
ROOM_KEYS = ("students", "recorded", "duplicates", "lost", "p95_ms", "board_p95_ms", "errors")
DATABASES = ("sqlite", "postgresql")
# 들어오기 폼의 열쇠 (ui/views/class_views.py) 와 지킴이의 대답 단추 (pages/keeper.py)
NICKNAME = "cls_nickname"
JOIN = "turn-cls_join-"
RESUME = "turn-cls_resume-"
ANSWER = "turn-keeper_ans-"
CLASS_PAGE = "class"
# 선생님의 판을 다시 돌리는 간격, 초 (페이지의 판은 3 초마다 조각만 다시 돈다: 더 자주 잰다)
BOARD_EVERY = 1.0
# 학생이 들어오는 시간 (초) 과 누름 사이에 화면을 보는 평균 시간 (초): 선생님이 링크를 나누면 한
# 반이 반 분쯤에 걸쳐 들어오고, 사람은 지킴이의 질문을 읽고 대답을 고른다
RAMP = 20.0
THINK = 1.5
# 한 학생이 다시 잇는 횟수의 한도, 첫 다시 잇기 전에 쉬는 초 (브라우저처럼 번마다 두 배로 늘린다:
# 0.5 + 1 + ... + 16 초. 죽은 복제본을 분산기가 빼는 데 6 초 (deploy/haproxy.cfg 의 inter 2s
# fall 3) 이고, 바쁜 기계에서는 더 걸린다: 0.5 초씩 다섯 번 (2.5 초) 에 포기한 학생이 있었다)
RECONNECTS = 6
RECONNECT_WAIT = 0.5


@dataclass
class StudentLog:
    """학생 하나의 기록: 실행마다 걸린 ms, 끝냈는지 (화면에서 맞힘을 봤다), 다시 이은 수, 오류."""

    nickname: str
    latencies_ms: list[float] = field(default_factory=list)
    finished: bool = False
    reconnects: int = 0
    errors: Counter[str] = field(default_factory=Counter)


@dataclass
class RoomReport:
    """한 반의 결과. rows: 별명 → 저장소의 줄 수. board_ms: 판을 다시 돌린 시간들."""

    students: list[StudentLog]
    board_ms: list[float]
    rows: Counter[str]
    board_errors: int
    seconds: float = 0.0
    in_seat: int = 0

    def summary(self) -> dict[str, object]:
        """--json 의 dict: ROOM_KEYS 와 reconnects · seconds · error_kinds (오류의 종류마다 수)."""
        steps = [ms for s in self.students for ms in s.latencies_ms]

        def rounded(value: float | None) -> float | None:
            return None if value is None else round(value, 1)

        return {
            "students": len(self.students),
            "recorded": sum(1 for s in self.students if self.rows[s.nickname] > 0),
            "duplicates": sum(n - 1 for n in self.rows.values() if n > 1),
            "lost": sum(1 for s in self.students if s.finished and self.rows[s.nickname] == 0),
            "p95_ms": rounded(percentile(steps, 95)),
            "board_p95_ms": rounded(percentile(self.board_ms, 95)),
            "errors": sum(sum(s.errors.values()) for s in self.students) + self.board_errors,
            "error_kinds": dict(
                sum((s.errors for s in self.students), Counter())
                + Counter({"board exceptions": self.board_errors} if self.board_errors else {})
            ),
            "reconnects": sum(s.reconnects for s in self.students),
            "in_seat": self.in_seat,
            "seconds": round(self.seconds, 1),
        }


async def connect(
    base: str, page: str, query: str, timeout: float, cookies: Cookies
) -> tuple[Tab, object]:
    """브라우저처럼 페이지를 HTTP 로 열고 (분산기와 기기의 쿠키를 cookies 에 받는다) 웹소켓을
    잇는다. 학생 하나는 쿠키 통 하나를 다시 이을 때도 쓴다 (브라우저가 쿠키를 지니듯)."""
    await fetch(f"{base}/{page}?{query}", cookies, SessionLog(page), timeout, "text/html")
    ws = await websockets.connect(
        "ws" + base.removeprefix("http") + "/" + STREAM,
        subprotocols=["streamlit"],
        max_size=None,
        ping_interval=None,
        open_timeout=timeout,
        additional_headers=cookies.header(),
    )
    return Tab(ws, page, query), ws


async def step(tab: Tab, log: StudentLog, widgets: Sequence[WidgetState], timeout: float) -> Screen:
    """한 번 돌려 기록한다 (widgets: 이번 실행에 실을 위젯 값들)."""
    screen, ms = await tab.run(list(widgets) or None, timeout)
    log.latencies_ms.append(ms)
    for message in screen.exceptions:
        log.errors[f"exception: {message[:80]}"] += 1
    return screen


def answer(screen: Screen, seed: int) -> WidgetState:
    """남는 후보가 있는 대답 가운데 하나: 판의 자리 (질문 번호) 와 씨앗으로 정한다."""
    pick = random.Random(f"{seed}:{screen.turn}")
    return WidgetState(id=screen.button(ANSWER, pick), trigger_value=True)


def join(screen: Screen, nickname: str) -> list[WidgetState]:
    """들어오기 폼에 별명을 적고 '들어가기' 를 누르는 위젯 값 (브라우저는 글 상자의 값을 단추를
    누르기 전에 보낸다: 한 실행에 둘 다 싣는다). 이 기기가 이미 든 방이면 (들어가기의 답을 받기
    전에 복제본이 죽었다) 사람처럼 '… 로 이어 하기' 를 누른다: 같은 별명은 남의 것으로 거절된다."""
    if screen.has(RESUME):
        return [WidgetState(id=screen.button(RESUME, random.Random()), trigger_value=True)]
    typed = WidgetState(id=screen.texts[NICKNAME], string_value=nickname)
    return [typed, WidgetState(id=screen.button(JOIN, random.Random()), trigger_value=True)]


async def _student(
    base: str, code: str, log: StudentLog, seed: int, think: float, timeout: float
) -> None:
    """학생 하나: 들어와서 지킴이를 끝낼 때까지 (끊기면 마지막 주소로 다시 연다). 누름 사이에
    think 초 (0.5-1.5 배로 흩뜨린다) 동안 화면을 본다."""
    page, query, joined = CLASS_PAGE, f"room={code}", False
    looks, cookies = random.Random(seed), Cookies()
    while True:
        tab: Tab | None = None
        try:
            tab, ws = await connect(base, page, query, timeout, cookies)
            async with ws:
                screen = await step(tab, log, [], timeout)
                if not joined:
                    screen = await step(tab, log, join(screen, log.nickname), timeout)
                    page, query, joined = Activity.KEEPER.value, tab.query, True
                while not screen.won:
                    await asyncio.sleep(think * looks.uniform(0.5, 1.5))
                    screen = await step(tab, log, [answer(screen, seed)], timeout)
                    query = tab.query
                log.finished = True
                return
        except (websockets.ConnectionClosed, websockets.InvalidHandshake, OSError) as lost:
            # 죽은 복제본을 분산기가 아직 빼지 않았으면 웹소켓이 502 로 거절된다: 브라우저처럼 다시
            if tab is not None and joined:
                query = tab.query
            log.reconnects += 1
            if log.reconnects > RECONNECTS:
                log.errors[f"gave up: {lost}"[:80]] += 1
                return
            await asyncio.sleep(RECONNECT_WAIT * 2 ** (log.reconnects - 1))
        except TimeoutError:
            log.errors["timeout"] += 1
            return
        except (Missing, KeyError) as missing:
            log.errors[f"missing {missing}"] += 1
            return


async def _board(base: str, query: str, done: asyncio.Event, ms: list[float]) -> int:
    """선생님의 판을 BOARD_EVERY 초마다 다시 돌린다 (done 까지). 화면의 예외 수를 돌려준다."""
    errors = 0
    while not done.is_set():
        try:
            tab, ws = await connect(base, CLASS_PAGE, query, STEP_TIMEOUT, Cookies())
            async with ws:
                while not done.is_set():
                    screen, took = await tab.run(None, STEP_TIMEOUT)
                    ms.append(took)
                    errors += len(screen.exceptions)
                    await asyncio.sleep(BOARD_EVERY)
        except (websockets.ConnectionClosed, OSError):
            await asyncio.sleep(RECONNECT_WAIT)  # 죽인 복제본: 다시 연다
    return errors


@contextmanager
def database(kind: str) -> Iterator[tuple[str, list[str], dict[str, str]]]:
    """kind (sqlite | postgresql) 의 새 데이터베이스: (SQLAlchemy 주소, 복제본에 줄 streamlit 설정,
    복제본에 줄 환경 변수). PostgreSQL 은 새로 띄우고 (tests/postgres_server.py) 앱에는 README 의
    secrets 블록 그대로 알린다 (--secrets.files). SQLite 는 앱의 내장 기본값을 새 폴더에."""
    if kind not in DATABASES:
        raise ValueError(f"database is one of {', '.join(DATABASES)}: {kind!r}")
    with tempfile.TemporaryDirectory(prefix="room-") as folder:
        if kind == "sqlite":
            yield sqlite_url(Path(folder) / SQLITE_FILE), [], {DATA_ENV: folder}
            return
        from tests.postgres_server import postgres_server

        with postgres_server() as server:
            secrets = Path(folder) / "secrets.toml"
            secrets.write_text(f'[connections.classroom]\nurl = "{server.url}"\n', "utf-8")
            yield server.url, ["--secrets.files", str(secrets)], {}


async def _kill_and_restart(
    cluster: Cluster, flags: Sequence[str], env: Mapping[str, str], when: asyncio.Event, out: list
) -> None:
    """when 이 서면 첫 복제본을 SIGKILL 로 죽이고 같은 포트에 다시 띄운다 (건강해질 때까지)."""
    await when.wait()
    name = sorted(cluster.replicas)[0]
    os.kill(cluster.replicas[name], signal.SIGKILL)
    port = cluster.ports[name]
    out.append(await asyncio.to_thread(start_server, port, None, env, flags))
    await asyncio.to_thread(wait_healthy, f"http://127.0.0.1:{port}")


async def run_class(
    base: str,
    store: ClassStore,
    students: int,
    *,
    kill: tuple[Cluster, Sequence[str], Mapping[str, str], list] | None = None,
    ramp: float = RAMP,
    think: float = THINK,
    timeout: float = STEP_TIMEOUT,
) -> RoomReport:
    """방 하나 (지킴이) 를 만들고 학생 students 명을 ramp 초에 걸쳐 들여보내 끝까지 (누름 사이
    think 초). kill 을 주면
    (묶음, 설정, 환경, 다시 띄운 프로세스를 담을 목록) 학생의 반이 끝났을 때 복제본 하나를 죽였다
    다시 띄운다."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    room, token = store.create_room(
        "bench", Activity.KEEPER, RoomSettings(activity=Activity.KEEPER).query(), hours=2
    )
    logs = [StudentLog(f"s{i:03d}") for i in range(students)]
    done, half = asyncio.Event(), asyncio.Event()
    board_ms: list[float] = []
    board = asyncio.create_task(_board(base, f"room={room.code}&token={token}", done, board_ms))
    killer = asyncio.create_task(_kill_and_restart(*kill[:3], half, kill[3])) if kill else None

    async def arrive(i: int) -> None:
        await asyncio.sleep(ramp * i / students)
        await _student(base, room.code, logs[i], i, think, timeout)
        if sum(log.finished for log in logs) * 2 >= students:
            half.set()

    await asyncio.gather(*(arrive(i) for i in range(students)))
    half.set()
    if killer is not None:
        await killer
    done.set()
    board_errors = await board
    entries = store.entries(room.code, token)
    rows = Counter(entry.nickname for entry in entries)
    return RoomReport(
        logs, board_ms, rows, board_errors, loop.time() - start, _in_seat(store, room, entries)
    )


def _in_seat(store: ClassStore, room: Room, entries: Sequence[Entry]) -> int:
    """결과가 자리에서 둔 판에서 온 학생 수: 서버가 적어 둔 판이 기록될 수 있는 판 (fair) 이고 그
    대답 수가 결과의 질문 수와 같다."""
    count = 0
    for entry in entries:
        play = store.play(Student(entry.student, room.code, entry.nickname, 0.0))
        if play is None or not play.fair:
            continue
        answers = parse_game(play.game).get("answers", "")
        count += len(answers.split(",")) == entry.payload.get("guesses")
    return count


def room_load(
    students: int,
    replicas: int,
    kind: str,
    kill: bool,
    *,
    ramp: float = RAMP,
    think: float = THINK,
) -> RoomReport:
    """--room 의 한 판: 데이터베이스 · 복제본 replicas 개 · HAProxy 를 띄우고 반 하나를 돌린다."""
    restarted: list = []
    with database(kind) as (url, flags, env), balanced(replicas, flags, env) as cluster:
        engine = open_engine(url)
        try:
            chosen = (cluster, flags, env, restarted) if kill else None
            store = ClassStore(engine)
            go = run_class(cluster.url, store, students, kill=chosen, ramp=ramp, think=think)
            return asyncio.run(go)
        finally:
            engine.dispose()
            for proc in restarted:
                stop(proc)
