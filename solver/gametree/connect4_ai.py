"""사목의 AI 한 수: 설정 (알파-베타의 깊이 · 시간, MCTS 의 playout, 온도) 과 그 수를 고른 수치.

설정은 짧은 글로 읽고 쓴다 (링크와 시험이 쓴다): 'ab5' (알파-베타 깊이 5), 'ab1s' (알파-베타를
1 초 동안 반복 깊이 늘리기로), 'mc2000' (MCTS 2000 playout). 온도는 따로 (0 = 가장 좋은 수).

서버가 멈추지 않게 한 수의 시간은 언제나 묶여 있다: 깊이를 고른 알파-베타도 MAX_SECONDS 에서
멈추고 (마친 깊이의 결과), MCTS 의 playout 은 PLAYOUTS 안에서만 고른다 (이 기계에서 5000 번이
0.5 초 남짓). 무작위 (MCTS, 온도) 는 (씨앗, 돌 수) 에서 만든다: 같은 판 · 같은 설정 · 같은 씨앗이면
같은 수다 (링크가 '어떻게 골랐나' 를 다시 그린다).
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from . import connect4
from .connect4 import Connect4Position
from .deepening import deepening_search
from .mcts import mcts_search
from .temperature import temperature_choice

__all__ = [
    "DEPTHS",
    "MAX_SECONDS",
    "PLAYOUTS",
    "SECONDS",
    "TEMPERATURES",
    "AIChoice",
    "AISettings",
    "ColumnFigure",
    "Search",
    "choose_column",
    "is_win",
]

# 고를 수 있는 값들 (페이지의 고르기와 링크가 같은 목록을 쓴다)
DEPTHS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8)
SECONDS: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0)
PLAYOUTS: tuple[int, ...] = (100, 300, 1000, 2000, 5000)
# 온도: 알파-베타의 어림 값은 보통 0.01 안팎으로 다르고 MCTS 의 승률은 0.1 안팎이라 작은 값들
TEMPERATURES: tuple[float, ...] = (0.0, 0.01, 0.03, 0.1, 0.3)
# 깊이를 고른 알파-베타도 이 시간에서 멈춘다 (초): 페이지가 얼지 않게
MAX_SECONDS = 2.0
_SPEC = re.compile(r"(ab)(\d{1,2})|(ab)(\d+(?:\.\d+)?)s|(mc)(\d{1,6})")


class Search(StrEnum):
    """AI 의 탐색."""

    ALPHABETA = "alphabeta"  # 깊이 한계 알파-베타 (어림, 순서, 전치표, 반복 깊이 늘리기)
    MCTS = "mcts"  # 몬테카를로 나무 탐색 (UCT)


@dataclass(frozen=True)
class AISettings:
    """AI 하나의 설정. 알파-베타는 depth 나 seconds 하나 (다른 하나는 None), MCTS 는 playouts."""

    search: Search = Search.ALPHABETA
    depth: int | None = 5
    seconds: float | None = None
    playouts: int | None = None
    temperature: float = 0.0

    @property
    def spec(self) -> str:
        """짧은 글 ('ab5', 'ab1s', 'mc2000'; 온도는 넣지 않는다)."""
        if self.search is Search.MCTS:
            return f"mc{self.playouts}"
        if self.seconds is not None:
            return f"ab{self.seconds:g}s"
        return f"ab{self.depth}"

    @classmethod
    def parse(cls, text: str, temperature: float = 0.0) -> AISettings:
        """짧은 글을 읽는다. 고를 수 없는 값은 ValueError.

        >>> AISettings.parse("mc2000").playouts
        2000
        >>> AISettings.parse("ab0.5s").spec
        'ab0.5s'
        """
        found = _SPEC.fullmatch(text.strip())
        if found is None:
            raise ValueError(f"not an AI setting: {text!r}")
        if temperature not in TEMPERATURES:
            raise ValueError(f"temperature {temperature!r} is not offered")
        if found.group(1):
            depth = int(found.group(2))
            if depth not in DEPTHS:
                raise ValueError(f"depth {depth} is not offered")
            return cls(Search.ALPHABETA, depth, None, None, temperature)
        if found.group(3):
            seconds = float(found.group(4))
            if seconds not in SECONDS:
                raise ValueError(f"time {seconds} s is not offered")
            return cls(Search.ALPHABETA, None, seconds, None, temperature)
        playouts = int(found.group(6))
        if playouts not in PLAYOUTS:
            raise ValueError(f"{playouts} playouts are not offered")
        return cls(Search.MCTS, None, None, playouts, temperature)


@dataclass(frozen=True)
class ColumnFigure:
    """뿌리의 열 하나의 수치. value: 알파-베타의 값 (둘 쪽 관점; 승패는 점수, 어림은 -1..1) 또는
    None. visits · win_rate: MCTS 의 방문과 승률 (알파-베타면 None).
    probability: 온도로 고를 확률."""

    column: int
    value: float | None
    visits: int | None
    win_rate: float | None
    probability: float


@dataclass(frozen=True)
class AIChoice:
    """AI 가 고른 열과 그 까닭. columns: 둘 수 있는 열마다 (왼쪽부터). depth: 알파-베타가 마친
    깊이 (MCTS 면 0). nodes: 본 판의 수 (MCTS 면 playout 수). best: 탐색이 꼽은 가장 좋은 열
    (온도가 0 보다 크면 column 과 다를 수 있다). out_of_time: 시간 때문에 깊이를 다 마치지
    못했다."""

    column: int
    settings: AISettings
    columns: tuple[ColumnFigure, ...]
    best: int
    depth: int
    nodes: int
    seconds: float
    out_of_time: bool
    pv: tuple[int, ...]


def _rng(seed: int, plies: int) -> np.random.Generator:
    """이 수의 무작위: 판의 씨앗과 돌 수에서 (수마다 다르고 다시 만들 수 있다)."""
    return np.random.default_rng([seed, plies])


def choose_column(
    state: Connect4Position,
    settings: AISettings,
    seed: int,
    *,
    clock: Callable[[], float] = time.perf_counter,
) -> AIChoice:
    """AI 가 state 에서 둘 열. 끝난 판은 ValueError.

    clock: 시간 예산과 걸린 시간을 재는 시계 (초). 시험은 부를 때마다 나아가는 가짜 시계를 넣어
    기계의 빠르기와 상관없이 예산에서 멈추는지 본다 (deepening_search 의 clock 으로 건넨다).

    >>> from .connect4 import position
    >>> choose_column(position("445566"), AISettings(depth=2), 0).column in (3, 7)
    True
    """
    if connect4.outcome(state) is not None:
        raise ValueError("the game is over")
    rng = _rng(seed, state.plies)
    start = clock()
    if settings.search is Search.MCTS:
        tree = mcts_search(connect4.RULES, state, playouts=settings.playouts or 1, rng=rng)
        values = {c: m.win_rate for c, m in tree.moves.items()}
        best, depth, nodes, late, pv = tree.move, 0, tree.playouts, False, ()
        figures = {c: (None, m.visits, m.win_rate) for c, m in tree.moves.items()}
    else:
        left = connect4.CELLS - state.plies
        depth_cap = left if settings.depth is None else min(settings.depth, left)
        budget = MAX_SECONDS if settings.seconds is None else settings.seconds
        # 여기서만 부른다: 기계어 어림 · 수 순서는 numba 를 불러오므로 AISettings 만 읽는 모듈
        # (다른 페이지도 부르는 ui.caches 등) 이 그 값을 치르지 않게. 값과 차례는 ORDERED_RULES 와
        # 같고 판마다 빨라 같은 시간에 더 깊이 본다 (bench/bench_solver.py)
        from .connect4_kernel import COMPILED_RULES

        deep = deepening_search(
            COMPILED_RULES,
            state,
            max_depth=depth_cap,
            seconds=budget,
            table=True,
            clock=clock,
        )
        values = dict(deep.values)
        best, depth, nodes, late, pv = deep.move, deep.depth, deep.nodes, deep.out_of_time, deep.pv
        figures = {c: (v, None, None) for c, v in values.items()}
    assert best is not None
    ordered = {c: values[c] for c in sorted(values)}  # 뽑기는 열 차례로 (씨앗마다 같은 수)
    if settings.temperature == 0 and settings.search is Search.MCTS:
        # MCTS 의 가장 좋은 수는 방문이 가장 많은 수: 온도 0 이면 그 수 (승률이 아니라)
        column, probabilities = int(best), {c: float(c == best) for c in ordered}
    else:
        chosen = temperature_choice(ordered, temperature=settings.temperature, rng=rng)
        column, probabilities = int(chosen.move), chosen.probabilities
    columns = tuple(
        ColumnFigure(c, *figures[c], round(probabilities[c], 6)) for c in sorted(figures)
    )
    seconds = clock() - start
    return AIChoice(column, settings, columns, int(best), depth, nodes, seconds, late, tuple(pv))


def is_win(value: float | None) -> bool:
    """알파-베타의 값이 승패 (정확한 점수) 인지: 어림은 언제나 -1 과 1 사이다."""
    return value is not None and not math.isnan(value) and abs(value) >= 1
