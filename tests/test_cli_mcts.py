"""명령줄의 mcts: 실제 프로세스로 계약을 보고, 발자취를 따로 적은 장부로 처음부터 되짚는다.

되짚기는 엔진의 코드를 쓰지 않는다 (게임의 규칙만 쓴다): 노드는 뿌리에서의 수의 튜플, 장부는
노드마다 (방문, 점수 합) 과 만든 자식의 차례다. playout 마다 적힌 수치가 앞 playout 들의 올리기가
만든 장부와 같은지, 고른 수가 적힌 수치의 UCT 가장 큰 수 (같으면 앞에 적힌 자식) 인지, 넓히기와
끝내기가 규칙에 맞는지, reward 가 끝난 판의 결과인지 본다.
"""

from __future__ import annotations

import json
import math

import pytest
from cli_runner import assert_refused, run, run_json

from solver.gametree import connect4, tictactoe

RULES = {"tictactoe": tictactoe.RULES, "connect4": connect4.RULES}
KEYS = {"game", "moves", "playouts", "seed", "exploration", "move", "stats"}


def _mcts(game: str, moves: str, playouts: int, seed: int, *extra: str) -> dict:
    return run_json(
        "mcts", "--game", game, "--moves", moves, "--playouts", str(playouts),
        "--seed", str(seed), *extra,
    )  # fmt: skip


def _state(game: str, moves: str):
    rules = RULES[game]
    state = rules.start()
    tokens = list(moves) if game == "connect4" else moves.split(",") if moves else []
    for token in tokens:
        state = rules.apply(state, int(token))
    return state


def _score(value: float) -> float:
    return 1.0 if value > 0 else 0.0 if value < 0 else 0.5


def replay(data: dict) -> None:
    """발자취 전체를 따로 적은 장부로 되짚는다 (모듈 설명). 틀리면 AssertionError."""
    rules, c = RULES[data["game"]], data["exploration"]
    root = _state(data["game"], data["moves"])
    figures: dict[tuple, list[float]] = {(): [0, 0.0]}  # 노드 → [방문, 점수 합]
    made: dict[tuple, list[str]] = {(): []}  # 노드 → 만든 자식의 수 (만든 차례)
    states = {(): root}
    assert len(data["trace"]) == data["playouts"]
    for playout in data["trace"]:
        node = ()
        for step in playout["select"]:
            state = states[node]
            # 모든 수를 본 노드에서만 고른다
            assert len(made[node]) == len(rules.moves(state)) > 0
            assert step["visits"] == figures[node][0]
            assert list(step["children"]) == made[node]
            for move, child in step["children"].items():
                assert [child["visits"], child["wins"]] == figures[(*node, move)]
            parent = step["visits"]
            ucts = {
                move: child["wins"] / child["visits"]
                + c * math.sqrt(math.log(parent) / child["visits"])
                for move, child in step["children"].items()
            }
            best = max(ucts.values())
            assert step["chose"] == next(m for m, u in ucts.items() if u == best)
            node = (*node, step["chose"])
        state = states[node]
        legal = [str(m) for m in rules.moves(state)] if rules.terminal(state) is None else []
        if playout["expand"] is None:
            assert not legal  # 끝난 노드에 닿았다
        else:
            # 안 본 수가 남은 첫 노드에서 넓힌다
            assert len(made[node]) < len(legal) and playout["expand"] in legal
            assert playout["expand"] not in made[node]
            made[node].append(playout["expand"])
            node = (*node, playout["expand"])
            state = rules.apply(state, int(playout["expand"]))
            figures[node], made[node], states[node] = [0, 0.0], [], state
        for move in playout["rollout"]:
            assert rules.terminal(state) is None and int(move) in rules.moves(state)
            state = rules.apply(state, int(move))
        plies = len(node) + len(playout["rollout"])  # 뿌리에서 끝난 판까지
        mine = _score(rules.terminal(state))  # 끝난 판에서 둘 차례인 쪽의 점수
        assert playout["reward"] == (mine if plies % 2 == 0 else 1.0 - mine)
        # 올리기: 깊이가 홀수인 노드로 둔 쪽이 뿌리에서 둘 차례인 쪽이다
        for depth in range(len(node) + 1):
            on_path = figures[node[:depth]]
            on_path[0] += 1
            on_path[1] += playout["reward"] if depth % 2 else 1.0 - playout["reward"]
    assert figures[()][0] == data["playouts"]
    root_moves = [str(m) for m in rules.moves(root)]
    assert list(data["stats"]) == root_moves
    for move in root_moves:
        visits, wins = figures.get((move,), [0, 0.0])
        assert data["stats"][move] == {"visits": visits, "wins": wins}
    most = max(data["stats"][m]["visits"] for m in root_moves)
    assert data["move"] == next(m for m in root_moves if data["stats"][m]["visits"] == most)


CASES = [
    ("tictactoe", "", 200, 1, ()),
    ("tictactoe", "0,4,8", 300, 3, ()),
    ("tictactoe", "4", 120, 8, ("--exploration", "0.4")),
    ("connect4", "4453", 300, 2, ()),
    ("connect4", "", 150, 5, ("--exploration", "2.5")),
]


@pytest.mark.parametrize(("game", "moves", "playouts", "seed", "extra"), CASES)
def test_an_independent_replay_of_the_trace_agrees(game, moves, playouts, seed, extra) -> None:
    data = _mcts(game, moves, playouts, seed, "--trace", *extra)
    assert set(data) == KEYS | {"trace"}
    assert (data["game"], data["moves"], data["playouts"], data["seed"]) == (
        game, moves, playouts, seed,
    )  # fmt: skip
    assert data["exploration"] == (float(extra[1]) if extra else math.sqrt(2))
    assert any(p["select"] for p in data["trace"])  # 고르기가 있는 playout 까지 간다
    replay(data)
    # 발자취가 없어도 같은 수와 같은 수치 (trace 는 빠진다)
    assert _mcts(game, moves, playouts, seed, *extra) == {
        k: v for k, v in data.items() if k != "trace"
    }


@pytest.mark.parametrize(("moves", "seed"), [("4453", 2), ("", 11), ("1213174", 4)])
def test_the_traced_search_is_connect4_search_mcts(moves: str, seed: int) -> None:
    data = _mcts("connect4", moves, 400, seed, "--trace")
    replay(data)
    other = run_json(
        "connect4", "--moves", moves, "--search", "mcts", "--playouts", "400",
        "--seed", str(seed),
    )  # fmt: skip
    assert data["move"] == str(other["move"])
    for column, figure in other["columns"].items():
        stats = data["stats"][column]
        assert stats["visits"] == figure["visits"]
        assert figure["win_rate"] == round(stats["wins"] / stats["visits"], 4)


def test_the_replay_catches_a_wrong_number() -> None:
    data = _mcts("tictactoe", "0,4,8", 60, 3, "--trace")
    late = next(p for p in data["trace"][30:] if p["select"])
    late["select"][0]["visits"] += 1  # 뿌리의 방문을 하나 틀리게
    with pytest.raises(AssertionError):
        replay(data)


def test_connect4_moves_may_also_be_comma_separated() -> None:
    plain = _mcts("connect4", "4453", 50, 1)
    assert _mcts("connect4", "4,4,5,3", 50, 1) == plain
    assert plain["moves"] == "4453"


def test_text_output_names_the_most_visited_move() -> None:
    done = run("mcts", "--game", "tictactoe", "--moves", "4", "--playouts", "200", "--seed", "0")
    assert done.returncode == 0, done.stderr
    data = _mcts("tictactoe", "4", 200, 0)
    assert f"  {data['move']}: visits {data['stats'][data['move']]['visits']}" in done.stdout
    assert "<- move" in done.stdout and "X" in done.stdout


@pytest.mark.parametrize(
    "args",
    [
        ("--game", "chess", "--playouts", "5", "--seed", "0"),
        ("--game", "tictactoe", "--moves", "4,x", "--playouts", "5", "--seed", "0"),
        ("--game", "tictactoe", "--moves", "4,4", "--playouts", "5", "--seed", "0"),
        ("--game", "tictactoe", "--moves", "9", "--playouts", "5", "--seed", "0"),
        ("--game", "tictactoe", "--moves", "0,3,1,4,2", "--playouts", "5", "--seed", "0"),
        ("--game", "tictactoe", "--moves", "0,3,1,4,2,5", "--playouts", "5", "--seed", "0"),
        ("--game", "connect4", "--moves", "4448", "--playouts", "5", "--seed", "0"),
        ("--game", "connect4", "--moves", "4444444", "--playouts", "5", "--seed", "0"),
        ("--game", "tictactoe", "--playouts", "0", "--seed", "0"),
        ("--game", "tictactoe", "--playouts", "5", "--seed", "-1"),
        ("--game", "tictactoe", "--playouts", "5", "--seed", "0", "--exploration", "-1"),
        ("--game", "tictactoe", "--playouts", "5", "--seed", "0", "--exploration", "nan"),
        ("--game", "tictactoe", "--playouts", "5"),
    ],
)
def test_bad_input_exits_2_with_one_line(args: tuple[str, ...]) -> None:
    assert_refused(run("mcts", *args, "--json"))


def test_json_output_is_one_line() -> None:
    done = run("mcts", "--game", "tictactoe", "--playouts", "3", "--seed", "0", "--trace", "--json")
    assert done.returncode == 0 and len(done.stdout.splitlines()) == 1
    assert len(json.loads(done.stdout)["trace"]) == 3
