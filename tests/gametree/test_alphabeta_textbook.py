"""알파-베타 연습의 채점을 교과서 구현과 맞춘다 (issue 33 의 1).

여기의 _aima 는 Russell & Norvig 의 ALPHA-BETA-SEARCH (MAX-VALUE, MIN-VALUE) 를 중첩 목록 위에서
그대로 옮긴 독립 구현이다: solver 의 탐색 코드를 쓰지 않는다. 씨앗을 바꿔 가며 수천 그루에서 노드
마다 돌려준 값, 잘린 가지, 닿은 노드가 solve 와 같은지, 그리고 그 값을 적은 답이 모두 맞음인지
본다 (뿌리 MAX 와 MIN 둘 다).
"""

from __future__ import annotations

import math

import pytest

from solver.gametree.alphabeta_check import Answer, MarkKind, Reason, Verdict, check
from solver.gametree.random_tree import GameNode, random_tree, solve
from solver.gametree.trace_events import Player

Path = tuple[int, ...]
Nested = int | list


class _Book:
    """교과서 탐색 한 번의 기록: 노드마다 돌려준 값, 잘린 부분나무의 뿌리, 자식을 다 본 노드."""

    def __init__(self) -> None:
        self.values: dict[Path, int] = {}
        self.pruned: list[Path] = []
        self.saw_all: set[Path] = set()

    def value(self, node: Nested, path: Path, alpha: float, beta: float, is_max: bool) -> int:
        """AIMA 의 MAX-VALUE / MIN-VALUE: v 는 본 자식들 가운데 가장 좋은 값, v ≥ β (MAX) 나
        v ≤ α (MIN) 이면 남은 자식을 보지 않고 v 를 돌려준다."""
        if isinstance(node, int):
            self.values[path] = node
            return node
        v = -math.inf if is_max else math.inf
        seen = 0
        for child in node:
            got = self.value(child, (*path, seen), alpha, beta, not is_max)
            seen += 1
            if is_max:
                v = max(v, got)
                if v >= beta:
                    break
                alpha = max(alpha, v)
            else:
                v = min(v, got)
                if v <= alpha:
                    break
                beta = min(beta, v)
        self.pruned.extend((*path, j) for j in range(seen, len(node)))
        if seen == len(node):
            self.saw_all.add(path)
        self.values[path] = int(v)
        return int(v)


def _nested(node: GameNode) -> Nested:
    if node.is_leaf:
        return int(node.value)  # type: ignore[arg-type]
    return [_nested(c) for c in node.children]


def _true(node: Nested, is_max: bool) -> int:
    """미니맥스 참값 (독립 구현)."""
    if isinstance(node, int):
        return node
    kids = [_true(c, not is_max) for c in node]
    return max(kids) if is_max else min(kids)


def _at(node: Nested, path: Path) -> Nested:
    for i in path:
        node = node[i]  # type: ignore[index]
    return node


def _book(tree: GameNode, root: Player) -> tuple[Nested, _Book]:
    nested = _nested(tree)
    book = _Book()
    book.value(nested, (), -math.inf, math.inf, root is Player.MAX)
    return nested, book


def _trees() -> list[tuple[GameNode, Player]]:
    """씨앗 · 모양 · 뿌리를 돌아가며 3,600 그루 (깊이 2-4, 가지 2-4 와 범위)."""
    shapes = [(2, 2), (2, 4), (3, 2), (3, 3), (3, (2, 4)), (4, 2), (4, 3), (2, (2, 3))]
    trees = []
    for seed in range(225):
        for depth, branching in shapes:
            for root in Player:
                trees.append((random_tree(seed * 7919 + depth, depth, branching), root))
    return trees


TREES = _trees()


def test_the_independent_book_search_gives_every_node_the_same_value() -> None:
    assert len(TREES) == 3_600
    for tree, root in TREES:
        s = solve(tree, root)
        _, book = _book(tree, root)
        assert dict(s.values) == book.values, (tree, root)
        assert set(s.pruned) == set(book.pruned)
        assert s.visited == frozenset(book.values)
        inner = [p for p in s.visited if not tree.at(p).is_leaf]
        assert {p for p in inner if s.saw_all(p)} == book.saw_all


def test_the_book_answer_at_every_node_is_graded_right() -> None:
    for tree, root in TREES:
        s = solve(tree, root)
        _, book = _book(tree, root)
        inner = {p: v for p, v in book.values.items() if not tree.at(p).is_leaf}
        result = check(s, Answer(pruned=frozenset(book.pruned), values=inner))
        assert result.all_right, [m for m in result.marks if m.verdict is not Verdict.RIGHT]


def test_the_exact_value_is_right_wherever_the_search_saw_every_child() -> None:
    """모든 자식을 본 노드에는 참값도 맞음, 자르기에서 멈춘 노드의 (다른) 참값은 틀림."""
    bounds = stopped = 0
    for tree, root in TREES:
        s = solve(tree, root)
        nested, book = _book(tree, root)
        for path, returned in book.values.items():
            node = _at(nested, path)
            if isinstance(node, int):
                continue
            true = _true(node, (len(path) % 2 == 0) == (root is Player.MAX))
            (mark,) = check(s, Answer(values={path: true})).at(path)
            if returned == true:
                assert (mark.verdict, mark.reason) == (Verdict.RIGHT, Reason.VALUE)
            elif path in book.saw_all:
                bounds += 1
                assert (mark.verdict, mark.reason) == (Verdict.RIGHT, Reason.BOUND)
            else:
                stopped += 1
                assert (mark.verdict, mark.reason) == (Verdict.WRONG, Reason.STOPPED)
    assert bounds > 50 and stopped > 500  # 두 경우 모두 충분히 나온다


# 9191 번 나무 (깊이 3, 가지 3, 뿌리 MAX): 화면의 이름은 앞차례 (A 뿌리, B (0,), C (0,0), D (0,1),
# E (0,2), F (1,), G (1,0), H (1,1), I (1,2), J (2,), K (2,0), L (2,1), M (2,2))
REPORTED = {"J": (2,), "M": (2, 2), "D": (0, 1), "I": (1, 2)}


@pytest.mark.parametrize(("name", "value"), [("J", 7), ("M", 7), ("D", 15), ("I", 15)])
def test_the_reported_tree_grades_the_book_values_right(name: str, value: int) -> None:
    """issue 33 의 보고: J = 7, M = 7 이 틀림으로, D, I 는 15 가 아니라 13, 11 로 채점됐다."""
    s = solve(random_tree(9191, 3, 3), Player.MAX)
    path = REPORTED[name]
    (mark,) = check(s, Answer(values={path: value})).at(path)
    assert mark.kind is MarkKind.VALUE
    assert mark.verdict is Verdict.RIGHT
    assert mark.expected == value
