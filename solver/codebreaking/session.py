"""진행 중인 한 판 (CodeGame): 자동 진행, 지킴이 페이지 (사용자가 대답한다), 직접 맞히기
(사용자가 부른다) 가 같이 쓴다. 대답은 사용자, 알려진 비밀 수, 또는 비밀을 정하지 않는 적수
(Adversary) 가 한다."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import InputError, Refusal
from .adversaries import ADVERSARIES, adversary_answer
from .feedback import decode, encode, possible_answers, response_matrix, win_answer
from .strategies import Choice, Options, choice_for, choose, get_strategy
from .variants import DEFAULT_VARIANT, get_variant

__all__ = ["CodeGame", "GameError", "GameRecord", "PendingRecord", "Turn", "TurnRecord"]


class GameError(InputError):
    """판이 받아들일 수 없는 요청. reason: 'game_over', 'not_integer', 'negative', 'too_many',
    'impossible', 'undo_range', 'no_secret', 'secret_and_adversary', 'hard_mode'."""


@dataclass(frozen=True)
class Turn:
    """한 턴: 부른 수, 받은 대답, 대답 전후의 후보 수."""

    guess: int
    answer: int
    before: int
    after: int


@dataclass(frozen=True)
class TurnRecord:
    """기록된 한 턴: 부른 코드 ('123') 와 받은 대답 (스트라이크, 볼)."""

    guess: str
    strikes: int
    balls: int


@dataclass(frozen=True)
class PendingRecord:
    """대답을 기다리는 추측. pool: 표본으로 골랐으면 시험한 추측 번호들 (아니면 None)."""

    guess: str
    sampled: bool
    pool: tuple[int, ...] | None


@dataclass(frozen=True)
class GameRecord:
    """판 하나의 기록 (CodeGame.record): 값만 담아 세션에 두고 되살린다.

    rng: 판의 난수 생성기 상태 (numpy 의 bit_generator.state, 평범한 dict).
    """

    variant: str
    strategy: str
    options: Options
    secret: str | None
    adversary: str | None
    seed: int
    rng: dict
    turns: tuple[TurnRecord, ...] = ()
    pending: PendingRecord | None = None

    @property
    def won(self) -> bool:
        """마지막 대답이 맞힘인지 (판을 되살리지 않고; 비밀 수도 적수도 모순된 대답은 하지
        않으므로 자동 진행 · 직접 맞히기에서는 맞힘이 곧 끝이다)."""
        return bool(self.turns) and self.turns[-1].strikes == len(self.turns[-1].guess)

    @property
    def guesses(self) -> tuple[str, ...]:
        """부른 코드들, 차례대로."""
        return tuple(t.guess for t in self.turns)


class CodeGame:
    """숫자 맞히기 한 판의 상태. 바꾸는 동사는 proposal / answer / guess / step / finish / undo
    뿐이다.

    secret: 알려진 비밀 수 ('123'), adversary: 비밀을 정하지 않는 적수 ('evil' / 'worst', 둘 중
    하나만). 둘 다 없으면 사용자가 answer 로 대답한다.
    seed: 무작위 전략 · 표본의 씨앗 (부르는 쪽이 정한다: 같은 씨앗이면 같은 판).
    """

    def __init__(
        self,
        variant: str = DEFAULT_VARIANT,
        strategy: str = "minimax",
        options: Options | None = None,
        secret: str | None = None,
        seed: int = 0,
        adversary: str | None = None,
    ) -> None:
        self.variant = get_variant(variant)
        get_strategy(strategy)  # 없는 이름은 여기서 InputError
        self.strategy = strategy
        self.options = options or Options()
        self.secret = None if secret is None else self.variant.parse(secret)
        if adversary is not None and (secret is not None or adversary not in ADVERSARIES):
            raise GameError(
                Refusal.SECRET_AND_ADVERSARY,
                f"a game has a known secret or an adversary ({', '.join(ADVERSARIES)}), not both",
            )
        self.adversary = adversary
        self.seed = int(seed)
        self.rng = np.random.default_rng(self.seed)
        self.turns: list[Turn] = []
        # _cands[i] = i 번째 턴 전의 후보 (오름차순 번호). 길이 = 턴 수 + 1
        self._cands: list[np.ndarray] = [np.arange(self.variant.size)]
        self._pending: Choice | None = None

    # --- 읽기 ---
    @property
    def candidates(self) -> np.ndarray:
        """지금 남은 후보 번호 (C,)."""
        return self._cands[-1]

    def candidates_before(self, turn: int) -> np.ndarray:
        """turn 번째 턴 (0부터) 을 부르기 전의 후보. turn = 턴 수이면 지금 후보."""
        return self._cands[turn]

    @property
    def won(self) -> bool:
        """마지막 대답이 정답(L 스트라이크)인지."""
        last_is_win = bool(self.turns) and self.turns[-1].answer == win_answer(self.variant)
        # 후보 밖의 추측에 3S 라고 하면 남는 후보가 없다: 맞힘이 아니라 모순이다
        return last_is_win and len(self.candidates) > 0

    @property
    def contradiction(self) -> bool:
        """대답들이 서로 맞지 않아 후보가 하나도 남지 않았는지."""
        return len(self.candidates) == 0

    @property
    def over(self) -> bool:
        """더 부를 수 없는지 (맞혔거나 모순)."""
        return self.won or self.contradiction

    def proposal(self) -> Choice:
        """다음에 부를 수와 그 설명. 처음 부르면 전략이 고르고, 답할 때까지 그대로다."""
        if self.over:
            raise GameError(Refusal.GAME_OVER, "the game is over; undo or start a new one")
        if self._pending is None:
            self._pending = choose(
                self.variant, self.candidates, self.strategy, self.options, self.rng
            )
        return self._pending

    def preview(self) -> dict[int, int]:
        """지금 추측에 대해 대답마다 남을 후보 수 (나올 수 있는 대답 모두, 0 포함)."""
        buckets = self.proposal().buckets
        return {a: int(buckets[a]) for a in possible_answers(self.variant)}

    def breaks(self, guess: int) -> int | None:
        """guess 가 비밀일 수 없게 만드는 가장 앞 턴 번호 (0부터), 후보이면 None (어려움 모드)."""
        responses = response_matrix(self.variant)
        for i, turn in enumerate(self.turns):
            if responses[turn.guess, guess] != turn.answer:
                return i
        return None

    def conflicts(self, secret: str) -> list[int]:
        """비밀을 밝혔을 때 그 비밀과 어긋난 대답을 한 턴 번호들 (0부터)."""
        code = self.variant.parse(secret)
        responses = response_matrix(self.variant)
        return [i for i, t in enumerate(self.turns) if responses[t.guess, code] != t.answer]

    # --- 바꾸기 ---
    def answer(self, strikes: int, balls: int) -> Turn:
        """지금 추측에 대한 대답 (S, B) 을 받는다. 불가능한 대답은 GameError, 상태는 그대로."""
        self._check(strikes, balls)
        return self._record(self.proposal().guess, encode(self.variant, strikes, balls))

    def _record(self, guess: int, value: int) -> Turn:
        before = self.candidates
        after = before[response_matrix(self.variant)[guess, before] == value]
        turn = Turn(guess, value, len(before), len(after))
        self.turns.append(turn)
        self._cands.append(after)
        self._pending = None
        return turn

    def step(self) -> Turn:
        """자동 진행: 전략의 추측을 부르고 비밀 수나 적수가 대답한다."""
        return self.guess(self.proposal().guess)

    def finish(self) -> None:
        """자동 진행을 끝까지: 맞히거나 (모순으로) 끝날 때까지 step."""
        while not self.over:
            self.step()

    def guess(self, guess: int, hard: bool = False) -> Turn:
        """추측 guess 를 부르고 비밀 수 (정직하게) 나 적수의 대답을 받는다 (직접 맞히기).

        hard: 어려움 모드. 비밀일 수 없는 수 (앞 대답과 어긋나는 수) 는 GameError 로 거절하고
        어긋나는 가장 앞 턴을 알린다 (turn 은 1부터).
        """
        if self.over:
            raise GameError(Refusal.GAME_OVER, "the game is over; undo or start a new one")
        broken = self.breaks(guess) if hard else None
        if broken is not None:
            turn = self.turns[broken]
            strikes, balls = decode(self.variant, turn.answer)
            raise GameError(
                Refusal.HARD_MODE,
                f"hard mode: {self.variant.format(guess)} cannot be the secret after guess "
                f"{broken + 1} ({self.variant.format(turn.guess)}: {strikes}S {balls}B)",
                turn=broken + 1,
                guess=self.variant.format(turn.guess),
                strikes=strikes,
                balls=balls,
            )
        if self.secret is not None:
            value = int(response_matrix(self.variant)[guess, self.secret])
        elif self.adversary is not None:
            value = adversary_answer(
                self.variant, self.adversary, self.candidates, guess, self.strategy, self.options
            )
        else:
            raise GameError(Refusal.NO_SECRET, "guess() needs a known secret or an adversary")
        return self._record(guess, value)

    def undo(self, to: int | None = None) -> None:
        """턴 to 직전으로 되돌린다 (기본: 마지막 대답 하나). 그 턴의 추측을 다시 묻는다."""
        to = len(self.turns) - 1 if to is None else to
        if not 0 <= to < len(self.turns):
            raise GameError(
                Refusal.UNDO_RANGE,
                f"cannot undo to turn {to}; there are {len(self.turns)} answered turns",
                turn=to,
                turns=len(self.turns),
            )
        guess = self.turns[to].guess
        del self.turns[to:]
        del self._cands[to + 1 :]
        self._pending = choice_for(self.variant, self.candidates, guess)

    def _check(self, strikes: int, balls: int) -> None:
        length = self.variant.length
        if self.over:
            raise GameError(Refusal.GAME_OVER, "the game is over; undo or start a new one")
        for v in (strikes, balls):
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
                raise GameError(
                    Refusal.NOT_INTEGER, f"strikes and balls must be whole numbers: {v!r}"
                )
        if strikes < 0 or balls < 0:
            raise GameError(Refusal.NEGATIVE, "strikes and balls cannot be negative")
        if strikes + balls > length:
            raise GameError(
                Refusal.TOO_MANY, f"strikes + balls cannot exceed {length}", length=length
            )
        if encode(self.variant, strikes, balls) not in possible_answers(self.variant):
            raise GameError(
                Refusal.IMPOSSIBLE,
                f"{strikes}S {balls}B cannot happen in {self.variant.name}",
                strikes=strikes,
                balls=balls,
            )

    # --- 기록 (GameRecord) 으로 오가기: st.session_state 용 ---
    def record(self) -> GameRecord:
        """이 판의 기록 (값만 담은 불변 객체). from_record 로 같은 판이 된다."""
        fmt = self.variant.format
        pending = self._pending
        return GameRecord(
            variant=self.variant.name,
            strategy=self.strategy,
            options=self.options,
            secret=None if self.secret is None else fmt(self.secret),
            adversary=self.adversary,
            seed=self.seed,
            rng=self.rng.bit_generator.state,
            turns=tuple(
                TurnRecord(fmt(t.guess), *decode(self.variant, t.answer)) for t in self.turns
            ),
            pending=None
            if pending is None
            else PendingRecord(
                fmt(pending.guess),
                pending.sampled,
                tuple(int(g) for g in pending.pool) if pending.sampled else None,
            ),
        )

    @classmethod
    def from_record(cls, record: GameRecord) -> CodeGame:
        """기록에서 판을 되살린다 (대답을 다시 적용해 후보를 만든다).

        >>> game = CodeGame(secret="719")
        >>> _ = game.step()
        >>> CodeGame.from_record(game.record()).record() == game.record()
        True
        """
        game = cls(
            record.variant,
            record.strategy,
            record.options,
            record.secret,
            record.seed,
            record.adversary,
        )
        game.rng.bit_generator.state = record.rng
        for turn in record.turns:
            game._check(turn.strikes, turn.balls)
            value = encode(game.variant, turn.strikes, turn.balls)
            game._record(game.variant.parse(turn.guess), value)
        pending = record.pending
        if pending is not None:
            game._pending = choice_for(
                game.variant,
                game.candidates,
                game.variant.parse(pending.guess),
                pool=None if pending.pool is None else list(pending.pool),
                sampled=pending.sampled,
            )
        return game
