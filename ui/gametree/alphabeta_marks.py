"""알파-베타 연습의 학생 표시 (streamlit 없음): 잘렸다고 누른 가지, 노드마다 적은 값 · α · β
(Marks), 자판이 적는 칸 (Field) 과 적을 수 있는 수.

가지는 그 아래 노드의 길로 적는다. 알파-베타의 값은 언제나 어느 잎의 값이라 자판은 0..20 이고,
α · β 는 ±∞ 도 적는다.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

from solver.gametree.alphabeta_check import Answer
from solver.gametree.random_tree import LEAF_HIGH, LEAF_LOW, Path

__all__ = ["NUMBERS", "Field", "Marks", "pad_allows", "pad_numbers"]

# 노드 값 자판의 수: 알파-베타의 값은 언제나 어느 잎의 값이다 (0..20). α, β 는 ±∞ 도
NUMBERS = tuple(range(LEAF_LOW, LEAF_HIGH + 1))


class Field(StrEnum):
    """자판이 적는 칸."""

    VALUE = "value"  # 노드가 돌려주는 값
    ALPHA = "alpha"  # 노드가 돌아갈 때의 α
    BETA = "beta"  # 노드가 돌아갈 때의 β


@dataclass(frozen=True)
class Marks:
    """학생의 표시. pruned: 잘렸다고 누른 가지 (그 아래 노드의 길). values: 노드 값.
    alphas, betas: 노드가 돌아갈 때의 α, β (±math.inf 가능)."""

    pruned: frozenset[Path] = frozenset()
    values: Mapping[Path, int] = field(default_factory=dict)
    alphas: Mapping[Path, float] = field(default_factory=dict)
    betas: Mapping[Path, float] = field(default_factory=dict)

    def answer(self) -> Answer:
        """채점기 (alphabeta_check.check) 에 건넬 답."""
        return Answer(self.pruned, dict(self.values), dict(self.alphas), dict(self.betas))

    @property
    def empty(self) -> bool:
        """표시가 하나도 없는지."""
        return not (self.pruned or self.values or self.alphas or self.betas)

    def toggled(self, path: Path) -> Marks:
        """가지 path 의 잘림 표시를 뒤집은 표시."""
        return replace(self, pruned=self.pruned ^ {path})

    def numbers(self, kind: Field) -> Mapping[Path, float]:
        """그 칸의 수들."""
        return getattr(self, _NUMBERS_OF[kind])

    def written(self, kind: Field, path: Path, number: float | None) -> Marks:
        """노드 path 의 kind 칸에 number 를 적은 표시 (None 이면 지운다)."""
        numbers = {p: n for p, n in self.numbers(kind).items() if p != path}
        if number is not None:
            numbers[path] = number
        return replace(self, **{_NUMBERS_OF[kind]: numbers})


# 칸마다 Marks 의 수들을 담은 필드의 이름
_NUMBERS_OF = {Field.VALUE: "values", Field.ALPHA: "alphas", Field.BETA: "betas"}


def pad_numbers(kind: Field) -> tuple[float, ...]:
    """자판의 수들: 값은 0..20, α · β 는 -∞, 0..20, +∞."""
    return NUMBERS if kind is Field.VALUE else (-math.inf, *NUMBERS, math.inf)


def pad_allows(kind: Field, number: float) -> bool:
    """자판이 적을 수 있는 수인지: 0..20 (α, β 는 ±∞ 도)."""
    if kind is not Field.VALUE and math.isinf(number):
        return True
    return float(number).is_integer() and LEAF_LOW <= number <= LEAF_HIGH
