"""한 반의 부하 시험 (python -m bench.load --room, bench/room_load.py): 진짜 PostgreSQL 과 복제본
둘 · HAProxy 뒤에서 학생 60 명이 들어와 끝내고, 복제본 하나를 중간에 죽였다 띄워도 결과는 학생마다
한 줄이다 (잃거나 겹치지 않는다). SQLite (내장 기본값) 는 복제본 하나로.

빠르기 (p95) 는 여기서 보지 않는다 (시험은 기계의 빠르기에 기대지 않는다): README 의 표가 잰 값이다.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from asgi_calls import run_async

from bench.balancer import find_haproxy
from bench.load import main
from bench.load_client import STEP_TIMEOUT, Cookies, Screen, SessionLog, fetch
from bench.room_load import (
    ANSWER,
    JOIN,
    ROOM_KEYS,
    StudentLog,
    answer,
    connect,
    join,
    room_load,
    step,
)
from results.engine import DATA_ENV, SQLITE_FILE, open_engine, sqlite_url
from results.records import Activity
from results.store import ClassStore
from tests.e2e.conftest import require, served
from tests.postgres_server import MISSING, find_postgres
from ui.classroom.room_settings import RoomSettings
from ui.text import tr

ROOT = Path(__file__).resolve().parents[1]
# 이슈의 약속: 바깥의 확인이 부르는 명령 그대로
CONTRACT = [
    "-m", "bench.load", "--room", "--students", "60", "--replicas", "2",
    "--database", "postgresql", "--kill-replica", "--json",
]  # fmt: skip


@pytest.mark.slow
def test_sixty_students_behind_two_replicas_on_postgresql_lose_and_double_nothing() -> None:
    require(find_haproxy(), "Debian haproxy not found (apt-get install -y haproxy)")
    require(find_postgres(), MISSING)
    done = subprocess.run(
        [sys.executable, *CONTRACT], cwd=ROOT, capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stderr[-2000:]
    summary = json.loads(done.stdout)
    said = done.stdout  # 실패하면 요약 전체 (오류의 종류 error_kinds 까지)
    assert set(ROOM_KEYS) <= set(summary)
    assert summary["students"] == 60 == summary["recorded"] == summary["in_seat"], said
    assert (summary["duplicates"], summary["lost"], summary["errors"]) == (0, 0, 0), said
    # 복제본을 정말 반 중간에 죽였다: 그 복제본의 학생들이 다시 이었다
    assert summary["reconnects"] > 0, said


@pytest.mark.slow
def test_a_class_on_the_embedded_sqlite_default_records_everyone_once() -> None:
    require(find_haproxy(), "Debian haproxy not found (apt-get install -y haproxy)")
    # 새 스레드에서: 같은 일꾼이 먼저 돌린 브라우저 시험 (playwright) 의 이벤트 루프가 이 스레드에
    # 돌고 있으면 room_load 의 asyncio.run 이 거절된다
    with ThreadPoolExecutor(max_workers=1) as pool:
        report = pool.submit(room_load, 8, 1, "sqlite", False, ramp=2.0, think=0.2).result()
    summary = report.summary()
    assert summary["students"] == 8 == summary["recorded"] == summary["in_seat"], summary
    assert (summary["duplicates"], summary["lost"], summary["errors"]) == (0, 0, 0), summary
    assert all(log.finished for log in report.students)


@pytest.mark.parametrize(
    "args",
    [
        ["--room", "--students", "3"],
        ["--room", "--database", "sqlite"],
        ["--room", "--students", "0", "--database", "sqlite"],
        ["--room", "--students", "3", "--database", "mysql"],
        ["--room", "--students", "3", "--database", "sqlite", "--replicas", "2"],
        ["--room", "--students", "3", "--database", "postgresql", "--replicas", "1",
         "--kill-replica"],
        ["--room", "--students", "3", "--database", "sqlite", "--url", "http://x:1"],
        ["--students", "3", "--database", "sqlite", "--sessions", "2", "--seconds", "1"],
    ],
)  # fmt: skip
def test_bad_room_arguments_exit_2_with_one_line(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(args)
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1, err


@pytest.mark.slow
def test_a_result_finished_while_postgresql_is_down_is_sent_once_when_it_is_back(
    postgres, tmp_path
) -> None:
    """학생이 방에 든 뒤 데이터베이스가 멈춘다. 학생은 지킴이를 끝내고, 페이지는 못 적었다고 말하고
    결과를 쥐고 있다. 데이터베이스가 돌아온 뒤의 실행이 그것을 보내고, 더 돌려도 한 줄이다."""
    secrets = tmp_path / "secrets.toml"
    secrets.write_text(f'[connections.classroom]\nurl = "{postgres.url}"\n', "utf-8")
    engine = open_engine(postgres.url)
    store = ClassStore(engine)
    room, token = store.create_room(
        "down", Activity.KEEPER, RoomSettings(activity=Activity.KEEPER).query(), hours=1
    )
    pending = tr("ko", "seat_pending")

    async def student(url: str) -> tuple[bool, list[int]]:
        log = StudentLog("민지")
        tab, ws = await connect(url, "class", f"room={room.code}", STEP_TIMEOUT, Cookies())
        async with ws:
            screen = await step(tab, log, [], STEP_TIMEOUT)
            screen = await step(tab, log, join(screen, log.nickname), STEP_TIMEOUT)
            postgres.stop()
            try:
                while not screen.won:
                    screen = await step(tab, log, [answer(screen, 7)], STEP_TIMEOUT)
                said = any(pending in line for line in screen.lines)
            finally:
                postgres.start()
            rows = []
            for _ in range(3):  # 돌아온 뒤의 실행들: 첫 실행이 보내고 나머지는 그대로
                await step(tab, log, [], STEP_TIMEOUT)
                rows.append(len(store.entries(room.code, token)))
        assert not log.errors, log.errors
        return said, rows

    with served(flags=["--secrets.files", str(secrets)]) as (url, _):
        said, rows = run_async(student(url))
    engine.dispose()
    assert said, "the page did not say the result waits for the database"
    assert rows == [1, 1, 1]


@pytest.mark.slow
def test_a_student_whose_join_answer_was_lost_comes_back_to_the_same_seat(tmp_path) -> None:
    """복제본이 '들어가기' 를 적은 뒤 답하기 전에 죽으면 학생의 주소는 아직 수업 페이지다. 쿠키를
    지닌 브라우저는 다시 이을 때 '… 로 이어 하기' 를 받아 제 자리로 돌아가고 (학생은 한 명),
    쿠키가 없으면 같은 별명은 남의 것으로 거절된다 (전체 시험의 부하 시험이 이것으로 한 번 실패했다:
    부하 시험의 학생이 다시 이을 때 쿠키를 버렸다)."""
    engine = open_engine(sqlite_url(tmp_path / SQLITE_FILE))
    store = ClassStore(engine)
    room, token = store.create_room(
        "lost", Activity.KEEPER, RoomSettings(activity=Activity.KEEPER).query(), hours=1
    )
    query = f"room={room.code}"

    async def student(url: str) -> tuple[Screen, Screen]:
        log, cookies = StudentLog("민지"), Cookies()
        tab, ws = await connect(url, "class", query, STEP_TIMEOUT, cookies)
        async with ws:  # 들어간다: 답 (활동 페이지로 옮김) 은 버린다
            screen = await step(tab, log, [], STEP_TIMEOUT)
            await step(tab, log, join(screen, log.nickname), STEP_TIMEOUT)
        tab, ws = await connect(url, "class", query, STEP_TIMEOUT, Cookies())
        async with ws:  # 쿠키 없는 다른 기기가 같은 별명으로
            screen = await step(tab, log, [], STEP_TIMEOUT)
            stranger = await step(tab, log, join(screen, log.nickname), STEP_TIMEOUT)
        tab, ws = await connect(url, "class", query, STEP_TIMEOUT, cookies)
        async with ws:  # 같은 기기가 아직 수업 페이지의 주소로 다시
            screen = await step(tab, log, [], STEP_TIMEOUT)
            back = await step(tab, log, join(screen, log.nickname), STEP_TIMEOUT)
        assert not log.errors, log.errors
        return stranger, back

    with served(env={DATA_ENV: str(tmp_path)}) as (url, _):
        stranger, back = run_async(student(url))
    students = store.students(room.code, token)
    engine.dispose()
    assert stranger.turn is None and stranger.has(JOIN)
    assert back.turn == 1 and back.has(ANSWER), back.lines[:2]
    assert [s.nickname for s in students] == ["민지"]


def test_a_page_cut_off_mid_answer_is_a_lost_connection_not_a_crash() -> None:
    """복제본을 죽이면 페이지의 응답이 중간에 끊긴다 (머리글의 길이만큼 오지 않는다). 학생은
    브라우저처럼 다시 잇는다: fetch 는 그것을 OSError (끊김) 로 알린다. 전에는 http.client 의
    IncompleteRead 가 학생의 코루틴을 넘어 부하 시험 전체를 멈췄다 (전체 시험에서 한 번)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        port = listener.getsockname()[1]

        def answer_half() -> None:
            connection, _ = listener.accept()
            with connection:
                connection.recv(65536)
                connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nhalf")

        with ThreadPoolExecutor(1) as pool:
            pool.submit(answer_half)
            url = f"http://127.0.0.1:{port}/class"
            with pytest.raises(OSError, match="IncompleteRead"):
                run_async(fetch(url, Cookies(), SessionLog("class"), 10.0, "text/html"))
