"""Streamlit 내부에 기대는 것을 모은 한 곳: 서버 주소의 첫 단계, 정적 파일, 화면의 시작 설정.

Streamlit 을 올리면 여기만 본다. tests/ui/test_framework.py 가 설치된 Streamlit 이 아직 이
약속대로인지 이름으로 확인한다 (바뀌면 그 시험이 먼저 실패한다).
"""

from __future__ import annotations

from starlette.types import Scope
from streamlit import config

__all__ = [
    "BASE_URL_SCRIPT",
    "CORE",
    "IMMUTABLE",
    "ROUTES",
    "STATIC",
    "app_parts",
    "base_path",
    "scope_parts",
    "with_base_url_script",
]

# 서버 자신의 주소 (web/server/starlette/starlette_routes.py 의 BASE_ROUTE_* 들)
CORE = "_stcore"
STATIC = "static"
# Streamlit 이 쓰는 주소의 첫 단계: 페이지 주소로 여기지 않는다
ROUTES = frozenset({CORE, STATIC, "media", "component", "app", "auth", "oauth2callback"})
# 내용 해시가 이름에 든 정적 파일에 Streamlit 이 붙이는 Cache-Control 의 낱말
IMMUTABLE = "immutable"

# 화면 (index.html 의 자바스크립트) 은 주소 /keeper 에서 서버의 뿌리를 모르므로 /keeper/_stcore/…
# 를 먼저 물어 404 를 받고서야 /_stcore/… 로 간다 (streamlit#7074; 콘솔 오류 둘). 화면이 처음에
# 읽는 window.__streamlit.BACKEND_BASE_URL 에 뿌리 (지금 주소에서 마지막 단계를 뺀 것) 를 주면
# 바로 맞는 곳을 묻는다. 브라우저에서 셈하므로 앞에 붙는 프록시 경로 (/~/+/) 도 그대로 산다.
BASE_URL_SCRIPT = (
    b"<script>window.__streamlit=Object.assign({BACKEND_BASE_URL:"
    b'location.origin+location.pathname.replace(/[^/]*$/,"")},window.__streamlit)</script>'
)
# 위 스크립트는 index.html 의 첫 <script> 앞에 넣는다 (모듈 스크립트보다 먼저 돈다)
_FIRST_SCRIPT = b"<script"


def base_path() -> str:
    """server.baseUrlPath (앞뒤 / 없이, 없으면 "")."""
    return str(config.get_option("server.baseUrlPath") or "").strip("/")


def app_parts(path: str, base: str) -> list[str] | None:
    """주소 path 를 앱 뿌리 (base) 아래의 단계들로; 앱 바깥이면 None.

    >>> app_parts("/base/keeper/x", "base")
    ['keeper', 'x']
    """
    parts = [p for p in path.split("/") if p]
    root = base.split("/") if base else []
    if parts[: len(root)] != root:
        return None
    return parts[len(root) :]


def scope_parts(scope: Scope) -> list[str] | None:
    """ASGI 요청의 앱 안 단계들 (root_path 로 얹힌 앱이면 그 앞을 뗀다); 앱 바깥이면 None."""
    path: str = scope.get("path", "")
    root_path: str = scope.get("root_path", "")
    if root_path and (path == root_path or path.startswith(root_path + "/")):
        path = path[len(root_path) :]
    return app_parts(path, base_path())


def with_base_url_script(html: bytes) -> bytes:
    """index.html 에 BASE_URL_SCRIPT 를 넣은 것 (넣을 자리가 없으면 그대로)."""
    at = html.find(_FIRST_SCRIPT)
    if at < 0:
        return html
    return html[:at] + BASE_URL_SCRIPT + html[at:]
