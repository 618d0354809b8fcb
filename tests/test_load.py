"""부하 시험 (bench/load.py) 의 작은 판: 진짜 `streamlit run` 서버에 브라우저 없이 세션 몇 개.

코루틴은 자기 스레드에서 돌린다 (tests/asgi_calls.run_async: 같은 작업자에서 먼저 돈 브라우저 시험의
이벤트 루프가 남아 있으면 asyncio.run 이 거절한다).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from asgi_calls import run_async

from bench.load import KEYS, SessionLog, drive, local_server, main, run_load

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, int]]:
    """이 파일의 시험이 같이 쓰는 서버 (주소, pid)."""
    with local_server() as found:
        yield found


def test_small_load_has_no_errors_and_every_session_advances(server: tuple[str, int]) -> None:
    url, pid = server
    result = run_async(run_load(url, sessions=3, seconds=4, pid=pid, at_least=2))
    summary = result.summary()
    assert tuple(summary) == KEYS
    assert summary["errors"] == 0, result.errors()
    assert summary["sessions"] == 3
    assert summary["steps"] > 0
    assert summary["rss_mb"] is not None and summary["rss_mb"] > 0
    assert summary["p50_ms"] <= summary["p95_ms"] <= summary["max_ms"]
    assert {log.page for log in result.sessions} == {"autoplay", "keeper"}
    # 누름마다 진행 위치가 바로 앞의 것 + 1 (새 판이면 0) 이었고 (어긋나면 errors), 저마다 나아갔다
    assert all(log.actions >= 2 for log in result.sessions)


def test_sessions_on_one_server_keep_their_own_games(server: tuple[str, int]) -> None:
    """같은 비밀 수 (링크의 secret=987) 로 연 자동 진행 세션 셋이 동시에 1 · 2 · 3 단계를 누르면
    저마다 제 누름만큼만 나아간다: 1번째 질문의 대답, 2번째 질문, 2번째 질문의 대답."""
    url, _ = server

    async def play() -> list[SessionLog]:
        steps = (1, 2, 3)
        return await asyncio.gather(
            *(drive(url, "autoplay", actions=n, query="secret=987") for n in steps)
        )

    logs = run_async(play())
    assert [+log.errors for log in logs] == [{}, {}, {}]
    # 첫 화면과 자동 진행 끄기는 위치 0, 그 뒤 누름마다 1 씩
    assert [log.positions for log in logs] == [[0, 0, 1], [0, 0, 1, 2], [0, 0, 1, 2, 3]]


def test_cli_json_has_exactly_the_contract_keys(server: tuple[str, int]) -> None:
    url, pid = server
    cmd = [sys.executable, "-m", "bench.load", "--sessions", "2", "--seconds", "2"]
    cmd += ["--url", url, "--pid", str(pid), "--json"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert sorted(data) == sorted(KEYS)
    assert data["sessions"] == 2 and data["errors"] == 0 and data["steps"] > 0


@pytest.mark.parametrize(
    "args",
    [
        ["--sessions", "0", "--seconds", "1"],
        ["--sessions", "2", "--seconds", "0"],
        ["--sessions", "x", "--seconds", "1"],
        ["--sessions", "2"],
        ["--sessions", "2", "--seconds", "1", "--url", "localhost:8501"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(args)
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.strip().splitlines()) == 1
