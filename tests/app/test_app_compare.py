"""전략 비교 페이지의 AppTest: 표의 숫자가 명령줄 (python -m solver evaluate) 과 같은지.

첫 실행은 평가를 모두 계산해 오래 걸리므로 (약 15-25 초) 모듈에서 AppTest 하나를 같이 쓴다.
명령줄 평가는 별도 프로세스로, 페이지를 돌리는 동안 나란히 돈다.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from solver.codebreaking.strategies import STRATEGIES
from solver.codebreaking.variants import get_variant
from ui.codebreaking import compare_view as compare
from ui.text import tr

ROOT = Path(__file__).resolve().parents[2]
BASEBALL = get_variant("baseball3")
# 페이지의 기본값: 무작위 전략은 비밀 수마다 20판, 시드 0
GAMES = compare.CompareState().games
# 첫 계산 (정확한 무작위 기댓값 포함) 을 기다리는 한도, 초
COMPARE_TIMEOUT = 240
OK_MARKS = ("✅", ":material/check_circle:")
BAD_MARKS = ("❌", ":material/cancel:")


@dataclass
class Page:
    """한 번 돌린 비교 페이지와, 표의 줄 (job.key → 표의 한 줄) 과 명령줄 결과 (job.key → JSON)."""

    at: AppTest
    rows: dict[str, dict]
    cli: dict[str, dict]


def cli_args(job: compare.Job) -> list[str]:
    """페이지의 평가 하나와 같은 조건의 명령줄 인자 (시드는 둘 다 기본 0)."""
    options = job.options
    args = ["--variant", BASEBALL.name, "--strategy", job.strategy, "--json"]
    if options.candidates_only:
        args.append("--candidates-only")
    if options.sample is not None:
        args += ["--sample", str(options.sample), "--sample-above", str(options.sample_above)]
    if not STRATEGIES[job.strategy].deterministic or options.sample is not None:
        args += ["--games", str(job.games)]
    if job.key == "random":
        args.append("--exact-random")  # 정보 상자의 정확한 기댓값도 같이
    return args


@pytest.fixture(scope="module")
def compared(make_app: Callable[..., AppTest]) -> Iterator[Page]:
    jobs = compare.jobs(BASEBALL, GAMES)
    procs = {
        job.key: subprocess.Popen(
            [sys.executable, "-m", "solver", "evaluate", *cli_args(job)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for job in jobs
    }
    try:
        at = make_app("pages/compare.py", timeout=COMPARE_TIMEOUT)
        cli = {}
        for key, proc in procs.items():
            out, err = proc.communicate(timeout=COMPARE_TIMEOUT)
            assert proc.returncode == 0, err
            cli[key] = json.loads(out)
    finally:
        for proc in procs.values():
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    table = at.dataframe[0].value
    names = {compare.job_name("ko", job): job.key for job in jobs}
    rows = {names[r[tr("ko", "col_strategy")]]: r for r in table.to_dict("records")}
    yield Page(at, rows, cli)


def within(result: dict, k: int) -> str:
    """명령줄 히스토그램으로 센 'k번 안' 비율, 표와 같은 꼴 ("99.8%")."""
    solved = sum(n for guesses, n in result["histogram"].items() if int(guesses) <= k)
    return f"{solved / result['games']:.1%}"


def test_compare_page_runs_without_exception(compared: Page) -> None:
    assert not compared.at.exception
    assert not compared.at.error
    assert set(compared.rows) == {job.key for job in compare.jobs(BASEBALL, GAMES)}


@pytest.mark.parametrize(
    "key",
    [name for name, s in STRATEGIES.items() if s.deterministic and s.supports(BASEBALL)]
    + ["minimax_cands", "minimax_sampled"],
)
def test_strategy_row_matches_the_command_line(compared: Page, key: str) -> None:
    row, cli = compared.rows[key], compared.cli[key]
    assert row[tr("ko", "col_mean")] == pytest.approx(cli["mean"], abs=6e-5)
    assert row[tr("ko", "col_worst")] == cli["worst"]
    assert row[tr("ko", "col_games")] == cli["games"]
    assert row[tr("ko", "col_within6")] == within(cli, 6)
    assert row[tr("ko", "col_within7")] == within(cli, 7)


def test_deterministic_rows_are_exact_over_all_secrets(compared: Page) -> None:
    for key in [name for name, s in STRATEGIES.items() if s.deterministic and s.supports(BASEBALL)]:
        row = compared.rows[key]
        assert row[tr("ko", "col_games")] == BASEBALL.size
        assert row[tr("ko", "col_how")] == tr("ko", "how_exact")


def test_random_row_matches_the_command_line_with_twenty_games(compared: Page) -> None:
    row, cli = compared.rows["random"], compared.cli["random"]
    assert cli["games"] == GAMES * BASEBALL.size
    assert row[tr("ko", "col_games")] == cli["games"]
    assert row[tr("ko", "col_mean")] == pytest.approx(cli["mean"], abs=6e-5)
    assert row[tr("ko", "col_worst")] == cli["worst"]
    assert row[tr("ko", "col_how")] == tr("ko", "how_sampled", k=GAMES)


def test_checklist_has_three_passing_lines(compared: Page) -> None:
    lines = [m.value for m in compared.at.markdown if m.value.startswith(OK_MARKS + BAD_MARKS)]
    assert len(lines) == 3, lines
    assert all(line.startswith(OK_MARKS) for line in lines), lines
    on, off = compared.cli["minimax"]["mean"], compared.cli["random"]["mean"]
    assert lines[1].endswith(tr("ko", "check_seven", n=BASEBALL.size, share="100.0%"))
    assert lines[2].endswith(tr("ko", "check_off", on=on, off=off))


def test_info_box_shows_the_exact_random_expectation(compared: Page) -> None:
    cli = compared.cli["random"]
    assert len(compared.at.info) == 2
    text = compared.at.info[0].value
    # 신뢰구간은 판마다의 횟수가 있어야 하므로 글에서 읽고, 나머지는 명령줄 값으로 맞춘다
    found = re.search(r"(\d+\.\d{3})–(\d+\.\d{3})", text)
    assert found, text
    lo, hi = float(found[1]), float(found[2])
    assert lo < cli["mean"] < hi
    exact = f"{cli['expected']:.4f}"
    assert text == tr("ko", "compare_random_ci", mean=cli["mean"], lo=lo, hi=hi, exact=exact)
    assert cli["expected"] > compared.cli["minimax"]["mean"]


def test_proven_best_worst_case_matches_the_command_line(compared: Page) -> None:
    """증명된 최선의 최악 (python -m solver optimal) 이 정보 상자에 나오고, 미니맥스가 닿는다."""
    out = subprocess.run(
        [sys.executable, "-m", "solver", "optimal", "--variant", BASEBALL.name, "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    proof = json.loads(out.stdout)
    assert proof["proved"] and proof["minimax_optimal"]
    assert compared.at.info[1].value == tr("ko", "compare_proof_yes", best=proof["worst"])


def test_rerun_uses_the_shared_cache_without_error(compared: Page) -> None:
    """캐시 적중 때 진행 막대를 다시 그리려다 죽던 문제 (CacheReplayClosureError) 의 회귀 시험."""
    before = compared.at.dataframe[0].value
    compared.at.run(timeout=30)
    assert not compared.at.exception
    assert compared.at.dataframe[0].value.equals(before)
