"""게임 종류마다 한 판: 숫자 맞히기 페이지 상태들이 같이 쓰는 되살리기 · 되돌려 두기."""

from __future__ import annotations

from typing import Any

from solver.codebreaking.session import CodeGame
from solver.codebreaking.variants import Variant

__all__ = ["GameSlots"]


class GameSlots:
    """slots: 게임 종류 이름 → 판 자리 (자리의 .game 은 판의 기록 GameRecord): 종류마다 판 하나."""

    slots: dict[str, Any]

    def load(self, variant: Variant) -> CodeGame:
        """이 종류의 판을 되살린다 (자리를 먼저 만든 뒤에)."""
        return CodeGame.from_record(self.slots[variant.name].game)

    def save(self, variant: Variant, game: CodeGame) -> None:
        """판을 기록으로 되돌려 둔다 (고른 추측을 기억해 다시 고르지 않게)."""
        self.slots[variant.name].game = game.record()
