"""전략: 동점 규칙 (점수, 후보 안, 작은 번호), 첫 추측, 표본, 설명, 무작위."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.codebreaking import partition
from solver.codebreaking.feedback import answer_slots, response_matrix
from solver.codebreaking.strategies import (
    STRATEGIES,
    Choice,
    Options,
    StrategyName,
    choice_for,
    choose,
    get_strategy,
    next_guess,
)
from solver.codebreaking.variants import Variant, get_variant

BASEBALL3 = get_variant("baseball3")
SCORED = ["minimax", "expected", "entropy", "parts"]
PROPERTY = settings(max_examples=25, deadline=None)


def codes(variant: Variant, *texts: str) -> np.ndarray:
    return np.array(sorted(variant.parse(t) for t in texts), dtype=np.intp)


def rule_pick(variant: Variant, cands: np.ndarray, name: str) -> int:
    """테스트 쪽에서 따로 구한 Knuth 규칙: 가장 작은 점수, 후보 안, 가장 작은 번호."""
    counts = partition.bucket_counts(response_matrix(variant), cands, answer_slots(variant))
    keys = get_strategy(name).score(counts)
    best = np.flatnonzero(keys == keys.min())
    inside = [g for g in best.tolist() if g in set(cands.tolist())]
    return min(inside) if inside else int(best.min())


@st.composite
def candidate_subset(draw: st.DrawFn) -> tuple[Variant, np.ndarray]:
    variant = get_variant(draw(st.sampled_from(["baseball3", "baseball3z", "mastermind"])))
    picks = draw(st.lists(st.integers(0, variant.size - 1), min_size=2, max_size=40, unique=True))
    return variant, np.array(sorted(picks), dtype=np.intp)


@pytest.mark.parametrize("name", SCORED)
@given(case=candidate_subset())
@PROPERTY
def test_every_scored_strategy_follows_the_tie_break_rule(
    name: str, case: tuple[Variant, np.ndarray]
) -> None:
    variant, cands = case
    expected = rule_pick(variant, cands, name)
    assert choose(variant, cands, name).guess == expected
    assert next_guess(variant, cands, name) == expected


def test_inside_guess_beats_an_outside_guess_with_the_same_worst() -> None:
    cands = codes(BASEBALL3, "182", "268", "271", "319", "826", "875")
    choice = choose(BASEBALL3, cands)
    outside, inside = BASEBALL3.parse("218"), BASEBALL3.parse("268")
    # 전제: 후보 밖 218 이 번호는 더 작고 최악 묶음은 같다
    assert outside < inside and outside not in cands
    assert choice.largest[outside] == choice.largest[inside] == choice.largest.min()
    assert choice.guess == inside


def test_lowest_index_wins_between_two_tied_outside_guesses() -> None:
    cands = codes(BASEBALL3, "123", "369", "728", "872", "945")
    choice = choose(BASEBALL3, cands)
    best = np.flatnonzero(choice.largest == choice.largest.min())
    # 전제: 가장 좋은 최악 묶음을 내는 수가 여럿이고 모두 후보 밖이다
    assert len(best) >= 2
    assert not np.isin(best, cands).any()
    assert choice.guess == best.min() == BASEBALL3.parse("248")


def test_minimax_first_guess_on_baseball3_is_123_with_worst_180() -> None:
    choice = choose(BASEBALL3, np.arange(BASEBALL3.size))
    assert BASEBALL3.format(choice.guess) == "123"
    assert choice.guess_largest == 180
    assert choice.largest.min() == 180
    assert not choice.sampled


def test_one_candidate_left_is_called_directly_by_every_strategy() -> None:
    cands = codes(BASEBALL3, "583")
    for name in [*SCORED, "random"]:
        choice = choose(BASEBALL3, cands, name, rng=np.random.default_rng(0))
        assert choice.guess == cands[0]
        assert choice.guess in choice.pool


def test_no_candidate_left_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="no candidate"):
        choose(BASEBALL3, np.array([], dtype=np.intp))


def test_unknown_strategy_name_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown strategy"):
        get_strategy("telepathy")


def test_every_strategy_name_is_in_the_one_read_only_table() -> None:
    assert list(STRATEGIES) == list(StrategyName)
    assert all(STRATEGIES[name].name == name for name in STRATEGIES)
    assert not get_strategy("random").deterministic
    assert all(get_strategy(n).deterministic for n in SCORED)
    with pytest.raises(TypeError):
        STRATEGIES["telepathy"] = STRATEGIES["minimax"]  # type: ignore[index]


def test_candidates_only_picks_from_the_candidates() -> None:
    rng = np.random.default_rng(7)
    options = Options(candidates_only=True)
    for _ in range(10):
        cands = np.sort(rng.choice(BASEBALL3.size, size=int(rng.integers(2, 80)), replace=False))
        choice = choose(BASEBALL3, cands, options=options)
        assert choice.guess in cands
        assert np.array_equal(choice.pool, cands)


def test_outside_guesses_can_split_better_than_candidates_only() -> None:
    # 견본의 흔한 실수: 후보 안에서만 고르면 덜 나뉜다
    cands = codes(BASEBALL3, "123", "369", "728", "872", "945")
    free = choose(BASEBALL3, cands)
    inside = choose(BASEBALL3, cands, options=Options(candidates_only=True))
    assert free.guess_largest < inside.guess_largest


def test_sampling_tests_only_sample_guesses_while_many_candidates_remain() -> None:
    options = Options(sample=140)  # 견본: 120 개보다 많으면 140 개
    many = choose(BASEBALL3, np.arange(121), options=options, rng=np.random.default_rng(1))
    assert many.sampled
    assert len(many.pool) == 140 == len(np.unique(many.pool))
    assert many.guess in many.pool
    assert len(many.largest) == 140
    few = choose(BASEBALL3, np.arange(120), options=options, rng=np.random.default_rng(1))
    assert not few.sampled
    assert len(few.pool) == BASEBALL3.size


def test_sample_size_and_threshold_are_adjustable() -> None:
    options = Options(sample=12, sample_above=30)
    rng = np.random.default_rng(2)
    above = choose(BASEBALL3, np.arange(31), options=options, rng=rng)
    assert above.sampled and len(above.pool) == 12
    at = choose(BASEBALL3, np.arange(30), options=options, rng=rng)
    assert not at.sampled and len(at.pool) == BASEBALL3.size


def test_sampled_choice_is_reproducible_with_a_seeded_generator() -> None:
    options = Options(sample=20)
    first = choose(BASEBALL3, np.arange(504), options=options, rng=np.random.default_rng(42))
    # 씨앗 42 의 견본과 고른 수를 한 번 계산해 적어 두었다 (같은 호출을 두 번 견주지 않는다)
    pool = " ".join(map(str, sorted(first.pool.tolist())))
    assert pool == "42 43 46 64 99 211 214 226 257 260 318 343 358 365 376 379 393 420 422 483"
    assert first.guess == 42
    other = choose(BASEBALL3, np.arange(504), options=options, rng=np.random.default_rng(43))
    assert not np.array_equal(first.pool, other.pool)


def test_sampled_choice_is_the_best_of_its_pool() -> None:
    options = Options(sample=30)
    choice = choose(BASEBALL3, np.arange(504), options=options, rng=np.random.default_rng(5))
    assert choice.guess_largest == choice.largest.min()


@pytest.mark.parametrize(
    "bad", [{"sample": 0}, {"sample": -3}, {"sample_above": -1}], ids=["zero", "neg", "above"]
)
def test_invalid_options_are_rejected(bad: dict) -> None:
    with pytest.raises(ValueError):
        Options(**bad)


@given(case=candidate_subset())
@PROPERTY
def test_chosen_guess_largest_is_the_minimum_of_the_largest_array(
    case: tuple[Variant, np.ndarray],
) -> None:
    variant, cands = case
    choice = choose(variant, cands)
    assert isinstance(choice, Choice)
    assert choice.guess_largest == choice.largest.min()
    assert choice.largest[np.flatnonzero(choice.pool == choice.guess)[0]] == choice.guess_largest
    assert choice.buckets.sum() == len(cands)
    assert len(choice.pool) == len(choice.largest) == variant.size


def test_choice_for_reports_the_buckets_of_a_given_guess() -> None:
    cands = np.arange(504)
    choice = choice_for(BASEBALL3, cands, BASEBALL3.parse("987"))
    assert choice.guess == BASEBALL3.parse("987")
    assert choice.guess_largest == 180  # 모든 코드가 대칭이라 어느 첫 수든 180
    assert choice.buckets.sum() == 504


def test_random_strategy_picks_a_candidate_reproducibly() -> None:
    cands = np.sort(np.random.default_rng(3).choice(504, size=50, replace=False))
    picks = [choose(BASEBALL3, cands, "random", rng=np.random.default_rng(9)).guess for _ in "ab"]
    assert picks[0] == picks[1]
    assert picks[0] in cands
    rng = np.random.default_rng(11)
    seen = {next_guess(BASEBALL3, cands, "random", rng=rng) for _ in range(60)}
    assert seen <= set(cands.tolist())
    assert len(seen) > 10  # 정말 무작위로 여러 후보를 부른다


def test_tree_strategy_explains_over_all_codes_even_with_sampling() -> None:
    """나무에서 찾는 전략 (optimal) 의 추측은 표본 pool 밖일 수 있어, 설명은 모든 코드로 한다."""
    variant = get_variant("baseball3")
    options = Options(sample=140, sample_above=120)
    choice = choose(variant, np.arange(variant.size), "optimal", options, np.random.default_rng(1))
    assert not choice.sampled
    assert len(choice.pool) == variant.size
    assert choice.guess in choice.pool


@pytest.mark.parametrize("name", ["baseball3z", "mastermind", "bulls4"])
def test_first_choice_counted_per_orbit_is_the_full_count(name: str) -> None:
    """첫 자리 (모든 코드가 후보) 는 궤도마다 한 번 센 표에서 읽는다: 모든 추측을 센 것과 같다."""
    variant = get_variant(name)
    everyone = np.arange(variant.size)
    full = partition.bucket_counts(response_matrix(variant), everyone, answer_slots(variant))
    for strategy in ("minimax", "entropy"):
        choice = choose(variant, everyone, strategy)
        assert np.array_equal(choice.largest, partition.largest(full))
        assert np.array_equal(choice.buckets, full[choice.guess])
    told = choice_for(variant, everyone, 7)
    assert np.array_equal(told.buckets, full[7])
