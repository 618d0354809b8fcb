"""AppTest 시험의 공용 준비물: 앱 경로와 새 AppTest 를 만드는 함수.

streamlit 은 준비물을 쓸 때만 불러온다 (엔진 시험은 streamlit 없이 빨리 돈다).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from streamlit.testing.v1 import AppTest

# 시험 파일의 자리에서 찾으므로 pytest 를 어디서 돌려도 같은 앱을 연다
APP = Path(__file__).resolve().parent.parent / "streamlit_app.py"
# 한 번의 실행을 기다리는 한도, 초. 비교 페이지의 첫 계산은 따로 더 길게 준다
TIMEOUT = 60


@pytest.fixture(scope="session")
def navigation_entry() -> Iterator[None]:
    """AppTest 가 실제 서버처럼 늘 진입 파일 (st.navigation) 을 거쳐 페이지를 돌게 한다.

    PagesManager.uses_pages_directory 는 프로세스 전체의 값이다. 실제 서버에서는 진입 파일의
    st.navigation 이 처음 한 번 False 로 바꾼 뒤 그대로지만, AppTest 는 실행마다 None 으로
    되돌리고 pages/ 폴더를 보고 True 로 정한다. 그러면 두 번째 실행부터 pages/autoplay.py 를
    진입 파일 없이 (사이드바 · 언어 기본값 없이) 바로 돈다. 여기서 실제 서버의 값으로 맞춘다.
    (새 서버의 첫 요청이 /keeper 같은 주소면 실제로도 그렇게 돈다: test_app_shared 의 xfail.)
    """
    import streamlit.testing.v1.app_test as app_test_module
    from streamlit.runtime.pages_manager import PagesManager

    class NavigationFirst(PagesManager):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            PagesManager.uses_pages_directory = False

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(app_test_module, "PagesManager", NavigationFirst)
        yield


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
def make_app(navigation_entry: None) -> Callable[..., AppTest]:
    """new_app 을 돌려준다: make_app("pages/keeper.py") → 지킴이 페이지의 새 AppTest."""
    return new_app
