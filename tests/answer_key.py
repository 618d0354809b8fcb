"""알파-베타 연습의 정답지 (시험들이 함께 쓴다): 풀이 그대로의 표시."""

from __future__ import annotations

from solver.gametree.alphabeta_check import Answer
from solver.gametree.random_tree import Solution


def solution_answer(solution: Solution, *, windows: bool = False) -> Answer:
    """풀이 그대로의 표시: 잘린 가지, 닿은 속 노드의 값 (windows 면 α, β 도)."""
    inner = [p for p in sorted(solution.visited) if not solution.tree.at(p).is_leaf]
    return Answer(
        pruned=frozenset(solution.pruned),
        values={p: solution.values[p] for p in inner},
        alphas={p: solution.windows[p][0] for p in inner} if windows else {},
        betas={p: solution.windows[p][1] for p in inner} if windows else {},
    )
