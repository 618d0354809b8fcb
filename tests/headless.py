"""서버 없이 첫 화면의 그림 (ui/firstscreen.FirstScreens) 을 만드는 시험 도우미.

서버에서는 Streamlit 의 Runtime 이 이미 있어 페이지를 그대로 돌린다 (ui/internals.run_page). 시험
프로세스에는 Runtime 이 없으니 AppTest 처럼 작은 대역을 돌리는 동안만 세운다 (AppTest 도 실행마다
같은 자리를 세우고 비운다).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ui.firstscreen import FirstScreens
from ui.internals.headless import run_page
from ui.screen_tree import Drawn

APP = str(Path(__file__).resolve().parent.parent / "streamlit_app.py")


@cache
def _stand_in():  # 돌려주는 것은 Streamlit 의 Runtime 대역 (MagicMock)
    """AppTest 가 세우는 것과 같은 작은 Runtime 대역: 미디어 · 캐시 · 요소 등록만 진짜."""
    from unittest.mock import MagicMock

    from streamlit.components.v2.component_manager import BidiComponentManager
    from streamlit.runtime import Runtime
    from streamlit.runtime.caching.storage.dummy_cache_storage import MemoryCacheStorageManager
    from streamlit.runtime.media_file_manager import MediaFileManager
    from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage

    runtime = MagicMock(spec=Runtime)
    runtime.media_file_mgr = MediaFileManager(MemoryMediaFileStorage("/first-screen"))
    runtime.cache_storage_manager = MemoryCacheStorageManager()
    components = BidiComponentManager()
    components.discover_and_register_components(start_file_watching=False)
    runtime.bidi_component_registry = components
    return runtime


def run(page: str, query: str, state: dict[str, object], timeout: float) -> Drawn:
    """run_page 를 대역 Runtime 아래에서 (앞의 것은 돌려 둔다)."""
    from streamlit.runtime import Runtime

    before = Runtime._instance
    Runtime._instance = _stand_in()
    try:
        return run_page(APP, page, query, state, timeout)
    finally:
        Runtime._instance = before


@cache
def screens() -> FirstScreens:
    """시험 프로세스에 하나: 링크마다 만들어 둔다 (서버처럼)."""
    return FirstScreens(run)
