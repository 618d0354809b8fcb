"""전략 비교: 미니맥스를 끄면 얼마나 더 걸리는지 한 줄로, 고른 전략의 표와 차트, 통계와 완성
기준은 '자세히' 에."""

import streamlit as st

from ui import caches, states
from ui.codebreaking import compare_charts as charts
from ui.codebreaking import compare_model as cv
from ui.codebreaking.share import csv_download, table_csv
from ui.frame import frame
from ui.nav import COMPARE
from ui.views.price_view import open_in_tree, price_block, split_buttons
from ui.widgets import bind, show_chart, small_table

f = frame(COMPARE, states.compare())
variant, state = f.variant, f.state
shown = state.shown(variant)

f.head()
top = st.empty()  # 계산하는 동안은 진행 막대, 끝나면 한 줄 요약
todo = cv.needed(variant, state.games, shown)
rows: list[cv.Row] = []
for i, job in enumerate(todo):
    name = cv.job_name(f.lang, job.key)
    top.progress(i / len(todo), text=f.t("compare_running", name=name))

    def tick(done: int, total: int, i: int = i, name: str = name) -> None:
        top.progress((i + done / total) / len(todo), text=f.t("compare_running", name=name))

    result = caches.evaluation(variant.name, job.strategy, job.options, job.games, tick)
    rows.append(cv.Row(job.key, result, job.games))
by_key = {row.key: row.evaluation for row in rows}
minimax, random = by_key["minimax"], by_key["random"]

with top.container(key="compare_takeaway"):
    st.markdown(f"**{cv.takeaway(f.lang, minimax, random)}**")
small_table(cv.table(f.lang, rows, shown), "compare_table")
best = caches.proven_worst(variant.name)
if best is not None:
    st.caption(f.t("compare_proof_yes" if minimax.worst == best else "compare_proof_no", best=best))

st.pills(
    f.t("compare_show"),
    cv.job_keys(variant),
    selection_mode="multi",
    format_func=lambda key: cv.job_name(f.lang, key),
    **bind(
        f"compare_show_{f.lang}_{variant.name}",
        list(shown),
        lambda keys: state.pick(variant, keys),
    ),
)

st.markdown(f"**{f.t('hist_title')}**")
st.caption(f.t("hist_note"))
bars = charts.strategy_bars(cv.histogram_series(f.lang, rows, shown), f.t("axis_guesses"))
show_chart(bars, "compare_hist", f.t("hist_title"))
st.markdown(f"**{f.t('cum_title')}**")
lines = charts.labelled_lines(
    cv.cumulative_series(f.lang, rows, shown), f.t("axis_guesses"), f.t("axis_within")
)
show_chart(lines, "compare_cum", f.t("cum_title"))

# 보장의 값 (bulls4): 평균이 가장 좋은 나무와 일곱 번째를 가장 적게 보장하는 나무. 갈라지는 곳을
# 누르면 나무 탐색이 두 나무를 견주며 그 마디를 연다
price = caches.guarantee(variant.name)
if price is not None:
    with st.container(key="compare_price"):
        price_block(f, price, table=True)
        best, sure = price.best.strategy, price.sure.strategy
        picked = split_buttons(f, price.differences, best, sure)
    if picked is not None:
        open_in_tree(f, best, sure, picked)

with st.expander(f.t("compare_details"), icon=":material/query_stats:"):
    st.select_slider(
        f.t("compare_games"),
        cv.GAMES_CHOICES,
        **bind("compare_games", state.games, state.choose_games),
    )
    bar = st.empty()  # 진행 막대는 계산할 때만 선다 (실어 둔 값이면 바로 나온다)
    running = f.t("compare_running", name=cv.job_name(f.lang, "random"))
    exact = caches.random_expectation(
        variant.name, lambda done, total: bar.progress(done / total, text=running)
    )
    bar.empty()
    notes = cv.detail_notes(f.lang, variant, random, state.games, exact)
    with st.container(key="compare_notes"):
        st.markdown("\n".join(f"- {note}" for note in notes))
    st.markdown(f"**{f.t('compare_checked')}**")
    with st.container(key="compare_checklist"):
        for ok, text in cv.checklist(f.lang, variant, caches.audit(variant.name), minimax, random):
            st.markdown(f"{':material/check_circle:' if ok else ':material/cancel:'} {text}")
    st.download_button(
        f.t("download_compare"),
        csv_download(f.lang, table_csv(cv.csv_rows(f.lang, rows))),
        file_name=f"{variant.name}-compare.csv",
        mime="text/csv",
        key="compare_csv",
        on_click="ignore",
        icon=":material/download:",
    )
f.how_to_read("read_compare")
f.keep()
