"""전략 나무 탐색의 첫 화면 그림: 지나온 길, 마디의 사실 한 줄, icicle 그림, 대답 고르기.

살아 있는 페이지 (pages/tree.py) 와 같은 상태 (TreeState.open_link, reach) 와 같은 말과 그림의
재료 (ui/codebreaking/tree_model.py, tree_charts.py) 에서 온다. 나무는 실어 둔 추측으로 다시 키운
것이다 (solver.codebreaking.page_data.grown). 견주기 (vs) 와 비밀 수 찾기 (secret) 의 링크는 그리지
않는다.
"""

from __future__ import annotations

from solver.codebreaking.page_data import grown

from ..charts import Legend
from ..codebreaking import tree_charts
from ..codebreaking import tree_model as tv
from ..codebreaking.tree_state import TreeState
from ..link_reader import Link, Opening
from ..nav import TREE
from . import html
from .frame_parts import Screen
from .svg import chart_box

__all__ = ["render"]


def render(screen: Screen, link: Link, opening: Opening) -> str | None:
    """링크 link 로 연 나무 탐색의 첫 화면 (HTML), 그릴 수 없으면 None."""
    lang, variant, t = screen.lang, opening.variant, screen.t
    state = TreeState()
    if link.fresh and state.open_link(link, opening):
        return None  # 버린 매개변수: 살아 있는 페이지는 알림 상자를 더 그린다
    strategy, vs = state.fitted(variant)
    if vs or state.search:
        return None
    a = grown(variant, strategy)
    node, path = state.reach(variant, a.tree, link)
    if link.dropped:
        return None  # 나무에 없는 가지: 살아 있는 페이지는 알린다
    crumbs = [
        html.button(label, primary=here) for label, here in tv.crumbs(lang, variant, a.tree, path)
    ]
    facts = tv.node_facts(variant, node, a.depths)
    worst = int(a.depths.max())
    data = tv.icicle(lang, variant, node, path, a.depths)
    legend = Legend(t("tree_color"), tree_charts.step_legend(worst), above=True)
    figure = tree_charts.tree_icicle(data, worst)
    label = t("tree_chart_label", guess=variant.format(node.guess))
    below = (
        [
            html.text_field(t("tree_children"), t("tree_children_pick")),
            html.caption(t("tree_hidden")),
        ]
        if node.children
        else []
    )
    return "".join(
        [
            screen.head(TREE),
            html.row("tree_crumbs", *crumbs),
            html.box("tree_facts", html.markdown(tv.facts_text(lang, variant, facts))),
            chart_box("tree_chart", figure, label, legend),
            *below,
        ]
    )
