"""접근성: axe-core (Lighthouse 의 접근성 점수를 매기는 엔진) 가 모든 페이지에서 WCAG 2 A · AA
위반을 하나도 찾지 못한다. 페이지 8 개 x 언어 2 개 x 크기 2 개 (폰 390x844, 데스크톱 1280x800).

axe-core 는 npm 꾸러미다: `.ci/run` 이 `npm i -E --prefix .tools axe-core@4.10.2` 로 깐다. 없으면
이유를 밝히고 건너뛰고, REQUIRE_BROWSER=1 (CI) 이면 실패한다.
"""

from __future__ import annotations

import pytest
from conftest import ROOT, require
from pageops import DRAWN, TITLES, heading, settle

pytestmark = pytest.mark.e2e

AXE = ROOT / ".tools" / "node_modules" / "axe-core" / "axe.min.js"
# WCAG 2.0 · 2.1 의 A 와 AA 규칙만 (모범 사례 규칙은 빼고)
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

RUN_AXE = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}});
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ' :: ' + n.failureSummary),
  }));
}"""


@pytest.mark.parametrize("lang", ["ko", "en"])
@pytest.mark.parametrize("url", list(TITLES))
def test_no_wcag_a_or_aa_violations(page, server, url: str, lang: str) -> None:
    require(str(AXE) if AXE.exists() else None, f"axe-core not found at {AXE} (see .ci/run)")
    page.goto(f"{server}/{url}?lang={lang}")
    heading(page, lang, url).wait_for(timeout=60_000)
    page.locator(DRAWN[url]).first.wait_for(timeout=60_000)
    settle(page)
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(RUN_AXE, TAGS)
    report = "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']}\n    " + "\n    ".join(v["nodes"])
        for v in violations
    )
    assert not violations, report


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_notice_of_a_dropped_link_value_has_no_wcag_violation(page, server) -> None:
    """버린 링크 값의 알림 (st.warning, 엷은 노랑 바탕) 도 글자 대비를 지킨다."""
    require(str(AXE) if AXE.exists() else None, f"axe-core not found at {AXE} (see .ci/run)")
    page.goto(f"{server}/keeper?variant=nope")
    heading(page, "ko", "keeper").wait_for(timeout=60_000)
    page.locator(DRAWN["keeper"]).first.wait_for(timeout=60_000)
    page.get_by_role("alert").first.wait_for()
    settle(page)
    page.add_script_tag(path=str(AXE))
    assert not page.evaluate(RUN_AXE, TAGS)
