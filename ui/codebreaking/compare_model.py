"""비교 페이지의 데이터 (streamlit 없음): 어떤 평가를 돌릴지, 고른 전략, 한 줄 요약, 표, 차트의
재료, 완성 기준 체크리스트.

폰에서 읽히게 표와 차트는 고른 전략 (기본 셋) 만 보인다. 미니맥스와 미니맥스 끔은 한 줄 요약과
체크리스트가 늘 쓰므로 고르지 않아도 평가한다.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solver.codebreaking.evaluation import BucketAudit, Evaluation
from solver.codebreaking.page_data import SAMPLED_MAX, SHIPPED_GAMES, sampled_games
from solver.codebreaking.published import UNIFORM_EXACT, published_figure
from solver.codebreaking.strategies import (
    SEED_SAMPLE,
    SEED_SAMPLE_ABOVE,
    Options,
    StrategyName,
    deterministic_strategies,
)
from solver.codebreaking.variants import Variant

from ..charts import COLORS
from ..text import tr
from .compare_charts import Series
from .words import short_name

__all__ = [
    "GAMES_CHOICES",
    "STRATEGY_COLORS",
    "Job",
    "JobKey",
    "Row",
    "checklist",
    "csv_rows",
    "cumulative_series",
    "default_show",
    "detail_notes",
    "histogram_series",
    "job_keys",
    "job_name",
    "jobs",
    "needed",
    "ordered_keys",
    "published_note",
    "random_note",
    "table",
    "takeaway",
    "within_k",
]

# 무작위 전략의 '비밀 수마다 판 수' 고르기: 실어 둔 판 수 그대로 (solver page_data; 견본 표본
# 미니맥스는 SAMPLED_MAX 코드까지, 판 수는 sampled_games)
GAMES_CHOICES = SHIPPED_GAMES


class JobKey:
    """결정적 전략 이름 말고 비교 페이지에만 있는 줄의 열쇠 (링크의 show 값에도 쓴다)."""

    CANDS = "minimax_cands"  # 미니맥스 · 후보 안에서만
    SAMPLED = "minimax_sampled"  # 미니맥스 · 견본 표본


# 전략마다 정해 둔 색: 고른 것이 바뀌어도 같은 전략은 같은 색 (미니맥스 파랑, 끔 빨강, 최적 초록).
# 다른 차트와 같은 뜻의 색은 ui/charts.COLORS 에서 (미니맥스 = 후보 격자의 살아 있는 파랑)
STRATEGY_COLORS: dict[str, str] = {
    StrategyName.MINIMAX: COLORS["blue"],
    StrategyName.RANDOM: COLORS["red"],
    StrategyName.OPTIMAL: "#2B8A50",
    StrategyName.FEWEST: "#A23B72",
    StrategyName.EXPECTED: "#B07A0C",
    StrategyName.ENTROPY: "#7A4EB0",
    StrategyName.PARTS: "#1A8796",
    JobKey.CANDS: "#6E7385",
    JobKey.SAMPLED: "#B4561F",
}


@dataclass(frozen=True)
class Job:
    """평가 하나: 표에 보일 열쇠, 전략, 옵션, 판 수."""

    key: str
    strategy: str
    options: Options
    games: int


def jobs(variant: Variant, games: int) -> list[Job]:
    """이 변형에서 돌릴 수 있는 평가들: 미니맥스, 무작위 (미니맥스 끔), 나머지 결정적 전략
    (정확), 후보 안에서만, 견본 표본."""
    exact = Options()
    # 보이는 순서: 미니맥스와 미니맥스 끔을 맨 앞에 나란히 (한 줄 요약이 견주는 둘)
    out = [Job(name, name, exact, 1) for name in deterministic_strategies(variant)]
    out.insert(1, Job(StrategyName.RANDOM, StrategyName.RANDOM, exact, games))
    out.append(Job(JobKey.CANDS, StrategyName.MINIMAX, Options(candidates_only=True), 1))
    if variant.size <= SAMPLED_MAX:
        sampled = Options(sample=SEED_SAMPLE, sample_above=SEED_SAMPLE_ABOVE)
        out.append(Job(JobKey.SAMPLED, StrategyName.MINIMAX, sampled, sampled_games(games)))
    return out


def job_keys(variant: Variant) -> list[str]:
    """이 변형에서 고를 수 있는 줄의 열쇠들 (jobs 의 순서)."""
    return [job.key for job in jobs(variant, GAMES_CHOICES[0])]


def default_show(variant: Variant) -> tuple[str, ...]:
    """처음 보일 셋: 미니맥스, 미니맥스 끔, 그리고 가르치는 하나 (증명된 최적이 있으면 그것,
    없으면 평균을 줄이는 기댓값 전략: 평균은 낮지만 최악은 늘 수 있다)."""
    third = StrategyName.OPTIMAL if StrategyName.OPTIMAL in job_keys(variant) else "expected"
    return ordered_keys(variant, (StrategyName.MINIMAX, StrategyName.RANDOM, third))


def ordered_keys(variant: Variant, keys: Sequence[str]) -> tuple[str, ...]:
    """keys 중 이 변형에 있는 것을 jobs 의 순서로 (겹침 없이)."""
    wanted = set(keys)
    return tuple(k for k in job_keys(variant) if k in wanted)


def needed(variant: Variant, games: int, show: Sequence[str]) -> list[Job]:
    """평가할 것: 고른 줄과, 한 줄 요약 · 체크리스트가 쓰는 미니맥스 · 미니맥스 끔."""
    keep = {*show, StrategyName.MINIMAX, StrategyName.RANDOM}
    return [job for job in jobs(variant, games) if job.key in keep]


def job_name(lang: str, key: str) -> str:
    """줄의 짧은 이름 (고르기 단추 · 표 · 차트)."""
    return short_name(lang, key)


@dataclass(frozen=True)
class Row:
    """표 한 줄과 차트 한 줄의 재료: 줄 열쇠, 평가, 판 수 (비밀 수마다; 정확하면 1)."""

    key: str
    evaluation: Evaluation
    games: int


def within_k(rows: Sequence[Row]) -> int:
    """표의 'k번 안' 열의 k: 미니맥스의 최악 (미니맥스가 모든 비밀을 맞히는 횟수)."""
    return next(r.evaluation.worst for r in rows if r.key == StrategyName.MINIMAX)


def takeaway(lang: str, minimax: Evaluation, random: Evaluation) -> str:
    """맨 위의 한 줄: 미니맥스를 끄면 평균과 최악이 어떻게 되는지 (데이터로)."""
    return tr(
        lang,
        "compare_takeaway",
        on=f"{minimax.mean:.2f}",
        off=f"{random.mean:.2f}",
        worst_on=minimax.worst,
        worst_off=random.worst,
    )


def _within_games(evaluation: Evaluation, k: int) -> int:
    """k번 안에 맞힌 판 수."""
    return sum(v for n, v in evaluation.histogram().items() if n <= k)


def table(lang: str, rows: Sequence[Row], shown: Sequence[str]) -> list[dict[str, object]]:
    """폰 폭의 비교 표 (고른 줄만): 전략, 평균, 최악 (그만큼 걸린 판 수와), k번 안 (비율과 판
    수; k 는 within_k). 비율만으로는 '7번이 가장 적게' 의 50판이 '100.0%' 에 묻혔다."""
    k = within_k(rows)
    return [
        {
            tr(lang, "col_strategy"): job_name(lang, r.key),
            tr(lang, "col_mean"): f"{r.evaluation.mean:.2f}",
            tr(lang, "col_worst"): tr(
                lang,
                "cell_worst",
                worst=r.evaluation.worst,
                n=f"{r.evaluation.histogram()[r.evaluation.worst]:,}",
            ),
            tr(lang, "col_within", k=k): tr(
                lang,
                "cell_share",
                share=f"{r.evaluation.share_within(k):.1%}",
                n=f"{_within_games(r.evaluation, k):,}",
            ),
        }
        for r in rows
        if r.key in shown
    ]


def csv_rows(lang: str, rows: Sequence[Row]) -> list[dict[str, object]]:
    """내려받는 표: 평가한 모든 줄, 평균은 넷째 자리까지, k번 · k+1번 안, 판 수, 계산 방법."""
    k = within_k(rows)
    return [
        {
            tr(lang, "col_strategy"): job_name(lang, r.key),
            tr(lang, "col_mean"): round(r.evaluation.mean, 4),
            tr(lang, "col_worst"): r.evaluation.worst,
            tr(lang, "col_within", k=k): f"{r.evaluation.share_within(k):.1%}",
            tr(lang, "col_within", k=k + 1): f"{r.evaluation.share_within(k + 1):.1%}",
            tr(lang, "col_games"): r.evaluation.games,
            tr(lang, "col_how"): tr(lang, "how_exact")
            if r.evaluation.exact
            else tr(lang, "how_sampled", k=r.games),
        }
        for r in rows
    ]


def histogram_series(lang: str, rows: Sequence[Row], shown: Sequence[str]) -> list[Series]:
    """고른 줄마다 '부른 횟수 → 그 횟수에 맞힌 판 수 (와 비율)'."""
    return [
        Series.of(job_name(lang, r.key), STRATEGY_COLORS[r.key], r.evaluation.histogram())
        for r in rows
        if r.key in shown
    ]


def cumulative_series(lang: str, rows: Sequence[Row], shown: Sequence[str]) -> list[Series]:
    """고른 줄마다 'k → k번 안에 맞힌 비율 (과 판 수)', 1 부터 고른 줄의 가장 나쁜 횟수까지."""
    picked = [r for r in rows if r.key in shown]
    top = max(r.evaluation.worst for r in picked)
    return [
        Series(
            job_name(lang, r.key),
            STRATEGY_COLORS[r.key],
            {k: r.evaluation.share_within(k) for k in range(1, top + 1)},
            {k: _within_games(r.evaluation, k) for k in range(1, top + 1)},
        )
        for r in picked
    ]


def random_note(lang: str, random: Evaluation, games: int, exact: float | None) -> str:
    """미니맥스 끔의 표본 이야기를 쉬운 말로: 판 수, 평균, 95% 구간 (한 마디로 풀어), 정확한 값."""
    lo, hi = random.confidence()
    text = tr(lang, "compare_random_ci", k=games, mean=random.mean, lo=lo, hi=hi)
    if exact is not None:
        text += " " + tr(lang, "compare_random_exact", exact=exact)
    return text


def checklist(
    lang: str, variant: Variant, audit: BucketAudit, minimax: Evaluation, random: Evaluation
) -> list[tuple[bool, str]]:
    """견본의 세 완성 기준을 데이터로 확인: (통과 여부, 문장)."""
    seven = minimax.share_within(7)
    return [
        (
            audit.smallest == audit.nodes,
            tr(
                lang,
                "check_bucket",
                nodes=audit.nodes,
                smallest=audit.smallest,
                chosen=audit.chosen_mean,
                median=audit.median_mean,
            ),
        ),
        (seven >= 0.99, tr(lang, "check_seven", n=variant.size, share=f"{seven:.1%}")),
        (random.mean > minimax.mean, tr(lang, "check_off", on=minimax.mean, off=random.mean)),
    ]


def published_note(lang: str, variant: Variant) -> list[str]:
    """미니맥스 끔의 발표된 수가 있으면 그 출처 · 가장 가까운 정의 · 우리 정의의 값 한 줄 (없으면 빈
    목록). 수는 solver 의 published.py 에 있다."""
    figure = published_figure(variant.name, StrategyName.RANDOM)
    if figure is None:
        return []
    ours = UNIFORM_EXACT[variant.name]
    return [
        tr(
            lang,
            "compare_published",
            source=figure.source,
            published=figure.published,
            first=figure.first,
            exact=figure.exact,
            ours=ours,
        )
    ]


def detail_notes(
    lang: str, variant: Variant, random: Evaluation, games: int, exact: float | None
) -> list[str]:
    """'자세히' 의 글머리표들: 미니맥스 끔의 표본 이야기, (있으면) 발표된 수, 세는 방법, 후보
    안에서만, 그리고 (있으면) 견본 표본 미니맥스의 규칙과 판 수."""
    notes = [
        random_note(lang, random, games, exact),
        *published_note(lang, variant),
        tr(lang, "compare_how"),
        tr(lang, "compare_note_cands", name=job_name(lang, JobKey.CANDS)),
    ]
    sampled = [job for job in jobs(variant, games) if job.key == JobKey.SAMPLED]
    if sampled:
        notes.append(
            tr(
                lang,
                "compare_note_sampled",
                name=job_name(lang, JobKey.SAMPLED),
                above=SEED_SAMPLE_ABOVE,
                sample=SEED_SAMPLE,
                k=sampled[0].games,
            )
        )
    return notes
