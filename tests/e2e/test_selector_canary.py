"""브라우저 시험이 읽는 Streamlit 의 DOM 이름 (pageops.Dom) 이 설치된 Streamlit 에 아직 있는지.

없어진 이름은 0 개로 세어진다: '오류 상자가 없다' (no_error) 나 '데이터 격자가 없다' 같은 시험이
말없이 통과한다. 여기서 작은 페이지 (canary_page.py) 를 진짜 `streamlit run` 으로 띄워 표의 줄마다
그 이름이 그려지는지 보고, 없으면 이름을 대며 실패한다. 표에 줄을 더하면 이 시험이 그것도 본다.
이름은 한 곳 (pageops.Dom) 에만 둔다: 시험 파일에 날것으로 쓴 이름도 여기서 찾아낸다.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import served
from pageops import Dom, wait_not_running
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from ui.internals import KEY_CLASS, NOT_RUNNING, SCRIPT_STATE

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent
PAGE = HERE / "canary_page.py"
# 한 크기에서만 그려지는 이름: 사이드바는 폰에서 접혀 있고 데스크톱에서 열려 있다
ONLY_ON = {Dom.SIDEBAR_OPEN: "phone", Dom.SIDEBAR_CLOSE: "desktop"}
# 이름을 날것으로 써도 되는 파일: 표 자신과 이 시험과 그 페이지, 그리고 ui/internals 의 이름이
# 설치된 Streamlit 의 화면 묶음에 아직 있는지 보는 시험 (이름을 글자 그대로 찾아야 한다)
NAMED_HERE = {
    HERE / "pageops.py",
    HERE / "test_selector_canary.py",
    PAGE,
    TESTS / "ui" / "test_internals.py",
}


@pytest.fixture(scope="module")
def canary() -> Iterator[str]:
    """작은 페이지를 띄운 새 서버의 주소."""
    with served(PAGE) as (url, _):
        yield url


@pytest.mark.e2e
def test_streamlit_still_draws_every_name_the_browser_tests_read(page, viewport, canary) -> None:
    size = viewport[0]
    page.goto(canary)
    page.get_by_text("drawn").wait_for(timeout=60_000)
    wait_not_running(page)
    missing = []
    for name in Dom:
        if ONLY_ON.get(name, size) != size:
            continue
        try:  # 차트 · 데이터 격자는 묶음을 받은 뒤에 그려진다
            page.locator(name).first.wait_for(state="attached", timeout=60_000)
        except PlaywrightTimeout:
            missing.append(f"Dom.{name.name} = {name.value}")
    assert not missing, f"installed Streamlit ({size}) no longer draws: {missing}"
    # ui/internals 의 이름 (tests/e2e/test_framework_hooks.py 가 우리 앱에서도 본다)
    assert page.locator(Dom.APP).get_attribute(SCRIPT_STATE) == NOT_RUNNING, SCRIPT_STATE
    assert page.locator(f".{KEY_CLASS}canary_go {Dom.PRIMARY}").count() == 1, KEY_CLASS


def test_browser_tests_name_streamlit_only_through_the_table() -> None:
    """시험 파일에 Streamlit 의 DOM 이름을 날것으로 쓰면 표 (와 위의 시험) 를 비켜 간다."""
    raw = re.compile(r"data-test|data-baseweb|\bst[A-Z][A-Za-z]+")
    values = [name.value for name in Dom]
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        if path in NAMED_HERE or "artifacts" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        found += [f"{path.relative_to(TESTS)}: {m.group()}" for m in raw.finditer(text)]
        if path.parent == HERE:  # 브라우저 시험: 표의 고르개를 그대로 옮겨 쓴 것도
            found += [f"{path.relative_to(TESTS)}: {v}" for v in values if v in text]
    assert not found, f"use pageops.Dom instead of raw Streamlit DOM names: {found}"
