"""페이지 데이터: 모든 사용자에게 같은 것을 미리 계산해 변형마다 한 파일로 실어 두고
(data/exact_<변형>.json), 새 프로세스가 계산 없이 읽는다 (`python -m solver exact` 가 만든다).
여기는 문서를 만드는 일 (page_document) 과 페이지의 물음에 답하는 일 (page_*) 이고, 파일을 읽어
푸는 일은 shipped.py (shipped_page → ShippedPage) 다.

문서 모양 (format 3, 변형 하나):
- counts: {전략: 비밀 순서의 횟수 숫자 글}. 모든 결정적 전략과 'minimax+cands' (후보 안에서만).
- trees: {전략: DecisionTree.asked() 순서의 추측을 L 자리씩 이은 글}. 전략 나무 탐색이 다시 키운다.
  optimal · fewest 의 나무는 없다: optimal_<변형>.json · fewest_<변형>.json 에 한 번만 싣는다
  (shipped.TreeFile, shipped.shipped_tree).
- audit: 미니맥스 나무의 묶음 점검 (shipped.BucketAudit 의 필드).
- played: {"random" | "minimax_sampled": {비밀마다 판 수: {횟수: 판 수}}}. 비교 페이지가 고를 수
  있는 판 수마다 (SHIPPED_GAMES, 표본 전략은 sampled_games) 시드 seed 로 둔 판의 히스토그램.
- seed, sample, sample_above: 그 판들의 시드와 견본 표본 설정.
- random_expected: '아무 후보나' 의 정확한 기대 횟수 (EXACT_RANDOM_MAX 이하만).
- proven_worst: 증명된 최선의 최악 횟수 (대칭 탐색이 되는 MAX_CODES 이하만).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Mapping

import numpy as np

from .decision_tree import DecisionTree
from .evaluation import (
    EXACT_RANDOM_MAX,
    Evaluation,
    bucket_audit,
    evaluate,
    random_expected,
    strategy_tree,
)
from .proof.worst_case import solve_worst
from .shipped import (
    BucketAudit,
    Histogram,
    ShippedPage,
    TreeFile,
    counts_key,
    encode_counts,
    encode_guesses,
    shipped_page,
    shipped_tree,
)
from .strategies import (
    SEED_SAMPLE,
    SEED_SAMPLE_ABOVE,
    Options,
    deterministic_strategies,
    get_strategy,
)
from .symmetry import MAX_CODES
from .variants import Variant

__all__ = [
    "FORMAT",
    "SAMPLED_MAX",
    "SAMPLED_OPTIONS",
    "SEED",
    "SHIPPED_GAMES",
    "Grown",
    "grown",
    "page_audit",
    "page_document",
    "page_evaluation",
    "page_proven_worst",
    "page_random_expected",
    "page_tree",
    "sampled_games",
]

FORMAT = 3
# 비교 페이지가 고를 수 있는 '비밀 수마다 판 수' (무작위 전략) 와 그 판들의 시드
SHIPPED_GAMES = (5, 10, 20, 50)
SEED = 0
# 견본 표본 미니맥스: 그 설정, 판마다 두는 것이 견딜 만한 가장 큰 변형 (bulls4 는 분 단위라 뺀다)
SAMPLED_OPTIONS = Options(sample=SEED_SAMPLE, sample_above=SEED_SAMPLE_ABOVE)
SAMPLED_MAX = 1296

# 진행 한 줄 (무엇을 끝냈는지, 걸린 초)
Say = Callable[[str], None]


def sampled_games(games: int) -> int:
    """무작위 전략의 판 수가 games 일 때 표본 미니맥스의 판 수 (판마다 느려 4 분의 1)."""
    return max(1, games // 4)


def _histogram(result: Evaluation) -> dict[str, int]:
    return {str(k): n for k, n in result.histogram().items()}


def page_document(variant: Variant, say: Say | None = None) -> dict:
    """변형 하나의 페이지 데이터 문서를 처음부터 계산한다 (실어 둔 것은 읽지 않는다).

    say: 부분마다 한 줄의 진행 (stderr 로 보내려고). 무거운 것은 bulls4 의 나무들과 baseball3z
    의 정확한 무작위 기댓값 (수십 초) 이다.
    """
    started = time.perf_counter()

    def done(what: str) -> None:
        if say is not None:
            say(f"{variant.name} {what} {time.perf_counter() - started:.1f}s")

    counts: dict[str, str] = {}
    trees: dict[str, str] = {}
    for strategy in deterministic_strategies(variant):
        tree = strategy_tree(variant, strategy)
        counts[counts_key(strategy)] = encode_counts(tree.depths())
        if strategy not in set(TreeFile):  # 그 나무는 제 파일 (<전략>_<변형>.json) 에 이미 있다
            trees[strategy] = encode_guesses(variant, tree)
        done(f"tree {strategy}")
    only = strategy_tree(variant, "minimax", Options(candidates_only=True)).depths()
    counts[counts_key("minimax", True)] = encode_counts(only)
    audit = dataclasses.asdict(bucket_audit(variant, "minimax"))
    done("audit")
    played: dict[str, dict[str, dict[str, int]]] = {"random": {}}
    for games in SHIPPED_GAMES:
        result = evaluate(variant, "random", Options(), games, SEED)
        played["random"][str(games)] = _histogram(result)
    if variant.size <= SAMPLED_MAX:
        played["minimax_sampled"] = {}
        for games in sorted({sampled_games(g) for g in SHIPPED_GAMES}):
            result = evaluate(variant, "minimax", SAMPLED_OPTIONS, games, SEED)
            played["minimax_sampled"][str(games)] = _histogram(result)
            done(f"sampled x{games}")
    document: dict = {
        "format": FORMAT,
        "variant": variant.name,
        "codes": variant.size,
        "counts": counts,
        "trees": trees,
        "audit": audit,
        "played": played,
        "seed": SEED,
        "sample": SAMPLED_OPTIONS.sample,
        "sample_above": SAMPLED_OPTIONS.sample_above,
    }
    if variant.size <= MAX_CODES:
        document["proven_worst"] = solve_worst(variant).worst
        done("proven worst")
    if variant.size <= EXACT_RANDOM_MAX:
        document["random_expected"] = random_expected(variant)
        done("random expected")
    return document


def _histograms(
    page: ShippedPage, strategy: str, options: Options, seed: int
) -> Mapping[int, Histogram] | None:
    """그 조건으로 둔 판들의 실어 둔 히스토그램 표 {판 수: 히스토그램}, 없으면 None."""
    if seed != page.seed:
        return None
    if strategy == "random" and options == Options():
        return page.random_histograms
    sampled = Options(sample=page.sample, sample_above=page.sample_above)
    if strategy == "minimax" and options == sampled:
        return page.sampled_histograms
    return None


def page_evaluation(
    variant: Variant, strategy: str, options: Options, games: int, seed: int = SEED
) -> Evaluation | None:
    """실어 둔 평가 (evaluate 와 같은 수), 없으면 None.

    결정적 전략 (표본 없이) 은 비밀마다의 횟수 그대로다. 무작위와 표본 미니맥스는 히스토그램만
    실어 두므로 counts 가 정렬된 횟수다 (평균 · 최악 · k번 안 · 신뢰구간은 같다; 비밀 순서는 없다).
    """
    page = shipped_page(variant.name)
    if page is None:
        return None
    plain = Options(candidates_only=options.candidates_only)
    if options == plain and get_strategy(strategy).deterministic:
        counts = page.counts_of(strategy, options.candidates_only)
        if counts is None:
            return None
        return Evaluation(variant.name, variant.size, strategy, counts, 0.0, exact=True)
    table = _histograms(page, strategy, options, seed)
    histogram = None if table is None else table.get(games)
    if histogram is None:
        return None
    pairs = sorted(histogram.items())
    counts = np.repeat([k for k, _ in pairs], [n for _, n in pairs]).astype(np.int64)
    counts.setflags(write=False)
    return Evaluation(variant.name, variant.size, strategy, counts, 0.0, exact=False)


def page_tree(variant: Variant, strategy: str) -> DecisionTree | None:
    """실어 둔 전략 나무 (추측들로 다시 키운다: bulls4 도 펼치는 몇 초 대신 한 번의 걸음),
    없으면 None. optimal · fewest (TreeFile) 는 전략이 찾아보는 바로 그 나무 (shipped_tree, 한 벌)
    다."""
    page = shipped_page(variant.name)
    if page is None:
        return None
    for kind in TreeFile:
        if strategy == kind and variant.name in kind.variants:
            return shipped_tree(kind, variant)
    guesses = page.trees.get(strategy)
    return None if guesses is None else DecisionTree.from_guesses(variant, guesses)


@dataclasses.dataclass(frozen=True)
class Grown:
    """결정적 전략 하나를 모든 비밀 수에 펼친 나무와 비밀마다 맞히는 횟수 depths (N,) int64
    (나무 탐색 페이지가 같이 쓰는 값: 화면의 캐시가 한 벌 둔다)."""

    strategy: str
    tree: DecisionTree
    depths: np.ndarray

    def __post_init__(self) -> None:
        # 화면의 캐시가 모든 사용자에게 한 벌을 건넨다: 횟수 배열은 읽기 전용
        self.depths.setflags(write=False)


def grown(variant: Variant, strategy: str) -> Grown:
    """결정적 전략의 나무: 실어 둔 추측들로 다시 키우고 (page_tree), 없으면 펼친다."""
    tree = page_tree(variant, strategy)
    if tree is None:
        tree = strategy_tree(variant, strategy)
    return Grown(strategy, tree.read_only(), tree.depths())


def page_audit(variant: Variant) -> BucketAudit | None:
    """실어 둔 미니맥스 나무의 묶음 점검, 없으면 None."""
    page = shipped_page(variant.name)
    return None if page is None else page.audit


def page_random_expected(variant: Variant) -> float | None:
    """실어 둔 '아무 후보나' 의 정확한 기대 횟수, 없으면 None (큰 변형이거나 계산하는 길)."""
    page = shipped_page(variant.name)
    return None if page is None else page.random_expected


def page_proven_worst(variant: Variant) -> int | None:
    """실어 둔 증명된 최선의 최악 횟수, 없으면 None."""
    page = shipped_page(variant.name)
    return None if page is None else page.proven_worst
