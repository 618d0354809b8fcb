"""명령줄의 게임 나무 하위 명령 (tictactoe, footholds): 실제 프로세스로 계약을 확인한다."""

from __future__ import annotations

import json

import pytest
from cli_runner import assert_refused, run


@pytest.mark.parametrize("algorithm", ["minimax", "alphabeta"])
def test_tictactoe_json_is_a_drawn_perfect_self_play(algorithm: str) -> None:
    done = run("tictactoe", "--algorithm", algorithm, "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert set(data) == {"algorithm", "result", "moves", "values", "nodes"}
    assert data["algorithm"] == algorithm
    assert data["result"] == "draw"
    assert data["moves"] == [0, 4, 1, 2, 6, 3, 5, 7, 8]
    assert data["values"] == [0] * 9
    # minimax 는 첫 수에만 빈 판의 나무 전체(549,946 노드)를 본다
    assert data["nodes"] > 549_946 if algorithm == "minimax" else data["nodes"] < 50_000


def test_tictactoe_text_ends_with_the_result() -> None:
    done = run("tictactoe", "--depth", "3")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 10  # 아홉 수와 결과 한 줄
    assert "result draw" in lines[-1]
    assert "-0 " not in done.stdout  # 부호 바꾼 0 이 '-0' 으로 보이지 않는다


def test_footholds_json_answers_the_official_example() -> None:
    done = run("footholds", "--board", "111,111,111", "--a", "1,0", "--b", "1,2", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert (data["moves"], data["winner"]) == (5, "A")
    assert len(data["line"]) == 5
    assert data["line"][0] == {"player": "A", "from": [1, 0], "to": [1, 1]}
    assert [s["player"] for s in data["line"]] == list("ABABA")


def test_footholds_text_names_the_winner() -> None:
    done = run("footholds", "--board", "111,101,111", "--a", "1,0", "--b", "1,2")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1].startswith("4 moves, B wins")


@pytest.mark.parametrize(
    "args",
    [
        ["--board", "111,11", "--a", "0,0", "--b", "0,1"],  # 직사각형이 아님
        ["--board", "121", "--a", "0,0", "--b", "0,1"],  # 0/1 이 아닌 칸
        ["--board", "111111", "--a", "0,0", "--b", "0,1"],  # 5 칸을 넘음
        ["--board", "101", "--a", "0,0", "--b", "0,1"],  # 구멍 위에 섬
        ["--board", "111", "--a", "0,0", "--b", "0,3"],  # 판 밖
        ["--board", "111", "--a", "0", "--b", "0,1"],  # 위치 형식
        ["--board", "111", "--a", "0,0"],  # --b 없음
        ["--board", "111", "--a", "0,0", "--b", "0,1", "--algorithm", "greedy"],
    ],
)
def test_bad_footholds_input_exits_2_with_one_line(args: list[str]) -> None:
    assert_refused(run("footholds", *args))


def test_bad_tictactoe_depth_exits_2() -> None:
    done = run("tictactoe", "--depth", "0")
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1
