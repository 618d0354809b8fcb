"""보장의 값을 그린다 (비교 페이지와 나무 탐색): 제목과 한 문장, 두 나무 (와 발표된 나무) 의 표,
두 나무가 처음 갈라지는 곳의 단추. 말과 표는 ui/codebreaking/guarantee_model.py 에 있다.

갈라지는 곳의 단추는 페이지마다 하는 일이 다르다 (go): 나무 탐색은 그 마디로 내려가고, 비교
페이지는 나무 탐색을 두 나무를 견주는 그 마디의 링크로 연다 (open_in_tree).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from solver.codebreaking.decision_tree import AnswerPath
from solver.codebreaking.guarantee import Difference, Price

from .. import states
from ..codebreaking import guarantee_model as gm
from ..codebreaking.tree_state import node_link
from ..frame import Frame
from ..nav import TREE
from ..widgets import small_table

__all__ = ["open_in_tree", "price_block", "split_buttons"]


def price_block(f: Frame, price: Price, *, table: bool) -> None:
    """제목, 한 문장, (table 이면) 나란한 표와 발표된 열의 출처."""
    st.markdown(f"**{f.t('price_title')}**")
    st.markdown(gm.price_sentence(f.lang, price))
    if table:
        small_table(gm.price_table(f.lang, f.variant, price), "price_table")
        source = gm.price_source(f.lang, f.variant)
        if source is not None:
            st.caption(source)


def split_buttons(
    f: Frame,
    splits: Sequence[Difference],
    a: str,
    b: str,
    go: Callable[[AnswerPath], None] | None = None,
) -> AnswerPath | None:
    """처음 갈라지는 곳 (큰 것부터 SPLITS_SHOWN 개) 의 단추. go 가 있으면 누를 때 go(그 마디의
    길) 을 부르고, 없으면 이번 실행에서 누른 마디의 길을 돌려준다 (안 눌렀으면 None)."""
    if not splits:
        return None
    st.markdown(f"**{f.t('price_where')}**")
    picked = None
    with st.container(key="price_splits"):
        for i, split in enumerate(splits[: gm.SPLITS_SHOWN]):
            pressed = st.button(
                gm.difference_label(f.lang, f.variant, split, a, b),
                key=f"price_split_{f.variant.name}_{a}_{b}_{i}",
                on_click=go,
                args=None if go is None else (split.path,),
                icon=":material/call_split:",
            )
            if pressed:
                picked = split.path
    if len(splits) > gm.SPLITS_SHOWN:
        st.caption(f.t("price_more", n=len(splits) - gm.SPLITS_SHOWN))
    return picked


def open_in_tree(f: Frame, a: str, b: str, path: AnswerPath) -> None:
    """나무 탐색을 마디 path 에서 연다 (전략 a 를 보며 b 와 견준다): 비교 페이지의 갈라지는 곳."""
    states.forget_link()  # 나무 탐색이 이 링크를 새 링크로 열게 (ui/link_reader.opens_link)
    st.switch_page(TREE.path, query_params=f.params(node_link(f.variant, a, b, path), seated=False))
