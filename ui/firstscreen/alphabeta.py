"""알파-베타 연습의 첫 화면 그림: 머리, 보기 고르기, 퍼즐 한 줄, 옆으로 누운 나무, 확인 단추 줄.

살아 있는 페이지 (pages/alphabeta.py) 와 같은 상태 (AlphaBetaState.open_link) 와 같은 칸들
(alphabeta_model.tree_view) 에서 온다. 씨앗이 없는 링크는 여는 사람마다 새 나무라 그리지 않는다
(first_screen 이 두 씨앗을 견준다): '?seed=23' 처럼 나무가 정해진 링크만 그린다. 내 답 보기의
확인하기 전 화면만 그린다 (채점 · 풀이 · 한 걸음씩의 글은 살아 있는 페이지가 그린다).
"""

from __future__ import annotations

from html import escape

from ..gametree.alphabeta_model import Cell, NodeView, path_id, tree_view
from ..gametree.alphabeta_state import AlphaBetaState, View
from ..gametree.alphabeta_words import VIEW_TEXT, puzzle_text
from ..link_reader import Link, Opening
from ..nav import ALPHABETA
from ..turns import turn_key
from . import html
from .frame_parts import Screen

__all__ = ["render"]

# 칸 너비: 깊이 d 의 2d 칸이 폰 본문 (358 px) 에 들어가게 (page.css 의 ab_tree_d)
_CELL = {2: 80, 3: 56, 4: 44}


def render(screen: Screen, link: Link, opening: Opening) -> str | None:
    """링크 link 로 연 알파-베타 연습의 첫 화면 (HTML), 그릴 수 없으면 None."""
    lang = screen.lang
    state = AlphaBetaState()
    if link.fresh and state.open_link(link, opening):
        return None  # 버린 매개변수: 살아 있는 페이지는 알림 상자를 더 그린다
    puzzle = state.puzzle
    if puzzle is None or state.refused is not None or state.view is not View.ANSWER:
        return None
    if state.checked or state.selected is not None:
        return None
    solution = puzzle.solution()
    depth = puzzle.shape.depth
    stamp = state.turn.stamp
    views = [screen.t(VIEW_TEXT[v]) for v in View]
    # 보기 고르기의 이름은 숨긴 이름 (label_visibility="collapsed")
    label = f'<label class="nbm-f-hidden">{escape(screen.t("ab_view"))}</label>'
    segments = html.segments(views, list(View).index(state.view))
    view = html.box(f"ab_view_{lang}", label, segments, cls="nbm-f-fit")
    rows = _row(tree_view(lang, solution, state), stamp, state.flips)
    tree = (
        f'<div class="nbm-f-abtree" data-nbm-box="ab_tree_d{depth}" '
        f'style="--ab-fit:{_CELL[depth]}px">{rows}</div>'
    )
    check = html.box(
        turn_key("ab_check", stamp),
        html.button(screen.t("ab_check"), primary=True, icon="check"),
        cls="nbm-f-fit",
    )
    clear = html.box(
        turn_key("ab_clear", stamp),
        html.button(screen.t("ab_clear"), icon="clear", off=state.marks.empty),
        cls="nbm-f-fit",
    )
    return "".join(
        [
            screen.head(ALPHABETA, rules=screen.t("ab_rules")),
            view,
            html.caption(puzzle_text(lang, puzzle, solution.tree)),
            tree,
            html.caption(screen.t("ab_pick")),
            html.row(None, check, clear),
            html.box(
                turn_key("ab_new", stamp),
                html.button(screen.t("ab_new"), icon="park"),
                cls="nbm-f-fit",
            ),
        ]
    )


def _row(node: NodeView, stamp: int, flips: dict) -> str:
    """노드 하나의 줄 (ui/views/alphabeta_tree._row 와 같은 상자): [위 가지] [노드] [자식들]."""
    pid = path_id(node.path)
    flipped = flips.get(node.path, 0)
    if node.leaf:
        cells = [_cell(node.node, turn_key("ab_leaf", stamp, pid, flipped), "leaf")]
    else:
        cells = []
        if node.edge is not None:
            cells.append(_cell(node.edge, turn_key("ab_edge", stamp, pid, flipped), "edge"))
        cells.append(_cell(node.node, turn_key("ab_node", stamp, pid), "node"))
        kids = "".join(_row(child, stamp, flips) for child in node.children)
        cells.append(html.box(f"ab_kids_{pid}", kids, cls="nbm-f-abkids"))
    return html.box(f"ab_row_{pid}", *cells, cls="nbm-f-abrow")


def _cell(cell: Cell, key: str, part: str) -> str:
    """칸 하나 (살아 있는 단추와 같은 모양: 보통 · 밝힘 · 흐림)."""
    button = (
        f'<button type="button" class="nbm-f-abbtn nbm-f-ab-{cell.look.value}">'
        f"<p>{html.label(cell.label)}</p></button>"
    )
    return html.box(key, button, cls=f"nbm-f-abcell nbm-f-ab{part}")
