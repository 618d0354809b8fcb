"""지킴이 페이지 ('내 비밀 수 맞히기') 의 상태: 게임 종류마다 한 판, 그리고 바꾸는 동사들.

streamlit 없이 돈다. 약속은 자동 진행과 같다 (autoplay_state 참고): 판은 종류마다 남고, 전략
선택은 보고 있는 판의 전략이며 바꾸면 새 판을 알리고, 대답 · 되돌리기 · 새 판 단추는 그려진
차례에만 듣는다 (ui/turns.py). 거절된 대답은 까닭 (InputError) 으로 남겨 그릴 때 말로 옮긴다.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from solver.codebreaking.feedback import decode, encode
from solver.codebreaking.session import CodeGame, GameRecord
from solver.codebreaking.strategies import StrategyName, get_strategy, usable_strategy
from solver.codebreaking.variants import Variant
from solver.errors import InputError

from ..link_reader import (
    Dropped,
    Opening,
    Param,
    Params,
    Prefix,
    answer_list,
    answers_text,
    int_between,
    read_link,
    strategy,
)
from ..turns import TurnGuard
from .game_slots import GameSlots

__all__ = ["KeeperSlot", "KeeperState"]


@dataclass
class KeeperSlot:
    """게임 종류 하나의 판. error: 마지막으로 거절된 요청의 까닭. reveal: 밝힌 비밀 수 글.

    판의 전략은 판의 기록 (game.strategy) 에만 있다."""

    game: GameRecord
    error: InputError | None = None
    reveal: str = ""

    def write_reveal(self, text: str) -> None:
        """판이 끝난 뒤 밝힌 비밀 수의 글 (맞는지는 화면이 conflict_report 로 본다)."""
        self.reveal = text


@dataclass
class KeeperState(GameSlots[KeeperSlot]):
    """지킴이 페이지 전체. strategy: 아직 판이 없는 종류가 쓸 전략 (마지막으로 고른 것)."""

    strategy: str = StrategyName.MINIMAX
    slots: dict[str, KeeperSlot] = field(default_factory=dict)
    turn: TurnGuard = field(default_factory=TurnGuard)
    notice: bool = False

    def slot(self, variant: Variant, seed: int) -> KeeperSlot:
        """이 종류의 판. 없으면 마지막 전략 (못 쓰면 미니맥스) 으로 새로 만든다."""
        if variant.name not in self.slots:
            game = CodeGame(variant.name, usable_strategy(self.strategy, variant), seed=seed)
            self.slots[variant.name] = KeeperSlot(game.record())
        return self.slots[variant.name]

    def _act(self, variant: Variant, stamp: int, action: Callable[[CodeGame], object]) -> None:
        """그려진 차례의 동작만 판에 건다. 거절되면 까닭을 남기고 판은 그대로 둔다."""
        if self.turn.ignores(stamp) or variant.name not in self.slots:
            return  # 두 번 누름처럼 사용자가 보지 못한 차례를 향한 요청
        slot = self.slots[variant.name]
        game = self.load(variant)
        try:
            action(game)
        except InputError as exc:
            slot.error = exc
            return
        slot.error = None
        self.save(variant, game)
        self.turn.next_turn()

    def answer(self, variant: Variant, value: int, stamp: int) -> None:
        """대답 번호 value 를 받는다."""
        self._act(variant, stamp, lambda game: game.answer(*decode(variant, value)))

    def undo(self, variant: Variant, stamp: int, to: int | None = None) -> None:
        """턴 to 직전으로 (기본: 마지막 대답 하나) 되돌린다."""
        self._act(variant, stamp, lambda game: game.undo(to))

    def restart(self, variant: Variant, seed: int, stamp: int | None = None) -> None:
        """같은 전략으로 새 판. 밝힌 비밀 수와 오류도 지운다. stamp 를 주면 그 차례만 듣는다."""
        if self.turn.ignores(stamp):
            return
        self._start(variant, self.slot(variant, seed).game.strategy, seed)

    def choose_strategy(self, variant: Variant, seed: int, name: str) -> None:
        """전략을 바꾼다: 이 종류의 판을 새로 시작하고 알린다. 다음 새 종류도 이 전략으로."""
        self.strategy = name
        if self.slot(variant, seed).game.strategy == name:
            return
        self._start(variant, name, seed)
        self.notice = True

    def _start(self, variant: Variant, strategy: str, seed: int) -> None:
        """이 종류에 전략 strategy 의 새 판을 놓고 다음 차례로."""
        game = CodeGame(variant.name, strategy, seed=seed)
        self.slots[variant.name] = KeeperSlot(game.record())
        self.turn.next_turn()

    def revealed_wrong(self, variant: Variant) -> bool:
        """밝힌 비밀 수가 있고 지금까지의 대답 가운데 그것과 어긋나는 것이 있는지 (읽을 수 없는
        글은 아니다: 그것은 따로 알린다)."""
        reveal = self.slots[variant.name].reveal.strip()
        if not reveal:
            return False
        try:
            return bool(self.load(variant).conflicts(reveal))
        except InputError:
            return False

    def link(self, variant: Variant) -> dict[str, str]:
        """이 종류의 판을 다시 여는 매개변수: 전략, 지금까지의 대답 (무작위 전략이면 씨앗도).
        판을 되살리지 않고 기록에서 읽는다. 모순된 마지막 대답도 싣는다 (다시 열면 그대로 모순
        이라 되돌리기를 권한다)."""
        game = self.slots[variant.name].game
        answers = (encode(variant, t.strikes, t.balls) for t in game.turns)
        params = {"strategy": game.strategy, "answers": answers_text(variant, answers)}
        if not get_strategy(game.strategy).deterministic:
            params["game"] = str(game.seed)
        return params

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 판을 연다: 전략으로 새 판을 만들고 대답을 차례로 다시 한다. 버린 매개변수를
        돌려준다. 이 종류에 없는 대답, 끝난 판 (맞힘 · 모순) 뒤의 대답부터는 버리고 그 앞까지의
        판을 연다: 후보가 다 사라지는 대답은 마지막이면 그대로 둔다 (화면이 모순을 알리고 되돌리기를
        권하는, 링크를 쓴 그 화면이다). 지금 판과 같으면 건드리지 않는다."""
        variant, seed = opening.variant, opening.seed
        table = [
            Param("strategy", strategy(variant)),
            Param("game", int_between(0, 2**32 - 1)),
            Param("answers", answer_list(variant)),
        ]
        values, dropped = read_link(params, table)
        slot = self.slot(variant, seed)
        name = values.get("strategy", slot.game.strategy)
        game_seed = values.get("game", seed)
        answers: Prefix = values.get("answers", Prefix((), (), True))
        game = CodeGame(variant.name, name, seed=game_seed)
        for n, value in enumerate(answers.values):
            try:
                game.answer(*decode(variant, value))
            except InputError:
                dropped.append(answers.cut(n).dropped("answers"))
                break
        current = self.load(variant)
        same = (name, game.turns) == (current.strategy, current.turns)
        if not same or (not get_strategy(name).deterministic and current.seed != game_seed):
            self.strategy = name
            self.slots[variant.name] = KeeperSlot(game.record())
            self.turn.next_turn()
        return dropped
