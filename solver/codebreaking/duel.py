"""대결: 학생과 AI 가 서로의 비밀을 번갈아 맞힌다 (숫자 야구를 하는 그대로).

판은 설정 (변형, 온도, 게임 번호, 먼저 하는 쪽) 과 둔 수들 (차례대로: 학생의 추측 코드와, AI 의
추측에 받은 대답) 만으로 정해진다 (replay). 그래서 세션 · 링크 · 수업의 자리가 같은 판을 다시
만든다.
- AI 의 비밀: 게임 번호로 정한다 (duel_secret; 직접 맞히기의 같은 번호와 다른 수).
- AI 의 추측: 남은 후보에서 온도로 고르는 미니맥스 (temperature_guess.guess_odds). 주사위는 게임
  번호와 AI 의 몇 번째 추측인지로 정한다 (ai_dice): 같은 번호 · 같은 대답이면 같은 추측이다.
- 같은 횟수의 규칙: 먼저 한 쪽이 k 번째에 맞히면 다른 쪽도 k 번째를 한다. 그때 맞히면 비김. 그래서
  판은 누군가 맞혔고 두 쪽의 횟수가 같을 때 끝난다.
- 학생이 머리로 지키는 비밀이면 대답이 서로 어긋날 수 있다: AI 의 후보가 하나도 남지 않으면
  (contradiction) AI 는 부르지 않고 판은 마지막 대답을 되돌리기를 기다린다.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from ..errors import InputError, Refusal
from .feedback import response_matrix, win_answer
from .temperature_guess import GuessOdds, guess_odds
from .variants import Variant

__all__ = [
    "MAX_ROUNDS",
    "AiTurn",
    "Duel",
    "Duelist",
    "MyTurn",
    "Outcome",
    "ai_dice",
    "duel_secret",
    "replay",
    "replay_prefix",
    "secret_disagrees",
]

# 한 쪽이 부를 수 있는 가장 많은 횟수 (두 쪽의 수를 모두 담는 링크의 목록이 100 개까지)
MAX_ROUNDS = 50


class Duelist(StrEnum):
    """대결의 한 쪽 (값은 링크의 글)."""

    ME = "me"  # 학생
    AI = "ai"

    @property
    def other(self) -> Duelist:
        return Duelist.AI if self is Duelist.ME else Duelist.ME


class Outcome(StrEnum):
    """학생 쪽에서 본 결과 (값은 수업의 결과에 쓰는 글)."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


def _salt(variant: Variant) -> int:
    return zlib.crc32(f"duel:{variant.name}".encode())


def duel_secret(variant: Variant, number: int) -> int:
    """게임 번호의 AI 비밀 (코드 번호): 같은 변형 · 같은 번호면 누구에게나 같다."""
    rng = np.random.default_rng([number, _salt(variant)])
    return int(rng.integers(variant.size))


def ai_dice(variant: Variant, number: int, turn: int) -> np.random.Generator:
    """게임 번호의 AI 가 turn 번째 (0 부터) 추측을 고르는 주사위."""
    return np.random.default_rng([number, _salt(variant), turn])


@dataclass(frozen=True)
class MyTurn:
    """학생의 한 번: 부른 수, 받은 대답, 그 대답까지로 남는 후보 수 (학생이 아는 만큼)."""

    guess: int
    answer: int
    left: int


@dataclass(frozen=True)
class AiTurn:
    """AI 의 한 번: 부른 수와 그 확률 (odds), 부르기 전 후보 수, 받은 대답 (아직이면 None) 과
    그 뒤의 후보 수."""

    guess: int
    odds: GuessOdds
    before: int
    answer: int | None
    after: int | None


@dataclass(frozen=True)
class Duel:
    """다시 만든 대결 하나 (replay). mine · theirs: 두 쪽의 차례들 (theirs 의 마지막은 대답을
    기다릴 수 있다). ai_cands: AI 가 아는 학생의 비밀 후보 (대답한 만큼). my_cands: 학생이 받은
    대답으로 남는 AI 의 비밀 후보."""

    variant: Variant
    temperature: float
    number: int
    first: Duelist
    mine: tuple[MyTurn, ...]
    theirs: tuple[AiTurn, ...]
    ai_cands: np.ndarray
    my_cands: np.ndarray

    @property
    def answered_turns(self) -> tuple[AiTurn, ...]:
        """AI 의 추측 가운데 대답을 받은 것들 (대답을 기다리는 것은 마지막 하나뿐이다)."""
        return self.theirs if self.waiting is None else self.theirs[:-1]

    @property
    def answered(self) -> int:
        """AI 가 대답을 받은 횟수."""
        return len(self.answered_turns)

    @property
    def my_hit(self) -> bool:
        return bool(self.mine) and self.mine[-1].answer == win_answer(self.variant)

    @property
    def ai_hit(self) -> bool:
        answered = self.answered_turns
        # 후보 밖의 추측에 맞힘이라고 하면 어긋난 대답이지 맞힘이 아니다
        won = bool(answered) and answered[-1].answer == win_answer(self.variant)
        return won and not self.contradiction

    @property
    def contradiction(self) -> bool:
        """학생의 대답들이 서로 어긋나 AI 의 후보가 하나도 없는지."""
        return len(self.ai_cands) == 0

    @property
    def over(self) -> bool:
        """누군가 맞혔고 두 쪽이 같은 횟수를 했는지 (모듈 설명의 같은 횟수의 규칙)."""
        return (self.my_hit or self.ai_hit) and len(self.mine) == self.answered

    @property
    def outcome(self) -> Outcome | None:
        """끝난 판의 결과 (학생 쪽에서), 아니면 None."""
        if not self.over:
            return None
        if self.my_hit and self.ai_hit:
            return Outcome.DRAW
        return Outcome.WIN if self.my_hit else Outcome.LOSS

    @property
    def to_move(self) -> Duelist | None:
        """다음에 할 쪽 (끝났거나 어긋난 대답을 기다리면 None). AI 차례면 그 추측은 theirs 의
        마지막에 있고 대답을 기다린다."""
        if self.over or self.contradiction:
            return None
        return self.first if len(self.mine) == self.answered else self.first.other

    @property
    def waiting(self) -> AiTurn | None:
        """대답을 기다리는 AI 의 추측."""
        return self.theirs[-1] if self.theirs and self.theirs[-1].answer is None else None

    def full(self) -> bool:
        """학생이 더 부를 수 없을 만큼 길어졌는지 (MAX_ROUNDS)."""
        return len(self.mine) >= MAX_ROUNDS


def replay(
    variant: Variant,
    temperature: float,
    number: int,
    first: Duelist,
    moves: Sequence[int],
) -> Duel:
    """둔 수들 (차례대로 번갈아: 먼저 하는 쪽부터; 학생의 것은 코드 번호, AI 의 것은 그 추측에 받은
    대답 번호) 로 대결을 다시 만든다. AI 차례면 그 추측을 골라 붙인다. 끝난 판 · 어긋난 대답 뒤의
    수, 한도를 넘는 수, 없는 코드, 그 추측에 나올 수 없는 대답은 InputError."""
    duel, _, error = _replay(variant, temperature, number, first, moves)
    if error is not None:
        raise error
    return duel


def replay_prefix(
    variant: Variant,
    temperature: float,
    number: int,
    first: Duelist,
    moves: Sequence[int],
) -> tuple[Duel, int]:
    """replay 와 같되 판이 받지 않는 수에서 멈춘다: (그 앞까지의 판, 받은 수의 개수). 링크처럼
    믿지 않는 수들을 읽을 때."""
    duel, used, _ = _replay(variant, temperature, number, first, moves)
    return duel, used


def _replay(
    variant: Variant, temperature: float, number: int, first: Duelist, moves: Sequence[int]
) -> tuple[Duel, int, InputError | None]:
    responses = response_matrix(variant)
    secret = duel_secret(variant, number)
    mine: list[MyTurn] = []
    theirs: list[AiTurn] = []
    my_cands = np.arange(variant.size)
    ai_cands = np.arange(variant.size)

    def now() -> Duel:
        duel = Duel(
            variant, temperature, number, first, tuple(mine), tuple(theirs), ai_cands, my_cands
        )
        if duel.to_move is Duelist.AI and duel.waiting is None:
            odds = guess_odds(variant, ai_cands, temperature)
            guess = odds.draw(ai_dice(variant, number, len(theirs)))
            theirs.append(AiTurn(guess, odds, len(ai_cands), None, None))
            return now()  # 이제 AI 의 추측이 대답을 기다린다
        return duel

    duel = now()
    for used, move in enumerate(moves):
        side = duel.to_move
        if side is None:
            error = InputError(Refusal.GAME_OVER, "the duel is over; undo or start a new one")
            return duel, used, error
        if side is Duelist.ME:
            if duel.full():
                return duel, used, InputError(Refusal.GAME_TOO_LONG, "full", n=MAX_ROUNDS)
            if not 0 <= int(move) < variant.size:
                return duel, used, InputError(Refusal.INDEX, "no such code", index=move)
            answer = int(responses[move, secret])
            my_cands = my_cands[responses[move, my_cands] == answer]
            mine.append(MyTurn(int(move), answer, len(my_cands)))
        else:
            pending = theirs[-1]
            if int(move) not in set(responses[pending.guess].tolist()):
                error = InputError(Refusal.IMPOSSIBLE, "this answer cannot happen", answer=move)
                return duel, used, error
            ai_cands = ai_cands[responses[pending.guess, ai_cands] == move]
            after = len(ai_cands)
            theirs[-1] = AiTurn(pending.guess, pending.odds, pending.before, int(move), after)
        duel = now()
    return duel, len(moves), None


def secret_disagrees(duel: Duel, code: int) -> int | None:
    """학생의 비밀 code 와 어긋나는 가장 앞 대답 (AI 의 몇 번째, 0 부터), 모두 맞으면 None. 다시
    적은 비밀이 지금까지의 대답과 맞는지 본다."""
    responses = response_matrix(duel.variant)
    for i, turn in enumerate(duel.answered_turns):
        if responses[turn.guess, code] != turn.answer:
            return i
    return None
