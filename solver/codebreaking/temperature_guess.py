"""온도로 고르는 미니맥스 추측 (사람다운 실수): 대결의 AI 와 그 난이도.

온도 T 에서 추측 g 를 고를 확률은 모든 코드 가운데 exp(−(largest(g) − ½·[g 가 후보]) / T) 에
비례한다. largest(g) 는 남은 후보에 대한 g 의 가장 큰 묶음 (견본의 점수), ½ 은 견본의 동점 규칙
(묶음이 같으면 후보) 이고 T 의 단위는 후보 수다. T = 0 이면 Knuth 미니맥스 그대로다 (같은 동점
규칙, 가장 작은 번호까지: strategies.next_guess). 무작위는 밖에서 받는다.

점수는 반 단위의 정수 key = 2·largest − [후보] 로 센다: 동점이 정확하고 평가의 기억이 작다.
softmax 는 가장 작은 key 를 빼고 센다 (가장 좋은 수의 무게가 1 이라 넘치지도 0 이 되지도 않는다).

비밀마다의 씨앗: 모든 비밀을 한 번씩 두는 평가 (tempered_counts) 에서 비밀 s 의 판은
default_rng([seed, s]) 로 고른다 (secret_rng). 비밀의 순서나 다른 비밀과 상관없이 같은 판이다.

대칭의 틀 (T > 0 의 평가): 첫 추측을 뽑은 뒤 그것을 제 궤도의 대표 (root_orbits 의 가장 작은 코드)
로 옮기는 대칭을 비밀에도 걸어 나머지를 그 틀에서 둔다 (부른 수는 되돌려 돌려준다). 대칭은 대답도,
가장 큰 묶음도, 후보인지도 바꾸지 않으므로 판의 분포는 같다. 첫 자리에서는 궤도의 코드가 모두
동점이라 (bulls4 는 5040 개 모두) 둘째 자리의 후보 집합이 첫 추측마다가 아니라 대답마다 하나가
되어 기억 (ScoreMemo) 이 듣는다.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .feedback import response_matrix, win_answer
from .strategies import all_largest, next_guess
from .symmetry import carrying, root_orbits
from .variants import Variant

__all__ = [
    "CHOICES",
    "GuessOdds",
    "ScoreMemo",
    "check_temperature",
    "guess_odds",
    "score_keys",
    "secret_rng",
    "tempered_counts",
    "tempered_game",
]

# 명령줄 play 의 "choices" 와 화면의 'AI 의 주사위' 에 보일 가장 그럴듯한 추측 수
CHOICES = 10
# 평가가 점수를 기억하는 가장 작은 후보 집합 (더 작으면 다시 세는 편이 싸고 기억이 작다)
_MEMO_FROM = 8


def check_temperature(temperature: float) -> float:
    """온도를 검사해 float 로 돌려준다: 0 이상의 유한한 수만 (nan · inf · 음수는 ValueError)."""
    value = float(temperature)
    if not (math.isfinite(value) and value >= 0):
        raise ValueError(f"temperature must be a finite number 0 or more, got {temperature!r}")
    return value


def score_keys(variant: Variant, cands: np.ndarray) -> np.ndarray:
    """모든 코드의 반 단위 점수 2·largest − [후보] (N,) int64 (작을수록 좋다).

    >>> from solver.codebreaking.variants import get_variant
    >>> v = get_variant("baseball3")
    >>> keys = score_keys(v, np.array([v.parse("123")]))
    >>> int(keys[v.parse("123")]), int(keys[v.parse("456")])
    (1, 2)
    """
    cands = np.asarray(cands, dtype=np.intp)
    if len(cands) == 1:  # 하나 남으면 어느 추측이든 묶음 하나에 그 후보 하나다
        keys = np.full(variant.size, 2, dtype=np.int64)
    else:
        keys = 2 * all_largest(variant, cands)
    keys[cands] -= 1
    return keys


def _weights(keys: np.ndarray, temperature: float) -> np.ndarray:
    """T > 0 의 무게 exp(−(key − 가장 작은 key) / 2T) (N,) float64: 가장 좋은 수가 1."""
    return np.exp((keys.min() - keys) / (2.0 * temperature))


def _draw(weights: np.ndarray, rng: np.random.Generator) -> int:
    """무게에 비례해 번호 하나를 고른다 (누적합에서 한 번의 균등 난수)."""
    cdf = np.cumsum(weights)
    index = int(np.searchsorted(cdf, rng.random() * cdf[-1], side="right"))
    return min(index, len(weights) - 1)


@dataclass(frozen=True)
class GuessOdds:
    """한 자리 (남은 후보) 에서 모든 코드의 확률과 그 까닭.

    largest: 코드마다 가장 큰 묶음 (N,) int64. candidate: 코드가 남은 후보인지 (N,) bool.
    p: 고를 확률 (N,) float64, 합 1. T = 0 이면 미니맥스의 수 하나만 1.
    """

    temperature: float
    largest: np.ndarray
    candidate: np.ndarray
    p: np.ndarray

    def ranked(self, count: int = CHOICES) -> np.ndarray:
        """가장 그럴듯한 count 개의 번호: 확률이 큰 순, 같으면 점수 · 후보 · 작은 번호 순."""
        keys = 2 * self.largest - self.candidate
        order = np.lexsort((np.arange(len(self.p)), keys, -self.p))
        return order[:count]

    def draw(self, rng: np.random.Generator) -> int:
        """확률대로 한 수를 고른다. T = 0 이면 미니맥스의 수 (난수를 쓰지 않는다)."""
        if self.temperature == 0:
            return int(np.argmax(self.p))
        return _draw(self.p, rng)


def guess_odds(variant: Variant, cands: np.ndarray, temperature: float) -> GuessOdds:
    """남은 후보 cands (C,) 에서 온도 temperature 의 확률. 후보가 비면 ValueError.

    >>> from solver.codebreaking.variants import get_variant
    >>> v = get_variant("baseball3")
    >>> odds = guess_odds(v, np.arange(v.size), 0)
    >>> v.format(odds.draw(np.random.default_rng(0))), int(odds.largest[odds.ranked(1)[0]])
    ('123', 180)
    """
    temperature = check_temperature(temperature)
    cands = np.asarray(cands, dtype=np.intp)
    if len(cands) == 0:
        raise ValueError("no candidate is left")
    keys = score_keys(variant, cands)
    candidate = np.zeros(variant.size, dtype=bool)
    candidate[cands] = True
    if temperature == 0:
        p = np.zeros(variant.size)
        p[next_guess(variant, cands, "minimax")] = 1.0
    else:
        weights = _weights(keys, temperature)
        p = weights / weights.sum()
    return GuessOdds(temperature, (keys + candidate) // 2, candidate, p)


class ScoreMemo:
    """후보 집합 (_MEMO_FROM 개 이상) 마다 센 점수 (int16 으로 작게) 와 미니맥스의 수. 한 변형의
    평가들이 같이 쓴다: 곡선 (difficulty) 은 온도 · 씨앗마다 같은 집합을 다시 지나간다."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self._keys: dict[bytes, np.ndarray] = {}
        self._minimax: dict[bytes, int] = {}
        # 코드마다 그 궤도의 대표 (N,): 대칭의 틀 (모듈 설명)
        self.home = np.empty(variant.size, dtype=np.intp)
        for members in root_orbits(variant):
            self.home[members] = members[0]

    def minimax(self, cands: np.ndarray) -> int:
        """T = 0 의 수: strategies.next_guess 의 미니맥스 그대로."""
        if len(cands) < _MEMO_FROM:
            return next_guess(self.variant, cands, "minimax")
        name = cands.tobytes()
        found = self._minimax.get(name)
        if found is None:
            found = self._minimax[name] = next_guess(self.variant, cands, "minimax")
        return found

    def keys(self, cands: np.ndarray) -> np.ndarray:
        """score_keys 와 같은 값 (기억한 것은 int16)."""
        if len(cands) < _MEMO_FROM:
            return score_keys(self.variant, cands)
        name = cands.tobytes()
        found = self._keys.get(name)
        if found is None:
            found = self._keys[name] = score_keys(self.variant, cands).astype(np.int16)
        return found


def tempered_game(
    variant: Variant,
    secret: int,
    temperature: float,
    rng: np.random.Generator,
    memo: ScoreMemo | None = None,
) -> list[int]:
    """비밀 secret 에 대해 온도 temperature 로 맞힐 때까지 부른 추측들 (번호, 차례대로)."""
    temperature = check_temperature(temperature)
    responses = response_matrix(variant)
    win = win_answer(variant)
    memo = memo or ScoreMemo(variant)
    cands = np.arange(variant.size)
    guesses: list[int] = []
    frame = None  # 첫 추측을 제 궤도의 대표로 옮긴 대칭의 치환표 (모듈 설명)
    while True:
        if temperature == 0:
            guess = memo.minimax(cands)
        else:
            guess = _draw(_weights(memo.keys(cands), temperature), rng)
            home = int(memo.home[guess])
            if not guesses and home != guess:
                frame = carrying(variant, guess, home).astype(np.intp)
                secret, guess = int(frame[secret]), home
        guesses.append(guess)
        answer = responses[guess, secret]
        if answer == win:
            break
        cands = cands[responses[guess, cands] == answer]
    if frame is None:
        return guesses
    back = np.empty_like(frame)  # 틀에서 부른 수를 처음의 코드로 되돌린다
    back[frame] = np.arange(variant.size)
    return back[guesses].tolist()


def secret_rng(seed: int, secret: int) -> np.random.Generator:
    """평가에서 비밀 secret 의 판을 고르는 생성기 (모듈 설명). seed 는 0 이상 (아니면
    ValueError)."""
    return np.random.default_rng([seed, secret])


def tempered_counts(
    variant: Variant, temperature: float, seed: int, memo: ScoreMemo | None = None
) -> np.ndarray:
    """모든 비밀을 한 번씩 온도 temperature 로 둔 횟수 (N,) int64, 비밀 순서대로.

    T = 0 이면 미니맥스의 결정 나무와 같다 (시험이 견준다)."""
    temperature = check_temperature(temperature)
    if seed < 0:
        raise ValueError(f"seed must be 0 or more, got {seed}")
    memo = memo or ScoreMemo(variant)
    counts = np.zeros(variant.size, dtype=np.int64)
    for secret in range(variant.size):
        game = tempered_game(variant, secret, temperature, secret_rng(seed, secret), memo)
        counts[secret] = len(game)
    return counts
