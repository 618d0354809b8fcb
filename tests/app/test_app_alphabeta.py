"""알파-베타 연습 페이지의 AppTest: 눌러서 풀고 확인, 틀린 표시, 한 걸음씩, 풀이, 링크, 쓰레기 링크,
크기 한계, 언어 바꾸기, 나무 바꾸기. 그리고 게임 나무 페이지의 'AI가 고른 방법'."""

from __future__ import annotations

import re

from answer_key import solution_answer
from apptest import APP, TIMEOUT, page_state, stamped
from streamlit.testing.v1 import AppTest

from solver.gametree.random_tree import MAX_SEED, GameNode, Solution, random_tree, solve
from solver.gametree.trace_events import Player
from ui.gametree.alphabeta_model import path_id
from ui.gametree.alphabeta_puzzle import DEFAULT_SHAPE, MAX_DEPTH, MAX_LEAVES, Shape
from ui.gametree.alphabeta_state import View
from ui.states import Key
from ui.text import tr
from ui.turns import seq_key, step_key

ALPHABETA = "pages/alphabeta.py"
GAMETREE = "pages/gametree.py"
# 시험의 퍼즐: 씨앗 23, 깊이 3, 가지 2, 뿌리 MAX. 잘리는 가지는 잎 D–3 (0.1.1) 과 E–G (1.1)
SEED = 23
PRUNE_SENTENCE = "β ≤ α 이므로 나머지 가지는 볼 필요가 없어요"


def opened(page: str = ALPHABETA, **params: str) -> AppTest:
    """새 브라우저에서 이 매개변수의 주소로 페이지를 바로 연 AppTest."""
    at = AppTest.from_file(str(APP), default_timeout=TIMEOUT)
    for name, value in params.items():
        at.query_params[name] = value
    at.switch_page(page).run()
    assert not at.exception
    return at


def puzzle_solution(seed: int = SEED, root: Player = Player.MAX) -> Solution:
    return solve(random_tree(seed, DEFAULT_SHAPE.depth, DEFAULT_SHAPE.branching), root)


def tap_edge(at: AppTest, tree: GameNode, path: tuple[int, ...]) -> None:
    """가지를 누른다 (잎으로 가는 가지는 잎 단추). 열쇠 끝은 이 차례에 그 가지가 뒤집힌 횟수."""
    kind = "ab_leaf" if tree.at(path).is_leaf else "ab_edge"
    flips = page_state(at, Key.ALPHABETA).flips.get(path, 0)
    stamped(at, kind, f"{path_id(path)}-{flips}").click().run()
    assert not at.exception


def write_value(at: AppTest, path: tuple[int, ...], value: int) -> None:
    """노드를 눌러 자판을 열고 수를 누른다."""
    if page_state(at, Key.ALPHABETA).selected != path:
        stamped(at, "ab_node", path_id(path)).click().run()
    at.button(key=seq_key(f"ab_num-{value}")).click().run()
    assert not at.exception


def solve_by_taps(at: AppTest, solution: Solution) -> None:
    answer = solution_answer(solution)
    for path in sorted(answer.pruned):
        tap_edge(at, solution.tree, path)
    for path, value in sorted(answer.values.items()):
        write_value(at, path, value)


# 나무의 단추: 속 노드, 속 노드 위의 가지, 잎 (제 가지를 겸한다)
TREE_BUTTON = re.compile(r"turn-ab_(node|edge|leaf)-\d+-.*")


def tree_labels(at: AppTest) -> list[str]:
    """나무 단추의 이름표들 (그린 차례대로)."""
    return [b.label for b in at.button if b.key and TREE_BUTTON.fullmatch(b.key)]


def markdown_text(at: AppTest) -> str:
    """본문의 Markdown 글 ('이 화면 읽는 법' 상자는 빼고: 그 안에도 ✓ ✗ 가 있다)."""
    how_to = at.expander[-1]
    inside = {id(m.proto) for m in how_to.markdown}
    return "\n".join(m.value for m in at.markdown if id(m.proto) not in inside)


def test_the_page_opens_with_a_tree_a_link_and_a_how_to_read_box() -> None:
    at = opened()
    state = page_state(at, Key.ALPHABETA)
    assert state.puzzle.shape == DEFAULT_SHAPE and state.view is View.ANSWER
    labels = tree_labels(at)
    assert len(labels) == 7 + 6 + 8  # 속 노드, 속 노드 위의 가지, 잎
    assert tr("ko", "how_to_read") in [e.label for e in at.expander]
    params = dict(at.query_params)
    assert params["seed"] == str(state.puzzle.seed) and params["depth"] == "3"
    assert params["branching"] == "2" and params["root"] == "max"


def test_a_seeded_puzzle_solved_by_taps_alone_checks_all_right() -> None:
    at = opened(seed=str(SEED))
    solution = puzzle_solution()
    solve_by_taps(at, solution)
    stamped(at, "ab_check").click().run()
    expected = tr("ko", "ab_all_right", found=2, total=2)
    assert [s.value for s in at.success] == [expected]
    assert at.query_params["cut"] == "0.1.1,1.1" and at.query_params["checked"] == "1"
    assert "✗" not in markdown_text(at)


# issue 33 의 보고 링크 (9191, 깊이 3, 가지 3, 뿌리 MAX): 교과서 (AIMA) 알파-베타가 속 노드마다
# 돌려주는 값 (A B C D E F G H I J K L M 의 앞차례) 과 잘리는 가지. 예전 채점은 J, M 을 틀렸다 했다.
REPORTED_VALUES = {
    (): 11,
    (0,): 7,
    (0, 0): 13,
    (0, 1): 15,
    (0, 2): 7,
    (1,): 11,
    (1, 0): 18,
    (1, 1): 11,
    (1, 2): 15,
    (2,): 7,
    (2, 0): 14,
    (2, 1): 17,
    (2, 2): 7,
}
REPORTED_CUTS = [(0, 1, 1), (0, 1, 2), (1, 2, 2)]


def test_the_reported_link_with_the_textbook_values_checks_all_right() -> None:
    at = opened(lang="en", seed="9191", depth="3", branching="3", root="max")
    tree = random_tree(9191, 3, 3)
    for path in REPORTED_CUTS:
        tap_edge(at, tree, path)
    for path, value in REPORTED_VALUES.items():
        write_value(at, path, value)
    stamped(at, "ab_check").click().run()
    assert [s.value for s in at.success] == [tr("en", "ab_all_right", found=3, total=3)]
    assert "✗" not in markdown_text(at)


def test_a_wrong_mark_is_reported_as_wrong_with_the_reason() -> None:
    at = opened(seed=str(SEED))
    tap_edge(at, puzzle_solution().tree, (0, 0))  # B–C: 알파-베타가 지나는 가지
    write_value(at, (), 7)
    stamped(at, "ab_check").click().run()
    assert not at.success
    text = markdown_text(at)
    assert "✗ 가지 B–C: 자르면 안 돼요" in text and "✗ 노드 A: 적은 값 7 틀려요" in text
    assert "✗ 가지 E–G: 잘라야 해요." in text and PRUNE_SENTENCE in text
    assert at.info[0].value.startswith("찾은 가지치기 0/2 · 맞음 0 · 틀림 2 · 빠짐 ")
    labels = tree_labels(at)
    assert any("✗" in label and "B–C" in label for label in labels)


def test_changing_a_mark_after_check_hides_the_verdicts_until_the_next_check() -> None:
    at = opened(seed=str(SEED), cut="0.0", checked="1")
    assert at.info and "✗" in markdown_text(at)
    tap_edge(at, puzzle_solution().tree, (0, 0))
    assert not at.info and "✗" not in markdown_text(at) and "checked" not in at.query_params


def test_stepping_forward_and_back_returns_to_the_same_screen() -> None:
    at = opened(seed=str(SEED))
    at.segmented_control(key="ab_view_ko").set_value(View.STEPS).run()
    start = (tree_labels(at), markdown_text(at))
    assert tr("ko", "ab_step_start") in start[1]
    total = len(puzzle_solution().trace.events)
    seen = []
    for _ in range(9):
        at.button(key=step_key("ab_step_forward")).click().run()
        seen.append(markdown_text(at))
    assert page_state(at, Key.ALPHABETA).step == 9 and at.query_params["step"] == "9"
    assert PRUNE_SENTENCE in seen[-1]  # 아홉째 걸음: D 에서 자른다
    for _ in range(9):
        at.button(key=step_key("ab_step_back")).click().run()
    assert (tree_labels(at), markdown_text(at)) == start
    assert at.button(key=step_key("ab_step_back")).disabled
    assert at.button(key=step_key("ab_step_first")).disabled
    at.button(key=step_key("ab_step_last")).click().run()
    assert tr("ko", "ab_step_done", value=13) in markdown_text(at)
    assert at.button(key=step_key("ab_step_forward")).disabled
    assert page_state(at, Key.ALPHABETA).step == total


def test_the_steps_view_does_not_change_the_marks() -> None:
    at = opened(seed=str(SEED), view="steps", step="3")
    assert not any(b.key.startswith("turn-ab_edge") and not b.disabled for b in at.button if b.key)
    assert "cut" not in at.query_params


def test_the_solution_view_shows_the_cuts_and_the_bounds() -> None:
    at = opened(seed="1")  # [[[16, 12], [4, 19]], [[8, 13], [12, 10]]]: E 가 자르고 멈춘다
    at.segmented_control(key="ab_view_ko").set_value(View.SOLUTION).run()
    text = markdown_text(at)
    assert "뿌리의 값 16 · 알파-베타가 본 잎 6개 (미니맥스는 8개 모두) · 잘린 가지 1개" in text
    assert "노드 E: 돌려준 값 13, 참값 12." in text
    assert at.query_params["view"] == "solution"


def test_the_link_reopens_the_puzzle_and_the_marks_in_a_new_browser() -> None:
    first = opened(seed=str(SEED), root="min")
    tap_edge(first, puzzle_solution().tree, (1, 1))
    write_value(first, (0,), 20)
    stamped(first, "ab_check").click().run()
    url = {k: str(v) for k, v in first.query_params.items()}
    assert url["cut"] == "1.1" and url["values"] == "0=20" and url["root"] == "min"
    second = opened(**url)
    assert not second.warning
    one, two = page_state(first, Key.ALPHABETA), page_state(second, Key.ALPHABETA)
    assert (two.puzzle, two.marks, two.checked) == (one.puzzle, one.marks, True)
    assert tree_labels(second) == tree_labels(first)
    assert [i.value for i in second.info] == [i.value for i in first.info]
    assert {k: str(v) for k, v in second.query_params.items()} == url


def test_junk_params_show_one_warning_and_a_working_page() -> None:
    at = opened(
        seed="x" * 500,
        depth="9",
        branching="7",
        root="up",
        cut="0.0,9.9.9",
        values="r=zz",
        view="?",
        step="-3",
        checked="maybe",
        nonsense="1",
    )
    assert len(at.warning) == 1
    notice = at.warning[0].value
    for name in ("depth", "branching", "root", "values", "view", "step", "checked", "nonsense"):
        assert f"`{name}=" in notice
    assert "`cut=0.0,9.9.9`" in notice and "0.0" in notice
    assert page_state(at, Key.ALPHABETA).marks.pruned == {(0, 0)}
    assert len(tree_labels(at)) == 21


def test_a_shape_too_big_for_a_phone_is_refused_in_words() -> None:
    at = opened(seed="4", depth="5", branching="4")
    refused = tr(
        "ko",
        "ab_refused",
        depth=5,
        branching="4",
        leaves=1024,
        max_depth=MAX_DEPTH,
        max_leaves=MAX_LEAVES,
    )
    assert refused in [w.value for w in at.warning]
    assert page_state(at, Key.ALPHABETA).puzzle.shape == DEFAULT_SHAPE
    assert at.query_params["depth"] == "3"  # 그린 나무의 링크


def test_switching_language_mid_puzzle_keeps_the_marks_the_pad_and_the_view() -> None:
    at = opened(seed=str(SEED))
    tap_edge(at, puzzle_solution().tree, (1, 1))
    write_value(at, (1,), 13)
    at.segmented_control(key="side_lang").set_value("en").run()
    assert not at.exception
    state = page_state(at, Key.ALPHABETA)
    assert state.marks.pruned == {(1, 1)} and state.marks.values == {(1,): 13}
    assert state.selected == (1,) and at.segmented_control(key="ab_view_en").value == View.ANSWER
    assert at.segmented_control(key="ab_field_en").value == "value"
    assert any("Node E (MIN)" in m.value for m in at.markdown)
    at.segmented_control(key="side_lang").set_value("ko").run()
    assert page_state(at, Key.ALPHABETA).marks.values == {(1,): 13}


def test_new_tree_shape_and_root_make_a_new_puzzle() -> None:
    at = opened(seed=str(SEED), cut="1.1")
    stamped(at, "ab_new").click().run()
    state = page_state(at, Key.ALPHABETA)
    assert state.puzzle.seed != SEED and state.marks.empty
    at.selectbox(key="ab_shape_ko").set_value(Shape(4, 3)).run()
    assert not at.exception
    assert page_state(at, Key.ALPHABETA).puzzle.shape == Shape(4, 3)
    assert len([b for b in at.button if b.key and b.key.startswith("turn-ab_leaf")]) == 81
    at.segmented_control(key="ab_root_ko").set_value(Player.MIN).run()
    assert at.query_params["root"] == "min" and at.query_params["depth"] == "4"
    at.text_input(key="ab_seed").set_value("12.7").run()  # 번호가 아니다: 나무는 그대로, 우리 말로
    assert page_state(at, Key.ALPHABETA).puzzle.root == Player.MIN
    assert [e.value for e in at.error] == [tr("ko", "ab_seed_bad", text="12.7", high=MAX_SEED)]
    at.text_input(key="ab_seed").set_value(str(SEED)).run()
    assert page_state(at, Key.ALPHABETA).puzzle.seed == SEED and not at.error
    for lang in ("en", "ko"):  # 고르기 상자의 이름이 언어를 따른다: 바꿔도 모양은 그대로
        at.segmented_control(key="side_lang").set_value(lang).run()
        assert not at.exception
        assert at.selectbox(key=f"ab_shape_{lang}").value == Shape(4, 3)
        assert at.segmented_control(key=f"ab_root_{lang}").value == Player.MIN


# --- 게임 나무 페이지의 'AI가 고른 방법' ---------------------------------------------------------


def test_before_the_ai_moves_the_box_says_so() -> None:
    at = opened(GAMETREE, start="me", moves="")
    assert tr("ko", "gt_why") in [e.label for e in at.expander]
    assert tr("ko", "gt_why_none") in [c.value for c in at.caption]
    assert not [b for b in at.button if b.key == step_key("gt_why_forward")]


def test_how_the_ai_chose_steps_through_the_moves_it_tried() -> None:
    at = opened(GAMETREE, start="me", moves="0,4,8")  # AI (O) 의 차례가 온다: 답한다
    assert not at.exception
    assert at.button(key=step_key("gt_why_back")).disabled
    at.button(key=step_key("gt_why_forward")).click().run()
    text = markdown_text(at)
    assert "1번째로 해 본 수" in text and "**1. " in text
    assert at.query_params["why_step"] == "1"
    counts = [m.value for m in at.markdown if "미니맥스는 잎" in m.value]
    at.segmented_control(key="gt_why_order_ko").set_value(True).run()
    assert page_state(at, Key.GAMETREE).why_step == 0 and at.query_params["why_order"] == "centre"
    assert [m.value for m in at.markdown if "미니맥스는 잎" in m.value] != counts
    for _ in range(9):
        if at.button(key=step_key("gt_why_forward")).disabled:
            break
        at.button(key=step_key("gt_why_forward")).click().run()
    assert "그래서 AI는" in markdown_text(at)
    url = {k: str(v) for k, v in at.query_params.items()}
    again = opened(GAMETREE, **url)
    assert markdown_text(again) == markdown_text(at)


def test_a_new_move_starts_the_ai_search_box_from_the_beginning() -> None:
    at = opened(GAMETREE, start="me", moves="0,4", why_step="2")
    assert page_state(at, Key.GAMETREE).why_step == 2
    board = page_state(at, Key.GAMETREE).match.board
    cell = next(c for c in range(9) if board[c] is None)
    stamped(at, "gt_cell", cell).click().run()
    assert page_state(at, Key.GAMETREE).why_step == 0 and "why_step" not in at.query_params
