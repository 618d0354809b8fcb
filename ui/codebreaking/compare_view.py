"""비교 페이지의 데이터: 어떤 평가를 돌릴지, 표 · 차트 · 완성 기준 체크리스트 (streamlit 없음)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from solver.codebreaking.evaluation import BucketAudit, Evaluation
from solver.codebreaking.page_data import SAMPLED_MAX, SHIPPED_GAMES, sampled_games
from solver.codebreaking.strategies import (
    SEED_SAMPLE,
    SEED_SAMPLE_ABOVE,
    Options,
    deterministic_strategies,
)
from solver.codebreaking.variants import Variant

from ..link_reader import Dropped, Param, int_between, read_link
from ..text import tr
from .words import strategy_title

__all__ = [
    "PAGE_EXACT_RANDOM_MAX",
    "SAMPLED_MAX",
    "CompareState",
    "Job",
    "Row",
    "checklist",
    "cumulative_series",
    "histogram_series",
    "job_name",
    "jobs",
    "table",
]

# 정확한 무작위 기댓값이 실려 있지 않을 때 (계산하는 길) 화면이 기다려 계산하는 크기 (504: 약 10 초)
PAGE_EXACT_RANDOM_MAX = 504
# 무작위 전략의 '비밀 수마다 판 수' 고르기: 실어 둔 판 수 그대로 (solver page_data; 견본 표본
# 미니맥스는 SAMPLED_MAX 코드까지, 판 수는 sampled_games)
GAMES_CHOICES = SHIPPED_GAMES


@dataclass
class CompareState:
    """비교 페이지의 설정: 무작위 전략의 비밀 수마다 판 수."""

    games: int = 20

    def link(self) -> dict[str, str]:
        """이 화면을 다시 여는 매개변수."""
        return {"games": str(self.games)}

    def open_link(self, params: Mapping[str, str]) -> list[Dropped]:
        """링크의 판 수를 쓴다 (고를 수 있는 값이 아니면 버린다). 버린 매개변수를 돌려준다."""
        values, dropped = read_link(params, [Param("games", _games)])
        self.games = values.get("games", self.games)
        return dropped


def _games(text: str) -> int:
    """고를 수 있는 판 수 (GAMES_CHOICES) 하나."""
    value = int_between(1, max(GAMES_CHOICES))(text)
    if value not in GAMES_CHOICES:
        raise ValueError(f"{value} games per secret is not offered")
    return value


@dataclass(frozen=True)
class Job:
    """평가 하나: 표에 보일 열쇠, 전략, 옵션, 판 수."""

    key: str
    strategy: str
    options: Options
    games: int


@dataclass(frozen=True)
class Row:
    """표 한 줄과 차트 한 줄의 재료."""

    name: str
    evaluation: Evaluation
    how: str


def jobs(variant: Variant, games: int) -> list[Job]:
    """이 변형에서 돌릴 평가들: 모든 결정적 전략 (정확), 후보 안에서만, 견본 표본, 무작위."""
    exact = Options()
    out = [Job(name, name, exact, 1) for name in deterministic_strategies(variant)]
    out.append(Job("minimax_cands", "minimax", Options(candidates_only=True), 1))
    if variant.size <= SAMPLED_MAX:
        sampled = Options(sample=SEED_SAMPLE, sample_above=SEED_SAMPLE_ABOVE)
        out.append(Job("minimax_sampled", "minimax", sampled, sampled_games(games)))
    out.append(Job("random", "random", exact, games))
    return out


def job_name(lang: str, job: Job) -> str:
    """표와 범례에 보일 이름."""
    title = strategy_title(lang, job.strategy)
    if job.key == "minimax_cands":
        return tr(lang, "job_cands_only", name=title)
    if job.key == "minimax_sampled":
        return tr(lang, "job_sampled", name=title)
    return title


def table(lang: str, rows: list[Row]) -> list[dict]:
    """비교 표: 전략, 평균, 최악, 6번 안, 7번 안, 판 수, 계산 방법."""
    return [
        {
            tr(lang, "col_strategy"): r.name,
            tr(lang, "col_mean"): round(r.evaluation.mean, 4),
            tr(lang, "col_worst"): r.evaluation.worst,
            tr(lang, "col_within6"): f"{r.evaluation.share_within(6):.1%}",
            tr(lang, "col_within7"): f"{r.evaluation.share_within(7):.1%}",
            tr(lang, "col_games"): r.evaluation.games,
            tr(lang, "col_how"): r.how,
        }
        for r in rows
    ]


def histogram_series(rows: list[Row]) -> dict[str, dict[int, float]]:
    """전략 이름 → {부른 횟수: 비율}."""
    return {
        r.name: {k: v / r.evaluation.games for k, v in r.evaluation.histogram().items()}
        for r in rows
    }


def cumulative_series(rows: list[Row]) -> dict[str, dict[int, float]]:
    """전략 이름 → {k: k번 안에 맞힌 비율}, 1 부터 가장 나쁜 횟수까지."""
    top = max(r.evaluation.worst for r in rows)
    return {r.name: {k: r.evaluation.share_within(k) for k in range(1, top + 1)} for r in rows}


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
                below=audit.below_median,
                chosen=audit.chosen_mean,
                median=audit.median_mean,
            ),
        ),
        (seven >= 0.99, tr(lang, "check_seven", n=variant.size, share=f"{seven:.1%}")),
        (random.mean > minimax.mean, tr(lang, "check_off", on=minimax.mean, off=random.mean)),
    ]
