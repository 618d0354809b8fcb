"""전략 나무 탐색의 그림: 옆으로 누운 icicle 과 그 색 단계."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..charts import COLORS, Figure, figure
from .tree_model import Icicle

__all__ = [
    "LIGHT_STEPS",
    "STEP_COLORS",
    "ColorStep",
    "guess_steps",
    "step_legend",
    "step_of",
    "tree_icicle",
]


# 평균 횟수의 색 단계 (적게 → 많이): 밝은 노랑에서 짙은 자주까지, 이웃한 단계가 뚜렷이 다르게.
# 글자는 앞 넷에 먹색, 뒤 셋에 흰색 (둘 중 대비가 큰 쪽)
STEP_COLORS = ("#FFF1A8", "#FED976", "#FDAE4B", "#F77F35", "#E04A2A", "#B41F2C", "#7A0C2E")
LIGHT_STEPS = 4


@dataclass(frozen=True)
class ColorStep:
    """색 단계 하나: 평균 횟수 lo 이상 hi 미만 (마지막 단계는 hi 까지), 칸 색과 글자 색."""

    lo: int
    hi: int
    color: str
    ink: str


def guess_steps(worst: int) -> list[ColorStep]:
    """1 → worst 를 한 번씩 나눈 색 단계 (1–2, 2–3, …): 나무 전체의 최악으로 정해 어느 마디에서
    보든 같은 색이 같은 횟수다. 가장 짙은 색이 늘 마지막 단계."""
    n = max(1, worst - 1)
    last = len(STEP_COLORS) - 1
    picks = [last] if n == 1 else [round(i * last / (n - 1)) for i in range(n)]
    return [
        ColorStep(i + 1, i + 2, STEP_COLORS[j], COLORS["ink"] if j < LIGHT_STEPS else "white")
        for i, j in enumerate(picks)
    ]


def step_legend(worst: int) -> tuple[tuple[str, str], ...]:
    """그림 밖의 색 설명에 둘 (색, '1–2') 들: guess_steps 의 단계마다."""
    return tuple((s.color, f"{s.lo}–{s.hi}") for s in guess_steps(worst))


def step_of(mean: float, steps: Sequence[ColorStep]) -> ColorStep:
    """평균 횟수 mean 이 드는 단계."""
    return steps[min(max(int(mean) - 1, 0), len(steps) - 1)]


def tree_icicle(data: Icicle, worst: int, height: int = 420) -> Figure:
    """결정 나무의 icicle: 왼쪽 칸이 지금 마디, 오른쪽 칸들이 대답마다 그다음 추측. 칸의 높이는
    지나는 비밀 수, 색은 맞히는 평균 횟수의 단계 (guess_steps; 색의 뜻은 그림 밖의 줄이 말한다).

    가로로 눕힌 까닭: 칸의 크기가 화면 폭이 아니라 그림의 높이 (고정) 를 나눠 가지므로 폰과
    데스크톱에서 같은 px 이다. data 는 tree_model.icicle. marked 인 칸 (찾은 비밀의 길) 은 굵은
    테두리. 칸을 누르면 Streamlit 이 그 칸의 id 를 돌려준다. worst: 나무 전체의 최악 횟수.
    """
    steps = guess_steps(worst)
    shade = [step_of(m, steps) for m in data.colors]
    marked = data.marked
    trace = {
        "type": "icicle",
        "ids": list(data.ids),
        "labels": list(data.labels),
        "parents": list(data.parents),
        "values": list(data.values),
        "branchvalues": "total",
        "sort": False,
        "maxdepth": -1,
        "tiling": {"orientation": "h", "pad": 0},
        "pathbar": {"visible": False},
        # 잎 칸을 흐리게 (plotly 기본 0.7) 하면 단계의 색이 이웃 단계와 헷갈린다
        "leaf": {"opacity": 1},
        "marker": {
            "colors": [s.color for s in shade],
            "line": {
                "color": [COLORS["ink"] if m else "rgba(255,255,255,0.9)" for m in marked],
                "width": [4 if m else 1.5 for m in marked],
            },
        },
        "customdata": list(data.hover),
        "hovertemplate": "%{customdata}<extra></extra>",
        "textfont": {"size": 13, "color": [s.ink for s in shade]},
        "textposition": "middle left",
    }
    layout = {
        "margin": {"l": 2, "r": 2, "t": 2, "b": 2},
        # 칸에 들지 않는 글은 줄이지 않고 감춘다 (작은 칸은 아래의 대답 고르기로)
        "uniformtext": {"minsize": 11, "mode": "hide"},
    }
    return figure([trace], layout, height)
