"""삼목 판 위젯: 엄지로 누를 만큼 큰 3x3 단추 (폰 390 px 에서도 한 줄에 셋)."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from solver.gametree.tictactoe import Board

from ..turns import turn_key

__all__ = ["cell_board"]

# 놓인 돌은 꺼진 단추라 글자가 흐려지므로 색을 직접 준다 (히트맵과 같은 파랑 X · 주황 O)
STONES = {"X": ":blue[X]", "O": ":orange[O]"}
CELL = 96  # 칸 단추의 한 변, px
_STYLE = (
    f"<style>.st-key-gt_board button {{height: {CELL}px; padding: 0;}}"
    ".st-key-gt_board button p {font-size: 2.6rem; font-weight: 700; line-height: 1;}</style>"
)


def cell_board(
    board: Board, playable: bool, stamp: int, on_tap: Callable[[int, int], None]
) -> None:
    """판을 그린다. 빈칸은 playable 일 때만 눌린다. on_tap(칸, 그린 차례) 로 알린다.

    단추 열쇠에 차례 (stamp) 를 넣는다 (ui/turns.py): 판이 바뀌면 새 단추라서, 빠른 두 번째
    누름은 지난 판의 단추를 향하고 상태가 버린다.
    """
    st.html(_STYLE)
    with st.container(key="gt_board", gap="small"):
        for r in range(3):
            with st.container(horizontal=True, gap="small"):
                for c in range(3):
                    cell = r * 3 + c
                    stone = board[cell]
                    st.button(
                        STONES.get(stone, "\u2002"),
                        key=turn_key("gt_cell", stamp, cell),
                        on_click=on_tap,
                        args=(cell, stamp),
                        disabled=stone is not None or not playable,
                        width=CELL,
                    )
