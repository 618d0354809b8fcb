"""폰 벤치마크: 중간급 폰을 흉내 낸 Chromium 에서 우리 페이지와 '바닥' 앱을 나란히 잰다.

실행: python -m bench.phone [--json] [--runs 3] [--pages autoplay,keeper] [--files]
                           [--no-lighthouse] [--against 3e133de] [--steps 6]

- 서버: 우리 앱 (`streamlit run streamlit_app.py`, 압축 켬), 같은 앱의 압축 끔 (APP_COMPRESSION=off;
  첫 화면만), 바닥 앱 (plotly 막대 차트 하나인 한 파일 앱을 임시 폴더에 써서 그냥 `streamlit run`).
  셋 다 tests/e2e/conftest.served 로 띄운다.
- 폰: Chromium DevTools 프로토콜로 CPU 4배 느리게, 내려받기 9 Mbps · 올리기 1.5 Mbps · 왕복 60 ms,
  390x844 모바일 화면, 캐시 끔 (처음 온 사람). 새 브라우저 문맥마다 한 번 연다.
- 잰 것 (판마다, 중앙값): 주고받은 바이트 (Network.loadingFinished 의 encodedDataLength 합; 웹소켓
  은 따로), 첫 제목 (h1/h2) 이 나온 때, 첫 plotly 차트 (그림의 SVG, ui/internals.PLOTLY_DRAWN) 가
  그려진 때 (페이지를 연 때부터, 페이지 안의 MutationObserver 로). 비율은 바닥 앱에 대한 것.
- 첫 화면 (first, 이슈 34): ui.firstscreen.RESULT_KEYS 의 상자가 모두 보인 때. 상자마다 문서 안의
  그림 (FIRST_ID 안의 BOX_ATTR; 차트 상자는 svg 가 든 뒤) 이거나 살아 있는 상자 (KEY_CLASS +
  열쇠; 차트가 든 상자는 그린 표 DRAWN_ATTR 가 생긴 뒤; 어느 상자에 차트가 드는지는 데우기 판이
  본다).
  조건이 참인 첫 프레임 (requestAnimationFrame) 에서 잰다. 비율은 바닥 앱의 첫 차트에 대한 것:
  첫 페이지는 0.25 배, 다른 페이지는 0.3 배 이하가 목표.
- 자동 진행 한 단계의 막힘 (첫 화면만): 첫 차트 뒤 추측 줄이 --steps 번 바뀌는 동안 주 스레드의
  긴 작업 (50 ms 넘게) 이 50 ms 를 넘긴 시간의 합 (TBT 와 같은 셈) 을 단계 수로 나눈 것, ms.
- --against REV: 그 커밋의 작업 트리 (bench/worktree.py) 를 띄워 같은 페이지들을 나란히 잰다
  (이슈 25: 3d7d9c7, 이슈 34: 3e133de). 막힘의 비율은 그 커밋의 첫 화면에 대한 것이다.
- 재기 전에 대상마다 한 번 (흉내 없이) 열어 둔다: 서버의 압축본과 페이지 계산 캐시가 찬 뒤를 잰다.
  --files: 대상마다 가장 큰 파일들 (첫 화면에 필요 없는 묶음 찾기).
- Lighthouse (npm 의 lighthouse@12.2.3, Node 20) 가 있으면 모든 대상 (바닥 앱, 우리 페이지들과
  압축 끈 첫 화면, --against 의 페이지들) 의 모바일 점수 · FCP · LCP · CLS · TBT · 조용해진 때 ·
  콘솔 오류도 (--runs 번 돌아가며 재어 중앙값). 페이지마다 FCP · LCP 는 비교 커밋의 같은
  페이지의 0.5 배, CLS 는 0.1 이하가 목표다. 한 번에 30-60 초라 페이지가 많으면 오래 걸린다.
  찾는 곳: LIGHTHOUSE 환경 변수, bench/out/lighthouse
  (README 의 npm 명령), PATH. 없으면 한 줄 알리고 넘어간다.
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager, suppress
from dataclasses import asdict, dataclass
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import sync_playwright

from bench.lighthouse import fmt, lighthouse_report
from bench.worktree import checkout, short
from tests.e2e.conftest import CHROMIUM_ARGS, find_chromium, served
from tests.e2e.pageops import DRAWN
from ui.browser import BOX_ATTR, CHART_ATTR, DRAWN_ATTR, FIRST_ID
from ui.firstscreen import RESULT_KEYS
from ui.internals import KEY_CLASS, PLOTLY_DRAWN, PLOTLY_PLOT
from ui.nav import HOME, PAGES
from ui.server.middleware import COMPRESSION_ENV

RUNS = 3
VIEWPORT = {"width": 390, "height": 844}
CPU_SLOWDOWN = 4
NETWORK = {  # 바이트/초, ms
    "offline": False,
    "downloadThroughput": 9_000_000 / 8,
    "uploadThroughput": 1_500_000 / 8,
    "latency": 60,
}
QUIET_S = 1.5  # 첫 차트 뒤 이만큼 새 HTTP 응답이 없으면 다 받은 것으로 본다
STEPS = 6  # 막힘을 재는 자동 진행 단계 수
LONG_TASK_MS = 50  # 이보다 긴 작업의 넘친 시간이 막힘이다 (Lighthouse 의 TBT 와 같다)
# 자동 진행의 추측 줄 (ui/views/autoplay_board.py 의 상자; 3d7d9c7 도 같다)
STEP_LINE = ".st-key-auto_guess h3"
LOAD_TIMEOUT_S = 120
HOME_NAME = f"/ ({HOME.url}, home)"
PAGE_FILES = {p.url: p.path for p in PAGES}
ROOT = Path(__file__).resolve().parents[1]
TOP_FILES = 8  # 판마다 남기는 가장 큰 파일 수 (--files 로 찍는다)
OUT = Path(__file__).resolve().parent / "out"
APP = "streamlit_app.py"

FLOOR_APP = '''"""바닥 앱: plotly 막대 차트 하나."""
import plotly.graph_objects as go
import streamlit as st

st.header("Floor: one plotly bar chart")
st.plotly_chart(go.Figure(go.Bar(x=["a", "b", "c", "d"], y=[3, 1, 4, 1])), key="floor")
'''

# 페이지가 열리자마자 도는 표시 (bench/phone_marks.js): 첫 제목 · 첫 차트 · 첫 화면이 나온 때
MARKS_JS = Path(__file__).with_name("phone_marks.js")
# 판정의 목표: 첫 화면이 나온 때가 바닥 앱의 첫 차트의 몇 배 이하 (이슈 34)
HOME_FIRST_GOAL = 0.25
PAGE_FIRST_GOAL = 0.3
# Lighthouse 의 목표 (이슈 34): FCP · LCP 는 비교 커밋의 같은 페이지의 이 배 이하, CLS 는 이 이하
LIGHTHOUSE_GOAL = 0.5
CLS_GOAL = 0.1


@dataclass(frozen=True)
class Target:
    """잴 주소 하나: 이름, 서버 종류 (ours / ours-plain / base / floor), 주소, 차트를 기다릴지,
    자동 진행 단계를 몇 번 지켜볼지 (0 이면 보지 않는다), 페이지 (PAGES 의 url; 바닥 앱은 "")."""

    name: str
    server: str
    url: str
    chart: bool
    steps: int = 0
    page: str = ""

    @property
    def keys(self) -> tuple[str, ...]:
        """첫 화면이 '보였다' 고 할 상자의 열쇠 (ui.firstscreen.RESULT_KEYS; 바닥 앱은 없다)."""
        return RESULT_KEYS.get(self.page, ())


@dataclass(frozen=True)
class Sample:
    """한 번 연 결과: HTTP 바이트, 웹소켓으로 받은 바이트, 첫 제목 · 첫 차트 (초; 없거나 제때
    나오지 않으면 None), 가장 큰 파일들 (이름, 바이트), 자동 진행 한 단계의 막힘 (ms; 재지
    않았으면 None), 첫 화면이 나온 때 (초), 끝에 차트가 그려져 있던 첫 화면의 열쇠들."""

    bytes: int
    ws_bytes: int
    heading_s: float | None
    chart_s: float | None
    largest: list[tuple[str, int]]
    block_ms: float | None = None
    first_s: float | None = None
    charts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Row:
    """대상 하나의 중앙값과 바닥 앱에 대한 비율. missed: 제때 그리지 못한 판 수."""

    name: str
    server: str
    url: str
    bytes: int
    ws_bytes: int
    heading_s: float | None
    chart_s: float | None
    bytes_ratio: float | None
    heading_ratio: float | None
    chart_ratio: float | None
    missed: int
    runs: list[Sample]
    block_ms: float | None = None
    block_ratio: float | None = None
    first_s: float | None = None
    first_ratio: float | None = None


def _median(values: Sequence[float | None]) -> float | None:
    found = [v for v in values if v is not None]
    return statistics.median(found) if found else None


def _ratio(value: float | None, floor: float | None) -> float | None:
    return value / floor if value is not None and floor else None


def first_names(keys: Sequence[str], charts: Sequence[str]) -> dict[str, object]:
    """phone_marks.js 의 window.__phoneFirst: 첫 화면의 열쇠, 그 가운데 차트가 든 열쇠, 그리고
    고를 이름들 (Streamlit 의 것은 ui/internals, 그림의 것은 ui/browser)."""
    return {
        "keys": list(keys),
        "charts": [key for key in keys if key in charts],
        "keyClass": KEY_CLASS,
        "drawnAttr": DRAWN_ATTR,
        "rendition": f"#{FIRST_ID}",
        "boxAttr": BOX_ATTR,
        "chartAttr": CHART_ATTR,
    }


# 끝에 차트가 그려져 있는 (살아 있는 상자 안에 그린 표가 있는) 첫 화면의 열쇠들
DRAWN_KEYS = """(f) => f.keys.filter(
  (key) => document.querySelector(`.${f.keyClass}${key} [${f.drawnAttr}]`) !== null
)"""


def open_page(browser, target: Target, *, phone: bool, charts: Sequence[str] = ()) -> Sample:
    """새 문맥 (처음 온 사람) 에서 target 을 열어 잰다. phone 이 아니면 흉내 없이 (데우기).

    charts: 첫 화면의 열쇠 가운데 살아 있는 상자에 차트가 드는 것 (데우기 판의 Sample.charts):
    그 상자는 차트가 그려진 뒤에야 보인 것으로 센다. 제때 (LOAD_TIMEOUT_S) 그리지 못하면 그 판의
    시간은 None 이고 화면을 bench/out/ 에 남긴다.
    """
    context = browser.new_context(
        viewport=VIEWPORT, is_mobile=True, has_touch=True, device_scale_factor=2, locale="ko-KR"
    )
    first = first_names(target.keys, charts)
    context.add_init_script(
        f"window.__phoneChart = {json.dumps(f'{PLOTLY_PLOT} {PLOTLY_DRAWN}')};"
        f"window.__phoneStep = {json.dumps(STEP_LINE)};"
        f"window.__phoneFirst = {json.dumps(first)};"
    )
    context.add_init_script(path=MARKS_JS)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    urls: dict[str, str] = {}
    sizes: dict[str, int] = {}
    seen = {"ws": 0, "last": time.monotonic()}

    def finished(event: dict) -> None:
        sizes[event["requestId"]] = int(event.get("encodedDataLength", 0))
        seen["last"] = time.monotonic()

    def frame(event: dict) -> None:
        response = event.get("response", {})
        data = response.get("payloadData", "")
        binary = response.get("opcode") == 2
        seen["ws"] += len(base64.b64decode(data)) if binary else len(data.encode())

    cdp.on(
        "Network.requestWillBeSent", lambda e: urls.setdefault(e["requestId"], e["request"]["url"])
    )
    cdp.on("Network.loadingFinished", finished)
    cdp.on("Network.webSocketFrameReceived", frame)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    if phone:
        cdp.send("Network.emulateNetworkConditions", NETWORK)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    wanted = "chart" if target.chart else "heading"
    marked = " && ".join(f"window.__phone.{m} !== undefined" for m in _wanted(target))
    try:
        page.goto(target.url, wait_until="commit")
        try:
            page.wait_for_function(
                f"() => window.__phone && {marked}",
                polling=200,
                timeout=LOAD_TIMEOUT_S * 1000,
            )
        except PlaywrightTimeout:
            OUT.mkdir(parents=True, exist_ok=True)
            # 주 스레드가 막혀 있으면 화면을 찍는 것도 늦는다: 판은 그래도 '놓침' 으로 센다
            with suppress(PlaywrightTimeout):
                page.screenshot(path=str(OUT / f"phone-missed-{target.server}-{wanted}.png"))
        deadline = time.monotonic() + 30
        while time.monotonic() - seen["last"] < QUIET_S and time.monotonic() < deadline:
            page.wait_for_timeout(250)
        if phone and target.steps:
            with suppress(PlaywrightTimeout):  # 제때 나아가지 않으면 막힘은 None
                page.wait_for_function(
                    f"() => window.__phone.steps.length > {target.steps}",
                    polling=500,
                    timeout=LOAD_TIMEOUT_S * 1000,
                )
        marks = page.evaluate("() => window.__phone") or {}
        drawn = tuple(page.evaluate(DRAWN_KEYS, first))
    finally:
        context.close()
    names = {rid: url.split("?")[0].rsplit("/", 1)[-1] or "/" for rid, url in urls.items()}
    largest = sorted(((names.get(r, "?"), n) for r, n in sizes.items()), key=lambda x: -x[1])
    heading = marks["heading"] / 1000 if "heading" in marks else None
    chart = marks["chart"] / 1000 if target.chart and "chart" in marks else None
    block = blocking_per_step(marks, target.steps) if phone and target.steps else None
    shown = marks["first"] / 1000 if "first" in marks else None
    return Sample(
        sum(sizes.values()), seen["ws"], heading, chart, largest[:TOP_FILES], block, shown, drawn
    )


def _wanted(target: Target) -> list[str]:
    """판이 기다리는 표시들 (phone_marks.js): 첫 차트 (없는 페이지는 첫 제목) 와 첫 화면."""
    return ["chart" if target.chart else "heading"] + (["first"] if target.keys else [])


def _missed(target: Target, sample: Sample) -> bool:
    """기다린 표시 가운데 하나라도 제때 나오지 않았는지."""
    got = {"chart": sample.chart_s, "heading": sample.heading_s, "first": sample.first_s}
    return any(got[m] is None for m in _wanted(target))


def blocking_per_step(marks: dict, steps: int) -> float | None:
    """첫 단계 (추측 줄의 첫 바뀜) 부터 steps 단계 동안, 그 사이에 시작한 긴 작업들이 LONG_TASK_MS
    를 넘긴 시간의 합을 단계 수로 나눈 것 (ms). 단계가 모자라면 None.

    >>> blocking_per_step({"steps": [0, 100, 200, 300], "long": [[150, 80], [250, 40]]}, 2)
    30.0
    """
    changes = marks.get("steps", [])
    if len(changes) <= steps:
        return None
    start, end = changes[1], changes[steps]  # changes[0] 은 첫 화면의 첫 추측 줄
    over = sum(
        max(0.0, length - LONG_TASK_MS)
        for begin, length in marks.get("long", [])
        if start <= begin < end
    )
    return over / (steps - 1)


def measure(browser, targets: Sequence[Target], runs: int, log) -> list[Row]:
    """대상마다 한 번 데우고, 판마다 모든 대상을 한 번씩 돌아가며 연다 (기계의 흔들림을 고루).

    데우기 판이 끝에 본 것으로 첫 화면의 어느 상자에 차트가 드는지 안다 (그 상자는 차트가 그려진
    뒤에야 보인 것으로 센다).
    """
    charts: dict[str, tuple[str, ...]] = {}
    for target in targets:
        log(f"warm {target.name}")
        charts[target.name] = open_page(browser, target, phone=False).charts
    samples: dict[str, list[Sample]] = {t.name: [] for t in targets}
    for run in range(runs):
        for target in targets:
            sample = open_page(browser, target, phone=True, charts=charts[target.name])
            log(
                f"run {run + 1}/{runs} {target.name}: {sample.bytes / 1e6:.2f} MB, "
                f"heading {sample.heading_s} s, chart {sample.chart_s} s, "
                f"first screen {sample.first_s} s, blocking per step {sample.block_ms} ms"
            )
            samples[target.name].append(sample)
    floor = targets[0]
    base_home = next((t for t in targets if t.server == "base" and t.steps), None)
    base_block = (
        None if base_home is None else _median([s.block_ms for s in samples[base_home.name]])
    )
    floor_bytes = statistics.median(s.bytes for s in samples[floor.name])
    floor_heading = _median([s.heading_s for s in samples[floor.name]])
    floor_chart = _median([s.chart_s for s in samples[floor.name]])
    rows = []
    for target in targets:
        got = samples[target.name]
        size = int(statistics.median(s.bytes for s in got))
        heading = _median([s.heading_s for s in got])
        chart = _median([s.chart_s for s in got])
        block = _median([s.block_ms for s in got])
        shown = _median([s.first_s for s in got])
        rows.append(
            Row(
                target.name,
                target.server,
                target.url,
                size,
                int(statistics.median(s.ws_bytes for s in got)),
                heading,
                chart,
                _ratio(size, floor_bytes),
                _ratio(heading, floor_heading),
                _ratio(chart, floor_chart),
                sum(_missed(target, s) for s in got),
                got,
                block,
                _ratio(block, base_block),
                shown,
                _ratio(shown, floor_chart),
            )
        )
    return rows


@contextmanager
def servers(pages: Sequence[str], against: str | None, steps: int) -> Iterator[list[Target]]:
    """서버들을 띄우고 잴 대상들을 준다 (바닥 앱이 맨 앞): 우리 앱, 압축 끈 우리 앱 (첫 화면만),
    against 가 있으면 그 커밋의 앱 (bench/worktree.py 로 꺼낸 트리)."""
    with ExitStack() as stack, tempfile.TemporaryDirectory(prefix="phone-floor-") as folder:
        floor_app = Path(folder) / "floor_app.py"
        floor_app.write_text(FLOOR_APP, encoding="utf-8")
        floor, _ = stack.enter_context(served(floor_app))
        apps = [("ours", "", stack.enter_context(served())[0])]
        tree = ROOT
        if against is not None:
            tree = stack.enter_context(checkout(against))
            apps.append(("base", f" @ {against}", stack.enter_context(served(tree / APP))[0]))
        plain, _ = stack.enter_context(served(env={COMPRESSION_ENV: "off"}))
        targets = [Target("floor", "floor", floor, True)]
        for url in pages:
            chart = DRAWN[url].startswith(PLOTLY_PLOT)
            for server, suffix, address in apps:
                if server == "base" and not (tree / PAGE_FILES[url]).exists():
                    continue  # 그 커밋에 없는 페이지 (주소가 첫 화면으로 돌아간다)
                if url == HOME.url:  # 첫 화면은 선생님 링크처럼 뿌리 (/) 로 연다
                    home = Target(HOME_NAME + suffix, server, f"{address}/", chart, steps, url)
                    targets.append(home)
                else:
                    targets.append(Target(url + suffix, server, f"{address}/{url}", chart, 0, url))
        if HOME.url in pages:
            name = f"{HOME_NAME}, no compression"
            targets.append(Target(name, "ours-plain", f"{plain}/", True, 0, HOME.url))
        yield targets


def table(rows: Sequence[Row]) -> str:
    """사람이 읽는 표."""
    head = (
        f"{'target':<36}{'bytes':>10}{'ws KB':>8}{'heading':>9}{'chart':>8}{'first':>8}"
        f"{'bytes/fl':>10}{'head/fl':>9}{'chart/fl':>10}{'first/fl':>10}"
        f"{'block/step':>12}{'/base':>7}"
    )
    lines = [head, "-" * len(head)]
    for r in rows:
        lines.append(
            f"{r.name:<36}{r.bytes / 1e6:>8.2f}MB{r.ws_bytes / 1e3:>8.0f}"
            f"{fmt(r.heading_s, '{:.1f}s'):>9}{fmt(r.chart_s, '{:.1f}s'):>8}"
            f"{fmt(r.first_s, '{:.1f}s'):>8}"
            f"{fmt(r.bytes_ratio, '{:.2f}x'):>10}{fmt(r.heading_ratio, '{:.2f}x'):>9}"
            f"{fmt(r.chart_ratio, '{:.2f}x'):>10}{fmt(r.first_ratio, '{:.2f}x'):>10}"
            f"{fmt(r.block_ms, '{:.0f} ms'):>12}{fmt(r.block_ratio, '{:.2f}x'):>7}"
            + (
                f"  ({r.missed} of {len(r.runs)} not drawn in {LOAD_TIMEOUT_S} s)"
                if r.missed
                else ""
            )
        )
    return "\n".join(lines)


def files(rows: Sequence[Row]) -> str:
    """대상마다 첫 판에서 가장 큰 파일들 (받은 바이트)."""
    lines = ["", f"largest files (first run, bytes over the wire, top {TOP_FILES})"]
    for r in rows:
        named = ", ".join(f"{name} {size / 1e3:,.0f} KB" for name, size in r.runs[0].largest)
        lines.append(f"{r.name}: {named}")
    return "\n".join(lines)


def verdicts(rows: Sequence[Row]) -> list[str]:
    """이슈 34 의 목표: 첫 화면 (RESULT_KEYS 의 상자가 모두 보인 때) 이 바닥 앱의 첫 차트의
    HOME_FIRST_GOAL 배 이하 (첫 페이지), 다른 페이지는 PAGE_FIRST_GOAL 배 이하. 이슈 25 의 자동
    진행 한 단계의 막힘 (비교 커밋의 0.5 배 이하) 은 그대로 본다. 우리 앱만 판정한다."""
    out = []
    for r in rows:
        if r.server != "ours":
            continue
        goal = HOME_FIRST_GOAL if r.name == HOME_NAME else PAGE_FIRST_GOAL
        ok = r.first_ratio is not None and r.first_ratio <= goal
        checks = [
            (ok, f"first screen <= {goal}x floor's first chart ({fmt(r.first_ratio, '{:.2f}x')})")
        ]
        if r.name == HOME_NAME and r.block_ratio is not None:
            checks.append((r.block_ratio <= 0.5, "blocking per step <= 0.5x base"))
        out += [f"{'ok  ' if ok else 'MISS'} {r.name}: {goal}" for ok, goal in checks]
    return out


def lighthouse_pairs(targets: Sequence[Target]) -> list[tuple[str, str | None]]:
    """Lighthouse 판정의 짝: 우리 페이지마다 (이름, 비교 커밋의 같은 페이지의 이름 또는 None)."""
    base = {t.page: t.name for t in targets if t.server == "base"}
    return [(t.name, base.get(t.page)) for t in targets if t.server == "ours"]


def lighthouse_verdict(
    lighthouse: dict[str, object], pairs: Sequence[tuple[str, str | None]]
) -> list[str]:
    """Lighthouse 의 목표. 첫 화면: 콘솔 오류 없음, TBT 는 바닥의 2배 이하, 조용해짐 (TTI 가 있음:
    자동 진행은 판이 끝나면 멈춘다; 이슈 25). 페이지마다 (이슈 34): FCP · LCP 가 비교 커밋의 같은
    페이지의 LIGHTHOUSE_GOAL 배 이하, CLS 가 CLS_GOAL 이하, 그리고 성능 점수 (판정 없이 note)."""
    results = lighthouse.get("results")
    if not isinstance(results, dict):
        return []
    out = []
    if HOME_NAME in results and "floor" in results:
        home, floor = results[HOME_NAME], results["floor"]
        ratio = _ratio(home["tbt_ms"], floor["tbt_ms"])
        checks = [
            (not home["console_errors"], "no console errors"),
            (ratio is not None and ratio <= 2, f"TBT <= 2x floor ({fmt(ratio, '{:.2f}x')})"),
            (home["idle_s"] is not None, f"becomes idle ({fmt(home['idle_s'], '{:.1f} s')})"),
        ]
        out += [f"{'ok  ' if ok else 'MISS'} lighthouse {HOME_NAME}: {g}" for ok, g in checks]
    for name, base_name in pairs:
        if name not in results:
            continue
        ours = results[name]
        base = results.get(base_name) if base_name else None
        score = f"performance score {ours['score']}"
        out.append(
            f"note lighthouse {name}: {score}" + (f" (base {base['score']})" if base else "")
        )
        checks = [
            (
                ours["cls"] is not None and ours["cls"] <= CLS_GOAL,
                f"CLS <= {CLS_GOAL} ({fmt(ours['cls'], '{:.3f}')})",
            )
        ]
        for field, label in (("fcp_s", "FCP"), ("lcp_s", "LCP")) if base else ():
            ratio = _ratio(ours[field], base[field])
            ok = ratio is not None and ratio <= LIGHTHOUSE_GOAL
            checks.append((ok, f"{label} <= {LIGHTHOUSE_GOAL}x base ({fmt(ratio, '{:.2f}x')})"))
        out += [f"{'ok  ' if ok else 'MISS'} lighthouse {name}: {g}" for ok, g in checks]
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """서버들을 띄워 재고 표 (또는 --json) 를 찍는다."""
    summary = (__doc__ or "").split("\n")[0]
    parser = argparse.ArgumentParser(prog="python -m bench.phone", description=summary)
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--runs", type=int, default=RUNS, help="runs per target (median)")
    parser.add_argument("--pages", default=",".join(p.url for p in PAGES), help="pages to open")
    parser.add_argument("--no-lighthouse", action="store_true", help="skip Lighthouse")
    parser.add_argument("--files", action="store_true", help="also list the largest files")
    parser.add_argument("--against", help="also measure this commit's app (e.g. 3d7d9c7)")
    parser.add_argument("--steps", type=int, default=STEPS, help="autoplay steps to watch")
    args = parser.parse_args(argv)
    pages = [p for p in args.pages.split(",") if p]
    unknown = set(pages) - {p.url for p in PAGES}
    if unknown or args.runs < 1 or args.steps < 2:
        parser.error(
            f"unknown pages: {sorted(unknown)}" if unknown else "--runs >= 1 and --steps >= 2"
        )
    against = None
    if args.against is not None:
        try:
            against = short(args.against)
        except RuntimeError as exc:
            parser.error(str(exc))
    chromium = find_chromium()
    if chromium is None:
        print("Debian chromium not found (apt-get install -y chromium)", file=sys.stderr)
        return 1

    def log(message: str) -> None:
        print(f"[phone] {message}", file=sys.stderr, flush=True)

    with servers(pages, against, args.steps) as targets, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            rows = measure(browser, targets, args.runs, log)
        finally:
            browser.close()
        lighthouse = None
        if not args.no_lighthouse:  # 모든 대상: 바닥 앱, 우리 페이지들, 비교 커밋의 페이지들
            urls = {t.name: t.url for t in targets}
            lighthouse = lighthouse_report(urls, log, args.runs)
    settings = {
        "cpu_slowdown": CPU_SLOWDOWN,
        "down_mbps": 9,
        "up_mbps": 1.5,
        "latency_ms": NETWORK["latency"],
        "viewport": VIEWPORT,
        "runs": args.runs,
        "cache": "disabled",
        "against": against,
        "steps": args.steps,
    }
    if args.json:
        document = {"settings": settings, "rows": [asdict(r) for r in rows]}
        document["lighthouse"] = lighthouse
        print(json.dumps(document, indent=2))
        return 0
    print(
        f"phone: CPU {CPU_SLOWDOWN}x slower, 9/1.5 Mbps, 60 ms, 390x844, cache off; "
        f"median of {args.runs}; ratios to the floor app (one plotly chart, plain streamlit run)"
    )
    print(table(rows))
    print("\n".join(verdicts(rows)))
    if args.files:
        print(files(rows))
    if lighthouse is not None:
        print(lighthouse.get("text", ""))
        print("\n".join(lighthouse_verdict(lighthouse, lighthouse_pairs(targets))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
