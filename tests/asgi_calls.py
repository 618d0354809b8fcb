"""ASGI 시험 도우미: 코루틴을 따로 된 이벤트 루프에서 돌리고, 앱에 요청 하나를 보내 응답을 모은다.

코루틴은 자기 스레드의 새 이벤트 루프에서 돈다: 같은 작업자에서 먼저 돈 브라우저 시험
(Playwright 의 동기 API) 이 이 스레드에 루프를 남겨 두면 asyncio.run 은 거절한다.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from starlette.types import ASGIApp

from ui.server.compression import capture

T = TypeVar("T")


def run_async(coro: Coroutine[Any, Any, T]) -> T:
    """코루틴을 새 스레드의 새 이벤트 루프에서 끝까지 돌린다."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coro).result()


@dataclass(frozen=True)
class Reply:
    """응답 하나: 상태, 머리글 (이름은 소문자), 본문."""

    status: int
    headers: dict[str, str]
    body: bytes


async def send_request(
    app: ASGIApp,
    path: str,
    *,
    method: str = "GET",
    query: str = "",
    headers: Iterable[tuple[str, str]] = (),
) -> Reply:
    """app 에 HTTP 요청 하나를 보내고 응답을 모은다 (이벤트 루프 안에서)."""
    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "server": ("127.0.0.1", 8501),
        "client": ("127.0.0.1", 50000),
        "root_path": "",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query.encode("latin-1"),
        "headers": [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers],
    }
    got = await capture(app, scope)
    found = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in got.headers}
    return Reply(got.status, found, got.body)


def request(app: ASGIApp, path: str, **options: Any) -> Reply:
    """send_request 를 따로 된 루프에서 돌린다 (동기 시험에서). options 는 send_request 의 것."""
    return run_async(send_request(app, path, **options))
