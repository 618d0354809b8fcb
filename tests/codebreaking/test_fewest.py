"""가장 적은 '마지막 횟수' 찾기: 단순 전수 탐색과의 교차 검증 (사전식: 그 가운데 가장 작은 합계도),
나무 다시 두기, 불가능한 한도, 묶음 × 둘째 추측으로 나눈 증명 (씨앗, 체크포인트, 시간 한도)."""

from __future__ import annotations

import json
from functools import cache

import numpy as np
import pytest

from solver.codebreaking.feedback import response_matrix, win_answer
from solver.codebreaking.proof.fewest import INFEASIBLE, FewestSearch, fewest_at, split_value
from solver.codebreaking.proof.fewest_split import prove_fewest
from solver.codebreaking.shipped import DATA, document_tree
from solver.codebreaking.symmetry import FullSymmetry
from solver.codebreaking.variants import Variant, get_variant

BASEBALL = get_variant("baseball3")


def tiny(symbols: int, length: int, repeats: bool) -> Variant:
    """시험용 작은 변형 (목록에 없는 Variant)."""
    return Variant(f"tiny{symbols}{length}{repeats}", tuple(range(1, symbols + 1)), length, repeats)


def plain_least(variant: Variant, limit: int) -> tuple[int, int]:
    """가지치기도 대칭도 없는 전수 탐색: limit 번 안에 모두 맞히는 나무 가운데 (딱 limit 번째인
    비밀 수, 모든 비밀의 횟수 합) 이 사전식으로 가장 작은 것. 안 되면 (INFEASIBLE, 0)."""
    rows = response_matrix(variant).tolist()
    win = win_answer(variant)
    never = (INFEASIBLE, 0)

    @cache
    def best(cands: tuple[int, ...], level: int) -> tuple[int, int]:
        if len(cands) == 1:
            return (1 if level == limit else 0), level
        if level >= limit:
            return never
        values = []
        for guess in range(variant.size):
            parts: dict[int, list[int]] = {}
            for secret in cands:
                parts.setdefault(rows[guess][secret], []).append(secret)
            if len(parts) == 1 and win not in parts:
                continue  # 아무것도 못 가르는 추측
            rest = [best(tuple(p), level + 1) for a, p in parts.items() if a != win]
            if any(r == never for r in rest):
                continue
            found = (level, 0) if guess in cands else (0, 0)  # 추측 자체를 맞히면 이 차례에
            values.append((sum(r[0] for r in rest), found[0] + sum(r[1] for r in rest)))
        return min(values, default=never)

    return best(tuple(range(variant.size)), 1)


def plain_fewest(variant: Variant, limit: int) -> int:
    """plain_least 의 앞자리: 딱 limit 번째인 비밀 수의 최솟값 (안 되면 INFEASIBLE)."""
    return plain_least(variant, limit)[0]


# 전수 탐색과 견줄 작은 변형 (기호 수, 자리 수, 되풀이) 과 한도
TINY_CASES = [
    ((3, 2, False), 3),
    ((4, 2, True), 3),
    ((4, 2, True), 4),
    ((4, 3, False), 4),
    ((5, 2, True), 3),
]


@pytest.mark.parametrize(("spec", "limit"), TINY_CASES)
def test_fewest_search_matches_plain_exhaustive_search(
    spec: tuple[int, int, bool], limit: int
) -> None:
    variant = tiny(*spec)
    everyone = np.arange(variant.size, dtype=np.int16)
    found = FewestSearch(variant, limit).solve(everyone, FullSymmetry(variant), 1, INFEASIBLE)
    assert found == plain_fewest(variant, limit)


@pytest.mark.parametrize(("spec", "limit"), TINY_CASES)
def test_least_total_search_matches_plain_exhaustive_search(
    spec: tuple[int, int, bool], limit: int
) -> None:
    """사전식 (마지막 횟수, 합계) 의 최솟값이 전수 탐색과 같다."""
    variant = tiny(*spec)
    everyone = np.arange(variant.size, dtype=np.int16)
    search = FewestSearch(variant, limit, totals=True)
    found = search.solve(everyone, FullSymmetry(variant), 1, INFEASIBLE)
    expected = plain_least(variant, limit)
    if expected[0] >= INFEASIBLE:  # 한도 안에 다 맞힐 수 없다
        assert found >= INFEASIBLE
    else:
        assert split_value(found) == expected


def test_baseball3_least_total_among_the_fewest_sixes_is_proved_and_replays() -> None:
    """baseball3 의 6 번째 34 개 나무들 가운데 합계는 2,344 가 가장 작다 (자유로운 최적 2,337 의
    7 번 위). 한도를 넉넉히 두면 (7) 마지막 횟수는 0 이고 합계는 증명된 최적 평균과 같다."""
    least = prove_fewest(BASEBALL, 6, totals=True)
    assert least.proved and (least.count, least.lower) == (34, 34)
    assert least.total == least.total_lower == 2344
    assert all(b.proved and b.total_lower == b.total_upper for b in least.buckets)
    depths = least.tree.depths()  # 모든 비밀에 대고 다시 둔 나무
    assert int((depths == 6).sum()) == 34 and int(depths.sum()) == 2344 and int(depths.max()) == 6
    free = prove_fewest(BASEBALL, 7, totals=True)
    assert free.proved and free.count == 0 and free.total == 2337


def test_a_lexicographic_checkpoint_resumes_and_is_not_read_as_a_count_proof(tmp_path) -> None:
    path = tmp_path / "least.json"
    first = prove_fewest(BASEBALL, 6, totals=True, checkpoint=path)
    again = prove_fewest(BASEBALL, 6, totals=True, checkpoint=path)
    assert first.tasks > 0 and again.tasks == 0
    assert (again.count, again.total) == (34, 2344) and again.proved
    assert again.tree.to_document() == first.tree.to_document()
    with pytest.raises(ValueError, match="belongs to"):  # 값의 뜻이 다른 파일
        prove_fewest(BASEBALL, 6, checkpoint=path)


def test_with_several_seeds_each_bucket_starts_from_the_best_and_ties_keep_the_first() -> None:
    narrow = fewest_at(BASEBALL, 6, exact_from=4, width=1).tree
    best = prove_fewest(BASEBALL, 6, totals=True).tree
    mixed = prove_fewest(BASEBALL, 6, seeds=(narrow, best), totals=True, time_limit=1e-9)
    assert (mixed.count, mixed.total) == (34, 2344)  # 묶음마다 더 나은 씨앗: 찾기 전에 이미
    assert mixed.tree.to_document() == best.to_document()


def test_baseball3_tree_within_six_has_the_fewest_sixes_below_123() -> None:
    result = fewest_at(BASEBALL, 6)
    depths = result.tree.depths()
    assert result.exact and (depths >= 1).all() and int(depths.max()) == 6
    assert result.count == int((depths == 6).sum()) == 34
    assert result.total == int(depths.sum())


def test_narrow_search_is_never_better_than_the_exact_one() -> None:
    exact = fewest_at(BASEBALL, 6).count
    narrow = fewest_at(BASEBALL, 6, exact_from=4, width=1)
    assert not narrow.exact and narrow.count >= exact
    assert int((narrow.tree.depths() == 6).sum()) == narrow.count


def test_a_limit_below_the_best_worst_case_is_refused() -> None:
    with pytest.raises(ValueError, match="within 5"):
        fewest_at(BASEBALL, 5)


def test_shipped_bulls4_tree_needs_seven_for_its_count_and_never_more() -> None:
    document = json.loads((DATA / "fewest_bulls4.json").read_text(encoding="utf-8"))
    bulls = get_variant("bulls4")
    depths = document_tree(bulls, document).depths()  # 모든 비밀에 대고 다시 둔다
    assert (depths >= 1).all() and int(depths.max()) == 7 == document["limit"]
    # 증명된 최소 (Slovesnov 의 나무도 50)
    assert int((depths == 7).sum()) == document["count"] == 50
    assert int(depths.sum()) == document["total"]


def test_split_proof_proves_the_fewest_sixes_of_baseball3() -> None:
    found = prove_fewest(BASEBALL, 6)
    assert found.proved and found.exact and found.count == found.lower == 34
    assert all(b.proved and b.searched == b.guesses for b in found.buckets)
    assert sum(b.upper for b in found.buckets) == 34
    depths = found.tree.depths()  # 모든 비밀에 대고 다시 둔 나무
    assert int(depths.max()) == 6 and int((depths == 6).sum()) == 34


def test_a_worse_seed_is_improved_and_the_best_seed_is_kept() -> None:
    narrow = fewest_at(BASEBALL, 6, exact_from=4, width=1)
    better = prove_fewest(BASEBALL, 6, seeds=(narrow.tree,))
    assert narrow.count == sum(b.seed for b in better.buckets) == 56
    assert better.proved and better.count == 34
    kept = prove_fewest(BASEBALL, 6, seeds=(better.tree,))  # 이길 둘째 추측이 없다: 씨앗 그대로
    assert kept.proved and kept.count == 34
    assert kept.tree.to_document() == better.tree.to_document()


def test_a_stopped_proof_resumes_from_its_checkpoint(tmp_path) -> None:
    path = tmp_path / "fewest.json"
    first = prove_fewest(BASEBALL, 6, checkpoint=path)
    assert first.proved and first.tasks > 0
    again = prove_fewest(BASEBALL, 6, checkpoint=path)  # 끝난 일은 모두 건너뛴다
    assert again.proved and again.tasks == 0 and again.count == 34
    assert again.tree.to_document() == first.tree.to_document()
    with pytest.raises(ValueError, match="belongs to"):
        prove_fewest(BASEBALL, 7, checkpoint=path)


def test_the_time_limit_gives_honest_bounds() -> None:
    narrow = fewest_at(BASEBALL, 6, exact_from=4, width=1)
    stopped = prove_fewest(BASEBALL, 6, seeds=(narrow.tree,), time_limit=1e-9)
    assert not stopped.exact and not stopped.proved
    assert stopped.lower <= 34 <= stopped.count == narrow.count
    assert all(b.lower <= b.upper for b in stopped.buckets)
    blind = prove_fewest(BASEBALL, 6, time_limit=1e-9)  # 씨앗이 없으면 아직 나무가 없다
    assert blind.tree is None and blind.count >= INFEASIBLE and blind.lower <= 34


def test_workers_do_not_change_the_tree() -> None:
    one = prove_fewest(BASEBALL, 6, workers=1)
    two = prove_fewest(BASEBALL, 6, workers=2)
    assert two.count == one.count == 34
    assert two.tree.to_document() == one.tree.to_document()
