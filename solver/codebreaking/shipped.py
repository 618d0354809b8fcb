"""실어 둔 데이터 (data/): 증명된 최적 평균 결정 나무와 전략 'optimal' 의 찾아보기, 그리고 큰
변형의 결정적 전략들이 비밀마다 부르는 횟수 (비교 페이지가 나무를 펼치지 않고 바로 보이게).

최적 나무는 `python -m solver optimal --average --write ...`, 횟수는 `python -m solver exact
--write ...` 가 같은 바이트로 다시 만든다.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path

import numpy as np

from ..errors import InputError
from .decision_tree import DecisionTree, set_key
from .variants import Variant

__all__ = [
    "COUNTED",
    "COUNTS_FILE",
    "DATA",
    "SHIPPED",
    "counts_document",
    "counts_key",
    "shipped_audit",
    "shipped_counts",
    "shipped_document",
    "shipped_pick",
]

# 최적 평균 나무를 실어 둔 변형 → data/ 안의 파일 이름
SHIPPED = {"baseball3": "optimal_baseball3.json"}
DATA = Path(__file__).parent / "data"
# 횟수를 실어 두는 변형 (나무를 펼치는 데 몇 초씩 걸리는 것) 과 그 파일
COUNTED = ("mastermind", "bulls4")
COUNTS_FILE = DATA / "exact_counts.json"


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


def counts_key(variant: str, strategy: str, candidates_only: bool = False) -> str:
    """횟수 문서의 열쇠: 'bulls4/minimax', 후보 안에서만 고르면 'bulls4/minimax+cands'."""
    return f"{variant}/{strategy}{'+cands' if candidates_only else ''}"


def counts_document(
    variants: tuple[str, ...],
    grow: Callable[[str, str, bool], np.ndarray],
    audit: Callable[[str], dict],
) -> dict:
    """실어 둘 횟수 문서: {"format": 1, "counts": {열쇠: 비밀 순서의 횟수 숫자 글},
    "audits": {변형: 미니맥스 나무의 묶음 점검 (evaluation.BucketAudit 의 필드)}}.

    grow(변형, 전략, 후보 안에서만) 는 비밀마다의 횟수 (N,) 를 준다 (평가 모듈이 나무로).
    결정적 전략마다, 그리고 미니맥스는 후보 안에서만 고르는 것도. 횟수는 한 자리 (1-9) 다.
    audit(변형) 은 비교 페이지의 점검표가 쓰는 값 (나무를 한 번 더 펼치는 1 초 남짓을 건너뛴다).
    """
    from .strategies import deterministic_strategies  # 순환 가져오기를 피한다 (optimal 등록)
    from .variants import get_variant

    counts: dict[str, str] = {}
    for name in variants:
        jobs = [(s, False) for s in deterministic_strategies(get_variant(name))]
        for strategy, only in [*jobs, ("minimax", True)]:
            depth = grow(name, strategy, only)
            if int(depth.max()) > 9:
                raise ValueError(f"{name} {strategy} needs {int(depth.max())} guesses (> 9)")
            counts[counts_key(name, strategy, only)] = "".join(map(str, depth.tolist()))
    return {"format": 1, "counts": counts, "audits": {name: audit(name) for name in variants}}


@cache
def _shipped() -> dict:
    if not COUNTS_FILE.exists():
        return {"counts": {}, "audits": {}}
    return json.loads(COUNTS_FILE.read_text(encoding="utf-8"))


def shipped_audit(variant: str) -> dict | None:
    """실어 둔 미니맥스 나무의 묶음 점검 (BucketAudit 의 필드 dict), 없으면 None."""
    return _shipped()["audits"].get(variant)


def shipped_counts(variant: str, strategy: str, candidates_only: bool = False) -> np.ndarray | None:
    """실어 둔 횟수 (N,) int64 (읽기 전용), 없으면 None."""
    text = _shipped()["counts"].get(counts_key(variant, strategy, candidates_only))
    if text is None:
        return None
    depth = np.frombuffer(text.encode("ascii"), dtype=np.uint8).astype(np.int64) - ord("0")
    depth.setflags(write=False)
    return depth
