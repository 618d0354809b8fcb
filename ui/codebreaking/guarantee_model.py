"""보장의 값을 보이는 말과 표 (streamlit 없음): 비교 페이지와 나무 탐색이 같이 쓴다.

수는 solver/codebreaking/guarantee.py (두 나무의 요약과 처음 갈라지는 곳) 와 published.py (발표된
나무의 수) 에서 온다. 폰 폭에 맞게 표는 세로로: 줄마다 수 하나, 열은 나무 (docs/architecture.md).
"""

from __future__ import annotations

from solver.codebreaking.decision_tree import DecisionTree
from solver.codebreaking.guarantee import Difference, Price, first_differences
from solver.codebreaking.published import published_tree
from solver.codebreaking.variants import Variant

from ..text import tr
from .words import answer_label, short_name

__all__ = [
    "SPLITS_SHOWN",
    "difference_label",
    "pair_price",
    "price_sentence",
    "price_source",
    "price_table",
    "splits",
]

# 처음 갈라지는 곳을 몇 개까지 보일지 (큰 마디부터; 나머지는 수만)
SPLITS_SHOWN = 5


def splits(a: DecisionTree, b: DecisionTree) -> list[Difference]:
    """두 나무가 처음 갈라지는 마디들, 큰 것부터 (solver 의 first_differences)."""
    return first_differences(a, b)


def pair_price(price: Price | None, a: str, b: str) -> Price | None:
    """견주는 두 전략이 보장의 값의 두 나무면 (순서는 상관없이) 그 값, 아니면 None."""
    if price is None or {a, b} != {price.best.strategy, price.sure.strategy}:
        return None
    return price


def price_table(lang: str, variant: Variant, price: Price) -> list[dict[str, str]]:
    """두 나무 (와 그 변형의 발표된 나무) 를 나란히: 평균, 최악, 마지막 전 횟수와 마지막 횟수에
    맞히는 비밀 수, 합계. 발표된 나무가 세지 않은 수는 '—'."""
    best, sure, last = price.best, price.sure, price.last
    published = published_tree(variant.name)
    head = tr(lang, "tree_col_measure")
    names = [short_name(lang, best.strategy), short_name(lang, sure.strategy)]
    if published is not None:
        names.append(tr(lang, "price_published", author=published.author))
    rows: list[tuple[str, list[str]]] = [
        (tr(lang, "price_mean"), [f"{s.mean:.4f}" for s in (best, sure)]),
        (tr(lang, "price_worst"), [str(s.worst) for s in (best, sure)]),
        (tr(lang, "price_need", k=last - 1), [f"{s.need(last - 1):,}" for s in (best, sure)]),
        (tr(lang, "price_need", k=last), [f"{s.need(last):,}" for s in (best, sure)]),
        (tr(lang, "price_total"), [f"{s.total:,}" for s in (best, sure)]),
    ]
    if published is not None:
        extra = [f"{published.mean:.4f}", str(published.worst), "—"]
        extra += [f"{published.last:,}", f"{published.total:,}"]
        rows = [(m, [*values, e]) for (m, values), e in zip(rows, extra, strict=True)]
    return [{head: m, **dict(zip(names, values, strict=True))} for m, values in rows]


def price_source(lang: str, variant: Variant) -> str | None:
    """표의 발표된 열의 출처 한 줄 (발표된 나무가 없으면 None)."""
    published = published_tree(variant.name)
    return None if published is None else tr(lang, "price_source", source=published.source)


def price_sentence(lang: str, price: Price) -> str:
    """한 문장: 마지막 횟수를 보장하는 데 드는 추측 수 (모든 비밀을 더해) 와 줄어드는 비밀 수."""
    best, sure, last = price.best, price.sure, price.last
    return tr(
        lang,
        "price_sentence",
        n=sure.need(last),
        k=last,
        extra=f"{price.extra:,}",
        best=short_name(lang, best.strategy),
        best_n=best.need(last),
        best_mean=f"{best.mean:.4f}",
        sure_mean=f"{sure.mean:.4f}",
    )


def difference_label(lang: str, variant: Variant, difference: Difference, a: str, b: str) -> str:
    """처음 갈라지는 마디 하나: 거기까지의 대답들, 비밀 수, 두 전략 (a, b) 이 부르는 수."""
    fmt = variant.format
    steps = " → ".join(answer_label(lang, variant, answer) for answer in difference.path)
    return tr(
        lang,
        "price_split" if steps else "price_split_root",
        path=steps,
        n=difference.size,
        a=short_name(lang, a),
        guess_a=fmt(difference.a),
        b=short_name(lang, b),
        guess_b=fmt(difference.b),
    )
