"""온도로 고르는 미니맥스의 평가 벤치마크: 모든 비밀을 한 번씩 두는 시간을 미니맥스 나무 옆에.

실행: nice -n 10 python -m bench.bench_temperature [--variant V ...] (기본: baseball3, mastermind;
bulls4 는 변형 하나에 1-2 분)
- 미니맥스 나무: 결정 나무를 한 번 펼친 시간 (evaluate --strategy minimax 의 길).
- T = 0 판마다: 같은 미니맥스를 비밀마다 한 판씩 둔 시간 (temperature_guess 의 T = 0 길).
- 첫 온도: 새 기억 (ScoreMemo) 으로 T 하나 (씨앗 0) 를 모든 비밀에 (evaluate --temperature 의 길).
- 둘째 온도: 같은 기억으로 다른 T (곡선이 씨앗마다 온도들을 이어 두는 길).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from solver.codebreaking.evaluation import strategy_tree
from solver.codebreaking.temperature_guess import ScoreMemo, tempered_counts
from solver.codebreaking.variants import VARIANTS, get_variant


def _seconds(work: Callable[[], object]) -> float:
    """work 를 한 번 부른 벽시계 초."""
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def measure(name: str) -> dict[str, float]:
    """변형 하나의 네 시간 (초)."""
    variant = get_variant(name)
    memo = ScoreMemo(variant)
    return {
        "tree": _seconds(lambda: strategy_tree(variant, "minimax").depths()),
        "zero": _seconds(lambda: tempered_counts(variant, 0.0, 0)),
        "first": _seconds(lambda: tempered_counts(variant, 0.05, 0, memo)),
        "second": _seconds(lambda: tempered_counts(variant, 0.06, 0, memo)),
    }


def main() -> None:
    """변형마다 한 줄, 미니맥스 나무에 견준 비율과 함께."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", choices=list(VARIANTS))
    names = parser.parse_args().variant or ["baseball3", "mastermind"]
    head = f"{'변형':<11}{'나무 (초)':>10}{'T=0 판마다':>12}{'T=0.05':>9}{'T=0.06':>9}"
    print(f"{head}  비율 (나무 = 1)")
    for name in names:
        m = measure(name)
        ratios = " / ".join(f"{m[k] / m['tree']:.0f}" for k in ("zero", "first", "second"))
        print(
            f"{name:<11}{m['tree']:>10.2f}{m['zero']:>12.2f}{m['first']:>9.2f}{m['second']:>9.2f}"
            f"  {ratios}"
        )


if __name__ == "__main__":
    main()
