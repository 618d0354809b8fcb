"""페이지가 쓰는 엔진의 낱말: 고를 수 있는 목록, 상한, 판의 형편, 거절.

페이지는 solver 를 부르지 않으므로 (docs/architecture.md 의 '층') 엔진의 낱말을 여기 한 곳에서
읽는다. 상태 · 그릴 내용 모듈은 solver 를 바로 부른다: 그 모듈이 남의 이름을 건네주지 않게.
새 이름은 페이지가 쓸 때만 더한다.
"""

from __future__ import annotations

from solver.codebreaking.duel import MAX_ROUNDS, Duelist
from solver.codebreaking.feedback import possible_answers
from solver.codebreaking.strategies import deterministic_strategies, usable_strategies
from solver.errors import InputError
from solver.gametree.match import Start, Status
from solver.gametree.negamax import ALGORITHMS
from solver.gametree.random_tree import MAX_SEED
from solver.gametree.trace_events import Player

__all__ = [
    "ALGORITHMS",
    "MAX_ROUNDS",
    "MAX_SEED",
    "Duelist",
    "InputError",
    "Player",
    "Start",
    "Status",
    "deterministic_strategies",
    "possible_answers",
    "usable_strategies",
]
