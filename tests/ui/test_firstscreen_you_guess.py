"""직접 맞히기의 첫 화면 그림 (페이지 파일을 돌려 그린 것): 열쇠 상자와 글표의 말."""

from __future__ import annotations

from html import escape

import pytest
from headless import screens

from ui.firstscreen import RESULT_KEYS
from ui.text import tr


@pytest.mark.parametrize(("lang", "query"), [("ko", ""), ("en", "lang=en")])
def test_the_default_link_draws_the_keypad_in_both_languages(lang: str, query: str) -> None:
    """기본 링크와 ?lang=en 은 상태 제목, 적는 칸, 자판과 그 단추의 말을 그린다."""
    drawn = screens()("you_guess", query)
    assert drawn is not None
    page = drawn.decode()
    for key in (*RESULT_KEYS["you_guess"], "yg_entry", "page_head"):
        assert f'data-nbm-box="{key}"' in page
    for key in ("yg_backspace", "yg_submit", "yg_hint", "yg_text", "yg_settings", "how_to_read"):
        assert escape(tr(lang, key)) in page
    assert escape(tr(lang, "status", turn=1, left=504)) in page


def test_a_hidden_count_says_only_the_turn() -> None:
    """후보 수를 숨긴 링크 (count=0) 는 몇 번째 질문인지만 말한다."""
    page = screens()("you_guess", "count=0").decode()
    assert escape(tr("ko", "yg_status_hidden", turn=1)) in page
    assert escape(tr("ko", "status", turn=1, left=504)) not in page


# 버린 매개변수가 있는 링크: 살아 있는 페이지처럼 맨 위에 알림
WARNED = ("junk=1", "games=7")


@pytest.mark.parametrize("query", ["junk=1", "game=1&guesses=123"])
def test_other_links_paint_what_the_live_page_draws(query: str) -> None:
    """버린 매개변수는 알림과 함께, 이미 부른 추측 (기록 · 분석 상자) 도 살아 있는 페이지의 서술
    그대로 그린다."""
    page = screens()("you_guess", query)
    assert page is not None
    assert ("nbm-f-warning" in page.decode()) == (query in WARNED)
