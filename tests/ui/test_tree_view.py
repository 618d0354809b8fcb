"""탐색 페이지의 데이터: 그림의 마디 상한과 크기, 찾은 비밀의 길, 두 전략 견주기."""

from __future__ import annotations

import json

import numpy as np
import pytest

from solver.codebreaking.evaluation import strategy_tree
from solver.codebreaking.feedback import response_matrix, win_answer
from solver.codebreaking.variants import get_variant
from ui.codebreaking import code_charts as charts
from ui.codebreaking import tree_view as tv

BASEBALL = get_variant("baseball3")


@pytest.fixture(scope="module")
def minimax() -> tv.Grown:
    return tv.grown(BASEBALL, "minimax")


def test_icicle_sizes_add_up_and_ids_lead_back_to_nodes(minimax: tv.Grown) -> None:
    data = tv.icicle("ko", BASEBALL, minimax.tree.root, (), minimax.depths)
    assert data.ids[0] == "r" and data.parents[0] == "" and data.values[0] == 504
    size = dict(zip(data.ids, data.values, strict=True))
    children: dict[str, int] = {}
    for parent, value in zip(data.parents, data.values, strict=True):
        children[parent] = children.get(parent, 0) + value
    for parent, total in children.items():
        if parent:
            assert total <= size[parent]  # 부모를 넘지 않는다 (branchvalues="total")
    for node_id in data.ids:
        path = tv.parse_id(node_id)
        node, found = tv.find(minimax.tree, path)
        assert found == path and node.size == size[node_id]
    levels = {len(tv.parse_id(i)) for i in data.ids}
    assert levels == set(range(tv.VIEW_LEVELS))
    assert data.labels[0] == "123"


def test_icicle_colour_is_the_mean_depth_of_the_secrets_below(minimax: tv.Grown) -> None:
    data = tv.icicle("en", BASEBALL, minimax.tree.root, (), minimax.depths)
    assert data.colors[0] == pytest.approx(minimax.depths.mean())
    assert minimax.depths.sum() == 2415  # 미니맥스 504: 1·1 + 2·5 + 3·26 + 4·113 + 5·280 + 6·79


def test_bulls4_icicle_stays_within_the_budget() -> None:
    bulls = get_variant("bulls4")
    grown = tv.grown(bulls, "minimax")
    data = tv.icicle("ko", bulls, grown.tree.root, (), grown.depths)
    assert len(data.ids) <= tv.VIEW_BUDGET
    assert data.hidden > 1000  # 나머지는 그리지 않고 눌러서 내려간다
    fig = charts.tree_icicle(
        data.ids, data.labels, data.parents, data.values, data.colors, data.hover, data.marked, "m"
    )
    assert len(fig.to_json()) < 200_000  # 폰에 보내는 그림이 나무 전체 (JSON 266 kB) 보다 작다


def test_secret_path_ends_at_the_node_that_solves_it(minimax: tv.Grown) -> None:
    responses = response_matrix(BASEBALL)
    for secret in (0, 100, 503):
        trail = tv.secret_path(minimax.tree, secret)
        node, _ = tv.find(minimax.tree, trail[-1])
        assert node.guess == secret
        assert len(trail) == minimax.depths[secret]
        for path in trail[1:]:  # 길의 대답은 그 비밀이 실제로 주는 대답
            parent, _ = tv.find(minimax.tree, path[:-1])
            assert responses[parent.guess, secret] == path[-1] != win_answer(BASEBALL)


def test_marked_path_is_outlined(minimax: tv.Grown) -> None:
    trail = tv.secret_path(minimax.tree, BASEBALL.parse("456"))
    data = tv.icicle("ko", BASEBALL, minimax.tree.root, (), minimax.depths, set(trail))
    outlined = {i for i, m in zip(data.ids, data.marked, strict=True) if m}
    assert outlined == {tv.node_id(p) for p in trail if len(p) < tv.VIEW_LEVELS}
    fig = charts.tree_icicle(
        data.ids, data.labels, data.parents, data.values, data.colors, data.hover, data.marked, "m"
    )
    widths = json.loads(fig.to_json())["data"][0]["marker"]["line"]["width"]
    assert sorted(set(widths)) == [1, 4]


def test_find_stops_at_a_missing_branch(minimax: tv.Grown) -> None:
    first = next(iter(minimax.tree.root.children))
    node, path = tv.find(minimax.tree, (first, 99, 0))
    assert path == (first,) and node is minimax.tree.root.children[first]
    assert tv.parse_id("r.x") is None and tv.parse_id("q.1") is None


def test_node_facts_buckets_and_histogram(minimax: tv.Grown) -> None:
    facts = tv.node_facts(BASEBALL, minimax.tree.root, minimax.depths)
    assert facts.guess == BASEBALL.parse("123") and facts.size == 504 and facts.solves
    assert int(facts.buckets.sum()) == 504 and int(facts.buckets.max()) == 180
    assert facts.histogram == {1: 1, 2: 5, 3: 26, 4: 113, 5: 280, 6: 79}
    assert facts.total == 2415


def test_two_strategies_compared_where_they_part(minimax: tv.Grown) -> None:
    entropy = tv.grown(BASEBALL, "entropy")
    root = tv.compare_sides(BASEBALL, minimax, entropy, ())
    if minimax.tree.root.guess == entropy.tree.root.guess:
        assert root.diverge is None or root.diverge > 1
    # 처음 갈라지는 추측 번호를 직접 찾아 견준다
    first = next(iter(minimax.tree.root.children))
    split = tv.compare_sides(BASEBALL, minimax, entropy, (first,))
    a_child = minimax.tree.root.children[first]
    same_root = minimax.tree.root.guess == entropy.tree.root.guess
    b_child = entropy.tree.root.children[first] if same_root else None
    if b_child is not None and b_child.guess != a_child.guess:
        assert split.diverge == 2
    assert split.a.facts.guess == a_child.guess and split.a.facts.size == a_child.size
    assert split.b.facts.size == a_child.size  # 같은 비밀들에서 견준다
    assert split.a.worst == int(split.a.facts.buckets.max())
    b = split.b.facts.buckets.astype(np.int64)
    assert split.b.expected == pytest.approx((b * b).sum() / a_child.size)


def test_comparison_below_a_divergence_grows_the_other_strategy_there() -> None:
    # 기대값 전략과 미니맥스가 처음에 갈라지는 bulls4 가 아니라, 504 에서 일부러 깊은 마디로
    a = tv.grown(BASEBALL, "minimax")
    b = tv.grown(BASEBALL, "parts")
    deep = next(
        (p for p in _paths(a.tree.root, ()) if len(p) == 2 and tv.find(a.tree, p)[0].size > 3),
    )
    split = tv.compare_sides(BASEBALL, a, b, deep)
    node, _ = tv.find(a.tree, deep)
    if split.diverge is not None and split.diverge <= len(deep):
        # B 를 이 마디의 후보에서 새로 키웠다: 그 비밀들의 횟수 분포가 B 의 선택과 맞는다
        below = strategy_tree(BASEBALL, "parts", start=node.candidates, path=deep)
        assert (
            split.b.facts.histogram == tv.node_facts(BASEBALL, below.root, below.depths()).histogram
        )
    assert sum(split.b.facts.histogram.values()) == node.size


def _paths(node, path):
    yield path
    for answer, child in node.children.items():
        yield from _paths(child, (*path, answer))
