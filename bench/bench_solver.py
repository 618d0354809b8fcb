"""사목의 정확한 풀이기 (numba 커널) 를 한 번에 나란히 잰다.

python -m bench.bench_solver [--quick] [--ai | --page] [--against 455a27b]
(--ai: 5 만, --page: 6 만)
1. 같은 판들에서 JIT 를 끈 커널 (새 프로세스, NUMBA_DISABLE_JIT=1) 과 컴파일한 커널: 노드 (같아야
   한다), 초당 노드, 배율. 그리고 --against 커밋 (numba 전의 순수 파이썬 풀이기, dict 전치표) 의
   같은 판 (그 커밋의 작업 트리에서 `--solve`).
2. 새 프로세스의 첫 풀이 (`python -m solver connect4 --solve`): numba 캐시가 빈 때 (컴파일) 와
   찬 때.
3. `--solve --json` 의 답 전체 (새 프로세스마다) 를 12-17 돌의 판에서: 95 번째 백분위 <= 5 초.
4. `--solve --time 2 --json` 의 벽시계 (빈 판부터): <= 3 초.
5. (--ai) AI 의 설정마다 정확히 가장 좋은 열을 둔 비율 (8-17 돌의 판, 정확한 풀이로 채점):
   --against 커밋 (순수 파이썬 어림 · 순서) 과 지금 (기계어) 을 같은 판 · 씨앗으로, 마친 깊이와.
6. (--page) 페이지의 풀기: 같은 판의 이어 푸는 풀이기 (Solving) 를 2 초 예산으로 거듭 돌려 몇 번째에
   끝까지 풀리는지와 예산마다의 점수 (또는 증명된 범위), 빈 판부터 16 돌까지.
판은 깊이 4 의 알파-베타와 온도 0.1 로 씨앗마다 둔 게임의 앞부분이다 (seeded_positions).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from bench.bench_engine import Row, ms, print_table
from bench.worktree import checkout, short
from solver.gametree import connect4
from solver.gametree.connect4_ai import DEPTHS, PLAYOUTS, SECONDS, AISettings, Search, choose_column
from solver.gametree.connect4_solver import Bounds, Solving, Value, load_kernel, solve_position

ROOT = Path(__file__).resolve().parents[1]
# 커널을 견줄 판 (18 돌: 각각 10 만 노드 남짓, JIT 없이 몇 초)
KERNEL_POSITIONS = ("354344423321573555", "275771162634225543")
SOLVE_TARGET_S, BUDGET_S, BUDGET_WALL_S = 5.0, 2.0, 3.0
# 페이지의 풀기를 이어 푸는 횟수의 상한 (판마다)
PAGE_ROUNDS = 5
_PLAYER = AISettings(depth=4, temperature=0.1)
_INTERPRETED = """
import json, sys, time
from solver.gametree import connect4
from solver.gametree.connect4_solver import solve_position
out = []
for moves in sys.argv[1:]:
    found = solve_position(connect4.position(moves))
    out.append([found.nodes, found.seconds])
print(json.dumps(out))
"""


def seeded_positions(stones: int, count: int) -> list[str]:
    """stones 돌의 끝나지 않은 판 count 개: 씨앗 0, 1, ... 의 게임 앞부분 (끝난 게임은 건너뛴다)."""
    found: list[str] = []
    seed = 0
    while len(found) < count:
        state, moves = connect4.EMPTY_POSITION, ""
        while len(moves) < stones and connect4.outcome(state) is None:
            column = choose_column(state, _PLAYER, seed).column
            state, moves = connect4.play(state, column), moves + str(column)
        if len(moves) == stones and connect4.outcome(state) is None:
            found.append(moves)
        seed += 1
    return found


def _cli(moves: str, *extra: str, env: dict[str, str] | None = None) -> tuple[dict, float]:
    """새 프로세스의 `python -m solver connect4 --solve`: (JSON, 벽시계 초)."""
    command = [sys.executable, "-m", "solver", "connect4", f"--moves={moves}", "--solve"]
    start = time.perf_counter()
    done = subprocess.run(
        [*command, *extra, "--json"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout), time.perf_counter() - start


def kernel_rows(against: str) -> list[Row]:
    """(1) 같은 판에서 JIT 없는 커널과 컴파일한 커널, 그리고 against 커밋의 풀이기."""
    env = os.environ | {"NUMBA_DISABLE_JIT": "1"}
    done = subprocess.run(
        [sys.executable, "-c", _INTERPRETED, *KERNEL_POSITIONS],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    load_kernel()
    rows = [Row("(1) one kernel: interpreted (JIT off) vs compiled, same positions", "")]
    for moves, (nodes, seconds) in zip(KERNEL_POSITIONS, json.loads(done.stdout), strict=True):
        found = solve_position(connect4.position(moves))
        same = found.nodes == nodes
        rows.append(
            Row(
                f"    {len(moves)} stones: {nodes:,} vs {found.nodes:,} nodes, "
                f"{nodes / seconds:,.0f} vs {found.nodes / found.seconds:,.0f} nodes/s",
                f"{ms(seconds)} / {ms(found.seconds)}",
                ratio=f"{seconds / found.seconds:.0f}x",
                target="equal node counts",
                ok=same,
            )
        )
    with checkout(against) as old:
        for moves in KERNEL_POSITIONS:
            done = subprocess.run(
                [sys.executable, "-m", "solver", "connect4", "--moves", moves, "--solve", "--json"],
                cwd=old,
                capture_output=True,
                text=True,
                check=True,
            )
            data = json.loads(done.stdout)
            rows.append(
                Row(
                    f"    {len(moves)} stones at {short(against)} (pure Python, dict table): "
                    f"{data['nodes']:,} nodes, {data['nodes'] / data['seconds']:,.0f} nodes/s",
                    ms(data["seconds"]),
                )
            )
    return rows


def cold_rows() -> list[Row]:
    """(2) 새 프로세스의 첫 풀이: 빈 numba 캐시 (컴파일) 와 찬 캐시."""
    rows = [Row("(2) first solve in a new process (18 stones), numba cache cold / warm", "")]
    with tempfile.TemporaryDirectory(prefix="numba-cache-") as folder:
        env = os.environ | {"NUMBA_CACHE_DIR": folder}
        for label in ("cache cold (compiles)", "cache warm", "cache warm again"):
            data, wall = _cli(KERNEL_POSITIONS[0], env=env)
            rows.append(Row(f"    {label}: solve {data['seconds']:.2f} s", ms(wall)))
    return rows


def solve_rows(quick: bool) -> list[Row]:
    """(3) 12-17 돌의 --solve 답 전체 (새 프로세스마다)."""
    per = 1 if quick else 4
    walls = []
    worst = ""
    for stones in range(12, 18):
        for moves in seeded_positions(stones, per):
            data, wall = _cli(moves)
            walls.append(wall)
            if wall >= max(walls):
                worst = f"{moves} ({data['nodes']:,} nodes)"
    walls.sort()
    p95 = walls[min(len(walls) - 1, round(0.95 * (len(walls) - 1)))]
    return [
        Row(f"(3) --solve, 12-17 stones, {len(walls)} new processes", ""),
        Row("    median whole answer", ms(statistics.median(walls))),
        Row(
            f"    95th percentile (slowest {worst})",
            ms(p95),
            target=f"<= {SOLVE_TARGET_S:g} s",
            ok=p95 <= SOLVE_TARGET_S,
        ),
    ]


def budget_rows() -> list[Row]:
    """(4) --solve --time 2 의 벽시계 (새 프로세스마다)."""
    rows = [Row(f"(4) --solve --time {BUDGET_S:g}, wall of a new process", "")]
    for moves in ("", "4", "4453", *seeded_positions(8, 1), *seeded_positions(11, 1)):
        data, wall = _cli(moves, "--time", f"{BUDGET_S:g}")
        exact = sum(isinstance(v, int) for v in data["columns"].values())
        rows.append(
            Row(
                f"    {len(moves)} stones {moves or '(empty)'}: {exact} exact columns, "
                f"score {json.dumps(data['score'])}",
                ms(wall),
                target=f"<= {BUDGET_WALL_S:g} s",
                ok=wall <= BUDGET_WALL_S,
            )
        )
    return rows


def _said(value: Value) -> str:
    """점수 ('+3'), 범위 ('-2..+5'), 증명한 것 없음 ('?')."""
    if isinstance(value, Bounds):
        return f"{value.low:+d}..{value.high:+d}"
    return "?" if value is None else f"{value:+d}"


def page_rows(quick: bool) -> list[Row]:
    """(6) 페이지의 풀기: 판마다 하나의 Solving 을 BUDGET_S 초씩 PAGE_ROUNDS 번까지 이어 푼다."""
    load_kernel()
    rows = [Row(f"(6) page Solve: {BUDGET_S:g} s rounds on one Solving, up to {PAGE_ROUNDS}", "")]
    stones = (8, 12, 16) if quick else (6, 8, 10, 12, 14, 16)
    for moves in ("", "4", "4453", *(p for n in stones for p in seeded_positions(n, 1))):
        solving, said = Solving(connect4.position(moves)), []
        while len(said) < PAGE_ROUNDS and not solving.exact:
            said.append(_said(solving.run(time.perf_counter() + BUDGET_S).score))
        left = "" if solving.exact else ", not exact yet"
        rows.append(
            Row(
                f"    {len(moves)} stones {moves or '(empty)'}: score {' -> '.join(said)}{left}",
                ms(solving.seconds),
                ratio=f"{len(said)} rounds, {solving.nodes:,} nodes",
            )
        )
    return rows


def _settings() -> list[AISettings]:
    """페이지가 고르게 하는 AI 설정 모두 (온도 0)."""
    return [
        *(AISettings(depth=d) for d in DEPTHS),
        *(AISettings(depth=None, seconds=s) for s in SECONDS),
        *(AISettings(Search.MCTS, None, None, p) for p in PLAYOUTS),
    ]


# against 커밋의 작업 트리에서 같은 판 · 설정 · 씨앗의 AI 수와 마친 깊이를 찍는다
_AI_BEFORE = """
import json, sys
from solver.gametree import connect4
from solver.gametree.connect4_ai import AISettings, choose_column
specs, positions = json.loads(sys.argv[1]), json.loads(sys.argv[2])
out = {}
for spec in specs:
    settings = AISettings.parse(spec)
    picks = [choose_column(connect4.position(m), settings, i) for i, m in enumerate(positions)]
    out[spec] = [[c.column, c.depth, c.seconds] for c in picks]
print(json.dumps(out))
"""


def ai_rows(quick: bool, against: str) -> list[Row]:
    """(5) AI 가 정확히 가장 좋은 열을 둔 비율 (8-17 돌, 정확한 풀이로 채점): against 커밋 (순수
    파이썬 어림 · 순서) 과 지금 (기계어 어림 · 순서) 을 같은 판 · 같은 씨앗으로. 한 수의 시간
    (가운데값) 과 마친 깊이도 둘 다."""
    per = 1 if quick else 4
    positions = [m for stones in range(8, 18) for m in seeded_positions(stones, per)]
    start = time.perf_counter()
    best = [set(solve_position(connect4.position(m)).best) for m in positions]
    exact_seconds = time.perf_counter() - start
    specs = [settings.spec for settings in _settings()]
    with checkout(against) as old:
        done = subprocess.run(
            [sys.executable, "-c", _AI_BEFORE, json.dumps(specs), json.dumps(positions)],
            cwd=old,
            capture_output=True,
            text=True,
            check=True,
        )
    before = json.loads(done.stdout)
    rows = [
        Row(
            f"(5) AI plays an exactly best column, {len(positions)} positions of 8-17 stones "
            f"(exact answers {exact_seconds:.0f} s); {short(against)} -> now, median depth",
            "",
        )
    ]
    for spec in specs:
        settings = AISettings.parse(spec)
        picks = [choose_column(connect4.position(m), settings, i) for i, m in enumerate(positions)]
        hits = sum(c.column in b for c, b in zip(picks, best, strict=True))
        old_hits = sum(c in b for (c, _, _), b in zip(before[spec], best, strict=True))
        old_seconds = statistics.median(s for _, _, s in before[spec])
        depth = ""
        if settings.search is Search.ALPHABETA:
            old_depth = statistics.median(d for _, d, _ in before[spec])
            depth = f", depth {old_depth:g} -> {statistics.median(c.depth for c in picks):g}"
        rows.append(
            Row(
                f"    {spec}: {old_hits}/{len(positions)} -> {hits}/{len(positions)} best{depth}",
                f"{ms(old_seconds)} -> {ms(statistics.median(c.seconds for c in picks))}",
                ratio=f"{hits / len(positions):.0%}",
            )
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    """표를 찍는다. 목표를 못 맞추거나 노드 수가 다르면 종료 코드 1."""
    parser = argparse.ArgumentParser(prog="python -m bench.bench_solver")
    parser.add_argument("--quick", action="store_true", help="one position per stone count")
    parser.add_argument("--ai", action="store_true", help="only the AI's best-column rates (slow)")
    parser.add_argument("--page", action="store_true", help="only the page's Solve rounds")
    parser.add_argument("--against", default="455a27b", help="the commit before the kernel")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.ai:
        rows = ai_rows(args.quick, args.against)
    elif args.page:
        rows = page_rows(args.quick)
    else:
        rows = kernel_rows(args.against) + cold_rows() + solve_rows(args.quick) + budget_rows()
    print_table(rows)
    print(f"total bench time {time.perf_counter() - started:.1f} s")
    return 0 if all(r.ok is not False for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
