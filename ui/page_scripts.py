"""페이지 문서 (Streamlit 의 index.html) 에 우리 스크립트를 넣는 ASGI 미들웨어.

두 번 누름 막기와 자판 줄 (ui/turns.py), 브라우저 기록 다루기 (ui/links.py) 는 페이지를 여는
순간부터 있어야 한다. st.html 로 실행마다 넣으면 첫 실행의 주소 쓰기가 스크립트보다 먼저 처리돼
기록에 칸이 하나 더 생기고 (뒤로 가기가 같은 페이지의 빈 주소에 닿는다), 실행마다 수 kB 를 다시
보낸다. 그래서 문서의 </head> 앞에 한 번 넣는다. Streamlit 은 문서를 gzip 으로 줄 수 있으므로
문서 요청에서는 Accept-Encoding 을 빼고 받아 넣는다 (문서는 7 kB 남짓).
"""

from __future__ import annotations

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from streamlit import config

from .framework import STREAMLIT_ROUTES
from .links import history_script
from .turns import TAP_GUARD

__all__ = ["PageScripts", "page_scripts", "with_scripts"]


def page_scripts() -> str:
    """문서에 넣을 <script>: 두 번 누름 막기와 기록 다루기 (앱의 뿌리 주소를 넣어서)."""
    base = str(config.get_option("server.baseUrlPath") or "").strip("/")
    return f"<script>{TAP_GUARD}\n{history_script(base)}</script>"


def with_scripts(html: bytes, scripts: str) -> bytes:
    """문서의 </head> 앞에 scripts 를 넣는다 (</head> 가 없으면 그대로)."""
    head = html.rfind(b"</head>")
    if head < 0:
        return html
    return html[:head] + scripts.encode() + html[head:]


def _is_document(scope: Scope) -> bool:
    """브라우저가 페이지를 여는 요청인지 (자원 · API 요청이 아니라)."""
    if scope["type"] != "http" or scope["method"] != "GET":
        return False
    headers = dict(scope.get("headers") or [])
    if "text/html" not in headers.get(b"accept", b"").decode("latin-1"):
        return False
    parts = [p for p in scope.get("path", "").split("/") if p]
    return not any(p in STREAMLIT_ROUTES for p in parts)


class PageScripts:
    """문서 응답에 page_scripts 를 넣는다. 나머지 요청은 그대로 넘긴다."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """ASGI 입구."""
        if not _is_document(scope):
            await self.app(scope, receive, send)
            return
        plain = [(k, v) for k, v in scope.get("headers") or [] if k != b"accept-encoding"]
        start: Message | None = None
        body: list[bytes] = []

        async def collect(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                start = message
                return
            body.append(message.get("body", b""))
            if message.get("more_body"):
                return
            assert start is not None
            content = b"".join(body)
            headers = MutableHeaders(raw=list(start["headers"]))
            html = headers.get("content-type", "").startswith("text/html")
            if html and start["status"] == 200 and "content-encoding" not in headers:
                content = with_scripts(content, page_scripts())
                headers["content-length"] = str(len(content))
                if "etag" in headers:  # 바뀐 문서: Streamlit 의 etag 는 원래 문서의 것
                    del headers["etag"]
            await send({**start, "headers": headers.raw})
            await send({"type": "http.response.body", "body": content})

        await self.app({**scope, "headers": plain}, receive, collect)
