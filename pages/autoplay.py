"""자동 진행 (첫 화면): 컴퓨터가 비밀 수를 정하고 미니맥스로 맞혀 간다."""

import time
from collections.abc import Callable

import streamlit as st

from solver.codebreaking.feedback import possible_answers
from solver.codebreaking.keepers import worst_case_ready
from solver.codebreaking.strategies import (
    StrategyName,
    deterministic_strategies,
)
from ui import store
from ui.codebreaking import code_charts as charts
from ui.codebreaking.autoplay_state import step_due
from ui.codebreaking.game_view import auto_view, bucket_rows, trial_rows
from ui.codebreaking.secret_keepers import SecretKeeper
from ui.codebreaking.words import answer_label, keeper_title, strategy_title
from ui.frame import frame
from ui.nav import AUTOPLAY
from ui.turns import turn_key
from ui.widgets import bind, bind_attr, history_table, share_box, show_chart

SPEEDS = [0.5, 1.0, 2.0, 4.0]
WHY = {"trials": "why_trials", "all": "why_all"}

f = frame(AUTOPLAY)
variant = f.variant
state = store.autoplay()
if f.link.fresh:
    link = f.link.take("strategy", "keeper", "game", "secret", "sample", "above")
    f.link.drop(*state.open_link(variant, link, store.new_seed()))
slot = state.slot(variant, store.new_seed())
settings = slot.settings
stamp = state.turn.stamp  # 단추 열쇠와 동작에 붙는 차례 (ui/turns.py)


def edit(name: str) -> Callable[[object], None]:
    """설정 하나를 바꾸는 위젯 콜백 (판이 쓰는 설정이면 새 판을 시작하고 알린다)."""
    return lambda value: state.edit(variant, store.new_seed(), **{name: value})


f.head()

with st.container(horizontal=True, vertical_alignment="center"):
    st.toggle(f.t("auto_playing"), **bind_attr("auto_playing", state, "playing"))
    st.button(
        f.t("auto_step"),
        key=turn_key("auto_step", stamp),
        on_click=lambda: state.step(variant, stamp, time.monotonic()),
        icon=":material/skip_next:",
    )
    st.button(
        f.t("auto_new"),
        key=turn_key("auto_new", stamp),
        on_click=lambda: state.restart(variant, store.new_seed(), stamp),
        icon=":material/refresh:",
    )
with st.container(horizontal=True, vertical_alignment="center"):
    st.toggle(f.t("auto_minimax"), **bind("auto_minimax", settings.minimax, edit("minimax")))
    st.selectbox(
        f.t("keeper_choice"),
        list(SecretKeeper),
        format_func=lambda name: keeper_title(f.lang, name),
        help=f.t("auto_keeper_help"),
        width=260,
        **bind(f"auto_keeper_{f.lang}", settings.keeper, edit("keeper")),
    )

with st.expander(f.t("settings"), icon=":material/tune:"):
    st.caption(f.t("settings_restart"))
    st.selectbox(
        f.t("strategy"),
        deterministic_strategies(variant),
        format_func=lambda name: strategy_title(f.lang, name),
        disabled=not settings.minimax,
        **bind(f"auto_strategy_{f.lang}", settings.strategy, edit("strategy")),
    )
    st.select_slider(
        f.t("auto_speed"),
        SPEEDS,
        format_func=lambda s: f"{s:g}x",
        **bind_attr("auto_speed", state, "speed"),
    )
    st.toggle(f.t("auto_sampling"), **bind("auto_sampling", settings.sampling, edit("sampling")))
    with st.container(horizontal=True):
        st.number_input(
            f.t("auto_sample"),
            min_value=1,
            max_value=variant.size,
            step=10,
            disabled=not settings.sampling,
            **bind("auto_sample", settings.sample, edit("sample")),
        )
        st.number_input(
            f.t("auto_sample_above"),
            min_value=0,
            max_value=variant.size,
            step=10,
            disabled=not settings.sampling,
            **bind("auto_sample_above", settings.sample_above, edit("sample_above")),
        )

if state.notice:
    st.info(f.t("notice_restart"), icon=":material/info:")
    state.notice = False
# 최악 지킴이는 고정된 나무가 없는 판에서 악당처럼 대답한다 (solver 의 keeper_answer): 그렇다고
# 말하고, 기록에도 실제로 대답한 쪽을 적는다
keeper = settings.keeper
if keeper is SecretKeeper.WORST_CASE and not worst_case_ready(
    settings.strategy_name, settings.options
):
    st.caption(f.t("auto_worst_fallback"))
    keeper = SecretKeeper.EVIL

playing = state.playing and not slot.won


@st.fragment(run_every=state.interval if playing else None)
def board() -> None:
    """판 그림. 자동 진행 중이면 interval 마다 다시 돌며 한 단계씩 나아간다."""
    slot = state.slots[variant.name]
    game = state.load(variant)
    now = time.monotonic()
    if playing and step_due(slot.last_step, now, state.interval):
        state.advance(variant, game)  # 이미 되살린 판을 그대로 나아가게 한다
        slot.last_step = now
        if game.won:
            state.save(variant, game)
            st.rerun()  # 전체를 다시 그려 타이머를 멈춘다
    elif slot.last_step is None:
        slot.last_step = now
    view = auto_view(game, slot.phase)
    state.save(variant, game)  # 고른 추측을 기억해 다시 고르지 않게
    code = variant.format(view.guess)

    status = f.t("status", turn=view.turn, left=int(view.alive.sum()))
    if view.answer is None:
        st.markdown(f"#### {status}\n### `{code}` — {f.t('auto_phase_guess')}")
    else:
        answer = f.t("auto_phase_answer", label=answer_label(f.lang, variant, view.answer))
        st.markdown(f"#### {status}\n### `{code}` → {answer}")
    if view.won:
        st.success(f.t("auto_won", n=view.turn, code=code), icon=":material/celebration:")

    names = {
        "alive": f.t("grid_alive"),
        "removed": f.t("grid_removed"),
        "dead": f.t("grid_dead"),
        "guess": f.t("grid_guess"),
    }
    grid = charts.candidate_grid(
        variant.labels, view.alive, view.removed, view.guess, view.won, names
    )
    st.caption(f.t("grid_title"))
    show_chart(grid, "auto_grid")

    bar_labels, counts = bucket_rows(f.lang, variant, view.choice.buckets)
    answered = None if view.answer is None else possible_answers(variant).index(view.answer)
    title = f"{f.t('bars_title')} · {f.t('bars_worst', n=max(counts))}"
    show_chart(charts.bucket_bars(bar_labels, counts, answered, title), "auto_bars")

    st.markdown(f"**{f.t('why_title')}**")
    if game.strategy == StrategyName.RANDOM:
        st.caption(f.t("why_random"))
    if view.choice.sampled:
        st.caption(f.t("why_sampled", n=len(view.choice.pool)))
    # 차트 하나만 그린다 (탭은 숨은 차트도 그려 첫 화면이 느려진다)
    st.segmented_control(
        f.t("why_title"),
        list(WHY),
        format_func=lambda k: f.t(WHY[k]),
        required=True,
        label_visibility="collapsed",
        **bind_attr(f"auto_why_{f.lang}", state, "why"),
    )
    if state.why == "trials":
        rows = trial_rows(game, view.choice, view.turn)
        show_chart(charts.trial_bars(rows, f.t("worst_left")), "auto_trials")
    else:
        pool = view.choice.pool
        chosen = int((pool == view.guess).argmax())
        names = {"worst": f.t("worst_left"), "chosen": f.t("chosen")}
        labels = [variant.labels[g] for g in pool]
        fig = charts.worst_scatter(labels, view.choice.worst, chosen, names)
        st.caption(f.t("why_all_caption"))
        show_chart(fig, "auto_worst")

    history_table(f.lang, game, "auto_history")
    if game.turns:
        st.caption(f.t("auto_kept_by", keeper=keeper_title(f.lang, keeper)))
        share_box(f.lang, game, f.params(state.link(variant)), "auto_share")


board()
with st.expander(f.t("auto_secret")):
    if slot.game.secret is None:
        st.caption(f.t("auto_no_secret"))
    else:
        st.code(slot.game.secret)
f.how_to_read("read_autoplay")
f.keep(state.link(variant))
