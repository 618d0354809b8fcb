"""여러 페이지에 걸친 AppTest: 우리 메뉴, 언어 · 게임 종류, 페이지를 오가도 남는 상태, 세션 분리."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptest import page_state, pending_guess, slot_game, stamped
from streamlit.testing.v1 import AppTest

from solver.codebreaking.feedback import score
from solver.codebreaking.variants import VARIANTS, get_variant
from ui.codebreaking.words import variant_title
from ui.nav import PAGES
from ui.states import Key
from ui.text import LANGS, tr

TITLES = {p.path: p.title for p in PAGES}


def heading(at: AppTest) -> str:
    """페이지 맨 위 제목."""
    found = [e.value for e in (*at.title, *at.header)]
    assert found, "페이지에 제목이 없다"
    return found[0]


def nav(at: AppTest) -> list[tuple[str, str]]:
    """사이드바의 우리 메뉴: (이름, 페이지 파일), 그린 순서대로."""
    return [(link.label, link.proto.page) for link in at.sidebar.get("page_link")]


def expected_nav(lang: str) -> list[tuple[str, str]]:
    return [(tr(lang, page.title), page.url) for page in PAGES]


def sidebar_keys(at: AppTest) -> list[str]:
    """사이드바 위젯의 열쇠들."""
    return [w.key for w in at.sidebar if getattr(w, "key", None)]


def status_text(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def test_default_language_is_korean_with_our_navigation(make_app: Callable[..., AppTest]) -> None:
    at = make_app()
    assert not at.exception
    assert heading(at) == tr("ko", "nav_autoplay")
    assert nav(at) == expected_nav("ko")
    assert at.segmented_control(key="side_lang").options == list(LANGS.values())
    assert at.segmented_control(key="side_lang").value == "ko"
    assert sidebar_keys(at) == ["side_nav", "side_lang", "side_variant_ko"]


def test_language_switch_translates_the_page_and_navigation(
    make_app: Callable[..., AppTest],
) -> None:
    at = make_app()
    at.segmented_control(key="side_lang").set_value("en").run()
    assert not at.exception
    assert page_state(at, Key.LANG) == "en"
    assert heading(at) == tr("en", "nav_autoplay")
    assert nav(at) == expected_nav("en")
    box = at.selectbox(key="side_variant_en")
    assert box.label == tr("en", "variant")
    assert box.options == [variant_title("en", name) for name in VARIANTS]
    assert tr("en", "status", turn=1, left=504) in status_text(at)
    assert at.toggle(key="auto_playing").label == tr("en", "auto_playing")
    at.toggle(key="auto_playing").set_value(False).run()
    assert stamped(at, "auto_step").label == tr("en", "auto_step")


@pytest.mark.parametrize("path", list(TITLES))
def test_every_page_is_in_english_when_lang_is_en(
    make_app: Callable[..., AppTest], path: str
) -> None:
    at = make_app(path, direct=True, state={Key.LANG: "en"}, timeout=240)
    assert not at.exception
    assert heading(at) == tr("en", TITLES[path])
    assert nav(at) == expected_nav("en")
    assert at.expander[-1].label == tr("en", "how_to_read")


@pytest.mark.parametrize("path", list(TITLES))
def test_a_page_opened_directly_has_the_frame(make_app: Callable[..., AppTest], path: str) -> None:
    """주소로 바로 연 페이지도 틀 (메뉴, 언어, 게임 종류) 을 거친다."""
    at = make_app(path, direct=True, timeout=240)
    assert not at.exception
    assert heading(at) == tr("ko", TITLES[path])
    assert nav(at) == expected_nav("ko")
    assert sidebar_keys(at) == ["side_nav", "side_lang", "side_variant_ko"]


@pytest.mark.parametrize("path", ["pages/autoplay.py", "pages/keeper.py"])
def test_language_round_trip_keeps_the_chosen_strategy(
    make_app: Callable[..., AppTest], path: str
) -> None:
    """찾은 문제 1: 영어로 갔다 한국어로 돌아오면 번역된 선택지 이름 때문에 페이지가 죽었다."""
    at = make_app(path)
    box = "auto_strategy" if path.endswith("autoplay.py") else "keeper_strategy"
    at.selectbox(key=f"{box}_ko").set_value("entropy").run()
    for lang in ("en", "ko", "en", "ko"):
        at.segmented_control(key="side_lang").set_value(lang).run()
        assert not at.exception
        assert at.selectbox(key=f"{box}_{lang}").value == "entropy"
        assert heading(at) == tr(lang, TITLES[path])


def test_variant_survives_a_language_round_trip(make_app: Callable[..., AppTest]) -> None:
    """찾은 문제 2: 720 을 고르고 언어를 바꿨다 돌아오면 상자는 720 인데 페이지는 504 였다."""
    at = make_app("pages/keeper.py")
    at.selectbox(key="side_variant_ko").set_value("baseball3z").run()
    for lang in ("en", "ko"):
        at.segmented_control(key="side_lang").set_value(lang).run()
        assert not at.exception
        assert at.selectbox(key=f"side_variant_{lang}").value == "baseball3z"
        assert tr(lang, "status", turn=1, left=720) in status_text(at)
    at.switch_page("pages/autoplay.py").run()
    assert tr("ko", "status", turn=1, left=720) in status_text(at)


def test_settings_survive_a_visit_to_another_page(make_app: Callable[..., AppTest]) -> None:
    """찾은 문제 3: 다른 페이지에 다녀오면 설정이 기본값으로 보이고 멈춘 판이 다시 돌았다."""
    at = make_app()
    at.toggle(key="auto_playing").set_value(False).run()
    at.selectbox(key="auto_strategy_ko").set_value("entropy").run()
    at.toggle(key="auto_sampling").set_value(True).run()
    at.text_input(key="auto_sample").input("77").run()
    at.switch_page("pages/keeper.py").run()
    at.switch_page("pages/autoplay.py").run()
    assert not at.exception
    assert at.toggle(key="auto_playing").value is False
    assert at.selectbox(key="auto_strategy_ko").value == "entropy"
    assert at.toggle(key="auto_sampling").value is True
    assert at.text_input(key="auto_sample").value == "77"
    game = slot_game(at, Key.AUTOPLAY, "baseball3")
    assert game.strategy == "entropy"
    assert game.options.sample == 77


def test_keeper_game_is_kept_per_variant(make_app: Callable[..., AppTest]) -> None:
    """찾은 문제 6: 질문 2 에서 마스터마인드에 다녀오면 말없이 질문 1 로 돌아갔다."""
    at = make_app("pages/keeper.py")
    variant = get_variant("baseball3")
    guess = variant.parse(pending_guess(at, Key.KEEPER, "baseball3"))
    stamped(at, "keeper_ans", score(variant, guess, variant.parse("719"))).click().run()
    assert tr("ko", "status", turn=2, left=0).split("·")[0] in status_text(at)
    at.selectbox(key="side_variant_ko").set_value("mastermind").run()
    assert tr("ko", "status", turn=1, left=1296) in status_text(at)
    at.selectbox(key="side_variant_ko").set_value("baseball3").run()
    assert not at.exception
    assert len(slot_game(at, Key.KEEPER, "baseball3").turns) == 1
    assert tr("ko", "status", turn=2, left=0).split("·")[0] in status_text(at)


def test_two_sessions_keep_separate_games(make_app: Callable[..., AppTest]) -> None:
    # 첫 세션은 정해 둔 게임 (13 번: 6 번째에 맞힌다): 무작위 비밀 수가 첫 추측이면 (504 번에 한 번)
    # 두 단계 전에 판이 끝난다
    first, second = make_app(params={"game": "13"}), make_app()
    for at in (first, second):
        at.toggle(key="auto_playing").set_value(False).run()
    untouched = slot_game(second, Key.AUTOPLAY, "baseball3")

    for _ in range(3):
        stamped(first, "auto_step").click().run()
    assert len(slot_game(first, Key.AUTOPLAY, "baseball3").turns) == 2

    second.run()
    assert not second.exception
    assert slot_game(second, Key.AUTOPLAY, "baseball3") == untouched
    assert untouched.turns == ()
    assert tr("ko", "status", turn=1, left=504) in status_text(second)
    first_seed = slot_game(first, Key.AUTOPLAY, "baseball3").seed
    assert untouched.seed != first_seed


def test_a_variant_switch_retires_the_buttons_drawn_for_the_old_variant(
    make_app: Callable[..., AppTest],
) -> None:
    """종류를 바꾸는 사이 지난 화면의 대답 단추를 눌러도 보이지 않는 판에 대답하지 않는다."""
    at = make_app("pages/keeper.py")
    state = page_state(at, Key.KEEPER)
    drawn = state.turn.stamp
    at.selectbox(key="side_variant_ko").set_value("bulls4").run()
    baseball = get_variant("baseball3")
    guess = baseball.parse(pending_guess(at, Key.KEEPER, "baseball3"))
    state.answer(baseball, score(baseball, guess, baseball.parse("719")), drawn)
    assert slot_game(at, Key.KEEPER, "baseball3").turns == ()
