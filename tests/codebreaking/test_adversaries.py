"""비밀을 정하지 않는 지킴이: 악당은 가장 큰 묶음, 최악은 전략의 가장 깊은 길 (손으로 센 값과)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from cli_runner import run_json

from solver.codebreaking.adversaries import adversary_answer, evil_answer, worst_case_ready
from solver.codebreaking.evaluation import strategy_tree
from solver.codebreaking.session import CodeGame, GameError
from solver.codebreaking.strategies import Options
from solver.codebreaking.variants import Variant, get_variant
from solver.errors import InputError

BASEBALL = get_variant("baseball3")
MASTERMIND = get_variant("mastermind")


def plain_answer(variant: Variant, guess: str, secret: str) -> tuple[int, int]:
    """손으로 세는 대답 (S, B): 자리가 같은 수, 그리고 겹치는 기호 수 - S."""
    strikes = sum(g == s for g, s in zip(guess, secret, strict=True))
    common = sum(min(guess.count(c), secret.count(c)) for c in set(guess))
    return strikes, common - strikes


def plain_evil(variant: Variant, cands: list[str], guess: str) -> tuple[int, int]:
    """악당의 규칙을 그대로: 대답마다 후보를 모아 가장 큰 묶음, 같으면 S*(L+1)+B 가 작은 쪽,
    다른 후보가 있으면 맞힘은 빼고."""
    groups: dict[tuple[int, int], int] = {}
    for secret in cands:
        key = plain_answer(variant, guess, secret)
        groups[key] = groups.get(key, 0) + 1
    win = (variant.length, 0)
    if len(groups) > 1:
        groups.pop(win, None)
    return min(groups, key=lambda sb: (-groups[sb], sb[0] * (variant.length + 1) + sb[1]))


@pytest.mark.parametrize("guess", ["123", "145", "987", "219"])
def test_evil_keeper_answers_the_largest_bucket_on_the_full_set(guess: str) -> None:
    cands = list(BASEBALL.labels)
    strikes, balls = plain_evil(BASEBALL, cands, guess)
    answer = evil_answer(BASEBALL, np.arange(BASEBALL.size), BASEBALL.parse(guess))
    assert divmod(answer, BASEBALL.length + 1) == (strikes, balls)


def test_evil_keeper_breaks_ties_to_the_lowest_answer_and_hides_the_win() -> None:
    # 후보 {123, 456}: 123 을 부르면 맞힘 1 개 · 아웃 1 개. 다른 후보가 있으니 아웃
    cands = np.array([BASEBALL.parse("123"), BASEBALL.parse("456")])
    assert evil_answer(BASEBALL, cands, BASEBALL.parse("123")) == 0
    # 후보가 부른 수 하나뿐이면 맞힘
    only = np.array([BASEBALL.parse("123")])
    assert evil_answer(BASEBALL, only, BASEBALL.parse("123")) == 12


def test_evil_keeper_follows_the_plain_rule_through_a_whole_game() -> None:
    game = CodeGame("baseball3", "minimax", adversary="evil")
    cands = list(BASEBALL.labels)
    while not game.over:
        guess = BASEBALL.format(game.proposal().guess)
        expected = plain_evil(BASEBALL, cands, guess)
        turn = game.step()
        assert divmod(turn.answer, BASEBALL.length + 1) == expected
        cands = [c for c in cands if plain_answer(BASEBALL, guess, c) == expected]
        assert turn.after == len(cands)
    assert game.won and len(cands) == 1


@pytest.mark.parametrize(("variant", "worst"), [(BASEBALL, 6), (MASTERMIND, 5)])
def test_worst_case_keeper_makes_minimax_need_exactly_its_worst_case(
    variant: Variant, worst: int
) -> None:
    assert int(strategy_tree(variant, "minimax").depths().max()) == worst
    game = CodeGame(variant.name, "minimax", adversary="worst")
    while not game.over:
        game.step()
    assert game.won and len(game.turns) == worst


def test_worst_case_keeper_reaches_the_worst_of_another_strategy() -> None:
    worst = int(strategy_tree(BASEBALL, "entropy").depths().max())
    game = CodeGame("baseball3", "entropy", adversary="worst")
    while not game.over:
        game.step()
    assert len(game.turns) == worst


@pytest.mark.parametrize("variant", [BASEBALL, MASTERMIND])
def test_evil_keeper_never_beats_the_worst_case_of_minimax(variant: Variant) -> None:
    worst = int(strategy_tree(variant, "minimax").depths().max())
    game = CodeGame(variant.name, "minimax", adversary="evil")
    while not game.over:
        game.step()
    assert game.won and len(game.turns) <= worst


def test_worst_case_keeper_falls_back_to_evil_without_a_fixed_tree() -> None:
    assert worst_case_ready("minimax") and not worst_case_ready("random")
    assert not worst_case_ready("minimax", Options(sample=140))
    cands = np.arange(BASEBALL.size)
    for guess in (0, 77, 300):
        evil = evil_answer(BASEBALL, cands, guess)
        assert adversary_answer(BASEBALL, "worst", cands, guess, "random") == evil
    # 나무에 없는 추측 (미니맥스의 첫 추측은 123) 도 악당처럼
    off_tree = BASEBALL.parse("456")
    assert adversary_answer(BASEBALL, "worst", cands, off_tree) == evil_answer(
        BASEBALL, cands, off_tree
    )


def test_a_game_has_a_secret_or_a_keeper_not_both() -> None:
    with pytest.raises(GameError) as info:
        CodeGame(secret="123", adversary="evil")
    assert info.value.reason == "secret_and_adversary"
    with pytest.raises(InputError):
        adversary_answer(BASEBALL, "kind", np.arange(BASEBALL.size), 0)


def test_keeper_games_round_trip_through_a_record() -> None:
    game = CodeGame("baseball3", "minimax", adversary="worst")
    game.step()
    copy = CodeGame.from_record(game.record())
    assert copy.adversary == "worst" and copy.turns == game.turns
    copy.step()
    assert len(copy.turns) == 2


def test_cli_play_with_a_keeper_has_the_play_shape() -> None:
    data = run_json("play", "--variant", "baseball3", "--strategy", "minimax", "--keeper", "worst")
    assert set(data) == {"variant", "strategy", "keeper", "guesses", "turns"}
    assert data["keeper"] == "worst" and data["guesses"] == 6
    assert data["turns"][-1]["answer"] == "3S"
    evil = run_json("play", "--variant", "mastermind", "--strategy", "minimax", "--keeper", "evil")
    assert evil["guesses"] <= 5


def test_hard_mode_refuses_a_guess_that_cannot_be_the_secret() -> None:
    game = CodeGame(secret="719")
    game.guess(BASEBALL.parse("123"))  # 0S 1B
    # 456 은 1, 2, 3 이 하나도 없어 0S 1B 와 어긋난다
    with pytest.raises(GameError) as info:
        game.guess(BASEBALL.parse("456"), hard=True)
    assert info.value.reason == "hard_mode"
    assert info.value.values == {"turn": 1, "guess": "123", "strikes": 0, "balls": 1}
    assert len(game.turns) == 1
    game.guess(BASEBALL.parse("456"))  # 어려움 모드가 아니면 받는다
    assert len(game.turns) == 2
    assert all(
        game.breaks(c) is None
        for c in itertools.islice(game.candidates, 5)  # 후보는 늘 받아들인다
    )
