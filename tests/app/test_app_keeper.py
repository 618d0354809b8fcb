"""지킴이 페이지 ('내 비밀 수 맞히기') 의 AppTest: 정직한 대답, 불가능한 대답, 모순, 되돌리기."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from apptest import has_stamped, page_state, slot_game, stamped, table_rows
from streamlit.testing.v1 import AppTest

from solver.codebreaking.feedback import encode, possible_answers, score
from solver.codebreaking.session import CodeGame, GameError, GameRecord
from solver.codebreaking.variants import Variant, get_variant
from ui.codebreaking.words import answer_label
from ui.states import Key
from ui.text import tr

KEEPER = "pages/keeper.py"
DEFAULT = "baseball3"
# 대답 단추 이름표에서 '남는 후보 없음' 을 뜻하는 꼬리 (" · 모순")
CONTRA_MARK = tr("ko", "keeper_button_zero", label="")


def game(at: AppTest, variant: str | None = None) -> GameRecord:
    """session_state 에 저장된 지킴이 판의 기록: 지금 고른 종류, 또는 variant 의 판."""
    if variant is None:
        variant = at.session_state.get(Key.VARIANT, DEFAULT)
    return slot_game(at, Key.KEEPER, variant)


def variant_of(at: AppTest) -> Variant:
    return get_variant(game(at).variant)


def truthful(at: AppTest, secret: str) -> int:
    """지금 추측에 secret 을 마음에 둔 사람이 할 대답 번호."""
    v = variant_of(at)
    guess = game(at).pending.guess
    return score(v, v.parse(guess), v.parse(secret))


def answer(at: AppTest, value: int) -> AppTest:
    stamped(at, "keeper_ans", value).click().run()
    assert not at.exception
    return at


def answer_values(at: AppTest) -> set[int]:
    """화면에 있는 대답 단추의 대답 번호들."""
    return {int(b.key.rsplit("-", 1)[1]) for b in at.button if b.key.startswith("turn-keeper_ans-")}


def contra_values(at: AppTest) -> list[int]:
    """누르면 후보가 하나도 남지 않는 대답 단추들의 대답 번호."""
    return [
        int(b.key.rsplit("-", 1)[1])
        for b in at.button
        if b.key.startswith("turn-keeper_ans-") and b.label.endswith(CONTRA_MARK)
    ]


def back_pick(at: AppTest) -> Any:
    """'돌아갈 질문' 고르기 (열쇠에 차례가 붙는다)."""
    (box,) = [b for b in at.selectbox if b.key.startswith("keeper_back_pick_")]
    return box


@pytest.fixture
def keeper(make_app: Callable[..., AppTest]) -> AppTest:
    at = make_app(KEEPER)
    assert not at.exception
    return at


@pytest.fixture
def contradicted(keeper: AppTest) -> tuple[AppTest, dict, int]:
    """비밀 719 에 정직하게 대답하다가, 후보를 없애는 대답 하나를 누른 화면.

    반환: (AppTest, 그 대답 직전의 판 dict, 틀린 대답을 한 턴 번호 (1부터)).
    """
    at = keeper
    for _ in range(6):
        values = contra_values(at)
        if values:
            before = copy.deepcopy(game(at))
            answer(at, values[0])
            return at, before, len(before.turns) + 1
        answer(at, truthful(at, "719"))
    pytest.fail("정직한 대답만으로 끝날 때까지 모순 단추가 없었다")


@pytest.mark.parametrize(
    ("variant", "secret", "limit"),
    [
        ("baseball3", "719", 6),
        ("baseball3", "123", 6),
        ("baseball3", "987", 6),
        ("mastermind", "3632", 5),  # Knuth: 마스터마인드는 늘 5번 안에
    ],
)
def test_truthful_answers_find_the_secret(
    keeper: AppTest, variant: str, secret: str, limit: int
) -> None:
    at = keeper
    if variant != "baseball3":
        at.selectbox(key="side_variant_ko").set_value(variant).run()
        assert not at.exception
        assert game(at).variant == variant
    for _ in range(limit):
        answer(at, truthful(at, secret))
        if at.success:
            break
    assert at.success, f"{secret}: not solved in {limit} answers: {game(at)['turns']}"
    turns = game(at).turns
    assert len(turns) <= limit
    assert turns[-1].guess == secret
    n = len(turns)
    won = (
        tr("ko", "keeper_won_first", code=secret)
        if n == 1
        else tr("ko", "keeper_won", n=n, code=secret)
    )
    assert at.success[0].value == won
    assert not answer_values(at)  # 끝난 판에는 대답 단추가 없다
    assert has_stamped(at, "keeper_new")


def test_impossible_answer_has_no_button(keeper: AppTest) -> None:
    at = keeper
    v = variant_of(at)
    impossible = encode(v, 2, 1)  # 2S 1B: 세 자리 중 둘이 맞으면 셋째는 볼일 수 없다
    for _ in range(6):
        assert impossible not in answer_values(at)
        assert answer_values(at) == set(possible_answers(v))
        answer(at, truthful(at, "987"))
        if at.success:
            break
    # 단추를 거치지 않으면 엔진이 거절한다 (상태는 그대로)
    engine = CodeGame("baseball3")
    with pytest.raises(GameError) as info:
        engine.answer(2, 1)
    assert info.value.reason == "impossible"
    assert engine.turns == []


def test_stale_answer_after_the_game_is_ignored(keeper: AppTest) -> None:
    """두 번 누르기처럼 끝난 판에 지난 차례의 대답이 한 번 더 오면 판은 그대로, 오류도 없다."""
    at = keeper
    state = page_state(at, Key.KEEPER)
    for _ in range(6):
        drawn, value = state.turn.stamp, truthful(at, "123")
        answer(at, value)
        if at.success:
            break
    won = copy.deepcopy(game(at))
    state.answer(get_variant("baseball3"), value, drawn)  # 같은 단추를 한 번 더
    at.run()
    assert not at.exception
    assert game(at) == won
    assert not at.error


def test_contradictory_answer_is_reported(contradicted: tuple[AppTest, dict, int]) -> None:
    at, before, turn = contradicted
    data = game(at)
    assert len(data.turns) == turn
    assert data.turns[:-1] == before.turns  # 누른 대답 하나만 더해졌다
    assert data.pending is None
    assert [w.value for w in at.warning] == [tr("ko", "keeper_contradiction")]
    assert not answer_values(at)
    assert has_stamped(at, "keeper_undo_contra")
    status = tr("ko", "status", turn=turn, left=0)
    assert any(status in m.value for m in at.markdown)


def test_undo_after_contradiction_restores_the_previous_state(
    contradicted: tuple[AppTest, dict, int],
) -> None:
    at, before, _ = contradicted
    stamped(at, "keeper_undo_contra").click().run()
    assert not at.exception
    assert game(at) == before
    assert not at.warning
    assert answer_values(at)


def test_revealed_secret_names_the_wrong_answer(contradicted: tuple[AppTest, dict, int]) -> None:
    at, _, turn = contradicted
    at.text_input(key="keeper_reveal").input("719").run()
    assert not at.exception
    v = variant_of(at)
    record = game(at).turns[turn - 1]
    guess, strikes, balls = record.guess, record.strikes, record.balls
    row = tr(
        "ko",
        "keeper_conflict_row",
        turn=turn,
        guess=guess,
        given=answer_label("ko", v, encode(v, strikes, balls)),
        truth=answer_label("ko", v, score(v, v.parse(guess), v.parse("719"))),
    )
    assert len(at.info) == 1
    text = at.info[0].value
    assert text.startswith(tr("ko", "keeper_conflicts", code="719"))
    assert row in text
    # 앞의 정직한 대답들은 틀렸다고 하지 않는다
    assert text.count("\n- ") == 1


def test_a_false_win_revealed_takes_the_celebration_back(keeper: AppTest) -> None:
    """찾은 문제: 거짓 '3S' 뒤에 비밀 수를 밝혀 대답이 틀렸다고 나와도 '맞혔어요' 가 위에 남았다."""
    at = keeper
    v = variant_of(at)
    answer(at, encode(v, 3, 0))  # 첫 추측에 (거짓으로) 맞혔다고 한다
    assert game(at).won and len(at.success) == 1
    guess = game(at).turns[0].guess
    secret = next(c for c in ("987", "456", "719") if c != guess)
    at.text_input(key="keeper_reveal").input(secret).run()
    assert not at.success
    assert [w.value for w in at.warning] == [tr("ko", "keeper_won_false")]
    assert at.info[0].value.startswith(tr("ko", "keeper_conflicts", code=secret))
    at.text_input(key="keeper_reveal").input(guess).run()  # 맞는 비밀 수면 축하가 돌아온다
    assert len(at.success) == 1 and not at.warning


def test_undo_last_answer_asks_the_same_guess_again(keeper: AppTest) -> None:
    at = keeper
    answer(at, truthful(at, "719"))
    after_one = copy.deepcopy(game(at))
    answer(at, truthful(at, "719"))
    assert len(game(at).turns) == 2

    stamped(at, "keeper_undo").click().run()
    assert not at.exception
    assert game(at) == after_one
    assert game(at).pending.guess == after_one.pending.guess


def test_go_back_to_an_earlier_turn(keeper: AppTest) -> None:
    at = keeper
    start = copy.deepcopy(game(at))
    answer(at, truthful(at, "987"))
    after_one = copy.deepcopy(game(at))
    answer(at, truthful(at, "987"))
    answer(at, truthful(at, "987"))
    assert len(game(at).turns) == 3

    back_pick(at).set_value(1).run()
    stamped(at, "keeper_back").click().run()
    assert not at.exception
    assert game(at) == after_one  # 2번째 질문을 다시 묻는다

    back_pick(at).set_value(0).run()
    stamped(at, "keeper_back").click().run()
    assert not at.exception
    assert game(at) == start
    assert not [m for m in at.markdown if m.value.startswith("| #")]  # 기록이 비면 표도 없다


def test_restart_empties_the_history(keeper: AppTest) -> None:
    at = keeper
    answer(at, truthful(at, "719"))
    answer(at, truthful(at, "719"))
    assert table_rows(at, "#")

    stamped(at, "keeper_restart").click().run()
    assert not at.exception
    assert game(at).turns == ()
    assert not [m for m in at.markdown if m.value.startswith("| #")]
    assert answer_values(at)
