"""전략 나무 탐색: 결정적 전략 하나를 통째로 펼쳐 칸을 눌러 내려가고, 두 전략을 한 마디에서
견주고, 비밀 수를 찾고, 나무를 파일로 내려받는다. 첫 화면은 지나온 길, 마디의 사실, 그림."""

import streamlit as st

from ui import caches, states
from ui.chart_element import chart
from ui.charts import Legend
from ui.codebreaking import guarantee_model as gm
from ui.codebreaking import tree_charts
from ui.codebreaking import tree_model as tv
from ui.codebreaking.compare_charts import Series, strategy_bars
from ui.codebreaking.compare_model import STRATEGY_COLORS
from ui.codebreaking.words import answer_label, short_name, strategy_title
from ui.frame import frame
from ui.nav import TREE
from ui.text.reasons import error_text
from ui.turns import turn_key
from ui.views.price_view import price_block, split_buttons
from ui.vocabulary import deterministic_strategies
from ui.widgets import bind, show_chart, small_table

f = frame(TREE, states.tree())
variant, state = f.variant, f.state
fmt = variant.format
strategy, vs = state.fitted(variant)
names = deterministic_strategies(variant)


def title(name: str) -> str:
    """전략의 보이는 이름."""
    return strategy_title(f.lang, name)


f.head()
with st.spinner(f.t("tree_loading")):
    a = caches.grown(variant.name, strategy)
node, path = state.reach(variant, a.tree, f.link)  # 이 나무에 없는 가지면 갈 수 있는 데까지

# 찾는 비밀 수: 그 길의 칸을 굵게 (찾기 칸은 아래 접힌 상자에)
secret, bad = state.read_search(variant)
trail = tv.secret_path(a.tree, secret) if secret is not None else []
marked = set(trail)

# 지나온 길 (빵부스러기): 누르면 그 마디로 올라간다
with st.container(horizontal=True, key="tree_crumbs", gap="small"):
    for depth, (label, here) in enumerate(tv.crumbs(f.lang, variant, a.tree, path)):
        st.button(
            label,
            key=f"tree_crumb_{variant.name}_{depth}",
            on_click=state.go,
            args=(variant, path[:depth]),
            type="primary" if here else "secondary",
        )

facts = tv.node_facts(variant, node, a.depths)
with st.container(key="tree_facts"):
    st.markdown(tv.facts_text(f.lang, variant, facts))
worst = int(a.depths.max())
steps = tree_charts.step_legend(worst)

data = tv.icicle(f.lang, variant, node, path, a.depths, marked)
# 그림의 열쇠에 차례를 붙인다 (ui/turns.py): 막 그려진 그림의 칸 누름은 브라우저가, 지난 차례의
# 그림의 누름은 상태가 버린다
stamp = state.turn.stamp
chart_key = turn_key("tree_icicle", stamp, variant.name, strategy, tv.node_id(path))


with st.container(key="tree_chart"):
    # 칸을 누르면 그 마디로 내려간다 (왼쪽 칸, 지금 마디면 한 층 위로: TreeState.tap)
    chart(
        tree_charts.tree_icicle(data, worst),
        chart_key,
        label=f.t("tree_chart_label", guess=fmt(node.guess)),
        legend=Legend(f.t("tree_color"), steps, above=True),
        on_tap=lambda cell: state.tap(variant, path, cell, stamp),
    )

# 아래 대답 고르기 (누르기 대신; 얇은 칸은 이 길로): 고르면 그 마디로 내려간다
if node.children:
    down_key = f"tree_down_{f.lang}_{variant.name}_{strategy}_{tv.node_id(path)}"

    def child_text(ans: int) -> str:
        """고르기 목록의 한 줄: 대답 → 다음 추측 · 지나는 비밀 수."""
        child = node.children[ans]
        key = "tree_child_one" if child.size == 1 else "tree_child"
        label = answer_label(f.lang, variant, ans)
        return f.t(key, label=label, guess=fmt(child.guess), n=child.size)

    st.selectbox(
        f.t("tree_children"),
        list(node.children),
        index=None,
        placeholder=f.t("tree_children_pick"),
        format_func=child_text,
        key=down_key,
        on_change=lambda: state.go(variant, (*path, st.session_state[down_key])),
    )
    st.caption(f.t("tree_hidden"))
else:
    st.info(f.t("tree_leaf"), icon=":material/flag:")

with st.container(horizontal=True, vertical_alignment="bottom"):
    st.selectbox(
        f.t("strategy"),
        names,
        format_func=title,
        width=240,
        **bind(f"tree_strategy_{f.lang}", strategy, state.choose),
    )
    st.selectbox(
        f.t("tree_vs"),
        ["", *(n for n in names if n != strategy)],
        format_func=lambda n: title(n) if n else f.t("tree_vs_none"),
        width=240,
        **bind(f"tree_vs_{f.lang}_{strategy}", vs, state.compare_with),
    )

series = [Series.of(short_name(f.lang, strategy), STRATEGY_COLORS[strategy], facts.histogram)]
if vs:
    with st.spinner(f.t("tree_loading")):
        b = caches.grown(variant.name, vs)
    split = tv.compare_sides(variant, a, b, path)
    series.append(Series.of(short_name(f.lang, vs), STRATEGY_COLORS[vs], split.b.facts.histogram))
    st.header(f"{title(strategy)} · {title(vs)}", anchor=False)
    if split.diverge is None:
        st.markdown(f.t("tree_same"))
    else:
        st.markdown(f.t("tree_diverge", n=split.diverge))
        if split.diverge <= len(path):
            st.caption(f.t("tree_diverge_above", vs=title(vs)))
    small_table(tv.vs_rows(f.lang, variant, split), "tree_vs_table")
    st.caption(f.t("tree_why"))
    # 보장의 값 (두 나무가 최적 평균과 fewest 면) 과 두 나무가 처음 갈라지는 곳: 누르면 그 마디로
    price = gm.pair_price(caches.guarantee(variant.name), strategy, vs)
    if price is not None:
        price_block(f, price, table=False)
    split_buttons(f, gm.splits(a.tree, b.tree), strategy, vs, lambda p: state.go(variant, p))
st.markdown(f"**{f.t('tree_hist')}**")
show_chart(strategy_bars(series, f.t("axis_guesses")), "tree_hist", f.t("tree_hist"))

# 찾기와 내려받기는 접어 둔다. 찾는 중이면 펼친다 (찾은 길을 말하는 글이 여기 있다). 상자를
# 비워도 닫지 않는다
with st.expander(f.t("tree_search"), icon=":material/search:", expanded=state.searching):
    # max_chars 는 두지 않는다: 그보다 긴 붙여 넣기를 Streamlit 은 말없이 버린다 (찾기가 거절한다)
    st.text_input(
        f.t("tree_search_box"),
        help=f.t("tree_search_help"),
        **bind("tree_search", state.search, state.set_search),
    )
    if bad is not None:
        st.error(f.t("tree_search_bad", error=error_text(f.lang, bad)))
    if trail:
        steps_text = " → ".join(f"`{fmt(g)}`" for g in tv.trail_guesses(a.tree, trail))
        st.markdown(f.t("tree_found", n=len(trail), path=steps_text))
        if path not in marked:
            st.caption(f.t("tree_found_elsewhere"))
            st.button(
                f.t("tree_found_go"),
                key="tree_found_go",
                on_click=state.go,
                args=(variant, trail[-1]),
                icon=":material/route:",
            )

stem = f"{variant.name}-{strategy}"
with st.expander(f.t("tree_downloads"), icon=":material/download:"), st.container(horizontal=True):
    for kind, label, mime in (
        ("json", "JSON", "application/json"),
        ("csv", "CSV", "text/csv"),
        ("dot", "DOT", "text/vnd.graphviz"),
        ("md", f.t("tree_sheet"), "text/markdown"),
    ):
        st.download_button(
            label,
            lambda kind=kind: tv.tree_file(a.tree, strategy, kind, f.lang),
            file_name=f"{stem}.{kind}",
            mime=mime,
            key=f"tree_dl_{kind}",
            on_click="ignore",
            icon=":material/download:",
        )

f.how_to_read("read_tree")
f.keep()
