"""사목 풀기의 이어 푸는 풀이기: 판마다 전치표와 증명한 범위를 쥐고 '계속' 에서 이어 푼다.

st.cache_resource 를 닮은 작은 보관함이다 (프로세스에 한 벌, 모든 사용자가 같이 쓴다): 캐시처럼 값을
돌려주지만 값을 만드는 풀이기 (Solving) 를 쥐고 있다가 더 푼다. 돌려주는 답은 읽기 전용 (얼린
dataclass 와 튜플) 이다. 풀이기의 커널은 numba 를 불러오므로 (약 0.3 초, 메모리) connect4_solved
안에서만 불러온다: 사목이 아닌 페이지가 그 값을 치르지 않게 (tests/test_purity.py). 서버는 시작
준비 (ui/server/warmup.py) 에서 이미 불렀다.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from solver.gametree.connect4 import Value, position

if TYPE_CHECKING:
    from solver.gametree.connect4_solver import Solving

__all__ = [
    "SOLVE_NODES",
    "SOLVE_SECONDS",
    "SOLVING_ENTRIES",
    "Connect4Solved",
    "connect4_solved",
]

# 풀기 한 번의 계산 예산, 초 (서버 시간: 학생이 누른 뜻이 아니라 계산의 몫). 시험은 더 볼 판의
# 수 (SOLVE_NODES) 를 주어 기계의 빠르기와 상관없는 답을 본다
SOLVE_SECONDS = 2.0
SOLVE_NODES: int | None = None
# 이어 풀려고 풀이기를 쥐고 있는 판의 수: 판마다 전치표가 약 42 MB (connect4_kernel.TABLE_SIZE)
SOLVING_ENTRIES = 3


@dataclass(frozen=True)
class Connect4Solved:
    """사목 판의 풀이 (읽기 전용): score (둘 쪽 관점), columns ((열, 값) 들, 열 1-7), best (가장
    좋다고 증명된 열들), nodes · seconds (모든 예산의 합), rounds (쓴 예산의 횟수), exact (판과
    둘 수 있는 열이 모두 정확한지). 값은 정확한 점수, 증명된 범위 (Bounds), 또는 None (가득 찬
    열이나 아직 증명한 것이 없다)."""

    score: Value
    columns: tuple[tuple[int, Value], ...]
    best: tuple[int, ...]
    nodes: int
    seconds: float
    rounds: int
    exact: bool


@dataclass
class _Solvings:
    """판 (수순 글) 마다 이어 푸는 풀이기와 그 마지막 답 (오래 안 쓴 것부터 버린다). 프로세스에
    한 벌이고 잠금 하나로 한 번에 한 풀이만 돈다: 2 코어에서 두 풀이가 나란히 돌면 둘 다 예산의
    반만 쓴다. 같은 판의 두 요청 (두 번 누름, 겹친 실행, 같은 판을 보는 두 학생) 은 잠금을 기다린
    뒤 이미 푼 답을 받는다."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    held: OrderedDict[str, tuple[Solving, Connect4Solved]] = field(default_factory=OrderedDict)


_SOLVINGS = _Solvings()


def connect4_solved(moves: str, rounds: int = 1) -> Connect4Solved:
    """판 moves 를 예산 (SOLVE_SECONDS · SOLVE_NODES) rounds 번까지 푼 답. 이미 그만큼 (또는 더)
    풀었거나 정확하면 다시 풀지 않고 가장 많이 푼 답을 준다. 모자라면 예산 하나만큼 이어 푼다:
    전치표와 열마다 증명한 범위를 그대로 쓴다 (Solving)."""
    from solver.gametree.connect4_solver import Solving

    with _SOLVINGS.lock:
        solving, solved = _SOLVINGS.held.pop(moves, (None, None))
        if solving is None:
            solving = Solving(position(moves))
        if solved is None or (solved.rounds < rounds and not solved.exact):
            found = solving.run(time.perf_counter() + SOLVE_SECONDS, SOLVE_NODES)
            columns = tuple(sorted(found.columns.items()))
            done = solved.rounds + 1 if solved is not None else 1
            solved = Connect4Solved(
                found.score,
                columns,
                tuple(found.best),
                found.nodes,
                found.seconds,
                done,
                solving.exact,
            )
        _SOLVINGS.held[moves] = (solving, solved)
        while len(_SOLVINGS.held) > SOLVING_ENTRIES:
            _SOLVINGS.held.popitem(last=False)
    return solved
