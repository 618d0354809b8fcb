"""Streamlit 의 속에 기대는 이름들 (ui/framework.py): 올린 Streamlit 에도 있는지 이름을 대며."""

from __future__ import annotations

import dataclasses

from streamlit.runtime.scriptrunner_utils.script_run_context import ScriptRunContext

from ui import links
from ui.framework import is_history_navigation


def test_streamlit_run_context_still_says_whether_a_run_is_a_history_navigation() -> None:
    names = {f.name for f in dataclasses.fields(ScriptRunContext)}
    assert "is_history_navigation" in names, (
        "Streamlit no longer marks Back/Forward runs (ScriptRunContext.is_history_navigation): "
        "ui/links.opens_link cannot tell a link a person opened from a stale query"
    )
    assert is_history_navigation() is False  # 실행 밖에서는 늘 아니다


def test_only_a_first_run_or_back_forward_opens_the_query_as_a_link() -> None:
    old, new = {"guesses": "123"}, {"guesses": "123,456"}
    assert links.opens_link(old, None, history=False)  # 페이지 열기 · 새로 고침
    assert not links.opens_link({}, None, history=False)  # 매개변수 없는 첫 실행
    # 두 번째 동작이 지난 주소를 들고 왔다: 이미 새 주소를 썼으니 되돌리지 않는다
    assert not links.opens_link(old, new, history=False)
    assert links.opens_link(old, new, history=True)  # 뒤로 가기
    assert not links.opens_link(new, new, history=True)  # 같은 주소의 칸
