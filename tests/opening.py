"""페이지 상태의 시험이 open_link 에 건네는 Opening (ui/frame 이 새 링크를 열 때 만드는 것)."""

from __future__ import annotations

from solver.codebreaking.variants import Variant, get_variant
from solver.gametree.tictactoe_match import Decide
from ui.gametree.gametree_state import GameTreeState
from ui.link_reader import Dropped, Opening, Params

BASEBALL = get_variant("baseball3")


def opening(variant: Variant = BASEBALL, *, seed: int = 0, number: int = 1) -> Opening:
    """게임 종류 variant, 새 판의 씨앗 seed, 새 게임 번호 number 로 여는 실행."""
    return Opening(variant, seed, number)


def opened(state: GameTreeState, params: Params, *, seed: int, decide: Decide) -> list[Dropped]:
    """게임 나무 상태가 AI 의 결정 decide 로 링크를 연다 (페이지에서는 ui/store 가 캐시된 결정을
    넣는다). seed: 역할을 무작위로 고를 때의 씨앗."""
    state.decide = decide
    return state.open_link(params, opening(seed=seed))
