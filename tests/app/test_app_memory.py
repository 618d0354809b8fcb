"""세션마다의 상태는 작고 통째로 pickle 할 수 있다 (함수 · 캐시를 담지 않는다): 응답 행렬 ·
나무 · 평가는 세션에 두지 않고 모든 사용자가 같이 쓰는 캐시에 둔다 (캐시는 항목 수가 묶여
있다). 모든 페이지를 쓴 세션의 상태를 통째로 재어 본다."""

from __future__ import annotations

import pickle

import numpy as np

from tests.apptest import new_app, stamped
from ui.states import Key

# 세션 하나의 상태 상한 (바이트): 판 dict · 설정 · 길 몇 개라 몇 kB 다
SESSION_LIMIT = 64_000


def _arrays(value: object, seen: set[int] | None = None) -> int:
    """상태 안의 numpy 배열 바이트 수 (세션에 행렬이 새지 않았는지)."""
    seen = seen or set()
    if id(value) in seen:
        return 0
    seen.add(id(value))
    if isinstance(value, np.ndarray):
        return value.nbytes
    if isinstance(value, dict):
        return sum(_arrays(v, seen) for v in value.values())
    if isinstance(value, list | tuple | set):
        return sum(_arrays(v, seen) for v in value)
    if hasattr(value, "__dict__"):
        return _arrays(vars(value), seen)
    return 0


def test_a_session_that_used_every_page_stays_small() -> None:
    at = new_app("pages/keeper.py", direct=True)
    for _ in range(3):
        stamped(at, "keeper_ans", 1).click().run()
    at.switch_page("pages/autoplay.py").run()
    at.toggle(key="auto_playing").set_value(False).run()
    for _ in range(3):
        stamped(at, "auto_step").click().run()
    at.switch_page("pages/tree.py").run()
    at.text_input(key="tree_search").input("456").run()
    at.switch_page("pages/you_guess.py").run()
    at.text_input(key="yg_text_entry").input("123")
    at.button(key="yg_text_submit").click().run()
    at.session_state[Key.VARIANT] = "bulls4"
    at.switch_page("pages/tree.py").run()
    at.switch_page("pages/gametree.py").run()
    at.switch_page("pages/alphabeta.py").run()
    at.switch_page("pages/connect4.py").run()
    stamped(at, "c4_drop", 4).click().run()
    assert not at.exception
    ours = {k: at.session_state[k] for k in Key if k in at.session_state}
    size = len(pickle.dumps(ours))
    assert size < SESSION_LIMIT, size
    assert _arrays(ours) == 0  # 응답 행렬 · 후보 배열 · 나무는 세션에 없다
