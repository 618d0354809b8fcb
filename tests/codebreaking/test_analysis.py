"""사람의 추측 분석: 묶음 · 최악 · 기댓값 · 가능 여부 · 실력과 운 (손으로 센 값과 견준다)."""

from __future__ import annotations

import numpy as np
import pytest
from cli_runner import ANALYZE_CONTRACT, run, run_json

from solver.codebreaking import partition
from solver.codebreaking.analysis import (
    MAX_TIED,
    analyze_game,
    analyze_last,
    analyze_turn,
    analyze_turns,
)
from solver.codebreaking.feedback import answer_slots, decode, encode, response_matrix
from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import get_strategy, next_guess
from solver.codebreaking.variants import get_variant
from solver.errors import InputError

BASEBALL = get_variant("baseball3")


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
        squares = sum(n * n for n in groups.values())
        out.append(
            {
                "before": len(cands),
                "after": 0 if win else len(after),
                "worst": max(groups.values()),
                "expected": squares / len(cands),
                # 맞히면 0 개가 남는다: 맞힘의 묶음 (크기 1) 을 빼고 센다
                "expected_left": (squares - groups.get((3, 0), 0)) / len(cands),
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
        assert (t.before, t.after, t.largest, t.possible) == (
            p["before"],
            p["after"],
            p["worst"],
            p["possible"],
        )
        assert t.expected == pytest.approx(p["expected"])
        assert t.expected_left == pytest.approx(p["expected_left"])
    # 456 은 1, 2, 3 중 하나가 있다는 첫 대답 (0S 1B) 뒤에는 비밀일 수 없다
    assert [t.possible for t in turns] == [True, False, False, True]


def test_best_guess_figures_are_the_strategy_choice_counted_plainly() -> None:
    secret, guesses = GAME
    turns = analyze_game(BASEBALL, BASEBALL.parse(secret), [BASEBALL.parse(g) for g in guesses])
    cands = list(BASEBALL.labels)
    for turn, guess in zip(turns, guesses, strict=True):
        best = BASEBALL.format(turn.best)
        groups = plain_buckets(cands, best)
        assert turn.best_largest == max(groups.values())
        assert turn.best_expected == pytest.approx(sum(n * n for n in groups.values()) / len(cands))
        assert turn.best == next_guess(BASEBALL, [BASEBALL.parse(c) for c in cands], "minimax")
        assert turn.tied[0] == turn.best and len(turn.tied) <= MAX_TIED
        # 미니맥스의 같은 점수 수들은 모두 같은 최악이다
        for other in turn.tied:
            assert max(plain_buckets(cands, BASEBALL.format(other)).values()) == turn.best_largest
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
    game = CodeGame("baseball3", adversary="evil")
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
        assert (analysed.before, analysed.after, analysed.largest) == (
            len(before),
            len(cands),
            max(groups.values()),
        )
        # 악당은 늘 가장 큰 묶음으로 답한다: 남은 수 = 최악, 그래서 운은 기댓값 - 최악 (0 이하)
        assert analysed.after == analysed.largest
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
    second = turns[1]  # 456: 후보 밖의 수라 맞힐 수 없다, 최선보다 평균이 크다
    assert second.skill == pytest.approx(second.expected_left - second.best_expected_left)
    assert second.skill > 0
    assert second.luck == pytest.approx(second.expected_left - second.after)
    assert second.expected_left == second.expected  # 맞힐 수 없으면 둘이 같다
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
    assert all(set(t) == ANALYZE_CONTRACT for t in data["turns"])
    plain = plain_game(*GAME)
    assert [t["candidates_after"] for t in data["turns"]] == [p["after"] for p in plain]
    assert [t["answer"] for t in data["turns"]] == ["0S 1B", "out", "2S 0B", "3S"]
    assert data["turns"][-1]["candidates_after"] == 0
    assert [t["expected_left"] for t in data["turns"]] == [
        pytest.approx(p["expected_left"], abs=1e-6) for p in plain
    ]


@pytest.mark.parametrize("guesses", ["12,345", "112", "012", "abc", "123,4567", ""])
def test_cli_analyze_refuses_bad_guesses_with_one_line(guesses: str) -> None:
    done = run("analyze", "--secret", "719", "--guesses", guesses)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1
    assert done.stderr.startswith("error: ")


# --- 끝판: 후보 둘 {425, 543} ---------------------------------------------------------------

ENDGAME = ("425", "543")


def guesses_leaving(codes: tuple[str, ...]) -> list[int]:
    """빈 판에서 부르면 후보가 꼭 codes 만 남는 추측 둘 (찾아서): codes 모두에 대답이 같은 수."""
    responses = response_matrix(BASEBALL)
    want = np.array([BASEBALL.parse(c) for c in codes])
    everyone = np.arange(BASEBALL.size)
    same = np.all(responses[:, want] == responses[:, want[:1]], axis=1)  # (N,) 모두에게 같은 대답
    for first in np.flatnonzero(same):
        left = everyone[responses[first, everyone] == responses[first, want[0]]]
        for second in np.flatnonzero(same):
            if np.array_equal(
                np.sort(left[responses[second, left] == responses[second, want[0]]]), want
            ):
                return [int(first), int(second)]
    raise AssertionError(f"no two guesses leave {codes}")


def endgame_turn(secret: str, guess: str):
    """끝판 (후보 425, 543) 에서 guess 를 부른 턴의 분석."""
    responses = response_matrix(BASEBALL)
    pairs = [(g, int(responses[g, BASEBALL.parse(secret)])) for g in guesses_leaving(ENDGAME)]
    pairs.append(
        (BASEBALL.parse(guess), int(responses[BASEBALL.parse(guess), BASEBALL.parse(secret)]))
    )
    return analyze_turns(BASEBALL, pairs)[-1]


@pytest.mark.parametrize("secret", ENDGAME)
def test_endgame_best_guesses_are_the_candidates_that_can_win(secret: str) -> None:
    turn = endgame_turn(secret, "124")
    assert turn.before == 2
    assert [BASEBALL.format(g) for g in turn.tied] == ["425", "543"]
    # 124 · 125 · 126 도 둘을 가르지만 (최악 1) 맞힐 수 없다: 최선으로 보이지 않는다
    assert not {"124", "125", "126"} & {BASEBALL.format(g) for g in turn.tied}
    # 힌트 (전략의 동점 처리) 가 목록의 맨 앞과 같다
    cands = [BASEBALL.parse(c) for c in ENDGAME]
    assert turn.best == turn.tied[0] == next_guess(BASEBALL, cands, "minimax")


def test_endgame_counts_a_hit_as_nothing_left() -> None:
    hit = endgame_turn("543", "425")
    assert hit.expected == pytest.approx(1.0)  # 명령줄의 expected: 맞힘의 묶음도 1
    assert hit.expected_left == pytest.approx(0.5)  # 반은 맞혀 0, 반은 하나 남는다
    assert hit.hit_chance == pytest.approx(0.5) and hit.best_hit_chance == pytest.approx(0.5)
    assert hit.skill == pytest.approx(0)
    outside = endgame_turn("543", "124")
    assert outside.expected_left == pytest.approx(1.0) and outside.hit_chance == 0
    assert outside.skill == pytest.approx(0.5)  # 맞힐 수 있는 최선보다 0.5 개 더 남는다
    assert outside.luck == pytest.approx(0)  # 124 는 늘 하나를 남긴다


def test_cli_analyze_counts_the_endgame_hit_as_zero() -> None:
    guesses = [*map(BASEBALL.format, guesses_leaving(ENDGAME)), "425", "543"]
    data = run_json("analyze", "--secret", "543", "--guesses", ",".join(guesses))
    third = data["turns"][2]
    assert third["candidates_before"] == 2 and third["guess"] == "425"
    assert third["expected"] == 1.0 and third["expected_left"] == 0.5
    last = data["turns"][3]  # 하나 남은 543: 반드시 맞히므로 0
    assert (last["candidates_before"], last["expected"], last["expected_left"]) == (1, 1.0, 0.0)


SCORED = ["minimax", "expected", "entropy", "parts"]


@pytest.mark.parametrize("strategy", SCORED)
@pytest.mark.parametrize("seed", range(6))
def test_a_non_candidate_is_listed_only_when_it_beats_every_candidate(
    strategy: str, seed: int
) -> None:
    """판을 무작위로 두어 가며, 턴마다 최선 목록이 규칙을 지키고 힌트가 맨 앞인지 본다."""
    rng = np.random.default_rng(seed)
    responses = response_matrix(BASEBALL)
    secret = int(rng.integers(BASEBALL.size))
    cands = np.arange(BASEBALL.size)
    pairs: list[tuple[int, int]] = []
    score = get_strategy(strategy).score
    while len(cands) > 1:
        guess = int(rng.integers(BASEBALL.size))
        pairs.append((guess, int(responses[guess, secret])))
        turn = analyze_turns(BASEBALL, pairs, strategy)[-1]
        counts = partition.bucket_counts(
            responses, cands, answer_slots(BASEBALL), np.arange(BASEBALL.size)
        )
        keys = score(counts)
        best_inside = keys[cands].min()
        assert turn.tied[0] == turn.best == next_guess(BASEBALL, cands, strategy)
        assert all(keys[g] == keys.min() for g in turn.tied)
        outside = [g for g in turn.tied if g not in set(cands.tolist())]
        if best_inside == keys.min():
            assert not outside  # 맞힐 수 있는 수가 같은 점수면 후보만
        else:
            assert len(outside) == len(turn.tied)
        cands = cands[responses[guess, cands] == responses[guess, secret]]
