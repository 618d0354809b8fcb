"""실어 둔 데이터 (data/): 증명된 최적 평균 결정 나무와 전략 'optimal' 의 찾아보기, 그리고
변형마다의 페이지 데이터 파일 (exact_<변형>.json) 을 읽어 푸는 일.

페이지 데이터는 모든 사용자에게 같은 것 (비교 표의 재료, 전략 나무, 기댓값, 증명된 최악) 이라
새 프로세스도 계산 없이 페이지를 연다. 문서를 만들고 평가 객체로 돌려주는 쪽은 page_data.py 이고,
여기는 파일을 읽어 배열로 푸는 데까지만 한다 (평가 모듈이 이것을 쓰므로 평가를 부르지 않는다).
최적 나무는 `python -m solver optimal --average --write ...`, 페이지 데이터는 `python -m solver
exact` 가 같은 바이트로 다시 만든다.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import numpy as np

from ..datafile import read_page_data
from ..errors import InputError
from .decision_tree import DecisionTree, set_key
from .variants import Variant

__all__ = [
    "DATA",
    "SHIPPED",
    "counts_key",
    "decode_counts",
    "decode_guesses",
    "document_tree",
    "encode_counts",
    "encode_guesses",
    "page_path",
    "shipped_counts",
    "shipped_document",
    "shipped_page",
    "shipped_pick",
    "shipped_tree",
]

# 최적 평균 나무를 실어 둔 변형 → data/ 안의 파일 이름. 작은 변형의 문서는 중첩 나무 ("tree"),
# bulls4 는 마디마다 추측 하나를 이은 글 ("guesses", encode_guesses) 이다 (300 KB 대신 21 KB)
SHIPPED = {"baseball3": "optimal_baseball3.json", "bulls4": "optimal_bulls4.json"}
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


def encode_guesses(variant: Variant, tree: DecisionTree) -> str:
    """나무를 asked() 순서의 추측을 L 자리씩 이은 글로 (마디마다 추측 하나)."""
    return "".join(variant.format(node.guess) for node in tree.asked())


def decode_guesses(variant: Variant, text: str) -> list[int]:
    """encode_guesses 의 반대: 코드 번호들. 길이가 L 의 배수가 아니거나 모르는 코드면 ValueError."""
    width = variant.length
    if len(text) % width:
        raise ValueError(f"a shipped tree of {variant.name} has {len(text)} digits")
    index = {label: i for i, label in enumerate(variant.labels)}
    try:
        return [index[text[i : i + width]] for i in range(0, len(text), width)]
    except KeyError as exc:
        raise ValueError(f"a shipped tree of {variant.name} has an unknown code {exc}") from None


def document_tree(variant: Variant, document: dict) -> DecisionTree:
    """나무 문서 (중첩 "tree" 또는 이은 글 "guesses") 를 모든 비밀에 대고 다시 둔 나무."""
    if "guesses" in document:
        return DecisionTree.from_guesses(variant, decode_guesses(variant, document["guesses"]))
    return DecisionTree.from_document(variant, document["tree"])


@cache
def shipped_tree(variant: Variant) -> DecisionTree:
    """실어 둔 최적 평균 나무 (한 번 키워 둔다). 없는 변형은 InputError."""
    return document_tree(variant, shipped_document(variant.name))


@cache
def _shipped_table(variant: Variant) -> dict[bytes, int]:
    return shipped_tree(variant).guess_table()


def shipped_pick(
    variant: Variant, cands: np.ndarray, rng: np.random.Generator | None
) -> int | None:
    """전략 'optimal' 의 pick: 실어 둔 나무에서 지금 후보 집합의 추측을 찾는다.

    나무에 없는 집합 (지킴이에서 사용자가 다른 대답을 골랐을 때) 은 None 을 돌려 미니맥스에
    넘긴다. 나무가 없는 변형은 InputError.
    """
    return _shipped_table(variant).get(set_key(variant.size, np.asarray(cands)))


def page_path(variant: str, folder: Path = DATA) -> Path:
    """변형의 페이지 데이터 파일 (folder 안의 exact_<변형>.json)."""
    return folder / f"exact_{variant}.json"


@cache
def shipped_page(variant: str) -> dict:
    """변형의 페이지 데이터 문서 (모양은 page_data.py). 없거나 계산하는 길이면 빈 dict."""
    return read_page_data(page_path(variant)) or {}


def counts_key(strategy: str, candidates_only: bool = False) -> str:
    """횟수 표의 열쇠: 'minimax', 후보 안에서만 고르면 'minimax+cands'."""
    return f"{strategy}{'+cands' if candidates_only else ''}"


def encode_counts(depth: np.ndarray) -> str:
    """비밀마다의 횟수 (N,) 를 한 자리 숫자의 글로. 9 번을 넘는 횟수는 ValueError."""
    if int(depth.max()) > 9 or int(depth.min()) < 1:
        raise ValueError(f"counts must be 1-9 guesses, got {int(depth.min())}-{int(depth.max())}")
    return "".join(map(str, depth.tolist()))


def decode_counts(text: str) -> np.ndarray:
    """encode_counts 의 반대: (N,) int64, 읽기 전용."""
    depth = np.frombuffer(text.encode("ascii"), dtype=np.uint8).astype(np.int64) - ord("0")
    depth.setflags(write=False)
    return depth


def shipped_counts(variant: str, strategy: str, candidates_only: bool = False) -> np.ndarray | None:
    """실어 둔 결정적 전략의 비밀마다 횟수 (N,) int64 (읽기 전용), 없으면 None."""
    text = shipped_page(variant).get("counts", {}).get(counts_key(strategy, candidates_only))
    return None if text is None else decode_counts(text)
