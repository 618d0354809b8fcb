"""MCTS 한 걸음씩, 폰 (390x844) 의 진짜 브라우저에서: 네 박자를 눌러 지나기, 두 번 누름은 한 박자,
여럿 한 번에, 나무의 노드 누르기, 예측, 새로 고침 · 뒤로 가기 · 새 브라우저의 링크, 첫 화면의 판과
44 px. 빠르기에 민감한 시험은 CPU 그대로와 4 배 느리게 (cpu) 돈다."""

from __future__ import annotations

import pytest
from conftest import VIEWPORTS
from pageops import (
    Dom,
    close_sidebar,
    follow_nav,
    heading,
    human_click,
    in_first_screen,
    no_error,
    open_expander,
    params,
    prove_handled,
    quick_taps,
    scrolling_boxes,
    settle,
    small_targets,
    split_words,
    spot,
    stamps,
    to_center,
    turn_button,
    wait_guard,
    wait_next_turn,
    wait_not_running,
)

from solver.gametree import tictactoe
from solver.gametree.mcts_trace import trace_mcts
from ui.text import tr
from ui.turns import step_key

pytestmark = pytest.mark.e2e

FOUND = trace_mcts(tictactoe.RULES, tictactoe.EMPTY, playouts=12, rng=1)
BEATS = ["select", "expand", "rollout", "backup"]


def open_mcts(page, server: str, query: str = "", lang: str = "ko") -> None:
    """페이지를 열고 나무와 두 번 누름 막기가 준비될 때까지."""
    page.goto(f"{server}/mcts?{query}")
    heading(page, lang, "mcts").wait_for(timeout=60_000)
    wait_next_turn(page, "mc_node", -1)
    wait_guard(page)
    settle(page)
    close_sidebar(page)


def step_button(page, name: str):
    return page.locator(f".st-key-{step_key(name)} button")


def beat(page) -> tuple[str | None, str | None]:
    p = params(page)
    return p.get("playout"), p.get("beat")


def act(page, locator) -> None:
    """사람처럼 누르고 그 누름이 처리될 때까지 (나무의 단추가 새 차례로 다시 그려진다)."""
    drawn = max(stamps(page, "mc_node"))
    to_center(locator)
    human_click(page, locator, tap=True)
    wait_next_turn(page, "mc_node", drawn)
    wait_not_running(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_forward_walks_the_four_beats_on_the_first_screen(page, server, cpu, snap) -> None:
    open_mcts(page, server, "playout=12")
    board = page.locator(".st-key-mc_board")
    forward = step_button(page, "mc_forward")
    assert in_first_screen(page, board) and in_first_screen(page, forward)
    assert small_targets(page) == []
    seen = set()
    for i, name in enumerate([*BEATS[1:], "select"]):
        box = forward.bounding_box()
        seen.add((round(box["x"]), round(box["y"])))
        act(page, forward)
        assert beat(page) == ("12" if i < 3 else "13", name)
        snap(page, f"mcts-beat-{i + 2}")
    assert len(seen) == 1, seen  # 앞으로 단추는 박자마다 같은 자리
    expand = FOUND.playouts[11].expand
    act(page, step_button(page, "mc_back"))
    assert beat(page) == ("12", "backup")
    assert page.locator(".mc-words").first.inner_text().count("→") >= 3
    assert page.locator(".mc-grid .mc-new").count() == 1 and expand is not None
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_double_tap_on_forward_takes_one_beat(page, server, cpu) -> None:
    open_mcts(page, server, "playout=12")
    forward = step_button(page, "mc_forward")
    to_center(forward)
    quick_taps(page, [spot(forward), spot(forward)], 120)
    prove_handled(page, "ko")
    assert beat(page) == ("12", "expand")
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_run_many_then_tap_a_node_then_reload_and_back_keep_it(page, server, cpu, snap) -> None:
    open_mcts(page, server)
    act(page, turn_button(page, "mc_run", 100))
    assert beat(page) == ("100", "backup")
    page.locator(".st-key-mc_stages").get_by_text("100").first.wait_for()
    page.locator(".st-key-mc_root_chart").wait_for()
    act(page, turn_button(page, "mc_node", "4"))
    assert params(page).get("node") == "4"
    page.locator(".st-key-mc_node_panel").wait_for()
    snap(page, "mcts-node")
    want = params(page)
    page.reload()
    heading(page, "ko", "mcts").wait_for(timeout=60_000)
    settle(page)
    assert params(page) == want
    page.locator(".st-key-mc_node_panel").wait_for()
    follow_nav(page, "ko", "connect4")
    page.go_back()
    heading(page, "ko", "mcts").wait_for(timeout=60_000)
    settle(page)
    assert params(page) == want
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_prediction_is_a_tap_and_the_page_says_why(page, server, cpu) -> None:
    open_mcts(page, server, "playout=10&practice=1")  # 아홉 칸을 넓힌 뒤의 첫 고르기
    assert step_button(page, "mc_forward").is_disabled()
    selection = FOUND.playouts[9].select[0]
    wrong = next(c.move for c in selection.children if c.move != selection.chose)
    act(page, turn_button(page, "mc_guess", wrong))
    line = page.locator(Dom.ALERT, has_text="아니에요")
    line.wait_for()
    assert f"칸 {selection.chose}" in line.inner_text()
    assert params(page).get("guesses") == f"10.{wrong}"
    assert not step_button(page, "mc_forward").is_disabled()
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_link_opens_the_same_tree_at_the_same_beat_on_a_fresh_browser(
    page, server, browser
) -> None:
    open_mcts(page, server, "game=connect4&moves=4453&seed=9&c=2&playout=25&beat=rollout")
    shown = page.locator(".mc-words").first.inner_text()
    board = page.locator(".mc-grid").first.get_attribute("aria-label")
    width, height = VIEWPORTS["phone"]
    fresh = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=True, has_touch=True
    )
    try:
        other = fresh.new_page()
        other.goto(page.url)
        heading(other, "ko", "mcts").wait_for(timeout=60_000)
        settle(other)
        assert other.locator(".mc-words").first.inner_text() == shown
        assert other.locator(".mc-grid").first.get_attribute("aria-label") == board
        assert params(other) == params(page)
    finally:
        fresh.close()


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_junk_in_the_link_is_dropped_with_clear_words(page, server) -> None:
    open_mcts(page, server, "game=go&seed=-1&playout=abc&beat=fly&node=9.9")
    notice = page.locator(Dom.ALERT, has_text=tr("ko", "link_dropped", items="")[:10])
    notice.first.wait_for()
    text = notice.first.inner_text()
    assert all(f"{name}=" in text for name in ("game", "seed", "playout", "beat"))
    assert beat(page) == ("1", "select")
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_changing_settings_one_after_another_keeps_the_settings_box_open(page, server) -> None:
    # 설정 하나를 바꾸면 탐색이 처음부터라 위의 차트가 사라진다: 상자가 자리를 잃고 닫히면 폰에서
    # 다음 설정을 바꾸려고 다시 찾아 열어야 했다
    open_mcts(page, server, "playout=12")
    label = tr("ko", "mc_settings")
    open_expander(page, label)
    head = page.locator(Dom.EXPANDER_HEAD, has_text=label).first
    for control in (".st-key-mc_c button >> text='0.5'", ".st-key-mc_practice label"):
        human_click(page, page.locator(control).first, tap=True)
        settle(page)
        assert head.evaluate("s => s.closest('details').open"), control
    assert params(page).get("c") == "0.5" and params(page).get("practice") == "1"
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_tables_and_captions_break_lines_only_between_words(page, server, snap) -> None:
    # 사목의 뜻 칸이 길어 좁아진 열: '방문' · '승률' 이 한 글자씩 두 줄로 끊겼다
    open_mcts(page, server, "game=connect4&moves=435426734251676713&playout=100&beat=backup")
    page.locator(".st-key-mc_exact tbody tr").first.wait_for()
    snap(page, "mcts-exact-connect4")
    assert split_words(page, ".st-key-mc_exact table, .st-key-mc_stages table") == []
    # 작은 글씨도 ('앞으로를 눌/러': Streamlit 의 규칙이 page.css 의 낱말 지키기를 이겼다)
    assert split_words(page, f"{Dom.MAIN} :is(p, li, th, td)") == []
    assert scrolling_boxes(page) == []
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_long_position_fits_its_settings_box_on_the_phone(page, server) -> None:
    # 돌 18 개의 판 이름 (수순 전부) 이 폰의 고르기 상자에서 잘렸다
    for lang in ("ko", "en"):
        open_mcts(page, server, f"lang={lang}&game=connect4&moves=435426734251676713", lang)
        open_expander(page, tr(lang, "mc_settings"))
        box = page.locator(f'[class*="st-key-mc_position_connect4_{lang}"] input')
        assert box.evaluate("(e) => e.scrollWidth <= e.clientWidth"), box.input_value()
