"""'AI가 고른 방법' 의 지평선의 말과 번호표 (streamlit 없음)."""

from __future__ import annotations

from solver.gametree import connect4
from solver.gametree.connect4_ai import AISettings, Search, choose_column
from solver.gametree.connect4_horizon import heuristic_terms, horizon
from ui.gametree.connect4_model import grid_html
from ui.gametree.horizon_words import (
    SHOWN,
    HorizonView,
    horizon_marks,
    horizon_view,
    line_words,
    rest_words,
    term_words,
    total_words,
    verdict_words,
)

# X: 1 · 2 · 3열 바닥, O: 5 · 6열 바닥 (O 차례): X 의 열린 셋 하나와 O 의 열린 둘 하나
OPEN_THREE = "15263"


def test_terms_are_said_in_words_with_the_sign_of_the_side_asked() -> None:
    three, two = heuristic_terms(connect4.position(OPEN_THREE))
    assert term_words("ko", three, 0) == "X: 돌 셋 + 빈칸 하나 (가로 · 아래서 1번째 줄 · 1-4열) +10"
    assert term_words("en", two, 0) == (
        "O: two stones + two gaps (across · row 1 from the bottom · columns 4-7) -3"
    )
    assert term_words("en", three, 1).endswith(" -10")
    centre = heuristic_terms(connect4.position("444"))
    assert term_words("ko", centre[0], 0) == "X: 가운데 열 (4열)의 돌 2개 +4"
    column = next(t for t in heuristic_terms(connect4.position("4141")) if t.owner == 1)
    assert term_words("en", column, 1) == "O: two stones + two gaps (down · column 1) +3"


def test_marks_number_the_cells_of_the_biggest_terms() -> None:
    terms = heuristic_terms(connect4.position(OPEN_THREE))
    marks = horizon_marks(terms)
    # 4열 바닥 칸은 두 줄 (X 의 셋, O 의 둘) 에 든다
    assert marks == {
        (0, 0): "1",
        (1, 0): "1",
        (2, 0): "1",
        (3, 0): "1·2",
        (4, 0): "2",
        (5, 0): "2",
        (6, 0): "2",
    }
    many = heuristic_terms(connect4.position("443355"))
    assert len(many) > SHOWN
    assert {n for found in horizon_marks(many).values() for n in found.split("·")} == {
        str(i) for i in range(1, SHOWN + 1)
    }


def test_the_marked_board_shows_numbers_as_text_and_names_them() -> None:
    moves = [int(c) for c in OPEN_THREE]
    page = grid_html("en", moves, horizon_marks(heuristic_terms(connect4.position(OPEN_THREE))))
    assert page.count("c4-mark") == 7
    assert '<span class="c4-cell c4-mark">1·2</span>' in page  # 4열 바닥: 빈칸의 글
    assert '<span class="c4-cell c4-x c4-mark">X<small class="c4-tag">1</small></span>' in page
    assert "tags: column 1 row 1: 1, column 2 row 1: 1" in page
    assert "c4-mark" not in grid_html("en", moves)


def test_the_view_follows_the_ai_line_and_agrees_with_its_value() -> None:
    choice = choose_column(connect4.position("4453"), AISettings(depth=3), 0, clock=lambda: 0.0)
    view = horizon_view("4453", choice)
    assert view is not None and view.agrees and view.seat == 0
    assert view.moves == (4, 4, 5, 3, *choice.pv) and len(choice.pv) == 3
    first, second, third = choice.pv
    assert line_words("en", choice.pv, 0) == f"col {first} X → col {second} O → col {third} X"
    points = view.horizon.points_for(0)
    assert total_words("en", view).startswith(f"This board's estimate: **{points:+d} points**")
    assert verdict_words("en", view).startswith(
        f"This is exactly the value the AI gave column {first}"
    )


def test_a_line_ending_in_four_says_so_and_mcts_has_no_horizon() -> None:
    choice = choose_column(connect4.position("3344"), AISettings(depth=4), 0, clock=lambda: 0.0)
    view = horizon_view("3344", choice)
    assert view is not None and view.horizon.outcome is not None
    assert verdict_words("en", view).startswith("At the end of this line X connects four")
    assert rest_words("en", view) is None
    mcts = choose_column(connect4.position("3344"), AISettings(Search.MCTS, None, None, 100), 0)
    assert horizon_view("3344", mcts) is None


def test_a_board_whose_estimate_is_not_the_ai_value_says_so() -> None:
    # 수순이 전치표에서 일찍 끊기면 끝의 판의 어림이 뿌리의 값과 다를 수 있다: 그때는 그렇다고
    found = horizon(connect4.position(OPEN_THREE), (4,))
    view = HorizonView(found, 1, (*[int(c) for c in OPEN_THREE], 4), 4, chosen=0.5)
    assert not view.agrees
    assert verdict_words("en", view) == (
        "The line stops before the full depth, so this board's estimate differs from the value "
        "the AI gave column 4 (+50.0)."
    )
