"""시험이 Match 에 건네는 AI (match.Decide): 끝까지 보는 삼목 AI."""

from __future__ import annotations

from solver.gametree.match import Match
from solver.gametree.tictactoe import best_move


def perfect(match: Match) -> int:
    """끝까지 보는 삼목 AI (tictactoe.best_move: 동점이면 가장 작은 칸)."""
    return best_move(match.board).cell
