"""서버 쪽 주소 정리 (ASGI 미들웨어): 우리 페이지가 아닌 주소로 온 페이지 요청을 돌려보낸다.

Streamlit 은 모르는 주소에도 index.html 을 주는데, /keeper/extra 처럼 두 단계인 주소에서는
화면의 상대 경로 (./static/js/…) 가 /keeper/static/… 로 풀려 자바스크립트 대신 HTML 을 받고
빈 화면에서 멈춘다 (/foo 처럼 모르는 한 단계는 영어 'Page not found' 창이 뜬다). 그래서 문서
요청 (브라우저의 페이지 열기) 만 골라:
- /keeper/extra → /keeper (첫 단계가 우리 페이지면), /foo/bar · /foo → 첫 화면 (아니면),
- / → 첫 화면 (/autoplay). 진입 파일의 st.switch_page 로 옮겨 가면 브라우저 기록에 '/' 칸이
  남아 뒤로 가기가 그 칸에 닿을 때마다 다시 앞으로 튕긴다. HTTP 302 는 칸을 남기지 않는다.
쿼리 (?lang=en…) 는 그대로 둔다. 자원 요청, 그리고 Streamlit 자신의 주소 (/_stcore, /media,
/auth …) 는 건드리지 않는다. server.baseUrlPath 를 쓰면 그 아래에서 같은 규칙을 쓴다.
"""

from __future__ import annotations

from starlette.middleware import Middleware
from starlette.responses import RedirectResponse
from starlette.types import ASGIApp, Receive, Scope, Send
from streamlit import config

from .framework import STREAMLIT_ROUTES
from .nav import HOME, PAGES
from .page_scripts import PageScripts

__all__ = ["MIDDLEWARE", "PageRedirect", "redirect_target"]

_URLS = frozenset(page.url for page in PAGES)


def redirect_target(path: str, accept: str, base: str = "") -> str | None:
    """문서 요청 path 를 돌려보낼 곳, 그대로 두면 None.

    accept: 요청의 Accept 머리글. base: server.baseUrlPath (앞뒤 / 없이, 없으면 "").
    """
    if "text/html" not in accept:
        return None  # 자원 (js · css · 그림) 이나 API 요청
    parts = [p for p in path.split("/") if p]
    root = base.split("/") if base else []
    if parts[: len(root)] != root:
        return None  # 앱 바깥의 주소
    parts = parts[len(root) :]
    if parts and (parts[0] in STREAMLIT_ROUTES or "_stcore" in parts):
        return None  # Streamlit 자신의 주소
    if len(parts) == 1 and parts[0] in _URLS:
        return None  # 우리 페이지
    page = parts[0] if parts and parts[0] in _URLS else HOME.url
    return "/" + "/".join([*root, page])


class PageRedirect:
    """redirect_target 이 정한 곳으로 302. 나머지 요청은 Streamlit 에 그대로 넘긴다."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """ASGI 입구."""
        if scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
            headers = dict(scope.get("headers") or [])
            accept = headers.get(b"accept", b"").decode("latin-1")
            base = str(config.get_option("server.baseUrlPath") or "").strip("/")
            target = redirect_target(scope.get("path", ""), accept, base)
            if target is not None:
                query = scope.get("query_string", b"").decode("latin-1")
                url = f"{target}?{query}" if query else target
                await RedirectResponse(url, status_code=302)(scope, receive, send)
                return
        await self.app(scope, receive, send)


# 바깥부터: 주소 정리, 문서에 스크립트 넣기
MIDDLEWARE = [Middleware(PageRedirect), Middleware(PageScripts)]
