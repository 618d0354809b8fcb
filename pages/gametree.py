"""게임 나무: AI 와 삼목 한 판, 완벽한 AI 끼리의 기록, 사라지는 발판."""

import random

import streamlit as st

from ui import caches, states
from ui.classroom import payloads
from ui.frame import frame
from ui.gametree import board_charts
from ui.gametree.ai_search_model import board_texts, counts_text, tried_text
from ui.gametree.ai_search_model import step_lines as why_lines
from ui.gametree.gametree_model import (
    ALGORITHM_TEXT,
    START_TEXT,
    TEMPERATURE_TEXT,
    depth_text,
    empty_heatmap,
    fewer_delta,
    footholds_lines,
    move_heatmap,
    review_text,
    roles,
    self_play_rows,
    winning_cells,
)
from ui.gametree.gametree_state import DEPTH_CHOICES, TEMPERATURES
from ui.nav import GAMETREE
from ui.text.reasons import error_text
from ui.turns import step_key, turn_key
from ui.views.board_widget import cell_board, text_board
from ui.vocabulary import ALGORITHMS, InputError, Start, Status
from ui.widgets import bind, show_chart, small_table

f = frame(GAMETREE, states.gametree())
state = f.state
decide, scores = caches.ttt_decision, caches.score_map  # AI 의 가장 좋은 수, 칸마다의 값
with st.spinner(f.t("gt_thinking")):  # 판이 없으면 새 판, 링크가 AI 차례에서 멈췄으면 AI 가 답한다
    state.settle(random.Random(states.new_seed()), decide, scores)
stamp = state.turn.stamp  # 단추 열쇠와 동작에 붙는 차례 (ui/turns.py)

f.head(rules=f.t("gt_rules"))

# --- 삼목: AI 와 한 판 (폰의 첫 화면: 판 전체) ------------------------------------------------
st.header(f.t("gt_ttt"), anchor=False)
match = state.match
shape = match.game.shape  # 판의 (행, 열): 게임이 말한다
me, ai = roles(match)
st.markdown(f"### {f.t('gt_roles', me=me, ai=ai)}")
if match.status is Status.PLAY:
    st.caption(f.t("gt_your_turn"))
elif match.status is Status.AI_WON:
    st.error(f.t("gt_ai_won"), icon=":material/smart_toy:")
elif match.status is Status.HUMAN_WON:
    st.success(f.t("gt_human_won"), icon=":material/celebration:")
elif match.status is Status.DRAW:
    st.info(f.t("gt_draw_over"), icon=":material/handshake:")
review = review_text(f.lang, match)
if review:
    st.markdown(review)

board_col, heat_col = st.columns(2)
with board_col:
    cell_board(
        match.board,
        shape,
        match.status is Status.PLAY,
        stamp,
        lambda cell, drawn: state.tap(cell, drawn, decide, scores),
        f.lang,
        winning_cells(match.board),
    )
    # 판 상자 밖: 칸 단추의 큰 글씨를 물려받지 않게
    st.button(
        f.t("gt_new"),
        key=turn_key("gt_new_over" if match.status is not Status.PLAY else "gt_new", stamp),
        on_click=lambda: state.new_match(random.Random(states.new_seed()), decide, stamp, scores),
        type="primary" if match.status is not Status.PLAY else "secondary",
        icon=":material/replay:",
    )

last = match.last
with heat_col:
    slip = None
    if last is None:
        fig = empty_heatmap(f.lang, match.board, shape)
    else:
        with st.spinner(f.t("gt_thinking")):
            values = scores(last.before, last.depth)
        fig, slip = move_heatmap(f.lang, last, values, shape)
    show_chart(fig, "gt_heatmap")
    if slip:
        st.caption(slip)

if last is not None:
    with st.spinner(f.t("gt_thinking")):
        counts = caches.node_counts(last)
    st.metric(
        f.t("gt_nodes", alg=f.t(ALGORITHM_TEXT[state.algorithm])),
        f"{counts.of(state.algorithm):,}",
        delta=fewer_delta(counts.minimax, counts.alphabeta)
        if state.algorithm == "alphabeta"
        else None,
        delta_color="inverse",
    )
    st.caption(f.t("gt_nodes_compare", mm=counts.minimax, ab=counts.alphabeta, saved=counts.saved))
st.caption(f.t("gt_heat_caption"))

# --- AI가 고른 방법: 마지막 AI 수를 고른 알파-베타의 윗 두 층을 한 수씩 (접어 둔다) -------
with st.expander(f.t("gt_why"), icon=":material/manage_search:"):
    if last is None:
        st.caption(f.t("gt_why_none"))
    else:
        st.segmented_control(
            f.t("gt_why_order"),
            [False, True],
            format_func=lambda centre: f.t("gt_why_centre" if centre else "gt_why_generated"),
            required=True,
            **bind(f"gt_why_order_{f.lang}", state.why_ordered, state.choose_why_order),
        )
        st.caption(f.t("gt_why_order_help"))
        with st.spinner(f.t("gt_thinking")):
            search = caches.ai_search_of(last.before, last.depth, state.why_ordered)
        st.markdown(counts_text(f.lang, search))
        total = len(search.tried)
        step = min(state.why_step, total)
        # 걸음 단추 (step_key): 빠르게 거듭 누른 것이 모두 한 걸음씩 든다 (ui/turns.py)
        with st.container(horizontal=True, vertical_alignment="center"):
            st.button(
                f.t("gt_why_back"),
                key=step_key("gt_why_back"),
                on_click=state.why_step_to,
                args=(step - 1, total),
                disabled=step == 0,
                icon=":material/chevron_left:",
            )
            st.button(
                f.t("gt_why_forward"),
                key=step_key("gt_why_forward"),
                on_click=state.why_step_to,
                args=(step + 1, total),
                disabled=step >= total,
                type="primary",
                icon=":material/chevron_right:",
            )
            st.markdown(f"**{f.t('gt_why_step', k=step, n=total)}**")
        text_board(board_texts(f.lang, search, step), shape, "gt_why_board")
        exact = scores(last.before, last.depth)  # 점수 그림의 값: 글이 그림과 같은 값을 말하게
        st.markdown(tried_text(f.lang, search, step, exact))
        lines = why_lines(f.lang, search, step, exact)
        st.markdown("\n".join(f"- {line}" for line in lines))
        st.caption(f.t("gt_why_caption"))

with st.container(horizontal=True, vertical_alignment="bottom"):
    st.segmented_control(
        f.t("gt_start"),
        list(Start),
        format_func=lambda s: f.t(START_TEXT[s]),
        required=True,
        **bind(
            f"gt_start_{f.lang}",
            state.start,
            lambda start: state.choose_start(
                start, random.Random(states.new_seed()), decide, scores
            ),
        ),
    )
    st.segmented_control(
        f.t("gt_algorithm"),
        ALGORITHMS,
        format_func=lambda name: f.t(ALGORITHM_TEXT[name]),
        required=True,
        **bind(f"gt_algorithm_{f.lang}", state.algorithm, state.choose_algorithm),
    )
st.caption(f.t("gt_start_help"))
st.selectbox(
    f.t("gt_depth"),
    DEPTH_CHOICES,
    format_func=lambda d: depth_text(f.lang, d),
    width=240,
    **bind(f"gt_depth_{f.lang}", state.depth_choice, state.choose_depth),
)
st.caption(f.t("gt_depth_help"))
st.selectbox(
    f.t("gt_temperature"),
    TEMPERATURES,
    format_func=lambda t: f.t(TEMPERATURE_TEXT[t]),
    width=240,
    **bind(f"gt_temperature_{f.lang}", state.temperature, state.choose_temperature),
)
st.caption(f.t("gt_temperature_help"))

# --- 완벽한 AI 끼리 -----------------------------------------------------------------------
st.header(f.t("gt_self_play"), anchor=False)
st.caption(f.t("gt_self_play_caption", alg=f.t(ALGORITHM_TEXT[state.algorithm])))
with st.spinner(f.t("gt_thinking")):
    played = caches.self_play(state.algorithm)
table_col, final_col = st.columns([3, 2])
with table_col:
    small_table(self_play_rows(f.lang, played, shape), "gt_self_play")
with final_col:
    title = f.t("gt_final_board")
    fig = board_charts.board_heatmap(played.board, shape, {}, {}, None, title, height=240)
    show_chart(fig, "gt_final")
draw = played.result == "draw"
result = f.t("gt_result_draw") if draw else f.t("gt_result_win", p=played.result)
st.markdown(f"**{f.t('gt_self_play_result', result=result, nodes=played.nodes)}**")

# --- 사라지는 발판 ------------------------------------------------------------------------
st.header(f.t("gt_fh"), anchor=False)
st.caption(f.t("gt_fh_caption"))
with st.container(horizontal=True):
    # 폰 (본문 약 358 px) 에서도 한 줄에 셋
    boxes = (
        ("gt_fh_board", 160, state.board_text, lambda v: state.write_footholds(board=v)),
        ("gt_fh_a", 80, state.a_text, lambda v: state.write_footholds(a=v)),
        ("gt_fh_b", 80, state.b_text, lambda v: state.write_footholds(b=v)),
    )
    for key, width, text, write in boxes:
        st.text_input(f.t(key), width=width, **bind(key, text, write))

try:
    with st.spinner(f.t("gt_thinking")):
        fh = caches.footholds_game(state.board_text, state.a_text, state.b_text, state.algorithm)
except InputError as exc:
    st.error(error_text(f.lang, exc), icon=":material/error:")
else:
    solved = fh.solved
    with st.container(horizontal=True):
        st.metric(f.t("gt_fh_moves"), solved.moves, border=True, width=108)
        st.metric(f.t("gt_fh_winner"), solved.winner, border=True, width=108)
        st.metric(f.t("gt_fh_nodes"), solved.nodes, border=True, width=108)
    fig_col, line_col = st.columns([3, 2])
    with fig_col:
        start = {"A": fh.a, "B": fh.b}
        fig = board_charts.footholds_paths(fh.rows, solved.line, start, {"A": "A", "B": "B"})
        show_chart(fig, "gt_fh_chart", f.t("gt_fh"))
    with line_col:
        st.markdown(f"**{f.t('gt_fh_line')}**")
        st.markdown(footholds_lines(f.lang, solved.line))

f.how_to_read("read_gametree")
f.seat_result(payloads.gametree(f.variant, state))
f.keep()
