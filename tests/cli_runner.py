"""명령줄 시험이 같이 쓰는 도우미: `python -m solver ...` 를 저장소 뿌리에서 돌린다."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# evaluate --json 의 계약 필드 (docs/architecture.md)
CONTRACT = {
    "variant",
    "codes",
    "strategy",
    "games",
    "mean",
    "worst",
    "total",
    "histogram",
    "seconds",
}
# analyze --json 의 턴마다의 열쇠 (계약: worst · best_worst 는 가장 큰 묶음)
ANALYZE_CONTRACT = {
    "guess",
    "answer",
    "candidates_before",
    "candidates_after",
    "worst",
    "best_worst",
    "expected",
    "best_expected",
    "possible",
    "expected_left",
}


def run(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """명령을 돌리고 결과를 돌려준다 (종료 코드는 부른 쪽이 본다)."""
    return subprocess.run(
        [sys.executable, "-m", "solver", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def run_json(*args: str) -> dict:
    """--json 을 붙여 돌리고, 성공했는지 확인한 뒤 JSON 을 읽는다."""
    done = run(*args, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def assert_refused(done: subprocess.CompletedProcess[str]) -> None:
    """잘못된 인자의 계약: 종료 코드 2, 빈 stdout, stderr 에 'error:' 로 시작하는 한 줄."""
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:")
