"""격자 판 위젯 (삼목): 엄지로 누를 만큼 큰 칸 단추 (폰 390 px 에서도 삼목 한 줄이 한 줄에).

모양 (칸은 정사각형, 돌만 크게, 이어진 줄의 칸은 노랑과 굵은 테두리) 은 페이지 CSS
(ui/browser/page.css 의 gt_board) 에 있다: 이어진 줄의 칸은 primary 단추로 그려 그 규칙을 입는다.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

import streamlit as st

from solver.gametree.tictactoe import Board

from ..gametree.gametree_model import cell_label
from ..turns import turn_key

__all__ = ["cell_board", "text_board"]

CELL = 96  # 칸 단추의 한 변, px (높이는 CSS 가 너비에 맞춘다)


def cell_board(
    board: Board,
    shape: tuple[int, int],
    playable: bool,
    stamp: int,
    on_tap: Callable[[int, int], None],
    lang: str,
    line: Collection[int] = (),
) -> None:
    """판을 그린다. 빈칸은 playable 일 때만 눌린다. on_tap(칸, 그린 차례) 로 알린다.

    shape: 판의 (행, 열) (게임의 Game.shape, 칸 번호는 행 우선).
    lang: 칸 단추의 접근성 이름 ('가운데, 빈칸') 의 언어. line: 이어진 줄의 칸들 (강조한다).
    단추 열쇠에 차례 (stamp) 를 넣는다 (ui/turns.py): 판이 바뀌면 새 단추라서, 빠른 두 번째
    누름은 지난 판의 단추를 향하고 상태가 버린다.
    """
    rows, cols = shape
    with st.container(key="gt_board", gap="small"):
        for r in range(rows):
            with st.container(horizontal=True, gap="small"):
                for c in range(cols):
                    cell = r * cols + c
                    stone = board[cell]
                    st.button(
                        cell_label(lang, cell, stone, cell in line),
                        key=turn_key("gt_cell", stamp, cell),
                        on_click=on_tap,
                        args=(cell, stamp),
                        disabled=stone is not None or not playable,
                        type="primary" if cell in line else "secondary",
                        width=CELL,
                    )


def text_board(texts: Sequence[str], shape: tuple[int, int], key: str) -> None:
    """누를 수 없는 작은 판: 칸마다 글 (Markdown, 행 우선, 행 x 열 개). 'AI가 고른 방법' 이 쓴다.

    모양 (정사각형 칸, 가운데 글) 은 페이지 CSS 의 gt_why_board 에 있다. 표 (st.dataframe) 도
    차트도 아니라서 접힌 상자 안에서도 그대로 그려진다.
    """
    rows, cols = shape
    with st.container(key=key, gap="xxsmall"):
        for r in range(rows):
            with st.container(horizontal=True, gap="xxsmall", wrap=False):
                for c in range(cols):
                    with st.container(border=True, key=f"{key}_c{r * cols + c}"):
                        st.markdown(texts[r * cols + c])
