"""브라우저 시험 준비: `streamlit run` 서버 (README 대로) 와 Debian 의 headless Chromium.

서버는 시험 세션에 하나 (server) 이고, 첫 요청이 중요한 시험은 저마다 새 서버 (fresh_server) 를
띄운다. Chromium 이 없으면 이유를 밝히고 건너뛴다. REQUIRE_BROWSER=1 (CI) 이면 실패한다.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
VIEWPORTS = {"desktop": (1280, 800), "phone": (390, 844)}
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def find_chromium() -> str | None:
    """Debian 의 chromium 실행 파일 (CHROMIUM 환경 변수가 먼저)."""
    for candidate in (os.environ.get("CHROMIUM"), "chromium", "/usr/bin/chromium"):
        if candidate and (path := shutil.which(candidate)):
            return path
    return None


def require(found: str | None, message: str) -> str:
    """찾은 도구의 경로를 돌려준다. 없으면 이유를 밝히고 건너뛴다 (REQUIRE_BROWSER=1 이면 실패:
    CI 는 도구를 설치하므로 건너뛰면 시험하지 않은 것이 통과로 보인다)."""
    if found is None:
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail(message + " and REQUIRE_BROWSER=1")
        pytest.skip(message)
    return found


def _need_browser() -> str:
    message = "Debian chromium not found (apt-get install -y chromium fonts-noto-cjk)"
    return require(find_chromium(), message)


def free_port() -> int:
    """지금 비어 있는 로컬 포트 하나."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(
    port: int,
    script: Path | None = None,
    env: Mapping[str, str] | None = None,
    flags: Sequence[str] = (),
) -> subprocess.Popen:
    """streamlit run 을 띄운다 (기록은 artifacts/ 아래).

    script: 다른 앱 파일 (그 폴더에서 돈다; 벤치의 바닥 앱), 없으면 우리 streamlit_app.py.
    env: 더할 환경 변수. flags: 더할 설정 (["--secrets.files", 경로] 처럼).
    """
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log = (ARTIFACTS / f"streamlit-{port}.log").open("w")
    script = script or ROOT / "streamlit_app.py"
    cmd = [
        sys.executable,
        "-m",
        "streamlit",
        "run",
        script.name,
        "--server.port",
        str(port),
        "--server.address",
        "127.0.0.1",
        "--server.headless",
        "true",
        "--browser.gatherUsageStats",
        "false",
        *flags,
    ]
    return subprocess.Popen(
        cmd,
        cwd=script.parent,
        env={**os.environ, **(env or {})},
        stdout=log,
        stderr=subprocess.STDOUT,
    )


def wait_healthy(url: str, timeout: float = 60.0) -> None:
    """서버의 health 주소가 ok 를 돌려줄 때까지 기다린다."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as resp:
                if resp.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"streamlit did not become healthy at {url}")


def stop(proc: subprocess.Popen) -> None:
    """띄운 프로세스를 끈다 (10 초 안에 끝나지 않으면 죽인다)."""
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@contextmanager
def served(
    script: Path | None = None,
    env: Mapping[str, str] | None = None,
    flags: Sequence[str] = (),
) -> Iterator[tuple[str, int]]:
    """README 대로 `streamlit run` 을 빈 포트에 띄워 (주소, pid) 를 주고, 끝나면 끈다. 브라우저가
    필요 없는 쪽 (부하 시험) 과 벤치도 쓴다 (script · env 는 start_server 와 같다)."""
    port = free_port()
    proc = start_server(port, script, env, flags)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url)
        yield url, proc.pid
    finally:
        stop(proc)


@contextmanager
def running_server() -> Iterator[str]:
    """새 streamlit 서버를 띄우고 주소를 준다. 아직 아무 요청도 받지 않은 상태다."""
    _need_browser()
    with served() as (url, _):
        yield url


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    """시험 세션 동안 하나의 streamlit 서버. 주소를 돌려준다."""
    with running_server() as url:
        yield url


@pytest.fixture
def fresh_server() -> Callable[[], object]:
    """새 서버를 여는 함수 (with fresh_server() as url: ...): 첫 요청이 무엇인지 시험할 때."""
    return running_server


@pytest.fixture(scope="session")
def chromium() -> Iterator[tuple[object, str]]:
    """Playwright 와 Debian 의 Chromium 경로 (내려받지 않는다): 일꾼마다 하나."""
    path = _need_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p, path


@pytest.fixture(scope="session")
def browser(chromium) -> Iterator[object]:
    """headless Chromium: 새 문맥 (browser.new_context) 이 곧 처음 오는 사용자다."""
    p, path = chromium
    b = p.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_ARGS)
    yield b
    b.close()


def context_options(name: str) -> dict[str, object]:
    """창 이름 (VIEWPORTS) 의 문맥 설정: 폰은 터치 · 모바일."""
    width, height = VIEWPORTS[name]
    return {
        "viewport": {"width": width, "height": height},
        "is_mobile": name == "phone",
        "has_touch": name == "phone",
        "locale": "ko-KR",
    }


def new_phone(browser) -> object:
    """처음 오는 사용자의 폰 (390x844, 터치, 빈 캐시) 의 새 문맥."""
    return browser.new_context(**context_options("phone"))


@pytest.fixture(scope="session")
def returning(chromium, tmp_path_factory) -> Iterator[Callable[[str], object]]:
    """창 이름 → 다시 오는 사용자의 문맥 (일꾼마다 창마다 하나, 디스크 캐시가 있는 Chromium).

    그 문맥의 탭들은 HTTP 캐시와 컴파일된 JS (코드 캐시) 를 나눈다: 다시 오는 학생의 폰처럼
    Streamlit 의 묶음을 다시 받지도 다시 컴파일하지도 않는다. 쿠키는 시험 앞에 (모든 출처),
    저장소는 시험 뒤에 (탭들이 닿은 출처) 지운다 (page)."""
    p, path = chromium
    opened: dict[str, object] = {}

    def get(name: str) -> object:
        if name not in opened:
            folder = tmp_path_factory.mktemp(f"returning-{name}")
            opened[name] = p.chromium.launch_persistent_context(
                str(folder),
                executable_path=path,
                headless=True,
                args=CHROMIUM_ARGS,
                **context_options(name),
            )
        return opened[name]

    yield get
    for context in opened.values():
        context.close()


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request: pytest.FixtureRequest) -> tuple[str, tuple[int, int]]:
    """(이름, (너비, 높이)): 데스크톱 1280x800 과 폰 390x844."""
    return request.param, VIEWPORTS[request.param]


@pytest.fixture
def page(request: pytest.FixtureRequest, browser, returning, viewport):
    """사용자 한 명의 새 탭: 새 Streamlit 세션, 쿠키 없음.

    탭은 다시 오는 사용자의 문맥 (returning: 캐시가 데워져 있다) 에 연다. 처음 오는 사용자를 보는
    시험 (first_visit 표시: 첫 화면 · 넘겨주기 · Streamlit 의 JS 를 붙드는 시험) 은 빈 캐시의 새
    문맥에 연다. 끝나면 탭을 닫는다 (시험이 같은 문맥에 연 다른 탭도)."""
    name = viewport[0]
    first = request.node.get_closest_marker("first_visit") is not None
    context = browser.new_context(**context_options(name)) if first else returning(name)
    context.clear_cookies()
    before = set(context.pages)
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    yield pg
    if first:
        context.close()
        return
    forget_storage(context, before)
    for tab in context.pages:
        if tab not in before:
            tab.close()


# 다시 오는 사용자에게서 시험 뒤에 지우는 저장소 (쿠키는 시험 앞에 모두): 캐시 (HTTP · 코드) 만
# 남긴다. Streamlit 은 사이드바의 접힘 · 너비를 localStorage 에 적는다 (남으면 다음 시험의
# 데스크톱 사이드바가 접혀 열린다)
STORAGE_TYPES = "local_storage,indexeddb,service_workers,cache_storage,file_systems"


def forget_storage(context, before: set) -> None:
    """시험이 연 탭들이 닿은 출처 (서버마다 포트가 다르다) 의 저장소를 지운다."""
    tabs = [tab for tab in context.pages if tab not in before and tab.url.startswith("http")]
    if not tabs:
        return
    cdp = context.new_cdp_session(tabs[0])
    for origin in {"{0.scheme}://{0.netloc}".format(urlsplit(tab.url)) for tab in tabs}:
        cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": STORAGE_TYPES})
    cdp.detach()


# 빠르기에 민감한 시험은 두 번 돈다: 이 기계의 빠르기 그대로, 그리고 페이지의 CPU 를 4 배 느리게
# (중간급 폰). 기계가 빠르든 느리든 결과가 같아야 한다
CPU_RATES = {"cpu1x": 1, "cpu4x": 4}


def slowed(item: pytest.Item) -> bool:
    """이 시험이 4 배 느린 CPU 의 판 (cpu 고정물의 cpu4x) 인가."""
    return getattr(getattr(item, "callspec", None), "params", {}).get("cpu") == "cpu4x"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """데스크톱 창에서 새로 보여 줄 것이 없는 조합은 돌리지 않는다 (빼낸 것으로 알린다).

    4 배 느린 CPU 는 중간급 폰의 흉내라 폰 창에서만 돈다. phone_only 표시의 시험 (누름 · 상태의
    시험: 같은 서버 코드를 지나고 배치는 보지 않는다) 도 폰 창에서만 돈다. 배치 · 접근성 · 키보드의
    시험은 두 창 모두에서 돈다.
    """
    dropped = []
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        if params.get("viewport") != "desktop":
            continue
        if slowed(item) or item.get_closest_marker("phone_only"):
            dropped.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        gone = set(dropped)
        items[:] = [item for item in items if item not in gone]


def slow_cpu(page, rate: float, *, boot: bool) -> Callable[[], bool]:
    """page 의 CPU 를 rate 배 느리게 한다 (중간급 폰; 탭을 닫을 때까지 이동 · 새로 고침에도 남는다).
    돌려주는 함수는 이미 느려졌는지를 말한다.

    boot: 처음부터 느리게 (첫 방문의 시험: 첫 화면의 그림 · 넘겨주기 · 그림 위의 누름은 느린 폰의
    부팅이 뜻이다). 아니면 첫 page.goto 가 연 페이지가 첫 화면을 다 그리고 멈춘 뒤부터 느리다: 그
    뒤의 누름 · 새로 고침 · 다시 잇기 · 다른 페이지는 모두 느린 폰에서다. 부팅은 4 배에서 4 초 · CPU
    5 초, 그대로면 1.3 초 · 1.4 초다 (이 기계에서 잼).

    Chromium 의 늦추기는 페이지의 주 스레드를 바쁘게 기다리게 해서 한다: 느려진 페이지는 쉬는
    동안에도 코어 하나의 대부분을 쓴다 (4 배에서 약 0.87 코어). 그래서 느린 페이지는 쓰고 나면
    닫는다 (test_class_browser 의 학생들).
    """
    cdp = page.context.new_cdp_session(page)
    done = [False]

    def slow() -> None:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        done[0] = True

    if boot:
        slow()
        return lambda: done[0]
    goto = page.goto

    def first_goto(*args, **kwargs):
        page.goto = goto
        response = goto(*args, **kwargs)
        wait_first_screen(page)
        slow()
        return response

    page.goto = first_goto
    return lambda: done[0]


def wait_first_screen(page) -> None:
    """연 페이지가 첫 화면을 다 그리고 멈출 때까지: 첫 화면의 그림이 살아 있는 페이지에 자리를
    넘기고, 본문에 제목 (h1) 이 있고, 실행이 멈췄다."""
    from pageops import Dom, wait_first_gone, wait_not_running

    wait_first_gone(page)
    page.locator(Dom.MAIN).locator("h1").first.wait_for(timeout=60_000)
    wait_not_running(page)


@pytest.fixture(params=list(CPU_RATES))
def cpu(request: pytest.FixtureRequest, page) -> Iterator[float]:
    """이 시험의 페이지 (page) CPU 를 느리게 한다 (slow_cpu: 첫 방문의 시험은 부팅부터, 다른
    시험은 첫 화면이 그려진 뒤부터). 느린 판의 시험은 그 페이지를 page.goto 로 열어야 한다."""
    rate = CPU_RATES[request.param]
    if rate == 1:
        yield rate
        return
    boot = request.node.get_closest_marker("first_visit") is not None
    slowed_yet = slow_cpu(page, rate, boot=boot)
    yield rate
    assert slowed_yet(), "a 4x test must open its page with page.goto (it never ran slowed)"


@pytest.fixture
def snap(viewport):
    """snap(page, 이름): 페이지 전체를 artifacts/이름-뷰포트.png 로 남기는 함수.

    Streamlit 은 안쪽 상자가 스크롤되므로, 잠시 창 높이를 내용 높이로 늘려 찍고 되돌린다. 되돌리는
    크기는 찍기 전의 창 크기다 (시험이 폰을 돌렸으면 돌린 크기).
    """
    name_vp = viewport[0]

    def take(page, name: str) -> Path:
        size = page.viewport_size
        assert size is not None
        width, height = size["width"], size["height"]
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}-{name_vp}.png"
        full = page.evaluate(
            "() => Math.max(...[...document.querySelectorAll('section, div')]"
            ".map(e => e.scrollHeight))"
        )
        page.set_viewport_size({"width": width, "height": max(height, min(int(full), 6000))})
        page.wait_for_timeout(400)
        page.screenshot(path=str(path))
        page.set_viewport_size({"width": width, "height": height})
        return path

    return take


@dataclass
class Restartable:
    """끄고 같은 포트로 다시 띄울 수 있는 서버 하나."""

    port: int
    proc: object

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def restart(self) -> None:
        """서버를 끄고 같은 포트로 다시 띄운다 (health 가 ok 가 될 때까지)."""
        stop(self.proc)
        self.proc = start_server(self.port)
        wait_healthy(self.url)


@pytest.fixture
def served_once(browser) -> Iterator[Restartable]:
    """이 시험만의 서버 (browser 고정물은 Chromium 이 없으면 이유를 밝히고 건너뛰게 한다)."""
    port = free_port()
    server = Restartable(port, start_server(port))
    try:
        wait_healthy(server.url)
        yield server
    finally:
        stop(server.proc)
