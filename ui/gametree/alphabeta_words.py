"""알파-베타 연습 페이지의 말 (streamlit 없음): 채점의 줄, 한 걸음씩의 문장, 풀이의 줄, 머리의 말
(모양 · 퍼즐 · 자판 위의 한 줄), 보기와 자판 칸의 이름.

노드와 가지의 이름, 수의 글, 채점 표시는 나무의 칸과 같은 것을 쓴다 (alphabeta_model 의 names,
edge_name, number_text, MARK).
"""

from __future__ import annotations

from collections.abc import Mapping

from solver.gametree.alphabeta_check import Check, MarkKind, MarkResult, Reason, Verdict
from solver.gametree.random_tree import GameNode, Path, Solution
from solver.gametree.trace_events import Cut, CutKind, Enter, Leaf, Player, Return
from solver.gametree.trace_replay import TraceState, state_at

from ..text import tr
from .alphabeta_marks import Field
from .alphabeta_model import MARK, PLAYER_TEXT, edge_name, number_text
from .alphabeta_puzzle import Puzzle, Shape
from .alphabeta_state import AlphaBetaState, View

__all__ = [
    "FIELD_TEXT",
    "VIEW_TEXT",
    "check_lines",
    "check_summary",
    "node_lines",
    "pad_title",
    "puzzle_text",
    "shape_text",
    "solution_lines",
    "step_lines",
]

VIEW_TEXT = {
    View.ANSWER: "ab_view_answer",
    View.STEPS: "ab_view_steps",
    View.SOLUTION: "ab_view_solution",
}
# 노드가 돌려주는 값의 규칙 (값이 틀리거나 빠졌을 때의 까닭)
RULE_TEXT = {Player.MAX: "ab_rule_max", Player.MIN: "ab_rule_min"}
FIELD_TEXT = {
    Field.VALUE: "ab_field_value",
    Field.ALPHA: "ab_field_alpha",
    Field.BETA: "ab_field_beta",
}


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
        return "ab_r_value_missing"
    if m.reason is Reason.BOUND:
        if m.verdict is Verdict.WRONG:
            return "ab_r_bound_wrong"
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
                    "ab_solution_bound" if solution.saw_all(path) else "ab_solution_stopped",
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
