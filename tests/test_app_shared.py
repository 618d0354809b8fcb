"""여러 페이지에 걸친 AppTest: 언어 전환과 세션끼리의 분리."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest

from solver.variants import VARIANTS
from ui.text import LANGS, tr

PAGES = {
    "app_pages/autoplay.py": "auto_title",
    "app_pages/keeper.py": "keeper_title",
    "app_pages/compare.py": "compare_title",
    "app_pages/gametree.py": "gt_title",
}
NAV = ["nav_autoplay", "nav_keeper", "nav_compare", "nav_gametree"]


def heading(at: AppTest) -> str:
    """페이지 맨 위 제목 (st.title 이든 st.header 든)."""
    found = [e.value for e in (*at.title, *at.header)]
    assert found, "페이지에 제목이 없다"
    return found[0]


def nav_titles(at: AppTest) -> list[str]:
    """st.navigation 에 등록된 페이지 제목들, 등록 순서대로.

    내비게이션 메뉴는 AppTest 의 요소 나무에 없어서, AppTest 가 기록한 등록 목록을 읽는다.
    """
    return [info["page_name"] for info in at._registered_pages.values()]


def test_default_language_is_korean_with_all_pages(make_app: Callable[..., AppTest]) -> None:
    at = make_app()
    assert not at.exception
    assert at.session_state["lang"] == "ko"
    assert heading(at) == tr("ko", "auto_title")
    assert nav_titles(at) == [tr("ko", key) for key in NAV]
    assert at.segmented_control(key="lang").options == list(LANGS.values())


def test_language_switch_translates_the_page_and_navigation(
    make_app: Callable[..., AppTest],
) -> None:
    at = make_app()
    at.segmented_control(key="lang").set_value("en").run()
    assert not at.exception
    assert at.session_state["lang"] == "en"
    assert heading(at) == tr("en", "auto_title")
    assert nav_titles(at) == [tr("en", key) for key in NAV]
    assert at.selectbox(key="variant").label == tr("en", "variant")
    assert at.selectbox(key="variant").options == [v.title("en") for v in VARIANTS.values()]
    assert tr("en", "auto_status", turn=1, left=504) in "\n".join(m.value for m in at.markdown)
    assert at.button(key="auto_step").label == tr("en", "auto_step")
    # 주의: 영어로 그린 뒤에는 이 AppTest 로 더 돌리지 않는다. 사이드바 selectbox 의
    # format_func 가 부를 때마다 state.lang() 을 읽는데, AppTest 는 다음 실행 전에 그것을
    # 스크립트 밖에서 (세션 없이 → 'ko') 불러 영어 선택지와 맞춰 보다가 ValueError 를 낸다.


@pytest.mark.parametrize("page", list(PAGES))
def test_every_page_is_in_english_when_lang_is_en(
    make_app: Callable[..., AppTest], page: str
) -> None:
    at = make_app(page, direct=True, lang="en", timeout=240)
    assert not at.exception
    assert heading(at) == tr("en", PAGES[page])
    assert nav_titles(at) == [tr("en", key) for key in NAV]
    assert at.expander[-1].label == tr("en", "explain")


def test_deep_link_on_a_fresh_server_runs_the_entry(make_app: Callable[..., AppTest]) -> None:
    """새로 띄운 서버에 주소 /keeper 로 처음 들어와도 진입 파일 (언어 · 게임 종류) 을 거친다.

    페이지 폴더가 pages/ 이면 Streamlit 이 옛 방식으로 페이지만 돌려서, app_pages/ 로 둔다.
    """
    at = make_app("app_pages/keeper.py", direct=True)
    assert not at.exception
    assert nav_titles(at) == [tr("ko", key) for key in NAV]
    assert [w.key for w in at.sidebar if w.key] == ["lang", "variant"]


def test_two_sessions_keep_separate_games(make_app: Callable[..., AppTest]) -> None:
    first, second = make_app(), make_app()
    for at in (first, second):
        at.toggle(key="auto_playing").set_value(False).run()
    untouched = second.session_state["auto_game"]

    first.button(key="auto_step").click().run()
    first.button(key="auto_step").click().run()
    first.button(key="auto_step").click().run()
    assert len(first.session_state["auto_game"]["turns"]) == 2

    second.run()
    assert not second.exception
    assert second.session_state["auto_game"] == untouched
    assert second.session_state["auto_game"]["turns"] == []
    assert tr("ko", "auto_status", turn=1, left=504) in "\n".join(m.value for m in second.markdown)
    assert second.session_state["auto_game"]["seed"] != first.session_state["auto_game"]["seed"]
