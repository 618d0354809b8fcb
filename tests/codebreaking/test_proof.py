"""증명된 최선 (최악 횟수·합계): 알려진 답, 증거 나무 다시 두기, 단순 전수 탐색과의 교차 검증."""

from __future__ import annotations

import json
from functools import cache

import numpy as np
import pytest

from solver.codebreaking.decision_tree import DecisionTree, set_key
from solver.codebreaking.evaluation import strategy_tree
from solver.codebreaking.feedback import response_matrix, win_answer
from solver.codebreaking.proof.average import HEURISTICS, size_floor, solve_average
from solver.codebreaking.proof.total_search import TotalSearch
from solver.codebreaking.proof.worst_case import capacity, solve_worst
from solver.codebreaking.shipped import DATA, TreeFile, shipped_tree, tree_document
from solver.codebreaking.strategies import get_strategy, next_guess
from solver.codebreaking.symmetry import FullSymmetry, root_representatives, stabilizer
from solver.codebreaking.variants import Variant, get_variant

BASEBALL = get_variant("baseball3")


def replay(variant: Variant, document: dict) -> np.ndarray:
    """문서 모양의 나무를 모든 비밀에 대고 두어 비밀마다 부른 횟수 (N,)."""
    return DecisionTree.from_document(variant, document).depths()


MASTERMIND = get_variant("mastermind")
SHIPPED_FILE = DATA / "optimal_baseball3.json"


def tiny(symbols: int, length: int, repeats: bool) -> Variant:
    """시험용 작은 변형 (목록에 없는 Variant)."""
    name = f"tiny{symbols}{length}{'r' if repeats else 'd'}"
    return Variant(name, tuple(range(1, symbols + 1)), length, repeats)


def plain_search(variant: Variant) -> tuple[int, int]:
    """가지치기도 대칭도 없는 전수 탐색: (최악 횟수의 최솟값, 합계의 최솟값).

    집합마다 결과만 기억한다. 아무것도 가르지 못하는 후보 밖 추측은 같은 집합으로 돌아와
    끝나지 않으므로 뺀다 (그런 추측은 정의상 한 번을 버릴 뿐이다).
    """
    rows = response_matrix(variant).tolist()
    win = win_answer(variant)

    def parts(guess: int, cands: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
        out: dict[int, list[int]] = {}
        for secret in cands:
            out.setdefault(rows[guess][secret], []).append(secret)
        return {a: tuple(p) for a, p in out.items()}

    def moves(cands: tuple[int, ...]) -> list[dict[int, tuple[int, ...]]]:
        found = [parts(g, cands) for g in range(variant.size)]
        return [p for p in found if len(p) > 1 or win in p]

    @cache
    def worst(cands: tuple[int, ...]) -> int:
        if len(cands) == 1:
            return 1
        return min(
            1 + max((worst(p) for a, p in ps.items() if a != win), default=0) for ps in moves(cands)
        )

    @cache
    def total(cands: tuple[int, ...]) -> int:
        if len(cands) == 1:
            return 1
        return min(
            len(cands) + sum(total(p) for a, p in ps.items() if a != win) for ps in moves(cands)
        )

    everyone = tuple(range(variant.size))
    return worst(everyone), total(everyone)


# --- 재료: 상한, 하한, 대칭 ---


def test_capacity_bounds_codes_decidable_within_depth() -> None:
    # baseball3 는 정답 아닌 대답이 8 가지: 1, 1+8, 1+8·9
    assert [capacity(BASEBALL, d) for d in range(4)] == [0, 1, 9, 73]


def test_size_floor_fills_depths_one_then_branches_then_their_square() -> None:
    floor = size_floor(BASEBALL)
    assert floor[:4].tolist() == [0, 1, 3, 5]
    assert floor[9] == 1 + 2 * 8  # 깊이 1 에 하나, 깊이 2 에 여덟
    assert floor[10] == floor[9] + 3


def test_every_stabilizer_element_preserves_every_answer() -> None:
    for variant in (BASEBALL, MASTERMIND):
        responses = response_matrix(variant)
        for code in root_representatives(variant):
            perms = stabilizer(variant, int(code)).perms.astype(np.intp)
            assert (perms[:, code] == code).all()
            for perm in perms[:: max(1, len(perms) // 5)]:
                assert len(set(perm.tolist())) == variant.size
                assert (responses[np.ix_(perm, perm)] == responses).all()


def test_all_baseball_codes_are_one_orbit_and_guess_123_leaves_ten() -> None:
    assert root_representatives(BASEBALL).tolist() == [0]
    assert len(root_representatives(MASTERMIND)) == 5  # 1111, 1112, 1122, 1123, 1234
    after = FullSymmetry(BASEBALL).fixing(BASEBALL.parse("123"))
    assert after.order == 3 * 2 * 720  # 자리 치환 × 4-9 의 치환
    assert len(after.representatives) == 10


# --- 최악 횟수 ---


@pytest.mark.parametrize(("variant", "best"), [(BASEBALL, 6), (MASTERMIND, 5)])
def test_best_worst_case_is_proved_and_minimax_reaches_it(variant: Variant, best: int) -> None:
    result = solve_worst(variant)
    assert result.worst == best
    assert int(strategy_tree(variant, "minimax").depths().max()) == best


@pytest.mark.parametrize("variant", [BASEBALL, MASTERMIND])
def test_witness_tree_finds_every_secret_within_the_bound(variant: Variant) -> None:
    result = solve_worst(variant)
    counts = replay(variant, json.loads(json.dumps(result.tree.to_document())))  # JSON 왕복 뒤에도
    assert (counts >= 1).all()
    assert int(counts.max()) == result.worst


def test_replay_rejects_a_tree_with_a_missing_branch() -> None:
    tree = solve_worst(BASEBALL).tree.to_document()
    broken = {"guess": tree["guess"], "next": dict(tree["next"])}
    broken["next"].pop(next(iter(broken["next"])))
    with pytest.raises(ValueError, match="no branch"):
        replay(BASEBALL, broken)


def test_replay_rejects_a_leaf_that_does_not_find_its_secret() -> None:
    with pytest.raises(ValueError, match="never found"):
        replay(BASEBALL, {"guess": "123", "next": {}})
    with pytest.raises(ValueError, match="no guess"):
        replay(BASEBALL, {"next": {}})


# --- 교차 검증: 단순 전수 탐색 ---


@pytest.mark.parametrize(
    "spec", [(3, 2, False), (4, 2, True), (3, 3, True), (4, 3, False), (5, 2, True), (2, 4, True)]
)
def test_pruned_symmetric_search_matches_plain_exhaustive_search(
    spec: tuple[int, int, bool],
) -> None:
    variant = tiny(*spec)
    worst, total = plain_search(variant)
    assert solve_worst(variant).worst == worst
    assert solve_worst(variant, symmetry=False).worst == worst
    assert solve_average(variant).total == total
    assert solve_average(variant, symmetry=False).total == total


@pytest.mark.parametrize(
    "spec", [(3, 2, False), (4, 2, True), (3, 3, True), (4, 3, False), (5, 2, True), (2, 4, True)]
)
def test_peeking_search_matches_plain_exhaustive_search(spec: tuple[int, int, bool]) -> None:
    variant = tiny(*spec)
    everyone = np.arange(variant.size, dtype=np.int16)
    total = TotalSearch(variant).solve(everyone, FullSymmetry(variant), 1 << 40)
    assert total == plain_search(variant)[1]


def test_peeking_search_reports_a_bound_at_least_beta_when_beta_is_too_small() -> None:
    variant = tiny(6, 3, False)
    everyone = np.arange(variant.size, dtype=np.int16)
    assert TotalSearch(variant).solve(everyone, FullSymmetry(variant), 436) >= 436
    assert TotalSearch(variant).solve(everyone, FullSymmetry(variant), 437) == 436


def test_symmetry_reduction_keeps_the_best_total_on_120_codes() -> None:
    # 1-6 에서 세 자리 (120 코드): 단순 전수 탐색으로도 436 (약 200 초라 여기선 돌리지 않는다)
    variant = tiny(6, 3, False)
    best = solve_average(variant)
    assert solve_average(variant, symmetry=False).total == best.total == 436
    assert int(replay(variant, best.tree.to_document()).sum()) == best.total


# --- 최선 합계 ---


@pytest.mark.slow  # 긴 증명: 빠른 묶음의 3 분 안에 들지 않는다 (전체 묶음이 돈다)
def test_mastermind_best_total_is_koyama_and_lai_5625() -> None:
    result = solve_average(MASTERMIND)
    assert result.total == 5625  # Koyama & Lai (1993): 평균 4.3403
    counts = replay(MASTERMIND, result.tree.to_document())
    assert int(counts.sum()) == 5625
    assert int(counts.max()) == 6  # Koyama & Lai 의 최적 평균 전략도 최악 6 번


def test_baseball3_best_total_is_2337_below_every_heuristic() -> None:
    result = solve_average(BASEBALL)
    assert result.total == 2337
    assert result.upper == 2364 and result.upper_strategy == "entropy"
    assert int(replay(BASEBALL, result.tree.to_document()).sum()) == 2337


def test_too_small_upper_bound_is_reported() -> None:
    with pytest.raises(ValueError, match="no strategy reaches"):
        solve_average(BASEBALL, upper=2336)
    with pytest.raises(ValueError, match="below the number of codes"):
        solve_average(BASEBALL, upper=100)


def test_exact_search_refuses_bulls4() -> None:
    with pytest.raises(ValueError, match="at most"):
        solve_worst(get_variant("bulls4"))


# --- 실어 둔 나무와 전략 'optimal' ---


def test_shipped_tree_replays_to_the_proven_optimum_and_beats_every_heuristic() -> None:
    document = tree_document(TreeFile.OPTIMAL, "baseball3")
    counts = replay(BASEBALL, document["tree"])
    assert int(counts.sum()) == document["total"] == solve_average(BASEBALL).total
    assert int(counts.max()) == document["worst"] == 6
    for name in HEURISTICS:
        assert int(counts.sum()) <= int(strategy_tree(BASEBALL, name).depths().sum())


def test_shipped_file_is_exactly_what_the_search_finds() -> None:
    best = solve_average(BASEBALL)
    shipped = json.loads(SHIPPED_FILE.read_text(encoding="utf-8"))
    assert shipped["tree"] == best.tree.to_document()
    assert shipped["total"] == best.total


def test_optimal_strategy_plays_the_shipped_document() -> None:
    strategy = get_strategy("optimal")
    assert strategy.deterministic
    assert strategy.supports(BASEBALL) and not strategy.supports(MASTERMIND)
    tree = tree_document(TreeFile.OPTIMAL, "baseball3")["tree"]
    assert (strategy_tree(BASEBALL, "optimal").depths() == replay(BASEBALL, tree)).all()


def test_optimal_strategy_without_a_shipped_tree_says_so() -> None:
    with pytest.raises(ValueError, match="only for baseball3"):
        next_guess(MASTERMIND, np.arange(MASTERMIND.size), "optimal")


def test_optimal_strategy_falls_back_to_minimax_off_the_tree() -> None:
    # 첫 추측 123 이 아닌 456 뒤의 후보는 나무에 없다 → 미니맥스와 같은 수
    cands = np.flatnonzero(response_matrix(BASEBALL)[BASEBALL.parse("456")] == 0)
    shipped = DecisionTree.from_document(
        BASEBALL, tree_document(TreeFile.OPTIMAL, "baseball3")["tree"]
    )
    assert set_key(BASEBALL.size, cands) not in shipped.guess_table()
    assert next_guess(BASEBALL, cands, "optimal") == next_guess(BASEBALL, cands, "minimax")


def test_replay_rejects_a_malformed_branch_table() -> None:
    with pytest.raises(ValueError, match="no branch"):
        replay(BASEBALL, {"guess": "123", "next": ["not", "a", "table"]})


# --- bulls4: 실어 둔 최적 평균 나무 (Tanaka 1996, 26,274) ---

BULLS = get_variant("bulls4")


def bulls_and_cows(guess: str, secret: str) -> int:
    """응답 행렬을 거치지 않고 센 대답 번호 S*(L+1)+B (나무를 따로 다시 두려고)."""
    strikes = sum(g == s for g, s in zip(guess, secret, strict=True))
    balls = len(set(guess) & set(secret)) - strikes
    return strikes * (len(guess) + 1) + balls


def test_shipped_bulls4_tree_solves_every_secret_in_26274_guesses() -> None:
    document = tree_document(TreeFile.OPTIMAL, "bulls4")
    assert document["total"] == 26274 and document["codes"] == 5040
    tree = shipped_tree(TreeFile.OPTIMAL, BULLS)
    guesses = {}
    for secret in range(BULLS.size):  # 마디마다 대답을 직접 세며 뿌리부터 걸어 내려간다
        node, code, turns = tree.root, BULLS.format(secret), 1
        while node.guess != secret:
            node = node.children[bulls_and_cows(BULLS.format(node.guess), code)]
            turns += 1
        guesses[secret] = turns
    assert sum(guesses.values()) == 26274
    assert max(guesses.values()) == document["worst"]
    assert (tree.depths() == np.array([guesses[s] for s in range(BULLS.size)])).all()


def test_optimal_strategy_on_bulls4_plays_the_shipped_tree() -> None:
    assert get_strategy("optimal").supports(BULLS)
    counts = strategy_tree(BULLS, "optimal").depths()
    assert int(counts.sum()) == 26274
    assert (counts == shipped_tree(TreeFile.OPTIMAL, BULLS).depths()).all()
