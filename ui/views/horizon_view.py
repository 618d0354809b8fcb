"""'AI가 고른 방법' 의 지평선 칸: 주요 수순, 그 끝의 판 (센 줄의 칸에 번호표), 어림의 합과 큰
항들. 말과 번호표는 ui/gametree/horizon_words.py 가 만든다 (여기는 그리기만)."""

from __future__ import annotations

import streamlit as st

from solver.gametree.connect4_ai import AIChoice

from ..gametree.connect4_model import HORIZON_GRID, grid_html
from ..gametree.horizon_words import (
    SHOWN,
    horizon_marks,
    horizon_view,
    line_words,
    rest_words,
    term_words,
    total_words,
    verdict_words,
)
from ..text import tr

__all__ = ["horizon_section"]


def horizon_section(lang: str, before: str, choice: AIChoice) -> None:
    """AI 가 수순 글 before 의 판에서 고른 choice 의 지평선을 그린다 (MCTS 면 한 줄로 없다고)."""
    st.markdown(f"**{tr(lang, 'c4_horizon_title')}**")
    view = horizon_view(before, choice)
    if view is None:
        st.caption(tr(lang, "c4_horizon_mcts"))
        return
    found = view.horizon
    st.caption(tr(lang, "c4_horizon_intro", d=view.depth))
    st.markdown(tr(lang, "c4_horizon_line", line=line_words(lang, found.line, view.seat)))
    marks = horizon_marks(found.terms)
    with st.container(key="c4_horizon"):
        board = grid_html(lang, view.moves, marks, root=HORIZON_GRID)
        st.markdown(board, unsafe_allow_html=True)
    if found.outcome is None:
        if marks:
            st.caption(tr(lang, "c4_horizon_legend"))
        st.markdown(total_words(lang, view))
        if found.terms:
            items = (
                f"{i}. {term_words(lang, term, view.seat)}"
                for i, term in enumerate(found.terms[:SHOWN], start=1)
            )
            st.markdown(tr(lang, "c4_horizon_terms") + "\n\n" + "\n".join(items))
            rest = rest_words(lang, view)
            if rest is not None:
                st.markdown(rest)
        else:
            st.markdown(tr(lang, "c4_horizon_none"))
    st.markdown(verdict_words(lang, view))
