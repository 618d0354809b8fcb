"""수업 페이지의 화면 조각 (streamlit): 들어오기, 선생님의 판 (몇 초마다 조각만 다시 읽는
fragment), 거절의 말 한 줄. 방 만들기의 틀은 class_make.py.

위젯 열쇠 (브라우저 시험이 찾는다): 들어오기 cls_nickname · turn-cls_join-*, 판 cls_board ·
cls_counts · cls_table · cls_csv · cls_remove (cls_remove_pick · turn-cls_remove-*) ·
turn-cls_close-* · turn-cls_copy-*, 알파-베타 방의 나무는 ab_tree_d<깊이> (알파-베타 페이지의 것:
그 CSS 가 폰 폭에 맞춘다) 와 cls_spots, MCTS 방의 많이 틀린 걸음 cls_missed, 게임 방의 결과 수
cls_tally, 대결 방의 횟수 차트 cls_duel_chart.

사람이 적은 글 (방 이름, 별명) 은 Markdown 에 넣기 전에 ui.text.plain 으로 푼다: 적은 그대로 보인다.
"""

from __future__ import annotations

import time

import streamlit as st

from results.nicknames import MAX_NICKNAME
from results.records import Activity, ClassError

from .. import caches, states
from ..classroom import db
from ..classroom.board_model import (
    RESULT_TEXT,
    ClassBoard,
    csv_text,
    guess_distribution,
    missed_steps,
    result_counts,
    same_secret,
    settings_text,
    student_rows,
)
from ..classroom.board_tree import room_puzzle, spot_counts, spot_rows, spot_tree
from ..classroom.class_charts import duel_bars, guess_bars
from ..classroom.class_state import ClassState, Problem, activity_page, seat_params
from ..classroom.room_settings import ACTIVITY_TEXT
from ..frame import Frame
from ..text import plain
from ..turns import turn_key
from ..widgets import bind, show_chart, small_table
from .alphabeta_tree import TreeTaps, draw_tree

__all__ = ["BOARD_REFRESH", "board", "join_form", "problem_line"]

# 판이 다시 읽는 간격 (초): 페이지 전체가 아니라 판의 조각만
BOARD_REFRESH = 3.0


def problem_line(f: Frame, problem: Problem | None) -> None:
    """거절의 말 한 줄 (없으면 아무것도)."""
    if problem is not None:
        st.error(f.t(problem.text_key, **problem.values), icon=":material/error:")


def join_form(f: Frame[ClassState]) -> None:
    """학생의 들어오기: 방 이름과 활동, 별명, 들어가기. 든 뒤엔 활동 페이지로 보낸다. 이미 이 방에
    앉은 세션이면 별명 칸 없이 그 자리의 활동 페이지로 (새로 고침 · 뒤로 가기). 이 기기가 든 적이
    있으면 '… 로 이어 하기' 단추를 먼저 보인다 (같이 쓰는 태블릿의 다른 학생은 별명으로)."""
    state = f.state
    room = state.open_room(db.open_store, time.time())
    if room is None:
        problem_line(f, state.problem)
        return
    device = db.device()
    state.come_back(db.open_store, states.seat().student, device)
    if state.seat is not None:
        states.forget_link()  # 활동 페이지가 room · me 를 새 링크로 열게
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
        args=(db.open_store, stamp, device),
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
        state.close(db.open_store, stamp)
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
    elif room.activity is Activity.MCTS:
        _missed_steps(f, b)
    elif room.activity in (Activity.TICTACTOE, Activity.CONNECT4, Activity.DUEL):
        tally = result_counts(e.payload for e in b.firsts)
        tally_rows = [
            {f.t("cls_col_result"): f.t(key), f.t("cls_col_count"): tally[result]}
            for result, key in RESULT_TEXT.items()
        ]
        small_table(tally_rows, "cls_tally", above=f"**{f.t('cls_results')}**")
        if room.activity is Activity.DUEL:
            _duel_chart(f, b)
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
        state.remove(db.open_store, stamp)
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


def _missed_steps(f: Frame[ClassState], b: ClassBoard) -> None:
    """MCTS: 가장 많이 틀린 걸음 한 줄과 틀린 걸음들의 표 (많이 틀린 차례로 다섯까지)."""
    steps = missed_steps(e.payload for e in b.firsts)
    st.markdown(f"**{f.t('cls_missed_title')}**")
    if not steps:
        st.caption(f.t("cls_none_missed"))
        return
    top = steps[0]
    st.markdown(f.t("cls_most_missed", n=top.playout, missed=top.missed, tried=top.tried))
    rows = [
        {
            f.t("cls_col_playout"): step.playout,
            f.t("cls_col_missed"): step.missed,
            f.t("cls_col_tried"): step.tried,
        }
        for step in steps[:5]
    ]
    small_table(rows, "cls_missed")


def _duel_chart(f: Frame[ClassState], b: ClassBoard) -> None:
    """대결: 학생들이 부른 횟수와 그 학생들과 겨룬 AI 가 부른 횟수의 분포 (한 차트에 나란히)."""
    names = {
        "title": f.t("cls_duel_legend"),
        "mine": f.t("cls_duel_mine"),
        "ai": f.t("cls_duel_ai"),
    }
    axes = (f.t("cls_dist_x"), f.t("cls_dist_y"))
    mine, ai = guess_distribution(b.firsts), guess_distribution(b.firsts, "ai_guesses")
    fig, legend = duel_bars(mine, ai, f.t("cls_duel_title"), axes, names)
    show_chart(fig, "cls_duel_chart", legend=legend)


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
