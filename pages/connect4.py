"""사목: AI 와 한 판 (폰의 첫 화면), AI가 고른 방법, 각 기법이 아끼는 것, 풀기, AI 끼리."""

import streamlit as st

from ui import caches, solving, states
from ui.classroom import payloads
from ui.frame import frame
from ui.gametree.connect4_charts import ladder_bars, why_bars
from ui.gametree.connect4_model import (
    TRICK_TEXT,
    VIEW_TEXT,
    ai_label,
    duel_rows,
    duel_tally,
    ladder_rows,
    query_url,
    solve_rows,
    solve_verdict,
    status_text,
    temperature_label,
    why_labels,
    why_text,
)
from ui.gametree.connect4_state import (
    AI_SPECS,
    DUEL_SPECS,
    GAMES,
    TEMPERATURES,
    Connect4View,
    Opener,
)
from ui.nav import CONNECT4
from ui.turns import turn_key
from ui.views.connect4_board import connect4_board, run_button
from ui.views.horizon_view import horizon_section
from ui.widgets import bind, show_chart, small_table

f = frame(CONNECT4, states.connect4())
state = f.state
state.ready(states.new_seed())
stamp = state.turn.stamp  # 단추 열쇠와 동작에 붙는 차례 (ui/turns.py)

f.head(rules=f.t("c4_rules"))

# --- AI 와 한 판 (폰의 첫 화면: 판 전체) -------------------------------------------------------
st.markdown(status_text(f.lang, state))
connect4_board(state.moves, state.playable(), stamp, state.tap, f.lang)
if state.ai_to_move:
    # 사람의 돌이 보이는 판을 먼저 그리고 (열 단추는 꺼져 있다) AI 가 생각한 뒤 다시 그린다
    with st.spinner(f.t("c4_thinking")):
        state.settle(caches.connect4_move)
    f.rerun()  # 주소를 먼저 쓴다: 다시 도는 실행이 링크를 새로 연 것으로 보지 않게 (링크의 길)
st.caption(f.t("c4_board_legend"))
st.button(
    f.t("c4_new"),
    key=turn_key("c4_new", stamp),
    on_click=lambda: state.new_game(states.new_seed(), stamp),
    type="primary" if state.over else "secondary",
    icon=":material/replay:",
)

with st.expander(f.t("c4_settings"), icon=":material/tune:"):
    st.segmented_control(
        f.t("c4_start"),
        list(Opener),
        format_func=lambda o: f.t("c4_start_me" if o is Opener.ME else "c4_start_ai"),
        required=True,
        **bind(
            f"c4_start_{f.lang}", state.start, lambda o: state.choose_start(o, states.new_seed())
        ),
    )
    st.selectbox(
        f.t("c4_ai"),
        AI_SPECS,
        format_func=lambda spec: ai_label(f.lang, spec),
        **bind(f"c4_ai_{f.lang}", state.ai.spec, state.choose_ai),
    )
    st.selectbox(
        f.t("c4_temp"),
        TEMPERATURES,
        format_func=lambda t: temperature_label(f.lang, t),
        **bind(f"c4_temp_{f.lang}", state.ai.temperature, state.choose_temperature),
    )
    st.caption(f.t("c4_settings_help"))

# --- 판 아래의 칸: 하나를 골라 본다 (링크의 view) -------------------------------------------
st.segmented_control(
    f.t("c4_view"),
    list(Connect4View),
    format_func=lambda v: f.t(VIEW_TEXT[v]),
    required=True,
    **bind(f"c4_view_{f.lang}", state.view, state.choose_view),
)

if state.view is Connect4View.WHY:
    st.subheader(f.t("c4_view_why"), anchor=False)
    last = state.last_ai
    if last is None:
        st.caption(f.t("c4_why_none"))
    else:
        with st.spinner(f.t("c4_thinking")):
            choice = caches.connect4_move(last.before, last.settings, state.seed or 0)
        st.markdown(why_text(f.lang, choice, last.column))
        names = {
            "title": f.t("c4_legend_title"),
            "good": f.t("c4_legend_good"),
            "bad": f.t("c4_legend_bad"),
            "chosen": f.t("c4_legend_chosen"),
            "visits": f.t("c4_legend_visits"),
        }
        fig, legend = why_bars(choice, f.t("c4_why_title"), why_labels(f.lang, choice), names)
        show_chart(fig, "c4_why_chart", legend=legend)
        st.caption(f.t("c4_why_caption"))
        horizon_section(f.lang, last.before, choice)

elif state.view is Connect4View.TRICKS:
    st.subheader(f.t("c4_view_tricks"), anchor=False)
    st.caption(f.t("c4_tricks_caption", d=caches.LADDER_DEPTH))
    if state.over:
        st.info(f.t("c4_game_over_note"), icon=":material/flag:")
    elif not state.ran:
        run_button(f.t("c4_tricks_run"), stamp, state.run, ":material/speed:")
    else:
        with st.spinner(f.t("c4_thinking")):
            rungs = caches.connect4_ladder(state.text)
        small_table(ladder_rows(f.lang, rungs), "c4_ladder")
        names = {trick: f.t(key) for trick, key in TRICK_TEXT.items()}
        show_chart(ladder_bars(rungs, names, f.t("c4_tricks_title")), "c4_ladder_chart")
        st.caption(f.t("c4_tricks_help"))

elif state.view is Connect4View.SOLVE:
    st.subheader(f.t("c4_view_solve"), anchor=False)
    st.caption(f.t("c4_solve_caption"))
    if state.over:
        st.info(f.t("c4_game_over_note"), icon=":material/flag:")
    elif not state.ran:
        run_button(f.t("c4_solve_run"), stamp, state.run, ":material/calculate:")
    else:
        with st.spinner(f.t("c4_solving")):
            solved = solving.connect4_solved(state.text, state.rounds)
        st.markdown(f"**{solve_verdict(f.lang, solved.score, state.moves)}**")
        if not solved.exact:  # 같은 판을 2 초 더: 전치표와 증명한 범위를 이어 쓴다
            run_button(
                f.t("c4_solve_more"),
                stamp,
                lambda drawn: state.more(drawn, solved.rounds),
                ":material/fast_forward:",
            )
        numbers = {"n": f"{solved.nodes:,}", "s": f"{solved.seconds:.1f}"}
        above = f.t("c4_solve_result" if solved.exact else "c4_solve_partial", **numbers)
        rows = solve_rows(f.lang, solved.columns, solved.best, state.moves)
        small_table(rows, "c4_solve", above=above)

else:
    st.subheader(f.t("c4_view_duel"), anchor=False)
    st.caption(f.t("c4_duel_caption"))
    for name, label, current in (
        ("a", "c4_duel_a", state.duel_a),
        ("b", "c4_duel_b", state.duel_b),
    ):
        st.selectbox(
            f.t(label),
            DUEL_SPECS,
            format_func=lambda spec: ai_label(f.lang, spec),
            **bind(
                f"c4_duel_{name}_{f.lang}",
                current,
                lambda spec, name=name: state.choose_duel(**{name: spec}),
            ),
        )
    with st.container(horizontal=True):
        st.selectbox(
            f.t("c4_duel_games_label"),
            GAMES,
            width=110,
            **bind("c4_duel_games", state.duel_games, lambda k: state.choose_duel(games=k)),
        )
        st.selectbox(
            f.t("c4_temp"),
            TEMPERATURES,
            format_func=lambda t: temperature_label(f.lang, t),
            width=200,
            **bind(
                f"c4_duel_temp_{f.lang}",
                state.duel_temp,
                lambda t: state.choose_duel(temperature=t),
            ),
        )
    if not state.ran:
        run_button(f.t("c4_duel_run"), stamp, state.run, ":material/smart_toy:")
    else:
        a, b = state.duel_settings()
        # 두는 동안만 보이는 멈추기: 누르면 이 실행은 다음 판 앞에서 멈추고 (Streamlit 이 새
        # 실행으로 바꾼다) 결과를 숨긴다
        stop_slot = st.empty()
        stop_slot.button(
            f.t("c4_duel_stop"),
            key=turn_key("c4_stop", stamp),
            on_click=state.stop,
            args=(stamp,),
            icon=":material/stop_circle:",
        )
        progress = st.progress(0.0, text=f.t("c4_duel_progress", i=0, k=state.duel_games))
        games = []
        for index in range(state.duel_games):
            games.append(caches.connect4_duel_game(a, b, index, state.seed or 0))
            done = index + 1
            progress.progress(
                done / state.duel_games, f.t("c4_duel_progress", i=done, k=state.duel_games)
            )
        progress.empty()
        stop_slot.empty()
        won_a, won_b, drawn = duel_tally(games)
        names = {"a": ai_label(f.lang, state.duel_a), "b": ai_label(f.lang, state.duel_b)}
        st.markdown(f"**{f.t('c4_duel_tally', **names, wa=won_a, wb=won_b, d=drawn)}**")
        rows = duel_rows(
            f.lang,
            games,
            lambda g: query_url(f.params(state.replay_link(g.moves, f.variant), seated=False)),
        )
        small_table(rows, "c4_duel")

f.how_to_read("read_connect4")
f.seat_result(payloads.connect4(f.variant, state))
f.keep()
