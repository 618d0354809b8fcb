"""내 비밀 수 맞히기: 사용자가 비밀 수를 마음에 두고, 컴퓨터의 추측에 대답을 누른다."""

import streamlit as st

from ui import states
from ui.classroom import payloads
from ui.codebreaking import code_charts as charts
from ui.codebreaking.game_model import (
    KEEPER_BUTTON_WIDTH,
    bucket_rows,
    conflict_report,
    keeper_buttons,
    keeper_heading,
    status_heading,
)
from ui.codebreaking.words import strategy_title
from ui.frame import frame
from ui.nav import KEEPER
from ui.text.reasons import error_text
from ui.turns import turn_key
from ui.views.code_widgets import history_table, share_box, won_banner
from ui.vocabulary import InputError, usable_strategies
from ui.widgets import bind, show_chart

f = frame(KEEPER, states.keeper())
variant, state = f.variant, f.state
slot = state.slot(variant, states.new_seed())
stamp = state.turn.stamp  # 단추 열쇠와 동작에 붙는 차례 (ui/turns.py)

f.head()

if state.notice:
    st.info(f.t("notice_restart"), icon=":material/info:")
    state.notice = False

game = state.proposing(variant)  # 다음 추측을 정해 둔다: 무작위 전략도 다시 그릴 때 같은 추측
st.markdown(status_heading(f.lang, game, True))

if slot.error is not None:
    st.error(f.t("keeper_error", error=error_text(f.lang, slot.error)))

if game.won:
    # 밝힌 비밀 수가 대답과 어긋나면 '맞혔어요' 가 아니다 (거짓 3S 뒤의 축하가 남지 않게)
    if state.revealed_wrong(variant):
        st.warning(f.t("keeper_won_false"), icon=":material/report:")
    else:
        won_banner(f.lang, game, "keeper_won_first", "keeper_won")
    st.button(
        f.t("keeper_new"),
        key=turn_key("keeper_new", stamp),
        on_click=lambda: state.restart(variant, states.new_seed(), stamp),
        type="primary",
    )
elif game.contradiction:
    st.warning(f.t("keeper_contradiction"), icon=":material/help:")
    st.button(
        f.t("keeper_undo"),
        key=turn_key("keeper_undo_contra", stamp),
        on_click=state.undo,
        args=(variant, stamp),
        type="primary",
    )
else:
    choice = game.proposal()
    with st.container(key="keeper_guess"):
        st.markdown(keeper_heading(f.lang, variant, choice.guess))
    st.caption(f.t("keeper_pick"))
    with st.container(key="keeper_keys"):  # 글쇠판이 있는 화면에만 (page.css)
        st.caption(f.t("keeper_keys"))
    # 폰 (본문 약 358 px) 에서 한 줄에 둘, 데스크톱에서 넷
    with st.container(horizontal=True, key="keeper_answers", gap="small"):
        for value, label, left in keeper_buttons(f.lang, variant, game.preview()):
            st.button(
                label,
                key=turn_key("keeper_ans", stamp, value),
                on_click=state.answer,
                args=(variant, value, stamp),
                type="primary" if left else "secondary",
                width=KEEPER_BUTTON_WIDTH,
            )

if game.turns or not game.over:
    with st.container(horizontal=True):
        if game.turns and not game.contradiction:
            st.button(
                f.t("keeper_undo"),
                key=turn_key("keeper_undo", stamp),
                on_click=state.undo,
                args=(variant, stamp),
                icon=":material/undo:",
            )
        st.button(
            f.t("keeper_restart"),
            key=turn_key("keeper_restart", stamp),
            on_click=lambda: state.restart(variant, states.new_seed(), stamp),
            icon=":material/restart_alt:",
        )

if not game.over:
    labels, counts = bucket_rows(f.lang, variant, choice.buckets)
    show_chart(charts.bucket_bars(labels, counts, None, f.t("keeper_preview")), "keeper_bars")
    st.caption(f.t("keeper_bars_legend"))

if game.turns:
    history_table(f.lang, game, "keeper_history")
    share_box(f.lang, game, "keeper_share", screen=f.params(state.link(variant), seated=False))
    with st.container(horizontal=True, vertical_alignment="bottom"):
        # 선택지가 차례마다 바뀌므로 열쇠에 차례를 넣는다 (지난 차례의 선택이 남지 않게)
        back = st.selectbox(
            f.t("keeper_back_to"),
            list(range(len(game.turns))),
            index=len(game.turns) - 1,
            format_func=lambda i: f"{i + 1}. {variant.format(game.turns[i].guess)}",
            key=f"keeper_back_pick_{stamp}",
            width=200,
        )
        st.button(
            f.t("keeper_back"),
            key=turn_key("keeper_back", stamp),
            on_click=state.undo,
            args=(variant, stamp, back),
        )

if game.over:
    secret = st.text_input(
        f.t("keeper_reveal"), **bind("keeper_reveal", slot.reveal, slot.write_reveal)
    )
    st.caption(f.t("keeper_reveal_help"))
    if secret:
        try:
            st.info(conflict_report(f.lang, game, secret))
        except InputError as exc:
            st.error(f.t("keeper_bad_secret", error=error_text(f.lang, exc)))

with st.expander(f.t("keeper_settings"), icon=":material/tune:"):
    st.selectbox(
        f.t("strategy"),
        usable_strategies(variant),
        format_func=lambda name: strategy_title(f.lang, name),
        **bind(
            f"keeper_strategy_{f.lang}",
            slot.game.strategy,
            lambda name: state.choose_strategy(variant, states.new_seed(), name),
        ),
    )
    st.caption(f.t("settings_restart"))

f.how_to_read("read_keeper")
f.seat_result(payloads.keeper(variant, state, game))
f.keep()
