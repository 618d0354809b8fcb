"""대결의 규칙 (solver.codebreaking.duel): 둔 수에서 다시 만든 판, 같은 횟수의 규칙, 게임 번호의
비밀과 주사위, 어긋난 대답, 믿지 않는 수의 앞부분."""

from __future__ import annotations

import numpy as np
import pytest

from solver.codebreaking import duel as duel_module
from solver.codebreaking.duel import (
    Duelist,
    Outcome,
    ai_dice,
    duel_secret,
    replay,
    replay_prefix,
    secret_disagrees,
)
from solver.codebreaking.feedback import encode, possible_answers, response_matrix, win_answer
from solver.codebreaking.strategies import next_guess
from solver.codebreaking.temperature_guess import guess_odds
from solver.codebreaking.variants import get_variant
from solver.errors import InputError, Refusal
from ui.codebreaking.you_guess_state import secret_for

V = get_variant("baseball3")
R = response_matrix(V)
WIN = win_answer(V)
T = 0.08


def _play(number: int, first: Duelist, mine: list[int], secret: int, rounds: int = 60) -> list[int]:
    """학생이 mine 의 수를 차례로 부르고 (다 쓰면 AI 의 비밀), 비밀 secret 으로 정직하게
    대답하는 판의 둔 수들 (끝날 때까지)."""
    moves: list[int] = []
    guesses = iter(mine)
    for _ in range(2 * rounds):
        duel = replay(V, T, number, first, moves)
        if duel.over:
            return moves
        if duel.to_move is Duelist.ME:
            moves.append(next(guesses, duel_secret(V, number)))
        else:
            assert duel.waiting is not None
            moves.append(int(R[duel.waiting.guess, secret]))
    raise AssertionError("the duel did not end")


@pytest.mark.parametrize("first", list(Duelist))
def test_turns_alternate_from_the_starter(first: Duelist) -> None:
    duel = replay(V, T, 3, first, [])
    assert duel.to_move is first
    # AI 가 먼저면 그 추측이 처음부터 대답을 기다린다
    assert (duel.waiting is not None) == (first is Duelist.AI)
    one = replay(V, T, 3, first, [V.parse("123") if first is Duelist.ME else encode(V, 0, 1)])
    assert one.to_move is first.other


def test_a_hit_by_the_starter_gives_the_other_the_same_turn_and_a_hit_then_is_a_draw() -> None:
    number = 11
    secret = duel_secret(V, number)
    # 학생이 먼저 바로 맞힌다: AI 도 첫 번째를 한다
    moves = [secret]
    duel = replay(V, T, number, Duelist.ME, moves)
    assert duel.my_hit and not duel.over and duel.to_move is Duelist.AI
    ai_guess = duel.waiting.guess
    # AI 의 첫 추측이 내 비밀이면 비김, 아니면 내가 이김
    assert replay(V, T, number, Duelist.ME, [*moves, WIN]).outcome is Outcome.DRAW
    other = encode(V, 0, 0) if R[ai_guess, ai_guess] != encode(V, 0, 0) else encode(V, 1, 0)
    assert replay(V, T, number, Duelist.ME, [*moves, other]).outcome is Outcome.WIN


def test_a_hit_by_the_second_player_ends_at_once() -> None:
    number = 12
    # AI 가 먼저: AI 는 첫 대답 0S 0B, 학생이 첫 번째에 맞힌다 → 학생이 이긴다 (AI 의 둘째는 없다)
    duel = replay(V, T, number, Duelist.AI, [encode(V, 0, 0), duel_secret(V, number)])
    assert duel.over and duel.outcome is Outcome.WIN and duel.to_move is None
    assert len(duel.mine) == duel.answered == 1


def test_the_ai_guesses_by_minimax_odds_and_its_game_numbers_dice() -> None:
    number, secret = 5, V.parse("456")
    moves = _play(number, Duelist.AI, [V.parse("123"), V.parse("789")], secret)
    duel = replay(V, T, number, Duelist.AI, moves)
    cands = np.arange(V.size)
    for n, turn in enumerate(duel.theirs):
        odds = guess_odds(V, cands, T)
        assert turn.before == len(cands)
        assert turn.guess == odds.draw(ai_dice(V, number, n))
        np.testing.assert_array_equal(turn.odds.p, odds.p)
        cands = cands[R[turn.guess, cands] == turn.answer]
        assert turn.after == len(cands)
    assert duel.ai_hit == (duel.theirs[-1].guess == secret)
    # 같은 번호 · 같은 대답이면 같은 판 (다시 만들어도)
    again = replay(V, T, number, Duelist.AI, moves)
    assert [t.guess for t in again.theirs] == [t.guess for t in duel.theirs]


def test_temperature_zero_plays_knuth_minimax() -> None:
    secret = V.parse("918")
    moves = _play(2, Duelist.ME, [V.parse("123")] * 9, secret)
    duel = replay(V, 0.0, 2, Duelist.ME, moves)
    cands = np.arange(V.size)
    for turn in duel.theirs:
        assert turn.guess == next_guess(V, cands, "minimax")
        cands = cands[R[turn.guess, cands] == turn.answer]


def test_the_ai_secret_is_its_own_and_differs_from_you_guess_games() -> None:
    assert duel_secret(V, 42) == duel_secret(V, 42)
    differ = sum(duel_secret(V, n) != V.parse(secret_for(V, n)) for n in range(1, 51))
    assert differ >= 45  # 다른 소금: 같은 번호의 직접 맞히기로 AI 의 비밀을 알 수 없다


def test_the_student_counts_what_their_answers_allow() -> None:
    number = 9
    secret = duel_secret(V, number)
    guess = V.parse("123")
    duel = replay(V, T, number, Duelist.ME, [guess])
    expected = int(np.sum(R[guess] == R[guess, secret]))
    assert len(duel.my_cands) == duel.mine[0].left == expected


def test_inconsistent_answers_stop_the_ai_until_undone() -> None:
    number = 4
    # 첫 대답 뒤 AI 의 둘째 추측에, 남은 어떤 비밀도 줄 수 없는 대답 하나를 찾는다
    found = []
    for first in possible_answers(V):
        moves = [first, V.parse("123")]
        duel = replay(V, T, number, Duelist.AI, moves)
        if duel.contradiction or duel.waiting is None:
            continue
        allowed = set(R[duel.waiting.guess, duel.ai_cands].tolist())
        found += [(moves, a) for a in possible_answers(V) if a not in allowed]
    assert found
    moves, clash = found[0]
    bad = replay(V, T, number, Duelist.AI, [*moves, clash])
    assert bad.contradiction and bad.to_move is None and not bad.over and bad.outcome is None
    with pytest.raises(InputError) as caught:
        replay(V, T, number, Duelist.AI, [*moves, clash, V.parse("456")])
    assert caught.value.reason is Refusal.GAME_OVER


def test_untrusted_moves_keep_the_playable_prefix() -> None:
    number = 8
    secret = duel_secret(V, number)
    moves = [secret, WIN, V.parse("123")]  # 끝난 판 뒤의 수
    duel, used = replay_prefix(V, T, number, Duelist.ME, moves)
    assert used == 2 and duel.over
    with pytest.raises(InputError):
        replay(V, T, number, Duelist.ME, moves)
    _, used = replay_prefix(V, T, number, Duelist.ME, [V.size + 3])
    assert used == 0


def test_a_duel_is_capped_at_max_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(duel_module, "MAX_ROUNDS", 2)
    number = 1
    never = V.parse("123") if duel_secret(V, number) != V.parse("123") else V.parse("124")
    moves: list[int] = []
    for _ in range(2):
        moves.append(never)
        waiting = replay(V, T, number, Duelist.ME, moves).waiting
        moves.append(encode(V, 0, 0) if R[waiting.guess, never] != WIN else encode(V, 1, 0))
    duel = replay(V, T, number, Duelist.ME, moves)
    assert duel.full() and duel.to_move is Duelist.ME
    with pytest.raises(InputError) as caught:
        replay(V, T, number, Duelist.ME, [*moves, never])
    assert caught.value.reason is Refusal.GAME_TOO_LONG


def test_a_retyped_secret_must_agree_with_the_answers() -> None:
    secret = V.parse("456")
    duel = replay(V, T, 6, Duelist.AI, [])
    moves = [int(R[duel.waiting.guess, secret]), V.parse("123")]
    duel = replay(V, T, 6, Duelist.AI, moves)
    moves.append(int(R[duel.waiting.guess, secret]))
    duel = replay(V, T, 6, Duelist.AI, moves)
    assert duel.answered == 2 and secret_disagrees(duel, secret) is None
    first = duel.theirs[0]
    wrong = next(c for c in range(V.size) if R[first.guess, c] != first.answer)
    assert secret_disagrees(duel, wrong) == 0
