"""알파-베타 연습: 무작위 게임 나무의 잘리는 가지와 노드 값을 찾고, 확인하고, 한 걸음씩 되짚는다."""

import streamlit as st

from ui import caches, states
from ui.classroom import payloads
from ui.frame import frame
from ui.gametree.alphabeta_marks import Field, pad_numbers
from ui.gametree.alphabeta_model import PLAYER_TEXT, names, tree_view
from ui.gametree.alphabeta_puzzle import MAX_DEPTH, MAX_LEAVES, SHAPES
from ui.gametree.alphabeta_state import View
from ui.gametree.alphabeta_words import (
    FIELD_TEXT,
    VIEW_TEXT,
    check_lines,
    check_summary,
    node_lines,
    pad_title,
    puzzle_text,
    shape_text,
    solution_lines,
    step_lines,
)
from ui.nav import ALPHABETA
from ui.text import quoted
from ui.turns import seq_key, turn_key
from ui.views.alphabeta_tree import TreeTaps, draw_tree, number_pad, step_bar
from ui.vocabulary import MAX_SEED, Player
from ui.widgets import bind

f = frame(ALPHABETA, states.alphabeta())
state = f.state
if state.puzzle is None:
    state.new_tree(states.new_seed())
stamp = state.turn.stamp  # 단추 열쇠와 동작에 붙는 차례 (ui/turns.py)
puzzle = state.puzzle
solution = caches.alphabeta_solution(*puzzle.key)
named = names(f.lang, solution.tree)
answer = state.view is View.ANSWER
graded = state.graded(solution)

f.head(rules=f.t("ab_rules"))
if state.refused is not None:
    r = state.refused
    st.warning(
        f.t(
            "ab_refused",
            depth=r.depth,
            branching=r.branching,
            leaves=r.leaves,
            max_depth=MAX_DEPTH,
            max_leaves=MAX_LEAVES,
        ),
        icon=":material/fit_screen:",
    )
st.segmented_control(
    f.t("ab_view"),
    list(View),
    format_func=lambda v: f.t(VIEW_TEXT[v]),
    required=True,
    label_visibility="collapsed",
    **bind(f"ab_view_{f.lang}", state.view, state.show),
)
st.caption(puzzle_text(f.lang, puzzle, solution.tree))

# --- 나무 (폰의 첫 화면) ----------------------------------------------------------------------
draw_tree(
    tree_view(f.lang, solution, state, graded),
    puzzle.shape.depth,
    TreeTaps(stamp, state.select, state.toggle_edge, state.flips),
)

# --- 나무 아래에 붙는 자판 (노드를 골랐을 때). 폰에서 긴 나무를 내려도 화면 아래에 붙어 따라온다
# (page.css 의 ab_panel). 한 걸음씩의 단추는 페이지 끝에 -------------------------------------------
if answer and state.selected is not None:
    with st.container(key="ab_panel"):
        st.markdown(f"**{pad_title(f.lang, state, solution, named)}**")
        if graded is not None:
            lines = node_lines(f.lang, graded, state.selected, named, solution)
            st.markdown("\n".join(f"- {line}" for line in lines))
        with st.container(horizontal=True, gap="xsmall", vertical_alignment="center"):
            st.segmented_control(
                f.t("ab_field"),
                list(Field),
                format_func=lambda k: f.t(FIELD_TEXT[k]),
                required=True,
                label_visibility="collapsed",
                **bind(f"ab_field_{f.lang}", state.writing, state.choose_field),
            )
            st.button(
                f.t("ab_pad_clear"),
                key=seq_key("ab_erase"),
                on_click=state.enter,
                args=(None,),
                icon=":material/backspace:",
            )
            st.button(
                f.t("ab_pad_close"),
                key=turn_key("ab_close", stamp),
                on_click=state.close,
                args=(stamp,),
                icon=":material/close:",
            )
        number_pad(pad_numbers(state.writing), state.enter)

if answer:
    if state.selected is None:
        st.caption(f.t("ab_pick"))
    with st.container(horizontal=True):
        st.button(
            f.t("ab_check"),
            key=turn_key("ab_check", stamp),
            on_click=state.check,
            args=(stamp,),
            type="primary",
            icon=":material/task_alt:",
        )
        st.button(
            f.t("ab_clear"),
            key=turn_key("ab_clear", stamp),
            on_click=state.clear,
            args=(stamp,),
            disabled=state.marks.empty,
            icon=":material/ink_eraser:",
        )
    if graded is not None and graded.all_right:
        st.success(check_summary(f.lang, graded), icon=":material/celebration:")
    elif graded is not None:
        st.info(check_summary(f.lang, graded), icon=":material/rule:")
elif state.view is View.SOLUTION:
    summary, *cut_lines = solution_lines(f.lang, solution, named)
    st.markdown(f"**{summary}**")
    st.markdown("\n".join(f"- {line}" for line in cut_lines))

# --- 채점의 까닭 ------------------------------------------------------------------------------
if graded is not None:
    st.markdown("\n".join(f"- {line}" for line in check_lines(f.lang, graded, named, solution)))

# --- 새 나무와 나무 바꾸기 --------------------------------------------------------------------
st.button(
    f.t("ab_new"),
    key=turn_key("ab_new", stamp),
    on_click=lambda: state.new_tree(states.new_seed(), stamp),
    icon=":material/park:",
)
with st.expander(f.t("ab_settings"), icon=":material/tune:"):
    st.selectbox(
        f.t("ab_shape"),
        SHAPES,
        format_func=lambda s: shape_text(f.lang, s),
        **bind(f"ab_shape_{f.lang}", puzzle.shape, state.choose_shape),
    )
    st.segmented_control(
        f.t("ab_root"),
        list(Player),
        format_func=lambda p: f.t(PLAYER_TEXT[p]),
        required=True,
        **bind(f"ab_root_{f.lang}", puzzle.root, state.choose_root),
    )
    # 글 상자: 숫자 상자는 '12.7' 을 말없이 12 로 바꾸고 범위 밖을 영어로만 알렸다
    # (max_chars 는 두지 않는다: 그보다 긴 붙여 넣기를 Streamlit 은 말없이 버린다. 상태가 거절한다)
    st.text_input(
        f.t("ab_seed"),
        width=220,
        **bind("ab_seed", str(puzzle.seed), state.enter_seed),
    )
    if state.seed_error is not None:
        bad = quoted(state.seed_error)
        st.error(f.t("ab_seed_bad", text=bad, high=MAX_SEED), icon=":material/error:")
    st.caption(f.t("ab_seed_help"))

f.how_to_read("read_alphabeta")

# --- 한 걸음씩: 설명과 걸음 단추. 페이지의 맨 끝에 두어 늘 화면 아래에 붙어 있고 (page.css 의
# ab_panel: 제자리가 화면보다 아래다), 단추는 설명 아래에 둔다: 설명의 길이가 걸음마다 달라도
# 단추는 화면 아래 끝에서 움직이지 않는다 (같은 자리를 누르는 손가락이 빈 곳을 누르지 않게) --------
if state.view is View.STEPS:
    total = len(solution.trace.events)
    with st.container(key="ab_panel"):
        lines = [f"**{f.t('ab_step_count', step=state.step, total=total)}**"]
        lines += [f"- {line}" for line in step_lines(f.lang, solution, state.step, named)]
        st.markdown("\n".join(lines))
        step_bar(f.lang, state.step, total, lambda k: state.step_to(k, total))

f.seat_result(payloads.alphabeta(state, solution))
f.keep()
