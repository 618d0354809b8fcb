"""'AI가 고른 방법' 의 지평선 (streamlit 없음): 알파-베타의 주요 수순 끝의 판, 그 판의 어림과
항 (solver.gametree.connect4_horizon) 을 학생의 말과 판의 번호표로.

점수는 모두 AI 쪽에서 본다 (AI 의 줄 +, 사람의 줄 -): 막대의 값과 같은 쪽이다. 번호표는 점수가
큰 항 SHOWN 개에만 단다 (판이 번호로 덮이지 않게); 나머지는 한 줄로 더해 말한다.
"""

from __future__ import annotations

from dataclasses import dataclass

from solver.gametree.connect4 import position
from solver.gametree.connect4_ai import AIChoice, Search
from solver.gametree.connect4_horizon import Direction, Horizon, Term, TermKind, horizon

from ..text import tr
from .connect4_model import STONES, Cell, value_words

__all__ = [
    "SHOWN",
    "HorizonView",
    "horizon_marks",
    "horizon_view",
    "line_words",
    "rest_words",
    "term_words",
    "total_words",
    "verdict_words",
]

SHOWN = 5  # 번호를 달아 말로 적는 항의 수
_KIND_TEXT = {
    TermKind.THREE: "c4_term_three",
    TermKind.TWO: "c4_term_two",
    TermKind.CENTRE: "c4_term_centre",
}
_DIRECTION_TEXT = {
    Direction.VERTICAL: "c4_dir_vertical",
    Direction.HORIZONTAL: "c4_dir_horizontal",
    Direction.RISING: "c4_dir_rising",
    Direction.FALLING: "c4_dir_falling",
}


@dataclass(frozen=True)
class HorizonView:
    """화면에 그릴 지평선: horizon (solver 의 값), seat: AI 의 자리, moves: 빈 판부터 지평선의
    판까지의 수순 (grid_html 에 넣는다), depth: 알파-베타가 마친 깊이, chosen: AI 가 이 수순의 첫
    열에 매긴 값 (AI 쪽)."""

    horizon: Horizon
    seat: int
    moves: tuple[int, ...]
    depth: int
    chosen: float | None

    @property
    def agrees(self) -> bool:
        """수순 끝의 값이 AI 가 첫 열에 매긴 값과 같은가 (어림이 뿌리까지 올라온 길)."""
        return (
            self.chosen is not None and abs(self.horizon.for_seat(self.seat) - self.chosen) < 1e-9
        )


def horizon_view(before: str, choice: AIChoice) -> HorizonView | None:
    """AI 가 수순 글 before 의 판에서 고른 choice 의 지평선. MCTS 면 (어림이 없다) None."""
    if choice.settings.search is Search.MCTS or not choice.pv:
        return None
    start = position(before)
    found = horizon(start, choice.pv)
    values = {f.column: f.value for f in choice.columns}
    moves = tuple(int(c) for c in before) + found.line
    return HorizonView(found, start.to_move, moves, choice.depth, values.get(choice.pv[0]))


def line_words(lang: str, line: tuple[int, ...], first: int) -> str:
    """주요 수순을 말로: '4열 X → 3열 O → …' (first: 첫 수를 둔 쪽의 자리)."""
    steps = (
        tr(lang, "c4_line_step", c=column, s=STONES[(first + i) % 2])
        for i, column in enumerate(line)
    )
    return " → ".join(steps)


def _where(lang: str, term: Term) -> str:
    """줄의 자리: '가로 · 아래서 1번째 줄 · 4-7열', '세로 · 4열', '대각선 ↗ · 1-4열'."""
    first, last = term.cells[0], term.cells[-1]
    direction = tr(lang, _DIRECTION_TEXT[term.direction])  # type: ignore[index]
    if term.direction is Direction.VERTICAL:
        return tr(lang, "c4_where_column", d=direction, c=first[0] + 1)
    if term.direction is Direction.HORIZONTAL:
        return tr(lang, "c4_where_row", d=direction, r=first[1] + 1, a=first[0] + 1, b=last[0] + 1)
    return tr(lang, "c4_where_span", d=direction, a=first[0] + 1, b=last[0] + 1)


def term_words(lang: str, term: Term, seat: int) -> str:
    """항 하나를 말로, seat 쪽의 부호로.

    예: 'X: 돌 셋 + 빈칸 하나 (가로 · 아래서 1번째 줄 · 4-7열) +10'."""
    what = tr(lang, _KIND_TEXT[term.kind], n=term.stones)
    if term.kind is not TermKind.CENTRE:
        what += f" ({_where(lang, term)})"
    return f"{STONES[term.owner]}: {what} {term.signed(seat):+d}"


def horizon_marks(terms: tuple[Term, ...]) -> dict[Cell, str]:
    """판의 번호표: 앞의 SHOWN 항마다 그 칸들에 번호 (1 부터). 한 칸이 여러 줄에 들면 '1·3'."""
    numbers: dict[Cell, list[str]] = {}
    for i, term in enumerate(terms[:SHOWN], start=1):
        for cell in term.cells:
            numbers.setdefault(cell, []).append(str(i))
    return {cell: "·".join(found) for cell, found in numbers.items()}


def total_words(lang: str, view: HorizonView) -> str:
    """합계 한 줄: AI 쪽의 점수와 막대 눈금의 값."""
    found = view.horizon
    me = STONES[view.seat]
    return tr(
        lang,
        "c4_horizon_total",
        me=me,
        p=f"{found.points_for(view.seat):+d}",
        v=value_words(lang, found.for_seat(view.seat)),
    )


def rest_words(lang: str, view: HorizonView) -> str | None:
    """번호를 달지 않은 나머지 항을 한 줄로 ('그 밖에 줄 4개: -6점'); 없으면 None."""
    rest = view.horizon.terms[SHOWN:]
    if not rest:
        return None
    points = sum(t.signed(view.seat) for t in rest)
    return tr(lang, "c4_horizon_rest", k=len(rest), p=f"{points:+d}")


def verdict_words(lang: str, view: HorizonView) -> str:
    """지평선의 값과 AI 가 고른 열의 값의 관계 (같으면 어림이 올라온 길, 끝난 판이면 승패)."""
    found = view.horizon
    column = found.line[0]
    if found.outcome is not None:
        key = "c4_horizon_end_draw" if found.outcome == 0 else "c4_horizon_end"
        winner = STONES[1 - found.position.to_move]
        return tr(lang, key, s=winner, c=column)
    if view.agrees:
        return tr(lang, "c4_horizon_agrees", c=column, d=view.depth)
    return tr(lang, "c4_horizon_short", c=column, v=value_words(lang, view.chosen))
