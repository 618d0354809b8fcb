"""'AI가 고른 방법' 이 그릴 내용과 상태 (streamlit 없이): 한 수씩의 판, 해 본 차례, 문장, 노드
수, 단계의 링크."""

from __future__ import annotations

import random

import pytest
from opening import BASEBALL, opened

from solver.gametree.match import Start
from solver.gametree.tictactoe import EMPTY, best_move, move_scores
from solver.gametree.tictactoe_trace import ai_search
from ui.gametree.ai_search_model import (
    board_texts,
    bound_text,
    counts_text,
    step_lines,
    tried_text,
)
from ui.gametree.gametree_model import STONES, place, value_text
from ui.gametree.gametree_state import GameTreeState
from ui.text import tr

# X 가 왼쪽 위, O (AI) 가 가운데, X 가 오른쪽 아래: O 차례. 여섯 수를 해 보고 뒤의 수는 응수를
# 자른다
BOARD = ("X", None, None, None, "O", None, None, None, "X")
# X 하나가 왼쪽 위에: O (AI) 차례. 모서리 수들은 '≤-3' 까지만 보고 자른다
X_IN_CORNER = ("X", None, None, None, None, None, None, None, None)


def test_bounds_show_which_side_is_known() -> None:
    assert bound_text(0, -1, 1) == "0"
    assert bound_text(-3, 0, 5) == "≤-3" and bound_text(4, -5, 4) == "≥+4"


def test_step_zero_is_the_board_as_it_was() -> None:
    search = ai_search(BOARD)
    texts = board_texts("ko", search, 0)
    assert texts[0] == STONES["X"] and texts[4] == STONES["O"] and texts[1] == "·"
    assert step_lines("ko", search, 0, {}) == [tr("ko", "gt_why_start", n=len(search.tried))]


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
    exact = move_scores(BOARD, "alphabeta", None).scores
    lines = step_lines("ko", search, cut_step, exact)
    assert "나머지 응수" in lines[1] and "α = 0 이하" in lines[1]
    last = step_lines("ko", search, len(tried), exact)
    chosen = best_move(BOARD).cell
    assert search.cell == chosen
    assert last[-1] == tr("ko", "gt_why_done", cell=place("ko", chosen), value="0")
    assert f"**{len(tried)}. " in tried_text("ko", search, len(tried), exact)


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
    drawn = state.turn.stamp
    state.why_step_to(9, 6)
    assert state.why_step == 6
    assert state.turn.stamp == drawn  # 걸음 단추는 판의 단추 (칸 · 새 판) 의 차례를 넘기지 않는다
    state.choose_why_order(True)
    assert state.why_step == 0
    state.why_step_to(2, 6)
    link = {k: v for k, v in state.link(BASEBALL).items() if v}
    assert link["why_order"] == "centre" and link["why_step"] == "2"
    other = GameTreeState()
    assert opened(other, link, seed=0, decide=decide) == []
    assert (other.why_ordered, other.why_step, other.match) == (True, 2, state.match)
    cell = next(c for c in range(9) if state.match.board[c] is None)
    state.tap(cell, state.turn.stamp, decide)
    assert state.why_step == 0 and state.why_ordered


def _board_value(text: str) -> str:
    """판 칸의 글 ('**④ ≤0**') 에서 값 ('≤0')."""
    return text.strip("*").split(" ", 1)[1]


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_cut_sentence_gives_the_reply_the_value_the_board_shows(lang: str) -> None:
    """QA: 판은 '① ≤+2' 인데 글은 그 응수를 '+2' 라 했다. 자른 까닭의 응수 값은 판의 글 그대로다."""
    for board in (BOARD, X_IN_CORNER):
        search = ai_search(board)
        exact = move_scores(board, "alphabeta", None).scores
        for step, move in enumerate(search.trace.root.children, 1):
            if not move.skipped:
                continue
            reply = move.children[-1]
            shown = _board_value(board_texts(lang, search, step)[int(reply.path[-1])])
            assert shown.startswith("≤")  # 자른 응수는 창 밖이라 한쪽 경계다
            line = step_lines(lang, search, step, exact)[1]
            assert f" {shown}" in line, (step, shown, line)


def test_a_move_the_search_only_bounds_also_shows_the_value_on_the_score_map() -> None:
    """QA: 점수 그림은 -3 인 칸을 글은 '≤0' 이라 했다. 알파-베타가 경계만 안 수에는 점수 그림의 값
    (참값) 을 함께 적고, 경계가 참값과 같으면 참값만 적는다."""
    search = ai_search(BOARD)
    exact = move_scores(BOARD, "alphabeta", None).scores
    assert exact[2] == -3 and search.replies(2)  # 오른쪽 위 모서리: 탐색은 '≤0' 만 안다
    text = tried_text("en", search, 0, exact)
    assert "top-right corner ≤0 (true value -3)" in text
    assert "1. top edge 0 " in text  # 창 안의 값은 참값 그대로
    corner = ai_search(X_IN_CORNER)
    exact = move_scores(X_IN_CORNER, "alphabeta", None).scores
    step = 1 + next(i for i, m in enumerate(corner.tried) if m.cell == 2)
    assert _board_value(board_texts("en", corner, step)[1]) == "+2"  # 첫 응수
    # 경계 '≤-3' 이 참값 -3 과 같다: 점수 그림과 같게 '-3'
    assert "value -3." in step_lines("en", corner, step, exact)[0]
    items = tried_text("ko", corner, 0, exact).split(" · ")
    for item, move in zip(items, corner.tried, strict=True):
        assert (
            item.endswith(value_text(exact[move.cell]))
            or f" {value_text(exact[move.cell])})" in item
        )
