"""세션 상태의 열쇠와 기본값: 한곳에서만 정한다. 페이지는 여기서 자기 상태를 꺼낸다.

지키는 규칙: 오래 남아야 하는 값 (언어, 게임 종류, 페이지마다의 판과 설정) 은 우리 열쇠에 두고
위젯은 그 값을 고치기만 한다 (ui/widgets.bind). 위젯이 가진 값은 그 위젯이 그려지지 않은
실행에서 사라지기 때문이다. 페이지 상태는 작은 객체 하나 (autoplay_state 등) 로 통째로 둔다.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

import streamlit as st

from solver.codebreaking.variants import DEFAULT_VARIANT, VARIANTS, Variant, get_variant

from .classroom.class_state import ClassState
from .classroom.seat import Seat
from .codebreaking.autoplay_state import AutoplayState
from .codebreaking.compare_state import CompareState
from .codebreaking.duel_state import DuelState
from .codebreaking.keeper_state import KeeperState
from .codebreaking.tree_state import TreeState
from .codebreaking.you_guess_state import MAX_NUMBER, YouGuessState
from .gametree.alphabeta_state import AlphaBetaState
from .gametree.connect4_state import Connect4State
from .gametree.gametree_state import GameTreeState
from .gametree.mcts_state import MctsState
from .link_reader import OPENING_KEY
from .text import DEFAULT_LANG, LANGS

__all__ = [
    "Carried",
    "Key",
    "alphabeta",
    "autoplay",
    "carried_notice",
    "carry_notice",
    "class_",
    "compare",
    "connect4",
    "duel",
    "forget_link",
    "gametree",
    "keeper",
    "lang",
    "mcts",
    "new_game_number",
    "new_seed",
    "seat",
    "set_lang",
    "set_variant",
    "tree",
    "variant",
    "you_guess",
]


class Key(StrEnum):
    """session_state 의 열쇠 (위젯 열쇠는 페이지마다 접두어를 붙여 따로 둔다)."""

    LANG = "lang"
    VARIANT = "variant"
    AUTOPLAY = "autoplay"
    YOU_GUESS = "you_guess"
    KEEPER = "keeper"
    DUEL = "duel"
    COMPARE = "compare"
    GAMETREE = "gametree"
    ALPHABETA = "alphabeta"
    TREE = "tree"
    CONNECT4 = "connect4"
    MCTS = "mcts"
    CLASSROOM = "classroom"
    LINK = "link"
    SEAT = "seat"
    NOTICE = "notice"  # 다음 실행에 넘긴 새 링크의 알림 (ui/frame.Frame.rerun)
    PAGE = "page"  # 이번 실행 (그 조각들의 실행까지) 의 페이지 (ui/widgets.on_page)


T = TypeVar("T")


def lang() -> str:
    """지금 언어 ('ko' / 'en'). 모르는 값이면 기본 (한국어)."""
    value = st.session_state.get(Key.LANG, DEFAULT_LANG)
    return value if value in LANGS else DEFAULT_LANG


def set_lang(value: str) -> None:
    """언어를 바꾼다 (모르는 값은 무시)."""
    if value in LANGS:
        st.session_state[Key.LANG] = value


@dataclass(frozen=True)
class Carried:
    """새 링크를 연 실행이 곧 다시 돌 때 (사목: AI 가 둔 뒤, ui/frame.Frame.rerun) 다음 실행에
    넘기는 그 링크의 알림. page: 페이지 (PageInfo.url), items: 버린 매개변수의 글 (Link.notice),
    ignored: 앉은 자리라 쓰지 않은 링크의 이름들."""

    page: str
    items: str
    ignored: tuple[str, ...]


def carry_notice(carried: Carried) -> None:
    """새 링크의 알림을 다음 실행에 넘긴다 (페이지가 곧 다시 돈다: ui/frame.Frame.rerun)."""
    st.session_state[Key.NOTICE] = carried


def carried_notice(page: str) -> Carried | None:
    """지난 실행이 넘긴 이 페이지의 알림 (한 번만 준다; 다른 페이지의 것은 버린다)."""
    found = st.session_state.pop(Key.NOTICE, None)
    return found if isinstance(found, Carried) and found.page == page else None


def variant() -> Variant:
    """사이드바에서 고른 변형. 모르는 이름이면 기본 변형."""
    name = st.session_state.get(Key.VARIANT, DEFAULT_VARIANT)
    return get_variant(name if name in VARIANTS else DEFAULT_VARIANT)


def set_variant(name: str) -> None:
    """게임 종류를 바꾼다 (모르는 이름은 무시).

    지난 종류의 화면에 그려져 있던 동작 단추는 이제 보이지 않는 판을 가리키므로, 판이 있는
    페이지의 차례를 넘겨 그 누름을 버리게 한다 (ui/turns.py).
    """
    if name not in VARIANTS:
        return
    st.session_state[Key.VARIANT] = name
    for key in (Key.AUTOPLAY, Key.YOU_GUESS, Key.KEEPER, Key.DUEL):
        state = st.session_state.get(key)
        if state is not None:
            state.turn.next_turn()


def _page_state(key: Key, kind: type[T]) -> T:
    """열쇠 key 의 페이지 상태 (없거나 다른 타입이면 새로)."""
    state = st.session_state.get(key)
    if not isinstance(state, kind):
        state = st.session_state[key] = kind()
    return state


def autoplay() -> AutoplayState:
    """자동 진행 페이지의 상태."""
    return _page_state(Key.AUTOPLAY, AutoplayState)


def you_guess() -> YouGuessState:
    """직접 맞히기 페이지의 상태."""
    return _page_state(Key.YOU_GUESS, YouGuessState)


def keeper() -> KeeperState:
    """지킴이 페이지의 상태."""
    return _page_state(Key.KEEPER, KeeperState)


def duel() -> DuelState:
    """대결 페이지의 상태."""
    return _page_state(Key.DUEL, DuelState)


def compare() -> CompareState:
    """비교 페이지의 상태."""
    return _page_state(Key.COMPARE, CompareState)


def tree() -> TreeState:
    """전략 나무 탐색 페이지의 상태."""
    return _page_state(Key.TREE, TreeState)


def gametree() -> GameTreeState:
    """게임 나무 페이지의 상태."""
    return _page_state(Key.GAMETREE, GameTreeState)


def alphabeta() -> AlphaBetaState:
    """알파-베타 연습 페이지의 상태."""
    return _page_state(Key.ALPHABETA, AlphaBetaState)


def connect4() -> Connect4State:
    """사목 페이지의 상태."""
    return _page_state(Key.CONNECT4, Connect4State)


def mcts() -> MctsState:
    """MCTS 한 걸음씩 페이지의 상태."""
    return _page_state(Key.MCTS, MctsState)


def class_() -> ClassState:
    """수업 페이지의 상태 (주소 class 는 파이썬 낱말이라 밑줄을 붙인다)."""
    return _page_state(Key.CLASSROOM, ClassState)


def forget_link() -> None:
    """이 세션이 쓴 주소를 잊는다: 다음 실행 (다른 페이지로 옮긴 실행) 이 주소의 매개변수를 새
    링크로 연다 (ui/link_reader.opens_link). 수업에 든 학생을 활동 페이지로 보낼 때 쓴다."""
    st.session_state.pop(Key.LINK, None)


def seat() -> Seat:
    """수업의 자리 (방에 든 학생: 활동 페이지들이 같이 쓴다)."""
    return _page_state(Key.SEAT, Seat)


def new_seed() -> int:
    """새 판의 씨앗 (운영체제의 무작위): 엔진에는 이 씨앗을 건넨다. 첫 화면의 그림이 돌리는
    실행에서는 그것이 정한 씨앗 (OPENING_KEY)."""
    fixed = st.session_state.get(OPENING_KEY)
    return secrets.randbits(32) if fixed is None else fixed[0]


def new_game_number() -> int:
    """새 게임 번호 (1 부터, 직접 맞히기): 같은 번호면 누구에게나 같은 비밀 수. 첫 화면의 그림이
    돌리는 실행에서는 그것이 정한 번호."""
    fixed = st.session_state.get(OPENING_KEY)
    return 1 + secrets.randbelow(MAX_NUMBER) if fixed is None else fixed[1]
