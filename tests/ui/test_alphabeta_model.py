"""알파-베타 연습이 그릴 내용 (alphabeta_model: 이름, 칸의 이름표와 모양) 과 그 말 (alphabeta_words:
채점의 말, 걸음의 문장, 풀이), streamlit 없이."""

from __future__ import annotations

import math
import re

import pytest
from answer_key import solution_answer

from solver.gametree.alphabeta_check import Answer, check
from solver.gametree.random_tree import GameNode, random_tree, solve
from solver.gametree.trace_events import Cut, Player
from ui.gametree.alphabeta_marks import Marks
from ui.gametree.alphabeta_model import (
    CUT,
    Look,
    NodeView,
    edge_name,
    names,
    number_text,
    tree_view,
)
from ui.gametree.alphabeta_state import AlphaBetaState, View
from ui.gametree.alphabeta_words import check_lines, check_summary, solution_lines, step_lines
from ui.text import tr

# 교과서의 나무 (Russell · Norvig 그림 5.5): 뿌리 3, 둘째 MIN 노드의 남은 잎 둘을 자른다
TEXTBOOK = GameNode.from_nested([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
PRUNE_SENTENCE = {"ko": "β ≤ α 이므로 나머지 가지는 볼 필요가 없어요", "en": "β ≤ α, so the"}


def state_with(
    marks: Marks | None = None, view: View = View.ANSWER, step: int = 0
) -> AlphaBetaState:
    """그 표시 · 보기 · 걸음의 상태 (퍼즐은 시험이 풀이로 따로 준다)."""
    return AlphaBetaState(marks=marks or Marks(), view=view, step=step)


def flat(node: NodeView) -> list[NodeView]:
    return [node, *(n for c in node.children for n in flat(c))]


def visible(label: str) -> str:
    """이름표에서 화면에 보이는 글 (감춘 기울임을 뺀다)."""
    return re.sub(r"\*[^*]+\*", "", label.replace("**", "")).replace("`", "").strip()


def test_inner_nodes_are_lettered_in_preorder_and_leaves_by_parent_and_value() -> None:
    tree = GameNode.from_nested([[3, 3, 8], [2, 4, 6]])
    found = names("ko", tree)
    assert [found[p] for p in [(), (0,), (1,)]] == ["A", "B", "C"]
    assert found[(0, 0)] == "B–3 (1번째)" and found[(0, 1)] == "B–3 (2번째)"
    assert found[(1, 2)] == "C–6" and names("en", tree)[(0, 1)] == "B–3 (#2)"
    assert edge_name(found, (1,)) == "A–C" and edge_name(found, (1, 2)) == "C–6"


def test_every_cell_has_a_hidden_name_and_the_tree_mirrors_the_shape() -> None:
    view = tree_view("ko", solve(TEXTBOOK), state_with())
    cells = flat(view)
    assert len(cells) == 13 and sum(c.leaf for c in cells) == 9
    assert view.edge is None and all(c.edge is not None for c in cells[1:] if not c.leaf)
    for node in cells:
        assert node.node.label.startswith("*") and node.node.enabled
    assert visible(view.node.label) == "A▲ ?"


def test_marks_show_on_the_tree_and_the_selected_node_is_lit() -> None:
    marks = Marks(pruned=frozenset({(1, 1)}), values={(0,): 3}, alphas={(0,): -math.inf})
    state = state_with(marks)
    state.selected = (0,)
    view = tree_view("ko", solve(TEXTBOOK), state)
    b, leaf = view.children[0], view.children[1].children[1]
    assert visible(b.node.label) == "B▼ 3 α-∞" and b.node.look is Look.LIT
    assert CUT in visible(leaf.node.label) and "잘림" in leaf.node.label


def test_a_solved_puzzle_checks_right_with_a_tick_on_every_mark() -> None:
    solution = solve(TEXTBOOK)
    answer = solution_answer(solution)
    graded = check(solution, answer)
    marks = Marks(answer.pruned, answer.values)
    view = tree_view("ko", solution, state_with(marks), graded)
    marked = [n for n in flat(view) if n.path in answer.pruned or n.path in answer.values]
    assert marked and all("✓" in visible(n.node.label) for n in marked if n.leaf)
    assert all("✓" in visible(n.node.label) for n in marked if not n.leaf)
    assert check_summary("ko", graded) == tr("ko", "ab_all_right", found=2, total=2)


def test_a_wrong_cut_is_marked_wrong_and_says_why() -> None:
    solution = solve(TEXTBOOK)
    graded = check(solution, Answer(pruned=frozenset({(0, 2)}), values={(): 3}))
    lines = check_lines("ko", graded, names("ko", TEXTBOOK), solution)
    assert lines[0].startswith("✗ 가지 B–8: 자르면 안 돼요")
    view = tree_view("ko", solution, state_with(Marks(pruned=frozenset({(0, 2)}))), graded)
    assert "✗" in visible(view.children[0].children[2].node.label)
    assert any(line.startswith("✓ 노드 A: 값 3 맞아요") for line in lines)
    assert any(PRUNE_SENTENCE["ko"] in line for line in lines)  # 빠진 자르기의 까닭


def test_the_true_value_at_a_bound_node_is_explained() -> None:
    tree = random_tree(1, 3, 2)  # [[[16, 12], [4, 19]], [[8, 13], [12, 10]]]
    solution = solve(tree)
    # E (1) 의 참값은 12 지만 F 가 13 ≤ α = 16 이라 가지 G 를 자르고 멈춰 13 (경계) 을 돌려준다
    assert (solution.minimax[(1,)], solution.values[(1,)]) == (12, 13)
    graded = check(solution, Answer(values={(1,): 12}))
    lines = check_lines("en", graded, names("en", tree), solution)
    line = next(ln for ln in lines if "Node E:" in ln)
    assert line.startswith(
        "✗ Node E: 12 is the true value, but the search never learns it: it stops at the "
        "cut-off here. A MIN node returns the smallest value among the children it looked at"
    )
    right = check(solution, Answer(values={(1,): 13}))
    line = next(
        ln for ln in check_lines("en", right, names("en", tree), solution) if "Node E:" in ln
    )
    assert line.startswith("✓ Node E: 13 is right. The search stops here at the cut-off")


def test_step_lines_name_the_node_the_window_and_the_pruning_condition() -> None:
    solution = solve(TEXTBOOK)
    named = names("ko", TEXTBOOK)
    events = solution.trace.events
    assert step_lines("ko", solution, 0, named) == [tr("ko", "ab_step_start")]
    cut = next(i for i, e in enumerate(events, 1) if isinstance(e, Cut))
    lines = step_lines("ko", solution, cut, named)
    assert PRUNE_SENTENCE["ko"] in lines[0] and "자른 가지: C–4, C–6." in lines[1]
    assert "(고른 자식: B)" in step_lines("ko", solution, len(events), named)[0]
    assert step_lines("ko", solution, len(events), named)[-1] == tr("ko", "ab_step_done", value=3)
    assert any("이하이면" in ln for ln in step_lines("ko", solution, cut - 2, named))


def test_the_steps_view_lights_the_current_node_and_cuts_the_pruned_edges() -> None:
    solution = solve(TEXTBOOK)
    events = solution.trace.events
    for step in range(len(events) + 1):
        view = tree_view("en", solution, state_with(view=View.STEPS, step=step))
        cells = flat(view)
        lit_nodes = [c.path for c in cells if c.node.look is Look.LIT]
        assert lit_nodes == ([] if step == 0 else [events[step - 1].path])
        assert not any(c.node.enabled for c in cells)
    final = flat(tree_view("en", solution, state_with(view=View.STEPS, step=len(events))))
    cut = [c.path for c in final if c.leaf and CUT in visible(c.node.label)]
    assert cut == [(1, 1), (1, 2)]


def test_stepping_forward_then_back_gives_the_same_tree() -> None:
    solution = solve(TEXTBOOK, Player.MIN)
    steps = [tree_view("ko", solution, state_with(view=View.STEPS, step=k)) for k in range(6)]
    again = [
        tree_view("ko", solution, state_with(view=View.STEPS, step=k)) for k in range(5, -1, -1)
    ]
    assert steps == again[::-1]


def test_the_solution_lists_each_cut_and_each_bound() -> None:
    solution = solve(TEXTBOOK)
    lines = solution_lines("en", solution, names("en", TEXTBOOK))
    assert lines[0].startswith("Root value 3 · alpha-beta looked at 7 leaves")
    assert len(lines) == 1 + len(solution.cuts) + sum(
        solution.values[p] != solution.minimax[p] for p in solution.values
    )


@pytest.mark.parametrize(("value", "text"), [(3, "3"), (-math.inf, "-∞"), (math.inf, "+∞")])
def test_numbers_are_short(value: float, text: str) -> None:
    assert number_text(value) == text


def test_what_hangs_below_a_cut_the_student_made_is_drawn_faint() -> None:
    """학생 자신의 자름에서 나온 흐림이라 답을 알려 주지 않는다 (틀린 자름 아래도 흐리다)."""
    tree = GameNode.from_nested([[[1, 2], [3, 4]], [[5, 6], [7, 8]]])
    view = tree_view("ko", solve(tree), state_with(Marks(pruned=frozenset({(0,)}))))
    b = view.children[0]
    assert b.node.look is Look.DIM and visible(b.node.label).endswith("–") and b.node.enabled
    assert b.children[0].edge.look is Look.DIM and b.children[0].children[0].node.look is Look.DIM
    assert b.edge.look is Look.PLAIN and view.children[1].node.look is Look.PLAIN


# E (1, 0) 는 모든 자식을 봤지만 아래 (F) 에서 잘려 경계 4 를 돌려준다 (참값 1): 둘 다 맞음.
# D (1,) 와 F (1, 0, 0) 는 자르기에서 멈춘다 (돌려준 값만 맞음)
BELOW = GameNode.from_nested([[[5]], [[[4, 1]], 9]])


def test_each_bound_is_worded_by_whether_the_node_saw_every_child() -> None:
    solution = solve(BELOW)
    named = names("en", BELOW)
    wrong = check(solution, Answer(values={(1, 0): 7}))
    (line,) = [ln for ln in check_lines("en", wrong, named, solution) if "Node E:" in ln]
    assert line.startswith("✗ Node E: 7 is wrong.") and "both the value the search returns" in line
    true = check(solution, Answer(values={(1, 0): 1}))
    (line,) = [ln for ln in check_lines("en", true, named, solution) if "Node E:" in ln]
    assert line.startswith("✓ Node E: 1 is right: it is the true value.")
    lines = solution_lines("en", solution, named)
    assert any(
        ln.startswith("Node E: returns 4, true value 1.") and "(both count)" in ln for ln in lines
    )
    assert any(
        ln.startswith("Node D: returns 4, true value 1.") and "only the returned" in ln
        for ln in lines
    )
