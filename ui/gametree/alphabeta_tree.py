"""알파-베타 연습의 나무와 자판을 진짜 단추로 그린다 (streamlit).

나무는 옆으로 누운 대진표다: 한 노드의 줄 (가로 상자) 에 [위 가지] [노드] [자식들 (세로 상자)]
를 놓고, 자식마다 같은 줄을 되풀이한다. 잎은 한 줄 (44 px) 이고, 속 노드와 가지 단추는 CSS 가
줄 높이만큼 늘인다 (ui/browser/page.css 의 ab_ 규칙: 열쇠 클래스로 고른다). 단추라서 글쇠판,
두 번 누름 막기, 읽어 주는 이름이 그대로 따라온다. 모든 단추의 열쇠에는 그린 차례가 붙는다
(ui/turns.py): 빠르게 두 번 누른 가지가 잘렸다 되살아나지 않는다.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from solver.gametree.random_tree import Path

from ..text import tr
from ..turns import turn_key
from .alphabeta_model import Cell, NodeView, number_text

__all__ = ["draw_tree", "number_pad", "path_id", "step_bar"]

OnTap = Callable[[Path, int], None]


def path_id(path: Path) -> str:
    """열쇠에 쓰는 길: 뿌리는 'r', 나머지는 '0_1_2'."""
    return "_".join(map(str, path)) if path else "r"


def _button(cell: Cell, key: str, on_tap: OnTap, path: Path, stamp: int) -> None:
    st.button(
        cell.label,
        key=key,
        on_click=on_tap,
        args=(path, stamp),
        type=cell.look.value,
        disabled=not cell.enabled,
    )


def _row(node: NodeView, stamp: int, on_node: OnTap, on_edge: OnTap) -> None:
    """노드 하나의 줄: [위 가지] [노드] [자식들]. 잎은 제 가지를 겸한 단추 하나."""
    pid = path_id(node.path)
    with st.container(horizontal=True, gap=None, wrap=False, key=f"ab_row_{pid}"):
        if node.leaf:
            _button(node.node, turn_key("ab_leaf", stamp, pid), on_edge, node.path, stamp)
            return
        if node.edge is not None:
            _button(node.edge, turn_key("ab_edge", stamp, pid), on_edge, node.path, stamp)
        _button(node.node, turn_key("ab_node", stamp, pid), on_node, node.path, stamp)
        with st.container(gap=None, key=f"ab_kids_{pid}"):
            for child in node.children:
                _row(child, stamp, on_node, on_edge)


def draw_tree(root: NodeView, depth: int, stamp: int, on_node: OnTap, on_edge: OnTap) -> None:
    """나무 전체. depth: 나무의 깊이 (CSS 가 칸 너비를 고른다). on_node(길, 차례): 속 노드를
    눌렀다. on_edge(길, 차례): 가지 (또는 잎) 를 눌렀다."""
    with st.container(gap=None, key=f"ab_tree_d{depth}"):
        _row(root, stamp, on_node, on_edge)


def number_pad(
    numbers: Sequence[float], stamp: int, on_number: Callable[[float | None, int], None]
) -> None:
    """수 자판: 수마다 44 px 단추 (폰에서 한 줄에 일곱). on_number(수, 차례)."""
    with st.container(horizontal=True, gap="xxsmall", key="ab_pad"):
        for number in numbers:
            st.button(
                number_text(number),
                key=turn_key("ab_num", stamp, _number_id(number)),
                on_click=on_number,
                args=(number, stamp),
            )


def _number_id(number: float) -> str:
    """열쇠에 쓰는 수: 3, ninf, pinf."""
    text = number_text(number)
    return {"-∞": "ninf", "+∞": "pinf"}.get(text, text)


def step_bar(
    lang: str, step: int, total: int, stamp: int, on_step: Callable[[int, int], None]
) -> None:
    """한 걸음씩의 단추: 처음 · 뒤로 · 앞으로 · 끝. on_step(걸음, 차례). 앞으로가 주된 단추다."""
    buttons = (
        ("ab_step_first", 0, ":material/first_page:", step == 0),
        ("ab_step_back", step - 1, ":material/chevron_left:", step == 0),
        ("ab_step_forward", step + 1, ":material/chevron_right:", step >= total),
        ("ab_step_last", total, ":material/last_page:", step >= total),
    )
    with st.container(horizontal=True, gap="xsmall", key="ab_steps"):
        for name, target, icon, off in buttons:
            st.button(
                tr(lang, name),
                key=turn_key(name, stamp),
                on_click=on_step,
                args=(target, stamp),
                disabled=off,
                icon=icon,
                type="primary" if name == "ab_step_forward" else "secondary",
            )
