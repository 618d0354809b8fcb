"""차례 문지기: 지난 차례의 누름은 버린다, 동작 단추의 열쇠. 브라우저의 막기는 진짜 브라우저에서
(tests/e2e/test_tap_guard.py) 시험한다: 반응 시간 (약 0.2 초) 전의 누름은 버리고 사람이 보고 누른
것 (REACTION_MS 뒤) 은 듣는다 (SEEN_MS 의 값이 아니라 그 동작을)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from ui.turns import TurnGuard, seq_key, step_key, turn_key


def test_only_the_current_turn_is_heard_and_accepting_moves_on() -> None:
    guard = TurnGuard()
    assert not guard.ignores(0)
    guard.next_turn()
    assert guard.ignores(0)  # 두 번 누름의 두 번째 (지난 차례의 단추)
    assert not guard.ignores(1)
    assert guard.ignores(2)  # 아직 그려지지 않은 차례
    assert not guard.ignores(None)  # 단추가 아닌 요청 (설정 바꾸기)


def test_a_turn_is_taken_once_even_by_two_runs_at_the_same_time() -> None:
    guard = TurnGuard()
    assert guard.take(0) and guard.stamp == 1
    assert not guard.take(0) and guard.stamp == 1  # 그사이 다른 실행이 넘긴 차례
    for _ in range(200):  # 두 실행 (스레드) 이 같은 차례를 함께 잡으려 한다
        drawn = guard.stamp
        with ThreadPoolExecutor(2) as pool:
            taken = list(pool.map(guard.take, [drawn, drawn]))
        assert sorted(taken) == [False, True] and guard.stamp == drawn + 1


def test_turn_keys_name_the_action_and_the_turn() -> None:
    assert turn_key("keeper_ans", 3, 12) == "turn-keeper_ans-3-12"
    assert turn_key("auto_step", 0) == "turn-auto_step-0"
    assert turn_key("a", 1) != turn_key("a", 2)
    assert seq_key("yg_key_5") == "seq-yg_key_5"
    # 걸음 단추는 차례대로 단추의 한 갈래다: 줄 (seq-) 에 들고 두 번 누름만 한 번으로 친다
    assert step_key("ab_step_forward") == "seq-step-ab_step_forward"
    assert step_key("x").startswith(seq_key(""))
