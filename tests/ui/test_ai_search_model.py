"""'AI가 고른 방법' 이 그릴 내용과 상태 (streamlit 없이): 한 수씩의 판, 해 본 차례, 문장, 노드
수, 단계의 링크."""

from __future__ import annotations

import random

from opening import BASEBALL, opened

from solver.gametree.match import Start
from solver.gametree.tictactoe import EMPTY, best_move
from solver.gametree.tictactoe_trace import ai_search
from ui.gametree.ai_search_model import (
    board_texts,
    bound_text,
    counts_text,
    step_lines,
    tried_text,
)
from ui.gametree.gametree_model import STONES, place
from ui.gametree.gametree_state import GameTreeState
from ui.text import tr

# X 가 왼쪽 위, O (AI) 가 가운데, X 가 오른쪽 아래: O 차례. 여섯 수를 해 보고 뒤의 수는 응수를
# 자른다
BOARD = ("X", None, None, None, "O", None, None, None, "X")


def test_bounds_show_which_side_is_known() -> None:
    assert bound_text(0, -1, 1) == "0"
    assert bound_text(-3, 0, 5) == "≤-3" and bound_text(4, -5, 4) == "≥+4"


def test_step_zero_is_the_board_as_it_was() -> None:
    search = ai_search(BOARD)
    texts = board_texts("ko", search, 0)
    assert texts[0] == STONES["X"] and texts[4] == STONES["O"] and texts[1] == "·"
    assert step_lines("ko", search, 0) == [tr("ko", "gt_why_start", n=len(search.tried))]


def test_each_step_puts_the_tried_stone_and_marks_the_cut_replies() -> None:
    search = ai_search(BOARD)
    for step, move in enumerate(search.trace.root.children, 1):
        texts = board_texts("en", search, step)
        assert texts[move.path[-1]].startswith(f"**{STONES['O']}**")
        assert sum(t == "✂" for t in texts) == len(move.skipped)
        shown = [i for i, t in enumerate(texts) if t.lstrip("*")[:1] in "①②③④⑤⑥⑦"]
        assert sorted(shown) == sorted(int(r.path[-1]) for r in move.children)


def test_a_cut_is_explained_and_the_last_step_names_the_chosen_cell() -> None:
    search = ai_search(BOARD)
    tried = search.trace.root.children
    cut_step = next(i for i, m in enumerate(tried, 1) if m.skipped)
    lines = step_lines("ko", search, cut_step)
    assert "나머지 응수" in lines[1] and "≤ α" in lines[1]
    last = step_lines("ko", search, len(tried))
    chosen = best_move(BOARD).cell
    assert search.cell == chosen
    assert last[-1] == tr("ko", "gt_why_done", cell=place("ko", chosen), value="0")
    assert f"**{len(tried)}. " in tried_text("ko", search, len(tried))


def test_centre_first_ordering_looks_at_fewer_leaves_than_cell_order() -> None:
    plain, ordered = ai_search(EMPTY), ai_search(EMPTY, ordered=True)
    assert ordered.alphabeta.leaves < plain.alphabeta.leaves < plain.minimax.leaves
    assert plain.minimax == ordered.minimax
    text = counts_text("en", plain)
    assert f"{plain.minimax.leaves:,} leaves" in text and f"{plain.alphabeta.leaves:,}" in text


def test_the_why_step_is_clamped_kept_in_the_link_and_reset_by_a_new_move() -> None:
    def decide(board, algorithm, depth):
        return best_move(board, algorithm, depth)

    state = GameTreeState(start=Start.ME)
    state.new_match(random.Random(0), decide)
    state.tap(0, state.turn.stamp, decide)  # AI 가 답한다
    stale = state.turn.stamp
    state.why_step_to(9, 6, stale)
    assert state.why_step == 6
    state.why_step_to(1, 6, stale)  # 지난 차례의 단추
    assert state.why_step == 6
    state.choose_why_order(True)
    assert state.why_step == 0
    state.why_step_to(2, 6, state.turn.stamp)
    link = {k: v for k, v in state.link(BASEBALL).items() if v}
    assert link["why_order"] == "centre" and link["why_step"] == "2"
    other = GameTreeState()
    assert opened(other, link, seed=0, decide=decide) == []
    assert (other.why_ordered, other.why_step, other.match) == (True, 2, state.match)
    cell = next(c for c in range(9) if state.match.board[c] is None)
    state.tap(cell, state.turn.stamp, decide)
    assert state.why_step == 0 and state.why_ordered
