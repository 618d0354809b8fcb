"""페이지 상태 객체 (streamlit 없이): 게임 종류마다 판, 설정은 보고 있는 판의 것, 지난 차례 무시."""

from __future__ import annotations

import random

from opening import opening

from solver.codebreaking.feedback import score
from solver.codebreaking.variants import get_variant
from solver.gametree.match import Start
from solver.gametree.tictactoe import best_move
from ui.codebreaking.autoplay_slot import AutoSettings, Phase
from ui.codebreaking.autoplay_state import AutoplayState
from ui.codebreaking.keeper_state import KeeperState
from ui.codebreaking.tree_state import TreeState
from ui.gametree.gametree_state import GameTreeState

BASEBALL = get_variant("baseball3")
MASTERMIND = get_variant("mastermind")
BULLS = get_variant("bulls4")


# --- 자동 진행 ---------------------------------------------------------------------------


def test_autoplay_keeps_one_game_per_variant() -> None:
    state = AutoplayState()
    first = state.slot(BASEBALL, seed=1)
    state.step(BASEBALL, state.turn.stamp)
    assert len(state.load(BASEBALL).turns) == 1
    state.slot(MASTERMIND, seed=2)
    assert state.slot(BASEBALL, seed=3) is first  # 다른 씨앗을 줘도 있던 판 그대로
    assert len(state.load(BASEBALL).turns) == 1
    assert state.load(MASTERMIND).turns == []


def test_autoplay_settings_are_fitted_to_the_variant() -> None:
    settings = AutoSettings(strategy="optimal", sampling=True, sample=3000, sample_above=2000)
    fitted = settings.fitted(MASTERMIND)
    assert fitted.strategy == "minimax"  # 실어 둔 나무가 baseball3 뿐
    assert (fitted.sample, fitted.sample_above) == (1296, 1296)
    assert settings.fitted(BASEBALL).strategy == "optimal"
    assert AutoSettings(minimax=False, strategy="entropy").strategy_name == "random"


def test_autoplay_edit_restarts_only_when_the_game_settings_change() -> None:
    state = AutoplayState()
    state.slot(BASEBALL, seed=1)
    state.step(BASEBALL, state.turn.stamp)
    state.edit(BASEBALL, seed=2, sample=77)  # 표본을 켜지 않았으니 판은 그대로
    assert len(state.load(BASEBALL).turns) == 1 and not state.notice
    state.edit(BASEBALL, seed=2, strategy="entropy")
    game = state.load(BASEBALL)
    assert game.strategy == "entropy" and game.turns == []
    assert state.notice
    # 새 종류는 마지막으로 고른 설정으로 시작한다
    assert state.slot(MASTERMIND, seed=3).settings.strategy == "entropy"


def test_autoplay_stale_step_and_restart_are_ignored() -> None:
    state = AutoplayState()
    state.slot(BASEBALL, seed=1)
    drawn = state.turn.stamp
    state.step(BASEBALL, drawn)
    state.step(BASEBALL, drawn)  # 같은 차례의 두 번째 누름
    assert state.slots["baseball3"].phase is Phase.ANSWER
    seed = state.load(BASEBALL).seed
    state.restart(BASEBALL, seed=9, stamp=drawn)
    assert state.load(BASEBALL).seed == seed


def test_autoplay_slot_knows_when_the_game_is_won() -> None:
    state = AutoplayState()
    slot = state.slot(BASEBALL, seed=4)
    for _ in range(16):
        if slot.won:
            break
        state.step(BASEBALL, state.turn.stamp)
    assert slot.won and state.load(BASEBALL).won


def test_a_beat_steps_once_and_only_while_it_is_the_board_on_screen() -> None:
    state = AutoplayState()
    state.slot(BASEBALL, seed=1)
    first = state.beat(BASEBALL)
    state.pace(BASEBALL, first)
    assert len(state.load(BASEBALL).turns) == 1 and state.slots["baseball3"].phase is Phase.ANSWER
    second = state.beat(BASEBALL)
    assert second != first
    state.pace(BASEBALL, first)  # 두 번 온 박자 · 늦게 온 박자
    assert state.beat(BASEBALL) == second
    state.pace(BASEBALL, "junk")
    assert state.beat(BASEBALL) == second
    state.pace(BASEBALL, second)  # 다음 추측을 부르는 단계
    assert state.slots["baseball3"].phase is Phase.GUESS
    # 박자는 차례를 넘기지 않는다: 그려진 단추는 그대로 듣는다
    assert state.turn.stamp == 0


def test_a_beat_does_nothing_when_paused_after_a_new_game_or_once_won() -> None:
    state = AutoplayState()
    slot = state.slot(BASEBALL, seed=1)
    beat = state.beat(BASEBALL)
    state.playing = False
    state.pace(BASEBALL, beat)
    assert state.beat(BASEBALL) == beat
    state.playing = True
    state.restart(BASEBALL, seed=2)  # 새 판은 새 차례: 앞 판의 박자는 늦게 온 것
    state.pace(BASEBALL, beat)
    assert state.load(BASEBALL).turns == []
    while not slot.won:
        state.pace(BASEBALL, state.beat(BASEBALL))
    won = state.beat(BASEBALL)
    state.pace(BASEBALL, won)
    assert state.beat(BASEBALL) == won
    state.pace(MASTERMIND, "0.mastermind.0.guess")  # 판이 없는 종류
    assert "mastermind" not in state.slots


def test_a_won_game_turns_autoplay_off_and_a_new_secret_turns_it_back_on() -> None:
    """찾은 문제: 판이 끝나 자동 진행이 멈춰도 스위치는 '켬' 이라고 했다."""
    state = AutoplayState()
    slot = state.slot(BASEBALL, seed=4)
    while not slot.won:
        assert state.playing
        state.pace(BASEBALL, state.beat(BASEBALL))
    assert not state.playing
    state.restart(BASEBALL, seed=5, stamp=state.turn.stamp, play=True)  # 끝난 판의 '새 비밀 수'
    assert state.playing and state.load(BASEBALL).turns == []
    state.playing = False
    state.restart(BASEBALL, seed=6)  # 설정의 '새 비밀 수' 는 멈춤을 그대로 둔다
    assert not state.playing


def test_the_autoplay_link_reopens_the_same_step_and_pause() -> None:
    """찾은 문제: 멈춘 판을 새로 고치거나 서버가 다시 뜨면 1번째 질문부터 다시 돌았다."""
    state = AutoplayState()
    state.slot(BASEBALL, seed=7)
    state.playing = False
    for _ in range(3):  # 1번째 대답 · 2번째 추측 · 2번째 대답
        state.step(BASEBALL, state.turn.stamp)
    params = state.link(BASEBALL)
    assert params["step"] == "3" and params["paused"] == "1"
    assert "step" not in state.new_game_link(BASEBALL)
    fresh = AutoplayState()
    assert fresh.open_link(params, opening(BASEBALL, seed=99)) == []
    assert not fresh.playing and fresh.position(BASEBALL) == 3
    assert fresh.slots["baseball3"].phase is state.slots["baseball3"].phase
    assert fresh.load(BASEBALL).turns == state.load(BASEBALL).turns
    # 맞힌 뒤의 단계는 버리고 맞힌 자리에서 연다 (멈춘 판으로)
    late = AutoplayState()
    dropped = late.open_link({**params, "step": "200"}, opening(BASEBALL, seed=99))
    assert [d.name for d in dropped] == ["step"] and late.slots["baseball3"].won
    assert not late.playing


def test_a_second_tap_on_the_old_tree_picture_is_ignored() -> None:
    """찾은 문제: 나무 그림의 칸을 150 ms 사이로 두 번 누르면 두 층 내려갔다. 그림의 누름은 그린
    차례에만 듣는다 (브라우저는 막 그려진 그림의 누름을 막는다: ui/browser/tap_guard.js)."""
    state = TreeState()
    drawn = state.turn.stamp
    state.tap(BASEBALL, (), "r.1", drawn)
    assert state.path(BASEBALL) == (1,)
    state.tap(BASEBALL, (), "r.2", drawn)  # 같은 (지난) 그림의 두 번째 손가락
    assert state.path(BASEBALL) == (1,)
    state.tap(BASEBALL, (1,), "r.1.4", state.turn.stamp)  # 새 그림은 듣는다
    assert state.path(BASEBALL) == (1, 4)
    state.tap(BASEBALL, (1, 4), "r.1.4", state.turn.stamp)  # 지금 마디 (왼쪽 칸) 는 한 층 위로
    assert state.path(BASEBALL) == (1,)


# --- 지킴이 ------------------------------------------------------------------------------


def honest(state: KeeperState, secret: str) -> int:
    guess = state.load(BASEBALL).proposal().guess
    return score(BASEBALL, guess, BASEBALL.parse(secret))


def test_keeper_answers_once_per_turn_and_keeps_games_per_variant() -> None:
    state = KeeperState()
    state.slot(BASEBALL, seed=0)
    drawn = state.turn.stamp
    value = honest(state, "719")
    state.answer(BASEBALL, value, drawn)
    state.answer(BASEBALL, value, drawn)  # 두 번 누름
    assert len(state.load(BASEBALL).turns) == 1
    state.slot(BULLS, seed=0)
    assert len(state.load(BASEBALL).turns) == 1


def test_keeper_keeps_the_reason_of_a_refused_answer_then_clears_it() -> None:
    state = KeeperState()
    slot = state.slot(BASEBALL, seed=0)
    state.undo(BASEBALL, state.turn.stamp)  # 되돌릴 대답이 없다
    assert slot.error is not None and slot.error.reason == "undo_range"
    assert state.load(BASEBALL).turns == []
    state.answer(BASEBALL, honest(state, "719"), state.turn.stamp)
    assert slot.error is None


def test_keeper_strategy_change_restarts_with_a_notice_and_sticks() -> None:
    state = KeeperState()
    state.slot(BASEBALL, seed=0)
    state.answer(BASEBALL, honest(state, "719"), state.turn.stamp)
    state.choose_strategy(BASEBALL, seed=1, name="optimal")
    assert state.load(BASEBALL).strategy == "optimal"
    assert state.load(BASEBALL).turns == [] and state.notice
    # 최적 나무가 없는 종류는 미니맥스로 시작한다
    assert state.slot(MASTERMIND, seed=2).game.strategy == "minimax"


# --- 게임 나무 ---------------------------------------------------------------------------


def test_gametree_ignores_a_quick_second_tap_from_the_old_board() -> None:
    state = GameTreeState(start=Start.ME)

    def decide(board, algorithm, depth):
        return best_move(board, algorithm, depth)

    state.new_match(random.Random(0), decide)
    drawn = state.turn.stamp
    state.tap(0, drawn, decide)
    state.tap(8, drawn, decide)  # 지난 판의 단추
    assert state.match is not None
    assert state.match.board.count("X") == 1 and state.match.board[0] == "X"
    state.tap(0, state.turn.stamp, decide)  # 이미 놓인 칸: 판은 그대로
    assert state.match.board.count("X") == 1


def test_gametree_start_choice_starts_a_new_match() -> None:
    state = GameTreeState()

    state.choose_start(Start.AI, random.Random(0), best_move)
    assert state.match is not None and state.match.human == 1
    assert state.match.board.count("X") == 1


def test_autoplay_remembers_each_choice_as_made_not_as_fitted() -> None:
    state = AutoplayState()
    state.slot(BASEBALL, seed=1)
    state.edit(BASEBALL, seed=1, strategy="optimal")
    assert state.slot(MASTERMIND, seed=2).settings.strategy == "minimax"  # 나무가 없다
    state.edit(MASTERMIND, seed=2, sampling=True)
    # 마스터마인드에서 표본을 켜도 '마지막으로 고른 전략' 은 optimal 그대로
    assert state.settings.strategy == "optimal" and state.settings.sampling
