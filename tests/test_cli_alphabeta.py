"""명령줄 alphabeta: 실제 프로세스로 JSON 계약, 같은 씨앗의 재현, 잘못된 인자의 종료 코드를 본다."""

from __future__ import annotations

import json

import pytest
from cli_runner import run, run_json

from solver.gametree.random_tree import GameNode, Ordering, random_tree, solve
from solver.gametree.trace_events import Player

CONTRACT = {
    "seed",
    "depth",
    "branching",
    "root",
    "tree",
    "value",
    "pruned",
    "leaves_evaluated",
    "minimax_leaves",
    "trace",
}
EVENT_KEYS = {
    "enter": {"event", "path", "player", "alpha", "beta"},
    "leaf": {"event", "path", "player", "alpha", "beta", "value"},
    "return": {"event", "path", "player", "alpha", "beta", "value", "best"},
    "cut": {"event", "path", "player", "alpha", "beta", "kind", "by", "value", "skipped"},
}


def _bound(value: object) -> bool:
    """α, β: 정수 또는 무한대를 뜻하는 "-inf" / "inf"."""
    return value in ("-inf", "inf") or (isinstance(value, int) and not isinstance(value, bool))


def _node(data: dict, path: list[int]) -> dict:
    for index in path:
        data = data["children"][index]
    return data


def test_json_matches_the_contract() -> None:
    data = run_json("alphabeta", "--seed", "7", "--depth", "3", "--branching", "2-4")
    assert set(data) == CONTRACT
    assert (data["seed"], data["depth"], data["branching"], data["root"]) == (7, 3, [2, 4], "max")
    tree = GameNode.from_json(data["tree"])  # 모양이 {"value"} / {"children"} 가 아니면 여기서 실패
    assert tree == random_tree(7, 3, (2, 4))
    assert data["value"] == 6
    assert data["pruned"] == [[0, 2, 2], [0, 2, 3], [0, 3, 1], [0, 3, 2]]
    assert (data["leaves_evaluated"], data["minimax_leaves"]) == (20, 24)
    for event in data["trace"]:
        assert set(event) == EVENT_KEYS[event["event"]]
        assert isinstance(event["path"], list)
        assert event["player"] in ("max", "min")
        assert _bound(event["alpha"]) and _bound(event["beta"])
        _node(data["tree"], event["path"])  # 길은 나무 안의 노드
        if event["event"] == "cut":
            assert event["kind"] in ("alpha", "beta")
            assert all(isinstance(i, int) for i in event["skipped"])
    assert data["trace"][0] == {
        "event": "enter",
        "path": [],
        "player": "max",
        "alpha": "-inf",
        "beta": "inf",
    }
    assert data["trace"][-1]["event"] == "return" and data["trace"][-1]["value"] == 6
    cuts = [[*e["path"], i] for e in data["trace"] if e["event"] == "cut" for i in e["skipped"]]
    assert cuts == data["pruned"]


def test_json_agrees_with_the_engine_for_a_min_root_and_an_ordering() -> None:
    data = run_json(
        "alphabeta",
        "--seed",
        "123",
        "--depth",
        "4",
        "--branching",
        "3",
        "--root",
        "min",
        "--order",
        "best-first",
    )
    found = solve(random_tree(123, 4, 3), Player.MIN, ordering=Ordering.BEST_FIRST)
    assert (data["branching"], data["root"]) == (3, "min")
    assert data["value"] == found.value == found.minimax[()]
    assert data["pruned"] == [list(p) for p in found.pruned]
    assert data["leaves_evaluated"] == found.leaves_evaluated
    assert data["minimax_leaves"] == 81
    assert len(data["trace"]) == len(found.trace.events)


def test_same_seed_prints_the_same_json_and_another_seed_another_tree() -> None:
    args = ("alphabeta", "--seed", "2024", "--depth", "3", "--branching", "3", "--json")
    first, again, other = run(*args), run(*args), run(*args[:2], "2025", *args[3:])
    assert first.returncode == again.returncode == other.returncode == 0
    assert first.stdout == again.stdout
    assert json.loads(first.stdout)["tree"] != json.loads(other.stdout)["tree"]


def test_best_first_never_evaluates_more_leaves_than_worst_first_on_the_command_line() -> None:
    leaves = {
        order: run_json(
            "alphabeta", "--seed", "5", "--depth", "4", "--branching", "3", "--order", order
        )["leaves_evaluated"]
        for order in ("best-first", "worst-first")
    }
    assert leaves["best-first"] <= leaves["worst-first"]


def test_text_is_a_short_summary() -> None:
    done = run("alphabeta", "--seed", "7", "--depth", "3", "--branching", "2-4")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert lines[0] == "seed 7, depth 3, branching 2-4, root max, order as-generated: value 6"
    assert lines[1].startswith("tree [[[3, 16, 0, 10]")
    assert lines[2] == "leaves evaluated 20 of 24; pruned 0.2.2, 0.2.3, 0.3.1, 0.3.2"


@pytest.mark.parametrize(
    "args",
    [
        ["--seed", "1", "--depth", "1", "--branching", "2"],
        ["--seed", "1", "--depth", "6", "--branching", "2"],
        ["--seed", "1", "--depth", "3", "--branching", "5"],
        ["--seed", "1", "--depth", "3", "--branching", "4-2"],
        ["--seed", "1", "--depth", "3", "--branching", "two"],
        ["--seed", "-1", "--depth", "3", "--branching", "2"],
        ["--seed", "seven", "--depth", "3", "--branching", "2"],
        ["--seed", "4294967296", "--depth", "3", "--branching", "2"],
        ["--seed", "1", "--depth", "3", "--branching", "2", "--root", "both"],
        ["--seed", "1", "--depth", "3", "--branching", "2", "--order", "random"],
        ["--seed", "1", "--depth", "3"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(args: list[str]) -> None:
    done = run("alphabeta", *args, "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:")


def test_choices_are_printed_as_plain_names() -> None:
    done = run("alphabeta", "--seed", "1", "--depth", "3", "--branching", "2", "--order", "x")
    assert "'as-generated', 'best-first', 'worst-first'" in done.stderr
    assert "Ordering" not in done.stderr
