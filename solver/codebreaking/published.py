"""발표된 수와 그 정의: 비교 페이지가 우리 수 옆에 출처와 함께 보인다.

Swaszek ("The Mastermind novice", J. Recreational Mathematics 30(3), 1999-2000) 는 마스터마인드를
'아무 후보나' (남은 후보 가운데 고르게 하나) 로 풀면 평균 4.638 번이라 적었다. 우리 '미니맥스 끔'
은 첫 추측도 1296 코드 가운데 고르게 고른다: 정확히 4.64352 (아래 UNIFORM_EXACT; 1,296,000 판의
표본은 4.6439). 첫 추측을 정해 두면 값은 첫 추측의 반복 모양마다 다르다 (evaluation.
random_expected_after, 정확히): 1111 → 5.13077, 1112 → 4.74079, 1122 → 4.63613, 1123 → 4.61149,
1234 → 4.66890 (1111 은 뒤에 625 개가 남아 집합 2,400 만 개 · 12 분이라 그 함수의 한도 밖에서 한 번
셌다).
4.638 에 가장 가까운 정의는 Knuth 의 첫 추측 1122 를 정해 두고 그다음부터 아무 후보나다 (차이
0.0019: 발표된 수가 표본의 평균이면 그만큼은 흔들린다; 다른 모양은 0.02 이상 멀다).

A. Slovesnov 는 4 자리 Bulls and Cows 에서 모든 비밀을 7 번 안에, 일곱 번째가 50 개인 나무
(crush5o) 의 합계를 26,484 (평균 5.255) 로 적었다 (PUBLISHED_TREES). 그의 나무는 싣지 않는다
(코드도 나무도 옮기지 않고 수만): 우리 fewest 나무 (proof/fewest_split.py 의 사전식 증명) 와
보장의 값 (guarantee.py) 옆에 견줄 수로 보인다.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "PUBLISHED",
    "PUBLISHED_TREES",
    "UNIFORM_EXACT",
    "PublishedFigure",
    "PublishedTree",
    "published_figure",
    "published_tree",
]


@dataclass(frozen=True)
class PublishedFigure:
    """발표된 평균 하나와, 가장 가까운 정의로 우리가 정확히 센 값.

    variant, strategy: 어느 변형의 어느 전략인지. published: 발표된 평균. source: 저자와 글 이름.
    first: 그 정의의 첫 추측 (정해 둔 코드). exact: 그 정의의 정확한 평균
    (evaluation.random_expected_after 가 다시 센다: 시험이 견준다).
    """

    variant: str
    strategy: str
    published: float
    source: str
    first: str
    exact: float


PUBLISHED = (
    PublishedFigure(
        variant="mastermind",
        strategy="random",
        published=4.638,
        source='P. F. Swaszek, "The Mastermind novice" (1999-2000)',
        first="1122",
        exact=4.63613436557549,
    ),
)

# 마스터마인드 '미니맥스 끔' 을 우리 정의 (첫 추측도 아무거나) 로 센 정확한 평균: 다섯 모양의
# 정확한 값을 코드 수 (6 · 120 · 90 · 720 · 360) 로 무게를 둔 평균
UNIFORM_EXACT = {"mastermind": 4.643523338214963}


def published_figure(variant: str, strategy: str) -> PublishedFigure | None:
    """그 변형 · 전략의 발표된 수, 없으면 None."""
    return next((p for p in PUBLISHED if (p.variant, p.strategy) == (variant, strategy)), None)


@dataclass(frozen=True)
class PublishedTree:
    """발표된 결정 나무의 수 (나무는 싣지 않는다). author: 짧은 이름 (표의 열), source: 출처.
    total: 모든 비밀의 횟수 합, codes: 비밀 수, worst: 최악, last: 딱 worst 번째인 비밀 수."""

    variant: str
    author: str
    source: str
    total: int
    codes: int
    worst: int
    last: int

    @property
    def mean(self) -> float:
        """비밀 하나의 평균 횟수."""
        return self.total / self.codes


PUBLISHED_TREES = (
    PublishedTree(
        variant="bulls4",
        author="Slovesnov",
        source="A. Slovesnov, crush5o (bulls and cows, 4 digits)",
        total=26484,
        codes=5040,
        worst=7,
        last=50,
    ),
)


def published_tree(variant: str) -> PublishedTree | None:
    """그 변형의 발표된 '마지막 횟수가 가장 적은' 나무의 수, 없으면 None."""
    return next((p for p in PUBLISHED_TREES if p.variant == variant), None)
