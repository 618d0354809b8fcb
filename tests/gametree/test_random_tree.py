"""알파-베타 연습 나무: 씨앗의 재현, 교과서 나무의 답, 무작위 나무 수천 개에서의 성질, 채점."""

from __future__ import annotations

import doctest
import math

import pytest
from answer_key import solution_answer
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.errors import InputError
from solver.gametree import alphabeta_check, negamax, random_tree, search_trace, trace_replay
from solver.gametree.alphabeta_check import (
    Answer,
    MarkKind,
    Reason,
    Verdict,
    check,
    format_numbers,
    format_paths,
    parse_numbers,
    parse_paths,
)
from solver.gametree.random_tree import (
    BRANCHINGS,
    LEAF_HIGH,
    LEAF_LOW,
    MAX_SEED,
    GameNode,
    Ordering,
    Solution,
    format_branching,
    minimax_values,
    parse_branching,
    parse_player,
    solve,
    tree_rules,
)
from solver.gametree.trace_events import Cut, CutKind, Enter, Leaf, Player, Return
from solver.gametree.trace_replay import Condition, TraceState, state_at

# Russell & Norvig 그림 5.5: MAX 뿌리, MIN 자식 셋
TEXTBOOK = GameNode.from_nested([[3, 12, 8], [2, 4, 6], [14, 5, 2]])

# 씨앗과 모양 (깊이가 작은 나무를 더 자주: 수천 그루를 20 초 안에)
branchings = st.one_of(
    st.sampled_from(list(BRANCHINGS)),
    st.tuples(st.sampled_from(list(BRANCHINGS)), st.sampled_from(list(BRANCHINGS))).map(
        lambda pair: (min(pair), max(pair))
    ),
)
shapes = st.tuples(
    st.integers(0, MAX_SEED),
    st.sampled_from([2, 2, 3, 3, 3, 4, 4, 5]),
    branchings,
    st.sampled_from(list(Player)),
)


def _solution(shape: tuple) -> Solution:
    seed, depth, branching, root = shape
    return solve(random_tree.random_tree(seed, depth, branching), root)


def _under(path: tuple[int, ...], roots: set[tuple[int, ...]]) -> bool:
    """path 가 roots 가운데 하나의 부분나무 안 (그 뿌리 포함) 에 있는지."""
    return any(path[:i] in roots for i in range(1, len(path) + 1))


# --- 나무 만들기 -------------------------------------------------------------------------


def test_same_seed_and_shape_give_the_same_tree_forever() -> None:
    """씨앗 하나의 나무를 글자 그대로 박아 둔다: 바뀌면 공유된 모든 링크의 퍼즐이 바뀐다."""
    assert random_tree.random_tree(7, 2, 2).to_json() == {
        "children": [
            {"children": [{"value": 3}, {"value": 11}]},
            {"children": [{"value": 2}, {"value": 3}]},
        ]
    }
    assert random_tree.random_tree(7, 3, (2, 4)).to_nested() == [
        [[3, 16, 0, 10], [3, 1, 2], [0, 9, 15, 18], [4, 15, 20]],
        [[2, 3, 18, 13], [5, 1, 13], [1, 4, 6]],
    ]
    assert random_tree.random_tree(4_294_967_295, 2, 3).to_nested() == [
        [9, 18, 13],
        [10, 17, 9],
        [19, 14, 10],
    ]


def test_a_range_of_one_width_draws_the_same_tree_as_the_fixed_width() -> None:
    """'3-3' 은 가지 수를 뽑지 않으므로 '3' 과 같은 나무다."""
    assert random_tree.random_tree(5, 3, (3, 3)) == random_tree.random_tree(5, 3, 3)


@settings(max_examples=300, deadline=None)
@given(shapes)
def test_trees_have_the_asked_shape_and_small_leaf_values(shape: tuple) -> None:
    seed, depth, branching, _ = shape
    tree = random_tree.random_tree(seed, depth, branching)
    lo, hi = (branching, branching) if isinstance(branching, int) else branching
    for path in tree.paths():
        node = tree.at(path)
        if node.is_leaf:
            assert len(path) == depth
            assert LEAF_LOW <= node.value <= LEAF_HIGH
        else:
            assert lo <= len(node.children) <= hi
    assert GameNode.from_json(tree.to_json()) == tree


def test_different_seeds_give_different_trees() -> None:
    trees = {str(random_tree.random_tree(seed, 3, 3).to_nested()) for seed in range(50)}
    assert len(trees) == 50


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        ((-1, 3, 2), "tree_seed"),
        ((MAX_SEED + 1, 3, 2), "tree_seed"),
        (("7", 3, 2), "tree_seed"),
        ((True, 3, 2), "tree_seed"),
        ((1, 1, 2), "tree_depth"),
        ((1, 6, 2), "tree_depth"),
        ((1, 3.0, 2), "tree_depth"),
        ((1, 3, 1), "tree_branching"),
        ((1, 3, 5), "tree_branching"),
        ((1, 3, (4, 2)), "tree_branching"),
        ((1, 3, (2, 5)), "tree_branching"),
        ((1, 3, "3"), "tree_branching"),
    ],
)
def test_bad_shapes_are_refused_with_a_reason(args: tuple, reason: str) -> None:
    with pytest.raises(InputError) as info:
        random_tree.random_tree(*args)
    assert info.value.reason == reason


def test_shape_words_round_trip_and_junk_is_refused() -> None:
    assert parse_branching("3") == 3
    assert parse_branching(" 2-4 ") == (2, 4)
    assert format_branching((2, 4)) == "2-4"
    assert format_branching(3) == "3"
    assert parse_player("MIN") is Player.MIN
    for text, reason, parse in [
        ("5", "tree_branching", parse_branching),
        ("4-2", "tree_branching", parse_branching),
        ("2-3-4", "tree_branching", parse_branching),
        ("３", "tree_branching", parse_branching),
        ("", "tree_branching", parse_branching),
        ("maximum", "tree_root", parse_player),
    ]:
        with pytest.raises(InputError) as info:
            parse(text)
        assert info.value.reason == reason, text


@pytest.mark.parametrize(
    "data",
    [
        {"value": 1.5},
        {"value": True},
        {"children": []},
        {"children": [{"value": 1}], "value": 2},
        [1, 2],
        {"children": [{"leaf": 1}]},
    ],
)
def test_malformed_json_trees_are_refused(data: object) -> None:
    with pytest.raises(InputError) as info:
        GameNode.from_json(data)
    assert info.value.reason == "tree_json"


def test_a_path_outside_the_tree_is_refused() -> None:
    with pytest.raises(InputError) as info:
        TEXTBOOK.at((1, 3))
    assert info.value.reason == "tree_path"


# --- 교과서 나무 ------------------------------------------------------------------------


def test_textbook_tree_prunes_the_second_min_nodes_last_two_leaves() -> None:
    """R&N 그림 5.5: 값 3, 둘째 MIN 노드는 잎 2 를 보자마자 4, 6 을 건너뛴다."""
    s = solve(TEXTBOOK)
    assert s.value == 3
    assert s.pruned == ((1, 1), (1, 2))
    assert (s.leaves_evaluated, s.minimax_leaves) == (7, 9)
    assert s.values == {
        (): 3,
        (0,): 3,
        (0, 0): 3,
        (0, 1): 12,
        (0, 2): 8,
        (1,): 2,
        (1, 0): 2,
        (2,): 2,
        (2, 0): 14,
        (2, 1): 5,
        (2, 2): 2,
    }
    (cut,) = s.cuts
    assert cut == Cut((1,), Player.MIN, 3, 2, 0, 2, (1, 2))
    assert cut.cut_kind is CutKind.ALPHA
    assert s.best == {(): 0, (0,): 0, (1,): 0, (2,): 2}


def test_textbook_trace_reads_like_the_book() -> None:
    events = solve(TEXTBOOK).trace.events
    assert events[:6] == (
        Enter((), Player.MAX, -math.inf, math.inf),
        Enter((0,), Player.MIN, -math.inf, math.inf),
        Leaf((0, 0), Player.MAX, -math.inf, math.inf, 3),
        Leaf((0, 1), Player.MAX, -math.inf, 3, 12),
        Leaf((0, 2), Player.MAX, -math.inf, 3, 8),
        Return((0,), Player.MIN, -math.inf, 3, 3, 0),
    )
    assert events[-1] == Return((), Player.MAX, 3, math.inf, 3, 0)
    assert [e.kind.value for e in events].count("cut") == 1


def test_a_min_root_takes_the_smallest_value() -> None:
    """같은 잎에 MIN 뿌리: MAX 자식은 12, 6, 14 이고 셋째 MAX 는 14 ≥ β=6 에서 자른다."""
    s = solve(TEXTBOOK, Player.MIN)
    assert s.value == 6
    assert s.pruned == ((2, 1), (2, 2))
    assert s.cuts[0].cut_kind is CutKind.BETA
    assert s.leaves_evaluated == 7
    rules = tree_rules(TEXTBOOK, Player.MIN)
    assert negamax.minimax(rules, ()).value * Player.MIN.sign == 6


def test_reordered_search_reports_paths_of_the_original_tree() -> None:
    """가장 좋은 자식부터: 사건의 차례만 바뀌고 길은 원래 나무의 자식 번호다."""
    s = solve(TEXTBOOK, ordering=Ordering.BEST_FIRST)
    assert s.value == 3
    assert s.pruned == ((1, 1), (1, 2), (2, 1), (2, 0))  # 셋째 MIN 은 2 (자식 2) 를 먼저 본다
    assert s.leaves_evaluated == 5
    leaves = [e.path for e in s.trace.events if isinstance(e, Leaf)]
    assert leaves == [(0, 0), (0, 2), (0, 1), (1, 0), (2, 2)]
    assert {o: solve(TEXTBOOK, ordering=o).leaves_evaluated for o in Ordering} == {
        Ordering.AS_GENERATED: 7,
        Ordering.BEST_FIRST: 5,
        Ordering.WORST_FIRST: 9,
    }


# 일부가 잘린 노드: (1,0) 의 MAX 는 받은 α=5 보다 나은 자식이 없어 5 를 돌려주고 (참값 2),
# (1,) 의 MIN 은 그 5 로 β=5 ≤ α 가 되어 잎 9 를 자른다 (참값 2).
PARTLY = GameNode.from_nested([[5], [[1, 2], 9]])
# 자르기에서 멈춘 노드 (1,) 와 (1, 0, 0), 모든 자식을 보았지만 아래가 잘린 노드 (1, 0)
BELOW = GameNode.from_nested([[[5]], [[[4, 1]], 9]])


def test_a_node_that_fails_low_returns_the_best_value_it_saw() -> None:
    """AIMA: 창 아래로 떨어진 노드도 받은 α 가 아니라 본 자식들 가운데 가장 좋은 값을 돌려준다."""
    s = solve(PARTLY)
    assert s.value == 5
    assert s.pruned == ((1, 1),)
    assert (s.values[(1, 0)], s.minimax[(1, 0)]) == (2, 2)
    assert (s.values[(1,)], s.minimax[(1,)]) == (2, 2)
    assert s.best[(1, 0)] == 1  # 더 큰 값을 돌려준 자식
    assert s.windows[(1, 0)] == (5, math.inf)


def test_a_student_writes_the_value_alpha_beta_returns() -> None:
    """정답은 탐색이 돌려준 값. 그 값이 경계일 때 참값은 모든 자식을 본 노드에서만 맞음이다."""
    s = solve(BELOW)
    assert s.pruned == ((1, 0, 0, 1), (1, 1))
    assert {p: (s.values[p], s.minimax[p]) for p in [(1,), (1, 0), (1, 0, 0)]} == {
        (1,): (4, 1),
        (1, 0): (4, 1),
        (1, 0, 0): (4, 1),
    }
    true = check(s, Answer(values={(): 5, (0,): 5, (1,): 1, (1, 0): 1, (1, 0, 0): 1}))
    got = {m.path: (m.verdict, m.reason) for m in true.marks if m.kind is MarkKind.VALUE}
    assert got[(1,)] == (Verdict.WRONG, Reason.STOPPED)
    assert got[(1, 0)] == (Verdict.RIGHT, Reason.BOUND)
    assert got[(1, 0, 0)] == (Verdict.WRONG, Reason.STOPPED)
    assert got[(0,)] == (Verdict.RIGHT, Reason.VALUE)
    values = {(): 5, (0,): 5, (0, 0): 5, (1,): 4, (1, 0): 4, (1, 0, 0): 4}
    assert check(s, Answer(pruned=frozenset(s.pruned), values=values)).all_right


def test_the_checker_words_each_kind_of_mistake() -> None:
    s = solve(TEXTBOOK)
    answer = Answer(
        pruned=frozenset({(1, 1), (0, 1)}),
        values={(): 3, (0,): 3, (1,): 4, (2,): 2, (1, 2): 6},
        alphas={(1,): 3, (2,): -math.inf},
        betas={(1,): 2},
    )
    got = {(m.kind, m.path): (m.verdict, m.reason) for m in check(s, answer).marks}
    assert got == {
        (MarkKind.EDGE, (0, 1)): (Verdict.WRONG, Reason.VISITED),
        (MarkKind.EDGE, (1, 1)): (Verdict.RIGHT, Reason.CUT),
        (MarkKind.EDGE, (1, 2)): (Verdict.MISSING, Reason.CUT),
        (MarkKind.VALUE, ()): (Verdict.RIGHT, Reason.VALUE),
        (MarkKind.VALUE, (0,)): (Verdict.RIGHT, Reason.VALUE),
        (MarkKind.VALUE, (1,)): (Verdict.WRONG, Reason.VALUE),
        (MarkKind.VALUE, (1, 2)): (Verdict.WRONG, Reason.NOT_VISITED),
        (MarkKind.VALUE, (2,)): (Verdict.RIGHT, Reason.VALUE),
        (MarkKind.ALPHA, (1,)): (Verdict.RIGHT, Reason.WINDOW),
        (MarkKind.ALPHA, (2,)): (Verdict.WRONG, Reason.WINDOW),
        (MarkKind.BETA, (1,)): (Verdict.RIGHT, Reason.WINDOW),
    }
    result = check(s, answer)
    (missing,) = [m for m in result.marks if m.verdict is Verdict.MISSING]
    assert missing.cut == s.cuts[0]  # 화면이 "β ≤ α 이므로" 를 쓸 자르기
    assert (result.cuts_found, result.cuts_total, result.all_right) == (1, 2, False)


def test_an_edge_below_a_cut_is_right_but_not_counted_as_a_found_cut() -> None:
    # 둘째 MIN 의 첫 MAX 자식이 받은 α=3 을 그대로 돌려주어 β=3 ≤ α: 속 노드 (1,1) 을 자른다
    s = solve(GameNode.from_nested([[3, 4], [[2, 1], [5, 6]]]), Player.MAX)
    assert s.pruned == ((1, 1),)
    result = check(s, Answer(pruned=frozenset({(1, 1), (1, 1, 0)})))
    inside = result.at((1, 1, 0))[0]
    assert (inside.verdict, inside.reason) == (Verdict.RIGHT, Reason.INSIDE_CUT)
    assert inside.cut == s.cuts[0]
    assert (result.cuts_found, result.cuts_total) == (1, 1)


def test_marks_on_missing_nodes_or_on_the_root_edge_are_refused() -> None:
    s = solve(TEXTBOOK)
    for answer, reason in [
        (Answer(pruned=frozenset({(3,)})), "tree_path"),
        (Answer(pruned=frozenset({()})), "tree_path"),
        (Answer(values={(0, 5): 1}), "tree_path"),
        (Answer(values={(0,): 1.5}), "tree_marks"),  # type: ignore[dict-item]
        (Answer(values={(0,): math.inf}), "tree_marks"),
        (Answer(alphas={(0,): 0.5}), "tree_marks"),
    ]:
        with pytest.raises(InputError) as info:
            check(s, answer)
        assert info.value.reason == reason


def test_marks_round_trip_through_link_text() -> None:
    s = solve(random_tree.random_tree(7, 3, (2, 4)))
    answer = solution_answer(s, windows=True)
    assert format_paths(answer.pruned) == "0.2.2,0.2.3,0.3.1,0.3.2"
    assert format_numbers(answer.values).startswith("r=6,0=3,0.0=16")
    assert parse_paths(format_paths(answer.pruned)) == answer.pruned
    assert parse_numbers(format_numbers(answer.values)) == answer.values
    assert parse_numbers(format_numbers(answer.alphas), infinite=True) == answer.alphas
    assert parse_numbers(format_numbers(answer.betas), infinite=True) == answer.betas
    assert parse_paths("") == frozenset()
    assert parse_numbers(" r = 3 , 1 = -2 ") == {(): 3, (1,): -2}


@pytest.mark.parametrize(
    ("text", "parse"),
    [
        ("0..1", parse_paths),
        ("a", parse_paths),
        ("1.-2", parse_paths),
        ("0." * 13 + "0", parse_paths),
        ("1" * 30_000, parse_paths),
        ("r=3,r=4", parse_numbers),
        ("r=", parse_numbers),
        ("r3", parse_numbers),
        ("r=inf", parse_numbers),
        ("r=1000", parse_numbers),
        ("0=٣", parse_numbers),
    ],
)
def test_junk_link_text_is_refused_with_a_reason(text: str, parse: object) -> None:
    with pytest.raises(InputError) as info:
        parse(text)  # type: ignore[operator]
    assert info.value.reason == "tree_marks"


# 교과서 나무의 발자취를 손으로 센 모습. 처음: 아무 사건도 적용하지 않았다
START: TraceState = TraceState(0, None, (), {}, {}, {}, {}, frozenset(), frozenset(), ())
# 다섯 사건 뒤: 뿌리와 첫 MIN 노드에 들어가 잎 3, 12, 8 을 보았다. 첫 잎 3 이 MIN 노드의 β 를 3 으로
# 좁히고 (뒤의 잎은 그 창으로 본다), 12 와 8 은 3 보다 나쁘니 고른 자식은 그대로 첫째다
AFTER_FIVE: TraceState = TraceState(
    step=5,
    event=Leaf((0, 2), Player.MAX, -math.inf, 3, 8),
    stack=((), (0,)),
    windows={
        (): (-math.inf, math.inf),
        (0,): (-math.inf, 3),
        (0, 0): (-math.inf, math.inf),
        (0, 1): (-math.inf, 3),
        (0, 2): (-math.inf, 3),
    },
    values={(0, 0): 3, (0, 1): 12, (0, 2): 8},
    best={(0,): 0},
    players={
        (): Player.MAX,
        (0,): Player.MIN,
        (0, 0): Player.MAX,
        (0, 1): Player.MAX,
        (0, 2): Player.MAX,
    },
    visited=frozenset({(), (0,), (0, 0), (0, 1), (0, 2)}),
    evaluated=frozenset({(0, 0), (0, 1), (0, 2)}),
    pruned=(),
)


def test_stepping_forward_and_back_gives_the_same_state() -> None:
    trace = solve(TEXTBOOK).trace
    last = len(trace.events)
    # 견줄 모습은 따로 만든 나무의 발자취를 앞으로만 한 번 걸어 얻는다
    fresh = solve(GameNode.from_nested([[3, 12, 8], [2, 4, 6], [14, 5, 2]])).trace
    walked = [state_at(fresh, step) for step in range(last + 1)]
    assert walked[0] == START and walked[5] == AFTER_FIVE
    # 처음부터 끝까지 한 걸음씩 가고, 끝에서 처음까지 한 걸음씩 되돌아온다
    for step in [*range(last + 1), *range(last - 1, -1, -1)]:
        assert state_at(trace, step) == walked[step], step
    assert state_at(trace, 5) == AFTER_FIVE and state_at(trace, 0) == START
    assert AFTER_FIVE.watch is None  # MIN 노드 (0,): α 가 -∞ 라 아직 자를 수 없다
    at_cut = state_at(trace, [e.kind.value for e in trace.events].index("cut"))
    assert at_cut.watch == Condition(CutKind.ALPHA, 3)  # 다음 자식이 ≤ 3 이면 자른다
    with pytest.raises(ValueError):
        state_at(trace, last + 1)


# --- 무작위 나무 수천 그루의 성질 ----------------------------------------------------------


@pytest.mark.slow  # 나무 2,500 그루: 빠른 묶음의 3 분 안에 들지 않는다 (전체 묶음이 돈다)
@settings(max_examples=2500, deadline=None)
@given(shapes)
def test_alphabeta_value_equals_minimax_and_the_negamax_core(shape: tuple) -> None:
    s = _solution(shape)
    assert s.value == s.minimax[()]
    rules = tree_rules(s.tree, s.root)
    full, pruned = negamax.minimax(rules, ()), negamax.alphabeta(rules, ())
    assert full.value * s.root.sign == s.value
    assert pruned.value * s.root.sign == s.value
    assert pruned.nodes == s.trace.nodes  # 같은 자르기 조건이라 같은 노드를 본다
    assert pruned.move == s.best[()]  # 같은 동점 규칙: 먼저 본 자식


@settings(max_examples=1000, deadline=None)
@given(shapes)
def test_best_first_never_evaluates_more_leaves_than_worst_first(shape: tuple) -> None:
    seed, depth, branching, root = shape
    tree = random_tree.random_tree(seed, depth, branching)
    found = {o: solve(tree, root, ordering=o) for o in Ordering}
    best, worst = found[Ordering.BEST_FIRST], found[Ordering.WORST_FIRST]
    assert best.leaves_evaluated <= worst.leaves_evaluated <= tree.leaves()
    for s in found.values():
        assert s.value == s.minimax[()]
        assert all(s.is_pruned(p) for p in s.pruned)  # 원래 나무의 길


@settings(max_examples=1000, deadline=None)
@given(shapes, st.data())
def test_replaying_the_trace_gives_the_same_pruned_set_and_windows(
    shape: tuple, data: st.DataObject
) -> None:
    s = _solution(shape)
    events = s.trace.events
    final = state_at(s.trace, len(events))
    assert final.pruned == s.pruned
    assert final.stack == ()
    assert final.evaluated == {p for p in s.visited if s.tree.at(p).is_leaf}
    assert len(final.evaluated) == s.leaves_evaluated
    assert {p: final.values[p] for p in s.visited} == s.values
    # 다시 적용한 창 = 사건이 적은 창 (부모의 창을 좁히는 규칙이 탐색과 같다)
    closing = [k for k, e in enumerate(events) if isinstance(e, Return | Cut)]
    k = data.draw(st.sampled_from(closing))
    event = events[k]
    assert state_at(s.trace, k).windows[event.path] == (event.alpha, event.beta)
    # 앞으로 n 걸음 갔다가 뒤로 n 걸음 오면, 따로 푼 같은 나무의 발자취에서 k 걸음의 모습과 같다
    n = data.draw(st.integers(0, len(events) - k))
    assert state_at(s.trace, k + n).step == k + n
    assert state_at(s.trace, k) == state_at(_solution(shape).trace, k)


@settings(max_examples=1000, deadline=None)
@given(shapes)
def test_no_pruned_subtree_contains_a_node_the_solution_uses(shape: tuple) -> None:
    s = _solution(shape)
    roots = set(s.pruned)
    assert len(roots) == len(s.pruned)
    for path in s.tree.paths():
        assert (path in s.visited) != _under(path, roots)  # 닿았거나 잘렸거나, 둘 중 하나
    assert set(s.values) == s.visited
    for path in s.visited:
        alpha, beta = s.windows[path]
        value, true = s.values[path], s.minimax[path]
        entered = next(e for e in s.trace.events if e.path == path and not isinstance(e, Cut))
        if entered.alpha < value < entered.beta:  # 받은 창 안의 값은 참값이다
            assert value == true
        if value >= entered.beta:  # 위로 벗어나면 참값의 아래 경계
            assert true >= value
        if value <= entered.alpha:  # 아래로 벗어나면 참값의 위 경계
            assert true <= value
        assert (alpha, beta) == (entered.alpha, entered.beta) or not s.tree.at(path).is_leaf


@settings(max_examples=600, deadline=None)
@given(shapes, st.data())
def test_checker_marks_the_solution_right_and_a_flipped_mark_wrong(
    shape: tuple, data: st.DataObject
) -> None:
    s = _solution(shape)
    exact = solution_answer(s, windows=True)
    result = check(s, exact)
    assert result.all_right
    assert result.cuts_found == result.cuts_total == len(s.pruned)
    # 지나는 간선 하나를 잘렸다고 하면 틀림
    visited_edge = data.draw(st.sampled_from(sorted(p for p in s.visited if p)))
    flipped = check(s, Answer(exact.pruned | {visited_edge}, exact.values))
    assert [(m.verdict, m.reason) for m in flipped.at(visited_edge) if m.kind is MarkKind.EDGE] == [
        (Verdict.WRONG, Reason.VISITED)
    ]
    # 값 하나를 (돌려준 값도 참값도 아닌 수로) 바꾸면 틀림
    node = data.draw(st.sampled_from(sorted(exact.values)))
    changed = {**exact.values, node: max(exact.values[node], s.minimax[node]) + 1}
    assert check(s, Answer(exact.pruned, changed)).count(Verdict.WRONG) == 1
    # 잘린 가지 하나를 빼면 빠짐
    if s.pruned:
        dropped = data.draw(st.sampled_from(s.pruned))
        missing = check(s, Answer(exact.pruned - {dropped}, exact.values))
        assert missing.count(Verdict.MISSING) == 1
        assert missing.cuts_found == len(s.pruned) - 1


def test_minimax_values_of_a_leaf_only_tree_is_the_leaf() -> None:
    assert minimax_values(GameNode(4), Player.MIN) == {(): 4}
    assert solve(GameNode(4)).value == 4


@pytest.mark.parametrize("module", [search_trace, random_tree, alphabeta_check, trace_replay])
def test_docstring_examples_hold(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]
