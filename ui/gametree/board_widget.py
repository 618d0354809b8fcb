"""삼목 판 위젯: 엄지로 누를 만큼 큰 3x3 단추 (폰 390 px 에서도 한 줄에 셋)."""

from __future__ import annotations

from collections.abc import Callable, Collection

import streamlit as st

from solver.gametree.tictactoe import Board

from ..turns import turn_key
from .gametree_view import cell_label

__all__ = ["cell_board"]

CELL = 96  # 칸 단추의 한 변, px
# 이름표 (gametree_view.cell_label) 의 기울임은 화면에서만 감춘 말: 접근성 이름에는 남는다.
# 글자 크기 0 인 문단에서 돌만 크게 그린다 (말과 돌 사이의 빈칸이 돌을 옆으로 밀지 않게).
_STYLE = (
    f".st-key-gt_board button {{height: {CELL}px; padding: 0;}}"
    ".st-key-gt_board button p {font-size: 0; line-height: 1;}"
    ".st-key-gt_board button p > span {font-size: 2.6rem; font-weight: 700;}"
    ".st-key-gt_board button em {position: absolute; width: 1px; height: 1px; overflow: hidden;"
    " clip-path: inset(50%); white-space: nowrap; margin: -1px; padding: 0; border: 0;}"
)
# 이어진 줄의 칸: 굵은 테두리와 옅은 노랑 (꺼진 단추의 바탕을 덮는다)
_LINE = " {background: #FFF1C2 !important; border: 4px solid #1B2036 !important;}"


def cell_board(
    board: Board,
    playable: bool,
    stamp: int,
    on_tap: Callable[[int, int], None],
    lang: str,
    line: Collection[int] = (),
) -> None:
    """판을 그린다. 빈칸은 playable 일 때만 눌린다. on_tap(칸, 그린 차례) 로 알린다.

    lang: 칸 단추의 접근성 이름 ('가운데, 빈칸') 의 언어. line: 이어진 줄의 칸들 (강조한다).
    단추 열쇠에 차례 (stamp) 를 넣는다 (ui/turns.py): 판이 바뀌면 새 단추라서, 빠른 두 번째
    누름은 지난 판의 단추를 향하고 상태가 버린다.
    """
    marks = "".join(f".st-key-{turn_key('gt_cell', stamp, cell)} button" + _LINE for cell in line)
    st.html(f"<style>{_STYLE}{marks}</style>")
    with st.container(key="gt_board", gap="small"):
        for r in range(3):
            with st.container(horizontal=True, gap="small"):
                for c in range(3):
                    cell = r * 3 + c
                    stone = board[cell]
                    st.button(
                        cell_label(lang, cell, stone, cell in line),
                        key=turn_key("gt_cell", stamp, cell),
                        on_click=on_tap,
                        args=(cell, stamp),
                        disabled=stone is not None or not playable,
                        width=CELL,
                    )
