"""실어 둔 데이터 파일의 공통 규칙: 명령 `exact` · `optimal --write` 가 쓰고 엔진이 읽는다.

쓰기: 한 줄 JSON, 열쇠 정렬, 공백 없음, 끝에 줄바꿈 하나. 같은 내용이면 같은 바이트라 시험이
다시 만들어 바이트로 견준다. 실수는 파이썬의 가장 짧은 되돌림 표기 (repr) 그대로다.

읽기: 페이지 데이터 (모든 사용자에게 같은 표 · 나무 · 수) 는 환경 변수 MINIMAX_COMPUTE=1 이면
읽지 않는다. 벤치마크가 '실어 둔 데이터' 와 '계산하는 길' 의 첫 열기를 나란히 재려고 쓴다.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

__all__ = ["COMPUTE_ENV", "computing", "dumps", "read_page_data", "write"]

# 이 환경 변수가 "1" 이면 실어 둔 페이지 데이터를 건너뛰고 계산한다 (벤치마크의 비교용)
COMPUTE_ENV = "MINIMAX_COMPUTE"


def dumps(document: Mapping) -> str:
    """파일에 쓸 글 (모듈 설명의 규칙, 끝의 줄바꿈 포함)."""
    return json.dumps(document, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def write(path: str | Path, document: Mapping) -> int:
    """문서를 path 에 쓰고 쓴 바이트 수를 돌려준다."""
    data = dumps(document).encode("utf-8")
    Path(path).write_bytes(data)
    return len(data)


def computing() -> bool:
    """실어 둔 페이지 데이터를 건너뛰는지 (COMPUTE_ENV)."""
    return os.environ.get(COMPUTE_ENV) == "1"


def read_page_data(path: Path) -> dict | None:
    """실어 둔 페이지 데이터 문서. 파일이 없거나 계산하는 길이면 None."""
    if computing() or not path.exists():
        return None
    return json.loads(path.read_text(encoding="utf-8"))
