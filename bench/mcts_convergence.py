"""삼목에서 MCTS 가 미니맥스의 가장 좋은 수를 고르는 비율을 playout 수마다 나란히 찍는다.

python -m bench.mcts_convergence [--seeds K] [--write [FILE]]
판마다 한 줄: 가장 좋은 칸들, 아무 칸이나 고를 때의 비율 (기준선), playout 수마다 고른 비율.
계산은 solver.gametree.mcts_convergence (씨앗 0..K-1; 씨앗마다 `python -m solver mcts` 와 같은
탐색).
--write 면 그 문서를 실어 두는 자리 (FILE 을 주면 거기) 에 쓴다: 기본 씨앗 수면 실어 둔 파일과 같은
바이트다 (시험이 앞부분을 다시 만들어 견준다; 전체는 이 기계에서 40 초 남짓).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from solver import datafile
from solver.gametree.mcts_convergence import (
    CONVERGENCE_FILE,
    SEEDS,
    convergence_document,
    convergence_table,
)


def _say(text: str) -> None:
    print(f"[mcts] {text}", file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    """표를 찍고 (--write 면) 문서를 쓴다."""
    parser = argparse.ArgumentParser(prog="python -m bench.mcts_convergence")
    parser.add_argument("--seeds", type=int, default=SEEDS, help=f"seeds 0..K-1 (default {SEEDS})")
    parser.add_argument(
        "--write", nargs="?", const=str(CONVERGENCE_FILE), metavar="FILE", help="write the data"
    )
    args = parser.parse_args(argv)
    if args.seeds < 1:
        parser.error("--seeds must be at least 1")
    start = time.perf_counter()
    document = convergence_document(seeds=args.seeds, say=_say)
    seconds = time.perf_counter() - start
    table = convergence_table(document)
    head = "  ".join(f"{n:>6}" for n in document["playouts"])
    print(f"{'position':<8}  {'best':<17}  {'chance':>6}  {head}   (playouts; best picks %)")
    for position in table:
        moves = ",".join(map(str, position.moves)) or "start"
        best = ",".join(map(str, position.best))
        rates = "  ".join(f"{row.rate:>6.1%}" for row in position.rows)
        print(f"{moves:<8}  {best:<17}  {position.chance:>6.1%}  {rates}")
    print(f"{args.seeds} seeds per cell, {seconds:.1f} s")
    if args.write:
        written = datafile.write(Path(args.write), document)
        print(f"wrote {written:,} bytes to {args.write}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
