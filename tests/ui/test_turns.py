"""차례 문지기: 지난 차례의 누름은 버린다, 동작 단추의 열쇠. 브라우저의 막기는 진짜 브라우저에서
(tests/e2e/test_tap_guard.py) 시험한다: 반응 시간 (약 0.2 초) 전의 누름은 버리고 사람이 보고 누른
것 (REACTION_MS 뒤) 은 듣는다 (SEEN_MS 의 값이 아니라 그 동작을)."""

from __future__ import annotations

import pickle
import threading

from ui import turns
from ui.turns import TurnGuard, seq_key, step_key, turn_key


def test_only_the_current_turn_is_heard_and_accepting_moves_on() -> None:
    guard = TurnGuard()
    assert not guard.ignores(0)
    guard.next_turn()
    assert guard.ignores(0)  # 두 번 누름의 두 번째 (지난 차례의 단추)
    assert not guard.ignores(1)
    assert guard.ignores(2)  # 아직 그려지지 않은 차례
    assert not guard.ignores(None)  # 단추가 아닌 요청 (설정 바꾸기)


def test_a_turn_is_taken_once_even_by_two_runs_at_the_same_time(monkeypatch) -> None:
    guard = TurnGuard()
    assert guard.take(0) and guard.stamp == 1
    assert not guard.take(0) and guard.stamp == 1  # 그사이 다른 실행이 넘긴 차례
    # 두 실행 (스레드) 이 차례 1 을 함께 잡으려 한다. 운에 맡기지 않고 겹침을 만든다: 첫 실행을
    # 확인과 넘기기 사이 (이음매) 에 세워 두고, 둘째 실행이 잠금 앞에 닿거나 (잠금이 있을 때)
    # 확인을 지나 이음매에 닿으면 (잠금이 없을 때) 그때 첫 실행을 보낸다
    checked, go, tried = threading.Event(), threading.Event(), threading.Event()
    taken: dict[str, bool] = {}

    def first_run() -> bool:
        return threading.current_thread().name == "first"

    def between() -> None:
        if first_run():
            checked.set()
            go.wait(10)
        else:
            tried.set()

    class Watched:
        """둘째 실행이 잠금에 닿으면 알리는 잠금."""

        def __init__(self) -> None:
            self.lock = threading.Lock()

        def __enter__(self) -> None:
            if not first_run():
                tried.set()
            self.lock.acquire()

        def __exit__(self, *exc: object) -> None:
            self.lock.release()

    monkeypatch.setattr(turns, "_between_check_and_take", between)
    monkeypatch.setattr(turns, "_TAKING", Watched())

    def run(name: str) -> threading.Thread:
        thread = threading.Thread(target=lambda: taken.update({name: guard.take(1)}), name=name)
        thread.start()
        return thread

    first = run("first")
    try:
        assert checked.wait(10)  # 첫 실행이 차례 1 을 확인했다 (아직 넘기지 않았다)
        second = run("second")
        assert tried.wait(10)  # 둘째 실행이 잠금 앞에 있거나 확인을 지났다
    finally:
        go.set()
    first.join(10)
    second.join(10)
    assert taken == {"first": True, "second": False} and guard.stamp == 2


def test_a_guard_in_session_state_pickles() -> None:
    """잠금과 이음매는 모듈에 있어 TurnGuard 는 session_state 와 함께 pickle 된다."""
    guard = TurnGuard()
    guard.take(0)
    assert pickle.loads(pickle.dumps(guard)) == TurnGuard(stamp=1)


def test_turn_keys_name_the_action_and_the_turn() -> None:
    assert turn_key("keeper_ans", 3, 12) == "turn-keeper_ans-3-12"
    assert turn_key("auto_step", 0) == "turn-auto_step-0"
    assert turn_key("a", 1) != turn_key("a", 2)
    assert seq_key("yg_key_5") == "seq-yg_key_5"
    # 걸음 단추는 차례대로 단추의 한 갈래다: 줄 (seq-) 에 들고 두 번 누름만 한 번으로 친다
    assert step_key("ab_step_forward") == "seq-step-ab_step_forward"
    assert step_key("x").startswith(seq_key(""))
