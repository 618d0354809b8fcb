"""묶음 세기: 행 합, 단순한 dict 세기와의 일치 (hypothesis), 점수 함수, split."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.codebreaking import partition
from solver.codebreaking.feedback import answer_slots, response_matrix
from solver.codebreaking.variants import VARIANTS, Variant, get_variant

NAMES = sorted(VARIANTS)
PROPERTY = settings(max_examples=30, deadline=None)


@st.composite
def candidate_subset(draw: st.DrawFn, max_size: int = 60) -> tuple[Variant, np.ndarray]:
    """변형 하나와 그 코드 번호의 부분집합 (오름차순, 겹침 없음)."""
    variant = get_variant(draw(st.sampled_from(NAMES)))
    picks = draw(
        st.lists(st.integers(0, variant.size - 1), min_size=1, max_size=max_size, unique=True)
    )
    return variant, np.array(sorted(picks), dtype=np.intp)


def naive_counts(r: np.ndarray, cands: np.ndarray, guesses: np.ndarray, slots: int) -> np.ndarray:
    """견본의 worst() 처럼 dict 로 센다 (추측마다 하나씩)."""
    out = np.zeros((len(guesses), slots), dtype=np.int64)
    for row, g in enumerate(guesses.tolist()):
        for answer, n in Counter(int(r[g, c]) for c in cands.tolist()).items():
            out[row, answer] = n
    return out


@given(candidate_subset())
@PROPERTY
def test_bucket_counts_rows_sum_to_the_number_of_candidates(
    case: tuple[Variant, np.ndarray],
) -> None:
    variant, cands = case
    counts = partition.bucket_counts(response_matrix(variant), cands, answer_slots(variant))
    assert counts.shape == (variant.size, answer_slots(variant))
    assert counts.dtype == np.int64
    assert (counts.sum(axis=1) == len(cands)).all()


@given(candidate_subset(), st.data())
@PROPERTY
def test_bucket_counts_equal_naive_dict_counting(
    case: tuple[Variant, np.ndarray], data: st.DataObject
) -> None:
    variant, cands = case
    r, slots = response_matrix(variant), answer_slots(variant)
    guesses = np.array(
        data.draw(st.lists(st.integers(0, variant.size - 1), min_size=1, max_size=25)),
        dtype=np.intp,
    )
    expected = naive_counts(r, cands, guesses, slots)
    assert np.array_equal(partition.bucket_counts(r, cands, slots, guesses), expected)
    # 모든 코드를 볼 때도 같은 행이 나온다
    full = partition.bucket_counts(r, cands, slots)
    assert np.array_equal(full[guesses], expected)


def test_bucket_counts_with_every_code_as_guess_list_equals_the_default() -> None:
    variant = get_variant("baseball3")
    r, slots = response_matrix(variant), answer_slots(variant)
    cands = np.arange(0, 504, 7)
    assert np.array_equal(
        partition.bucket_counts(r, cands, slots, np.arange(504)),
        partition.bucket_counts(r, cands, slots),
    )


def test_bucket_counts_of_a_large_candidate_set_match_the_naive_count() -> None:
    # 블록 여러 개로 나눠 세는 경로 (후보가 많을 때)
    variant = get_variant("bulls4")
    r, slots = response_matrix(variant), answer_slots(variant)
    cands = np.arange(variant.size)
    guesses = np.array([0, 1, 2500, 5039])
    counts = partition.bucket_counts(r, cands, slots)
    assert np.array_equal(counts[guesses], naive_counts(r, cands, guesses, slots))


def test_bucket_counts_of_no_candidates_are_all_zero() -> None:
    variant = get_variant("baseball3")
    counts = partition.bucket_counts(
        response_matrix(variant), np.array([], dtype=np.intp), answer_slots(variant)
    )
    assert counts.shape == (504, 16)
    assert not counts.any()


# 작은 손 예: 묶음 (2, 1, 1, 0) 과 (4, 0, 0, 0) 과 (1, 1, 1, 1)
TINY = np.array([[2, 1, 1, 0], [4, 0, 0, 0], [1, 1, 1, 1]], dtype=np.int64)


def test_worst_is_the_largest_bucket() -> None:
    assert partition.largest(TINY).tolist() == [2, 4, 1]


def test_sum_squares_is_the_sum_of_squared_bucket_sizes() -> None:
    assert partition.sum_squares(TINY).tolist() == [6, 16, 4]


def test_entropy_is_in_bits_and_zero_for_a_single_bucket() -> None:
    assert partition.entropy(TINY) == pytest.approx([1.5, 0.0, 2.0])


def test_parts_counts_non_empty_buckets() -> None:
    assert partition.parts(TINY).tolist() == [3, 1, 4]


def test_entropy_of_an_empty_row_is_zero_not_nan() -> None:
    assert partition.entropy(np.zeros((1, 4), dtype=np.int64)).tolist() == [0.0]


@given(candidate_subset(), st.data())
@PROPERTY
def test_split_keeps_order_and_covers_the_candidates(
    case: tuple[Variant, np.ndarray], data: st.DataObject
) -> None:
    variant, cands = case
    r = response_matrix(variant)
    guess = data.draw(st.integers(0, variant.size - 1))
    shuffled = data.draw(st.permutations(cands.tolist()))
    for given_cands in (cands, np.array(shuffled, dtype=np.intp)):
        pieces = partition.split(r, given_cands, guess)
        assert list(pieces) == sorted(pieces)  # 대답 오름차순
        assert sum(len(p) for p in pieces.values()) == len(given_cands)
        assert sorted(np.concatenate(list(pieces.values())).tolist()) == sorted(cands.tolist())
        position = {c: i for i, c in enumerate(given_cands.tolist())}
        for answer, piece in pieces.items():
            assert len(piece) > 0
            assert (r[guess, piece] == answer).all()
            # 묶음 안에서는 들어온 순서 그대로
            assert [position[c] for c in piece.tolist()] == sorted(
                position[c] for c in piece.tolist()
            )


def test_split_sizes_match_the_guess_row_of_bucket_counts() -> None:
    variant = get_variant("mastermind")
    r, slots = response_matrix(variant), answer_slots(variant)
    cands = np.arange(0, variant.size, 3)
    counts = partition.bucket_counts(r, cands, slots)
    pieces = partition.split(r, cands, 17)
    assert {a: len(p) for a, p in pieces.items()} == {
        a: int(n) for a, n in enumerate(counts[17]) if n
    }


def test_split_of_no_candidates_is_empty() -> None:
    variant = get_variant("baseball3")
    assert partition.split(response_matrix(variant), np.array([], dtype=np.intp), 0) == {}


@pytest.mark.parametrize("size", [1, 2, 63, 64, 65, 200])
def test_split_of_small_and_large_sets_is_the_plain_grouping(size: int) -> None:
    """작은 집합은 파이썬으로, 큰 집합은 numpy 로 모은다: 둘 다 같은 묶음 · 순서 · 자료형."""
    variant = get_variant("bulls4")
    r = response_matrix(variant)
    rng = np.random.default_rng(size)
    cands = np.sort(rng.choice(variant.size, size=size, replace=False)).astype(np.intp)
    guess = int(rng.integers(variant.size))
    answers = r[guess, cands]
    expected = {int(a): cands[answers == a] for a in np.unique(answers)}
    pieces = partition.split(r, cands, guess)
    assert list(pieces) == list(expected)
    for answer, piece in pieces.items():
        assert piece.dtype == cands.dtype
        assert np.array_equal(piece, expected[answer])
