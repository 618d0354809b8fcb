"""명령줄 시험이 같이 쓰는 도우미: `python -m solver ...` 를 저장소 뿌리에서 돌린다."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from contextlib import chdir, redirect_stderr, redirect_stdout
from pathlib import Path

from solver.cli import main

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


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """`python -m solver ARGS` 를 이 프로세스에서 돌린다 (그 모듈이 부르는 solver.cli.main 을
    저장소 뿌리에서, stdout · stderr 를 받아): 종료 코드 · stdout · stderr 는 부른 쪽이 본다.
    파이썬을 새로 띄우지 않아 빠른 시험의 대부분이 이것이다. 진짜 프로세스로는 run_process."""
    out, err = io.StringIO(), io.StringIO()
    with chdir(ROOT), redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as stop:  # argparse 의 거절 (2) 과 --help (0)
            code = stop.code if isinstance(stop.code, int) else int(stop.code is not None)
    return subprocess.CompletedProcess(["solver", *args], code, out.getvalue(), err.getvalue())


def run_process(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """명령을 진짜 `python -m solver` 프로세스로 (진입점 자체 · 오래 걸려 한도가 필요한 명령)."""
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
