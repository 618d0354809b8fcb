"""'왜 이 수인가': 고른 수를 다른 수들과 견준 작은 표 (streamlit 없음).

표의 줄은 서로 다른 수치를 보인다 (같은 180 · 40.0 · 9 가 다섯 줄이면 학생이 배울 것이 없다):
고른 수, 다른 점수로 가장 좋은 다른 수 (남을 후보 평균이 가장 작은 수, 묶음이 가장 많은 수),
그리고 보통의 수 (최악으로 줄 세운 가운데). 이미 부른 수는 넣지 않는다. 모든 수의 최악이
같으면 그렇다고 말할 수 있게 all_tied 를 준다.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

import numpy as np

from .strategies import Choice
from .variants import Variant

__all__ = ["Contrast", "Role", "WhyTable", "why_table"]


class Role(StrEnum):
    """표의 한 줄이 어떤 수인지."""

    CHOSEN = "chosen"  # 전략이 고른 수
    FEWER_LEFT = "fewer_left"  # 남을 후보 평균이 가장 작은 다른 수
    MORE_PARTS = "more_parts"  # 묶음 (나올 수 있는 대답) 이 가장 많은 다른 수
    TYPICAL = "typical"  # 보통의 수: 최악으로 줄 세운 가운데


@dataclass(frozen=True)
class Contrast:
    """표의 한 줄: 추측 번호, 그 역할, 가장 큰 묶음, 남을 후보 평균 (맞히면 0 으로), 비어 있지
    않은 묶음 수, 후보인지 (이번에 맞힐 수 있는지)."""

    guess: int
    role: Role
    largest: int
    expected_left: float
    parts: int
    candidate: bool

    @property
    def figures(self) -> tuple[int, str, int]:
        """화면에 보이는 수치 (최악, 평균 남음 한 자리, 묶음 수): 같은 수치의 줄은 두 번 넣지
        않는다."""
        return self.largest, f"{self.expected_left:.1f}", self.parts


@dataclass(frozen=True)
class WhyTable:
    """'왜 이 수인가' 의 표. rows: 고른 수가 먼저, 그다음 수치가 다른 수들.

    pool: 시험한 추측 수 (이미 부른 수는 뺀다). tied: 가장 작은 최악을 함께 가진 추측 수.
    best_largest: 그 최악. lowest_tied: 그들 가운데 가장 작은 번호. all_tied: 모든 수의 최악이 같다.
    ranked, ranked_largest, ranked_candidate: 시험한 추측 모두 (P,) 를 최악 · 후보 먼저 · 작은
    번호 순으로, 그 최악과 후보인지: 다른 수들의 최악을 막대로 견줄 때 (ui 의 contrast_model)
    다시 세지 않게.
    """

    rows: tuple[Contrast, ...]
    pool: int
    tied: int
    best_largest: int
    lowest_tied: int
    ranked: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.intp))
    ranked_largest: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    ranked_candidate: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))

    @property
    def all_tied(self) -> bool:
        """시험한 모든 수의 최악이 같은지 (그러면 최악으로는 고를 수 없다)."""
        return self.tied == self.pool


def why_table(
    variant: Variant, cands: np.ndarray, choice: Choice, *, called: Iterable[int] = ()
) -> WhyTable:
    """choice 를 견주는 표 (모듈 설명). cands: 고를 때의 후보 (C,). called: 이미 부른 수들.
    수치는 고를 때 센 묶음 (choice.largest · squares · parts) 에서 읽는다: 다시 세지 않는다.

    >>> from solver.codebreaking.strategies import choose
    >>> from solver.codebreaking.variants import get_variant
    >>> v = get_variant("baseball3")
    >>> table = why_table(v, np.arange(v.size), choose(v, np.arange(v.size)))
    >>> table.all_tied, table.best_largest, v.format(table.rows[0].guess), table.rows[0].role
    (True, 180, '123', <Role.CHOSEN: 'chosen'>)
    """
    cands = np.asarray(cands, dtype=np.intp)
    member = np.zeros(variant.size, dtype=bool)
    member[cands] = True
    pool = np.asarray(choice.pool)
    keep = ~np.isin(pool, np.fromiter(called, dtype=np.intp)) | (pool == choice.guess)
    pool, largest = pool[keep], np.asarray(choice.largest)[keep]
    left = (np.asarray(choice.squares)[keep] - member[pool]) / len(cands)  # 맞히면 0 으로 센다
    parts = np.asarray(choice.parts)[keep]

    def row(i: int, role: Role) -> Contrast:
        g = int(pool[i])
        return Contrast(g, role, int(largest[i]), float(left[i]), int(parts[i]), bool(member[g]))

    chosen = int(np.flatnonzero(pool == choice.guess)[0])
    rows = [row(chosen, Role.CHOSEN)]
    # 같은 값이면 최악이 작은 수, 후보, 작은 번호를 앞에 (np.lexsort: 마지막 열쇠가 먼저)
    ranked = np.lexsort((pool, ~member[pool], largest))
    others = np.flatnonzero(pool != choice.guess)
    if len(others):
        code, outside = pool[others], ~member[pool[others]]
        fewer = others[np.lexsort((code, outside, largest[others], left[others]))]
        more = others[np.lexsort((code, largest[others], -parts[others]))]
        by_largest = ranked[pool[ranked] != choice.guess]
        picks = (
            (Role.FEWER_LEFT, int(fewer[0])),
            (Role.MORE_PARTS, int(more[0])),
            (Role.TYPICAL, int(by_largest[len(by_largest) // 2])),
        )
        for role, i in picks:
            found = row(i, role)
            if found.figures not in {r.figures for r in rows}:
                rows.append(found)
    best = int(largest.min())
    tied = pool[largest == best]
    return WhyTable(
        tuple(rows),
        len(pool),
        len(tied),
        best,
        int(tied.min()),
        ranked=pool[ranked].astype(np.intp),
        ranked_largest=largest[ranked].astype(np.int64),
        ranked_candidate=member[pool[ranked]],
    )
