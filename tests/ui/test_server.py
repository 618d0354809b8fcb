"""서버의 주소 정리: 두 단계 · 모르는 주소의 페이지 요청을 우리 페이지로 돌려보낸다."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

from ui.server import PageRedirect, redirect_target

HTML = "text/html,application/xhtml+xml,*/*;q=0.8"


@pytest.mark.parametrize(
    ("path", "target"),
    [
        ("/", "/autoplay"),  # 첫 화면: 브라우저 기록에 '/' 칸을 남기지 않는다
        ("/keeper", None),
        ("/gametree", None),
        ("/keeper/extra", "/keeper"),
        ("/keeper/extra/more", "/keeper"),
        ("/compare/", None),  # 끝의 / 는 Streamlit 이 스스로 돌려보낸다
        ("/foo", "/autoplay"),
        ("/foo/bar", "/autoplay"),
        ("/keeper/_stcore/health", None),  # 화면이 먼저 묻는 주소
        ("/_stcore/stream", None),
    ],
)
def test_page_requests_go_to_our_pages(path: str, target: str | None) -> None:
    assert redirect_target(path, HTML) == target


def test_assets_api_and_streamlit_routes_are_left_alone() -> None:
    assert redirect_target("/keeper/static/js/index.js", "*/*") is None
    assert redirect_target("/foo/bar", "application/json") is None
    for path in ("/media/abc.html", "/component/x/index.html", "/app/static/a.html"):
        assert redirect_target(path, HTML) is None, path
    for path in ("/auth/login", "/oauth2callback", "/static/index.html"):
        assert redirect_target(path, HTML) is None, path


@pytest.mark.parametrize(
    ("path", "target"),
    [
        ("/base", "/base/autoplay"),
        ("/base/keeper", None),
        ("/base/keeper/extra", "/base/keeper"),
        ("/base/foo/bar", "/base/autoplay"),
        ("/base/media/x", None),
        ("/other/keeper/extra", None),  # 앱 바깥
    ],
)
def test_a_base_url_path_is_kept(path: str, target: str | None) -> None:
    assert redirect_target(path, HTML, base="base") == target


def run_middleware(path: str, query: bytes = b"") -> tuple[int, dict[bytes, bytes], bool]:
    """PageRedirect 에 요청 하나를 흘려보내고 (상태, 머리글, 안쪽 앱이 불렸는지) 를 돌려준다."""
    called = []

    async def inner(scope, receive, send) -> None:
        called.append(scope["path"])
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    sent: list[dict] = []

    async def send(message: dict) -> None:
        sent.append(message)

    async def receive() -> dict:
        return {"type": "http.request", "body": b""}

    scope = {
        "type": "http",
        "method": "GET",
        "path": path,
        "query_string": query,
        "headers": [(b"accept", HTML.encode())],
    }
    # 따로 된 스레드의 새 이벤트 루프에서: 같은 작업자에서 먼저 돈 브라우저 시험 (Playwright 의
    # 동기 API) 이 이 스레드에 루프를 돌려 두면 asyncio.run 은 거절한다
    with ThreadPoolExecutor(max_workers=1) as pool:
        pool.submit(asyncio.run, PageRedirect(inner)(scope, receive, send)).result()
    start = sent[0]
    return start["status"], dict(start["headers"]), bool(called)


def test_middleware_redirects_keeping_the_query() -> None:
    status, headers, called = run_middleware("/keeper/extra", b"lang=en&x=1")
    assert (status, called) == (302, False)
    assert headers[b"location"] == b"/keeper?lang=en&x=1"


def test_middleware_passes_our_pages_through() -> None:
    status, _, called = run_middleware("/keeper")
    assert (status, called) == (200, True)
