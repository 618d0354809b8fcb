"""전략 나무 탐색: 결정적 전략 하나를 통째로 펼쳐 칸을 눌러 내려가고, 비밀 수를 찾고, 두 전략을
한 마디에서 견주고, 나무를 파일로 내려받는다."""

import streamlit as st

from solver.codebreaking.strategies import deterministic_strategies
from ui import caches, store
from ui.charts import CONFIG
from ui.codebreaking import code_charts as charts
from ui.codebreaking import tree_view as tv
from ui.codebreaking.game_view import bucket_rows
from ui.codebreaking.words import answer_label, strategy_title
from ui.frame import frame
from ui.link_reader import Dropped, answers_text
from ui.nav import TREE
from ui.reasons import error_text
from ui.widgets import bind, bind_attr, show_chart

f = frame(TREE)
variant = f.variant
fmt = variant.format
state = store.tree()
if f.link.fresh:
    f.link.drop(*state.open_link(variant, f.link.take("strategy", "vs", "node", "secret")))
strategy, vs = state.fitted(variant)
names = deterministic_strategies(variant)


def title(name: str) -> str:
    """전략의 보이는 이름."""
    return strategy_title(f.lang, name)


f.head()
with st.container(horizontal=True, vertical_alignment="bottom"):
    st.selectbox(
        f.t("strategy"),
        names,
        format_func=title,
        width=240,
        **bind(f"tree_strategy_{f.lang}", strategy, lambda v: setattr(state, "strategy", v)),
    )
    st.selectbox(
        f.t("tree_vs"),
        ["", *(n for n in names if n != strategy)],
        format_func=lambda n: title(n) if n else f.t("tree_vs_none"),
        width=240,
        **bind(f"tree_vs_{f.lang}_{strategy}", vs, lambda v: setattr(state, "vs", v)),
    )

with st.spinner(f.t("tree_loading")):
    a = caches.grown(variant.name, strategy)
node, path = tv.find(a.tree, state.path(variant))
if path != state.path(variant):  # 이 전략의 나무에 없는 가지: 갈 수 있는 데까지
    if f.link.fresh and "node" in f.link.incoming:
        f.link.drop(Dropped("node", answers_text(variant, path) or None))
    state.go(variant, path)

# 찾는 비밀 수: 그 길의 칸을 굵게, 지금 마디 아래에 없으면 그 길로 가는 단추
st.text_input(
    f.t("tree_search"),
    help=f.t("tree_search_help"),
    max_chars=40,
    **bind_attr("tree_search", state, "search"),
)
marked: set[tuple[int, ...]] = set()
secret, bad = state.read_search(variant)
if bad is not None:
    st.error(f.t("tree_search_bad", error=error_text(f.lang, bad)))
if secret is not None:
    trail = tv.secret_path(a.tree, secret)
    marked = set(trail)
    steps = " → ".join(f"`{fmt(g)}`" for g in tv.trail_guesses(a.tree, trail))
    st.markdown(f.t("tree_found", n=len(trail), path=steps))
    if path not in marked:
        st.caption(f.t("tree_found_elsewhere"))
        st.button(
            f.t("tree_found_go"),
            key="tree_found_go",
            on_click=state.go,
            args=(variant, trail[-1]),
            icon=":material/route:",
        )

# 지나온 길 (빵부스러기): 누르면 그 마디로 올라간다
with st.container(horizontal=True, key="tree_crumbs", gap="small"):
    step_node = a.tree.root
    st.button(
        f"{f.t('tree_root')} · {fmt(step_node.guess)}",
        key=f"tree_crumb_{variant.name}_0",
        on_click=state.go,
        args=(variant, ()),
        type="primary" if not path else "secondary",
    )
    for depth, answer in enumerate(path, start=1):
        step_node = step_node.children[answer]
        st.button(
            f"{answer_label(f.lang, variant, answer)} → {fmt(step_node.guess)}",
            key=f"tree_crumb_{variant.name}_{depth}",
            on_click=state.go,
            args=(variant, path[:depth]),
            type="primary" if depth == len(path) else "secondary",
        )

data = tv.icicle(f.lang, variant, node, path, a.depths, marked)
chart_key = f"tree_icicle_{variant.name}_{strategy}_{tv.node_id(path)}"


def clicked() -> None:
    """그림의 칸을 눌렀다: 그 칸으로 내려간다. 맨 위 칸 (지금 마디) 이면 한 층 올라간다."""
    points = st.session_state[chart_key]["selection"]["points"]
    target = tv.parse_id(points[0].get("id", "")) if points else None
    if target is None:
        return
    state.go(variant, path[:-1] if target == path else target)


fig = charts.tree_icicle(
    data,
    f.t("tree_color"),
    int(a.depths.max()),
)
st.plotly_chart(
    fig,
    key=chart_key,
    config=CONFIG,
    width="stretch",
    on_select=clicked,
    selection_mode="points",
)
if data.hidden:
    st.caption(f.t("tree_hidden", levels=tv.VIEW_LEVELS, hidden=data.hidden))

# 아래 대답 고르기 (누르기 대신): 고르면 그 마디로 내려간다
if node.children:
    down_key = f"tree_down_{f.lang}_{variant.name}_{strategy}_{tv.node_id(path)}"
    st.selectbox(
        f.t("tree_children"),
        list(node.children),
        index=None,
        placeholder=f.t("tree_children_pick"),
        format_func=lambda ans: f.t(
            "tree_child",
            label=answer_label(f.lang, variant, ans),
            guess=fmt(node.children[ans].guess),
            n=node.children[ans].size,
        ),
        key=down_key,
        on_change=lambda: state.go(variant, (*path, st.session_state[down_key])),
    )
else:
    st.info(f.t("tree_leaf"), icon=":material/flag:")

facts = tv.node_facts(variant, node, a.depths)
with st.container(horizontal=True):
    st.metric(f.t("tree_node_guess"), fmt(facts.guess))
    st.metric(f.t("tree_node_secrets"), facts.size)
    st.metric(f.t("tree_node_mean"), f"{facts.total / facts.size:.3f}")
    st.metric(f.t("tree_node_worst"), max(facts.histogram))

labels, counts = bucket_rows(f.lang, variant, facts.buckets)
show_chart(charts.bucket_bars(labels, counts, None, f.t("bars_title")), "tree_bars")

series = {title(strategy): facts.histogram}
if vs:
    with st.spinner(f.t("tree_loading")):
        b = caches.grown(variant.name, vs)
    split = tv.compare_sides(variant, a, b, path)
    series[title(vs)] = split.b.facts.histogram
    st.subheader(f"{title(strategy)} · {title(vs)}")
    if split.diverge is None:
        st.markdown(f.t("tree_same"))
    else:
        st.markdown(f.t("tree_diverge", n=split.diverge))
        if split.diverge <= len(path):
            st.caption(f.t("tree_diverge_above", vs=title(vs)))
    rows = tv.vs_rows(f.lang, variant, split)
    st.dataframe(rows, hide_index=True, width="stretch", key="tree_vs_table")
    st.caption(f.t("tree_why"))
st.markdown(f"**{f.t('tree_hist')}**")
shares = {name: tv.shares(hist) for name, hist in series.items()}
show_chart(charts.histogram_bars(shares, f.t("share")), "tree_hist")

st.markdown(f"**{f.t('tree_downloads')}**")
stem = f"{variant.name}-{strategy}"
with st.container(horizontal=True):
    for kind, label, mime in (
        ("json", "JSON", "application/json"),
        ("csv", "CSV", "text/csv"),
        ("dot", "DOT", "text/vnd.graphviz"),
        ("md", f.t("tree_sheet"), "text/markdown"),
    ):
        st.download_button(
            label,
            lambda kind=kind: caches.tree_file(variant.name, strategy, kind, f.lang),
            file_name=f"{stem}.{kind}",
            mime=mime,
            key=f"tree_dl_{kind}",
            on_click="ignore",
            icon=":material/download:",
        )

f.how_to_read("read_tree")
f.keep(state.link(variant))
