"""자동 진행 · 직접 맞히기에서 대답하는 쪽 (streamlit 없음): 정해 둔 비밀 수, 또는 비밀 없이
대답하는 엔진의 적수 (악당 · 최악).

'지킴이 (keeper)' 는 사용자가 비밀 수를 지키는 페이지 (pages/keeper.py) 의 이름이다. 링크의
매개변수 이름 keeper= 는 예전 링크를 읽으려고 그대로 둔다.
"""

from __future__ import annotations

from enum import StrEnum

from solver.codebreaking.adversaries import Adversary

__all__ = ["LEGACY_ANSWERERS", "Answerer"]


class Answerer(StrEnum):
    """판에서 대답하는 쪽 (링크의 keeper 값)."""

    SECRET = "secret"  # 게임 번호가 정한 무작위 비밀 수
    EVIL = "evil"  # 비밀 없이 가장 큰 묶음으로 (solver 의 악당)
    WORST_CASE = "worst"  # 비밀 없이 전략 나무의 가장 깊은 길로 (solver 의 최악)

    @property
    def adversary(self) -> Adversary | None:
        """비밀 없이 대답하는 solver 의 적수 (정해 둔 비밀 수면 None)."""
        return None if self is Answerer.SECRET else Adversary(self.value)


# 예전 링크의 이름: keeper=random 은 무작위 비밀 수였다 (전략 random 과 겹쳐 바꿨다)
LEGACY_ANSWERERS = {"random": Answerer.SECRET}
