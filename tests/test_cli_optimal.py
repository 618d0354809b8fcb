"""명령줄 'optimal': JSON 필드, 증명된 값, 나무 파일 다시 만들기, 전략 'optimal' 의 평가."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import proof_record
import pytest
from cli_runner import assert_refused, run, run_json, run_process

from solver.codebreaking.proof.fewest_split import second_guess_value
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
    assert data["seconds"] >= 0  # 걸린 시간을 적는다 (빠르기는 bench/ 에서 잰다)
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
        (("evaluate", "--variant", "mastermind", "--strategy", "optimal"), "only for baseball3"),
        (("optimal", "--variant", "nope"), "invalid choice"),
        (("optimal", "--workers", "0"), "at least 1"),
        (("optimal", "--time-limit", "-1"), "more than 0 seconds"),
        (("optimal", "--time-limit", "soon"), "invalid"),
    ],
)
def test_bad_optimal_requests_exit_2_with_one_line(args: tuple[str, ...], message: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


@pytest.mark.slow  # 긴 증명: 빠른 묶음의 3 분 안에 들지 않는다 (전체 묶음이 돈다)
def test_same_proof_and_witness_for_any_number_of_workers(tmp_path: Path) -> None:
    """뿌리의 가지마다 새 탐색이라 어느 프로세스가 풀든 같은 증명, 같은 증거 나무다."""
    results = []
    for workers in ("1", "2"):
        out = tmp_path / f"worst-{workers}.json"
        args = ("optimal", "--variant", "mastermind", "--workers", workers, "--write", str(out))
        done = run(*args, "--json")
        assert done.returncode == 0, done.stderr
        data = json.loads(done.stdout)
        assert data["worst"] == 5 and data["proved"] is True and data["workers"] == int(workers)
        assert data["lower"] == data["upper"] == 5
        assert "[optimal] depth 5: guess" in done.stderr  # 진행은 stderr 에
        results.append(out.read_bytes())
    assert results[0] == results[1]
    tree = json.loads(results[0])
    assert tree["kind"] == "worst" and tree["tree"]["guess"] == "1122"  # Knuth 의 첫 추측


# 느림: bulls4 (5040 코드) 의 증명 탐색이다. 한도는 3 초지만 탐색을 준비하는 데 (깊이마다의 상한
# 표와 대칭) 이 기계에서 18-28 초가 든다
@pytest.mark.slow
def test_time_limit_stops_with_bounds_instead_of_a_proof() -> None:
    """한도는 어느 기계도 그 안에 증명할 수 없는 1 ns: 결과가 기계의 빠르기에 기대지 않는다."""
    args = ("optimal", "--variant", "bulls4", "--time-limit", "1e-9", "--workers", "1", "--json")
    done = run_process(*args, timeout=600)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["proved"] is False
    assert data["lower"] <= 7 <= data["upper"]  # 공개된 최선은 7 번
    assert data["upper"] == data["minimax_worst"] == 7
    assert "time limit" in done.stderr


def test_evaluate_runs_the_shipped_optimal_tree_on_bulls4() -> None:
    data = run_json("evaluate", "--variant", "bulls4", "--strategy", "optimal")
    assert data["total"] == 26274 and data["games"] == 5040  # Tanaka (1996) 의 최적 합계
    assert data["worst"] == 7


@pytest.mark.slow  # 긴 증명: 빠른 묶음의 3 분 안에 들지 않는다 (전체 묶음이 돈다)
def test_checkpoint_is_written_and_read_back_by_the_split_proof(tmp_path: Path) -> None:
    """체크포인트를 주면 작은 변형도 묶음마다 나눈 증명을 쓴다 (시간 한도 없이 끝까지): 체크포인트를
    쓰고 다시 읽는다. baseball3 는 첫 추측이 하나 (123) 라 찾아본 모든 첫 추측의 묶음이 8 개."""
    path = tmp_path / "proof.json"
    args = ("optimal", "--variant", "baseball3", "--average", "--workers", "1")
    first = run_json(*args, "--checkpoint", str(path))
    assert first["average_proved"] is True and first["total"] == 2337
    assert first["exact_subtrees"] == first["subtrees"] == 8
    assert json.loads(path.read_text(encoding="utf-8"))["variant"] == "baseball3"
    done = run(*args, "--checkpoint", str(path), "--json")
    assert "8 of 8 subtrees from the checkpoint" in done.stderr
    assert json.loads(done.stdout)["total"] == 2337


@pytest.mark.slow  # 긴 증명: 빠른 묶음의 3 분 안에 들지 않는다 (전체 묶음이 돈다)
def test_fewest_at_writes_a_tree_that_replays_to_its_count(tmp_path: Path) -> None:
    out = tmp_path / "fewest.json"
    args = ("optimal", "--variant", "baseball3", "--fewest-at", "6", "--write", str(out))
    narrow = run_json(*args)  # 기본: 넷째 추측 전에는 추측 셋만 본다
    assert narrow["limit"] == 6 and narrow["exact"] is False and narrow["count"] >= 34
    data = run_json(*args, "--exact-from", "2")  # 첫 추측 아래를 모두 정확히
    assert data["exact"] is True and data["count"] == 34
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["kind"] == "fewest" and document["count"] == 34 and document["limit"] == 6


@pytest.mark.slow  # 긴 증명: 빠른 묶음의 3 분 안에 들지 않는다 (전체 묶음이 돈다)
def test_fewest_at_from_the_second_guess_proves_and_resumes(tmp_path: Path) -> None:
    path = tmp_path / "fewest_checkpoint.json"
    args = ("optimal", "--variant", "baseball3", "--fewest-at", "6", "--exact-from", "2")
    data = run_json(*args, "--workers", "1", "--checkpoint", str(path))
    assert data["fewest_proved"] is True and data["count"] == data["lower"] == 34
    assert data["first_guess"] == "123" and data["seed"] is None
    assert sum(s["upper"] for s in data["subtrees"]) == 34
    assert all(
        s["lower"] == s["upper"] and s["settled"] == s["second_guesses"] for s in data["subtrees"]
    )
    done = run(*args, "--workers", "1", "--checkpoint", str(path), "--json")
    assert "8 of 8 subtrees settled" in done.stderr
    assert json.loads(done.stdout)["tasks"] == 0


def test_fewest_at_with_a_time_limit_reports_bounds_without_a_tree() -> None:
    args = ("optimal", "--variant", "baseball3", "--fewest-at", "6", "--exact-from", "2")
    data = run_json(*args, "--time-limit", "0.000001")
    assert data["fewest_proved"] is False and data["exact"] is False
    assert data["count"] is None and data["lower"] <= 34  # 씨앗이 없는 변형: 아직 나무가 없다
    done = run(*args, "--time-limit", "0.000001")
    assert "no tree yet" in done.stdout


# 사전식 증명 (이슈 35): 일곱 번째 50 개는 가장 적고 (이슈 27), 그런 나무들 가운데 합계 26,450 이
# 가장 작다. 증명 전체는 2 코어에서 수십 분이라 기록 (tests/proof_record.py) 을 본다: 합치기와
# 나무 쓰기는 늘, 기록의 줄은 돌 때마다 하나씩, 증명 전체는 증명의 코드가 기록과 다를 때


def _proved_bulls4(done, tree: Path) -> dict:
    """증명 명령의 결과가 증명된 50 개 · 26,450 이고, 쓴 나무가 실어 둔 파일과 같은 바이트다."""
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["fewest_proved"] is True and data["count"] == data["lower"] == data["seed"] == 50
    assert data["total_proved"] is True and data["total"] == data["total_lower"] == 26450
    assert tree.read_bytes() == (DATA / "fewest_bulls4.json").read_bytes()
    return data


@pytest.mark.slow  # bulls4 의 준비 (대칭 · 씨앗 나무) 에 몇 초
def test_the_bulls4_proof_record_adds_up_to_the_proof_and_the_shipped_tree(tmp_path: Path) -> None:
    checkpoint, tree = tmp_path / "least.json", tmp_path / "tree.json"
    checkpoint.write_text(json.dumps(proof_record.record()["checkpoint"]), encoding="utf-8")
    data = _proved_bulls4(proof_record.prove(checkpoint, tree, workers=1), tree)
    assert data["tasks"] == 0  # 모든 일이 기록에 있다


@pytest.mark.slow  # 줄 셋: 둘째 추측 하나 아래를 모두 (대개 몇 초, 가장 긴 줄은 2 코어에서 몇 분)
def test_three_lines_of_the_bulls4_proof_record_are_proved_again() -> None:
    """돌 때마다 다른 줄 셋 (PROOF_LINES=1,2,3 으로 정할 수 있다): 여러 번 돌면 기록 전체를 덮는다.
    정확한 값 v 는 한도 v + 1 로 다시 재면 v, 하한 v 는 한도 v 로 다시 재면 v 이상이다."""
    lines = proof_record.claims(proof_record.record()["checkpoint"])
    chosen = os.environ.get("PROOF_LINES")
    picked = [int(i) for i in chosen.split(",")] if chosen else random.sample(range(len(lines)), 3)
    print(f"record lines {picked} of {len(lines)} (PROOF_LINES={','.join(map(str, picked))})")
    for index in picked:
        answer, guess, exact, value = lines[index]
        beta = value + 1 if exact else value
        again = second_guess_value("bulls4", 7, answer, guess, beta, totals=True)
        assert again[0] == exact, (index, again)
        assert again[1] == value if exact else again[1] >= value, (index, again)


@pytest.mark.slow  # 코드가 기록과 다를 때만 증명 전체 (2 코어에서 수십 분)
def test_the_bulls4_proof_record_is_of_this_code_or_the_whole_proof_is_run(tmp_path: Path) -> None:
    recorded = proof_record.record()
    head = {key: recorded["checkpoint"][key] for key in ("variant", "limit", "root", "totals")}
    assert head == {"variant": "bulls4", "limit": 7, "root": "0123", "totals": True}
    if proof_record.proof_sources() != recorded["sources"]:  # 증명의 코드가 바뀌었다
        checkpoint, tree = tmp_path / "least.json", tmp_path / "tree.json"
        _proved_bulls4(proof_record.prove(checkpoint, tree, workers=2), tree)


def test_least_total_needs_the_proof_mode() -> None:
    args = ("optimal", "--variant", "baseball3", "--fewest-at", "6", "--least-total")
    done = run(*args)
    assert_refused(done)
    assert "--exact-from 2" in done.stderr


def test_least_total_proves_baseball3_and_says_both_numbers() -> None:
    args = ("optimal", "--variant", "baseball3", "--fewest-at", "6", "--exact-from", "2")
    data = run_json(*args, "--least-total")
    assert data["count"] == data["lower"] == 34 and data["total"] == data["total_lower"] == 2344
    assert data["least_total"] is True and data["total_proved"] is True
    assert sum(s["total_upper"] for s in data["subtrees"]) + 1 == 2344  # 첫 추측을 맞힌 비밀 하나
    done = run(*args, "--least-total")
    assert "34 need exactly 6 (total 2344, proved the least total" in done.stdout
