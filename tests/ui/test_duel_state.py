"""대결 페이지의 상태 (ui/codebreaking/duel_state): 비밀 정하기 · 다시 적기, 부르기와 자동 대답,
머리로 지킨 비밀의 대답과 되돌리기, 지난 차례의 누름, 링크 (비밀 없이) 와 믿지 않는 링크."""

from __future__ import annotations

import numpy as np

from solver.codebreaking.duel import Duelist, Outcome, duel_secret
from solver.codebreaking.feedback import possible_answers, response_matrix
from solver.codebreaking.variants import get_variant
from ui.codebreaking.duel_model import dice_rows, entry_error, path_rows, status_line
from ui.codebreaking.duel_state import DuelState, Keep, level_of
from ui.link_reader import Dropped, Opening
from ui.text import tr

V = get_variant("baseball3")
R = response_matrix(V)
OPENING = Opening(V, 0, 77)


def fresh(params: dict[str, str]) -> DuelState:
    state = DuelState()
    state.open_link(params, OPENING)
    return state


def type_in(state: DuelState, code: str) -> None:
    for ch in code:
        state.press(V, int(ch))


def guess(state: DuelState, code: str) -> None:
    type_in(state, code)
    state.submit(V, state.turn.stamp)


def set_secret(state: DuelState, code: str) -> None:
    type_in(state, code)
    state.set_secret(V, state.turn.stamp)


def test_a_typed_secret_answers_the_ai_and_never_reaches_the_link() -> None:
    state = fresh({"game": "7", "first": "ai"})
    assert state.needs_secret(V)
    guess(state, "123")  # 비밀을 정하기 전에는 부를 수 없다
    assert state.slots["baseball3"].error.reason == "not_your_turn"
    state.slots["baseball3"].entry = ""
    set_secret(state, "456")
    duel = state.duel(V)
    # 정하자마자 AI 의 첫 추측에 페이지가 대답했다
    assert duel.answered == 1 and duel.to_move is Duelist.ME
    assert duel.theirs[0].answer == R[duel.theirs[0].guess, V.parse("456")]
    guess(state, "789")
    duel = state.duel(V)
    assert len(duel.mine) == 1 and duel.answered == 2 and duel.to_move is Duelist.ME
    link = state.link(V)
    assert "456" not in "".join(link.values()) or "456" in link["moves"].split(",")[1::2]
    assert set(link) == {"game", "first", "moves"}
    assert state.share_link(V) == {"game": "7", "first": "ai"}


def test_a_whole_duel_ends_with_an_outcome_and_the_next_duel_alternates() -> None:
    state = fresh({"game": "7"})  # 홀수: 학생이 먼저
    assert state.duel(V).first is Duelist.ME
    set_secret(state, "456")
    guess(state, V.format(duel_secret(V, 7)))
    duel = state.duel(V)
    assert duel.over and duel.outcome in (Outcome.WIN, Outcome.DRAW)
    # 끝난 판에는 부를 수 없다
    guess(state, "123")
    assert state.slots["baseball3"].error.reason == "not_your_turn"
    state.new_duel(V, state.next_number(V), state.turn.stamp)
    slot = state.slots["baseball3"]
    assert slot.number == 8 and slot.moves == [] and slot.secret is None
    assert state.duel(V).first is Duelist.AI


def test_a_retyped_secret_must_agree_with_the_answers_so_far() -> None:
    state = fresh({"game": "7", "first": "ai"})
    set_secret(state, "456")
    guess(state, "123")
    other = fresh(state.link(V))  # 새 세션: 링크의 수만 있다
    assert other.needs_secret(V) and other.duel(V).answered == 2
    first = other.duel(V).theirs[0]
    wrong = next(c for c in V.labels if R[first.guess, V.parse(c)] != first.answer)
    set_secret(other, wrong)
    assert other.slots["baseball3"].disagrees == 1 and other.needs_secret(V)
    other.slots["baseball3"].entry = ""
    set_secret(other, "456")
    assert not other.needs_secret(V) and other.duel(V).to_move is Duelist.ME


def test_a_double_tap_on_send_is_one_guess() -> None:
    state = fresh({"game": "7"})
    set_secret(state, "456")
    type_in(state, "123")
    stamp = state.turn.stamp
    state.submit(V, stamp)
    type_in(state, "789")
    state.submit(V, stamp)  # 지난 차례의 누름
    assert [V.format(t.guess) for t in state.duel(V).mine] == ["123"]
    assert state.slots["baseball3"].entry == "789"


def head_duel(first_answer: int) -> DuelState:
    """머리로 지키는 판: AI 의 첫 추측에 first_answer, 학생이 123 을 부른 뒤 (AI 의 둘째를
    기다린다)."""
    state = fresh({"game": "4", "first": "ai", "keep": "head"})
    state.answer(V, first_answer, state.turn.stamp)
    guess(state, "123")
    return state


def test_head_answers_catch_contradictions_and_undo_only_answers() -> None:
    state = fresh({"game": "4", "first": "ai", "keep": "head"})
    assert not state.needs_secret(V)
    guess(state, "123")  # AI 차례: 먼저 대답해야 한다
    assert state.slots["baseball3"].error.reason == "not_your_turn"
    # AI 의 둘째 추측에, 남은 어떤 비밀도 줄 수 없는 대답이 있는 첫 대답을 찾는다
    found = []
    for first in possible_answers(V):
        duel = head_duel(first).duel(V)
        if duel.waiting is not None:
            allowed = set(R[duel.waiting.guess, duel.ai_cands].tolist())
            found += [(first, a) for a in possible_answers(V) if a not in allowed]
    assert found
    first, clash = found[0]
    state = head_duel(first)
    state.answer(V, clash, state.turn.stamp)
    assert state.duel(V).contradiction and state.duel(V).to_move is None
    # 맨 위 줄은 '끝' 이 아니라 고칠 차례라고 말한다 (판은 끝나지 않았다)
    level = level_of(V, state.slots["baseball3"].settings.level)
    line = status_line("ko", state.duel(V), level)
    assert "내 대답 고치기" in line and "끝" not in line
    state.undo(V, state.turn.stamp)
    assert not state.duel(V).contradiction and state.duel(V).waiting is not None
    state.undo(V, state.turn.stamp)  # 마지막 수가 내 추측이면 무르지 않는다
    assert state.slots["baseball3"].error.reason == "undo_range"
    assert len(state.duel(V).mine) == 1


def test_settings_restart_the_duel_with_the_same_number_and_say_so() -> None:
    state = fresh({"game": "7"})
    set_secret(state, "456")
    guess(state, "123")
    state.edit(V, 7, keep=Keep.HEAD)
    slot = state.slots["baseball3"]
    assert (
        state.notice and slot.number == 7 and slot.moves == [] and slot.settings.keep is Keep.HEAD
    )
    state.enter_number(V, "12.5")
    assert slot.number_error == "12.5" and state.slots["baseball3"].number == 7
    state.enter_number(V, " 42 ")
    assert state.slots["baseball3"].number == 42


def test_junk_links_keep_what_can_be_read() -> None:
    state = DuelState()
    params = {
        "game": "-5",
        "level": "godlike",
        "first": "both",
        "keep": "paper",
        "moves": "123,zz,456",
        "hints": "maybe",
    }
    dropped = state.open_link(params, OPENING)
    names = {d.name for d in dropped}
    assert names == {"game", "level", "first", "keep", "moves", "hints"}
    assert Dropped("moves", "123") in dropped
    slot = state.slots["baseball3"]
    assert slot.number == 77 and [V.format(m) for m in slot.moves] == ["123"]
    # 끝난 판 뒤의 수 · 남의 차례의 글도 버린다
    secret = V.format(duel_secret(V, 7))
    other = DuelState()
    dropped = other.open_link({"game": "7", "moves": f"{secret},3S,123"}, OPENING)
    assert other.duel(V).over and dropped == [Dropped("moves", f"{secret},3S")]


def test_the_dice_table_marks_the_draw_and_sums_to_the_odds() -> None:
    state = fresh({"game": "7", "first": "ai"})
    set_secret(state, "456")
    turn = state.duel(V).theirs[0]
    rows = dice_rows("ko", V, turn)
    marked = [r for r in rows if r["추측"].endswith("◀")]
    assert len(marked) == 1 and marked[0]["추측"].startswith(V.format(turn.guess))
    assert all(r["가장 큰 묶음"] == int(turn.odds.largest[V.parse(r["추측"][:3])]) for r in rows)
    level = level_of(V, state.slots["baseball3"].settings.level)
    assert "AI 차례" not in status_line("ko", state.duel(V), level)
    assert path_rows("en", state.duel(V))[0]["AI"].startswith(f"**{V.format(turn.guess)}**")


def test_a_secret_with_a_repeated_digit_is_refused_with_its_reason() -> None:
    state = fresh({"game": "7"})
    set_secret(state, "455")  # 자판은 ● 만 보이고 숫자를 흐리게 하지 않는다: 정하기가 거절한다
    slot = state.slots["baseball3"]
    assert slot.entry == "455" and slot.error.reason == "repeat" and state.needs_secret(V)
    type_in(state, "6")  # 다 찼다
    assert slot.entry == "455"
    # 거절의 말은 적은 글을 되풀이하지만 비밀의 글은 ● 로 (덜 적은 정하기도: 이제 켜져 있다)
    assert "●●●" in entry_error("ko", slot) and "455" not in entry_error("ko", slot)
    state.backspace(V)
    state.set_secret(V, state.turn.stamp)
    assert slot.error.reason == "length" and slot.entry == "45"
    said = entry_error("ko", slot, secret=True)
    assert said.startswith("그 비밀 수는") and "'●●'" in said and "45" not in said


def test_the_coach_hint_is_the_minimax_guess_with_its_largest_bucket() -> None:
    from solver.codebreaking.strategies import next_guess
    from ui.codebreaking.duel_model import hint_line

    state = fresh({"game": "7", "keep": "head", "first": "me"})
    guess(state, "123")
    duel = state.duel(V)
    best = next_guess(V, duel.my_cands, "minimax")
    worst = int(np.bincount(R[best, duel.my_cands]).max())  # 대답마다 센 가장 큰 묶음
    assert hint_line("en", duel) == tr("en", "du_hint", code=V.format(best), largest=worst)
