"""시험 전체의 준비물: 새 AppTest 를 만드는 함수 (도우미는 tests/apptest.py).

streamlit 은 이 준비물을 쓰는 시험에서만 불러온다 (엔진 시험은 streamlit 없이 빨리 돈다).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pytest

# 수업의 SQLite 파일은 시험마다의 임시 폴더에: 저장소를 열기 (캐시) 전에 정한다
os.environ.setdefault("CLASSROOM_DATA", tempfile.mkdtemp(prefix="classroom-tests-"))

if TYPE_CHECKING:
    from streamlit.testing.v1 import AppTest


@pytest.fixture(scope="session")
def make_app() -> Callable[..., AppTest]:
    """new_app 을 돌려준다: make_app("pages/keeper.py") → 지킴이 페이지의 새 AppTest."""
    from apptest import new_app

    return new_app


@pytest.fixture
def base_url() -> Iterator[str]:
    """server.baseUrlPath 를 이 시험 동안만 "base" 로 (ASGI 미들웨어 시험)."""
    from streamlit import config

    before = config.get_option("server.baseUrlPath")
    config.set_option("server.baseUrlPath", "base")
    try:
        yield "base"
    finally:
        config.set_option("server.baseUrlPath", before)
