"""게임 나무 페이지가 그릴 말: 값의 이름, 완벽한 대국의 표, 발판 수순 (streamlit 없음)."""

from __future__ import annotations

from solver.gametree.footholds import Step
from solver.gametree.tictactoe import SelfPlay
from solver.gametree.tictactoe_match import Start

from ..text import tr

__all__ = [
    "ALGORITHM_TEXT",
    "START_TEXT",
    "cell_words",
    "footholds_lines",
    "trace_rows",
    "value_text",
]

START_TEXT = {Start.ME: "gt_start_me", Start.AI: "gt_start_ai", Start.RANDOM: "gt_start_random"}
ALGORITHM_TEXT = {"minimax": "gt_alg_minimax", "alphabeta": "gt_alg_alphabeta"}


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


def cell_words(lang: str, scores: dict[int, float], exact: bool) -> dict[int, str]:
    """칸 → "무승부\\n0" 같은 두 줄 이름표 (둘 쪽 = AI 관점). exact: 끝까지 본 값인가."""
    return {cell: f"{tr(lang, _word_key(v, exact))}\n{value_text(v)}" for cell, v in scores.items()}


def trace_rows(lang: str, played: SelfPlay) -> list[dict]:
    """완벽한 대국의 표: 수, 둔 쪽, 칸 (행, 열), 예상 값, 노드."""
    return [
        {
            tr(lang, "gt_col_ply"): i + 1,
            tr(lang, "gt_col_player"): p.player,
            tr(lang, "gt_col_cell"): f"({p.cell // 3}, {p.cell % 3})",
            tr(lang, "gt_col_value"): value_text(p.value),
            tr(lang, "gt_col_nodes"): p.nodes,
        }
        for i, p in enumerate(played.plies)
    ]


def footholds_lines(lang: str, line: list[Step]) -> str:
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
