"""배포 설정 (deploy/haproxy.cfg): 시험 묶음이 쓰는 설정은 배포 설정에서 포트만 바꾼 것이고,
HAProxy 가 받아들이는 설정이며, 약속한 것 (돌아가며 나누기, 붙는 쿠키, 웹소켓 터널 시간, health
check) 을 담고 있다."""

from __future__ import annotations

import subprocess

import pytest

from bench.balancer import TEMPLATE, find_haproxy, render
from tests.e2e.conftest import require

HAPROXY_MISSING = "Debian haproxy not found (apt-get install -y haproxy)"


def _directives(text: str) -> list[str]:
    """주석과 빈 줄을 뺀 설정 줄들 (앞뒤 공백 없이)."""
    stripped = (line.strip() for line in text.splitlines())
    return [line for line in stripped if line and not line.startswith("#")]


def test_rendered_config_only_swaps_the_bind_and_server_lines() -> None:
    template = _directives(TEMPLATE.read_text(encoding="utf-8"))
    rendered = _directives(render(9000, [8601, 8602, 8603]))
    assert "bind 127.0.0.1:9000" in rendered
    assert [line for line in rendered if line.startswith("server ")] == [
        f"server r{i} 127.0.0.1:{port} cookie r{i}" for i, port in enumerate((8601, 8602, 8603), 1)
    ]
    keep = [line for line in template if not line.startswith(("bind ", "server "))]
    assert [line for line in rendered if not line.startswith(("bind ", "server "))] == keep


def test_deploy_config_promises_what_the_guide_says() -> None:
    lines = _directives(TEMPLATE.read_text(encoding="utf-8"))
    for promised in (
        "balance roundrobin",
        "cookie SRV insert indirect nocache httponly",
        "timeout tunnel 1h",
        "http-check send meth GET uri /_stcore/health",
        "http-response set-header X-Replica %s",
    ):
        assert promised in lines, promised


def test_render_refuses_a_template_without_server_lines() -> None:
    with pytest.raises(ValueError):
        render(9000, [8601], template="frontend f\n    bind :80\n")


def test_rendered_config_is_valid_for_haproxy(tmp_path) -> None:
    haproxy = require(find_haproxy(), HAPROXY_MISSING)
    config = tmp_path / "haproxy.cfg"
    config.write_text(render(9000, [8601, 8602]), encoding="utf-8")
    for path in (config, TEMPLATE):
        done = subprocess.run(
            [haproxy, "-c", "-f", str(path)], capture_output=True, text=True, timeout=30
        )
        assert done.returncode == 0, done.stdout + done.stderr
