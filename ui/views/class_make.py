"""수업 페이지의 방 만들기 (streamlit): 이름, 활동과 그 설정, 닫는 때, 별명 보이기, 만들기 단추,
만든 뒤의 두 링크.

위젯 열쇠 (브라우저 시험이 찾는다): cls_title · cls_activity_<lang> · cls_hours_<lang> ·
cls_show_names · turn-cls_make-*.

사람이 적은 글 (방 이름) 은 Markdown 에 넣기 전에 ui.text.plain 으로 푼다: 적은 그대로 보인다.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import streamlit as st

from results.records import Activity
from solver.codebreaking.variants import VARIANTS, get_variant
from solver.gametree.random_tree import MAX_SEED
from solver.gametree.trace_events import Player

from .. import links, states
from ..classroom import db
from ..classroom.class_state import HOURS, ClassState, activity_page, seat_params
from ..classroom.room_settings import ACTIVITY_TEXT, START_TEXT, STARTS
from ..codebreaking.duel_state import DEFAULT_LEVEL, level_of, levels
from ..codebreaking.words import level_label, variant_title
from ..codebreaking.you_guess_state import MAX_NUMBER
from ..frame import Frame
from ..gametree.alphabeta_puzzle import SHAPES
from ..gametree.connect4_model import ai_label
from ..gametree.connect4_state import AI_SPECS
from ..gametree.mcts_model import McGame
from ..gametree.mcts_state import C_CHOICES, PRACTICE_ROUNDS, PRESETS
from ..gametree.mcts_words import GAME_TEXT, position_name
from ..text import plain
from ..turns import turn_key
from ..widgets import bind
from .class_views import problem_line

__all__ = ["make_form"]


def make_form(f: Frame[ClassState]) -> None:
    """방 만들기: 이름, 활동과 그 설정, 닫는 때, 별명 보이기, 만들기 단추. 만든 뒤엔 두 링크.
    게임 번호 · 나무 번호는 세션에 한 번 새로 뽑는다 (어느 링크로 왔든: 방마다 다른 비밀 수)."""
    f.state.draw(states.new_game_number, states.new_seed)
    state, s = f.state, f.state.settings
    stamp = state.turn.stamp
    _back_to_seat(f)
    st.subheader(f.t("cls_make"), anchor=False)
    # max_chars 는 두지 않는다: 그보다 긴 붙여 넣기를 Streamlit 은 말없이 버린다 (만들기가 거절한다)
    st.text_input(
        f.t("cls_title"),
        placeholder=f.t("cls_title_default"),
        **bind("cls_title", s.title, lambda v: state.choose(title=v)),
    )
    st.selectbox(
        f.t("cls_activity"),
        list(Activity),
        format_func=lambda a: f.t(ACTIVITY_TEXT[a]),
        **bind(f"cls_activity_{f.lang}", s.activity, lambda a: state.choose(activity=a)),
    )
    _activity_settings(f)
    st.segmented_control(
        f.t("cls_hours"),
        HOURS,
        format_func=lambda n: f.t("cls_hours_item", n=n),
        required=True,
        **bind(f"cls_hours_{f.lang}", s.hours, lambda n: state.choose(hours=n)),
    )
    st.toggle(
        f.t("cls_show_names"),
        **bind("cls_show_names", s.show_names, lambda v: state.choose(show_names=v)),
    )
    untitled = f.t("cls_title_default")
    st.button(
        f.t("cls_make_button"),
        key=turn_key("cls_make", stamp),
        type="primary",
        icon=":material/add_circle:",
        on_click=lambda: state.make(db.open_store, time.time(), stamp, untitled),
    )
    problem_line(f, state.problem)
    if state.made is not None:
        _made_links(f)


def _back_to_seat(f: Frame[ClassState]) -> None:
    """앉은 학생의 세션이 만들기 화면에 왔으면 (새로 고침 뒤의 뒤로 가기가 매개변수 없는 /class 를
    열 때가 있다) 제 자리로 돌아가는 단추를 먼저 보인다."""
    seat = states.seat()
    if seat.room is None or seat.student is None:
        return
    label = f.t("cls_back_to_seat", title=plain(seat.room.title))
    if st.button(label, key="cls_back_to_seat", type="primary", icon=":material/school:"):
        states.forget_link()  # 활동 페이지가 room · me 를 새 링크로 열게
        page = activity_page(seat.room.activity).path
        st.switch_page(page, query_params=seat_params(seat.room, seat.student, f.lang))


def _activity_settings(f: Frame[ClassState]) -> None:
    """고른 활동의 설정 칸들."""
    state, s = f.state, f.state.settings
    if s.activity in (Activity.YOU_GUESS, Activity.KEEPER, Activity.DUEL):
        st.selectbox(
            f.t("cls_variant"),
            list(VARIANTS),
            format_func=lambda name: variant_title(f.lang, name),
            **bind(f"cls_variant_{f.lang}", s.variant, lambda v: state.choose(variant=v)),
        )
    if s.activity is Activity.YOU_GUESS:
        _whole(f, "cls_game", 1, MAX_NUMBER, s.game, lambda n: state.choose(game=n))
        st.toggle(f.t("cls_hard"), **bind("cls_hard", s.hard, lambda v: state.choose(hard=v)))
    elif s.activity is Activity.ALPHABETA:
        _whole(f, "cls_seed", 0, MAX_SEED, s.seed, lambda n: state.choose(seed=n))
        st.selectbox(
            f.t("cls_shape"),
            SHAPES,
            format_func=lambda shape: f.t("cls_shape_item", d=shape.depth, b=shape.text),
            **bind(f"cls_shape_{f.lang}", s.shape, lambda v: state.choose(shape=v)),
        )
        st.segmented_control(
            f.t("cls_root"),
            list(Player),
            format_func=lambda p: p.value.upper(),
            required=True,
            **bind("cls_root", s.root, lambda v: state.choose(root=v)),
        )
    elif s.activity is Activity.MCTS:
        _search_settings(f)
    elif s.activity is Activity.DUEL:
        _duel_settings(f)
    elif s.activity in STARTS:
        _start(f)
        if s.activity is Activity.CONNECT4:
            st.selectbox(
                f.t("cls_ai"),
                AI_SPECS,
                format_func=lambda spec: ai_label(f.lang, spec),
                **bind(f"cls_ai_{f.lang}", s.ai, lambda v: state.choose(ai=v)),
            )


def _start(f: Frame[ClassState]) -> None:
    """먼저 두는 쪽 (활동마다의 선택지: STARTS). 다른 활동에서 고른 쪽이 이 활동에 없으면 (삼목의
    '무작위') 첫 선택지로: 방의 query 가 보이는 것과 같게."""
    state = f.state
    if state.settings.start not in STARTS[state.settings.activity]:
        state.choose(start=STARTS[state.settings.activity][0])
    s = state.settings
    st.segmented_control(
        f.t("cls_start"),
        STARTS[s.activity],
        format_func=lambda v: f.t(START_TEXT[v]),
        required=True,
        **bind(f"cls_start_{f.lang}_{s.activity}", s.start, lambda v: state.choose(start=v)),
    )


def _duel_settings(f: Frame[ClassState]) -> None:
    """대결: AI 의 난이도 (고른 변형의 난이도들: 변형에 없는 띠였으면 기본), 게임 번호 (AI 의 비밀
    수와 주사위), 먼저 하는 쪽. 학생의 비밀은 방이 늘 '적어 두기' 로 둔다 (링크에 keep 이 없다)."""
    state, s = f.state, f.state.settings
    variant = get_variant(s.variant)
    kinds = [level.kind for level in levels(variant)]
    st.selectbox(
        f.t("du_level"),
        kinds,
        format_func=lambda kind: level_label(f.lang, level_of(variant, kind)),
        **bind(
            f"cls_level_{variant.name}_{f.lang}",
            s.level if s.level in kinds else DEFAULT_LEVEL,
            lambda kind: state.choose(level=kind),
        ),
    )
    _whole(f, "cls_duel_game", 1, MAX_NUMBER, s.game, lambda n: state.choose(game=n))
    _start(f)
    st.caption(f.t("cls_duel_help"))


def _search_settings(f: Frame[ClassState]) -> None:
    """MCTS 의 예측 연습: 게임, 판 (MCTS 페이지의 설정의 판들), 씨앗, 탐험 상수. 학생은 모두 같은
    탐색을 예측한다 (판이 같은 걸음의 틀림을 센다)."""
    state, s = f.state, f.state.settings
    st.segmented_control(
        f.t("mc_game"),
        list(McGame),
        format_func=lambda g: f.t(GAME_TEXT[g]),
        required=True,
        **bind(f"cls_search_{f.lang}", s.search, lambda g: state.choose(search=g, position=())),
    )
    st.selectbox(
        f.t("mc_position"),
        PRESETS[s.search],
        format_func=lambda moves: position_name(f.lang, s.search, moves),
        **bind(
            f"cls_position_{s.search.value}_{f.lang}",
            s.position,
            lambda moves: state.choose(position=tuple(moves)),
        ),
    )
    _whole(f, "cls_search_seed", 0, MAX_SEED, s.seed, lambda n: state.choose(seed=n))
    st.segmented_control(
        f.t("mc_c"),
        list(C_CHOICES),
        required=True,
        **bind("cls_c", s.c, lambda c: state.choose(c=c)),
    )
    st.caption(f.t("cls_mcts_help", n=PRACTICE_ROUNDS))


def _made_links(f: Frame[ClassState]) -> None:
    """방금 만든 방의 두 링크: 학생의 링크 (방 코드만) 와 선생님의 판 링크 (비밀)."""
    made = f.state.made
    assert made is not None
    stamp = f.state.turn.stamp
    st.success(f.t("cls_made", title=plain(made.title)), icon=":material/check_circle:")
    st.markdown(f"**{f.t('cls_student_link')}**")
    st.code(links.share_url({"lang": f.lang, "room": made.code}), language=None, wrap_lines=True)
    st.markdown(f"**{f.t('cls_board_link')}**")
    board_url = links.share_url({"lang": f.lang, "room": made.code, "token": made.token})
    st.code(board_url, language=None, wrap_lines=True)
    st.warning(f.t("cls_board_secret"), icon=":material/key:")
    st.button(
        f.t("cls_open_board"),
        key=turn_key("cls_open_board", stamp),
        icon=":material/monitoring:",
        on_click=f.state.open_board,
        args=(stamp,),
    )


def _whole(
    f: Frame[ClassState], name: str, low: int, high: int, value: int, choose: Callable[[int], None]
) -> None:
    """정수 칸 하나 (게임 번호 · 나무 씨앗): 열쇠와 문구 열쇠가 같은 이름 name."""
    st.number_input(
        f.t(name),
        min_value=low,
        max_value=high,
        step=1,
        **bind(name, value, lambda n: choose(int(n))),
    )
