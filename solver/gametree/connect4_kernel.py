"""사목의 정확한 풀이의 커널: numba 가 기계어로 옮기는 널 윈도 탐색 (글은 하나, JIT 를 끄면 그대로
파이썬으로 돈다). 곁에 AI 의 알파-베타가 쓰는 기계어 어림 · 수 순서 (COMPILED_RULES).

인터프리터가 병목이라 (판 하나에 수 마이크로초) 탐색의 뜨거운 고리만 여기 둔다: 비트판의 수
(connect4.winning_cells · playable), 위협 순서 (connect4.threat_sort), 전치표, 네가맥스. 앞의 셋은
connect4 의 그 함수들을 그대로 컴파일한다 (사본이 없다). NUMBA_DISABLE_JIT=1 이면 numba 가 함수를
그대로 돌려주므로 같은 글이 파이썬으로 돌고, 시험이 두 길의 점수와 노드 수가 같은지 본다.

기계어는 cache=True 로 소스 옆 __pycache__ (쓸 수 없으면 사용자의 캐시 폴더) 에 남아 다음
프로세스는 컴파일하지 않는다. 캐시를 둘 곳이 아예 없으면 캐시 없이 컴파일한다 (서버는 시작 준비
(ui/server/warmup.py) 에서 한 번 푼다).

전치표: 크기가 소수인 배열 둘 (열쇠의 아래 32 비트 keys, 값 values). 자리는 열쇠 % 크기이고 늘
덮어쓴다. 열쇠 (current + mask) 는 49 비트라 (자리, 아래 32 비트) 가 열쇠 하나를 가린다 (중국인의
나머지 정리: 크기 x 2^32 > 2^49). 값 0 은 빈 자리, 위 경계 u 는 u + UPPER, 아래 경계 l 은
l + LOWER (점수는 -21..21 이라 int8 에 든다).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import numba
import numpy as np
from numba.extending import overload, register_jitable

from .connect4 import (
    CELLS,
    COLUMNS,
    ORDERED_RULES,
    Connect4Position,
    column_bits,
    heuristic,
    playable,
    popcount,
    rank_columns,
    threat_sort,
    window_points,
    winning_cells,
)

__all__ = [
    "COMPILED_RULES",
    "LIMIT",
    "NODES",
    "NO_LIMIT",
    "STOPPED",
    "TABLE_SIZE",
    "compiled_heuristic",
    "compiled_order",
    "negamax",
    "new_order",
    "new_stats",
    "new_table",
]

# 표의 크기: 2^23 보다 작은 가장 큰 소수 (열쇠 4 + 값 1 바이트: 약 42 MB, 처음에는 0 쪽만 잡힌다)
TABLE_SIZE = 8_388_593
UPPER, LOWER, SPLIT = 32, 96, 64  # 값의 자리 (SPLIT 보다 크면 아래 경계)
_KEY_BITS = 0xFFFF_FFFF
# stats 의 칸: 본 판의 수, 멈춤 (1 이면 시간이나 노드 한계로 멈췄다), 노드 한계
NODES, STOPPED, LIMIT = 0, 1, 2
NO_LIMIT = 1 << 62


def _compile(function: Callable[..., Any]) -> Any:
    """function 을 캐시되는 기계어로 (캐시를 둘 폴더가 없으면 캐시 없이). nogil: 푸는 동안
    서버의 다른 세션과 멈춤 시계 (connect4_solver 의 threading.Timer) 가 돈다."""
    try:
        return numba.njit(cache=True, nogil=True)(function)
    except RuntimeError:  # numba: 'cannot cache function ... no locator available'
        return numba.njit(nogil=True)(function)


# connect4 의 비트판 함수들을 커널 안에서 부를 수 있게 알린다 (numba 가 부르는 곳에 컴파일해
# 넣는다; 파이썬에서 부르면 그대로 파이썬이다). 주의: numba 의 캐시는 이 파일의 시각만 보므로
# connect4 의 이 함수들을 고치면 __pycache__ 의 *.nbi · *.nbc 를 지운다
for _function in (winning_cells, playable, threat_sort, column_bits):
    register_jitable(_function)


@overload(popcount)
def _popcount(bits: int) -> Callable[[int], int]:
    """connect4.popcount 의 기계어 (int.bit_count 는 numba 에 없다): 켜진 비트를 하나씩 끈다.
    numba 는 이 함수와 안의 함수의 인자 (이름 · 표기) 가 같기를 바란다 (bits: int)."""

    def count(bits: int) -> int:
        total = 0
        while bits:
            bits &= bits - 1
            total += 1
        return total

    return count


# AI 의 깊이 한계 알파-베타 (connect4_ai) 가 쓰는 어림과 수 순서의 기계어: 탐색은 파이썬 그대로
# (negamax.window_value) 이고 판마다 가장 비싼 두 함수만 한 번의 호출로 바꾼다
_points = _compile(window_points)
_sort = _compile(threat_sort)
_wins = _compile(winning_cells)


def compiled_heuristic(state: Connect4Position) -> float:
    """connect4.heuristic (window_points 의 기계어로): 값은 같다."""
    return heuristic(state, _points)


def _threat_order(current: int, mask: int, moves: int) -> list[int]:
    """connect4.threat_order 를 기계어 threat_sort 로 (배열 일터)."""
    work = np.zeros((2, COLUMNS), np.int64)
    return [int(stone) for stone in work[0, : _sort(current, mask, moves, work[0], work[1])]]


def compiled_order(state: Connect4Position, columns: Sequence[int]) -> list[int]:
    """connect4.rank_columns (기계어 threat_sort · winning_cells 로): 차례는 같다."""
    return rank_columns(state, columns, _threat_order, _wins)


# ORDERED_RULES 와 같은 값 · 같은 차례, 판마다 더 빠르다 (시험이 견준다)
COMPILED_RULES = replace(ORDERED_RULES, evaluate=compiled_heuristic, order=compiled_order)


def new_table(size: int = TABLE_SIZE) -> tuple[np.ndarray, np.ndarray]:
    """빈 전치표 (keys (size,) uint32, values (size,) int8)."""
    return np.zeros(size, np.uint32), np.zeros(size, np.int8)


def new_order() -> np.ndarray:
    """돌 수마다 수 순서의 일터: (CELLS, 2, COLUMNS) int64 (칸들과 그 위협 수)."""
    return np.zeros((CELLS, 2, COLUMNS), np.int64)


def new_stats() -> np.ndarray:
    """[노드, 멈춤, 노드 한계] int64."""
    return np.array([0, 0, NO_LIMIT], np.int64)


@_compile
def negamax(
    cur: int,
    mask: int,
    plies: int,
    alpha: int,
    beta: int,
    keys: np.ndarray,
    values: np.ndarray,
    order: np.ndarray,
    stats: np.ndarray,
    use_table: bool,
    ordered: bool,
) -> int:
    """창 (alpha, beta) 안의 점수 (fail-hard). 전제: 둘 차례인 쪽은 바로 이길 수 없다.

    stats[NODES] 가 stats[LIMIT] 에 닿거나 stats[STOPPED] 가 켜지면 (다른 스레드의 시계가 켠다:
    커널은 시계를 보지 않는다) 그 뒤로는 아무것도 적지 않고 0 을 돌려준다 (그 값은 쓰지 않는다).
    그 전에 다 본 가지가 적은 경계는 맞는 값이라 표에 남는다.
    """
    stats[NODES] += 1
    if stats[STOPPED] or stats[NODES] >= stats[LIMIT]:
        stats[STOPPED] = 1
        return 0
    opponent_wins = winning_cells(cur ^ mask, mask)
    moves = playable(mask)
    forced = moves & opponent_wins
    if forced:
        if forced & (forced - 1):  # 막을 칸이 둘: 상대가 다음 수에 이긴다
            return -((CELLS - plies) // 2)
        moves = forced
    moves &= ~(opponent_wins >> 1)  # 상대가 이길 칸의 바로 아래는 열어 주지 않는다
    if not moves:
        return -((CELLS - plies) // 2)
    if plies >= CELLS - 2:  # 둘 다 남은 한 수로 이길 수 없다
        return 0
    low = -((CELLS - 2 - plies) // 2)  # 상대는 다음 수에 이기지 못한다
    if alpha < low:
        alpha = low
        if alpha >= beta:
            return alpha
    high = (CELLS - 1 - plies) // 2  # 나는 이번 수에 이기지 못한다
    key = cur + mask
    slot = key % keys.size
    if use_table and keys[slot] == (key & _KEY_BITS):
        stored = int(values[slot])
        if stored > SPLIT:
            low = stored - LOWER
            if alpha < low:
                alpha = low
                if alpha >= beta:
                    return alpha
        elif stored != 0 and stored - UPPER < high:
            high = stored - UPPER
    if beta > high:
        beta = high
        if alpha >= beta:
            return beta

    stones, scores = order[plies, 0], order[plies, 1]
    if ordered:
        count = threat_sort(cur, mask, moves, stones, scores)
    else:  # 왼쪽 열부터 (벤치마크와 시험이 순서의 몫을 잰다)
        count = 0
        for column in range(1, COLUMNS + 1):
            stone = moves & column_bits(column)
            if stone:
                stones[count] = stone
                count += 1
    opponent = cur ^ mask
    for i in range(count):
        score = -negamax(
            opponent,
            mask | stones[i],
            plies + 1,
            -beta,
            -alpha,
            keys,
            values,
            order,
            stats,
            use_table,
            ordered,
        )
        if stats[STOPPED]:
            return 0
        if score >= beta:
            if use_table:
                keys[slot], values[slot] = key & _KEY_BITS, score + LOWER
            return score
        if score > alpha:
            alpha = score
    if use_table:
        keys[slot], values[slot] = key & _KEY_BITS, alpha + UPPER
    return alpha
