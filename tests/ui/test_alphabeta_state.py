"""알파-베타 연습의 상태 (streamlit 없이): 퍼즐, 표시, 차례, 보기, 링크, 크기 한계."""

from __future__ import annotations

import math

import pytest
from answer_key import solution_answer
from opening import BASEBALL, opening

from solver.gametree.alphabeta_check import check, format_numbers, format_paths
from solver.gametree.random_tree import random_tree, solve
from solver.gametree.trace_events import Player
from ui.gametree.alphabeta_marks import Field, Marks
from ui.gametree.alphabeta_puzzle import (
    DEFAULT_SHAPE,
    MAX_DEPTH,
    MAX_LEAVES,
    SHAPES,
    Puzzle,
    Shape,
)
from ui.gametree.alphabeta_state import AlphaBetaState, View
from ui.link_reader import Dropped

# 폰 본문의 너비 (390 px 화면에서 양옆 1rem 씩 뺀 것) 와 누를 것의 한 변
PHONE_BODY_PX, TARGET_PX = 358, 44
# 시험의 퍼즐: 깊이 3, 가지 2, 씨앗 23 (잘린 가지 둘: 잎 하나와 속 노드 하나, 경계를 돌려준 노드 둘)
SEED = 23


def solved(puzzle: Puzzle):
    return solve(puzzle.tree(), puzzle.root)


def url(state: AlphaBetaState) -> dict[str, str]:
    """주소에 쓰이는 매개변수 (ui/links.keep 처럼 빈 값은 뺀다)."""
    return {name: value for name, value in state.link(BASEBALL).items() if value}


def started(seed: int = SEED) -> AlphaBetaState:
    state = AlphaBetaState()
    state.new_tree(seed)
    return state


def test_every_offered_shape_fits_a_phone_and_the_default_is_offered() -> None:
    """깊이 d 의 나무는 2d 칸 (노드 · 가지, 잎은 제 가지를 겸한다) 이 44 px 씩: 폰 본문에
    들어간다."""
    assert DEFAULT_SHAPE in SHAPES
    for shape in SHAPES:
        assert shape.fits and shape.depth <= MAX_DEPTH and shape.most_leaves <= MAX_LEAVES
        assert 2 * shape.depth * TARGET_PX <= PHONE_BODY_PX, shape
    assert not Shape(5, 2).fits and not Shape(4, 4).fits and not Shape(4, (2, 4)).fits
    assert Shape(4, 3).fits and Shape(4, 3).most_leaves == 81


def test_new_tree_keeps_shape_and_root_and_clears_the_marks() -> None:
    state = started()
    state.choose_root(Player.MIN)
    state.toggle_edge((1,), state.turn.stamp)
    assert state.marks.pruned == {(1,)}
    state.new_tree(99, state.turn.stamp)
    assert state.puzzle == Puzzle(99, DEFAULT_SHAPE, Player.MIN)
    assert state.marks.empty and state.view is View.ANSWER


def test_a_stale_tap_is_ignored_so_a_double_tap_does_not_undo_the_cut() -> None:
    state = started()
    drawn = state.turn.stamp
    state.toggle_edge((0, 1), drawn, 0)
    state.toggle_edge((0, 1), drawn, 0)  # 두 번째 손가락: 이미 뒤집힌 가지의 지난 단추
    assert state.marks.pruned == {(0, 1)}
    state.toggle_edge((0, 1), state.turn.stamp, state.flips[(0, 1)])  # 새로 그려진 단추
    assert state.marks.pruned == frozenset()


def test_a_quick_tap_on_another_edge_counts_and_keeps_the_other_buttons() -> None:
    """다른 가지를 빠르게 누르면 (같은 화면의 단추) 듣는다: 가지를 뒤집어도 화면 전체의 차례는
    그대로라 다른 단추가 새로 그려지지 않는다 (QA: 0.3-0.6 초 뒤의 두 번째 가지가 사라졌다)."""
    state = started()
    drawn = state.turn.stamp
    state.toggle_edge((0, 1), drawn)
    state.toggle_edge((1, 1), drawn)
    assert state.marks.pruned == {(0, 1), (1, 1)}
    assert state.turn.stamp == drawn
    state.check(drawn)  # 같은 화면의 '확인' 도 듣는다
    assert state.checked
    state.toggle_edge((1, 0), state.turn.stamp)
    assert state.flips == {(1, 0): 1}  # 화면 전체의 차례 (확인) 가 뒤집힌 횟수를 새로 센다


def test_numbers_typed_quickly_land_in_order_and_a_repeated_number_is_the_same() -> None:
    state = started()
    state.select((0,), state.turn.stamp)
    drawn = state.turn.stamp
    for number in (7, 9, 9):
        state.enter(number)
    assert state.marks.values == {(0,): 9}
    state.close(drawn)  # 수를 적어도 같은 화면의 '닫기' 가 듣는다
    assert state.selected is None


@pytest.mark.parametrize("text", ["12.7", "1e99", "-5", "abc", "99999999999", "４２"])
def test_a_tree_number_that_is_not_one_keeps_the_tree_and_the_marks(text: str) -> None:
    state = started()
    state.toggle_edge((1,), state.turn.stamp)
    before = (state.puzzle, state.marks)
    state.enter_seed(text)
    assert (state.puzzle, state.marks) == before and state.seed_error == text
    state.enter_seed(" ")  # 비운 상자: 아무것도 바꾸지 않고 알림도 지운다
    assert (state.puzzle, state.marks) == before and state.seed_error is None
    state.enter_seed("42")
    assert state.puzzle.seed == 42 and state.marks.empty and state.seed_error is None


def test_numbers_go_to_the_selected_node_and_field() -> None:
    state = started()
    state.enter(5)  # 고른 노드가 없다
    assert state.marks.empty
    state.select((0,), state.turn.stamp)
    state.enter(5)
    state.choose_field(Field.ALPHA)
    state.enter(-math.inf)
    state.choose_field(Field.BETA)
    state.enter(21)  # 자판에 없는 수
    assert state.marks == Marks(values={(0,): 5}, alphas={(0,): -math.inf})
    state.choose_field(Field.VALUE)
    state.enter(math.inf)  # 값은 ±∞ 가 아니다
    state.enter(None)
    assert state.marks.values == {}
    state.select((0,), state.turn.stamp)  # 고른 노드를 다시 누르면 닫는다
    assert state.selected is None


def test_changing_a_mark_hides_the_last_check() -> None:
    state = started()
    state.check(state.turn.stamp)
    assert state.checked
    state.toggle_edge((1,), state.turn.stamp)
    assert not state.checked


def test_steps_are_clamped_and_only_move_in_the_steps_view() -> None:
    state = started()
    total = len(solved(state.puzzle).trace.events)
    state.step_to(3, total)
    assert state.step == 0  # 내 답 보기에서는 걷지 않는다
    state.show(View.STEPS)
    state.step_to(total + 5, total)
    assert state.step == total
    state.step_to(-1, total)
    assert state.step == 0
    state.toggle_edge((1,), state.turn.stamp)  # 한 걸음씩 보기에서는 표시하지 않는다
    assert state.marks.empty


def test_the_link_round_trips_puzzle_marks_view_and_step() -> None:
    state = started()
    solution = solved(state.puzzle)
    answer = solution_answer(solution, windows=True)
    state.marks = Marks(answer.pruned, answer.values, answer.alphas, answer.betas)
    state.show(View.STEPS)
    state.step_to(9, len(solution.trace.events))
    link = url(state)
    assert link["cut"] == format_paths(solution.pruned) == "0.1.1,1.1"
    assert link["alpha"] == format_numbers(answer.alphas) and "-inf" in link["alpha"]
    other = AlphaBetaState()
    other.new_tree(1)
    assert other.open_link(link, opening()) == []
    assert (other.puzzle, other.marks, other.view, other.step) == (
        state.puzzle,
        state.marks,
        View.STEPS,
        9,
    )
    assert url(other) == link


def test_opening_the_same_link_twice_keeps_the_turn() -> None:
    state = started()
    link = url(state)
    stamp = state.turn.stamp
    state.open_link(link, opening())
    assert state.turn.stamp == stamp  # 그려진 단추가 그대로 듣는다


def test_a_link_without_page_params_leaves_the_puzzle_alone() -> None:
    state = started()
    state.toggle_edge((1,), state.turn.stamp)
    before = (state.puzzle, state.marks)
    assert state.open_link({"lang": "en"}, opening()) == []
    assert (state.puzzle, state.marks) == before


def test_junk_params_are_dropped_and_the_readable_marks_are_kept() -> None:
    state = started(5)
    params = {
        "seed": "23",
        "depth": "three",
        "branching": "2",
        "root": "sideways",
        "cut": "0.1.1,7.7,r",
        "values": "r=13,0.0.0=4,1=99",
        "alpha": "0=inf,x",
        "view": "upside",
        "step": "-1",
        "checked": "yes",
    }
    dropped = state.open_link(params, opening())
    names = {d.name for d in dropped}
    assert names == {"depth", "root", "cut", "values", "alpha", "view", "step", "checked"}
    assert Dropped("cut", "0.1.1") in dropped and Dropped("values", "r=13") in dropped
    assert state.puzzle == Puzzle(23, DEFAULT_SHAPE, Player.MAX)
    assert state.marks == Marks(pruned=frozenset({(0, 1, 1)}), values={(): 13})
    assert state.view is View.ANSWER and not state.checked


def test_a_step_past_the_end_of_the_search_is_dropped() -> None:
    state = started()
    dropped = state.open_link({"seed": "23", "view": "steps", "step": "500"}, opening())
    assert dropped == [Dropped("step")] and state.view is View.STEPS and state.step == 0


def test_a_shape_too_big_for_a_phone_is_refused_and_the_current_shape_kept() -> None:
    state = started()
    dropped = state.open_link({"seed": "4", "depth": "5", "branching": "3"}, opening())
    assert {d.name for d in dropped} == {"depth", "branching"}
    assert state.refused is not None and state.refused.leaves == 243
    assert state.puzzle == Puzzle(4, DEFAULT_SHAPE, Player.MAX)
    state.new_tree(8, state.turn.stamp)
    assert state.refused is None


@pytest.mark.parametrize("text", ["2-4", "3-3"])
def test_a_branching_range_is_read_and_a_single_width_range_is_a_number(text: str) -> None:
    state = started()
    state.open_link({"seed": "3", "depth": "3", "branching": text}, opening())
    assert state.puzzle.shape in SHAPES
    assert state.link(BASEBALL)["branching"] == ("2-4" if text == "2-4" else "3")


def test_root_min_keeps_the_tree_and_its_answer_checks_right() -> None:
    state = started()
    state.choose_root(Player.MIN)
    tree = random_tree(SEED, 3, 2)
    assert state.puzzle.tree() == tree
    solution = solve(tree, Player.MIN)
    assert check(solution, solution_answer(solution)).all_right


def test_a_step_or_a_check_outside_its_view_is_dropped() -> None:
    state = started()
    dropped = state.open_link(
        {"seed": "23", "step": "4", "view": "solution", "checked": "1"}, opening()
    )
    assert dropped == [Dropped("step"), Dropped("checked")]
    assert (state.view, state.step, state.checked) == (View.SOLUTION, 0, False)
