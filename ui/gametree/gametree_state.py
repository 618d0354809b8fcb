"""게임 나무 페이지의 상태: 삼목 한 판과 그 설정, 사라지는 발판의 입력 글 (streamlit 없음).

삼목의 칸 누름 · 새 게임은 그려진 차례에만 듣는다 (ui/turns.py): 빠르게 두 칸을 누르면 두
번째는 사용자가 보지 못한 판을 향한 요청이라 버린다. 탐색 방법과 깊이는 다음 AI 수부터 쓴다.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from solver.gametree.tictactoe_match import Decide, Match, MatchError, Start, new_match

from ..turns import TurnGuard

__all__ = ["DEPTHS", "GameTreeState"]

# 깊이 제한 고르기 (None = 끝까지)
DEPTHS: tuple[int | None, ...] = (1, 2, 3, 4, 5, 6, 7, 8, None)


@dataclass
class GameTreeState:
    """게임 나무 페이지 전체. match 는 처음 그릴 때 만든다."""

    start: Start = Start.RANDOM
    algorithm: str = "alphabeta"
    depth: int | None = None
    match: Match | None = None
    board_text: str = "111,111,111"
    a_text: str = "1,0"
    b_text: str = "1,2"
    turn: TurnGuard = field(default_factory=TurnGuard)

    def new_match(self, rng: random.Random, decide: Decide, stamp: int | None = None) -> None:
        """새 판 (AI 가 먼저면 첫 수까지). stamp 를 주면 그 차례의 단추만 듣는다."""
        if self.turn.ignores(stamp):
            return
        self.match = new_match(self.start, self.algorithm, self.depth, rng, decide)
        self.turn.advance()

    def choose_start(self, start: Start, rng: random.Random, decide: Decide) -> None:
        """먼저 두는 쪽을 바꾸고 새 판을 시작한다."""
        self.start = Start(start)
        self.new_match(rng, decide)

    def tap(self, cell: int, stamp: int, decide: Decide) -> None:
        """사람이 cell 을 누른다. 지난 차례의 누름이나 둘 수 없는 칸은 판을 바꾸지 않는다."""
        if self.turn.ignores(stamp) or self.match is None:
            return
        try:
            self.match = self.match.play(cell, self.algorithm, self.depth, decide)
        except MatchError:
            return  # 꺼진 칸 단추라 보통은 오지 않는다
        self.turn.advance()
