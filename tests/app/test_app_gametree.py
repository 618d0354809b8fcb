"""게임 나무 페이지의 AppTest: AI 와 삼목, 노드 수 비교, 완벽한 대국 기록, 사라지는 발판."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from apptest import charts, new_app, page_state, stamped, table_columns
from streamlit.testing.v1 import AppTest

from solver.gametree import tictactoe
from solver.gametree.match import Match, Start
from ui.gametree.gametree_model import place
from ui.gametree.gametree_state import GameTreeState
from ui.states import Key
from ui.text import tr

GAMETREE = "pages/gametree.py"
# 사람이 빈칸을 고르는 차례들: 앞에서부터 비어 있는 첫 칸에 둔다
ORDERS = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [4, 0, 8, 2, 6, 1, 3, 5, 7],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
    [1, 3, 5, 7, 0, 2, 6, 8, 4],
    [0, 8, 2, 6, 4, 1, 3, 5, 7],
]


def game(at: AppTest) -> Match:
    """session_state 의 삼목 판."""
    return page_state(at, Key.GAMETREE).match


def starting(start: Start) -> dict[Key, Any]:
    """make_app 에 넘길 첫 상태: 먼저 두는 쪽을 정한 게임 나무 페이지."""
    return {Key.GAMETREE: GameTreeState(start=start)}


def chart(at: AppTest, key: str) -> dict[str, Any]:
    """열쇠로 찾은 차트의 그림 JSON."""
    found = charts(at)
    assert key in found, f"no chart with key {key!r}"
    return found[key]


def metric(at: AppTest, label: str) -> str:
    """이름표로 찾은 st.metric 의 값."""
    values = [m.value for m in at.metric if m.label == label]
    assert values, f"no metric labelled {label!r}"
    return values[0]


def play_out(at: AppTest, order: list[int]) -> AppTest:
    """사람 차례마다 order 에서 비어 있는 첫 칸을 누른다, 판이 끝날 때까지."""
    for _ in range(9):
        board = game(at).board
        if tictactoe.winner(board) or None not in board:
            break
        cell = next(c for c in order if board[c] is None)
        stamped(at, "gt_cell", cell).click().run()
        assert not at.exception
    return at


@pytest.fixture
def human_first(make_app: Callable[..., AppTest]) -> AppTest:
    at = make_app(GAMETREE, state=starting(Start.ME))
    assert not at.exception
    assert game(at).human == 0 and game(at).board == tictactoe.EMPTY
    return at


@pytest.mark.parametrize("order", ORDERS, ids=lambda o: "".join(map(str, o)))
@pytest.mark.parametrize("start", ["me", "ai"])
def test_ai_never_loses_whatever_order_the_human_plays(
    make_app: Callable[..., AppTest], start: str, order: list[int]
) -> None:
    at = make_app(GAMETREE, state=starting(Start(start)))
    assert not at.exception
    if start == "ai":  # AI 가 X 로 바로 첫 수를 두었다
        assert game(at).human == 1 and game(at).board.count("X") == 1
    play_out(at, order)
    board = game(at).board
    won = tictactoe.winner(board)
    assert won in (None, "O" if start == "me" else "X")  # 무승부 아니면 AI 승
    if won is None:
        assert None not in board
        assert [m.value for m in at.info] == [tr("ko", "gt_draw_over")]
    else:
        assert [m.value for m in at.error] == [tr("ko", "gt_ai_won")]
    # 끝난 판의 칸 단추는 모두 꺼지고, 새 게임 단추가 나온다
    assert all(stamped(at, "gt_cell", c).disabled for c in range(9))
    stamped(at, "gt_new_over").click().run()
    assert game(at).board.count(None) >= 8 and not at.exception


def test_heatmap_shows_the_ai_score_of_every_empty_cell(human_first: AppTest) -> None:
    at = human_first
    placeholder = chart(at, "gt_heatmap")
    assert placeholder["data"][0]["type"] == "heatmap"
    stamped(at, "gt_cell", 4).click().run()
    last = game(at).last
    assert last.before == (None,) * 4 + ("X",) + (None,) * 4
    assert game(at).board[last.move] == "O"
    heat = chart(at, "gt_heatmap")["data"][0]
    z = [v for row in heat["z"] for v in row]
    text = [v for row in heat["text"] for v in row]
    # 가운데 (사람의 X) 만 비고 빈칸 8 곳에 값과 말이 있다
    assert z[4] is None and all(v is not None for i, v in enumerate(z) if i != 4)
    exact = tictactoe.move_scores(last.before)
    for cell, value in exact.scores.items():
        word = {1: "gt_win", 0: "gt_draw", -1: "gt_loss"}[tictactoe.outcome(value)]
        assert text[cell].startswith(tr("ko", word))
    # 가운데를 빼앗긴 O 는 모서리면 비기고 변이면 진다
    assert {c for c, v in exact.scores.items() if v == 0} == {0, 2, 6, 8}


def test_alphabeta_shows_fewer_nodes_than_minimax_for_the_same_move(
    human_first: AppTest,
) -> None:
    at = human_first
    stamped(at, "gt_cell", 4).click().run()
    board = game(at).board
    label = tr("ko", "gt_nodes", alg=tr("ko", "gt_alg_alphabeta"))
    alphabeta = int(metric(at, label).replace(",", ""))
    at.segmented_control(key="gt_algorithm_ko").set_value("minimax").run()
    assert not at.exception
    minimax = int(metric(at, tr("ko", "gt_nodes", alg=tr("ko", "gt_alg_minimax"))).replace(",", ""))
    assert game(at).board == board  # 방법을 바꿔도 판은 그대로
    assert alphabeta < minimax
    before = game(at).last.before
    assert minimax == tictactoe.best_move(before, "minimax").nodes
    assert alphabeta == tictactoe.best_move(before, "alphabeta").nodes
    # 다음 수는 미니맥스로 두어도 같은 규칙 (같은 칸) 을 따른다
    free = next(c for c in range(9) if board[c] is None)
    stamped(at, "gt_cell", free).click().run()
    assert not at.exception and game(at).board.count(None) == 5


def test_perfect_trace_is_nine_plies_expecting_zero_and_a_draw(human_first: AppTest) -> None:
    at = human_first
    table = table_columns(at, tr("ko", "gt_col_player"))
    assert len(table[tr("ko", "gt_col_player")]) == 9
    assert table[tr("ko", "gt_col_player")] == list("XOXOXOXOX")
    assert set(table[tr("ko", "gt_col_value")]) == {"0"}
    nodes = sum(int(n.replace(",", "")) for n in table[tr("ko", "gt_col_nodes")])
    result = tr("ko", "gt_self_play_result", result=tr("ko", "gt_result_draw"), nodes=nodes)
    assert f"**{result}**" in [m.value for m in at.markdown]
    final = chart(at, "gt_final")
    assert final["data"][0]["type"] == "heatmap"


def test_depth_limit_lets_the_heuristic_choose(human_first: AppTest) -> None:
    at = human_first
    at.selectbox(key="gt_depth_ko").set_value(1).run()
    stamped(at, "gt_cell", 0).click().run()
    assert not at.exception
    assert game(at).last.depth == 1
    values = [v for row in chart(at, "gt_heatmap")["data"][0]["z"] for v in row if v is not None]
    assert values and all(-1 < v < 1 for v in values)  # 끝까지 보지 않은 어림값


def test_footholds_example_takes_five_moves_and_a_wins(human_first: AppTest) -> None:
    at = human_first
    assert at.text_input(key="gt_fh_board").value == "111,111,111"
    assert metric(at, tr("ko", "gt_fh_moves")) == "5"
    assert metric(at, tr("ko", "gt_fh_winner")) == "A"
    paths = chart(at, "gt_fh_chart")["data"]
    assert [t["name"] for t in paths[1:]] == ["A", "B"]
    # A 는 처음 자리 + 세 번, B 는 처음 자리 + 두 번
    assert [len(t["x"]) for t in paths[1:]] == [4, 3]
    assert not at.error


@pytest.mark.parametrize(
    ("board", "a", "b", "key"),
    [
        ("111,11,111", "1,0", "1,2", "err_rect"),
        ("121,111,111", "1,0", "1,2", "err_cell"),
        ("111111,111111", "1,0", "1,2", "err_size"),
        ("1,1,1,1,1,1", "1,0", "1,2", "err_size"),
        ("101,111,111", "0,1", "1,2", "err_hole"),
        ("111,111,111", "3,0", "1,2", "err_outside"),
        ("111,111,111", "1,0", "b", "err_position"),
        ("111,111,111", "--1,0", "1,2", "err_position"),
        ("", "1,0", "1,2", "err_empty"),
    ],
)
def test_invalid_footholds_input_shows_an_error_not_an_exception(
    human_first: AppTest, board: str, a: str, b: str, key: str
) -> None:
    at = human_first
    at.text_input(key="gt_fh_board").set_value(board)
    at.text_input(key="gt_fh_a").set_value(a)
    at.text_input(key="gt_fh_b").set_value(b).run()
    assert not at.exception
    assert len(at.error) == 1
    expected = tr("ko", key).split("{")[0]
    assert at.error[0].value.startswith(expected)
    assert "gt_fh_chart" not in charts(at)


def test_english_switch_translates_the_page(make_app: Callable[..., AppTest]) -> None:
    at = make_app(GAMETREE, direct=True, state={Key.LANG: "en", **starting(Start.ME)})
    assert not at.exception
    assert at.title[0].value == tr("en", "nav_gametree")
    assert [s.value for s in at.header] == [
        tr("en", k) for k in ("gt_ttt", "gt_self_play", "gt_fh")
    ]
    assert at.segmented_control(key="gt_start_en").options == ["Me", "AI", "Random"]
    assert stamped(at, "gt_new").label == tr("en", "gt_new")
    assert tr("en", "gt_col_ply") in table_columns(at, tr("en", "gt_col_player"))
    assert at.expander[-1].label == tr("en", "how_to_read")
    assert "게임" not in " ".join(m.value for m in (*at.markdown, *at.caption))


def test_a_lost_game_names_the_turning_move_and_marks_the_winning_line(
    human_first: AppTest,
) -> None:
    """사람이 0 · 1 · 3 에 두면 AI 가 2-4-6 으로 이긴다: 3 (왼쪽 가운데) 대신 6 이 비기는 수."""
    at = play_out(human_first, [0, 1, 3])
    assert game(at).board == tictactoe.parse_board("XXO/XO./O..")
    sentence = tr("ko", "gt_review_loss", n=3, cell="왼쪽 가운데", alt="왼쪽 아래 모서리")
    assert sentence in [m.value for m in at.markdown]
    # 칸 단추의 이름: 줄의 세 칸은 '(이긴 줄)' 을 (화면에서 감춘 말로) 덧붙인다
    labels = [stamped(at, "gt_cell", c).label for c in range(9)]
    assert [c for c, label in enumerate(labels) if "이긴 줄" in label] == [2, 4, 6]
    assert (
        labels[4] == "*가운데,* :orange[O] *(이긴 줄)*"
        and labels[8] == "*오른쪽 아래 모서리, 빈칸*"
    )
    # 줄의 칸은 primary 단추라 페이지 CSS 의 강조 (노랑, 굵은 테두리) 를 입는다
    marked = {c for c in range(9) if stamped(at, "gt_cell", c).proto.type == "primary"}
    assert marked == {2, 4, 6}
    at.segmented_control(key="side_lang").set_value("en").run()
    assert tr("en", "gt_review_loss", n=3, cell="left edge", alt="bottom-left corner") in [
        m.value for m in at.markdown
    ]
    assert stamped(at, "gt_cell", 0).label == "*top-left corner,* :blue[X]"


def test_tapping_any_cell_of_the_score_map_says_what_is_there() -> None:
    """QA: AI 의 점수 그림에서 돌이 놓인 칸을 누르면 빈 이름표가 떴다. 브라우저가 누름에 띄우는
    것은 hovertemplate 를 칸의 값 (customdata, 없으면 text) 으로 채운 글이다."""
    at = new_app(GAMETREE, direct=True, params={"start": "me", "moves": "0,4,8"})
    assert not at.exception
    before = game(at).last.before
    heat = chart(at, "gt_heatmap")["data"][0]
    field = "customdata" if "customdata" in heat else "text"
    template = heat["hovertemplate"].replace("<extra></extra>", "")
    tips = [template.replace(f"%{{{field}}}", tip) for row in heat[field] for tip in row]
    assert all(tips), tips
    for cell, stone in enumerate(before):
        if stone is not None:
            assert tips[cell] == tr("ko", "gt_heat_taken", cell=place("ko", cell), stone=stone)


def test_the_nodes_metric_has_no_minus_zero_when_both_methods_saw_the_same_nodes() -> None:
    """QA: 남은 칸이 둘인 AI 의 마지막 결정은 두 방법이 같은 노드를 봐서 차이가 '-0' 이었다."""
    at = new_app(GAMETREE, direct=True, params={"start": "me", "moves": "0,1,2,3,4,5,7"})
    assert not at.exception
    before = game(at).last.before
    assert tictactoe.best_move(before, "minimax").nodes == tictactoe.best_move(before).nodes
    label = tr("ko", "gt_nodes", alg=tr("ko", "gt_alg_alphabeta"))
    shown = [m for m in at.metric if m.label == label]
    assert shown and shown[0].delta in (None, "")
