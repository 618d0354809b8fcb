"""첫 화면의 그림 (이슈 34, ui/firstscreen/): 서버가 문서에 넣은 첫 화면이 Streamlit 의 스크립트가
돌기 전에 보이고, 살아 있는 페이지가 같은 상자를 그리면 움직임 없이 넘겨받는다.

- Streamlit 의 자바스크립트를 막아도 그림 (부른 수 123 과 그 묶음 막대) 이 있다: 그림은 문서다.
- 넘겨주기 바로 앞 (그림) 과 바로 뒤 (살아 있는 페이지) 의 상자 자리와 글이 같다 (4 px 안). 그림을
  그리는 페이지와 링크마다 (ko · en): 그릴 내용이 한쪽만 바뀌면 이 시험이 실패한다.
- 넘겨주기까지 배치 이동이 없고 (그림 밑에서 자라는 본문은 보이지 않는다), 첫 페이지는 그 뒤로도
  이동의 합 (CLS 의 셈) 이 0.1 아래이며, 넘겨받은 자동 진행은 혼자 다음 질문으로 간다.
- 그림만으로도 axe-core 의 WCAG 2 A · AA 위반이 없다.
- 그림 위의 누름은 test_first_taps.py 가 본다.
- Streamlit 의 자바스크립트는 그림이 칠해진 뒤에야 청한다 (느린 망에서 첫 칠하기와 줄을 서지 않게).
- 그림이 아직 서 있어도 살아 있는 머리 줄의 메뉴 단추가 누름을 받아 사이드바가 그림 위에 열리고,
  살아 있는 머리가 나오면 그림은 보조 기술에서 감춰진다 (같은 글이 둘로 읽히지 않게).
폰 (390x844) 에서만: 넓은 화면은 사이드바가 펼쳐져 그림을 그리지 않는다.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import require
from headless import screens
from pageops import Dom, heading, live_heading, open_sidebar, params
from test_accessibility import AXE, RUN_AXE, TAGS

from ui.browser import ASSET_ROUTE, FIRST_ID, FIRST_SLACK_PX
from ui.firstscreen import PAINTED
from ui.internals import KEY_CLASS, STATIC

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.first_visit,
    pytest.mark.parametrize("viewport", ["phone"], indirect=True),
]

MARKS_JS = Path(__file__).with_name("first_marks.js")
# 넘겨주기까지 허용하는 배치 이동의 합: 글꼴이 바뀌며 그림의 글이 다시 놓이는 몫 (살아 있는 본문이
# 그림 밑에서 자라며 보이던 때는 0.1-0.2 였다)
SWAP_SHIFT = 0.05
# Streamlit 의 자바스크립트 (막으면 Streamlit 은 아무것도 그리지 않는다)
STREAMLIT_JS = f"**/{STATIC}/js/**"
# 견줄 링크: 그림을 그리는 페이지마다 한국어와 영어. 기본 링크가 사람마다 다른 페이지 (새 나무의
# 씨앗, 누가 먼저 두나) 는 그것을 정한 링크 (게임 나무는 빈 판과 AI 가 첫 수를 둔 판)
# 대결은 게임 번호 (AI 의 비밀 · 누가 먼저): 비밀 정하기의 자판과 머리로 지키는 대답 단추
FIXED = {
    "alphabeta": ["seed=23&"],
    "gametree": ["start=me&", "first=ai&"],
    "duel": ["game=7&", "game=8&keep=head&"],
}
LINKS = [
    f"{url}?{fixed}lang={lang}"
    for url in sorted(PAINTED)
    for fixed in FIXED.get(url, [""])
    for lang in ("ko", "en")
] + ["keeper?variant=nope", "autoplay?lang=xx"]  # 버린 값: 알림과 기본값까지 같은 그림


def _marked(page) -> None:
    page.add_init_script(f"window.__firstKeyClass = {KEY_CLASS!r};")
    page.add_init_script(path=str(MARKS_JS))


def _handed_over(page) -> dict:
    page.wait_for_function("() => window.__first && window.__first.live", timeout=90_000)
    return page.evaluate("() => window.__first")


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text)


def test_the_first_screen_is_painted_before_streamlits_script_runs(page, server, cpu) -> None:
    page.route(STREAMLIT_JS, lambda route: route.abort())
    page.goto(f"{server}/")
    first = page.locator(f"#{FIRST_ID}")
    assert first.is_visible()
    assert first.locator("h3 code").inner_text() == "123"
    assert first.locator('[data-nbm-box="auto_bars"] svg rect').count() == 9
    grid = first.locator('[data-nbm-box="auto_grid"] img')
    assert grid.evaluate("(img) => img.complete && img.naturalWidth > 0")
    # Streamlit 은 아무것도 그리지 않았다: 뿌리 상자가 비었다
    assert page.evaluate("() => document.getElementById('root').childElementCount") == 0


# 기본 링크가 사람마다 다른 페이지: 서버가 고른 값의 이름, 그 값인지, 그림에 있어야 할 상자
SETTLED = {
    "alphabeta": ("seed", str.isdigit, '[data-nbm-box^="ab_tree_d"]'),
    "gametree": ("first", {"me", "ai"}.__contains__, '[data-nbm-box="gt_board"]'),
    "duel": ("game", str.isdigit, '[data-nbm-box="du_status"]'),
}


@pytest.mark.parametrize("url", list(SETTLED))
def test_a_default_link_is_painted_on_what_the_server_picked(page, server, url: str) -> None:
    """씨앗 없는 알파-베타 링크 (새 나무) 와 역할이 무작위인 게임 나무 링크는 서버가 고른 값
    (씨앗 · 누가 먼저) 의 링크로 가서 그림이 있다."""
    name, valid, box = SETTLED[url]
    page.route(STREAMLIT_JS, lambda route: route.abort())
    page.goto(f"{server}/{url}")
    first = page.locator(f"#{FIRST_ID}")
    assert first.is_visible()
    assert first.locator(box).count() == 1
    assert valid(params(page).get(name, "")), page.url


@pytest.mark.parametrize("link", LINKS)
def test_the_live_page_takes_over_the_same_boxes_in_the_same_places(page, server, link) -> None:
    url, query = link.split("?")
    assert screens()(url, query) is not None, link
    _marked(page)
    page.goto(f"{server}/{link}")
    marks = _handed_over(page)
    before, after = marks["rendition"], marks["live"]
    assert before, "the rendition had no boxes"
    for key, box in before.items():
        assert key in after, f"{key}: no live box at the hand-over"
        live = after[key]
        for side in ("top", "left", "width", "height"):
            assert abs(box[side] - live[side]) <= FIRST_SLACK_PX, (key, side, box, live)
        assert _words(box["text"]) == _words(live["text"]), key
    # 그림 밑에서 자라는 살아 있는 본문은 보이지 않아 (page.css) 배치 이동이 되지 않는다. 남는 것은
    # 그림의 글이 Streamlit 의 글꼴이 온 뒤 다시 놓이는 작은 이동뿐이다 (0.02 안팎, 늘 있지 않다)
    assert sum(marks["shiftsBefore"]) <= SWAP_SHIFT, (marks["shiftsBefore"], marks["moved"])


def test_the_home_page_hands_over_without_a_shift_and_plays_by_itself(page, server, cpu) -> None:
    _marked(page)
    page.goto(f"{server}/")
    marks = _handed_over(page)
    assert sum(marks["shifts"]) <= 0.1, marks["shifts"]
    # 씨앗의 규칙: 누르지 않아도 혼자 다음 질문으로 간다
    page.locator(".st-key-auto_guess h2", has_text=re.compile("^2")).wait_for(timeout=60_000)


@pytest.mark.parametrize("link", LINKS)
def test_the_first_screen_alone_has_no_wcag_a_or_aa_violations(page, server, link) -> None:
    require(str(AXE) if AXE.exists() else None, f"axe-core not found at {AXE} (see .ci/run)")
    page.route(STREAMLIT_JS, lambda route: route.abort())
    page.goto(f"{server}/{link}")
    page.locator(f"#{FIRST_ID}").wait_for()
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(RUN_AXE, TAGS)
    assert not violations, violations


def test_streamlits_scripts_are_asked_for_only_after_the_first_screen_has_painted(
    page, server, cpu
) -> None:
    page.goto(f"{server}/")
    heading(page, "ko", "autoplay").wait_for(timeout=90_000)
    painted, asked = page.evaluate(
        """(js) => [
          performance.getEntriesByName("first-contentful-paint")[0].startTime,
          Math.min(...performance.getEntriesByType("resource")
            .filter((e) => e.name.includes(js)).map((e) => e.startTime)),
        ]""",
        f"/{STATIC}/js/",
    )
    assert painted <= asked, (painted, asked)


# 그림이 아직 서 있는가, 보조 기술에서 감춰졌는가, 메뉴 단추 한가운데에 닿는 것이 그 단추인가
OVER_JS = """([id, opener]) => {
  const first = document.getElementById(id);
  const button = document.querySelector(opener);
  const r = button.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return { first: !!first, muted: first && first.getAttribute("aria-hidden"),
           onTop: button.contains(hit) };
}"""


def test_the_live_menu_opens_the_sidebar_over_the_first_screen(page, server) -> None:
    # 차트 묶음을 막으면 차트 상자의 짝이 차지 않아 그림은 살아 있는 머리가 나온 뒤 몇 초 더 선다
    page.route(f"**/{ASSET_ROUTE}/**", lambda route: route.abort())
    page.goto(f"{server}/")
    live_heading(page, "ko", "autoplay").wait_for(timeout=90_000)
    page.locator(Dom.SIDEBAR_OPEN).wait_for()
    over = page.evaluate(OVER_JS, [FIRST_ID, str(Dom.SIDEBAR_OPEN)])
    assert over == {"first": True, "muted": "true", "onTop": True}
    open_sidebar(page)
    # 살아 있는 페이지를 쓰기 시작했다: 그림은 떨어진다 (사이드바로 다른 페이지에 가도 남지 않는다)
    page.locator(f"#{FIRST_ID}").wait_for(state="detached")
    assert page.locator(Dom.SIDEBAR_CONTENT).is_visible()
