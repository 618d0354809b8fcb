"""고른 수와 다른 몇 수의 최악 (가장 큰 묶음) 을 견주는 막대의 내용 (streamlit 없음, 순수 데이터).

견본의 그림처럼 '이 수를 부르면 최악엔 몇 개 남나?' 를 다른 수 몇과 나란히: 고른 수, 그다음으로
좋은 수, 보통의 수, 후보 하나, 아무 수 하나. 수치는 '왜 이 수인가' 의 표 (solver 의 why_table) 가
이미 줄 세운 것에서 읽는다: 묶음을 다시 세지 않는다.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from solver.codebreaking.variants import Variant
from solver.codebreaking.why import WhyTable

from ..text import tr

__all__ = ["Rival", "RivalRole", "Rivals", "rival_labels", "rivals"]


class RivalRole(StrEnum):
    """막대 하나가 어떤 수인지 (위에서 아래로 이 차례)."""

    CHOSEN = "chosen"  # 전략이 고른 수
    RUNNER_UP = "runner_up"  # 고른 수가 아닌 수 가운데 최악이 가장 작은 수
    TYPICAL = "typical"  # 보통의 수: 다른 수들을 최악으로 줄 세운 가운데 (표의 '보통의 수' 와 같다)
    CANDIDATE = "candidate"  # 비밀일 수 있는 수 가운데 최악이 가장 작은 수 (위의 수들 말고)
    RANDOM = "random"  # 아무 수 하나: 판의 씨앗과 질문 번호로 정해 다시 그려도 같다


# 막대의 이름표에 붙는 역할의 말 (문구 열쇠)
ROLE_TEXT = {
    RivalRole.CHOSEN: "rival_chosen",
    RivalRole.RUNNER_UP: "rival_runner_up",
    RivalRole.TYPICAL: "rival_typical",
    RivalRole.CANDIDATE: "rival_candidate",
    RivalRole.RANDOM: "rival_random",
}


@dataclass(frozen=True)
class Rival:
    """막대 하나: 추측 번호, 역할, 그 수의 가장 큰 묶음."""

    guess: int
    role: RivalRole
    largest: int


@dataclass(frozen=True)
class Rivals:
    """견주는 막대들 (고른 수가 먼저). 시험한 모든 수의 최악이 같으면 막대 없이 tie 에 그 최악
    (막대가 모두 같은 길이면 배울 것이 없다: baseball3 의 첫 추측은 모두 180)."""

    bars: tuple[Rival, ...]
    tie: int | None


def rivals(table: WhyTable, seed: int, turn: int) -> Rivals:
    """table 의 고른 수와 다른 수 몇 (모듈 설명). seed, turn: 아무 수를 정하는 판의 씨앗과 질문
    번호 (같은 판 · 같은 질문이면 같은 수)."""
    if table.all_tied:
        return Rivals((), table.best_largest)
    guesses, largest = table.ranked, table.ranked_largest
    chosen = table.rows[0].guess
    at = {int(g): i for i, g in enumerate(guesses)}
    picked = [at[chosen]]
    others = [i for i in range(len(guesses)) if i != at[chosen]]

    # 역할마다 고를 수 있는 자리 (줄 세운 차례): 앞의 역할이 이미 고른 수는 건너뛴다
    middle = others[len(others) // 2 :][:1]
    where = {
        RivalRole.RUNNER_UP: others,
        RivalRole.TYPICAL: middle,
        RivalRole.CANDIDATE: [i for i in others if table.ranked_candidate[i]],
    }
    roles = [RivalRole.CHOSEN]
    for role, places in where.items():
        i = next((i for i in places if i not in picked), None)
        if i is not None:
            picked.append(i)
            roles.append(role)
    rest = [i for i in others if i not in picked]
    if rest:
        rng = np.random.default_rng((seed, turn))
        picked.append(rest[int(rng.integers(len(rest)))])
        roles.append(RivalRole.RANDOM)
    bars = tuple(
        Rival(int(guesses[i]), role, int(largest[i])) for i, role in zip(picked, roles, strict=True)
    )
    return Rivals(bars, None)


def rival_labels(lang: str, variant: Variant, bars: tuple[Rival, ...]) -> list[str]:
    """막대의 이름표 '123 · 고른 수' (고른 수는 ★ 를 붙여 색 없이도 보이게)."""
    return [
        ("★ " if bar.role is RivalRole.CHOSEN else "")
        + f"{variant.format(bar.guess)} · {tr(lang, ROLE_TEXT[bar.role])}"
        for bar in bars
    ]
