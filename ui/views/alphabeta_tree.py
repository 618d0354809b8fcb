"""알파-베타 연습의 나무와 자판을 진짜 단추로 그린다 (streamlit).

나무는 옆으로 누운 대진표다: 한 노드의 줄 (가로 상자) 에 [위 가지] [노드] [자식들 (세로 상자)]
를 놓고, 자식마다 같은 줄을 되풀이한다. 잎은 한 줄 (44 px) 이고, 속 노드와 가지 단추는 CSS 가
줄 높이만큼 늘인다 (ui/browser/page.css 의 ab_ 규칙: 열쇠 클래스로 고른다). 단추라서 글쇠판,
두 번 누름 막기, 읽어 주는 이름이 그대로 따라온다. 노드 단추의 열쇠에는 그린 차례가, 가지 단추의
열쇠에는 그 차례와 그 가지가 뒤집힌 횟수가 붙는다 (ui/turns.py, AlphaBetaState.flips): 빠르게 두
번 누른 가지가 잘렸다 되살아나지 않고, 빠르게 누른 다른 가지는 듣는다. 자판의 수는 차례대로
단추다 (seq_key): 빠르게 누른 수들이 누른 차례대로 적힌다. 걸음 단추도 차례대로 단추다 (step_key).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import streamlit as st

from solver.gametree.random_tree import Path

from ..gametree.alphabeta_model import Cell, NodeView, number_text, path_id
from ..text import tr
from ..turns import seq_key, step_key, turn_key

__all__ = ["TreeTaps", "draw_tree", "number_pad", "step_bar"]

OnTap = Callable[[Path, int], None]
OnEdge = Callable[[Path, int, int], None]


def _button(cell: Cell, key: str, on_tap: Callable[..., None], args: tuple) -> None:
    st.button(
        cell.label,
        key=key,
        on_click=on_tap,
        args=args,
        type=cell.look.value,
        disabled=not cell.enabled,
    )


@dataclass(frozen=True)
class TreeTaps:
    """나무의 단추가 부르는 것과 그 열쇠의 차례. on_node(길, 차례): 속 노드를 눌렀다.
    on_edge(길, 차례, 뒤집힌 횟수): 가지 (또는 잎) 를 눌렀다. flips: 가지마다 이 차례에 뒤집힌
    횟수 (없으면 0)."""

    stamp: int
    on_node: OnTap
    on_edge: OnEdge
    flips: Mapping[Path, int]


def _row(node: NodeView, taps: TreeTaps) -> None:
    """노드 하나의 줄: [위 가지] [노드] [자식들]. 잎은 제 가지를 겸한 단추 하나."""
    pid, stamp = path_id(node.path), taps.stamp
    flips = taps.flips.get(node.path, 0)
    edge_args = (node.path, stamp, flips)
    with st.container(horizontal=True, gap=None, wrap=False, key=f"ab_row_{pid}"):
        if node.leaf:
            key = turn_key("ab_leaf", stamp, pid, flips)
            _button(node.node, key, taps.on_edge, edge_args)
            return
        if node.edge is not None:
            _button(node.edge, turn_key("ab_edge", stamp, pid, flips), taps.on_edge, edge_args)
        key = turn_key("ab_node", stamp, pid)
        _button(node.node, key, taps.on_node, (node.path, stamp))
        with st.container(gap=None, key=f"ab_kids_{pid}"):
            for child in node.children:
                _row(child, taps)


def draw_tree(root: NodeView, depth: int, taps: TreeTaps) -> None:
    """나무 전체. depth: 나무의 깊이 (CSS 가 칸 너비를 고른다)."""
    with st.container(gap=None, key=f"ab_tree_d{depth}"):
        _row(root, taps)


def number_pad(numbers: Sequence[float], on_number: Callable[[float | None], None]) -> None:
    """수 자판: 수마다 44 px 단추 (폰에서 한 줄에 일곱). on_number(수)."""
    with st.container(horizontal=True, gap="xxsmall", key="ab_pad"):
        for number in numbers:
            st.button(
                number_text(number),
                key=seq_key(f"ab_num-{_number_id(number)}"),
                on_click=on_number,
                args=(number,),
            )


def _number_id(number: float) -> str:
    """열쇠에 쓰는 수: 3, ninf, pinf."""
    text = number_text(number)
    return {"-∞": "ninf", "+∞": "pinf"}.get(text, text)


def step_bar(lang: str, step: int, total: int, on_step: Callable[[int], None]) -> None:
    """한 걸음씩의 단추: 처음 · 뒤로 · 앞으로 · 끝. on_step(걸음). 앞으로가 주된 단추다.
    걸음 단추 (step_key) 라 빠르게 거듭 누른 것이 모두 한 걸음씩 든다 (ui/turns.py)."""
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
                key=step_key(name),
                on_click=on_step,
                args=(target,),
                disabled=off,
                icon=icon,
                type="primary" if name == "ab_step_forward" else "secondary",
            )
