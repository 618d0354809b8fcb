"""온도로 고르는 미니맥스 추측 (temperature_guess): 가장 큰 묶음과 확률을 엔진과 따로 센 값과
견주고, T = 0 은 미니맥스 그대로, 평균 횟수는 온도와 함께 는다."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np
import pytest

from solver.codebreaking.evaluation import exact_counts
from solver.codebreaking.feedback import response_matrix
from solver.codebreaking.strategies import next_guess
from solver.codebreaking.symmetry import carrying, root_orbits
from solver.codebreaking.temperature_guess import (
    ScoreMemo,
    check_temperature,
    guess_odds,
    secret_rng,
    tempered_counts,
    tempered_game,
)
from solver.codebreaking.variants import get_variant

BASEBALL = get_variant("baseball3")
MASTERMIND = get_variant("mastermind")


def _answer(guess: str, secret: str) -> tuple[int, int]:
    """손으로 센 대답 (스트라이크, 볼): 자리가 같으면 스트라이크, 숫자만 같으면 볼 (반복이 있으면
    숫자마다 적은 쪽의 개수까지)."""
    strikes = sum(g == s for g, s in zip(guess, secret, strict=True))
    common = sum(min(guess.count(d), secret.count(d)) for d in set(guess))
    return strikes, common - strikes


def _by_hand(labels: list[str], cands: list[str]) -> tuple[list[int], list[bool]]:
    """코드마다 가장 큰 묶음과 후보인지, 엔진을 쓰지 않고."""
    largest = [max(Counter(_answer(g, s) for s in cands).values()) for g in labels]
    inside = set(cands)
    return largest, [g in inside for g in labels]


def _candidate_sets() -> list[tuple[object, list[str]]]:
    """몇 가지 후보 집합: 대답 하나 · 둘 뒤의 집합, 손으로 고른 작은 집합, 하나 남은 집합."""
    b = list(BASEBALL.labels)
    m = list(MASTERMIND.labels)
    after_123 = [s for s in b if _answer("123", s) == (0, 1)]
    after_two = [s for s in after_123 if _answer("456", s) == (1, 0)]
    return [
        (BASEBALL, after_123),
        (BASEBALL, after_two),
        (BASEBALL, ["127", "172", "271", "712", "819"]),
        (BASEBALL, ["719"]),
        (MASTERMIND, [s for s in m if _answer("1122", s) == (1, 1)][:40]),
        (MASTERMIND, ["1234", "4321", "1111", "6655"]),
    ]


@pytest.mark.parametrize("temperature", [0.05, 0.5, 3.0])
@pytest.mark.parametrize("case", range(6))
def test_largest_buckets_and_probabilities_match_a_count_by_hand(case, temperature) -> None:
    variant, cands = _candidate_sets()[case]
    labels = list(variant.labels)
    largest, inside = _by_hand(labels, cands)
    odds = guess_odds(variant, np.array([variant.parse(c) for c in cands]), temperature)
    assert odds.largest.tolist() == largest
    assert odds.candidate.tolist() == inside
    # 확률의 정의: exp(−(largest − ½·후보) / T) 를 모든 코드 위에서 나눈다. 그대로 세면 exp(−180 /
    # 0.05) 가 0 으로 사라지므로 로그에서 가장 큰 값을 빼고 센다
    logs = [-(k - 0.5 * c) / temperature for k, c in zip(largest, inside, strict=True)]
    top = max(logs)
    raw = [math.exp(x - top) for x in logs]
    total = sum(raw)
    assert odds.p.tolist() == pytest.approx([w / total for w in raw], rel=1e-9, abs=1e-300)


@pytest.mark.parametrize("case", range(6))
def test_temperature_zero_is_knuths_pick_by_hand(case) -> None:
    """가장 작은 가장 큰 묶음, 같으면 후보, 그래도 같으면 가장 작은 번호: 확률 1 이 그 수에."""
    variant, cands = _candidate_sets()[case]
    labels = list(variant.labels)
    largest, inside = _by_hand(labels, cands)
    knuth = min(range(len(labels)), key=lambda i: (largest[i], not inside[i], i))
    index = np.array([variant.parse(c) for c in cands])
    odds = guess_odds(variant, index, 0)
    assert odds.draw(np.random.default_rng(1)) == knuth == next_guess(variant, index, "minimax")
    assert odds.p[knuth] == 1.0 and odds.p.sum() == 1.0
    assert int(odds.ranked()[0]) == knuth


@pytest.mark.parametrize("name", ["baseball3", "baseball3z", "mastermind"])
def test_temperature_zero_plays_every_secret_exactly_like_minimax(name) -> None:
    variant = get_variant(name)
    assert tempered_counts(variant, 0, 7).tolist() == exact_counts(variant, "minimax").tolist()


def test_a_tiny_temperature_stays_finite_and_spreads_over_the_best_codes_only() -> None:
    """가장 작은 점수를 빼고 세므로 T = 1e-6 에서도 넘치지 않는다: 가장 좋은 코드들에 고르게."""
    cands = np.array([BASEBALL.parse(c) for c in ("127", "172", "271", "712", "819")])
    odds = guess_odds(BASEBALL, cands, 1e-6)
    keys = 2 * odds.largest - odds.candidate
    best = keys == keys.min()
    assert np.isfinite(odds.p).all() and odds.p.sum() == pytest.approx(1.0)
    assert odds.p[best] == pytest.approx(np.full(best.sum(), 1 / best.sum()))
    assert (odds.p[~best] == 0).all()


def test_draws_follow_the_probabilities() -> None:
    cands = np.array([BASEBALL.parse(c) for c in ("127", "172", "271", "712", "819")])
    odds = guess_odds(BASEBALL, cands, 0.7)
    rng = np.random.default_rng(2024)
    draws = np.bincount([odds.draw(rng) for _ in range(20_000)], minlength=BASEBALL.size)
    assert np.abs(draws / 20_000 - odds.p).max() < 0.01


def test_ranked_lists_the_most_probable_first() -> None:
    cands = np.array([BASEBALL.parse(c) for c in ("127", "172", "271", "712", "819")])
    odds = guess_odds(BASEBALL, cands, 0.3)
    top = odds.ranked()
    assert len(top) == 10
    assert odds.p[top].tolist() == sorted(odds.p[top].tolist(), reverse=True)
    assert odds.p[top[-1]] >= np.delete(odds.p, top).max()


def test_a_secrets_game_does_not_depend_on_the_other_secrets() -> None:
    """비밀 s 의 판은 default_rng([씨앗, s]) 로만 정해진다: 혼자 두어도 모두 둔 평가와 같다."""
    counts = tempered_counts(MASTERMIND, 0.08, 3)
    for secret in (0, 555, 1295):
        rng = secret_rng(3, secret)
        alone = tempered_game(MASTERMIND, secret, 0.08, rng, ScoreMemo(MASTERMIND))
        assert len(alone) == counts[secret]
        assert alone[-1] == secret


def test_the_mean_grows_with_the_temperature_on_one_seed() -> None:
    means = [tempered_counts(BASEBALL, t, 0).mean() for t in (0.0, 0.07, 0.1)]
    assert means[0] < means[1] < means[2]


@pytest.mark.parametrize("bad", [-0.1, float("nan"), float("inf"), "warm"])
def test_bad_temperatures_are_refused(bad) -> None:
    with pytest.raises(ValueError):
        check_temperature(bad)
    with pytest.raises(ValueError):
        guess_odds(BASEBALL, np.arange(BASEBALL.size), bad)


def test_no_candidate_left_is_refused() -> None:
    with pytest.raises(ValueError, match="no candidate"):
        guess_odds(BASEBALL, np.array([], dtype=np.intp), 0.1)


@pytest.mark.parametrize("name", ["baseball3", "mastermind", "bulls4"])
def test_the_symmetry_frame_moves_a_first_guess_home_and_keeps_every_answer(name) -> None:
    """평가의 대칭의 틀 (carrying): 첫 추측을 궤도의 대표로 옮기고, 대답 (그래서 가장 큰 묶음과
    후보인지) 은 그대로다."""
    variant = get_variant(name)
    responses = response_matrix(variant)
    secrets = np.arange(0, variant.size, 7)
    for members in root_orbits(variant):
        for code in members[:: max(1, len(members) // 5)]:
            table = carrying(variant, code, members[0]).astype(np.intp)
            assert table[code] == members[0]
            assert sorted(table.tolist()) == list(range(variant.size))
            assert (responses[code, secrets] == responses[table[code], table[secrets]]).all()


def test_codes_of_different_shapes_have_no_frame() -> None:
    with pytest.raises(ValueError, match="shape"):
        carrying(MASTERMIND, MASTERMIND.parse("1122"), MASTERMIND.parse("1234"))
