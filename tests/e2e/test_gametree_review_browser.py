"""삼목이 가르친다, 진짜 브라우저에서: 칸 단추마다 이름이 있고, 지는 수순을 두면 승부를 가른 수의
문장과 이어진 줄의 강조가 보인다 (폰은 한국어로 터치, 데스크톱은 영어로 클릭)."""

from __future__ import annotations

import pytest
from pageops import human_click, no_error, stamps, turn_button, visible_text, wait_next_turn
from players import perfect

from solver.gametree.match import Match
from solver.gametree.tictactoe import EMPTY, RULES, winning_lines
from solver.gametree.tictactoe_review import turning_point
from ui.gametree.gametree_model import place
from ui.text import tr

pytestmark = pytest.mark.e2e

# 사람 (X, 먼저) 이 두는 칸: 0 · 1 뒤 AI 가 2 로 막고 2-4-6 을 노리는데 6 대신 3 을 둔다
MINE = (0, 1, 3)


def cell_name(lang: str, cell: int, stone: str | None, in_line: bool = False) -> str:
    """칸 단추의 접근성 이름: '가운데, 빈칸', 'top-left corner, X (winning line)'."""
    shown = tr(lang, "gt_place_empty") if stone is None else stone
    line = f" ({tr(lang, 'gt_place_line')})" if in_line else ""
    return f"{place(lang, cell)}, {shown}{line}"


def cells_by_name(page, lang: str, board) -> None:
    """아홉 칸 모두 그 이름의 단추 하나로 찾힌다 (스크린 리더가 읽는 이름)."""
    lines = {c for line in winning_lines(board) for c in line}
    for cell, stone in enumerate(board):
        name = cell_name(lang, cell, stone, cell in lines)
        found = page.get_by_role("button", name=name, exact=True)
        found.first.wait_for()
        assert found.count() == 1, name


def test_a_lost_game_names_the_turning_move_and_marks_the_line(
    page, server, viewport, snap
) -> None:
    phone = viewport[0] == "phone"
    lang = "ko" if phone else "en"
    page.goto(f"{server}/gametree?lang={lang}&start=me")
    wait_next_turn(page, "gt_cell", -1)
    cells_by_name(page, lang, EMPTY)
    match = Match(RULES, EMPTY, 0)
    for cell in MINE:
        drawn = max(stamps(page, "gt_cell"))
        human_click(page, turn_button(page, "gt_cell", cell), tap=phone)
        wait_next_turn(page, "gt_cell", drawn)
        match = match.play(cell, perfect)  # 같은 AI (끝까지, 동점이면 작은 칸)
        expected = ["" if s is None else s for s in match.board]
        assert [visible_text(turn_button(page, "gt_cell", c)) for c in range(9)] == expected
    assert winning_lines(match.board) == ((2, 4, 6),)
    slip = turning_point(match.played, "X")
    assert (slip.number, slip.cell, slip.best) == (3, 3, 6)
    sentence = tr(lang, "gt_review_loss", n=3, cell=place(lang, 3), alt=place(lang, 6))
    page.get_by_text(sentence).wait_for()
    cells_by_name(page, lang, match.board)
    # 이어진 줄의 세 칸만 굵은 테두리
    widths = [
        turn_button(page, "gt_cell", c).evaluate("(b) => getComputedStyle(b).borderTopWidth")
        for c in range(9)
    ]
    assert [c for c, w in enumerate(widths) if w == "4px"] == [2, 4, 6]
    no_error(page)
    snap(page, "gametree-review")
