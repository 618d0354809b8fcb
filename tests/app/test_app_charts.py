"""페이지가 그리는 모든 차트는 plotly 의 그림 형식이 맞고, 이름 (접근성) 과 폰 설정을 지닌다.

실행 중에는 그림을 검사하지 않는다 (ui/charts.py: 검사가 자동 진행 한 단계의 서버 시간에서 가장
큰 몫이었다, 이슈 25). 그 검사를 여기서 한다: 페이지마다 실제로 보낸 그림을 plotly 의 go.Figure
가 받아들이는지 (모르는 속성 · 틀린 값이면 ValueError), plotly.js 4.1.1 과 같은 판의 plotly 로.
"""

from __future__ import annotations

import re

import plotly.graph_objects as go
import pytest
from apptest import chart_payloads, new_app

from ui.charts import CONFIG, LEGEND_LINE_PX, LEGEND_PAD_PX

# 페이지마다 열 주소의 매개변수: 차트가 가능한 한 많이 보이는 화면 (끝난 판, 찾는 비밀 수)
PAGES = {
    "pages/autoplay.py": {"secret": "456", "step": "4", "paused": "1"},
    "pages/keeper.py": {},
    "pages/you_guess.py": {"game": "7", "guesses": "123,456"},
    "pages/compare.py": {},
    "pages/tree.py": {"node": "0S1B", "secret": "214", "vs": "entropy"},
    "pages/gametree.py": {"moves": "4,0,8"},
    # 사람이 먼저: 둘째 · 넷째 수가 AI 의 것이라 'AI가 고른 방법' 의 막대가 있다
    "pages/connect4.py": {"moves": "4453", "start": "me", "seed": "1"},
}


@pytest.mark.parametrize("page", sorted(PAGES))
def test_every_chart_a_page_sends_is_a_valid_plotly_figure_with_a_name(page: str) -> None:
    at = new_app(page, direct=True, params=PAGES[page])
    assert not at.exception
    charts = chart_payloads(at)
    assert charts, f"{page} drew no chart"
    for key, (mark, data) in charts.items():
        figure = data["figure"]
        go.Figure(figure)  # plotly 의 검사: 틀린 그림이면 ValueError
        assert data["label"].strip(), f"{key} has no accessible name"
        assert {k: data["config"][k] for k in CONFIG} == CONFIG, key  # 모드 막대 · 확대 없음
        assert figure["layout"]["dragmode"] is False, key
        assert isinstance(figure["layout"]["height"], int), key  # 높이가 고정이다
        # 요소의 높이: 그림에 색 설명 줄 (몇 줄) 의 자리를 더한 것 (색 설명이 없으면 그림의 높이)
        extra = data["height"] - figure["layout"]["height"]
        if data["legend"] is None:
            assert extra == 0, key
        else:
            assert extra > LEGEND_PAD_PX and (extra - LEGEND_PAD_PX) % LEGEND_LINE_PX == 0, key
        assert mark.isalnum(), key


def test_the_python_plotly_draws_with_the_same_plotly_js_as_the_bundle() -> None:
    """그림 형식은 plotly 의 판에 따라 다르다: 파이썬 plotly 가 싣고 오는 plotly.js 의 판이 우리
    묶음 (ui/browser/vendor) 의 판과 같아야 시험의 검사가 브라우저의 뜻과 같다."""
    from plotly.offline import get_plotlyjs_version

    from ui.browser import BUNDLE

    version = get_plotlyjs_version()
    assert BUNDLE.read_text(encoding="utf-8").startswith(f"/*! plotly.js {version} ")


def test_the_reserved_legend_height_is_the_height_the_page_css_gives_a_legend_line() -> None:
    """요소가 잡는 색 설명 줄의 자리 (ui/chart_element.py) 와 그 줄의 CSS (ui/browser/page.css) 가
    같은 수를 말한다: 다르면 그림이 밀리거나 (작다) 빈자리가 남는다 (크다)."""
    from ui.browser import source

    css = source("page.css")
    rule = css[css.index(".nbm-legend {") :].split("}", 1)[0]
    assert f"line-height: {LEGEND_LINE_PX}px" in rule
    top, bottom = (int(v) for v in re.search(r"padding: (\d+)px 0 (\d+)px", rule).groups())
    assert top + bottom == LEGEND_PAD_PX
    assert "margin: 0" in rule  # margin 은 요소 밖으로 겹쳐 나가 고정 높이를 넘친다
