"""전략 비교의 첫 화면 그림 (페이지 파일을 돌려 그린 것): 열쇠 상자와 글표의 말."""

from __future__ import annotations

from html import escape

import pytest
from headless import screens

from ui.firstscreen import RESULT_KEYS
from ui.text import tr


@pytest.mark.parametrize(("lang", "query"), [("ko", ""), ("en", "lang=en")])
def test_the_default_link_draws_the_table_from_shipped_data(lang: str, query: str) -> None:
    """기본 링크와 ?lang=en 은 한 줄 요약, 기본 셋 (미니맥스 · 미니맥스 끔 · 최적) 의 표, 고르기
    단추, 히스토그램 자리를 그린다."""
    drawn = screens()("compare", query)
    assert drawn is not None
    page = drawn.decode()
    for key in (*RESULT_KEYS["compare"], "compare_takeaway", "compare_hist", "page_head"):
        assert f'data-nbm-box="{key}"' in page
    for key in ("col_strategy", "col_mean", "col_worst", "compare_show", "hist_title"):
        assert escape(tr(lang, key)) in page
    assert escape(tr(lang, "col_within", k=6)) in page
    assert "<td>4.79</td>" in page and "<td>4.84</td>" in page
    assert page.count("<tr>") == 4  # 머리 줄과 기본 셋 세 줄


def test_a_picked_row_shows_in_the_table() -> None:
    """show 로 고른 줄이 표에 나온다."""
    page = screens()("compare", "show=minimax,expected").decode()
    assert page.count("<tr>") == 3
    assert escape(tr("ko", "col_strategy")) in page


# 버린 매개변수가 있는 링크: 살아 있는 페이지처럼 맨 위에 알림
WARNED = ("junk=1", "games=7")


@pytest.mark.parametrize("query", ["junk=1", "games=7"])
def test_other_links_paint_what_the_live_page_draws(query: str) -> None:
    """버린 매개변수는 알림과 함께, 살아 있는 페이지의 서술 그대로 그린다."""
    page = screens()("compare", query)
    assert page is not None
    assert ("nbm-f-warning" in page.decode()) == (query in WARNED)
