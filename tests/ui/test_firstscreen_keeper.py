"""지킴이의 첫 화면 그림 (페이지 파일을 돌려 그린 것): 열쇠 상자와 글표의 말."""

from __future__ import annotations

from html import escape

import pytest
from headless import screens

from solver.codebreaking.variants import get_variant
from ui.codebreaking.words import answer_label
from ui.firstscreen import RESULT_KEYS
from ui.text import tr


@pytest.mark.parametrize(("lang", "query"), [("ko", ""), ("en", "lang=en")])
def test_the_default_link_draws_the_guess_and_the_answer_buttons(lang: str, query: str) -> None:
    """기본 링크와 ?lang=en 은 첫 추측 (미니맥스의 123), 대답 단추, 묶음 막대를 그린다."""
    drawn = screens()("keeper", query)
    assert drawn is not None
    page = drawn.decode()
    for key in (*RESULT_KEYS["keeper"], "keeper_guess", "keeper_bars", "page_head"):
        assert f'data-nbm-box="{key}"' in page
    for key in ("keeper_my_guess", "keeper_pick", "keeper_restart", "keeper_bars_legend"):
        assert escape(tr(lang, key)) in page
    assert "<strong>123</strong>" in page
    out = answer_label(lang, get_variant("baseball3"), 0)
    assert escape(tr(lang, "keeper_button", label=out, n=120)) in page


def test_a_random_strategy_link_is_left_alone() -> None:
    """씨앗마다 다른 무작위 전략은 그리지 않는다 (두 씨앗의 그림이 다르다)."""
    assert screens()("keeper", "strategy=random") is None


def test_an_answered_link_paints_the_next_question() -> None:
    """이미 한 대답이 있는 링크도 그린다: 살아 있는 페이지와 같은 서술이라 다음 질문이 그려진다."""
    page = screens()("keeper", "answers=1S1B").decode()
    assert "2번째 질문" in page and "nbm-f-warning" not in page
