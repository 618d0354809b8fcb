"""사목 풀기의 이어 푸는 보관함 (ui/solving.py): 예산 하나씩 이어 풀기, 같은 요청은 한 번만, 오래된
판은 버리기, 읽기 전용인 답. 예산은 노드 수로 준다 (기계의 빠르기와 상관없다)."""

from __future__ import annotations

import math
import threading

import pytest
from test_caches_read_only import _mutable_parts

from solver.gametree import connect4
from solver.gametree.connect4 import Bounds
from solver.gametree.connect4_solver import solve_position
from ui import solving

# 12 돌의 판 (연 열은 모두 둘 수 있다): 한 번에 풀면 수십만 노드라 작은 예산으로는 다 못 푼다
MIDDLE = "444333255526"
# 27 돌의 판: 몇백 노드면 끝까지 풀린다
LATE = "354344423321573555745212413"


@pytest.fixture(autouse=True)
def budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """시계 대신 노드 수의 예산, 시험마다 빈 보관함."""
    monkeypatch.setattr(solving, "SOLVE_SECONDS", math.inf)
    monkeypatch.setattr(solving, "SOLVE_NODES", 20_000)
    monkeypatch.setattr(solving, "_SOLVINGS", solving._Solvings())


def _contains(value: object, truth: int | None) -> bool:
    if isinstance(value, Bounds):
        return truth is not None and value.low <= truth <= value.high
    return value is None or value == truth


def test_each_round_is_one_more_budget_and_the_answer_holds_the_truth() -> None:
    exact = solve_position(connect4.position(MIDDLE))
    first = solving.connect4_solved(MIDDLE)
    assert first.rounds == 1 and not first.exact
    assert first.nodes <= solving.SOLVE_NODES
    assert solving.connect4_solved(MIDDLE) is first  # 다시 물어도 다시 풀지 않는다
    assert solving.connect4_solved(MIDDLE, 1) is first
    second = solving.connect4_solved(MIDDLE, 2)
    assert second.rounds == 2 and first.nodes < second.nodes <= 2 * solving.SOLVE_NODES
    for column, value in second.columns:
        assert _contains(value, exact.columns[column]), column
    # 한 번 누른 사람이 본 답이 1 번째여도 보관함은 가장 많이 푼 답을 준다
    assert solving.connect4_solved(MIDDLE, 1) is second
    answer = second
    while not answer.exact:
        answer = solving.connect4_solved(MIDDLE, answer.rounds + 1)
        assert answer.rounds < 100
    assert answer.score == exact.score and dict(answer.columns) == exact.columns
    assert solving.connect4_solved(MIDDLE, answer.rounds + 5) is answer  # 정확하면 멈춘다


def test_a_late_position_is_exact_in_one_budget_with_full_columns_as_none() -> None:
    found = solving.connect4_solved(LATE)
    assert found.exact and found.rounds == 1 and isinstance(found.score, int)
    full = {c for c in range(1, 8) if LATE.count(str(c)) == 6}
    assert {c for c, v in found.columns if v is None} == full and full


def test_two_requests_at_once_run_one_budget() -> None:
    found = []
    threads = [
        threading.Thread(target=lambda: found.append(solving.connect4_solved(MIDDLE)))
        for _ in range(2)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert found[0] is found[1] and found[0].rounds == 1


def test_only_the_last_few_positions_are_held() -> None:
    texts = ["", "4", "44", "443"][: solving.SOLVING_ENTRIES + 1]
    for text in texts:
        solving.connect4_solved(text)
    held = solving._SOLVINGS.held
    assert list(held) == texts[1:]  # 가장 오래 안 쓴 판 (빈 판) 을 버렸다
    assert solving.connect4_solved("").rounds == 1  # 다시 물으면 처음부터


def test_the_answer_is_read_only() -> None:
    assert list(_mutable_parts(solving.connect4_solved(MIDDLE), "connect4_solved")) == []
