"""링크 매개변수의 값 읽기 · 쓰기 (streamlit 없음): 숫자, 전략 이름, 코드 목록, 대답 목록.

읽기는 모두 '읽을 수 없으면 None' 이다. 무엇을 버렸는지 알리는 일은 부르는 쪽 (페이지 상태의
open_link) 이 한다. 목록은 쉼표로 잇고, 대답은 빈칸 없는 이름표 ('1S0B', 'out', '3S') 로 쓴다.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import partial

from solver.codebreaking.feedback import parse_label, plain_label
from solver.codebreaking.strategies import STRATEGIES
from solver.codebreaking.variants import Variant

__all__ = [
    "answer_token",
    "answers_text",
    "read_answers",
    "read_codes",
    "read_int",
    "read_strategy",
]

# 목록 매개변수에서 읽을 항목 수의 상한 (한 판은 이보다 훨씬 짧다)
MAX_ITEMS = 40


def read_int(text: str, low: int, high: int) -> int | None:
    """low..high 의 정수 (아니면 None)."""
    text = text.strip()
    if not re.fullmatch(r"[0-9]{1,12}", text):  # isdigit 은 '²' · '１' 도 참이다
        return None
    value = int(text)
    return value if low <= value <= high else None


def read_strategy(text: str, variant: Variant, deterministic: bool = False) -> str | None:
    """이 변형에서 쓸 수 있는 전략 이름 (deterministic 이면 결정적 전략만)."""
    strategy = STRATEGIES.get(text.strip())
    if strategy is None or not strategy.supports(variant):
        return None
    if deterministic and not strategy.deterministic:
        return None
    return strategy.name


def _read_list(text: str, parse: Callable[[str], int]) -> tuple[list[int], bool]:
    """쉼표로 이은 항목들을 parse 로: (앞에서부터 읽은 값들, 모두 읽었는지). 읽을 수 없는
    항목부터 버린다 (InputError 도 ValueError 다). 항목이 너무 많으면 아무것도 읽지 않는다."""
    items = [t.strip() for t in text.split(",")] if text.strip() else []
    if len(items) > MAX_ITEMS:
        return [], False
    values: list[int] = []
    for item in items:
        try:
            values.append(parse(item))
        except ValueError:
            return values, False
    return values, True


def read_codes(text: str, variant: Variant) -> tuple[list[int], bool]:
    """쉼표로 이은 코드들: (앞에서부터 읽은 코드들, 모두 읽었는지)."""
    return _read_list(text, variant.parse)


def read_answers(text: str, variant: Variant) -> tuple[list[int], bool]:
    """쉼표로 이은 대답 이름표들: (앞에서부터 읽은 대답 번호들, 모두 읽었는지)."""
    return _read_list(text, partial(parse_label, variant))


def answer_token(variant: Variant, answer: int) -> str:
    """주소에 쓰는 대답 이름표: 빈칸 없이 ('1S0B', 'out', '3S')."""
    return plain_label(variant, answer).replace(" ", "")


def answers_text(variant: Variant, answers: Iterable[int]) -> str:
    """대답 번호들을 매개변수 값으로."""
    return ",".join(answer_token(variant, a) for a in answers)
