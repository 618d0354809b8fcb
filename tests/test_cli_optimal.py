"""명령줄 'optimal': JSON 필드, 증명된 값, 나무 파일 다시 만들기, 전략 'optimal' 의 평가."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_runner import run, run_json

from solver.codebreaking.shipped import DATA

SHIPPED_FILE = DATA / "optimal_baseball3.json"


@pytest.mark.parametrize(("variant", "worst"), [("baseball3", 6), ("mastermind", 5)])
def test_optimal_proves_the_best_worst_case_and_compares_minimax(variant: str, worst: int) -> None:
    data = run_json("optimal", "--variant", variant)
    assert data["variant"] == variant
    assert data["worst"] == worst
    assert data["proved"] is True
    assert data["minimax_worst"] == worst
    assert data["minimax_optimal"] is True
    assert data["seconds"] < 60
    assert "total" not in data  # 합계는 --average 일 때만


def test_optimal_average_rewrites_the_shipped_tree_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "tree.json"
    data = run_json("optimal", "--variant", "baseball3", "--average", "--write", str(out))
    assert data["total"] == 2337
    assert data["mean"] == pytest.approx(2337 / 504, abs=1e-6)
    assert data["upper"] == 2364
    assert out.read_bytes() == SHIPPED_FILE.read_bytes()


def test_optimal_text_output_names_the_result() -> None:
    done = run("optimal", "--variant", "baseball3")
    assert done.returncode == 0, done.stderr
    assert "best worst case 6" in done.stdout


def test_evaluate_runs_the_optimal_strategy_like_any_other() -> None:
    data = run_json("evaluate", "--variant", "baseball3", "--strategy", "optimal")
    assert data["strategy"] == "optimal"
    assert data["total"] == 2337
    assert data["worst"] == 6
    assert data["games"] == 504


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("optimal", "--variant", "bulls4"), "at most"),
        (("evaluate", "--variant", "mastermind", "--strategy", "optimal"), "only for baseball3"),
        (("optimal", "--variant", "nope"), "invalid choice"),
    ],
)
def test_bad_optimal_requests_exit_2_with_one_line(args: tuple[str, ...], message: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
