"""부하 시험 (bench/load.py) 의 작은 판: 진짜 `streamlit run` 서버에 브라우저 없이 세션 몇 개,
그리고 복제본 둘과 HAProxy (deploy/haproxy.cfg) 를 거치는 세션들.

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

from bench.balancer import balanced, find_haproxy
from bench.load import KEYS, SessionLog, drive, local_server, main, run_load
from solver.codebreaking.session import CodeGame
from tests.e2e.conftest import require
from ui.codebreaking.share import history_csv

ROOT = Path(__file__).resolve().parents[1]
# 모두 진짜 `streamlit run` 서버를 띄운다 (pyproject.toml 의 slow: 빠른 시험 명령에서 빠진다)
pytestmark = pytest.mark.slow


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


def test_two_replicas_behind_haproxy_share_sessions_and_keep_each_on_its_replica() -> None:
    """복제본 둘 + HAProxy: 세션 여섯이 오류 없이 두 복제본에 나뉘고, 세션마다 페이지 · 웹소켓이
    한 복제본에 머물며, 게임 페이지의 기록 CSV 를 그 세션의 쿠키로 분산기를 거쳐 받으면 온전하다
    (파일은 그 복제본의 메모리에 있으니 다른 복제본으로 가면 404 다)."""
    require(find_haproxy(), "Debian haproxy not found (apt-get install -y haproxy)")
    with balanced(2) as cluster:
        result = run_async(
            run_load(cluster.url, sessions=6, seconds=3, pid=cluster.pids, at_least=2)
        )
        # 비밀 수를 정한 자동 진행 세션: 몇 단계 뒤 기록 CSV 를 내려받는다
        log = run_async(
            drive(cluster.url, "autoplay", actions=5, query="secret=987", download=True)
        )
    summary = result.summary()
    assert summary["errors"] == 0, result.errors()
    served = summary["replicas"]  # 새 세션은 돌아가며 나뉜다: 두 복제본 모두 받았다
    assert set(served) == {"r1", "r2"} and sum(served.values()) == 6, served
    for session in result.sessions:  # 'crossed' 도 오류지만, 정말 두 번 이상 보았는지도
        assert len(session.replicas) == 2 and len(set(session.replicas)) == 1, session.replicas
    assert not log.errors, log.first_error
    assert len(log.replicas) == 3 and len(set(log.replicas)) == 1  # 페이지, 웹소켓, 내려받기
    (body,) = log.downloads
    got = body.decode("utf-8-sig").splitlines()  # 한국어 화면의 CSV 는 BOM 으로 시작한다
    game = CodeGame("baseball3", "minimax", secret="987")
    game.finish()
    expected = history_csv(game).splitlines()  # 끝까지 둔 판: 받은 것은 그 앞부분이다
    assert len(got) >= 3 and got == expected[: len(got)]


@pytest.mark.parametrize(
    "args",
    [
        ["--sessions", "0", "--seconds", "1"],
        ["--sessions", "2", "--seconds", "0"],
        ["--sessions", "x", "--seconds", "1"],
        ["--sessions", "2"],
        ["--sessions", "2", "--seconds", "1", "--url", "localhost:8501"],
        ["--sessions", "2", "--seconds", "1", "--replicas", "0"],
        ["--sessions", "2", "--seconds", "1", "--replicas", "2", "--url", "http://x:1"],
        ["--sessions", "2", "--seconds", "1", "--pid", "1"],
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
