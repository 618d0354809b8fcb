"""나무 탐색의 첫 화면 그림 (페이지 파일을 돌려 그린 것): 열쇠 상자, 글표의 말, 작은 icicle SVG."""

from __future__ import annotations

from html import escape

import pytest
from headless import screens

from ui.firstscreen import RESULT_KEYS
from ui.text import tr


@pytest.mark.parametrize(("lang", "query"), [("ko", ""), ("en", "lang=en")])
def test_the_default_link_draws_the_root_and_its_icicle(lang: str, query: str) -> None:
    """기본 링크와 ?lang=en 은 뿌리의 길 단추, 사실 한 줄, icicle (칸마다 사각형) 을 그린다."""
    drawn = screens()("tree", query)
    assert drawn is not None
    page = drawn.decode()
    for key in (*RESULT_KEYS["tree"], "tree_crumbs", "tree_facts", "page_head"):
        assert f'data-nbm-box="{key}"' in page
    assert escape(f"{tr(lang, 'tree_root')} · 123") in page
    assert escape(tr(lang, "tree_color")) in page
    assert escape(tr(lang, "tree_children")) in page
    assert page.count("<rect") > 5
    # 그림은 작게: 글자 그대로의 사각형 몇십 개 (페이지의 아래 상자 · 히스토그램까지 그려도)
    assert len(drawn) < 12_000


def test_a_node_link_walks_down_the_crumbs() -> None:
    """node 링크는 지나온 길의 단추를 하나 더 그린다 (아웃 → 다음 추측)."""
    page = screens()("tree", "node=out").decode()
    assert escape(tr("ko", "tree_root")) in page
    assert "→" in page


# 버린 매개변수가 있는 링크: 살아 있는 페이지처럼 맨 위에 알림
WARNED = ("junk=1", "games=7")


@pytest.mark.parametrize("query", ["junk=1", "vs=expected", "secret=123"])
def test_other_links_paint_what_the_live_page_draws(query: str) -> None:
    """버린 매개변수는 알림과 함께, 견주기와 찾기도 살아 있는 페이지의 서술 그대로 그린다."""
    page = screens()("tree", query)
    assert page is not None
    assert ("nbm-f-warning" in page.decode()) == (query in WARNED)
