"""수업: 선생님의 방 만들기, 학생의 들어오기 (별명), 선생님의 판 (링크가 모드를 정한다)."""

import streamlit as st

from ui import states
from ui.classroom import db
from ui.classroom.class_state import Mode
from ui.frame import frame
from ui.nav import CLASS
from ui.views.class_make import make_form
from ui.views.class_views import board, join_form

f = frame(CLASS, states.class_())
state = f.state

f.head(rules=f.t("cls_rules"))
if db.local_disk_only():
    st.info(f.t("cls_cloud_sqlite"), icon=":material/cloud_off:")

if state.mode is Mode.MAKE:
    make_form(f)
elif state.mode is Mode.JOIN:
    join_form(f)
else:
    board(f)

f.how_to_read("read_class")
f.keep()
