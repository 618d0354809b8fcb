"""실어 둔 데이터: 증명된 최적 평균 결정 나무 (data/) 와 전략 'optimal' 의 찾아보기.

파일은 `python -m solver optimal --average --write ...` 가 같은 바이트로 다시 만든다.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import numpy as np

from ..errors import InputError
from .decision_tree import DecisionTree, set_key
from .variants import Variant

__all__ = ["DATA", "SHIPPED", "shipped_document", "shipped_pick"]

# 최적 평균 나무를 실어 둔 변형 → data/ 안의 파일 이름
SHIPPED = {"baseball3": "optimal_baseball3.json"}
DATA = Path(__file__).parent / "data"


@cache
def shipped_document(name: str) -> dict:
    """실어 둔 최적 평균 나무 문서 {"variant", "total", "tree", ...}. 없는 변형은 InputError."""
    if name not in SHIPPED:
        raise InputError(
            "no_shipped_tree",
            f"strategy 'optimal' has a shipped tree only for {', '.join(SHIPPED)}, not {name}",
            name=name,
        )
    return json.loads((DATA / SHIPPED[name]).read_text(encoding="utf-8"))


@cache
def _shipped_table(variant: Variant) -> dict[bytes, int]:
    document = shipped_document(variant.name)["tree"]
    return DecisionTree.from_document(variant, document).guess_table()


def shipped_pick(
    variant: Variant, cands: np.ndarray, rng: np.random.Generator | None
) -> int | None:
    """전략 'optimal' 의 pick: 실어 둔 나무에서 지금 후보 집합의 추측을 찾는다.

    나무에 없는 집합 (지킴이에서 사용자가 다른 대답을 골랐을 때) 은 None 을 돌려 미니맥스에
    넘긴다. 나무가 없는 변형은 InputError.
    """
    return _shipped_table(variant).get(set_key(variant.size, np.asarray(cands)))
