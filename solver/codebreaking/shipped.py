"""실어 둔 파일 (data/) 을 읽는 단 한 곳: 파일마다 한 번 읽고 푼 값을 돌려준다.

- optimal_<변형>.json: 증명된 최적 평균 나무 (`python -m solver optimal --average --write ...` 가
  같은 바이트로 다시 만든다).
- fewest_<변형>.json: 모든 비밀을 limit 번 안에 맞히면서 딱 limit 번째인 비밀이 가장 적은 나무,
  그 가운데 합계가 가장 작은 것 (`python -m solver optimal --fewest-at 7 --exact-from 2
  --least-total --write ...`).
  두 나무 (TreeFile) 는 같은 코드로 읽는다: 그 이름의 전략이 찾아보는 것 (shipped_pick) 과 나무
  탐색 (page_data.page_tree) 이 같은 나무 한 벌 (shipped_tree) 을 쓴다.
- exact_<변형>.json: 페이지 데이터 (`python -m solver exact` 가 만든다; 문서 모양은 page_data.py).
  shipped_page 가 ShippedPage 로 풀어 준다. 최적 나무는 여기에 다시 싣지 않는다.
글의 모양 (한 자리 횟수, L 자리씩 이은 추측) 을 쓰고 읽는 짝도 여기 있다. 전략 · 평가 모듈이
이 모듈을 읽으므로 여기서는 그것들을 부르지 않는다: 묶음 점검의 기록 (BucketAudit) 이 계산하는
evaluation.py 가 아니라 여기 있는 까닭이다.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from types import MappingProxyType

import numpy as np

from ..datafile import read_page_data
from ..errors import InputError, Refusal
from .decision_tree import DecisionTree, set_key
from .variants import Variant, get_variant

__all__ = [
    "DATA",
    "BucketAudit",
    "Histogram",
    "ShippedPage",
    "TreeFile",
    "counts_key",
    "decode_counts",
    "decode_guesses",
    "document_tree",
    "encode_counts",
    "encode_guesses",
    "page_path",
    "shipped_page",
    "shipped_pick",
    "shipped_tree",
    "tree_document",
]

DATA = Path(__file__).parent / "data"


class TreeFile(StrEnum):
    """제 파일 (data/<값>_<변형>.json) 에 실어 둔 나무. 값은 그 나무를 찾아보는 전략의 이름이다.

    작은 변형의 문서는 중첩 나무 ("tree"), bulls4 는 마디마다 추측 하나를 이은 글 ("guesses",
    encode_guesses) 이다 (300 KB 대신 21 KB).
    """

    OPTIMAL = "optimal"  # 증명된 최적 평균 나무
    FEWEST = "fewest"  # 가장 적은 '마지막 횟수' 나무 (문서에 limit · count 도)

    @property
    def variants(self) -> tuple[str, ...]:
        """이 나무를 실어 둔 변형들."""
        return _TREE_VARIANTS[self]


_TREE_VARIANTS = MappingProxyType(
    {
        TreeFile.OPTIMAL: ("baseball3", "bulls4"),
        TreeFile.FEWEST: ("bulls4",),
    }
)

# 둔 판들의 히스토그램: 횟수 → 판 수
Histogram = Mapping[int, int]


# --- 글의 모양 ---------------------------------------------------------------------------


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


# --- 제 파일에 실어 둔 나무 (TreeFile) -------------------------------------------------------


@cache
def tree_document(kind: TreeFile, name: str) -> dict:
    """실어 둔 나무 문서 {"variant", "total", "tree" 또는 "guesses", ...} (fewest 는 "limit",
    "count" 도). 그 나무를 싣지 않은 변형은 InputError ('no_shipped_tree')."""
    if name not in kind.variants:
        raise InputError(
            Refusal.NO_SHIPPED_TREE,
            f"strategy '{kind}' has a shipped tree only for {', '.join(kind.variants)}, not {name}",
            name=name,
        )
    return json.loads((DATA / f"{kind}_{name}.json").read_text(encoding="utf-8"))


def document_tree(variant: Variant, document: Mapping) -> DecisionTree:
    """나무 문서 (중첩 "tree" 또는 이은 글 "guesses") 를 모든 비밀에 대고 다시 둔 나무."""
    if "guesses" in document:
        return DecisionTree.from_guesses(variant, decode_guesses(variant, document["guesses"]))
    return DecisionTree.from_document(variant, document["tree"])


@cache
def shipped_tree(kind: TreeFile, variant: Variant) -> DecisionTree:
    """실어 둔 나무 (프로세스에 한 벌, 한 번 키운다, 읽기 전용: 전략과 화면이 같이 본다). 싣지
    않은 변형은 InputError."""
    return document_tree(variant, tree_document(kind, variant.name)).read_only()


@cache
def _guess_table(kind: TreeFile, variant: Variant) -> dict[bytes, int]:
    return shipped_tree(kind, variant).guess_table()


def shipped_pick(
    kind: TreeFile, variant: Variant, cands: np.ndarray, rng: np.random.Generator | None
) -> int | None:
    """전략 kind 의 pick: 실어 둔 나무에서 지금 후보 집합의 추측을 찾는다.

    나무에 없는 집합 (지킴이에서 사용자가 다른 대답을 골랐을 때) 은 None 을 돌려 미니맥스에
    넘긴다. 나무를 싣지 않은 변형은 InputError.
    """
    return _guess_table(kind, variant).get(set_key(variant.size, np.asarray(cands)))


# --- 페이지 데이터 (exact_<변형>.json) -----------------------------------------------------


@dataclass(frozen=True)
class BucketAudit:
    """결정 나무의 질문 자리마다 고른 수의 가장 큰 묶음을 다른 모든 수와 견준 결과
    (evaluation.bucket_audit 이 세고, 페이지 데이터가 싣는다).

    nodes: 질문 자리 수 (후보가 둘 이상인 마디). smallest: 고른 수의 최악이 가장 작은 자리 수.
    below_median: 다른 수들의 최악 중앙값보다 작은 자리 수. chosen_mean, median_mean: 고른 수의
    최악의 평균과 다른 수들의 최악 중앙값의 평균.
    """

    nodes: int
    smallest: int
    below_median: int
    chosen_mean: float
    median_mean: float


@dataclass(frozen=True)
class ShippedPage:
    """변형 하나의 실어 둔 페이지 데이터를 푼 것 (모양과 뜻은 page_data.py).

    counts: counts_key → 비밀마다 횟수 (N,) int64, 읽기 전용. trees: 전략 → 나무의 추측 번호들
    (asked() 순서; optimal 은 없다, shipped_tree 가 준다). audit: 미니맥스 나무의 묶음 점검.
    random_histograms, sampled_histograms: 비밀마다 판 수 → 히스토그램 ('아무 후보나' 와 견본
    표본 미니맥스; 표본은 싣지 않은 변형이면 빈 표). seed, sample, sample_above: 그 판들의 시드와
    표본 설정. random_expected, proven_worst: 정확한 무작위 기댓값과 증명된 최선의 최악 (계산할
    수 있는 크기만, 아니면 None).
    """

    variant: str
    codes: int
    counts: Mapping[str, np.ndarray]
    trees: Mapping[str, tuple[int, ...]]
    audit: BucketAudit
    random_histograms: Mapping[int, Histogram]
    sampled_histograms: Mapping[int, Histogram]
    seed: int
    sample: int
    sample_above: int
    random_expected: float | None
    proven_worst: int | None

    def counts_of(self, strategy: str, candidates_only: bool = False) -> np.ndarray | None:
        """결정적 전략의 비밀마다 횟수 (N,) int64 (읽기 전용), 실려 있지 않으면 None."""
        return self.counts.get(counts_key(strategy, candidates_only))


def page_path(variant: str, folder: Path = DATA) -> Path:
    """변형의 페이지 데이터 파일 (folder 안의 exact_<변형>.json)."""
    return folder / f"exact_{variant}.json"


def _histograms(table: Mapping[str, Mapping[str, int]]) -> dict[int, Histogram]:
    """{"판 수": {"횟수": 판 수}} 의 JSON 열쇠 (글) 를 수로."""
    return {
        int(games): {int(k): n for k, n in histogram.items()} for games, histogram in table.items()
    }


@cache
def shipped_page(name: str) -> ShippedPage | None:
    """변형의 페이지 데이터 (한 번 읽고 푼다). 파일이 없거나 계산하는 길 (datafile.computing) 이면
    None."""
    document = read_page_data(page_path(name))
    if document is None:
        return None
    variant = get_variant(name)
    played = document["played"]
    return ShippedPage(
        variant=name,
        codes=document["codes"],
        counts={key: decode_counts(text) for key, text in document["counts"].items()},
        trees={s: tuple(decode_guesses(variant, text)) for s, text in document["trees"].items()},
        audit=BucketAudit(**document["audit"]),
        random_histograms=_histograms(played["random"]),
        sampled_histograms=_histograms(played.get("minimax_sampled", {})),
        seed=document["seed"],
        sample=document["sample"],
        sample_above=document["sample_above"],
        random_expected=document.get("random_expected"),
        proven_worst=document.get("proven_worst"),
    )
