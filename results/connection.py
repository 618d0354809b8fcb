"""수업의 데이터베이스를 여는 한 곳 (streamlit 을 부르는 results/ 의 유일한 모듈).

secrets 에 [connections.classroom] 이 있으면 그 데이터베이스 (교실 서버 · Community Cloud 의
PostgreSQL), 없으면 내장 기본값: SQLite 파일 하나 (results/engine.py 의 DATA_ENV 폴더, 없으면
저장소의 data/). 설정 없이 `streamlit run` 만으로 돈다. 연결은 st.connection (type="sql",
SQLAlchemy) 이 만들고 캐시한다.
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from .engine import default_sqlite_url, prepare
from .store import ClassStore

__all__ = ["CONNECTION", "class_store", "on_community_cloud", "uses_sqlite"]

# secrets.toml 의 [connections.<이름>] 과 st.connection 의 이름
CONNECTION = "classroom"


def _configured() -> bool:
    """secrets 가 수업의 연결을 이름 대는지 (secrets 파일이 없어도 오류 없이 False)."""
    if not st.secrets.load_if_toml_exists():
        return False
    return bool(st.secrets.get("connections", {}).get(CONNECTION))


def uses_sqlite() -> bool:
    """내장 기본값 (SQLite 파일) 을 쓰는지."""
    return not _configured()


def on_community_cloud() -> bool:
    """Streamlit Community Cloud 에서 도는지: 앱은 /mount/src 아래에 놓인다 (그곳의 파일은 다시
    시작하면 사라진다)."""
    return Path(__file__).resolve().is_relative_to("/mount/src")


@st.cache_resource(show_spinner=False)
def class_store() -> ClassStore:
    """이 서버의 저장소 (처음 부를 때 표를 만들거나 올린다). 데이터베이스에 닿지 않으면
    ClassError(DATABASE_DOWN): 캐시되지 않으니 다음 실행이 다시 연다."""
    if _configured():
        connection = st.connection(CONNECTION, type="sql", pool_pre_ping=True)
    else:
        connection = st.connection(CONNECTION, type="sql", url=default_sqlite_url())
    return ClassStore(prepare(connection.engine))
