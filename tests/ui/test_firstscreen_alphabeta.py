"""알파-베타 연습의 첫 화면 그림: 씨앗이 정해진 링크의 나무를 그 언어의 말로 그리고, 그릴 수
없는 링크는 그리지 않는다."""

from html import escape

import pytest
from headless import screens

from ui.firstscreen import RESULT_KEYS
from ui.gametree.alphabeta_puzzle import DEFAULT_SHAPE, Puzzle
from ui.gametree.alphabeta_words import puzzle_text
from ui.text import tr


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_seeded_tree_in_each_language(lang: str) -> None:
    page = screens()("alphabeta", f"seed=23&lang={lang}").decode()
    for key in (*RESULT_KEYS["alphabeta"], f"ab_view_{lang}", "ab_row_r", "ab_kids_r"):
        assert f'data-nbm-box="{key}"' in page
    for key in ("ab_view_answer", "ab_view_steps", "ab_view_solution", "ab_pick", "ab_check"):
        assert escape(tr(lang, key)) in page
    puzzle = Puzzle(23, DEFAULT_SHAPE)
    tree = puzzle.tree()
    assert escape(puzzle_text(lang, puzzle, tree)) in page
    # 잎마다 단추 하나, 큰 줄은 잎의 값
    assert page.count('data-nbm-box="turn-ab_leaf-') == tree.leaves()
    assert (
        tr(lang, "ab_a11y_node", name="A", player=tr(lang, "ab_max"), value=tr(lang, "ab_empty"))
        in page
    )


@pytest.mark.parametrize(
    "query",
    [
        "",  # 씨앗이 없으면 여는 사람마다 새 나무
    ],
)
def test_links_it_does_not_draw(query: str) -> None:
    assert screens()("alphabeta", query) is None


@pytest.mark.parametrize("query", ["seed=23&junk=1", "seed=23&view=solution"])
def test_other_seeded_links_paint_what_the_live_page_draws(query: str) -> None:
    """버린 매개변수는 알림과 함께, 풀이 보기도 살아 있는 페이지의 서술 그대로 그린다."""
    page = screens()("alphabeta", query)
    assert page is not None
    assert ("nbm-f-warning" in page.decode()) == ("junk" in query)
