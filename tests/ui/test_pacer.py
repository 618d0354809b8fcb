"""자동 진행의 박자 요소 (ui/pacer.py): 열쇠의 약속과, 페이지 CSS 가 그 상자를 숨기는지.

박자가 실제로 판이 그려지고 한 간격 뒤에 오는지는 브라우저에서 잰다
(tests/e2e/test_autoplay_browser.py).
"""

from __future__ import annotations

import pytest

from ui.browser import CONNECTION_BAR, OFFLINE_CLASS, REJOIN_KEY, document_head
from ui.internals import KEY_CLASS
from ui.pacer import KEY_PREFIX, pacer


def test_a_pacer_key_must_carry_the_prefix_the_page_css_hides() -> None:
    with pytest.raises(ValueError, match=KEY_PREFIX):
        pacer("auto", "0.baseball3.0.guess", 2.5, [], lambda beat: None)


def test_the_page_css_hides_every_pacer_box() -> None:
    rule = f'[class*="{KEY_CLASS}{KEY_PREFIX}"] {{ display: none !important; }}'
    assert rule.encode() in document_head()


def test_the_page_css_hides_the_rejoin_button_and_styles_the_connection_bar() -> None:
    head = document_head().decode()
    assert f'[class~="{KEY_CLASS}{REJOIN_KEY}"] {{ display: none !important; }}' in head
    assert f"#{CONNECTION_BAR} {{" in head and f".{OFFLINE_CLASS} " in head
