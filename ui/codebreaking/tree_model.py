"""전략 나무 탐색 화면의 데이터 (streamlit 없음): 그림에 넣을 마디, 마디의 사실, 두 전략 견주기.

마디는 뿌리에서 받은 대답들 (AnswerPath) 로 찾는다. 그림의 마디 id 는 그 대답 번호를 점으로
이은 글 ('r', 'r.4.1') 이라 누른 마디를 바로 길로 되돌린다. 그림은 지금 마디와 바로 아래 대답들
(VIEW_LEVELS 층) 만 그린다: 손자 칸은 504 의 뿌리에서도 모두 44 px 보다 얇아 폰에서 누를 수 없었다
(그림 높이 420 px 에서 44 px 는 비밀 54개). 더 아래는 눌러서 내려간다. VIEW_BUDGET 은 층을
늘릴 때의 상한이다 (bulls4 도 폰이 버티게).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

import numpy as np

from solver.codebreaking.decision_tree import AnswerPath, DecisionTree, Node
from solver.codebreaking.evaluation import strategy_tree
from solver.codebreaking.feedback import answer_slots, response_matrix, win_answer
from solver.codebreaking.page_data import Grown
from solver.codebreaking.partition import bucket_counts
from solver.codebreaking.tree_export import cheat_sheet, export, find, path_to
from solver.codebreaking.variants import Variant

from ..text import tr
from .share import csv_download
from .words import answer_label, sheet_words, short_name

__all__ = [
    "VIEW_BUDGET",
    "VIEW_LEVELS",
    "WIN_ID",
    "Icicle",
    "NodeFacts",
    "Side",
    "Split",
    "compare_sides",
    "crumbs",
    "icicle",
    "node_facts",
    "node_id",
    "parse_id",
    "secret_path",
    "trail_guesses",
    "tree_file",
    "vs_rows",
]

# 지금 마디를 포함해 그림에 보일 층 수, 그리고 그림에 넣을 마디 수의 상한
VIEW_LEVELS = 2
VIEW_BUDGET = 400
# 마디의 추측으로 맞히는 비밀의 칸: id 는 '<마디 id>.win' (parse_id 가 읽지 않는다: 누르면 그대로)
WIN_ID = "win"


def node_id(path: AnswerPath) -> str:
    """그림의 마디 id: 'r' 뒤에 대답 번호들 ('r.4.1')."""
    return ".".join(["r", *map(str, path)])


def parse_id(text: str) -> AnswerPath | None:
    """node_id 의 반대 (읽을 수 없으면 None)."""
    head, *rest = str(text).split(".")
    if head != "r" or not all(part.isdigit() for part in rest):
        return None
    return tuple(int(part) for part in rest)


def secret_path(tree: DecisionTree, secret: int) -> list[AnswerPath]:
    """비밀 수를 맞히기까지 지나는 마디들의 길 (뿌리부터)."""
    nodes = path_to(tree, secret)
    paths: list[AnswerPath] = [()]
    for parent, child in pairwise(nodes):
        answer = next(a for a, c in parent.children.items() if c is child)
        paths.append((*paths[-1], answer))
    return paths


@dataclass(frozen=True)
class Icicle:
    """icicle 그림의 재료 (마디마다 한 칸씩 같은 길이의 목록).

    colors: 그 마디를 지나는 비밀들을 맞히는 평균 횟수. marked: 찾은 비밀의 길에 있는지.
    hidden: 상한 때문에 그리지 않은 아래 마디 수.
    """

    ids: list[str]
    labels: list[str]
    parents: list[str]
    values: list[int]
    colors: list[float]
    hover: list[str]
    marked: list[bool]
    hidden: int


def icicle(
    lang: str,
    variant: Variant,
    node: Node,
    path: AnswerPath,
    depths: np.ndarray,
    marked: set[AnswerPath] | None = None,
) -> Icicle:
    """node 아래를 층마다 넓게 모은 그림의 재료 (층 수와 마디 수의 상한은 모듈 설명).

    펼친 마디의 추측이 아직 후보면 그 추측으로 맞히는 비밀 하나도 칸 (WIN_ID, 맨 아래) 으로
    둔다: 없으면 자식 칸들 밑에 까닭 모를 빈자리가 남는다. depths: 비밀마다 맞히는 횟수 (N,).
    marked: 강조할 마디들의 길.
    """
    marked = marked or set()
    fmt = variant.format
    layer: list[tuple[Node, AnswerPath, str]] = [(node, path, "")]
    boxes: list[_Box] = []
    wins: list[_Box] = []  # 맞힘 칸은 형제들 뒤 (그림의 맨 아래) 에 그리도록 끝에 붙인다
    levels = 0
    while layer and levels < VIEW_LEVELS and len(boxes) + len(layer) <= VIEW_BUDGET:
        nxt: list[tuple[Node, AnswerPath, str]] = []
        opens = levels + 1 < VIEW_LEVELS  # 이 층의 자식까지 그리는지
        for item, item_path, parent in layer:
            head = fmt(item.guess)
            if item is not node:
                head = f"{answer_label(lang, variant, item_path[-1])} → {head}"
            mean = float(depths[item.candidates].mean())
            here = node_id(item_path)
            boxes.append(
                _Box(
                    here,
                    f"{head}<br>{box_text(lang, item.size, mean)}",
                    parent,
                    item.size,
                    mean,
                    f"{fmt(item.guess)} · {item.size} · {mean:.2f}",
                    item_path in marked,
                )
            )
            nxt.extend((c, (*item_path, a), here) for a, c in item.children.items())
            if opens and item.solves_guess:
                win = answer_label(lang, variant, win_answer(variant))
                guesses = float(depths[item.guess])
                text = f"{win} · {tr(lang, 'tree_win')}"
                hover = f"{fmt(item.guess)} · {text}"
                wins.append(_Box(f"{here}.{WIN_ID}", text, here, 1, guesses, hover, False))
        layer, levels = nxt, levels + 1
    hidden = sum(1 for _ in _below(layer))
    boxes += wins
    return Icicle(
        ids=[b.id for b in boxes],
        labels=[b.label for b in boxes],
        parents=[b.parent for b in boxes],
        values=[b.value for b in boxes],
        colors=[b.mean for b in boxes],
        hover=[b.hover for b in boxes],
        marked=[b.marked for b in boxes],
        hidden=hidden,
    )


@dataclass(frozen=True)
class _Box:
    """그림의 칸 하나 (Icicle 의 한 줄)."""

    id: str
    label: str
    parent: str
    value: int
    mean: float
    hover: str
    marked: bool


def box_text(lang: str, size: int, mean: float) -> str:
    """칸의 둘째 줄: 지나는 비밀 수와 맞히는 평균 횟수."""
    key = "tree_box_one" if size == 1 else "tree_box"
    return tr(lang, key, n=size, mean=f"{mean:.2f}")


def crumbs(
    lang: str, variant: Variant, tree: DecisionTree, path: AnswerPath
) -> list[tuple[str, bool]]:
    """지나온 길의 단추마다 (글, 지금 마디인지): 뿌리 '처음 · 123', 그 아래 '아웃 → 456' ..."""
    node = tree.root
    out = [(f"{tr(lang, 'tree_root')} · {variant.format(node.guess)}", not path)]
    for depth, answer in enumerate(path, start=1):
        node = node.children[answer]
        label = f"{answer_label(lang, variant, answer)} → {variant.format(node.guess)}"
        out.append((label, depth == len(path)))
    return out


def facts_text(lang: str, variant: Variant, facts: NodeFacts) -> str:
    """그림 위의 한 줄: 이 마디의 추측, 지나는 비밀 수, 평균 · 최악 횟수."""
    key = "tree_facts_one" if facts.size == 1 else "tree_facts"
    mean = f"{facts.total / facts.size:.2f}"
    return tr(
        lang, key, guess=variant.format(facts.guess), n=facts.size, mean=mean, worst=facts.worst
    )


def _below(layer: list[tuple[Node, AnswerPath, str]]) -> Iterator[Node]:
    """그리지 않은 층과 그 아래의 모든 마디."""
    stack = [item for item, _, _ in layer]
    while stack:
        item = stack.pop()
        yield item
        stack.extend(item.children.values())


@dataclass(frozen=True)
class NodeFacts:
    """마디 하나의 사실. buckets: 이 마디의 추측이 후보를 나누는 대답별 수 (K,).
    histogram: 이 마디를 지나는 비밀들의 '맞히는 횟수 → 비밀 수'."""

    guess: int
    size: int
    solves: bool
    buckets: np.ndarray
    histogram: dict[int, int]

    @property
    def total(self) -> int:
        """이 마디를 지나는 비밀들의 횟수 합."""
        return sum(k * v for k, v in self.histogram.items())

    @property
    def worst(self) -> int:
        """이 마디를 지나는 비밀들의 가장 많은 횟수."""
        return max(self.histogram)


def _buckets(variant: Variant, cands: np.ndarray, guess: int) -> np.ndarray:
    counts = bucket_counts(
        response_matrix(variant), cands, answer_slots(variant), np.array([guess])
    )
    return counts[0]


def _histogram(values: np.ndarray) -> dict[int, int]:
    found, freq = np.unique(values, return_counts=True)
    return {int(k): int(v) for k, v in zip(found, freq, strict=True)}


def node_facts(variant: Variant, node: Node, depths: np.ndarray) -> NodeFacts:
    """마디의 추측, 지나는 비밀 수, 대답별 묶음, 그 아래 맞히는 횟수의 분포."""
    return NodeFacts(
        node.guess,
        node.size,
        node.solves_guess,
        _buckets(variant, node.candidates, node.guess),
        _histogram(depths[node.candidates]),
    )


@dataclass(frozen=True)
class Side:
    """한 전략이 이 마디의 후보에서 하는 일: 추측과 그 점수, 그 아래 횟수.

    largest: 가장 큰 묶음. expected: 대답 뒤 남는 후보 수의 기댓값 (Σ묶음²/후보 수).
    parts: 묶음 수. facts: 그 전략의 나무로 본 마디의 사실.
    """

    strategy: str
    facts: NodeFacts

    @property
    def largest(self) -> int:
        """가장 큰 묶음."""
        return int(self.facts.buckets.max())

    @property
    def expected(self) -> float:
        """대답 뒤 남는 후보 수의 기댓값."""
        b = self.facts.buckets.astype(np.int64)
        return float((b * b).sum() / self.facts.size)

    @property
    def parts(self) -> int:
        """묶음 수 (나올 수 있는 대답 수)."""
        return int((self.facts.buckets > 0).sum())


@dataclass(frozen=True)
class Split:
    """두 전략 견주기. diverge: 두 전략이 처음 다른 수를 부르는 추측 번호 (1 부터; 이 마디까지
    같으면 None). a, b: 이 마디의 후보에서 각 전략이 하는 일."""

    diverge: int | None
    a: Side
    b: Side


def compare_sides(variant: Variant, a: Grown, b: Grown, path: AnswerPath) -> Split:
    """전략 A 의 나무의 마디 (길 path) 에서 두 전략을 견준다.

    두 전략이 길 위에서 같은 수를 부르는 동안은 후보도 같으므로 B 의 나무에 같은 마디가 있다.
    그 앞에서 갈라졌으면 A 의 마디의 후보에서 B 가 부를 수와 그 아래를 새로 키운다.
    """
    na, nb, diverge = a.tree.root, b.tree.root, None
    for i, answer in enumerate(path):
        if na.guess != nb.guess:
            diverge = i + 1
            break
        na, nb = na.children[answer], nb.children[answer]
    else:
        if na.guess != nb.guess:
            diverge = len(path) + 1
    node, _ = find(a.tree, path)
    if diverge is None or diverge == len(path) + 1:
        b_facts = node_facts(variant, nb, b.depths)  # 같은 후보에서 B 가 부른 마디
    else:
        below = strategy_tree(variant, b.strategy, start=node.candidates, path=path)
        b_facts = node_facts(variant, below.root, below.depths())
    return Split(
        diverge, Side(a.strategy, node_facts(variant, node, a.depths)), Side(b.strategy, b_facts)
    )


def trail_guesses(tree: DecisionTree, trail: list[AnswerPath]) -> list[int]:
    """찾은 비밀의 길 (secret_path) 의 마디마다 부르는 수."""
    return [find(tree, path)[0].guess for path in trail]


def vs_rows(lang: str, variant: Variant, split: Split) -> list[dict[str, str]]:
    """두 전략 견주기 표를 세로로: 줄마다 견주는 점수 하나 (추측, 가장 큰 묶음, 남는 수의 기댓값,
    묶음 수, 아래 횟수 합, 최악 횟수), 열은 두 전략 (폰 폭에 세 열). 앞서는 쪽은 굵게."""
    a, b = split.a, split.b
    fmt = variant.format
    # (문구 열쇠, A 의 값, B 의 값, 작은 쪽이 좋은지 (None 이면 견주지 않는다), 보이는 꼴)
    measures: list[tuple[str, float, float, bool | None, str]] = [
        ("tree_col_worst", a.largest, b.largest, True, "{:.0f}"),
        ("tree_col_expected", a.expected, b.expected, True, "{:.3f}"),
        ("tree_col_parts", a.parts, b.parts, False, "{:.0f}"),
        ("tree_col_total", a.facts.total, b.facts.total, True, "{:.0f}"),
        ("tree_col_worst_guesses", a.facts.worst, b.facts.worst, True, "{:.0f}"),
    ]
    head, name_a, name_b = (
        tr(lang, "tree_col_measure"),
        short_name(lang, a.strategy),
        short_name(lang, b.strategy),
    )
    rows = [
        {head: tr(lang, "tree_col_guess"), name_a: fmt(a.facts.guess), name_b: fmt(b.facts.guess)}
    ]
    for key, va, vb, low, shown in measures:
        ta, tb = shown.format(va), shown.format(vb)
        if low is not None and ta != tb:
            if (va < vb) == low:
                ta = f"**{ta}**"
            else:
                tb = f"**{tb}**"
        rows.append({head: tr(lang, key), name_a: ta, name_b: tb})
    return rows


def tree_file(tree: DecisionTree, strategy: str, kind: str, lang: str) -> str:
    """내려받을 나무 파일의 글: kind 는 tree_export.FORMATS 중 하나. JSON · DOT 는 명령줄
    tree 와 같은 바이트, CSV 는 한국어 화면이면 BOM 을 붙이고, 커닝 종이 ('md') 는 화면 언어로."""
    if kind == "md":
        words, label = sheet_words(lang, tree.variant, strategy)
        return cheat_sheet(tree, strategy, label=label, words=words)
    text = export(tree, strategy, kind)
    return csv_download(lang, text) if kind == "csv" else text
