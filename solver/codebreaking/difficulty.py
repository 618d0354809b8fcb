"""대결의 난이도 곡선: 온도마다 모든 비밀 (씨앗 여럿) 의 평균 · 최악 횟수와, 화면에 내놓을 단계.

곡선은 `python -m solver curve` 가 만들어 data/curve_<변형>.json 에 싣는다 (같은 바이트로 다시
만든다: 쓰는 규칙은 datafile). 문서: {"variant", "codes", "seeds", "points": [{"temperature",
"mean", "worst", "means", "worsts", "histogram"}]}; mean · histogram 은 모든 씨앗의 판을 합친 것,
means · worsts 는 씨앗마다.

온도의 쓸모 있는 범위는 좁다: 확률이 모든 코드 위에 있어, 후보가 하나 남은 자리에서도 나머지
N − 1 개 코드의 무게 (각 exp(−½/T)) 가 맞히는 수 하나의 무게 (1) 를 누른다. T ≈ ½ / ln N 을 넘으면
판이 끝나지 않을 만큼 길어진다 (baseball3 0.08, bulls4 0.06 언저리). 그래서 격자는 변형마다
그 아래를 촘촘히 본다 (CURVE_GRID).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from types import MappingProxyType

import numpy as np

from .shipped import DATA
from .temperature_guess import ScoreMemo, tempered_counts
from .variants import Variant, get_variant

__all__ = [
    "CURVE_GRID",
    "CURVE_SEEDS",
    "CurvePoint",
    "DifficultyCurve",
    "Level",
    "LevelKind",
    "curve_document",
    "curve_from_document",
    "curve_path",
    "difficulty_levels",
    "shipped_curve",
]

# 변형마다 곡선의 온도들 (모듈 설명: 판이 끝나지 않을 만큼 길어지기 전까지)
CURVE_GRID = MappingProxyType(
    {
        "baseball3": (0.0, 0.02, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1),
        "baseball3z": (0.0, 0.02, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1),
        "bulls4": (0.0, 0.03, 0.04, 0.05, 0.055, 0.06, 0.065),
        "mastermind": (0.0, 0.02, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09),
    }
)
# 변형마다 씨앗들 (bulls4 는 씨앗 하나의 첫 온도가 모든 비밀에 20 초 남짓이라 셋)
CURVE_SEEDS = MappingProxyType(
    {
        "baseball3": (0, 1, 2, 3, 4),
        "baseball3z": (0, 1, 2, 3, 4),
        "bulls4": (0, 1, 2),
        "mastermind": (0, 1, 2, 3, 4),
    }
)

# 진행 알림: 한 줄 글
Say = Callable[[str], None]


def curve_path(name: str, folder: Path = DATA) -> Path:
    """변형 name 의 곡선 파일."""
    return folder / f"curve_{name}.json"


def _point(temperature: float, runs: list[np.ndarray]) -> dict:
    """온도 하나의 곡선 점 (문서의 한 줄): runs 는 씨앗마다 비밀마다의 횟수."""
    every = np.concatenate(runs)
    values, freq = np.unique(every, return_counts=True)
    return {
        "temperature": temperature,
        "mean": round(float(every.mean()), 6),
        "worst": int(every.max()),
        "means": [round(float(run.mean()), 6) for run in runs],
        "worsts": [int(run.max()) for run in runs],
        "histogram": {str(int(v)): int(f) for v, f in zip(values, freq, strict=True)},
    }


def curve_document(
    variant: Variant,
    temperatures: Sequence[float] | None = None,
    seeds: Sequence[int] | None = None,
    say: Say | None = None,
) -> dict:
    """곡선 문서 (모듈 설명의 모양). 온도 · 씨앗이 없으면 CURVE_GRID · CURVE_SEEDS 의 것."""
    grid = sorted(set(CURVE_GRID[variant.name] if temperatures is None else temperatures))
    seeds = list(CURVE_SEEDS[variant.name] if seeds is None else seeds)
    runs: dict[float, list[np.ndarray]] = {t: [] for t in grid}
    for seed in seeds:
        # 같은 씨앗은 온도가 달라도 거의 같은 후보 집합을 지나간다: 기억은 씨앗 하나 동안만
        # (bulls4 에서 씨앗마다 200 MB 남짓이라 쌓아 두지 않는다)
        memo = ScoreMemo(variant)
        for temperature in grid:
            runs[temperature].append(tempered_counts(variant, temperature, seed, memo))
            if say is not None:
                mean = runs[temperature][-1].mean()
                say(f"{variant.name} seed {seed} T={temperature:g}: mean {mean:.4f}")
    points = [_point(t, runs[t]) for t in grid]
    return {"variant": variant.name, "codes": variant.size, "seeds": seeds, "points": points}


@dataclass(frozen=True)
class CurvePoint:
    """곡선의 한 점: 온도, 모든 씨앗의 평균 · 최악 횟수, 씨앗마다의 평균."""

    temperature: float
    mean: float
    worst: int
    means: tuple[float, ...]


@dataclass(frozen=True)
class DifficultyCurve:
    """변형 하나의 곡선 (온도 오름차순)."""

    variant: str
    seeds: tuple[int, ...]
    points: tuple[CurvePoint, ...]


def curve_from_document(document: dict) -> DifficultyCurve:
    """곡선 문서를 기록으로."""
    points = tuple(
        CurvePoint(p["temperature"], p["mean"], p["worst"], tuple(p["means"]))
        for p in sorted(document["points"], key=lambda p: p["temperature"])
    )
    return DifficultyCurve(document["variant"], tuple(document["seeds"]), points)


@cache
def shipped_curve(name: str) -> DifficultyCurve:
    """실어 둔 곡선 (파일마다 한 번 읽는다). 없는 변형은 InputError (get_variant)."""
    get_variant(name)
    document = json.loads(curve_path(name).read_text(encoding="utf-8"))
    return curve_from_document(document)


class LevelKind(StrEnum):
    """난이도 단계의 뜻: 미니맥스 (T = 0) 보다 평균 몇 번을 더 부르는지의 띠."""

    PERFECT = "perfect"  # 실수 없는 미니맥스 (T = 0)
    NEARLY = "nearly"  # 거의 완벽 (0 번 넘게 0.4 번까지 더)
    CAREFUL = "careful"  # 조심스러운 사람 (1 번까지 더)
    EVERYDAY = "everyday"  # 보통 사람 (2 번까지 더)
    HASTY = "hasty"  # 서두르는 초보 (4 번까지 더)


# 띠마다 (더 부르는 횟수의 위 끝, 고를 때 겨누는 값): 아래 끝은 앞 띠의 위 끝
_BANDS = (
    (LevelKind.NEARLY, 0.4, 0.2),
    (LevelKind.CAREFUL, 1.0, 0.7),
    (LevelKind.EVERYDAY, 2.0, 1.5),
    (LevelKind.HASTY, 4.0, 3.0),
)


@dataclass(frozen=True)
class Level:
    """화면에 내놓을 난이도 하나: 그 뜻 (kind), 온도, 곡선의 평균 · 최악 횟수."""

    kind: LevelKind
    temperature: float
    mean: float
    worst: int


def difficulty_levels(curve: DifficultyCurve) -> tuple[Level, ...]:
    """곡선에서 내놓을 단계들: 미니맥스 (T = 0) 와, 띠마다 평균이 겨누는 값에 가장 가까운 점.

    점이 없는 띠는 빠지고, 미니맥스보다 평균이 낮거나 같은 점 (작은 온도의 고른 동점 깨기가
    Knuth 의 가장 작은 번호보다 나을 때가 있다) 과 4 번 넘게 더 부르는 점은 내놓지 않는다.

    >>> points = (CurvePoint(0.0, 4.8, 6, (4.8,)), CurvePoint(0.08, 5.6, 13, (5.6,)))
    >>> [(lv.kind.value, lv.mean) for lv in difficulty_levels(DifficultyCurve("x", (0,), points))]
    [('perfect', 4.8), ('careful', 5.6)]
    """
    base = next((p for p in curve.points if p.temperature == 0), None)
    if base is None:
        raise ValueError(f"the curve of {curve.variant} has no point at temperature 0")
    levels = [Level(LevelKind.PERFECT, 0.0, base.mean, base.worst)]
    low = 0.0
    for kind, high, target in _BANDS:
        inside = [p for p in curve.points if low < p.mean - base.mean <= high]
        low = high
        if inside:
            best = min(inside, key=lambda p: (abs(p.mean - base.mean - target), p.temperature))
            levels.append(Level(kind, best.temperature, best.mean, best.worst))
    return tuple(levels)
