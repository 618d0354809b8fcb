"""서버의 주소 정리: 두 단계 · 모르는 주소의 페이지 요청을 우리 페이지로 돌려보낸다. 우리 페이지
문서에는 서버의 뿌리를 알려 주는 스크립트와 우리 스크립트 (두 번 누름 막기, 기록 다루기) 가
Streamlit 의 스크립트보다 먼저 들어가고, 쿠키가 없는 기기에는 기기 쿠키가 붙는다."""

from __future__ import annotations

import gzip
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import pytest
import streamlit
from asgi_calls import request
from headless import screens
from starlette.routing import Mount, Router
from starlette.types import ASGIApp
from streamlit.web.server.starlette.starlette_static_routes import create_streamlit_static_handler

from ui.browser import BOOT_ID, document_head, preload_links, sent
from ui.internals import BOOT_TAGS
from ui.nav import PAGES
from ui.server.assets import BrowserAssets
from ui.server.compression import StaticCompression
from ui.server.middleware import (
    COMPRESSION_ENV,
    DEVICE_COOKIE,
    DeviceCookie,
    PageRedirect,
    PageScripts,
    build_middleware,
    is_document,
    redirect_target,
    with_head,
)

HTML = "text/html,application/xhtml+xml,*/*;q=0.8"
# 서버의 뿌리를 알려 주는 스크립트 (ui/browser/base_url.js)
BASE_URL_SCRIPT = sent("base_url.js").encode()


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


def test_the_middleware_compresses_unless_the_given_environment_turns_it_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """환경은 부르는 쪽 (streamlit_app.py 가 시작할 때) 이 건넨다: 프로세스의 환경은 읽지 않는다."""
    compressed = [PageRedirect, DeviceCookie, StaticCompression, BrowserAssets, PageScripts]
    monkeypatch.setenv(COMPRESSION_ENV, "off")
    assert [m.cls for m in build_middleware({})] == compressed
    assert [m.cls for m in build_middleware({COMPRESSION_ENV: "on"})] == compressed
    plain = [m.cls for m in build_middleware({COMPRESSION_ENV: "OFF"})]
    assert plain == [PageRedirect, DeviceCookie, BrowserAssets, PageScripts]


def run_middleware(
    path: str, query: str = "", settle=None, accept: str = HTML
) -> tuple[int, dict[str, str], bool]:
    """PageRedirect 에 요청 하나를 흘려보내고 (상태, 머리글, 안쪽 앱이 불렸는지) 를 돌려준다."""
    called = []

    async def inner(scope, receive, send) -> None:
        called.append(scope["path"])
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    app = PageRedirect(inner, settle=settle)
    reply = request(app, path, query=query, headers=[("accept", accept)])
    return reply.status, reply.headers, bool(called)


def test_middleware_redirects_keeping_the_query() -> None:
    status, headers, called = run_middleware("/keeper/extra", "lang=en&x=1")
    assert (status, called) == (302, False)
    assert headers["location"] == "/keeper?lang=en&x=1"


def test_middleware_passes_our_pages_through() -> None:
    status, _, called = run_middleware("/keeper")
    assert (status, called) == (200, True)


def test_a_link_that_differs_per_visit_is_sent_to_a_settled_one() -> None:
    """씨앗 없는 알파-베타 링크는 씨앗을 단 링크로 (그 링크는 그림이 있다). 문서 요청만."""
    status, headers, called = run_middleware("/alphabeta", "lang=en", settle=screens().settle)
    assert (status, called) == (302, False)
    target = urlsplit(headers["location"])
    assert target.path == "/alphabeta"
    query = dict(parse_qsl(target.query))
    assert query["lang"] == "en" and query["seed"].isdigit()
    assert screens()("alphabeta", target.query) is not None
    # 게임 나무의 역할이 무작위인 링크: 첫 판에 누가 먼저 두나
    status, headers, _ = run_middleware("/gametree", "", settle=screens().settle)
    assert status == 302 and urlsplit(headers["location"]).query in ("first=me", "first=ai")
    for path, query, accept in [
        ("/gametree", "start=me", HTML),  # 링크가 역할을 정했다
        ("/alphabeta", "seed=23", HTML),  # 이미 정한 링크
        ("/alphabeta", "room=AB12&me=x", HTML),  # 수업의 자리
        ("/keeper", "", HTML),  # 사람마다 같은 첫 화면
        ("/alphabeta", "", "*/*"),  # 문서가 아닌 요청
    ]:
        status, _, called = run_middleware(path, query, settle=screens().settle, accept=accept)
        assert (status, called) == (200, True), (path, query)


INDEX = b"<html><head><script>window.prerenderReady = false</script></head></html>"


def document_app(tmp_path: Path) -> ASGIApp:
    """Streamlit 의 정적 파일 처리기: 모르는 주소 (/keeper) 에는 index.html 을 준다."""
    (tmp_path / "index.html").write_bytes(INDEX)
    return create_streamlit_static_handler(str(tmp_path), None)


def test_page_documents_tell_the_page_where_the_server_root_is(tmp_path: Path) -> None:
    inner = document_app(tmp_path)
    plain = request(inner, "/keeper", headers=[("accept", HTML)])
    reply = request(PageScripts(inner), "/keeper", headers=[("accept", HTML)])
    assert reply.body == with_head(INDEX, document_head())
    assert reply.body.index(BASE_URL_SCRIPT) < reply.body.index(b"<script>window.prerender")
    for name in (b"window.__turnTapGuard", b"window.__linkHistory"):  # 실행마다가 아니라 한 번
        assert reply.body.index(name) < reply.body.index(b"<script>window.prerender")
    assert int(reply.headers["content-length"]) == len(reply.body)
    # 바뀐 문서는 다른 (약한) ETag: 브라우저가 가진 옛 문서를 새것으로 여기지 않는다
    assert reply.headers["etag"].startswith("W/" + plain.headers["etag"].rstrip('"'))
    assert reply.headers["etag"] != "W/" + plain.headers["etag"]
    assert reply.headers["cache-control"] == "no-cache"


def test_page_document_revalidation_and_head(tmp_path: Path) -> None:
    app = PageScripts(document_app(tmp_path))
    first = request(app, "/tree", headers=[("accept", HTML)])
    etag = first.headers["etag"]
    again = request(app, "/tree", headers=[("accept", HTML), ("if-none-match", etag)])
    assert (again.status, again.body) == (304, b"")
    head = request(app, "/tree", method="HEAD", headers=[("accept", HTML)])
    assert (head.status, head.body) == (200, b"")
    assert head.headers["content-length"] == first.headers["content-length"]


def test_page_documents_under_a_base_url_path_get_the_hint(tmp_path: Path, base_url: str) -> None:
    (tmp_path / "index.html").write_bytes(INDEX)
    handler = create_streamlit_static_handler(str(tmp_path), base_url)
    app = PageScripts(Router([Mount(f"/{base_url}", app=handler)]))
    assert BASE_URL_SCRIPT in request(app, f"/{base_url}/keeper", headers=[("accept", HTML)]).body
    assert BASE_URL_SCRIPT not in request(app, "/keeper", headers=[("accept", HTML)]).body


@pytest.mark.parametrize("path", ["/", "/index.html", "/keeper/x", "/foo"])
def test_other_documents_are_left_alone(tmp_path: Path, path: str) -> None:
    inner = document_app(tmp_path)
    reply = request(PageScripts(inner), path, headers=[("accept", HTML)])
    assert reply.body == request(inner, path, headers=[("accept", HTML)]).body


def test_page_documents_are_compressed_once(tmp_path: Path) -> None:
    app = StaticCompression(PageScripts(document_app(tmp_path)), documents=is_document)
    gz = [("accept", HTML), ("accept-encoding", "gzip")]
    replies = [request(app, "/keeper", headers=gz) for _ in range(2)]
    assert [r.headers["content-encoding"] for r in replies] == ["gzip", "gzip"]
    assert gzip.decompress(replies[1].body) == with_head(INDEX, document_head())
    assert app.compressions == 1


def test_pages_with_a_chart_on_the_first_screen_preload_the_chart_bundle(tmp_path: Path) -> None:
    """첫 화면에 차트가 있는 페이지의 문서만 plotly 묶음을 미리 받는다 (직접 맞히기는 자판부터)."""
    app = PageScripts(document_app(tmp_path))
    assert preload_links()
    for page in PAGES:
        body = request(app, f"/{page.url}", headers=[("accept", HTML)]).body
        assert (preload_links() in body) == page.chart_first, page.url
        if page.chart_first:  # Streamlit 의 스크립트보다 앞에
            assert body.index(preload_links()) < body.index(b"<script>window.prerender")
    assert not next(p for p in PAGES if p.url == "you_guess").chart_first


# 첫 화면의 그림이 들어갈 자리가 있는 문서 (Streamlit 의 index.html 처럼 뿌리 상자가 있다)
ROOTED = b'<html><head><script>x</script></head><body><div id="root"></div></body></html>'


def rooted_app(tmp_path: Path) -> ASGIApp:
    (tmp_path / "index.html").write_bytes(ROOTED)
    return create_streamlit_static_handler(str(tmp_path), base_url=None)


def test_a_page_document_carries_its_links_first_screen_before_the_root(tmp_path: Path) -> None:
    seen = []

    def first(url: str, query: str) -> bytes | None:
        seen.append((url, query))
        return f"<div id=nbm-first>{url}?{query}</div>".encode() if query else None

    app = PageScripts(rooted_app(tmp_path), first_screen=first)
    shown = request(app, "/autoplay", query="game=7", headers=[("accept", HTML)])
    assert b'<div id=nbm-first>autoplay?game=7</div><div id="root">' in shown.body
    assert int(shown.headers["content-length"]) == len(shown.body)
    plain = request(app, "/autoplay", headers=[("accept", HTML)])
    assert b"<div id=nbm-first>" not in plain.body
    # 링크마다 문서가 다르니 ETag 도 다르다 (압축해 둔 것을 섞지 않는다)
    assert shown.headers["etag"] != plain.headers["etag"]
    assert seen == [("autoplay", "game=7"), ("autoplay", "")]


def test_the_served_home_page_document_paints_the_first_guess_and_its_bars(tmp_path: Path) -> None:
    app = PageScripts(rooted_app(tmp_path), first_screen=screens())
    body = request(app, "/autoplay", headers=[("accept", HTML)]).body.decode()
    first = body[body.index('<div id="nbm-first"') : body.index('<div id="root">')]
    assert "<code>123</code>" in first and 'data-nbm-box="auto_bars"' in first
    assert "<svg" in first and "<script" not in first


def test_with_a_first_screen_streamlits_scripts_wait_in_a_template(tmp_path: Path) -> None:
    """그림이 있는 문서는 Streamlit 의 모듈 스크립트와 modulepreload 줄 (설치된 index.html 의 것
    모두) 을 <template> 에 담아 보낸다: 브라우저는 그림을 칠하기 전에 그것들을 청하지 않는다
    (ui/browser/first.js 가 칠한 뒤에 단다). 그림이 없는 문서는 그대로 둔다."""
    index = Path(streamlit.__file__).parent / "static" / "index.html"
    (tmp_path / "index.html").write_bytes(index.read_bytes())
    inner = create_streamlit_static_handler(str(tmp_path), base_url=None)
    tags = BOOT_TAGS.findall(index.read_bytes())
    assert len(tags) > 10 and b'type="module"' in tags[0]

    app = PageScripts(inner, first_screen=lambda url, query: b"<div id=nbm-first>x</div>")
    body = request(app, "/autoplay", headers=[("accept", HTML)]).body
    start = body.index(f'<template id="{BOOT_ID}">'.encode())
    end = body.index(b"</template>", start)
    assert BOOT_TAGS.findall(body[start:end]) == tags
    outside = body[:start] + body[end:]
    assert not BOOT_TAGS.findall(outside)
    assert body.index(b"</template>") < body.index(b"</head>") < body.index(b"<div id=nbm-first>")

    plain = request(PageScripts(inner), "/autoplay", headers=[("accept", HTML)]).body
    assert BOOT_TAGS.findall(plain) == tags and b"<template" not in plain


def _device_cookie(reply) -> dict[str, str]:
    """응답의 Set-Cookie 를 속성 이름 (소문자) → 값으로 (값 없는 속성은 "")."""
    name_value, *attributes = reply.headers["set-cookie"].split("; ")
    name, value = name_value.split("=", 1)
    found = {"name": name, "value": value}
    for attribute in attributes:
        key, _, given = attribute.partition("=")
        found[key.lower()] = given
    return found


def test_a_page_document_without_a_device_cookie_gets_a_random_http_only_one(
    tmp_path: Path,
) -> None:
    """기기 쿠키: 무작위 (기기마다 다르다), 스크립트가 못 읽고, 다른 사이트의 요청에 안 실리고,
    한 해."""
    app = DeviceCookie(PageScripts(document_app(tmp_path)))
    first, second = (request(app, "/class", headers=[("accept", HTML)]) for _ in range(2))
    cookie = _device_cookie(first)
    assert cookie["name"] == DEVICE_COOKIE and len(cookie["value"]) >= 32
    assert cookie["value"] != _device_cookie(second)["value"]
    assert cookie["httponly"] == "" and cookie["samesite"] == "Lax" and cookie["path"] == "/"
    assert int(cookie["max-age"]) == 365 * 24 * 3600 and "secure" not in cookie
    assert "private" in first.headers["cache-control"]  # 공유 캐시가 남에게 주지 않게
    assert first.body == request(PageScripts(document_app(tmp_path)), "/class").body


def test_a_device_that_has_the_cookie_and_other_requests_get_no_new_one(tmp_path: Path) -> None:
    app = DeviceCookie(PageScripts(document_app(tmp_path)))
    kept = [("accept", HTML), ("cookie", f"a=1; {DEVICE_COOKIE}=abcdefghijklmnopqrstuvwxyz012345")]
    assert "set-cookie" not in request(app, "/class", headers=kept).headers
    for path in ("/", "/index.html", "/keeper/x", "/foo"):  # 우리 페이지의 문서만
        assert "set-cookie" not in request(app, path, headers=[("accept", HTML)]).headers, path
    revalidated = request(
        app, "/keeper", headers=[("accept", HTML), ("if-none-match", "*")]
    )  # 304 도 (브라우저는 304 의 Set-Cookie 도 받는다)
    assert revalidated.status == 304 and DEVICE_COOKIE in revalidated.headers["set-cookie"]


def test_the_device_cookie_is_secure_over_https() -> None:
    from ui.server.middleware import device_cookie

    assert device_cookie("v", secure=True).endswith("; Secure")
    assert "Secure" not in device_cookie("v", secure=False)
