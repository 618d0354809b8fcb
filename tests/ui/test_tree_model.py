"""탐색 페이지의 데이터: 그림의 마디 상한과 크기, 찾은 비밀의 길, 두 전략 견주기."""

from __future__ import annotations

import json

import numpy as np
import pytest

from solver.codebreaking.evaluation import strategy_tree
from solver.codebreaking.feedback import response_matrix, win_answer
from solver.codebreaking.page_data import Grown, grown
from solver.codebreaking.tree_export import find
from solver.codebreaking.variants import get_variant
from ui.codebreaking import tree_charts as charts
from ui.codebreaking import tree_model as tv
from ui.codebreaking.compare_charts import Series, strategy_bars

BASEBALL = get_variant("baseball3")


@pytest.fixture(scope="module")
def minimax() -> Grown:
    return grown(BASEBALL, "minimax")


def test_icicle_sizes_add_up_and_ids_lead_back_to_nodes(minimax: Grown) -> None:
    data = tv.icicle("ko", BASEBALL, minimax.tree.root, (), minimax.depths)
    assert data.ids[0] == "r" and data.parents[0] == "" and data.values[0] == 504
    size = dict(zip(data.ids, data.values, strict=True))
    children: dict[str, int] = {}
    for parent, value in zip(data.parents, data.values, strict=True):
        children[parent] = children.get(parent, 0) + value
    for parent, total in children.items():
        if parent:  # 맞힘 칸까지 더하면 부모와 같다 (branchvalues="total": 빈자리가 없다)
            assert total == size[parent]
    win = f"r.{tv.WIN_ID}"
    assert data.ids[-1] == win and data.values[-1] == 1 and data.parents[-1] == "r"
    assert data.labels[-1] == "3S · 여기서 맞혀요" and data.colors[-1] == 1.0
    assert tv.parse_id(win) is None  # 누르면 아무 데도 가지 않는다
    for node_id in data.ids[:-1]:
        path = tv.parse_id(node_id)
        node, found = find(minimax.tree, path)
        assert found == path and node.size == size[node_id]
    levels = {len(tv.parse_id(i)) for i in data.ids[:-1]}
    assert levels == set(range(tv.VIEW_LEVELS)) == {0, 1}  # 지금 마디와 바로 아래 대답들
    assert data.labels[0] == "123<br>비밀 504개 · 평균 4.79번"
    out = data.ids.index("r.0")  # 아웃 → 456 (비밀 120개)
    assert data.labels[out].startswith("아웃 → 456<br>비밀 120개")


def test_icicle_colour_is_the_mean_depth_of_the_secrets_below(minimax: Grown) -> None:
    data = tv.icicle("en", BASEBALL, minimax.tree.root, (), minimax.depths)
    assert data.colors[0] == pytest.approx(minimax.depths.mean())
    assert minimax.depths.sum() == 2415  # 미니맥스 504: 1·1 + 2·5 + 3·26 + 4·113 + 5·280 + 6·79


def test_bulls4_icicle_stays_within_the_budget() -> None:
    bulls = get_variant("bulls4")
    whole = grown(bulls, "minimax")
    data = tv.icicle("ko", bulls, whole.tree.root, (), whole.depths)
    assert len(data.ids) <= tv.VIEW_BUDGET
    assert data.hidden > 1000  # 나머지는 그리지 않고 눌러서 내려간다
    fig = charts.tree_icicle(data, 6)
    assert len(fig.to_json()) < 200_000  # 폰에 보내는 그림이 나무 전체 (JSON 266 kB) 보다 작다


def test_secret_path_ends_at_the_node_that_solves_it(minimax: Grown) -> None:
    responses = response_matrix(BASEBALL)
    for secret in (0, 100, 503):
        trail = tv.secret_path(minimax.tree, secret)
        node, _ = find(minimax.tree, trail[-1])
        assert node.guess == secret
        assert len(trail) == minimax.depths[secret]
        for path in trail[1:]:  # 길의 대답은 그 비밀이 실제로 주는 대답
            parent, _ = find(minimax.tree, path[:-1])
            assert responses[parent.guess, secret] == path[-1] != win_answer(BASEBALL)


def test_marked_path_is_outlined(minimax: Grown) -> None:
    trail = tv.secret_path(minimax.tree, BASEBALL.parse("456"))
    data = tv.icicle("ko", BASEBALL, minimax.tree.root, (), minimax.depths, set(trail))
    outlined = {i for i, m in zip(data.ids, data.marked, strict=True) if m}
    assert outlined == {tv.node_id(p) for p in trail if len(p) < tv.VIEW_LEVELS}
    fig = charts.tree_icicle(data, 6)
    widths = json.loads(fig.to_json())["data"][0]["marker"]["line"]["width"]
    assert sorted(set(widths)) == [1.5, 4]


def test_find_stops_at_a_missing_branch(minimax: Grown) -> None:
    first = next(iter(minimax.tree.root.children))
    node, path = find(minimax.tree, (first, 99, 0))
    assert path == (first,) and node is minimax.tree.root.children[first]
    assert tv.parse_id("r.x") is None and tv.parse_id("q.1") is None


def test_node_facts_buckets_and_histogram(minimax: Grown) -> None:
    facts = tv.node_facts(BASEBALL, minimax.tree.root, minimax.depths)
    assert facts.guess == BASEBALL.parse("123") and facts.size == 504 and facts.solves
    assert int(facts.buckets.sum()) == 504 and int(facts.buckets.max()) == 180
    assert facts.histogram == {1: 1, 2: 5, 3: 26, 4: 113, 5: 280, 6: 79}
    assert facts.total == 2415


def test_two_strategies_agree_down_to_where_they_part(minimax: Grown) -> None:
    entropy = grown(BASEBALL, "entropy")
    same = tv.compare_sides(BASEBALL, minimax, entropy, (0,))  # 둘 다 123 → out → 456
    assert same.diverge is None
    assert same.a.facts.guess == same.b.facts.guess == BASEBALL.parse("456")
    here = tv.compare_sides(BASEBALL, minimax, entropy, (0, 1))  # 여기서 처음 다른 수
    assert here.diverge == 3
    assert (BASEBALL.format(here.a.facts.guess), BASEBALL.format(here.b.facts.guess)) == (
        "547",
        "578",
    )
    assert here.a.facts.size == here.b.facts.size == 36  # 같은 비밀들에서 견준다
    assert here.a.largest <= here.b.largest  # 미니맥스가 가장 큰 묶음에서는 지지 않는다
    b = here.b.facts.buckets.astype(np.int64)
    assert here.b.expected == pytest.approx((b * b).sum() / 36)
    assert here.b.expected <= here.a.expected + 1e-9 or here.b.parts >= here.a.parts


def test_below_a_divergence_the_other_strategy_is_grown_on_this_nodes_secrets(
    minimax: Grown,
) -> None:
    entropy = grown(BASEBALL, "entropy")
    path = (0, 1, 0)  # 미니맥스의 나무에만 있는 마디 (엔트로피는 위에서 갈라졌다)
    split = tv.compare_sides(BASEBALL, minimax, entropy, path)
    node, found = find(minimax.tree, path)
    assert found == path and split.diverge == 3
    below = strategy_tree(BASEBALL, "entropy", start=node.candidates, path=path)
    expected = tv.node_facts(BASEBALL, below.root, below.depths())
    assert split.b.facts.guess == expected.guess
    assert split.b.facts.histogram == expected.histogram
    assert sum(split.b.facts.histogram.values()) == node.size == 4
    assert min(split.b.facts.histogram) >= len(path) + 1  # 횟수는 처음부터 센다


def test_vs_rows_stand_the_two_strategies_side_by_side_and_bold_the_winner(
    minimax: Grown,
) -> None:
    entropy = grown(BASEBALL, "entropy")
    rows = tv.vs_rows("en", BASEBALL, tv.compare_sides(BASEBALL, minimax, entropy, (0, 1)))
    # 폰 폭에 맞게 세 열: 견주는 것, 두 전략 (짧은 이름)
    assert list(rows[0]) == ["Measure", "Minimax", "Entropy"]
    table = {r["Measure"]: (r["Minimax"], r["Entropy"]) for r in rows}
    assert table["Guess"] == ("547", "578")
    a, b = table["Largest bucket"]
    assert a.startswith("**") and not b.startswith("**")  # 미니맥스가 가장 큰 묶음에서 앞선다
    assert all(not (x.startswith("**") and y.startswith("**")) for x, y in table.values())
    trail = tv.secret_path(minimax.tree, BASEBALL.parse("456"))
    assert [BASEBALL.format(g) for g in tv.trail_guesses(minimax.tree, trail)] == ["123", "456"]


def test_colour_steps_run_from_one_to_the_worst_in_clearly_different_colours() -> None:
    steps = charts.guess_steps(6)
    assert [(s.lo, s.hi) for s in steps] == [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6)]
    assert len({s.color for s in steps}) == 5
    assert steps[-1].color == charts.STEP_COLORS[-1]  # 가장 나쁜 단계는 늘 가장 짙다
    assert charts.step_of(4.79, steps).lo == 4 and charts.step_of(6.0, steps) is steps[-1]
    assert charts.step_of(1.0, steps) is steps[0]
    assert len(charts.guess_steps(8)) == 7 == len(set(charts.guess_steps(8)))


def test_icicle_colours_are_the_steps_and_lie_on_their_side(minimax: Grown) -> None:
    data = tv.icicle("en", BASEBALL, minimax.tree.root, (), minimax.depths)
    fig = json.loads(charts.tree_icicle(data, 6).to_json())
    trace = fig["data"][0]
    steps = charts.guess_steps(6)
    assert trace["marker"]["colors"] == [charts.step_of(m, steps).color for m in data.colors]
    assert trace["textfont"]["color"] == [charts.step_of(m, steps).ink for m in data.colors]
    assert len(set(trace["marker"]["colors"])) >= 2  # 뿌리 (4.79) 와 0S 1B (5.12) 가 다르다
    assert "showscale" not in trace["marker"]  # 색의 뜻은 그림 밖의 줄 (폰 폭을 먹지 않게)
    # 칸의 크기가 화면 폭이 아니라 고정된 높이를 나눈다: 큰 대답 칸은 폰에서도 44 px 넘게
    assert trace["tiling"]["orientation"] == "h" and fig["layout"]["height"] == 420
    per_secret = (420 - 4) / 504
    children = [v for v, parent in zip(data.values, data.parents, strict=True) if parent == "r"]
    assert sum(v * per_secret >= 44 for v in children) == 4  # 180, 120, 90, 54


def test_facts_and_boxes_say_secret_in_the_singular_for_one() -> None:
    leafy = grown(BASEBALL, "minimax")
    node, _ = find(leafy.tree, (0, 0, 0))
    while node.children:
        node = next(iter(node.children.values()))
    facts = tv.node_facts(BASEBALL, node, leafy.depths)
    assert facts.size == 1
    assert "1 secret here" in tv.facts_text("en", BASEBALL, facts)
    assert tv.box_text("en", 1, 3.0) == "1 secret · mean 3.00"
    assert tv.box_text("en", 2, 3.0) == "2 secrets · mean 3.00"


def test_the_tree_histogram_of_fewest_shows_its_fifty_sevens() -> None:
    """찾은 문제: 나무 탐색의 막대도 bulls4 '7번이 가장 적게' 의 50 을 보이지 않았다."""
    fewest = grown(get_variant("bulls4"), "fewest")
    facts = tv.node_facts(get_variant("bulls4"), fewest.tree.root, fewest.depths)
    series = Series.of("Fewest", "#000", facts.histogram)
    assert series.values[4] == facts.histogram[4] / 5040
    fig = json.loads(strategy_bars([series], "G").to_json())
    (bars,) = fig["data"]
    assert bars["customdata"][bars["x"].index(7)] == "50"
    assert bars["text"][bars["x"].index(7)].startswith("50")
