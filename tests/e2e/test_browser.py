"""진짜 브라우저 (headless Chromium) 에서 `streamlit run` 서버를 데스크톱 · 폰 크기로 써 본다."""

from __future__ import annotations

import re

import pytest

from solver.feedback import label, score
from solver.variants import get_variant

pytestmark = pytest.mark.e2e

# 내비게이션의 페이지: (주소, 메뉴 이름, 페이지 제목)
PAGES = [
    ("", "자동 진행", "미니맥스 추측 — 자동 진행"),
    ("keeper", "내 비밀 수 맞히기", "내 비밀 수 맞히기"),
    ("compare", "전략 비교", "전략 비교"),
    ("gametree", "게임 나무", "게임 나무 — 미니맥스와 알파-베타"),
]
BASEBALL = get_variant("baseball3")


def no_error(page) -> None:
    """오류 상자 (예외) 가 하나도 없어야 한다."""
    assert page.locator('[data-testid="stException"]').count() == 0


def open_nav(page) -> None:
    """폰에서는 접힌 사이드바를 연다."""
    expand = page.locator('[data-testid="stExpandSidebarButton"]')
    if expand.count() and expand.is_visible():
        expand.click()
        page.locator('[data-testid="stSidebarNav"]').wait_for(state="visible")


def heading(page, text: str):
    """페이지 제목 (st.header) 을 찾는다."""
    return page.locator("h2", has_text=text).first


def test_nav_holds_exactly_our_pages_and_each_opens(page, server, snap) -> None:
    page.goto(server)
    heading(page, PAGES[0][2]).wait_for()
    links = page.locator('[data-testid="stSidebarNavLink"]')
    # 링크 글자 = 아이콘 이름 (머티리얼 글꼴) + 줄바꿈 + 페이지 이름
    names = [t.strip().splitlines()[-1].strip() for t in links.all_inner_texts()]
    assert names == [p[1] for p in PAGES]
    for _, nav, title in PAGES[1:] + PAGES[:1]:
        open_nav(page)
        page.locator('[data-testid="stSidebarNavLink"]', has_text=nav).click()
        heading(page, title).wait_for()
        page.locator(".js-plotly-plot").first.wait_for(timeout=120_000)
        no_error(page)
        snap(page, f"nav-{nav}")


@pytest.mark.parametrize(("path", "title"), [(p[0], p[2]) for p in PAGES])
def test_each_page_opens_by_url(page, server, path: str, title: str) -> None:
    page.goto(f"{server}/{path}")
    heading(page, title).wait_for()
    page.locator(".js-plotly-plot").first.wait_for(timeout=120_000)
    no_error(page)


def test_autoplay_advances_by_itself(page, server, snap) -> None:
    page.goto(server)
    status = page.locator("h3").first
    status.wait_for()
    before = status.inner_text()
    page.wait_for_function(
        "before => document.querySelector('h3') && "
        "document.querySelector('h3').innerText !== before",
        arg=before,
        timeout=20_000,
    )
    assert status.inner_text() != before
    page.locator(".js-plotly-plot").nth(1).wait_for()
    no_error(page)
    snap(page, "autoplay")


def test_keeper_game_is_played_by_tapping_answers(page, server, snap) -> None:
    secret = BASEBALL.parse("719")
    page.goto(f"{server}/keeper")
    heading(page, "내 비밀 수 맞히기").wait_for()
    for turn in range(1, 8):
        page.get_by_text(f"{turn}번째 질문").wait_for()
        guess = page.locator("h2 code").first.inner_text().strip()
        answer = label(BASEBALL, score(BASEBALL, BASEBALL.parse(guess), secret), "ko")
        if turn == 2:
            snap(page, "keeper")
        page.get_by_role("button", name=re.compile("^" + re.escape(answer) + " · ")).click()
        if answer == "3S":
            break
    page.get_by_text("번 만에 맞혔어요: 719").wait_for()
    no_error(page)
    snap(page, "keeper-won")


def test_compare_charts_render(page, server, snap) -> None:
    page.goto(f"{server}/compare")
    heading(page, "전략 비교").wait_for()
    page.locator(".js-plotly-plot").nth(1).wait_for(timeout=180_000)
    page.locator('[data-testid="stDataFrame"]').first.wait_for()
    assert page.locator(".js-plotly-plot .bars path, .js-plotly-plot .point").count() > 10
    no_error(page)
    snap(page, "compare")


# 삼목 판의 칸 9 개의 글자 ('X' / 'O' / 빈칸은 '')
_CELLS_JS = (
    "() => [...Array(9).keys()].map(i => (document.querySelector("
    "'.st-key-gt_cell_' + i + ' button') || {innerText: '?'}).innerText.trim())"
)
_ALERT = '[data-testid="stAlert"]'


def test_gametree_tic_tac_toe_is_played_by_tapping_cells(page, server, viewport, snap) -> None:
    # 진입 파일을 먼저 연다 (새 서버의 첫 요청이 깊은 주소면 옛 방식으로 돈다: test_app_shared)
    page.goto(server)
    heading(page, PAGES[0][2]).wait_for()
    page.goto(f"{server}/gametree")
    heading(page, PAGES[-1][2]).wait_for()
    page.locator(".js-plotly-plot").first.wait_for(timeout=120_000)
    page.locator(".st-key-gt_start button", has_text="나").first.click()
    page.wait_for_function(f"() => ({_CELLS_JS})().every(c => c === '')")
    press = "tap" if viewport[0] == "phone" else "click"
    order = [4, 0, 8, 2, 6, 1, 3, 5, 7]
    for move in range(5):
        cells = page.evaluate(_CELLS_JS)
        cell = next(c for c in order if cells[c] == "")
        stones = sum(c != "" for c in cells)
        getattr(page.locator(f".st-key-gt_cell_{cell} button"), press)()
        # 사람의 수와 AI 의 답이 한 번에 그려진다 (판이 끝나면 알림 상자)
        page.wait_for_function(
            f"() => ({_CELLS_JS})().filter(c => c === 'X' || c === 'O').length >= {stones + 2}"
            f" || document.querySelector('{_ALERT}') !== null",
            timeout=60_000,
        )
        assert page.evaluate(_CELLS_JS)[cell] == "X"
        if move == 1:
            page.locator(".js-plotly-plot").first.wait_for()
            snap(page, "gametree")
        if page.locator(_ALERT).count():
            break
    ending = page.locator(_ALERT).first.inner_text()
    assert "무승부" in ending or "AI 가 이겼어요" in ending
    no_error(page)
    snap(page, "gametree-over")


def test_two_browser_sessions_keep_separate_games(browser, server) -> None:
    first = browser.new_context(viewport={"width": 1280, "height": 800})
    second = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        a, b = first.new_page(), second.new_page()
        for pg in (a, b):
            pg.goto(f"{server}/keeper")
            pg.get_by_text("1번째 질문 · 후보 504개").wait_for(timeout=30_000)
        a.get_by_role("button", name=re.compile("^아웃 · ")).click()
        a.get_by_text("2번째 질문").wait_for(timeout=30_000)
        b.reload()
        b.get_by_text("1번째 질문 · 후보 504개").wait_for(timeout=30_000)
        assert b.get_by_text("2번째 질문").count() == 0
    finally:
        first.close()
        second.close()
