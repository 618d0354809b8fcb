"""견본 (TypeScript) 의 score() · worst() · choose() 를 그대로 옮긴 순수 파이썬 기준선.

엔진과 견주려고만 쓴다: 속도를 위해 고치지 않는다 (dict 로 세기, 140 개 복원 추출 표본,
후보 안의 수에 -0.5, best 는 cands[0] 에서 시작).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

__all__ = ["CODES", "WIN", "choose", "play", "play_all", "random_source", "score", "worst"]

# 1~9 서로 다른 세 자리, 사전순 504 가지 (견본의 CODES)
CODES: list[list[int]] = [
    [a, b, c]
    for a in range(1, 10)
    for b in range(1, 10)
    for c in range(1, 10)
    if a != b and b != c and a != c
]
WIN = 3 * 4  # 3S = 12

# 견본의 표본 크기와 문턱
SAMPLE = 140
SAMPLE_ABOVE = 120


def score(x: Sequence[int], y: Sequence[int]) -> int:
    """S × 4 + B (견본 그대로: 자리마다 같은지, 아니면 y 에 있는지)."""
    s = 0
    b = 0
    for i in range(3):
        if x[i] == y[i]:
            s += 1
        elif x[i] in y:
            b += 1
    return s * 4 + b


def worst(guess: int, cands: Sequence[int]) -> int:
    """가장 큰 묶음 크기: 대답마다 dict 로 센다."""
    m: dict[int, int] = {}
    for c in cands:
        k = score(CODES[guess], CODES[c])
        m[k] = m.get(k, 0) + 1
    return max(0, *m.values())


def choose(cands: Sequence[int], rand: Callable[[], float]) -> int:
    """견본의 choose(): 120 개보다 많으면 무작위 140 개 (복원 추출), 아니면 504 개 모두."""
    if len(cands) == 1:
        return cands[0]
    if len(cands) > SAMPLE_ABOVE:
        pool = [math.floor(rand() * 504) for _ in range(SAMPLE)]
    else:
        pool = list(range(504))
    in_cands = set(cands)
    best = cands[0]
    bw = math.inf
    for g in pool:
        w = worst(g, cands) - (0.5 if g in in_cands else 0)  # 같으면 맞힐 수도 있는 수
        if w < bw:
            bw = w
            best = g
    return best


def play(secret: int, rand: Callable[[], float]) -> int:
    """비밀 하나를 맞힐 때까지 둔다. 부른 횟수를 돌려준다."""
    cands = list(range(504))
    turns = 0
    while True:
        turns += 1
        guess = choose(cands, rand)
        resp = score(CODES[guess], CODES[secret])
        if resp == WIN:
            return turns
        cands = [c for c in cands if score(CODES[guess], CODES[c]) == resp]


def random_source(seed: int) -> Callable[[], float]:
    """견본의 r() 처럼 [0, 1) 실수를 주는 함수. seed 로 고정해 다시 잴 수 있게."""
    return random.Random(seed).random


def play_all(seed: int = 0, secrets: Sequence[int] | None = None) -> list[int]:
    """504 개 비밀 모두 (또는 secrets 만) 한 번씩 둔 횟수들. 난수는 seed 로 고정한다."""
    rand = random_source(seed)
    return [play(s, rand) for s in (range(504) if secrets is None else secrets)]
