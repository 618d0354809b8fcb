"""자동 진행 (첫 화면): 컴퓨터가 비밀 수를 정하고 미니맥스로 맞혀 간다."""

import time

import numpy as np
import streamlit as st

from solver.feedback import label, possible_answers
from solver.session import Game
from solver.strategies import STRATEGIES, Options
from ui import charts, state
from ui.play import advance, auto_view, bucket_rows, trial_rows

# 속도 1x 에서 한 단계 (부르기 / 대답) 의 간격, 초
BASE_INTERVAL = 1.6
SPEEDS = [0.5, 1.0, 2.0, 4.0]

st.session_state.setdefault("auto_playing", True)
st.session_state.setdefault("auto_minimax", True)
st.session_state.setdefault("auto_strategy", "minimax")
st.session_state.setdefault("auto_sampling", False)
st.session_state.setdefault("auto_sample", 140)
st.session_state.setdefault("auto_sample_above", 120)
st.session_state.setdefault("auto_speed", 1.0)

variant = state.variant()
# 게임 종류를 바꾸면 표본 입력의 최댓값도 바뀐다. 그대로 두면 Streamlit 이 값을 최솟값으로
# 되돌리므로 (표본 1개, 문턱 0), 새 최댓값으로 줄여 둔다.
for _key in ("auto_sample", "auto_sample_above"):
    st.session_state[_key] = min(int(st.session_state[_key]), variant.size)
lang = state.lang()


def _strategy() -> str:
    return st.session_state.auto_strategy if st.session_state.auto_minimax else "random"


def _new_game() -> Game:
    ss = st.session_state
    options = Options(
        sample=int(ss.auto_sample) if ss.auto_sampling else None,
        sample_above=int(ss.auto_sample_above),
    )
    secret = variant.format(int(np.random.default_rng().integers(variant.size)))
    return Game(variant.name, _strategy(), options, secret=secret)


def _restart() -> None:
    state.save_game("auto_game", _new_game())
    st.session_state.auto_phase = "guess"
    st.session_state.auto_last = None


def _advance(game: Game) -> None:
    st.session_state.auto_phase = advance(game, st.session_state.get("auto_phase", "guess"))
    st.session_state.auto_last = time.monotonic()


def _step() -> None:
    game = state.load_game("auto_game", _new_game)
    _advance(game)
    state.save_game("auto_game", game)


st.header(state.t("auto_title"))
st.caption(state.t("auto_caption"))

with st.container(horizontal=True, vertical_alignment="center"):
    st.toggle(state.t("auto_playing"), key="auto_playing")
    st.button(state.t("auto_step"), key="auto_step", on_click=_step, icon=":material/skip_next:")
    st.button(state.t("auto_new"), key="auto_new", on_click=_restart, icon=":material/refresh:")
st.toggle(state.t("auto_minimax"), key="auto_minimax", on_change=_restart)

with st.expander(state.t("settings"), icon=":material/tune:"):
    st.selectbox(
        state.t("strategy"),
        [name for name, s in STRATEGIES.items() if s.deterministic and s.supports(variant)],
        format_func=lambda name: STRATEGIES[name].title(lang),
        key="auto_strategy",
        on_change=_restart,
        disabled=not st.session_state.auto_minimax,
    )
    st.select_slider(
        state.t("auto_speed"), SPEEDS, key="auto_speed", format_func=lambda s: f"{s:g}x"
    )
    st.toggle(state.t("auto_sampling"), key="auto_sampling", on_change=_restart)
    with st.container(horizontal=True):
        st.number_input(
            state.t("auto_sample"),
            min_value=1,
            max_value=variant.size,
            step=10,
            key="auto_sample",
            on_change=_restart,
            disabled=not st.session_state.auto_sampling,
        )
        st.number_input(
            state.t("auto_sample_above"),
            min_value=0,
            max_value=variant.size,
            step=10,
            key="auto_sample_above",
            on_change=_restart,
            disabled=not st.session_state.auto_sampling,
        )

game = state.load_game("auto_game", _new_game)
interval = BASE_INTERVAL / float(st.session_state.auto_speed)
playing = bool(st.session_state.auto_playing) and not game.won


@st.fragment(run_every=interval if playing else None)
def board() -> None:
    """판 그림. 자동 진행 중이면 interval 마다 다시 돌며 한 단계씩 나아간다."""
    ss = st.session_state
    game = state.load_game("auto_game", _new_game)
    now = time.monotonic()
    last = ss.get("auto_last")
    if playing and last is not None and now - last >= 0.8 * interval:
        _advance(game)  # 이미 되살린 판을 그대로 나아가게 한다 (다시 읽지 않는다)
        if game.won:
            state.save_game("auto_game", game)
            st.rerun()  # 전체를 다시 그려 타이머를 멈춘다
    elif last is None:
        ss.auto_last = now
    phase = ss.get("auto_phase", "guess")
    view = auto_view(game, phase)
    state.save_game("auto_game", game)  # 고른 추측을 기억해 다시 고르지 않게
    code = variant.format(view.guess)

    status = state.t("auto_status", turn=view.turn, left=int(view.alive.sum()))
    if view.answer is None:
        st.markdown(f"#### {status}\n### `{code}` — {state.t('auto_phase_guess')}")
    else:
        answer = state.t("auto_phase_answer", label=label(variant, view.answer, lang))
        st.markdown(f"#### {status}\n### `{code}` → {answer}")
    if view.won:
        st.success(state.t("auto_won", n=view.turn, code=code), icon=":material/celebration:")

    labels = variant.labels
    names = {
        "alive": state.t("grid_alive"),
        "removed": state.t("grid_removed"),
        "dead": state.t("grid_dead"),
        "guess": state.t("grid_guess"),
    }
    grid = charts.candidate_grid(labels, view.alive, view.removed, view.guess, view.won, names)
    st.caption(state.t("grid_title"))
    state.show_chart(grid, "auto_grid")

    bar_labels, counts = bucket_rows(game, view.choice, lang)
    answer_pos = None
    if view.answer is not None:
        answer_pos = list(possible_answers(variant)).index(view.answer)
    title = f"{state.t('bars_title')} · {state.t('bars_worst', n=max(counts))}"
    state.show_chart(charts.bucket_bars(bar_labels, counts, answer_pos, title), "auto_bars")

    st.markdown(f"**{state.t('why_title')}**")
    if game.strategy == "random":
        st.caption(state.t("why_random"))
    if view.choice.sampled:
        st.caption(state.t("why_sampled", n=len(view.choice.pool)))
    # 차트 하나만 그린다 (탭은 숨은 차트도 그려 첫 화면이 느려진다)
    why = st.segmented_control(
        state.t("why_title"),
        ["trials", "all"],
        format_func=lambda k: state.t(f"why_{k}"),
        default="all",
        required=True,
        key="auto_why",
        label_visibility="collapsed",
    )
    if why == "trials":
        rows = trial_rows(game, view.choice, view.turn)
        fig = charts.trial_bars(rows, state.t("worst_left"))
        state.show_chart(fig, "auto_trials")
    else:
        pool = view.choice.pool
        chosen = int(np.flatnonzero(pool == view.guess)[0])
        names = {"worst": state.t("worst_left"), "chosen": state.t("chosen")}
        fig = charts.worst_scatter([labels[g] for g in pool], view.choice.worst, chosen, names)
        st.caption(state.t("why_all_caption"))
        state.show_chart(fig, "auto_worst")

    state.history_table(game, "auto_history")


board()
with st.expander(state.t("auto_secret")):
    st.code(variant.format(game.secret) if game.secret is not None else "-")
state.explain_box()
