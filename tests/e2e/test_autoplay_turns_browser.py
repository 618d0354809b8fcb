"""자동 진행 (폰 390x844) 이 어떻게 여기까지 왔는지 보인다: 도는 동안에도 지난 질문들이 한 줄 (두 줄
안) 로, 머리의 질문 번호와 후보 수는 부른 수 줄과 같은 때의 것. 묶음 막대 아래의 견주기 막대는
폰 폭에 들고 그 안에서 스크롤되지 않는다."""

from __future__ import annotations

import re

import pytest
from pageops import Dom, heading, no_error, settle

from ui.text import tr

pytestmark = pytest.mark.e2e

# 판 위쪽 글의 모습을 매 프레임 적는다: (머리, 지난 질문 줄, 부른 수 줄, 지난 질문 줄의 높이 /
# 한 줄 높이, 페이지의 가로 넘침). 바뀐 때만 더한다. 문서보다 먼저 심는다
TURNS_CLOCK_JS = """
window.__turns = {states: [], tallest: 0, wide: 0};
const look = () => {
  const box = document.querySelector('.st-key-auto_guess');
  if (box) {
    const head = box.querySelector('h2')?.innerText ?? '';
    const line = box.querySelector('h3')?.innerText ?? '';
    const so = [...box.querySelectorAll('p')].find((p) => p.innerText.startsWith(PREFIX));
    const text = so ? so.innerText : '';
    if (so) {
      const lh = parseFloat(getComputedStyle(so).lineHeight);
      __turns.tallest = Math.max(__turns.tallest, so.getBoundingClientRect().height / lh);
    }
    const root = document.documentElement;
    __turns.wide = Math.max(__turns.wide, root.scrollWidth - window.innerWidth);
    const last = __turns.states.at(-1);
    if (head && line && (!last || last[0] !== head || last[1] !== text || last[2] !== line)) {
      __turns.states.push([head, text, line]);
    }
  }
  requestAnimationFrame(look);
};
requestAnimationFrame(look);
"""
PREFIX = tr("en", "auto_turns", turns="")
ANSWER = tr("en", "auto_phase_answer", label="")


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_while_autoplay_plays_the_turns_line_lists_the_earlier_turns(
    page, cpu, server, snap
) -> None:
    page.add_init_script(TURNS_CLOCK_JS.replace("PREFIX", repr(PREFIX)))
    page.goto(f"{server}/autoplay?lang=en&game=11")
    heading(page, "en", "autoplay").wait_for(timeout=60_000)
    # 4번째 질문을 부를 때까지 (도는 중: 멈추지 않는다)
    page.wait_for_function(
        "() => window.__turns.states.some(([h]) => h.startsWith('Guess 4'))", timeout=120_000
    )
    snap(page, "autoplay-turns-playing")
    clock = page.evaluate("() => window.__turns")
    assert page.locator(".st-key-auto_playing input").is_checked()
    answered: dict[int, str] = {}  # 질문 번호 → '123 → 0S 2B'
    heads: dict[int, str] = {}  # 질문 번호 → 머리 (부를 때와 대답을 보일 때가 같아야 한다)
    for head, text, line in clock["states"]:
        turn = int(re.match(r"Guess (\d+)", head).group(1))
        assert heads.setdefault(turn, head) == head, clock["states"]
        earlier = [answered[k] for k in range(1, turn)]
        expected = tr("en", "auto_turns", turns=" · ".join(earlier)) if earlier else ""
        assert text == expected, (head, text, line)
        if "→" in line:
            code, answer = line.split(" → ", 1)
            answered[turn] = f"{code} → {answer.removeprefix(ANSWER).split(' · ')[0]}"
    assert len(answered) >= 3
    assert clock["tallest"] <= 2.2, clock  # 폰 폭에서 두 줄 안
    assert clock["wide"] <= 0, clock  # 가로로 넘치지 않는다
    no_error(page)


# 견주기 막대 요소 안의 글자들이 화면 안에 있는지와, 그 안에 스크롤되는 상자가 없는지
FITS_JS = """() => {
  const box = document.querySelector('.st-key-auto_rivals');
  const texts = [...box.querySelectorAll('svg text')].filter((t) => t.textContent.trim());
  const out = texts.filter((t) => {
    const r = t.getBoundingClientRect();
    return r.left < 0 || r.right > window.innerWidth;
  }).map((t) => t.textContent);
  const scrolls = [box, ...box.querySelectorAll('*')].filter(
    (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible'
  ).length;
  return {
    right: box.getBoundingClientRect().right,
    labels: texts.map((t) => t.textContent),
    out,
    scrolls,
    wide: document.documentElement.scrollWidth - window.innerWidth,
  };
}"""


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_rival_bars_fit_the_phone_width_and_the_first_guess_has_one_line(
    page, server, snap, lang: str
) -> None:
    page.goto(f"{server}/autoplay?lang={lang}&game=11&paused=1")
    heading(page, lang, "autoplay").wait_for(timeout=60_000)
    page.locator(f".st-key-auto_bars {Dom.CHART_SVG}").first.wait_for(timeout=60_000)
    settle(page)
    # 첫 추측: 모든 수가 180 으로 같아 막대 대신 한 줄
    page.get_by_text(tr(lang, "rival_tie", pool=504, n=180)).wait_for()
    assert page.locator(".st-key-auto_rivals").count() == 0
    page.goto(f"{server}/autoplay?lang={lang}&game=11&step=2&paused=1")
    page.locator(f".st-key-auto_rivals {Dom.CHART_SVG}").first.wait_for(timeout=60_000)
    settle(page)
    fits = page.evaluate(FITS_JS)
    assert fits["right"] <= 390 and not fits["out"] and fits["scrolls"] == 0, fits
    assert fits["wide"] <= 0, fits
    chosen = tr(lang, "rival_chosen")
    assert any(label.startswith("★") and label.endswith(chosen) for label in fits["labels"]), fits
    snap(page, f"autoplay-rivals-{lang}")
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_longest_turns_line_stays_within_two_lines(page, server, lang: str) -> None:
    """무작위로 부른 bulls4 판 (게임 5, 8번에 맞힌다) 의 7번째 질문: 지난 질문 여섯 가운데 마지막
    다섯만, 두 줄 안. 지난 질문 줄은 자동 진행 중에만 있어 멈추지 않은 채 연다: 박자는 판이
    그려지고 한 간격 (2.5 초) 뒤에 오고, 맞히기 전의 두 단계 (7번째의 대답, 8번째 질문) 도 지난
    질문이 다섯을 넘어 줄의 모양이 같다. 줄이 보이자마자 글과 높이를 한 번에 읽는다."""
    params = "variant=bulls4&strategy=random&game=5&step=12"
    page.goto(f"{server}/autoplay?lang={lang}&{params}")
    heading(page, lang, "autoplay").wait_for(timeout=60_000)
    prefix = tr(lang, "auto_turns_cut", turns="")
    line = page.locator(".st-key-auto_guess p", has_text=prefix.strip()).first
    line.wait_for(timeout=60_000)
    text, lines = line.evaluate(
        "(p) => [p.innerText, p.getBoundingClientRect().height"
        " / parseFloat(getComputedStyle(p).lineHeight)]"
    )
    assert text.startswith(prefix) and text.count("→") == 5
    assert lines <= 2.2, lines
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    no_error(page)
