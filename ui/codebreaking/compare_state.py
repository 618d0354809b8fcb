"""비교 페이지의 상태 (streamlit 없음): 무작위 전략의 판 수와 고른 줄, 그리고 그 링크."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solver.codebreaking.variants import Variant

from ..link_reader import Dropped, Opening, Param, Params, Prefix, int_between, list_of, read_link
from .compare_model import GAMES_CHOICES, default_show, job_keys, ordered_keys

__all__ = ["CompareState"]


@dataclass
class CompareState:
    """비교 페이지의 설정. games: 무작위 전략의 비밀 수마다 판 수. show: 고른 줄의 열쇠들
    (None 이면 변형마다의 기본 셋)."""

    games: int = 20
    show: tuple[str, ...] | None = None

    def shown(self, variant: Variant) -> tuple[str, ...]:
        """이 변형에서 보일 줄: 고른 것 중 이 변형에 있는 것, 하나도 없으면 기본 셋."""
        picked = ordered_keys(variant, self.show or ())
        return picked or default_show(variant)

    def choose_games(self, games: int) -> None:
        """무작위 전략의 비밀 수마다 판 수 (GAMES_CHOICES 가운데 하나)."""
        self.games = games

    def pick(self, variant: Variant, keys: Sequence[str]) -> None:
        """고르기 단추가 바뀌었다. 모두 끄면 앞의 것을 둔다 (표와 차트가 비지 않게)."""
        picked = ordered_keys(variant, keys)
        if picked:
            self.show = picked

    def link(self, variant: Variant) -> dict[str, str]:
        """이 화면을 다시 여는 매개변수."""
        return {"games": str(self.games), "show": ",".join(self.shown(variant))}

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 판 수와 고른 줄을 쓴다 (읽을 수 없는 것은 버린다). 버린 매개변수를 돌려준다."""
        variant = opening.variant
        table = [Param("games", _games), Param("show", list_of(job_keys(variant)))]
        values, dropped = read_link(params, table)
        self.games = values.get("games", self.games)
        show: Prefix | None = values.get("show")
        if show is not None:
            self.show = ordered_keys(variant, show.values) or None
        return dropped


def _games(text: str) -> int:
    """고를 수 있는 판 수 (GAMES_CHOICES) 하나."""
    value = int_between(1, max(GAMES_CHOICES))(text)
    if value not in GAMES_CHOICES:
        raise ValueError(f"{value} games per secret is not offered")
    return value
