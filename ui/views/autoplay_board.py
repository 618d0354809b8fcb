"""자동 진행 페이지의 화면 (streamlit): 조작 한 줄, 판 (조각), 설정 상자. pages/autoplay.py 가
차례대로 부른다.

판 (board) 은 조각 (st.fragment) 이다: 자동 진행 중이면 브라우저의 박자 (ui/pacer.py: 판이
그려지고 한 간격 뒤) 마다 한 단계 나아가며 그 조각만 다시 돈다. 멈춤 · 빠르기 · 다음 단계는
조각 밖 (판 위) 에 있다: 조각 안의 위젯은 조각이 다시 그려지는 사이의 누름을 잃는다.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import streamlit as st

from solver.codebreaking.feedback import possible_answers
from solver.codebreaking.strategies import deterministic_strategies
from solver.codebreaking.variants import Variant

from .. import states
from ..codebreaking.answerers import Answerer
from ..codebreaking.autoplay_look import Drawing, look
from ..codebreaking.autoplay_state import SAMPLE_FLOORS, SPEEDS, AutoplayState, PageLook
from ..codebreaking.game_model import AutoView, auto_view, bucket_codes, why_rows, why_sentence
from ..codebreaking.words import answer_label, answerer_title, strategy_title
from ..frame import Frame
from ..pacer import pacer
from ..text import quoted
from ..turns import turn_key
from ..widgets import bind, show_chart, small_table
from .code_widgets import history_table, share_box

__all__ = ["Board", "below_board", "board", "controls", "settings_box"]

# 판의 차트의 열쇠: 박자는 모두 그려진 뒤에 센다 (견주기 막대는 모든 수가 같으면 없다)
GRID, BARS, RIVALS = "auto_grid", "auto_bars", "auto_rivals"
# '왜 이 수인가' 제목의 닻: 첫 화면의 한 문장이 [왜 이 수인가 ↓](#why) 로 가리킨다
WHY_ANCHOR = "why"


@dataclass(frozen=True)
class Board:
    """이번 실행의 판 그리기 재료. drawn: 이 실행의 페이지가 그린 모습 (AutoplayState.page_look):
    조각이 다시 돌 때 이것이 바뀌었으면 페이지 전체를 다시 돌린다 (판 위의 조작 줄과 판 아래의
    기록이 따라 바뀌어야 한다)."""

    f: Frame
    state: AutoplayState
    drawn: PageLook


def _edit(f: Frame, state: AutoplayState, name: str) -> Callable[[object], None]:
    """설정 하나를 바꾸는 위젯 콜백 (판이 쓰는 설정이면 새 판을 시작하고 알린다)."""
    return lambda value: state.edit(f.variant, states.new_seed(), **{name: value})


def _enter(f: Frame, state: AutoplayState, name: str) -> Callable[[str], None]:
    """표본 상자 하나의 위젯 콜백 (범위 밖 · 정수가 아닌 글은 받지 않고 알린다)."""
    return lambda text: state.enter(f.variant, states.new_seed(), name, text)


def controls(f: Frame, state: AutoplayState) -> None:
    """판 위의 조작 한 줄: 자동 진행 켜고 끄기, 빠르기, 멈췄으면 큰 '다음 단계' (끝난 판이면
    '새 비밀 수'). 박자마다 다시 그려지는 조각 밖에 있어 누름이 다시 그려지는 스위치에 묻히지
    않고, 누르면 페이지 전체가 다시 돌아 박자가 바뀐다."""
    variant, stamp = f.variant, state.turn.stamp
    with st.container(horizontal=True, vertical_alignment="bottom", key="auto_controls"):
        st.toggle(f.t("auto_playing"), **bind("auto_playing", state.playing, state.set_playing))
        st.segmented_control(
            f.t("auto_speed", seconds=f"{state.interval:g}"),
            SPEEDS,
            format_func=lambda s: f"{s:g}x",
            required=True,
            **bind("auto_speed", state.speed, state.set_speed),
        )
        # 폰에서는 줄이 바뀌어 한 줄을 다 차지한다 (엄지로 누르기 쉽게)
        if state.slots[variant.name].won:
            st.button(
                f.t("auto_new"),
                key=turn_key("auto_new_end", stamp),
                on_click=lambda: state.restart(variant, states.new_seed(), stamp, play=True),
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


@st.fragment
def board(b: Board) -> None:
    """판: 상태 줄 · 지난 질문 한 줄 · 부른 수, 후보 격자, 대답별 묶음 막대, 다른 수들의 최악
    막대, '왜 이 수인가'. 페이지 전체가 도는
    실행 (열기 · 설정 바꾸기) 은 단계를 밟지 않는다: 첫 단계는 첫 화면이 칠해지고 한 간격 뒤에 온다.

    조각 안의 위젯 (멈춘 판의 대답 고르기) 은 조각만 다시 돌린다. 차례가 넘어가거나 (새 판) 판이
    끝나면 페이지 전체를 다시 돌린다 (주소 · 알림 · 조작 줄 · 기록이 따르게).
    """
    f, state, variant = b.f, b.state, b.f.variant
    if state.page_look(variant) != b.drawn:
        # 판 밖의 화면이 바뀌었다: 조각은 제 안만 다시 그리므로 페이지 전체를 다시 돌려 달라고
        # 한다 (Streamlit 이 조각 안의 st.rerun 에 주는 뜻). 상태는 고치지 않는다
        st.rerun()
    game = state.shown(variant)
    view = auto_view(game, state.slots[variant.name].phase)
    # 그릴 내용은 첫 화면의 그림과 같은 곳에서 (ui/codebreaking/autoplay_look.py)
    ticking = _ticking(state, variant)
    parts = look(f.lang, variant, game, view, ticking)
    with st.container(key="auto_guess"):
        st.markdown(parts.guess)
    marks = {GRID: _show(parts.grid, GRID), BARS: _show(parts.bars, BARS)}
    if parts.won_next is not None:
        st.success(parts.won_next, icon=":material/celebration:")
    if parts.tie is not None:
        st.caption(parts.tie)
    if parts.rivals is not None:
        marks[RIVALS] = _show(parts.rivals, RIVALS)
    if not ticking:
        _bucket_list(f, state, view, parts.counts)

    table = parts.table
    sentence = why_sentence(f.lang, variant, view, table, game.strategy)
    if view.choice.sampled:
        sentence += "\n\n" + f.t("why_sampled", n=len(view.choice.pool))
    # 제목 · 한 문장 · 표를 상자 없는 글 하나로 (한 단계마다 보내는 요소가 적게). 닻은 첫 화면의
    # '왜 이 수인가 ↓' (#why) 가 가는 곳이다
    above = f"### {f.t('why_title')}\n\n{sentence}"
    small_table(why_rows(f.lang, variant, table), None, above=above, anchor=WHY_ANCHOR)
    if ticking:
        beat = state.beat(variant)
        pacer("pacer_auto", beat, state.interval, marks, lambda b: state.pace(variant, b))


def _show(drawing: Drawing, key: str) -> str:
    """그릴 내용의 차트 하나를 열쇠 key 로 그리고 그 그림의 표 (박자가 기다린다) 를 돌려준다."""
    return show_chart(drawing.figure, key, drawing.label, drawing.legend)


def _ticking(state: AutoplayState, variant: Variant) -> bool:
    """자동 진행이 한 단계씩 나아가는 중인지 (켜져 있고 판이 끝나지 않았다)."""
    return state.playing and not state.slots[variant.name].won


def below_board(f: Frame, state: AutoplayState, answerer: Answerer) -> None:
    """판 (조각) 아래: 판을 새로 여는 선택 (미니맥스 · 대답하는 쪽), 그리고 멈춘 판 · 끝난 판의
    기록 · 대답한 쪽 · 공유. 자동 진행 중에는 기록 대신 한 줄 (멈추면 나온다).

    조각 밖이라 박자마다 다시 보내지 않는다 (이슈 25: 한 단계의 서버 일이 판만큼). 멈춘 판은 한
    단계가 페이지 전체의 실행이라 기록이 늘 새것이다. answerer: 실제로 대답하는 쪽.
    """
    variant = f.variant
    _choices(f, state)
    if _ticking(state, variant):
        st.caption(f.t("auto_pause_more"))
        return
    game = state.load(variant)
    history_table(f.lang, game, "auto_history")
    if not game.turns:
        return
    st.caption(f.t("auto_kept_by", answerer=answerer_title(f.lang, answerer)))
    share_box(
        f.lang,
        game,
        "auto_share",
        screen=f.params(state.link(variant)),
        fresh=f.params(state.new_game_link(variant)),
    )


def _choices(f: Frame, state: AutoplayState) -> None:
    """미니맥스로 고르기와 대답하는 쪽 (바꾸면 새 판: 페이지 전체가 다시 돈다)."""
    settings = state.slots[f.variant.name].settings
    with st.container(horizontal=True, vertical_alignment="bottom"):
        st.toggle(
            f.t("auto_minimax"),
            **bind("auto_minimax", settings.minimax, _edit(f, state, "minimax")),
        )
        st.selectbox(
            f.t("answerer_choice"),
            list(Answerer),
            format_func=lambda name: answerer_title(f.lang, name),
            help=f.t("auto_keeper_help"),
            width=260,
            **bind(f"auto_keeper_{f.lang}", settings.answerer, _edit(f, state, "answerer")),
        )


def _bucket_list(f: Frame, state: AutoplayState, view: AutoView, counts: list[int]) -> None:
    """막대 아래의 '남은 후보 보기': 대답 하나를 고르면 그 묶음의 코드들을 글로 보인다."""
    variant = f.variant
    size = dict(zip(possible_answers(variant), counts, strict=True))
    answers = [a for a, n in size.items() if n]
    # 지난 판의 고름이 이 판에 없으면 고르지 않은 것으로 보인다 (그리는 동안 상태는 고치지 않는다)
    shown = state.bucket if state.bucket in answers else None

    def name(a: int) -> str:
        return f.t("bucket_choice", label=answer_label(f.lang, variant, a), n=size[a])

    picked = st.selectbox(
        f.t("bucket_pick"),
        answers,
        format_func=name,
        placeholder=f.t("bucket_pick"),
        **bind(f"auto_bucket_{f.lang}", shown, state.pick_bucket),
    )
    if picked is not None:
        codes = bucket_codes(variant, view.cands, view.guess, picked)
        label = answer_label(f.lang, variant, picked)
        with st.container(key="auto_bucket_codes"):
            st.markdown(f"**{f.t('bucket_codes', label=label, n=len(codes))}** {' '.join(codes)}")


def settings_box(f: Frame, state: AutoplayState, variant: Variant) -> None:
    """접힌 설정: 전략, 견본 표본 (크기와 문턱), 새 비밀 수. 그리고 접힌 비밀 수."""
    slot = state.slots[variant.name]
    settings, stamp = slot.settings, state.turn.stamp
    with st.expander(f.t("settings"), icon=":material/tune:"):
        st.caption(f.t("settings_restart"))
        st.selectbox(
            f.t("strategy"),
            deterministic_strategies(variant),
            format_func=lambda name: strategy_title(f.lang, name),
            disabled=not settings.minimax,
            **bind(f"auto_strategy_{f.lang}", settings.strategy, _edit(f, state, "strategy")),
        )
        st.toggle(
            f.t("auto_sampling"),
            **bind("auto_sampling", settings.sampling, _edit(f, state, "sampling")),
        )
        # 표본 크기와 문턱 (설정 이름, 문구 열쇠). 글 상자: 숫자 상자는 '1e9' 를 말없이 1 로 읽고
        # 범위 밖을 영어로만 알렸다. max_chars 는 두지 않는다: 그보다 긴 붙여 넣기를 Streamlit 은
        # 말없이 버린다 (상태가 까닭과 함께 거절한다)
        # (표본으로 고를 때만 보인다: 값은 우리 설정에 있어 상자가 없어도 잃지 않는다)
        boxes = (("sample", "auto_sample"), ("sample_above", "auto_sample_above"))
        if settings.sampling:
            with st.container(horizontal=True):
                for name, label in boxes:
                    st.text_input(
                        f.t(label),
                        width=200,
                        **bind(
                            f"auto_{name}", str(getattr(settings, name)), _enter(f, state, name)
                        ),
                    )
        refused = state.refusal(variant)
        if refused is not None:
            name, text = refused.name, refused.text
            low, label = SAMPLE_FLOORS[name], f.t(dict(boxes)[name])
            bad = f.t("auto_sample_bad", box=label, text=quoted(text), low=low, high=variant.size)
            st.error(bad, icon=":material/error:")
        st.button(
            f.t("auto_new"),
            key=turn_key("auto_new", stamp),
            on_click=lambda: state.restart(variant, states.new_seed(), stamp),
            icon=":material/refresh:",
        )
    with st.expander(f.t("auto_secret")):
        if slot.game.secret is None:
            st.caption(f.t("auto_no_secret"))
        else:
            st.markdown(f.t("auto_secret_is", code=slot.game.secret))
