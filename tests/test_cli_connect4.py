"""명령줄의 connect4: 실제 프로세스로 JSON 모양과 종료 코드 2 를 확인한다."""

from __future__ import annotations

import json

import pytest
from cli_runner import assert_refused, run, run_json
from connect4_play import plain_columns

from solver.gametree import connect4
from solver.gametree.connect4_solver import solve_position

NEAR_END = "245577451277144513426637515233"  # 30 돌, 씨앗 4 로 둔 판 (5 열이 가득)


def test_solve_json_has_the_contract_fields_and_exact_scores() -> None:
    data = run_json("connect4", "--moves", NEAR_END, "--solve")
    assert set(data) == {"moves", "to_move", "score", "columns", "best", "nodes", "seconds"}
    assert data["moves"] == NEAR_END and data["to_move"] == 0  # 30 돌: 먼저 둔 사람의 차례
    assert list(data["columns"]) == [str(c) for c in range(1, 8)]
    assert data["columns"] == {str(c): v for c, v in plain_columns(NEAR_END).items()}
    assert data["columns"]["5"] is None
    assert data["score"] == max(v for v in data["columns"].values() if v is not None)
    assert data["best"] == [int(c) for c, v in data["columns"].items() if v == data["score"]]


# 빈 판의 열마다의 점수 (gamesolver.org): 먼저 둔 사람이 가운데 열로 마지막 돌에 이긴다
EMPTY_BOARD = {"1": -2, "2": -1, "3": 0, "4": 1, "5": 0, "6": -1, "7": -2}


def _holds(value: object, exact: int | None) -> bool:
    """--time 의 답 (점수 | {"low", "high"} | null) 이 참 점수와 어긋나지 않는가."""
    if isinstance(value, dict):
        assert set(value) == {"low", "high"}
        return exact is not None and value["low"] <= exact <= value["high"]
    return value is None or value == exact


@pytest.mark.parametrize("moves", ["", "434133225567", "43413322556757"])
def test_solve_with_a_time_budget_answers_with_true_scores_or_bounds(moves: str) -> None:
    data = run_json("connect4", "--moves", moves, "--solve", "--time", "0.5")
    assert set(data) == {"moves", "to_move", "score", "columns", "best", "nodes", "seconds"}
    if moves:
        exact = solve_position(connect4.position(moves))
        truth = {str(c): v for c, v in exact.columns.items()}
        assert _holds(data["score"], exact.score)
        assert set(data["best"]) <= set(exact.best)
    else:
        truth = EMPTY_BOARD
        assert isinstance(data["score"], dict | None)  # 빈 판은 반 초에 다 풀리지 않는다
    for column, value in data["columns"].items():
        assert _holds(value, truth[column]), (moves, column, value)


def test_alphabeta_finds_the_fourth_stone_win_worth_18() -> None:
    data = run_json("connect4", "--moves", "445566", "--search", "alphabeta", "--depth", "2")
    assert data["move"] in (3, 7) and data["value"] == 18
    assert data["columns"]["3"] == data["columns"]["7"] == 18


def test_alphabeta_json_reports_depth_pv_and_every_column() -> None:
    data = run_json("connect4", "--moves", "4453", "--search", "alphabeta", "--depth", "3")
    assert set(data) == {
        "moves", "to_move", "search", "move", "value", "depth", "nodes", "seconds",
        "out_of_time", "pv", "columns",
    }  # fmt: skip
    assert data["search"] == "alphabeta" and data["depth"] == 3
    assert data["pv"][0] == data["move"] and len(data["pv"]) <= 3
    assert data["value"] == max(data["columns"].values())


def test_mcts_json_reports_visits_win_rates_and_uct() -> None:
    args = ("connect4", "--moves", "4453", "--search", "mcts", "--playouts", "300", "--seed", "2")
    data = run_json(*args)
    assert data["search"] == "mcts" and data["playouts"] == 300 and data["seed"] == 2
    figures = data["columns"]
    assert sum(f["visits"] for f in figures.values()) == 300
    assert set(figures["4"]) == {"visits", "win_rate", "uct"}
    assert data["move"] == max(range(1, 8), key=lambda c: figures[str(c)]["visits"])
    assert run_json(*args) | {"seconds": 0} == data | {"seconds": 0}  # 씨앗이 같으면 같다


def test_temperature_adds_probabilities_and_zero_picks_a_best_column() -> None:
    data = run_json("connect4", "--moves", NEAR_END, "--solve", "--temperature", "0", "--seed", "5")
    assert data["temperature"] == 0 and data["seed"] == 5
    assert data["move"] in data["best"]
    assert data["probabilities"]["5"] is None
    assert sum(p for p in data["probabilities"].values() if p is not None) == pytest.approx(
        1, abs=1e-5
    )


def test_text_output_draws_the_board() -> None:
    done = run("connect4", "--moves", "4453", "--search", "alphabeta", "--depth", "2")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[5] == "..OXX.."


@pytest.mark.parametrize(
    "args",
    [
        ["--moves", "4458", "--solve"],  # 8 열은 없다
        ["--moves", "4444444", "--solve"],  # 가득 찬 열
        ["--moves", "12121213", "--solve"],  # 끝난 뒤의 수
        ["--moves", "4453"],  # --solve 도 --search 도 없음
        ["--moves", "4453", "--solve", "--search", "mcts"],
        ["--moves", "4453", "--search", "alphabeta"],  # 깊이도 시간도 없음
        ["--moves", "4453", "--search", "mcts", "--depth", "3"],
        ["--moves", "4453", "--search", "alphabeta", "--depth", "2", "--playouts", "9"],
        ["--moves", "4453", "--search", "mcts", "--playouts", "0"],
        ["--moves", "4453", "--search", "alphabeta", "--time", "0"],
        ["--moves", "4453", "--solve", "--time", "0"],
        ["--moves", "4453", "--solve", "--depth", "3"],
        ["--moves", "4453", "--search", "mcts", "--time", "1"],
        ["--moves", "4453", "--search", "alphabeta", "--depth", "1", "--temperature", "-1"],
        ["--moves", "4453", "--search", "greedy"],
    ],
)
def test_bad_connect4_input_exits_2_with_one_line(args: list[str]) -> None:
    assert_refused(run("connect4", *args))


def test_the_wrong_move_is_named_on_stderr() -> None:
    done = run("connect4", "--moves", "4444444", "--solve")
    assert "move 7" in done.stderr
    assert json.dumps("4444444") in done.stderr.replace("'", '"')
