"""자동 진행 페이지 (첫 화면) 의 AppTest: 한 단계씩 진행, 판 끝내기, 전략 · 표본 · 새 판."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptest import chart_payloads, charts, page_state, stamped, table_rows
from streamlit.testing.v1 import AppTest

from solver.codebreaking.feedback import encode, win_answer
from solver.codebreaking.strategies import SEED_SAMPLE, SEED_SAMPLE_ABOVE, STRATEGIES, Options
from solver.codebreaking.variants import get_variant
from ui.codebreaking.autoplay_slot import AutoSlot, Phase
from ui.codebreaking.autoplay_state import AutoplayState
from ui.codebreaking.words import answer_label
from ui.states import Key
from ui.text import quoted, tr

BASEBALL = get_variant("baseball3")
# 한 턴 = 부르기 + 대답 두 단계. 미니맥스는 504 후보를 늘 7번 안에 맞힌다
MAX_STEPS = 2 * 7


def state(at: AppTest) -> AutoplayState:
    """session_state 의 자동 진행 페이지 상태."""
    return page_state(at, Key.AUTOPLAY)


def slot(at: AppTest, variant: str = "baseball3") -> AutoSlot:
    """그 게임 종류의 판."""
    return state(at).slots[variant]


def game(at: AppTest, variant: str = "baseball3") -> dict:
    """그 게임 종류의 판 (평범한 dict)."""
    return slot(at, variant).game


def board_text(at: AppTest) -> str:
    """화면의 markdown 글 모두 (판 위쪽의 몇 번째 질문 · 부른 수 · 대답을 담는다)."""
    return "\n".join(m.value for m in at.markdown)


def step(at: AppTest) -> AppTest:
    stamped(at, "auto_step").click().run()
    assert not at.exception
    return at


# 멈춘 판의 게임 번호와 그 비밀 수: 미니맥스가 여섯 번째 추측에 맞힌다 (123 214 256 517 815 915).
# 번호 없이 연 판은 비밀 수가 운영체제의 무작위라, 504 판에 한 판은 첫 추측 123 이 맞아 '다음
# 단계' 가 곧 '새 비밀 수' 로 바뀌었다 (한 단계 뒤 '0 buttons match turn-auto_step': 부하와 상관없이
# 드물게 실패했다)
GAME, SECRET = "13", "915"


@pytest.fixture
def paused(make_app: Callable[..., AppTest]) -> AppTest:
    """자동 진행을 끈 첫 화면 (게임 번호 GAME 의 판). 시간이 흘러도 단추로만 한 단계씩 나아간다."""
    at = make_app(params={"game": GAME})
    at.toggle(key="auto_playing").set_value(False).run()
    assert not at.exception
    assert state(at).playing is False
    assert game(at).secret == SECRET
    return at


def test_first_load_shows_guess_one(make_app: Callable[..., AppTest]) -> None:
    at = make_app()
    assert not at.exception
    data = game(at)
    assert data.turns == ()
    assert data.strategy == "minimax"
    guess = data.pending.guess
    assert tr("ko", "status", turn=1, left=BASEBALL.size) in board_text(at)
    assert f"`{guess}`" in board_text(at)
    assert tr("ko", "auto_phase_guess") in board_text(at)
    assert not at.success


def test_step_button_alternates_guess_and_answer_phases(paused: AppTest) -> None:
    at = paused
    first = game(at).pending.guess

    step(at)  # 1번째 추측의 대답을 보인다
    turns = game(at).turns
    assert [t.guess for t in turns] == [first]
    assert slot(at).phase is Phase.ANSWER
    answer = answer_label("ko", BASEBALL, encode(BASEBALL, turns[0].strikes, turns[0].balls))
    assert f"`{first}` → {tr('ko', 'auto_phase_answer', label=answer)}" in board_text(at)

    step(at)  # 2번째 추측을 부른다: 턴 수는 그대로
    assert len(game(at).turns) == 1
    assert slot(at).phase is Phase.GUESS
    second = game(at).pending.guess
    assert tr("ko", "status", turn=2, left=_left(at)) in board_text(at)
    assert f"`{second}` — {tr('ko', 'auto_phase_guess')}" in board_text(at)

    step(at)  # 2번째 추측의 대답
    assert [t.guess for t in game(at).turns] == [first, second]
    assert slot(at).phase is Phase.ANSWER


def history(at: AppTest) -> list[dict[str, str]]:
    """기록 표의 줄들 ('왜 이 수인가' 의 순위표도 '#' 로 시작한다: 대답 열로 가린다)."""
    return table_rows(at, "#", having=tr("ko", "answer"))


def _left(at: AppTest) -> int:
    """기록 표의 마지막 '남은 후보' 값."""
    return int(history(at)[-1][tr("ko", "left")])


def test_stepping_finishes_the_game_within_seven_guesses(paused: AppTest) -> None:
    at = paused
    for _ in range(MAX_STEPS):
        step(at)
        if at.success:
            break
    assert at.success, f"no win after {MAX_STEPS} steps: {game(at).turns}"

    data = game(at)
    last = data.turns[-1]
    assert (last.strikes, last.balls) == (BASEBALL.length, 0)
    assert last.guess == data.secret
    assert len(data.turns) <= 7
    turns = len(data.turns)
    assert tr("ko", "auto_won", n=turns, code=data.secret) in board_text(at)

    rows = history(at)
    assert len(rows) == turns
    assert rows[-1][tr("ko", "answer")] == answer_label("ko", BASEBALL, win_answer(BASEBALL))
    assert rows[-1][tr("ko", "guess")] == data.secret

    # 끝난 판에는 '다음 단계' 대신 '새 비밀 수' 가 있다
    assert not [b for b in at.button if b.key and "auto_step" in b.key]
    assert stamped(at, "auto_new_end").label == tr("ko", "auto_new")
    at.run()
    assert game(at).turns == data.turns  # 다시 그려도 더 나아가지 않는다
    stamped(at, "auto_new_end").click().run()
    assert game(at).turns == ()


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_a_won_game_says_what_the_student_can_do_next(
    make_app: Callable[..., AppTest], lang: str
) -> None:
    """판은 40 초 남짓에 끝나 멈춘다: 축하 상자 (묶음 막대 아래) 가 다음에 할 것 (한 판 더,
    늦추기, 직접 맞히기) 을 말하고, 끝난 판에 맞지 않는 '이렇게 골라요' 한 문장 대신 맞혔다는 한
    줄이 부른 수 아래에 있다."""
    at = make_app(params={"lang": lang, "paused": "1", "game": "7", "step": "40"})
    assert not at.exception
    assert slot(at).won
    after = tr(lang, "auto_won_next", page=tr(lang, "nav_you_guess"))
    assert at.success[0].value == after
    assert tr(lang, "auto_idea") not in board_text(at)
    assert tr(lang, "auto_won", n=len(game(at).turns), code=game(at).secret) in board_text(at)


def test_the_grid_legend_counts_the_alive_candidates(paused: AppTest) -> None:
    """격자의 칸은 폰에서 몇 px 라 코드를 읽는 그림이 아니다: 남은 후보의 수가 색 설명에 글로 있다
    (기록 표의 '남은 후보' 와 같다)."""
    at = step(paused)  # 첫 대답: 남은 후보가 504 보다 적다
    legend = chart_payloads(at)["auto_grid"][1]["legend"]
    assert legend["items"][0]["name"] == tr("ko", "grid_alive_n", n=_left(at), size=BASEBALL.size)
    assert _left(at) < BASEBALL.size


def test_minimax_toggle_off_plays_random_and_on_restores_minimax(paused: AppTest) -> None:
    at = paused
    step(at)
    at.toggle(key="auto_minimax").set_value(False).run()
    assert not at.exception
    assert game(at).strategy == "random"
    assert game(at).turns == ()  # 전략을 바꾸면 새 판
    assert [i.value for i in at.info] == [tr("ko", "notice_restart")]  # 그리고 알린다
    assert at.selectbox(key="auto_strategy_ko").disabled
    assert tr("ko", "why_random") in board_text(at)

    at.toggle(key="auto_minimax").set_value(True).run()
    assert not at.exception
    assert game(at).strategy == "minimax"
    assert not at.selectbox(key="auto_strategy_ko").disabled
    at.run()
    assert not at.info  # 알림은 한 번만


def test_a_bound_widget_is_set_from_the_server_only_when_our_value_differs(paused: AppTest) -> None:
    """묶인 위젯 (ui/widgets.bind) 의 요소는 우리 값이 위젯의 값과 다를 때만 '이 값으로 바꿔라'
    (set_value) 를 싣는다. 찾은 문제 (CI, 바쁜 기계): 대답하는 쪽을 고르고 0.1 초 뒤 미니맥스를
    끄면, 고르기의 실행이 돌아오며 스위치에 '켬' 을 넣어 방금 끈 것을 되돌렸고 다음 동작이 '켬' 을
    보내 끈 것이 사라졌다 (tests/e2e/test_quick_actions_browser.py)."""
    at = paused

    def forced(key: str) -> bool:
        return at.toggle(key=key).proto.set_value

    step(at)  # 다른 단추의 실행: 스위치의 값은 그대로라 넣지 않는다
    assert not forced("auto_minimax") and not forced("auto_sampling")
    at.toggle(key="auto_minimax").set_value(False).run()  # 위젯이 바꾼 값 = 우리 값
    assert game(at).strategy == "random" and not forced("auto_minimax")
    at.toggle(key="auto_sampling").set_value(True).run()
    at.text_input(key="auto_sample").input("1e9").run()  # 거절: 상자에 우리 값 (그대로) 을 넣는다
    assert at.text_input(key="auto_sample").proto.set_value
    assert at.text_input(key="auto_sample").value == str(SEED_SAMPLE)


def test_strategy_select_changes_the_game_strategy(paused: AppTest) -> None:
    at = paused
    others = [
        name
        for name, s in STRATEGIES.items()
        if s.deterministic and s.supports(BASEBALL) and name != "minimax"
    ]
    assert others, "비교할 다른 결정적 전략이 없다"
    for name in others:
        at.selectbox(key="auto_strategy_ko").set_value(name).run()
        assert not at.exception
        assert game(at).strategy == name
        assert slot(at).settings.strategy == name
        step(at)  # 그 전략으로 실제 한 턴을 둔다
        assert len(game(at).turns) == 1
    at.selectbox(key="auto_strategy_ko").set_value("minimax").run()
    assert game(at).strategy == "minimax"


def test_sampling_toggle_samples_the_first_guess(paused: AppTest) -> None:
    at = paused
    assert game(at).options.sample is None
    assert game(at).pending.sampled is False

    at.toggle(key="auto_sampling").set_value(True).run()
    assert not at.exception
    data = game(at)
    assert data.options.sample == SEED_SAMPLE
    assert data.options.sample_above == SEED_SAMPLE_ABOVE
    assert data.pending.sampled is True  # 후보 504개 > 120 이라 표본으로 골랐다
    pool = data.pending.pool
    assert len(pool) == SEED_SAMPLE
    assert BASEBALL.parse(data.pending.guess) in pool
    assert any(tr("ko", "why_sampled", n=SEED_SAMPLE) in m.value for m in at.markdown)

    at.toggle(key="auto_sampling").set_value(False).run()
    assert game(at).options.sample is None


def test_new_secret_button_starts_an_empty_game(paused: AppTest) -> None:
    at = paused
    step(at)
    step(at)
    before = game(at)
    assert before.turns

    stamped(at, "auto_new").click().run()
    assert not at.exception
    after = game(at)
    assert after.turns == ()
    assert after.seed != before.seed
    assert slot(at).phase is Phase.GUESS
    assert tr("ko", "status", turn=1, left=BASEBALL.size) in board_text(at)


def test_optimal_strategy_with_sampling_on_draws_without_error(paused: AppTest) -> None:
    """나무에서 찾는 전략 (optimal) 은 표본과 상관없이 모든 코드로 설명해 화면이 죽지 않는다."""
    paused.selectbox(key="auto_strategy_ko").set_value("optimal").run()
    paused.toggle(key="auto_sampling").set_value(True).run()
    assert not paused.exception
    assert game(paused).strategy == "optimal"
    step(paused)
    assert len(game(paused).turns) == 1


def test_sampling_settings_fit_each_variant_and_come_back(paused: AppTest) -> None:
    paused.selectbox(key="side_variant_ko").set_value("mastermind").run()
    paused.toggle(key="auto_sampling").set_value(True).run()
    paused.text_input(key="auto_sample").input("1000").run()
    paused.text_input(key="auto_sample_above").input("600").run()
    assert game(paused, "mastermind").options.sample == 1000
    paused.selectbox(key="side_variant_ko").set_value("baseball3z").run()
    assert not paused.exception
    # 새 종류는 마지막 설정으로 시작하되 코드 수 (720) 를 넘지 않는다 (1, 0 으로 떨어지지 않는다)
    assert game(paused, "baseball3z").options == Options(sample=720, sample_above=600)
    assert paused.text_input(key="auto_sample").value == "720"
    paused.selectbox(key="side_variant_ko").set_value("mastermind").run()
    assert paused.text_input(key="auto_sample").value == "1000"  # 그 판의 설정 그대로


@pytest.mark.parametrize("junk", ["1e9", "0", "-5", "12.5", "505", "많이"])
def test_a_sample_size_that_is_not_one_keeps_the_setting_and_says_so(
    paused: AppTest, junk: str
) -> None:
    """찾은 문제: 표본 상자는 '1e9' 를 말없이 1 로 읽었다. 이제 설정은 그대로, 화면 언어로
    알린다."""
    paused.toggle(key="auto_sampling").set_value(True).run()
    paused.text_input(key="auto_sample").input("77").run()
    assert game(paused).options.sample == 77
    turns = game(paused).turns
    paused.text_input(key="auto_sample").input(junk).run()
    assert game(paused).options.sample == 77 and game(paused).turns == turns
    bad = tr(
        "ko", "auto_sample_bad", box=tr("ko", "auto_sample"), text=quoted(junk), low=1, high=504
    )
    assert [e.value for e in paused.error] == [bad]
    assert paused.text_input(key="auto_sample").value == "77"


def test_a_refused_sample_size_is_not_said_after_sampling_is_turned_off(paused: AppTest) -> None:
    """찾은 문제 (폰의 적대적 점검): 표본 상자에 '1e9' 를 넣고 표본을 끄면 상자는 사라지는데 거절의
    말은 남아 없는 상자를 가리켰다. 다른 설정을 바꾸면 지난 거절은 지운다."""
    paused.toggle(key="auto_sampling").set_value(True).run()
    paused.text_input(key="auto_sample").input("1e9").run()
    assert len(paused.error) == 1
    paused.toggle(key="auto_sampling").set_value(False).run()
    assert not paused.error and not paused.text_input
    paused.toggle(key="auto_sampling").set_value(True).run()
    assert not paused.error  # 다시 켜도 지난 거절은 돌아오지 않는다
    assert paused.text_input(key="auto_sample").value == str(SEED_SAMPLE)


def test_a_refused_sample_size_is_not_said_after_a_variant_switch(paused: AppTest) -> None:
    """찾은 문제: 표본 상자의 거절은 게임 종류를 바꿔도 남아, 새 종류의 범위 (1-1296) 를 대며
    그 종류의 상자에 적은 적 없는 글을 가리켰다. 바꾸면 버리고, 되돌아와도 돌아오지 않는다."""
    paused.toggle(key="auto_sampling").set_value(True).run()
    paused.text_input(key="auto_sample").input("1e9").run()
    assert len(paused.error) == 1
    paused.selectbox(key="side_variant_ko").set_value("mastermind").run()
    assert not paused.exception and not paused.error
    paused.selectbox(key="side_variant_ko").set_value("baseball3").run()
    assert not paused.error
    paused.text_input(key="auto_sample").input("0").run()  # 그 종류에서 다시 거절하면 말한다
    assert len(paused.error) == 1


def test_first_step_after_a_variant_switch_calls_a_guess(paused: AppTest) -> None:
    step(paused)  # 'answer' 단계에서 게임 종류를 바꾼다
    paused.selectbox(key="side_variant_ko").set_value("mastermind").run()
    assert game(paused, "mastermind").turns == ()
    step(paused)
    assert len(game(paused, "mastermind").turns) == 1


def test_a_stale_step_from_a_double_tap_is_ignored(paused: AppTest) -> None:
    """두 번 누름의 두 번째 요청은 지난 차례의 것이라 판을 나아가게 하지 않는다."""
    drawn = state(paused).turn.stamp
    step(paused)
    turns = game(paused).turns
    state(paused).step(BASEBALL, drawn)  # 첫 번째 누름과 같은 차례로 한 번 더
    assert game(paused).turns == turns
    assert slot(paused).phase is Phase.ANSWER


def play_out(at: AppTest) -> int:
    """판이 끝날 때까지 한 단계씩 진행하고 부른 횟수를 돌려준다."""
    for _ in range(2 * 9):
        step(at)
        if slot(at).won:
            return len(game(at).turns)
    raise AssertionError(f"no win: {game(at)['turns']}")


def test_the_worst_case_keeper_makes_minimax_take_exactly_its_worst_case(paused: AppTest) -> None:
    at = paused
    at.selectbox(key="auto_keeper_ko").set_value("worst").run()
    assert game(at).adversary == "worst" and game(at).secret is None
    assert tr("ko", "notice_restart") in [i.value for i in at.info]
    assert play_out(at) == 6  # 미니맥스의 504 최악
    captions = [c.value for c in at.caption]
    assert tr("ko", "auto_kept_by", answerer=tr("ko", "answerer_worst")) in captions
    assert tr("ko", "auto_no_secret") in captions  # 비밀 수 펼침: 정해 둔 수 없음
    assert history(at)[-1][tr("ko", "guess")] == game(at).turns[-1].guess


def test_the_evil_keeper_never_beats_the_strategy_worst_case(paused: AppTest) -> None:
    at = paused
    at.selectbox(key="auto_keeper_ko").set_value("evil").run()
    assert game(at).adversary == "evil"
    assert play_out(at) <= 6
    assert tr("ko", "auto_kept_by", answerer=tr("ko", "answerer_evil")) in [
        c.value for c in at.caption
    ]


def test_the_worst_case_keeper_falls_back_to_evil_and_says_so(paused: AppTest) -> None:
    at = paused
    at.selectbox(key="auto_keeper_ko").set_value("worst").run()
    fallback = tr("ko", "auto_worst_fallback")
    assert fallback not in [c.value for c in at.caption]
    at.toggle(key="auto_minimax").set_value(False).run()  # 무작위 전략: 고정된 나무가 없다
    assert fallback in [c.value for c in at.caption]
    assert game(at).adversary == "worst" and game(at).strategy == "random"
    play_out(at)  # 악당처럼 대답하며 끝까지 간다, 기록에도 그렇게 적는다
    kept = [c.value for c in at.caption]
    assert tr("ko", "auto_kept_by", answerer=tr("ko", "answerer_evil")) in kept
    at.toggle(key="auto_minimax").set_value(True).run()
    at.toggle(key="auto_sampling").set_value(True).run()  # 표본 고르기도 나무가 없다
    assert fallback in [c.value for c in at.caption]
    at.selectbox(key="auto_keeper_ko").set_value("secret").run()
    assert fallback not in [c.value for c in at.caption]
    assert game(at).secret is not None and game(at).adversary is None


def test_the_keeper_choice_survives_language_and_variant_round_trips(paused: AppTest) -> None:
    at = paused
    at.selectbox(key="auto_keeper_ko").set_value("evil").run()
    step(at)
    turns = game(at).turns
    at.segmented_control(key="side_lang").set_value("en").run()
    assert at.selectbox(key="auto_keeper_en").value == "evil"
    at.selectbox(key="side_variant_en").set_value("mastermind").run()
    assert game(at, "mastermind").adversary == "evil"  # 새 종류는 마지막 선택으로
    at.selectbox(key="side_variant_en").set_value("baseball3").run()
    at.segmented_control(key="side_lang").set_value("ko").run()
    assert not at.exception
    assert at.selectbox(key="auto_keeper_ko").value == "evil"
    assert game(at).turns == turns and game(at).adversary == "evil"


def test_the_heading_keeps_the_guess_number_and_its_candidates_until_the_next_guess(
    paused: AppTest,
) -> None:
    """대답을 보이는 동안 머리의 후보 수는 부른 때의 수 (504) 이고, 남은 수는 대답 줄에 붙는다.
    전에는 머리가 '1번째 질문 · 후보 90개' 처럼 질문 번호보다 먼저 대답 뒤의 수로 바뀌었다."""
    at = paused
    step(at)  # 1번째 추측의 대답
    left = _left(at)
    assert left < BASEBALL.size
    assert tr("ko", "status", turn=1, left=BASEBALL.size) in board_text(at)
    assert tr("ko", "status", turn=1, left=left) not in board_text(at)
    assert tr("ko", "auto_left", n=left) in board_text(at)
    step(at)  # 2번째 추측: 질문 번호와 후보 수가 함께 바뀐다
    assert tr("ko", "status", turn=2, left=left) in board_text(at)


def guess_block(at: AppTest) -> str:
    """판 위쪽의 글 (몇 번째 질문 · 지난 질문 · 부른 수 · 한 문장)."""
    return next(
        m.value for m in at.markdown if tr("ko", "auto_phase_guess") in m.value or "→" in m.value
    )


def test_while_it_plays_the_board_lists_the_earlier_turns_in_one_line(
    make_app: Callable[..., AppTest],
) -> None:
    """자동 진행 중 (멈춤 아님) 3번째 질문: 기록 표는 없어도 앞의 두 턴이 한 줄로 보인다."""
    at = make_app(params={"game": "11", "step": "4"})
    assert not at.exception
    assert state(at).playing
    assert tr("ko", "auto_pause_more") in [c.value for c in at.caption]  # 기록 표 대신
    turns = game(at).turns
    assert len(turns) == 2 and slot(at).phase is Phase.GUESS
    pairs = [
        f"{t.guess} → {answer_label('ko', BASEBALL, encode(BASEBALL, t.strikes, t.balls))}"
        for t in turns
    ]
    block = guess_block(at)
    assert tr("ko", "auto_turns", turns=" · ".join(pairs)) in block.split("\n\n")
    assert block.index(tr("ko", "status", turn=3, left=_alive(at))) < block.index(pairs[0])


def _alive(at: AppTest) -> int:
    """지금 판의 후보 수 (자동 진행 중에는 기록 표가 없어 상태에서 센다)."""
    from solver.codebreaking.session import CodeGame

    return len(CodeGame.from_record(game(at)).candidates)


def test_the_first_guess_says_every_guess_ties_and_later_guesses_draw_the_rivals(
    paused: AppTest,
) -> None:
    """baseball3 의 첫 추측은 모든 수의 최악이 180 으로 같아 막대 대신 한 줄, 두 번째 추측부터는
    고른 수와 다른 수들의 최악 막대 (고른 수가 맨 위)."""
    at = paused
    assert tr("ko", "rival_tie", pool=BASEBALL.size, n=180) in [c.value for c in at.caption]
    assert "auto_rivals" not in charts(at)
    step(at)
    step(at)  # 2번째 추측
    figure = charts(at)["auto_rivals"]
    bar = figure["data"][0]
    assert bar["y"][0].startswith(f"★ {game(at).pending.guess}")
    assert bar["x"][0] == min(bar["x"])
    tie = tr("ko", "rival_tie", pool=0, n=0).split(":")[0]
    assert not [c.value for c in at.caption if c.value.startswith(tie)]
