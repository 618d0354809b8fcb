"""AI 끼리의 사목: 두 설정 (A, B) 이 씨앗을 정한 판 k 개를 둔다. 판마다 먼저 두는 쪽을 바꾼다.

판 i (0 부터) 는 i 가 짝수면 A 가, 홀수면 B 가 먼저 둔다. 판의 씨앗은 (seed, i) 에서 만들어
같은 설정 · 같은 씨앗이면 같은 판들이다 (링크와 시험이 다시 만든다). 판 하나는 끝까지 두고
수순 글 ('4453...') 로 남는다: 그 글이 곧 다시 보기의 링크다.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import connect4
from .connect4_ai import AISettings, choose_column

__all__ = ["DuelGame", "duel_game"]


@dataclass(frozen=True)
class DuelGame:
    """AI 끼리의 한 판. first: 먼저 둔 쪽 ('A' / 'B'). moves: 수순 글. winner: 'A' / 'B' / None
    (무승부). nodes: 두 AI 가 본 판 (MCTS 는 playout) 의 합."""

    index: int
    first: str
    moves: str
    winner: str | None
    nodes: int


def duel_game(a: AISettings, b: AISettings, index: int, seed: int) -> DuelGame:
    """A 와 B 의 판 index 하나를 끝까지 둔다.

    >>> game = duel_game(AISettings(depth=1), AISettings(depth=3), 0, seed=0)
    >>> game.first, game.winner in ("A", "B", None)
    ('A', True)
    """
    first = "A" if index % 2 == 0 else "B"
    players = {"A": a, "B": b}
    order = (first, "B" if first == "A" else "A")  # 자리 (to_move: 0 먼저, 1 나중) → 이름
    state, moves, nodes = connect4.EMPTY_POSITION, [], 0
    game_seed = seed * 1000 + index
    while (result := connect4.outcome(state)) is None:
        mover = order[state.to_move]
        choice = choose_column(state, players[mover], game_seed)
        nodes += choice.nodes
        state = connect4.play(state, choice.column)
        moves.append(choice.column)
    # result 는 둘 차례인 쪽 관점: 지면 방금 둔 쪽 (다른 자리) 이 이겼다
    winner = None if result == 0 else order[1 - state.to_move]
    return DuelGame(index, first, connect4.format_moves(moves), winner, nodes)
