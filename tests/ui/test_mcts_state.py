"""MCTS 한 걸음씩의 상태와 그릴 내용 (streamlit 없음): 발자취에서 다시 기른 나무가 엔진의 수와
같고, 고르기의 UCT 가 가장 큰 자식이 엔진이 고른 자식이며, 올리기의 점수가 층마다 뒤집히고, 링크가
같은 화면을 열고, 쓰레기 링크는 그것만 빼고 알린다."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest

from solver.codebreaking.variants import DEFAULT_VARIANT, get_variant
from solver.gametree import connect4, tictactoe
from solver.gametree.mcts import mcts_search
from solver.gametree.mcts_trace import trace_mcts
from ui.gametree.mcts_board import board_html, words_html
from ui.gametree.mcts_model import (
    Beat,
    McGame,
    backup_rows,
    best_moves,
    board_cells,
    chosen_at,
    grow,
    path_of,
    root_series,
    select_rows,
)
from ui.gametree.mcts_state import MAX_PLAYOUTS, MctsState, stage_for
from ui.gametree.mcts_words import predict_line, tally
from ui.link_reader import Dropped, Opening

VARIANT = get_variant(DEFAULT_VARIANT)
OPENING = Opening(VARIANT, 7, 1)
SEED = 1


def trace(game=tictactoe.RULES, state=tictactoe.EMPTY, n: int = 100, c: float = math.sqrt(2)):
    return trace_mcts(game, state, playouts=n, rng=SEED, exploration=c)


@pytest.mark.parametrize(
    ("game", "state"),
    [(tictactoe.RULES, tictactoe.EMPTY), (connect4.RULES, connect4.position("4453"))],
)
def test_the_regrown_tree_has_the_engines_root_numbers(game, state) -> None:
    found = trace(game, state, 300)
    grown = grow(found.playouts, 300)
    for move, figure in found.result.moves.items():
        assert grown.figure((move,)).visits == figure.visits
        assert grown.figure((move,)).wins == pytest.approx(figure.wins)
    assert grown.figure(()).visits == 300
    assert chosen_at(grown) == found.result.move


def test_every_stated_selection_number_is_what_the_earlier_backups_imply() -> None:
    found = trace(n=200)
    for k, playout in enumerate(found.playouts):
        before = grow(found.playouts, k)
        node: tuple[int, ...] = ()
        for selection in playout.select:
            assert selection.visits == before.figure(node).visits
            for child in selection.children:
                figure = before.figure((*node, child.move))
                assert (child.visits, child.wins) == (figure.visits, pytest.approx(figure.wins))
            node = (*node, selection.chose)


def test_the_marked_child_has_the_largest_uct_and_ties_go_to_the_first_made() -> None:
    found = trace(n=200, c=1.0)
    ties = 0
    for playout in found.playouts:
        for selection in playout.select:
            rows = select_rows(selection, 1.0)
            best = max(r.value for r in rows)
            first = next(r for r in rows if r.value == best)
            assert first.chosen and sum(r.chosen for r in rows) == 1
            assert first.value == pytest.approx(first.exploit + first.explore)
            ties += sum(r.value == best for r in rows) > 1
    assert ties > 0  # 씨앗 1 의 삼목은 동점이 있다: 규칙이 정말 시험된다


def test_the_backup_flips_the_points_at_each_level() -> None:
    found = trace(n=30)
    playout = next(p for p in found.playouts if len(path_of(p)) >= 2)
    k = found.playouts.index(playout)
    rows = backup_rows(playout, grow(found.playouts, k), plies=0)
    assert [len(r.path) for r in rows] == list(reversed(range(len(path_of(playout)) + 1)))
    for deeper, higher in pairwise(rows):
        assert deeper.points + higher.points == 1.0
        assert deeper.mover != higher.mover
    assert rows[-1].path == () and rows[-2].points == playout.reward  # 깊이 1 은 reward
    after = grow(found.playouts, k + 1)
    assert all(after.figure(r.path) == r.after for r in rows)


def test_root_series_ends_at_the_root_win_rates() -> None:
    found = trace(n=100)
    xs, series = root_series(found.playouts, 100)
    assert xs[0] == 1 and xs[-1] == 100
    grown = grow(found.playouts, 100)
    for move, values in series.items():
        assert len(values) == len(xs)
        assert values[-1] == pytest.approx(grown.figure((move,)).rate)


def test_best_moves_look_at_the_outcome_only() -> None:
    assert best_moves({0: 3, 1: 1, 2: 0, 3: -2}) == (0, 1)
    assert best_moves({1: 0, 2: -3, 7: None}) == (1,)


def test_the_board_places_connect_four_stones_from_the_bottom() -> None:
    cells = board_cells(McGame.CONNECT4, (4, 4, 5))
    assert cells == {(5, 3): 0, (4, 3): 1, (5, 4): 2}
    html = board_html("en", McGame.TICTACTOE, (4, 0, 8), path_from=1, new_at=2)
    assert html.count("mc-cell") == 9 and html.count("mc-new") == html.count("mc-path") == 1
    assert 'aria-label="Board: X cell 4, O cell 0, X cell 8"' in html


def test_words_html_escapes_and_keeps_bold_and_lists() -> None:
    html = words_html(["a **b** <i>", "- one", "- two", "end"])
    assert html == (
        '<div class="mc-words"><p>a <b>b</b> &lt;i&gt;</p><ul><li>one</li><li>two</li></ul>'
        "<p>end</p></div>"
    )


def test_a_prediction_is_graded_with_the_numbers() -> None:
    found = trace(n=40)
    n, playout = next((i + 1, p) for i, p in enumerate(found.playouts) if p.select)
    rows = select_rows(playout.select[0], math.sqrt(2))
    chosen = playout.select[0].chose
    wrong = next(r.move for r in rows if r.move != chosen)
    assert predict_line("en", McGame.TICTACTOE, chosen, rows).startswith("Right")
    line = predict_line("en", McGame.TICTACTOE, wrong, rows)
    assert line.startswith("Not quite") and f"cell {chosen}" in line
    assert tally({n: chosen, n + 1: wrong}, found.playouts)[1] >= 1
    assert tally({n: chosen}, found.playouts) == (1, 1)


# --- 상태 ------------------------------------------------------------------------------------


def test_stages_hold_the_playout_and_a_short_trace_is_a_prefix_of_a_long_one() -> None:
    assert [stage_for(n) for n in (1, 10, 11, 100, 101, MAX_PLAYOUTS)] == [
        10,
        10,
        100,
        100,
        1000,
        1000,
    ]
    short, long = trace(n=10).playouts, trace(n=100).playouts
    assert long[:10] == short


def test_the_link_reopens_the_same_screen() -> None:
    state = MctsState()
    state.choose_game(McGame.CONNECT4)
    state.choose_moves((4, 4, 5, 3))
    state.choose_c("2")
    state.set_practice(True)
    state.go(8, Beat.SELECT)  # 일곱 열을 넓힌 뒤의 첫 고르기
    state.predict(3, state.turn.stamp)
    state.go(8, Beat.ROLLOUT)
    state.tap_node((4,), state.turn.stamp)
    link = state.link(VARIANT)
    assert link["moves"] == "4453" and link["beat"] == "rollout" and link["node"] == "4"
    assert link["guesses"] == "8.3"
    other = MctsState()
    assert other.open_link(link, OPENING) == []
    assert other.link(VARIANT) == link


def test_a_language_only_link_keeps_the_screen() -> None:
    state = MctsState()
    state.go(5, Beat.BACKUP)
    assert state.open_link({"lang": "en"}, OPENING) == []
    assert (state.playout, state.beat) == (5, Beat.BACKUP)


@pytest.mark.parametrize(
    ("name", "junk"),
    [
        ("game", "chess"),
        ("moves", "a,b"),
        ("seed", "-1"),
        ("seed", "1e99"),
        ("c", "0.7"),
        ("playout", "0"),
        ("playout", "1001"),
        ("beat", "jump"),
        ("node", "4..0"),
        ("practice", "yes"),
        ("guesses", "x"),
        ("guesses", "12.4,12.0"),
    ],
)
def test_junk_in_each_parameter_is_dropped_by_name(name: str, junk: str) -> None:
    state = MctsState()
    dropped = state.open_link({name: junk, "seed": "5"} | {name: junk}, OPENING)
    assert Dropped(name) in dropped
    assert state.link(VARIANT)["game"] in ("tictactoe", "connect4")


def test_unplayable_moves_keep_the_playable_start_and_say_so() -> None:
    state = MctsState()
    dropped = state.open_link({"game": "tictactoe", "moves": "4,4,0"}, OPENING)
    assert dropped == [Dropped("moves", "4", "mc_moves_kept")] and state.moves == (4,)
    # 끝나는 수는 쓰지 않는다 (찾을 수가 없다): X 가 0,1,2 로 이긴다
    dropped = state.open_link({"moves": "0,3,1,4,2"}, OPENING)
    assert state.moves == (0, 3, 1, 4) and dropped[0].name == "moves"


def test_settle_drops_a_node_the_tree_does_not_have() -> None:
    state = MctsState()
    state.open_link({"node": "4.0", "playout": "20"}, OPENING)
    assert state.settle(frozenset({(), (4,)})) == [Dropped("node")] and state.node is None
    state.tap_node((4,), state.turn.stamp)
    assert state.settle(frozenset({(), (4,)})) == [] and state.node == (4,)


def test_link_predictions_count_only_in_practice_in_order_from_the_first_pick() -> None:
    # 빈 삼목판: 아홉 칸을 넓힌 뒤 10 번째 playout 부터 뿌리가 고른다
    state = MctsState()
    link = {"practice": "1", "playout": "12"}
    assert state.open_link({**link, "guesses": "10.4,11.0,12.8"}, OPENING) == []
    assert state.guesses == {10: 4, 11: 0, 12: 8} and state.next_pick == 13
    for junk, kept in [
        ("11.1,12.2", {}),  # 10 을 건너뛰었다
        ("10.4,12.0", {10: 4}),  # 11 을 건너뛰었다
        ("10.4,11.9", {10: 4}),  # 판에 없는 칸
        ("9.4", {}),  # 뿌리가 아직 고르지 않는 playout
    ]:
        assert Dropped("guesses") in state.open_link({**link, "guesses": junk}, OPENING), junk
        assert state.guesses == kept, junk
    dropped = state.open_link({"guesses": "10.4"}, OPENING)  # 연습이 아니다
    assert dropped == [Dropped("guesses")] and state.guesses == {}


def test_practice_never_shows_a_beat_past_the_next_prediction() -> None:
    # 답 (그 playout 의 고른 길) 은 넓히기 · 끝내기 · 올리기와 뒤의 playout 들이 보인다
    state = MctsState(practice=True)
    assert state.first_pick == 10 and state.next_pick == 10
    state.run_to(100, state.turn.stamp)
    assert (state.playout, state.beat) == (10, Beat.SELECT)
    state.go(10, Beat.EXPAND)
    assert (state.playout, state.beat) == (10, Beat.SELECT)
    state.go(9, Beat.BACKUP)  # 앞의 박자는 얼마든지
    assert (state.playout, state.beat) == (9, Beat.BACKUP)
    state.predict(4, state.turn.stamp)  # 예측은 다음에 예측할 playout 에서만
    assert state.guesses == {}
    state.go(10, Beat.SELECT)
    state.predict(4, state.turn.stamp)
    state.go(10, Beat.BACKUP)
    assert (state.playout, state.beat, state.next_pick) == (10, Beat.BACKUP, 11)
    assert state.reaches(11, Beat.SELECT) and not state.reaches(11, Beat.EXPAND)
    # 고친 링크로 앞을 여는 것도 같다
    state.open_link(
        {"practice": "1", "guesses": "10.4", "playout": "40", "beat": "backup"}, OPENING
    )
    assert (state.playout, state.beat) == (11, Beat.SELECT)
    # 연습이 아니면 어디든
    free = MctsState()
    free.run_to(100, free.turn.stamp)
    assert (free.playout, free.beat) == (100, Beat.BACKUP)


def test_a_double_tapped_prediction_or_run_counts_once() -> None:
    state = MctsState(practice=True)
    state.go(10, Beat.SELECT)
    stamp = state.turn.stamp
    state.predict(4, stamp)
    state.predict(0, stamp)  # 두 번째 손가락: 지난 차례
    assert state.guesses == {10: 4}
    state = MctsState()
    stamp = state.turn.stamp
    state.run_to(100, stamp)
    state.run_to(1000, stamp)
    assert (state.playout, state.beat, state.done) == (100, Beat.BACKUP, 100)


def test_changing_a_setting_restarts_the_search_and_a_bad_seed_is_kept_as_words() -> None:
    state = MctsState()
    state.go(30, Beat.EXPAND)
    state.enter_seed("12.5")
    assert state.seed_error == "12.5" and state.playout == 30
    state.enter_seed("77")
    assert (state.seed, state.playout, state.beat, state.seed_error) == (77, 1, Beat.SELECT, None)


def test_the_engine_and_the_page_agree_on_the_move() -> None:
    state = MctsState()
    board = tictactoe.EMPTY
    found = trace(n=1000)
    assert (
        chosen_at(grow(found.playouts, 1000))
        == mcts_search(tictactoe.RULES, board, playouts=1000, rng=state.seed).move
    )
