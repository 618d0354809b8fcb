"""대결 페이지 (AppTest): 단추만으로 한 대결 전체 (적어 둔 비밀 · 머리로 지킨 비밀), 새로 연 세션의
비밀 다시 적기, 끝난 판의 견주기, 비밀이 화면 글과 링크에 없는지, 쓰레기 링크, 언어 바꾸기."""

from __future__ import annotations

import pytest

from solver.codebreaking.duel import duel_secret
from solver.codebreaking.feedback import response_matrix
from solver.codebreaking.variants import get_variant
from tests.apptest import has_stamped, new_app, stamped
from ui.states import Key

V = get_variant("baseball3")
R = response_matrix(V)
PAGE = "pages/duel.py"
MINE = "456"  # 학생의 비밀


def open_duel(params: dict[str, str]):
    return new_app(PAGE, direct=True, params=params)


def type_code(at, code: str) -> None:
    for ch in code:
        at.button(key=f"seq-du_key_{ch}").click().run()


def send(at, code: str) -> None:
    type_code(at, code)
    stamped(at, "du_submit").click().run()


def texts(at) -> str:
    """화면의 글 전부 (Markdown · 알림 · 캡션)."""
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption]
    parts += [e.value for kind in (at.info, at.success, at.warning, at.error) for e in kind]
    return "\n".join(parts)


def duel(at):
    return at.session_state[Key.DUEL].duel(V)


def finish_by_taps(at, number: int, guesses: list[str]) -> None:
    """학생이 guesses 를 부르고, 다 쓰면 AI 의 비밀을 부른다 (끝날 때까지)."""
    pending = iter(guesses)
    for _ in range(20):
        if duel(at).over:
            return
        send(at, next(pending, V.format(duel_secret(V, number))))
        assert not at.exception


def test_a_typed_duel_by_taps_hides_the_secret_and_compares_after(tmp_path) -> None:
    at = open_duel({"game": "7", "first": "ai"})
    assert "du_secret_title" and "내 비밀 수를 정하세요" in texts(at)
    type_code(at, MINE)
    assert MINE not in texts(at)  # 적는 중에도 ● 만
    assert "● ● ●" in texts(at)
    stamped(at, "du_submit").click().run()
    assert MINE not in texts(at) and MINE not in str(dict(at.query_params))
    d = duel(at)
    assert d.answered == 1 and "AI 의 추측" in texts(at)
    finish_by_taps(at, 7, ["123"])
    d = duel(at)
    assert d.over and d.outcome is not None
    shown = texts(at)
    assert V.format(duel_secret(V, 7)) in shown  # 끝나면 AI 의 비밀을 밝힌다
    assert "Knuth 의 미니맥스" in shown and "두 길 나란히" in shown
    assert f"내 비밀: **{MINE}**" in shown
    assert has_stamped(at, "du_next")
    # 다음 대결: 번호 + 1, 먼저 하는 쪽은 그대로 (정해 두었으니)
    stamped(at, "du_next").click().run()
    assert at.query_params["game"] == "8" and "moves" not in at.query_params


def test_a_head_duel_answers_by_buttons_catches_a_contradiction_and_undoes() -> None:
    at = open_duel({"game": "4", "first": "ai", "keep": "head"})
    first_guess = duel(at).waiting.guess
    at.button(key=next(b.key for b in at.button if b.key.startswith("turn-du_ans-"))).click()
    at.run()
    assert duel(at).answered == 1
    send(at, "123")
    waiting = duel(at).waiting
    assert waiting is not None and f"AI 의 추측: **{V.format(waiting.guess)}**" in texts(at)
    # 첫 추측과 같은 수를 다시 부르는 일은 없다: 맞힘 (3S) 은 후보 밖이면 어긋난 대답이다
    win = [b for b in at.button if b.key and b.key.startswith("turn-du_ans-") and b.label == "3S"]
    win[0].click().run()
    if duel(at).contradiction:
        assert "대답이 서로 어긋나요" in texts(at)
        stamped(at, "du_undo_contra").click().run()
        assert duel(at).waiting is not None and not duel(at).contradiction
    else:  # 그 추측이 후보였다: AI 가 맞혔고 학생의 같은 횟수 차례다
        assert duel(at).ai_hit and "같은 횟수의 규칙" in texts(at)
    assert first_guess != waiting.guess


def test_a_new_session_on_the_same_link_asks_for_the_secret_again() -> None:
    at = open_duel({"game": "7", "first": "ai"})
    type_code(at, MINE)
    stamped(at, "du_submit").click().run()
    send(at, "123")
    link = dict(at.query_params)
    again = open_duel(link)  # 새로 고침 · 서버가 다시 뜬 탭: 새 세션
    assert duel(again).answered == 2 and "처음에 정한 수를 다시 적어 주세요" in texts(again)
    first = duel(again).theirs[0]
    wrong = next(c for c in V.labels if R[first.guess, V.parse(c)] != first.answer)
    type_code(again, wrong)
    stamped(again, "du_submit").click().run()
    assert "내 비밀일 수 없어요" in texts(again)
    for _ in range(3):
        again.button(key="seq-du_backspace").click().run()
    type_code(again, MINE)
    stamped(again, "du_submit").click().run()
    assert not again.session_state[Key.DUEL].needs_secret(V)
    assert [t.guess for t in duel(again).mine] == [t.guess for t in duel(at).mine]


@pytest.mark.parametrize(
    "params",
    [
        {"game": "0", "level": "x" * 500, "first": "🙂", "keep": "%00", "moves": "1,2,3"},
        {"game": "99999999999", "moves": ",".join(["123"] * 300), "hints": "-1"},
        {"variant": "nope", "lang": "xx", "game": "7", "moves": "3S,3S"},
    ],
)
def test_junk_links_open_a_working_duel_and_say_what_was_dropped(params) -> None:
    at = open_duel(params)
    assert not at.exception
    assert at.warning or at.info  # 버린 매개변수의 알림
    assert has_stamped(at, "du_submit")


def test_switching_language_mid_duel_keeps_the_duel() -> None:
    at = open_duel({"game": "7"})
    type_code(at, MINE)
    stamped(at, "du_submit").click().run()
    send(at, "123")
    before = [t.guess for t in duel(at).mine]
    at.query_params["lang"] = "en"
    link = dict(at.query_params)
    en = open_duel(link)
    assert "Choose your secret" in texts(en) or "Please type the number you chose" in texts(en)
    assert [t.guess for t in duel(en).mine] == before


def test_hints_show_the_coach_only_when_asked() -> None:
    at = open_duel({"game": "7", "keep": "head", "first": "me"})
    assert "코치 (미니맥스)" not in texts(at)
    at.toggle(key="du_hints").set_value(True).run()
    assert "코치 (미니맥스) 라면 **" in texts(at) and at.query_params["hints"] == "1"
