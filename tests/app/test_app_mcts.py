"""MCTS 한 걸음씩 페이지의 AppTest: 네 박자를 눌러 지나기, 여럿 한 번에, 나무의 노드 누르기, 예측,
정확한 답 (삼목의 미니맥스, 사목의 풀이), 링크, 쓰레기 링크, 언어 바꾸기."""

from __future__ import annotations

from apptest import APP, TIMEOUT, chart_payloads, page_state, stamped, table_columns
from streamlit.testing.v1 import AppTest

from solver.gametree import tictactoe
from solver.gametree.mcts_trace import trace_mcts
from ui.gametree.mcts_model import Beat, grow
from ui.states import Key
from ui.text import tr
from ui.turns import step_key

MCTS = "pages/mcts.py"


def opened(**params: str) -> AppTest:
    """새 브라우저에서 이 매개변수의 주소로 페이지를 바로 연 AppTest."""
    at = AppTest.from_file(str(APP), default_timeout=TIMEOUT)
    for name, value in params.items():
        at.query_params[name] = value
    at.switch_page(MCTS).run()
    assert not at.exception
    return at


def step(at: AppTest, name: str = "mc_forward") -> None:
    at.button(key=step_key(name)).click().run()
    assert not at.exception


def text(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def test_the_page_opens_on_the_first_beat_of_the_first_playout() -> None:
    at = opened()
    state = page_state(at, Key.MCTS)
    assert (state.playout, state.beat, state.seed) == (1, Beat.SELECT, 1)
    assert tr("ko", "mc_select_none") in text(at)
    params = dict(at.query_params)
    assert params["game"] == "tictactoe" and params["beat"] == "select" and params["seed"] == "1"
    assert tr("ko", "how_to_read") in [e.label for e in at.expander]


def test_forward_walks_the_four_beats_and_the_numbers_follow_the_trace() -> None:
    at = opened(lang="en", playout="12")
    found = trace_mcts(tictactoe.RULES, tictactoe.EMPTY, playouts=12, rng=1)
    playout = found.playouts[11]
    body = text(at)
    assert "UCT = points/visits" in body and "largest" in body
    chosen = playout.select[0].chose
    assert f"cell {chosen}: " in body
    step(at)
    assert page_state(at, Key.MCTS).beat is Beat.EXPAND
    assert f"cell {playout.expand}" in text(at) and "new node" in text(at)
    step(at)
    assert "random moves to the end" in text(at) or "already a finished game" in text(at)
    step(at)
    state = page_state(at, Key.MCTS)
    assert (state.playout, state.beat, state.done) == (12, Beat.BACKUP, 12)
    root = grow(found.playouts, 12).figure(())
    assert f"visits 11 → {root.visits}" in text(at)
    step(at)
    assert (page_state(at, Key.MCTS).playout, page_state(at, Key.MCTS).beat) == (13, Beat.SELECT)
    step(at, "mc_back")
    step(at, "mc_first")
    assert at.query_params["playout"] == "1" and at.query_params["beat"] == "select"


def test_run_many_jumps_to_a_hundred_and_the_stage_table_shows_the_chosen_move() -> None:
    at = opened(lang="en")
    stamped(at, "mc_run", 100).click().run()
    assert not at.exception
    state = page_state(at, Key.MCTS)
    assert (state.playout, state.beat, state.done) == (100, Beat.BACKUP, 100)
    found = trace_mcts(tictactoe.RULES, tictactoe.EMPTY, playouts=100, rng=1)
    columns = table_columns(at, "playouts")
    assert columns["playouts"] == ["10", "100"]
    assert columns["move"][-1] == f"cell {found.result.move}"
    assert stamped(at, "mc_run", 10).disabled and not stamped(at, "mc_run", 1000).disabled
    assert "mc_root_chart" in chart_payloads(at)


def test_tapping_a_node_shows_its_numbers_and_puts_it_in_the_link() -> None:
    at = opened(lang="en", playout="30", beat="backup")
    stamped(at, "mc_node", "4").click().run()
    assert not at.exception
    assert page_state(at, Key.MCTS).node == (4,)
    assert at.query_params["node"] == "4"
    assert "UCT seen from the parent" in text(at)
    stamped(at, "mc_node", "4").click().run()
    assert page_state(at, Key.MCTS).node is None


def test_prediction_waits_for_a_tap_and_grades_it() -> None:
    at = opened(lang="en", playout="10", practice="1")  # 아홉 칸을 넓힌 뒤의 첫 고르기
    assert at.button(key=step_key("mc_forward")).disabled
    assert "<b>largest</b>" not in text(at) and "√(ln 9" not in text(at)  # 누르기 전에 가린다
    found = trace_mcts(tictactoe.RULES, tictactoe.EMPTY, playouts=12, rng=1)
    chosen = found.playouts[9].select[0].chose
    stamped(at, "mc_guess", chosen).click().run()
    assert not at.exception
    assert at.success and at.success[0].value.startswith("Right")
    assert at.query_params["guesses"] == f"10.{chosen}"
    assert not at.button(key=step_key("mc_forward")).disabled
    assert tr("en", "mc_tally", right=1, tried=1) in [c.value for c in at.caption]


def lit_nodes(at: AppTest) -> list[str]:
    """나무에서 이 playout 의 길로 칠한 (primary) 노드들의 열쇠."""
    return [b.key for b in at.button if "mc_node" in (b.key or "") and b.proto.type == "primary"]


def test_waiting_for_a_prediction_the_board_and_the_tree_keep_the_answer_hidden() -> None:
    found = trace_mcts(tictactoe.RULES, tictactoe.EMPTY, playouts=12, rng=1)
    chosen = found.playouts[9].select[0].chose
    at = opened(lang="en", playout="10", practice="1")
    board = next(m.value for m in at.markdown if "mc-grid" in m.value)
    assert "mc-path" not in board and "board: empty" in board.lower()
    assert [key.rsplit("-", 1)[-1] for key in lit_nodes(at)] == ["r"]
    stamped(at, "mc_guess", chosen).click().run()  # 누른 뒤에는 고른 길을 판과 나무에 보인다
    board = next(m.value for m in at.markdown if "mc-grid" in m.value)
    assert "mc-path" in board
    assert [key.rsplit("-", 1)[-1] for key in lit_nodes(at)] == ["r", str(chosen)]


def test_practice_cannot_jump_past_the_next_prediction_by_button_or_link() -> None:
    at = opened(lang="en", practice="1", playout="10")
    assert all(stamped(at, "mc_run", total).disabled for total in (10, 100, 1000))
    assert tr("en", "mc_run_practice") in [c.value for c in at.caption]
    ahead = opened(lang="en", practice="1", playout="60", beat="backup")  # 답을 먼저 보는 링크
    assert (ahead.query_params["playout"], ahead.query_params["beat"]) == ("10", "select")
    assert ahead.button(key=step_key("mc_forward")).disabled
    free = opened(lang="en", playout="60", beat="backup")
    assert free.query_params["playout"] == "60" and not stamped(free, "mc_run", 100).disabled


def test_a_wrong_prediction_says_why_with_the_numbers() -> None:
    found = trace_mcts(tictactoe.RULES, tictactoe.EMPTY, playouts=12, rng=1)
    selection = found.playouts[9].select[0]
    wrong = next(c.move for c in selection.children if c.move != selection.chose)
    at = opened(lang="en", playout="10", practice="1", guesses=f"10.{wrong}")
    assert at.warning and at.warning[0].value.startswith("Not quite")
    assert f"cell {selection.chose}" in at.warning[0].value


def test_tictactoe_shows_the_minimax_values_and_the_shipped_convergence_chart() -> None:
    at = opened(lang="en", moves="0", playout="100", beat="backup")
    columns = table_columns(at, "exact value")
    # X 가 귀에 두면 O 는 가운데 하나만 비긴다
    assert columns["move"].count("cell 4 ✓") == 1 and sum("✓" in m for m in columns["move"]) == 1
    assert columns["exact value"][columns["move"].index("cell 4 ✓")] == "draw"
    assert tr("en", "mc_convergence_caption") in [c.value for c in at.caption]


def test_connect_four_from_eighteen_stones_shows_the_solvers_scores() -> None:
    at = opened(lang="en", game="connect4", moves="435426734251676713", playout="10")
    columns = table_columns(at, "exact value")
    assert [m for m in columns["move"] if "✓" in m] == ["column 7 ✓"]
    early = opened(lang="en", game="connect4", moves="4453")
    assert any("from 18 stones" in c.value for c in early.caption)


def test_a_copied_link_opens_the_same_tree_at_the_same_beat() -> None:
    at = opened(lang="en", game="connect4", moves="4453", seed="9", c="2", playout="25")
    step(at)
    stamped(at, "mc_node", "4").click().run()
    link = dict(at.query_params)
    again = opened(**link)
    assert dict(again.query_params) == link
    assert text(again) == text(at)


def test_junk_in_every_parameter_gives_clear_words_and_no_crash() -> None:
    at = opened(
        game="go",
        moves="x,y",
        seed="-3",
        c="9",
        playout="5000",
        beat="leap",
        node="4.4.4",
        practice="maybe",
        guesses="x.1",
        extra="1",
    )
    notice = at.warning[0].value
    for name in ("game", "moves", "seed", "c", "playout", "beat", "practice", "guesses", "extra"):
        assert f"`{name}=" in notice, name
    assert at.query_params["playout"] == "1"


def test_a_node_that_is_not_in_the_tree_is_dropped_by_name() -> None:
    at = opened(playout="3", node="4.0.8")
    assert "`node=4.0.8`" in at.warning[0].value and "node" not in at.query_params


def test_the_language_switch_keeps_the_beat() -> None:
    at = opened(playout="7", beat="rollout")
    at.query_params["lang"] = "en"
    at.session_state["side_lang"] = "en"
    at.run()
    state = page_state(at, Key.MCTS)
    assert (state.playout, state.beat) == (7, Beat.ROLLOUT)
