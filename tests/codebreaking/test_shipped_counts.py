"""실어 둔 횟수 (data/exact_counts.json): 명령 `exact` 가 같은 바이트로 다시 만들고, 나무와 같다."""

from __future__ import annotations

import dataclasses

import numpy as np
from cli_runner import run

from solver.codebreaking.evaluation import bucket_audit, strategy_tree
from solver.codebreaking.shipped import (
    COUNTED,
    COUNTS_FILE,
    counts_key,
    shipped_audit,
    shipped_counts,
)
from solver.codebreaking.strategies import Options, deterministic_strategies
from solver.codebreaking.variants import get_variant


def test_the_exact_command_rewrites_the_shipped_file_byte_for_byte(tmp_path) -> None:
    out = tmp_path / "counts.json"
    done = run("exact", "--write", str(out), timeout=900)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == COUNTS_FILE.read_bytes()


def test_shipped_counts_cover_every_deterministic_strategy_of_the_big_variants() -> None:
    for name in COUNTED:
        variant = get_variant(name)
        for strategy in deterministic_strategies(variant):
            counts = shipped_counts(name, strategy)
            assert counts is not None and counts.shape == (variant.size,)
            assert counts.min() >= 1 and not counts.flags.writeable
        assert shipped_counts(name, "minimax", candidates_only=True) is not None
    assert shipped_counts("baseball3", "minimax") is None  # 작은 변형은 바로 펼친다
    assert counts_key("bulls4", "minimax", True) == "bulls4/minimax+cands"


def test_shipped_mastermind_minimax_is_the_tree_and_knuths_figures() -> None:
    mastermind = get_variant("mastermind")
    tree = strategy_tree(mastermind, "minimax").depths()
    shipped = shipped_counts("mastermind", "minimax")
    assert np.array_equal(tree, shipped)
    assert int(shipped.max()) == 5 and int(shipped.sum()) == 5801  # Knuth (1976): 5 번, 합 5801
    only = strategy_tree(mastermind, "minimax", Options(candidates_only=True)).depths()
    assert np.array_equal(only, shipped_counts("mastermind", "minimax", candidates_only=True))


def test_shipped_audit_is_the_computed_one() -> None:
    computed = bucket_audit(get_variant("mastermind"), "minimax")
    assert shipped_audit("mastermind") == dataclasses.asdict(computed)
    assert shipped_audit("bulls4")["smallest"] == shipped_audit("bulls4")["nodes"]
    assert shipped_audit("baseball3") is None
