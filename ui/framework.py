"""Streamlit 의 속 (공개 API 가 아닌 것) 에 기대는 곳은 여기 하나다 (docs/architecture.md).

- 서버: 주소의 첫 단계 (Streamlit 자신의 경로들), 내용 해시가 붙은 정적 파일, 이번 실행이
  브라우저의 뒤로 · 앞으로 가기 (popstate) 로 시작됐는지.
- 브라우저: 화면의 시작 설정 (window.__streamlit), 앱 상자의 data-testid 와 실행 상태 속성
  (두 번 누름 막기 · 자판 줄 · 브라우저 시험이 읽는다), 열쇠 (key) 를 준 요소의 CSS 클래스.

Streamlit 을 올리면 여기만 본다. tests/ui/test_framework.py 와 tests/e2e/test_framework_hooks.py
가 설치된 Streamlit 이 아직 이 약속대로인지 이름을 대며 확인한다 (바뀌면 그 시험이 먼저 실패한다).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from starlette.types import Scope
from streamlit import config, file_util
from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx

__all__ = [
    "APP_SELECTOR",
    "BASE_URL_SCRIPT",
    "CORE",
    "IMMUTABLE",
    "KEY_CLASS",
    "NOT_RUNNING",
    "PAGE_CSS",
    "ROUTES",
    "RUNNING",
    "SCRIPT_STATE",
    "STATIC",
    "app_parts",
    "base_path",
    "is_history_navigation",
    "preload_links",
    "scope_parts",
    "with_page_scripts",
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
# 화면은 plotly 묶음 (static/js/PlotlyChart.<해시>.js, 압축해 1.4 MB) 을 첫 차트가 담긴 메시지가
# 온 뒤에야 부른다. 문서에 modulepreload 로 적어 두면 처음부터 첫 화면의 묶음들과 함께 받아 둔다:
# 흉내 낸 폰에서 첫 차트가 16.1 초에서 14.3 초로 (같은 벤치 실행, 이슈 16)
_PRELOAD = ("PlotlyChart.*.js",)
# 위 스크립트 (와 우리 스크립트) 는 index.html 의 첫 <script> 앞에 넣는다 (모듈 스크립트보다 먼저)
_FIRST_SCRIPT = b"<script"

# 앱 전체를 담은 요소와, 스크립트가 도는 중인지 말하는 그 속성 (값: RUNNING / NOT_RUNNING)
APP_SELECTOR = '[data-testid="stApp"]'
SCRIPT_STATE = "data-test-script-state"
RUNNING = "running"
NOT_RUNNING = "notRunning"
# st.button(key=k) 같은 요소를 담은 상자에 붙는 클래스의 앞부분: st-key-k
KEY_CLASS = "st-key-"

# 페이지 문서에 한 번 넣는 모양 (ui/server.PageScripts). Streamlit 의 data-testid 를 고르므로
# 여기 둔다: 바뀌면 tests/e2e/test_first_screen.py 의 44 px 시험이 이름을 대며 실패한다.
PAGE_CSS = """
/* 한국어는 낱말 가운데서 줄을 바꾸지 않는다 ('자동 진/행') */
h1, h2, h3, h4, h5, h6, p, li, label, button, summary,
[data-testid="stCaptionContainer"] { word-break: keep-all; overflow-wrap: break-word; }
/* 작은 글씨 (caption) 는 바탕과 4.5:1 이 넘게 (Streamlit 은 글자색을 60% 불투명도로 흐려 4.2:1) */
[data-testid="stCaptionContainer"] { color: #5d5e69 !important; opacity: 1 !important; }
/* 글 상자의 문단은 Streamlit 의 규칙 (.st-emotion-cache-… p: break-word, 나중에 들어온다) 이
   위를 이기므로 조상 하나를 더 붙여 좁힌다 */
[data-testid="stApp"] [data-testid="stMarkdownContainer"] :is(p, li) { word-break: keep-all; }
/* 제목 옆 닻 링크: 손가락에 작고 (16 px) 학생에게 뜻이 없다 */
[data-testid="stHeaderActionElements"] { display: none !important; }
/* 누를 것은 적어도 44 px (엄지; WCAG 2.5.5) */
[data-testid="stMain"] button, [data-testid="stSidebar"] button,
[data-testid="stPopoverBody"] button, [data-testid="stPageLink-NavLink"],
[data-testid="stExpander"] summary { min-height: 44px; }
[data-testid="stMain"] button, [data-testid="stPopoverBody"] button { min-width: 44px; }
[data-testid="stCheckbox"] label, [data-testid="stRadio"] label {
  min-height: 44px; display: flex; align-items: center;
}
[data-testid="stSelectbox"] [data-baseweb="select"] > div,
[data-testid="stTextInputRootElement"], [data-testid="stNumberInputContainer"] {
  min-height: 44px;
}
[data-testid="stNumberInputStepUp"], [data-testid="stNumberInputStepDown"] {
  min-height: 44px; height: 44px;
}
/* 숫자 상자의 지우기 (16 px): 비운 상자는 아무것도 바꾸지 않으므로 (게임 번호) 숨긴다 */
[data-testid="stNumberInputClearButton"] { display: none; }
/* 자동 진행의 박자 요소 (ui/pacer.py): 그리는 것이 없다. 빈 줄 간격도 차지하지 않게 */
[class*="st-key-pacer_"] { display: none !important; }
/* 직접 맞히기의 적는 중인 추측: 자판 위에 크게 */
.st-key-yg_entry h2 code { font-size: 1.9rem; letter-spacing: 0.15em; }
/* 표의 도구 막대는 터치에서 글 위를 덮는다 */
@media (hover: none) { [data-testid="stElementToolbar"] { display: none !important; } }
/* 폰: 제목은 작게, 위 여백은 좁게 (첫 화면에 게임이 들어오게) */
@media (max-width: 640px) {
  [data-testid="stMain"] h1 { font-size: 1.7rem !important; padding: 0.25rem 0 !important; }
  [data-testid="stMain"] h2 { font-size: 1.3rem !important; padding: 0.5rem 0 0.25rem !important; }
  [data-testid="stMain"] h3 { font-size: 1.15rem !important; padding: 0.25rem 0 !important; }
  [data-testid="stMainBlockContainer"] { padding-top: 4.25rem !important; }
}
"""


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


def with_page_scripts(html: bytes, scripts: bytes = b"") -> bytes:
    """index.html 에 BASE_URL_SCRIPT 와 scripts (우리 <script> 들) 를 넣은 것: Streamlit 의 첫
    스크립트 앞에 (넣을 자리가 없으면 그대로)."""
    at = html.find(_FIRST_SCRIPT)
    if at < 0:
        return html
    return html[:at] + BASE_URL_SCRIPT + scripts + html[at:]


@cache
def preload_links() -> bytes:
    """문서에 넣을 <link rel="modulepreload"> 들 (_PRELOAD 의 묶음; 이 판에 없으면 빈 바이트).

    주소는 index.html 의 것처럼 문서에 대한 상대 경로 (./static/js/…): server.baseUrlPath 아래에서도
    맞는다. fetchpriority low: 첫 화면을 그리는 묶음들과 겹칠 때 그쪽을 앞세우라는 표시."""
    folder = Path(file_util.get_static_dir()) / STATIC / "js"
    names = sorted(p.name for pattern in _PRELOAD for p in folder.glob(pattern))
    return "".join(
        f'<link rel="modulepreload" crossorigin fetchpriority="low" href="./{STATIC}/js/{name}">'
        for name in names
    ).encode()


def is_history_navigation() -> bool:
    """이번 실행이 브라우저의 뒤로 · 앞으로 가기로 시작됐는지 (Streamlit 1.67 의 실행 문맥)."""
    ctx = get_script_run_ctx()
    return bool(ctx is not None and ctx.is_history_navigation)
