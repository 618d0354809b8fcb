"""사목의 첫 화면 그림: 빈 판과 열 단추 일곱을 그 언어의 말로 그리고, 그릴 수 없는 링크는
그리지 않는다."""

from html import escape

import pytest
from headless import screens

from ui.firstscreen import RESULT_KEYS
from ui.gametree.connect4_model import VIEW_TEXT
from ui.text import tr


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_empty_board_in_each_language(lang: str) -> None:
    page = screens()("connect4", "" if lang == "ko" else f"lang={lang}").decode()
    for key in (*RESULT_KEYS["connect4"], "c4_drops", f"c4_view_{lang}"):
        assert f'data-nbm-box="{key}"' in page
    for key in ("c4_new", "c4_board_legend", "c4_settings", "c4_view", *VIEW_TEXT.values()):
        assert escape(tr(lang, key)) in page
    # 열 단추 일곱 (감춘 말은 em) 과 빈칸 마흔둘
    assert page.count('data-nbm-box="turn-c4_drop-') == 7
    for column in range(1, 8):
        hidden = tr(lang, "c4_drop_label", c=column).replace("*", "")
        assert hidden.replace(str(column), "").strip() in page
    assert page.count('<span class="c4-cell"></span>') == 42


@pytest.mark.parametrize(
    "query",
    [
        "start=ai",  # AI 가 먼저: 살아 있는 페이지가 AI 의 수를 두고 다시 그린다
        "moves=4",  # AI 차례에서 멈춘 링크
    ],
)
def test_links_it_does_not_draw(query: str) -> None:
    assert screens()("connect4", query) is None


def test_a_dropped_parameter_paints_the_notice_above_the_board() -> None:
    page = screens()("connect4", "junk=1").decode()
    assert page.index("nbm-f-warning") < page.index('data-nbm-box="c4_board"')
