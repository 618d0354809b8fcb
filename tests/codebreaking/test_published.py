"""발표된 수 (Swaszek 의 마스터마인드 4.638) 와 그 정의: 첫 추측을 정해 둔 '아무 후보나'."""

from __future__ import annotations

import math

import numpy as np
import pytest

from solver.codebreaking.evaluation import random_expected, random_expected_after
from solver.codebreaking.published import UNIFORM_EXACT, published_figure
from solver.codebreaking.random_play import play_random
from solver.codebreaking.variants import get_variant

BASEBALL3 = get_variant("baseball3")
MASTERMIND = get_variant("mastermind")


def within(counts: np.ndarray, value: float, sigmas: float = 5.0) -> bool:
    """표본 평균이 value 에서 표준오차 sigmas 배 안인지."""
    error = counts.std(ddof=1) / math.sqrt(len(counts))
    return abs(counts.mean() - value) < sigmas * error


def test_a_fixed_first_guess_is_called_first_in_every_game() -> None:
    first = BASEBALL3.parse("123")
    counts = play_random(BASEBALL3, 3, seed=4, first=first).reshape(BASEBALL3.size, 3)
    assert (counts[first] == 1).all()  # 비밀이 첫 추측이면 한 번에
    assert (np.delete(counts, first, axis=0) >= 2).all()
    with pytest.raises(ValueError, match="first guess"):
        play_random(BASEBALL3, 1, seed=0, first=BASEBALL3.size)


@pytest.mark.slow  # 504 코드의 정확한 기댓값 두 번: 빠른 묶음의 3 분 안에 들지 않는다
def test_one_orbit_variants_do_not_care_about_the_first_guess() -> None:
    everyone = random_expected(BASEBALL3)
    assert random_expected_after(BASEBALL3, BASEBALL3.parse("987")) == pytest.approx(everyone)


def test_a_first_guess_with_a_bucket_too_big_is_refused() -> None:
    with pytest.raises(ValueError, match="takes at most"):
        random_expected_after(MASTERMIND, MASTERMIND.parse("1111"))  # 뒤에 625 개


def test_the_published_figure_is_nearest_to_the_fixed_opening_and_samples_agree() -> None:
    figure = published_figure("mastermind", "random")
    assert figure is not None and figure.first == "1122" and figure.published == 4.638
    fixed = play_random(MASTERMIND, 100, seed=11, first=MASTERMIND.parse(figure.first))
    assert within(fixed, figure.exact)
    assert within(play_random(MASTERMIND, 100, seed=12), UNIFORM_EXACT["mastermind"])
    assert abs(figure.exact - figure.published) < abs(UNIFORM_EXACT["mastermind"] - 4.638)
    assert published_figure("bulls4", "random") is None


@pytest.mark.slow
def test_the_published_definition_is_recomputed_exactly() -> None:
    figure = published_figure("mastermind", "random")
    exact = random_expected_after(MASTERMIND, MASTERMIND.parse(figure.first))  # 30 초 남짓
    assert exact == pytest.approx(figure.exact, abs=1e-12)
