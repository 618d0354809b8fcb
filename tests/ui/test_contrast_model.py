"""고른 수와 다른 수들의 최악 견주기 (묶음 막대 아래의 가로 막대) 의 내용."""

from __future__ import annotations

import numpy as np
import plotly.graph_objects as go

from solver.codebreaking.session import CodeGame
from solver.codebreaking.variants import get_variant
from solver.codebreaking.why import why_table
from ui.codebreaking.autoplay_slot import Phase
from ui.codebreaking.code_charts import rival_bars
from ui.codebreaking.contrast_model import RivalRole, rival_labels, rivals
from ui.codebreaking.game_model import auto_view
from ui.text import tr

BASEBALL = get_variant("baseball3")


def table_at(game: CodeGame):
    """지금 부를 추측의 '왜 이 수인가' 표 (판이 그리는 것과 같이 이미 부른 수는 빼고)."""
    view = auto_view(game, Phase.GUESS)
    called = [t.guess for t in game.turns]
    return why_table(game.variant, view.cands, view.choice, called=called), view


def second_guess(variant: str = "baseball3", secret: str = "719") -> CodeGame:
    game = CodeGame(variant, "minimax", secret=secret, seed=3)
    game.step()
    return game


def test_the_first_baseball3_guess_draws_no_bars_and_names_the_tie() -> None:
    game = CodeGame("baseball3", "minimax", secret="719", seed=1)
    table, _ = table_at(game)
    found = rivals(table, game.seed, 1)
    assert found.bars == () and found.tie == 180


def test_the_pick_comes_first_and_has_the_smallest_worst_under_minimax() -> None:
    for variant, secret in (("baseball3", "719"), ("bulls4", "5083"), ("mastermind", "1234")):
        game = second_guess(variant, secret)
        table, view = table_at(game)
        found = rivals(table, game.seed, 2)
        assert found.tie is None
        roles = [bar.role for bar in found.bars]
        assert roles[0] is RivalRole.CHOSEN and found.bars[0].guess == view.guess
        assert found.bars[0].largest == view.choice.guess_largest == table.best_largest
        assert min(bar.largest for bar in found.bars) == found.bars[0].largest
        assert len({bar.guess for bar in found.bars}) == len(found.bars)  # 같은 수는 한 번
        assert RivalRole.RUNNER_UP in roles and RivalRole.RANDOM in roles


def test_each_other_guess_is_the_one_its_role_names() -> None:
    game = second_guess()
    table, view = table_at(game)
    found = rivals(table, game.seed, 2)
    bars = {bar.role: bar for bar in found.bars}
    called = {t.guess for t in game.turns}
    pool = [int(g) for g in view.choice.pool if int(g) not in called or int(g) == view.guess]
    worst = dict(zip(view.choice.pool.tolist(), view.choice.largest.tolist(), strict=True))
    others = [g for g in pool if g != view.guess]
    # 다음으로 좋은 수: 고른 수를 뺀 가장 작은 최악
    assert bars[RivalRole.RUNNER_UP].largest == min(worst[g] for g in others)
    # 비밀일 수 있는 수는 정말 후보다
    assert bars[RivalRole.CANDIDATE].guess in set(view.cands.tolist())
    for bar in found.bars:
        assert bar.largest == worst[bar.guess] and bar.guess in pool
    # 보통의 수는 표의 '보통의 수' 와 같은 규칙 (최악으로 줄 세운 가운데)
    ranked = sorted(others, key=lambda g: (worst[g], g not in set(view.cands.tolist()), g))
    assert bars[RivalRole.TYPICAL].guess == ranked[len(ranked) // 2]


def test_the_random_guess_is_the_same_on_every_redraw_and_follows_the_game() -> None:
    game = second_guess()
    table, _ = table_at(game)
    # 판의 씨앗 3 의 둘째 질문에서 뽑은 아무 수를 한 번 계산해 적어 두었다: 다시 그려도, 다른
    # 복제본에서도 같은 수 (같은 호출을 두 번 견주면 한 프로세스만 본다)
    assert rivals(table, game.seed, 2).bars[-1].guess == 473
    drawn = {rivals(table, seed, 2).bars[-1].guess for seed in range(12)}
    assert len(drawn) > 1  # 판의 씨앗이 다르면 다른 아무 수


def test_the_chart_puts_the_pick_on_top_in_gold_with_a_star() -> None:
    game = second_guess()
    table, _ = table_at(game)
    found = rivals(table, game.seed, 2)
    for lang in ("ko", "en"):
        labels = rival_labels(lang, BASEBALL, found.bars)
        assert labels[0] == f"★ {BASEBALL.format(found.bars[0].guess)} · {tr(lang, 'rival_chosen')}"
        assert not any("★" in label for label in labels[1:])
    worst = [bar.largest for bar in found.bars]
    fig = rival_bars(labels, worst, "t", "x", 200)
    go.Figure(fig.to_dict())
    bar = fig.data[0]
    assert bar["orientation"] == "h" and bar["x"] == worst
    assert (
        len(set(bar["marker"]["color"])) == 2
        and bar["marker"]["color"][0] not in bar["marker"]["color"][1:]
    )
    assert fig.layout["yaxis"]["autorange"] == "reversed"  # 첫 줄 (고른 수) 이 맨 위
    assert np.all(np.array(worst[1:]) >= worst[0])


def test_a_candidate_is_shown_even_when_the_runner_up_is_one() -> None:
    """mastermind 의 두 번째 추측: 다음으로 좋은 수도 후보일 때, 남은 후보 막대는 그와 다른 후보."""
    game = CodeGame("mastermind", "minimax", secret="3325", seed=11)
    game.step()
    table, view = table_at(game)
    bars = {bar.role: bar for bar in rivals(table, game.seed, 2).bars}
    cands = set(view.cands.tolist())
    assert bars[RivalRole.RUNNER_UP].guess in cands
    assert bars[RivalRole.CANDIDATE].guess in cands
    assert bars[RivalRole.CANDIDATE].guess != bars[RivalRole.RUNNER_UP].guess
