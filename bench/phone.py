"""폰 벤치마크: 중간급 폰을 흉내 낸 Chromium 에서 우리 페이지와 '바닥' 앱을 나란히 잰다.

실행: python -m bench.phone [--json] [--runs 3] [--pages autoplay,keeper] [--files]
                           [--no-lighthouse] [--against 3d7d9c7] [--steps 6]

- 서버: 우리 앱 (`streamlit run streamlit_app.py`, 압축 켬), 같은 앱의 압축 끔 (APP_COMPRESSION=off;
  첫 화면만), 바닥 앱 (plotly 막대 차트 하나인 한 파일 앱을 임시 폴더에 써서 그냥 `streamlit run`).
  셋 다 tests/e2e/conftest.served 로 띄운다.
- 폰: Chromium DevTools 프로토콜로 CPU 4배 느리게, 내려받기 9 Mbps · 올리기 1.5 Mbps · 왕복 60 ms,
  390x844 모바일 화면, 캐시 끔 (처음 온 사람). 새 브라우저 문맥마다 한 번 연다.
- 잰 것 (판마다, 중앙값): 주고받은 바이트 (Network.loadingFinished 의 encodedDataLength 합; 웹소켓
  은 따로), 첫 제목 (h1/h2) 이 나온 때, 첫 plotly 차트 (그림의 SVG, ui/internals.PLOTLY_DRAWN) 가
  그려진 때 (페이지를 연 때부터, 페이지 안의 MutationObserver 로). 비율은 바닥 앱에 대한 것.
- 자동 진행 한 단계의 막힘 (첫 화면만): 첫 차트 뒤 추측 줄이 --steps 번 바뀌는 동안 주 스레드의
  긴 작업 (50 ms 넘게) 이 50 ms 를 넘긴 시간의 합 (TBT 와 같은 셈) 을 단계 수로 나눈 것, ms.
- --against REV: 그 커밋의 작업 트리 (bench/worktree.py) 를 띄워 같은 페이지들을 나란히 잰다
  (이슈 25: 3d7d9c7). 막힘의 비율은 그 커밋의 첫 화면에 대한 것이다.
- 재기 전에 대상마다 한 번 (흉내 없이) 열어 둔다: 서버의 압축본과 페이지 계산 캐시가 찬 뒤를 잰다.
  --files: 대상마다 가장 큰 파일들 (첫 화면에 필요 없는 묶음 찾기).
- Lighthouse (npm 의 lighthouse@12.2.3, Node 20) 가 있으면 첫 화면 (압축 켬 · 끔) 과 바닥 앱의
  모바일 점수 · FCP · LCP · TBT · 조용해진 때 · 콘솔 오류도 (--runs 번 돌아가며 재어 중앙값).
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
from ui.internals import PLOTLY_DRAWN, PLOTLY_PLOT
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

# 페이지가 열리자마자 도는 표시 (bench/phone_marks.js): 첫 제목과 첫 차트가 DOM 에 나온 때
MARKS_JS = Path(__file__).with_name("phone_marks.js")


@dataclass(frozen=True)
class Target:
    """잴 주소 하나: 이름, 서버 종류 (ours / ours-plain / base / floor), 주소, 차트를 기다릴지,
    자동 진행 단계를 몇 번 지켜볼지 (0 이면 보지 않는다)."""

    name: str
    server: str
    url: str
    chart: bool
    steps: int = 0


@dataclass(frozen=True)
class Sample:
    """한 번 연 결과: HTTP 바이트, 웹소켓으로 받은 바이트, 첫 제목 · 첫 차트 (초; 없거나 제때
    나오지 않으면 None), 가장 큰 파일들 (이름, 바이트), 자동 진행 한 단계의 막힘 (ms; 재지
    않았으면 None)."""

    bytes: int
    ws_bytes: int
    heading_s: float | None
    chart_s: float | None
    largest: list[tuple[str, int]]
    block_ms: float | None = None


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


def _median(values: Sequence[float | None]) -> float | None:
    found = [v for v in values if v is not None]
    return statistics.median(found) if found else None


def _ratio(value: float | None, floor: float | None) -> float | None:
    return value / floor if value is not None and floor else None


def open_page(browser, target: Target, *, phone: bool) -> Sample:
    """새 문맥 (처음 온 사람) 에서 target 을 열어 잰다. phone 이 아니면 흉내 없이 (데우기).

    제때 (LOAD_TIMEOUT_S) 그리지 못하면 그 판의 시간은 None 이고 화면을 bench/out/ 에 남긴다.
    """
    context = browser.new_context(
        viewport=VIEWPORT, is_mobile=True, has_touch=True, device_scale_factor=2, locale="ko-KR"
    )
    context.add_init_script(
        f"window.__phoneChart = {json.dumps(f'{PLOTLY_PLOT} {PLOTLY_DRAWN}')};"
        f"window.__phoneStep = {json.dumps(STEP_LINE)};"
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
    try:
        page.goto(target.url, wait_until="commit")
        try:
            page.wait_for_function(
                f"() => window.__phone && window.__phone.{wanted} !== undefined",
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
    finally:
        context.close()
    names = {rid: url.split("?")[0].rsplit("/", 1)[-1] or "/" for rid, url in urls.items()}
    largest = sorted(((names.get(r, "?"), n) for r, n in sizes.items()), key=lambda x: -x[1])
    heading = marks["heading"] / 1000 if "heading" in marks else None
    chart = marks["chart"] / 1000 if target.chart and "chart" in marks else None
    block = blocking_per_step(marks, target.steps) if phone and target.steps else None
    return Sample(sum(sizes.values()), seen["ws"], heading, chart, largest[:TOP_FILES], block)


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
    """대상마다 한 번 데우고, 판마다 모든 대상을 한 번씩 돌아가며 연다 (기계의 흔들림을 고루)."""
    for target in targets:
        log(f"warm {target.name}")
        open_page(browser, target, phone=False)
    samples: dict[str, list[Sample]] = {t.name: [] for t in targets}
    for run in range(runs):
        for target in targets:
            sample = open_page(browser, target, phone=True)
            log(
                f"run {run + 1}/{runs} {target.name}: {sample.bytes / 1e6:.2f} MB, "
                f"heading {sample.heading_s} s, chart {sample.chart_s} s, "
                f"blocking per step {sample.block_ms} ms"
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
                sum((s.chart_s if target.chart else s.heading_s) is None for s in got),
                got,
                block,
                _ratio(block, base_block),
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
                    targets.append(Target(HOME_NAME + suffix, server, f"{address}/", chart, steps))
                else:
                    targets.append(Target(url + suffix, server, f"{address}/{url}", chart))
        if HOME.url in pages:
            targets.append(Target(f"{HOME_NAME}, no compression", "ours-plain", f"{plain}/", True))
        yield targets


def table(rows: Sequence[Row]) -> str:
    """사람이 읽는 표."""
    head = (
        f"{'target':<36}{'bytes':>10}{'ws KB':>8}{'heading':>9}{'chart':>8}"
        f"{'bytes/fl':>10}{'head/fl':>9}{'chart/fl':>10}{'block/step':>12}{'/base':>7}"
    )
    lines = [head, "-" * len(head)]
    for r in rows:
        lines.append(
            f"{r.name:<36}{r.bytes / 1e6:>8.2f}MB{r.ws_bytes / 1e3:>8.0f}"
            f"{fmt(r.heading_s, '{:.1f}s'):>9}{fmt(r.chart_s, '{:.1f}s'):>8}"
            f"{fmt(r.bytes_ratio, '{:.2f}x'):>10}{fmt(r.heading_ratio, '{:.2f}x'):>9}"
            f"{fmt(r.chart_ratio, '{:.2f}x'):>10}"
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
    """이슈 25 의 목표: 첫 화면은 첫 차트가 바닥의 0.5 배 이하, 바이트는 0.25 배 이하, 자동 진행 한
    단계의 막힘은 비교 커밋의 0.5 배 이하; 다른 페이지는 첫 차트가 바닥의 0.6 배 이하. 첫 화면에
    차트가 없는 페이지 (직접 맞히기 · 알파-베타 연습) 는 첫 제목이 바닥의 것보다 늦지 않은지만
    (제목까지는 Streamlit 자신이 뜨는 시간이라 바닥 앱과 같은 일이다)."""
    out = []
    for r in rows:
        if r.server != "ours":
            continue
        if r.name == HOME_NAME:
            checks = [
                (r.chart_ratio is not None and r.chart_ratio <= 0.5, "first chart <= 0.5x floor"),
                (r.bytes_ratio is not None and r.bytes_ratio <= 0.25, "bytes <= 0.25x floor"),
            ]
            if r.block_ratio is not None:
                checks.append((r.block_ratio <= 0.5, "blocking per step <= 0.5x base"))
        elif r.chart_s is not None:
            ok = r.chart_ratio is not None and r.chart_ratio <= 0.6
            checks = [(ok, "first chart <= 0.6x floor")]
        else:
            ok = r.heading_ratio is not None and r.heading_ratio <= 1.0
            checks = [(ok, "no chart on the first screen; heading <= 1.0x floor")]
        out += [f"{'ok  ' if ok else 'MISS'} {r.name}: {goal}" for ok, goal in checks]
    return out


def lighthouse_verdict(lighthouse: dict[str, object]) -> list[str]:
    """이슈의 Lighthouse 목표: 첫 화면에 콘솔 오류 없음, TBT 는 바닥의 2배 이하, 조용해짐 (TTI 가
    있음: 자동 진행은 판이 끝나면 멈춘다)."""
    results = lighthouse.get("results")
    if not isinstance(results, dict) or HOME_NAME not in results or "floor" not in results:
        return []
    home, floor = results[HOME_NAME], results["floor"]
    ratio = _ratio(home["tbt_ms"], floor["tbt_ms"])
    checks = [
        (not home["console_errors"], "no console errors"),
        (ratio is not None and ratio <= 2, f"TBT <= 2x floor ({fmt(ratio, '{:.2f}x')})"),
        (home["idle_s"] is not None, f"becomes idle ({fmt(home['idle_s'], '{:.1f} s')})"),
    ]
    return [f"{'ok  ' if ok else 'MISS'} lighthouse {HOME_NAME}: {goal}" for ok, goal in checks]


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
        if not args.no_lighthouse:
            urls = {
                t.name: t.url
                for t in targets
                if t.server in ("floor", "ours-plain") or t.name.startswith(HOME_NAME)
            }
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
        print("\n".join(lighthouse_verdict(lighthouse)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
