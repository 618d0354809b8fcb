"""첫 화면의 그림 (rendition): Streamlit 이 뜨기 전에 문서 안에서 칠해지는 페이지의 첫 화면.

서버 (ui/server/middleware.PageScripts) 가 페이지 문서의 <body> 에 넣는다. 그리는 말과 수는 살아 있는
페이지와 같은 그릴 내용 (…_model, …_charts) 에서 온다. 길은 docs/architecture.md 의 '첫 화면의 그림'.
"""

from __future__ import annotations

__all__ = ["RESULT_KEYS"]

# 페이지의 첫 화면이 '보였다' 고 할 상자들 (살아 있는 페이지의 열쇠 클래스 st-key-…, 그림에서는
# data-nbm-box): 첫 화면은 첫 추측과 그 묶음 막대 (씨앗의 '바로 결과')
RESULT_KEYS: dict[str, tuple[str, ...]] = {
    "autoplay": ("auto_guess", "auto_bars"),
    "you_guess": ("yg_keypad",),
    "keeper": ("keeper_answers",),
    "compare": ("compare_table",),
    "tree": ("tree_chart",),
    "gametree": ("gt_board",),
    "alphabeta": ("ab_tree_d3",),
    "connect4": ("c4_board",),
    "class": ("cls_title",),
}
