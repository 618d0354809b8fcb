"""전략 비교의 첫 화면 그림: 한 줄 요약, 비교 표, 증명 한 줄, 고르기 단추, 히스토그램.

살아 있는 페이지 (pages/compare.py) 와 같은 상태 (CompareState.open_link) 와 같은 말과 표
(ui/codebreaking/compare_model.py) 에서 온다. 수는 실어 둔 페이지 데이터에서만 읽는다: 실어 두지
않은 평가 (살아 있는 페이지가 진행 막대를 보이며 계산하는 것) 가 있으면 그리지 않는다.
"""

from __future__ import annotations

from solver.codebreaking.page_data import page_evaluation, page_proven_worst

from ..codebreaking import compare_charts as charts
from ..codebreaking import compare_model as cv
from ..codebreaking.compare_state import CompareState
from ..link_reader import Link, Opening
from ..nav import COMPARE
from . import html
from .frame_parts import Screen
from .svg import chart_box

__all__ = ["render"]


def render(screen: Screen, link: Link, opening: Opening) -> str | None:
    """링크 link 로 연 전략 비교의 첫 화면 (HTML), 그릴 수 없으면 None."""
    lang, variant, t = screen.lang, opening.variant, screen.t
    state = CompareState()
    if link.fresh and state.open_link(link, opening):
        return None  # 버린 매개변수: 살아 있는 페이지는 알림 상자를 더 그린다
    shown = state.shown(variant)
    rows = []
    for job in cv.needed(variant, state.games, shown):
        found = page_evaluation(variant, job.strategy, job.options, job.games, seed=0)
        if found is None:
            return None
        rows.append(cv.Row(job.key, found, job.games))
    by_key = {row.key: row.evaluation for row in rows}
    minimax, random = by_key["minimax"], by_key["random"]
    best = page_proven_worst(variant)
    if best is None:
        return None  # 살아 있는 페이지는 계산하거나 (작은 변형) 줄을 뺀다: 그림은 쉬운 쪽만
    proof = "compare_proof_yes" if minimax.worst == best else "compare_proof_no"
    options = [(cv.job_name(lang, key), key in shown) for key in cv.job_keys(variant)]
    said = html.markdown(f"**{cv.takeaway(lang, minimax, random)}**")
    bars = charts.strategy_bars(cv.histogram_series(lang, rows, shown), t("axis_guesses"))
    return "".join(
        [
            screen.head(COMPARE),
            html.box("compare_takeaway", said),
            html.box("compare_table", html.table(cv.table(lang, rows, shown))),
            html.caption(t(proof, best=best)),
            html.pills(t("compare_show"), options),
            html.markdown(f"**{t('hist_title')}**"),
            html.caption(t("hist_note")),
            chart_box("compare_hist", bars, t("hist_title")),
        ]
    )
