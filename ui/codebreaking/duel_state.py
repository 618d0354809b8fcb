"""대결 페이지의 상태 (streamlit 없음): 학생과 AI 가 서로의 비밀을 번갈아 맞힌다.

판은 설정과 둔 수들로 정해진다 (solver.codebreaking.duel.replay): 상태는 게임 종류마다 게임 번호 ·
설정 · 둔 수들 (moves) 과 자판의 글만 들고, 그릴 때마다 판을 다시 만든다 (duel).
- 학생의 비밀은 두 가지로 지킨다 (Keep): 한 번 적어 숨겨 두면 페이지가 대신 대답하고 (TYPED, 수업의
  정직한 기본), 머리에 두면 학생이 AI 의 추측에 S/B 단추로 대답한다 (HEAD: 어긋난 대답은 판이
  잡고 되돌릴 수 있다). 적은 비밀은 세션에만 있다: 링크에도 페이지의 HTML 에도 없다. 새 세션 (새로
  고침 · 서버가 다시 뜸) 이면 다시 적는다: 지금까지의 대답과 맞아야 받는다.
- 링크 (모양은 DuelState.link): game (게임 번호: AI 의 비밀과 주사위), level (난이도의 뜻),
  first (먼저 하는 쪽; 없으면 게임 번호로 번갈아), keep (head 면 머리로), moves (둔 수들, 차례대로:
  학생의 추측 코드와 AI 의 추측에 받은 대답 이름표 '123,1S1B,456'), hints (1 이면 코치의 수를
  본다). 공유하는 링크 (share_link) 는 판의 설정만: 어느 쪽 비밀도 싣지 않는다.
- 동작 단추는 그린 차례에만 듣는다 (ui/turns.py). 자판의 숫자 · 지우기는 차례를 넘기지 않는다.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from solver.codebreaking.difficulty import Level, LevelKind, difficulty_levels, shipped_curve
from solver.codebreaking.duel import Duel, Duelist, replay, replay_prefix, secret_disagrees
from solver.codebreaking.feedback import parse_label, response_matrix
from solver.codebreaking.strategies import Options, StrategyName
from solver.codebreaking.variants import Variant
from solver.errors import InputError, Refusal

from ..link_reader import (
    Dropped,
    Opening,
    Param,
    Params,
    Prefix,
    answer_token,
    choice,
    flag,
    int_between,
    read_int,
    read_link,
    text_list,
)
from ..turns import TurnGuard
from .you_guess_state import MASK, MAX_NUMBER, pressable

__all__ = [
    "COACH",
    "COACH_OPTIONS",
    "DEFAULT_LEVEL",
    "FIRST_CHOICES",
    "DuelSettings",
    "DuelSlot",
    "DuelState",
    "Keep",
    "level_of",
    "levels",
    "moves_text",
    "starter",
]

# 새 판의 난이도 (모든 변형에 있는 띠)
DEFAULT_LEVEL = LevelKind.CAREFUL
# 설정의 '먼저 하는 쪽' 의 선택지 (None: 게임 번호로 번갈아)
FIRST_CHOICES = (None, Duelist.ME, Duelist.AI)
# 코치 (힌트 · 끝난 판의 실력과 운) 의 전략과 옵션
COACH = StrategyName.MINIMAX
COACH_OPTIONS = Options()


class Keep(StrEnum):
    """학생의 비밀을 지키는 방법 (값은 링크의 글)."""

    TYPED = "typed"  # 한 번 적어 숨긴다: 페이지가 대답한다
    HEAD = "head"  # 머리에 둔다: 학생이 S/B 단추로 대답한다


def levels(variant: Variant) -> tuple[Level, ...]:
    """이 변형의 난이도들 (실어 둔 곡선에서: solver.codebreaking.difficulty)."""
    return difficulty_levels(shipped_curve(variant.name))


def level_of(variant: Variant, kind: LevelKind) -> Level:
    """이 변형의 난이도 kind (없는 띠면 ValueError)."""
    for level in levels(variant):
        if level.kind is kind:
            return level
    raise ValueError(f"{variant.name} has no level {kind}")


def starter(first: Duelist | None, number: int) -> Duelist:
    """먼저 하는 쪽: 정해 두지 않았으면 게임 번호로 번갈아 (홀수는 학생)."""
    if first is not None:
        return first
    return Duelist.ME if number % 2 else Duelist.AI


@dataclass(frozen=True)
class DuelSettings:
    """판 하나의 설정 (바꾸면 같은 번호로 새 판): 난이도, 먼저 하는 쪽 (None: 번갈아), 비밀을
    지키는 방법."""

    level: LevelKind = DEFAULT_LEVEL
    first: Duelist | None = None
    keep: Keep = Keep.TYPED


@dataclass
class DuelSlot:
    """게임 종류 하나의 판. moves: 둔 수들 (학생의 것은 코드 번호, AI 의 것은 받은 대답 번호).
    secret: 학생이 적어 둔 비밀 (TYPED, 세션에만). entry: 자판으로 적는 중인 글 (추측 또는 비밀).
    error: 마지막으로 거절된 요청의 까닭. disagrees: 다시 적은 비밀과 어긋나는 AI 의 추측 번호
    (1 부터; 엔진의 거절이 아니라 이 페이지의 것이라 까닭이 아닌 번호로 둔다). hints: 코치의 수를
    보는지. number_error: 게임 번호 상자에 적었지만 받지 않은 글."""

    settings: DuelSettings
    number: int
    moves: list[int] = field(default_factory=list)
    secret: int | None = None
    entry: str = ""
    error: InputError | None = None
    disagrees: int | None = None
    hints: bool = False
    number_error: str | None = None


def moves_text(duel: Duel, moves: list[int]) -> str:
    """둔 수들을 링크의 글로: 학생의 추측은 코드, AI 의 것은 빈칸 없는 대답 이름표."""
    variant, items = duel.variant, []
    for n, move in enumerate(moves):
        mine = (duel.first is Duelist.ME) == (n % 2 == 0)
        items.append(variant.format(move) if mine else answer_token(variant, move))
    return ",".join(items)


def _level_kind(variant: Variant):
    """링크의 level: 이 변형에 있는 난이도의 이름만."""
    kinds = {level.kind.value: level.kind for level in levels(variant)}

    def read(text: str) -> LevelKind:
        if text not in kinds:
            raise ValueError(f"no level {text!r} in {variant.name}")
        return kinds[text]

    return read


def _link_table(variant: Variant) -> list[Param]:
    """대결 링크의 매개변수 (모양은 DuelState.link). moves 는 판을 다시 만들며 읽는다 (_replay)."""
    return [
        Param("game", int_between(1, MAX_NUMBER)),
        Param("level", _level_kind(variant)),
        Param("first", choice(Duelist)),
        Param("keep", choice(Keep)),
        Param("moves", text_list),
        Param("hints", flag),
    ]


@dataclass
class DuelState:
    """대결 페이지 전체. settings: 아직 판이 없는 종류가 쓸 설정 (마지막으로 고른 것)."""

    settings: DuelSettings = field(default_factory=DuelSettings)
    slots: dict[str, DuelSlot] = field(default_factory=dict)
    turn: TurnGuard = field(default_factory=TurnGuard)
    notice: bool = False

    # --- 읽기 ---
    def slot(self, variant: Variant, number: int) -> DuelSlot:
        """이 종류의 판. 없으면 마지막 설정 (이 변형에 없는 난이도면 기본) 과 번호 number 로."""
        if variant.name not in self.slots:
            settings = self.settings
            if settings.level not in {level.kind for level in levels(variant)}:
                settings = replace(settings, level=DEFAULT_LEVEL)
            self.slots[variant.name] = DuelSlot(settings, max(1, min(number, MAX_NUMBER)))
        return self.slots[variant.name]

    def duel(self, variant: Variant) -> Duel:
        """지금 판 (설정과 둔 수들로 다시 만든다)."""
        slot = self.slots[variant.name]
        return _replay(variant, slot.settings, slot.number, slot.moves)

    def needs_secret(self, variant: Variant) -> bool:
        """학생이 비밀을 적어야 하는지 (TYPED 인데 이 세션에 비밀이 없고 판이 끝나지 않았다)."""
        slot = self.slots[variant.name]
        typed = slot.settings.keep is Keep.TYPED
        return typed and slot.secret is None and not self.duel(variant).over

    # --- 자판 ---
    def press(self, variant: Variant, symbol: int) -> None:
        """자판의 숫자 하나 (적을 수 없으면 무시: you_guess_state.pressable). 비밀을 적을 때는 자리
        수만 본다: 자판이 적은 숫자를 흐리게 하지 않으니 (ui/views/keypad) 같은 숫자는 정하기가
        까닭과 함께 거절한다."""
        slot = self.slots[variant.name]
        full = len(slot.entry) >= variant.length
        if (not full and self.needs_secret(variant)) or pressable(variant, slot.entry, symbol):
            slot.entry += str(symbol)
            slot.error = slot.disagrees = None

    def backspace(self, variant: Variant) -> None:
        """자판의 지우기 (한 글자)."""
        slot = self.slots[variant.name]
        slot.entry, slot.error, slot.disagrees = slot.entry[:-1], None, None

    # --- 동작 (그린 차례에만) ---
    def set_secret(self, variant: Variant, stamp: int) -> None:
        """자판의 글을 학생의 비밀로 정한다. 이미 대답한 것이 있으면 (다시 적기) 그 대답들과 맞아야
        한다. 정하면 기다리던 AI 의 추측에 곧 대답한다."""
        if self.turn.ignores(stamp) or variant.name not in self.slots:
            return
        slot = self.slots[variant.name]
        try:
            code = variant.parse(slot.entry)
        except InputError as exc:
            # 거절의 말은 적은 글을 되풀이한다 ('적은 것: 455'): 비밀의 글은 자판처럼 ● 로
            slot.error = InputError(
                exc.reason, str(exc), **{**exc.values, "code": MASK * len(slot.entry)}
            )
            return
        broken = secret_disagrees(self.duel(variant), code)
        slot.disagrees = None if broken is None else broken + 1
        if broken is not None:
            return
        slot.secret, slot.entry, slot.error = code, "", None
        self._answer_for_student(variant)
        self.turn.next_turn()

    def submit(self, variant: Variant, stamp: int) -> None:
        """자판의 글을 학생의 추측으로 부른다. 적어 둔 비밀이 있으면 AI 의 다음 추측에 곧
        대답한다."""
        if self.turn.ignores(stamp) or variant.name not in self.slots:
            return
        slot = self.slots[variant.name]
        try:
            if self.duel(variant).to_move is not Duelist.ME or self.needs_secret(variant):
                raise InputError(Refusal.NOT_YOUR_TURN, "it is not your turn")
            self._play(variant, variant.parse(slot.entry))
        except InputError as exc:
            slot.error = exc
            return
        slot.entry = ""
        self._answer_for_student(variant)
        self.turn.next_turn()

    def answer(self, variant: Variant, value: int, stamp: int) -> None:
        """AI 의 추측에 학생이 단추로 대답한다 (HEAD)."""
        if self.turn.ignores(stamp) or variant.name not in self.slots:
            return
        slot = self.slots[variant.name]
        try:
            if self.duel(variant).waiting is None:
                raise InputError(Refusal.NOT_YOUR_TURN, "the AI is not waiting for an answer")
            self._play(variant, value)
        except InputError as exc:
            slot.error = exc
            return
        self.turn.next_turn()

    def undo(self, variant: Variant, stamp: int) -> None:
        """학생의 마지막 대답 (HEAD) 을 되돌린다: 마지막 수가 대답일 때만 (추측은 무르지 않는다)."""
        if self.turn.ignores(stamp) or variant.name not in self.slots:
            return
        slot = self.slots[variant.name]
        if not slot.moves or not self._is_answer(variant, len(slot.moves) - 1):
            slot.error = InputError(Refusal.UNDO_RANGE, "no answer to undo", turn=0, turns=0)
            return
        slot.moves.pop()
        slot.error = None
        self.turn.next_turn()

    def new_duel(self, variant: Variant, number: int, stamp: int | None = None) -> None:
        """번호 number 의 새 판 (같은 설정; 적어 둔 비밀은 지운다)."""
        if self.turn.ignores(stamp):
            return
        slot = self.slot(variant, number)
        fresh = DuelSlot(slot.settings, max(1, min(int(number), MAX_NUMBER)), hints=slot.hints)
        self.slots[variant.name] = fresh
        self.turn.next_turn()

    def next_number(self, variant: Variant) -> int:
        """'다음 대결' 의 번호: 지금 번호 + 1 (먼저 하는 쪽이 번갈아 바뀐다)."""
        number = self.slots[variant.name].number
        return number + 1 if number < MAX_NUMBER else 1

    def edit(self, variant: Variant, number: int, **changes: object) -> None:
        """설정을 바꾼다: 바뀌었으면 같은 번호로 새 판을 시작하고 알린다."""
        slot = self.slot(variant, number)
        settings = replace(slot.settings, **changes)
        self.settings = replace(self.settings, **changes)
        if settings != slot.settings:
            slot.settings = settings
            self.new_duel(variant, slot.number)
            self.notice = True

    def enter_number(self, variant: Variant, text: str) -> None:
        """게임 번호 상자의 글: 1..MAX_NUMBER 의 정수면 그 번호로 새 판 (같으면 그대로), 아니면
        판은 그대로 두고 글을 number_error 로 남긴다. 비운 상자는 아무것도 바꾸지 않는다."""
        slot = self.slots[variant.name]
        if not text.strip():
            slot.number_error = None
            return
        number = read_int(text, 1, MAX_NUMBER)
        slot.number_error = None if number is not None else text
        if number is not None and number != slot.number:
            self.new_duel(variant, number)

    def set_hints(self, variant: Variant, on: bool) -> None:
        """코치의 수 (후보 수 · 최선의 추측) 보기를 켜고 끈다 (판은 그대로)."""
        self.slots[variant.name].hints = bool(on)

    # --- 속 ---
    def _is_answer(self, variant: Variant, index: int) -> bool:
        """둔 수 index (0 부터) 가 AI 의 추측에 받은 대답인지."""
        first = starter(self.slots[variant.name].settings.first, self.slots[variant.name].number)
        return (first is Duelist.AI) == (index % 2 == 0)

    def _play(self, variant: Variant, move: int) -> None:
        """수 하나를 더한다 (판이 받지 않으면 InputError, 판은 그대로)."""
        slot = self.slots[variant.name]
        _replay(variant, slot.settings, slot.number, [*slot.moves, move])
        slot.moves.append(move)
        slot.error = None

    def _answer_for_student(self, variant: Variant) -> None:
        """적어 둔 비밀이 있으면 기다리는 AI 의 추측에 대답한다."""
        slot = self.slots[variant.name]
        waiting = self.duel(variant).waiting
        if slot.secret is not None and waiting is not None:
            self._play(variant, int(response_matrix(variant)[waiting.guess, slot.secret]))

    # --- 링크 ---
    def link(self, variant: Variant) -> dict[str, str]:
        """이 종류의 판을 다시 여는 매개변수 (기본과 같은 값은 쓰지 않는다). 비밀은 싣지 않는다."""
        slot = self.slots[variant.name]
        settings = slot.settings
        params = {
            "game": str(slot.number),
            "level": "" if settings.level is DEFAULT_LEVEL else settings.level.value,
            "first": "" if settings.first is None else settings.first.value,
            "keep": "" if settings.keep is Keep.TYPED else settings.keep.value,
            "moves": moves_text(self.duel(variant), slot.moves),
            "hints": "1" if slot.hints else "",
        }
        return {name: value for name, value in params.items() if value}

    def share_link(self, variant: Variant) -> dict[str, str]:
        """남에게 건네는 링크: 같은 판의 설정만 (둔 수도 비밀도 없다)."""
        params = self.link(variant)
        return {n: v for n, v in params.items() if n in ("game", "level", "first", "keep")}

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 판을 연다: 설정과 번호로 새 판을 만들고 둔 수들을 차례로 다시 둔다. 읽을 수
        없거나 판이 받지 않는 수부터 버린다. 지금 판과 같으면 (적어 둔 비밀 · 자판의 글) 건드리지
        않는다."""
        variant = opening.variant
        values, dropped = read_link(params, _link_table(variant))
        slot = self.slot(variant, opening.number)
        settings = DuelSettings(
            level=values.get("level", DEFAULT_LEVEL),
            first=values.get("first"),
            keep=values.get("keep", Keep.TYPED),
        )
        number = values.get("game", slot.number)
        items: Prefix = values.get("moves", Prefix((), (), True))
        moves = _read_moves(variant, settings, number, items.values)
        if len(moves) < len(items.values) or not items.whole:
            dropped.append(items.cut(len(moves)).dropped("moves"))
        self.settings = settings
        if (settings, number, moves) != (slot.settings, slot.number, slot.moves):
            self.slots[variant.name] = DuelSlot(settings, number, moves)
            self.turn.next_turn()
        self.slots[variant.name].hints = values.get("hints", False)
        return dropped


def _replay(variant: Variant, settings: DuelSettings, number: int, moves: list[int]) -> Duel:
    """설정의 판을 둔 수들로 다시 만든다."""
    level = level_of(variant, settings.level)
    return replay(variant, level.temperature, number, starter(settings.first, number), moves)


def _read_moves(
    variant: Variant, settings: DuelSettings, number: int, items: tuple[str, ...]
) -> list[int]:
    """링크의 둔 수 글들을 앞에서부터 판이 받는 데까지 번호로 (차례대로 번갈아 읽는다)."""
    first = starter(settings.first, number)
    moves: list[int] = []
    for n, item in enumerate(items):
        mine = (first is Duelist.ME) == (n % 2 == 0)
        try:
            moves.append(variant.parse(item) if mine else parse_label(variant, item))
        except InputError:
            break
    level = level_of(variant, settings.level)
    _, used = replay_prefix(variant, level.temperature, number, first, moves)
    return moves[:used]
