"""게임 나무의 첫 화면 그림: 빈 판과 새 게임 단추를 그 언어의 말로 그리고, 그릴 수 없는 링크는
그리지 않는다."""

from html import escape

import pytest

from ui.firstscreen import RESULT_KEYS, first_screen
from ui.gametree.gametree_model import PLACE_TEXT
from ui.text import tr


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_empty_board_in_each_language(lang: str) -> None:
    page = first_screen("gametree", f"start=me&lang={lang}").decode()
    for key in (*RESULT_KEYS["gametree"], "gt_heatmap"):
        assert f'data-nbm-box="{key}"' in page
    for key in ("gt_ttt", "gt_your_turn", "gt_new", "gt_heat_title"):
        assert escape(tr(lang, key)) in page
    assert escape(tr(lang, "gt_roles", me="X", ai="O")) in page
    assert page.count(f", {tr(lang, 'gt_place_empty')}</em>") == len(PLACE_TEXT)
    for text in PLACE_TEXT:
        assert escape(tr(lang, text)) in page


@pytest.mark.parametrize(
    "query",
    [
        "start=me&junk=1",  # 버린 매개변수: 살아 있는 페이지는 알림을 더 그린다
        "start=ai",  # AI 가 먼저 둔 판
        "start=me&moves=4",  # 둔 수가 있는 판
        "",  # 역할이 씨앗마다 다르다
    ],
)
def test_links_it_does_not_draw(query: str) -> None:
    assert first_screen("gametree", query) is None
