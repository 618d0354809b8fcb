"""전략 비교의 첫 화면 그림 (ui/firstscreen/compare.py): 열쇠 상자와 글표의 말."""

from __future__ import annotations

from html import escape

import pytest

from ui.firstscreen import RESULT_KEYS, first_screen
from ui.text import tr


@pytest.mark.parametrize(("lang", "query"), [("ko", ""), ("en", "lang=en")])
def test_the_default_link_draws_the_table_from_shipped_data(lang: str, query: str) -> None:
    """기본 링크와 ?lang=en 은 한 줄 요약, 기본 셋 (미니맥스 · 미니맥스 끔 · 최적) 의 표, 고르기
    단추, 히스토그램 자리를 그린다."""
    drawn = first_screen("compare", query)
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
    page = first_screen("compare", "show=minimax,expected").decode()
    assert page.count("<tr>") == 3
    assert escape(tr("ko", "col_strategy")) in page


@pytest.mark.parametrize("query", ["junk=1", "games=7", "lang=xx"])
def test_links_it_cannot_draw_faithfully_are_left_alone(query: str) -> None:
    """버린 매개변수 (알림), 모르는 언어는 그리지 않는다."""
    assert first_screen("compare", query) is None
