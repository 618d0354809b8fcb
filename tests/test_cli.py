"""명령줄 계약 (docs/architecture.md): JSON 필드, 잘못된 인자는 종료 코드 2 와 한 줄 메시지."""

from __future__ import annotations

import json
import re

import pytest
from cli_runner import ANALYZE_CONTRACT, CONTRACT, run, run_json, run_process

from solver.codebreaking.feedback import encode, plain_label
from solver.codebreaking.variants import get_variant


def test_evaluate_json_has_exactly_the_contract_fields() -> None:
    data = run_json("evaluate", "--variant", "baseball3", "--strategy", "minimax")
    assert set(data) == CONTRACT
    assert data["variant"] == "baseball3"
    assert data["codes"] == 504
    assert data["strategy"] == "minimax"
    assert data["games"] == 504
    assert data["total"] == 2415
    assert data["worst"] == 6
    assert data["mean"] == pytest.approx(2415 / 504, abs=1e-6)
    assert data["histogram"] == {"1": 1, "2": 5, "3": 26, "4": 113, "5": 280, "6": 79}
    assert isinstance(data["seconds"], float) and data["seconds"] >= 0


def test_python_m_solver_is_the_same_command_as_the_tests_call_in_process() -> None:
    """다른 시험은 solver.cli.main 을 이 프로세스에서 부른다 (cli_runner.run): 진짜 `python -m
    solver` 도 같은 출력 · 같은 거절 (종료 코드 2, stdout 없이 한 줄) 인지 여기서 본다."""
    args = ("evaluate", "--variant", "mastermind", "--strategy", "minimax", "--json")
    here, there = run(*args), run_process(*args)
    assert there.returncode == here.returncode == 0, there.stderr
    timeless = [{**json.loads(done.stdout), "seconds": 0} for done in (here, there)]
    assert timeless[0] == timeless[1]
    refused = run_process("evaluate", "--variant", "nope")
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr == run("evaluate", "--variant", "nope").stderr


def test_evaluate_json_for_random_plays_k_games_per_secret() -> None:
    data = run_json("evaluate", "--strategy", "random", "--games", "2", "--seed", "1")
    assert set(data) == CONTRACT
    assert data["games"] == 2 * 504
    assert sum(data["histogram"].values()) == data["games"]
    assert sum(int(k) * v for k, v in data["histogram"].items()) == data["total"]
    again = run_json("evaluate", "--strategy", "random", "--games", "2", "--seed", "1")
    assert again["histogram"] == data["histogram"]


def test_evaluate_with_the_seeds_sampling_options() -> None:
    data = run_json("evaluate", "--sample", "140", "--sample-above", "120", "--games", "1")
    assert set(data) == CONTRACT
    assert data["games"] == 504


def test_evaluate_prints_text_without_json() -> None:
    done = run("evaluate", "--variant", "mastermind")
    assert done.returncode == 0
    assert "mean 4.4761" in done.stdout
    assert "worst 5" in done.stdout


def test_variants_json_lists_the_four_variants() -> None:
    data = run_json("variants")
    assert {v["name"]: v["codes"] for v in data["variants"]} == {
        "baseball3": 504,
        "baseball3z": 720,
        "bulls4": 5040,
        "mastermind": 1296,
    }


def test_play_json_ends_with_a_three_strike_turn() -> None:
    data = run_json("play", "--variant", "baseball3", "--strategy", "minimax", "--secret", "369")
    assert data["secret"] == "369"
    assert data["guesses"] == len(data["turns"]) <= 6
    assert data["turns"][0]["guess"] == "123"
    last = data["turns"][-1]
    assert last == {"guess": "369", "answer": "3S", "left": 1}
    assert all(t["answer"] != "3S" for t in data["turns"][:-1])


def test_play_json_on_mastermind_ends_with_four_strikes() -> None:
    data = run_json("play", "--variant", "mastermind", "--secret", "6543")
    assert data["turns"][-1]["answer"] == "4S"
    assert data["guesses"] <= 5


@pytest.mark.parametrize(
    "args",
    [
        ["evaluate", "--variant", "baseball9"],
        ["evaluate", "--strategy", "telepathy"],
        ["evaluate", "--games", "0"],
        ["evaluate", "--games", "many"],
        ["evaluate", "--sample", "0"],
        ["play", "--secret", "112"],
        ["play", "--secret", "012"],
        ["play", "--secret", "12"],
        ["play", "--variant", "mastermind", "--secret", "1237"],
        ["play"],
        ["launch"],
        [],
        ["evaluate", "--variant", "mastermind", "--strategy", "random", "--exact-random"],
        ["optimal", "--variant", "baseball3", "--write", "/nonexistent/dir/tree.json"],
    ],
    ids=[
        "unknown-variant",
        "unknown-strategy",
        "zero-games",
        "games-not-a-number",
        "zero-sample",
        "repeated-digit-secret",
        "zero-in-baseball3-secret",
        "short-secret",
        "colour-out-of-range",
        "missing-secret",
        "unknown-command",
        "no-command",
        "exact-random-too-large",
        "unwritable-output",
    ],
)
def test_bad_arguments_exit_2_with_one_line_on_stderr(args: list[str]) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("error:")


def test_a_bad_strategy_is_refused_with_the_plain_strategy_names() -> None:
    done = run("evaluate", "--strategy", "fastest")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        "error: argument --strategy: invalid choice: 'fastest' (choose from 'entropy', "
        "'expected', 'fewest', 'minimax', 'optimal', 'parts', 'random')"
    ]


@pytest.mark.parametrize(
    "args",
    [
        ["evaluate", "--strategy"],
        ["evaluate", "--variant"],
        ["tree", "--strategy"],
        ["play", "--secret", "123", "--keeper"],
        ["tree", "--format"],
        ["tictactoe", "--algorithm"],
        ["footholds", "--board", "11", "--a", "0,0", "--b", "0,1", "--algorithm"],
        ["optimal", "--variant"],
        ["exact", "--variant"],
    ],
    ids=lambda args: " ".join(args[:1] + args[-1:]),
)
def test_every_bad_choice_lists_plain_names_on_one_line(args: list[str]) -> None:
    """모든 choices= 의 거절: 종료 코드 2, 한 줄, 이름은 따옴표 친 맨 글 (enum 의 repr 이 아님)."""
    done = run(*args, "nope")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert re.fullmatch(
        r"error: argument --[a-z]+: invalid choice: 'nope' "
        r"\(choose from '[a-z0-9]+'(, '[a-z0-9]+')*\)",
        lines[0],
    ), lines[0]


@pytest.mark.parametrize(
    ("name", "strikes", "balls", "text"),
    [
        ("baseball3", 1, 2, "1S 2B"),
        ("baseball3", 0, 3, "0S 3B"),
        ("baseball3", 2, 0, "2S 0B"),
        ("baseball3", 3, 0, "3S"),
        ("baseball3", 0, 0, "out"),
        ("mastermind", 4, 0, "4S"),
        ("bulls4", 2, 2, "2S 2B"),
    ],
)
def test_cli_answer_labels_are_language_neutral(
    name: str, strikes: int, balls: int, text: str
) -> None:
    variant = get_variant(name)
    assert plain_label(variant, encode(variant, strikes, balls)) == text


def test_analyze_reports_each_guess_beside_the_strategy_in_json_and_in_words() -> None:
    """analyze 의 계약 (JSON 열쇠) 과 글 출력: worst · best_worst 는 가장 큰 묶음이다."""
    found = run_json("analyze", "--variant", "baseball3", "--secret", "719", "--guesses", "123,719")
    first, last = found["turns"]
    assert set(first) == ANALYZE_CONTRACT
    assert (first["guess"], first["answer"], first["candidates_before"]) == ("123", "0S 1B", 504)
    assert first["best_worst"] <= first["worst"] and last["candidates_after"] == 0
    words = run("analyze", "--variant", "baseball3", "--secret", "719", "--guesses", "123,719")
    assert words.returncode == 0, words.stderr
    lines = words.stdout.splitlines()
    assert lines[0].startswith("1. 123  0S 1B") and f"(best {first['best_worst']})" in lines[0]
    assert len(lines) == 2
