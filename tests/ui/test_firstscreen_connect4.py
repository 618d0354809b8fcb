"""사목의 첫 화면 그림: 빈 판과 열 단추 일곱을 그 언어의 말로 그리고, 그릴 수 없는 링크는
그리지 않는다."""

import re
from html import escape

import pytest
from headless import screens

from ui.charts import COLORS
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


def test_the_why_chart_draws_bad_columns_below_the_zero_line() -> None:
    # 'AI가 고른 방법' 의 값은 음수도 있다: 높이가 음수인 <rect> 는 브라우저가 오류로 버렸다
    page = screens()("connect4", "start=me&moves=44&view=why&seed=9&ai=ab5").decode()
    bars = [
        (float(y), float(h), fill)
        for y, h, fill in re.findall(
            r'<rect x="[^"]*" y="([^"]*)" [^>]*height="([^"]*)" fill="([^"]*)"', page
        )
    ]
    (zero,) = {float(y) for y in re.findall(r'<line [^>]*y1="([^"]*)"', page)}
    assert len(bars) == 7 and all(h >= 0 for _, h, _ in bars)
    red = [(y, h) for y, h, fill in bars if fill == COLORS["red"]]
    assert red and all(y == zero and h > 0 for y, h in red)  # 0 의 선에서 아래로
    assert zero < max(y + h for y, h, _ in bars)  # 0 의 선은 그림의 아래 끝이 아니다
