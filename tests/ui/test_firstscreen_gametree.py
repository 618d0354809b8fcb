"""게임 나무의 첫 화면 그림: 빈 판 (또는 AI 가 책의 첫 수를 둔 판) 과 새 게임 단추를 그 언어의
말로 그리고, 그릴 수 없는 링크는 그리지 않는다."""

from html import escape

import pytest
from headless import screens

from ui.firstscreen import RESULT_KEYS
from ui.gametree.gametree_model import PLACE_TEXT
from ui.text import tr


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_empty_board_in_each_language(lang: str) -> None:
    page = screens()("gametree", f"start=me&lang={lang}").decode()
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
        "start=ai&depth=3",  # AI 의 첫 수가 책에 없다 (깊이 제한: 엔진을 돌려야 한다)
        "",  # 역할이 씨앗마다 다르다
    ],
)
def test_links_it_does_not_draw(query: str) -> None:
    assert screens()("gametree", query) is None


def test_the_ais_opening_move_is_drawn_from_the_book_with_its_score_box() -> None:
    page = screens()("gametree", "start=ai&lang=en").decode()
    assert escape(tr("en", "gt_roles", me="O", ai="X")) in page
    assert page.count(f", {tr('en', 'gt_place_empty')}</em>") == len(PLACE_TEXT) - 1
    assert page.count('<span class="nbm-f-blue">X</span>') == 1
    assert 'data-nbm-box="gt_heatmap"' in page


def test_a_dropped_parameter_paints_the_notice_above_the_board() -> None:
    page = screens()("gametree", "start=me&junk=1").decode()
    assert page.index("nbm-f-warning") < page.index('data-nbm-box="gt_board"')
