"""한 판의 상태: 자동 진행, 지킴이의 대답 검사·모순·되돌리기, dict 왕복."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

from solver.codebreaking.feedback import decode, response_matrix
from solver.codebreaking.session import CodeGame, GameError, TurnRecord
from solver.codebreaking.strategies import Options
from solver.codebreaking.variants import get_variant

BASEBALL3 = get_variant("baseball3")


def honest(game: CodeGame, secret: str) -> tuple[int, int]:
    """비밀 secret 을 아는 사용자가 지금 추측에 할 정직한 대답."""
    guess = game.proposal().guess
    code = game.variant.parse(secret)
    return decode(game.variant, int(response_matrix(game.variant)[guess, code]))


def test_autoplay_finishes_every_secret_of_a_sample_within_six_guesses() -> None:
    rng = np.random.default_rng(0)
    for secret in rng.choice(BASEBALL3.size, size=40, replace=False).tolist():
        game = CodeGame("baseball3", "minimax", secret=BASEBALL3.format(secret), seed=1)
        while not game.over:
            game.step()
        assert game.won and not game.contradiction
        assert game.turns[-1].guess == secret
        assert len(game.turns) <= 6
        assert game.turns[-1].after == 1


@pytest.mark.parametrize("name", ["baseball3z", "bulls4", "mastermind"])
def test_autoplay_finishes_on_the_other_variants(name: str) -> None:
    variant = get_variant(name)
    secret = variant.format(variant.size // 3)
    game = CodeGame(name, "minimax", secret=secret, seed=0)
    while not game.over:
        game.step()
    assert game.won
    assert variant.format(game.turns[-1].guess) == secret


def test_turns_record_candidates_before_and_after() -> None:
    game = CodeGame(secret="784", seed=0)
    turn = game.step()
    assert turn.before == 504
    assert turn.after == len(game.candidates)
    assert np.array_equal(game.candidates_before(0), np.arange(504))
    assert game.variant.parse("784") in game.candidates


def test_step_without_a_secret_is_refused() -> None:
    with pytest.raises(ValueError):
        CodeGame().step()


def test_proposal_stays_the_same_until_answered() -> None:
    game = CodeGame(strategy="random", seed=3)
    first = game.proposal().guess
    assert all(game.proposal().guess == first for _ in range(5))


@pytest.mark.parametrize(
    ("strikes", "balls", "reason"),
    [
        (-1, 0, "negative"),
        (0, -2, "negative"),
        (2, 2, "too_many"),
        (4, 0, "too_many"),
        (2, 1, "impossible"),  # 세 자리에서 2S 1B 는 나올 수 없다
        (1.0, 0, "not_integer"),
        (True, 0, "not_integer"),
        (0, False, "not_integer"),
        ("1", 0, "not_integer"),
        (None, 0, "not_integer"),
    ],
)
def test_impossible_answer_is_refused_and_changes_nothing(
    strikes: object, balls: object, reason: str
) -> None:
    game = CodeGame(seed=5)
    game.answer(*honest(game, "548"))
    game.proposal()
    before = game.record()
    with pytest.raises(GameError) as info:
        game.answer(strikes, balls)  # type: ignore[arg-type]
    assert info.value.reason == reason
    assert isinstance(info.value, ValueError)
    assert game.record() == before


def test_numpy_integers_are_accepted_as_answers() -> None:
    game = CodeGame(seed=0)
    turn = game.answer(np.int64(0), np.int64(1))
    assert decode(game.variant, turn.answer) == (0, 1)


def test_three_strikes_one_ball_is_impossible_in_bulls4() -> None:
    game = CodeGame("bulls4", seed=0)
    with pytest.raises(GameError) as info:
        game.answer(3, 1)
    assert info.value.reason == "impossible"


def lie_once(secret: str, lie_turn: int) -> CodeGame:
    """정직하게 대답하다 lie_turn 번째 턴에만 다른 (나올 수 있는) 대답을 한다."""
    game = CodeGame(seed=0)
    turn = 0
    while not game.over:
        truth = honest(game, secret)
        if turn == lie_turn:
            # 지금 추측에서 실제로 묶음이 있는 다른 대답으로 거짓말
            preview = game.preview()
            lies = [a for a, n in preview.items() if n and decode(game.variant, a) != truth]
            game.answer(*decode(game.variant, lies[0]))
        else:
            game.answer(*truth)
        turn += 1
    return game


def test_contradictory_answer_is_reported() -> None:
    game = lie_once("369", lie_turn=1)
    assert game.contradiction
    assert not game.won
    assert game.over
    assert len(game.candidates) == 0
    assert game.turns[-1].after == 0


def test_conflicts_name_the_turn_that_was_answered_wrongly() -> None:
    game = lie_once("369", lie_turn=1)
    assert game.conflicts("369") == [1]


def test_no_answer_is_accepted_after_a_contradiction() -> None:
    game = lie_once("369", lie_turn=0)
    assert game.contradiction
    with pytest.raises(GameError) as info:
        game.answer(0, 0)
    assert info.value.reason == "game_over"


def test_answering_out_every_time_ends_in_a_contradiction() -> None:
    game = CodeGame(seed=0)
    while not game.over:
        game.answer(0, 0)
    assert game.contradiction
    assert 0 in game.conflicts("123")


def test_undo_restores_candidates_and_offers_the_same_guess() -> None:
    game = CodeGame(seed=0)
    for _ in range(2):
        game.answer(*honest(game, "847"))
    before = game.candidates.copy()
    guess = game.proposal().guess
    game.answer(*honest(game, "847"))
    game.undo()
    assert len(game.turns) == 2
    assert np.array_equal(game.candidates, before)
    assert game.proposal().guess == guess


def test_undo_to_an_earlier_turn_restores_that_turn() -> None:
    game = CodeGame(strategy="random", seed=4)
    snapshots, guesses = [], []
    while not game.over:
        snapshots.append(game.candidates.copy())
        guesses.append(game.proposal().guess)
        game.answer(*honest(game, "216"))
    assert len(game.turns) >= 3
    game.undo(to=1)
    assert len(game.turns) == 1
    assert np.array_equal(game.candidates, snapshots[1])
    assert game.proposal().guess == guesses[1]
    assert not game.over


def test_undo_leaves_a_contradiction() -> None:
    game = lie_once("369", lie_turn=1)
    game.undo(to=1)
    assert not game.contradiction
    assert game.variant.parse("369") in game.candidates


@pytest.mark.parametrize("to", [-1, 5])
def test_undo_to_a_turn_that_does_not_exist_is_refused(to: int) -> None:
    game = CodeGame(seed=0)
    game.answer(0, 1)
    with pytest.raises(ValueError):
        game.undo(to=to)


def test_undo_with_no_turns_is_refused() -> None:
    with pytest.raises(ValueError):
        CodeGame(seed=0).undo()


def test_a_record_is_typed_plain_values_that_pickle() -> None:
    game = CodeGame(strategy="random", secret="915", seed=8)
    game.step()
    game.proposal()
    record = game.record()
    guess = BASEBALL3.parse(record.turns[0].guess)
    value = int(response_matrix(BASEBALL3)[guess, BASEBALL3.parse("915")])
    strikes, balls = decode(BASEBALL3, value)
    assert record.turns[0] == TurnRecord(record.turns[0].guess, strikes, balls)
    assert record.pending is not None and record.guesses == (record.turns[0].guess,)
    assert pickle.loads(pickle.dumps(record)) == record
    assert not record.won


@pytest.mark.parametrize("with_pending", [True, False])
def test_record_round_trip_keeps_candidates_pending_guess_and_random_choices(
    with_pending: bool,
) -> None:
    game = CodeGame(strategy="random", secret="915", seed=8)
    game.step()
    game.step()
    if with_pending:
        game.proposal()
    copy = CodeGame.from_record(pickle.loads(pickle.dumps(game.record())))
    assert copy.record() == game.record()
    assert np.array_equal(copy.candidates, game.candidates)
    assert [t.guess for t in copy.turns] == [t.guess for t in game.turns]
    assert copy.proposal().guess == game.proposal().guess
    # 이어지는 무작위 선택도 같다
    while not game.over:
        assert copy.step() == game.step()
    assert copy.over


def test_record_round_trip_keeps_a_sampled_pending_choice() -> None:
    game = CodeGame(strategy="minimax", options=Options(sample=20), seed=2)
    choice = game.proposal()
    assert choice.sampled
    copy = CodeGame.from_record(pickle.loads(pickle.dumps(game.record())))
    assert copy.proposal().guess == choice.guess
    assert np.array_equal(copy.proposal().pool, choice.pool)
    assert copy.record() == game.record()


def test_record_round_trip_keeps_a_contradiction() -> None:
    game = lie_once("369", lie_turn=1)
    copy = CodeGame.from_record(pickle.loads(pickle.dumps(game.record())))
    assert copy.contradiction
    assert copy.conflicts("369") == [1]


def test_unknown_names_and_bad_secret_are_refused() -> None:
    with pytest.raises(ValueError):
        CodeGame("baseball9")
    with pytest.raises(ValueError):
        CodeGame(strategy="telepathy")
    with pytest.raises(ValueError):
        CodeGame(secret="112")


def test_three_strikes_on_a_guess_outside_the_candidates_is_a_contradiction() -> None:
    """후보가 아닌 추측에 3S 라고 하면 맞힘이 아니라 모순이다 (남는 후보가 없다)."""
    game = CodeGame("baseball3", "minimax", seed=0)
    game.answer(0, 1)  # 123 → 0S 1B: 다음 추측 214 는 남은 후보가 아니다
    guess = game.proposal().guess
    assert guess not in set(game.candidates.tolist())
    game.answer(3, 0)
    assert not game.won
    assert game.contradiction
    assert game.over


def test_finish_steps_until_the_game_is_over() -> None:
    stepped = CodeGame("baseball3", secret="719")
    while not stepped.over:
        stepped.step()
    finished = CodeGame("baseball3", secret="719")
    finished.finish()
    assert finished.won and [t.guess for t in finished.turns] == [t.guess for t in stepped.turns]
    worst = CodeGame("baseball3", adversary="worst")
    worst.finish()
    assert len(worst.turns) == 6
