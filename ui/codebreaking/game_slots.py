"""게임 종류마다 한 판: 숫자 맞히기 페이지 상태들이 같이 쓰는 되살리기 · 되돌려 두기."""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

from solver.codebreaking.session import CodeGame, GameRecord
from solver.codebreaking.variants import Variant

__all__ = ["GameSlots", "HasGame"]


class HasGame(Protocol):
    """판 자리: 판의 기록 (GameRecord) 을 game 에 둔다."""

    game: GameRecord


SlotT = TypeVar("SlotT", bound=HasGame)


class GameSlots(Generic[SlotT]):
    """slots: 게임 종류 이름 → 판 자리 (자리의 .game 은 판의 기록 GameRecord): 종류마다 판 하나.
    자리의 타입 (AutoSlot, KeeperSlot, GuessSlot) 은 상태마다 다르다."""

    slots: dict[str, SlotT]

    def load(self, variant: Variant) -> CodeGame:
        """이 종류의 판을 되살린다 (자리를 먼저 만든 뒤에)."""
        return CodeGame.from_record(self.slots[variant.name].game)

    def save(self, variant: Variant, game: CodeGame) -> None:
        """판을 기록으로 되돌려 둔다."""
        self.slots[variant.name].game = game.record()

    def proposing(self, variant: Variant) -> CodeGame:
        """판을 되살리고, 끝나지 않았으면 다음 추측을 정해 기록에 둔다: 무작위 전략도 다시 그릴
        때 같은 추측을 보인다. 화면은 그리기 전에 이 동사를 부르고, 그리는 코드는 상태를 고치지
        않는다."""
        game = self.load(variant)
        if not game.over:
            game.proposal()
            self.save(variant, game)
        return game
