"""페이지가 같이 쓰는 위젯 도우미: 우리 값에 묶인 위젯, 차트 그리기, 설명 상자, 기록 표.

bind 의 규칙 (docs/architecture.md 의 '상태는 우리 열쇠에'): 오래 남을 값은 우리 상태에
있고, 위젯은 그 값을 보여 주고 고치기만 한다. 실행마다 위젯 열쇠에 우리 값을 다시 넣으므로,
위젯이 그려지지 않은 실행 (다른 페이지) 뒤에도, 언어를 바꿔 선택지 이름이 달라진 뒤에도
위젯은 우리 값을 보인다. 이름이 언어를 따르는 위젯은 열쇠에 언어를 넣는다 (Streamlit 은
selectbox 의 선택을 보이는 이름으로 기억한다).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import plotly.graph_objects as go
import streamlit as st

from solver.codebreaking.session import CodeGame

from .charts import CONFIG
from .codebreaking.share import csv_download, history_csv, left_to_find, share_text
from .codebreaking.words import answer_label
from .links import share_url
from .text import tr

__all__ = [
    "bind",
    "bind_attr",
    "history_table",
    "legend_row",
    "share_box",
    "show_chart",
    "small_table",
    "won_banner",
]


def bind(key: str, value: object, apply: Callable[[Any], None]) -> dict[str, Any]:
    """위젯에 넘길 key 와 on_change. 위젯은 value 를 보이고, 바뀌면 apply(새 값) 을 부른다."""
    st.session_state[key] = value
    return {"key": key, "on_change": lambda: apply(st.session_state[key])}


def bind_attr(key: str, owner: object, name: str) -> dict[str, Any]:
    """bind 의 줄임: 위젯이 owner.name 을 보이고 고친다."""
    return bind(key, getattr(owner, name), lambda value: setattr(owner, name, value))


def show_chart(fig: go.Figure, key: str) -> None:
    """차트를 고정 설정 (모드 막대 없음, 확대 없음) 으로 그린다."""
    st.plotly_chart(fig, key=key, config=CONFIG, width="stretch")


def small_table(rows: Sequence[Mapping[str, object]], key: str) -> None:
    """작은 표를 Markdown 표로 그린다 (열쇠 key 의 상자 안에).

    st.dataframe 은 표 하나에 데이터 격자와 Arrow 묶음 (1 MB 남짓) 을 내려받게 하고, 폰에서는
    도구 막대가 글 위를 덮는다. 몇 줄짜리 표는 글로 충분하다. 열 이름은 첫 줄의 열쇠.
    """
    if not rows:
        return
    names = list(rows[0])
    lines = [
        "| " + " | ".join(map(_cell, names)) + " |",
        "|" + "---|" * len(names),
        *("| " + " | ".join(_cell(row[n]) for n in names) + " |" for row in rows),
    ]
    with st.container(key=key):
        st.markdown("\n".join(lines))


def legend_row(
    title: str, items: Sequence[tuple[str, str]], key: str, *, ring: str | None = None
) -> None:
    """차트 밖의 범례 한 줄: 제목 뒤에 (색, 이름) 마다 색 네모와 이름. 좁으면 줄이 바뀔 뿐 그림
    안에서 스크롤되지 않는다 (plotly 의 범례는 폰에서 그림보다 커져 그 안에서 스크롤됐다).
    ring: 속이 빈 고리 (후보 격자의 부른 수) 의 이름."""
    shapes = [(f"border-radius:2px;background:{color}", name) for color, name in items]
    if ring is not None:
        shapes.append(("border-radius:50%;border:2px solid #1B2036", ring))
    chips = " ".join(
        f'<span style="white-space:nowrap"><span style="display:inline-block;width:0.95em;'
        f"height:0.95em;vertical-align:-0.12em;box-sizing:border-box;border:1px solid "
        f'rgba(27,32,54,0.3);{style}"></span> {html.escape(name)}</span>'
        for style, name in shapes
    )
    with st.container(key=key):
        st.markdown(f"{html.escape(title)} &nbsp; {chips}", unsafe_allow_html=True)


def _cell(value: object) -> str:
    """표 칸의 글: Markdown 표를 깨는 글자 (|, 줄바꿈) 를 바꾼다."""
    return str(value).replace("|", "\\|").replace("\n", " ")


def won_banner(lang: str, game: CodeGame, first: str, later: str) -> None:
    """맞힌 판의 축하 한 줄: 한 번에 맞혔으면 문구 first, 아니면 later (n 번 만에). 숫자 맞히기
    페이지들이 같이 쓴다 (문구 열쇠는 페이지마다)."""
    code = game.variant.format(game.turns[-1].guess)
    n = len(game.turns)
    text = tr(lang, first, code=code) if n == 1 else tr(lang, later, n=n, code=code)
    st.success(text, icon=":material/celebration:")


def history_table(lang: str, game: CodeGame, key: str, show_left: bool = True) -> None:
    """지금까지의 추측 · 대답 · 남은 후보 표 (숫자 맞히기 페이지들이 같이 쓴다). 턴이 없으면 없다
    (빈 표는 Streamlit 이 영어로 'empty' 라고 쓴다). show_left: 남은 후보 열을 보일지."""
    if not game.turns:
        return
    st.markdown(f"**{tr(lang, 'history')}**")
    rows = [
        {
            "#": i + 1,
            tr(lang, "guess"): game.variant.format(turn.guess),
            tr(lang, "answer"): answer_label(lang, game.variant, turn.answer),
        }
        | ({tr(lang, "left"): left_to_find(game, turn)} if show_left else {})
        for i, turn in enumerate(game.turns)
    ]
    small_table(rows, key)
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
