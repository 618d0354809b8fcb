"""MCTS 한 걸음씩의 화면 조각 (streamlit): 박자 단추, 작은 판, 예측 단추, 옆으로 누운 나무.

나무는 차트가 아니라 진짜 단추의 목록이다 (알파-베타 연습의 나무처럼): 노드 하나가 44 px 한 줄,
깊이마다 단추 폭이 줄고 자식에는 ↳ 가 붙는다 (열쇠 CSS 도 오른쪽 붙이기도 없이: 첫 화면의 그림이
같은 자리에 그린다), 이 playout 의 길은 주된 (primary) 단추, 방문은 이름표의 막대 (▰▱). 단추라서
글쇠판, 두 번 누름 막기, 읽어 주는 이름이 그대로 따라온다. 열어 보이는 노드는 뿌리의 자식 모두와
이 playout 의 길 · 누른 노드의 조상들의 자식이다 (천 번 뒤의 나무도 폰 한 화면 남짓).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import streamlit as st

from ..gametree.mcts_board import words_html
from ..gametree.mcts_model import Beat, NodePath
from ..text import tr
from ..turns import step_key, turn_key

__all__ = ["TreeRows", "board", "predict_buttons", "step_bar", "tree", "words"]

ROW_PX = 340  # 뿌리 줄의 단추 폭, px (폰 본문 358 px 안)
INDENT_PX = 18  # 깊이 하나의 들여쓰기, px
MIN_PX = 150  # 가장 깊은 줄의 단추 폭, px


def step_bar(
    lang: str, back: tuple[int, Beat] | None, forward: tuple[int, Beat] | None, go: Callable
) -> None:
    """처음 · 뒤로 · 앞으로 (박자 하나씩). back · forward: 갈 (playout, 박자), 없으면 꺼진 단추.
    걸음 단추 (step_key) 라 빠르게 거듭 누른 것이 한 박자씩 든다 (ui/turns.py)."""
    buttons = (
        ("mc_first", (1, Beat.SELECT) if back else None, ":material/first_page:"),
        ("mc_back", back, ":material/chevron_left:"),
        ("mc_forward", forward, ":material/chevron_right:"),
    )
    with st.container(horizontal=True, key="mc_steps"):
        for name, target, icon in buttons:
            st.button(
                tr(lang, name),
                key=step_key(name),
                on_click=go,
                args=target or (1, Beat.SELECT),
                disabled=target is None,
                icon=icon,
                type="primary" if name == "mc_forward" else "secondary",
            )


def board(html: str, key: str) -> None:
    """작은 판 (HTML 한 조각: ui/gametree/mcts_board.board_html) 을 열쇠 key 의 상자에."""
    with st.container(key=key):
        st.markdown(html, unsafe_allow_html=True)


def words(lines: Sequence[str]) -> None:
    """박자의 글 (HTML 한 조각, ui/gametree/mcts_board.words_html: 첫 화면의 그림과 같은 높이)."""
    st.markdown(words_html(lines), unsafe_allow_html=True)


def predict_buttons(
    labels: Sequence[tuple[int, str]], stamp: int, on_pick: Callable[[int, int], None]
) -> None:
    """예측: 뿌리의 자식마다 단추 하나 (수, 이름표). on_pick(수, 그린 차례)."""
    with st.container(horizontal=True, key="mc_predict"):
        for move, label in labels:
            st.button(
                label, key=turn_key("mc_guess", stamp, move), on_click=on_pick, args=(move, stamp)
            )


@dataclass(frozen=True)
class TreeRows:
    """그릴 나무: children (길 → 보일 자식들, 만든 차례), label (길 → 이름표), lit (이 playout 의
    길), focus (누른 노드), opened (자식을 보일 노드)."""

    children: Mapping[NodePath, Sequence[int]]
    label: Callable[[NodePath], str]
    lit: frozenset[NodePath]
    focus: NodePath | None
    opened: frozenset[NodePath]


def _id(path: NodePath) -> str:
    return "_".join(map(str, path)) if path else "r"


def tree(rows: TreeRows, stamp: int, on_tap: Callable[[NodePath, int], None]) -> None:
    """나무 전체 (뿌리부터 깊이 우선, 자식은 만든 차례)."""

    def row(path: NodePath) -> None:
        st.button(
            ("↳ " if path else "") + rows.label(path),
            key=turn_key("mc_node", stamp, _id(path)),
            on_click=on_tap,
            args=(path, stamp),
            type="primary" if path in rows.lit else "secondary",
            icon=":material/visibility:" if path == rows.focus else None,
            width=max(MIN_PX, ROW_PX - INDENT_PX * len(path)),
        )
        if path in rows.opened:
            for move in rows.children.get(path, ()):
                row((*path, move))

    with st.container(key="mc_tree"):
        row(())
