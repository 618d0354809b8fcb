"""자동 진행의 판 하나: 두 단계 (Phase), 판의 설정 (AutoSettings), 게임 종류마다의 자리 (AutoSlot),
설정과 게임 번호로 새 판 만들기 (new_game). 상태와 그 동사는 autoplay_state.py 에 있다.

streamlit 없이 돈다.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

import numpy as np

from solver.codebreaking.adversaries import worst_case_ready
from solver.codebreaking.session import CodeGame, GameRecord
from solver.codebreaking.strategies import (
    SEED_SAMPLE,
    SEED_SAMPLE_ABOVE,
    Options,
    StrategyName,
    usable_strategy,
)
from solver.codebreaking.variants import Variant

from .answerers import Answerer

__all__ = ["AutoSettings", "AutoSlot", "Phase", "new_game"]


class Phase(StrEnum):
    """자동 진행의 한 턴은 두 단계: 부를 수와 그 이유 (GUESS) → 대답과 지워진 후보 (ANSWER)."""

    GUESS = "guess"
    ANSWER = "answer"


@dataclass(frozen=True)
class AutoSettings:
    """판 하나의 설정. minimax 를 끄면 strategy 와 상관없이 아무 후보나 부른다 ('random').

    answerer: 대답하는 쪽 (Answerer): 정해 둔 무작위 비밀 수, 또는 비밀 수 없이 대답하는
    solver 의 적수 (최악 적수는 고정된 나무가 없는 판에서 악당처럼 대답한다).
    """

    minimax: bool = True
    answerer: Answerer = Answerer.SECRET
    strategy: str = StrategyName.MINIMAX
    sampling: bool = False
    sample: int = SEED_SAMPLE
    sample_above: int = SEED_SAMPLE_ABOVE

    @property
    def strategy_name(self) -> str:
        """판이 실제로 쓰는 전략 이름."""
        return self.strategy if self.minimax else StrategyName.RANDOM

    @property
    def options(self) -> Options:
        """판이 쓰는 전략 옵션 (표본을 끄면 정확하게)."""
        return Options(
            sample=self.sample if self.sampling else None, sample_above=self.sample_above
        )

    @property
    def answering(self) -> Answerer:
        """실제로 대답하는 쪽: 최악 적수는 고정된 나무가 없는 판 (무작위 · 표본) 에서 악당처럼
        대답한다 (solver 의 adversary_answer)."""
        if self.answerer is Answerer.WORST_CASE and not worst_case_ready(
            self.strategy_name, self.options
        ):
            return Answerer.EVIL
        return self.answerer

    def fitted(self, variant: Variant) -> AutoSettings:
        """이 변형에 맞춘 설정: 표본 수는 코드 수를 넘지 않고, 못 쓰는 전략은 미니맥스로."""
        return replace(
            self,
            strategy=usable_strategy(self.strategy, variant),
            sample=max(1, min(self.sample, variant.size)),
            sample_above=max(0, min(self.sample_above, variant.size)),
        )


@dataclass
class AutoSlot:
    """게임 종류 하나의 판. game: 판의 기록.

    number: 게임 번호 (판의 비밀 수와 씨앗을 정한 seed: 링크는 비밀 수 대신 이 번호를 싣는다).
    secret: 링크로 정한 비밀 수 (번호가 정한 비밀 수가 아닐 때만).
    """

    settings: AutoSettings
    game: GameRecord
    number: int = 0
    secret: str | None = None
    phase: Phase = Phase.GUESS

    @property
    def won(self) -> bool:
        """마지막 대답이 맞힘인지 (판을 되살리지 않고 기록에서 읽는다)."""
        return self.game.won


def new_game(
    variant: Variant, settings: AutoSettings, seed: int, secret: str | None = None
) -> GameRecord:
    """비밀 수 (정해 둔 비밀 수로 대답할 때) 와 판의 씨앗을 seed (게임 번호) 에서 정한 새 판.
    링크가 비밀 수를 정했으면 secret 으로 준다."""
    rng = np.random.default_rng(seed)
    drawn = variant.format(int(rng.integers(variant.size)))
    secret = drawn if secret is None else secret
    game_seed = int(rng.integers(2**32))
    adversary = settings.answerer.adversary
    if adversary is None:
        game = CodeGame(variant.name, settings.strategy_name, settings.options, secret, game_seed)
    else:
        game = CodeGame(
            variant.name,
            settings.strategy_name,
            settings.options,
            seed=game_seed,
            adversary=adversary,
        )
    return game.record()
