"""비교 페이지의 데이터: 어떤 평가를 돌릴지, 표 · 차트 · 완성 기준 체크리스트 (streamlit 없음)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from solver.evaluate import Evaluation
from solver.feedback import response_matrix, win_answer
from solver.partition import split
from solver.strategies import STRATEGIES, choose
from solver.variants import Variant

from .text import tr

__all__ = [
    "PAGE_EXACT_RANDOM_MAX",
    "SAMPLED_MAX",
    "Job",
    "Row",
    "bucket_check",
    "checklist",
    "jobs",
    "table",
]

# 무작위 전략의 정확한 기댓값은 후보 집합마다 기억하는 재귀라 이 크기까지만 (504: 약 10 초)
PAGE_EXACT_RANDOM_MAX = 504
# 견본 표본 미니맥스를 판마다 두는 것은 이 크기까지만 (bulls4 는 분 단위라 뺀다)
SAMPLED_MAX = 1296


@dataclass(frozen=True)
class Job:
    """평가 하나: 표에 보일 열쇠, 전략, 옵션 (후보만, 표본 크기, 문턱), 판 수."""

    key: str
    strategy: str
    options: tuple[bool, int | None, int]
    games: int


@dataclass(frozen=True)
class Row:
    """표 한 줄과 차트 한 줄의 재료."""

    name: str
    evaluation: Evaluation
    how: str


def jobs(variant: Variant, games: int) -> list[Job]:
    """이 변형에서 돌릴 평가들: 모든 결정적 전략 (정확), 후보 안에서만, 견본 표본, 무작위."""
    exact = (False, None, 120)
    out = [
        Job(name, name, exact, 1)
        for name, s in STRATEGIES.items()
        if s.deterministic and s.supports(variant)
    ]
    out.append(Job("minimax_cands", "minimax", (True, None, 120), 1))
    if variant.size <= SAMPLED_MAX:
        out.append(Job("minimax_sampled", "minimax", (False, 140, 120), max(1, games // 4)))
    out.append(Job("random", "random", exact, games))
    return out


def job_name(job: Job, lang: str) -> str:
    """표와 범례에 보일 이름."""
    title = STRATEGIES[job.strategy].title(lang)
    if job.key == "minimax_cands":
        return tr(lang, "variant_cands_only", name=title)
    if job.key == "minimax_sampled":
        return tr(lang, "variant_sampled", name=title)
    return title


def table(rows: list[Row], lang: str) -> list[dict]:
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


def confidence(evaluation: Evaluation) -> tuple[float, float]:
    """판마다의 횟수로 본 평균의 95% 신뢰구간 (정규 근사)."""
    half = 1.96 * float(np.std(evaluation.counts, ddof=1)) / math.sqrt(evaluation.games)
    return evaluation.mean - half, evaluation.mean + half


def bucket_check(variant: Variant) -> tuple[int, int, int, float, float]:
    """미니맥스 결정 나무의 모든 질문 자리에서, 고른 수의 가장 큰 묶음을 다른 수들과 견준다.

    반환: (질문 자리 수, 고른 수가 가장 작은 자리 수, 다른 수들의 중앙값보다 작은 자리 수,
    고른 수의 최악 평균, 다른 수들의 최악 중앙값 평균).
    """
    responses, win = response_matrix(variant), win_answer(variant)
    stack = [np.arange(variant.size)]
    nodes = smallest = below_median = 0
    chosen_sum = median_sum = 0.0
    while stack:
        cands = stack.pop()
        choice = choose(variant, cands, "minimax")
        others = choice.worst[choice.pool != choice.guess]
        nodes += 1
        smallest += int(choice.guess_worst <= others.min())
        median = float(np.median(others))
        below_median += int(choice.guess_worst < median)
        chosen_sum += choice.guess_worst
        median_sum += median
        for answer, part in split(responses, cands, choice.guess).items():
            if answer != win and len(part) > 1:
                stack.append(part)
    return nodes, smallest, below_median, chosen_sum / nodes, median_sum / nodes


def checklist(
    variant: Variant,
    bucket: tuple[int, int, int, float, float],
    minimax: Evaluation,
    random: Evaluation,
    lang: str,
) -> list[tuple[bool, str]]:
    """견본의 세 완성 기준을 데이터로 확인: (통과 여부, 문장). bucket 은 bucket_check 의 결과."""
    nodes, smallest, below, chosen, median = bucket
    seven = minimax.share_within(7)
    return [
        (
            smallest == nodes,
            tr(
                lang,
                "check_bucket",
                nodes=nodes,
                smallest=smallest,
                below=below,
                chosen=chosen,
                median=median,
            ),
        ),
        (seven >= 0.99, tr(lang, "check_seven", n=variant.size, share=f"{seven:.1%}")),
        (random.mean > minimax.mean, tr(lang, "check_off", on=minimax.mean, off=random.mean)),
    ]
