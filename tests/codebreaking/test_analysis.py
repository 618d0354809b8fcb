"""사람의 추측 분석: 묶음 · 최악 · 기댓값 · 가능 여부 · 실력과 운 (손으로 센 값과 견준다)."""

from __future__ import annotations

import pytest
from cli_runner import run, run_json

from solver.codebreaking.analysis import (
    MAX_TIED,
    analyze_game,
    analyze_last,
    analyze_turn,
    analyze_turns,
)
from solver.codebreaking.feedback import decode, encode
from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import next_guess
from solver.codebreaking.variants import get_variant
from solver.errors import InputError

BASEBALL = get_variant("baseball3")
CONTRACT = {
    "guess",
    "answer",
    "candidates_before",
    "candidates_after",
    "worst",
    "best_worst",
    "expected",
    "best_expected",
    "possible",
}


def plain_answer(guess: str, secret: str) -> tuple[int, int]:
    strikes = sum(g == s for g, s in zip(guess, secret, strict=True))
    common = len(set(guess) & set(secret))
    return strikes, common - strikes


def plain_buckets(cands: list[str], guess: str) -> dict[tuple[int, int], int]:
    groups: dict[tuple[int, int], int] = {}
    for secret in cands:
        key = plain_answer(guess, secret)
        groups[key] = groups.get(key, 0) + 1
    return groups


def plain_game(secret: str, guesses: list[str]) -> list[dict]:
    """분석을 엔진 없이: 후보를 문자열로 걸러 가며 턴마다 센다."""
    cands = list(BASEBALL.labels)
    out = []
    for guess in guesses:
        groups = plain_buckets(cands, guess)
        answer = plain_answer(guess, secret)
        after = [c for c in cands if plain_answer(guess, c) == answer]
        win = answer == (3, 0)
        out.append(
            {
                "before": len(cands),
                "after": 0 if win else len(after),
                "worst": max(groups.values()),
                "expected": sum(n * n for n in groups.values()) / len(cands),
                "possible": guess in cands,
            }
        )
        if win:
            break
        cands = after
    return out


GAME = ("719", ["123", "456", "789", "719"])


def test_the_analysis_matches_a_plain_count_turn_by_turn() -> None:
    secret, guesses = GAME
    turns = analyze_game(BASEBALL, BASEBALL.parse(secret), [BASEBALL.parse(g) for g in guesses])
    plain = plain_game(secret, guesses)
    assert len(turns) == len(plain) == 4
    for t, p in zip(turns, plain, strict=True):
        assert (t.before, t.after, t.worst, t.possible) == (
            p["before"],
            p["after"],
            p["worst"],
            p["possible"],
        )
        assert t.expected == pytest.approx(p["expected"])
    # 456 은 1, 2, 3 중 하나가 있다는 첫 대답 (0S 1B) 뒤에는 비밀일 수 없다
    assert [t.possible for t in turns] == [True, False, False, True]


def test_best_guess_figures_are_the_strategy_choice_counted_plainly() -> None:
    secret, guesses = GAME
    turns = analyze_game(BASEBALL, BASEBALL.parse(secret), [BASEBALL.parse(g) for g in guesses])
    cands = list(BASEBALL.labels)
    for turn, guess in zip(turns, guesses, strict=True):
        best = BASEBALL.format(turn.best)
        groups = plain_buckets(cands, best)
        assert turn.best_worst == max(groups.values())
        assert turn.best_expected == pytest.approx(sum(n * n for n in groups.values()) / len(cands))
        assert turn.best == next_guess(BASEBALL, [BASEBALL.parse(c) for c in cands], "minimax")
        assert turn.tied[0] == turn.best and len(turn.tied) <= MAX_TIED
        # 미니맥스의 같은 점수 수들은 모두 같은 최악이다
        for other in turn.tied:
            assert max(plain_buckets(cands, BASEBALL.format(other)).values()) == turn.best_worst
        answer = plain_answer(guess, secret)
        cands = [c for c in cands if plain_answer(guess, c) == answer]


def plain_evil(cands: list[str], guess: str) -> tuple[int, int]:
    """엔진 없이 센 악당의 대답: 가장 큰 묶음, 같으면 가장 작은 S*4+B, 맞힘은 마지막 하나일 때만."""
    groups = plain_buckets(cands, guess)
    if len(cands) > 1:
        groups.pop((3, 0), None)
    return min(groups, key=lambda sb: (-groups[sb], sb[0] * 4 + sb[1]))


def test_a_game_under_the_evil_keeper_is_analysed_like_a_plain_count() -> None:
    """악당과의 판: 엔진이 받은 대답이 손으로 센 악당의 대답이고, 분석도 손으로 센 값이다."""
    guesses = ["123", "456", "789", "147", "258"]
    game = CodeGame("baseball3", keeper="evil")
    cands = list(BASEBALL.labels)
    for guess in guesses:
        if game.over:
            break
        before = list(cands)
        turn = game.guess(BASEBALL.parse(guess))
        strikes, balls = plain_evil(before, guess)
        assert decode(BASEBALL, turn.answer) == (strikes, balls)
        cands = [c for c in before if plain_answer(guess, c) == (strikes, balls)]
        groups = plain_buckets(before, guess)
        analysed = analyze_turns(BASEBALL, [(t.guess, t.answer) for t in game.turns])[-1]
        assert (analysed.before, analysed.after, analysed.worst) == (
            len(before),
            len(cands),
            max(groups.values()),
        )
        # 악당은 늘 가장 큰 묶음으로 답한다: 남은 수 = 최악, 그래서 운은 기댓값 - 최악 (0 이하)
        assert analysed.after == analysed.worst
        assert analysed.luck <= 0
        assert analysed.expected == pytest.approx(sum(n * n for n in groups.values()) / len(before))
        assert analysed.possible == (guess in before)
    assert len(game.turns) == len(guesses)


def test_the_last_turn_alone_is_the_last_of_all_turns() -> None:
    pairs = [(BASEBALL.parse(g), encode(BASEBALL, *plain_answer(g, "719"))) for g in GAME[1]]
    every = analyze_turns(BASEBALL, pairs)
    for i in range(len(pairs)):
        last = analyze_last(BASEBALL, pairs[: i + 1])
        assert (last.guess, last.after, last.best, last.repeated) == (
            every[i].guess,
            every[i].after,
            every[i].best,
            every[i].repeated,
        )


def test_skill_and_luck_split_the_result() -> None:
    secret, guesses = GAME
    turns = analyze_game(BASEBALL, BASEBALL.parse(secret), [BASEBALL.parse(g) for g in guesses])
    second = turns[1]  # 456: 기댓값 46, 최선 40, 실제로 36 남음
    assert second.skill == pytest.approx(second.expected - second.best_expected)
    assert second.skill > 0
    assert second.luck == pytest.approx(second.expected - second.after)
    assert turns[0].skill == pytest.approx(0)  # 첫 추측 123 은 미니맥스의 선택 그대로


def test_a_repeated_guess_is_analysed_and_flagged() -> None:
    turns = analyze_game(
        BASEBALL, BASEBALL.parse("719"), [BASEBALL.parse(g) for g in ["123", "123"]]
    )
    assert [t.repeated for t in turns] == [False, True]
    assert turns[1].after == turns[1].before  # 같은 수는 아무것도 가르지 않는다


def test_turns_stop_at_the_win() -> None:
    guesses = [BASEBALL.parse(g) for g in ["719", "123"]]
    turns = analyze_game(BASEBALL, BASEBALL.parse("719"), guesses)
    assert len(turns) == 1 and turns[0].after == 0


def test_a_random_strategy_has_no_best_guess() -> None:
    with pytest.raises(InputError) as info:
        analyze_turn(BASEBALL, [0, 1, 2], 0, 0, "random")
    assert info.value.reason == "not_deterministic"


def test_cli_analyze_prints_the_contract() -> None:
    data = run_json(
        "analyze", "--variant", "baseball3", "--secret", "719", "--guesses", "123,456,789,719"
    )
    assert set(data) == {"variant", "strategy", "secret", "turns"}
    assert data["strategy"] == "minimax" and data["secret"] == "719"
    assert all(set(t) == CONTRACT for t in data["turns"])
    plain = plain_game(*GAME)
    assert [t["candidates_after"] for t in data["turns"]] == [p["after"] for p in plain]
    assert [t["answer"] for t in data["turns"]] == ["0S 1B", "out", "2S 0B", "3S"]
    assert data["turns"][-1]["candidates_after"] == 0


@pytest.mark.parametrize("guesses", ["12,345", "112", "012", "abc", "123,4567", ""])
def test_cli_analyze_refuses_bad_guesses_with_one_line(guesses: str) -> None:
    done = run("analyze", "--secret", "719", "--guesses", guesses)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1
    assert done.stderr.startswith("error: ")
