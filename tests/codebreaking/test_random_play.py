"""판 묶음을 한꺼번에 두는 '미니맥스 끔': 정의 (남은 후보에서 고르게) 와 씨앗, 결과의 모양."""

from __future__ import annotations

import math

import numpy as np
import pytest

from solver.codebreaking.evaluation import evaluate, play_out
from solver.codebreaking.page_data import page_random_expected
from solver.codebreaking.random_play import CHUNK, _pick, play_random
from solver.codebreaking.variants import get_variant

BASEBALL3 = get_variant("baseball3")
MASTERMIND = get_variant("mastermind")


def test_same_seed_same_games_other_seed_other_games() -> None:
    a = play_random(BASEBALL3, 3, seed=5)
    assert np.array_equal(a, play_random(BASEBALL3, 3, seed=5))
    assert not np.array_equal(a, play_random(BASEBALL3, 3, seed=6))
    assert a.shape == (504 * 3,) and a.dtype == np.int64 and a.min() >= 1


def test_mean_matches_the_exact_expectation_of_any_candidate() -> None:
    counts = play_random(BASEBALL3, 40, seed=0)  # 20160 판
    # 정확한 기댓값은 실어 둔 값을 읽는다: 다시 계산하면 10-20 초다. 그 값이 계산과 같다는 것은
    # test_evaluation.py (random_expected 가 4.8469131) 와 test_shipped_counts.py (실어 둔 값이
    # 4.8469131, 느린 시험은 파일을 같은 바이트로 다시 만든다) 가 본다
    exact = page_random_expected(BASEBALL3)
    assert exact is not None
    half = 4 * counts.std(ddof=1) / math.sqrt(counts.size)  # 4 시그마: 씨앗에 흔들리지 않게
    assert abs(counts.mean() - exact) < half


def test_distribution_matches_the_game_by_game_loop() -> None:
    """같은 정의를 판마다 두는 play_out 과 횟수 분포가 같다 (카이제곱, 넉넉한 문턱)."""
    fast = play_random(MASTERMIND, 4, seed=1)
    slow = play_out(MASTERMIND, "random", games=4, seed=2)
    top = max(fast.max(), slow.max()) + 1
    f, s = np.bincount(fast, minlength=top), np.bincount(slow, minlength=top)
    pooled = (f + s) / 2
    used = pooled > 5
    f, s, pooled = f[used], s[used], pooled[used]
    chi2 = float((((f - pooled) ** 2 + (s - pooled) ** 2) / pooled).sum())
    assert chi2 < 40  # 자유도 ~8 에서 40 은 p < 1e-5
    assert abs(fast.mean() - slow.mean()) < 0.08


def test_each_game_is_counted_for_its_own_secret() -> None:
    counts = play_random(BASEBALL3, 2, seed=3).reshape(504, 2)
    # 첫 추측이 비밀이면 1 번: 504 x 2 판 가운데 1 번짜리는 드물지만 1 번보다 적게 걸린 판은 없다
    assert counts.min() >= 1 and counts.max() <= 504


def test_pick_is_uniform_over_the_set_bits() -> None:
    rng = np.random.default_rng(0)
    cands = np.zeros((20000, 2), dtype=np.uint64)
    chosen = [3, 64, 70, 127]  # 두 낱말에 걸친 네 코드
    bits = np.zeros(128, dtype=bool)
    bits[chosen] = True
    packed = np.packbits(bits).view(np.uint64)
    cands[:] = packed
    picks = _pick(cands, rng)
    assert set(np.unique(picks)) == set(chosen)
    freq = np.bincount(picks, minlength=128)[chosen] / len(picks)
    assert np.allclose(freq, 0.25, atol=0.02)


def test_games_span_several_chunks_in_secret_order() -> None:
    games = CHUNK // 504 + 2  # 묶음 둘 이상
    counts = play_random(BASEBALL3, games, seed=0)
    assert counts.size == 504 * games and counts.min() >= 1


def test_evaluate_uses_the_batched_player_for_random() -> None:
    result = evaluate(BASEBALL3, "random", games=2, seed=9)
    assert np.array_equal(result.counts, play_random(BASEBALL3, 2, seed=9))
    with pytest.raises(ValueError, match="at least 1"):
        play_random(BASEBALL3, 0, seed=0)
