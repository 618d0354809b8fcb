"""'왜 이 수인가' 의 표 (solver/codebreaking/why.py): 고른 수와 수치가 다른 수들, 이미 부른
수 없이."""

from __future__ import annotations

import numpy as np
import pytest

from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import choice_for, choose
from solver.codebreaking.variants import get_variant
from solver.codebreaking.why import Role, why_table

BASEBALL = get_variant("baseball3")


def test_the_first_guess_ties_every_code_at_180_so_the_table_says_so_in_one_row() -> None:
    """찾은 문제: 첫 추측에 같은 180 · 118.0 · 9 의 줄이 다섯 있었다. 모든 수가 같으면 한 줄과
    all_tied (화면이 '모든 수가 최악 180개로 같아서' 라고 말한다)."""
    everyone = np.arange(BASEBALL.size)
    choice = choose(BASEBALL, everyone)
    table = why_table(BASEBALL, everyone, choice)
    assert (table.pool, table.tied, table.best_largest, table.all_tied) == (504, 504, 180, True)
    assert [(BASEBALL.format(r.guess), r.role) for r in table.rows] == [("123", Role.CHOSEN)]
    first = table.rows[0]
    assert (first.largest, first.parts, first.candidate) == (180, 9, True)
    assert first.expected_left == pytest.approx(((choice.buckets**2).sum() - 1) / 504)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_row_shows_other_figures_and_no_code_already_called(seed: int) -> None:
    game = CodeGame("baseball3", secret=BASEBALL.format(seed * 97), seed=seed)
    for _ in range(3):
        if game.over:
            break
        called = [t.guess for t in game.turns]
        choice = game.proposal()
        table = why_table(BASEBALL, game.candidates, choice, called=called)
        assert table.rows[0].role is Role.CHOSEN and table.rows[0].guess == choice.guess
        figures = [r.figures for r in table.rows]
        assert len(set(figures)) == len(figures)  # 같은 수치의 줄은 없다
        assert not {r.guess for r in table.rows[1:]} & set(called)  # 이미 부른 수는 없다
        assert table.pool == len(choice.pool) - len(set(called) - {choice.guess})
        for row in table.rows[1:]:
            if row.role is Role.FEWER_LEFT:
                assert row.expected_left <= table.rows[0].expected_left + 0.05
            if row.role is Role.TYPICAL:
                assert row.largest >= table.best_largest
        game.step()


def test_the_table_contrasts_the_pick_with_better_scores_and_a_typical_guess() -> None:
    """두 번째 추측 (123 → 0S 1B 뒤): 고른 214 (최악 50), 평균이 더 작은 수, 보통의 수."""
    game = CodeGame("baseball3", secret="719", seed=1)
    game.step()
    choice = game.proposal()
    table = why_table(BASEBALL, game.candidates, choice, called=[game.turns[0].guess])
    roles = [r.role for r in table.rows]
    assert roles[0] is Role.CHOSEN and Role.TYPICAL in roles and len(roles) >= 2
    typical = next(r for r in table.rows if r.role is Role.TYPICAL)
    assert typical.largest > table.rows[0].largest and not table.all_tied


def test_a_guess_chosen_by_another_score_still_leads_the_table() -> None:
    cands = np.array([BASEBALL.parse(c) for c in ("123", "456", "789", "147")])
    choice = choose(BASEBALL, cands)
    far = int(np.argmax(choice.largest))
    other = choice_for(BASEBALL, cands, int(choice.pool[far]))
    table = why_table(BASEBALL, cands, other)
    assert table.rows[0].role is Role.CHOSEN and table.rows[0].largest == int(choice.largest[far])
    assert table.best_largest < table.rows[0].largest
