"""게임 나무 페이지의 말: 칸의 이름, 칸 단추의 이름표, 끝난 판의 한 줄 복기."""

from __future__ import annotations

import pytest

from solver.gametree.match import replay
from solver.gametree.tictactoe import EMPTY, RULES
from ui.gametree.board_charts import board_heatmap
from ui.gametree.gametree_model import (
    cell_label,
    cell_words,
    depth_text,
    fewer_delta,
    heat_tips,
    place,
    review_text,
    winning_cells,
)
from ui.gametree.gametree_state import DEPTH_CHOICES, TO_THE_END, GameTreeState
from ui.text import tr


def board_of(played: list[int]) -> tuple[str | None, ...]:
    """빈 판에 칸들을 X 부터 번갈아 둔 판."""
    board: list[str | None] = list(EMPTY)
    for ply, cell in enumerate(played):
        board[cell] = "X" if ply % 2 == 0 else "O"
    return tuple(board)


def review(lang: str, human: str, played: list[int]) -> str | None:
    return review_text(lang, replay(RULES, 0 if human == "X" else 1, played))


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_cell_has_its_own_name_in_words(lang: str) -> None:
    names = [place(lang, cell) for cell in range(9)]
    assert len(set(names)) == 9
    assert not any(ch.isdigit() for name in names for ch in name)  # 0 부터 세는 번호가 아니다
    assert place("ko", 4) == "가운데" and place("en", 0) == "top-left corner"
    assert place("en", 1) == "top edge" and place("ko", 8) == "오른쪽 아래 모서리"


def test_a_cell_label_shows_only_the_stone_and_names_the_cell_in_hidden_words() -> None:
    assert cell_label("ko", 4, None) == "*가운데, 빈칸*"  # 빈칸은 보이는 글이 없다
    assert cell_label("ko", 0, "X") == "*왼쪽 위 모서리,* :blue[X]"
    assert (
        cell_label("en", 6, "O", in_line=True)
        == "*bottom-left corner,* :orange[O] *(winning line)*"
    )


def test_winning_cells_join_every_completed_line() -> None:
    assert winning_cells(board_of([0, 4, 1, 2, 3, 6])) == {2, 4, 6}
    assert winning_cells(board_of([0, 4, 1])) == frozenset()


def test_a_loss_names_the_turning_move_and_the_cell_that_kept_the_draw() -> None:
    played = [0, 4, 1, 2, 3, 6]  # X 의 3번째 수 3 (왼쪽 가운데) 이 6 을 막지 않았다
    assert review("ko", "X", played) == (
        "내 3번째 수, 왼쪽 가운데에서 비기던 판이 지는 판이 됐어요. "
        "왼쪽 아래 모서리에 두었다면 비길 수 있었어요."
    )
    assert review("en", "X", played) == (
        "Your move 3, the left edge, turned a draw into a loss. "
        "The bottom-left corner would have kept the draw."
    )


def test_a_loss_from_a_won_position_says_the_win_was_there() -> None:
    played = [1, 8, 0, 5, 6, 2]  # 깊이 제한의 AI 가 준 승리를 X 가 두 번 놓치고 진다
    text = review("ko", "X", played)
    assert text == tr("ko", "gt_review_loss_won", n=3, cell=place("ko", 6), alt=place("ko", 2))


def test_a_win_names_the_ai_move_that_let_it_happen() -> None:
    played = [2, 4, 7, 1, 8, 6, 5]  # AI (O) 의 2번째 수 1 이 비길 판을 놓쳤다
    assert review("en", "X", played) == tr(
        "en", "gt_review_ai", n=2, cell=place("en", 1), alt=place("en", 3)
    )


@pytest.mark.parametrize(
    ("played", "key", "n", "cell", "alt"),
    [
        ([0, 4, 5, 7, 1, 2, 6, 3, 8], "gt_review_draw", 5, None, None),
        ([0, 3, 5, 2, 6, 8, 7, 4, 1], "gt_review_draw_missed", 2, 5, 1),
        ([7, 4, 5, 1, 2, 8, 6, 3, 0], "gt_review_draw_spared", 4, 6, 0),
    ],
)
def test_a_draw_gets_one_line(
    played: list[int], key: str, n: int, cell: int | None, alt: int | None
) -> None:
    names = {} if cell is None else {"cell": place("ko", cell), "alt": place("ko", alt)}
    assert review("ko", "X", played) == tr("ko", key, n=n, **names)


def test_no_review_while_playing() -> None:
    assert review("ko", "X", [0, 4]) is None


def test_the_depth_box_names_every_choice_and_counts_plies_in_english() -> None:
    """찾은 문제: 끝까지 (None) 는 'Choose an option' 으로 보였고 영어는 '1 plies' 라고 했다."""
    names = [depth_text("en", d) for d in DEPTH_CHOICES]
    assert names[0] == "1 ply" and names[1] == "2 plies" and names[-1] == tr("en", "gt_depth_full")
    assert depth_text("ko", 1) == "1수" and depth_text("ko", TO_THE_END) == "끝까지"
    state = GameTreeState()
    state.choose_depth(TO_THE_END)
    assert state.depth is None and state.depth_choice == TO_THE_END
    state.choose_depth(3)
    assert state.depth == 3 and state.depth_choice == 3


def test_the_nodes_saved_delta_never_reads_minus_zero() -> None:
    """QA: 두 방법이 같은 수의 노드를 보면 지표의 차이가 '-0' 이었다: 그때는 차이를 적지 않는다."""
    assert fewer_delta(7, 7) is None
    assert fewer_delta(8_232, 1_234) == "-6,998"


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_cell_of_the_score_map_has_a_tap_label(lang: str) -> None:
    """QA: AI 의 점수 그림에서 돌이 놓인 칸을 누르면 빈 이름표가 떴다. 놓인 칸은 누가 둔 칸인지,
    빈칸은 칸 이름과 값을 말한다 (칸의 글과 같은 값)."""
    board = board_of([0, 4, 8])
    values = {cell: 0.0 for cell in range(9) if board[cell] is None} | {2: -3.0}
    labels = cell_words(lang, values, True)
    fig = board_heatmap(board, (3, 3), values, labels, 2, tips=heat_tips(lang, board, labels))
    tips = hover_labels(fig)
    assert all(tips), tips
    assert tips[0] == tr(lang, "gt_heat_taken", cell=place(lang, 0), stone="X")
    assert tips[4] == tr(lang, "gt_heat_taken", cell=place(lang, 4), stone="O")
    assert tips[2] == f"{place(lang, 2)}: {labels[2].replace(chr(10), ' ')}" and "-3" in tips[2]


def test_a_board_picture_without_tips_answers_no_tap() -> None:
    board = board_of([0, 4, 8, 2])
    fig = board_heatmap(board, (3, 3), {}, {}, None, "final")
    assert fig.data[0]["hoverinfo"] == "skip"


def hover_labels(fig) -> list[str]:
    """히트맵의 칸마다 누르면 뜨는 이름표 (hovertemplate 를 칸의 값으로 채운 것), 칸 번호 차례."""
    heat = fig.data[0]
    template = heat["hovertemplate"].replace("<extra></extra>", "")
    rows = heat.get("customdata") or heat["text"]
    field = "%{customdata}" if "customdata" in heat else "%{text}"
    return [template.replace(field, cell) for row in rows for cell in row]
