"""새 사용자가 페이지를 주소로 처음 열 때 브라우저 콘솔에 오류가 없다 (404 인 probe 도 없다).

Streamlit 의 화면은 /keeper 에서 /keeper/_stcore/health · host-config 를 먼저 물어 404 를 받았다
(ui/browser/base_url.js 가 막는다). 정적 묶음은 압축되어 온다 (ui/server/compression.py).
"""

from __future__ import annotations

import pytest
from pageops import DRAWN, TITLES, heading, no_error

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
@pytest.mark.parametrize("url", list(TITLES))
def test_fresh_page_load_has_no_console_errors(page, server, url: str) -> None:
    errors: list[str] = []
    failed: list[str] = []
    encodings: set[str] = set()

    def seen(response) -> None:
        if response.status >= 400:
            failed.append(f"{response.status} {response.url}")
        if "/static/js/" in response.url:
            encodings.add(response.headers.get("content-encoding", "none"))

    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("response", seen)
    page.goto(f"{server}/{url}")
    heading(page, "ko", url).wait_for(timeout=120_000)
    page.locator(DRAWN[url]).first.wait_for(timeout=120_000)
    no_error(page)
    assert failed == []
    assert errors == []
    assert len(encodings) == 1 and encodings <= {"gzip", "br"}  # 묶음은 모두 압축되어 왔다
