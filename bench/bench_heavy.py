"""큰 변형 벤치마크: bulls4 '미니맥스 끔' 평가의 전 (판마다) · 후 (판 묶음), 비교 페이지의 첫 열기.

실행: python -m bench.bench_heavy [--skip-before]
- 전: play_out (판마다 파이썬으로 두는 옛 길), 후: play_random (판 묶음을 한꺼번에). 둘 다
  비밀마다 20 판 (100,800 판). '후 (첫 번)' 은 (추측, 대답) 비트 묶음 표를 만드는 시간을 포함한다.
- 비교 페이지의 첫 열기: 변형마다 새 프로세스에서 AppTest 로 페이지를 한 번 돌린 시간 (캐시가
  빈 서버의 첫 사용자와 같다; 계산하던 길과 실어 둔 데이터, bench/bench_cold.py 와 같은 재기),
  그리고 같은 세션에서 다시 돌린 시간 (캐시가 찬 뒤). 모든 페이지는 bench/bench_cold.py.
- 브라우저에서 (Debian chromium 이 있으면): 새 서버에 자동 진행을 한 번 열어 파이썬 모듈을 불러
  둔 뒤, 새 브라우저 문맥에서 /compare?variant=bulls4 를 열어 표가 보일 때까지 (비교 계산은 차가운
  채로), 그리고 같은 주소를 또 다른 새 문맥에서 열었을 때 (계산 캐시가 찬 뒤).
"""

from __future__ import annotations

import argparse
import time

from bench.bench_cold import first_open
from solver.codebreaking.evaluation import play_out
from solver.codebreaking.random_play import play_random
from solver.codebreaking.variants import VARIANTS, get_variant
from ui.internals import PLOTLY_PLOT, key_selector

GAMES = 20


def random_seconds(skip_before: bool) -> dict[str, float | None]:
    """bulls4 무작위 20 판씩: 전, 후 (첫 번), 후 (두 번째) 의 초."""
    bulls = get_variant("bulls4")
    before = None
    if not skip_before:
        start = time.perf_counter()
        play_out(bulls, "random", games=GAMES, seed=0)
        before = time.perf_counter() - start
    start = time.perf_counter()
    play_random(bulls, GAMES, seed=0)
    first = time.perf_counter() - start
    start = time.perf_counter()
    play_random(bulls, GAMES, seed=1)
    again = time.perf_counter() - start
    return {"before": before, "after_first": first, "after": again}


def browser_compare(variant: str = "bulls4", port: int = 8766) -> tuple[float, float] | None:
    """브라우저에서 비교 페이지의 표가 보일 때까지 (첫 사용자, 다음 사용자) 초. chromium 이 없으면
    None."""
    from tests.e2e.conftest import CHROMIUM_ARGS, find_chromium, start_server, wait_healthy

    chromium = find_chromium()
    if chromium is None:
        return None
    from playwright.sync_api import sync_playwright

    url = f"http://127.0.0.1:{port}"
    proc = start_server(port)
    try:
        wait_healthy(url)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            times = []
            for path in ("/autoplay", f"/compare?variant={variant}", f"/compare?variant={variant}"):
                context = browser.new_context(viewport={"width": 390, "height": 844})
                page = context.new_page()
                start = time.perf_counter()
                page.goto(url + path)
                table = f"{key_selector('compare_table')} table"
                drawn = table if "compare" in path else PLOTLY_PLOT
                page.locator(drawn).first.wait_for(timeout=300_000)
                times.append(time.perf_counter() - start)
                context.close()
            browser.close()
        return times[1], times[2]
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def main() -> None:
    """숫자들을 나란히 찍는다."""
    parser = argparse.ArgumentParser(prog="python -m bench.bench_heavy")
    parser.add_argument("--skip-before", action="store_true", help="skip the slow old loop")
    args = parser.parse_args()
    rnd = random_seconds(args.skip_before)
    print(f"bulls4 '미니맥스 끔' 평가 (비밀마다 {GAMES} 판, {5040 * GAMES:,} 판)")
    before = rnd["before"]
    print(f"{'전: 판마다 (play_out)':<30}{'건너뜀' if before is None else f'{before:.2f} s':>12}")
    print(f"{'후: 판 묶음, 첫 번 (표 포함)':<30}{rnd['after_first']:>10.2f} s")
    print(f"{'후: 판 묶음, 두 번째':<30}{rnd['after']:>10.2f} s{'목표 ≤ 2 s':>14}")
    if before is not None:
        print(f"{'비율 (전 / 후 첫 번)':<30}{before / rnd['after_first']:>10.1f}x")
    print()
    print("비교 페이지 (새 프로세스의 첫 열기: 계산하던 길 / 실어 둔 데이터, 캐시가 찬 뒤 다시)")
    print(f"{'변형':<14}{'계산':>10}{'실어 둠':>10}{'다시':>10}{'오류':>6}")
    for name in VARIANTS:
        today, now = (first_open("compare", name, mode) for mode in ("today", "shipped"))
        errors = int(today["errors"] + now["errors"])
        values = (today["first"], now["first"], now["again"])
        seconds = "".join(f"{value:>8.2f} s" for value in values)
        print(f"{name:<14}{seconds}{errors:>6}")
    seen = browser_compare()
    if seen is None:
        print("브라우저: chromium 없음")
    else:
        first, later = seen
        print(f"브라우저 bulls4 (표가 보일 때까지): 첫 사용자 {first:.2f} s · 다음 {later:.2f} s")


if __name__ == "__main__":
    main()
