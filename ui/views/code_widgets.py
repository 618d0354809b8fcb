"""숫자 맞히기 페이지들 (자동 진행, 내 비밀 수, 직접 맞히기) 이 같이 쓰는 화면 조각 (streamlit):
맞힌 판의 축하 줄, 기록 표와 그 CSV, 공유 상자."""

from __future__ import annotations

from collections.abc import Mapping

import streamlit as st

from solver.codebreaking.session import CodeGame

from ..codebreaking.share import csv_download, history_csv, left_to_find, share_text
from ..codebreaking.words import answer_label
from ..links import share_url
from ..text import tr
from ..widgets import bind, small_table

__all__ = ["history_table", "share_box", "won_banner"]


def won_banner(lang: str, game: CodeGame, first: str, later: str) -> None:
    """맞힌 판의 축하 한 줄: 한 번에 맞혔으면 문구 first, 아니면 later (n 번 만에). 숫자 맞히기
    페이지들이 같이 쓴다 (문구 열쇠는 페이지마다)."""
    code = game.variant.format(game.turns[-1].guess)
    n = len(game.turns)
    text = tr(lang, first, code=code) if n == 1 else tr(lang, later, n=n, code=code)
    st.success(text, icon=":material/celebration:")


def history_table(lang: str, game: CodeGame, key: str, show_left: bool = True) -> None:
    """지금까지의 추측 · 대답 · 남은 후보 표와 그 CSV 내려받기 (숫자 맞히기 페이지들이 같이 쓴다).
    턴이 없으면 없다 (빈 표는 Streamlit 이 영어로 'empty' 라고 쓴다). show_left: 남은 후보 열을
    보일지. 자동 진행은 멈췄거나 끝났을 때만 부른다 (한 단계마다 파일을 새로 만들지 않게)."""
    if not game.turns:
        return
    rows = [
        {
            "#": i + 1,
            tr(lang, "guess"): game.variant.format(turn.guess),
            tr(lang, "answer"): answer_label(lang, game.variant, turn.answer),
        }
        | ({tr(lang, "left"): left_to_find(game, turn)} if show_left else {})
        for i, turn in enumerate(game.turns)
    ]
    small_table(rows, key, above=f"**{tr(lang, 'history')}**")
    st.download_button(
        tr(lang, "download_history"),
        csv_download(lang, history_csv(game, show_left)),
        file_name=f"{game.variant.name}-history.csv",
        mime="text/csv",
        key=f"{key}_csv",
        on_click="ignore",
        icon=":material/download:",
    )


def share_box(
    lang: str,
    game: CodeGame,
    key: str,
    *,
    screen: Mapping[str, str],
    fresh: Mapping[str, str] | None = None,
) -> None:
    """'공유' 단추: 비밀 수 없는 판의 격자 글과 이름을 단 링크들 (길게 눌러 복사하는 글 상자).

    screen: '이 화면 그대로' 를 여는 매개변수 전부 (Frame.params). fresh: '같은 비밀 수로 처음부터'
    를 여는 매개변수 (그 판이 있는 페이지만: 받은 사람이 같은 판을 직접 풀어 본다).
    """
    links = [] if fresh is None else [(tr(lang, "share_fresh"), share_url(fresh))]
    links.append((tr(lang, "share_screen"), share_url(screen)))
    text = share_text(lang, game, links)
    with st.popover(tr(lang, "share_button"), icon=":material/share:", key=key):
        st.caption(tr(lang, "share_help" if fresh is None else "share_help_fresh"))
        # 글 상자라 길게 눌러 복사할 수 있다 (st.code 는 1.5 MB 의 코드 색칠 묶음을 부른다).
        # 판이 바뀌면 새 글을 보이도록 실행마다 값을 넣는다
        st.text_area(
            tr(lang, "share_button"),
            label_visibility="collapsed",
            height=60 + 22 * text.count("\n"),
            **bind(f"{key}_text", text, lambda _: None),
        )
