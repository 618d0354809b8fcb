"""알파-베타 연습 페이지가 그릴 나무 (streamlit 없음): 노드 이름, 칸마다 이름표와 모양.
채점 · 한 걸음씩 · 풀이의 문장과 머리의 말은 alphabeta_words 에 있다.

나무는 옆으로 누운 대진표다 (ui/views/alphabeta_tree.py 가 단추로 그린다): 속 노드는 단추
하나, 그 위의 가지도 단추 하나, 잎은 값과 제 가지를 겸한 단추 하나 (잎을 누르면 그 가지를 자른다).
이름표는 Markdown 이고 부분마다 맡은 일이 있다 (ui/browser/page.css 의 ab_tree 가 줄을 나눈다):
- *기울임*: 화면에서 감춘 말 (읽어 주는 이름: '노드 B, MIN, 값 없음').
- `코드`: 작은 줄 (노드 이름, α · β, 잎의 자름 표시).
- **굵게**: 큰 줄 (값, 자름 표시).
노드 이름: 속 노드는 앞차례 (부모 다음 자식, 위에서부터) 로 A, B, C, …, Z, AA, …. 가지와 잎은
'부모–자식' 으로 ('A–B', 잎은 'D–7': 한 부모 아래 같은 값의 잎이 둘이면 몇 번째인지 붙인다).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from solver.gametree.alphabeta_check import Check, MarkKind, MarkResult, Verdict
from solver.gametree.random_tree import GameNode, Path, Solution
from solver.gametree.trace_events import Player
from solver.gametree.trace_replay import TraceState, state_at

from ..text import tr
from .alphabeta_state import AlphaBetaState, View

__all__ = [
    "CUT",
    "MARK",
    "PLAYER_TEXT",
    "Cell",
    "Look",
    "NodeView",
    "edge_name",
    "names",
    "number_text",
    "path_id",
    "tree_view",
]

PLAYER_TEXT = {Player.MAX: "ab_max", Player.MIN: "ab_min"}
# 채점 표시 (색만으로 말하지 않는다)
MARK = {Verdict.RIGHT: "✓", Verdict.WRONG: "✗", Verdict.MISSING: "✗"}
CUT = "✂"


class Look(StrEnum):
    """칸의 모양 (단추의 종류: 보통 · 밝힘 · 흐림)."""

    PLAIN = "secondary"  # 보통
    LIT = "primary"  # 고른 노드, 지금 노드, 고른 자식으로 가는 가지
    DIM = "tertiary"  # 잘린 가지와 그 아래, 탐색이 닿지 않은 것


@dataclass(frozen=True)
class Cell:
    """단추 하나: 이름표 (Markdown), 모양, 누를 수 있는지."""

    label: str
    look: Look = Look.PLAIN
    enabled: bool = True


@dataclass(frozen=True)
class NodeView:
    """노드 하나와 그 아래. node: 속 노드의 단추 (잎이면 잎 = 제 가지의 단추). edge: 부모에서
    오는 가지의 단추 (뿌리와 잎은 None: 잎은 node 가 가지를 겸한다). children: 자식들, 위부터."""

    path: Path
    leaf: bool
    node: Cell
    edge: Cell | None
    children: tuple[NodeView, ...] = ()


def _letters(i: int) -> str:
    """0 → 'A', 25 → 'Z', 26 → 'AA' (엑셀의 열 이름처럼)."""
    out = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        out = chr(65 + r) + out
    return out


def names(lang: str, tree: GameNode) -> dict[Path, str]:
    """노드마다 이름 (모듈 설명): 속 노드는 글자, 잎은 '부모–값'."""
    found: dict[Path, str] = {}
    inner = [p for p in tree.paths() if not tree.at(p).is_leaf]
    for i, path in enumerate(inner):
        found[path] = _letters(i)
    for path in inner:
        kids = tree.at(path).children
        for i, kid in enumerate(kids):
            if kid.is_leaf:
                name = f"{found[path]}–{kid.value}"
                twins = [j for j, k in enumerate(kids) if k.is_leaf and k.value == kid.value]
                if len(twins) > 1:
                    name = tr(lang, "ab_leaf_nth", name=name, n=twins.index(i) + 1)
                found[(*path, i)] = name
    return found


def edge_name(names: Mapping[Path, str], path: Path) -> str:
    """가지 (path 로 가는) 의 이름: 'A–B', 잎으로 가는 가지는 잎의 이름 ('D–7')."""
    name = names[path]
    return name if "–" in name else f"{names[path[:-1]]}–{name}"


def path_id(path: Path) -> str:
    """열쇠에 쓰는 길 (단추 · 상자의 열쇠): 뿌리는 'r', 나머지는 '0_1_2'."""
    return "_".join(map(str, path)) if path else "r"


def number_text(value: float) -> str:
    """수를 짧게: 3, -∞, +∞."""
    if math.isinf(value):
        return "+∞" if value > 0 else "-∞"
    return str(int(value))


def _label(hidden: str, main: str = "", top: str = "", bottom: Sequence[str] = ()) -> str:
    """단추 이름표 (모듈 설명의 부분들): 작은 윗줄, 큰 줄, 작은 아랫줄들. 빈 부분은 넣지 않는다."""
    parts = [f"*{hidden}*"]
    if top:
        parts.append(f"`{top}`")
    if main:
        parts.append(f"**{main}**")
    parts.extend(f"`{line}`" for line in bottom if line)
    return " ".join(parts)


def _window(alpha: float | None, beta: float | None) -> tuple[str, ...]:
    """작은 줄 둘: 'α3', 'β+∞' (없는 쪽은 뺀다)."""
    lines = [(side, n) for side, n in (("α", alpha), ("β", beta)) if n is not None]
    return tuple(f"{side}{number_text(n)}" for side, n in lines)


def _verdict(results: Sequence[MarkResult]) -> str:
    """한 자리의 채점 표시: 틀리거나 빠진 것이 있으면 ✗, 모두 맞으면 ✓, 없으면 빈 글."""
    if not results:
        return ""
    right = all(m.verdict is Verdict.RIGHT for m in results)
    return MARK[Verdict.RIGHT] if right else MARK[Verdict.WRONG]


@dataclass(frozen=True)
class _Draw:
    """tree_view 가 칸마다 보는 것."""

    lang: str
    solution: Solution
    names: Mapping[Path, str]
    state: AlphaBetaState
    check: Check | None
    search: TraceState | None  # 한 걸음씩 · 풀이의 탐색 모습 (내 답 보기면 None)


def tree_view(
    lang: str, solution: Solution, state: AlphaBetaState, check: Check | None = None
) -> NodeView:
    """나무 전체의 칸들. check: 확인한 뒤의 채점 (내 답 보기에서만 쓴다)."""
    search = None
    if state.view is View.STEPS:
        search = state_at(solution.trace, min(state.step, len(solution.trace.events)))
    elif state.view is View.SOLUTION:
        search = state_at(solution.trace, len(solution.trace.events))
    draw = _Draw(lang, solution, names(lang, solution.tree), state, check, search)
    return _node(draw, ())


def _node(draw: _Draw, path: Path) -> NodeView:
    node = draw.solution.tree.at(path)
    if node.is_leaf:
        return NodeView(path, True, _leaf_cell(draw, path, int(node.value)), None)  # type: ignore[arg-type]
    kids = tuple(_node(draw, (*path, i)) for i in range(len(node.children)))
    edge = _edge_cell(draw, path) if path else None
    return NodeView(path, False, _inner_cell(draw, path), edge, kids)


def _hidden(draw: _Draw, key: str, path: Path, **values: object) -> str:
    return tr(draw.lang, key, name=draw.names[path], **values)


def _inner_cell(draw: _Draw, path: Path) -> Cell:
    """속 노드의 단추."""
    player = draw.solution.player(path)
    top = f"{draw.names[path]}{'▲' if player is Player.MAX else '▼'}"
    who = tr(draw.lang, PLAYER_TEXT[player])
    if draw.search is None:  # 내 답
        marks = draw.state.marks
        given = marks.values.get(path)
        skipped = _below_cut(marks.pruned, path, itself=True)
        main = ("–" if skipped else "?") if given is None else str(given)
        results = draw.check.at(path) if draw.check is not None else ()
        main = _verdict([m for m in results if m.kind is not MarkKind.EDGE]) + main
        bottom = _window(marks.alphas.get(path), marks.betas.get(path))
        shown = tr(draw.lang, "ab_empty") if given is None else str(given)
        hidden = _hidden(draw, "ab_a11y_node", path, player=who, value=shown)
        look = Look.LIT if draw.state.selected == path else Look.DIM if skipped else Look.PLAIN
        return Cell(_label(hidden, main, top, bottom), look)
    search = draw.search
    if search.is_pruned(path):
        hidden = _hidden(draw, "ab_a11y_node", path, player=who, value=tr(draw.lang, "ab_unseen"))
        return Cell(_label(hidden, "–", top), Look.DIM, enabled=False)
    value = search.values.get(path)
    window = search.windows.get(path)
    main = "·" if window is None else ("…" if value is None else number_text(value))
    bottom = () if window is None else _window(*window)
    shown = tr(draw.lang, "ab_empty") if value is None else number_text(value)
    hidden = _hidden(draw, "ab_a11y_node", path, player=who, value=shown)
    current = draw.state.view is View.STEPS and search.current == path
    return Cell(_label(hidden, main, top, bottom), Look.LIT if current else Look.PLAIN, False)


def _below_cut(pruned: frozenset[Path], path: Path, *, itself: bool = False) -> bool:
    """학생이 자른 가지 아래인지 (itself 면 path 로 가는 가지가 잘린 것도): 흐리게 그린다.
    학생 자신의 표시에서 나온 것이라 답을 알려 주지 않는다."""
    return any(path[:i] in pruned for i in range(1, len(path) + (1 if itself else 0)))


def _edge_state(draw: _Draw, path: Path) -> tuple[str, Look]:
    """가지 (path 로 가는) 의 자름 표시와 모양."""
    search = draw.search
    if search is None:  # 내 답: 누른 가지와 (확인했으면) 채점
        marked = path in draw.state.marks.pruned
        results = draw.check.at(path) if draw.check is not None else ()
        edge = [m for m in results if m.kind is MarkKind.EDGE]
        mark = _verdict(edge) + (CUT if marked else "")
        return mark, Look.DIM if _below_cut(draw.state.marks.pruned, path) else Look.PLAIN
    if path in search.pruned:
        return CUT, Look.DIM
    if search.is_pruned(path):
        return "", Look.DIM
    parent = path[:-1]
    chosen = parent in search.best and search.best[parent] == path[-1]
    current = draw.state.view is View.STEPS and search.current == path
    return "", Look.LIT if chosen or current else Look.PLAIN


def _cut_words(draw: _Draw, mark: str) -> str:
    """읽어 주는 이름에 붙일 ', 잘림' (자름 표시가 있을 때만)."""
    return f", {tr(draw.lang, 'ab_a11y_cut')}" if CUT in mark else ""


def _edge_cell(draw: _Draw, path: Path) -> Cell:
    """속 노드 위의 가지 단추: 보이는 것은 선 (CSS) 과 자름 표시뿐."""
    mark, look = _edge_state(draw, path)
    hidden = tr(
        draw.lang, "ab_a11y_edge", name=edge_name(draw.names, path), cut=_cut_words(draw, mark)
    )
    return Cell(_label(hidden, mark), look, enabled=draw.search is None)


def _leaf_cell(draw: _Draw, path: Path, value: int) -> Cell:
    """잎의 단추 (제 가지를 겸한다): 큰 줄은 값, 작은 줄은 자름 표시."""
    mark, look = _edge_state(draw, path)
    search = draw.search
    if search is not None and search.current == path and draw.state.view is View.STEPS:
        look = Look.LIT
    elif search is not None and look is Look.LIT:
        look = Look.PLAIN  # 잎은 고른 자식이어도 지금 잎만 밝힌다 (가지 선이 없다)
    hidden = _hidden(draw, "ab_a11y_leaf", path, cut=_cut_words(draw, mark))
    return Cell(_label(hidden, str(value), bottom=(mark,)), look, enabled=search is None)
