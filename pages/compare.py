"""전략 비교: 모든 비밀 수에 대해 전략마다 몇 번 만에 맞히는지, 표와 차트와 완성 기준."""

import streamlit as st

from solver.codebreaking.strategies import SEED_SAMPLE, SEED_SAMPLE_ABOVE
from ui import caches, store
from ui.codebreaking import code_charts as charts
from ui.codebreaking import compare_view as cv
from ui.codebreaking.share import csv_download, table_csv
from ui.frame import frame
from ui.nav import COMPARE
from ui.widgets import bind_attr, show_chart

f = frame(COMPARE)
variant = f.variant
state = store.compare()
if f.link.fresh:
    f.link.drop(*state.open_link(f.link.take("games")))

f.head()
st.select_slider(
    f.t("compare_games"), cv.GAMES_CHOICES, **bind_attr("compare_games", state, "games")
)

todo = cv.jobs(variant, state.games)
rows: list[cv.Row] = []
bar = st.progress(0.0)
for i, job in enumerate(todo):
    name = cv.job_name(f.lang, job)
    bar.progress(i / len(todo), text=f.t("compare_running", name=name))

    def tick(done: int, total: int, i: int = i, name: str = name) -> None:
        bar.progress((i + done / total) / len(todo), text=f.t("compare_running", name=name))

    result = caches.evaluation(variant.name, job.strategy, job.options, job.games, tick)
    how = f.t("how_exact") if result.exact else f.t("how_sampled", k=job.games)
    rows.append(cv.Row(name, result, how))
bar.empty()

by_key = {job.key: row for job, row in zip(todo, rows, strict=True)}
minimax, random = by_key["minimax"].evaluation, by_key["random"].evaluation
st.subheader(f.t("compare_checklist"))
for ok, text in cv.checklist(f.lang, variant, caches.audit(variant.name), minimax, random):
    st.markdown(f"{':material/check_circle:' if ok else ':material/cancel:'} {text}")

table = cv.table(f.lang, rows)
st.dataframe(table, hide_index=True, width="stretch", key="compare_table")
st.download_button(
    f.t("download_compare"),
    csv_download(f.lang, table_csv(table)),
    file_name=f"{variant.name}-compare.csv",
    mime="text/csv",
    key="compare_csv",
    on_click="ignore",
    icon=":material/download:",
)

st.markdown(f"**{f.t('hist_title')}**")
show_chart(charts.histogram_bars(cv.histogram_series(rows), f.t("share")), "compare_hist")
st.markdown(f"**{f.t('cum_title')}**")
show_chart(charts.cumulative_lines(cv.cumulative_series(rows), f.t("share")), "compare_cum")

lo, hi = random.confidence()
bar = st.empty()  # 진행 막대는 계산할 때만 선다 (실어 둔 값이면 바로 나온다)
running = f.t("compare_running", name=by_key["random"].name)
exact = caches.random_expectation(
    variant.name, lambda done, total: bar.progress(done / total, text=running)
)
bar.empty()
exact_text = f.t("compare_exact_na") if exact is None else f"{exact:.4f}"
st.info(f.t("compare_random_ci", mean=random.mean, lo=lo, hi=hi, exact=exact_text))
best = caches.proven_worst(variant.name)
if best is not None:
    st.info(f.t("compare_proof_yes" if minimax.worst == best else "compare_proof_no", best=best))

with st.expander(f.t("compare_notes")):
    sampled = f.t("compare_note_sampled", above=SEED_SAMPLE_ABOVE, sample=SEED_SAMPLE)
    st.markdown(f"- {sampled}\n- {f.t('compare_note_cands')}")
f.how_to_read("read_compare")
f.keep(state.link())
