"""로컬 분산 묶음: `streamlit run` 복제본 N 개와 그 앞의 HAProxy 를 빈 포트에 띄운다.

부하 시험 (python -m bench.load --replicas N) 과 그 pytest 시험이 쓴다. HAProxy 설정은 따로 두지
않는다: 배포용 deploy/haproxy.cfg 를 읽어 bind 줄과 server 줄만 이 컴퓨터의 빈 포트로 바꿔 쓴다
(render). 그래서 시험이 통과하면 배포 설정 그대로가 통과한 것이다. 요청 길에 우리가 만든 것은
없다: 브라우저 (부하 클라이언트) → HAProxy → Streamlit.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.e2e.conftest import ARTIFACTS, free_port, start_server, stop, wait_healthy

__all__ = ["TEMPLATE", "Cluster", "balanced", "find_haproxy", "render", "replica_name"]

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "deploy" / "haproxy.cfg"
_SERVER = re.compile(r"^(\s*)server\s+\S+\s+\S+(.*)$")
_BIND = re.compile(r"^(\s*)bind\s+\S+(.*)$")
_COOKIE = re.compile(r"\bcookie\s+\S+")


def replica_name(i: int) -> str:
    """i 번째 (1 부터) 복제본의 이름이자 쿠키 값 (배포 설정의 r1, r2 와 같은 꼴)."""
    return f"r{i}"


def render(listen: int, ports: Sequence[int], host: str = "127.0.0.1", template: str = "") -> str:
    """배포 설정에서 bind 를 host:listen 으로, server 줄들을 ports 마다 한 줄로 바꾼 설정 글.

    server 줄은 템플릿의 첫 server 줄의 나머지 (검사 · 쿠키 선택) 를 그대로 쓰고 이름과 쿠키 값만
    바꾼다. 템플릿에 bind 나 server 줄이 없으면 ValueError (배포 설정을 고쳐 시험이 말없이 다른
    것을 시험하지 않게).
    """
    lines = (template or TEMPLATE.read_text(encoding="utf-8")).splitlines()
    out: list[str] = []
    servers = binds = 0
    for line in lines:
        if found := _SERVER.match(line):
            if servers == 0:
                indent, rest = found.groups()
                for i, port in enumerate(ports, start=1):
                    name = replica_name(i)
                    out.append(
                        f"{indent}server {name} {host}:{port}{_COOKIE.sub(f'cookie {name}', rest)}"
                    )
            servers += 1
        elif found := _BIND.match(line):
            out.append(f"{found[1]}bind {host}:{listen}{found[2]}")
            binds += 1
        else:
            out.append(line)
    if servers == 0 or binds != 1:
        raise ValueError(f"{TEMPLATE.name} needs one bind line and server lines")
    return "\n".join(out) + "\n"


def find_haproxy() -> str | None:
    """HAProxy 실행 파일 (Debian 은 /usr/sbin 이라 일반 사용자의 PATH 에 없을 수 있다)."""
    return shutil.which("haproxy") or shutil.which("/usr/sbin/haproxy")


@dataclass(frozen=True)
class Cluster:
    """띄운 묶음. url: 분산기 주소. replicas: 복제본 이름 → pid. balancer: HAProxy 의 pid.
    ports: 복제본 이름 → 포트 (죽인 복제본을 같은 자리에 다시 띄울 때)."""

    url: str
    replicas: dict[str, int]
    balancer: int
    ports: dict[str, int]

    @property
    def pids(self) -> list[int]:
        """RSS · CPU 를 읽을 프로세스들 (복제본과 분산기)."""
        return [*self.replicas.values(), self.balancer]


@contextmanager
def balanced(
    replicas: int, flags: Sequence[str] = (), env: Mapping[str, str] | None = None
) -> Iterator[Cluster]:
    """복제본 replicas 개와 HAProxy 를 띄워 Cluster 를 주고, 끝나면 모두 끈다. flags · env:
    복제본마다 더할 streamlit 설정과 환경 변수 (start_server).

    복제본은 한꺼번에 띄우고 저마다 건강해질 때까지 기다린 뒤 분산기를 띄운다. HAProxy 가 없으면
    RuntimeError (부르는 쪽이 건너뛸지 정한다).
    """
    haproxy = find_haproxy()
    if haproxy is None:
        raise RuntimeError("haproxy not found (apt-get install -y haproxy)")
    if replicas < 1:
        raise ValueError(f"need at least one replica, got {replicas}")
    ports = [free_port() for _ in range(replicas)]
    procs: list[subprocess.Popen] = []
    try:
        procs.extend(start_server(port, env=env, flags=flags) for port in ports)
        for port in ports:
            wait_healthy(f"http://127.0.0.1:{port}")
        listen = free_port()
        with tempfile.TemporaryDirectory(prefix="haproxy-") as folder:
            config = Path(folder) / "haproxy.cfg"
            config.write_text(render(listen, ports), encoding="utf-8")
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            log = (ARTIFACTS / f"haproxy-{listen}.log").open("w")
            balancer = subprocess.Popen(
                [haproxy, "-f", str(config), "-db"], stdout=log, stderr=subprocess.STDOUT
            )
            procs.append(balancer)
            url = f"http://127.0.0.1:{listen}"
            wait_healthy(url)
            names = {replica_name(i): p.pid for i, p in enumerate(procs[:replicas], start=1)}
            places = {replica_name(i): port for i, port in enumerate(ports, start=1)}
            yield Cluster(url, names, balancer.pid, places)
    finally:
        for proc in reversed(procs):
            stop(proc)
