"""브라우저 시험의 도우미: 사이드바 열기, 메뉴 · 제목 · 상태 글 읽기, 오류 없음 확인.

Streamlit 이 그리는 DOM 의 이름 (data-testid, 속성, 차트의 클래스) 은 여기의 표 Dom 에만 둔다.
"""

from __future__ import annotations

import re
import time
from enum import StrEnum
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from ui.browser import FIRST_ID
from ui.codebreaking.autoplay_state import AutoplayState
from ui.internals import (
    APP_SELECTOR,
    NOT_RUNNING,
    PLOTLY_DRAWN,
    PLOTLY_PLOT,
    SCRIPT_STATE,
    STREAM,
    testid,
)
from ui.nav import PAGES
from ui.text import LANGS, tr
from ui.turns import SEEN_MS


class Dom(StrEnum):
    """Streamlit 이 그리는 DOM 의 이름 (CSS 고르개). 브라우저 시험은 이 표로만 읽는다.

    Streamlit 을 올리면 이름이 바뀔 수 있다. 없어진 이름은 0 개로 세어져 '오류 상자가 없다' 같은
    시험이 말없이 통과하므로, tests/e2e/test_selector_canary.py 가 이 표의 줄마다 설치된
    Streamlit 이 아직 그것을 그리는지 이름을 대며 확인한다 (줄을 더하면 그 시험의 작은 페이지
    tests/e2e/canary_page.py 에도 그것이 나와야 한다). 앱이 쓰는 이름은 ui/internals 에서
    가져오고 (한 곳에), 시험만 읽는 이름은 여기 적는다. CHART_ 줄은 plotly 가 그리는 이름이다.
    """

    APP = APP_SELECTOR  # 앱 전체 (실행 상태 속성 SCRIPT_STATE 가 붙는다)
    MAIN = testid("main")  # 본문
    SIDEBAR = testid("sidebar")
    SIDEBAR_CONTENT = testid("sidebar_content")  # 사이드바에 우리가 그린 것
    SIDEBAR_OPEN = testid("sidebar_open")  # 접힌 사이드바를 여는 단추 (폰)
    SIDEBAR_CLOSE = testid("sidebar_close")  # 열린 사이드바를 닫는 단추
    NAV_LINK = testid("page_link")  # st.page_link (사이드바의 우리 메뉴)
    EXCEPTION = testid("exception")  # 잡히지 않은 예외의 상자
    DIALOG = testid("dialog")  # st.dialog 의 창 (서버가 내려가면 Streamlit 의 개발자 창도)
    ALERT = testid("alert")  # st.error · st.warning · st.info · st.success
    ALERT_ERROR = '[data-testid="stAlertContentError"]'  # 그 가운데 st.error 의 글
    DATAFRAME = '[data-testid="stDataFrame"]'  # 데이터 격자 (우리 페이지에는 없어야 한다)
    CODE = '[data-testid="stCode"]'  # st.code 의 상자 (수업 페이지가 두 링크를 보인다)
    CHECKBOX = testid("checkbox")  # st.checkbox 와 st.toggle
    RADIO = testid("radio")
    EXPANDER_HEAD = testid("expander") + " summary"  # 접힌 상자의 머리 (<details> 안)
    PRIMARY = 'button[kind="primary"]'  # type="primary" 인 단추
    CHART = PLOTLY_PLOT  # st.plotly_chart 의 그림
    CHART_SVG = PLOTLY_DRAWN  # 그림이 실제로 그려진 SVG
    CHART_BAR = ".bars path"  # 막대 하나
    CHART_POINT = ".point"  # 점 하나
    CHART_TICK = ".xtick text"  # x 축 눈금 이름표
    CHART_SLICE = "g.slice"  # icicle · treemap 의 칸
    CHART_LEGEND = ".legend"  # 그림 안의 범례
    CHART_COLORBAR = ".colorbar"  # 그림 안의 색 막대


# 사람이 새 화면을 보고 누르기까지 기다리는 시간, ms: 반응 시간에 읽는 틈을 더해. 문지기
# (ui/turns.py) 는 SEEN_MS 보다 오래 보인 단추의 누름을 듣는다
REACTION_MS = 400
assert REACTION_MS > SEEN_MS

# 페이지 제목 (h1: 메뉴의 이름과 같다) 의 문구 열쇠, 주소마다
TITLES = {p.url: p.title for p in PAGES}
# 페이지가 다 그려졌다는 표시 (선택자): 차트가 있는 페이지는 차트, 직접 맞히기는 첫 화면에
# 차트가 없어 (아직 부른 수가 없다) 자판
DRAWN = {url: str(Dom.CHART) for url in TITLES} | {
    "you_guess": ".st-key-yg_keypad button",
    "alphabeta": '[class*="st-key-turn-ab_node-"] button',  # 단추로 그린 나무 (차트 없음)
    "connect4": ".c4-grid",  # 글로 그린 판 (첫 화면에 차트 없음)
    "mcts": ".mc-grid",  # 글로 그린 작은 판 (차트는 아래)
    "duel": ".st-key-du_keypad button",  # 자판 (차트는 끝난 판에만)
    "class": '[class*="st-key-turn-cls_make-"] button',  # 방 만들기의 단추 (차트는 판에만)
}
# 자동 진행의 후보 격자 (heatmap 하나) 에서 코드가 든 칸이 n 개면 참
# (page.wait_for_function(GRID_CELLS, arg=n))
GRID_CELLS = f"""(n) => {{
  const g = document.querySelector(".st-key-auto_grid {Dom.CHART}");
  return !!(g && g.data && g.data[0].z.flat().filter((v) => v !== null).length === n);
}}"""
# 자동 진행 판의 두 차트가 그려졌다는 표시: 박자 요소 (pages/autoplay.py 의 pacer) 가 한 간격을
# 세기 시작하는 조건과 같다 (둘째 추측부터는 견주기 막대 auto_rivals 도 기다리지만 같은 실행에 온다)
BOARD_CHARTS = (f".st-key-auto_grid {Dom.CHART_SVG}", f".st-key-auto_bars {Dom.CHART_SVG}")
# 자동 진행 한 단계의 간격, ms: 새 판의 빠르기 (시험은 빠르기를 바꾸지 않는다)
AUTO_INTERVAL_MS = round(AutoplayState().interval * 1000)


def no_error(page: Page) -> None:
    """오류 상자 (예외) 가 하나도 없어야 한다."""
    assert page.locator(Dom.EXCEPTION).count() == 0


def is_primary(locator: Locator) -> bool:
    """단추가 type="primary" 로 그려졌는지."""
    return locator.evaluate("(b, css) => b.matches(css)", str(Dom.PRIMARY))


def path_of(page: Page) -> str:
    """브라우저 주소의 경로 (질의 빼고). page.url 은 앱이 바꾼 질의를 늦게 보므로 location 에서."""
    return page.evaluate("() => location.pathname")


def is_phone(page: Page) -> bool:
    """폰 폭이면 사이드바가 본문을 덮는다."""
    return (page.viewport_size or {"width": 1280})["width"] < 640


def open_sidebar(page: Page) -> None:
    """폰에서는 접힌 사이드바를 연다 (데스크톱은 이미 열려 있다)."""
    expand = page.locator(Dom.SIDEBAR_OPEN)
    if expand.count() and expand.is_visible():
        expand.click()
    page.locator(Dom.SIDEBAR_CONTENT).wait_for(state="visible")


def close_sidebar(page: Page) -> None:
    """폰에서는 본문을 누르기 전에 사이드바를 닫는다."""
    collapse = page.locator(f"{Dom.SIDEBAR_CLOSE} button")
    if is_phone(page) and collapse.count() and collapse.is_visible():
        collapse.click()
        page.locator(Dom.SIDEBAR_CONTENT).wait_for(state="hidden")


def live_heading(page: Page, lang: str, url: str) -> Locator:
    """살아 있는 페이지의 제목 (h1; 첫 화면의 그림 #nbm-first 의 제목이 아니다). 그림이 아직 위에
    서 있어도 찾는다: 넘겨주기 자체를 재는 시험 (test_first_paint) 만 쓴다."""
    return page.locator(Dom.MAIN).locator("h1", has_text=tr(lang, TITLES[url])).first


def heading(page: Page, lang: str, url: str) -> Locator:
    """사람이 보는 페이지의 제목: 살아 있는 제목이 나오고 첫 화면의 그림이 자리를 넘긴 뒤에야
    찾는다. 그 뒤의 찾기 (.c4-grid, 글) 가 그림 속의 같은 요소에 닿지 않는다 (그림은 살아 있는
    제목이 나온 뒤 짝이 다 차거나 giveUpMs 가 지나면 떨어진다: ui/browser/first.js)."""
    handed = page.locator(f"body:not(:has(#{FIRST_ID}))")
    return handed.locator(Dom.MAIN).locator("h1", has_text=tr(lang, TITLES[url])).first


def wait_first_gone(page: Page) -> None:
    """첫 화면의 그림 (ui/firstscreen/) 이 살아 있는 페이지에 자리를 넘길 때까지. 그림 위의 누름은
    '준비 중' 을 말하고 아무것도 하지 않으므로 (ui/browser/first.js), 자리를 재어 누르는 시험은
    넘겨받은 화면을 누른다. 그림이 없는 링크 · 넓은 화면에서는 곧 돌아온다."""
    page.wait_for_function("(id) => !document.getElementById(id)", arg=FIRST_ID, timeout=60_000)


def params(page: Page) -> dict[str, str]:
    """브라우저 주소 (location) 의 매개변수. Playwright 의 page.url 은 replaceState 를 늦게 본다."""
    query = page.evaluate("() => location.search")
    return {k: v[-1] for k, v in parse_qs(urlsplit(query).query).items()}


def text_guess(page: Page, code: str) -> None:
    """'내가 맞히기' 의 글 상자로 부르고 (자판보다 짧다), 주소가 그 수를 실은 뒤 실행이 끝날
    때까지."""
    page.locator(".st-key-yg_text_entry input").fill(code)
    human_click(page, page.locator(".st-key-yg_text_submit button"))
    page.wait_for_function(
        "c => (new URLSearchParams(location.search).get('guesses') || '').endsWith(c)", arg=code
    )
    settle(page)


def nav_names(page: Page) -> list[str]:
    """사이드바의 우리 메뉴 이름들 (아이콘 글자는 뺀다). 메뉴가 그려지길 먼저 기다린다."""
    links = page.locator(f"{Dom.SIDEBAR} {Dom.NAV_LINK}")
    links.first.wait_for()
    return [t.strip().splitlines()[-1].strip() for t in links.all_inner_texts()]


def expected_nav(lang: str) -> list[str]:
    return [tr(lang, p.title) for p in PAGES]


def settle(page: Page) -> None:
    """누른 뒤의 스크립트 실행이 끝날 때까지 기다린다 (앱의 실행 상태가 멈춤이 될 때까지)."""
    page.wait_for_timeout(250)  # 누름이 서버에 닿아 실행이 시작될 틈
    wait_not_running(page)


def wait_guard(page: Page) -> None:
    """두 번 누름 막기 (ui/turns.py) 가 이 창에 깔릴 때까지 기다린다."""
    page.wait_for_function("() => !!window.__turnTapGuard", timeout=60_000)


# 화면이 두 번 칠해질 때까지: 보이는 요소 (DOM) 가 실제로 화면에 그려졌다 (바쁜 페이지는 칠하기가
# 늦다: 사람은 칠해진 것만 본다)
PAINTED_JS = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def see(page: Page) -> None:
    """사람이 지금 화면을 본다: 칠해질 때까지 기다린 뒤 반응 시간 (REACTION_MS) 만큼."""
    page.evaluate(PAINTED_JS)
    page.wait_for_timeout(REACTION_MS)


def wait_live(page: Page, css: str) -> None:
    """css 의 요소가 모두 켜질 (disabled 가 아닐) 때까지: Streamlit 은 연결이 잠깐 끊긴 동안
    위젯을 끈다 (바쁜 기계에서 첫 연결이 늦을 때도). 사람은 꺼진 단추를 보고 기다린다; 글쇠판의
    대답은 꺼진 단추를 누르지 않는다 (ui/browser/keyboard.js)."""
    page.wait_for_function(
        """(css) => {
          const all = [...document.querySelectorAll(css)];
          return all.length > 0 && all.every((e) => !e.disabled);
        }""",
        arg=css,
        timeout=60_000,
    )


def human_click(page: Page, locator: Locator, tap: bool = False) -> None:
    """사람처럼 누른다: 단추가 보이고 칠해지면 반응 시간만큼 보고 나서. tap: 터치로."""
    locator.wait_for(state="visible")
    see(page)
    if tap:
        locator.tap()
    else:
        locator.click()


def open_options(page: Page, box: Locator, name: str | None) -> Locator:
    """selectbox (box) 의 목록을 열고 name (None 이면 첫 선택지) 의 선택지를 돌려준다.

    여는 누름이 다시 그려지는 상자에 닿으면 목록이 바로 닫히므로, 목록이 보일 때까지 다시 연다.
    """
    options = page.get_by_role("option")
    option = options.first if name is None else page.get_by_role("option", name=name, exact=True)
    for _ in range(5):
        box.locator("input").click()
        try:
            option.wait_for(timeout=3_000)
            break
        except PlaywrightTimeout:
            settle(page)
    return option


def choose_option(page: Page, box: Locator, name: str | None) -> None:
    """selectbox (box) 를 열어 name (None 이면 첫 선택지) 을 고르고 실행이 끝나길 기다린다."""
    open_options(page, box, name).click()
    settle(page)


def follow_nav(page: Page, lang: str, url: str) -> None:
    """사이드바 메뉴로 그 페이지에 가서 제목을 기다린다."""
    open_sidebar(page)
    page.locator(Dom.NAV_LINK, has_text=tr(lang, TITLES[url])).click()
    heading(page, lang, url).wait_for(timeout=120_000)
    settle(page)
    close_sidebar(page)


def choose_language(page: Page, lang: str) -> None:
    """사이드바의 언어 단추를 누르고 실행이 끝나길 기다린다."""
    open_sidebar(page)
    page.locator(".st-key-side_lang button", has_text=LANGS[lang]).click()
    settle(page)
    page.locator(Dom.SIDEBAR).get_by_text(tr(lang, "variant")).wait_for()
    close_sidebar(page)


def variant_box(page: Page) -> Locator:
    """사이드바의 게임 종류 상자 (열쇠에 언어가 붙는다)."""
    return page.locator('[class*="st-key-side_variant_"]')


def choose_variant(page: Page, title: str) -> None:
    """사이드바의 게임 종류 상자에서 title 을 고른다."""
    open_sidebar(page)
    choose_option(page, variant_box(page), title)
    close_sidebar(page)


def variant_box_text(page: Page) -> str:
    """사이드바 게임 종류 상자에서 고른 이름."""
    return variant_box(page).locator("input").input_value()


def wait_text(page: Page, text: str, timeout: float = 30_000) -> None:
    """본문에 text 가 보일 때까지 기다린다."""
    page.locator(Dom.MAIN).get_by_text(text, exact=False).first.wait_for(timeout=timeout)


def open_expander(page: Page, label: str) -> None:
    """제목이 label 인 접힌 상자 (st.expander) 를 열고 다 펼쳐질 때까지 (열려 있으면 두고)."""
    head = page.locator(Dom.EXPANDER_HEAD, has_text=label).first
    if not head.evaluate("s => s.closest('details').open"):
        head.click()
    page.wait_for_function(
        "([css, label]) => [...document.querySelectorAll(css)].some("
        "s => s.closest('details').open && s.innerText.includes(label))",
        arg=[str(Dom.EXPANDER_HEAD), label],
    )
    wait_laid_out(page)  # 상자가 다 펼쳐져 안의 단추가 제자리에 올 때까지


def status_line(page: Page) -> str:
    """'n번째 질문 · 후보 m개' 줄 (h2)."""
    return page.locator("h2", has_text=re.compile("질문|Guess")).first.inner_text()


# 동작 단추의 열쇠: turn-<이름>-<차례>[-<무엇>] (ui/turns.turn_key). 화면의 차례 번호들을 읽는다
STAMPS_JS = """(prefix) => {
  const re = new RegExp('^st-key-turn-' + prefix + '-([0-9]+)(-|$)');
  const found = [];
  for (const el of document.querySelectorAll('[class*="st-key-turn-' + prefix + '-"]')) {
    for (const name of el.classList) {
      const m = name.match(re);
      if (m) found.push(Number(m[1]));
    }
  }
  return found;
}"""


def stamps(page: Page, prefix: str) -> list[int]:
    """화면에 있는 prefix 단추들의 차례 번호."""
    return page.evaluate(STAMPS_JS, prefix)


def turn_button(page: Page, prefix: str, *parts: object) -> Locator:
    """지금 (가장 큰) 차례의 동작 단추: turn-<prefix>-<차례>[-<parts>]."""
    key = "-".join(["turn", prefix, str(max(stamps(page, prefix))), *map(str, parts)])
    return page.locator(f".st-key-{key} button")


def wait_next_turn(page: Page, prefix: str, before: int, done: str | None = None) -> None:
    """prefix 단추가 모두 before 보다 큰 (같은) 차례로 다시 그려질 때까지 기다린다.

    실행 중에는 지난 차례의 단추가 잠시 남는데, 그 단추를 누르면 (그린 차례가 지났으니) 버려진다.
    done: 단추 대신 이것 (선택자) 이 나타나도 끝 (판이 끝나 단추가 사라질 때).
    """
    page.wait_for_function(
        """([prefix, before, done, js]) => {
          if (done && document.querySelector(done)) return true;
          const s = eval(js)(prefix);
          return s.length > 0 && Math.min(...s) > before && Math.min(...s) === Math.max(...s);
        }""",
        arg=[prefix, before, done, STAMPS_JS],
        timeout=60_000,
    )


# 단추의 보이는 글: 이름표의 기울임 (<em>) 은 화면에서만 감춘 접근성 이름이라 뺀다 (삼목 칸 단추:
# '가운데, X' 로 읽히고 X 만 보인다, ui/views/board_widget.py)
VISIBLE_JS = """(b) => {
  const p = b.querySelector('p');
  if (!p) return '';
  const copy = p.cloneNode(true);
  copy.querySelectorAll('em').forEach((e) => e.remove());
  return copy.textContent.trim();
}"""


def visible_text(locator: Locator) -> str:
    """단추에 보이는 글 (화면에서 감춘 접근성 이름은 빼고)."""
    return locator.evaluate(VISIBLE_JS)


def to_center(locator: Locator) -> None:
    """단추를 화면 한가운데로 스크롤한다 (위에 붙은 머리줄이 가리지 않게)."""
    locator.evaluate("(e) => e.scrollIntoView({block: 'center', inline: 'center'})")


def to_bottom(locator: Locator) -> None:
    """요소의 아래 끝을 화면의 아래 끝으로 스크롤한다: 판 위의 단추와 그 아래 설정을 한 화면에
    두고 두 손가락으로 누를 때 (설정이 첫 화면 아래에 있다)."""
    locator.evaluate("(e) => e.scrollIntoView({block: 'end', inline: 'center'})")


def centre(locator: Locator) -> tuple[float, float]:
    """요소 한가운데의 화면 좌표 (지금 스크롤 그대로)."""
    box = locator.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


# 본문이 제 모습으로 그려졌다: Streamlit 이 요소의 코드 조각을 받는 동안 세운 회색 상자가 없고,
# 끝이 있는 움직임 (펼치는 상자의 높이 · 흐려진 요소의 되살아남) 이 모두 끝났다 (끝없는 움직임,
# '생각 중' 의 빙빙 도는 표시는 기다리지 않는다)
LAID_OUT_JS = """([main, skeleton]) => {
  const box = document.querySelector(main);
  if (!box || box.querySelector(skeleton)) return false;
  return box.getAnimations({ subtree: true }).every(
    (a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity,
  );
}"""


def wait_laid_out(page: Page) -> None:
    """본문의 요소가 모두 제자리에 그려질 때까지: 사람은 움직이는 화면이 멈추고 나서 누른다.
    코드 조각을 받는 요소 (처음 그리는 수 상자 · 켜고 끄기 · 단추) 는 그동안 높이가 다른 회색
    상자라 실행이 끝난 뒤에도 그 아래 단추가 내려앉고 (바쁜 기계에서 수업 페이지의 '만들기' 가
    36 px), 펼친 상자는 안의 것을 미끄러뜨려 내린다 ('AI가 고른 방법' 의 '다음 수' 가 240 px):
    그사이에 잰 자리의 누름은 빈 곳이나 다른 단추에 닿았다."""
    page.wait_for_function(LAID_OUT_JS, arg=[str(Dom.MAIN), testid("skeleton")], timeout=60_000)


def spot(locator: Locator) -> tuple[float, float]:
    """살아 있는 단추 한가운데의 화면 좌표 (지금 스크롤 그대로: 여러 자리를 재는 사이에 스크롤하지
    않는다). 첫 화면의 그림이 떨어지고 본문이 제 모습으로 그려진 뒤에 잰다 (그림이 덮은 자리의
    누름은 살아 있는 단추에 닿지 않고, 아직 회색 상자인 요소가 그려지면 아래 단추가 움직인다)."""
    wait_first_gone(locator.page)
    wait_laid_out(locator.page)
    return centre(locator)


# 창에 닿은 누름 (pointerup) 의 수를 센다 (한 번만 깐다). 돌려주는 값은 지금까지의 수.
# mouseup 이 아니다: Chromium 은 꺼진 (disabled) 단추 위의 mousedown · mouseup · click 을 창에도
# 보내지 않는다. 두 번째 손가락이 그사이 다시 그려진 꺼진 단추에 닿으면 mouseup 은 영영 오지 않는다
ARRIVED_JS = """() => {
  if (!window.__tapsArrived) {
    window.__tapsArrived = { n: 0 };
    addEventListener('pointerup', () => { window.__tapsArrived.n += 1; }, true);
  }
  return window.__tapsArrived.n;
}"""


def quick_taps(page: Page, spots: list[tuple[float, float]], gap_ms: int) -> None:
    """spots 를 gap_ms 간격으로 누른다, 사람의 손처럼: 화면을 보고 (REACTION_MS) 누르기
    시작하고, 누른 시각은 간격대로 찍히며 (CDP 의 timestamp), 브라우저가 앞의 누름을 처리하느라
    바쁘면 뒤의 누름은 줄을 서 늦게 처리된다. 누름이 모두 페이지에 닿을 때까지 기다린다 (막기가
    듣거나 버리는 것은 그 자리에서다)."""
    see(page)
    before = page.evaluate(ARRIVED_JS)
    cdp = page.context.new_cdp_session(page)
    start = time.time()
    try:
        for i, (x, y) in enumerate(spots):
            at = start + i * gap_ms / 1000
            time.sleep(max(0.0, at - time.time()))
            for kind in ("mousePressed", "mouseReleased"):
                event = {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}
                cdp.send("Input.dispatchMouseEvent", {**event, "timestamp": at})
    finally:
        cdp.detach()
    page.wait_for_function("n => window.__tapsArrived.n >= n", arg=before + len(spots))


class HeldStream:
    """페이지가 서버로 보내는 웹소켓 메시지 (누름의 요청) 를 잡아 두었다가 한꺼번에 보낸다: 바쁜
    서버나 멈춘 망에서 두 요청이 서버의 실행 시작 전에 함께 닿는 경우를 시계에 기대지 않고 만든다.
    서버가 페이지로 보내는 메시지는 그대로 간다. 페이지를 열기 전에 만든다."""

    def __init__(self, page: Page) -> None:
        self.held: list | None = None
        page.route_web_socket(re.compile(re.escape(STREAM) + "$"), self._route)

    def _route(self, ws) -> None:
        server = ws.connect_to_server()

        def to_server(message) -> None:
            if self.held is None:
                server.send(message)
            else:
                self.held.append((server, message))

        ws.on_message(to_server)

    def hold(self) -> None:
        """지금부터 페이지가 보내는 메시지를 잡아 둔다."""
        self.held = []

    def release(self) -> None:
        """잡아 둔 메시지를 보낸 차례대로 한꺼번에 보내고, 다시 곧바로 보낸다."""
        held, self.held = self.held or [], None
        for server, message in held:
            server.send(message)


def wait_not_running(page: Page) -> None:
    """앱의 실행 상태가 멈춤 (NOT_RUNNING) 일 때까지. 보낸 요청의 실행이 시작된 것을 본 뒤에만
    뜻이 있다: 누름의 요청은 다음 작업에서 보내지고, 서버가 실행을 알릴 때까지 상태는 멈춤
    그대로다."""
    page.wait_for_function(
        """([app, attr, idle]) => {
          const el = document.querySelector(app);
          return el && el.getAttribute(attr) === idle;
        }""",
        arg=[APP_SELECTOR, SCRIPT_STATE, NOT_RUNNING],
        timeout=180_000,
    )


def prove_handled(page: Page, lang: str) -> None:
    """지금까지 이 페이지가 보낸 누름이 서버에서 모두 처리되고 그 결과가 화면에 있을 때까지: 언어를
    한 번 바꿨다 lang 으로 되돌린다 (판과 설정은 언어를 바꿔도 남는다: 앱의 약속이고 시험이 있다).

    서버는 한 웹소켓의 요청을 보낸 차례대로 처리하고, 실행 중에 온 요청들도 그 차례대로 다음
    실행에 든다. 그래서 나중에 보낸 언어 바꾸기의 글이 보이면 그 앞의 누름은 모두 처리됐다. 그 뒤
    멈춤 상태는 바뀐 언어의 실행이 (화면 전체를 다시 그리고) 끝났다는 뜻이다. 앱의 실행 상태만
    보거나 잠깐 기다리는 것은 증거가 못 된다: 요청은 다음 작업에서 보내지고 서버가 알릴 때까지
    상태는 멈춤 그대로이며, 짧은 실행은 '실행 중' 을 보이지 않고 끝나기도 한다. 느린 기계일수록
    고정된 기다림은 처리되기 전에 끝난다.
    """
    for code in (*(c for c in LANGS if c != lang), lang):
        choose_language(page, code)
        wait_not_running(page)


# 자동 진행 판의 두 차트가 그려지고 칠해진 뒤 ms 가 지나면 window.__beatsWaited 가 참이 된다.
# 박자 요소 (ui/pacer.py) 와 같은 조건에서 같은 브라우저의 시계로 센다: 박자가 있었다면 그 타이머가
# 먼저 울린다 (기계가 느려도 이 기다림이 박자보다 먼저 끝나지 않는다)
BEATS_JS = """([charts, ms]) => {
  window.__beatsWaited = false;
  const look = () => {
    if (!charts.every((css) => document.querySelector(css))) {
      requestAnimationFrame(look);
      return;
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
      window.__beatsWaited = true;
    }, ms)));
  };
  look();
}"""


def outwait_beats(page: Page, beats: int = 2) -> None:
    """자동 진행이 돌고 있었다면 박자가 beats 번 왔을 만큼 기다린다 (판이 그려진 때부터
    AUTO_INTERVAL_MS x beats). 멈춘 판이 '아무리 기다려도' 나아가지 않는지 보는 시험의 기다림이다:
    그 기다림이 곧 시험하는 동작이라 시간으로 센다. 그사이 보냈을 요청의 처리는 prove_handled 로."""
    ms = beats * AUTO_INTERVAL_MS
    page.evaluate(BEATS_JS, [list(BOARD_CHARTS), ms])
    page.wait_for_function("() => window.__beatsWaited === true", timeout=ms + 60_000)


# 이름 name 의 고르개 css 에 맞는 (text 가 있으면 그 글이 든) 요소가 한 번이라도 나타났는지 적는다.
# 한 실행만 보였다가 다음 실행이 지우는 알림도 놓치지 않는다
WATCH_JS = """([name, css, text]) => {
  window.__everSeen = window.__everSeen || {};
  window.__everSeen[name] = false;
  const look = () => {
    if ([...document.querySelectorAll(css)].some((el) => !text || el.textContent.includes(text))) {
      window.__everSeen[name] = true;
    }
  };
  look();
  new MutationObserver(look).observe(document.body, {
    childList: true, subtree: true, characterData: true,
  });
}"""


def watch(page: Page, name: str, css: str, text: str | None = None) -> None:
    """지금부터 css 에 맞는 (text 가 든) 요소가 나타나는지 지켜본다 (ever_seen 으로 읽는다)."""
    page.evaluate(WATCH_JS, [name, str(css), text])


def ever_seen(page: Page, name: str) -> bool:
    """watch(name, …) 를 건 뒤로 그 요소가 한 번이라도 나타났는지."""
    return page.evaluate("name => window.__everSeen[name]", name)


# css 에 맞는 요소가 n 개이고 그 자리 · 크기가 frames 번의 화면 그리기 동안 그대로면 참
STILL_JS = """([css, n, frames]) => {
  const found = [...document.querySelectorAll(css)];
  const boxes = found.map((e) => {
    const r = e.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  }).join(';');
  const w = window.__still;
  if (found.length !== n || boxes !== w.last) {
    w.last = boxes;
    w.same = 0;
    return false;
  }
  w.same += 1;
  return w.same >= frames;
}"""


def wait_still(page: Page, css: str, n: int, frames: int = 5) -> None:
    """css 에 맞는 요소 n 개가 그려지고 더 움직이지 않을 때까지 (차트가 다시 배치를 끝냈다)."""
    page.evaluate("() => { window.__still = { last: null, same: 0 }; }")
    page.wait_for_function(STILL_JS, arg=[str(css), n, frames], polling="raf", timeout=60_000)


# 누를 수 있는 것 (폰의 엄지로 누를 것): 단추, 링크, 펼침 머리, 켜고 끄기 · 고르기 (그 이름표의
# 상자로 잰다: 안의 input 은 숨은 작은 상자다). 차트 안은 plotly 의 것이라 뺀다. 고르기 상자
# (st.selectbox) 의 '열기' 단추는 다른 단추처럼 잰다: Streamlit 1.67 의 상자 (react-aria ComboBox)
# 에는 예전에 빼던 [data-baseweb="select"] 가 없어 그 뺌은 이미 아무것도 빼지 않았다
TOGGLE_LABEL = f"{Dom.CHECKBOX} label, {Dom.RADIO} label"
SMALL_TARGETS_JS = """([min, main, toggles, chart]) => {
  const found = [];
  for (const el of document.querySelector(main).querySelectorAll(
    'button, a[href], summary, ' + toggles
  )) {
    if (el.closest(chart)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    const name = (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 30);
    if (r.height + 0.5 < min) found.push([el.tagName, name, Math.round(r.height)]);
  }
  return found;
}"""


def small_targets(page: Page, minimum: int = 44) -> list[list]:
    """본문에서 minimum px 보다 낮은 누를 것들: [태그, 글, 높이]."""
    return page.evaluate(SMALL_TARGETS_JS, [minimum, str(Dom.MAIN), TOGGLE_LABEL, str(Dom.CHART)])


SCROLLING_BOXES_JS = """(main) => {
  const found = [];
  for (const el of document.querySelector(main).querySelectorAll('*')) {
    const s = getComputedStyle(el);
    const down = /auto|scroll/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
    const across = /auto|scroll/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (down || across) found.push([el.tagName, (el.innerText || '').trim().slice(0, 30)]);
  }
  return found;
}"""


def scrolling_boxes(page: Page) -> list[list]:
    """본문 안에서 제 안에서 스크롤되는 상자들 (내용이 상자보다 크고 넘치면 스크롤): [태그, 글]."""
    return page.evaluate(SCROLLING_BOXES_JS, str(Dom.MAIN))


# css 안의 보이는 글에서 두 줄에 걸쳐 끊긴 낱말 (빈칸 · 붙임표 없는 한 덩이: '방문' 이 '방/문'
# 으로) 을 찾는다. 줄 끝에 붙는 폭 없는 상자는 줄로 세지 않는다
SPLIT_WORDS_JS = """(css) => {
  const found = [];
  for (const box of document.querySelectorAll(css)) {
    if (box.closest('details:not([open])')) continue;
    const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      for (const m of node.textContent.matchAll(/[^\\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
        if (new Set(rects.map((r) => Math.round(r.top))).size > 1) found.push(m[0]);
      }
    }
  }
  return found;
}"""


def split_words(page: Page, css: str) -> list[str]:
    """css 의 요소들 안에서 줄바꿈이 가운데를 끊은 낱말들 (사람에게는 잘린 글로 보인다)."""
    return page.evaluate(SPLIT_WORDS_JS, css)


def in_first_screen(page: Page, locator: Locator) -> bool:
    """요소 전체가 스크롤하지 않은 첫 화면 (창) 안에 있는지."""
    page.evaluate("() => window.scrollTo(0, 0)")
    box = locator.bounding_box()
    size = page.viewport_size
    return bool(box and size and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 0.5)


def pause_autoplay(page: Page) -> None:
    """자동 진행을 멈추고 큰 '다음 단계' 단추가 나오길 기다린다.

    멈춤 스위치는 판 위의 조작 줄 (박자마다 다시 그려지는 조각 밖) 에 있다. 느린 기계에서는
    페이지가 다 그려지기 전에 판이 끝날 수 있다 (끝난 판은 자동 진행이 꺼진다): 그러면 '새 비밀
    수' 로 새 판을 열고 (자동 진행이 다시 켜진다) 멈춘다.
    """
    settle(page)
    restart = page.locator('[class*="st-key-turn-auto_new_end-"] button')
    if restart.count():  # 끝난 판의 '새 비밀 수' 는 자동 진행을 다시 켠다: 그다음 멈춘다
        human_click(page, restart.first)
        settle(page)
    if page.locator(".st-key-auto_playing input").is_checked():
        page.locator(".st-key-auto_playing label").click()
        page.wait_for_function(
            "() => !document.querySelector('.st-key-auto_playing input').checked"
        )
        settle(page)
    page.locator('[class*="st-key-turn-auto_step-"] button').first.wait_for(timeout=60_000)
    settle(page)


def open_paused_autoplay(page: Page, server: str) -> None:
    """영어 자동 진행을 열고 멈춘다 (멈춘 뒤에는 화면이 누를 때만 바뀐다)."""
    page.goto(f"{server}/autoplay?lang=en")
    heading(page, "en", "autoplay").wait_for(timeout=60_000)
    page.locator(f".st-key-auto_grid {Dom.CHART}").first.wait_for(timeout=60_000)
    wait_guard(page)
    close_sidebar(page)
    see(page)
    pause_autoplay(page)
