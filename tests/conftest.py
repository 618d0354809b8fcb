"""시험 전체의 준비물: 새 AppTest 를 만드는 함수 (도우미는 tests/apptest.py) 와 일회용 PostgreSQL.

streamlit 은 이 준비물을 쓰는 시험에서만 불러온다 (엔진 시험은 streamlit 없이 빨리 돈다).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pytest

from results.engine import DATA_ENV
from tests.e2e.conftest import slowed

# 수업의 SQLite 파일은 시험마다의 임시 폴더에 (저장소를 처음 열기 전에: class_store 는 프로세스에
# 한 번 열고 캐시한다). 개발자의 data/ 나 환경의 폴더에 방을 남기지 않는다
os.environ[DATA_ENV] = tempfile.mkdtemp(prefix="classroom-tests-")

if TYPE_CHECKING:
    from streamlit.testing.v1 import AppTest

    from tests.postgres_server import PostgresServer


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


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """시험 세션 (xdist 일꾼마다) 에 하나의 일회용 PostgreSQL (tests/postgres_server.py).

    없으면 이유를 밝히고 건너뛴다 (REQUIRE_BROWSER=1 이면 실패: CI 는 설치한다). stop() 한 시험은
    start() 로 되돌려 놓아야 한다: 다음 시험이 같은 서버를 쓴다.
    """
    from tests.e2e.conftest import require
    from tests.postgres_server import MISSING, find_postgres, postgres_server

    require(find_postgres(), MISSING)
    with postgres_server() as server:
        yield server


def _weight(item: pytest.Item) -> int:
    """실행 차례의 무리: 오래 걸리는 것 (slow: 서버 · 다시 만들기) 이 0, 4 배 느린 CPU 의 브라우저
    시험이 1 (한 번에 20-140 초), 다른 브라우저 시험이 2, 나머지가 3."""
    if item.get_closest_marker("slow"):
        return 0
    if not item.get_closest_marker("e2e"):
        return 3
    return 1 if slowed(item) else 2


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """오래 걸리는 시험부터 돌린다 (무리 안의 차례는 그대로): xdist 의 일꾼들이 끝에서 긴 시험
    하나를 혼자 돌며 다른 일꾼이 노는 꼬리를 줄인다. 끝은 밀리초의 단위 시험들이 고르게 채운다."""
    items.sort(key=_weight)
