"""Streamlit 의 속 (공개 API 가 아닌 것) 에 기대는 곳은 여기 하나다 (docs/architecture.md).

- 브라우저: 앱 상자의 data-testid 와 실행 상태 속성 (자바스크립트 문지기와 자판 줄, 브라우저
  시험이 읽는다), 열쇠 (key) 를 준 요소에 붙는 CSS 클래스 st-key-<열쇠>.
- 서버: 이번 실행이 브라우저의 뒤로 · 앞으로 가기 (popstate) 로 시작됐는지, Streamlit 자신의
  주소의 첫 단계 (web/server/starlette 의 경로들).

Streamlit 을 올렸을 때 이 이름들이 바뀌면 tests/e2e/test_framework_hooks.py 와
tests/ui/test_framework.py 가 이 이름들을 대며 실패한다.
"""

from __future__ import annotations

from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx

__all__ = [
    "APP_SELECTOR",
    "KEY_CLASS",
    "NOT_RUNNING",
    "RUNNING",
    "SCRIPT_STATE",
    "STREAMLIT_ROUTES",
    "is_history_navigation",
]

# 앱 전체를 담은 요소와, 스크립트가 도는 중인지 말하는 그 속성 (값: RUNNING / NOT_RUNNING)
APP_SELECTOR = '[data-testid="stApp"]'
SCRIPT_STATE = "data-test-script-state"
RUNNING = "running"
NOT_RUNNING = "notRunning"
# st.button(key=k) 같은 요소를 담은 상자에 붙는 클래스의 앞부분: st-key-k
KEY_CLASS = "st-key-"
# Streamlit 이 스스로 쓰는 주소의 첫 단계: 우리 미들웨어 (ui/server.py, ui/page_scripts.py) 는
# 이 아래의 요청을 건드리지 않는다
STREAMLIT_ROUTES = frozenset(
    {"_stcore", "static", "media", "component", "app", "auth", "oauth2callback"}
)


def is_history_navigation() -> bool:
    """이번 실행이 브라우저의 뒤로 · 앞으로 가기로 시작됐는지 (Streamlit 1.67 의 실행 문맥)."""
    ctx = get_script_run_ctx()
    return bool(ctx is not None and ctx.is_history_navigation)
