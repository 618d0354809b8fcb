"""우리 자바스크립트가 기대는 Streamlit 의 속 (ui/internals) 이 올린 Streamlit 에도 있는지.

이름이 바뀌면 두 번 누름 막기 · 자판 줄 · 브라우저 시험이 말없이 멈춘다: 여기서 이름을 대며
실패한다."""

from __future__ import annotations

import pytest
from pageops import heading, human_click, settle

from ui.internals import APP_SELECTOR, KEY_CLASS, NOT_RUNNING, RUNNING, SCRIPT_STATE

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_streamlit_still_marks_the_app_run_state_and_widget_keys(page, server) -> None:
    page.goto(f"{server}/keeper")
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    settle(page)
    app = page.locator(APP_SELECTOR)
    assert app.count() == 1, f"Streamlit's app element {APP_SELECTOR} is gone"
    assert app.get_attribute(SCRIPT_STATE) == NOT_RUNNING, (
        f"{APP_SELECTOR} no longer says {SCRIPT_STATE}={NOT_RUNNING!r} when idle"
    )
    # 실행 하나를 지켜보며 그 속성이 거쳐 간 값들을 모은다
    page.evaluate(
        """([app, attr]) => {
          window.__states = [];
          new MutationObserver((rs) => rs.forEach((r) =>
            window.__states.push(r.target.getAttribute(attr))))
            .observe(document.querySelector(app), {attributes: true, attributeFilter: [attr]});
        }""",
        [APP_SELECTOR, SCRIPT_STATE],
    )
    human_click(page, page.locator(f".{KEY_CLASS}keeper_answers button").first)
    settle(page)
    states = page.evaluate("() => window.__states")
    assert RUNNING in states, f"{SCRIPT_STATE} never said {RUNNING!r} during a run: {states}"
    assert page.locator(f".{KEY_CLASS}keeper_answers").count() == 1, (
        f"keyed containers no longer carry the class {KEY_CLASS}<key>"
    )
    assert page.evaluate("() => !!window.__turnTapGuard && !!window.__linkHistory")
