"""서버가 뜰 때 한 번 하는 준비: 페이지들이 부를 모듈과 모든 사용자가 같이 쓰는 엔진 표.

새 복제본 (replica) 의 첫 사용자가 모듈 불러오기 (약 1 초) 와 응답 행렬 (bulls4 는
5040 x 5040) 을 기다리지 않게, 진입 파일의 ASGI 앱이 시작할 때 (lifespan) 부른다. 서버는 이것이
끝난 뒤에야 연결을 받으므로 부하 분산기의 health check 도 준비가 끝난 복제본만 본다.
화면에 보이는 계산 결과는 여기서 만들지 않는다: 그것은 실어 둔 데이터 (`python -m solver exact`)
이다. 벤치마크 (bench/bench_cold.py) 도 새 프로세스에서 이것을 먼저 불러 서버와 같은 처지에서 잰다.
"""

from __future__ import annotations

import gc
import importlib
import pkgutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import solver
import ui
from solver.codebreaking.feedback import possible_answers, response_matrix
from solver.codebreaking.variants import VARIANTS
from solver.gametree.connect4_solver import load_kernel

from ..internals import WARM_MODULES

__all__ = ["lifespan", "warm"]


def warm() -> None:
    """ui · solver 의 모든 모듈과 바깥 모듈을 불러오고, 변형마다 응답 행렬과 나올 수 있는 대답을
    만들어 둔다 (엔진의 프로세스 캐시: 읽기 전용이라 모든 세션이 같이 쓴다). 사목의 정확한 풀이의
    커널도 기계어로 불러 둔다 (numba 의 첫 호출: 캐시가 있으면 약 1 초, 없으면 컴파일 몇 초)."""
    for package in (ui, solver):
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if not module.name.endswith("__main__"):  # __main__ 은 명령줄을 실행한다
                importlib.import_module(module.name)
    for name in WARM_MODULES:
        try:
            importlib.import_module(name)
        except ImportError:  # 다른 판의 Streamlit 에 없는 내부 모듈이면 첫 사용자가 부른다
            continue
    for variant in VARIANTS.values():
        response_matrix(variant)
        possible_answers(variant)
    load_kernel()


@asynccontextmanager
async def lifespan(app: Any) -> AsyncIterator[None]:
    """streamlit.starlette.App 의 lifespan: 시작할 때 warm() 을 부르고, 그때까지 만든 객체 (모듈과
    엔진 표, 약 12 만 개) 를 GC 가 다시 훑지 않게 얼린다 (gc.freeze: 이들은 서버가 끝날 때까지
    산다). 얼리지 않으면 세대 2 수집 한 번이 이들을 모두 훑느라 약 60 ms 걸린다 (이슈 17)."""
    warm()
    gc.freeze()
    yield
