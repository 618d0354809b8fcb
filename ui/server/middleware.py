"""서버 쪽 주소 정리와 페이지 문서 (ASGI 미들웨어). streamlit_app.py 가 build_middleware 로 단다.

1. PageRedirect: 우리 페이지가 아닌 주소로 온 페이지 요청을 돌려보낸다. Streamlit 은 모르는
   주소에도 index.html 을 주는데, /keeper/extra 처럼 두 단계인 주소에서는 화면의 상대 경로
   (./static/js/…) 가 /keeper/static/… 로 풀려 자바스크립트 대신 HTML 을 받고 빈 화면에서 멈춘다
   (/foo 처럼 모르는 한 단계는 영어 'Page not found' 창이 뜬다). 그래서 문서 요청 (브라우저의 페이지
   열기) 만 골라 /keeper/extra → /keeper (첫 단계가 우리 페이지면), /foo/bar · /foo · / → 첫 화면
   (/autoplay) 으로, 쿼리 (?lang=en…) 는 그대로 둔다. '/' 를 진입 파일의 st.switch_page 로 옮기면
   브라우저 기록에 '/' 칸이 남아 뒤로 가기가 거기 닿을 때마다 다시 앞으로 튕긴다 (302 는 칸을
   남기지 않는다). 자원 요청과 Streamlit 자신의 주소는 건드리지 않는다.
2. StaticCompression (ui/server/compression.py): 정적 파일과 우리 문서 · 브라우저 파일을 파일마다
   한 번 압축해 둔다. 환경 변수 APP_COMPRESSION=off 면 빠진다 (벤치에서 전후를 나란히 재려고;
   환경은 streamlit_app.py 가 시작할 때 읽어 건넨다).
   BrowserAssets (ui/server/assets.py): 우리 브라우저 파일 (plotly.js 부분 묶음) 을 /nbm/ 에서.
   DeviceCookie: 우리 페이지 문서의 응답에 기기 쿠키 (DEVICE_COOKIE: 무작위, HttpOnly, 한 해) 를
   단다 (요청에 없을 때만). 수업 페이지가 st.context.cookies 로 읽어 한 기기가 한 방에 드는 횟수를
   세고 돌아온 학생을 제 자리에 앉힌다 (ui/classroom/db.device). 압축해 둔 문서에 섞이지 않게
   StaticCompression 바깥에 둔다.
3. PageScripts: 우리 페이지 문서에 첫 화면의 그림 (ui/firstscreen/: 링크마다 한 번 만든 정적 HTML,
   Streamlit 이 뜨기 전에 칠해진다) 과 브라우저 코드 (ui/browser/ 의 PAGE_SCRIPTS 일곱 파일과
   page.css: 목록과 뜻은 ui/browser/__init__.py) 를 넣는다. 이것들은 페이지를 여는 순간부터 있어야
   한다: st.html 로 실행마다 넣으면 첫 실행의 주소 쓰기가 스크립트보다 먼저 처리돼 기록에 칸이
   하나 더 생기고, 실행마다 수 kB 를 다시 보낸다.
server.baseUrlPath 를 쓰면 모두 그 아래에서 같은 규칙을 쓴다.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Mapping

import anyio
from starlette.datastructures import Headers, MutableHeaders
from starlette.middleware import Middleware
from starlette.responses import RedirectResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..browser import ASSET_ROUTE, BOOT_ID, document_head
from ..internals import BOOT_TAGS, CORE, FIRST_SCRIPT, ROOT_DIV, ROUTES, base_path
from ..nav import HOME, PAGES
from .assets import BrowserAssets, is_asset
from .compression import ACCEPT_ENCODING, CONDITIONAL, StaticCompression, collect, respond
from .paths import app_parts, scope_parts

__all__ = [
    "COMPRESSION_ENV",
    "DEVICE_COOKIE",
    "DeviceCookie",
    "PageRedirect",
    "PageScripts",
    "build_middleware",
    "device_cookie",
    "is_document",
    "redirect_target",
    "with_boot_later",
    "with_first",
    "with_head",
]

_BY_URL = {page.url: page for page in PAGES}
_URLS = frozenset(_BY_URL)
COMPRESSION_ENV = "APP_COMPRESSION"
# 기기 쿠키의 이름과 수명 (초: 한 해). 값은 무작위라 기기를 가려낼 뿐 사람을 말하지 않는다
DEVICE_COOKIE = "nbm_device"
DEVICE_SECONDS = 365 * 24 * 3600
# 페이지의 첫 화면의 그림을 주는 함수: (주소, 질의) → 문서에 넣을 HTML, 없으면 None
# (ui/firstscreen.first_screen; streamlit_app.py 가 건넨다: 서버 층은 그림의 층을 부르지 않는다)
FirstScreen = Callable[[str, str], "bytes | None"]
# 여는 사람마다 다른 첫 화면인 링크를 정한 링크로: (주소, 질의) → 새 질의, 그대로면 None
# (ui/firstscreen.FirstScreens.settle)
Settle = Callable[[str, str], "str | None"]


def with_head(html: bytes, head: bytes) -> bytes:
    """index.html 의 Streamlit 첫 스크립트 앞에 head (우리 모양과 스크립트) 를 넣은 것 (넣을
    자리가 없으면 그대로)."""
    at = html.find(FIRST_SCRIPT)
    if at < 0:
        return html
    return html[:at] + head + html[at:]


def with_first(html: bytes, first: bytes) -> bytes:
    """index.html 의 Streamlit 뿌리 상자 앞에 첫 화면의 그림을 넣은 것 (자리가 없으면 그대로)."""
    at = html.find(ROOT_DIV)
    if at < 0:
        return html
    return html[:at] + first + html[at:]


def redirect_target(path: str, accept: str, base: str = "") -> str | None:
    """문서 요청 path 를 돌려보낼 곳, 그대로 두면 None.

    accept: 요청의 Accept 머리글. base: server.baseUrlPath (앞뒤 / 없이, 없으면 "").
    """
    if "text/html" not in accept:
        return None  # 자원 (js · css · 그림) 이나 API 요청
    parts = app_parts(path, base)
    if parts is None:
        return None  # 앱 바깥의 주소
    if parts and (parts[0] in ROUTES or CORE in parts or parts[0] == ASSET_ROUTE):
        return None  # Streamlit 자신의 주소와 우리 브라우저 파일
    if is_page(parts):
        return None  # 우리 페이지
    page = parts[0] if parts and parts[0] in _URLS else HOME.url
    root = base.split("/") if base else []
    return "/" + "/".join([*root, page])


def is_page(parts: list[str]) -> bool:
    """앱 안 단계들이 우리 페이지 하나 (/keeper) 인지."""
    return len(parts) == 1 and parts[0] in _URLS


def is_document(parts: list[str]) -> bool:
    """앱 안 단계들이 문서 (index.html) 를 받는 주소인지: 뿌리 (/) 나 우리 페이지."""
    return not parts or is_page(parts)


def with_boot_later(html: bytes) -> bytes:
    """Streamlit 의 모듈 스크립트와 modulepreload 줄을 첫 것의 자리에 둔 <template id=BOOT_ID> 로
    옮긴 것 (없으면 그대로). 머리에 그대로 두면 브라우저가 그림을 칠하기 전에 자바스크립트 약 1.5 MB
    를 청하기 시작한다: 느린 폰에서는 그 내려받기가 첫 칠하기와 줄을 선다 (Lighthouse 의 FCP 도
    그것을 센다). 템플릿 속은 미리 읽기 (preload scanner) 가 건드리지 않고, first.js 가 그림이
    칠해진 뒤에 문서에 단다. 그림이 없는 문서는 건드리지 않는다."""
    tags = BOOT_TAGS.findall(html)
    if not tags:
        return html
    at = html.find(tags[0])
    rest = BOOT_TAGS.sub(b"", html[at:])
    boot = b'<template id="' + BOOT_ID.encode() + b'">' + b"".join(tags) + b"</template>"
    return html[:at] + boot + rest


class PageRedirect:
    """redirect_target 이 정한 곳으로 302. 우리 페이지의 링크가 여는 사람마다 다른 첫 화면이면
    (알파-베타 연습의 씨앗 없는 링크: 새 나무, 게임 나무의 역할이 무작위인 링크: 누가 먼저) settle
    이 고른 정한 링크로 302 (그 링크는 첫 화면의 그림이 있다). 나머지 요청은 Streamlit 에 그대로
    넘긴다."""

    def __init__(self, app: ASGIApp, settle: Settle | None = None) -> None:
        self.app = app
        self.settle = settle

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """ASGI 입구."""
        if scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
            headers = dict(scope.get("headers") or [])
            accept = headers.get(b"accept", b"").decode("latin-1")
            path = scope.get("path", "")
            query = scope.get("query_string", b"").decode("latin-1")
            target = redirect_target(path, accept, base_path())
            if target is None and "text/html" in accept:
                target, query = await self._settled(path, query)
            if target is not None:
                url = f"{target}?{query}" if query else target
                await RedirectResponse(url, status_code=302)(scope, receive, send)
                return
        await self.app(scope, receive, send)

    async def _settled(self, path: str, query: str) -> tuple[str | None, str]:
        """우리 페이지의 문서 요청을 정한 링크로 돌려보낼 곳과 그 질의 (그대로면 None 과 원래 질의).
        처음 보는 링크는 그림을 만들어 보므로 스레드에서."""
        parts = app_parts(path, base_path())
        if self.settle is None or parts is None or not is_page(parts):
            return None, query
        settled = await anyio.to_thread.run_sync(self.settle, parts[0], query)
        return (None, query) if settled is None else (path, settled)


def device_cookie(value: str, *, secure: bool) -> str:
    """기기 쿠키의 Set-Cookie 값: 스크립트가 읽지 못하고 (HttpOnly), 다른 사이트의 요청에 실리지
    않고 (SameSite=Lax), 앱의 모든 주소에 (Path=/), 한 해. https 로 받은 문서면 Secure."""
    cookie = f"{DEVICE_COOKIE}={value}; Max-Age={DEVICE_SECONDS}; Path=/; HttpOnly; SameSite=Lax"
    return f"{cookie}; Secure" if secure else cookie


def _has_device(scope: Scope) -> bool:
    """요청이 기기 쿠키를 들고 왔는지."""
    cookies = Headers(scope=scope).get("cookie", "")
    return any(c.strip().startswith(f"{DEVICE_COOKIE}=") for c in cookies.split(";"))


class DeviceCookie:
    """우리 페이지 (/class, /keeper …) 의 문서 응답 (200 · 304) 에 새 기기 쿠키를 단다: 요청에
    기기 쿠키가 없을 때만. 쿠키를 단 응답은 Cache-Control 에 private 를 더한다 (공유 캐시가 한
    사람의 쿠키를 남에게 주지 않게). 나머지 요청은 그대로 넘긴다."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """ASGI 입구."""
        parts = scope_parts(scope) if scope["type"] == "http" else None
        if (
            parts is None
            or scope["method"] not in ("GET", "HEAD")
            or not is_page(parts)
            or _has_device(scope)
        ):
            await self.app(scope, receive, send)
            return
        cookie = device_cookie(secrets.token_urlsafe(24), secure=scope.get("scheme") == "https")

        async def with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] in (200, 304):
                headers = MutableHeaders(scope=message)
                headers.append("set-cookie", cookie)
                shown = headers.get("cache-control", "")
                if "private" not in shown:
                    headers["cache-control"] = f"private, {shown}" if shown else "private"
            await send(message)

        await self.app(scope, receive, with_cookie)


class PageScripts:
    """우리 페이지 (/keeper) 의 index.html 에 브라우저 코드 (ui/browser.document_head) 를 넣어
    보낸다.

    ETag 는 원래 것에 넣은 것들의 꼬리를 붙인 약한 것이고 If-None-Match 는 여기서 맞춰 본다 (304):
    스크립트가 바뀌면 브라우저가 가진 문서도 새것이 된다.
    안쪽에는 Accept-Encoding 없이 묻는다: Streamlit 이 페이지 문서를 gzip 으로 주면 넣을 수 없다
    (압축은 바깥의 StaticCompression 이 한 번 해 둔다).
    """

    def __init__(self, app: ASGIApp, first_screen: FirstScreen | None = None) -> None:
        self.app = app
        self.first_screen = first_screen

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """ASGI 입구."""
        parts = scope_parts(scope) if scope["type"] == "http" else None
        if parts is None or scope["method"] not in ("GET", "HEAD") or not is_page(parts):
            await self.app(scope, receive, send)
            return
        reply = await collect(self.app, scope, "GET", drop=CONDITIONAL | ACCEPT_ENCODING)
        headers = MutableHeaders(raw=list(reply.headers))
        body = reply.body
        status = reply.status
        if status == 200 and "etag" in headers and "text/html" in headers.get("content-type", ""):
            head = document_head(base_path(), _BY_URL[parts[0]].chart_first)
            body = with_head(body, head)
            first = await self._first(parts[0], scope)
            if first:
                body = with_boot_later(with_first(body, first))
            etag = headers["etag"].removeprefix("W/").strip('"')
            tag = hashlib.sha256(head + first).hexdigest()[:8]
            headers["etag"] = f'W/"{etag}-{tag}"'
            headers["content-length"] = str(len(body))
            del headers["accept-ranges"]  # 범위 요청은 안쪽에 넘기지 않았다
            if _matches(Headers(scope=scope).get("if-none-match", ""), headers["etag"]):
                status, body = 304, b""
                del headers["content-length"]
        await respond(send, status, headers, body, head=scope["method"] == "HEAD")

    async def _first(self, url: str, scope: Scope) -> bytes:
        """이 링크의 첫 화면의 그림 (없으면 빈 바이트). 처음 만드는 링크는 스레드에서 (판을 세는
        데 몇 ms 가 든다: 다른 요청을 막지 않게), 그 뒤는 만들어 둔 것."""
        if self.first_screen is None:
            return b""
        query = scope.get("query_string", b"").decode("latin-1")
        made = await anyio.to_thread.run_sync(self.first_screen, url, query)
        return made or b""


def _matches(if_none_match: str, etag: str) -> bool:
    """If-None-Match 가 etag 를 가리키는지 (약한 비교: W/ 는 뗀다)."""
    wanted = etag.removeprefix("W/")
    return any(tag.strip().removeprefix("W/") in (wanted, "*") for tag in if_none_match.split(","))


def _compressed(parts: list[str]) -> bool:
    """우리가 주는 것 가운데 압축해 둘 것: 페이지 문서와 브라우저 파일 (Streamlit 의 static 은
    StaticCompression 이 스스로 안다)."""
    return is_document(parts) or is_asset(parts)


def build_middleware(
    environ: Mapping[str, str],
    first_screen: FirstScreen | None = None,
    settle: Settle | None = None,
) -> list[Middleware]:
    """우리 미들웨어 (바깥부터 차례로, 모듈 설명의 1-3; 기기 쿠키는 압축해 둔 문서 바깥에서).

    environ: 서버의 환경 변수 (streamlit_app.py 가 시작할 때 os.environ 을 건넨다; 여기서는 다른
    곳을 읽지 않는다). COMPRESSION_ENV 가 off 면 StaticCompression 을 뺀다. first_screen: 페이지
    문서에 넣을 첫 화면의 그림 (ui/firstscreen.FirstScreens; None 이면 넣지 않는다). settle: 여는
    사람마다 다른 첫 화면인 링크를 정한 링크로 바꾼다 (FirstScreens.settle; None 이면 두지
    않는다).
    """
    stack = [Middleware(PageRedirect, settle=settle), Middleware(DeviceCookie)]
    if environ.get(COMPRESSION_ENV, "on").lower() != "off":
        stack.append(Middleware(StaticCompression, documents=_compressed))
    stack += [Middleware(BrowserAssets), Middleware(PageScripts, first_screen=first_screen)]
    return stack
