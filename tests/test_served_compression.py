"""`streamlit run` 서버 (README 대로) 가 정적 묶음을 한 번 압축해 두고 주는지, 브라우저 없이."""

from __future__ import annotations

import gzip
import re
import urllib.request
from collections.abc import Iterator

import pytest

from tests.e2e.conftest import served
from ui.browser import sent

HTML = "text/html,application/xhtml+xml,*/*;q=0.8"
# 진짜 `streamlit run` 서버를 띄운다 (pyproject.toml 의 slow: 빠른 시험 명령에서 빠진다)
pytestmark = pytest.mark.slow


def fetch(url: str, *, method: str = "GET", **headers: str) -> tuple[int, dict[str, str], bytes]:
    """(상태, 머리글 (소문자), 본문). urllib 은 압축을 풀지 않으므로 받은 바이트 그대로다."""
    names = {k.replace("_", "-"): v for k, v in headers.items()}
    req = urllib.request.Request(url, method=method, headers=names)
    with urllib.request.urlopen(req, timeout=30) as resp:
        return resp.status, {k.lower(): v for k, v in resp.headers.items()}, resp.read()


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """이 파일이 같이 쓰는 새 서버의 주소 (아직 아무도 묶음을 받지 않았다)."""
    with served() as (url, _):
        yield url


@pytest.fixture(scope="module")
def bundles(server: str) -> list[str]:
    """index.html 이 부르는 자바스크립트 묶음들의 주소, 큰 입구 묶음 (src) 먼저. 시험마다 다른 것을
    써서, 어느 시험이 먼저 돌든 저마다 처음 받는다."""
    _, _, html = fetch(f"{server}/", Accept=HTML)
    found = re.findall(rb'(?:src|href)="\./(static/js/[^"]+\.js)"', html)
    assert len(found) >= 2
    return [f"{server}/{path.decode()}" for path in found]


def test_bundle_is_compressed_once_and_decompresses_to_the_plain_file(bundles: list[str]) -> None:
    bundle = bundles[0]
    _, first_headers, first = fetch(bundle, Accept_Encoding="gzip, deflate, br")
    _, again_headers, again = fetch(bundle, Accept_Encoding="gzip, deflate, br")
    _, plain_headers, plain = fetch(bundle)
    assert first_headers["content-encoding"] == again_headers["content-encoding"] == "gzip"
    assert gzip.decompress(first) == gzip.decompress(again) == plain
    assert len(first) < len(plain) // 2
    assert int(first_headers["content-length"]) == len(first)
    # 처음 받은 것이 압축했고 (miss), 다음은 둔 것을 받았다 (hit)
    assert first_headers["server-timing"] == 'compress;desc="miss"'
    assert again_headers["server-timing"] == 'compress;desc="hit"'
    assert "content-encoding" not in plain_headers
    for headers in (first_headers, plain_headers):
        assert "immutable" in headers["cache-control"]
        assert headers["vary"] == "Accept-Encoding"


def test_head_gives_the_compressed_length(bundles: list[str]) -> None:
    bundle = bundles[1]
    status, headers, body = fetch(bundle, method="HEAD", Accept_Encoding="gzip")
    _, _, got = fetch(bundle, Accept_Encoding="gzip")
    assert (status, body) == (200, b"")
    assert headers["content-encoding"] == "gzip"
    assert int(headers["content-length"]) == len(got)


def test_page_document_carries_the_base_url_hint(server: str) -> None:
    _, headers, body = fetch(f"{server}/keeper", Accept=HTML, Accept_Encoding="gzip")
    assert headers["content-encoding"] == "gzip"
    assert sent("base_url.js").encode() in gzip.decompress(body)
