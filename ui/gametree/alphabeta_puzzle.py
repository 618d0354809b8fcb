"""알파-베타 연습의 퍼즐 (streamlit 없음): 나무의 모양 (Shape), 퍼즐 (Puzzle: 씨앗 · 모양 · 뿌리),
그리지 않은 모양 (Refused), 폰에 들어가는 크기의 한계.

퍼즐은 씨앗과 모양과 뿌리 (MAX / MIN) 로 정해진다 (solver.gametree.random_tree): 같으면 누구에게나
같은 나무다.

크기의 한계 (폰 390 px 에서 누를 것마다 44 px): 나무는 옆으로 누운 대진표처럼 그린다 (뿌리가
왼쪽, 잎마다 한 줄). 깊이마다 노드 칸과 가지 칸이 44 px 씩이고 잎은 제 가지를 겸하므로 깊이 d 의
나무는 2d 칸 = 88d px 가 넓다: 폰 본문 (약 358 px) 에는 깊이 4 (352 px) 까지 들어간다. 잎은
한 줄에 44 px 라 81 개 (3,564 px, 깊이 4 · 가지 3) 까지로 묶는다. 그보다 큰 모양 (링크로 온
깊이 5, 깊이 4 · 가지 4 등) 은 그리지 않고 까닭을 말한다 (Refused). 교사의 링크는 학생의 폰에서도
열려야 하므로 화면 크기와 상관없이 같은 한계를 쓴다.
"""

from __future__ import annotations

from dataclasses import dataclass

from solver.gametree.random_tree import (
    Branching,
    GameNode,
    Solution,
    format_branching,
    random_tree,
    solve,
)
from solver.gametree.trace_events import Player

__all__ = ["DEFAULT_SHAPE", "MAX_DEPTH", "MAX_LEAVES", "SHAPES", "Puzzle", "Refused", "Shape"]

MAX_DEPTH = 4  # 폰 본문에 들어가는 깊이 (모듈 설명)
MAX_LEAVES = 81  # 잎 (줄) 의 상한: 깊이 4 · 가지 3


@dataclass(frozen=True)
class Shape:
    """나무의 모양: 깊이 (뿌리에서 잎까지의 가지 수) 와 가지 수 (정수 또는 (lo, hi))."""

    depth: int
    branching: Branching

    @property
    def widths(self) -> tuple[int, int]:
        """속 노드의 가지 수 범위 (lo, hi)."""
        b = self.branching
        return (b, b) if isinstance(b, int) else b

    @property
    def most_leaves(self) -> int:
        """이 모양이 가질 수 있는 가장 많은 잎 수."""
        return self.widths[1] ** self.depth

    @property
    def fewest_leaves(self) -> int:
        """가장 적은 잎 수."""
        return self.widths[0] ** self.depth

    @property
    def fits(self) -> bool:
        """폰에 그릴 수 있는지 (모듈 설명의 한계)."""
        return self.depth <= MAX_DEPTH and self.most_leaves <= MAX_LEAVES

    @property
    def text(self) -> str:
        """가지 수의 글 ('3', '2-4')."""
        return format_branching(self.branching)


def _all_shapes() -> tuple[Shape, ...]:
    widths: list[Branching] = [2, 3, 4, (2, 3), (2, 4), (3, 4)]
    shapes = (Shape(d, b) for d in range(2, MAX_DEPTH + 1) for b in widths)
    return tuple(s for s in shapes if s.fits)


# 고를 수 있는 모양 (폰에 들어가는 것만): 고르기 상자의 선택지
SHAPES = _all_shapes()
DEFAULT_SHAPE = Shape(3, 2)  # 잎 8 개: 폰의 첫 화면에 나무 전체가 들어간다


@dataclass(frozen=True)
class Puzzle:
    """퍼즐 하나: 같은 씨앗 · 모양 · 뿌리면 누구에게나 같은 나무."""

    seed: int
    shape: Shape
    root: Player = Player.MAX

    def tree(self) -> GameNode:
        """이 퍼즐의 나무 (random_tree)."""
        return random_tree(self.seed, self.shape.depth, self.shape.branching)

    def solution(self) -> Solution:
        """이 퍼즐의 풀이 (캐시 없이; 페이지는 ui/caches.alphabeta_solution 의 한 벌을 쓴다)."""
        return solve(self.tree(), self.root)

    @property
    def key(self) -> tuple[int, int, str, str]:
        """캐시 (ui/caches.alphabeta_solution) 에 건넬 값들: 씨앗, 깊이, 가지 수의 글, 뿌리."""
        return self.seed, self.shape.depth, self.shape.text, self.root.value


@dataclass(frozen=True)
class Refused:
    """그리지 않은 모양 (링크로 온, 폰에 들어가지 않는 것)."""

    depth: int
    branching: str
    leaves: int
