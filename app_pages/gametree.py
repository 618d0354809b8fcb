"""게임 나무: AI 와 삼목 한 판, 완벽한 AI 끼리의 기록, 사라지는 발판."""

import contextlib
import random

import streamlit as st

from solver import footholds
from solver.gametree import ALGORITHMS
from ui import board_charts, state
from ui import gametree as gt

st.session_state.setdefault("gt_start", "random")
st.session_state.setdefault("gt_algorithm", "alphabeta")
st.session_state.setdefault("gt_depth", None)
st.session_state.setdefault("gt_fh_board", "111,111,111")
st.session_state.setdefault("gt_fh_a", "1,0")
st.session_state.setdefault("gt_fh_b", "1,2")

DEPTHS = [1, 2, 3, 4, 5, 6, 7, 8, None]
# 놓인 돌은 꺼진 단추라 글자가 흐려지므로 색을 직접 준다 (히트맵과 같은 파랑 X · 주황 O)
STONES = {"X": ":blue[X]", "O": ":orange[O]"}
# 3x3 판 단추: 엄지로 누를 만큼 크게 (폰 390 px 에서도 한 줄에 셋)
CELL = 96
st.html(
    f"<style>.st-key-gt_board button {{height: {CELL}px; padding: 0;}}"
    ".st-key-gt_board button p {font-size: 2.6rem; font-weight: 700; line-height: 1;}</style>"
)


def _settings() -> tuple[str, int | None]:
    return st.session_state.gt_algorithm, st.session_state.gt_depth


def _restart() -> None:
    ss = st.session_state
    ss.gt_game = gt.new_game(ss.gt_start, *_settings(), random.Random())


def _tap(cell: int) -> None:
    # 두 번 누름 등 둘 수 없는 칸이면 판은 그대로 (단추도 이미 꺼져 있다)
    with contextlib.suppress(ValueError):
        st.session_state.gt_game = gt.human_move(st.session_state.gt_game, cell, *_settings())


def _alg_name(name: str) -> str:
    return state.t(f"gt_alg_{name}")


st.header(state.t("gt_title"))
st.caption(state.t("gt_caption"))

# --- 삼목: AI 와 한 판 ------------------------------------------------------------------
st.subheader(state.t("gt_ttt"))
with st.container(horizontal=True, vertical_alignment="bottom"):
    st.segmented_control(
        state.t("gt_start"),
        gt.STARTS,
        format_func=lambda s: state.t(f"gt_start_{s}"),
        key="gt_start",
        required=True,
        on_change=_restart,
    )
    st.segmented_control(
        state.t("gt_algorithm"),
        ALGORITHMS,
        format_func=_alg_name,
        key="gt_algorithm",
        required=True,
    )
    st.button(state.t("gt_new"), key="gt_new", on_click=_restart, icon=":material/restart_alt:")
st.select_slider(
    state.t("gt_depth"),
    DEPTHS,
    format_func=lambda d: state.t("gt_depth_full") if d is None else state.t("gt_depth_n", n=d),
    key="gt_depth",
    help=state.t("gt_depth_help"),
)

if "gt_game" not in st.session_state:
    with st.spinner(state.t("gt_thinking")):
        _restart()
game = st.session_state.gt_game
status = gt.status(game)
ai = "O" if game["human"] == "X" else "X"

st.markdown(f"#### {state.t('gt_roles', me=game['human'], ai=ai)}")
if status == "play":
    st.caption(state.t("gt_your_turn"))
elif status == "ai_won":
    st.error(state.t("gt_ai_won"), icon=":material/smart_toy:")
elif status == "human_won":
    st.success(state.t("gt_human_won"), icon=":material/celebration:")
elif status == "draw":
    st.info(state.t("gt_draw_over"), icon=":material/handshake:")

board_col, heat_col = st.columns(2)
with board_col:
    with st.container(key="gt_board", gap="small"):
        for r in range(3):
            with st.container(horizontal=True, gap="small"):
                for c in range(3):
                    cell = r * 3 + c
                    stone = game["board"][cell]
                    st.button(
                        STONES.get(stone, "\u2002"),
                        key=f"gt_cell_{cell}",
                        on_click=_tap,
                        args=(cell,),
                        disabled=stone is not None or status != "play",
                        width=CELL,
                    )
    if status != "play":  # 판 상자 밖: 칸 단추의 큰 글씨를 물려받지 않게
        st.button(
            state.t("gt_new"),
            key="gt_new_over",
            on_click=_restart,
            type="primary",
            icon=":material/replay:",
        )

last = game["last"]
with heat_col:
    if last is None:
        fig = board_charts.ttt_heatmap(
            game["board"], {}, {}, None, state.t("gt_heat_title"), note=state.t("gt_heat_none")
        )
    else:
        with st.spinner(state.t("gt_thinking")):
            scores = gt.score_map(tuple(last["before"]), last["depth"])
        labels = gt.cell_words(scores, last["depth"] is None, state.t)
        fig = board_charts.ttt_heatmap(
            last["before"], scores, labels, last["cell"], state.t("gt_heat_title")
        )
    state.show_chart(fig, "gt_heatmap")

if last is not None:
    algorithm = st.session_state.gt_algorithm
    with st.spinner(state.t("gt_thinking")):
        counts = gt.node_counts(last)
    st.metric(
        state.t("gt_nodes", alg=_alg_name(algorithm)),
        f"{counts.of(algorithm):,}",
        delta=f"-{counts.minimax - counts.alphabeta:,}" if algorithm == "alphabeta" else None,
        delta_color="inverse",
    )
    st.caption(
        state.t("gt_nodes_compare", mm=counts.minimax, ab=counts.alphabeta, saved=counts.saved)
    )
st.caption(state.t("gt_heat_caption"))

# --- 완벽한 AI 끼리 -----------------------------------------------------------------------
st.subheader(state.t("gt_trace"))
algorithm = st.session_state.gt_algorithm
st.caption(state.t("gt_trace_caption", alg=_alg_name(algorithm)))
with st.spinner(state.t("gt_thinking")):
    played = gt.trace(algorithm)
table_col, final_col = st.columns([3, 2])
with table_col:
    st.dataframe(
        [
            {
                state.t("gt_col_ply"): i + 1,
                state.t("gt_col_player"): p.player,
                state.t("gt_col_cell"): f"({p.cell // 3}, {p.cell % 3})",
                state.t("gt_col_value"): gt.value_text(p.value),
                state.t("gt_col_nodes"): p.nodes,
            }
            for i, p in enumerate(played.plies)
        ],
        hide_index=True,
        width="stretch",
        key="gt_trace_table",
    )
with final_col:
    fig = board_charts.ttt_heatmap(
        played.board, {}, {}, None, state.t("gt_final_board"), height=240
    )
    state.show_chart(fig, "gt_final")
result = (
    state.t("gt_result_draw")
    if played.result == "draw"
    else state.t("gt_result_win", p=played.result)
)
st.markdown(f"**{state.t('gt_trace_result', result=result, nodes=played.nodes)}**")

# --- 사라지는 발판 ------------------------------------------------------------------------
st.subheader(state.t("gt_fh"))
st.caption(state.t("gt_fh_caption"))
with st.container(horizontal=True):
    # 폰 (본문 약 358 px) 에서도 한 줄에 셋
    st.text_input(state.t("gt_fh_board"), key="gt_fh_board", width=160)
    st.text_input(state.t("gt_fh_a"), key="gt_fh_a", width=80)
    st.text_input(state.t("gt_fh_b"), key="gt_fh_b", width=80)

try:
    read = gt.read_footholds(
        st.session_state.gt_fh_board, st.session_state.gt_fh_a, st.session_state.gt_fh_b
    )
    solved = footholds.solve(read.rows, read.a, read.b, algorithm)
except gt.InputProblem as exc:
    st.error(state.t(exc.key, **exc.values), icon=":material/error:")
except ValueError as exc:
    st.error(state.t("gt_fh_error", error=exc), icon=":material/error:")
else:
    with st.container(horizontal=True):
        st.metric(state.t("gt_fh_moves"), solved.moves, border=True, width=108)
        st.metric(state.t("gt_fh_winner"), solved.winner, border=True, width=108)
        st.metric(state.t("gt_fh_nodes"), solved.nodes, border=True, width=108)
    fig_col, line_col = st.columns([3, 2])
    with fig_col:
        steps = [(s.player, s.start, s.end) for s in solved.line]
        start = {"A": tuple(read.a), "B": tuple(read.b)}
        fig = board_charts.footholds_paths(read.rows, steps, start, {"A": "A", "B": "B"})
        state.show_chart(fig, "gt_fh_chart")
    with line_col:
        st.markdown(f"**{state.t('gt_fh_line')}**")
        if solved.line:
            st.markdown(
                "\n".join(
                    "- "
                    + state.t(
                        "gt_fh_step",
                        i=i + 1,
                        p=s.player,
                        r0=s.start[0],
                        c0=s.start[1],
                        r1=s.end[0],
                        c1=s.end[1],
                    )
                    for i, s in enumerate(solved.line)
                )
            )
        else:
            st.markdown(state.t("gt_fh_no_moves"))

with st.expander(state.t("explain")):
    st.markdown(f"**{state.t('check_title')}**")
    st.markdown("\n".join(f"- {line}" for line in state.t("gt_check").splitlines()))
    st.markdown(f"**{state.t('tune_title')}**")
    st.markdown("\n".join(f"- {line}" for line in state.t("gt_tune").splitlines()))
