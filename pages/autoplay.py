"""자동 진행 (첫 화면): 컴퓨터가 비밀 수를 정하고 미니맥스로 맞혀 간다.

폰의 첫 화면 (390x844) 에 멈춤 · 빠르기 · 다음 단계 한 줄, 상태 줄, 부른 수와 대답, 넓고 낮은
후보 격자, 대답별 묶음 막대가 있다 (tests/e2e/test_first_screen.py). 판 (조각) 은 자동 진행 중
브라우저의 박자마다 한 단계 나아간다 (ui/views/autoplay_board.py).
"""

import streamlit as st

from ui import states
from ui.frame import frame
from ui.nav import AUTOPLAY
from ui.views.autoplay_board import Board, below_board, board, controls, settings_box

f = frame(AUTOPLAY, states.autoplay())
state = f.state
slot = state.slot(f.variant, states.new_seed())

f.head()
# 알림은 늘 있는 상자 안에: 알림이 생겨도 아래 요소의 자리가 밀리지 않아 열어 둔 설정 상자가
# 다시 그려지며 닫히지 않는다
notes = st.container()
if state.notice:
    notes.info(f.t("notice_restart"), icon=":material/info:")
    state.notice = False
answering = slot.settings.answering
if answering is not slot.settings.answerer:
    notes.caption(f.t("auto_worst_fallback"))

controls(f, state)
board(Board(f, state, state.page_look(f.variant)))
below_board(f, state, answering)
settings_box(f, state, f.variant)
f.how_to_read("read_autoplay")
f.keep()
