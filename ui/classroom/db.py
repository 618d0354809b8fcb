"""수업의 저장소를 여는 ui 의 한 곳 (results.connection 을 부르는 유일한 ui 모듈).

다른 ui 모듈은 저장소를 인자로 받는다: 상태 객체가 streamlit 없이 시험된다.
"""

from __future__ import annotations

from results.connection import class_store
from results.store import ClassStore

__all__ = ["store"]


def store() -> ClassStore:
    """이 서버의 저장소 (닿지 않으면 ClassError(DATABASE_DOWN))."""
    return class_store()
