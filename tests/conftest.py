"""AppTest 시험의 공용 준비물: 앱 경로와 새 AppTest 를 만드는 함수.

streamlit 은 준비물을 쓸 때만 불러온다 (엔진 시험은 streamlit 없이 빨리 돈다).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from streamlit.testing.v1 import AppTest

# 시험 파일의 자리에서 찾으므로 pytest 를 어디서 돌려도 같은 앱을 연다
APP = Path(__file__).resolve().parent.parent / "streamlit_app.py"
# 한 번의 실행을 기다리는 한도, 초. 비교 페이지의 첫 계산은 따로 더 길게 준다
TIMEOUT = 60


def new_app(
    page: str | None = None, timeout: float = TIMEOUT, direct: bool = False, **state: Any
) -> AppTest:
    """진입 파일로 돌린 AppTest. state 는 첫 실행 전에 넣을 session_state 값.

    page 를 주면 첫 화면을 한 번 돈 뒤 그 페이지로 옮겨 다시 돈다. direct=True 면 주소로 바로
    연 것처럼 첫 실행부터 그 페이지를 돈다 (우리 페이지는 url_path 가 파일 이름 그대로라 된다).
    """
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(APP), default_timeout=timeout)
    for key, value in state.items():
        at.session_state[key] = value
    if page is not None and direct:
        return at.switch_page(page).run()
    at.run()
    if page is not None:
        at.switch_page(page).run()
    return at


@pytest.fixture(scope="session")
def make_app() -> Callable[..., AppTest]:
    """new_app 을 돌려준다: make_app("app_pages/keeper.py") → 지킴이 페이지의 새 AppTest."""
    return new_app
