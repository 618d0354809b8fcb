"""실어 둔 페이지 데이터 (data/exact_<변형>.json, 삼목의 opening_book.json): 명령 `exact` 가 같은
바이트로 다시 만들고, 읽은 값은 계산한 값과 같다."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

import numpy as np
import pytest
from cli_runner import ROOT, run, run_process

from solver.codebreaking.decision_tree import DecisionTree
from solver.codebreaking.evaluation import bucket_audit, evaluate, strategy_tree
from solver.codebreaking.page_data import (
    SAMPLED_OPTIONS,
    SHIPPED_GAMES,
    page_audit,
    page_evaluation,
    page_proven_worst,
    page_random_expected,
    page_tree,
    sampled_games,
)
from solver.codebreaking.shipped import (
    DATA,
    TreeFile,
    decode_guesses,
    encode_guesses,
    page_path,
    shipped_page,
    shipped_tree,
    tree_document,
)
from solver.codebreaking.strategies import Options, deterministic_strategies
from solver.codebreaking.variants import VARIANTS, get_variant
from solver.datafile import COMPUTE_ENV
from solver.gametree import tictactoe
from solver.gametree.opening_book import BOOK_FILE, book_decision, book_scores, book_self_play

BASEBALL = get_variant("baseball3")
MASTERMIND = get_variant("mastermind")


@pytest.mark.slow
@pytest.mark.parametrize("name", list(VARIANTS))
def test_the_exact_command_rewrites_each_shipped_page_file_byte_for_byte(tmp_path, name) -> None:
    """변형마다 처음부터 다시 계산한다 (baseball3z 의 정확한 무작위 기댓값이 가장 길다)."""
    done = run_process("exact", "--variant", name, "--write", str(tmp_path), timeout=1800)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [page_path(name).name]
    assert (tmp_path / page_path(name).name).read_bytes() == page_path(name).read_bytes()


@pytest.mark.slow  # 다시 만들기: 빠른 묶음의 3 분 안에 들지 않는다 (전체 묶음이 돈다)
def test_the_exact_command_rewrites_the_opening_book_byte_for_byte(tmp_path) -> None:
    done = run_process("exact", "--tictactoe", "--write", str(tmp_path), "--json", timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["written"] == [str(tmp_path / BOOK_FILE.name)]
    assert (tmp_path / BOOK_FILE.name).read_bytes() == BOOK_FILE.read_bytes()


def test_exact_refuses_a_folder_that_is_not_there(tmp_path) -> None:
    done = run("exact", "--tictactoe", "--write", str(tmp_path / "missing"))
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1


def test_shipped_files_are_the_four_variants_and_stay_small() -> None:
    found = sorted(p.name for p in DATA.glob("exact_*.json"))
    assert found == sorted(page_path(name).name for name in VARIANTS)
    total = sum(page_path(name).stat().st_size for name in VARIANTS) + BOOK_FILE.stat().st_size
    assert total < 250_000, total  # 모든 페이지의 공통 데이터가 한 장의 사진보다 작다


@pytest.mark.parametrize("name", list(VARIANTS))
def test_shipped_counts_cover_every_deterministic_strategy(name) -> None:
    variant = get_variant(name)
    page = shipped_page(name)
    for strategy in deterministic_strategies(variant):
        counts = page.counts_of(strategy)
        assert counts is not None and counts.shape == (variant.size,)
        assert counts.min() >= 1 and not counts.flags.writeable
    assert page.counts_of("minimax", candidates_only=True) is not None
    assert page.counts_of("random") is None


def test_shipped_mastermind_minimax_is_the_tree_and_knuths_figures() -> None:
    tree = strategy_tree(MASTERMIND, "minimax").depths()
    shipped = shipped_page("mastermind").counts_of("minimax")
    assert np.array_equal(tree, shipped)
    assert int(shipped.max()) == 5 and int(shipped.sum()) == 5801  # Knuth (1976): 5 번, 합 5801
    only = strategy_tree(MASTERMIND, "minimax", Options(candidates_only=True)).depths()
    assert np.array_equal(
        only, shipped_page("mastermind").counts_of("minimax", candidates_only=True)
    )


@pytest.mark.parametrize("name", TreeFile.OPTIMAL.variants)
def test_the_optimal_tree_is_shipped_once_and_read_by_one_loader(name) -> None:
    """최적 나무는 optimal_<변형>.json 에만 있다: 페이지 데이터는 그 나무를 다시 싣지 않고, 나무
    탐색은 전략 optimal 이 찾아보는 바로 그 나무 (한 벌) 를 받는다."""
    variant = get_variant(name)
    document = json.loads(page_path(name).read_text(encoding="utf-8"))
    assert "optimal" not in document["trees"] and "optimal" in document["counts"]
    assert page_tree(variant, "optimal") is shipped_tree(TreeFile.OPTIMAL, variant)
    depths = shipped_tree(TreeFile.OPTIMAL, variant).depths()
    assert int(depths.sum()) == tree_document(TreeFile.OPTIMAL, name)["total"]
    assert np.array_equal(shipped_page(name).counts_of("optimal"), depths)


@pytest.mark.parametrize("name", TreeFile.FEWEST.variants)
def test_the_fewest_tree_is_shipped_once_and_read_by_one_loader(name) -> None:
    """fewest 나무도 제 파일에만 있다: 페이지 데이터는 비밀마다 횟수만 싣고, 전략 fewest 가 펼친
    나무 · 나무 탐색이 받는 나무가 실어 둔 나무 (한 벌) 다."""
    variant = get_variant(name)
    document = json.loads(page_path(name).read_text(encoding="utf-8"))
    assert "fewest" not in document["trees"] and "fewest" in document["counts"]
    assert page_tree(variant, "fewest") is shipped_tree(TreeFile.FEWEST, variant)
    depths = shipped_tree(TreeFile.FEWEST, variant).depths()
    shipped = tree_document(TreeFile.FEWEST, name)
    assert int((depths == shipped["limit"]).sum()) == shipped["count"]
    assert np.array_equal(shipped_page(name).counts_of("fewest"), depths)
    assert np.array_equal(strategy_tree(variant, "fewest").depths(), depths)


@pytest.mark.parametrize("strategy", deterministic_strategies(BASEBALL))
def test_shipped_tree_is_the_grown_tree_node_for_node(strategy) -> None:
    grown = strategy_tree(BASEBALL, strategy)
    shipped = page_tree(BASEBALL, strategy)
    assert shipped is not None
    pairs = zip(grown.nodes(), shipped.nodes(), strict=True)
    assert all(a.guess == b.guess and np.array_equal(a.candidates, b.candidates) for a, b in pairs)


def test_guess_list_round_trip_and_refusals() -> None:
    tree = strategy_tree(MASTERMIND, "minimax")
    text = encode_guesses(MASTERMIND, tree)
    guesses = decode_guesses(MASTERMIND, text)
    assert len(guesses) == sum(1 for _ in tree.nodes()) and text[:4] == "1122"  # Knuth 의 첫 수
    again = DecisionTree.from_guesses(MASTERMIND, guesses)
    assert np.array_equal(again.depths(), tree.depths())
    with pytest.raises(ValueError):
        DecisionTree.from_guesses(MASTERMIND, guesses[:-1])
    with pytest.raises(ValueError):
        DecisionTree.from_guesses(MASTERMIND, [*guesses, guesses[0]])
    with pytest.raises(ValueError):
        decode_guesses(MASTERMIND, "112")


@pytest.mark.parametrize("games", SHIPPED_GAMES)
def test_shipped_random_play_is_what_evaluate_plays(games) -> None:
    shipped = page_evaluation(BASEBALL, "random", Options(), games)
    played = evaluate(BASEBALL, "random", Options(), games, seed=0)
    assert shipped is not None and not shipped.exact
    assert shipped.histogram() == played.histogram()
    assert (shipped.games, shipped.worst, shipped.total) == (
        played.games,
        played.worst,
        played.total,
    )
    assert shipped.confidence() == pytest.approx(played.confidence())


def test_shipped_sampled_minimax_is_what_evaluate_plays_with_its_seed() -> None:
    games = sampled_games(SHIPPED_GAMES[0])
    shipped = page_evaluation(BASEBALL, "minimax", SAMPLED_OPTIONS, games)
    played = evaluate(BASEBALL, "minimax", SAMPLED_OPTIONS, games, seed=0)
    assert shipped is not None and shipped.histogram() == played.histogram()
    # 다른 시드 · 판 수 · 설정은 실려 있지 않다: 부르는 쪽이 계산한다
    assert page_evaluation(BASEBALL, "minimax", SAMPLED_OPTIONS, games, seed=1) is None
    assert page_evaluation(BASEBALL, "random", Options(), 7) is None
    assert page_evaluation(BASEBALL, "minimax", Options(sample=10), games) is None
    assert page_evaluation(get_variant("bulls4"), "minimax", SAMPLED_OPTIONS, games) is None


def test_shipped_audit_expectation_and_proof_are_the_computed_ones() -> None:
    assert page_audit(MASTERMIND) == bucket_audit(MASTERMIND, "minimax")
    assert dataclasses.asdict(page_audit(get_variant("bulls4")))["smallest"] == 1902
    assert page_random_expected(BASEBALL) == pytest.approx(4.8469131, abs=1e-6)
    assert page_random_expected(get_variant("baseball3z")) is not None
    assert page_random_expected(MASTERMIND) is None  # 정확한 계산은 720 코드까지
    assert page_proven_worst(BASEBALL) == 6 and page_proven_worst(MASTERMIND) == 5
    assert page_proven_worst(get_variant("bulls4")) is None  # 대칭 표가 너무 크다


@pytest.mark.slow  # 다시 찾기: 빠른 묶음의 3 분 안에 들지 않는다 (전체 묶음이 돈다)
def test_opening_book_is_what_the_search_finds() -> None:
    empty = tictactoe.EMPTY
    for algorithm in ("minimax", "alphabeta"):
        assert book_decision(empty, algorithm, None) == tictactoe.best_move(empty, algorithm)
        assert book_self_play(algorithm) == tictactoe.self_play(algorithm)
    assert book_scores(empty, None) == dict(tictactoe.move_scores(empty).scores)
    assert book_decision(empty, "alphabeta", 3) is None  # 깊이 제한은 사용자가 고른다
    after = tictactoe.parse_board("X........")
    assert book_decision(after, "alphabeta", None) is None and book_scores(after, None) is None


def test_the_compute_switch_skips_every_shipped_page_file() -> None:
    """벤치마크의 '계산하는 길': 환경 변수를 켜면 페이지 데이터를 하나도 읽지 않는다."""
    probe = (
        "import json\n"
        "from solver.codebreaking.page_data import page_evaluation, page_tree\n"
        "from solver.codebreaking.shipped import shipped_page\n"
        "from solver.codebreaking.strategies import Options\n"
        "from solver.codebreaking.variants import get_variant\n"
        "from solver.gametree.opening_book import book_self_play\n"
        "bulls = get_variant('bulls4')\n"
        "print(json.dumps([shipped_page('bulls4') is None,"
        " page_evaluation(bulls, 'minimax', Options(), 1) is None,"
        " page_tree(bulls, 'optimal') is None, book_self_play('minimax') is None]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", COMPUTE_ENV: "1"},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(done.stdout) == [True, True, True, True]
