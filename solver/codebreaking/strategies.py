"""추측 전략: 남은 후보에서 다음에 부를 수를 고르고, 왜 골랐는지 숫자로 남긴다."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache, lru_cache, partial
from types import MappingProxyType

import numpy as np

from ..errors import InputError, Refusal
from . import partition
from .feedback import answer_slots, response_matrix
from .shipped import TreeFile, shipped_pick
from .symmetry import root_orbits
from .variants import Variant

__all__ = [
    "SEED_SAMPLE",
    "SEED_SAMPLE_ABOVE",
    "STRATEGIES",
    "Choice",
    "Options",
    "Strategy",
    "StrategyName",
    "all_largest",
    "choice_for",
    "choose",
    "deterministic_strategies",
    "get_strategy",
    "next_guess",
    "usable_strategies",
    "usable_strategy",
]


class StrategyName(StrEnum):
    """전략의 이름 (명령줄 --strategy, 링크의 strategy 값)."""

    MINIMAX = "minimax"  # 가장 큰 묶음이 가장 작은 수 (Knuth)
    RANDOM = "random"  # 미니맥스 끔: 남은 후보 아무거나
    EXPECTED = "expected"  # 남는 후보 수의 기댓값이 가장 작은 수
    ENTROPY = "entropy"  # 정보량이 가장 큰 수
    PARTS = "parts"  # 묶음 수가 가장 많은 수
    OPTIMAL = "optimal"  # 증명된 최적 평균 (실어 둔 나무)
    # 가장 적은 일곱 번: 모두 7 번 안에, 7 번째가 가장 적고 그 가운데 합계가 가장 작은 나무 (bulls4)
    FEWEST = "fewest"


# 견본 (seeds/000) 의 표본: 후보가 120 개보다 많으면 추측 140 개만 무작위로 시험한다
SEED_SAMPLE = 140
SEED_SAMPLE_ABOVE = 120


@dataclass(frozen=True)
class Options:
    """전략 옵션. sample=None 이면 모든 코드를 정확히 본다 (기본).

    sample: 후보가 sample_above 개보다 많을 때 무작위로 뽑아 시험할 추측 수 (견본: 140, 120).
    candidates_only: 남은 후보 안에서만 추측을 고른다 (후보 밖 추측이 왜 필요한지 보이려고).
    """

    candidates_only: bool = False
    sample: int | None = None
    sample_above: int = SEED_SAMPLE_ABOVE

    def __post_init__(self) -> None:
        if self.sample is not None and self.sample < 1:
            raise ValueError(f"sample size must be at least 1, got {self.sample}")
        if self.sample_above < 0:
            raise ValueError(f"sample threshold must be 0 or more, got {self.sample_above}")


@dataclass(frozen=True)
class Choice:
    """한 번의 선택과 그 설명.

    pool: 시험한 추측 번호 (P,) 오름차순. largest: 그 추측마다 가장 큰 묶음 (P,).
    buckets: 고른 추측의 대답별 후보 수 (K,). sampled: 표본으로 골랐는지.
    squares, parts: pool 의 추측마다 묶음 크기 제곱의 합과 비어 있지 않은 묶음 수 (P,) int64:
    '왜 이 수인가' (why.py) 가 다른 점수로 견줄 때 다시 세지 않게 (고를 때 센 묶음에서).
    """

    guess: int
    pool: np.ndarray
    largest: np.ndarray
    buckets: np.ndarray
    sampled: bool = False
    squares: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    parts: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))

    @property
    def guess_largest(self) -> int:
        """고른 추측의 가장 큰 묶음 크기."""
        return int(self.buckets.max())


# 점수 함수: (G, K) 묶음 수 → (G,) 작을수록 좋은 값
ScoreFn = Callable[[np.ndarray], np.ndarray]
# 직접 고르는 전략: (변형, 후보, rng) → 추측 번호 (없으면 None 을 돌려 미니맥스로)
PickFn = Callable[[Variant, np.ndarray, "np.random.Generator | None"], "int | None"]


@dataclass(frozen=True)
class Strategy:
    """전략 하나: 점수로 고르거나 (score), 직접 고르거나 (pick), 무작위 후보.

    화면에 보일 이름은 ui/ 의 문구 표에 있다 (엔진은 화면 언어를 모른다).
    """

    name: str
    deterministic: bool
    score: ScoreFn | None = None
    pick: PickFn | None = field(default=None, compare=False)
    variants: tuple[str, ...] | None = None  # 쓸 수 있는 변형 (None = 모두)

    def supports(self, variant: Variant) -> bool:
        """이 변형에서 쓸 수 있는지 (예: optimal 은 나무를 실어 둔 변형만)."""
        return self.variants is None or variant.name in self.variants


def _entropy_key(counts: np.ndarray) -> np.ndarray:
    # 부동소수 동점이 흔들리지 않게 반올림한 뒤 부호를 바꾼다 (정보량은 클수록 좋다)
    return -np.round(partition.entropy(counts), 9)


def _looked_up(kind: TreeFile) -> Strategy:
    """실어 둔 나무를 찾아보는 전략 (이름은 나무의 이름, 나무에 없는 집합은 미니맥스)."""
    return Strategy(
        StrategyName(kind), True, pick=partial(shipped_pick, kind), variants=kind.variants
    )


# 모든 전략: 이름 → 전략, 이 순서로 (목록 · 화면의 순서). 읽기 전용, 여기서 한 번 만든다.
STRATEGIES: Mapping[str, Strategy] = MappingProxyType(
    {
        s.name: s
        for s in (
            Strategy(StrategyName.MINIMAX, True, partition.largest),
            Strategy(StrategyName.RANDOM, False),
            Strategy(StrategyName.EXPECTED, True, partition.sum_squares),
            Strategy(StrategyName.ENTROPY, True, _entropy_key),
            Strategy(StrategyName.PARTS, True, lambda c: -partition.parts(c)),
            # 증명된 최적 평균: 실어 둔 결정 나무 (proof/average.py 가 증명하고
            # `python -m solver optimal --average --write` 가 다시 만든다)
            _looked_up(TreeFile.OPTIMAL),
            # 가장 적은 '마지막 횟수': 실어 둔 나무 (proof/fewest_split.py 가 찾고 증명한다)
            _looked_up(TreeFile.FEWEST),
        )
    }
)


def get_strategy(name: str) -> Strategy:
    """이름으로 전략을 찾는다. 없는 이름은 InputError ('unknown_strategy')."""
    try:
        return STRATEGIES[name]
    except KeyError:
        raise InputError(
            Refusal.UNKNOWN_STRATEGY,
            f"unknown strategy {name!r}; choose one of {', '.join(STRATEGIES)}",
            name=name,
        ) from None


def deterministic_strategies(variant: Variant) -> list[str]:
    """이 변형에서 쓸 수 있는 결정적 전략 이름들 (결정 나무로 펼칠 수 있는 것), 목록 순서대로."""
    return [name for name, s in STRATEGIES.items() if s.deterministic and s.supports(variant)]


def usable_strategies(variant: Variant) -> list[str]:
    """이 변형에서 쓸 수 있는 모든 전략 이름들 (무작위 · 표본 포함), 목록 순서대로."""
    return [name for name, s in STRATEGIES.items() if s.supports(variant)]


def usable_strategy(name: str, variant: Variant) -> str:
    """name 을 이 변형에서 쓸 수 있으면 그대로, 아니면 기본 전략 'minimax'."""
    return name if get_strategy(name).supports(variant) else "minimax"


def _need_rng(rng: np.random.Generator | None) -> np.random.Generator:
    """무작위가 필요한 자리: rng 는 부르는 쪽이 건넨다 (엔진은 스스로 씨앗을 만들지 않는다)."""
    if rng is None:
        raise ValueError("this choice is random: pass rng (np.random.Generator)")
    return rng


def _pool(
    variant: Variant, cands: np.ndarray, options: Options, rng: np.random.Generator | None
) -> tuple[np.ndarray, bool]:
    """시험할 추측 번호들 (오름차순)과 표본 여부."""
    base = cands if options.candidates_only else np.arange(variant.size)
    sampling = options.sample is not None and len(cands) > options.sample_above
    if sampling and options.sample < len(base):
        return np.sort(_need_rng(rng).choice(base, size=options.sample, replace=False)), True
    return np.asarray(base), False


def _best(keys: np.ndarray, pool: np.ndarray, cands: np.ndarray) -> int:
    """가장 작은 점수, 같으면 후보 안의 수, 그래도 같으면 가장 작은 번호 (Knuth)."""
    tied = pool[keys == keys.min()]
    if len(tied) == 1:
        return int(tied[0])
    # np.isin 은 정렬을 해서 느리다: 번호 표시 배열로 후보인지 본다
    member = np.zeros(max(int(tied.max()), int(cands.max())) + 1, dtype=bool)
    member[cands] = True
    inside = tied[member[tied]]
    return int((inside if len(inside) else tied).min())


@cache
def _root_counts(variant: Variant) -> np.ndarray:
    """모든 코드가 후보인 첫 자리에서 추측마다 대답별 묶음 수 (N, K) int64, 읽기 전용.

    대칭으로 옮겨지는 추측은 대답별 묶음 크기가 같으므로 (symmetry.py) 궤도마다 한 번만 센다:
    bulls4 의 첫 추측이 5040 x 5040 대신 1 x 5040 이다 (모든 사용자의 첫 화면, 표본 판의 첫 수).
    """
    orbits = root_orbits(variant)
    firsts = np.array([members[0] for members in orbits])
    everyone = np.arange(variant.size)
    counts = partition.bucket_counts(
        response_matrix(variant), everyone, answer_slots(variant), firsts
    )
    out = np.empty((variant.size, counts.shape[1]), dtype=np.int64)
    for row, members in zip(counts, orbits, strict=True):
        out[members] = row
    out.setflags(write=False)
    return out


def _pool_counts(variant: Variant, cands: np.ndarray, pool: np.ndarray) -> np.ndarray:
    """pool 의 추측마다 대답별 후보 수 (P, K). 후보가 모든 코드면 첫 자리의 표에서 읽고, pool 이
    모든 코드면 후보 집합마다 한 번 센 표 (_all_counts) 에서 읽는다."""
    if len(cands) == variant.size:  # 후보는 겹치지 않는 번호라 크기가 같으면 모든 코드다
        return _root_counts(variant)[pool]
    if len(pool) == variant.size:  # pool 은 겹치지 않는 번호: 모든 코드 (오름차순)
        return _all_counts(variant, np.asarray(cands, dtype=np.intp).tobytes())
    return partition.bucket_counts(response_matrix(variant), cands, answer_slots(variant), pool)


def all_largest(variant: Variant, cands: np.ndarray) -> np.ndarray:
    """모든 코드 (N,) 의 가장 큰 묶음 (후보 cands 에 대해), int64. 미니맥스가 고를 때와 같은 표
    (첫 자리의 표, 후보 집합마다의 표) 를 읽는다: 온도로 고르는 사람 (temperature_guess) 용."""
    cands = np.asarray(cands, dtype=np.intp)
    return partition.largest(_pool_counts(variant, cands, np.arange(variant.size)))


@lru_cache(maxsize=32)
def _all_counts(variant: Variant, cands: bytes) -> np.ndarray:
    """후보 집합 (intp 번호의 바이트) 에 대해 모든 추측의 대답별 후보 수 (N, K) int64, 읽기 전용.

    한 판을 이어 갈 때 같은 집합을 여러 번 센다: 고를 때, 판을 되살릴 때 (기록의 부를 수), 지난
    턴을 설명할 때. 모든 세션이 같이 쓴다 (첫 몇 수의 집합은 누구에게나 같다). 크기 한도: bulls4
    의 표 하나가 0.6 MB 라 32 개.
    """
    table = partition.bucket_counts(
        response_matrix(variant), np.frombuffer(cands, dtype=np.intp), answer_slots(variant)
    )
    table.setflags(write=False)
    return table


def _decide(
    variant: Variant,
    cands: np.ndarray,
    strategy: str | Strategy,
    options: Options | None,
    rng: np.random.Generator | None,
) -> tuple[int, np.ndarray, bool, np.ndarray | None]:
    """(추측, 시험한 pool, 표본 여부, pool 의 묶음 수 또는 None)."""
    strat = strategy if isinstance(strategy, Strategy) else get_strategy(strategy)
    options = options or Options()
    if len(cands) == 0:
        raise ValueError("no candidate is left")
    if len(cands) == 1:
        # 하나 남으면 그것을 부른다 (설명은 모든 코드에 대해: 고른 수가 늘 pool 안에 있게)
        return int(cands[0]), np.arange(variant.size), False, None
    if strat.score is None and strat.pick is None:
        return int(_need_rng(rng).choice(cands)), np.arange(variant.size), False, None
    if strat.pick is not None:
        guess = strat.pick(variant, cands, rng)
        if guess is not None:
            # 나무에서 찾은 수는 표본과 상관없다: 설명은 모든 코드로 (고른 수가 늘 pool 안에)
            return int(guess), np.arange(variant.size), False, None
    pool, sampled = _pool(variant, cands, options, rng)
    counts = _pool_counts(variant, cands, pool)
    score = strat.score or partition.largest
    return _best(score(counts), pool, cands), pool, sampled, counts


def next_guess(
    variant: Variant,
    cands: np.ndarray,
    strategy: str | Strategy = "minimax",
    options: Options | None = None,
    rng: np.random.Generator | None = None,
) -> int:
    """다음 추측 번호만 (설명 없이, 평가용으로 빠르게). 후보가 비면 ValueError."""
    return _decide(variant, np.asarray(cands, dtype=np.intp), strategy, options, rng)[0]


def choose(
    variant: Variant,
    cands: np.ndarray,
    strategy: str | Strategy = "minimax",
    options: Options | None = None,
    rng: np.random.Generator | None = None,
) -> Choice:
    """남은 후보 cands (C,) 에서 다음 추측을 고르고 설명을 붙인다. 후보가 비면 ValueError."""
    cands = np.asarray(cands, dtype=np.intp)
    guess, pool, sampled, counts = _decide(variant, cands, strategy, options, rng)
    if counts is None:
        return choice_for(variant, cands, guess, pool=pool, sampled=sampled)
    return _choice(guess, pool, counts, counts[pool == guess][0], sampled)


def choice_for(
    variant: Variant,
    cands: np.ndarray,
    guess: int,
    *,
    pool: np.ndarray | None = None,
    sampled: bool = False,
) -> Choice:
    """이미 정한 추측 guess 의 Choice (그 묶음과 pool 의 최악 묶음) 를 만든다: 되살린 판, 무른 판,
    지난 턴의 설명처럼 고르지 않고 설명만 할 때. 고르면서 설명하는 것은 choose.

    >>> from solver.codebreaking.variants import get_variant
    >>> v = get_variant("baseball3")
    >>> choice_for(v, np.arange(v.size), v.parse("987")).guess_largest
    180
    """
    pool = np.arange(variant.size) if pool is None else np.asarray(pool)
    counts = _pool_counts(variant, cands, pool)
    own = _pool_counts(variant, cands, np.array([guess]))[0]
    return _choice(int(guess), pool, counts, own, sampled)


def _choice(
    guess: int, pool: np.ndarray, counts: np.ndarray, own: np.ndarray, sampled: bool
) -> Choice:
    """pool 의 묶음 수 counts (P, K) 에서 Choice 를 만든다 (최악 · 제곱의 합 · 묶음 수)."""
    return Choice(
        guess,
        pool,
        partition.largest(counts),
        own,
        sampled,
        squares=partition.sum_squares(counts),
        parts=partition.parts(counts),
    )
