"""사목 페이지가 그릴 말과 수 (streamlit 없음): 판의 칸, 이은 넷, 점수의 말, 표, 차트."""

from __future__ import annotations

import plotly.graph_objects as go
import pytest
from opening import opening

from solver.gametree import connect4
from solver.gametree.connect4 import Bounds
from solver.gametree.connect4_ai import AISettings, Search, choose_column
from solver.gametree.connect4_ladder import trick_ladder
from solver.gametree.connect4_solver import solve_position
from solver.gametree.match import Status
from ui.gametree.connect4_charts import ladder_bars, why_bars
from ui.gametree.connect4_model import (
    ai_label,
    board_name,
    bound_words,
    four_cells,
    grid_html,
    ladder_rows,
    score_words,
    solve_rows,
    solve_verdict,
    stacks,
    status,
    why_labels,
    why_text,
)
from ui.gametree.connect4_state import AI_SPECS, Connect4State, Opener
from ui.text import tr

LEGEND = {"title": "t", "good": "g", "bad": "b", "chosen": "c", "visits": "v"}


def test_stacks_fill_each_column_from_the_bottom_in_turn() -> None:
    assert stacks([4, 4, 5]) == ((), (), (), (0, 1), (0,), (), ())  # 자리: 0 먼저 둔 쪽


def test_four_cells_finds_a_row_a_column_and_both_diagonals() -> None:
    assert four_cells(stacks([4, 4, 5, 5, 6, 6, 7])) == {(3, 0), (4, 0), (5, 0), (6, 0)}
    assert four_cells(stacks([1, 2, 1, 2, 1, 2, 1])) == {(0, 0), (0, 1), (0, 2), (0, 3)}
    rising = [1, 2, 2, 3, 3, 4, 3, 4, 4, 7, 4]  # X 가 (0,0) (1,1) (2,2) (3,3)
    assert four_cells(stacks(rising)) == {(0, 0), (1, 1), (2, 2), (3, 3)}
    assert four_cells(stacks([4, 4, 5])) == frozenset()


def test_the_grid_marks_the_last_move_and_the_four_with_letters_not_only_colour() -> None:
    text = grid_html("ko", [4, 4, 5, 5, 6, 6, 7])
    assert text.count('class="c4-cell') == 42
    assert text.count("c4-win") == 4 and text.count("c4-last") == 1
    assert text.count(">X<") == 4 and text.count(">O<") == 3
    assert 'role="img"' in text and tr("ko", "c4_four_name") in text


def test_the_board_name_reads_each_column_from_the_bottom() -> None:
    name = board_name("en", [4, 4, 5])
    assert "column 4 X O" in name and "column 1 empty" in name
    assert "last move in column 5" in name


@pytest.mark.parametrize(
    ("moves", "start", "expected"),
    [
        ("", Opener.ME, Status.PLAY),
        ("4", Opener.ME, Status.AI),
        ("4455667", Opener.ME, Status.HUMAN_WON),
        ("4455667", Opener.AI, Status.AI_WON),
    ],
)
def test_status_says_whose_turn_and_who_won(moves: str, start: Opener, expected: Status) -> None:
    state = Connect4State()
    state.open_link({"moves": moves, "start": start.value, "seed": "0"}, opening())
    assert status(state) is expected


def test_score_words_count_moves_from_the_side_to_move() -> None:
    # 445566: X 는 이번 수 (제 넷째 돌) 로 이긴다 = 점수 18
    assert score_words("ko", 18, 6) == tr("ko", "c4_score_win_now")
    assert score_words("ko", 17, 6) == tr("ko", "c4_score_win", n=2)
    assert score_words("en", 0, 10) == tr("en", "c4_score_draw")
    # 상대 (O) 가 제 넷째 돌로 이긴다: 점수 -18, 상대는 (6 + 1) // 2 = 3 개를 두었다
    assert score_words("en", -18, 6) == tr("en", "c4_score_loss_next")
    assert score_words("en", -16, 6) == tr("en", "c4_score_loss", n=3)
    assert score_words("en", None, 6) == tr("en", "c4_full")


def test_solve_rows_star_the_best_columns() -> None:
    moves = "354344423321573555745212"
    solved = solve_position(connect4.position(moves))
    rows = solve_rows("en", sorted(solved.columns.items()), solved.best, [int(c) for c in moves])
    assert len(rows) == 7
    starred = [r["Column"].split()[0] for r in rows if "★" in r["Column"]]
    assert starred == [str(c) for c in solved.best]


@pytest.mark.parametrize(
    ("low", "high", "key"),
    [
        (2, 9, "c4_bound_win"),
        (-9, -1, "c4_bound_loss"),
        (0, 5, "c4_bound_win_draw"),
        (-5, 0, "c4_bound_draw_loss"),
        (-10, 9, "c4_bound_open"),
    ],
)
def test_bounds_are_said_only_as_far_as_they_are_proved(low: int, high: int, key: str) -> None:
    for lang in ("ko", "en"):
        assert bound_words(lang, Bounds(low, high)) == tr(lang, key)
        assert score_words(lang, Bounds(low, high), 4) == tr(lang, key)
    assert tr("ko", "c4_bound_win_draw").startswith("적어도 비겨요")


def test_unsolved_rows_and_the_verdict_say_what_is_not_proved_yet() -> None:
    moves = [4, 4, 4, 4, 4, 4, 3]  # 4 열은 가득 찼다: 둘 차례는 O
    columns = [(1, None), (2, Bounds(0, 3)), (3, -2), (4, None), (5, 0), (6, 1), (7, None)]
    rows = solve_rows("en", columns, [], moves)
    meaning = tr("en", "c4_meaning")
    cells = {r["Column"]: (r["Score"], r[meaning]) for r in rows}
    assert cells["1"] == ("?", tr("en", "c4_bound_none"))
    assert cells["2"] == ("0\u00a0…\u00a0+3", tr("en", "c4_bound_win_draw"))
    assert cells["4"] == ("-", tr("en", "c4_full"))
    assert cells["5"] == ("0", tr("en", "c4_score_draw"))
    verdict = solve_verdict("ko", Bounds(0, 3), moves)
    assert verdict == tr("ko", "c4_solve_verdict", side="O", words=tr("ko", "c4_bound_win_draw"))
    assert tr("en", "c4_bound_none") in solve_verdict("en", None, moves)


def test_every_ai_setting_has_a_name_in_both_languages() -> None:
    for spec in AI_SPECS:
        assert ai_label("ko", spec) and ai_label("en", spec) != ai_label("ko", spec)


@pytest.mark.parametrize(
    "settings", [AISettings(depth=3, temperature=0.03), AISettings(Search.MCTS, None, None, 300)]
)
def test_why_bars_are_a_valid_figure_with_one_bar_per_column(settings: AISettings) -> None:
    choice = choose_column(connect4.position("4453"), settings, 0)
    fig, legend = why_bars(choice, "title", why_labels("en", choice), LEGEND)
    go.Figure(fig.to_dict())
    assert fig.data[0]["x"] == [str(c) for c in range(1, 8)]
    assert len(legend.items) == (2 if settings.search is Search.MCTS else 3)
    assert str(choice.column) in why_text("en", choice)
    other = 1 if choice.column != 1 else 2
    assert tr("en", "c4_why_other", c=other) in why_text("en", choice, other)
    assert "record" not in why_text("en", choice, choice.column)


def test_a_win_seen_to_the_end_is_a_full_bar_named_win() -> None:
    choice = choose_column(connect4.position("445566"), AISettings(depth=2), 0)
    labels = why_labels("en", choice)
    assert labels[3] == labels[7] == tr("en", "c4_value_win")
    fig, _ = why_bars(choice, "t", labels, LEGEND)
    ys = dict(zip(fig.data[0]["x"], fig.data[0]["y"], strict=True))
    assert ys["3"] == max(ys.values()) > 0


def test_the_ladder_table_and_chart_name_every_trick() -> None:
    rungs = trick_ladder(connect4.position("4453"), 3)
    rows = ladder_rows("en", rungs)
    assert rows[0]["Fewer than minimax"] == "1.0x" and len(rows) == 5
    names = {r.trick: r.trick for r in rungs}
    go.Figure(ladder_bars(rungs, names, "t").to_dict())
