"""사목 판 위젯: 열 단추 일곱 (엄지로 누를 46 px) 과 그 아래 6 x 7 판 (HTML 한 조각).

단추 열쇠에 차례 (stamp) 를 넣는다 (ui/turns.py): 판이 바뀌면 새 단추라, 두 번 누른 열의 두
번째 누름은 지난 판의 단추를 향하고 상태가 버린다 (브라우저의 막기도 막 그려진 단추의 누름을
버린다). 단추의 보이는 글은 열 번호뿐이고 기울임 (*…*) 은 화면에서 숨긴 접근성 이름이다
('4열에 두기'). 모양은 페이지 CSS (ui/browser/page.css 의 c4_drops · c4-grid) 에 있다.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

import streamlit as st

from ..gametree.connect4_model import grid_html
from ..text import tr
from ..turns import turn_key

__all__ = ["connect4_board", "run_button"]


def connect4_board(
    moves: Sequence[int],
    playable: Collection[int],
    stamp: int,
    on_tap: Callable[[int, int], None],
    lang: str,
) -> None:
    """열 단추와 판을 그린다. playable 의 열만 눌린다. on_tap(열, 그린 차례) 로 알린다."""
    with st.container(key="c4_board", gap="xxsmall"):
        with st.container(horizontal=True, gap=None, key="c4_drops"):
            for column in range(1, 8):
                st.button(
                    tr(lang, "c4_drop_label", c=column),
                    key=turn_key("c4_drop", stamp, column),
                    on_click=on_tap,
                    args=(column, stamp),
                    disabled=column not in playable,
                )
        st.markdown(grid_html(lang, moves), unsafe_allow_html=True)


def run_button(label: str, stamp: int, on_run: Callable[[int], None], icon: str) -> None:
    """판 아래 칸의 계산 단추 (기법 사다리 · 풀기 · AI 끼리): 누르면 on_run(그린 차례)."""
    st.button(
        label,
        key=turn_key("c4_run", stamp),
        on_click=on_run,
        args=(stamp,),
        type="primary",
        icon=icon,
    )
