"""정적 파일 압축 (ASGI 미들웨어): 파일마다 한 번 압축해 두고, 받아들이는 브라우저에 준다.

Streamlit 은 /static/… 묶음을 일부러 압축하지 않는다 (starlette_gzip_middleware.py: 요청마다 다시
압축하는 CPU 가 아깝고, 앞에 압축하는 프록시가 있으리라 본다). Community Cloud 나 노트북에서 폰으로
여는 학생에게는 그 프록시가 없다. 여기서는 (경로, ETag, 인코딩) 마다 한 번만 압축해 메모리에 두므로
(크기 한도, 오래 안 쓴 것부터 버림) 요청마다의 CPU 는 들지 않는다.

- 인코딩: brotli 패키지가 있으면 br, 없으면 표준 라이브러리 gzip. Accept-Encoding 의 q 를 따른다.
- 머리글: Streamlit 의 Cache-Control (immutable) 은 그대로, Content-Encoding · Content-Length ·
  Vary: Accept-Encoding 을 붙이고, ETag 는 약한 것 (W/) 으로 (바이트가 다르므로; Starlette 의
  If-None-Match 비교는 W/ 를 떼고 하므로 304 는 그대로 산다). Accept-Ranges 는 뺀다.
- Range 요청 · 압축을 받지 않는 브라우저 · 이미 압축된 형식 (png, woff2) 은 손대지 않는다.
- HEAD 는 압축본의 머리글을 준다. Server-Timing 에 이번 요청이 압축했는지 (miss) 를 적는다.
"""

from __future__ import annotations

import gzip
import importlib
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field

import anyio
from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..internals import STATIC
from .paths import scope_parts

__all__ = [
    "ACCEPT_ENCODING",
    "CONDITIONAL",
    "GZIP",
    "Codec",
    "Collected",
    "CompressedCache",
    "StaticCompression",
    "available_codecs",
    "capture",
    "choose_encoding",
    "collect",
    "respond",
]

# 압축해 볼 만한 파일 (글). png · gif · woff2 는 이미 압축되어 있다
COMPRESSIBLE = frozenset({".js", ".mjs", ".css", ".json", ".map", ".svg", ".txt", ".html", ".wasm"})
GZIP_LEVEL = 9  # 플롯리 묶음 (4.7 MB) 에 약 0.2 초, 한 번만
BROTLI_QUALITY = 6  # 같은 묶음에 gzip 9 와 비슷한 시간, 14% 작다 (11 은 10 초가 넘는다)
STORE_LIMIT = 64 * 1024 * 1024  # 압축본을 두는 메모리 한도 (Streamlit 의 모든 묶음 gzip ≈ 7 MB)

_PATHSEND = "http.response.pathsend"
# 조건부 요청의 머리글: 빼고 물으면 안쪽 앱이 304 대신 본문을 준다
CONDITIONAL = frozenset({b"if-none-match", b"if-modified-since"})
# 안쪽에는 압축 없이 묻는다: Streamlit 의 gzip 은 HEAD 에는 붙지 않고 GET 에만 붙어 (페이지 문서)
# 둘을 견줄 수 없고, 압축은 여기서 한다
ACCEPT_ENCODING = frozenset({b"accept-encoding"})


@dataclass(frozen=True)
class Codec:
    """인코딩 하나: 이름 (Content-Encoding 값) 과 압축 함수."""

    name: str
    compress: Callable[[bytes], bytes]


def _gzip(data: bytes) -> bytes:
    # mtime=0: 같은 파일이면 같은 바이트 (복제본끼리도)
    return gzip.compress(data, GZIP_LEVEL, mtime=0)


GZIP = Codec("gzip", _gzip)


def available_codecs() -> tuple[Codec, ...]:
    """쓸 수 있는 인코딩, 좋은 것부터: brotli 패키지가 있으면 br, 그리고 늘 gzip (표준)."""
    try:
        brotli = importlib.import_module("brotli")
    except ImportError:
        return (GZIP,)
    return (Codec("br", lambda data: brotli.compress(data, quality=BROTLI_QUALITY)), GZIP)


def choose_encoding(accept: str, codecs: Iterable[Codec]) -> Codec | None:
    """Accept-Encoding (accept) 이 받는 것 중 q 가 가장 큰 것 (같으면 codecs 의 앞); 없으면 None.

    >>> choose_encoding("br;q=0, gzip", available_codecs()).name
    'gzip'
    """
    weights: dict[str, float] = {}
    for item in accept.split(","):
        name, _, params = item.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name:
            weights[name.strip().lower()] = q
    best: tuple[float, Codec] | None = None
    for codec in codecs:
        q = weights.get(codec.name, weights.get("*", 0.0))
        if q > 0 and (best is None or q > best[0]):
            best = (q, codec)
    return best[1] if best else None


@dataclass
class CompressedCache:
    """압축본 보관소: 열쇠마다 한 번만 만들고 (동시에 온 요청은 같은 일을 기다린다), 크기 한도를
    넘으면 오래 안 쓴 것부터 버린다. 서버 프로세스에 하나 (미들웨어가 가진다)."""

    limit: int = STORE_LIMIT
    _kept: OrderedDict[tuple[str, ...], bytes] = field(default_factory=OrderedDict)
    _pending: dict[tuple[str, ...], anyio.Event] = field(default_factory=dict)
    _size: int = 0

    async def get(
        self, key: tuple[str, ...], make: Callable[[], Awaitable[bytes | None]]
    ) -> tuple[bytes | None, bool]:
        """(압축본, 이번에 만들었는지). make 가 None 을 주면 (만들 수 없으면) None."""
        while key in self._pending:  # 누가 만드는 중: 끝나길 기다려 그 결과를 쓴다
            await self._pending[key].wait()
        if key in self._kept:
            self._kept.move_to_end(key)
            return self._kept[key], False
        done = self._pending[key] = anyio.Event()
        try:
            body = await make()
            if body is not None:
                self._keep(key, body)
            return body, True
        finally:
            del self._pending[key]
            done.set()

    def _keep(self, key: tuple[str, ...], body: bytes) -> None:
        self._kept[key] = body
        self._size += len(body)
        while self._size > self.limit and len(self._kept) > 1:
            _, old = self._kept.popitem(last=False)
            self._size -= len(old)


@dataclass
class Collected:
    """안쪽 앱이 보낸 응답 하나 (상태, 머리글, 본문)."""

    status: int
    headers: list[tuple[bytes, bytes]]
    body: bytes


async def collect(
    app: ASGIApp, scope: Scope, method: str, *, drop: Iterable[bytes] = ()
) -> Collected:
    """안쪽 앱에 요청을 따로 하나 보내 응답을 모은다. 범위 머리글과 drop (소문자 이름들) 은 뺀다
    (CONDITIONAL 을 빼면 304 없이 늘 본문을 받는다)."""
    drop = {b"range", b"if-range", *drop}
    inner = {
        **scope,
        "method": method,
        "headers": [(k, v) for k, v in scope.get("headers") or [] if k not in drop],
        # pathsend 를 주면 FileResponse 가 본문 대신 파일 경로를 보낸다: 바이트가 필요하다
        "extensions": {k: v for k, v in (scope.get("extensions") or {}).items() if k != _PATHSEND},
    }
    return await capture(app, inner)


async def capture(app: ASGIApp, scope: Scope) -> Collected:
    """본문 없는 요청 scope 를 app 에 보내고 응답 (상태, 머리글, 본문) 을 모은다."""
    start: dict = {}
    chunks: list[bytes] = []
    asked = False
    never = anyio.Event()

    async def receive() -> Message:
        nonlocal asked
        if not asked:
            asked = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await never.wait()  # 연결 끊김을 기다리는 응답은 보낼 것을 다 보내면 스스로 멈춘다
        return {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        if message["type"] == "http.response.start":
            start.update(message)
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, send)
    return Collected(start["status"], list(start.get("headers") or []), b"".join(chunks))


async def respond(
    send: Send, status: int, headers: MutableHeaders, body: bytes, *, head: bool = False
) -> None:
    """응답 하나를 보낸다 (head 면 머리글만: Content-Length 는 본문의 것 그대로)."""
    await send({"type": "http.response.start", "status": status, "headers": headers.raw})
    await send({"type": "http.response.body", "body": b"" if head else body})


def _add_vary(headers: MutableHeaders) -> None:
    vary = headers.get("vary")
    if vary is None:
        headers["vary"] = "Accept-Encoding"
    elif "accept-encoding" not in vary.lower():
        headers["vary"] = f"{vary}, Accept-Encoding"


def _weak(etag: str) -> str:
    return etag if etag.startswith("W/") else f"W/{etag}"


class StaticCompression:
    """Streamlit 의 정적 파일을 압축해 주는 ASGI 미들웨어 (모듈 설명 참고).

    codecs: 쓸 인코딩 (좋은 것부터; 기본은 available_codecs()). documents: 앱 안 단계들을 받아
    그 주소가 압축할 문서 (우리 페이지의 index.html) 인지. compressions: 지금까지 압축한 횟수.
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        codecs: Iterable[Codec] | None = None,
        documents: Callable[[list[str]], bool] = lambda parts: False,
        limit: int = STORE_LIMIT,
    ) -> None:
        self.app = app
        self.codecs = tuple(codecs) if codecs is not None else available_codecs()
        self.documents = documents
        self.cache = CompressedCache(limit)
        self.compressions = 0

    def _wanted(self, scope: Scope) -> bool:
        """압축해 볼 요청인지: GET · HEAD 로 정적 파일 (글) 이나 문서를 달라는 것."""
        if scope["type"] != "http" or scope["method"] not in ("GET", "HEAD"):
            return False
        parts = scope_parts(scope)
        if parts is None:
            return False
        if parts[:1] == [STATIC]:
            name = parts[-1]
            return "." in name and name[name.rfind(".") :].lower() in COMPRESSIBLE
        return self.documents(parts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """ASGI 입구."""
        if not self._wanted(scope):
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        codec = choose_encoding(headers.get("accept-encoding", ""), self.codecs)
        if codec is None or "range" in headers:
            await self.app(scope, receive, _varying(send))
            return
        probe = await collect(self.app, scope, "HEAD", drop=ACCEPT_ENCODING)
        if not self._compressible(probe):
            if scope["method"] == "HEAD" or probe.status == 304:
                await _replay(probe, send)
            else:
                await self.app(scope, receive, _varying(send))
            return
        etag = Headers(raw=probe.headers)["etag"]
        key = (scope["path"], etag, codec.name)
        body, made = await self.cache.get(key, lambda: self._compress(scope, etag, codec))
        if body is None:  # 그새 파일이 바뀌었다: 손대지 않는다
            await self.app(scope, receive, _varying(send))
            return
        out = MutableHeaders(raw=list(probe.headers))
        for name in ("content-length", "accept-ranges", "content-encoding"):
            del out[name]
        out["content-encoding"] = codec.name
        out["content-length"] = str(len(body))
        out["etag"] = _weak(etag)
        out["server-timing"] = f'compress;desc="{"miss" if made else "hit"}"'
        _add_vary(out)
        await respond(send, 200, out, body, head=scope["method"] == "HEAD")

    def _compressible(self, probe: Collected) -> bool:
        """압축해 둘 응답인지: 200, ETag 가 있고 (내용의 이름), 아직 압축되지 않았고, 보관소에
        들어갈 크기."""
        headers = Headers(raw=probe.headers)
        return (
            probe.status == 200
            and "etag" in headers
            and "content-encoding" not in headers
            and int(headers.get("content-length", "0")) <= self.cache.limit // 4
        )

    async def _compress(self, scope: Scope, etag: str, codec: Codec) -> bytes | None:
        """안쪽 앱에서 본문을 받아 (ETag 가 같을 때만) 스레드에서 압축한다."""
        reply = await collect(self.app, scope, "GET", drop=CONDITIONAL | ACCEPT_ENCODING)
        headers = Headers(raw=reply.headers)
        if reply.status != 200 or headers.get("etag") != etag or "content-encoding" in headers:
            return None
        self.compressions += 1
        return await anyio.to_thread.run_sync(codec.compress, reply.body)


def _varying(send: Send) -> Send:
    """응답 머리글에 Vary: Accept-Encoding 을 붙이는 send (압축하지 않고 보낼 때도 캐시가 섞지
    않도록)."""

    async def wrapped(message: Message) -> None:
        if message["type"] == "http.response.start":
            headers = MutableHeaders(raw=list(message.get("headers") or []))
            _add_vary(headers)
            message = {**message, "headers": headers.raw}
        await send(message)

    return wrapped


async def _replay(reply: Collected, send: Send) -> None:
    """모아 둔 머리글만의 응답 (HEAD, 304) 을 그대로 보낸다. 304 의 ETag 는 압축본의 것 (W/)."""
    headers = MutableHeaders(raw=list(reply.headers))
    if reply.status == 304 and "etag" in headers:
        headers["etag"] = _weak(headers["etag"])
    _add_vary(headers)
    await respond(send, reply.status, headers, reply.body)
