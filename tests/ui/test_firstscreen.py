"""첫 화면의 그림 (ui/firstscreen/): 링크마다 한 번, 살아 있는 페이지와 같은 상태와 말로 만든다.
사람마다 달라질 화면 (새 판의 씨앗), 알림이 더 있는 링크, 수업의 자리는 그리지 않는다."""

from __future__ import annotations

import re

import pytest
from headless import screens

from solver.gametree import tictactoe
from solver.gametree.opening_book import book_decision
from ui.firstscreen import MAX_QUERY, PAINTED, RESULT_KEYS
from ui.nav import PAGES
from ui.text import tr

# 그림을 그리는 링크의 보기: 기본 링크가 사람마다 다른 페이지 (새 나무의 씨앗, 누가 먼저 두나) 는
# 그것을 정한 링크
SAMPLE = {"alphabeta": "seed=23", "gametree": "start=me", "duel": "game=7"}


def shown(url: str, query: str = "") -> str:
    made = screens()(url, query)
    assert made is not None, f"{url}?{query}"
    return made.decode()


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_home_page_paints_the_first_guess_its_grid_and_its_bars(lang: str) -> None:
    html = shown("autoplay", f"lang={lang}")
    for key in ("page_head", "auto_controls", "auto_guess", "auto_grid", "auto_bars"):
        assert f'data-nbm-box="{key}"' in html, key
    assert "<code>123</code>" in html
    assert tr(lang, "nav_autoplay") in html and tr(lang, "auto_phase_guess") in html
    assert tr(lang, "rival_tie", pool=504, n=180) in html
    assert "<script" not in html


def test_a_paused_link_shows_the_step_button_and_a_later_step_its_answer() -> None:
    assert tr("ko", "auto_step") in shown("autoplay", "paused=1")
    later = shown("autoplay", "game=7&step=3&paused=1")
    assert "2번째 질문" in later


@pytest.mark.parametrize(
    "query",
    [
        "room=ABCDEFGHJK&me=x",  # 수업의 자리: 맨 위에 자리의 한 줄이 더 있다
        "strategy=random",  # 첫 추측이 새 판의 씨앗에 따라 다르다
        "game=1&game=2",
        "game=" + "9" * MAX_QUERY,
    ],
)
def test_links_whose_first_screen_is_not_the_same_for_everyone_are_not_painted(query) -> None:
    assert screens()("autoplay", query) is None


@pytest.mark.parametrize("query", ["junk=1", "step=abc", "lang=xx", "variant=nope"])
def test_a_link_with_a_dropped_parameter_paints_the_notice_the_live_page_draws(query) -> None:
    """페이지가 그리는 그대로: 버린 매개변수의 알림이 맨 위에 (살아 있는 페이지와 같은 서술)."""
    name = query.split("=")[0]
    html = shown("autoplay", query)
    assert "nbm-f-warning" in html and f"<code>{name}" in html
    assert html.index("nbm-f-warning") < html.index('data-nbm-box="page_head"')


def test_a_page_without_a_renderer_is_not_painted_and_every_page_has_result_keys() -> None:
    assert screens()("nowhere", "") is None
    assert set(RESULT_KEYS) == {p.url for p in PAGES}
    assert set(RESULT_KEYS) - {"class"} == PAINTED
    for url in PAINTED:
        keys = RESULT_KEYS[url]
        html = screens()(url, SAMPLE.get(url, ""))
        assert html is not None and all(f'data-nbm-box="{k}"'.encode() in html for k in keys), url


def test_the_large_grid_of_5040_codes_stays_small_in_the_document() -> None:
    # 틈 없는 작은 칸은 한 줄의 같은 색을 한 네모로: 문서가 Streamlit 의 뜨는 시간을 늘리지 않게
    assert len(screens()("autoplay", "variant=bulls4")) < 20_000


def test_a_new_puzzle_link_is_settled_on_one_of_64_trees_each_of_them_painted() -> None:
    """씨앗 없는 알파-베타 링크 (여는 사람마다 새 나무) 는 씨앗 하나를 골라 달면 그림이 있다."""
    assert (
        screens().settle("alphabeta", "lang=en", pick=lambda values: values[-1])
        == "lang=en&seed=1063"
    )
    seeds = {screens().settle("alphabeta", "") for _ in range(40)}
    assert len(seeds) > 1  # 여전히 열 때마다 고른다
    for query in seeds:
        assert screens()("alphabeta", query) is not None, query
    # 이미 정한 링크, 수업의 자리, 그림이 없는 링크, 다른 페이지는 그대로
    for url, query in [
        ("alphabeta", "seed=5"),
        ("alphabeta", "me=x"),
        ("autoplay", ""),
        ("class", ""),
    ]:
        assert screens().settle(url, query) is None, (url, query)


def test_a_tic_tac_toe_link_with_random_roles_is_settled_on_who_moves_first_and_painted() -> None:
    """역할이 무작위인 게임 나무 링크는 첫 판에 누가 먼저 두나를 달면 그림이 있다: 사람이 먼저면
    빈 판, AI 가 먼저면 책의 첫 수를 둔 판 (살아 있는 페이지가 주소에 쓰는 first 그대로)."""
    assert screens().settle("duel", "lang=en", pick=lambda values: values[6]) == "lang=en&game=7"
    assert screens().settle("duel", "game=12") is None
    ai_first = screens().settle("gametree", "lang=en", pick=lambda values: values[-1])
    assert ai_first == "lang=en&first=ai"
    assert {screens().settle("gametree", "") for _ in range(40)} == {"first=me", "first=ai"}
    empty = screens()("gametree", "first=me").decode()
    board = r'data-nbm-box="gt_board">(.*?)</div></div></div>'
    assert "nbm-f-off" not in re.search(board, empty).group(1)
    assert "nbm-f-blue" not in empty
    moved = screens()("gametree", "first=ai").decode()
    book = book_decision(tictactoe.EMPTY, "alphabeta", None).cell
    buttons = r'<button type="button" class="([^"]*)" style="width:96px"[^>]*>(.*?)</button>'
    cells = re.findall(buttons, re.search(board, moved).group(1))
    assert len(cells) == 9
    # 책의 칸 하나만 꺼진 돌 (파란 X), 나머지는 빈칸
    assert [i for i, (cls, _) in enumerate(cells) if "nbm-f-off" in cls] == [book]
    assert '<span class="nbm-f-blue">X</span>' in cells[book][1]
    # 링크가 역할을 정했거나 (start), 책에 없는 판 (깊이 제한: AI 가 엔진을 돌려야 한다) 은 그대로
    for query in ("start=me", "start=random", "first=ai"):
        assert screens().settle("gametree", query) is None, query
    assert screens().settle("gametree", "depth=3", pick=lambda values: values[-1]) is None


@pytest.mark.parametrize("url", ["autoplay", "connect4", "alphabeta"])
def test_junk_markup_in_a_link_is_painted_as_text_in_the_notice(url: str) -> None:
    """찾은 것 (폰, 짓궂은 링크): 알림은 이제 첫 화면에도 그려진다. 링크의 값에 든 태그는 글로만
    (문서에 들어가는 그림이 스크립트를 싣지 않게)."""
    query = "seed=23&" if url == "alphabeta" else ""
    junk = "junk=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"  # <img src=x onerror=alert(1)>
    html = shown(url, query + junk).split("nbm-f-main")[1]
    assert "nbm-f-warning" in html and "&lt;img src=x" in html
    assert "<img src=x" not in html


def test_the_duel_paints_its_status_with_the_live_line_break_and_no_secret() -> None:
    from solver.codebreaking.duel import duel_secret
    from solver.codebreaking.variants import get_variant

    html = shown("duel", "game=7&first=ai")
    status = html[html.index('data-nbm-box="du_status"') :]
    assert "<br>" in status[: status.index("</div>")]
    assert 'data-nbm-box="du_keypad"' in html
    variant = get_variant("baseball3")
    assert variant.format(duel_secret(variant, 7)) not in html
