"""증명 탐색을 어제의 탐색과 한 프로세스에서 나란히 재고 배율을 찍는다 (이슈 18).

python -m bench.bench_proof [--quick]

- 평균 (합계): bulls4 의 첫 추측 0123 뒤 묶음 하나를 어제의 분기 한정 (proof/average.py 의
  _AverageSearch 를 옮긴 bench/average_baseline.py, 예전 parallel.prove_average 가 일마다 쓰던
  것) 과 오늘의 TotalSearch 로 푼다. 둘 다 같은 최소 합계를 내야 한다. 마스터마인드 전체 (5625)
  도 뿌리에서 한 번씩 (예전 solve_average 의 탐색).
- 마지막 횟수 (--fewest-at): baseball3 의 6 번째 (오늘만 있는 탐색이라 비율 없이), 그리고 bulls4 의
  7 번째를 묶음 하나에서: 어제의 길 (--exact-from 3 --width 3: 둘째 추측 셋만, 그 아래는 정확히)
  과 오늘의 증명 (--exact-from 2: 모든 둘째 추측, 한도는 찾은 값으로 내려간다; 씨앗 없이). 값이
  다를 수 있다 (어제는 위 한계, 오늘은 증명된 최솟값): 표는 두 값과 CPU 초를 나란히.
- 사전식 (--least-total, 이슈 35): 같은 묶음에서 마지막 횟수만의 증명 (이슈 27) 과 그 가운데 가장
  작은 합계까지의 증명을 나란히 (같은 걸음, 씨앗 없이): 값 (마지막 횟수 / 합계) 과 CPU 초, 배율은
  사전식이 더 드는 몫.
CPU 시간 (process_time) 으로 잰다: 공유 기계의 다른 일에 벽시계보다 덜 흔들린다.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable, Sequence

import numpy as np

from bench.average_baseline import AverageSearch
from solver.codebreaking.evaluation import exact_counts
from solver.codebreaking.proof.fewest import INFEASIBLE, FewestSearch, fewest_at, split_value
from solver.codebreaking.proof.split import first_parts, root_symmetry
from solver.codebreaking.proof.total_search import TotalSearch
from solver.codebreaking.symmetry import FullSymmetry, Symmetry
from solver.codebreaking.variants import get_variant

BULLS = get_variant("bulls4")


def cpu(fn: Callable[[], int]) -> tuple[int, float]:
    """fn 의 값과 그 CPU 초."""
    start = time.process_time()
    value = fn()
    return value, time.process_time() - start


def bucket_row(size: int) -> tuple[str, int, int, float, float]:
    """0123 뒤 크기 size 의 묶음: (이름, 어제 값, 오늘 값, 어제 초, 오늘 초)."""
    part = next(p for _, p in first_parts(BULLS, 0) if len(p) == size)
    # 두 탐색이 같은 대칭 표를 쓴다 (만드는 시간은 빼고)
    group = root_symmetry(BULLS.name).fixing(0)
    old, old_s = cpu(lambda: AverageSearch(BULLS, True).solve(part, group, 1 << 40))
    cands = part.astype(np.int16)
    new, new_s = cpu(lambda: TotalSearch(BULLS).solve(cands, group, 1 << 40))
    return f"bulls4 bucket of {size}", old, new, old_s, new_s


def mastermind_row() -> tuple[str, int, int, float, float]:
    """마스터마인드 전체의 최소 합계를 뿌리 (모든 첫 추측) 에서 한 번에: 어제와 오늘의 탐색."""
    variant = get_variant("mastermind")
    beta = int(exact_counts(variant, "entropy").sum()) + 1  # solve_average 와 같은 첫 한도
    group = FullSymmetry(variant)
    everyone = np.arange(variant.size)
    old, old_s = cpu(lambda: AverageSearch(variant, True).solve(everyone, group, beta))
    cands = everyone.astype(np.int16)
    new, new_s = cpu(lambda: TotalSearch(variant).solve(cands, group, beta))
    return "mastermind total", old, new, old_s, new_s


def fewest_row(size: int) -> tuple[str, int, int, float, float]:
    """0123 뒤 크기 size 의 묶음에서 7 번째가 가장 적은 수: 어제의 길과 오늘의 증명."""
    part = next(p for _, p in first_parts(BULLS, 0) if len(p) == size).astype(np.int16)
    group = root_symmetry(BULLS.name).fixing(0)
    narrow = FewestSearch(BULLS, 7, exact_from=3, width=3)
    old, old_s = cpu(lambda: narrow.solve(part, group, 2, INFEASIBLE))
    new, new_s = cpu(lambda: split_bucket(part, group))
    return f"bulls4 fewest of {size}", old, new, old_s, new_s


def split_bucket(part: np.ndarray, group: Symmetry, totals: bool = False) -> int:
    """fewest_split 의 묶음 하나를 한 프로세스에서: 둘째 추측마다 새 탐색, 한도는 찾은 가장
    작은 값. totals: 사전식 (값은 fewest.split_value 로 나눠 읽는다)."""
    guesses, lows = FewestSearch(BULLS, 7, totals=totals).ordered(part, group, 2)
    best = INFEASIBLE
    for guess, low in zip(guesses.tolist(), lows.tolist(), strict=True):
        if low >= best:
            break  # 하한 순서: 남은 추측은 모두 한도 이상
        search = FewestSearch(BULLS, 7, totals=totals)
        best = min(best, search.try_guess(part, group, guess, 2, best))
    return best


def least_row(size: int) -> tuple[str, str, str, float, float]:
    """0123 뒤 크기 size 의 묶음: 마지막 횟수만의 증명과 사전식 증명 (값, CPU 초)."""
    part = next(p for _, p in first_parts(BULLS, 0) if len(p) == size).astype(np.int16)
    group = root_symmetry(BULLS.name).fixing(0)
    count, count_s = cpu(lambda: split_bucket(part, group))
    least, least_s = cpu(lambda: split_bucket(part, group, totals=True))
    sevens, total = split_value(least)
    if sevens != count:
        raise SystemExit(f"bucket of {size}: the lexicographic proof has {sevens}, not {count}")
    # 합계는 첫 추측부터 센다 (묶음의 비밀마다 첫 추측 하나)
    return f"bulls4 least of {size}", str(count), f"{sevens}/{total + size}", count_s, least_s


def main(argv: Sequence[str] | None = None) -> int:
    """표를 찍는다. --quick 은 작은 묶음만."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small buckets only")
    args = parser.parse_args(argv)
    sizes = (216, 360) if args.quick else (216, 360, 480, 720)
    print(f"load average {os.getloadavg()[0]:.2f} at start (CPU seconds below)")
    print(f"{'search':<24}{'yesterday':>12}{'today':>12}{'old s':>10}{'new s':>10}{'ratio':>8}")
    rows = [bucket_row(size) for size in sizes]
    if not args.quick:
        rows.append(mastermind_row())
    rows += [fewest_row(size) for size in ((720,) if args.quick else (720, 1260))]
    for name, old, new, old_s, new_s in rows:
        if old != new and "fewest" not in name:
            raise SystemExit(f"{name}: the two searches disagree ({old} vs {new})")
        if "fewest" in name and new > old:
            raise SystemExit(f"{name}: the proof found more than the narrow search ({new} > {old})")
        ratio = old_s / max(new_s, 1e-9)
        print(f"{name:<24}{old:>12}{new:>12}{old_s:>10.1f}{new_s:>10.1f}{ratio:>7.1f}x")
    print(f"{'lexicographic':<24}{'sevens':>12}{'+ total':>12}{'sevens s':>10}{'lex s':>10}")
    for name, count, least, count_s, least_s in (
        least_row(size) for size in ((720,) if args.quick else (720, 1260))
    ):
        ratio = least_s / max(count_s, 1e-9)
        print(f"{name:<24}{count:>12}{least:>12}{count_s:>10.1f}{least_s:>10.1f}{ratio:>7.1f}x")
    fewest, fewest_s = cpu(lambda: fewest_at(get_variant("baseball3"), 6).count)
    print(f"{'baseball3 fewest at 6':<24}{'-':>12}{fewest:>12}{'-':>10}{fewest_s:>10.1f}")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
