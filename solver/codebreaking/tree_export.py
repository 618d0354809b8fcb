"""결정 나무를 밖으로: JSON 문서, 비밀마다의 길 (CSV), Graphviz DOT, 인쇄용 커닝 종이 (Markdown).

나무를 둘러보는 화면이 쓰는 찾기 (find, path_to) 도 여기 있다. 대답의 이름표는 label 인자로
받는다 (기본은 언어 중립 plain_label): 엔진은 화면 언어를 모르고, ui/ 는 제 이름표를 넘긴다.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import numpy as np

from .decision_tree import DecisionTree, Node
from .feedback import plain_label, score, win_answer

__all__ = [
    "FORMATS",
    "Label",
    "SheetWords",
    "cheat_sheet",
    "export",
    "find",
    "histogram",
    "path_to",
    "secret_paths",
    "tree_csv",
    "tree_document",
    "tree_dot",
]

# 대답 번호 → 이름표
Label = Callable[[int], str]
# 한 비밀의 길: (추측, 대답) 차례들, 마지막 대답은 맞힘
Turns = list[tuple[int, int]]

# 내보내는 파일 형식 (명령줄의 --format, 화면의 내려받기)
FORMATS = ("json", "csv", "dot", "md")


@dataclass(frozen=True)
class SheetWords:
    """커닝 종이의 문장들 (기본은 명령줄의 영어; 화면은 제 언어의 것을 넘긴다: 엔진은 화면
    언어를 모른다). 중괄호 자리는 str.format 으로 채운다."""

    title: str = "Cheat sheet: {variant}, strategy {strategy}"
    read: str = (
        "Find the answers you have had so far, oldest first (separated by ·), and call the "
        "guess after →."
    )
    legend: str = (
        "S: right symbol in the right place; B: right symbol elsewhere; out: none; "
        "{length}S: solved."
    )
    # 적지 않는 마디의 규칙: 둘 이하 남았고 추측이 그중 작은 수인 마디는 적지 않는다
    rule: str = (
        "Answers not listed? When one code is left, call it. When two are left, call the "
        "smaller. (The codes left are those that fit every answer.)"
    )
    bound: str = "Every secret is solved in at most {worst} guesses (mean {mean:.4f} over {size})."
    start: str = "(start)"


def _label(tree: DecisionTree, label: Label | None) -> Label:
    return label if label is not None else partial(plain_label, tree.variant)


def _ruled(node: Node) -> bool:
    """규칙만으로 추측이 정해지는 마디인지: 둘 이하 남았고 추측이 그중 작은 수."""
    return node.size <= 2 and node.guess == int(node.candidates[0])


def _depths(tree: DecisionTree) -> np.ndarray:
    """뿌리의 후보들이 부른 횟수 (C,) int64. 게임 중간에서 키운 나무도 그 후보만 센다."""
    return tree.depths()[tree.root.candidates]


def histogram(tree: DecisionTree) -> dict[int, int]:
    """부른 횟수 → 그만큼 걸린 비밀 수. 0 인 칸은 빼고 횟수 순."""
    counts = np.bincount(_depths(tree))  # (최악+1,) int64
    return {int(k): int(n) for k, n in enumerate(counts) if n}


def tree_document(tree: DecisionTree, strategy: str, label: Label | None = None) -> dict:
    """tree --json 의 계약 문서 (docs/architecture.md): variant, strategy, secrets, histogram, root.

    마디는 {"guess": "123", "candidates": 닿는 비밀 수, "next": {이름표: 마디}}. 맞힘 대답은
    next 에 없고, next 는 대답 번호 순이다 (JSON 열쇠 순서가 곧 읽는 순서).
    """
    name = _label(tree, label)
    fmt = tree.variant.format

    def doc(node: Node) -> dict:
        nxt = {name(a): doc(child) for a, child in sorted(node.children.items())}
        return {"guess": fmt(node.guess), "candidates": node.size, "next": nxt}

    return {
        "variant": tree.variant.name,
        "strategy": strategy,
        "secrets": tree.root.size,
        "histogram": {str(k): n for k, n in histogram(tree).items()},
        "root": doc(tree.root),
    }


def secret_paths(tree: DecisionTree) -> list[tuple[int, Turns]]:
    """비밀마다 (코드 순) 뿌리부터 맞힐 때까지의 (추측, 대답) 차례들. 마지막 대답은 맞힘."""
    win = win_answer(tree.variant)
    found: dict[int, Turns] = {}
    stack: list[tuple[Node, Turns]] = [(tree.root, [])]
    while stack:
        node, turns = stack.pop()
        if node.solves_guess:
            found[node.guess] = [*turns, (node.guess, win)]
        for answer, child in node.children.items():
            stack.append((child, [*turns, (node.guess, answer)]))
    if len(found) != tree.root.size:  # 뿌리의 후보를 모두 맞혀야 길이 C 개다
        raise ValueError(f"the tree solves {len(found)} of {tree.root.size} secrets")
    return sorted(found.items())


def tree_csv(tree: DecisionTree, label: Label | None = None) -> str:
    """비밀마다 한 줄: secret,guesses,path ('123 1S 0B > 456 0S 2B > 789 3S'). 줄 끝은 '\\n'."""
    name = _label(tree, label)
    fmt = tree.variant.format
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["secret", "guesses", "path"])
    for secret, turns in secret_paths(tree):
        path = " > ".join(f"{fmt(g)} {name(a)}" for g, a in turns)
        writer.writerow([fmt(secret), len(turns), path])
    return out.getvalue()


def _dot_text(text: str) -> str:
    """DOT 의 따옴표 문자열 (이름표는 바깥에서 오므로 \\ 와 " 를 막는다)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def tree_dot(tree: DecisionTree, strategy: str, label: Label | None = None) -> str:
    """Graphviz digraph: 마디마다 점 하나 ('추측\\n닿는 수'), 부모→자식 선마다 대답 이름표.

    맞힘은 점으로 그리지 않는다 (선 수 = 점 수 - 1). 겹테두리는 추측이 후보인 마디 (거기서
    맞힐 수 있다).
    """
    name = _label(tree, label)
    fmt = tree.variant.format
    title = f"{tree.variant.name} {strategy}"
    lines = [
        "digraph tree {",
        f"  label={_dot_text(title)};",
        "  rankdir=LR;",
        "  node [shape=box, fontname=monospace];",
    ]
    ids: dict[int, str] = {}  # id(마디) → 점 이름, 깊이 우선 순서로 n0, n1, ...
    for node in tree.nodes():
        ids[id(node)] = f"n{len(ids)}"
        ring = ", peripheries=2" if node.solves_guess else ""
        text = _dot_text(f"{fmt(node.guess)}\n{node.size}").replace("\n", "\\n")
        lines.append(f"  {ids[id(node)]} [label={text}{ring}];")
    for node in tree.nodes():
        for answer, child in node.children.items():
            edge = f"{ids[id(node)]} -> {ids[id(child)]}"
            lines.append(f"  {edge} [label={_dot_text(name(answer))}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def cheat_sheet(
    tree: DecisionTree,
    strategy: str,
    title: str | None = None,
    label: Label | None = None,
    words: SheetWords = SheetWords(),  # 불변 값이라 기본값으로 같이 써도 된다
) -> str:
    """인쇄용 커닝 종이 (Markdown): 받은 대답들 → 다음 추측, 한 줄에 하나.

    종이를 짧게 하려고 규칙 (SheetWords.rule) 으로 정해지는 마디는 적지 않는다. 적힌 줄이
    규칙보다 먼저다. 줄 모양은 '- 1S 0B · 0S 2B → 456', 뿌리는 '- (start) → 123'; 첫 대답마다
    제목. words: 문장들 (화면 언어), label: 대답의 이름표.
    """
    name = _label(tree, label)
    fmt = tree.variant.format
    depths = _depths(tree)
    root = tree.root
    heading = title or words.title.format(variant=tree.variant.name, strategy=strategy)
    bound = words.bound.format(worst=int(depths.max()), mean=depths.mean(), size=root.size)
    lines = [
        f"# {heading}",
        "",
        words.read,
        words.legend.format(length=tree.variant.length),
        words.rule,
        bound,
        "",
        f"- {words.start} → {fmt(root.guess)}",
    ]
    for first, child in sorted(root.children.items()):
        rows: list[str] = []
        stack: list[tuple[Node, tuple[int, ...]]] = [(child, (first,))]
        while stack:  # 깊이 우선, 대답 번호 순: 한 가지의 뒷길이 바로 아래 줄에 온다
            node, path = stack.pop()
            if not _ruled(node):
                rows.append(f"- {' · '.join(map(name, path))} → {fmt(node.guess)}")
            stack.extend((c, (*path, a)) for a, c in sorted(node.children.items(), reverse=True))
        if rows:
            lines += ["", f"## {fmt(root.guess)}: {name(first)}", *rows]
    return "\n".join(lines) + "\n"


def find(tree: DecisionTree, path: tuple[int, ...]) -> tuple[Node, tuple[int, ...]]:
    """뿌리에서 대답들 path 를 따라 갈 수 있는 데까지 간 마디와 실제로 간 길 (화면의 나무
    둘러보기: 링크 · 다른 전략의 길처럼 없는 가지가 오면 거기서 멈춘다)."""
    node = tree.root
    for i, answer in enumerate(path):
        child = node.children.get(int(answer))
        if child is None:
            return node, tuple(path[:i])
        node = child
    return node, tuple(path)


def path_to(tree: DecisionTree, secret: int) -> list[Node]:
    """비밀 하나가 지나는 마디들, 뿌리부터 그 비밀을 맞히는 마디까지."""
    variant = tree.variant
    if not 0 <= int(secret) < variant.size:
        raise ValueError(f"secret {secret} is not a code number of {variant.name}")
    nodes = [tree.root]
    while nodes[-1].guess != secret:
        node = nodes[-1]
        child = node.children.get(score(variant, node.guess, int(secret)))
        if child is None:  # grow 로 만든 나무에선 일어나지 않는다: 모든 비밀이 어딘가에서 맞는다
            raise ValueError(f"the tree never solves {variant.format(int(secret))}")
        nodes.append(child)
    return nodes


def export(tree: DecisionTree, strategy: str, fmt: str) -> str:
    """나무를 파일 글로 (명령줄 tree 와 화면의 내려받기가 같은 바이트를 내게 여기 하나만 둔다).

    fmt: FORMATS 중 하나. JSON 은 한 줄로 촘촘하게. 모두 줄바꿈 하나로 끝난다.
    """
    if fmt == "json":
        doc = tree_document(tree, strategy)
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n"
    if fmt == "csv":
        return tree_csv(tree)
    if fmt == "dot":
        return tree_dot(tree, strategy)
    if fmt == "md":
        return cheat_sheet(tree, strategy)
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
