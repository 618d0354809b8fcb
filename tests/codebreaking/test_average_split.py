"""묶음마다 나눈 최소 합계 증명: 알려진 값, 체크포인트로 다시 잇기, 시간 한도의 정직한 한계."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solver.codebreaking.evaluation import exact_counts
from solver.codebreaking.proof.average import HEURISTICS
from solver.codebreaking.proof.average_split import mixed_upper, prove_average
from solver.codebreaking.variants import get_variant

BASEBALL = get_variant("baseball3")
MASTERMIND = get_variant("mastermind")
BULLS = get_variant("bulls4")


def counts_of(variant):
    return lambda name: exact_counts(variant, name)


@pytest.mark.parametrize(
    ("variant", "best", "first_guesses", "buckets"),
    [
        (BASEBALL, 2337, 1, 8),
        # 1122 · 1123 · 1234 · 1112 의 12 + 13 + 13 + 10 묶음 (1111 은 크기 하한만으로 버린다)
        (MASTERMIND, 5625, 4, 48),
    ],
)
def test_split_proof_reaches_the_known_best_total(
    variant, best: int, first_guesses: int, buckets: int
) -> None:
    upper = int(exact_counts(variant, "entropy").sum())
    result = prove_average(variant, upper, "entropy")
    assert result.proved and result.lower == result.upper == best
    assert result.upper_strategy == "search"
    assert int(result.tree.depths().sum()) == best  # 나무를 모든 비밀에 대고 다시 센다
    assert result.exact == result.buckets
    # 센 묶음은 마지막 첫 추측만이 아니라 찾아본 모든 첫 추측의 것을 더한 수다
    assert (result.first_guesses, result.buckets) == (first_guesses, buckets)


def test_checkpoint_lets_a_proof_resume_without_solving_again(tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    first = prove_average(BASEBALL, 2364, "entropy", checkpoint=path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["variant"] == "baseball3" and len(saved["done"]["123"]) == 8
    again = prove_average(BASEBALL, 2364, "entropy", checkpoint=path)
    assert again.tasks == 0  # 모든 묶음을 파일에서 읽었다
    assert again.proved and again.upper == first.upper == 2337
    assert again.tree.to_document() == first.tree.to_document()


def test_checkpoint_of_another_variant_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    prove_average(BASEBALL, 2364, "entropy", checkpoint=path)
    with pytest.raises(ValueError, match="belongs to baseball3"):
        prove_average(MASTERMIND, 5700, "entropy", checkpoint=path)


def test_partial_checkpoint_is_finished_by_the_next_run(tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    prove_average(BASEBALL, 2364, "entropy", checkpoint=path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    for answer in list(saved["done"]["123"])[:5]:
        del saved["done"]["123"][answer]  # 멈춘 증명처럼 묶음 다섯을 지운다
    path.write_text(json.dumps(saved), encoding="utf-8")
    again = prove_average(BASEBALL, 2364, "entropy", checkpoint=path)
    assert again.tasks == 5 and again.proved and again.upper == 2337


def test_time_limit_gives_honest_bounds_around_the_published_best_on_bulls4() -> None:
    upper = int(exact_counts(BULLS, "entropy").sum())
    result = prove_average(
        BULLS, upper, "entropy", time_limit=1e-3, counts=counts_of(BULLS), names=HEURISTICS
    )
    assert not result.proved and result.tree is None
    assert BULLS.size + 5039 <= result.lower <= 26274 <= result.upper == upper


def test_mixed_upper_swaps_solved_buckets_into_the_heuristic_tree() -> None:
    # 첫 추측 0123 뒤 0S 0B (360 개) 의 최적은 1446: 미니맥스 나무의 그 묶음을 바꿔 끼운다
    minimax = exact_counts(BULLS, "minimax")
    out = [c for c in range(BULLS.size) if not set(BULLS.format(c)) & set("0123")]
    assert len(out) == 360
    total, source = mixed_upper(BULLS, 0, {0: 1446}, counts_of(BULLS), ["minimax"])
    assert source == "minimax"
    # 묶음의 값은 첫 추측 뒤의 횟수: 360 개 비밀이 첫 추측까지 더해 1446 + 360 번
    assert total == int(minimax.sum()) - int(minimax[out].sum()) + 1446 + 360
    # 첫 추측이 다른 나무는 묶음끼리 바꿔 끼울 수 없다
    assert mixed_upper(BULLS, 5, {0: 1446}, counts_of(BULLS), ["minimax"]) == (None, "")
