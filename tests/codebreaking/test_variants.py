"""변형: 코드 개수, 사전순, 읽기 전용 배열, 파싱·출력 왕복, 잘못된 코드 거절."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from solver.codebreaking.variants import DEFAULT_VARIANT, VARIANTS, get_variant

EXPECTED_SIZES = {"baseball3": 504, "baseball3z": 720, "bulls4": 5040, "mastermind": 1296}


@pytest.mark.parametrize(("name", "size"), EXPECTED_SIZES.items())
def test_each_variant_has_the_known_number_of_codes(name: str, size: int) -> None:
    variant = get_variant(name)
    assert variant.size == size
    assert variant.codes.shape == (size, variant.length)


def test_registry_holds_exactly_the_four_variants_and_baseball3_is_default() -> None:
    assert set(VARIANTS) == set(EXPECTED_SIZES)
    assert DEFAULT_VARIANT == "baseball3"


@pytest.mark.parametrize("name", EXPECTED_SIZES)
def test_codes_are_in_strict_lexicographic_order(name: str) -> None:
    rows = [tuple(int(d) for d in row) for row in get_variant(name).codes]
    # 엄격히 커져야 사전순이면서 중복도 없다
    assert all(a < b for a, b in itertools.pairwise(rows))


@pytest.mark.parametrize("name", EXPECTED_SIZES)
def test_codes_are_read_only_int8(name: str) -> None:
    codes = get_variant(name).codes
    assert codes.dtype == np.int8
    assert not codes.flags.writeable
    with pytest.raises(ValueError):
        codes[0, 0] = 9


@pytest.mark.parametrize("name", EXPECTED_SIZES)
def test_codes_use_only_the_variant_symbols_and_respect_repeats(name: str) -> None:
    variant = get_variant(name)
    assert set(np.unique(variant.codes).tolist()) == set(variant.symbols)
    distinct = [len(set(row.tolist())) == variant.length for row in variant.codes]
    if variant.repeats:
        assert not all(distinct)  # 1111 같은 코드가 있어야 한다
    else:
        assert all(distinct)


@pytest.mark.parametrize("name", EXPECTED_SIZES)
def test_parse_and_format_round_trip_for_every_code(name: str) -> None:
    variant = get_variant(name)
    for index in range(variant.size):
        text = variant.format(index)
        assert len(text) == variant.length
        assert variant.parse(text) == index


def test_first_and_last_codes_are_the_lexicographic_ends() -> None:
    assert get_variant("baseball3").format(0) == "123"
    assert get_variant("baseball3").format(503) == "987"
    assert get_variant("baseball3z").format(0) == "012"
    assert get_variant("bulls4").format(5039) == "9876"
    assert get_variant("mastermind").format(0) == "1111"
    assert get_variant("mastermind").format(1295) == "6666"


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("baseball3", "12"),  # 너무 짧다
        ("baseball3", "1234"),  # 너무 길다
        ("baseball3", ""),
        ("baseball3", "112"),  # 같은 숫자 반복
        ("bulls4", "1231"),
        ("baseball3", "012"),  # 0 은 1-9 밖
        ("mastermind", "1237"),  # 7 은 색 1-6 밖
        ("mastermind", "0123"),
        ("baseball3", "abc"),  # 숫자가 아님
        ("baseball3", "12a"),
        ("baseball3", "1-2"),
        ("baseball3", "１２３"),  # 전각 숫자 (ASCII 아님)
        ("baseball3", "١٢٣"),  # 아라비아-인도 숫자
        ("bulls4", "12 34"),
    ],
)
def test_malformed_code_is_rejected_with_value_error(name: str, text: str) -> None:
    with pytest.raises(ValueError):
        get_variant(name).parse(text)


def test_repeated_symbols_are_accepted_where_the_variant_allows_them() -> None:
    mastermind = get_variant("mastermind")
    assert mastermind.format(mastermind.parse("1122")) == "1122"


def test_non_string_code_is_rejected_with_value_error() -> None:
    with pytest.raises(ValueError):
        get_variant("baseball3").parse(123)  # type: ignore[arg-type]


@pytest.mark.parametrize("index", [-1, 504, 10_000])
def test_format_rejects_an_index_outside_the_code_list(index: int) -> None:
    with pytest.raises(ValueError):
        get_variant("baseball3").format(index)


def test_unknown_variant_name_is_rejected_with_value_error() -> None:
    with pytest.raises(ValueError, match="unknown variant"):
        get_variant("baseball5")
