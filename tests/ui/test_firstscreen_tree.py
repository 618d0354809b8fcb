"""나무 탐색의 첫 화면 그림 (ui/firstscreen/tree.py): 열쇠 상자, 글표의 말, 작은 icicle SVG."""

from __future__ import annotations

from html import escape

import pytest

from ui.firstscreen import RESULT_KEYS, first_screen
from ui.text import tr


@pytest.mark.parametrize(("lang", "query"), [("ko", ""), ("en", "lang=en")])
def test_the_default_link_draws_the_root_and_its_icicle(lang: str, query: str) -> None:
    """기본 링크와 ?lang=en 은 뿌리의 길 단추, 사실 한 줄, icicle (칸마다 사각형) 을 그린다."""
    drawn = first_screen("tree", query)
    assert drawn is not None
    page = drawn.decode()
    for key in (*RESULT_KEYS["tree"], "tree_crumbs", "tree_facts", "page_head"):
        assert f'data-nbm-box="{key}"' in page
    assert escape(f"{tr(lang, 'tree_root')} · 123") in page
    assert escape(tr(lang, "tree_color")) in page
    assert escape(tr(lang, "tree_children")) in page
    assert page.count("<rect") > 5
    assert len(drawn) < 8000  # 그림은 작게: 글자 그대로의 사각형 몇십 개


def test_a_node_link_walks_down_the_crumbs() -> None:
    """node 링크는 지나온 길의 단추를 하나 더 그린다 (아웃 → 다음 추측)."""
    page = first_screen("tree", "node=out").decode()
    assert escape(tr("ko", "tree_root")) in page
    assert "→" in page


@pytest.mark.parametrize("query", ["junk=1", "vs=expected", "secret=123", "lang=xx"])
def test_links_it_cannot_draw_faithfully_are_left_alone(query: str) -> None:
    """버린 매개변수 (알림), 견주기와 찾기 (아래 상자들), 모르는 언어는 그리지 않는다."""
    assert first_screen("tree", query) is None
