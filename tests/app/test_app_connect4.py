"""사목 페이지의 AppTest: 열 단추로 한 판을 끝까지, 링크로 같은 판, 판 아래의 네 칸, 틀린 링크."""

from __future__ import annotations

import math

import pytest
from apptest import charts, has_stamped, new_app, page_state, stamped, table_columns
from streamlit.testing.v1 import AppTest

from solver.gametree import connect4
from solver.gametree.connect4_ai import AISettings, choose_column
from ui import solving
from ui.gametree.connect4_model import HORIZON_GRID, grid_html, status_text
from ui.gametree.connect4_state import Connect4State
from ui.gametree.horizon_words import (
    horizon_marks,
    horizon_view,
    term_words,
    total_words,
    verdict_words,
)
from ui.states import Key
from ui.text import tr

CONNECT4 = "pages/connect4.py"
# 27 돌, 나중 쪽 (O) 의 차례인 끝나지 않은 판 (bench 의 끝 무렵 판): AI 가 먼저면 사람 차례
LATE = "354344423321573555745212413"


def opened(params: dict[str, str]) -> AppTest:
    """새 브라우저에서 이 매개변수의 주소로 사목 페이지를 바로 연 AppTest."""
    return new_app(CONNECT4, direct=True, params=params)


def state(at: AppTest) -> Connect4State:
    return page_state(at, Key.CONNECT4)


def play_out(at: AppTest) -> AppTest:
    """사람 차례마다 가운데에 가까운 열을 누른다, 판이 끝날 때까지 (AI 는 같은 실행 안에서
    답한다)."""
    for _ in range(22):
        game = state(at)
        if game.over:
            break
        column = next(c for c in (4, 3, 5, 2, 6, 1, 7) if c in game.playable())
        stamped(at, "c4_drop", column).click().run()
        assert not at.exception
        assert not state(at).ai_to_move  # AI 는 이미 답했다 (또는 판이 끝났다)
    return at


def test_a_whole_game_is_played_by_taps_and_the_link_reopens_it() -> None:
    at = opened({"start": "me", "ai": "ab2", "seed": "4"})
    assert not at.exception and not at.warning
    play_out(at)
    game = state(at)
    assert game.over
    assert at.query_params["moves"] == game.text
    assert status_text("ko", game) in [m.value for m in at.markdown]
    again = opened(dict(at.query_params))
    assert not again.exception and not again.warning
    assert state(again).moves == game.moves
    assert all(stamped(again, "c4_drop", c).disabled for c in range(1, 8))


def test_when_the_ai_starts_the_page_opens_with_its_stone() -> None:
    at = opened({"start": "ai", "ai": "ab3", "seed": "2"})
    assert not at.exception
    assert len(state(at).moves) == 1 and at.query_params["moves"] == state(at).text


def test_a_double_tap_plays_once() -> None:
    at = opened({"start": "me", "ai": "ab2", "seed": "4"})
    button = stamped(at, "c4_drop", 4)
    button.click().run()
    button.click().run()  # 지난 차례의 단추 (두 번 누름의 두 번째)
    assert len(state(at).moves) == 2


def test_how_the_ai_chose_draws_a_bar_per_column() -> None:
    at = opened({"start": "me", "moves": "4453", "ai": "ab3", "seed": "1", "view": "why"})
    found = charts(at)["c4_why_chart"]
    assert found["data"][0]["x"] == [str(c) for c in range(1, 8)]


def test_how_the_ai_chose_shows_the_horizon_board_and_its_estimate() -> None:
    # AI (O) 는 445 의 판에서 3열을 골랐다: 같은 설정 · 씨앗의 탐색이 보일 지평선. 먼저 찾아 두면
    # 이 프로세스의 기계어 어림이 컴파일되어 페이지의 탐색 (2 초 한계) 이 컴파일을 기다리지 않는다
    choice = choose_column(connect4.position("445"), AISettings.parse("ab3"), 1, clock=lambda: 0.0)
    at = opened({"start": "me", "moves": "4453", "ai": "ab3", "seed": "1", "view": "why"})
    assert not at.exception
    view = horizon_view("445", choice)
    assert view is not None and view.horizon.outcome is None
    texts = [m.value for m in at.markdown]
    assert f"**{tr('ko', 'c4_horizon_title')}**" in texts
    assert total_words("ko", view) in texts
    assert verdict_words("ko", view) in texts
    assert any(term_words("ko", view.horizon.terms[0], view.seat) in t for t in texts)
    board = next(t for t in texts if HORIZON_GRID in t)
    marks = horizon_marks(view.horizon.terms)
    assert board == grid_html("ko", view.moves, marks, root=HORIZON_GRID) and "c4-mark" in board
    mcts = opened({"start": "me", "moves": "4453", "ai": "mc100", "seed": "1", "view": "why"})
    assert tr("ko", "c4_horizon_mcts") in [c.value for c in mcts.caption]


def test_what_each_trick_saves_runs_on_demand() -> None:
    at = opened({"start": "me", "moves": "4453", "view": "tricks", "lang": "en"})
    assert "c4_ladder_chart" not in charts(at)
    stamped(at, "c4_run").click().run()
    assert not at.exception
    rows = table_columns(at, "Positions")
    assert len(rows["Trick"]) == 5 and rows["Fewer than minimax"][0] == "1.0x"
    assert "c4_ladder_chart" in charts(at)
    assert at.query_params["run"] == "1"


@pytest.fixture
def nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    """풀기의 예산을 시계 대신 노드 수로 (기계의 빠르기와 상관없다), 빈 보관함."""
    monkeypatch.setattr(solving, "SOLVE_SECONDS", math.inf)
    monkeypatch.setattr(solving, "SOLVE_NODES", 300_000)  # 4453 의 몇 열에 범위가 선다
    monkeypatch.setattr(solving, "_SOLVINGS", solving._Solvings())


def test_an_early_position_is_answered_with_bounds_and_keeps_going_once_per_tap(nodes) -> None:
    at = opened({"start": "me", "moves": "4453", "view": "solve", "lang": "en"})
    stamped(at, "c4_run").click().run()
    assert not at.exception
    first = solving.connect4_solved("4453")
    assert not first.exact and first.rounds == 1
    shown = " ".join(m.value for m in at.markdown)
    assert tr("en", "c4_solve_verdict", side="X", words="") in shown  # 한 줄의 답
    assert "Not solved yet after" in shown  # 다 못 풀었다고 말한다
    meanings = table_columns(at, "Score")[tr("en", "c4_meaning")]
    assert len(meanings) == 7 and any("still being proved" in m for m in meanings)
    button = stamped(at, "c4_run")  # 이제 '계속 풀기'
    assert button.label == tr("en", "c4_solve_more")
    button.click().run()
    button.click().run()  # 두 번 누름의 두 번째: 지난 차례의 단추
    assert not at.exception
    assert solving.connect4_solved("4453").rounds == 2 and state(at).rounds == 2
    assert at.query_params["run"] == "1"
    again = opened(dict(at.query_params))  # 다시 연 화면: 보관함이 가장 많이 푼 답
    assert not again.exception
    assert table_columns(again, "Score") == table_columns(at, "Score")


def test_a_late_position_is_solved_for_every_column(nodes) -> None:
    at = opened({"start": "ai", "moves": LATE, "view": "solve", "run": "1", "lang": "en"})
    assert not at.exception
    rows = table_columns(at, "Score")
    assert rows["Column"][0].startswith("1") and len(rows["Column"]) == 7
    assert not has_stamped(at, "c4_run")  # 끝까지 풀었다: 계속할 것이 없다
    assert any("Solved to the end" in m.value for m in at.markdown)
    assert len(state(at).moves) == len(LATE)  # AI 는 두지 않았다 (사람 차례)


def test_ai_vs_ai_tallies_seeded_games_with_replay_links() -> None:
    params = {"view": "duel", "duel_a": "ab2", "duel_b": "ab4", "duel_games": "2", "lang": "en"}
    at = opened({**params, "seed": "3"})
    stamped(at, "c4_run").click().run()
    assert not at.exception
    rows = table_columns(at, "Replay")
    assert rows["Game"] == ["1", "2"] and rows["First"] == ["A", "B"]
    link = rows["Replay"][0]
    assert "moves=" in link and "view=duel" in link
    again = opened({**params, "seed": "3", "run": "1"})
    assert table_columns(again, "Replay") == rows  # 같은 씨앗이면 같은 판들
    assert not has_stamped(again, "c4_stop")  # 멈추기는 두는 동안만


def test_a_junk_link_falls_back_with_a_notice() -> None:
    at = opened({"moves": "44x", "ai": "ab99", "view": "nope", "temp": "hot"})
    assert not at.exception
    assert len(at.warning) == 1
    notice = at.warning[0].value
    for name in ("moves", "ai", "view", "temp"):
        assert f"{name}=" in notice
    assert state(at).moves[:2] == [4, 4]


def test_a_junk_link_that_leaves_the_ai_to_move_still_says_what_it_dropped() -> None:
    # AI 가 답한 뒤 페이지가 다시 돈다: 그 실행은 새 링크가 아니라도 링크의 알림을 잃지 않는다
    for link, junk in (
        (
            {"moves": "4", "start": "me", "view": "duel", "duel_games": "99999", "temp": "\0"},
            ("duel_games", "temp"),
        ),
        ({"moves": "١٢٣", "start": "ai", "ai": "ab2"}, ("moves",)),
    ):
        at = opened(link)
        assert not at.exception and not state(at).ai_to_move
        assert len(at.warning) == 1, link
        notice = at.warning[0].value
        assert all(f"`{name}=" in notice for name in junk), notice


def test_the_game_and_settings_survive_a_language_switch() -> None:
    at = opened({"start": "me", "ai": "mc300", "seed": "1"})
    stamped(at, "c4_drop", 4).click().run()
    moves = list(state(at).moves)
    at.session_state[Key.LANG] = "en"
    at.run()
    assert not at.exception
    assert state(at).moves == moves and state(at).ai.spec == "mc300"
    assert at.selectbox(key="c4_ai_en").value == "mc300"
