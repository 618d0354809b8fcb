"""우리 브라우저 파일을 주는 주소 (ASGI 미들웨어): /nbm/<이름> → ui/browser/vendor 의 파일.

지금은 plotly.js 의 부분 묶음 하나다 (ui/browser.bundle_name: 이름에 내용 해시). 이름이 내용을
말하므로 오래 두게 (immutable) 주고, 압축은 바깥의 StaticCompression 이 파일마다 한 번 해 둔다
(ETag 를 붙인다). 모르는 이름은 404. server.baseUrlPath 아래에서도 같다.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache

from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Receive, Scope, Send

from ..browser import ASSET_ROUTE, BUNDLE, bundle_name
from .compression import respond
from .paths import scope_parts

__all__ = ["Asset", "BrowserAssets", "asset", "is_asset"]

# 이름에 내용 해시가 든 파일: 한 해 동안 다시 묻지 않는다
IMMUTABLE = "public, max-age=31536000, immutable"


@dataclass(frozen=True)
class Asset:
    """주는 파일 하나: 본문, 내용 형식, ETag (내용의 해시)."""

    body: bytes
    content_type: str
    etag: str


@cache
def _assets() -> dict[str, Asset]:
    body = BUNDLE.read_bytes()
    etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'
    return {bundle_name(): Asset(body, "text/javascript; charset=utf-8", etag)}


def asset(name: str) -> Asset | None:
    """이름 name 의 파일 (없으면 None)."""
    return _assets().get(name)


def is_asset(parts: list[str]) -> bool:
    """앱 안 단계들이 우리 브라우저 파일의 주소 (/nbm/<이름>) 인지."""
    return len(parts) == 2 and parts[0] == ASSET_ROUTE


class BrowserAssets:
    """GET · HEAD /nbm/<이름> 에 그 파일을 준다 (If-None-Match 가 맞으면 304). 나머지는 안쪽으로."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """ASGI 입구."""
        parts = scope_parts(scope) if scope["type"] == "http" else None
        if parts is None or not is_asset(parts):
            await self.app(scope, receive, send)
            return
        found = asset(parts[1])
        head = scope["method"] == "HEAD"
        if found is None or scope["method"] not in ("GET", "HEAD"):
            await respond(send, 404, MutableHeaders({"content-length": "0"}), b"", head=head)
            return
        headers = MutableHeaders(
            {
                "content-type": found.content_type,
                "cache-control": IMMUTABLE,
                "etag": found.etag,
                "content-length": str(len(found.body)),
            }
        )
        wanted = Headers(scope=scope).get("if-none-match", "")
        if found.etag in [tag.strip().removeprefix("W/") for tag in wanted.split(",")]:
            del headers["content-length"]
            await respond(send, 304, headers, b"", head=True)
            return
        await respond(send, 200, headers, found.body, head=head)
