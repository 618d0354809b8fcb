"""보장의 값 (solver/codebreaking/guarantee.py): 두 나무의 요약, 처음 갈라지는 곳, bulls4 의 값."""

from __future__ import annotations

import numpy as np

from solver.codebreaking.decision_tree import DecisionTree
from solver.codebreaking.evaluation import strategy_tree
from solver.codebreaking.guarantee import first_differences, price, summarize
from solver.codebreaking.shipped import TreeFile, shipped_tree, tree_document
from solver.codebreaking.tree_export import find
from solver.codebreaking.variants import get_variant

BULLS = get_variant("bulls4")
BASEBALL = get_variant("baseball3")


def test_a_tree_does_not_differ_from_itself() -> None:
    tree = strategy_tree(BASEBALL, "minimax")
    assert first_differences(tree, tree) == []


def test_first_differences_are_the_highest_nodes_where_the_guesses_differ() -> None:
    a, b = strategy_tree(BASEBALL, "minimax"), strategy_tree(BASEBALL, "entropy")
    splits = first_differences(a, b)
    assert splits and [d.size for d in splits] == sorted((d.size for d in splits), reverse=True)
    for split in splits:
        x, reached_a = find(a, split.path)
        y, reached_b = find(b, split.path)
        assert reached_a == reached_b == split.path  # 위에서는 같은 수를 불러 같은 마디가 있다
        assert np.array_equal(x.candidates, y.candidates) and x.size == split.size
        assert (x.guess, y.guess) == (split.a, split.b) and split.a != split.b
        for depth in range(len(split.path)):  # 그 위의 마디는 모두 같은 수
            above = split.path[:depth]
            assert find(a, above)[0].guess == find(b, above)[0].guess
    # 갈라진 곳 밖의 비밀은 두 나무에서 같은 횟수
    inside = np.zeros(BASEBALL.size, dtype=bool)
    for split in splits:
        inside[find(a, split.path)[0].candidates] = True
    assert np.array_equal(a.depths()[~inside], b.depths()[~inside])


def test_summary_counts_every_secret() -> None:
    tree = shipped_tree(TreeFile.OPTIMAL, BULLS)
    summary = summarize("optimal", tree)
    assert summary.total == tree_document(TreeFile.OPTIMAL, "bulls4")["total"] == 26274
    assert sum(summary.counts.values()) == 5040 and summary.worst == 7
    assert summary.mean == 26274 / 5040 and summary.need(7) == 72


def test_bulls4_price_of_fifty_sevens() -> None:
    found = price("bulls4")
    assert found is not None
    fewest = tree_document(TreeFile.FEWEST, "bulls4")
    assert (found.best.strategy, found.sure.strategy) == ("optimal", "fewest")
    assert found.sure.total == fewest["total"] and found.sure.need(7) == fewest["count"] == 50
    assert found.extra == fewest["total"] - 26274 and found.last == 7
    # 두 나무는 첫 추측 0123 이 같고, 일곱 번째가 꼭 줄어야 하는 두 묶음에서 갈라진다
    assert all(d.path for d in found.differences)
    sure = shipped_tree(TreeFile.FEWEST, BULLS)
    assert isinstance(sure, DecisionTree) and found.differences == tuple(
        first_differences(shipped_tree(TreeFile.OPTIMAL, BULLS), sure)
    )


def test_only_a_variant_with_both_trees_has_a_price() -> None:
    assert price("baseball3") is None and price("mastermind") is None
