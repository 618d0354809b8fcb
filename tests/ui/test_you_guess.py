"""직접 맞히기의 상태와 말: 게임 번호 · 자판 · 부르기 · 힌트 · 설정, 실력 · 운 문장, 요약 표."""

from __future__ import annotations

from functools import partial

import pytest

from solver.codebreaking.analysis import analyze_turns
from solver.codebreaking.feedback import decode, response_matrix, win_answer
from solver.codebreaking.session import CodeGame, TurnRecord
from solver.codebreaking.variants import get_variant
from ui.codebreaking.answerers import Answerer
from ui.codebreaking.you_guess_model import (
    analysis_rows,
    best_left,
    left_series,
    luck_text,
    percent,
    same_as_best,
    skill_text,
    summary_rows,
)
from ui.codebreaking.you_guess_state import MAX_NUMBER, YouGuessState, pressable, secret_for
from ui.link_reader import Dropped, Link, Opening
from ui.text import tr

BASEBALL = get_variant("baseball3")
MASTERMIND = get_variant("mastermind")


def fresh(number: int = 7) -> tuple[YouGuessState, str]:
    """baseball3 판 하나가 있는 상태와 그 비밀 수."""
    state = YouGuessState()
    state.slot(BASEBALL, number)
    return state, secret_for(BASEBALL, number)


def turns_of(state: YouGuessState, variant=BASEBALL) -> tuple[TurnRecord, ...]:
    return state.slots[variant.name].game.turns


def test_a_game_number_names_one_secret_for_everyone() -> None:
    assert secret_for(BASEBALL, 4242) == "291"  # 적어 둔 값 (더 많이는 tests/ui/test_secret_for.py)
    secrets = {secret_for(BASEBALL, n) for n in range(1, 201)}
    assert len(secrets) > 100  # 번호마다 고루 다르다
    for n in (1, 99, MAX_NUMBER):
        BASEBALL.parse(secret_for(BASEBALL, n))  # 늘 규칙에 맞는 수


def test_two_states_with_the_same_number_play_the_same_secret_apart() -> None:
    one, two = YouGuessState(), YouGuessState()
    one.slot(BASEBALL, 4242)
    two.slot(BASEBALL, 4242)
    assert one.slots["baseball3"].game.secret == two.slots["baseball3"].game.secret
    one.submit(BASEBALL, "123", one.turn.stamp)
    assert len(turns_of(one)) == 1 and turns_of(two) == ()


def test_the_keypad_writes_like_a_phone_keyboard() -> None:
    state, _ = fresh()
    for symbol in (1, 1, 2, 3, 4):  # 두 번째 1 은 반복이라, 4 는 다 차서 무시
        state.press(BASEBALL, symbol)
    assert state.slots["baseball3"].entry == "123"
    state.backspace(BASEBALL)
    assert state.slots["baseball3"].entry == "12"
    for _ in range(3):
        state.backspace(BASEBALL)
    assert state.slots["baseball3"].entry == ""
    assert pressable(MASTERMIND, "11", 1)  # 반복이 되는 종류
    assert not pressable(BASEBALL, "12", 1) and not pressable(BASEBALL, "123", 4)


def test_a_guess_is_answered_once_per_drawn_turn() -> None:
    state, secret = fresh()
    drawn = state.turn.stamp
    state.submit(BASEBALL, "123", drawn)
    state.submit(BASEBALL, "123", drawn)  # 두 번 누름의 두 번째: 지난 차례
    assert len(turns_of(state)) == 1
    value = int(response_matrix(BASEBALL)[BASEBALL.parse("123"), BASEBALL.parse(secret)])
    assert turns_of(state)[0] == TurnRecord("123", *decode(BASEBALL, value))  # 정직한 대답


@pytest.mark.parametrize(
    ("text", "reason"), [("12", "length"), ("112", "repeat"), ("1a2", "not_digits")]
)
def test_bad_text_keeps_a_reason_and_costs_no_turn(text: str, reason: str) -> None:
    state, _ = fresh()
    state.submit(BASEBALL, text, state.turn.stamp)
    slot = state.slots["baseball3"]
    assert slot.error is not None and slot.error.reason == reason
    assert turns_of(state) == ()
    state.press(BASEBALL, 4)  # 다시 적기 시작하면 까닭은 지운다
    assert slot.error is None
    state.submit(BASEBALL, text, state.turn.stamp)
    state.backspace(BASEBALL)  # 지우기도 고치는 중이다
    assert slot.error is None


def test_hard_mode_refuses_a_guess_that_breaks_an_earlier_answer() -> None:
    state, secret = fresh()
    state.edit(BASEBALL, 7, hard=True)
    assert not state.notice  # 어려움 모드는 판을 그대로 둔다
    first = "123" if secret != "123" else "456"
    state.submit(BASEBALL, first, state.turn.stamp)
    game = state.load(BASEBALL)
    impossible = next(
        code
        for code in BASEBALL.labels
        if BASEBALL.parse(code) not in set(game.candidates.tolist())
    )
    state.submit(BASEBALL, impossible, state.turn.stamp)
    slot = state.slots["baseball3"]
    assert slot.error is not None and slot.error.reason == "hard_mode"
    assert slot.error.values["turn"] == 1 and slot.error.values["guess"] == first
    assert len(turns_of(state)) == 1


def test_a_repeated_guess_is_taken_and_flagged_by_the_analysis() -> None:
    state, secret = fresh()
    first = "123" if secret != "123" else "456"
    state.submit(BASEBALL, first, state.turn.stamp)
    state.submit(BASEBALL, first, state.turn.stamp)
    pairs = [(BASEBALL.parse(t.guess), t.strikes * 4 + t.balls) for t in turns_of(state)]
    assert [t.repeated for t in analyze_turns(BASEBALL, pairs)] == [False, True]


def test_a_hint_shows_the_strategy_guess_and_is_recorded_once() -> None:
    state, _ = fresh()
    drawn = state.turn.stamp
    state.ask_hint(BASEBALL, drawn)
    state.ask_hint(BASEBALL, drawn)  # 지난 차례
    slot = state.slots["baseball3"]
    assert slot.hint == CodeGame("baseball3").proposal().guess
    assert slot.hinted == [0]
    state.submit(BASEBALL, BASEBALL.format(slot.hint), state.turn.stamp)
    assert slot.hint is None and slot.hinted == [0]


@pytest.mark.parametrize("number", range(1, 40))
def test_a_hard_mode_hint_is_a_guess_hard_mode_takes(number: int) -> None:
    """미니맥스는 후보 밖의 수를 고르기도 한다: 어려움 모드의 힌트는 비밀일 수 있는 수여야 한다."""
    state = YouGuessState()
    state.slot(BASEBALL, number)
    state.edit(BASEBALL, number, hard=True)
    secret = secret_for(BASEBALL, number)
    state.submit(BASEBALL, "123" if secret != "123" else "456", state.turn.stamp)
    state.ask_hint(BASEBALL, state.turn.stamp)
    slot = state.slots["baseball3"]
    assert state.load(BASEBALL).breaks(slot.hint) is None
    state.submit(BASEBALL, BASEBALL.format(slot.hint), state.turn.stamp)
    assert slot.error is None and len(turns_of(state)) == 2


def test_a_coach_change_takes_back_the_old_coach_hint() -> None:
    state, _ = fresh()
    state.ask_hint(BASEBALL, state.turn.stamp)
    assert state.slots["baseball3"].hint is not None
    state.edit(BASEBALL, 7, show_count=False)  # 보기만 바꾸면 힌트는 그대로
    assert state.slots["baseball3"].hint is not None
    state.edit(BASEBALL, 7, coach="entropy")
    assert state.slots["baseball3"].hint is None
    state.ask_hint(BASEBALL, state.turn.stamp)
    state.edit(BASEBALL, 7, hard=True)
    assert state.slots["baseball3"].hint is None


def test_only_an_answerer_change_restarts_with_a_notice() -> None:
    state, _ = fresh()
    state.submit(BASEBALL, "123", state.turn.stamp)
    state.edit(BASEBALL, 7, coach="expected", show_count=False)
    assert not state.notice and len(turns_of(state)) == 1
    state.edit(BASEBALL, 7, answerer=Answerer.EVIL)
    slot = state.slots["baseball3"]
    assert state.notice and turns_of(state) == ()
    assert slot.game.secret is None and slot.game.adversary == "evil"
    assert slot.settings.coach == "expected"  # 코치 설정은 그대로
    assert state.settings.answerer == "evil"  # 새 종류도 마지막 선택으로 시작
    state.slot(MASTERMIND, 9)
    assert state.slots["mastermind"].game.adversary == "evil"


def test_new_game_takes_the_number_within_bounds_and_keeps_games_per_variant() -> None:
    state, _ = fresh()
    state.slot(MASTERMIND, 3)
    state.submit(MASTERMIND, "1122", state.turn.stamp)
    state.new_game(BASEBALL, 10 * MAX_NUMBER)
    slot = state.slots["baseball3"]
    assert slot.number == MAX_NUMBER
    assert slot.game.secret == secret_for(BASEBALL, MAX_NUMBER)
    assert len(turns_of(state, MASTERMIND)) == 1
    stale = state.turn.stamp - 1
    state.new_game(BASEBALL, 5, stale)  # 지난 차례의 새 게임 단추
    assert state.slots["baseball3"].number == MAX_NUMBER


# --- 말과 표 -------------------------------------------------------------------------------

SECRET = BASEBALL.parse("719")
PLAYED = ["123", "456", "789", "719"]


def played(guesses: list[str] = PLAYED):
    responses = response_matrix(BASEBALL)
    pairs = [(BASEBALL.parse(g), int(responses[BASEBALL.parse(g), SECRET])) for g in guesses]
    return analyze_turns(BASEBALL, pairs)


def test_skill_and_luck_are_worded_by_their_sign_with_the_numbers() -> None:
    first, second = played()[:2]
    # 첫 수 123 은 미니맥스의 선택: 같다 (후보라 504 분의 1 로 맞힐 수 있다)
    hit = tr("ko", "yg_hit_now", chance="0.2%")
    assert skill_text("ko", first) == tr("ko", "yg_skill_same", left=first.expected_left, hit=hit)
    assert "118.0" in skill_text("ko", first) and "이번에 맞힐 확률 0.2%" in skill_text("ko", first)
    # 456 은 기댓값이 최선보다 크다: 차이와 두 값을 함께 말한다
    text = skill_text("en", second)
    assert text.startswith("Skill:") and "more than the best" in text
    assert f"{second.skill:.1f}" in text and f"{second.best_expected_left:.1f}" in text
    assert "chance to hit now" not in text  # 456 은 비밀일 수 없었다
    for turn in played()[:-1]:  # 맞힌 턴은 따로 (아래)
        if abs(turn.luck) < 0.05:
            key = "yg_luck_same"
        else:
            key = "yg_luck_fewer" if turn.luck > 0 else "yg_luck_more"
        assert luck_text("ko", turn).startswith("운:")
        assert luck_text("ko", turn) == tr(
            "ko", key, after=turn.after, expected=turn.expected_left, diff=abs(turn.luck)
        )


def test_a_hit_is_worded_as_the_chance_it_had() -> None:
    turns = played()
    assert luck_text("ko", turns[-1]) == tr("ko", "yg_luck_hit", before=turns[-1].before)
    assert "분의 1" in luck_text("ko", turns[-1])
    last = played(["123", "456", "789", "147", "719"])
    ones = [t for t in last if t.before == 1]
    for turn in ones:
        assert luck_text("en", turn) == tr("en", "yg_luck_last")


def test_best_left_uses_the_secret_or_the_largest_bucket() -> None:
    turns = played()
    responses = response_matrix(BASEBALL)
    for turn in turns:
        if same_as_best(turn):  # 최선만큼인 추측: 최선이었다면 = 내가 남긴 수
            assert best_left(BASEBALL, turn, SECRET) == best_left(BASEBALL, turn, None)
            assert best_left(BASEBALL, turn, SECRET) == turn.after
            continue
        answer = int(responses[turn.best, SECRET])
        expected = 0 if answer == win_answer(BASEBALL) else int(turn.best_buckets[answer])
        assert best_left(BASEBALL, turn, SECRET) == expected
        # 비밀 수가 없으면 (악당) 가장 큰 묶음, 마지막 하나면 맞힘이라 0
        evil = 0 if turn.before == 1 else turn.best_largest
        assert best_left(BASEBALL, turn, None) == evil
    assert [same_as_best(t) for t in turns[:3]] == [True, False, False]
    mine, best = left_series(BASEBALL, turns, SECRET)
    assert mine.tolist() == [t.after for t in turns]
    assert best.tolist() == [best_left(BASEBALL, t, SECRET) for t in turns]
    assert mine[-1] == 0


def test_summary_rows_name_every_turn_with_hints_and_possibility() -> None:
    turns = played()
    rows = summary_rows("ko", BASEBALL, turns, [1], SECRET)
    assert [r["추측"] for r in rows] == PLAYED
    assert [r["힌트"] for r in rows] == ["", "예", "", ""]
    assert [r["비밀일 수 있었나"] for r in rows] == ["예", "아니오", "아니오", "예"]
    assert rows[-1]["남은 수"] == 0
    table = measures("en", turns[1])
    assert list(table) == ["Guess", "Worst", "Expected left", "Hit now"]
    assert table["Worst"]["Your guess"] == turns[1].largest
    assert table["Guess"]["Best"] == BASEBALL.format(turns[1].best)
    assert table["Expected left"]["Your guess"] == round(turns[1].expected_left, 2)
    assert table["Hit now"]["Your guess"] == "0%"  # 456 은 후보가 아니었다


# --- 끝판: 후보 둘 {425, 543} ---------------------------------------------------------------


def endgame(secret: str, guess: str):
    """123, 154 뒤 (후보 425, 543 만 남는다) 에 guess 를 부른 판의 턴마다 분석."""
    responses = response_matrix(BASEBALL)
    s = BASEBALL.parse(secret)
    pairs = [
        (BASEBALL.parse(g), int(responses[BASEBALL.parse(g), s])) for g in ("123", "154", guess)
    ]
    turns = analyze_turns(BASEBALL, pairs)
    assert turns[-1].before == 2  # 425 와 543
    return turns


def test_percent_never_rounds_a_chance_to_nothing() -> None:
    assert [percent(p) for p in (0, 1 / 2, 1 / 3, 1, 1 / 504, 1 / 5040)] == [
        "0%",
        "50%",
        "33%",
        "100%",
        "0.2%",
        "0.02%",
    ]


def measures(lang: str, turn) -> dict[str, dict]:
    """코치 표 (analysis_rows) 를 잰 것 → 그 줄로."""
    rows = analysis_rows(lang, BASEBALL, turn)
    return {row[tr(lang, "yg_measure")]: row for row in rows}


def test_an_endgame_guess_that_can_win_says_its_chance_and_leaves_half() -> None:
    turn = endgame("543", "425")[-1]
    ko, en = skill_text("ko", turn), skill_text("en", turn)
    assert "이번에 맞힐 확률 50%" in ko and "평균 0.5개" in ko and "최선의 추측과 같아요" in ko
    assert "50% chance to hit now" in en and "0.5 on average" in en
    table = measures("ko", turn)
    assert table["남을 후보 평균"] == {"잰 것": "남을 후보 평균", "내 추측": 0.5, "최선": 0.5}
    assert (table["맞힐 확률"]["내 추측"], table["맞힐 확률"]["최선"]) == ("50%", "50%")


def test_an_endgame_guess_that_cannot_win_is_told_the_best_could() -> None:
    turn = endgame("543", "124")[-1]
    ko = skill_text("ko", turn)
    assert "평균 1.0개" in ko and "0.5개 많아요" in ko
    assert "최선의 추측은 비밀일 수 있는 수라 이번에 맞힐 확률이 50%였어요" in ko
    assert "The best guess could be the secret: 50% chance" in skill_text("en", turn)
    assert measures("en", turn)["Hit now"]["Your guess"] == "0%"


def test_the_summary_never_calls_an_equal_guess_worse_than_the_best() -> None:
    """찾은 문제: 최선 425 만큼 좋은 543 을 불러 1 이 남자 요약이 '최선이었다면 0' 이라 했다."""
    turns = endgame("425", "543")  # 비밀이 425: 543 은 빗나가고, 425 라면 맞혔을 것
    assert BASEBALL.format(turns[-1].best) == "425"
    assert "최선의 추측과 같아요" in skill_text("ko", turns[-1])
    rows = summary_rows("ko", BASEBALL, turns, [], BASEBALL.parse("425"))
    assert rows[-1]["남은 수"] == rows[-1]["최선이었다면"] == 1
    for turn, row in zip(turns, rows, strict=True):
        if "최선의 추측과 같아요" in skill_text("ko", turn):
            assert row["최선이었다면"] == row["남은 수"]
    # 후보 밖의 124 는 최선보다 못하다: 최선 (425) 이었다면 맞혀 0
    worse = summary_rows("ko", BASEBALL, endgame("425", "124"), [], BASEBALL.parse("425"))
    assert (worse[-1]["남은 수"], worse[-1]["최선이었다면"]) == (1, 0)


def impossible_after(state: YouGuessState, variant=BASEBALL) -> str:
    """지금 판의 대답과 어긋나 비밀일 수 없는 수 하나 (어려움 모드가 받지 않는 수)."""
    alive = set(state.load(variant).candidates.tolist())
    return next(code for code in variant.labels if variant.parse(code) not in alive)


def test_hard_mode_switched_on_mid_game_keeps_every_guess_in_the_link() -> None:
    """어려움 모드를 판 중간에 켜면 다음 추측부터다: 링크를 다시 열어도 앞의 추측을 잃지 않는다."""
    state, secret = fresh(4242)
    state.submit(BASEBALL, "123" if secret != "123" else "456", state.turn.stamp)
    state.submit(BASEBALL, impossible_after(state), state.turn.stamp)  # 어려움 모드 전이라 받는다
    state.edit(BASEBALL, 4242, hard=True)
    link = state.link(BASEBALL)
    assert link["hard"] == "3"  # 셋째 추측부터 어려움 모드
    other = YouGuessState()
    assert other.open_link(link, Opening(BASEBALL, 0, 1)) == []
    assert turns_of(other) == turns_of(state)
    assert other.link(BASEBALL) == link
    other.submit(BASEBALL, impossible_after(other), other.turn.stamp)  # 그다음부터는 어려움 모드
    assert other.slots["baseball3"].error.reason == "hard_mode" and len(turns_of(other)) == 2


def kept_text(lang: str, item: str, kept: str, why: str | None) -> str:
    """틀 (Frame.keep) 처럼: 까닭의 문구가 있으면 그것으로."""
    return tr(lang, why or "link_kept", item=item, kept=kept)


def test_a_link_guess_dropped_by_hard_mode_says_hard_mode_is_why() -> None:
    state, secret = fresh(4242)
    first = "123" if secret != "123" else "456"
    state.submit(BASEBALL, first, state.turn.stamp)
    bad = impossible_after(state)
    other = YouGuessState()
    params = {"game": "4242", "hard": "1", "guesses": f"{first},{bad}"}
    (dropped,) = other.open_link(params, Opening(BASEBALL, 0, 1))
    assert dropped == Dropped("guesses", first, why="link_kept_hard")
    link = Link(params, [dropped])
    for lang in ("ko", "en"):
        notice = link.notice(partial(kept_text, lang))
        assert bad in notice and tr(lang, "yg_hard").lower() in notice.lower()
