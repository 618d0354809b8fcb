"""부하 시험: 진짜 서버 (`streamlit run`) 에 브라우저 없이 세션 N 개를 붙여 서버 시간을 잰다.

실행: python -m bench.load --sessions 50 --seconds 30 [--url http://HOST:PORT [--pid PID] |
      --replicas N] [--think S] [--ramp S] [--json]
--url 이 없으면 README 대로 `streamlit run streamlit_app.py` 를 빈 포트에 띄우고 끝나면 끈다.
--replicas N 이면 복제본 N 개와 그 앞의 HAProxy 를 띄우고 (bench/balancer.py: 설정은
deploy/haproxy.cfg 그대로, 포트만 바꾼다) 세션을 분산기로 보낸다. 클라이언트는 브라우저처럼 분산기의
쿠키를 지녀 한 세션이 한 복제본에 머문다. 두 복제본에 닿은 세션은 오류 ('crossed') 다.

클라이언트는 브라우저가 서버와 주고받는 것만 한다: 웹소켓 (ui/internals.STREAM) 하나에 BackMsg
(rerun_script) 를 보내고 ForwardMsg 를 그 실행의 script_finished 까지 읽는다. 단추 누름은 화면에
그려진 단추의 위젯 id ($$ID-<해시>-<열쇠>, 열쇠는 turn-auto_step-<차례> 처럼 ui/turns.py 의 것) 에
trigger_value 를 실어 다시 돌리는 것이다. 세션의 반은 자동 진행 (자동 진행 토글을 끄고 '한 단계'),
반은 지킴이 (남는 후보가 있는 대답 가운데 하나) 를 누르고, 판이 끝나면 새 판을 누른다.

재는 것
- steps: 끝난 스크립트 실행 수, 모든 세션의 합 (첫 화면 · 자동 진행 끄기 · 누름 · 새 판).
- 지연: BackMsg 를 보낸 때부터 그 실행의 script_finished 를 받을 때까지 (p50 · p95 · 최대, ms).
  서버 안에서 줄 서기 · 스크립트 · 직렬화 · 전송이 모두 들어간다.
- errors: 화면의 예외, 스크립트 오류, 시간 초과, 끊김, 접속 실패, 있어야 할 단추 · 상태 줄이
  없음, 판의 진행이 내 누름과 어긋남 (다른 세션의 누름이나 상태가 섞이면 여기서 잡힌다).
- rss_mb: 서버 프로세스와 그 자손의 RSS 합을 0.5 초마다 읽은 최댓값 (MiB). --url 이면 --pid 를
  줄 때만 (아니면 null). --replicas 면 모든 복제본과 HAProxy 의 합.
- replicas (--replicas 일 때만): 복제본 이름 → 그 복제본이 받은 세션 수.
- 표 (--json 이 없을 때) 에는 오류의 종류, 세션마다 받아들여진 누름 수, 그동안 클라이언트와
  서버가 쓴 CPU 시간도 보인다: 지연이 서버의 일 때문인지 컴퓨터를 나눠 쓴 탓인지 가늠하려고.

첫 사용자의 캐시 채우기 (응답 행렬 등) 는 재지 않는다: 시작 전에 세션 하나로 두 페이지를 한 번씩
연다. 부하를 만드는 이 클라이언트도 서버와 같은 컴퓨터의 CPU 를 쓴다.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import sys
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from bench.balancer import balanced
from bench.load_client import PAGES, STEP_TIMEOUT, SessionLog, drive, percentile
from bench.room_load import DATABASES, room_load
from bench.worktree import checkout, short
from tests.e2e.conftest import served as local_server

# --json 이 내놓는 열쇠 (이슈의 약속)
KEYS = ("sessions", "steps", "errors", "p50_ms", "p95_ms", "max_ms", "rss_mb")
# --against 에서 이 작업 트리의 서버를 부르는 이름
THIS_TREE = "this tree"
# 서버 RSS 를 읽는 간격, 초
RSS_EVERY = 0.5


def _family(pid: int) -> list[int]:
    """pid 와 그 자손 프로세스들 (/proc 의 children 목록을 따라간다)."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        for children in Path(f"/proc/{current}/task").glob("*/children"):
            try:
                todo.extend(int(child) for child in children.read_text().split())
            except OSError:
                continue  # 그 사이에 끝난 스레드
    return found


def rss_mb(pid: int | Sequence[int]) -> float | None:
    """pid (들) 와 그 자손의 RSS 합, MiB (/proc/<pid>/status 의 VmRSS). 프로세스가 없으면 None."""
    total_kb, seen = 0, False
    for member in (m for one in _pids(pid) for m in _family(one)):
        try:
            lines = Path(f"/proc/{member}/status").read_text().splitlines()
        except OSError:
            continue
        for line in lines:
            if line.startswith("VmRSS:"):
                total_kb += int(line.split()[1])
                seen = True
    return total_kb / 1024 if seen else None


def _pids(pid: int | Sequence[int]) -> list[int]:
    return [pid] if isinstance(pid, int) else list(pid)


def cpu_seconds(pid: int | Sequence[int]) -> float | None:
    """pid (들) 가 지금까지 쓴 CPU 시간 (user + system) 의 합, 초. 하나라도 없으면 None."""
    total = 0
    for one in _pids(pid):
        try:
            fields = Path(f"/proc/{one}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / os.sysconf("SC_CLK_TCK")


@dataclass
class LoadResult:
    """부하 시험 한 번의 결과. peak_rss_mb: 잰 동안 서버 RSS 의 최댓값 (모르면 None).
    wall_s: 잰 시간 (늦은 실행을 기다린 것까지). client_cpu_s · server_cpu_s: 그동안 이 부하
    클라이언트와 서버 프로세스가 쓴 CPU 시간 (같은 컴퓨터의 다른 일과 나눠 보려고)."""

    sessions: list[SessionLog]
    peak_rss_mb: float | None
    wall_s: float = 0.0
    client_cpu_s: float = 0.0
    server_cpu_s: float | None = None

    def errors(self) -> Counter[str]:
        """오류 종류별 수 (모든 세션의 합, 0 인 종류는 뺀다)."""
        total: Counter[str] = Counter()
        for log in self.sessions:
            total.update(log.errors)
        return +total

    @property
    def steps(self) -> int:
        """끝난 스크립트 실행 수 (모든 세션의 합)."""
        return sum(len(log.latencies_ms) for log in self.sessions)

    @property
    def cpu_ms_per_step(self) -> float | None:
        """실행 하나에 든 서버 CPU 시간의 평균, ms (서버 CPU 를 모르면 None)."""
        if self.server_cpu_s is None or not self.steps:
            return None
        return self.server_cpu_s * 1000 / self.steps

    def per_replica(self) -> dict[str, int]:
        """복제본 이름 → 받은 세션 수 (분산기를 거치지 않았으면 빈 dict). 이름 순."""
        served = Counter(log.replica for log in self.sessions if log.replica is not None)
        return dict(sorted(served.items()))

    def summary(self) -> dict[str, object]:
        """--json 이 내놓는 dict: 열쇠는 KEYS 그대로 (ms 와 MiB 는 소수 한 자리), 분산기를 거쳤으면
        복제본마다의 세션 수 ("replicas") 도."""
        latencies = [ms for log in self.sessions for ms in log.latencies_ms]

        def rounded(value: float | None) -> float | None:
            return None if value is None else round(value, 1)

        summary: dict[str, object] = {
            "sessions": len(self.sessions),
            "steps": len(latencies),
            "errors": sum(self.errors().values()),
            "p50_ms": rounded(percentile(latencies, 50)),
            "p95_ms": rounded(percentile(latencies, 95)),
            "max_ms": rounded(max(latencies, default=None)),
            "rss_mb": rounded(self.peak_rss_mb),
        }
        if replicas := self.per_replica():
            summary["replicas"] = replicas
        return summary


async def _watch_rss(pid: int | Sequence[int], samples: list[float]) -> None:
    """RSS_EVERY 초마다 서버의 RSS 를 samples 에 더한다 (취소될 때까지)."""
    while True:
        if (now := rss_mb(pid)) is not None:
            samples.append(now)
        await asyncio.sleep(RSS_EVERY)


async def run_load(
    url: str,
    sessions: int,
    seconds: float,
    pid: int | Sequence[int] | None = None,
    timeout: float = STEP_TIMEOUT,
    at_least: int = 0,
    think: float = 0.0,
    ramp: float = 0.0,
    pages: Sequence[str] = PAGES,
    play: bool = False,
) -> LoadResult:
    """세션 sessions 개를 열어 seconds 초 동안 누른다 (pages 를 돌아가며: 기본은 짝수 번째 자동
    진행, 홀수 번째 지킴이).

    pid: RSS 를 읽을 서버 프로세스 (복제본들이면 목록). at_least: 세션마다 이만큼은 누름이
    받아들여질 때까지 시간이 지나도 누른다 (작은 판의 시험이 바쁜 컴퓨터에서도 '저마다
    나아갔다' 를 보게).
    think: 누름 사이에 쉬는 평균 시간, 초 (0 이면 쉬지 않고 누른다: 가장 무거운 부하).
    ramp: 세션이 이 시간 (초) 에 걸쳐 고르게 들어온다 (0 이면 한꺼번에; seconds 안에 든다).
    play: 자동 진행 세션이 자동 진행을 켠 채 브라우저처럼 박자를 보낸다 (load_client.drive).
    시작 전에 두 페이지를 한 번씩 열어 캐시를 채운다 (잰 값에 넣지 않는다). 분산기 뒤에서는 새
    세션이 돌아가며 나뉘므로 페이지마다 pid 수만큼 잇달아 열어 모든 복제본에 닿게 한다."""
    if sessions < 1 or seconds <= 0 or timeout <= 0 or think < 0 or ramp < 0:
        raise ValueError("need sessions >= 1, seconds > 0, timeout > 0, think >= 0, ramp >= 0")
    rounds = 1 if pid is None else len(_pids(pid))
    for page in pages:
        for _ in range(rounds):
            await drive(url, page, actions=1, timeout=timeout, play=play)
    samples: list[float] = []
    watcher = asyncio.create_task(_watch_rss(pid, samples)) if pid is not None else None
    start, client_cpu = time.monotonic(), time.process_time()
    server_cpu = cpu_seconds(pid) if pid is not None else None
    until = start + seconds
    opened = [pages[i % len(pages)] for i in range(sessions)]

    async def arrive(i: int, page: str) -> SessionLog:
        await asyncio.sleep(ramp * i / sessions)
        return await drive(
            url,
            page,
            until=until,
            at_least=at_least,
            think=think,
            seed=i,
            timeout=timeout,
            play=play,
        )

    try:
        logs = await asyncio.gather(*(arrive(i, page) for i, page in enumerate(opened)))
    finally:
        if watcher is not None:
            watcher.cancel()
    if pid is not None and (last := rss_mb(pid)) is not None:
        samples.append(last)
    server_end = cpu_seconds(pid) if pid is not None else None
    return LoadResult(
        list(logs),
        max(samples, default=None),
        time.monotonic() - start,
        time.process_time() - client_cpu,
        None if server_cpu is None or server_end is None else server_end - server_cpu,
    )


class _Parser(argparse.ArgumentParser):
    """틀린 인자는 한 줄로 알리고 2 로 끝낸다 (사용법을 덧붙이지 않는다)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _positive(kind: type[int] | type[float], zero: bool = False) -> Callable[[str], int | float]:
    """0 보다 큰 (zero 면 0 도) kind 값만 받는 argparse 형."""

    def parse(text: str) -> int | float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not (value >= 0 if zero else value > 0) or not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"must be {'>=' if zero else '>'} 0: {text!r}")
        return value

    return parse


def _url(text: str) -> str:
    if not text.startswith(("http://", "https://")):
        raise argparse.ArgumentTypeError(f"must start with http:// or https://: {text!r}")
    return text.rstrip("/")


def _table(result: LoadResult, seconds: float, think: float, ramp: float) -> str:
    """사람이 읽는 요약 (--json 이 없을 때)."""
    s = result.summary()
    pages = Counter(log.page for log in result.sessions)
    done = [log.actions for log in result.sessions]
    errors = result.errors()
    kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(errors.items()))
    rss = "알 수 없음 (--pid 없음)" if s["rss_mb"] is None else f"{s['rss_mb']} MiB (최대)"
    cpu = "?" if result.server_cpu_s is None else f"{result.server_cpu_s:.1f}"
    first = next((log.first_error for log in result.sessions if log.first_error), None)
    served = " · ".join(f"{name} {n}" for name, n in result.per_replica().items())
    return "\n".join(
        [
            f"세션     {s['sessions']} (자동 진행 {pages['autoplay']} · 지킴이 {pages['keeper']})"
            f" · {seconds:g}초 · 누름 사이 {think:g}초 · 들어오는 시간 {ramp:g}초",
            f"실행     {s['steps']} 번 · 세션마다 받아들여진 누름 {min(done)}-{max(done)}",
            f"지연 ms  p50 {s['p50_ms']} · p95 {s['p95_ms']} · 최대 {s['max_ms']}",
            f"오류     {s['errors']}" + (f" ({kinds})" if kinds else ""),
            f"서버 RSS {rss}",
            f"CPU 초   클라이언트 {result.client_cpu_s:.1f} · 서버 {cpu}"
            f" ({result.wall_s:.1f}초 동안; 실행마다 서버 {_cpu_line(result)} ms)",
            *([f"복제본   {served} (받은 세션 수)"] if served else []),
            *([f"첫 오류  {first}"] if first else []),
        ]
    )


def _pages(text: str) -> tuple[str, ...]:
    pages = tuple(p for p in text.split(",") if p)
    if not pages or set(pages) - set(PAGES):
        raise argparse.ArgumentTypeError(f"pages are some of {','.join(PAGES)}: {text!r}")
    return pages


def _commit(text: str) -> str:
    try:
        return short(text)
    except RuntimeError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _cpu_line(result: LoadResult) -> str:
    per = result.cpu_ms_per_step
    return "?" if per is None else f"{per:.1f}"


async def _side_by_side(
    rev: str, rounds: int, go: Callable[[str, int], Awaitable[LoadResult]]
) -> dict[str, list[LoadResult]]:
    """커밋 rev 의 서버와 이 작업 트리의 서버를 함께 띄우고, 같은 부하를 번갈아 rounds 번씩
    건다 (기계의 흔들림이 양쪽에 고루 가게). 이름 (rev, 'this tree') → 판마다의 결과."""
    runs: dict[str, list[LoadResult]] = {rev: [], THIS_TREE: []}
    with (
        checkout(rev) as tree,
        local_server(tree / "streamlit_app.py") as base,
        local_server() as ours,
    ):
        for _ in range(rounds):
            for name, (url, pid) in ((rev, base), (THIS_TREE, ours)):
                runs[name].append(await go(url, pid))
    return runs


def _merged(results: Sequence[LoadResult]) -> dict[str, object]:
    """여러 판의 합: 실행 수, 오류, 서버 CPU, 실행마다의 서버 CPU (ms), 지연의 p50 · p95."""
    latencies = [ms for r in results for log in r.sessions for ms in log.latencies_ms]
    steps = sum(r.steps for r in results)
    cpu = sum(r.server_cpu_s or 0.0 for r in results)
    return {
        "rounds": len(results),
        "steps": steps,
        "errors": sum(sum(r.errors().values()) for r in results),
        "server_cpu_s": round(cpu, 2),
        "cpu_ms_per_step": round(cpu * 1000 / steps, 2) if steps else None,
        "p50_ms": percentile(latencies, 50),
        "p95_ms": percentile(latencies, 95),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """명령줄: 부하 시험을 돌리고 결과를 JSON 한 줄 또는 표로 찍는다."""
    parser = _Parser(prog="python -m bench.load", description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=_positive(int), help="동시 세션 수")
    parser.add_argument("--seconds", type=_positive(float), help="누르는 시간, 초")
    room = parser.add_argument_group("한 반 (--room): bench/room_load.py")
    room.add_argument("--room", action="store_true", help="방 하나에 학생들이 들어와 끝낸다")
    room.add_argument("--students", type=_positive(int), help="학생 수 (--room)")
    room.add_argument("--database", choices=DATABASES, help="수업의 데이터베이스 (--room)")
    room.add_argument(
        "--kill-replica", action="store_true", help="학생의 반이 끝나면 복제본 하나를 죽였다 띄운다"
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--url", type=_url, help="이미 떠 있는 서버 (없으면 하나 띄운다)")
    where.add_argument(
        "--replicas", type=_positive(int), help="복제본 N 개와 HAProxy 를 띄워 분산기로 보낸다"
    )
    where.add_argument(
        "--against", type=_commit, help="이 커밋의 서버와 이 작업 트리의 서버에 같은 부하를 번갈아"
    )
    parser.add_argument("--rounds", type=_positive(int), default=2, help="--against 의 판 수")
    parser.add_argument("--pid", type=_positive(int), help="--url 서버의 pid (RSS 를 읽으려면)")
    parser.add_argument(
        "--timeout", type=_positive(float), default=STEP_TIMEOUT, help="실행 하나의 한도, 초"
    )
    parser.add_argument(
        "--think", type=_positive(float, zero=True), default=0.0, help="누름 사이 쉬는 시간, 초"
    )
    parser.add_argument(
        "--ramp", type=_positive(float, zero=True), default=0.0, help="세션이 들어오는 시간, 초"
    )
    parser.add_argument(
        "--pages", type=_pages, default=PAGES, help="세션이 돌아가며 여는 페이지 (쉼표로)"
    )
    parser.add_argument(
        "--play", action="store_true", help="자동 진행 세션이 박자를 따른다 (한 단계 = 판의 조각)"
    )
    parser.add_argument("--json", action="store_true", help="결과를 JSON 한 줄로")
    args = parser.parse_args(argv)
    if args.room:
        return _room(parser, args)
    if args.sessions is None or args.seconds is None:
        parser.error("--sessions and --seconds are required (or --room)")
    if args.students is not None or args.database is not None or args.kill_replica:
        parser.error("--students, --database and --kill-replica go with --room")

    async def go(url: str, pid: int | list[int] | None) -> LoadResult:
        return await run_load(
            url,
            args.sessions,
            args.seconds,
            pid,
            args.timeout,
            think=args.think,
            ramp=args.ramp,
            pages=args.pages,
            play=args.play,
        )

    if args.pid is not None and args.url is None:
        parser.error("--pid goes with --url")
    if args.against is not None:
        runs = asyncio.run(_side_by_side(args.against, args.rounds, go))
        merged = {name: _merged(results) for name, results in runs.items()}
        base, ours = merged[args.against]["cpu_ms_per_step"], merged[THIS_TREE]["cpu_ms_per_step"]
        ratio = round(ours / base, 3) if base and ours else None
        document = {"runs": merged, "cpu_per_step_ratio": ratio}
        if args.json:
            print(json.dumps(document))
            return 0
        for name, one in merged.items():
            print(
                f"{name:<10} 실행 {one['steps']:>6} · 오류 {one['errors']} · 서버 CPU"
                f" {one['server_cpu_s']} 초 · 실행마다 {one['cpu_ms_per_step']} ms"
                f" · 지연 p50 {one['p50_ms']:.0f} ms p95 {one['p95_ms']:.0f} ms"
            )
        print(f"실행마다의 서버 CPU, 이 작업 트리 / {args.against}: {ratio}x")
        return 0
    if args.replicas is not None:
        try:
            with balanced(args.replicas) as cluster:
                result = asyncio.run(go(cluster.url, cluster.pids))
        except RuntimeError as exc:  # HAProxy 가 없다
            parser.exit(2, f"{parser.prog}: error: {exc}\n")
    elif args.url is None:
        with local_server() as (url, pid):
            result = asyncio.run(go(url, pid))
    else:
        result = asyncio.run(go(args.url, args.pid))
    print(
        json.dumps(result.summary())
        if args.json
        else _table(result, args.seconds, args.think, args.ramp)
    )
    return 0


def _room(parser: _Parser, args: argparse.Namespace) -> int:
    """--room: 한 반 (bench/room_load.py). SQLite 는 복제본 하나 (파일 하나를 여러 서버가 쓰지
    않는다), PostgreSQL 은 --replicas (기본 2)."""
    if args.students is None or args.database is None:
        parser.error("--room needs --students and --database")
    if args.url is not None or args.against is not None or args.sessions is not None:
        parser.error("--room starts its own servers: no --url, --against or --sessions")
    replicas = args.replicas or (1 if args.database == "sqlite" else 2)
    if args.database == "sqlite" and replicas != 1:
        parser.error("--database sqlite runs one replica")
    if args.kill_replica and replicas < 2:
        parser.error("--kill-replica needs --replicas 2 or more")
    try:
        report = room_load(args.students, replicas, args.database, args.kill_replica)
    except RuntimeError as exc:  # HAProxy 나 PostgreSQL 이 없다
        parser.exit(2, f"{parser.prog}: error: {exc}\n")
    summary = report.summary()
    if args.json:
        print(json.dumps(summary))
    else:
        print("\n".join(f"{key:<13} {value}" for key, value in summary.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
