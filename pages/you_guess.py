"""직접 맞히기: 사용자가 부르고, 컴퓨터가 비밀 수를 지키며 (또는 악당처럼 대답하며) 코치한다."""

import streamlit as st

from ui import caches, states
from ui.classroom import payloads
from ui.codebreaking import code_charts as charts
from ui.codebreaking.answerers import Answerer
from ui.codebreaking.game_model import bucket_rows, status_heading
from ui.codebreaking.words import answer_label, answerer_title, strategy_title
from ui.codebreaking.you_guess_model import (
    analysis_rows,
    compact_history,
    guess_error,
    left_series,
    luck_text,
    skill_text,
    summary_rows,
    versus_text,
)
from ui.codebreaking.you_guess_state import GUESS_ANSWERERS, MAX_NUMBER, GuessSlot
from ui.frame import frame
from ui.nav import YOU_GUESS
from ui.text import quoted
from ui.turns import turn_key
from ui.views.code_widgets import history_table, share_box, won_banner
from ui.views.keypad import Keypad, keypad
from ui.vocabulary import deterministic_strategies, possible_answers
from ui.widgets import bind, show_chart, small_table

f = frame(YOU_GUESS, states.you_guess())
variant, state = f.variant, f.state
slot = state.slot(variant, states.new_game_number())
settings = slot.settings
stamp = state.turn.stamp  # 단추 열쇠와 동작에 붙는 차례 (ui/turns.py)


def edit(name: str):
    """설정 하나를 바꾸는 위젯 콜백 (대답하는 쪽이 바뀌면 새 판을 시작하고 알린다)."""
    return lambda value: state.edit(variant, slot.number, **{name: value})


def submit_text() -> None:
    """글 상자의 추측을 부른다. 받아들여졌을 때만 상자를 비운다 (잘못 적은 글은 고칠 수 있게)."""
    state.submit(variant, st.session_state["yg_text_entry"], stamp)
    if state.turn.stamp != stamp:
        st.session_state["yg_text_entry"] = ""


f.head()

if state.notice:
    st.info(f.t("notice_restart"), icon=":material/info:")
    state.notice = False

game = state.load(variant)
show_left = settings.show_count or game.over
st.markdown(status_heading(f.lang, game, show_left))
# 지금까지의 추측과 대답: 자판 바로 위 (폰의 첫 화면에 마지막 대답이 보이게)
if game.turns:
    with st.container(key="yg_recent"):
        st.markdown(compact_history(f.lang, game, show_left))


def current() -> GuessSlot:
    """지금의 판 자리 (자판의 조각이 다시 그릴 때 새로 읽는다)."""
    return state.slots[variant.name]


if game.won:
    won_banner(f.lang, game, "yg_won_first", "yg_won")
else:
    pad = Keypad(
        "yg",
        entry=lambda: current().entry,
        error=lambda: guess_error(f.lang, current().error),
        press=lambda symbol: state.press(variant, symbol),
        backspace=lambda: state.backspace(variant),
        send=lambda: state.submit(variant, current().entry, stamp),
        stamp=stamp,
        now=lambda: state.turn.stamp,
        send_label=f.t("yg_submit"),
        send_icon=":material/send:",
    )
    keypad(f.lang, variant, pad)
    with st.container(horizontal=True, vertical_alignment="center"):
        st.button(
            f.t("yg_hint"),
            key=turn_key("yg_hint", stamp),
            on_click=state.ask_hint,
            args=(variant, stamp),
            icon=":material/lightbulb:",
        )
        if slot.hint is not None:
            strategy = strategy_title(f.lang, settings.coach)
            st.info(f.t("yg_hint_shown", strategy=strategy, code=variant.format(slot.hint)))
    with (
        st.form("yg_form", border=False),
        st.container(horizontal=True, vertical_alignment="bottom"),
    ):
        st.text_input(
            f.t("yg_text"),
            key="yg_text_entry",
            placeholder=f.t("yg_text_example", example=variant.labels[-1]),
            width=200,
        )
        st.form_submit_button(f.t("yg_submit"), key="yg_text_submit", on_click=submit_text)

turns = tuple((t.guess, t.answer) for t in game.turns)
analyses = caches.analyses(variant.name, settings.coach, settings.options, turns)
names = {"mine": f.t("yg_mine"), "best": f.t("yg_best")}  # 두 차트의 범례

if analyses:
    last = analyses[-1]
    answer = answer_label(f.lang, variant, last.answer)
    with st.expander(f.t("yg_last"), expanded=settings.show_count or game.over):
        st.markdown(f"### `{variant.format(last.guess)}` → {answer}")
        st.markdown(f.t("yg_possible_yes" if last.possible else "yg_possible_no"))
        if last.repeated:
            st.warning(f.t("yg_repeated"), icon=":material/replay:")
        st.markdown(f"- {skill_text(f.lang, last)}\n- {luck_text(f.lang, last)}")
        small_table(analysis_rows(f.lang, variant, last), "yg_coach")
        if len(last.tied) > 1:
            st.caption(f.t("yg_tied", codes=", ".join(variant.format(g) for g in last.tied)))
        labels, mine = bucket_rows(f.lang, variant, last.buckets)
        _, best = bucket_rows(f.lang, variant, last.best_buckets)
        answered = possible_answers(variant).index(last.answer)
        st.caption(f.t("yg_bars_title"))
        bars = charts.compare_bars(labels, mine, best, answered, names)
        show_chart(bars, "yg_bars", f.t("yg_bars_title"))

if game.turns:
    with st.expander(f.t("yg_history_table"), icon=":material/table:"):
        history_table(f.lang, game, "yg_history", show_left=show_left)
    share_box(
        f.lang,
        game,
        "yg_share",
        screen=f.params(state.link(variant), seated=False),
        fresh=f.params(state.share_link(variant), seated=False),
    )

if game.won:
    st.markdown(f"**{f.t('yg_summary')}**")
    small_table(summary_rows(f.lang, variant, analyses, slot.hinted, game.secret), "yg_summary")
    mine, best = left_series(variant, analyses, game.secret)
    st.caption(f.t("yg_left_chart"))
    show_chart(charts.left_lines(mine, best, names), "yg_left", f.t("yg_left_chart"))
    # 코치의 전략이 같은 판을 부른 횟수 (같은 비밀 수의 결정 나무, 악당이면 같은 악당과 한 판)
    adversary = settings.answerer.adversary
    theirs = caches.strategy_guesses(variant.name, settings.coach, adversary, game.secret)
    worst = caches.exact_evaluation(variant.name, settings.coach).worst
    st.info(
        versus_text(f.lang, game, settings.coach, theirs, worst), icon=":material/compare_arrows:"
    )
    st.button(
        f.t("yg_new"),
        key=turn_key("yg_new_end", stamp),
        on_click=lambda: state.new_game(variant, states.new_game_number(), stamp),
        type="primary",
    )

with st.expander(f.t("yg_settings"), icon=":material/tune:"):
    st.selectbox(
        f.t("answerer_choice"),
        list(GUESS_ANSWERERS),
        format_func=lambda name: answerer_title(f.lang, name),
        **bind(f"yg_keeper_{f.lang}", settings.answerer, edit("answerer")),
    )
    st.caption(f.t("answerer_choice_help"))
    with st.container(horizontal=True, vertical_alignment="bottom"):
        # 글 상자: 숫자 상자는 '12.5' 를 말없이 12 로 바꾸고 범위 밖을 영어로만 알렸다. 두 글
        # 상자 모두 max_chars 가 없다: 그보다 긴 붙여 넣기를 Streamlit 은 말없이 버린다 (상태가
        # 까닭과 함께 거절한다)
        st.text_input(
            f.t("yg_number"),
            disabled=settings.answerer is not Answerer.SECRET,
            width=220,
            **bind("yg_number", str(slot.number), lambda text: state.enter_number(variant, text)),
        )
        st.button(
            f.t("yg_new"),
            key=turn_key("yg_new", stamp),
            on_click=lambda: state.new_game(variant, states.new_game_number(), stamp),
            icon=":material/restart_alt:",
        )
    if slot.number_error is not None:
        bad = quoted(slot.number_error)
        st.error(f.t("yg_number_bad", text=bad, high=MAX_NUMBER), icon=":material/error:")
    st.caption(f.t("yg_number_help"))
    st.selectbox(
        f.t("yg_coach_strategy"),
        deterministic_strategies(variant),
        format_func=lambda name: strategy_title(f.lang, name),
        **bind(f"yg_strategy_{f.lang}", settings.coach, edit("coach")),
    )
    st.toggle(
        f.t("yg_show_count"), **bind("yg_show_count", settings.show_count, edit("show_count"))
    )
    st.toggle(f.t("yg_hard"), **bind("yg_hard", settings.hard, edit("hard")))
    st.caption(f.t("yg_hard_help"))

f.how_to_read("read_you_guess")
f.seat_result(payloads.you_guess(variant, slot, analyses))
f.keep()
