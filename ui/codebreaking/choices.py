"""숫자 맞히기 페이지가 단추 · 고르기 상자로 보이는 목록 (streamlit 없음): 나올 수 있는 대답,
고를 수 있는 전략. 페이지는 solver 를 부르지 않고 여기서 읽는다 (docs/architecture.md 의 '층')."""

from __future__ import annotations

from solver.codebreaking.feedback import possible_answers
from solver.codebreaking.strategies import deterministic_strategies, usable_strategies

__all__ = ["deterministic_strategies", "possible_answers", "usable_strategies"]
