"""선생님의 판의 보기 모델: 학생마다의 줄, 그 줄의 CSV (수식 막기, 뺀 학생), 학생마다 한 번 세는
수와 분포, 방의 설정 한 줄, 차트."""

from __future__ import annotations

import csv
import io

import plotly.graph_objects as go
import pytest

from results.records import Activity, Entry, Room, Student
from solver.codebreaking.difficulty import LevelKind
from solver.gametree.trace_events import Player
from ui.classroom.board_model import (
    RESULT_TEXT,
    ClassBoard,
    StepMiss,
    csv_text,
    first_results,
    guess_distribution,
    missed_steps,
    result_counts,
    same_secret,
    settings_text,
    student_rows,
)
from ui.classroom.class_charts import duel_bars, guess_bars
from ui.classroom.room_settings import RoomSettings
from ui.gametree.alphabeta_puzzle import Shape
from ui.gametree.mcts_model import McGame


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


def test_csv_holds_the_rows_of_the_table_with_a_removed_column_and_plain_times() -> None:
    room = _room(Activity.YOU_GUESS)
    rows = student_rows("en", room, _students("Cy"), GUESSES)
    sheet = student_rows("en", room, _students("Cy"), GUESSES, sheet=True)
    read = list(csv.DictReader(io.StringIO(csv_text(sheet))))
    time = {"time": "0:01:15"}  # 표는 '+1:15': CSV 는 '+' 없이 시:분:초 (수식도 12 시도 아니게)
    shown = [{k: str(v) for k, v in row.items()} | time | {"removed": "no"} for row in rows]
    assert read == [shown[0] | {"time": "playing"}, *shown[1:]]
    assert rows[1]["time"] == "+1:15"
    assert csv_text([]) == ""


@pytest.mark.parametrize(
    ("nickname", "cell"),
    [
        ("-A1", "'-A1"),
        ("-2-3", "'-2-3"),
        ("=1+1", "'=1+1"),
        ("+A", "'+A"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("민수-2", "민수-2"),  # 가운데의 '-' 는 수식이 아니다
        ("-0.25", "-0.25"),  # 수는 수 그대로
    ],
)
def test_csv_cells_a_spreadsheet_would_read_as_formulas_are_quoted(
    nickname: str, cell: str
) -> None:
    rows = [{"nickname": nickname, "skill": "-0.50"}]
    (read,) = csv.DictReader(io.StringIO(csv_text(rows), newline=""))
    assert read == {"nickname": cell, "skill": "-0.50"}


def test_an_hour_and_more_is_hours_minutes_seconds_in_both() -> None:
    late = _entry("Ann", {"guesses": 6}, at=1000.0 + 3723)
    room = _room(Activity.YOU_GUESS)
    assert student_rows("en", room, [], [late])[0]["time"] == "+1:02:03"
    assert student_rows("en", room, [], [late], sheet=True)[0]["time"] == "1:02:03"


def test_a_nickname_with_commas_and_quotes_stays_one_csv_cell() -> None:
    rows = [{"nickname": 'a,"b"', "n": 1}]
    assert list(csv.DictReader(io.StringIO(csv_text(rows)))) == [{"nickname": 'a,"b"', "n": "1"}]


def test_distribution_counts_students_per_number_of_guesses_and_skips_junk() -> None:
    junk = _entry("X", {"guesses": "many"})
    assert guess_distribution([*GUESSES, junk]) == {5: 2, 6: 1}


def _removed(name: str) -> Student:
    return Student(name, "ABCDEFGHJK", name, 1000.0, removed_at=2000.0)


def test_the_board_counts_each_student_once_by_their_first_result() -> None:
    """한 학생의 세 판 (짐 · 짐 · 이김) 은 '짐' 한 명이다: 줄 (첫 결과) 과 같은 셈."""
    games = [
        _entry("A", {"result": "loss"}, student="a"),
        _entry("A", {"result": "loss"}, student="a"),
        _entry("A", {"result": "win"}, student="a"),
        _entry("B", {"result": "draw"}, student="b"),
    ]
    board = ClassBoard(_room(Activity.CONNECT4), tuple(_students("a", "b", "c")), tuple(games))
    assert board.joined == 3 and board.finished == 2
    assert board.firsts == [games[0], games[3]]
    assert result_counts(e.payload for e in board.firsts) == {"win": 0, "draw": 1, "loss": 1}
    again = _entry("Ann", {"guesses": 3})
    assert guess_distribution(first_results([], [GUESSES[1], again])) == {6: 1}


def test_a_removed_student_is_not_counted_or_shown_but_kept_in_the_csv() -> None:
    room = _room(Activity.CONNECT4)
    students = (*_students("a"), _removed("b"))
    games = (_entry("b", {"result": "win"}, student="b"), _entry("a", {"result": "loss"}))
    board = ClassBoard(room, students, games)
    assert board.joined == 1 and board.finished == 1 and board.present == [students[0]]
    assert [e.student for e in board.firsts] == ["a"]
    assert [r["nickname"] for r in student_rows("en", room, students, games)] == ["a"]
    sheet = student_rows("en", room, students, games, sheet=True)
    assert [(r["nickname"], r["result"], r["removed"]) for r in sheet] == [
        ("a", "loss", "no"),
        ("b", "win", "yes"),
    ]


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
    assert result_counts(e.payload for e in entries) == {"win": 2, "draw": 0, "loss": 0}


def test_results_are_in_one_order_win_draw_loss_like_the_students_line() -> None:
    assert list(RESULT_TEXT) == ["win", "draw", "loss"]
    assert list(result_counts([])) == ["win", "draw", "loss"]
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


@pytest.mark.parametrize(
    ("settings", "ko", "en"),
    [
        (
            RoomSettings(Activity.YOU_GUESS, game=4242, hard=True),
            "숫자 야구 (1-9, 3자리, 504) · 게임 번호 4242 · 어려움 모드",
            "Number baseball (1-9, 3 digits, 504) · game number 4242 · Hard mode",
        ),
        (
            RoomSettings(Activity.ALPHABETA, seed=9191, shape=Shape(3, 3), root=Player.MIN),
            "나무 번호 9191 · 깊이 3 · 가지 3 · 뿌리 MIN",
            "tree number 9191 · depth 3 · branching 3 · root MIN",
        ),
        (
            RoomSettings(Activity.KEEPER, variant="mastermind"),
            "마스터마인드 (색 1-6, 4칸, 반복 허용, 1296)",
            "Mastermind (colours 1-6, 4 pegs, repeats, 1296)",
        ),
        (
            RoomSettings(Activity.TICTACTOE, start="ai"),
            "먼저 두는 쪽: AI · AI: 알파-베타, 끝까지, 완벽 (T=0)",
            "starts: AI · AI: Alpha-beta, to the end, Perfect (T=0)",
        ),
        (
            RoomSettings(Activity.CONNECT4, start="me", ai="ab5"),
            "먼저 두는 쪽: 학생 · AI: 알파-베타 · 깊이 5",
            "starts: Student · AI: Alpha-beta · depth 5",
        ),
        (
            RoomSettings(Activity.MCTS, seed=9, search=McGame.CONNECT4, position=(4, 4, 5, 3)),
            "사목 · X 4열 → O 4열 → X 5열 → O 3열 · 씨앗 9 · c = 1.41",
            "Connect Four · X column 4 → O column 4 → X column 5 → O column 3 · seed 9 · c = 1.41",
        ),
        (
            RoomSettings(Activity.DUEL, variant="bulls4", game=77, level=LevelKind.EVERYDAY),
            "4자리 숫자 야구 (0-9, 4자리, 5040) · 평균 7.3번: 보통 사람쯤 · 게임 번호 77 · "
            "먼저 두는 쪽: 학생",
            "Bulls and Cows (0-9, 4 digits, 5040) · about 7.3 guesses on average: an everyday "
            "player · game number 77 · starts: Student",
        ),
    ],
)
def test_the_settings_line_says_what_the_room_plays(
    settings: RoomSettings, ko: str, en: str
) -> None:
    room = _room(settings.activity, settings.query())
    assert (settings_text("ko", room), settings_text("en", room)) == (ko, en)


def _predicted(name: str, misses: dict[int, int], student: str | None = None) -> Entry:
    """MCTS 의 예측 연습 결과: playout 7..16 을 예측했고 misses 의 playout 에서는 틀렸다."""
    rows = [[n, misses.get(n, 4), 4] for n in range(7, 17)]
    payload = {"activity": "mcts", "right": 10 - len(misses), "total": 10}
    return _entry(name, payload | {"misses": sorted(misses), "predictions": rows}, 1075, student)


def test_mcts_rows_show_right_predictions_and_the_missed_playouts() -> None:
    room = _room(Activity.MCTS)
    (row,) = student_rows("en", room, [], [_predicted("Ann", {14: 0, 9: 2})])
    assert row["right predictions"] == "8/10" and row["missed at playout"] == "9, 14"
    (row,) = student_rows("ko", room, [], [_entry("Bo", {"activity": "mcts", "misses": "x"})])
    assert (row["맞힌 예측"], row["틀린 playout"]) == ("", "")  # 이상한 결과는 빈 칸


def test_the_most_missed_step_counts_students_who_missed_it_among_those_who_predicted_it() -> None:
    firsts = [
        _predicted("A", {14: 0, 9: 2}),
        _predicted("B", {14: 1}),
        _predicted("C", {9: 0, 14: 2}),
        _predicted("D", {}),
        _entry("E", {"activity": "mcts", "predictions": [[14, 0], "junk", [9, 1, 1]]}),
    ]
    steps = missed_steps(e.payload for e in firsts)
    assert steps == [StepMiss(14, 3, 4), StepMiss(9, 2, 5)]  # E 의 9 는 맞았고 14 는 모양이 틀렸다
    assert missed_steps([firsts[3].payload]) == []


DUELS = [
    _entry("A", {"activity": "duel", "result": "win", "guesses": 5, "ai_guesses": 5}),
    _entry("B", {"activity": "duel", "result": "loss", "guesses": 6, "ai_guesses": 4}),
    _entry("C", {"activity": "duel", "result": "draw", "guesses": 4, "ai_guesses": 4}),
    _entry("D", {"activity": "duel", "result": "junk", "guesses": "x", "ai_guesses": True}),
]


def test_duel_rows_show_the_result_and_both_sides_guesses() -> None:
    rows = student_rows("en", _room(Activity.DUEL), [], DUELS)
    shown = [(r["result"], r["student guesses"], r["AI guesses"]) for r in rows]
    assert shown == [("win", 5, 5), ("loss", 6, 4), ("draw", 4, 4), ("", "", "")]
    (row,) = student_rows("ko", _room(Activity.DUEL), [], DUELS[:1])
    assert (row["결과"], row["학생 횟수"], row["AI 횟수"]) == ("이김", 5, 5)


def test_duel_distributions_count_the_students_and_the_ais_guesses_apart() -> None:
    assert guess_distribution(DUELS) == {4: 1, 5: 1, 6: 1}
    assert guess_distribution(DUELS, "ai_guesses") == {4: 2, 5: 1}  # D 의 True 는 수가 아니다
    assert result_counts(e.payload for e in DUELS) == {"win": 1, "draw": 1, "loss": 1}


def test_the_duel_chart_sets_the_students_and_the_ais_bars_side_by_side() -> None:
    names = {"title": "t", "mine": "student", "ai": "AI"}
    fig, legend = duel_bars({4: 1, 6: 2}, {3: 1, 4: 2}, "g", ("x", "y"), names)
    go.Figure(fig.to_dict())  # plotly 의 검사
    assert [t["x"] for t in fig.data] == [[1, 2, 3, 4, 5, 6]] * 2
    assert [t["y"] for t in fig.data] == [[0, 0, 0, 1, 0, 2], [0, 0, 1, 2, 0, 0]]
    assert fig.layout["barmode"] == "group"
    assert fig.data[0]["marker"]["color"] != fig.data[1]["marker"]["color"]
    assert [name for _, name in legend.items] == ["student", "AI"]
    empty, _ = duel_bars({}, {}, "g", ("x", "y"), names)  # 아직 결과가 없어도 그림은 된다
    go.Figure(empty.to_dict())
