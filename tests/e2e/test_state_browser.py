"""상태가 거짓말하지 않는다: 새 사용자가 찾은 문제들 (이슈 7 의 1-9) 을 진짜 브라우저에서.

새 서버의 첫 요청이 깊은 주소여도 우리 틀이 나오는지, 언어 · 게임 종류를 오가도 값이 맞는지,
두 번 누름 · 두 번 되돌리기가 한 번만 듣는지, 다른 페이지에 다녀와도 설정과 판이 남는지.
"""

from __future__ import annotations

import itertools
import re

import pytest
from pageops import (
    DRAWN,
    GRID_CELLS,
    Dom,
    choose_language,
    choose_option,
    choose_variant,
    close_sidebar,
    ever_seen,
    expected_nav,
    follow_nav,
    heading,
    human_click,
    nav_names,
    no_error,
    open_expander,
    open_sidebar,
    outwait_beats,
    path_of,
    pause_autoplay,
    prove_handled,
    quick_taps,
    settle,
    spot,
    stamps,
    status_line,
    to_center,
    turn_button,
    variant_box,
    variant_box_text,
    visible_text,
    wait_guard,
    wait_next_turn,
    wait_still,
    wait_text,
    watch,
)
from playwright.sync_api import expect

from solver.codebreaking.feedback import score
from solver.codebreaking.variants import get_variant
from ui.codebreaking.words import answer_label, strategy_title, variant_title
from ui.text import tr

pytestmark = [pytest.mark.e2e, pytest.mark.phone_only]

BASEBALL = get_variant("baseball3")


def sidebar_controls_present(page, lang: str) -> None:
    """사이드바에 우리 메뉴와 언어 · 게임 종류 고르기가 있다."""
    open_sidebar(page)
    assert nav_names(page) == expected_nav(lang)
    expect(page.locator(f"{Dom.SIDEBAR} button", has_text="English")).to_have_count(1)
    expect(page.locator(f"{Dom.SIDEBAR} button", has_text="한국어")).to_have_count(1)
    expect(variant_box(page)).to_have_count(1)
    close_sidebar(page)


@pytest.mark.parametrize(
    "url", ["you_guess", "keeper", "compare", "gametree", "alphabeta", "connect4"]
)
def test_fresh_server_first_request_to_a_deep_link_shows_our_frame(
    page, fresh_server, url: str, snap
) -> None:
    with fresh_server() as server:
        page.goto(f"{server}/{url}")  # 이 서버가 받는 첫 페이지 요청
        heading(page, "ko", url).wait_for(timeout=180_000)
        page.locator(DRAWN[url]).first.wait_for(timeout=180_000)
        assert path_of(page).endswith(f"/{url}")
        sidebar_controls_present(page, "ko")
        no_error(page)
        snap(page, f"fresh-{url}")


def test_english_and_720_survive_following_the_nav_to_every_page(page, server) -> None:
    page.goto(f"{server}/keeper")
    heading(page, "ko", "keeper").wait_for()
    choose_language(page, "en")
    choose_variant(page, variant_title("en", "baseball3z"))
    wait_text(page, tr("en", "status", turn=1, left=720))
    for url in ["autoplay", "you_guess", "compare", "gametree", "keeper"]:
        follow_nav(page, "en", url)
        assert variant_box_text(page).strip() == variant_title("en", "baseball3z")
        assert nav_names(page) == expected_nav("en")
        if url in ("keeper", "you_guess"):
            assert "720" in status_line(page)
        if url == "autoplay":  # 자동 진행은 돌고 있어 후보 수가 바뀐다: 격자의 칸을 센다
            page.wait_for_function(GRID_CELLS, arg=720, timeout=60_000)
        if url == "compare":
            page.locator(".st-key-compare_table table").first.wait_for(timeout=180_000)
        no_error(page)


@pytest.mark.parametrize("url", ["autoplay", "you_guess", "keeper"])
def test_language_round_trip_does_not_crash(page, server, url: str, snap) -> None:
    """찾은 문제 1: 영어로 갔다 한국어로 돌아오면 ValueError 로 페이지가 죽고 설정이 사라졌다."""
    page.goto(f"{server}/{url}")
    heading(page, "ko", url).wait_for()
    for lang in ("en", "ko", "en", "ko"):
        choose_language(page, lang)
        heading(page, lang, url).wait_for()
        sidebar_controls_present(page, lang)
        no_error(page)
    snap(page, f"roundtrip-{url}")


def test_variant_and_language_round_trip_agree(page, server) -> None:
    """찾은 문제 2: 720 을 고르고 언어를 바꿨다 돌아오면 상자는 720, 페이지는 504 였다."""
    page.goto(f"{server}/keeper")
    heading(page, "ko", "keeper").wait_for()
    choose_variant(page, variant_title("ko", "baseball3z"))
    wait_text(page, tr("ko", "status", turn=1, left=720))
    choose_language(page, "en")
    assert variant_box_text(page).strip() == variant_title("en", "baseball3z")
    wait_text(page, tr("en", "status", turn=1, left=720))
    choose_language(page, "ko")
    assert variant_box_text(page).strip() == variant_title("ko", "baseball3z")
    wait_text(page, tr("ko", "status", turn=1, left=720))
    no_error(page)


def test_autoplay_settings_survive_a_visit_to_another_page(page, server, snap) -> None:
    """찾은 문제 3: 다른 페이지에 다녀오면 설정이 기본값으로 보이고 멈춘 판이 다시 돌았다."""
    page.goto(f"{server}/autoplay")
    heading(page, "ko", "autoplay").wait_for()
    pause_autoplay(page)
    open_expander(page, tr("ko", "settings"))
    box = page.locator('[class*="st-key-auto_strategy_"]')
    choose_option(page, box, strategy_title("ko", "entropy"))
    page.locator(".st-key-auto_sampling label").click()
    settle(page)
    sample = page.locator(".st-key-auto_sample input")
    sample.fill("77")
    sample.press("Enter")
    settle(page)
    wait_text(page, tr("ko", "why_sampled", n=77))
    line = status_line(page)

    follow_nav(page, "ko", "keeper")
    follow_nav(page, "ko", "autoplay")
    # 자동 진행이 다시 돌고 있다면 박자가 두 번 왔을 만큼 (간격은 앱의 값) 기다리는 것이 곧
    # 시험이다. 그사이 보냈을 단계 요청이 처리된 뒤에 본다 (언어를 바꿨다 되돌리는 것이 그 증거)
    outwait_beats(page, 2)
    prove_handled(page, "ko")
    assert status_line(page) == line
    assert not page.locator(".st-key-auto_playing input").is_checked()
    open_expander(page, tr("ko", "settings"))
    strategy = page.locator('[class*="st-key-auto_strategy_"] input').input_value()
    assert strategy == strategy_title("ko", "entropy")
    assert page.locator(".st-key-auto_sampling input").is_checked()
    assert page.locator(".st-key-auto_sample input").input_value() == "77"
    wait_text(page, tr("ko", "why_sampled", n=77))
    no_error(page)
    snap(page, "settings-kept")


def keeper_answer(page, secret: str) -> str:
    """지금 추측에 secret 을 마음에 둔 사람이 누를 대답 이름."""
    guess = page.locator(".st-key-keeper_guess strong").inner_text().strip()
    value = score(BASEBALL, BASEBALL.parse(guess), BASEBALL.parse(secret))
    return answer_label("ko", BASEBALL, value)


def answer_button(page, name: str):
    return page.get_by_role("button", name=re.compile("^" + re.escape(name) + " · "))


def answer_truthfully(page, secret: str = "719") -> None:
    """secret 을 마음에 둔 사람처럼 한 번 대답하고 다음 질문이 다 그려지길 기다린다."""
    drawn = max(stamps(page, "keeper_ans"))
    human_click(page, answer_button(page, keeper_answer(page, secret)))
    wait_next_turn(page, "keeper_ans", drawn)


def question_number(page) -> int:
    """상태 줄의 'n번째 질문' 의 n."""
    found = re.match(r"(\d+)번째 질문", status_line(page))
    assert found, status_line(page)
    return int(found.group(1))


def test_double_tap_on_an_answer_answers_once(page, cpu, server, snap) -> None:
    """찾은 문제 4: 120 ms 간격의 두 번 누름이 두 질문에 대답해 3번째 질문으로 뛰었다."""
    page.goto(f"{server}/keeper")
    wait_next_turn(page, "keeper_ans", -1)
    # 폰에서도 (접힌 사이드바가 아닌 본문에) 막기가 깔린다
    wait_guard(page)
    drawn = max(stamps(page, "keeper_ans"))
    button = answer_button(page, keeper_answer(page, "719"))
    to_center(button)
    where = spot(button)
    quick_taps(page, [where, where], 120)
    wait_next_turn(page, "keeper_ans", drawn)
    prove_handled(page, "ko")  # 두 번째 누름 (늦게 닿았어도) 이 처리된 뒤에 센다
    assert question_number(page) == 2
    no_error(page)
    snap(page, "double-tap")


def test_quick_taps_on_two_cells_place_one_stone(page, cpu, server) -> None:
    """찾은 문제 4: 두 칸을 빠르게 누르면 X 가 두 개 놓였다."""
    page.goto(f"{server}/gametree")
    heading(page, "ko", "gametree").wait_for()
    wait_next_turn(page, "gt_cell", -1)
    wait_guard(page)
    before = max(stamps(page, "gt_cell"))
    page.locator('[class*="st-key-gt_start_"] button', has_text="나").first.click()
    wait_next_turn(page, "gt_cell", before)
    drawn = max(stamps(page, "gt_cell"))
    to_center(turn_button(page, "gt_cell", 4))
    spots = [spot(turn_button(page, "gt_cell", cell)) for cell in (0, 8)]
    quick_taps(page, spots, 60)  # 판이 바뀌기 전에 다른 칸을 한 번 더
    wait_next_turn(page, "gt_cell", drawn)
    prove_handled(page, "ko")  # 두 번째 칸의 누름이 처리된 뒤에 센다
    cells = [visible_text(turn_button(page, "gt_cell", c)) for c in range(9)]
    assert cells.count("X") == 1 and cells[0] == "X"
    assert cells.count("O") == 1
    no_error(page)


def test_double_undo_undoes_once_without_an_error(page, cpu, server) -> None:
    """찾은 문제 5: 되돌리기를 두 번 누르면 반쯤 영어인 오류 ('cannot undo to turn -1') 가 떴다."""
    page.goto(f"{server}/keeper")
    wait_next_turn(page, "keeper_ans", -1)
    wait_guard(page)
    answer_truthfully(page)
    answer_truthfully(page)
    assert question_number(page) == 3
    drawn = max(stamps(page, "keeper_ans"))
    undo = turn_button(page, "keeper_undo")
    to_center(undo)
    where = spot(undo)
    # 두 번째 되돌리기의 실행이 띄운 알림은 다음 실행 (언어 바꾸기) 이 지우므로 나타나는 대로 적는다
    watch(page, "cannot", Dom.ALERT, "cannot")
    watch(page, "error", Dom.ALERT_ERROR)
    quick_taps(page, [where, where], 120)
    wait_next_turn(page, "keeper_ans", drawn)
    prove_handled(page, "ko")  # 두 번째 누름이 처리된 뒤에 센다
    assert question_number(page) == 2
    assert page.locator(Dom.ALERT).filter(has_text="cannot").count() == 0
    assert page.locator(Dom.ALERT_ERROR).count() == 0
    assert not ever_seen(page, "cannot") and not ever_seen(page, "error")
    no_error(page)


def test_keeper_game_survives_a_variant_round_trip(page, server) -> None:
    """찾은 문제 6: 504 에서 질문 2 에 있다가 마스터마인드에 다녀오면 말없이 질문 1 이었다."""
    page.goto(f"{server}/keeper")
    wait_next_turn(page, "keeper_ans", -1)
    answer_truthfully(page)
    line = status_line(page)
    assert "2번째 질문" in line
    choose_variant(page, variant_title("ko", "mastermind"))
    wait_text(page, tr("ko", "status", turn=1, left=1296))
    choose_variant(page, variant_title("ko", "baseball3"))
    wait_text(page, line)
    no_error(page)


def test_strategy_change_says_it_starts_a_new_game(page, server) -> None:
    """찾은 문제 6: 전략을 바꾸면 말없이 새 판이 시작됐다."""
    page.goto(f"{server}/keeper")
    wait_next_turn(page, "keeper_ans", -1)
    answer_truthfully(page)
    open_expander(page, tr("ko", "keeper_settings"))  # 전략은 판 아래의 접힌 상자 안에 있다
    box = page.locator('[class*="st-key-keeper_strategy_"]')
    choose_option(page, box, strategy_title("ko", "entropy"))
    wait_text(page, tr("ko", "notice_restart"))
    assert "1번째 질문" in status_line(page)
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
@pytest.mark.parametrize("variant", ["bulls4", "mastermind"])
def test_bucket_bar_labels_do_not_overlap_on_a_phone(page, server, variant, snap) -> None:
    """찾은 문제 8: 5040 과 마스터마인드에서 대답 막대의 이름표가 폰 (390 px) 에서 겹쳤다."""
    page.goto(f"{server}/keeper")
    heading(page, "ko", "keeper").wait_for()
    choose_variant(page, variant_title("ko", variant))
    size = get_variant(variant).size
    wait_text(page, tr("ko", "status", turn=1, left=size), timeout=120_000)
    chart = page.locator(f".st-key-keeper_bars {Dom.CHART}")
    chart.wait_for()
    # 이름표가 다 그려지고 (다시 배치까지 끝나) 움직이지 않을 때 잰다
    wait_still(page, f".st-key-keeper_bars {Dom.CHART} {Dom.CHART_TICK}", 14)
    boxes = [t.bounding_box() for t in chart.locator(Dom.CHART_TICK).all()]
    boxes = sorted((b for b in boxes if b), key=lambda b: b["x"])
    assert len(boxes) == 14
    for left, right in itertools.pairwise(boxes):
        assert left["x"] + left["width"] <= right["x"] + 0.5, (left, right)
    snap(page, f"bars-{variant}")


@pytest.mark.parametrize(
    ("path", "url"), [("keeper/extra", "keeper"), ("foo/bar", "autoplay"), ("foo", "autoplay")]
)
def test_unknown_and_nested_paths_open_a_working_page(page, server, path: str, url: str) -> None:
    """찾은 문제 9: /keeper/extra 나 /foo/bar 는 영원히 빈 화면이었다."""
    page.goto(f"{server}/{path}?x=1")
    heading(page, "ko", url).wait_for(timeout=60_000)
    assert path_of(page).endswith(f"/{url}")
    # 쿼리는 그대로 따라와 앱에 닿는다: 모르는 매개변수라 알림에 이름이 보인다
    page.locator(Dom.ALERT, has_text="x=1").first.wait_for()
    sidebar_controls_present(page, "ko")
    no_error(page)


def test_page_titles_match_the_language(page, server) -> None:
    """브라우저 탭의 제목도 언어를 따른다."""
    page.goto(f"{server}/gametree")
    heading(page, "ko", "gametree").wait_for()
    assert tr("ko", "nav_gametree") in page.title()
    choose_language(page, "en")
    heading(page, "en", "gametree").wait_for()
    page.wait_for_function(f"() => document.title.includes({tr('en', 'nav_gametree')!r})")
