"""앱 벤치마크: `streamlit run` 부터 첫 차트까지, 자동 진행 한 단계 · 지킴이 대답 · 직접 맞히기
부르기의 서버 시간.

실행: python -m bench.bench_app  (Debian chromium 필요: 첫 차트 시간만)
서버 시간은 AppTest 로 스크립트를 한 번 다시 돌리는 데 걸린 시간 (위젯 · 엔진 · 차트 만들기 포함).
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from streamlit.testing.v1 import AppTest

from solver.codebreaking.feedback import score
from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import next_guess
from solver.codebreaking.variants import get_variant
from tests.apptest import pending_guess, stamped
from tests.e2e.conftest import CHROMIUM_ARGS, find_chromium, start_server, wait_healthy
from ui.internals import PLOTLY_DRAWN, PLOTLY_PLOT
from ui.states import Key

ROOT = Path(__file__).resolve().parents[1]
APP = str(ROOT / "streamlit_app.py")


def first_chart_seconds(port: int = 8765) -> float | None:
    """서버를 띄운 순간부터 브라우저에 첫 plotly 차트가 그려질 때까지 (초)."""
    chromium = find_chromium()
    if chromium is None:
        return None
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 390, "height": 844})
        start = time.perf_counter()
        proc = start_server(port)
        try:
            wait_healthy(f"http://127.0.0.1:{port}")
            page.goto(f"http://127.0.0.1:{port}/")
            page.locator(f"{PLOTLY_PLOT} {PLOTLY_DRAWN}").first.wait_for(timeout=60_000)
            return time.perf_counter() - start
        finally:
            browser.close()
            proc.terminate()
            proc.wait(timeout=10)


def autoplay_step_ms(repeats: int = 12) -> list[float]:
    """자동 진행 '한 단계' 버튼 한 번의 서버 시간 (ms), 여러 번."""
    at = AppTest.from_file(APP, default_timeout=60).run()
    at.toggle(key="auto_playing").set_value(False).run()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        stamped(at, "auto_step").click().run()
        times.append((time.perf_counter() - start) * 1000)
        if at.success:
            stamped(at, "auto_new").click().run()
    return times


def keeper_answer_ms(secrets: tuple[str, ...] = ("719", "253", "986")) -> list[float]:
    """지킴이에서 대답 버튼 하나를 누른 뒤 서버 시간 (ms), 모든 턴."""
    variant = get_variant("baseball3")
    at = AppTest.from_file(APP, default_timeout=60).run()
    at.switch_page("pages/keeper.py").run()
    times = []
    for secret in secrets:
        code = variant.parse(secret)
        while not at.success:
            guess = variant.parse(pending_guess(at, Key.KEEPER, variant.name))
            start = time.perf_counter()
            stamped(at, "keeper_ans", score(variant, guess, code)).click().run()
            times.append((time.perf_counter() - start) * 1000)
        stamped(at, "keeper_new").click().run()
    return times


def you_guess_submit_ms(variant_name: str, numbers: tuple[int, ...] = (1, 2, 3)) -> list[float]:
    """직접 맞히기에서 추측 하나를 부른 뒤 (분석 · 코치 차트 포함) 서버 시간 (ms), 모든 턴.

    부르는 수는 미니맥스의 추측 (게임 번호마다 한 판, 맞힐 때까지).
    """
    variant = get_variant(variant_name)
    at = AppTest.from_file(APP, default_timeout=120)
    at.session_state[Key.VARIANT] = variant_name
    at.run()
    at.switch_page("pages/you_guess.py").run()
    times = []
    for number in numbers:
        at.number_input(key="yg_number").set_value(number).run()
        while not at.success:
            game = CodeGame.from_record(at.session_state[Key.YOU_GUESS].slots[variant_name].game)
            at.text_input(key="yg_text_entry").input(
                variant.format(next_guess(variant, game.candidates))
            )
            start = time.perf_counter()
            at.button(key="yg_text_submit").click().run()
            times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    """숫자들을 목표와 나란히 찍는다."""
    first = first_chart_seconds()
    step = autoplay_step_ms()
    answer = keeper_answer_ms()
    submit = you_guess_submit_ms("baseball3")
    submit4 = you_guess_submit_ms("bulls4", (1,))
    print("앱 벤치마크 (baseball3)")
    print(f"{'항목':<34}{'측정':>14}{'목표':>10}")
    first_text = "chromium 없음" if first is None else f"{first:.2f} s"
    print(f"{'streamlit run → 첫 차트':<34}{first_text:>14}{'< 3 s':>10}")
    print(f"{'자동 진행 한 단계 (중앙값)':<34}{statistics.median(step):>11.1f} ms{'< 100 ms':>10}")
    print(f"{'자동 진행 한 단계 (최대)':<34}{max(step):>11.1f} ms")
    print(f"{'지킴이 대답 하나 (중앙값)':<34}{statistics.median(answer):>11.1f} ms{'< 100 ms':>10}")
    print(f"{'지킴이 대답 하나 (최대)':<34}{max(answer):>11.1f} ms")
    print(
        f"{'직접 맞히기 부르기 (중앙값)':<34}{statistics.median(submit):>11.1f} ms{'< 100 ms':>10}"
    )
    print(f"{'직접 맞히기 부르기 (최대)':<34}{max(submit):>11.1f} ms")
    print(f"{'직접 맞히기 부르기 bulls4 첫 턴':<34}{submit4[0]:>11.1f} ms")
    print(f"{'직접 맞히기 부르기 bulls4 (중앙값)':<34}{statistics.median(submit4):>11.1f} ms")


if __name__ == "__main__":
    main()
