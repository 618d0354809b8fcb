"""모든 사용자가 같이 쓰는 캐시 (ui/caches.py) 의 값은 읽기 전용이다: 한 사용자의 페이지가 고치면
다른 모든 사용자의 화면이 바뀐다. 모든 캐시 함수를 한 번씩 불러 돌려준 값을 끝까지 훑고,
고치려 하면 막히는지 본다."""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable, Iterator

import numpy as np
import pytest
from streamlit.runtime.caching.cache_resource_api import CachedFunc

from solver.codebreaking.strategies import Options
from solver.gametree.connect4_ai import AISettings
from solver.gametree.tictactoe import parse_board
from ui import caches

BOARD = parse_board("X...O....")

# 캐시 함수 (st.cache_resource 로 감싼 것) 의 이름 → 부르는 법 (감싼 본체는 그 공개 함수로)
CALLS: dict[str, Callable[[], object]] = {
    "_evaluation": lambda: caches.evaluation("baseball3", "minimax", Options(), 1),
    "_random_expectation": lambda: caches.random_expectation("baseball3"),
    "audit": lambda: caches.audit("baseball3"),
    "proven_worst": lambda: caches.proven_worst("baseball3"),
    "turn_analysis": lambda: caches.turn_analysis("baseball3", "minimax", Options(), ((0, 1),)),
    "grown": lambda: caches.grown("baseball3", "minimax"),
    "guarantee": lambda: caches.guarantee("bulls4"),
    "adversary_guesses": lambda: caches.adversary_guesses("baseball3", "minimax", "evil"),
    "ttt_decision": lambda: caches.ttt_decision(BOARD, "alphabeta", None),
    "score_map": lambda: caches.score_map(BOARD, None),
    "self_play": lambda: caches.self_play("alphabeta"),
    "ai_search_of": lambda: caches.ai_search_of(BOARD, None, False),
    "_footholds_game": lambda: caches.footholds_game("111,111,111", "1,0", "1,2", "alphabeta"),
    "alphabeta_solution": lambda: caches.alphabeta_solution(1, 3, "2", "max"),
    "connect4_move": lambda: caches.connect4_move("4453", AISettings(depth=2), 0),
    "connect4_ladder": lambda: caches.connect4_ladder("4453"),
    "mcts_playouts": lambda: caches.mcts_playouts("tictactoe", (4,), 1, 1.0, 10),
    "connect4_duel_game": lambda: caches.connect4_duel_game(
        AISettings(depth=1), AISettings(depth=1), 0, 0
    ),
}

SCALARS = (int, float, str, bool, bytes, type(None), np.integer, np.floating)


def _mutable_parts(value: object, where: str = "", seen: set[int] | None = None) -> Iterator[str]:
    """value 안에서 고칠 수 있는 부분의 자리들 (없으면 아무것도 내지 않는다)."""
    seen = set() if seen is None else seen
    if isinstance(value, SCALARS) or id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, np.ndarray):
        if value.flags.writeable:
            yield f"{where}: writeable array"
    elif isinstance(value, dict | list | set | bytearray):
        yield f"{where}: {type(value).__name__}"
    elif isinstance(value, types.MappingProxyType):
        for k, v in value.items():
            yield from _mutable_parts(v, f"{where}[{k!r}]", seen)
    elif isinstance(value, tuple | frozenset):
        for i, v in enumerate(value):
            yield from _mutable_parts(v, f"{where}[{i}]", seen)
    elif dataclasses.is_dataclass(value):
        if not value.__dataclass_params__.frozen:  # type: ignore[attr-defined]
            yield f"{where}: {type(value).__name__} is not frozen"
        for f in dataclasses.fields(value):
            yield from _mutable_parts(getattr(value, f.name), f"{where}.{f.name}", seen)
    else:
        yield f"{where}: unknown {type(value).__name__}"


def test_every_cached_function_is_checked() -> None:
    cached = {name for name, v in vars(caches).items() if isinstance(v, CachedFunc)}
    assert cached == set(CALLS)


@pytest.mark.parametrize("name", sorted(CALLS))
def test_a_cached_value_has_no_part_a_page_could_change(name: str) -> None:
    value = CALLS[name]()
    assert list(_mutable_parts(value, name)) == []


def test_a_page_that_writes_into_a_shared_value_is_stopped() -> None:
    scores = caches.score_map(BOARD, None)
    with pytest.raises(TypeError):
        scores[1] = 99.0  # type: ignore[index]
    grown = caches.grown("baseball3", "minimax")
    with pytest.raises(ValueError, match="read-only"):
        grown.depths[0] = 1
    with pytest.raises(TypeError):
        grown.tree.root.children[0] = grown.tree.root  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        grown.tree.root = grown.tree.root  # type: ignore[misc]
    solution = caches.alphabeta_solution(1, 3, "2", "max")
    with pytest.raises(TypeError):
        solution.values[()] = 0  # type: ignore[index]
    assert caches.score_map(BOARD, None) == scores and solution.values[()] == 16


def test_the_explorer_and_the_strategy_share_one_read_only_shipped_tree() -> None:
    """실어 둔 나무는 프로세스에 한 벌: 나무 탐색 (grown) 이 사본을 만들지 않고 전략이 찾아보는
    그 나무를 쓴다. 그 나무도 읽기 전용이다."""
    from solver.codebreaking.shipped import TreeFile, shipped_tree
    from solver.codebreaking.variants import get_variant

    shipped = shipped_tree(TreeFile.OPTIMAL, get_variant("baseball3"))
    assert caches.grown("baseball3", "optimal").tree is shipped
    assert list(_mutable_parts(shipped, "shipped")) == []
