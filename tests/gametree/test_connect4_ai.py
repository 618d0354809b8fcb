"""사목 AI 의 한 수 (connect4_ai), 기법 사다리 (connect4_ladder), AI 끼리 (connect4_duel)."""

from __future__ import annotations

import pytest

from solver.gametree import connect4
from solver.gametree.connect4_ai import (
    DEPTHS,
    MAX_SECONDS,
    PLAYOUTS,
    SECONDS,
    AISettings,
    Search,
    choose_column,
)
from solver.gametree.connect4_duel import duel_game
from solver.gametree.connect4_ladder import TRICKS, trick_ladder

EVERY_SPEC = [
    *(AISettings(depth=d) for d in DEPTHS),
    *(AISettings(depth=None, seconds=s) for s in SECONDS),
    *(AISettings(Search.MCTS, None, None, p) for p in PLAYOUTS),
]


@pytest.mark.parametrize("settings", EVERY_SPEC, ids=lambda s: s.spec)
def test_every_offered_setting_reads_back_from_its_short_text(settings: AISettings) -> None:
    assert AISettings.parse(settings.spec) == settings


@pytest.mark.parametrize("text", ["", "ab", "ab0", "ab9", "ab3s", "mc7", "mc-1", "xx5", "ab5 5"])
def test_a_setting_that_is_not_offered_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        AISettings.parse(text)


def test_a_temperature_that_is_not_offered_is_refused() -> None:
    with pytest.raises(ValueError):
        AISettings.parse("ab4", temperature=0.5)


@pytest.mark.parametrize(
    "settings", [AISettings(depth=3), AISettings(Search.MCTS, None, None, 300)]
)
def test_the_ai_takes_an_immediate_win(settings: AISettings) -> None:
    # X 가 4 · 5 · 6 열 바닥에: 3 열이나 7 열이면 넷
    choice = choose_column(connect4.position("445566"), settings, seed=1)
    assert choice.column in (3, 7)


def test_the_ai_blocks_an_immediate_loss() -> None:
    # O 가 1 열에 셋 (X 는 바로 이길 수 없다): X 는 1 열을 막아야 한다
    choice = choose_column(connect4.position("414151"), AISettings(depth=4), seed=0)
    assert choice.column == 1


def test_the_same_position_settings_and_seed_give_the_same_choice() -> None:
    state = connect4.position("4453")
    for settings in (
        AISettings(depth=4, temperature=0.03),
        AISettings(Search.MCTS, None, None, 300),
    ):
        first = choose_column(state, settings, seed=7)
        again = choose_column(state, settings, seed=7)
        assert (first.column, first.columns) == (again.column, again.columns)


def test_alphabeta_figures_name_every_legal_column_and_probabilities_sum_to_one() -> None:
    choice = choose_column(connect4.position("4444"), AISettings(depth=3), seed=0)
    assert [f.column for f in choice.columns] == [1, 2, 3, 4, 5, 6, 7]
    assert all(f.value is not None and f.visits is None for f in choice.columns)
    assert sum(f.probability for f in choice.columns) == pytest.approx(1.0)
    assert choice.depth == 3 and choice.nodes > 0 and choice.pv[0] == choice.best


def test_at_temperature_zero_the_ai_plays_a_best_column() -> None:
    state = connect4.position("4453")
    for seed in range(5):
        choice = choose_column(state, AISettings(depth=4), seed)
        top = max(f.value for f in choice.columns)
        assert next(f for f in choice.columns if f.column == choice.column).value == top


def test_mcts_figures_are_visits_and_win_rates_and_it_plays_the_most_visited() -> None:
    choice = choose_column(connect4.position(""), AISettings(Search.MCTS, None, None, 300), 0)
    visits = {f.column: f.visits for f in choice.columns}
    assert sum(visits.values()) == 300
    assert choice.column == max(visits, key=visits.get)
    assert choice.depth == 0 and choice.nodes == 300


def test_a_time_budget_stops_the_search_in_time() -> None:
    choice = choose_column(connect4.position(""), AISettings(depth=None, seconds=0.25), 0)
    assert choice.seconds < 0.25 + 0.5  # 시계는 512 노드마다 본다: 넘어도 조금
    assert choice.depth >= 1
    assert MAX_SECONDS <= 2.0


def test_a_finished_game_has_no_ai_move() -> None:
    with pytest.raises(ValueError):
        choose_column(connect4.position("4455667"), AISettings(), 0)


def test_every_trick_finds_the_same_value_with_fewer_positions() -> None:
    rungs = trick_ladder(connect4.position("4453"), 4)
    assert [r.trick for r in rungs] == list(TRICKS)
    assert len({round(r.value, 9) for r in rungs}) == 1
    nodes = {r.trick: r.nodes for r in rungs}
    assert nodes["minimax"] > nodes["alphabeta"] > nodes["ordering"] >= nodes["table"]


def test_the_ladder_refuses_a_depth_below_one() -> None:
    with pytest.raises(ValueError):
        trick_ladder(connect4.position(""), 0)


def test_a_duel_game_is_played_to_the_end_and_replays_from_its_moves() -> None:
    a, b = AISettings(depth=2), AISettings(depth=1)
    game = duel_game(a, b, 1, seed=3)
    assert game.first == "B"
    state = connect4.position(game.moves)  # 수순이 규칙에 맞다 (틀리면 InputError)
    result = connect4.outcome(state)
    assert result is not None
    assert duel_game(a, b, 1, seed=3) == game
    if game.winner is not None:
        last_mover = 1 + (len(game.moves) - 1) % 2
        assert (game.first == game.winner) == (last_mover == 1)
