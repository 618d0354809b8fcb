"""서버의 주소 정리: 두 단계 · 모르는 주소의 페이지 요청을 우리 페이지로 돌려보낸다."""

from __future__ import annotations

import pytest
from asgi_calls import request

from ui.server import PageRedirect, redirect_target

HTML = "text/html,application/xhtml+xml,*/*;q=0.8"


@pytest.mark.parametrize(
    ("path", "target"),
    [
        ("/", None),
        ("/keeper", None),
        ("/gametree", None),
        ("/keeper/extra", "/keeper"),
        ("/keeper/extra/more", "/keeper"),
        ("/compare/", None),  # 끝의 / 는 Streamlit 이 스스로 돌려보낸다
        ("/foo", "/"),
        ("/foo/bar", "/"),
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
        ("/base", None),
        ("/base/keeper", None),
        ("/base/keeper/extra", "/base/keeper"),
        ("/base/foo/bar", "/base"),
        ("/base/media/x", None),
        ("/other/keeper/extra", None),  # 앱 바깥
    ],
)
def test_a_base_url_path_is_kept(path: str, target: str | None) -> None:
    assert redirect_target(path, HTML, base="base") == target


def run_middleware(path: str, query: str = "") -> tuple[int, dict[str, str], bool]:
    """PageRedirect 에 요청 하나를 흘려보내고 (상태, 머리글, 안쪽 앱이 불렸는지) 를 돌려준다."""
    called = []

    async def inner(scope, receive, send) -> None:
        called.append(scope["path"])
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    reply = request(PageRedirect(inner), path, query=query, headers=[("accept", HTML)])
    return reply.status, reply.headers, bool(called)


def test_middleware_redirects_keeping_the_query() -> None:
    status, headers, called = run_middleware("/keeper/extra", "lang=en&x=1")
    assert (status, called) == (302, False)
    assert headers["location"] == "/keeper?lang=en&x=1"


def test_middleware_passes_our_pages_through() -> None:
    status, _, called = run_middleware("/keeper")
    assert (status, called) == (200, True)

