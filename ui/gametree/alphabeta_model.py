"""알파-베타 연습 페이지가 그릴 내용 (streamlit 없음): 나무의 칸마다 이름표와 모양, 채점의 말,
한 걸음씩의 문장, 풀이의 요약.

나무는 옆으로 누운 대진표다 (ui/gametree/alphabeta_tree.py 가 단추로 그린다): 속 노드는 단추
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

from solver.gametree.alphabeta_check import Check, MarkKind, MarkResult, Reason, Verdict
from solver.gametree.random_tree import GameNode, Path, Player, Solution
from solver.gametree.search_trace import Cut, CutKind, Enter, Leaf, Return
from solver.gametree.trace_replay import TraceState, state_at

from ..text import tr
from .alphabeta_marks import Field
from .alphabeta_puzzle import Puzzle, Shape
from .alphabeta_state import AlphaBetaState, View

__all__ = [
    "FIELD_TEXT",
    "PLAYER_TEXT",
    "VIEW_TEXT",
    "Cell",
    "Look",
    "NodeView",
    "check_lines",
    "check_summary",
    "edge_name",
    "names",
    "node_lines",
    "number_text",
    "pad_title",
    "puzzle_text",
    "shape_text",
    "solution_lines",
    "step_lines",
    "tree_view",
]

VIEW_TEXT = {
    View.ANSWER: "ab_view_answer",
    View.STEPS: "ab_view_steps",
    View.SOLUTION: "ab_view_solution",
}
PLAYER_TEXT = {Player.MAX: "ab_max", Player.MIN: "ab_min"}
# 노드가 돌려주는 값의 규칙 (값이 틀리거나 빠졌을 때의 까닭)
RULE_TEXT = {Player.MAX: "ab_rule_max", Player.MIN: "ab_rule_min"}
FIELD_TEXT = {
    Field.VALUE: "ab_field_value",
    Field.ALPHA: "ab_field_alpha",
    Field.BETA: "ab_field_beta",
}
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


# --- 채점의 말 ---------------------------------------------------------------------------------


def _cut_text(lang: str, cut: Cut, names: Mapping[Path, str]) -> str:
    """자르기의 조건 한 문장: 'β ≤ α 이므로 나머지 가지는 볼 필요가 없어요' 와 그 수."""
    key = "ab_cond_beta" if cut.cut_kind is CutKind.BETA else "ab_cond_alpha"
    return tr(
        lang,
        key,
        node=names[cut.path],
        child=names[(*cut.path, cut.by)],
        value=number_text(cut.value),
        alpha=number_text(cut.alpha),
        beta=number_text(cut.beta),
    )


def _pruned_text(lang: str, cut: Cut, names: Mapping[Path, str]) -> str:
    """자르기로 보지 않은 가지들의 한 문장 ('자른 가지: C–D, E–3.')."""
    edges = ", ".join(edge_name(names, p) for p in cut.pruned)
    return tr(lang, "ab_step_cut", edges=edges)


def _value_key(m: MarkResult) -> str:
    """노드 값 채점의 문구 열쇠 (alphabeta_check 의 규칙: VALUE, BOUND, STOPPED)."""
    if m.reason is Reason.NOT_VISITED:
        return "ab_r_not_visited"
    if m.reason is Reason.VALUE:
        return {
            Verdict.RIGHT: "ab_r_value_right",
            Verdict.WRONG: "ab_r_value_wrong",
            Verdict.MISSING: "ab_r_value_missing",
        }[m.verdict]
    if m.verdict is Verdict.MISSING:
        return "ab_r_bound_missing"
    if m.verdict is Verdict.RIGHT and m.reason is Reason.BOUND:
        return "ab_r_bound_true_right" if m.given != m.expected else "ab_r_bound_right"
    if m.verdict is Verdict.RIGHT:
        return "ab_r_stopped_right"
    return "ab_r_stopped_true" if m.given == m.true_value else "ab_r_value_wrong"


def _mark_line(lang: str, m: MarkResult, names: Mapping[Path, str], solution: Solution) -> str:
    """채점 하나를 한 줄로: 표시 (✓ ✗) 와 까닭."""
    name = edge_name(names, m.path) if m.kind is MarkKind.EDGE else names[m.path]
    if m.kind is MarkKind.EDGE:
        if m.reason is Reason.CUT:
            key = "ab_r_cut_right" if m.verdict is Verdict.RIGHT else "ab_r_cut_missing"
            text = tr(lang, key, name=name) + " " + _cut_text(lang, m.cut, names)  # type: ignore[arg-type]
        elif m.reason is Reason.INSIDE_CUT:
            top = next(p for p in m.cut.pruned if m.path[: len(p)] == p)  # type: ignore[union-attr]
            text = tr(lang, "ab_r_inside_cut", name=name, top=edge_name(names, top))
        else:
            text = tr(lang, "ab_r_visited", name=name)
    elif m.kind is MarkKind.VALUE:
        rule = tr(lang, RULE_TEXT[solution.player(m.path)])
        values = {"given": m.given, "true": m.true_value, "expected": m.expected}
        shown = {k: "" if v is None else number_text(v) for k, v in values.items()}
        text = tr(lang, _value_key(m), name=name, rule=rule, **shown)
    else:
        side = "α" if m.kind is MarkKind.ALPHA else "β"
        if m.reason is Reason.NOT_VISITED:
            text = tr(lang, "ab_r_not_visited", name=name)
        else:
            key = "ab_r_window_right" if m.verdict is Verdict.RIGHT else "ab_r_window_wrong"
            text = tr(lang, key, name=name, side=side, given=number_text(m.given))  # type: ignore[arg-type]
    return f"{MARK[m.verdict]} {text}"


def check_lines(
    lang: str, check: Check, names: Mapping[Path, str], solution: Solution
) -> list[str]:
    """채점의 줄들: 틀리거나 빠진 것 먼저, 그다음 맞은 것 (나무의 앞차례로)."""
    wrong = [m for m in check.marks if m.verdict is not Verdict.RIGHT]
    right = [m for m in check.marks if m.verdict is Verdict.RIGHT]
    return [_mark_line(lang, m, names, solution) for m in (*wrong, *right)]


def check_summary(lang: str, check: Check) -> str:
    """채점의 한 줄: 모두 맞았으면 축하, 아니면 찾은 가지치기와 맞음 · 틀림 · 빠짐의 수."""
    score = {"found": check.cuts_found, "total": check.cuts_total}
    if check.all_right:
        return tr(lang, "ab_all_right", **score)
    counts = {verdict.value: check.count(verdict) for verdict in Verdict}
    return tr(lang, "ab_score", **score, **counts)


def node_lines(
    lang: str, check: Check, path: Path, names: Mapping[Path, str], solution: Solution
) -> list[str]:
    """한 노드 (와 그 위 가지) 의 채점 줄들 (자판 위에 보인다)."""
    return [_mark_line(lang, m, names, solution) for m in check.at(path)]


# --- 한 걸음씩 · 풀이 --------------------------------------------------------------------------


def _watch(lang: str, search: TraceState, names: Mapping[Path, str]) -> str:
    """가장 깊은 열린 노드의 자르기 조건 ('다음 자식 값이 3 이상이면 …'), 없으면 빈 글."""
    watch = search.watch
    if watch is None:
        return ""
    key = "ab_watch_beta" if watch.kind is CutKind.BETA else "ab_watch_alpha"
    return tr(lang, key, node=names[search.stack[-1]], bound=number_text(watch.bound))


def _parent_line(lang: str, search: TraceState, path: Path, names: Mapping[Path, str]) -> str:
    """자식이 값을 돌려준 뒤 부모의 창 (과 고른 자식)."""
    if not path:
        return ""
    parent = path[:-1]
    alpha, beta = search.windows[parent]
    chosen = search.best.get(parent) == path[-1]
    key = "ab_step_parent_chosen" if chosen else "ab_step_parent"
    return tr(
        lang,
        key,
        node=names[parent],
        child=names[path],
        alpha=number_text(alpha),
        beta=number_text(beta),
    )


def _event_lines(lang: str, search: TraceState, names: Mapping[Path, str]) -> list[str]:
    """지금 걸음의 사건 (과 그 뒤 부모의 창) 의 문장들."""
    event = search.event
    if event is None:
        return [tr(lang, "ab_step_start")]
    node = names[event.path]
    if isinstance(event, Enter):
        who = tr(lang, PLAYER_TEXT[event.player])
        alpha, beta = number_text(event.alpha), number_text(event.beta)
        return [tr(lang, "ab_step_enter", node=node, player=who, alpha=alpha, beta=beta)]
    if isinstance(event, Cut):
        return [_cut_text(lang, event, names), _pruned_text(lang, event, names)]
    if isinstance(event, Leaf):
        line = tr(lang, "ab_step_leaf", node=node, value=number_text(event.value))
    elif isinstance(event, Return):
        child = names[(*event.path, event.best)]
        line = tr(lang, "ab_step_return", node=node, value=number_text(event.value), child=child)
    else:  # 연습 나무는 요약 사건을 만들지 않는다 (show 없음)
        return []
    return [line, _parent_line(lang, search, event.path, names)]


def step_lines(lang: str, solution: Solution, step: int, names: Mapping[Path, str]) -> list[str]:
    """한 걸음씩의 문장들: 지금 걸음의 사건, 부모의 창과 고른 자식, 자르기 조건."""
    total = len(solution.trace.events)
    search = state_at(solution.trace, min(step, total))
    lines = _event_lines(lang, search, names)
    if search.stack and not isinstance(search.event, Cut):
        lines.append(_watch(lang, search, names))
    if step >= total:
        lines.append(tr(lang, "ab_step_done", value=number_text(solution.value)))
    return [line for line in lines if line]


def solution_lines(lang: str, solution: Solution, names: Mapping[Path, str]) -> list[str]:
    """풀이의 줄들: 요약, 자르기마다 조건, 참값이 아닌 (경계를 돌려준) 노드."""
    lines = [
        tr(
            lang,
            "ab_solution_summary",
            value=number_text(solution.value),
            evaluated=solution.leaves_evaluated,
            leaves=solution.minimax_leaves,
            cuts=len(solution.pruned),
        )
    ]
    for cut in solution.cuts:
        lines.append(_cut_text(lang, cut, names) + " " + _pruned_text(lang, cut, names))
    for path in sorted(solution.values):
        node = solution.tree.at(path)
        value, true = solution.values[path], solution.minimax[path]
        if not node.is_leaf and value != true:
            lines.append(
                tr(
                    lang,
                    "ab_solution_bound",
                    name=names[path],
                    value=number_text(value),
                    true=number_text(true),
                )
            )
    return lines


# --- 머리의 말 ---------------------------------------------------------------------------------


def shape_text(lang: str, shape: Shape) -> str:
    """모양 고르기의 이름: '깊이 3 · 가지 2 (잎 8개)'."""
    lo, hi = shape.fewest_leaves, shape.most_leaves
    leaves = str(lo) if lo == hi else f"{lo}-{hi}"
    return tr(lang, "ab_shape_option", depth=shape.depth, branching=shape.text, leaves=leaves)


def puzzle_text(lang: str, puzzle: Puzzle, tree: GameNode) -> str:
    """퍼즐 한 줄: 나무 번호, 모양, 잎 수, 뿌리."""
    return tr(
        lang,
        "ab_puzzle",
        seed=puzzle.seed,
        depth=puzzle.shape.depth,
        branching=puzzle.shape.text,
        leaves=tree.leaves(),
        root=tr(lang, PLAYER_TEXT[puzzle.root]),
    )


def pad_title(
    lang: str, state: AlphaBetaState, solution: Solution, names: Mapping[Path, str]
) -> str:
    """자판 위의 한 줄: 고른 노드 (names: 노드 이름) 와 지금 적힌 값 · α · β."""
    path = state.selected
    assert path is not None
    marks = state.marks
    empty = "–"
    shown = {
        kind: number_text(n) if (n := marks.numbers(kind).get(path)) is not None else empty
        for kind in Field
    }
    return tr(
        lang,
        "ab_pad_title",
        name=names[path],
        player=tr(lang, PLAYER_TEXT[solution.player(path)]),
        value=shown[Field.VALUE],
        alpha=shown[Field.ALPHA],
        beta=shown[Field.BETA],
    )
