"""진입 파일: 페이지 설정, 공유 사이드바 (언어 · 게임 종류), app_pages/ 위의 내비게이션.

페이지 폴더 이름이 pages/ 가 아닌 까닭: 그 이름이면 새 서버의 첫 요청이 /keeper 같은 주소일 때
Streamlit 이 옛 방식으로 페이지 파일만 (이 진입 파일 없이) 돌린다.
"""

import streamlit as st

from solver.variants import VARIANTS
from ui import state
from ui.text import LANGS

st.set_page_config(page_title="숫자 야구 미니맥스", page_icon="⚾", layout="centered")
state.init()
lang = state.lang()

with st.sidebar:
    st.segmented_control(
        state.t("lang"),
        options=list(LANGS),
        format_func=LANGS.get,
        key="lang",
        default="ko",
        selection_mode="single",
        required=True,
    )
    st.selectbox(
        state.t("variant"),
        options=list(VARIANTS),
        format_func=lambda name: VARIANTS[name].title(lang),
        key="variant",
    )

pages = [
    st.Page(
        "app_pages/autoplay.py",
        title=state.t("nav_autoplay"),
        icon=":material/sports_baseball:",
        default=True,
    ),
    st.Page("app_pages/keeper.py", title=state.t("nav_keeper"), icon=":material/psychology:"),
    st.Page("app_pages/compare.py", title=state.t("nav_compare"), icon=":material/bar_chart:"),
    st.Page("app_pages/gametree.py", title=state.t("nav_gametree"), icon=":material/account_tree:"),
]
st.navigation(pages).run()
