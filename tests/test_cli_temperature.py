"""명령줄의 온도: play · evaluate --temperature 의 계약, T = 0 은 예전 미니맥스와 같은 바이트,
잘못된 온도는 종료 코드 2 와 한 줄, 곡선 명령 curve 는 실어 둔 파일을 같은 바이트로 다시 만든다."""

from __future__ import annotations

import json

import pytest
from cli_runner import CONTRACT, assert_refused, run, run_json

from solver import datafile
from solver.codebreaking.difficulty import curve_path

CHOICE_KEYS = {"guess", "largest", "candidate", "p"}


@pytest.mark.parametrize(
    "args",
    [
        ["--variant", "baseball3", "--secret", "719"],
        ["--variant", "mastermind", "--secret", "6543", "--json"],
        ["--variant", "baseball3z", "--keeper", "evil", "--json"],
        ["--variant", "baseball3", "--keeper", "worst", "--seed", "5", "--json"],
    ],
)
def test_play_at_temperature_zero_prints_the_same_bytes_as_minimax(args) -> None:
    before = run("play", "--strategy", "minimax", *args)
    cold = run("play", "--strategy", "minimax", "--temperature", "0", "--seed", "9", *args)
    assert before.returncode == cold.returncode == 0, cold.stderr
    assert cold.stdout == before.stdout


@pytest.mark.parametrize("variant", ["baseball3", "mastermind"])
def test_evaluate_at_temperature_zero_is_minimax_but_for_the_clock(variant) -> None:
    before = run_json("evaluate", "--variant", variant, "--strategy", "minimax")
    cold = run_json("evaluate", "--variant", variant, "--temperature", "0", "--seed", "4")
    assert set(cold) == CONTRACT
    before.pop("seconds")
    cold.pop("seconds")
    assert cold == before


def test_play_lists_the_ten_likeliest_guesses_and_the_chosen_one_each_turn() -> None:
    data = run_json(
        "play", "--variant", "baseball3", "--strategy", "minimax", "--temperature", "0.09",
        "--seed", "12", "--secret", "719",
    )  # fmt: skip
    assert set(data) == {"variant", "strategy", "secret", "guesses", "turns"}
    assert data["turns"][-1]["answer"] == "3S" and data["turns"][-1]["guess"] == "719"
    left, alone = 504, 0
    for turn in data["turns"]:
        assert set(turn) == {"guess", "answer", "left", "choices"}
        shown = turn["choices"]
        assert all(set(c) == CHOICE_KEYS for c in shown)
        assert turn["guess"] in [c["guess"] for c in shown]
        top = shown[:10]
        assert len(top) == 10 and len(shown) in (10, 11)
        assert [c["p"] for c in top] == sorted((c["p"] for c in top), reverse=True)
        assert all(1 <= c["largest"] <= left for c in shown)
        assert sum(c["p"] for c in top) <= 1.000001
        assert sum(c["candidate"] for c in shown) <= left
        if left == 1:  # 하나 남은 자리: 그 수만 후보, 묶음은 모두 하나, 그 수가 가장 그럴듯하다
            alone += 1
            assert shown[0]["candidate"] and {c["largest"] for c in shown} == {1}
            assert not any(c["candidate"] for c in shown[1:])
        left = turn["left"]
    # 이 씨앗에서는 하나 남은 뒤에도 두 번을 헛부른다: 모든 코드 위의 확률이라 (difficulty 의 설명)
    assert alone == 3


def test_play_at_a_temperature_against_the_evil_keeper_still_ends_with_a_hit() -> None:
    data = run_json(
        "play", "--variant", "mastermind", "--temperature", "0.05", "--seed", "2",
        "--keeper", "evil",
    )  # fmt: skip
    assert data["keeper"] == "evil" and data["turns"][-1]["answer"] == "4S"
    assert all("choices" in turn for turn in data["turns"])


def test_evaluate_at_a_temperature_reports_the_usual_keys_and_the_curves_figures() -> None:
    data = run_json("evaluate", "--variant", "baseball3", "--temperature", "0.08", "--seed", "0")
    assert set(data) == CONTRACT
    assert data["games"] == 504 and data["strategy"] == "minimax"
    assert sum(data["histogram"].values()) == 504
    shipped = json.loads(curve_path("baseball3").read_text(encoding="utf-8"))
    point = next(p for p in shipped["points"] if p["temperature"] == 0.08)
    assert data["mean"] == point["means"][shipped["seeds"].index(0)]


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--secret", "123", "--temperature", "nan"],
        ["play", "--secret", "123", "--temperature", "-0.5"],
        ["play", "--secret", "123", "--temperature", "inf"],
        ["play", "--secret", "123", "--temperature", "warm"],
        ["play", "--secret", "123", "--temperature"],
        ["play", "--secret", "123", "--strategy", "random", "--temperature", "0.1"],
        ["play", "--secret", "123", "--strategy", "entropy", "--temperature", "0"],
        ["evaluate", "--strategy", "expected", "--temperature", "0.1"],
        ["evaluate", "--temperature", "0.1", "--games", "3"],
        ["evaluate", "--temperature", "0.1", "--sample", "140"],
        ["evaluate", "--temperature", "0.1", "--candidates-only"],
        ["evaluate", "--temperature", "0.1", "--seed", "-1"],
        ["curve", "--variant", "baseball3", "--temperature", "0.05"],
        ["curve", "--variant", "baseball3", "--temperature", "-1", "--write", "/tmp"],
    ],
    ids=lambda args: " ".join(args),
)
def test_bad_temperatures_exit_2_with_one_line(args) -> None:
    assert_refused(run(*args))


def test_the_curve_command_rebuilds_the_shipped_baseball3_curve_byte_for_byte(tmp_path) -> None:
    done = run("curve", "--variant", "baseball3", "--write", str(tmp_path), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["written"] == [str(curve_path("baseball3", tmp_path))]
    assert curve_path("baseball3", tmp_path).read_bytes() == curve_path("baseball3").read_bytes()


@pytest.mark.parametrize(("name", "temperature"), [("mastermind", 0.05), ("bulls4", 0.0)])
def test_a_slice_of_a_shipped_curve_is_rebuilt_byte_for_byte(tmp_path, name, temperature) -> None:
    """한 온도만 다시 만든 조각이 실어 둔 곡선의 그 점과 같은 바이트다."""
    folder = str(tmp_path)
    done = run("curve", "--variant", name, "--temperature", str(temperature), "--write", folder)
    assert done.returncode == 0, done.stderr
    shipped = json.loads(curve_path(name).read_text(encoding="utf-8"))
    shipped["points"] = [p for p in shipped["points"] if p["temperature"] == temperature]
    assert len(shipped["points"]) == 1
    assert curve_path(name, tmp_path).read_bytes() == datafile.dumps(shipped).encode("utf-8")
