"""페이지 상태의 시험이 open_link 에 건네는 Opening (ui/frame 이 새 링크를 열 때 만드는 것)."""

from __future__ import annotations

import random

from solver.codebreaking.variants import Variant, get_variant
from ui.gametree.gametree_state import BestMove, GameTreeState
from ui.link_reader import Dropped, Opening, Params

BASEBALL = get_variant("baseball3")


def opening(variant: Variant = BASEBALL, *, seed: int = 0, number: int = 1) -> Opening:
    """게임 종류 variant, 새 판의 씨앗 seed, 새 게임 번호 number 로 여는 실행."""
    return Opening(variant, seed, number)


def opened(state: GameTreeState, params: Params, *, seed: int, decide: BestMove) -> list[Dropped]:
    """게임 나무 페이지가 하듯 링크를 열고 (frame), 링크가 판을 열었으면 그리기 전에 갖춘다
    (settle: AI 차례에서 멈췄으면 decide 로 답한다). 판이 없는 링크 (발판만) 는 새 판을 만들지
    않는다: 그 시험들은 링크가 연 것만 본다. seed: 역할을 무작위로 고를 때의 씨앗."""
    dropped = state.open_link(params, opening(seed=seed))
    if state.match is not None:
        state.settle(random.Random(seed), decide)
    return dropped
