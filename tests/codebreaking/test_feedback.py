"""대답 부호화와 응답 행렬: 성질 (hypothesis), 손으로 센 값, 이름표."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.codebreaking.feedback import (
    answer_slots,
    decode,
    encode,
    possible_answers,
    response_matrix,
    score,
    win_answer,
)
from solver.codebreaking.variants import VARIANTS, Variant, get_variant

NAMES = sorted(VARIANTS)
# 첫 호출에 행렬을 만드는 시간은 재지 않는다
PROPERTY = settings(max_examples=40, deadline=None)


def naive_answer(variant: Variant, guess: str, secret: str) -> tuple[int, int]:
    """테스트용 손 계산: 스트라이크 = 같은 자리, 볼 = 기호별 작은 쪽 개수의 합 - 스트라이크."""
    assert len(guess) == len(secret) == variant.length
    strikes = sum(g == s for g, s in zip(guess, secret, strict=True))
    mine, theirs = Counter(guess), Counter(secret)
    common = sum(min(n, theirs[d]) for d, n in mine.items())
    return strikes, common - strikes


@st.composite
def variant_and_pair(draw: st.DrawFn) -> tuple[Variant, int, int]:
    variant = get_variant(draw(st.sampled_from(NAMES)))
    index = st.integers(0, variant.size - 1)
    return variant, draw(index), draw(index)


@pytest.mark.parametrize("name", NAMES)
def test_response_matrix_is_symmetric(name: str) -> None:
    r = response_matrix(get_variant(name))
    assert np.array_equal(r, r.T)


@pytest.mark.parametrize("name", NAMES)
def test_every_code_answers_itself_with_the_win(name: str) -> None:
    variant = get_variant(name)
    assert (np.diagonal(response_matrix(variant)) == win_answer(variant)).all()


@pytest.mark.parametrize("name", NAMES)
def test_only_the_secret_itself_answers_with_the_win(name: str) -> None:
    variant = get_variant(name)
    wins = response_matrix(variant) == win_answer(variant)
    assert int(wins.sum()) == variant.size


@pytest.mark.parametrize("name", NAMES)
def test_every_answer_in_the_matrix_is_a_possible_answer(name: str) -> None:
    variant = get_variant(name)
    present = np.unique(response_matrix(variant))
    assert present.tolist() == list(possible_answers(variant))
    for answer in present.tolist():
        strikes, balls = decode(variant, answer)
        assert min(strikes, balls) >= 0
        assert strikes + balls <= variant.length


@given(variant_and_pair())
@PROPERTY
def test_vectorised_matrix_equals_scalar_score(case: tuple[Variant, int, int]) -> None:
    variant, guess, secret = case
    assert int(response_matrix(variant)[guess, secret]) == score(variant, guess, secret)


@given(variant_and_pair())
@PROPERTY
def test_scalar_score_matches_hand_counting(case: tuple[Variant, int, int]) -> None:
    variant, guess, secret = case
    expected = naive_answer(variant, variant.format(guess), variant.format(secret))
    assert decode(variant, score(variant, guess, secret)) == expected


@given(variant_and_pair())
@PROPERTY
def test_strikes_plus_balls_never_exceed_the_length(case: tuple[Variant, int, int]) -> None:
    variant, guess, secret = case
    strikes, balls = decode(variant, score(variant, guess, secret))
    assert strikes + balls <= variant.length
    assert score(variant, guess, secret) == score(variant, secret, guess)


@given(
    st.sampled_from(NAMES).flatmap(
        lambda n: st.tuples(
            st.just(n), st.integers(0, get_variant(n).length), st.integers(0, 4)
        ).filter(lambda t: t[1] + t[2] <= get_variant(t[0]).length)
    )
)
@PROPERTY
def test_encode_and_decode_are_inverse(case: tuple[str, int, int]) -> None:
    name, strikes, balls = case
    variant = get_variant(name)
    answer = encode(variant, strikes, balls)
    assert 0 <= answer < answer_slots(variant)
    assert decode(variant, answer) == (strikes, balls)


@pytest.mark.parametrize(
    ("name", "guess", "secret", "expected"),
    [
        ("baseball3", "123", "321", (1, 2)),
        ("baseball3", "123", "456", (0, 0)),
        ("baseball3", "123", "123", (3, 0)),
        ("baseball3", "123", "312", (0, 3)),
        ("baseball3", "159", "195", (1, 2)),
        ("baseball3z", "012", "210", (1, 2)),
        ("bulls4", "1234", "4321", (0, 4)),
        ("bulls4", "0123", "0132", (2, 2)),
        ("bulls4", "0123", "4567", (0, 0)),
        ("mastermind", "1122", "2211", (0, 4)),
        # 1123 vs 3111: 둘째 자리 1 이 스트라이크. 겹침 = min(1:2,3) + min(2:1,0) + min(3:1,1) = 3
        ("mastermind", "1123", "3111", (1, 2)),
        # 1111 vs 1222: 1 은 비밀에 하나뿐이라 스트라이크 하나, 볼은 없다 (작은 쪽 개수 규칙)
        ("mastermind", "1111", "1222", (1, 0)),
        ("mastermind", "1222", "1111", (1, 0)),
        ("mastermind", "1234", "6543", (0, 2)),
        ("mastermind", "6655", "5566", (0, 4)),
    ],
)
def test_known_answers_counted_by_hand(
    name: str, guess: str, secret: str, expected: tuple[int, int]
) -> None:
    variant = get_variant(name)
    g, s = variant.parse(guess), variant.parse(secret)
    assert decode(variant, score(variant, g, s)) == expected
    assert decode(variant, int(response_matrix(variant)[g, s])) == expected


def test_baseball3_answer_code_is_the_seeds_s_times_4_plus_b() -> None:
    variant = get_variant("baseball3")
    assert answer_slots(variant) == 16
    assert win_answer(variant) == 12
    assert encode(variant, 1, 2) == 1 * 4 + 2


def test_two_strikes_one_ball_cannot_happen_with_three_digits() -> None:
    for name in ("baseball3", "baseball3z"):
        variant = get_variant(name)
        assert encode(variant, 2, 1) not in possible_answers(variant)
        assert len(possible_answers(variant)) == 9  # S+B <= 3 인 10 가지에서 2S 1B 를 뺀다


def test_three_strikes_one_ball_cannot_happen_with_four_places() -> None:
    for name in ("bulls4", "mastermind"):
        variant = get_variant(name)
        assert encode(variant, 3, 1) not in possible_answers(variant)
        assert len(possible_answers(variant)) == 14


@pytest.mark.parametrize("name", NAMES)
def test_response_matrix_is_read_only_uint8_built_once(name: str) -> None:
    variant = get_variant(name)
    r = response_matrix(variant)
    assert r.dtype == np.uint8
    assert r.shape == (variant.size, variant.size)
    assert not r.flags.writeable
    with pytest.raises(ValueError):
        r[0, 0] = 0
    assert response_matrix(variant) is r
    assert response_matrix(get_variant(name)) is r
