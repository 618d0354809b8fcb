"""알파-베타 연습의 채점: 학생이 표시한 잘린 가지와 노드 값 (α, β 는 골라서) 을 풀이와 맞춘다.

채점 규칙 (Solution 은 random_tree.solve 의 풀이):
- 잘린 가지는 간선으로 표시하고, 간선은 그 아래 노드의 길로 적는다. 풀이의 pruned (잘린 부분나무의
  뿌리) 에 있으면 맞음 (CUT). 그 부분나무 안의 간선이면 맞음 (INSIDE_CUT: 위의 가지가 이미 잘려
  어차피 보지 않는다; 찾은 자르기 점수에는 세지 않는다). 알파-베타가 지나는 간선이면 틀림
  (VISITED: 그 노드의 값이 필요하다). 표시하지 않은 풀이의 잘린 가지는 빠짐 (MISSING, CUT).
- 노드 값: 알파-베타가 닿은 노드마다 그 노드가 **돌려주는 값** (Solution.values, AIMA 의 규칙:
  본 자식들이 돌려준 값 가운데 가장 좋은 값, 자르기에서 멈춘다) 이 정답이다. 그 값이 참값
  (미니맥스) 과 같으면 VALUE. 다르면 한쪽 경계이고, 까닭은 둘이다: 이 노드가 자르기에서 멈췄으면
  STOPPED (탐색은 남은 가지를 보지 않아 참값을 모른다: 참값은 틀림), 모든 자식을 보았지만 그
  아래에서 가지가 잘렸으면 BOUND (모든 자식을 본 노드라 참값도 맞음으로 받는다). 닿지 않는
  노드에 값을 적으면 틀림 (NOT_VISITED). 닿은 속 노드에 값이 없으면 빠짐; 말단은 문제에 값이
  있으므로 빠짐으로 세지 않는다.
- α, β (골라서): 노드가 **돌아갈 때** 의 창 (Solution.windows, 말단은 받은 창). ±∞ 는 math.inf.
  적지 않은 α, β 는 빠짐으로 세지 않는다 (WINDOW).

링크 글 (화면이 주소에 싣는다): 길은 '0.1.2' (뿌리는 'r'), 잘린 가지는 '0.1,2', 값은
'r=3,0.1=5' (α, β 는 'inf', '-inf' 도). 잘못된 글은 InputError ('tree_marks'), 나무에 없는 길은
InputError ('tree_path').
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from ..errors import InputError, Refusal
from .random_tree import Path, Solution
from .trace_events import Cut

__all__ = [
    "Answer",
    "Check",
    "MarkKind",
    "MarkResult",
    "Reason",
    "Verdict",
    "check",
    "format_numbers",
    "format_path",
    "format_paths",
    "parse_numbers",
    "parse_path",
    "parse_paths",
]

ROOT = "r"  # 링크에서 뿌리의 길
_MAX_TEXT = 20_000  # 링크 글의 최대 길이 (깊이 5, 가지 4 의 모든 노드를 적어도 모자라지 않다)
_MAX_PATH = 12
_MAX_NUMBER = 999


class Verdict(StrEnum):
    """표시 하나의 평가."""

    RIGHT = "right"  # 맞음
    WRONG = "wrong"  # 틀림
    MISSING = "missing"  # 있어야 할 표시가 없음


class MarkKind(StrEnum):
    """무엇에 대한 표시인가."""

    EDGE = "edge"  # 잘린 가지 (간선 = 그 아래 노드의 길)
    VALUE = "value"  # 노드 값
    ALPHA = "alpha"  # 노드가 돌아갈 때의 α
    BETA = "beta"  # 노드가 돌아갈 때의 β


class Reason(StrEnum):
    """평가의 까닭 (화면이 문장으로 옮긴다)."""

    CUT = "cut"  # 이 가지는 잘린다 (MarkResult.cut 이 그 조건)
    INSIDE_CUT = "inside_cut"  # 위의 가지가 이미 잘려 이 가지는 어차피 보지 않는다
    VISITED = "visited"  # 알파-베타가 이 가지를 지난다: 그 값이 필요하다
    VALUE = "value"  # 노드가 돌려주는 값 = 참값
    BOUND = "bound"  # 모든 자식을 보았지만 아래에서 잘려 돌려주는 값은 경계 (참값도 맞음)
    STOPPED = "stopped"  # 자르기에서 멈춰 돌려주는 값은 경계 (참값은 탐색이 모른다)
    NOT_VISITED = "not_visited"  # 잘린 부분나무 안의 노드: 탐색이 닿지 않는다
    WINDOW = "window"  # 노드가 돌아갈 때의 α 또는 β


@dataclass(frozen=True)
class Answer:
    """학생의 표시. pruned: 잘렸다고 표시한 간선 (그 아래 노드의 길). values: 노드 값.
    alphas, betas: 노드가 돌아갈 때의 α, β (골라서, ±math.inf 가능)."""

    pruned: frozenset[Path] = frozenset()
    values: Mapping[Path, int] = field(default_factory=dict)
    alphas: Mapping[Path, float] = field(default_factory=dict)
    betas: Mapping[Path, float] = field(default_factory=dict)


@dataclass(frozen=True)
class MarkResult:
    """표시 하나의 평가. given: 학생이 적은 수 (간선이면 None). expected: 정답 수 (간선이면
    그 노드의 알파-베타 값 또는 None). true_value: 노드의 참값 (미니맥스). cut: 이 간선을 자른
    사건 (CUT, INSIDE_CUT 이면 위의 자르기), 아니면 None."""

    kind: MarkKind
    path: Path
    verdict: Verdict
    reason: Reason
    given: float | None = None
    expected: float | None = None
    true_value: int | None = None
    cut: Cut[int] | None = None


@dataclass(frozen=True)
class Check:
    """채점 결과: 표시마다의 평가 (간선, 값, α, β 차례, 각각 길의 앞차례)."""

    marks: tuple[MarkResult, ...]

    @property
    def all_right(self) -> bool:
        """틀림도 빠짐도 없는지."""
        return all(m.verdict is Verdict.RIGHT for m in self.marks)

    @property
    def cuts_found(self) -> int:
        """맞게 찾은 자르기 수 (잘린 부분나무의 뿌리로 가는 간선)."""
        return sum(m.reason is Reason.CUT and m.verdict is Verdict.RIGHT for m in self.marks)

    @property
    def cuts_total(self) -> int:
        """풀이의 자르기 수."""
        return sum(m.reason is Reason.CUT for m in self.marks)

    def count(self, verdict: Verdict) -> int:
        """그 평가를 받은 표시 수."""
        return sum(m.verdict is verdict for m in self.marks)

    def at(self, path: Path) -> tuple[MarkResult, ...]:
        """한 노드 (또는 그 위 간선) 의 평가들."""
        return tuple(m for m in self.marks if m.path == path)


def _cut_of(solution: Solution) -> dict[Path, Cut[int]]:
    """잘린 부분나무의 뿌리 → 그것을 자른 사건."""
    return {path: cut for cut in solution.cuts for path in cut.pruned}


def _check_paths(solution: Solution, paths: Iterable[Path], *, edges: bool) -> None:
    """표시의 길이 나무에 있는지 (간선이면 뿌리가 아닌지)."""
    for path in paths:
        solution.tree.at(path)
        if edges and not path:
            raise InputError(Refusal.TREE_PATH, "the root has no edge above it", path=ROOT)


def _number(kind: MarkKind, path: Path, given: float, allow_inf: bool) -> float:
    """학생이 적은 수의 검사: 정수 (α, β 는 ±∞ 도)."""
    ok = isinstance(given, int) and not isinstance(given, bool)
    if allow_inf and isinstance(given, float) and (math.isinf(given) or given.is_integer()):
        ok = True
    if not ok:
        shown = format_path(path)
        raise InputError(
            Refusal.TREE_MARKS, f"{kind} at {shown} must be an integer, got {given!r}", item=shown
        )
    return given


def _edges(solution: Solution, pruned: frozenset[Path]) -> list[MarkResult]:
    cut_of = _cut_of(solution)
    results = []
    for path in sorted(set(pruned) | set(cut_of)):
        if path in cut_of:
            verdict = Verdict.RIGHT if path in pruned else Verdict.MISSING
            results.append(MarkResult(MarkKind.EDGE, path, verdict, Reason.CUT, cut=cut_of[path]))
        elif path in solution.visited:
            results.append(
                MarkResult(
                    MarkKind.EDGE,
                    path,
                    Verdict.WRONG,
                    Reason.VISITED,
                    expected=solution.values[path],
                    true_value=solution.minimax[path],
                )
            )
        else:
            top = next(path[:i] for i in range(1, len(path)) if path[:i] in cut_of)
            results.append(
                MarkResult(MarkKind.EDGE, path, Verdict.RIGHT, Reason.INSIDE_CUT, cut=cut_of[top])
            )
    return results


def _values(solution: Solution, values: Mapping[Path, int]) -> list[MarkResult]:
    inner = {p for p in solution.visited if not solution.tree.at(p).is_leaf}
    results = []
    for path in sorted(set(values) | inner):
        given = values.get(path)
        true = solution.minimax[path]
        if path not in solution.visited:
            results.append(
                MarkResult(
                    MarkKind.VALUE, path, Verdict.WRONG, Reason.NOT_VISITED, given, None, true
                )
            )
            continue
        expected = solution.values[path]
        if expected == true:
            reason, accepted = Reason.VALUE, {expected}
        elif solution.saw_all(path):
            reason, accepted = Reason.BOUND, {expected, true}
        else:
            reason, accepted = Reason.STOPPED, {expected}
        if given is None:
            verdict = Verdict.MISSING
        else:
            verdict = Verdict.RIGHT if given in accepted else Verdict.WRONG
        results.append(MarkResult(MarkKind.VALUE, path, verdict, reason, given, expected, true))
    return results


def _windows(solution: Solution, kind: MarkKind, given: Mapping[Path, float]) -> list[MarkResult]:
    side = 0 if kind is MarkKind.ALPHA else 1
    results = []
    for path in sorted(given):
        true = solution.minimax[path]
        if path not in solution.visited:
            results.append(
                MarkResult(kind, path, Verdict.WRONG, Reason.NOT_VISITED, given[path], None, true)
            )
            continue
        expected = solution.windows[path][side]
        verdict = Verdict.RIGHT if given[path] == expected else Verdict.WRONG
        results.append(MarkResult(kind, path, verdict, Reason.WINDOW, given[path], expected, true))
    return results


def check(solution: Solution, answer: Answer) -> Check:
    """학생의 표시를 풀이와 맞춘다 (모듈 설명의 규칙). 순수 함수.

    >>> from solver.gametree.random_tree import GameNode, solve
    >>> s = solve(GameNode.from_nested([[3, 12, 8], [2, 4, 6], [14, 5, 2]]))
    >>> c = check(s, Answer(pruned=frozenset({(1, 1)}), values={(): 3, (0,): 3, (1,): 2}))
    >>> [(m.path, m.verdict.value, m.reason.value) for m in c.marks if m.verdict != "right"]
    [((1, 2), 'missing', 'cut'), ((2,), 'missing', 'value')]
    """
    _check_paths(solution, answer.pruned, edges=True)
    for kind, given in (
        (MarkKind.VALUE, answer.values),
        (MarkKind.ALPHA, answer.alphas),
        (MarkKind.BETA, answer.betas),
    ):
        _check_paths(solution, given, edges=False)
        for path, number in given.items():
            _number(kind, path, number, kind is not MarkKind.VALUE)
    return Check(
        (
            *_edges(solution, frozenset(answer.pruned)),
            *_values(solution, answer.values),
            *_windows(solution, MarkKind.ALPHA, answer.alphas),
            *_windows(solution, MarkKind.BETA, answer.betas),
        )
    )


def format_path(path: Path) -> str:
    """길 → 링크 글: (0, 1) → '0.1', 뿌리 () → 'r'."""
    return ".".join(map(str, path)) if path else ROOT


def _bad(text: str, what: str) -> InputError:
    shown = text if len(text) <= 20 else text[:20] + "…"
    return InputError(Refusal.TREE_MARKS, f"cannot read {what} {shown!r}", item=shown)


def parse_path(text: str) -> Path:
    """링크 글 → 길: '0.1' → (0, 1), 'r' → (). 틀리면 InputError ('tree_marks')."""
    text = text.strip()
    if text == ROOT:
        return ()
    parts = text.split(".")
    if len(parts) > _MAX_PATH or not all(
        p.isdigit() and p.isascii() and len(p) <= 2 for p in parts
    ):
        raise _bad(text, "the path")
    return tuple(int(p) for p in parts)


def format_paths(paths: Iterable[Path]) -> str:
    """간선들 → '0.1,2' (앞차례로 정렬)."""
    return ",".join(format_path(p) for p in sorted(set(paths)))


def parse_paths(text: str) -> frozenset[Path]:
    """'0.1,2' → {(0, 1), (2,)}. 빈 글은 빈 집합."""
    if not isinstance(text, str) or len(text) > _MAX_TEXT:
        raise _bad(str(text), "the marks")
    return frozenset(parse_path(item) for item in text.split(",") if item.strip())


def _format_number(value: float) -> str:
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return str(int(value))


def format_numbers(numbers: Mapping[Path, float]) -> str:
    """노드마다의 수 → 'r=3,0.1=5' (앞차례로 정렬, ±∞ 는 'inf', '-inf')."""
    return ",".join(f"{format_path(p)}={_format_number(numbers[p])}" for p in sorted(numbers))


def parse_numbers(text: str, *, infinite: bool = False) -> dict[Path, float]:
    """'r=3,0.1=5' → {(): 3, (0, 1): 5}. infinite 면 'inf', '-inf' 도 (α, β 용).

    같은 길이 두 번 나오거나, 수가 아니거나, |수| > 999 면 InputError ('tree_marks').
    """
    if not isinstance(text, str) or len(text) > _MAX_TEXT:
        raise _bad(str(text), "the marks")
    numbers: dict[Path, float] = {}
    for item in (i.strip() for i in text.split(",")):
        if not item:
            continue
        where, sep, number = item.partition("=")
        path = parse_path(where)
        if not sep or path in numbers:
            raise _bad(item, "the mark")
        digits = number.strip().removeprefix("-")
        if infinite and digits == "inf":
            numbers[path] = -math.inf if number.strip().startswith("-") else math.inf
        elif digits.isdigit() and digits.isascii() and int(digits) <= _MAX_NUMBER:
            numbers[path] = int(number)
        else:
            raise _bad(item, "the mark")
    return numbers
