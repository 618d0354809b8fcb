"""ui/framework.py 가 기대는 Streamlit 의 약속이 설치된 판에서도 참인지 (올리면 먼저 깨진다).

브라우저 쪽 이름 (앱 상자의 실행 상태, 열쇠 클래스) 은 tests/e2e/test_framework_hooks.py 가 본다."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from asgi_calls import request
from streamlit import file_util
from streamlit.runtime.scriptrunner_utils.script_run_context import ScriptRunContext
from streamlit.web.server.starlette import starlette_routes
from streamlit.web.server.starlette.starlette_static_routes import create_streamlit_static_handler

from ui import links
from ui.framework import (
    BASE_URL_SCRIPT,
    CORE,
    IMMUTABLE,
    ROUTES,
    STATIC,
    app_parts,
    is_history_navigation,
    preload_links,
    with_page_scripts,
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


def test_the_hint_and_our_scripts_run_before_streamlits_own_scripts() -> None:
    ours = b"<script>window.ours=1</script>"
    html = with_page_scripts(INDEX, ours)
    assert html.count(BASE_URL_SCRIPT) == 1 and html.count(ours) == 1
    assert html.index(ours) < html.index(b'<script type="module"')
    assert html.replace(BASE_URL_SCRIPT + ours, b"") == INDEX


def test_app_parts_strip_the_base_url_path() -> None:
    assert app_parts("/keeper", "") == ["keeper"]
    assert app_parts("/a/b/static/x.js", "a/b") == ["static", "x.js"]
    assert app_parts("/other/keeper", "a") is None


def test_streamlit_run_context_still_says_whether_a_run_is_a_history_navigation() -> None:
    names = {f.name for f in dataclasses.fields(ScriptRunContext)}
    assert "is_history_navigation" in names, (
        "Streamlit no longer marks Back/Forward runs (ScriptRunContext.is_history_navigation): "
        "ui/links.opens_link cannot tell a link a person opened from a stale query"
    )
    assert is_history_navigation() is False  # 실행 밖에서는 늘 아니다


def test_only_a_first_run_or_back_forward_opens_the_query_as_a_link() -> None:
    old, new = {"guesses": "123"}, {"guesses": "123,456"}
    assert links.opens_link(old, None, history=False)  # 페이지 열기 · 새로 고침
    assert not links.opens_link({}, None, history=False)  # 매개변수 없는 첫 실행
    # 두 번째 동작이 지난 주소를 들고 왔다: 이미 새 주소를 썼으니 되돌리지 않는다
    assert not links.opens_link(old, new, history=False)
    assert links.opens_link(old, new, history=True)  # 뒤로 가기
    assert not links.opens_link(new, new, history=True)  # 같은 주소의 칸


def test_the_preloaded_chart_bundle_is_the_one_the_page_imports() -> None:
    """문서가 미리 받으라는 plotly 묶음이 이 판에 있고, 화면의 묶음들이 첫 차트에서 부르는 바로 그
    파일이다 (이름이 바뀌면 미리 받기가 헛일이 된다: 여기서 먼저 실패한다)."""
    links = re.findall(rb'<link rel="modulepreload"[^>]* href="\./([^"]+)">', preload_links())
    assert links, "no PlotlyChart chunk found to preload"
    for link in links:
        chunk = STATIC_DIR / link.decode()
        assert chunk.is_file()
        bundles = (STATIC_DIR / STATIC / "js").glob("*.js")
        assert any(chunk.name in p.read_text("utf-8") for p in bundles), f"no import of {chunk}"
