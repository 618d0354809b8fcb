"""선생님의 판의 보기 모델: 학생마다의 줄, 그 줄 그대로의 CSV, 분포, 많이 틀린 자리, 차트."""

from __future__ import annotations

import csv
import io

import plotly.graph_objects as go

from results.records import Activity, Entry, Room, Student
from ui.classroom.board_model import (
    csv_text,
    finished,
    guess_distribution,
    result_counts,
    same_secret,
    student_rows,
)
from ui.classroom.class_charts import guess_bars


def _room(activity: Activity, query: str = "") -> Room:
    return Room("ABCDEFGHJK", "R", activity, query, True, 1000.0, 4600.0, False)


def _entry(name: str, payload: dict, at: float = 1075.0, student: str | None = None) -> Entry:
    return Entry(name, student or name, "a", payload, at)


GUESSES = [
    _entry("민수", {"activity": "you_guess", "guesses": 5, "hints": 1, "hard": True, "skill": 0.5}),
    _entry("Ann", {"activity": "you_guess", "guesses": 6, "hints": 0, "hard": False}),
    _entry("Bo", {"activity": "you_guess", "guesses": 5, "luck": "junk"}),
]


def _students(*names: str) -> list[Student]:
    return [Student(name, "ABCDEFGHJK", name, 1000.0) for name in names]


def test_rows_show_each_result_with_its_main_figures_and_the_time_since_the_room_opened() -> None:
    rows = student_rows("en", _room(Activity.YOU_GUESS), _students("민수", "Ann", "Bo"), GUESSES)
    assert rows[0] == {
        "nickname": "민수",
        "guesses": 5,
        "hints": 1,
        "skill": "0.50",
        "luck": "",
        "tries": 1,
        "time": "+1:15",
    }
    assert rows[2]["luck"] == ""  # 읽을 수 없는 값은 빈 칸


def test_csv_holds_exactly_the_rows_of_the_table() -> None:
    rows = student_rows("ko", _room(Activity.YOU_GUESS), _students("Cy"), GUESSES)
    read = list(csv.DictReader(io.StringIO(csv_text(rows))))
    assert read == [{k: str(v) for k, v in row.items()} for row in rows]
    assert csv_text([]) == ""


def test_a_nickname_with_commas_and_quotes_stays_one_csv_cell() -> None:
    rows = [{"nickname": 'a,"b"', "n": 1}]
    assert list(csv.DictReader(io.StringIO(csv_text(rows)))) == [{"nickname": 'a,"b"', "n": "1"}]


def test_distribution_counts_students_per_number_of_guesses_and_skips_junk() -> None:
    junk = _entry("X", {"guesses": "many"})
    assert guess_distribution([*GUESSES, junk]) == {5: 2, 6: 1}


def test_finished_counts_a_student_once_however_many_results() -> None:
    twice = [_entry("A", {}, student="k1"), _entry("A", {}, student="k1"), _entry("B", {})]
    assert finished(twice) == 2


def test_every_joined_student_has_one_row_playing_or_first_result_with_the_tries() -> None:
    again = _entry("Ann", {"activity": "you_guess", "guesses": 4}, at=1200.0)
    rows = student_rows(
        "en", _room(Activity.YOU_GUESS), _students("Cy", "Ann"), [GUESSES[1], again]
    )
    assert rows == [
        {"nickname": "Cy", "guesses": "", "hints": "", "skill": "", "luck": "", "tries": 0}
        | {"time": "playing"},
        {"nickname": "Ann", "guesses": 6, "hints": 0, "skill": "", "luck": "", "tries": 2}
        | {"time": "+1:15"},
    ]
    playing = student_rows("ko", _room(Activity.ALPHABETA), _students("Cy"), [])
    assert playing[0]["시간"] == "하는 중"


def test_a_result_of_a_student_missing_from_the_joined_list_still_has_its_row() -> None:
    rows = student_rows("en", _room(Activity.KEEPER), [], [_entry("Late", {"guesses": 3})])
    assert [(r["nickname"], r["guesses"], r["tries"]) for r in rows] == [("Late", 3, 1)]


def test_game_results_are_counted_with_zero_for_missing_results() -> None:
    entries = [_entry("A", {"result": "win"}), _entry("B", {"result": "win"})]
    assert result_counts(e.payload for e in entries) == {"win": 2, "loss": 0, "draw": 0}
    rows = student_rows(
        "en", _room(Activity.CONNECT4), [], [_entry("A", {"result": "draw", "moves": "4453"})]
    )
    assert rows[0]["result"] == "draw" and rows[0]["moves"] == 4


def test_the_game_number_gives_the_secret_and_the_optimal_strategy_only_where_shipped() -> None:
    from solver.codebreaking.variants import get_variant
    from ui.codebreaking.you_guess_state import secret_for

    same = same_secret(_room(Activity.YOU_GUESS, "variant=baseball3&game=4242"))
    assert same is not None
    variant = get_variant("baseball3")
    assert variant.format(same.secret) == secret_for(variant, 4242)
    assert same.strategies == ("minimax", "optimal")
    mastermind = same_secret(_room(Activity.YOU_GUESS, "variant=mastermind&game=7"))
    assert mastermind is not None and mastermind.strategies == ("minimax",)
    assert same_secret(_room(Activity.KEEPER, "variant=baseball3")) is None


def test_the_guess_chart_is_a_valid_figure_with_the_class_and_a_mark_per_strategy() -> None:
    names = {"title": "t", "class": "class", "minimax": "mm", "optimal": "opt"}
    fig, legend = guess_bars({5: 2, 6: 1}, {"minimax": 5, "optimal": 4}, "g", ("x", "y"), names)
    go.Figure(fig.to_dict())  # plotly 의 검사
    assert fig.data[0]["y"] == [0, 0, 0, 0, 2, 1]
    assert [t["x"] for t in fig.data[1:]] == [[5], [4]]
    assert [name for _, name in legend.items] == ["class", "mm", "opt"]


def test_strategies_with_the_same_guesses_stand_side_by_side_not_on_top_of_each_other() -> None:
    names = {"title": "t", "class": "class", "minimax": "mm", "optimal": "opt"}
    fig, legend = guess_bars({5: 2}, {"minimax": 5, "optimal": 5}, "g", ("x", "y"), names)
    go.Figure(fig.to_dict())
    (mm,), (opt,) = (t["x"] for t in fig.data[1:])
    assert mm < 5 < opt and opt - mm >= 0.25  # 세모 (14 px) 하나 넘게 떨어져 있다
    assert [t["hovertemplate"].split("<")[0] for t in fig.data[1:]] == ["mm: 5", "opt: 5"]
    assert [name for _, name in legend.items] == ["class", "mm", "opt"]
