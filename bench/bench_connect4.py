"""사목 엔진을 한 프로세스에서 나란히 재고 배율을 찍는다.

python -m bench.bench_connect4 [--quick]
1. 깊이 한계 탐색의 사다리 (같은 판, 같은 깊이): 맨 미니맥스 → 알파-베타 → + 수 순서 →
   + 전치표 → + 반복 깊이 늘리기. 노드와 시간, 미니맥스에 대한 배율.
2. 끝 무렵 판의 정확한 풀이 사다리: 일반 알파-베타 (negamax) → 풀이기 (표 · 순서 없이) →
   + 순서 → + 전치표.
3. 정확한 풀이기의 열마다 풀이 (18-25 돌의 판): 중앙값 시간 (목표: 몇 초 안).
4. MCTS 의 초당 playout, 같은 탐색에 발자취를 단 시간과 그 배율.
5. 페이지의 AI 한 수의 서버 시간 (설정마다, 이른 판과 중반 판): 한계는 connect4_ai.MAX_SECONDS.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence

from bench.bench_engine import Row, median_seconds, ms, print_table
from solver.gametree import connect4, negamax
from solver.gametree.connect4_ai import MAX_SECONDS, AISettings, choose_column
from solver.gametree.connect4_ladder import trick_ladder
from solver.gametree.connect4_solver import ExactSolver, load_kernel, solve_position
from solver.gametree.mcts import mcts_search
from solver.gametree.mcts_trace import trace_mcts

LADDER_MOVES, LADDER_DEPTH = "4453", 5
NEAR_END = "354344423321573555745212413"  # 27 돌
# 깊이 4 의 알파-베타와 작은 온도로 씨앗 31 에서 둔 판들의 앞부분 (18, 21, 24 돌)
SOLVE_POSITIONS = (
    "275771162634225543",
    "354344423321573555",
    "315642242561422546",
    "275771162634225543155",
    "354344423321573555745",
    "354344423321573555745212",
)
SOLVE_TARGET_S = 5.0


def _timed(fn: Callable[[], int]) -> tuple[int, float]:
    """(노드, 초) 한 번."""
    start = time.perf_counter()
    nodes = fn()
    return nodes, time.perf_counter() - start


def _ladder(name: str, steps: list[tuple[str, Callable[[], int]]]) -> list[Row]:
    """첫 줄에 대한 노드 · 시간 배율."""
    rows = [Row(name, "")]
    base_nodes, base_seconds = 0, 0.0
    for i, (label, fn) in enumerate(steps):
        nodes, seconds = _timed(fn)
        if i == 0:
            base_nodes, base_seconds = nodes, seconds
        rows.append(
            Row(
                f"    {label}: {nodes:,} nodes ({base_nodes / nodes:.1f}x fewer)",
                ms(seconds),
                ratio=f"{base_seconds / seconds:.1f}x",
            )
        )
    return rows


# 사다리의 칸 이름 (solver.gametree.connect4_ladder.TRICKS) → 표에 적을 이름
TRICK_LABELS = {
    "minimax": "minimax",
    "alphabeta": "alpha-beta",
    "ordering": "+ ordering",
    "table": "+ table",
    "deepening": "+ deepening",
}


def depth_ladder() -> list[Row]:
    """(1) 깊이 한계 탐색의 사다리: 페이지의 '각 기법이 아끼는 것' 과 같은 함수로 잰다."""
    rungs = trick_ladder(connect4.position(LADDER_MOVES), LADDER_DEPTH)
    rows = [Row(f"(1) depth {LADDER_DEPTH} from {LADDER_MOVES!r}, heuristic leaves", "")]
    base = rungs[0]
    for rung in rungs:
        rows.append(
            Row(
                f"    {TRICK_LABELS[rung.trick]}: {rung.nodes:,} nodes "
                f"({base.nodes / rung.nodes:.1f}x fewer)",
                ms(rung.seconds),
                ratio=f"{base.seconds / rung.seconds:.1f}x",
            )
        )
    return rows


def exact_ladder() -> list[Row]:
    state = connect4.position(NEAR_END)
    load_kernel()  # numba 의 첫 호출 (캐시 불러오기, 약 1 초) 은 서버가 시작 준비에서 치른다

    def exact(**options: bool) -> int:
        solver = ExactSolver(**options)
        solver.score(state)
        return solver.nodes

    steps: list[tuple[str, Callable[[], int]]] = [
        ("generic alpha-beta", lambda: negamax.alphabeta(connect4.RULES, state).nodes),
        ("exact solver, no order/table", lambda: exact(use_table=False, ordered=False)),
        ("+ threat/centre ordering", lambda: exact(use_table=False)),
        ("+ transposition table", lambda: exact()),
    ]
    return _ladder(f"(2) exact score of {len(NEAR_END)} stones", steps)


def solve_rows(quick: bool) -> list[Row]:
    rows = [Row("(3) exact score of every column (new table each run)", "")]
    for moves in SOLVE_POSITIONS[:2] if quick else SOLVE_POSITIONS:
        state = connect4.position(moves)
        found = solve_position(state)
        seconds = median_seconds(lambda s=state: solve_position(s), 1 if quick else 3)
        rows.append(
            Row(
                f"    {len(moves)} stones {moves}: score {found.score:+d}, "
                f"{found.nodes:,} nodes ({found.nodes / seconds:,.0f}/s)",
                ms(seconds),
                target=f"<= {SOLVE_TARGET_S:g} s",
                ok=seconds <= SOLVE_TARGET_S,
            )
        )
    return rows


def mcts_rows(quick: bool) -> list[Row]:
    rows = []
    playouts = 1000 if quick else 5000
    for moves in (LADDER_MOVES, SOLVE_POSITIONS[0]):
        state = connect4.position(moves)
        start = time.perf_counter()
        found = mcts_search(connect4.RULES, state, playouts=playouts, rng=0)
        seconds = time.perf_counter() - start
        rows.append(
            Row(
                f"(4) MCTS {playouts} playouts from {len(moves)} stones -> column {found.move}: "
                f"{playouts / seconds:,.0f} playouts/s",
                ms(seconds),
            )
        )
        # 같은 탐색에 발자취 (playout 마다의 네 단계) 를 달면: 같은 수, 기록하는 값만큼 더
        start = time.perf_counter()
        traced = trace_mcts(connect4.RULES, state, playouts=playouts, rng=0)
        traced_seconds = time.perf_counter() - start
        assert traced.result == found
        rows.append(
            Row(
                "(4) ... the same search with its trace (mcts --trace)",
                ms(traced_seconds),
                ratio=f"{traced_seconds / seconds:.2f}x",
            )
        )
    return rows


# 페이지가 고를 수 있는 AI 가운데 대표: 기본 (ab5), 가장 깊은 깊이, 시간 예산, MCTS 둘
PAGE_AIS = ("ab5", "ab8", "ab1s", "mc2000", "mc5000")


def ai_move_rows(quick: bool) -> list[Row]:
    """(5) 페이지의 AI 한 수 (choose_column: 캐시 없이) 의 서버 시간."""
    rows = [Row("(5) the page's AI move, server time per move", "")]
    for spec in PAGE_AIS[:3] if quick else PAGE_AIS:
        settings = AISettings.parse(spec)
        for moves in (LADDER_MOVES, SOLVE_POSITIONS[0][:12]):
            state = connect4.position(moves)
            seconds = median_seconds(
                lambda s=state, a=settings: choose_column(s, a, 0), 1 if quick else 3
            )
            rows.append(
                Row(
                    f"    {spec} from {len(moves)} stones",
                    ms(seconds),
                    target=f"<= {MAX_SECONDS + 0.5:g} s",
                    ok=seconds <= MAX_SECONDS + 0.5,
                )
            )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    """표를 찍는다. 열마다 풀이가 목표 시간을 넘으면 종료 코드 1."""
    parser = argparse.ArgumentParser(prog="python -m bench.bench_connect4")
    parser.add_argument("--quick", action="store_true", help="two solve positions, one run each")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows = depth_ladder() + exact_ladder() + solve_rows(args.quick) + mcts_rows(args.quick)
    rows += ai_move_rows(args.quick)
    print_table(rows)
    print(f"total bench time {time.perf_counter() - started:.1f} s")
    return 0 if all(r.ok is not False for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
