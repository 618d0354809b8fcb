"""사목 페이지의 상태 (streamlit 없음): 누름과 차례, AI 의 수, link() 로 쓰고 open_link() 로
다시 열기."""

from __future__ import annotations

import pytest
from opening import BASEBALL, opening

from solver.gametree import connect4
from solver.gametree.connect4_ai import AIChoice, AISettings, Search, choose_column
from ui.gametree.connect4_state import (
    AI_SPECS,
    Connect4State,
    Connect4View,
    LastAI,
    Opener,
)
from ui.link_reader import Dropped


def decide(before: str, settings: AISettings, seed: int) -> AIChoice:
    """진짜 AI (캐시 없이)."""
    return choose_column(connect4.position(before), settings, seed)


def never(before: str, settings: AISettings, seed: int) -> AIChoice:
    """불리면 안 되는 AI: 기록된 수는 다시 계산하지 않는다."""
    raise AssertionError(f"the AI was asked about {before!r}")


def started(start: Opener = Opener.ME, seed: int = 5) -> Connect4State:
    state = Connect4State(ai=AISettings(depth=2))
    state.choose_start(start, seed)
    return state


def written(params: dict[str, str]) -> dict[str, str]:
    """주소에 쓰인 매개변수 (ui/links.keep 은 빈 값을 쓰지 않는다)."""
    return {k: v for k, v in params.items() if v != ""}


def tap(state: Connect4State, column: int) -> None:
    """사람의 누름과, 페이지가 그 뒤에 하듯 AI 의 답."""
    state.tap(column, state.turn.stamp)
    state.settle(decide)


def test_a_tap_drops_a_stone_and_the_ai_answers_once() -> None:
    state = started()
    state.tap(4, state.turn.stamp)
    assert state.moves == [4] and state.ai_to_move and not state.playable()
    assert state.settle(decide) and len(state.moves) == 2
    assert not state.settle(decide)  # 사람 차례: AI 는 두지 않는다
    assert state.last_ai == LastAI("4", state.ai, state.moves[1])


def test_a_second_tap_of_a_double_tap_is_dropped() -> None:
    state = started()
    drawn = state.turn.stamp
    state.tap(4, drawn)
    state.settle(decide)
    state.tap(4, drawn)  # 지난 차례에 그려진 단추
    assert len(state.moves) == 2


def test_a_tap_while_the_ai_thinks_is_not_played() -> None:
    state = started()
    state.tap(4, state.turn.stamp)
    state.tap(
        3, state.turn.stamp
    )  # AI 차례의 판: 열 단추가 꺼져 있어 오지 않지만, 와도 두지 않는다
    assert state.moves == [4]
    state.settle(decide)
    assert len(state.moves) == 2


def test_two_overlapping_runs_let_the_ai_answer_once() -> None:
    # 찾은 문제: 두 번 누름의 두 번째가 새 실행을 열면 Streamlit (runner.fastReruns) 은 AI 가 아직
    # 생각하는 지난 실행을 기다리지 않는다. 두 실행이 저마다 AI 의 답을 놓아 '4444' 가 되었다.
    state = started()
    state.tap(4, state.turn.stamp)

    def overlapped(before: str, settings: AISettings, seed: int) -> AIChoice:
        # 이 실행이 생각하는 사이 겹친 실행이 같은 판에서 먼저 답을 놓는다
        assert state.settle(decide)
        return decide(before, settings, seed)

    assert state.settle(overlapped) is False  # 늦게 끝난 답은 버린다
    assert len(state.moves) == 2 and state.playable()


def test_a_full_column_cannot_be_played() -> None:
    state = Connect4State()
    state.open_link({"moves": "444444", "start": "me"}, opening())
    state.tap(4, state.turn.stamp)
    assert state.moves == [4, 4, 4, 4, 4, 4]
    assert 4 not in state.playable()


def test_when_the_ai_starts_it_moves_first() -> None:
    state = started(Opener.AI)
    assert state.match.human == 1 and state.ai_to_move
    state.settle(decide)
    assert len(state.moves) == 1 and not state.ai_to_move


def test_a_whole_game_ends_and_then_nothing_can_be_played() -> None:
    state = started()
    for _ in range(42):
        if state.over:
            break
        tap(state, min(state.playable()))
    assert state.over and state.playable() == frozenset()
    before = list(state.moves)
    state.tap(1, state.turn.stamp)
    assert state.moves == before


def test_new_game_clears_the_board_and_takes_the_new_seed() -> None:
    state = started()
    tap(state, 4)
    stamp = state.turn.stamp
    state.new_game(99, stamp)
    assert state.moves == [] and state.seed == 99 and state.last_ai is None
    state.new_game(100, stamp)  # 지난 차례의 '새 게임'
    assert state.seed == 99


def test_settings_apply_to_the_next_ai_move() -> None:
    state = started()
    state.choose_ai("mc300")
    state.choose_temperature(0.1)
    assert state.ai == AISettings(Search.MCTS, None, None, 300, 0.1)
    tap(state, 4)
    assert state.last_ai is not None and state.last_ai.settings.spec == "mc300"
    state.choose_ai("ab3")  # 이미 둔 수의 '어떻게 골랐나' 는 그 수를 고른 설정으로 다시 그린다
    assert state.last_ai.settings.spec == "mc300"


def test_a_link_where_the_ai_started_finds_the_ais_last_move_in_the_record() -> None:
    state = Connect4State()
    state.open_link({"moves": "445", "start": "ai", "ai": "ab2", "seed": "3"}, opening())
    assert state.match.human == 1 and state.start is Opener.AI and not state.ai_to_move
    assert state.last_ai == LastAI("44", state.ai, 5)  # AI 는 첫째 · 셋째 수 (4, 5)


def test_the_link_reopens_the_same_game_without_asking_the_ai() -> None:
    state = started()
    tap(state, 4)
    tap(state, 3)
    state.choose_ai("ab0.5s")
    state.choose_view("tricks")
    params = written(state.link(BASEBALL))
    again = Connect4State()
    assert again.open_link(params, opening(seed=1)) == []
    assert again.settle(never) is False
    assert written(again.link(BASEBALL)) == params
    assert again.moves == state.moves and again.view is Connect4View.TRICKS
    assert again.last_ai == LastAI(
        connect4.format_moves(state.moves[:-1]), again.ai, state.moves[-1]
    )


def test_a_link_that_stops_at_the_ai_turn_lets_the_ai_answer() -> None:
    state = Connect4State()
    state.open_link({"moves": "4", "start": "me", "ai": "ab2", "seed": "3"}, opening())
    assert state.ai_to_move
    assert state.settle(decide) and len(state.moves) == 2


@pytest.mark.parametrize(
    ("moves", "kept", "played"),
    [
        ("44x5", "44", [4, 4]),  # 1-7 이 아닌 글자
        ("4444444", "444444", [4] * 6),  # 가득 찬 열
        ("4455667" + "1", "4455667", [4, 4, 5, 5, 6, 6, 7]),  # 끝난 뒤의 수
        ("9", None, []),
    ],
)
def test_a_bad_move_list_keeps_its_playable_start_and_says_so(
    moves: str, kept: str | None, played: list[int]
) -> None:
    state = Connect4State()
    dropped = state.open_link({"moves": moves, "start": "ai"}, opening())
    assert Dropped("moves", kept) in dropped
    assert state.moves == played


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("start", "them"),
        ("ai", "ab99"),
        ("ai", "<script>"),
        ("temp", "7"),
        ("temp", "nan"),
        ("seed", "-1"),
        ("view", "secret"),
        ("run", "yes"),
        ("duel_a", "ab8"),
        ("duel_games", "100"),
    ],
)
def test_junk_parameters_are_dropped_and_the_rest_still_opens(name: str, value: str) -> None:
    state = Connect4State()
    params = {"moves": "44", "start": "me", "ai": "ab3", "seed": "2", name: value}
    dropped = state.open_link(params, opening(seed=8))
    assert [d.name for d in dropped] == [name]
    assert state.moves == [4, 4]


def test_a_link_without_a_game_keeps_the_current_game() -> None:
    state = started()
    tap(state, 4)
    before = list(state.moves)
    state.open_link({"view": "solve"}, opening(seed=1))
    assert state.moves == before and state.view is Connect4View.SOLVE


def test_a_replay_link_opens_that_game_with_the_duel_view() -> None:
    state = started()
    state.choose_view("duel")
    params = written(state.replay_link("4455667", BASEBALL))
    again = Connect4State()
    again.open_link(params, opening())
    assert again.moves == [4, 4, 5, 5, 6, 6, 7] and again.over
    assert again.view is Connect4View.DUEL and again.ran


def test_stop_hides_the_result_and_a_stale_stop_is_ignored() -> None:
    state = started()
    state.choose_view("duel")
    state.run(state.turn.stamp)
    drawn = state.turn.stamp
    state.stop(drawn - 1)  # 지난 차례의 단추
    assert state.ran
    state.stop(drawn)
    assert not state.ran


def test_every_offered_ai_reads_back() -> None:
    for spec in AI_SPECS:
        state = Connect4State()
        state.open_link({"ai": spec}, opening())
        assert state.ai.spec == spec


def test_keep_going_asks_for_one_more_budget_once_per_drawn_button() -> None:
    state = Connect4State()
    state.open_link({"moves": "4453", "view": "solve"}, opening())
    state.run(state.turn.stamp)
    assert state.ran and state.rounds == 1
    drawn = state.turn.stamp
    state.more(drawn, 3)  # 보이는 답이 예산 3 번을 썼다
    state.more(drawn, 3)  # 두 번 누름의 두 번째: 지난 차례
    assert state.rounds == 4
    state.run(state.turn.stamp)  # 다시 '풀기' 는 처음 예산부터 묻는다 (보관함이 더 푼 답을 준다)
    assert state.rounds == 1
    assert "rounds" not in state.link(BASEBALL) and state.link(BASEBALL)["run"] == "1"
