"""게임 나무 페이지가 그릴 말: 값의 이름, 칸의 이름, 끝난 판의 복기, 완벽한 대국의 표, 발판 수순
(streamlit 없음)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from solver.gametree import tictactoe
from solver.gametree.footholds import Step
from solver.gametree.match import LastMove, Match, Start, Status
from solver.gametree.tictactoe import Board, SelfPlay, winning_lines
from solver.gametree.tictactoe_review import check_moves, turning_point

from ..charts import Figure
from ..text import tr
from .board_charts import board_heatmap
from .gametree_state import TO_THE_END

__all__ = [
    "ALGORITHM_TEXT",
    "PLACE_TEXT",
    "START_TEXT",
    "STONES",
    "TEMPERATURE_TEXT",
    "cell_label",
    "cell_words",
    "depth_text",
    "empty_heatmap",
    "fewer_delta",
    "footholds_lines",
    "heat_tips",
    "move_heatmap",
    "place",
    "review_text",
    "roles",
    "self_play_rows",
    "slip_note",
    "value_text",
    "winning_cells",
]

START_TEXT = {Start.ME: "gt_start_me", Start.AI: "gt_start_ai", Start.RANDOM: "gt_start_random"}
ALGORITHM_TEXT = {"minimax": "gt_alg_minimax", "alphabeta": "gt_alg_alphabeta"}
# AI 의 온도 (gametree_state.TEMPERATURES) → 난이도의 이름
TEMPERATURE_TEXT = {
    0.0: "gt_temp_perfect",
    0.5: "gt_temp_strong",
    1.0: "gt_temp_medium",
    2.0: "gt_temp_weak",
    5.0: "gt_temp_wild",
}
# 칸 (행 우선) 의 이름: 0 부터 세는 번호 대신 말로
PLACE_TEXT = (
    "gt_place_top_left",
    "gt_place_top",
    "gt_place_top_right",
    "gt_place_left",
    "gt_place_centre",
    "gt_place_right",
    "gt_place_bottom_left",
    "gt_place_bottom",
    "gt_place_bottom_right",
)
# 놓인 돌은 꺼진 단추라 글자가 흐려지므로 색을 직접 준다 (히트맵과 같은 파랑 X · 주황 O)
STONES = {"X": ":blue[X]", "O": ":orange[O]"}


def place(lang: str, cell: int) -> str:
    """칸의 이름 ('가운데', 'top-left corner')."""
    return tr(lang, PLACE_TEXT[cell])


def cell_label(lang: str, cell: int, stone: str | None, in_line: bool = False) -> str:
    """칸 단추의 이름표 (markdown): 보이는 것은 돌뿐, 기울임 (*…*) 은 화면에서 숨긴 말.

    접근성 이름은 단추의 글 전체라 '가운데, 빈칸' · '왼쪽 위 모서리, X (이긴 줄)' 로 읽힌다
    (ui/views/board_widget 의 CSS 가 기울임을 화면에서만 감춘다). 단추에는 aria-label 을 줄 수 없다.
    """
    name = place(lang, cell)
    if stone is None:
        return f"*{name}, {tr(lang, 'gt_place_empty')}*"
    line = f" *({tr(lang, 'gt_place_line')})*" if in_line else ""
    return f"*{name},* {STONES[stone]}{line}"


def winning_cells(board: Board) -> frozenset[int]:
    """이어진 줄의 칸들 (줄이 없으면 빈 집합). 두 줄을 함께 이으면 다섯 칸."""
    return frozenset(cell for line in winning_lines(board) for cell in line)


def roles(match: Match[Board, int]) -> tuple[str, str]:
    """(사람의 돌, AI 의 돌): 자리 0 은 X (먼저 둔다), 1 은 O."""
    return tictactoe.STONES[match.human], tictactoe.STONES[match.ai]


def review_text(lang: str, match: Match[Board, int]) -> str | None:
    """끝난 판의 한 줄 복기 (끝나지 않았으면 None). 둔 칸들은 match.played.

    지면 승부를 가른 내 수와 비길 수 있었던 칸, 이기면 AI 의 실수 (깊이 제한), 비기면 내 수가
    모두 지켰는지 (아니면 놓친 승리나 AI 가 놓친 승리). 값은 끝까지 본 참값이다.
    """
    status = match.status
    if status in (Status.PLAY, Status.AI):
        return None
    played = match.played
    human, ai = roles(match)
    if status is Status.HUMAN_WON:
        slip = turning_point(played, ai)
        key = "gt_review_ai_won" if slip is not None and slip.before > 0 else "gt_review_ai"
    else:
        slip = turning_point(played, human)
        if status is Status.AI_WON:
            key = "gt_review_loss_won" if slip is not None and slip.before > 0 else "gt_review_loss"
        elif slip is None:
            mine = sum(1 for c in check_moves(played) if c.player == human)
            return tr(lang, "gt_review_draw", n=mine)
        else:
            key = "gt_review_draw_missed" if slip.after == 0 else "gt_review_draw_spared"
    if slip is None:
        return None
    names = {"cell": place(lang, slip.cell), "alt": place(lang, slip.best)}
    return tr(lang, key, n=slip.number, **names)


def value_text(v: float) -> str:
    """값을 짧게: 정수면 '+6' / '0' / '-3', 휴리스틱이면 '+0.12'."""
    if float(v).is_integer():
        return f"{int(v):+d}" if v else "0"
    return f"{v:+.2f}"


def _word_key(v: float, exact: bool) -> str:
    """값 → 문구 열쇠. |v| ≥ 1 은 증명된 승패, 그보다 작으면 깊이 한계의 추정이다."""
    if v >= 1:
        return "gt_win"
    if v <= -1:
        return "gt_loss"
    if v == 0:
        return "gt_draw" if exact else "gt_even"
    return "gt_better" if v > 0 else "gt_worse"


def slip_note(lang: str, values: Mapping[int, float], chosen: int) -> str | None:
    """AI 가 가장 좋은 칸이 아닌 곳에 두었으면 (온도가 있는 AI) 그렇다는 한 줄, 아니면 None.
    values: 칸 → AI 관점의 값 (점수 그림과 같은 값), chosen: AI 가 둔 칸."""
    if values[chosen] >= max(values.values()):
        return None
    return tr(lang, "gt_temp_slip")


def cell_words(lang: str, scores: Mapping[int, float], exact: bool) -> dict[int, str]:
    """칸 → "무승부\\n0" 같은 두 줄 이름표 (둘 쪽 = AI 관점). exact: 끝까지 본 값인가."""
    return {cell: f"{tr(lang, _word_key(v, exact))}\n{value_text(v)}" for cell, v in scores.items()}


def heat_tips(
    lang: str, board: Board, labels: Mapping[int, str], note: str | None = None
) -> dict[int, str]:
    """점수 그림의 칸마다 누르면 뜨는 이름표: 놓인 칸은 누구의 돌인지, 값이 있는 빈칸은 칸 이름과
    그 이름표 (그림에 적힌 값과 같다), 값이 없는 빈칸은 note (없으면 칸 이름)."""
    tips = {}
    for cell, stone in enumerate(board):
        name = place(lang, cell)
        if stone is not None:
            tips[cell] = tr(lang, "gt_heat_taken", cell=name, stone=stone)
        elif cell in labels:
            tips[cell] = f"{name}: {labels[cell].replace(chr(10), ' ')}"
        else:
            tips[cell] = f"{name}: {note}" if note else name
    return tips


def fewer_delta(minimax: int, alphabeta: int) -> str | None:
    """지표의 차이: 알파-베타가 덜 본 노드 수 ('-6,998'). 덜 본 것이 없으면 None ('-0' 을 쓰지
    않는다: 두 방법이 같은 노드를 본 작은 판)."""
    fewer = minimax - alphabeta
    return f"-{fewer:,}" if fewer else None


def self_play_rows(lang: str, played: SelfPlay, shape: tuple[int, int]) -> list[dict]:
    """완벽한 대국의 표: 수, 둔 쪽, 칸 (행, 열), 예상 값, 노드. shape: 판의 (행, 열)."""
    return [
        {
            tr(lang, "gt_col_ply"): i + 1,
            tr(lang, "gt_col_player"): p.player,
            tr(lang, "gt_col_cell"): str(divmod(p.cell, shape[1])),
            tr(lang, "gt_col_value"): value_text(p.value),
            tr(lang, "gt_col_nodes"): p.nodes,
        }
        for i, p in enumerate(played.plies)
    ]


def footholds_lines(lang: str, line: Sequence[Step]) -> str:
    """최선의 수순을 글머리표 목록 (markdown) 으로. 수가 없으면 그 말."""
    if not line:
        return tr(lang, "gt_fh_no_moves")
    return "\n".join(
        "- "
        + tr(
            lang,
            "gt_fh_step",
            i=i + 1,
            p=s.player,
            r0=s.start[0],
            c0=s.start[1],
            r1=s.end[0],
            c1=s.end[1],
        )
        for i, s in enumerate(line)
    )


def depth_text(lang: str, choice: int) -> str:
    """깊이 고르기 상자의 한 줄: 끝까지, 1수 (영어 1 ply), n수 (n plies)."""
    if choice == TO_THE_END:
        return tr(lang, "gt_depth_full")
    return tr(lang, "gt_depth_one") if choice == 1 else tr(lang, "gt_depth_n", n=choice)


def empty_heatmap(lang: str, board: Board, shape: tuple[int, int]) -> Figure:
    """AI 가 아직 두지 않은 판의 점수 그림 (값 없이 '아직' 한 줄): 살아 있는 페이지와 첫 화면의
    그림 (ui/firstscreen/gametree.py) 이 같이 쓴다."""
    none = tr(lang, "gt_heat_none")
    tips = heat_tips(lang, board, {}, none)
    title = tr(lang, "gt_heat_title")
    return board_heatmap(board, shape, {}, {}, None, title, note=none, tips=tips)


def move_heatmap(
    lang: str, last: LastMove[Board, int], values: Mapping[int, float], shape: tuple[int, int]
) -> tuple[Figure, str | None]:
    """AI 의 마지막 수 (last) 의 점수 그림과, 가장 좋은 칸이 아닌 곳에 두었으면 그 한 줄 (아니면
    None). values: 두기 전의 판에서 칸마다의 값 (AI 관점). 살아 있는 페이지와 첫 화면의 그림이
    같이 쓴다."""
    labels = cell_words(lang, values, last.depth is None)
    tips = heat_tips(lang, last.before, labels)
    title = tr(lang, "gt_heat_title")
    fig = board_heatmap(last.before, shape, values, labels, last.move, title, tips=tips)
    return fig, slip_note(lang, values, last.move)
