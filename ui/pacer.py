"""자동 진행의 박자: 브라우저가 판을 그리고 한 간격 기다린 뒤 다음 단계를 부른다.

Streamlit 의 `st.fragment(run_every=…)` 타이머는 조각의 메시지가 닿은 때부터 센다. 폰이 plotly
묶음을 받고 실행하는 몇 초 동안에도 세므로, 첫 단계가 첫 차트가 보이자마자 (데스크톱에서도
0.2 초 뒤) 와 학생이 첫 추측과 막대를 읽을 틈이 없었다 (이슈 16). 박자는 브라우저가 센다:
판의 차트가 그려진 화면이 칠해진 뒤부터 한 간격. 숨은 탭에서는 화면을 칠하지 않으므로
(브라우저가 칠할 차례의 콜백을 부르지 않는다) 박자도 쉰다. docs/architecture.md 의 '자동 진행은 읽을
빠르기로'. 브라우저 쪽은 ui/browser/pacer.js.

박자 (beat) 는 지금 보이는 판의 이름이다. 브라우저는 그 이름을 돌려보내고 (trigger 값), 서버는
지금 판이 아직 그 박자일 때만 한 단계 나아간다: 늦게 온 박자 · 두 번 온 박자는 버린다.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

import streamlit as st

from .browser import source
from .chart_element import drawn

__all__ = ["BEAT_EVENT", "COMPONENT", "KEY_PREFIX", "pacer"]

# 요소의 이름과 브라우저가 박자를 돌려보내는 trigger 의 이름 (부하 시험의 손님도 박자를 보낸다)
COMPONENT = "nbm_pacer"
BEAT_EVENT = "due"
_component = st.components.v2.component(COMPONENT, js=source("pacer.js"))

# 박자 요소의 열쇠는 이것으로 시작한다: 페이지 CSS (ui/browser/page.css) 가 그 상자를 숨긴다
KEY_PREFIX = "pacer_"


def pacer(
    key: str,
    beat: str,
    seconds: float,
    charts: Mapping[str, str],
    on_beat: Callable[[str], None],
) -> None:
    """보이지 않는 박자 요소를 둔다. charts (차트 열쇠 → 이번 그림의 표, ui/chart_element.chart 가
    돌려준 것) 의 그림이 모두 그려지고 화면이 칠해진 뒤 seconds 가 지나면 브라우저가 beat 를
    돌려보내고, 그 실행의 맨 앞에서 on_beat(beat) 가 불린다.

    key 는 KEY_PREFIX 로 시작한다. 조각 안에 두면 박자는 그 조각만 다시 돌린다.
    """
    if not key.startswith(KEY_PREFIX):
        raise ValueError(f"pacer key must start with {KEY_PREFIX!r}: {key!r}")

    def heard() -> None:
        due = (st.session_state.get(key) or {}).get(BEAT_EVENT)
        if due is not None:
            on_beat(str(due))

    marks = [drawn(chart, mark) for chart, mark in charts.items()]
    # 바이트로 보낸다: Streamlit 이 dict 데이터를 실행마다 훑지 (데이터프레임 찾기) 않게
    data = json.dumps({"beat": beat, "ms": round(seconds * 1000), "charts": marks}).encode()
    _component(key=key, data=data, **{f"on_{BEAT_EVENT}_change": heard})
