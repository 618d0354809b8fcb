"""자동 진행 (첫 화면): 컴퓨터가 비밀 수를 정하고 미니맥스로 맞혀 간다.

폰의 첫 화면 (390x844) 에 멈춤 · 빠르기 · 다음 단계 한 줄, 상태 줄, 부른 수와 대답, 후보 격자가
있다. 판을 그리는 조각 (board) 은 자동 진행 중 브라우저의 박자 (ui/pacer.py: 판이 그려지고 한
간격 뒤) 마다 한 단계 나아가며 다시 돈다.
"""

from collections.abc import Callable

import streamlit as st

from solver.codebreaking.feedback import possible_answers
from solver.codebreaking.keepers import worst_case_ready
from solver.codebreaking.strategies import deterministic_strategies, rank_guesses
from ui import store
from ui.charts import COLORS
from ui.codebreaking import code_charts as charts
from ui.codebreaking.autoplay_state import SPEEDS
from ui.codebreaking.game_view import (
    AutoView,
    auto_view,
    bucket_codes,
    bucket_rows,
    why_rows,
    why_sentence,
)
from ui.codebreaking.secret_keepers import SecretKeeper
from ui.codebreaking.words import answer_label, keeper_title, status_text, strategy_title
from ui.frame import frame
from ui.nav import AUTOPLAY
from ui.pacer import pacer
from ui.turns import turn_key
from ui.widgets import (
    bind,
    bind_attr,
    history_table,
    legend_row,
    share_box,
    show_chart,
    small_table,
)

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

# 알림은 늘 있는 상자 안에: 알림이 생겨도 아래 요소의 자리가 밀리지 않아 열어 둔 설정 상자가
# 다시 그려지며 닫히지 않는다
notes = st.container()
if state.notice:
    notes.info(f.t("notice_restart"), icon=":material/info:")
    state.notice = False
# 최악 지킴이는 고정된 나무가 없는 판에서 악당처럼 대답한다 (solver 의 keeper_answer): 그렇다고
# 말하고, 기록에도 실제로 대답한 쪽을 적는다
keeper = settings.keeper
if keeper is SecretKeeper.WORST_CASE and not worst_case_ready(
    settings.strategy_name, settings.options
):
    notes.caption(f.t("auto_worst_fallback"))
    keeper = SecretKeeper.EVIL

# 이것이 바뀌면 (멈춤 · 빠르기 · 새 차례 · 맞힘) 조각이 아니라 페이지 전체를 다시 돈다: 위의
# 조작 줄이 따라 바뀌어야 한다
drawn = (state.playing, state.interval, stamp, slot.won)


def controls(won: bool) -> None:
    """판 위의 조작 한 줄: 자동 진행 켜고 끄기, 빠르기, 멈췄으면 큰 '다음 단계' (끝난 판이면
    '새 비밀 수'). 박자마다 다시 그려지는 조각 밖에 있어 누름이 다시 그려지는 스위치에 묻히지
    않고, 누르면 페이지 전체가 다시 돌아 박자가 바뀐다."""
    with st.container(horizontal=True, vertical_alignment="bottom", key="auto_controls"):
        st.toggle(f.t("auto_playing"), **bind_attr("auto_playing", state, "playing"))
        st.segmented_control(
            f.t("auto_speed", seconds=f"{state.interval:g}"),
            SPEEDS,
            format_func=lambda s: f"{s:g}x",
            required=True,
            **bind_attr("auto_speed", state, "speed"),
        )
        # 폰에서는 줄이 바뀌어 한 줄을 다 차지한다 (엄지로 누르기 쉽게)
        if won:
            st.button(
                f.t("auto_new"),
                key=turn_key("auto_new_end", stamp),
                on_click=lambda: state.restart(variant, store.new_seed(), stamp),
                type="primary",
                icon=":material/refresh:",
                width="stretch",
            )
        elif not state.playing:
            st.button(
                f.t("auto_step"),
                key=turn_key("auto_step", stamp),
                on_click=lambda: state.step(variant, stamp),
                type="primary",
                icon=":material/skip_next:",
                width="stretch",
            )


controls(slot.won)


@st.fragment
def board() -> None:
    """판 그림과 그 아래의 조작. 자동 진행 중이면 박자 (ui/pacer.py) 마다 한 단계 나아가며
    다시 돈다. 페이지 전체가 도는 실행 (열기 · 설정 바꾸기) 은 단계를 밟지 않는다: 첫 단계는 첫
    화면이 칠해지고 한 간격 뒤에 온다.

    조각 안의 위젯 (미니맥스 · 지킴이 · 대답 고르기) 은 조각만 다시 돌리므로, 차례가 넘어가면
    (새 판) 페이지 전체를 다시 돌린다 (주소와 알림이 새 판을 따르게).
    """
    here = state.slots[variant.name]
    if (state.playing, state.interval, state.turn.stamp, here.won) != drawn:
        st.rerun()
    game = state.load(variant)
    view = auto_view(game, here.phase)
    state.save(variant, game)  # 고른 추측을 기억해 다시 고르지 않게
    code = variant.format(view.guess)

    st.markdown(f"## {status_text(f.lang, view.turn, int(view.alive.sum()))}")
    with st.container(key="auto_guess"):
        if view.answer is None:
            st.markdown(f"### `{code}` — {f.t('auto_phase_guess')}")
        else:
            answer = f.t("auto_phase_answer", label=answer_label(f.lang, variant, view.answer))
            st.markdown(f"### `{code}` → {answer}")
    if view.won:
        st.success(f.t("auto_won", n=view.turn, code=code), icon=":material/celebration:")

    names = {
        "alive": f.t("grid_found" if view.won else "grid_alive"),
        "removed": f.t("grid_removed"),
        "dead": f.t("grid_dead"),
        "guess": f.t("grid_guess"),
    }
    grid = charts.candidate_grid(
        variant.labels, view.alive, view.removed, view.guess, view.won, names, height=250
    )
    show_chart(grid, "auto_grid")
    alive = COLORS["gold"] if view.won else COLORS["blue"]
    dots = [(alive, "alive"), (COLORS["red"], "removed"), (COLORS["dead"], "dead")]
    legend_row(
        f.t("grid_title"),
        [(color, names[key]) for color, key in dots],
        "auto_grid_legend",
        ring=names["guess"],
    )
    choices()

    bar_labels, counts = bucket_rows(f.lang, variant, view.choice.buckets)
    answers = possible_answers(variant)
    answered = None if view.answer is None else answers.index(view.answer)
    title = f"{f.t('bars_title')} · {f.t('bars_worst', n=max(counts))}"
    axes = (f.t("bars_x"), f.t("bars_y"))
    bars = charts.bucket_bars(bar_labels, counts, answered, title, 240, axes=axes)
    show_chart(bars, "auto_bars")
    colours = [(COLORS["red"], f.t("bars_top")), (COLORS["bar"], f.t("bars_other"))]
    if answered is not None:
        colours.insert(0, (COLORS["green"], f.t("bars_came")))
    legend_row(f.t("bars_legend"), colours, "auto_bars_legend")
    bucket_list(view, counts)

    st.markdown(f"### {f.t('why_title')}")
    if view.choice.sampled:
        st.caption(f.t("why_sampled", n=len(view.choice.pool)))
    ranking = rank_guesses(variant, view.cands, view.choice)
    with st.container(key="auto_why"):
        st.markdown(why_sentence(f.lang, variant, view, ranking, game.strategy))
    small_table(why_rows(f.lang, variant, ranking), "auto_why_table")

    history_table(f.lang, game, "auto_history")
    if game.turns:
        st.caption(f.t("auto_kept_by", keeper=keeper_title(f.lang, keeper)))
        share_box(f.lang, game, f.params(state.link(variant)), "auto_share")
    if state.playing and not here.won:
        charts_drawn = [".st-key-auto_grid .main-svg", ".st-key-auto_bars .main-svg"]
        pacer(
            "pacer_auto",
            state.beat(variant),
            state.interval,
            charts_drawn,
            lambda beat: state.pace(variant, beat),
        )


def choices() -> None:
    """판 바로 아래: 미니맥스로 고르기와 비밀 지킴이 (바꾸면 새 판)."""
    with st.container(horizontal=True, vertical_alignment="bottom"):
        st.toggle(f.t("auto_minimax"), **bind("auto_minimax", settings.minimax, edit("minimax")))
        st.selectbox(
            f.t("keeper_choice"),
            list(SecretKeeper),
            format_func=lambda name: keeper_title(f.lang, name),
            help=f.t("auto_keeper_help"),
            width=260,
            **bind(f"auto_keeper_{f.lang}", settings.keeper, edit("keeper")),
        )


def bucket_list(view: AutoView, counts: list[int]) -> None:
    """막대 아래의 '남은 후보 보기': 대답 하나를 고르면 그 묶음의 코드들을 글로 보인다."""
    size = dict(zip(possible_answers(variant), counts, strict=True))
    answers = [a for a, n in size.items() if n]
    if state.bucket not in answers:
        state.bucket = None

    def name(a: int) -> str:
        return f.t("bucket_choice", label=answer_label(f.lang, variant, a), n=size[a])

    picked = st.selectbox(
        f.t("bucket_pick"),
        answers,
        format_func=name,
        placeholder=f.t("bucket_pick"),
        **bind_attr(f"auto_bucket_{f.lang}", state, "bucket"),
    )
    if picked is not None:
        codes = bucket_codes(variant, view.cands, view.guess, picked)
        label = answer_label(f.lang, variant, picked)
        with st.container(key="auto_bucket_codes"):
            st.markdown(f"**{f.t('bucket_codes', label=label, n=len(codes))}** {' '.join(codes)}")


board()
with st.expander(f.t("settings"), icon=":material/tune:"):
    st.caption(f.t("settings_restart"))
    st.selectbox(
        f.t("strategy"),
        deterministic_strategies(variant),
        format_func=lambda name: strategy_title(f.lang, name),
        disabled=not settings.minimax,
        **bind(f"auto_strategy_{f.lang}", settings.strategy, edit("strategy")),
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
    st.button(
        f.t("auto_new"),
        key=turn_key("auto_new", stamp),
        on_click=lambda: state.restart(variant, store.new_seed(), stamp),
        icon=":material/refresh:",
    )
with st.expander(f.t("auto_secret")):
    if slot.game.secret is None:
        st.caption(f.t("auto_no_secret"))
    else:
        st.markdown(f.t("auto_secret_is", code=slot.game.secret))
f.how_to_read("read_autoplay")
f.keep(state.link(variant))
