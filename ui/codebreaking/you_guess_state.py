"""직접 맞히기 페이지의 상태: 사용자가 부르고, 컴퓨터가 비밀 수를 지키거나 악당처럼 대답한다.

streamlit 없이 돈다. 약속은 다른 페이지와 같다: 판은 게임 종류마다 남고, 판을 바꾸는 설정
(대답하는 쪽) 은 새 판을 알리며, 부르기 · 힌트 · 새 게임 단추는 그려진 차례에만 듣는다
(ui/turns.py). 코치의 전략 · 어려움 모드 · 후보 수 보기는 판을 그대로 두고 보기만 바꾼다.
링크는 판 전체를 싣는다 (게임 번호, 대답하는 쪽, 부른 수, 힌트를 본 턴, 설정): 새로 고쳐도 잃지
않게. 판은 MAX_TURNS 번에서 멈춘다 (쓴 주소를 언제나 다시 읽을 수 있게).
자판은 휴대폰 자판처럼 누른 만큼 적는다: 다 찼으면, 또 반복이 안 되는 종류에서 이미 적은
숫자면 무시한다 (그 단추는 흐리게 그려진다). 거절된 추측은 까닭 (InputError) 으로 남겨 그릴 때
말로 옮긴다.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field, replace

import numpy as np

from solver.codebreaking.session import CodeGame, GameRecord
from solver.codebreaking.strategies import Options, StrategyName, next_guess, usable_strategy
from solver.codebreaking.variants import Variant
from solver.errors import InputError, Refusal

from ..link_reader import (
    MAX_ITEMS,
    Dropped,
    Opening,
    Param,
    Params,
    Prefix,
    choice,
    code_list,
    flag,
    int_between,
    int_list,
    numbers_text,
    read_int,
    read_link,
    strategy,
)
from ..turns import TurnGuard
from .answerers import LEGACY_ANSWERERS, Answerer
from .game_slots import GameSlots

__all__ = [
    "GUESS_ANSWERERS",
    "MASK",
    "MAX_NUMBER",
    "MAX_TURNS",
    "GuessSettings",
    "GuessSlot",
    "YouGuessState",
    "pressable",
    "secret_for",
]

# 컴퓨터가 비밀을 지키는 방법: 게임 번호로 정한 비밀 수, 또는 비밀을 정하지 않는 악당
GUESS_ANSWERERS = (Answerer.SECRET, Answerer.EVIL)
# 게임 번호는 1 부터 이것까지
MAX_NUMBER = 999_999
# 한 판에 부를 수 있는 수 (링크가 다시 읽는 목록의 길이와 같다)
MAX_TURNS = MAX_ITEMS


def secret_for(variant: Variant, number: int) -> str:
    """게임 번호의 비밀 수: 같은 종류 · 같은 번호면 누구에게나 같은 비밀 수다."""
    rng = np.random.default_rng([number, zlib.crc32(variant.name.encode())])
    return variant.format(int(rng.integers(variant.size)))


# 자판이 비밀을 적을 때 숫자 대신 보이는 글자 (대결: 어깨 너머로 보이지 않게)
MASK = "●"


def pressable(variant: Variant, entry: str, symbol: int) -> bool:
    """적는 중인 entry 에 자판의 숫자 symbol 을 더 적을 수 있는지."""
    full = len(entry) >= variant.length
    return not full and (variant.repeats or str(symbol) not in entry)


@dataclass(frozen=True)
class GuessSettings:
    """판 하나의 설정. answerer 는 판을 정하고, 나머지 (코치의 전략, 후보 수 보기, 어려움 모드)
    는 판을 그대로 둔다."""

    answerer: Answerer = Answerer.SECRET
    coach: str = StrategyName.MINIMAX
    show_count: bool = True
    hard: bool = False

    @property
    def options(self) -> Options:
        """코치 (힌트 · 최선의 추측) 의 전략 옵션: 어려움 모드면 비밀일 수 있는 수 안에서만
        고른다 (아니면 힌트가 어려움 모드에서 거절될 수 있다)."""
        return Options(candidates_only=self.hard)


@dataclass
class GuessSlot:
    """게임 종류 하나의 판.

    number: 게임 번호 (비밀 수를 정한다). entry: 자판으로 적는 중인 추측. hint: 지금 턴에
    보인 힌트 (전략의 추측), hinted: 힌트를 본 턴 번호들 (0부터). error: 거절된 추측의 까닭.
    number_error: 게임 번호 상자에 적었지만 번호가 아니라 받지 않은 글. hard_from: 어려움 모드가
    시작된 턴 번호 (0부터): 판 중간에 켜면 다음 추측부터라 앞의 추측은 그대로 둔다.
    """

    settings: GuessSettings
    number: int
    game: GameRecord
    entry: str = ""
    hint: int | None = None
    hinted: list[int] = field(default_factory=list)
    error: InputError | None = None
    number_error: str | None = None
    hard_from: int = 0


def _new_game(variant: Variant, answerer: Answerer, number: int) -> CodeGame:
    """사용자가 부르는 판: 게임 번호 number 의 비밀 수, 또는 비밀 없이 대답하는 악당.

    판 자신의 전략은 쓰이지 않는다 (부르는 쪽은 사용자다). 코치의 전략은 설정 (GuessSettings.coach)
    에만 있다: 판과 설정이 같은 사실을 따로 들지 않게."""
    adversary = answerer.adversary
    if adversary is not None:
        return CodeGame(variant.name, adversary=adversary)
    return CodeGame(variant.name, secret=secret_for(variant, number))


def _guess_answerer(text: str) -> Answerer:
    """직접 맞히기에서 쓸 수 있는 대답하는 쪽 (최악 적수는 전략의 나무를 따르므로 빼고)."""
    answerer = choice(Answerer, LEGACY_ANSWERERS)(text)
    if answerer not in GUESS_ANSWERERS:
        raise ValueError(f"no answerer {text!r} on this page")
    return answerer


def _link_table(variant: Variant) -> list[Param]:
    """직접 맞히기 링크의 매개변수 (모양은 YouGuessState.link)."""
    return [
        Param("game", int_between(1, MAX_NUMBER)),
        Param("keeper", _guess_answerer),
        Param("guesses", code_list(variant)),
        Param("hints", int_list(1, MAX_TURNS + 1)),
        Param("coach", strategy(variant, deterministic=True)),
        Param("hard", int_between(0, MAX_TURNS + 1)),
        Param("count", flag),
    ]


@dataclass
class YouGuessState(GameSlots[GuessSlot]):
    """직접 맞히기 페이지 전체. settings: 아직 판이 없는 종류가 쓸 설정 (마지막으로 고른 것)."""

    settings: GuessSettings = field(default_factory=GuessSettings)
    slots: dict[str, GuessSlot] = field(default_factory=dict)
    turn: TurnGuard = field(default_factory=TurnGuard)
    notice: bool = False

    def slot(self, variant: Variant, number: int) -> GuessSlot:
        """이 종류의 판. 없으면 마지막 설정과 게임 번호 number 로 새로 만든다."""
        if variant.name not in self.slots:
            settings = replace(self.settings, coach=usable_strategy(self.settings.coach, variant))
            game = _new_game(variant, settings.answerer, number).record()
            self.slots[variant.name] = GuessSlot(settings, number, game)
        return self.slots[variant.name]

    def new_game(self, variant: Variant, number: int, stamp: int | None = None) -> None:
        """게임 번호 number 로 새 판 (악당이면 번호와 상관없다)."""
        if self.turn.ignores(stamp):
            return
        settings = self.slot(variant, number).settings
        number = max(1, min(int(number), MAX_NUMBER))
        game = _new_game(variant, settings.answerer, number).record()
        self.slots[variant.name] = GuessSlot(settings, number, game)
        self.turn.next_turn()

    def enter_number(self, variant: Variant, text: str) -> None:
        """게임 번호 상자에 적은 글: 1..MAX_NUMBER 의 정수면 그 번호로 새 판 (지금 번호와 같으면
        그대로), 아니면 판은 그대로 두고 적은 글을 number_error 로 남긴다 ('12.5', '-5', '1e20'
        을 말없이 12 · 1 로 바꾸지 않는다). 비운 상자는 아무것도 바꾸지 않는다."""
        slot = self.slots[variant.name]
        if not text.strip():
            slot.number_error = None
            return
        number = read_int(text, 1, MAX_NUMBER)
        if number is None:
            slot.number_error = text
            return
        slot.number_error = None
        if number != slot.number:
            self.new_game(variant, number)

    def edit(self, variant: Variant, number: int, **changes: object) -> None:
        """설정을 바꾼다. 대답하는 쪽이 바뀌면 같은 번호로 새 판을 시작하고 알린다."""
        slot = self.slot(variant, number)
        settings = replace(slot.settings, **changes)
        self.settings = replace(self.settings, **changes)
        restart = settings.answerer != slot.settings.answerer
        if settings.hard and not slot.settings.hard:
            slot.hard_from = len(slot.game.turns)  # 다음 추측부터: 이미 받은 추측은 그대로
        if settings.options != slot.settings.options or settings.coach != slot.settings.coach:
            slot.hint = None  # 힌트는 그때의 코치가 고른 수다
        slot.settings = settings
        if restart:
            self.new_game(variant, slot.number)
            self.notice = True

    def press(self, variant: Variant, symbol: int) -> None:
        """자판의 숫자 하나를 적는다 (적을 수 없으면 무시: 모듈 설명)."""
        slot = self.slots[variant.name]
        if not pressable(variant, slot.entry, symbol):
            return
        slot.entry += str(symbol)
        slot.error = None

    def backspace(self, variant: Variant) -> None:
        """자판의 지우기 (한 글자)."""
        slot = self.slots[variant.name]
        slot.entry = slot.entry[:-1]
        slot.error = None

    def submit(self, variant: Variant, text: str, stamp: int) -> None:
        """추측을 부른다. 읽을 수 없는 글 · 어려움 모드의 거절은 까닭만 남기고 턴을 쓰지 않는다."""
        if self.turn.ignores(stamp) or variant.name not in self.slots:
            return
        slot = self.slots[variant.name]
        game = self.load(variant)
        try:
            if len(game.turns) >= MAX_TURNS and not game.over:
                raise InputError(Refusal.GAME_TOO_LONG, "this game is full", n=MAX_TURNS)
            game.guess(variant.parse(text), hard=slot.settings.hard)
        except InputError as exc:
            slot.error = exc
            return
        self.save(variant, game)
        slot.entry, slot.hint, slot.error = "", None, None
        self.turn.next_turn()

    def ask_hint(self, variant: Variant, stamp: int) -> None:
        """힌트: 지금 후보에서 전략이 부를 수를 보이고, 이 턴에 힌트를 봤다고 적어 둔다."""
        if self.turn.ignores(stamp) or variant.name not in self.slots:
            return
        slot = self.slots[variant.name]
        game = self.load(variant)
        if game.over:
            return
        settings = slot.settings
        slot.hint = next_guess(variant, game.candidates, settings.coach, settings.options)
        if len(game.turns) not in slot.hinted:
            slot.hinted.append(len(game.turns))
        self.turn.next_turn()

    def link(self, variant: Variant) -> dict[str, str]:
        """이 종류의 판을 다시 여는 매개변수: 게임 번호, 대답하는 쪽, 지금까지의 추측 (비밀 수는
        넣지 않는다: 번호가 비밀 수를 정한다), 힌트를 본 턴 (1 부터), 기본과 다른 설정. hard 는
        어려움 모드가 시작된 추측의 번호 (1 부터: 처음부터면 예전 링크처럼 1)."""
        slot = self.slots[variant.name]
        settings = slot.settings
        params = {
            "game": str(slot.number),
            "keeper": settings.answerer,
            "guesses": ",".join(slot.game.guesses),
            "hints": numbers_text([i + 1 for i in sorted(slot.hinted)]),
            "coach": "" if settings.coach == StrategyName.MINIMAX else settings.coach,
            "hard": str(slot.hard_from + 1) if settings.hard else "",
            "count": "" if settings.show_count else "0",
        }
        return {name: value for name, value in params.items() if value}  # 기본값은 쓰지 않는다

    def share_link(self, variant: Variant) -> dict[str, str]:
        """공유할 링크의 매개변수: 같은 비밀 수의 새 판 (게임 번호 · 대답하는 쪽). 부른 수는 넣지
        않는다: 맞힌 판이면 마지막 추측이 비밀 수라, 받은 사람이 직접 풀 수 없게 된다."""
        slot = self.slots[variant.name]
        return {"game": str(slot.number), "keeper": slot.settings.answerer}

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 판을 연다: 게임 번호와 대답하는 쪽으로 새 판을 만들고 추측을 차례로 다시 부르고,
        힌트를 본 턴과 설정을 되살린다. 버린 매개변수를 돌려준다. 끝난 판 뒤의 추측, 어려움
        모드가 받지 않는 추측 (hard=N: N 번째 추측부터; 까닭을 알림에 말한다), 아직 오지 않은
        턴의 힌트부터 버린다. 링크에 없는 설정은 기본값이다 (주소에는 기본과 다른 것만 쓴다).
        지금 판과 같으면 판 (적는 중인 글) 은 건드리지 않는다."""
        variant, number = opening.variant, opening.number
        values, dropped = read_link(params, _link_table(variant))
        slot = self.slot(variant, number)
        settings = GuessSettings(
            answerer=values.get("keeper", slot.settings.answerer),
            coach=values.get("coach", StrategyName.MINIMAX),
            show_count=values.get("count", True),
            hard=values.get("hard", 0) > 0,
        )
        hard_from = max(values.get("hard", 1) - 1, 0)
        game_number = values.get("game", slot.number)
        guesses: Prefix = values.get("guesses", Prefix((), (), True))
        game = _new_game(variant, settings.answerer, game_number)
        for n, code in enumerate(guesses.values):
            try:
                if game.over:
                    raise InputError(Refusal.GAME_OVER, "the game is over")
                game.guess(code, hard=settings.hard and n >= hard_from)  # 링크도 그 규칙대로
            except InputError as exc:
                why = "link_kept_hard" if exc.reason == Refusal.HARD_MODE else None
                dropped.append(guesses.cut(n).dropped("guesses", why))
                break
        hints: Prefix = values.get("hints", Prefix((), (), True))
        hinted = [i - 1 for i in hints.values if i - 1 <= len(game.turns)]
        if len(hinted) < len(hints.values) and hints.whole:
            dropped.append(hints.cut(len(hinted)).dropped("hints"))  # 아직 오지 않은 턴
        current = self.load(variant)
        same = (settings.answerer, game_number, game.turns) == (
            slot.settings.answerer,
            slot.number,
            current.turns,
        )
        self.settings = settings
        if not same:
            self.slots[variant.name] = GuessSlot(settings, game_number, game.record())
            self.turn.next_turn()
        slot = self.slots[variant.name]
        slot.settings = settings
        slot.hard_from = min(hard_from, len(game.turns))
        slot.hinted = sorted(set(hinted))
        shown = len(game.turns) in slot.hinted and not game.over
        slot.hint = (
            next_guess(variant, game.candidates, settings.coach, settings.options)
            if shown
            else None
        )
        return dropped
