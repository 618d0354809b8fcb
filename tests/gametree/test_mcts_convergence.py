"""실어 둔 MCTS 수렴 데이터 (data/mcts_convergence.json): 같은 바이트로 다시 만들고, 표로 읽는다."""

from __future__ import annotations

import doctest
import json
import subprocess
import sys

import pytest
from cli_runner import ROOT, run_json

from solver import datafile
from solver.gametree import mcts_convergence
from solver.gametree.mcts_convergence import (
    CONVERGENCE_FILE,
    PLAYOUTS,
    POSITIONS,
    SEEDS,
    convergence_document,
    shipped_convergence,
)

SLICE = 3  # 앞의 씨앗 몇 개만 다시 만든다 (모든 판 · 모든 playout 수: 1 초 안팎)


def _shipped() -> dict:
    return json.loads(CONVERGENCE_FILE.read_text(encoding="utf-8"))


def _first_seeds(document: dict, seeds: int) -> dict:
    """실어 둔 문서에서 씨앗 0..seeds-1 의 몫만 (다른 것은 그대로)."""
    positions = [
        {**p, "picks": {n: picks[:seeds] for n, picks in p["picks"].items()}}
        for p in document["positions"]
    ]
    return {**document, "seeds": seeds, "positions": positions}


def test_the_shipped_file_is_written_by_the_data_rule() -> None:
    document = _shipped()
    assert CONVERGENCE_FILE.read_bytes() == datafile.dumps(document).encode("utf-8")
    assert document["seeds"] == SEEDS and document["playouts"] == list(PLAYOUTS)
    assert [p["moves"] for p in document["positions"]] == [",".join(map(str, m)) for m in POSITIONS]


def test_the_first_seeds_rebuild_to_the_same_bytes() -> None:
    rebuilt = convergence_document(seeds=SLICE)
    assert datafile.dumps(rebuilt) == datafile.dumps(_first_seeds(_shipped(), SLICE))


@pytest.mark.parametrize(("moves", "playouts", "seed"), [("0", 100, 499), ("0,4,8", 300, 250)])
def test_a_shipped_pick_is_what_the_mcts_command_plays(
    moves: str, playouts: int, seed: int
) -> None:
    picks = next(p for p in _shipped()["positions"] if p["moves"] == moves)["picks"]
    data = run_json(
        "mcts", "--game", "tictactoe", "--moves", moves, "--playouts", str(playouts),
        "--seed", str(seed),
    )  # fmt: skip
    assert int(data["move"]) == picks[str(playouts)][seed]


def test_the_best_moves_are_the_textbook_answers() -> None:
    best = {p.moves: p.best for p in shipped_convergence()}
    assert best == {
        (): tuple(range(9)),  # 빈 판: 모든 첫 수가 비긴다
        (4,): (0, 2, 6, 8),  # 가운데에는 귀로
        (0,): (4,),  # 귀에는 가운데만
        (0, 4, 8): (1, 3, 5, 7),  # 귀-가운데-맞은 귀: 변으로 (귀는 진다)
        (0, 1): (3, 4, 6),  # X 가 이기는 수 셋
    }
    corner = next(p for p in shipped_convergence() if p.moves == (0,))
    assert corner.values[4] == 0 and all(v < 0 for c, v in corner.values.items() if c != 4)


def test_the_table_counts_every_seed_and_reads_only() -> None:
    for position in shipped_convergence():
        assert [row.playouts for row in position.rows] == list(PLAYOUTS)
        for row in position.rows:
            assert row.seeds == SEEDS and sum(row.picks.values()) == SEEDS
            assert row.best_picks == sum(row.picks[c] for c in position.best)
            assert 0 <= row.rate <= 1
        with pytest.raises(TypeError):
            position.values[0] = 1  # type: ignore[index]
    start = shipped_convergence()[0]
    assert start.chance == 1 and all(row.rate == 1 for row in start.rows)


def test_more_playouts_find_the_only_drawing_answer_to_a_corner() -> None:
    """X 가 귀에 두면 O 는 가운데만 비긴다: 10 playout 은 우연 (1/8) 가까이, 1000 은 거의 늘."""
    corner = next(p for p in shipped_convergence() if p.moves == (0,))
    rates = [row.rate for row in corner.rows]
    assert rates[0] < 0.3 and rates[-1] > 0.9 and rates[-1] > rates[2] > rates[0]


def test_docstring_examples_hold() -> None:
    assert doctest.testmod(mcts_convergence).failed == 0  # type: ignore[arg-type]


@pytest.mark.slow  # 전체 다시 만들기: 40 초 남짓 (조용한 2 코어)
def test_the_bench_command_rewrites_the_shipped_file_byte_for_byte(tmp_path) -> None:
    target = tmp_path / CONVERGENCE_FILE.name
    done = subprocess.run(
        [sys.executable, "-m", "bench.mcts_convergence", "--write", str(target)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert target.read_bytes() == CONVERGENCE_FILE.read_bytes()
