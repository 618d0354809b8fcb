"""수업 페이지의 화면 조각 (streamlit): 방 만들기의 틀, 들어오기, 선생님의 판 (몇 초마다 조각만
다시 읽는 fragment).

위젯 열쇠 (브라우저 시험이 찾는다): 만들기 cls_title · cls_activity_<lang> · cls_hours_<lang> ·
cls_show_names · turn-cls_make-*, 들어오기 cls_nickname · turn-cls_join-*, 판 cls_board ·
cls_counts · cls_table · cls_csv · cls_remove (cls_remove_pick · turn-cls_remove-*) ·
turn-cls_close-* · turn-cls_copy-*, 알파-베타 방의 나무는 ab_tree_d<깊이> (알파-베타 페이지의 것:
그 CSS 가 폰 폭에 맞춘다) 와 cls_spots.

사람이 적은 글 (방 이름, 별명) 은 Markdown 에 넣기 전에 ui.text.plain 으로 푼다: 적은 그대로 보인다.
"""

from __future__ import annotations

import time

import streamlit as st

from results.nicknames import MAX_NICKNAME
from results.records import Activity, ClassError
from results.store import MAX_TITLE
from solver.codebreaking.variants import VARIANTS
from solver.gametree.random_tree import MAX_SEED
from solver.gametree.trace_events import Player

from .. import caches, links, store
from ..classroom import db
from ..classroom.board_model import (
    RESULT_TEXT,
    ClassBoard,
    csv_text,
    guess_distribution,
    result_counts,
    same_secret,
    settings_text,
    student_rows,
)
from ..classroom.board_tree import room_puzzle, spot_counts, spot_rows, spot_tree
from ..classroom.class_charts import guess_bars
from ..classroom.class_state import (
    ACTIVITY_TEXT,
    HOURS,
    START_TEXT,
    STARTS,
    ClassState,
    Problem,
    activity_page,
    seat_params,
)
from ..codebreaking.words import variant_title
from ..codebreaking.you_guess_state import MAX_NUMBER
from ..frame import Frame
from ..gametree.alphabeta_puzzle import SHAPES
from ..gametree.connect4_model import ai_label
from ..gametree.connect4_state import AI_SPECS
from ..text import plain
from ..turns import turn_key
from ..widgets import bind, show_chart, small_table
from .alphabeta_tree import TreeTaps, draw_tree

__all__ = ["BOARD_REFRESH", "board", "join_form", "make_form", "problem_line"]

# 판이 다시 읽는 간격 (초): 페이지 전체가 아니라 판의 조각만
BOARD_REFRESH = 3.0


def problem_line(f: Frame, problem: Problem | None) -> None:
    """거절의 말 한 줄 (없으면 아무것도)."""
    if problem is not None:
        st.error(f.t(problem.text_key, **problem.values), icon=":material/error:")


def make_form(f: Frame[ClassState]) -> None:
    """방 만들기: 이름, 활동과 그 설정, 닫는 때, 별명 보이기, 만들기 단추. 만든 뒤엔 두 링크.
    게임 번호 · 나무 번호는 세션에 한 번 새로 뽑는다 (어느 링크로 왔든: 방마다 다른 비밀 수)."""
    f.state.draw(store.new_game_number, store.new_seed)
    state, s = f.state, f.state.settings
    stamp = state.turn.stamp
    _back_to_seat(f)
    st.subheader(f.t("cls_make"), anchor=False)
    st.text_input(
        f.t("cls_title"),
        max_chars=MAX_TITLE,
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
        on_click=lambda: state.make(db.store, time.time(), stamp, untitled),
    )
    problem_line(f, state.problem)
    if state.made is not None:
        _made_links(f)


def _back_to_seat(f: Frame[ClassState]) -> None:
    """앉은 학생의 세션이 만들기 화면에 왔으면 (새로 고침 뒤의 뒤로 가기가 매개변수 없는 /class 를
    열 때가 있다) 제 자리로 돌아가는 단추를 먼저 보인다."""
    seat = store.seat()
    if seat.room is None or seat.student is None:
        return
    label = f.t("cls_back_to_seat", title=plain(seat.room.title))
    if st.button(label, key="cls_back_to_seat", type="primary", icon=":material/school:"):
        store.forget_link()  # 활동 페이지가 room · me 를 새 링크로 열게
        page = activity_page(seat.room.activity).path
        st.switch_page(page, query_params=seat_params(seat.room, seat.student, f.lang))


def _activity_settings(f: Frame[ClassState]) -> None:
    """고른 활동의 설정 칸들."""
    state, s = f.state, f.state.settings
    if s.activity in (Activity.YOU_GUESS, Activity.KEEPER):
        st.selectbox(
            f.t("cls_variant"),
            list(VARIANTS),
            format_func=lambda name: variant_title(f.lang, name),
            **bind(f"cls_variant_{f.lang}", s.variant, lambda v: state.choose(variant=v)),
        )
    if s.activity is Activity.YOU_GUESS:
        st.number_input(
            f.t("cls_game"),
            min_value=1,
            max_value=MAX_NUMBER,
            step=1,
            **bind("cls_game", s.game, lambda n: state.choose(game=int(n))),
        )
        st.toggle(f.t("cls_hard"), **bind("cls_hard", s.hard, lambda v: state.choose(hard=v)))
    elif s.activity is Activity.ALPHABETA:
        st.number_input(
            f.t("cls_seed"),
            min_value=0,
            max_value=MAX_SEED,
            step=1,
            **bind("cls_seed", s.seed, lambda n: state.choose(seed=int(n))),
        )
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
    elif s.activity in STARTS:
        st.segmented_control(
            f.t("cls_start"),
            STARTS[s.activity],
            format_func=lambda v: f.t(START_TEXT[v]),
            required=True,
            **bind(f"cls_start_{f.lang}_{s.activity}", s.start, lambda v: state.choose(start=v)),
        )
        if s.activity is Activity.CONNECT4:
            st.selectbox(
                f.t("cls_ai"),
                AI_SPECS,
                format_func=lambda spec: ai_label(f.lang, spec),
                **bind(f"cls_ai_{f.lang}", s.ai, lambda v: state.choose(ai=v)),
            )


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


def join_form(f: Frame[ClassState]) -> None:
    """학생의 들어오기: 방 이름과 활동, 별명, 들어가기. 든 뒤엔 활동 페이지로 보낸다. 이미 이 방에
    앉은 세션이면 별명 칸 없이 그 자리의 활동 페이지로 (새로 고침 · 뒤로 가기). 이 기기가 든 적이
    있으면 '… 로 이어 하기' 단추를 먼저 보인다 (같이 쓰는 태블릿의 다른 학생은 별명으로)."""
    state = f.state
    room = state.open_room(db.store, time.time())
    if room is None:
        problem_line(f, state.problem)
        return
    device = db.device()
    state.come_back(db.store, store.seat().student, device)
    if state.seat is not None:
        store.forget_link()  # 활동 페이지가 room · me 를 새 링크로 열게
        st.switch_page(
            activity_page(room.activity).path, query_params=seat_params(room, state.seat, f.lang)
        )
    stamp = state.turn.stamp
    activity = f.t(ACTIVITY_TEXT[room.activity])
    st.markdown(f.t("cls_join_head", title=plain(room.title), activity=activity))
    if state.known is not None:
        st.button(
            f.t("cls_resume", nickname=plain(state.known.nickname)),
            key=turn_key("cls_resume", stamp),
            type="primary",
            icon=":material/replay:",
            on_click=state.resume,
            args=(stamp,),
        )
        st.caption(f.t("cls_resume_other"))
    st.text_input(
        f.t("cls_nickname", n=MAX_NICKNAME),
        **bind("cls_nickname", state.nickname, state.type_nickname),
    )
    st.button(
        f.t("cls_join"),
        key=turn_key("cls_join", stamp),
        type="secondary" if state.known is not None else "primary",
        icon=":material/login:",
        on_click=state.join,
        args=(db.store, stamp, device),
    )
    problem_line(f, state.problem)


def board(f: Frame[ClassState]) -> None:
    """선생님의 판: 머리와 단추는 한 번, 수 · 차트 · 표는 BOARD_REFRESH 초마다 조각만 다시."""
    state = f.state
    if state.problem is not None:
        problem_line(f, state.problem)
        return
    read = _read(f)
    if read is None:
        return
    room = read.room
    st.subheader(plain(room.title), anchor=False)
    st.caption(f"{f.t(ACTIVITY_TEXT[room.activity])}  \n{settings_text(f.lang, room)}")

    @st.fragment(run_every=BOARD_REFRESH)
    def live() -> None:
        fresh = _read(f)
        if fresh is not None:
            with st.container(key="cls_live"):  # 다시 읽는 동안 흐리지 않는다 (page.css)
                _board_body(f, fresh)

    live()
    stamp = state.turn.stamp

    def close() -> None:
        state.close(db.store, stamp)
        db.forget_boards()

    with st.container(horizontal=True):
        st.button(
            f.t("cls_close"),
            key=turn_key("cls_close", stamp),
            icon=":material/lock:",
            disabled=room.closed,
            on_click=close,
        )
        st.button(
            f.t("cls_copy"),
            key=turn_key("cls_copy", stamp),
            icon=":material/content_copy:",
            on_click=state.copy_room,
            args=(room, stamp),
        )


def _read(f: Frame[ClassState]) -> ClassBoard | None:
    """판을 읽는다 (짧게 캐시). 거절되면 그 말만 하고 None."""
    try:
        return db.board(f.state.code, f.state.token)
    except ClassError as error:
        problem_line(f, Problem.of(error))
        return None


def _board_body(f: Frame[ClassState], b: ClassBoard) -> None:
    """판의 살아 있는 부분: 형편, 수, 활동의 그림, 학생마다의 표 (든 학생 모두: 끝내기 전에도
    '하는 중'), CSV, 학생 빼기. 세는 것은 모두 학생마다의 첫 결과 (ClassBoard.firsts)."""
    room = b.room
    if room.open_at(time.time()):
        at = time.strftime("%Y-%m-%d %H:%M", time.gmtime(room.closes_at))
        status = f.t("cls_status_open", at=at)
    else:
        status = f.t("cls_status_closed")
    counts = f.t("cls_counts", joined=b.joined, finished=b.finished)
    with st.container(key="cls_counts"):
        st.markdown(f"{status}  \n**{counts}**")
    if not b.students:
        st.caption(f.t("cls_no_students"))
        return
    if not b.firsts:
        st.caption(f.t("cls_no_results"))
    elif room.activity is Activity.YOU_GUESS:
        _guess_chart(f, b)
    elif room.activity is Activity.ALPHABETA:
        _spot_tree(f, b)
    elif room.activity in (Activity.TICTACTOE, Activity.CONNECT4):
        tally = result_counts(e.payload for e in b.firsts)
        tally_rows = [
            {f.t("cls_col_result"): f.t(key), f.t("cls_col_count"): tally[result]}
            for result, key in RESULT_TEXT.items()
        ]
        small_table(tally_rows, "cls_tally", above=f"**{f.t('cls_results')}**")
    rows = student_rows(f.lang, room, b.students, b.entries)
    name = f.t("cls_col_name")
    small_table(rows, "cls_table", above=f"**{f.t('cls_table')}**", typed=(name,))
    sheet = student_rows(f.lang, room, b.students, b.entries, sheet=True)
    st.download_button(
        f.t("cls_csv"),
        csv_text(sheet),
        file_name=f"class-{room.code}.csv",
        mime="text/csv",
        key="cls_csv",
        icon=":material/download:",
    )
    if b.present:
        _remove_picker(f, b)


def _remove_picker(f: Frame[ClassState], b: ClassBoard) -> None:
    """학생 빼기: 고르기 상자 (판에 보이는 학생들, 별명은 글 그대로) 와 빼기 단추. 판의 조각 안에
    있어 새로 든 학생도 고를 수 있다. 단추의 차례는 판의 차례 (board_turn): 조각만 다시 그리는
    누름이 페이지의 단추 (닫기 · 새 방) 를 지난 차례로 만들지 않게."""
    state = f.state
    present = {s.key: s.nickname for s in b.present}
    if state.picked not in present:
        state.picked = None
    stamp = state.board_turn.stamp

    def remove() -> None:
        state.remove(db.store, stamp)
        db.forget_boards()

    with st.container(key="cls_remove"):
        st.selectbox(
            f.t("cls_remove_pick"),
            list(present),
            format_func=lambda key: present.get(key, key),
            index=None,
            placeholder=f.t("cls_remove_none"),
            **bind("cls_remove_pick", state.picked, state.pick),
        )
        st.button(
            f.t("cls_remove"),
            key=turn_key("cls_remove", stamp),
            icon=":material/person_remove:",
            disabled=state.picked is None,
            on_click=remove,
        )
        st.caption(f.t("cls_remove_note"))


# 판의 나무는 보기만 한다: 칸이 모두 눌리지 않는 단추라 부를 일이 없다
_LOOK_ONLY = TreeTaps(0, lambda *_: None, lambda *_: None, {})


def _spot_tree(f: Frame[ClassState], b: ClassBoard) -> None:
    """알파-베타: 방의 나무 위에 자리마다 틀린 · 놓친 학생 수, 그 아래 정확한 수의 표."""
    puzzle = room_puzzle(b.room)
    solution = caches.alphabeta_solution(*puzzle.key)
    spots = spot_counts(b.firsts)
    st.markdown(f"**{f.t('cls_nodes')}**")
    st.caption(f.t("cls_tree_legend"))
    draw_tree(spot_tree(f.lang, solution, spots), puzzle.shape.depth, _LOOK_ONLY)
    small_table(spot_rows(f.lang, solution, spots), "cls_spots")


def _guess_chart(f: Frame[ClassState], b: ClassBoard) -> None:
    """숫자 맞히기: 반의 횟수 분포와 같은 비밀 수에서 전략들의 횟수."""
    same = same_secret(b.room)
    assert same is not None
    guesses = {
        name: caches.strategy_guesses(same.variant, name, None, same.secret)
        for name in same.strategies
    }
    names = {
        "title": f.t("cls_legend"),
        "class": f.t("cls_legend_class"),
        "minimax": f.t("cls_legend_minimax"),
        "optimal": f.t("cls_legend_optimal"),
    }
    axes = (f.t("cls_dist_x"), f.t("cls_dist_y"))
    fig, legend = guess_bars(
        guess_distribution(b.firsts), guesses, f.t("cls_dist_title"), axes, names
    )
    show_chart(fig, "cls_chart", legend=legend)
    if "optimal" in guesses:
        st.caption(f.t("cls_strategies", m=guesses["minimax"], o=guesses["optimal"]))
    else:
        st.caption(f.t("cls_strategy_minimax", m=guesses["minimax"]))
