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
    """링크가 '어떻게 골랐나' 를 다시 그린다: 씨앗마다 고른 열을 한 번 계산해 적어 두었다 (같은
    호출을 두 번 견주면 한 프로세스가 되풀이하는 것만 본다)."""
    state = connect4.position("4453")
    warm = AISettings(depth=4, temperature=0.03)
    columns = "".join(str(choose_column(state, warm, seed).column) for seed in range(8))
    assert columns == "74473332"  # 씨앗 0..7
    mcts = AISettings(Search.MCTS, None, None, 300)
    columns = "".join(str(choose_column(state, mcts, seed).column) for seed in range(4))
    assert columns == "5777"  # 씨앗 0..3


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


class Ticking:
    """부를 때마다 step 초씩 나아가는 가짜 시계: 시간이 아니라 일 (시계를 본 횟수) 을 센다.
    탐색은 속 노드 64 개마다 시계를 보므로 예산은 기계의 빠르기와 상관없이 같은 곳에서 끝난다."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        return (self.reads - 1) * self.step


# 22 수 둔 판: 남은 20 칸을 끝까지 찾아도 노드 5,000 개가 안 된다 (예산을 보지 않아도 곧 끝난다)
LATE = "7177345646744675423112"


@pytest.mark.parametrize(
    ("moves", "settings", "budget"),
    [
        (LATE, AISettings(depth=None, seconds=0.25), 0.25),
        ("", AISettings(depth=8), MAX_SECONDS),  # 깊이를 고른 알파-베타도 MAX_SECONDS 에서 멈춘다
    ],
    ids=["seconds", "depth"],
)
def test_a_time_budget_stops_the_search_in_time(
    moves: str, settings: AISettings, budget: float
) -> None:
    state = connect4.position(moves)
    clock = Ticking(budget / 12)  # 시계를 열두 번 보면 예산이 다 된다
    choice = choose_column(state, settings, 0, clock=clock)
    cap = min(settings.depth or connect4.CELLS, connect4.CELLS - state.plies)
    assert choice.out_of_time
    assert 2 <= choice.depth < cap  # 예산 안에서 깊이 1 보다 더 찾았고, 끝까지는 못 갔다
    # 예산을 넘긴 시계를 처음 본 곳에서 멈췄다: 시계를 본 것은 예산의 열두 번에 더해 처음의
    # 두 번 (한 수와 탐색의 시작), 넘긴 것을 본 한 번, 끝에 걸린 시간을 재는 두 번뿐이다 (한 번은
    # float 의 여유)
    assert budget < choice.seconds <= budget + 5 * clock.step
    # 깊이 사이가 아니라 다음 깊이의 한가운데서 멈췄다 (속 노드 64 개마다 보는 마감): 마친
    # 깊이까지의 노드보다 더 보았다 (버린 깊이의 일)
    finished = choose_column(state, AISettings(depth=choice.depth), 0, clock=lambda: 0.0)
    assert choice.nodes > finished.nodes
    # 멈춘 것은 예산 때문이다: 시계가 서 있으면 같은 판을 끝까지 찾는다 (작은 판만: 빈 판은 길다)
    if moves == LATE:
        unhurried = choose_column(state, settings, 0, clock=lambda: 0.0)
        assert not unhurried.out_of_time and unhurried.depth == cap


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
    assert (game.moves, game.winner) == ("434433556754435571147115773311667666", "A")  # 적어 둔 판
    if game.winner is not None:
        last_mover = 1 + (len(game.moves) - 1) % 2
        assert (game.first == game.winner) == (last_mover == 1)
