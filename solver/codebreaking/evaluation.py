"""전략 평가: 모든 비밀에 대해 몇 번 만에 맞히는지. 결정적 전략은 결정 나무를 한 번 키워 정확히.

묶음 점검 (bucket_audit) 의 기록 BucketAudit 은 페이지 데이터를 푸는 shipped.py 에 있다 (이 모듈이
실어 둔 횟수를 읽으므로 shipped.py 는 이 모듈을 부를 수 없다). 여기서 다시 내보낸다.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .decision_tree import AnswerPath, DecisionTree, grow
from .feedback import answer_slots, response_matrix, win_answer
from .partition import split
from .random_play import play_random
from .shipped import BucketAudit, shipped_page
from .strategies import Options, Strategy, choose, get_strategy, next_guess
from .symmetry import root_orbits
from .variants import Variant

__all__ = [
    "EXACT_RANDOM_BUCKET_MAX",
    "EXACT_RANDOM_MAX",
    "BucketAudit",
    "Evaluation",
    "bucket_audit",
    "evaluate",
    "exact_counts",
    "play_out",
    "random_expected",
    "random_expected_after",
    "strategy_tree",
]

# 정확한 무작위 기댓값을 계산하는 가장 큰 변형 (mastermind 1296 은 10 분 넘게 걸린다)
EXACT_RANDOM_MAX = 720
# 첫 추측을 정해 둔 정확한 기댓값 (random_expected_after): 첫 추측 뒤 가장 큰 묶음의 한도
EXACT_RANDOM_BUCKET_MAX = 320

# 진행 알림: (끝난 양, 전체 양) 을 받는다 (화면의 진행 막대용)
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Evaluation:
    """평가 결과. counts: 판마다 맞히기까지 부른 횟수 (games,) int64, 비밀 순서대로 (판 K 개씩).

    실어 둔 무작위 · 표본 평가 (page_data.page_evaluation) 는 히스토그램만 있어 counts 가 정렬된
    횟수다: 평균 · 최악 · k번 안 · 신뢰구간은 같고 비밀 순서만 없다.
    """

    variant: str
    codes: int
    strategy: str
    counts: np.ndarray
    seconds: float
    exact: bool

    @property
    def games(self) -> int:
        """치른 판 수."""
        return int(self.counts.size)

    @property
    def mean(self) -> float:
        """평균 횟수."""
        return float(self.counts.mean())

    @property
    def worst(self) -> int:
        """가장 많이 부른 횟수."""
        return int(self.counts.max())

    @property
    def total(self) -> int:
        """모든 판의 횟수 합."""
        return int(self.counts.sum())

    def histogram(self) -> dict[int, int]:
        """횟수 → 판 수 (0 인 칸은 뺀다)."""
        values, freq = np.unique(self.counts, return_counts=True)
        return {int(v): int(f) for v, f in zip(values, freq, strict=True)}

    def share_within(self, k: int) -> float:
        """k 번 안에 맞힌 판의 비율."""
        return float((self.counts <= k).mean())

    def confidence(self) -> tuple[float, float]:
        """판마다의 횟수로 본 평균의 95% 신뢰구간 (정규 근사): (아래, 위)."""
        half = 1.96 * float(np.std(self.counts, ddof=1)) / math.sqrt(self.games)
        return self.mean - half, self.mean + half


def strategy_tree(
    variant: Variant,
    strategy: str | Strategy = "minimax",
    options: Options | None = None,
    start: np.ndarray | None = None,
    path: AnswerPath = (),
) -> DecisionTree:
    """결정적 전략을 모든 비밀에 대해 펼친 결정 나무. 비밀마다 부른 횟수는 .depths().

    start, path: 게임 중간의 마디 (그 후보와 지나온 대답들) 에서부터 펼칠 때 (grow 참고)."""
    strat = strategy if isinstance(strategy, Strategy) else get_strategy(strategy)
    if not strat.deterministic:
        raise ValueError(f"strategy {strat.name!r} is random; use play_out")

    def pick(cands: np.ndarray, path: AnswerPath) -> int:
        return next_guess(variant, cands, strat, options)

    return grow(variant, pick, start, path)


def exact_counts(variant: Variant, strategy: str, candidates_only: bool = False) -> np.ndarray:
    """결정적 전략이 비밀마다 부르는 횟수 (N,) int64, 읽기 전용. 실어 둔 횟수 (shipped.py) 가
    있으면 그것을 읽고, 없으면 나무를 펼친다 (둘은 같다: 시험이 다시 만들어 견준다)."""
    page = shipped_page(variant.name)
    counts = None if page is None else page.counts_of(strategy, candidates_only)
    if counts is None:
        counts = strategy_tree(variant, strategy, Options(candidates_only=candidates_only)).depths()
        counts.setflags(write=False)
    return counts


def play_out(
    variant: Variant,
    strategy: str | Strategy,
    options: Options | None = None,
    games: int = 20,
    seed: int = 0,
    progress: Progress | None = None,
) -> np.ndarray:
    """비밀마다 games 판을 실제로 둔다 (무작위·표본 전략). 반환 (N*games,) int64, 비밀 순서대로."""
    strat = strategy if isinstance(strategy, Strategy) else get_strategy(strategy)
    if games < 1:
        # 0 판이면 평균·최악이 정의되지 않는다: 통계에서 터지기 전에 여기서 막는다
        raise ValueError(f"games per secret must be at least 1, got {games}")
    options = options or Options()
    responses = response_matrix(variant)
    win = win_answer(variant)
    rng = np.random.default_rng(seed)
    # 표본을 쓰지 않는 구간의 결정적 선택은 후보 집합마다 한 번만 계산한다
    memo: dict[bytes, int] = {}
    deterministic_below = options.sample_above if options.sample is not None else variant.size
    counts = np.zeros((variant.size, games), dtype=np.int64)
    everyone = np.arange(variant.size)
    for secret in range(variant.size):
        for k in range(games):
            cands, turn = everyone, 0
            while True:
                turn += 1
                if strat.deterministic and len(cands) <= deterministic_below:
                    key = cands.tobytes()
                    if key not in memo:
                        memo[key] = next_guess(variant, cands, strat, options, rng)
                    guess = memo[key]
                else:
                    guess = next_guess(variant, cands, strat, options, rng)
                answer = responses[guess, secret]
                if answer == win:
                    break
                cands = cands[responses[guess, cands] == answer]
            counts[secret, k] = turn
        if progress is not None:
            progress(secret + 1, variant.size)
    return counts.ravel()


def random_expected(variant: Variant, progress: Progress | None = None) -> float:
    """'아무 후보나' 전략의 정확한 기대 횟수 (비밀도 추측도 균등). 후보 집합마다 기억한다.

    f(S) = 1 + Σ_{g∈S} Σ_{a≠정답} |S_ga| f(S_ga) / |S|^2.
    기억할 후보 집합이 코드 수와 함께 폭발하므로 EXACT_RANDOM_MAX 개까지만 (720: 약 25 초).
    """
    if variant.size > EXACT_RANDOM_MAX:
        raise ValueError(
            f"the exact random expectation is computed up to {EXACT_RANDOM_MAX} codes; "
            f"{variant.name} has {variant.size} (use --games for sampled games)"
        )
    f = _random_value(variant)
    # 처음 후보는 전체 집합이라 기호·자리 치환에 대해 대칭: 반복 모양이 같은 첫 추측은 값이 같다
    orbits = root_orbits(variant)
    total = 0.0
    for i, members in enumerate(orbits):
        total += _after_first(variant, f, _first_parts(variant, members[0])) * len(members)
        if progress is not None:
            progress(i + 1, len(orbits))
    return 1.0 + total / variant.size**2


def random_expected_after(variant: Variant, first: int) -> float:
    """첫 추측을 first 로 정해 두고, 그다음부터 '아무 후보나' 의 정확한 기대 횟수 (비밀 균등).

    발표된 수의 정의를 가리려고 (published.py: Swaszek 의 4.638 과 첫 추측 1122). 첫 추측 뒤
    가장 큰 묶음이 EXACT_RANDOM_BUCKET_MAX 개까지만 (마스터마인드의 1234 뒤 312 개: 약 40 초).
    """
    parts = _first_parts(variant, first)
    biggest = max(len(p) for a, p in parts.items() if a != win_answer(variant))
    if biggest > EXACT_RANDOM_BUCKET_MAX:
        raise ValueError(
            f"after {variant.format(first)} a bucket has {biggest} codes; the exact random "
            f"expectation takes at most {EXACT_RANDOM_BUCKET_MAX}"
        )
    return 1.0 + _after_first(variant, _random_value(variant), parts) / variant.size


def _first_parts(variant: Variant, first: int) -> dict[int, np.ndarray]:
    """모든 코드가 후보인 자리에서 첫 추측 first 의 대답별 묶음."""
    return split(response_matrix(variant), np.arange(variant.size), first)


def _after_first(
    variant: Variant, f: Callable[[np.ndarray], float], parts: dict[int, np.ndarray]
) -> float:
    """첫 추측의 대답별 묶음 parts 뒤 Σ_{a≠정답} |S_a| f(S_a)."""
    win = win_answer(variant)
    return sum(len(part) * f(part) for answer, part in parts.items() if answer != win)


def _random_value(variant: Variant) -> Callable[[np.ndarray], float]:
    """후보 집합 S (C,) 오름차순 → f(S) (random_expected 의 식), 집합마다 한 번 센다."""
    responses = response_matrix(variant)
    win = win_answer(variant)
    slots = answer_slots(variant)
    memo: dict[bytes, float] = {}

    def f(cands: np.ndarray) -> float:
        n = len(cands)
        if n <= 2:
            return 1.0 if n == 1 else 1.5  # 둘이면: 반은 한 번, 반은 두 번
        key = cands.astype(np.int16).tobytes()
        hit = memo.get(key)
        if hit is not None:
            return hit
        sub = responses[cands][:, cands]  # (n, n): 후보끼리의 대답 (np.ix_ 보다 빠르다)
        flat = sub.astype(np.intp)
        flat += np.arange(0, n * slots, slots, dtype=np.intp)[:, None]
        counts = np.bincount(flat.ravel(), minlength=n * slots).reshape(n, slots)
        counts[:, win] = 0
        # 크기 1, 2 인 묶음은 값이 정해져 있다 (1·1, 2·1.5): 재귀는 셋 이상인 묶음만
        total = float((counts == 1).sum() + 3 * (counts == 2).sum())
        rows, answers = np.nonzero(counts >= 3)
        for g, answer in zip(rows.tolist(), answers.tolist(), strict=True):
            part = cands[sub[g] == answer]
            total += len(part) * f(part)
        memo[key] = value = 1.0 + total / (n * n)
        return value

    return f


def evaluate(
    variant: Variant,
    strategy: str = "minimax",
    options: Options | None = None,
    games: int = 20,
    seed: int = 0,
    progress: Progress | None = None,
    *,
    first: int | None = None,
) -> Evaluation:
    """전략을 모든 비밀에 대해 평가한다. 결정적이고 표본이 없으면 정확히, 아니면 games 판씩
    ('미니맥스 끔' 은 판 묶음을 한꺼번에 두는 play_random, 표본 전략은 판마다 두는 play_out).
    first: '미니맥스 끔' 의 첫 추측을 정해 둔다 (다른 전략이면 ValueError)."""
    strat = get_strategy(strategy)
    options = options or Options()
    if first is not None and strat.name != "random":
        raise ValueError(f"a fixed first guess is for strategy 'random', not '{strat.name}'")
    start = time.perf_counter()
    exact = strat.deterministic and options.sample is None
    if exact:
        counts = strategy_tree(variant, strat, options).depths()
    elif strat.name == "random":  # 아무 후보나: 판 묶음을 한꺼번에 (random_play)
        counts = play_random(variant, games, seed, progress, first=first)
    else:
        counts = play_out(variant, strat, options, games, seed, progress)
    seconds = time.perf_counter() - start
    counts.setflags(write=False)  # 화면은 결과를 모든 사용자가 같이 쓰는 캐시에 둔다
    return Evaluation(variant.name, variant.size, strat.name, counts, seconds, exact)


def bucket_audit(variant: Variant, strategy: str = "minimax") -> BucketAudit:
    """견본의 완성 기준 '고른 수의 가장 큰 묶음이 다른 수들의 최악보다 작다' 를 나무 전체에서
    센다."""
    chosen: list[int] = []
    smallest: list[bool] = []
    medians: list[float] = []

    def pick(cands: np.ndarray, path: AnswerPath) -> int:
        if len(cands) == 1:
            return int(cands[0])  # 하나 남으면 묻는 자리가 아니다
        choice = choose(variant, cands, strategy)
        others = choice.largest[choice.pool != choice.guess]
        chosen.append(choice.guess_largest)
        smallest.append(choice.guess_largest <= int(others.min()))
        medians.append(float(np.median(others)))
        return choice.guess

    grow(variant, pick)
    worst = np.array(chosen)
    median = np.array(medians)
    return BucketAudit(
        nodes=len(chosen),
        smallest=int(sum(smallest)),
        below_median=int((worst < median).sum()),
        chosen_mean=float(worst.mean()),
        median_mean=float(median.mean()),
    )
