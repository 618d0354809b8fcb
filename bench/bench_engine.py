"""엔진과 견본 기준선을 한 프로세스에서 나란히 재고 배율을 표로 찍는다.

python -m bench.bench_engine [--quick] [--seed N]
작은 일은 여러 번 재서 중앙값을, 큰 일 (기준선 504 판) 은 한 번 잰다.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from bench import seed_baseline
from solver.codebreaking.evaluation import evaluate
from solver.codebreaking.feedback import response_matrix
from solver.codebreaking.strategies import choose
from solver.codebreaking.variants import VARIANTS, get_variant

# 목표 (이슈 2): 첫 추측 <= 5 ms, 504 평가 <= 50 ms 이고 기준선보다 300 배 이상,
# bulls4 평가 <= 3 s, 행렬 약 25 MB
FIRST_GUESS_MS = 5.0
EVAL_MS = 50.0
EVAL_SPEEDUP = 300.0
BULLS4_S = 3.0
BULLS4_MB = 25.4  # 5040 * 5040 바이트


@dataclass(frozen=True)
class Row:
    """표의 한 줄."""

    measure: str
    engine: str
    seed: str = ""
    ratio: str = ""
    target: str = ""
    ok: bool | None = None


def median_seconds(fn: Callable[[], object], repeat: int) -> float:
    """fn 을 repeat 번 재서 중앙값 (초). 잡음 많은 공유 기계라 평균보다 중앙값."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms" if seconds < 1 else f"{seconds:.2f} s"


def matrix_rows() -> list[Row]:
    """응답 행렬 만들기 (캐시를 거치지 않고) 시간과 크기."""
    rows = []
    build = response_matrix.__wrapped__  # functools.cache 안쪽: 매번 새로 만든다
    for name in VARIANTS:
        variant = get_variant(name)
        repeat = 3 if variant.size > 2000 else 7
        seconds = median_seconds(lambda v=variant: build(v), repeat)
        mb = response_matrix(variant).nbytes / 1e6
        rows.append(Row(f"build R {name} ({variant.size}², {mb:.1f} MB)", ms(seconds)))
    return rows


def first_guess_rows(seed: int) -> list[Row]:
    """(a) 504 후보에서 첫 추측: 엔진은 모든 코드를 정확히, 견본은 140 개 표본."""
    variant = get_variant("baseball3")
    everyone = np.arange(variant.size)
    response_matrix(variant)  # 행렬 만들기는 따로 잰다
    engine = median_seconds(lambda: choose(variant, everyone), 25)
    choice = choose(variant, everyone)
    cands = list(range(504))
    rand = seed_baseline.random_source(seed)
    sampled = median_seconds(lambda: seed_baseline.choose(cands, rand), 7)

    def seed_exact() -> int:
        # 같은 일 (504 개 추측 모두) 을 견본 방식으로 했을 때
        return min(range(504), key=lambda g: seed_baseline.worst(g, cands))

    exact = median_seconds(seed_exact, 3)
    guess = variant.format(choice.guess)
    return [
        Row(
            f"(a) first guess, engine exact 504x504 -> {guess} worst {choice.guess_largest}",
            ms(engine),
            ms(sampled),
            f"{sampled / engine:.0f}x",
            f"<= {FIRST_GUESS_MS:g} ms",
            engine * 1e3 <= FIRST_GUESS_MS,
        ),
        Row(
            "    same exact search in the seed's pure Python",
            ms(engine),
            ms(exact),
            f"{exact / engine:.0f}x",
        ),
    ]


def evaluation_rows(seed: int, quick: bool) -> list[Row]:
    """(b) 504 비밀 모두: 엔진은 결정 나무 한 번, 견본은 판마다 처음부터."""
    variant = get_variant("baseball3")
    result = evaluate(variant, "minimax")
    engine = median_seconds(lambda: evaluate(variant, "minimax"), 9)
    secrets: Sequence[int] = range(0, 504, 8) if quick else range(504)
    start = time.perf_counter()
    counts = seed_baseline.play_all(seed, secrets)
    baseline = (time.perf_counter() - start) * 504 / len(secrets)
    note = f" (from {len(secrets)} secrets)" if quick else ""
    ratio = baseline / engine
    return [
        Row(
            f"(b) all 504 secrets: engine mean {result.mean:.4f} worst {result.worst}; "
            f"seed mean {statistics.mean(counts):.4f} worst {max(counts)}{note}",
            ms(engine),
            ms(baseline),
            f"{ratio:.0f}x",
            f"<= {EVAL_MS:g} ms, >= {EVAL_SPEEDUP:g}x",
            engine * 1e3 <= EVAL_MS and ratio >= EVAL_SPEEDUP,
        )
    ]


def bulls4_rows() -> list[Row]:
    """(c) bulls4 5040 비밀 모두 정확한 미니맥스 평가와 행렬 크기."""
    variant = get_variant("bulls4")
    mb = response_matrix(variant).nbytes / 1e6
    result = evaluate(variant, "minimax")
    seconds = median_seconds(lambda: evaluate(variant, "minimax"), 3)
    return [
        Row(
            f"(c) bulls4 minimax, all 5040: mean {result.mean:.4f} worst {result.worst}",
            ms(seconds),
            target=f"<= {BULLS4_S:g} s",
            ok=seconds <= BULLS4_S,
        ),
        Row(
            "    bulls4 response matrix size",
            f"{mb:.1f} MB",
            target=f"~{BULLS4_MB:g} MB",
            ok=abs(mb - BULLS4_MB) < 1,
        ),
    ]


def print_table(rows: list[Row]) -> None:
    head = Row("measure", "engine", "seed", "ratio", "target")
    width = max(len(r.measure) for r in [head, *rows])
    for r in [head, *rows]:
        mark = "" if r.ok is None else ("ok" if r.ok else "MISS")
        if r is head:
            mark = "met"
        print(
            f"{r.measure:<{width}}  {r.engine:>10}  {r.seed:>10}  {r.ratio:>7}  "
            f"{r.target:<22} {mark}".rstrip()
        )


def main(argv: Sequence[str] | None = None) -> int:
    """표를 찍는다. 목표를 못 맞추면 종료 코드 1."""
    parser = argparse.ArgumentParser(prog="python -m bench.bench_engine")
    parser.add_argument("--quick", action="store_true", help="seed baseline on 63 secrets only")
    parser.add_argument("--seed", type=int, default=0, help="seed for the baseline's sampling")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows = matrix_rows()
    rows += first_guess_rows(args.seed)
    rows += evaluation_rows(args.seed, args.quick)
    rows += bulls4_rows()
    print_table(rows)
    print(f"total bench time {time.perf_counter() - started:.1f} s")
    return 0 if all(r.ok is not False for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
