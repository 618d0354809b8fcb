"""차례 문지기: 지난 차례의 누름은 버린다, 동작 단추의 열쇠, 브라우저의 두 번 누름 막기."""

from __future__ import annotations

from ui.turns import SEQ_WAIT_MS, TAP_GAP_MS, TAP_GUARD, TurnGuard, seq_key, turn_key


def test_only_the_current_turn_is_heard_and_accepting_moves_on() -> None:
    guard = TurnGuard()
    assert not guard.ignores(0)
    guard.advance()
    assert guard.ignores(0)  # 두 번 누름의 두 번째 (지난 차례의 단추)
    assert not guard.ignores(1)
    assert guard.ignores(2)  # 아직 그려지지 않은 차례
    assert not guard.ignores(None)  # 단추가 아닌 요청 (설정 바꾸기)


def test_turn_keys_name_the_action_and_the_turn() -> None:
    assert turn_key("keeper_ans", 3, 12) == "turn-keeper_ans-3-12"
    assert turn_key("auto_step", 0) == "turn-auto_step-0"
    assert turn_key("a", 1) != turn_key("a", 2)


def test_browser_guard_swallows_quick_repeats_on_turn_buttons() -> None:
    assert "<script>" in TAP_GUARD and TAP_GUARD.endswith("</script>")
    assert f"< {TAP_GAP_MS}" in TAP_GUARD
    assert "st-key-turn-" in TAP_GUARD  # turn_key 의 접두어만 막는다
    assert "stopImmediatePropagation" in TAP_GUARD
    assert "window.__turnTapGuard" in TAP_GUARD  # 한 번만 설치
    assert 250 <= TAP_GAP_MS <= 500  # 사람의 반응 시간보다 길고, 일부러 누르는 것보다 짧게
    assert "event.timeStamp" in TAP_GUARD  # 누른 순간으로 잰다 (처리한 순간이 아니라)


def test_keypad_buttons_are_queued_one_run_at_a_time() -> None:
    assert seq_key("yg_key_5") == "seq-yg_key_5"
    assert "st-key-seq-" in TAP_GUARD  # seq_key 의 접두어를 줄 세운다
    assert "data-test-script-state" in TAP_GUARD  # 실행이 끝나면 다음 누름
    assert f", {SEQ_WAIT_MS});" in TAP_GUARD
    assert 100 <= SEQ_WAIT_MS <= 500  # 사람이 자판을 누르는 간격 정도
