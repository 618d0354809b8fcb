"""정적 파일 압축 (ui/server/compression.py). 안쪽 앱은 Streamlit 의 정적 파일 처리기 (임시
폴더)."""

from __future__ import annotations

import asyncio
import gzip
from pathlib import Path

import pytest
from asgi_calls import Reply, request, run_async, send_request
from starlette.middleware.gzip import GZipMiddleware
from starlette.routing import Mount, Router
from starlette.types import ASGIApp, Receive, Scope, Send
from streamlit.web.server.starlette.starlette_static_routes import create_streamlit_static_handler

from ui.server.compression import GZIP, Codec, CompressedCache, StaticCompression, choose_encoding

BUNDLE = "/static/js/app.3f9a.js"
SOURCE = b"export function f(n){return n*2}\n" * 3000  # 글: 잘 줄어든다
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8
GZ = [("accept-encoding", "gzip, deflate, br")]


class Counting:
    """안쪽 앱을 감싸 방법 (GET · HEAD) 마다 불린 횟수를 센다."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.calls: dict[str, int] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.calls[scope["method"]] = self.calls.get(scope["method"], 0) + 1
        await self.app(scope, receive, send)


@pytest.fixture
def static_dir(tmp_path: Path) -> Path:
    """Streamlit 의 static 폴더 모양: index.html, static/js/*.js, static/media/*.png."""
    (tmp_path / "static" / "js").mkdir(parents=True)
    (tmp_path / "static" / "media").mkdir()
    (tmp_path / "index.html").write_text("<html><head><script src='x'></script></head></html>")
    (tmp_path / BUNDLE.lstrip("/")).write_bytes(SOURCE)
    (tmp_path / "static" / "media" / "logo.a1.png").write_bytes(PNG)
    return tmp_path


@pytest.fixture
def inner(static_dir: Path) -> Counting:
    return Counting(create_streamlit_static_handler(str(static_dir), None))


def test_bundle_comes_back_gzipped_with_the_same_bytes(inner: Counting) -> None:
    reply = request(StaticCompression(inner, codecs=[GZIP]), BUNDLE, headers=GZ)
    assert reply.status == 200
    assert reply.headers["content-encoding"] == "gzip"
    assert int(reply.headers["content-length"]) == len(reply.body) < len(SOURCE) // 10
    assert gzip.decompress(reply.body) == SOURCE


def test_an_inner_gzip_layer_does_not_compress_twice(inner: Counting) -> None:
    # Streamlit 의 gzip 층처럼 GET 만 압축하고 HEAD 는 그대로 두는 안쪽 앱
    app = StaticCompression(GZipMiddleware(inner, minimum_size=10), codecs=[GZIP])
    assert gzip.decompress(request(app, BUNDLE, headers=GZ).body) == SOURCE


def test_cache_headers_are_kept_beside_vary_and_a_weak_etag(inner: Counting) -> None:
    plain = request(inner, BUNDLE)
    reply = request(StaticCompression(inner, codecs=[GZIP]), BUNDLE, headers=GZ)
    assert reply.headers["cache-control"] == plain.headers["cache-control"]
    assert "immutable" in reply.headers["cache-control"]
    assert reply.headers["vary"] == "Accept-Encoding"
    assert reply.headers["etag"] == "W/" + plain.headers["etag"]
    assert reply.headers["last-modified"] == plain.headers["last-modified"]
    assert "accept-ranges" not in reply.headers  # 범위는 압축하지 않은 바이트에만


def test_second_request_does_not_compress_again(inner: Counting) -> None:
    app = StaticCompression(inner, codecs=[GZIP])
    first = request(app, BUNDLE, headers=GZ)
    second = request(app, BUNDLE, headers=GZ)
    assert app.compressions == 1
    assert second.body == first.body
    assert (first.headers["server-timing"], second.headers["server-timing"]) == (
        'compress;desc="miss"',
        'compress;desc="hit"',
    )
    # 본문은 압축할 때 한 번만 읽고, 나머지는 머리글만 묻는다
    assert inner.calls == {"HEAD": 2, "GET": 1}


def test_first_requests_arriving_together_compress_once(inner: Counting) -> None:
    app = StaticCompression(inner, codecs=[GZIP])

    async def together() -> list[Reply]:
        return await asyncio.gather(*(send_request(app, BUNDLE, headers=GZ) for _ in range(4)))

    replies = run_async(together())
    assert app.compressions == 1
    assert {gzip.decompress(r.body) for r in replies} == {SOURCE}


@pytest.mark.parametrize("accept", ["", "identity", "gzip;q=0", "br", "deflate"])
def test_client_that_does_not_accept_compression_gets_the_plain_file(
    inner: Counting, accept: str
) -> None:
    app = StaticCompression(inner, codecs=[GZIP])
    reply = request(app, BUNDLE, headers=[("accept-encoding", accept)])
    assert reply.status == 200
    assert "content-encoding" not in reply.headers
    assert reply.body == SOURCE
    assert reply.headers["vary"] == "Accept-Encoding"  # 캐시가 압축본과 섞지 않게
    assert app.compressions == 0


def test_head_gives_the_compressed_headers_without_a_body(inner: Counting) -> None:
    app = StaticCompression(inner, codecs=[GZIP])
    head = request(app, BUNDLE, method="HEAD", headers=GZ)
    get = request(app, BUNDLE, headers=GZ)
    assert head.body == b""
    assert head.headers["content-encoding"] == "gzip"
    assert head.headers["content-length"] == get.headers["content-length"]
    assert app.compressions == 1


def test_revalidating_the_compressed_copy_gets_304(inner: Counting) -> None:
    app = StaticCompression(inner, codecs=[GZIP])
    etag = request(app, BUNDLE, headers=GZ).headers["etag"]
    reply = request(app, BUNDLE, headers=[*GZ, ("if-none-match", etag)])
    assert (reply.status, reply.body) == (304, b"")
    assert reply.headers["etag"] == etag


def test_compressed_images_and_range_requests_pass_through(inner: Counting) -> None:
    app = StaticCompression(inner, codecs=[GZIP])
    image = request(app, "/static/media/logo.a1.png", headers=GZ)
    assert "content-encoding" not in image.headers
    assert image.body == PNG
    part = request(app, BUNDLE, headers=[*GZ, ("range", "bytes=0-9")])
    assert (part.status, part.body) == (206, SOURCE[:10])
    assert "content-encoding" not in part.headers
    assert app.compressions == 0


def test_brotli_is_chosen_when_the_package_and_the_browser_allow_it(inner: Counting) -> None:
    brotli = Codec("br", lambda data: b"BR" + data)  # brotli 패키지 대신: 고른 것만 본다
    app = StaticCompression(inner, codecs=[brotli, GZIP])
    assert request(app, BUNDLE, headers=GZ).headers["content-encoding"] == "br"
    older = request(app, BUNDLE, headers=[("accept-encoding", "gzip")])
    assert older.headers["content-encoding"] == "gzip"
    assert app.compressions == 2  # 인코딩마다 한 번


@pytest.mark.parametrize(
    ("accept", "chosen"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("gzip", "gzip"),
        ("br;q=0.5, gzip", "gzip"),
        ("br;q=0, gzip;q=0", None),
        ("*", "br"),
        ("*;q=0.1, gzip;q=0.9", "gzip"),
        ("GZIP", "gzip"),
        ("", None),
        ("br;q=abc", None),
    ],
)
def test_encoding_follows_the_browsers_preferences(accept: str, chosen: str | None) -> None:
    codecs = [Codec("br", bytes), GZIP]
    found = choose_encoding(accept, codecs)
    assert (found.name if found else None) == chosen


def test_files_too_big_for_the_store_are_sent_plain(inner: Counting) -> None:
    app = StaticCompression(inner, codecs=[GZIP], limit=len(SOURCE))  # 한 파일은 한도의 1/4 까지
    reply = request(app, BUNDLE, headers=GZ)
    assert "content-encoding" not in reply.headers
    assert reply.body == SOURCE
    assert app.compressions == 0


def test_store_forgets_the_least_recently_used_copy_past_its_limit() -> None:
    cache = CompressedCache(limit=10)

    async def fill() -> list[bool]:
        made = []
        for key in ("a", "b", "a", "c", "a", "b"):
            size = 6 if key == "c" else 4
            body, new = await cache.get((key,), lambda size=size: _value(size))
            assert body is not None
            made.append(new)
        return made

    # a, b 를 두고 (8), a 를 쓰고, c (6) 가 들어오며 가장 오래 안 쓴 b 가 나간다
    assert run_async(fill()) == [True, True, False, True, False, True]


async def _value(size: int) -> bytes:
    return b"x" * size


def test_files_under_a_base_url_path_are_compressed(static_dir: Path, base_url: str) -> None:
    handler = create_streamlit_static_handler(str(static_dir), base_url)
    app = StaticCompression(Router([Mount(f"/{base_url}", app=handler)]), codecs=[GZIP])
    reply = request(app, f"/{base_url}{BUNDLE}", headers=GZ)
    assert reply.headers["content-encoding"] == "gzip"
    assert gzip.decompress(reply.body) == SOURCE
    outside = request(app, BUNDLE, headers=GZ)  # 앱 바깥의 주소는 손대지 않는다
    assert "content-encoding" not in outside.headers
