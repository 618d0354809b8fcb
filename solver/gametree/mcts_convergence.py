"""삼목에서 MCTS 가 미니맥스의 답을 얼마나 자주 고르나: playout 수에 따른 비율 (실어 두는 데이터).

판 몇 개 (POSITIONS) 마다 playout 수 (PLAYOUTS) 마다 씨앗 0..SEEDS-1 로 한 번씩 탐색해 고른 수를
적는다. 씨앗 s 의 탐색은 명령 `python -m solver mcts --game tictactoe --moves M --playouts N
--seed s` 와 같다 (생성기 default_rng(s), c = sqrt 2). 가장 좋은 수는 정확한 값 (tictactoe.
move_scores: 끝까지 본 네가맥스, 게임 나무 페이지의 칸 값) 의 **결과** (이김 · 비김 · 짐) 가 가장
좋은 수다: MCTS 는 결과만 보므로 늦게 이기는 수도 가장 좋은 수로 센다.

판은 학생이 만나는 전형을 골랐다:
- 빈 판: 아홉 칸 모두 비김이라 MCTS 는 틀릴 수 없다 (기준선).
- '4' (X 가 가운데): O 는 귀에 두어야 비긴다 (변은 진다).
- '0' (X 가 귀): O 는 가운데 하나만 비긴다 (가장 어렵다).
- '0,4,8' (귀-가운데-맞은 귀): O 는 변에 두어야 한다 (귀는 함정).
- '0,1' (X 차례, 이기는 판): 이기는 수 셋 (3, 4, 6).

문서 (format 1, datafile 의 규칙으로 쓴다): {"format", "game", "exploration", "seeds",
"playouts": [N...], "positions": [{"moves": "0,4,8", "values": {"<칸>": 값}, "best": [칸...],
"picks": {"<N>": [씨앗마다 고른 칸]}}]}. 다시 만드는 명령: `python -m bench.mcts_convergence
--write` (같은 바이트). 화면은 convergence_table (순수 함수) 로 읽는다.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType

from .mcts import EXPLORATION, mcts_search
from .tictactoe import EMPTY, RULES, Board, move_scores, outcome

__all__ = [
    "CONVERGENCE_FILE",
    "PLAYOUTS",
    "POSITIONS",
    "SEEDS",
    "ConvergencePosition",
    "ConvergenceRow",
    "convergence_document",
    "convergence_table",
    "shipped_convergence",
]

CONVERGENCE_FILE = Path(__file__).parent / "data" / "mcts_convergence.json"
POSITIONS: tuple[tuple[int, ...], ...] = ((), (4,), (0,), (0, 4, 8), (0, 1))
PLAYOUTS: tuple[int, ...] = (10, 30, 100, 300, 1000)
SEEDS = 500


@dataclass(frozen=True)
class ConvergenceRow:
    """playout 수 하나: seeds (탐색 수), best_picks (가장 좋은 수를 고른 탐색 수), picks (칸 →
    그 칸을 고른 탐색 수, 칸 차례)."""

    playouts: int
    seeds: int
    best_picks: int
    picks: Mapping[int, int]

    @property
    def rate(self) -> float:
        """가장 좋은 수를 고른 비율 (0..1)."""
        return self.best_picks / self.seeds


@dataclass(frozen=True)
class ConvergencePosition:
    """판 하나: moves (처음 판부터 둔 칸들), values (칸 → 정확한 값, 둘 쪽 관점: 부호가 결과),
    best (결과가 가장 좋은 칸들), rows (playout 수 차례)."""

    moves: tuple[int, ...]
    values: Mapping[int, int]
    best: tuple[int, ...]
    rows: tuple[ConvergenceRow, ...]

    @property
    def chance(self) -> float:
        """아무 칸이나 고르면 가장 좋은 수일 확률 (견줄 기준선)."""
        return len(self.best) / len(self.values)


def _board(moves: Sequence[int]) -> Board:
    board = EMPTY
    for cell in moves:
        board = RULES.apply(board, cell)
    return board


def convergence_document(
    *,
    positions: Sequence[Sequence[int]] = POSITIONS,
    playouts: Sequence[int] = PLAYOUTS,
    seeds: int = SEEDS,
    say: Callable[[str], None] | None = None,
) -> dict:
    """실어 둘 문서를 처음부터 계산한다 (모듈 설명의 모양). say: 판마다 진행 한 줄.

    >>> document = convergence_document(positions=[(0, 4, 8)], playouts=[10], seeds=3)
    >>> document["positions"][0]["best"], len(document["positions"][0]["picks"]["10"])
    ([1, 3, 5, 7], 3)
    """
    rows = []
    for moves in positions:
        board = _board(moves)
        values = {cell: int(v) for cell, v in move_scores(board).scores.items()}
        top = max(outcome(v) for v in values.values())
        picks = {
            str(n): [mcts_search(RULES, board, playouts=n, rng=s).move for s in range(seeds)]
            for n in playouts
        }
        rows.append(
            {
                "moves": ",".join(map(str, moves)),
                "values": {str(cell): v for cell, v in values.items()},
                "best": [cell for cell, v in values.items() if outcome(v) == top],
                "picks": picks,
            }
        )
        if say is not None:
            say(f"position {rows[-1]['moves'] or '(start)'} done")
    return {
        "format": 1,
        "game": "tictactoe",
        "exploration": EXPLORATION,
        "seeds": seeds,
        "playouts": list(playouts),
        "positions": rows,
    }


def convergence_table(document: Mapping) -> tuple[ConvergencePosition, ...]:
    """문서를 판마다의 기록으로 읽는다 (순수 함수: 화면과 벤치마크가 같이 쓴다).

    >>> table = convergence_table(convergence_document(positions=[(0, 1)], playouts=[30], seeds=4))
    >>> table[0].best, table[0].rows[0].seeds, sum(table[0].rows[0].picks.values())
    ((3, 4, 6), 4, 4)
    """
    table = []
    for position in document["positions"]:
        values = {int(cell): v for cell, v in position["values"].items()}
        best = tuple(position["best"])
        rows = []
        for n in document["playouts"]:
            chosen = position["picks"][str(n)]
            counts = Counter(chosen)
            rows.append(
                ConvergenceRow(
                    n,
                    len(chosen),
                    sum(counts[cell] for cell in best),
                    MappingProxyType({cell: counts[cell] for cell in values}),
                )
            )
        moves = tuple(int(m) for m in position["moves"].split(",") if m)
        table.append(ConvergencePosition(moves, MappingProxyType(values), best, tuple(rows)))
    return tuple(table)


@cache
def shipped_convergence() -> tuple[ConvergencePosition, ...]:
    """실어 둔 데이터 (CONVERGENCE_FILE) 의 표. 화면에서 계산하지 않는다 (벤치마크의 몫)."""
    return convergence_table(json.loads(CONVERGENCE_FILE.read_text(encoding="utf-8")))
