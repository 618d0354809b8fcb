"""ui/framework.py 가 기대는 Streamlit 의 약속이 설치된 판에서도 참인지 (올리면 먼저 깨진다)."""

from __future__ import annotations

import re
from pathlib import Path

from asgi_calls import request
from streamlit import file_util
from streamlit.web.server.starlette import starlette_routes
from streamlit.web.server.starlette.starlette_static_routes import create_streamlit_static_handler

from ui.framework import (
    BASE_URL_SCRIPT,
    CORE,
    IMMUTABLE,
    ROUTES,
    STATIC,
    app_parts,
    with_base_url_script,
)

STATIC_DIR = Path(file_util.get_static_dir())
INDEX = (STATIC_DIR / "index.html").read_bytes()


def _entry_script() -> str:
    """index.html 이 부르는 첫 모듈 스크립트의 경로 (static/js/index.….js)."""
    found = re.search(rb'<script type="module"[^>]* src="\./(static/js/[^"]+)"', INDEX)
    assert found, "index.html no longer loads its bundle as ./static/js/…"
    return found.group(1).decode()


def test_streamlit_routes_are_the_ones_we_name() -> None:
    assert starlette_routes.BASE_ROUTE_CORE == CORE
    assert starlette_routes.BASE_ROUTE_STATIC == STATIC
    for route in (starlette_routes.BASE_ROUTE_MEDIA, starlette_routes.BASE_ROUTE_COMPONENT):
        assert route in ROUTES


def test_streamlit_serves_its_hashed_bundles_immutable() -> None:
    handler = create_streamlit_static_handler(str(STATIC_DIR), None)
    reply = request(handler, "/" + _entry_script(), method="HEAD")
    assert reply.status == 200
    assert IMMUTABLE in reply.headers["cache-control"]
    assert "etag" in reply.headers  # 압축본을 (경로, ETag) 로 둔다


def test_the_page_reads_its_backend_base_url_from_window_streamlit() -> None:
    bundle = (STATIC_DIR / _entry_script()).read_text(encoding="utf-8")
    assert "window.__streamlit" in bundle
    assert "BACKEND_BASE_URL" in bundle
    assert "_stcore/host-config" in bundle


def test_the_hint_runs_before_streamlits_own_scripts() -> None:
    html = with_base_url_script(INDEX)
    assert html.count(BASE_URL_SCRIPT) == 1
    assert html.index(BASE_URL_SCRIPT) < html.index(b'<script type="module"')
    assert html.replace(BASE_URL_SCRIPT, b"") == INDEX


def test_app_parts_strip_the_base_url_path() -> None:
    assert app_parts("/keeper", "") == ["keeper"]
    assert app_parts("/a/b/static/x.js", "a/b") == ["static", "x.js"]
    assert app_parts("/other/keeper", "a") is None
