"""평가: 알려진 결과 (baseball3 2415, Knuth 의 5801/1296), 무작위와의 비교, 통계의 일관성."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from solver.codebreaking.evaluation import (
    Evaluation,
    bucket_audit,
    evaluate,
    play_out,
    random_expected,
    strategy_tree,
)
from solver.codebreaking.page_data import page_random_expected
from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import Options
from solver.codebreaking.variants import Variant, get_variant

BASEBALL3 = get_variant("baseball3")
RANDOM_GAMES = 20  # 비밀마다 판 수


@pytest.fixture(scope="module")
def minimax_baseball3() -> Evaluation:
    return evaluate(BASEBALL3, "minimax")


@pytest.fixture(scope="module")
def random_baseball3() -> Evaluation:
    return evaluate(BASEBALL3, "random", games=RANDOM_GAMES, seed=0)


@pytest.fixture(scope="module")
def exact_random_baseball3() -> float:
    """정확한 기댓값: 실어 둔 값을 읽는다. 다시 계산하면 10-25 초라 그것은 느린 시험
    (test_exact_random_expectation_of_baseball3_is_computed_as_shipped) 이 한다."""
    exact = page_random_expected(BASEBALL3)
    assert exact is not None
    return exact


def test_minimax_solves_all_504_secrets_within_six_guesses(
    minimax_baseball3: Evaluation,
) -> None:
    result = minimax_baseball3
    assert result.exact
    assert result.games == result.codes == 504
    assert result.worst == 6
    assert result.share_within(6) == 1.0
    assert result.total == 2415
    assert result.mean == pytest.approx(2415 / 504)


def test_minimax_histogram_on_baseball3_is_the_known_one(minimax_baseball3: Evaluation) -> None:
    assert minimax_baseball3.histogram() == {1: 1, 2: 5, 3: 26, 4: 113, 5: 280, 6: 79}


def test_mastermind_minimax_matches_knuths_published_figures() -> None:
    # Knuth (1976): 평균 4.476 = 5801/1296, 최악 5 번
    result = evaluate(get_variant("mastermind"), "minimax")
    assert result.total == 5801
    assert result.mean == pytest.approx(5801 / 1296)
    assert result.worst == 5


def test_strategy_tree_gives_per_secret_counts_that_autoplay_agrees_with() -> None:
    depth = strategy_tree(BASEBALL3, "minimax").depths()
    assert depth.shape == (504,)
    for secret in (0, 77, 250, 503):
        game = CodeGame(secret=BASEBALL3.format(secret), seed=0)
        while not game.over:
            game.step()
        assert len(game.turns) == depth[secret]


def test_strategy_tree_refuses_a_random_strategy() -> None:
    with pytest.raises(ValueError, match="random"):
        strategy_tree(BASEBALL3, "random")


def test_random_has_higher_mean_and_worst_than_minimax(
    minimax_baseball3: Evaluation, random_baseball3: Evaluation
) -> None:
    assert random_baseball3.games == 504 * RANDOM_GAMES
    assert not random_baseball3.exact
    assert random_baseball3.mean > minimax_baseball3.mean
    assert random_baseball3.worst > minimax_baseball3.worst


def test_random_evaluation_is_reproducible_with_the_same_seed() -> None:
    played = evaluate(BASEBALL3, "random", games=2, seed=0)
    # 턴 수의 분포를 한 번 계산해 적어 두었다 (같은 호출을 두 번 견주면 한 프로세스만 본다)
    assert np.bincount(played.counts).tolist() == [0, 1, 23, 85, 263, 385, 202, 42, 7]
    assert played.games == 1008


def test_exact_random_mean_is_worse_than_minimax_and_inside_the_monte_carlo_interval(
    minimax_baseball3: Evaluation, random_baseball3: Evaluation, exact_random_baseball3: float
) -> None:
    exact = exact_random_baseball3
    assert exact == pytest.approx(4.8469131, abs=1e-6)
    assert exact > minimax_baseball3.mean
    counts = random_baseball3.counts
    # 넉넉한 4 표준오차 구간 (시드가 고정이라 흔들리지 않는다)
    half = 4 * counts.std(ddof=1) / math.sqrt(counts.size)
    assert abs(random_baseball3.mean - exact) < half


@pytest.mark.slow
def test_exact_random_expectation_of_baseball3_is_computed_as_shipped() -> None:
    """느림 (10-25 초): 실어 둔 페이지 데이터의 수 하나를 다시 계산한다."""
    exact = random_expected(BASEBALL3)
    assert exact == pytest.approx(4.8469131, abs=1e-6)
    assert exact == page_random_expected(BASEBALL3)


def test_histogram_and_share_within_are_consistent(random_baseball3: Evaluation) -> None:
    result = random_baseball3
    hist = result.histogram()
    assert sum(hist.values()) == result.games
    assert sum(k * v for k, v in hist.items()) == result.total
    assert max(hist) == result.worst
    assert all(v > 0 for v in hist.values())
    assert list(hist) == sorted(hist)
    running = 0
    for k in range(1, result.worst + 1):
        running += hist.get(k, 0)
        assert result.share_within(k) == pytest.approx(running / result.games)
    assert result.share_within(0) == 0.0
    assert result.share_within(result.worst) == 1.0


def test_confidence_interval_is_the_normal_approximation(
    random_baseball3: Evaluation, exact_random_baseball3: float
) -> None:
    counts = random_baseball3.counts.astype(float)
    half = 1.96 * counts.std(ddof=1) / math.sqrt(counts.size)
    lo, hi = random_baseball3.confidence()
    assert lo == pytest.approx(counts.mean() - half)
    assert hi == pytest.approx(counts.mean() + half)
    assert lo < exact_random_baseball3 < hi


def test_bucket_audit_counts_every_question_of_the_minimax_tree() -> None:
    audit = bucket_audit(BASEBALL3, "minimax")
    questions = [n for n in strategy_tree(BASEBALL3, "minimax").nodes() if n.size > 1]
    assert audit.nodes == len(questions)
    # 미니맥스는 정의상 모든 자리에서 가장 작은 최악을 고른다
    assert audit.smallest == audit.nodes
    assert audit.below_median <= audit.nodes
    assert audit.chosen_mean < audit.median_mean
    # 뿌리의 첫 추측 123 은 최악 묶음 180 (0S 1B) 으로 가장 작다
    assert audit.chosen_mean <= 180


def test_sampled_minimax_is_played_out_and_reproducible() -> None:
    options = Options(sample=140)  # 견본의 방식
    first = evaluate(BASEBALL3, "minimax", options, games=1, seed=3)
    assert not first.exact
    assert first.games == 504
    assert np.bincount(first.counts).tolist() == [0, 1, 6, 24, 101, 284, 88]  # 적어 둔 분포
    assert first.share_within(7) > 0.99  # 견본의 완성 기준: 거의 늘 7 번 안에


def test_play_out_of_a_deterministic_strategy_agrees_with_the_tree() -> None:
    variant = get_variant("baseball3")
    counts = play_out(variant, "minimax", games=1, seed=0)
    assert np.array_equal(counts, strategy_tree(variant, "minimax").depths())


@pytest.mark.parametrize("games", [0, -1])
def test_random_evaluation_with_no_games_is_a_value_error(games: int) -> None:
    with pytest.raises(ValueError, match="at least 1"):
        evaluate(BASEBALL3, "random", games=games)


def test_play_out_reports_progress_per_secret() -> None:
    seen: list[tuple[int, int]] = []
    play_out(BASEBALL3, "random", games=1, seed=0, progress=lambda i, n: seen.append((i, n)))
    assert seen[0] == (1, 504)
    assert seen[-1] == (504, 504)
    assert len(seen) == 504


def _brute_random_expected(variant: Variant) -> Fraction:
    """정의 그대로의 재귀 (분수, 기억 없음, 대칭 없음): 비밀과 추측이 모두 남은 후보에서 균등."""
    codes = [tuple(int(v) for v in row) for row in variant.codes]

    def answer(g: tuple[int, ...], s: tuple[int, ...]) -> tuple[int, int]:
        strikes = sum(a == b for a, b in zip(g, s, strict=True))
        common = sum(min(g.count(d), s.count(d)) for d in set(g))
        return strikes, common - strikes

    def f(cands: tuple[int, ...]) -> Fraction:
        n = len(cands)
        total = Fraction(0)
        for g in cands:
            for s in cands:
                if g != s:
                    rest = tuple(
                        c for c in cands if answer(codes[g], codes[c]) == answer(codes[g], codes[s])
                    )
                    total += f(rest)
        return 1 + total / (n * n)

    return f(tuple(range(variant.size)))


@pytest.mark.parametrize(
    "variant",
    [
        Variant("tiny3", (1, 2, 3, 4), 3, False),
        Variant("tiny2r", (1, 2, 3), 2, True),
    ],
    ids=["distinct-1to4-x3", "repeats-1to3-x2"],
)
def test_exact_random_expectation_matches_the_plain_definition(variant: Variant) -> None:
    """기억 · 대칭 · 닫힌 꼴을 쓰는 계산이 정의 그대로의 분수 재귀와 같다."""
    assert random_expected(variant) == pytest.approx(
        float(_brute_random_expected(variant)), abs=1e-12
    )
