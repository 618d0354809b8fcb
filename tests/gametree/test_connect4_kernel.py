"""정확한 풀이의 커널: 컴파일한 것과 JIT 를 끈 같은 글이 같은 점수 · 같은 노드 수, 한계의 범위는
참 점수를 품는다 (노드 한계로: 기계의 빠르기와 상관없다)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from connect4_play import random_moves

from solver.gametree import connect4, connect4_kernel
from solver.gametree.connect4_solver import Bounds, ExactSolver, Solving, Value, solve_position

ROOT = Path(__file__).resolve().parents[2]

# 새 프로세스 (JIT 없이) 에서 같은 판들을 풀어 열마다의 값과 노드 수를 찍는다
PROBE = """
import json, sys
from solver.gametree import connect4, connect4_kernel
from solver.gametree.connect4_solver import ExactSolver, solve_position
out = []
for moves, ordered in json.loads(sys.argv[1]):
    found = solve_position(connect4.position(moves), solver=ExactSolver(ordered=ordered))
    out.append([found.columns, found.score, found.nodes])
print(json.dumps({"compiled": hasattr(connect4_kernel.negamax, "py_func"), "found": out}))
"""


def _sample() -> list[tuple[str, bool]]:
    """JIT 없이도 몇 초 안에 풀리고 커널이 제법 도는 (천 - 3 만 노드) 판들 (하나는 순서 없이)."""
    rng = np.random.default_rng(46)
    sample: list[tuple[str, bool]] = []
    for stones, ordered in ((18, True), (20, True), (22, True), (24, True), (26, False)):
        while True:
            moves = random_moves(rng, stones)
            solver = ExactSolver(ordered=ordered)
            if 1_000 <= solve_position(connect4.position(moves), solver=solver).nodes <= 30_000:
                sample.append((moves, ordered))
                break
    return sample


def test_the_interpreted_kernel_gives_the_compiled_scores_and_node_counts() -> None:
    sample = _sample()
    env = os.environ | {"NUMBA_DISABLE_JIT": "1"}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(sample)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    interpreted = json.loads(done.stdout)
    assert interpreted["compiled"] is False  # 정말 파이썬으로 돌았다
    assert hasattr(connect4_kernel.negamax, "py_func")  # 이쪽은 기계어
    for (moves, ordered), (columns, score, nodes) in zip(sample, interpreted["found"], strict=True):
        found = solve_position(connect4.position(moves), solver=ExactSolver(ordered=ordered))
        assert {str(c): v for c, v in found.columns.items()} == columns, moves
        assert found.score == score
        assert found.nodes == nodes and nodes >= 1_000, moves


def _holds(value: Value, exact: int | None) -> bool:
    """한계의 답이 참 점수와 어긋나지 않는가."""
    if isinstance(value, Bounds):
        return exact is not None and value.low <= exact <= value.high and value.low < value.high
    return value is None or value == exact


@pytest.mark.parametrize("stones", [14, 18, 22])
def test_bounds_under_a_node_limit_hold_the_true_scores(stones: int) -> None:
    rng = np.random.default_rng(stones)
    for moves in (random_moves(rng, stones) for _ in range(3)):
        state = connect4.position(moves)
        exact = solve_position(state)
        kinds = set()
        for budget in (1, 300, 3_000, 30_000, 300_000):
            found = solve_position(state, max_nodes=budget)
            assert found.nodes <= budget
            assert _holds(found.score, exact.score), (moves, budget)
            for column, value in found.columns.items():
                assert _holds(value, exact.columns[column]), (moves, budget, column)
                kinds.add(type(value).__name__)
            assert set(found.best) <= set(exact.best)  # 가장 좋다고 증명된 열은 정말 가장 좋다
        assert "Bounds" in kinds or "int" in kinds  # 한계가 헛돌지 않았다: 무엇인가 증명했다


def _inside(value: Value, before: Value) -> bool:
    """이어 푼 답이 앞의 답 안에 있는가 (좁아지거나 그대로, 넓어지지 않는다)."""
    if before is None:
        return True
    low, high = (value.low, value.high) if isinstance(value, Bounds) else (value, value)
    if isinstance(before, Bounds):
        return low is not None and before.low <= low and high <= before.high
    return value == before


def test_a_solving_resumed_in_small_pieces_narrows_to_the_exact_answer() -> None:
    # '계속' 의 풀이기: 노드 한계 조각마다 이어 풀면 범위는 참 점수를 품은 채 좁아지기만 하고,
    # 끝내 한 번에 푼 답과 같다
    state = connect4.position(random_moves(np.random.default_rng(14), 14))
    exact = solve_position(state)
    solving, before, pieces = Solving(state), None, 0
    while not solving.exact:
        found = solving.run(max_nodes=max(exact.nodes // 8, 1_000))
        pieces += 1
        assert _holds(found.score, exact.score)
        for column, value in found.columns.items():
            assert _holds(value, exact.columns[column]), (pieces, column)
            assert before is None or _inside(value, before.columns[column]), (pieces, column)
        before = found
        assert pieces < 200
    assert pieces > 1  # 정말 여러 조각이었다
    assert (found.score, found.columns, found.best) == (exact.score, exact.columns, exact.best)
    assert found.nodes == solving.nodes  # 조각마다의 합


def test_a_large_enough_limit_gives_the_exact_answer_and_one_node_proves_no_bounds() -> None:
    state = connect4.position(random_moves(np.random.default_rng(3), 24))
    exact = solve_position(state)
    enough = solve_position(state, max_nodes=exact.nodes + 1)  # 한계에 닿는 노드는 세지 않는다
    assert (enough.score, enough.columns, enough.best) == (exact.score, exact.columns, exact.best)
    assert enough.nodes == exact.nodes
    nothing = solve_position(state, max_nodes=1)
    assert nothing.nodes == 1 and set(nothing.best) <= set(exact.best)
    assert not any(isinstance(v, Bounds) for v in nothing.columns.values())


def test_a_passed_deadline_stops_the_empty_board_with_true_bounds() -> None:
    # 빈 판은 몇 초로 풀리지 않는다: 이미 지난 시각이면 곧 멈추고, 준 것은 참 점수 (먼저 둔 사람이
    # 가운데 열로 마지막 돌 (21 번째) 에 이긴다: +1, 다른 열의 점수는 gamesolver.org) 를 품는다
    truth = {1: -2, 2: -1, 3: 0, 4: 1, 5: 0, 6: -1, 7: -2}
    found = solve_position(connect4.EMPTY_POSITION, deadline=0.0)
    assert not isinstance(found.score, int)
    for column, value in found.columns.items():
        assert _holds(value, truth[column]), column


def test_a_table_too_small_for_the_short_keys_is_refused() -> None:
    with pytest.raises(ValueError, match="table_size"):
        ExactSolver(table_size=1009)


def test_with_no_folder_for_the_cache_the_kernel_still_compiles(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # numba 는 캐시를 둘 곳 (소스 옆, 사용자 캐시 폴더) 이 하나도 없으면 장식할 때 RuntimeError:
    # 그 처지를 numba 의 자리 찾기 목록을 비워 만든다
    from numba.core.caching import CacheImpl

    monkeypatch.setattr(CacheImpl, "_locator_classes", [])
    compiled = connect4_kernel._compile(connect4.playable)
    bottom_row = sum(1 << (7 * c) for c in range(7))  # 빈 판에서 놓을 칸: 열마다 바닥
    assert compiled(0) == bottom_row
    assert hasattr(compiled, "py_func")


def test_the_ai_compiled_rules_give_the_same_values_and_move_order() -> None:
    rng = np.random.default_rng(7)
    seen = 0
    for stones in range(0, 36, 3):
        state = connect4.position(random_moves(rng, stones, quiet=False))
        columns = connect4.legal_columns(state)
        compiled = connect4_kernel.COMPILED_RULES
        assert compiled.evaluate is not None and compiled.order is not None
        assert compiled.evaluate(state) == connect4.heuristic(state)
        assert compiled.order(state, columns) == connect4.rank_columns(state, columns)
        seen += connect4.heuristic(state) != 0
    assert seen > 5  # 어림이 0 이 아닌 판들도 견주었다
