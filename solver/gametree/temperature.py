"""온도 (temperature) 로 고르는 사람: 수 → 값의 표 무엇에든 (사목의 열, 삼목의 칸).

확률은 값의 softmax: p(수) ∝ exp((값 - 가장 큰 값) / T). T 가 작을수록 좋은 수만, 클수록
고르게 (T → ∞ 이면 모두 같은 확률) 고른다. T = 0 이면 가장 좋은 수들 사이에서 **고르게**
(동점을 한 수로 정해 두면 학생이 늘 같은 수를 보므로). 무작위는 밖에서 받는다.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

import numpy as np

__all__ = ["TemperatureChoice", "softmax_probabilities", "temperature_choice"]

M = TypeVar("M", bound=Hashable)


@dataclass(frozen=True)
class TemperatureChoice(Generic[M]):
    """고른 수와 수마다의 확률 (표의 순서 그대로), 쓴 온도."""

    move: M
    probabilities: dict[M, float]
    temperature: float


def softmax_probabilities(values: Mapping[M, float], *, temperature: float) -> dict[M, float]:
    """수마다의 확률. T = 0 이면 가장 좋은 수들에 고르게.

    >>> softmax_probabilities({"a": 1.0, "b": 1.0, "c": 0.0}, temperature=0)
    {'a': 0.5, 'b': 0.5, 'c': 0.0}
    """
    if not values:
        raise ValueError("no moves to choose from")
    if not (temperature >= 0 and math.isfinite(temperature)):  # nan 도 거절한다
        raise ValueError(f"temperature must be 0 or more, got {temperature!r}")
    top = max(values.values())
    if temperature == 0:
        best = [m for m, v in values.items() if v == top]
        return {m: (1 / len(best) if v == top else 0.0) for m, v in values.items()}
    weights = {m: math.exp((v - top) / temperature) for m, v in values.items()}
    total = sum(weights.values())
    return {m: w / total for m, w in weights.items()}


def temperature_choice(
    values: Mapping[M, float], *, temperature: float, rng: np.random.Generator | int
) -> TemperatureChoice[M]:
    """확률대로 한 수를 고른다. rng: 생성기 또는 씨앗 (같은 씨앗이면 같은 수)."""
    probabilities = softmax_probabilities(values, temperature=temperature)
    rng = rng if isinstance(rng, np.random.Generator) else np.random.default_rng(rng)
    moves = list(probabilities)
    weights = np.array([probabilities[m] for m in moves], dtype=np.float64)  # (수,)
    index = int(rng.choice(len(moves), p=weights / weights.sum()))
    return TemperatureChoice(moves[index], probabilities, temperature)
