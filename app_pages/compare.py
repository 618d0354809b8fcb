"""전략 비교: 모든 비밀 수에 대해 전략마다 몇 번 만에 맞히는지, 표와 차트와 완성 기준."""

import streamlit as st

from ui import charts, compare, state

variant = state.variant()
lang = state.lang()

st.header(state.t("compare_title"))
st.caption(state.t("compare_caption"))
games = st.select_slider(state.t("compare_games"), [5, 10, 20, 50], value=20, key="compare_games")

rows: list[compare.Row] = []
todo = compare.jobs(variant, games)
bar = st.progress(0.0)
for i, job in enumerate(todo):
    name = compare.job_name(job, lang)
    bar.progress(i / len(todo), text=state.t("compare_running", name=name))

    def tick(done: int, total: int, i: int = i, name: str = name) -> None:
        bar.progress((i + done / total) / len(todo), text=state.t("compare_running", name=name))

    result = state.evaluation(variant.name, job.strategy, job.options, job.games, tick)
    how = state.t("how_exact") if result.exact else state.t("how_sampled", k=job.games)
    rows.append(compare.Row(name, result, how))
bar.empty()

by_key = {job.key: row for job, row in zip(todo, rows, strict=True)}
st.subheader(state.t("compare_checklist"))
minimax_eval, random_eval = by_key["minimax"].evaluation, by_key["random"].evaluation
bucket = state.bucket_check(variant.name)
for ok, text in compare.checklist(variant, bucket, minimax_eval, random_eval, lang):
    st.markdown(f"{':material/check_circle:' if ok else ':material/cancel:'} {text}")

st.dataframe(compare.table(rows, lang), hide_index=True, width="stretch", key="compare_table")

st.markdown(f"**{state.t('hist_title')}**")
fig = charts.histogram_bars(compare.histogram_series(rows), state.t("share"))
state.show_chart(fig, "compare_hist")
st.markdown(f"**{state.t('cum_title')}**")
fig = charts.cumulative_lines(compare.cumulative_series(rows), state.t("share"))
state.show_chart(fig, "compare_cum")

lo, hi = compare.confidence(random_eval)
if variant.size <= compare.PAGE_EXACT_RANDOM_MAX:
    bar = st.progress(0.0, text=state.t("compare_running", name=by_key["random"].name))
    exact = state.random_expectation(variant.name, lambda done, total: bar.progress(done / total))
    bar.empty()
    exact_text = f"{exact:.4f}"
else:
    exact_text = state.t("compare_exact_na")
st.info(state.t("compare_random_ci", mean=random_eval.mean, lo=lo, hi=hi, exact=exact_text))
best = state.proven_worst(variant.name)
if best is not None:
    reached = minimax_eval.worst == best
    st.info(state.t("compare_proof_yes" if reached else "compare_proof_no", best=best))

with st.expander(state.t("compare_notes")):
    st.markdown(f"- {state.t('compare_note_sampled')}\n- {state.t('compare_note_cands')}")
state.explain_box()
