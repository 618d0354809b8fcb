"""대결 (이슈 45) 을 진짜 폰 브라우저에서: 누름만으로 한 대결 전체 (적어 둔 비밀 · 머리로 지킨
비밀), 그리고 적대적인 경우들 (두 번 누름, 0.1 초 뒤의 다른 단추, 뒤로 가기와 새로 고침, 열린 탭
아래의 서버 재시작, 쓰레기 번호 · 링크, 판 중간의 언어 · 게임 종류 바꾸기).

판의 기대는 solver 의 규칙 (solver.codebreaking.duel.replay) 과 미니맥스 코치로 시험이 따로
둔다: 페이지의 상태 코드 (ui/codebreaking/duel_state.py) 를 거치지 않는다. 폰 390x844, 빠르기가
뜻을 가지는 시험은 CPU 그대로와 4 배 느리게.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

import pytest
from pageops import (
    Dom,
    HeldStream,
    choose_language,
    choose_variant,
    close_sidebar,
    follow_nav,
    heading,
    human_click,
    no_error,
    open_expander,
    params,
    path_of,
    prove_handled,
    quick_taps,
    settle,
    spot,
    stamps,
    to_center,
    turn_button,
    wait_guard,
    wait_text,
)
from test_reconnect_browser import restart_under

from solver.codebreaking.duel import Duel, Duelist, Outcome, duel_secret, replay
from solver.codebreaking.feedback import possible_answers, response_matrix
from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import next_guess
from solver.codebreaking.variants import get_variant
from solver.errors import InputError
from ui.codebreaking.duel_model import DICE_ROWS
from ui.codebreaking.duel_state import DEFAULT_LEVEL, level_of
from ui.codebreaking.words import answer_label, variant_title
from ui.link_reader import answer_token
from ui.text import tr

pytestmark = pytest.mark.e2e

V = get_variant("baseball3")
R = response_matrix(V)
T = level_of(V, DEFAULT_LEVEL).temperature
# 학생의 비밀과 게임 번호: 이 번호의 판에서 AI 는 끝날 때까지 이 수를 부르지도 주사위 표에
# 올리지도 않는다 (plan 이 확인한다): 화면에 이 수가 보이면 새어 나간 것이다
MINE = "729"
NUMBER = 11
# 머리로 지키는 판의 번호 (AI 가 먼저)
HEAD_NUMBER = 5


def plan(number: int, first: Duelist, secret: str) -> tuple[Duel, list[int], set[int]]:
    """학생이 미니맥스 코치의 수를 부르고 비밀 secret 으로 정직하게 대답하는 판 전체: (끝난 판,
    둔 수들, 판 중간에 AI 의 추측과 주사위 표로 화면에 오르는 코드들)."""
    moves: list[int] = []
    shown: set[int] = set()
    code = V.parse(secret)
    while not (duel := replay(V, T, number, first, moves)).over:
        if duel.to_move is Duelist.ME:
            moves.append(next_guess(V, duel.my_cands))
        else:
            waiting = duel.waiting
            assert waiting is not None
            shown |= {int(g) for g in waiting.odds.ranked(DICE_ROWS)} | {waiting.guess}
            moves.append(int(R[waiting.guess, code]))
    return duel, moves, shown


def open_duel(page, server: str, query: str, lang: str = "ko") -> None:
    """대결 페이지를 열고 다 그려지길 기다린다 (폰이면 사이드바를 닫는다)."""
    page.goto(f"{server}/duel?{query}")
    heading(page, lang, "duel").wait_for(timeout=60_000)
    wait_guard(page)
    settle(page)
    close_sidebar(page)


def entry_length(page) -> int:
    """자판 위에 적힌 글자 수 (숫자든 ● 든; 빈칸 _ 은 빼고)."""
    text = page.locator(".st-key-du_entry").inner_text()
    return len(text.replace(" ", "").replace("_", "").strip())


def type_code(page, code: str) -> None:
    """자판으로 한 글자씩 누른다 (화면에 적힐 때마다 확인)."""
    start = entry_length(page)
    for i, symbol in enumerate(code, start=1):
        human_click(page, page.locator(f".st-key-seq-du_key_{symbol} button"))
        page.wait_for_function(
            "n => { const e = document.querySelector('.st-key-du_entry');"
            " return e && e.innerText.replace(/[ _\\n]/g, '').length === n; }",
            arg=start + i,
        )
    settle(page)


def moves(page) -> list[str]:
    """주소의 둔 수들."""
    text = params(page).get("moves", "")
    return text.split(",") if text else []


def send(page) -> None:
    """보내기 (비밀 정하기 · 부르기) 를 누르고, 차례가 넘어가 다시 그려질 때까지."""
    drawn = max(stamps(page, "du_new"))
    human_click(page, turn_button(page, "du_submit"))
    page.wait_for_function(
        "b => { const s = [...document.querySelectorAll('[class*=\"st-key-turn-du_new-\"]')]"
        ".flatMap(e => [...e.classList]).map(c => c.match(/^st-key-turn-du_new-(\\d+)$/))"
        ".filter(Boolean).map(m => Number(m[1]));"
        " return s.length > 0 && Math.min(...s) > b; }",
        arg=drawn,
        timeout=60_000,
    )
    settle(page)


def answer(page, value: int) -> None:
    """AI 의 추측에 대답 단추로 (머리로 지킨 비밀), 주소에 실릴 때까지."""
    before = moves(page)
    human_click(page, turn_button(page, "du_ans", value))
    page.wait_for_function(
        "n => (new URLSearchParams(location.search).get('moves') || '').split(',')"
        ".filter(Boolean).length > n",
        arg=len(before),
    )
    settle(page)


def waiting_guess(page) -> int:
    """대답을 기다리는 AI 의 추측 ('AI 의 추측: **123**')."""
    return V.parse(page.locator(".st-key-du_ai_guess strong").inner_text().strip())


def knuth(secret: str) -> int:
    """Knuth 의 미니맥스 (온도 0) 가 비밀 secret 을 맞히는 횟수 (solver 의 한 판으로 따로 센다)."""
    game = CodeGame(V.name, secret=secret)
    while not game.over:
        game.step()
    return len(game.turns)


def holds(text: str, code: str) -> bool:
    """text (퍼센트 부호를 푼 뒤) 에 code 가 한 낱말로 있는지. 다른 글자의 일부는 세지 않는다:
    React 의 무작위 id (react-aria6729633802: CI 에서 본 실패), 서버의 포트 (127.0.0.1:55729),
    게임 번호, 0.729 같은 CSS 값."""
    word = re.compile(rf"(?<![\w.:]){re.escape(code)}(?![\w.:])", re.ASCII)
    return bool(word.search(unquote(text)))


def leaked(page, code: str) -> bool:
    """비밀 code 가 페이지의 HTML 이나 주소에 있는지."""
    return holds(page.content(), code) or holds(page.url, code)


def finished(page) -> bool:
    return bool(stamps(page, "du_next"))


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_whole_typed_duel_by_taps_never_shows_the_secret_and_ends_in_both_paths(
    page, server, snap
) -> None:
    duel, planned, shown = plan(NUMBER, Duelist.AI, MINE)
    assert V.parse(MINE) not in shown  # 고른 번호의 전제 (위 MINE 의 설명)
    ai_secret = V.format(duel_secret(V, NUMBER))
    open_duel(page, server, f"game={NUMBER}&first=ai")
    wait_text(page, tr("ko", "du_secret_title"))
    type_code(page, MINE)
    assert page.locator(".st-key-du_entry").inner_text().count("●") == 3
    assert not leaked(page, MINE)  # 적는 중에도 ● 만
    send(page)
    guesses = [V.format(m) for m in planned[1::2]]  # AI 가 먼저: 학생의 수는 홀수 자리
    for n, guess in enumerate(guesses, start=1):
        assert not finished(page)
        assert not leaked(page, MINE) and not leaked(page, ai_secret)
        if n == 2:
            snap(page, "duel-typed-playing")
        type_code(page, guess)
        send(page)
    assert finished(page)
    # 끝: 결과 줄 (규칙대로 따로 센 결과), 두 길의 표, Knuth 와의 견주기
    key = {Outcome.WIN: "du_won", Outcome.DRAW: "du_draw", Outcome.LOSS: "du_lost"}
    assert duel.outcome is not None
    line = tr("ko", key[duel.outcome], n=len(duel.mine), code=ai_secret).replace("**", "")
    wait_text(page, line)
    wait_text(page, tr("ko", "du_paths"))
    table = page.locator(".st-key-du_paths table")
    assert table.locator("tbody tr").count() == max(len(duel.mine), duel.answered)
    assert page.locator(Dom.DATAFRAME).count() == 0
    assert not holds(page.url, MINE)  # 끝나서 화면에 밝힌 뒤에도 링크에는 없다
    assert moves(page) == [
        V.format(m) if i % 2 else answer_token(V, m) for i, m in enumerate(planned)
    ]
    no_error(page)
    snap(page, "duel-typed-over")
    # 끝난 판을 새로 고치면: 결과는 주소에서 그대로, 적어 둔 비밀은 새 세션에 없다 (머리에 둔
    # 것이라고 하지 않는다)
    page.reload()
    heading(page, "ko", "duel").wait_for(timeout=60_000)
    settle(page)
    wait_text(page, line)
    wait_text(page, tr("ko", "du_knuth_reopened", theirs=knuth(ai_secret)))
    assert not leaked(page, MINE)
    no_error(page)


def honest_head_duel(page) -> Duel:
    """머리로 지킨 비밀 MINE 으로 정직하게 대답하고 코치의 수를 불러 판을 끝낸다 (규칙의 판을
    돌려준다)."""
    duel, planned, _ = plan(HEAD_NUMBER, Duelist.AI, MINE)
    for i, move in enumerate(planned):
        if i % 2 == 0:  # AI 의 추측에 대답
            assert (
                waiting_guess(page)
                == replay(V, T, HEAD_NUMBER, Duelist.AI, planned[:i]).waiting.guess
            )
            answer(page, move)
        else:
            type_code(page, V.format(move))
            send(page)
    return duel


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_whole_head_duel_by_taps_then_a_contradiction_is_caught_and_undone(
    page, server, snap
) -> None:
    open_duel(page, server, f"game={HEAD_NUMBER}&first=ai&keep=head")
    duel = honest_head_duel(page)
    assert finished(page)
    assert page.locator(".st-key-du_paths table tbody tr").count() == max(
        len(duel.mine), duel.answered
    )
    # Knuth 와의 견주기: AI 가 맞혔으면 그 추측이 내 비밀이라 둘 다, 아니면 AI 의 비밀에만
    theirs = knuth(V.format(duel_secret(V, HEAD_NUMBER)))
    if duel.ai_hit:
        want = tr("ko", "du_knuth", theirs=theirs, mine=knuth(MINE))
    else:
        want = tr("ko", "du_knuth_theirs", theirs=theirs)
    wait_text(page, want)
    no_error(page)
    snap(page, "duel-head-over")
    # 다음 대결 (번호 + 1): 첫 대답 뒤 AI 의 둘째 추측에, 어떤 비밀도 줄 수 없는 대답을 한다
    human_click(page, turn_button(page, "du_next"))
    page.wait_for_function(
        "n => new URLSearchParams(location.search).get('game') === n", arg=str(HEAD_NUMBER + 1)
    )
    settle(page)
    number = HEAD_NUMBER + 1
    first = waiting_guess(page)
    answer(page, int(R[first, V.parse(MINE)]))
    type_code(page, "123")
    send(page)
    done = [int(R[first, V.parse(MINE)]), V.parse("123")]
    bad = next(
        a
        for a in possible_answers(V)
        if (d := _try(number, [*done, a])) is not None and d.contradiction
    )
    second = waiting_guess(page)
    answer(page, bad)
    wait_text(page, tr("ko", "du_contradiction")[:20])
    # 판은 끝나지 않았다: 맨 위 줄은 고칠 차례, 어긋나게 한 대답이 보인다
    assert "내 대답 고치기" in page.locator(".st-key-du_status").inner_text()
    said = tr("ko", "du_ai_last", code=V.format(second), answer=answer_label("ko", V, bad))
    wait_text(page, said.replace("**", ""))
    assert not page.locator('[class*="st-key-turn-du_ans-"]').count()
    snap(page, "duel-contradiction")
    human_click(page, turn_button(page, "du_undo_contra"))
    page.locator(".st-key-du_ai_guess").wait_for()
    settle(page)
    assert len(moves(page)) == 2  # 어긋난 대답만 되돌렸다
    answer(page, int(R[waiting_guess(page), V.parse(MINE)]))  # 이제 정직하게
    assert len(moves(page)) == 3
    no_error(page)


def _try(number: int, moves_: list[int]) -> Duel | None:
    """규칙이 받는 수들이면 그 판, 아니면 None."""
    try:
        return replay(V, T, number, Duelist.AI, moves_)
    except InputError:
        return None


def typed_duel_after_one_guess(page, server: str, guess: str = "123") -> None:
    """적어 둔 비밀 MINE 의 판 (AI 가 먼저) 을 열고 비밀을 정한 뒤 한 번 부른다."""
    open_duel(page, server, f"game={NUMBER}&first=ai")
    type_code(page, MINE)
    send(page)
    type_code(page, guess)
    send(page)
    assert len(moves(page)) == 3  # AI 의 대답, 내 추측, AI 의 대답


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_double_tapped_send_is_one_guess(page, server, cpu) -> None:
    open_duel(page, server, f"game={NUMBER}&first=ai")
    type_code(page, MINE)
    send(page)
    type_code(page, "123")
    submit = turn_button(page, "du_submit")
    to_center(submit)
    where = spot(submit)
    quick_taps(page, [where, where], 120)  # 폰의 두 번 누름 (CDP 의 시각으로 0.12 초 간격)
    prove_handled(page, "ko")  # 두 번째 누름이 (늦게 닿았어도) 처리된 뒤에 센다
    assert moves(page)[1:] == ["123", moves(page)[2]] and len(moves(page)) == 3
    assert entry_length(page) == 0  # 두 번째 손가락이 밀려온 숫자 단추를 적지 않았다
    no_error(page)


def two_answers(page, server: str) -> tuple[int, list[tuple[float, float]]]:
    """머리로 지키는 판 (AI 가 먼저) 을 열고: 정직한 대답, 그리고 그 대답과 다른 대답 하나의 단추
    자리 (정직한 대답의 단추를 화면 가운데로 옮긴 뒤)."""
    open_duel(page, server, f"game={HEAD_NUMBER}&first=ai&keep=head")
    guess = waiting_guess(page)
    honest = int(R[guess, V.parse(MINE)])
    other = next(a for a in possible_answers(V) if a != honest)
    buttons = [turn_button(page, "du_ans", a) for a in (honest, other)]
    to_center(buttons[0])
    return honest, [spot(b) for b in buttons]


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_second_answer_tapped_100_ms_after_the_first_is_not_answered(page, server, cpu) -> None:
    honest, spots = two_answers(page, server)
    quick_taps(page, spots, 100)
    prove_handled(page, "ko")
    assert moves(page) == [answer_token(V, honest)]  # 첫 누름만
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_two_answers_that_reach_the_server_together_still_hear_only_the_first(page, server) -> None:
    """바쁜 서버나 느린 망에서는 0.1 초 사이의 두 대답의 요청이 실행이 시작되기 전에 함께 닿는다.
    Streamlit 은 그런 두 요청을 한 실행으로 합치고 콜백을 누른 차례가 아니라 화면의 차례로
    불러, 뒤의 대답이 들렸다 (바쁜 프로세스 둘 옆에서 위의 시험이 16 번에 2 번). 브라우저는 앞
    누름의 실행이 시작된 뒤에야 다음 동작 단추 누름을 보낸다 (ui/turns.py): 망이 멈춘 동안
    (요청을 잡아 둔다) 두 대답을 누르고 망을 풀어도 첫 대답만 들린다."""
    stream = HeldStream(page)
    honest, spots = two_answers(page, server)
    stream.hold()
    quick_taps(page, spots, 100)
    page.wait_for_timeout(300)  # 망이 멈춘 동안 (둘째 누름이 보내졌다면 그사이 잡힌다)
    stream.release()
    prove_handled(page, "ko")
    assert moves(page) == [answer_token(V, honest)]  # 첫 누름만
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_reload_brings_the_duel_back_and_asks_the_secret_again(page, server) -> None:
    typed_duel_after_one_guess(page, server)
    link = moves(page)
    page.reload()
    heading(page, "ko", "duel").wait_for(timeout=60_000)
    wait_guard(page)
    settle(page)
    close_sidebar(page)
    assert moves(page) == link
    wait_text(page, tr("ko", "du_secret_again")[:20])
    # 지금까지의 대답과 맞지 않는 수는 받지 않는다
    first = replay(V, T, NUMBER, Duelist.AI, []).waiting
    assert first is not None
    honest = R[first.guess, V.parse(MINE)]
    wrong = next(c for c in ("456", "789", "135", "246") if R[first.guess, V.parse(c)] != honest)
    type_code(page, wrong)
    send_refused(page)
    wait_text(page, "내 비밀일 수 없어요")
    assert moves(page) == link
    assert not leaked(page, wrong)  # 거절한 수도 화면에 되풀이하지 않는다
    for _ in wrong:
        human_click(page, page.locator(".st-key-seq-du_backspace button"))
        settle(page)
    type_code(page, MINE)
    send(page)
    assert not leaked(page, MINE)
    type_code(page, "456")
    send(page)
    assert len(moves(page)) == 5
    no_error(page)


def send_refused(page) -> None:
    """받지 않을 보내기를 누르고, 거절의 글이 나올 때까지."""
    human_click(page, turn_button(page, "du_submit"))
    page.locator(Dom.ALERT_ERROR).first.wait_for(timeout=60_000)
    settle(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_back_from_another_page_brings_the_duel_back(page, server, cpu) -> None:
    typed_duel_after_one_guess(page, server)
    link = moves(page)
    follow_nav(page, "ko", "keeper")
    page.go_back()
    heading(page, "ko", "duel").wait_for(timeout=60_000)
    settle(page)
    assert path_of(page).endswith("/duel")
    page.wait_for_function(
        "m => new URLSearchParams(location.search).get('moves') === m", arg=",".join(link)
    )
    # 같은 세션: 적어 둔 비밀이 남아 있어 곧 부를 수 있다
    assert not page.get_by_text(tr("ko", "du_secret_again")[:20]).count()
    type_code(page, "456")
    send(page)
    assert len(moves(page)) == 5 and moves(page)[:3] == link
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_server_restart_under_the_tab_keeps_the_duel_and_asks_the_secret(
    page, served_once, cpu
) -> None:
    typed_duel_after_one_guess(page, served_once.url)
    link = moves(page)
    restart_under(page, served_once)
    assert moves(page) == link  # 판은 주소에서 그대로
    wait_text(page, tr("ko", "du_secret_again")[:20])  # 새 세션: 비밀은 다시 적는다
    type_code(page, MINE)  # 첫 누름부터 든다
    send(page)
    type_code(page, "456")
    send(page)
    assert len(moves(page)) == 5 and moves(page)[:3] == link
    assert not leaked(page, MINE)
    no_error(page)


def number_box(page):
    open_expander(page, tr("ko", "du_settings"))
    return page.locator(".st-key-du_number input")


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_junk_in_the_game_number_box_is_refused_with_words_and_the_duel_stays(page, server) -> None:
    typed_duel_after_one_guess(page, server)
    link = dict(params(page))
    for junk in ("12abc", "0", "99999999999", "<b>7</b>", "７"):
        box = number_box(page)
        box.fill(junk)
        box.press("Enter")
        settle(page)
        error = page.locator(Dom.ALERT_ERROR, has_text="게임 번호로 읽을 수 없어요")
        error.wait_for()
        assert page.locator("main b", has_text="7").count() == 0  # 적은 글은 HTML 이 되지 않는다
        assert params(page) == link, junk  # 판은 그대로
    box = number_box(page)
    box.fill(" 8 ")
    box.press("Enter")
    page.wait_for_function("() => new URLSearchParams(location.search).get('game') === '8'")
    settle(page)
    assert "moves" not in params(page) and page.locator(Dom.ALERT_ERROR).count() == 0
    no_error(page)


JUNK_LINKS = [
    "game=0&level=xxx&first=%F0%9F%99%82&keep=%00&moves=1,2,3&hints=-1",
    "game=99999999999999&moves=" + ",".join(["123"] * 300),
    f"game={NUMBER}&first=me&keep=head&moves=123,9S9B,%3Cscript%3E",
    "variant=nope&lang=xx&game=7&moves=3S,3S&level=" + "x" * 500,
]


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
@pytest.mark.parametrize("query", JUNK_LINKS)
def test_a_junk_link_opens_a_working_duel_and_says_what_was_dropped(
    page, server, query: str
) -> None:
    open_duel(page, server, query)
    page.get_by_role("alert").first.wait_for()  # 버린 값의 알림
    no_error(page)
    # 살아 있는 판: 부를 수 있다 (적어 둘 비밀이면 먼저 정하고, 머리로 지키면 AI 에 대답한다)
    if page.get_by_text(tr("ko", "du_secret_title")).count():
        type_code(page, MINE)
        send(page)
    if page.locator(".st-key-du_ai_guess").count():
        answer(page, int(R[waiting_guess(page), V.parse(MINE)]))
    before = len(moves(page))
    type_code(page, "456")
    send(page)
    assert len(moves(page)) > before
    assert not leaked(page, MINE)
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_switching_language_and_variant_mid_duel_keeps_the_duel_and_the_secret(
    page, server
) -> None:
    typed_duel_after_one_guess(page, server)
    link = moves(page)
    human_click(page, page.locator(".st-key-seq-du_key_4 button"))
    settle(page)
    choose_language(page, "en")
    wait_text(page, "Turn 2")
    assert moves(page) == link and entry_length(page) == 1  # 적던 글자도 남는다
    assert not page.get_by_text("Choose your secret").count()  # 같은 세션: 비밀이 남았다
    choose_variant(page, variant_title("en", "bulls4"))
    page.wait_for_function("() => new URLSearchParams(location.search).get('variant') === 'bulls4'")
    settle(page)
    wait_text(page, "Choose your secret")  # 다른 게임 종류의 새 판
    choose_variant(page, variant_title("en", "baseball3"))
    page.wait_for_function(
        "() => new URLSearchParams(location.search).get('variant') === 'baseball3'"
    )
    settle(page)
    assert moves(page) == link
    assert not page.get_by_text("Choose your secret").count()
    type_code(page, "56")
    send(page)
    assert moves(page)[:3] == link and moves(page)[3] == "456"
    assert not leaked(page, MINE)
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_digit_then_send_100_ms_later_sends_the_whole_guess_once(page, server, cpu) -> None:
    """빠른 손: 마지막 숫자를 누르고 0.1 초 뒤 '부르기'. 세 글자의 추측이 한 번 간다 (두 글자의
    추측도, 두 번도 아니다). 빈 자판에서 숫자 뒤 0.1 초의 '지우기' 도 그 숫자를 지운다.

    전에는 느린 폰 (cpu4x) 에서 '부르기' 의 누름이 빠졌다: 글자가 다 차기 전에는 꺼져 있었고
    (ui/views/keypad.py), 꺼진 단추의 누름은 브라우저가 버려 누름 막기 (ui/browser/tap_guard.js)
    의 줄에도 들지 않았다. 이제 켜 두고, 막기가 숫자 뒤에 줄 세운다."""
    open_duel(page, server, f"game={NUMBER}&first=me")
    type_code(page, MINE)
    send(page)
    type_code(page, "12")
    submit = turn_button(page, "du_submit")
    to_center(submit)
    quick_taps(page, [spot(page.locator(".st-key-seq-du_key_3 button")), spot(submit)], 100)
    prove_handled(page, "ko")
    assert moves(page)[0] == "123" and len(moves(page)) == 2  # 내 추측과 AI 의 대답
    assert entry_length(page) == 0
    # 빈 자판에서 숫자와 0.1 초 뒤의 지우기 (전에는 빈 자판의 지우기가 꺼져 있어 빠졌다)
    backspace = page.locator(".st-key-seq-du_backspace button")
    quick_taps(page, [spot(page.locator(".st-key-seq-du_key_4 button")), spot(backspace)], 100)
    prove_handled(page, "ko")
    assert entry_length(page) == 0 and len(moves(page)) == 2
    no_error(page)
