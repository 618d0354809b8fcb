"""사람의 추측을 전략의 추측과 턴마다 견준다: 묶음, 최악, 기댓값, 가능했는지, 실력과 운.

- 최선의 추측 = 그 자리에서 전략이 고르는 수 (같은 점수의 수들도 몇 개 함께 보인다).
- 기댓값 (expected) = 묶음 크기 제곱합 / 후보 수 (비밀이 균등하다면; 맞힘의 묶음도 1 로 센다).
  전략 (expected) 의 점수와 명령줄의 `expected` 가 이 값이다.
- 남을 후보 평균 (expected_left) = 맞히면 0 으로 센 기댓값 = 기댓값 - 맞힐 확률. 학생이 보는 값:
  실제로 남는 수 (맞히면 0) 의 평균이라 운과 견줄 수 있다.
- 실력 (skill) = 내 남을 후보 평균 - 최선의 것: 대답을 듣기 전에 정해지는 몫.
- 운 (luck) = 내 남을 후보 평균 - 실제로 남은 수: 대답이 정해 준 몫 (양수면 기대보다 적게 남았다).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import InputError, Refusal
from . import partition
from .feedback import answer_slots, response_matrix, win_answer
from .strategies import Options, choose, get_strategy
from .variants import Variant

__all__ = [
    "MAX_TIED",
    "TurnAnalysis",
    "analyze_game",
    "analyze_last",
    "analyze_turn",
    "analyze_turns",
    "tied_best",
]

# 같은 점수의 최선 추측을 몇 개까지 보일지
MAX_TIED = 5


@dataclass(frozen=True)
class TurnAnalysis:
    """한 턴의 분석.

    guess, answer: 부른 수와 받은 대답. before, after: 대답 전후의 후보 수 (맞히면 after = 0).
    buckets, best_buckets: 내 추측 · 최선의 추측의 대답별 후보 수 (K,) int64.
    best: 전략의 추측. tied: 최선으로 보일 추측들 (tied_best 의 규칙, MAX_TIED 개까지).
    possible: 내 추측이 비밀일 수 있었는지 (후보였는지). repeated: 앞에서 이미 부른 수인지.
    best_possible: 최선의 추측이 후보였는지 (이번에 맞힐 수 있었는지).
    """

    guess: int
    answer: int
    before: int
    after: int
    buckets: np.ndarray
    best: int
    best_buckets: np.ndarray
    tied: tuple[int, ...]
    possible: bool
    repeated: bool
    best_possible: bool

    def __post_init__(self) -> None:
        # 화면의 캐시가 모든 사용자에게 같은 분석을 건넨다: 배열은 읽기 전용
        self.buckets.setflags(write=False)
        self.best_buckets.setflags(write=False)

    @property
    def largest(self) -> int:
        """내 추측의 가장 큰 묶음."""
        return int(self.buckets.max())

    @property
    def best_largest(self) -> int:
        """최선 추측의 가장 큰 묶음."""
        return int(self.best_buckets.max())

    @property
    def expected(self) -> float:
        """내 추측의 기댓값: 제곱합 / 후보 수 (맞힘의 묶음도 1 로 센다; 전략 expected 의 점수)."""
        return float((self.buckets**2).sum()) / self.before

    @property
    def best_expected(self) -> float:
        """최선 추측의 기댓값."""
        return float((self.best_buckets**2).sum()) / self.before

    @property
    def hit_chance(self) -> float:
        """내 추측이 이번에 맞힐 확률: 후보였으면 1 / 후보 수, 아니면 0."""
        return self.possible / self.before

    @property
    def best_hit_chance(self) -> float:
        """최선 추측이 이번에 맞힐 확률."""
        return self.best_possible / self.before

    @property
    def expected_left(self) -> float:
        """내 추측 뒤에 남을 후보 수의 기댓값, 맞히면 0 으로 (맞힘의 묶음은 크기 1 이라 제곱도 1).

        후보 {425, 543} 에서 425 를 부르면 반은 맞혀 0, 반은 543 하나가 남아 0.5 (expected 는 1.0).
        """
        return self.expected - self.hit_chance

    @property
    def best_expected_left(self) -> float:
        """최선 추측의 남을 후보 평균 (맞히면 0)."""
        return self.best_expected - self.best_hit_chance

    @property
    def skill(self) -> float:
        """남을 후보 평균의 차이: 내 것 - 최선의 것 (0 이면 최선만큼)."""
        return self.expected_left - self.best_expected_left

    @property
    def luck(self) -> float:
        """대답이 정한 몫: 내 남을 후보 평균 - 실제로 남은 수 (양수면 기대보다 적게 남았다).

        실제로 남은 수는 맞히면 0 이므로 맞힘을 0 으로 센 평균과 견준다: 모든 비밀에 대한 운의
        평균이 0 이다.
        """
        return self.expected_left - self.after


def tied_best(
    variant: Variant,
    cands: np.ndarray,
    strategy: str,
    best: int,
    options: Options | None = None,
) -> tuple[int, ...]:
    """최선으로 보일 추측들: 전략의 점수가 가장 좋은 수 가운데, best 가 맨 앞, 나머지는 작은 번호
    순, MAX_TIED 개까지. 점수로 고르지 않는 전략 (실어 둔 나무) 은 best 하나뿐이다.

    후보 (이번에 맞힐 수 있는 수) 가 가장 좋은 점수에 있으면 후보만 보인다: 후보 밖의 수는
    모든 후보보다 점수가 나을 때만 보인다. 같은 점수면 맞힐 수 있는 쪽이 낫고, 전략의 동점
    처리 (점수, 후보, 작은 번호: strategies._best) 도 그래서 힌트가 이 목록의 맨 앞과 같다.
    """
    strat = get_strategy(strategy)
    options = options or Options()
    if strat.score is None or len(cands) == 1:
        return (best,)
    pool = cands if options.candidates_only else np.arange(variant.size)
    counts = partition.bucket_counts(response_matrix(variant), cands, answer_slots(variant), pool)
    keys = strat.score(counts)
    tied = pool[keys == keys.min()]
    member = np.zeros(variant.size, dtype=bool)
    member[cands] = True
    inside = tied[member[tied]]
    shown = inside if len(inside) else tied
    others = [g for g in shown.tolist() if g != best]
    return (best, *others)[:MAX_TIED]


def analyze_turn(
    variant: Variant,
    cands: np.ndarray,
    guess: int,
    answer: int,
    strategy: str = "minimax",
    options: Options | None = None,
    asked: tuple[int, ...] = (),
) -> TurnAnalysis:
    """후보 cands 에서 guess 를 불러 answer 를 받은 턴을 분석한다. asked: 앞에서 부른 수들.

    전략은 결정적이어야 한다 (무작위에는 '최선' 이 없다). 아니면 InputError.
    """
    if not get_strategy(strategy).deterministic:
        raise InputError(
            Refusal.NOT_DETERMINISTIC,
            f"strategy {strategy!r} is random; the analysis needs a deterministic one",
            name=strategy,
        )
    cands = np.asarray(cands, dtype=np.intp)
    responses = response_matrix(variant)
    slots = answer_slots(variant)
    choice = choose(variant, cands, strategy, options)
    mine = partition.bucket_counts(responses, cands, slots, np.array([guess]))[0]
    after = 0 if answer == win_answer(variant) else int(mine[answer])
    return TurnAnalysis(
        guess=guess,
        answer=answer,
        before=len(cands),
        after=after,
        buckets=mine,
        best=choice.guess,
        best_buckets=choice.buckets,
        tied=tied_best(variant, cands, strategy, choice.guess, options),
        possible=bool(np.any(cands == guess)),
        repeated=guess in asked,
        best_possible=bool(np.any(cands == choice.guess)),
    )


def analyze_last(
    variant: Variant,
    turns: list[tuple[int, int]],
    strategy: str = "minimax",
    options: Options | None = None,
) -> TurnAnalysis:
    """(추측, 대답) 들의 마지막 턴을 분석한다. 앞 턴들은 후보를 좁히는 데만 쓴다.

    대답은 비밀 수든 지킴이든 판이 실제로 받은 것. 턴마다 따로 캐시할 수 있게 나눠 둔다.
    """
    responses = response_matrix(variant)
    cands = np.arange(variant.size)
    for guess, answer in turns[:-1]:
        cands = cands[responses[guess, cands] == answer]
    guess, answer = turns[-1]
    asked = tuple(g for g, _ in turns[:-1])
    return analyze_turn(variant, cands, guess, answer, strategy, options, asked)


def analyze_turns(
    variant: Variant,
    turns: list[tuple[int, int]],
    strategy: str = "minimax",
    options: Options | None = None,
) -> list[TurnAnalysis]:
    """(추측, 대답) 들을 턴마다 분석한다."""
    return [analyze_last(variant, turns[: i + 1], strategy, options) for i in range(len(turns))]


def analyze_game(
    variant: Variant, secret: int, guesses: list[int], strategy: str = "minimax"
) -> list[TurnAnalysis]:
    """비밀 secret 에 guesses 를 차례로 부른 판의 턴마다 분석. 맞힌 턴에서 멈춘다."""
    responses = response_matrix(variant)
    turns: list[tuple[int, int]] = []
    for guess in guesses:
        turns.append((guess, int(responses[guess, secret])))
        if turns[-1][1] == win_answer(variant):
            break
    return analyze_turns(variant, turns, strategy)
