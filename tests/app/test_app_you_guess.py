"""직접 맞히기 페이지의 AppTest: 글로 · 자판으로 부르기, 힌트, 어려움 모드, 악당, 끝내기와 새 판."""

from __future__ import annotations

from collections.abc import Callable
from itertools import count

import pytest
from apptest import charts, has_stamped, new_app, page_state, stamped, table_columns, table_rows
from streamlit.testing.v1 import AppTest

from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import next_guess
from solver.codebreaking.variants import get_variant
from ui.codebreaking.you_guess_state import MAX_NUMBER, GuessSlot, YouGuessState, secret_for
from ui.states import Key
from ui.text import quoted, tr

PAGE = "pages/you_guess.py"
BASEBALL = get_variant("baseball3")


def state(at: AppTest) -> YouGuessState:
    return page_state(at, Key.YOU_GUESS)


def slot(at: AppTest, variant: str = "baseball3") -> GuessSlot:
    return state(at).slots[variant]


def secret(at: AppTest) -> str:
    return slot(at).game.secret


def type_guess(at: AppTest, text: str) -> AppTest:
    """글 상자에 적고 부르기 (데스크톱)."""
    at.text_input(key="yg_text_entry").input(text)
    at.button(key="yg_text_submit").click().run()
    assert not at.exception
    return at


def tap_guess(at: AppTest, code: str) -> AppTest:
    """자판으로 한 글자씩 누르고 부르기 (폰)."""
    for symbol in code:
        at.button(key=f"seq-yg_key_{symbol}").click().run()
    stamped(at, "yg_submit").click().run()
    assert not at.exception
    return at


def texts(at: AppTest) -> str:
    """화면의 글 (markdown, 알림, 설명) 모두."""
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption]
    parts += [e.value for e in at.info] + [e.value for e in at.success]
    parts += [e.value for e in at.error] + [e.value for e in at.warning]
    return "\n".join(parts)


def wrong_first(code: str) -> str:
    return "123" if code != "123" else "456"


@pytest.fixture
def page(make_app: Callable[..., AppTest]) -> AppTest:
    at = make_app(PAGE)
    assert not at.exception
    return at


def test_the_page_opens_with_a_numbered_secret_and_an_empty_entry(page: AppTest) -> None:
    s = slot(page)
    assert s.game.secret == secret_for(BASEBALL, s.number)
    assert page.text_input(key="yg_number").value == str(s.number)
    assert "## `_ _ _`" in texts(page)
    assert "1번째 질문 · 후보 504개" in texts(page)
    # 덜 적은 '부르기' 는 꺼 두지 않는다 (느린 폰에서 마지막 숫자 바로 뒤의 누름이 버려졌다):
    # 누르면 까닭을 말하고 턴을 쓰지 않는다. 빈 자판의 지우기도 켜져 있고 아무 일도 하지 않는다
    page.button(key="seq-yg_key_1").click().run()
    page.button(key=stamped(page, "yg_submit").key).click().run()
    assert "코드는 3자리예요 (적은 것: '1')." in texts(page)
    assert not CodeGame.from_record(slot(page).game).turns and slot(page).entry == "1"
    for _ in range(2):
        page.button(key="seq-yg_backspace").click().run()
    assert not page.exception and slot(page).entry == ""


def test_a_typed_guess_is_answered_and_coached(page: AppTest) -> None:
    guess = wrong_first(secret(page))
    type_guess(page, guess)
    game = CodeGame.from_record(slot(page).game)
    assert [BASEBALL.format(t.guess) for t in game.turns] == [guess]
    shown = texts(page)
    assert f"### `{guess}` →" in shown
    assert "실력:" in shown and "운:" in shown
    assert "2번째 질문" in shown
    assert table_rows(page, "잰 것") and table_rows(page, "#")  # 코치 표와 기록 표
    assert page.text_input(key="yg_text_entry").value == ""  # 받아들인 글은 지운다


def test_keypad_digits_grey_out_and_submit_once_full(page: AppTest) -> None:
    page.button(key="seq-yg_key_1").click().run()
    assert slot(page).entry == "1"
    assert page.button(key="seq-yg_key_1").disabled  # 쓴 숫자는 흐리게 (반복이 안 되는 종류)
    assert not page.button(key="seq-yg_key_2").disabled
    page.button(key="seq-yg_backspace").click().run()
    assert slot(page).entry == "" and not page.button(key="seq-yg_key_1").disabled
    guess = wrong_first(secret(page))
    tap_guess(page, guess)
    assert len(slot(page).game.turns) == 1 and slot(page).entry == ""
    assert "## `_ _ _`" in texts(page)


@pytest.mark.parametrize(
    ("junk", "words"),
    [
        ("12", "3자리"),
        ("112", "같은 숫자"),
        ("1a2", "숫자만"),
        ("1;--", "숫자만"),
        ("１２３", "숫자만"),
        ("   ", "비어 있어요"),
    ],
)
def test_junk_text_gets_a_korean_reason_and_costs_no_turn(
    page: AppTest, junk: str, words: str
) -> None:
    type_guess(page, junk)
    assert slot(page).game.turns == ()
    errors = [e.value for e in page.error]
    assert len(errors) == 1 and errors[0].startswith("그 추측은 받을 수 없어요")
    assert words in errors[0]
    assert page.text_input(key="yg_text_entry").value == junk  # 고칠 수 있게 남는다


def test_hard_mode_refusal_names_the_broken_answer(page: AppTest) -> None:
    page.toggle(key="yg_hard").set_value(True).run()
    first = wrong_first(secret(page))
    type_guess(page, first)
    game = CodeGame.from_record(slot(page).game)
    alive = set(game.candidates)
    impossible = next(c for c in BASEBALL.labels if BASEBALL.parse(c) not in alive)
    type_guess(page, impossible)
    assert len(slot(page).game.turns) == 1
    (error,) = [e.value for e in page.error]
    assert "어려움 모드" in error and first in error and "1번째" in error
    page.toggle(key="yg_hard").set_value(False).run()  # 끄면 같은 수를 받는다 (판은 그대로)
    type_guess(page, impossible)
    assert len(slot(page).game.turns) == 2
    assert "비밀일 수 없었어요" in texts(page)


def test_a_repeated_guess_is_taken_and_flagged(page: AppTest) -> None:
    guess = wrong_first(secret(page))
    type_guess(page, guess)
    type_guess(page, guess)
    assert len(slot(page).game.turns) == 2
    assert "이미 부른 수예요" in texts(page)


def test_hint_shows_the_strategy_guess_and_the_summary_records_it(page: AppTest) -> None:
    stamped(page, "yg_hint").click().run()
    hint = BASEBALL.format(CodeGame("baseball3").proposal().guess)
    assert f"의 추측: {hint}" in texts(page)
    type_guess(page, secret(page))  # 맞혀서 요약을 본다
    summary = table_columns(page, "최선이었다면")
    assert summary["힌트"] == ["예"]


def test_hiding_the_counter_hides_counts_until_the_end(page: AppTest) -> None:
    page.toggle(key="yg_show_count").set_value(False).run()
    type_guess(page, wrong_first(secret(page)))
    shown = texts(page)
    assert "2번째 질문" in shown and "후보" not in shown.split("\n")[0]
    assert "2번째 질문 · 후보" not in shown
    assert "남은 후보" not in table_columns(page, "대답")
    type_guess(page, secret(page))
    assert "남은 후보" in table_rows(page, "#")[0]  # 끝난 판의 기록 표에는 보인다


def test_finishing_shows_summary_chart_and_the_strategy_on_the_same_secret(
    page: AppTest,
) -> None:
    code = secret(page)
    type_guess(page, wrong_first(code))
    type_guess(page, code)
    shown = texts(page)
    assert tr("ko", "yg_won", n=2, code=code) in shown
    rows = table_columns(page, "최선이었다면")
    assert rows["추측"] == [wrong_first(code), code]
    assert rows["남은 수"][-1] == "0"
    game = CodeGame("baseball3", secret=code)
    while not game.over:
        game.step()
    assert f"나: 2번 · 미니맥스 (Knuth): 같은 비밀 수에 {len(game.turns)}번" in shown
    assert charts(page)["yg_left"]["data"]  # 턴마다 남은 후보의 차트
    assert not has_stamped(page, "yg_submit")  # 끝난 판에는 자판이 없다
    stamped(page, "yg_new_end").click().run()
    assert slot(page).game.turns == () and "1번째 질문" in texts(page)


def test_a_first_guess_hit_is_worded_for_one(make_app: Callable[..., AppTest]) -> None:
    at = make_app(PAGE)
    at.segmented_control(key="side_lang").set_value("en").run()
    type_guess(at, secret(at))
    assert tr("en", "yg_won_first", code=secret(at)) in texts(at)
    assert "1 in 504 chance" in texts(at)


def test_the_evil_keeper_plays_to_the_end_beside_the_strategy_worst_case(page: AppTest) -> None:
    page.selectbox(key="yg_keeper_ko").set_value("evil").run()
    assert slot(page).game.adversary == "evil" and secret(page) is None
    assert page.text_input(key="yg_number").disabled
    for _ in range(8):
        game = CodeGame.from_record(slot(page).game)
        if game.won:
            break
        type_guess(page, BASEBALL.format(next_guess(BASEBALL, game.candidates, "minimax")))
    game = CodeGame.from_record(slot(page).game)
    assert game.won and len(game.turns) <= 6  # 미니맥스는 악당에게도 최악 (6번) 안에
    assert f"같은 악당에게 {len(game.turns)}번 · 그 전략의 최악: 6번" in texts(page)
    summary = table_columns(page, "최선이었다면")
    # 악당은 늘 가장 큰 묶음으로 답하므로, 최선을 따라 부른 판에서는 두 열이 같다
    assert summary["남은 수"] == summary["최선이었다면"]


def test_changing_the_keeper_restarts_with_a_notice_and_the_coach_does_not(page: AppTest) -> None:
    type_guess(page, wrong_first(secret(page)))
    page.selectbox(key="yg_strategy_ko").set_value("expected").run()
    assert len(slot(page).game.turns) == 1 and not page.info
    page.selectbox(key="yg_keeper_ko").set_value("evil").run()
    assert slot(page).game.turns == ()
    assert tr("ko", "notice_restart") in [i.value for i in page.info]


def test_a_game_number_typed_in_starts_that_secret(page: AppTest) -> None:
    page.text_input(key="yg_number").input("4242").run()
    assert slot(page).number == 4242 and secret(page) == secret_for(BASEBALL, 4242)


def test_two_sessions_with_one_number_share_the_secret_not_the_game(
    make_app: Callable[..., AppTest],
) -> None:
    one, two = make_app(PAGE), make_app(PAGE)
    for at in (one, two):
        at.text_input(key="yg_number").input("777").run()
    assert secret(one) == secret(two) == secret_for(BASEBALL, 777)
    type_guess(one, wrong_first(secret(one)))
    assert len(slot(one).game.turns) == 1 and slot(two).game.turns == ()


def test_language_and_variant_round_trips_keep_the_entry_and_the_game(page: AppTest) -> None:
    type_guess(page, wrong_first(secret(page)))
    page.button(key="seq-yg_key_9").click().run()
    page.segmented_control(key="side_lang").set_value("en").run()
    assert "Guess 2" in texts(page) and slot(page).entry == "9"
    page.selectbox(key="side_variant_en").set_value("mastermind").run()
    assert not page.exception and "1 2 3 4 5 6" not in texts(page)
    assert page.button(key="seq-yg_key_6") and slot(page, "mastermind").game.turns == ()
    page.selectbox(key="side_variant_en").set_value("baseball3").run()
    page.segmented_control(key="side_lang").set_value("ko").run()
    assert len(slot(page).game.turns) == 1 and slot(page).entry == "9"
    assert "2번째 질문" in texts(page)


def test_leaving_the_page_and_coming_back_keeps_the_game(page: AppTest) -> None:
    type_guess(page, wrong_first(secret(page)))
    page.switch_page("pages/keeper.py").run()
    page.switch_page(PAGE).run()
    assert not page.exception
    assert len(slot(page).game.turns) == 1 and "2번째 질문" in texts(page)


def test_clearing_the_game_number_box_keeps_the_game(page: AppTest) -> None:
    """찾은 문제: 판 중간에 게임 번호 상자를 비우면 판이 버려지고 1번 게임이 시작됐다."""
    page.text_input(key="yg_number").input("4242").run()
    type_guess(page, wrong_first(secret(page)))
    page.text_input(key="yg_number").input("").run()
    assert not page.exception and not page.error
    assert slot(page).number == 4242 and len(slot(page).game.turns) == 1
    assert page.text_input(key="yg_number").value == "4242"  # 상자는 지금 번호를 다시 보인다


@pytest.mark.parametrize("junk", ["12.5", "-5", "0", "1" + "0" * 20, "1e9", "열둘"])
def test_a_game_number_that_is_not_one_keeps_the_game_and_says_so(page: AppTest, junk: str) -> None:
    """찾은 문제: 12.5 는 말없이 12 가 되어 하던 판을 버렸고, -5 · 0 · 10^20 은 영어 브라우저
    알림뿐이었다. 이제 판은 그대로, 화면 언어로 알린다."""
    page.text_input(key="yg_number").input("4242").run()
    type_guess(page, wrong_first(secret(page)))
    page.text_input(key="yg_number").input(junk).run()
    assert slot(page).number == 4242 and len(slot(page).game.turns) == 1
    bad = tr("ko", "yg_number_bad", text=quoted(junk), high=MAX_NUMBER)
    assert [e.value for e in page.error] == [bad]


def test_pasted_code_with_spaces_is_taken(page: AppTest) -> None:
    """찾은 문제: '  123  ' 을 붙여 넣으면 글자 수 제한에 걸려 말없이 거절되고 지난 글이 불렸다."""
    code = wrong_first(secret(page))
    type_guess(page, f"  {code}  ")
    assert slot(page).game.guesses == (code,) and not page.error


def test_the_winning_row_leaves_nothing_to_find(page: AppTest) -> None:
    """찾은 문제: 맞힌 줄의 기록 표는 1 남음, 요약은 0 이라 했다."""
    type_guess(page, wrong_first(secret(page)))
    type_guess(page, secret(page))
    assert table_rows(page, "#")[-1][tr("ko", "left")] == "0"


def test_the_endgame_coach_prefers_guesses_that_can_win_and_counts_a_hit_as_zero(
    page: AppTest,
) -> None:
    """이슈 15 의 끝판: 123, 154 뒤에 425 와 543 만 남는다. 비밀은 425, 학생은 543 을 부른다."""
    number = next(n for n in count(1) if secret_for(BASEBALL, n) == "425")
    page.text_input(key="yg_number").input(str(number)).run()
    for guess in ("123", "154", "543"):
        type_guess(page, guess)
    shown = texts(page)
    assert tr("ko", "yg_tied", codes="425, 543") in shown  # 맞힐 수 있는 두 수만
    assert "124" not in shown and "126" not in shown
    assert "이번에 맞힐 확률 50%" in shown and "평균 0.5개" in shown
    assert "최선의 추측과 같아요" in shown
    coach = {row["잰 것"]: row for row in table_rows(page, "잰 것")}
    assert (coach["남을 후보 평균"]["내 추측"], coach["남을 후보 평균"]["최선"]) == ("0.5", "0.5")
    assert (coach["맞힐 확률"]["내 추측"], coach["맞힐 확률"]["최선"]) == ("50%", "50%")
    type_guess(page, "425")
    summary = table_columns(page, "최선이었다면")
    # 543 은 최선만큼이었다: 최선이었다면 = 내가 남긴 1 (운 좋은 425 의 0 이 아니라)
    assert summary["남은 수"][2:] == ["1", "0"]
    assert summary["최선이었다면"][2:] == ["1", "0"]


def test_hard_mode_switched_on_mid_game_survives_a_reload(page: AppTest) -> None:
    """판 중간에 켠 어려움 모드: 새로 고침 (주소로 새로 열기) 이 추측을 하나도 버리지 않는다."""
    number = slot(page).number
    first = wrong_first(secret(page))
    type_guess(page, first)
    alive = set(CodeGame.from_record(slot(page).game).candidates)
    type_guess(
        page, next(c for c in BASEBALL.labels if BASEBALL.parse(c) not in alive and c != first)
    )
    page.toggle(key="yg_hard").set_value(True).run()
    params = dict(page.query_params)
    again = new_app(PAGE, direct=True, params=params)
    assert not again.exception and not again.warning
    assert slot(again).number == number
    assert slot(again).game.turns == slot(page).game.turns and len(slot(again).game.turns) == 2
    assert slot(again).settings.hard


def test_a_link_guess_dropped_by_hard_mode_is_explained(page: AppTest) -> None:
    first = wrong_first(secret(page))
    type_guess(page, first)
    alive = set(CodeGame.from_record(slot(page).game).candidates)
    bad = next(c for c in BASEBALL.labels if BASEBALL.parse(c) not in alive and c != first)
    params = {"game": str(slot(page).number), "hard": "1", "guesses": f"{first},{bad}"}
    opened = new_app(PAGE, direct=True, params=params)
    assert len(slot(opened).game.turns) == 1
    (warning,) = [w.value for w in opened.warning]
    assert "어려움 모드" in warning and bad in warning
