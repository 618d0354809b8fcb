"""자동 진행의 '왜 이 수인가' 순위표와 한 문장, 그리고 막대 아래의 묶음 코드 목록."""

from __future__ import annotations

import numpy as np

from solver.codebreaking.feedback import encode, possible_answers, score
from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import choice_for
from solver.codebreaking.variants import get_variant
from solver.codebreaking.why import Role, why_table
from ui.codebreaking.autoplay_slot import Phase
from ui.codebreaking.autoplay_state import BASE_INTERVAL, SPEEDS, AutoplayState
from ui.codebreaking.game_model import (
    TURNS_SHOWN,
    auto_view,
    bucket_codes,
    guess_heading,
    turns_line,
    why_rows,
    why_sentence,
)
from ui.codebreaking.words import answer_label
from ui.text import tr

BASEBALL = get_variant("baseball3")


def first_view(strategy: str = "minimax"):
    """baseball3 의 첫 추측 (아직 부르기 전)."""
    game = CodeGame("baseball3", strategy, secret="719", seed=1)
    return game, auto_view(game, Phase.GUESS)


def test_guess_one_of_baseball3_says_every_guess_ties_at_180_and_calls_the_lowest() -> None:
    _, view = first_view()
    ranking = why_table(BASEBALL, view.cands, view.choice)
    for lang in ("ko", "en"):
        sentence = why_sentence(lang, BASEBALL, view, ranking, "minimax")
        assert sentence == tr(lang, "why_tie_all", n=180, code="123")
    assert why_sentence("ko", BASEBALL, view, ranking, "minimax") == (
        "어느 수를 불러도 가장 나쁜 대답이 오면 후보가 180개 남아요 (모두 같아요). 그래서 가장 "
        "작은 수를 불러요: 123"
    )


def test_a_tie_says_what_was_compared_in_words_a_student_knows() -> None:
    """'시험한 503개 가운데 18개' 의 503 은 무엇인가: 아직 부르지 않은 모든 수다. 문장이 그렇게
    말한다 (시험 · 최악 같은 낱말 없이)."""
    game, _ = first_view()
    game.step()
    view = auto_view(game, Phase.GUESS)
    ranking = why_table(BASEBALL, view.cands, view.choice, called=[game.turns[0].guess])
    assert (ranking.pool, ranking.tied, ranking.best_largest) == (503, 18, 50)
    for lang, jargon in (("ko", ("시험", "최악")), ("en", ("tested", "tried", "worst case"))):
        sentence = why_sentence(lang, BASEBALL, view, ranking, "minimax")
        tried = tr(lang, "why_tried_all", pool=503)
        assert sentence == tr(lang, "why_tie_lowest", tried=tried, k=18, n=50, code="214")
        assert not [word for word in jargon if word in sentence]


def test_why_rows_name_each_guess_and_show_the_pick_in_bold() -> None:
    """첫 추측은 모든 수가 같아 한 줄 (고른 123). 두 번째 추측은 수치가 다른 줄들, 줄마다 어떤
    수인지."""
    _, view = first_view()
    rows = why_rows("ko", BASEBALL, why_table(BASEBALL, view.cands, view.choice))
    assert len(rows) == 1
    assert list(rows[0]) == [tr("ko", k) for k in ("why_role", "guess", "why_worst")] + [
        tr("ko", "why_expected"),
        tr("ko", "why_parts"),
    ]
    assert rows[0][tr("ko", "guess")] == "**123**"
    assert rows[0][tr("ko", "why_role")] == tr("ko", "why_role_chosen")
    game, _ = first_view()
    game.step()
    view = auto_view(game, Phase.GUESS)
    table = why_table(BASEBALL, view.cands, view.choice, called=[game.turns[0].guess])
    rows = why_rows("en", BASEBALL, table)
    assert len(rows) == len(table.rows) >= 2
    shown = [
        (r[tr("en", "why_worst")], r[tr("en", "why_expected")], r[tr("en", "why_parts")])
        for r in rows
    ]
    assert len(set(shown)) == len(shown)
    assert [r[tr("en", "guess")].startswith("**") for r in rows] == [True] + [False] * (
        len(rows) - 1
    )


def test_a_later_guess_with_a_single_smallest_worst_says_so() -> None:
    game, _ = first_view()
    game.step()
    view = auto_view(game, Phase.GUESS)
    ranking = why_table(BASEBALL, view.cands, view.choice)
    sentence = why_sentence("en", BASEBALL, view, ranking, "minimax")
    code = BASEBALL.format(view.guess)
    assert sentence.endswith(code) or sentence.startswith(code)
    assert str(ranking.best_largest) in sentence
    assert ranking.rows[0].role is Role.CHOSEN


def test_random_play_and_the_last_candidate_have_their_own_sentences() -> None:
    _, view = first_view("random")
    ranking = why_table(BASEBALL, view.cands, view.choice)
    assert why_sentence("ko", BASEBALL, view, ranking, "random") == tr("ko", "why_random")
    one = np.array([BASEBALL.parse("719")])
    choice = choice_for(BASEBALL, one, int(one[0]))
    last = view.__class__(5, int(one[0]), choice, None, view.alive, view.removed, False, one)
    text = why_sentence("en", BASEBALL, last, why_table(BASEBALL, one, choice), "minimax")
    assert text == tr("en", "why_last", code="719")


def test_bucket_codes_list_exactly_the_codes_of_that_answer() -> None:
    everyone = np.arange(BASEBALL.size)
    guess = BASEBALL.parse("123")
    three_strikes_one_left = bucket_codes(BASEBALL, everyone, guess, encode(BASEBALL, 2, 0))
    assert len(three_strikes_one_left) == 18  # 두 자리가 맞고 한 자리만 다른 수
    assert "124" in three_strikes_one_left and "123" not in three_strikes_one_left
    for answer in possible_answers(BASEBALL):
        codes = bucket_codes(BASEBALL, everyone, guess, answer)
        assert codes == sorted(codes)
        assert all(score(BASEBALL, guess, BASEBALL.parse(c)) == answer for c in codes)
    total = sum(len(bucket_codes(BASEBALL, everyone, guess, a)) for a in possible_answers(BASEBALL))
    assert total == BASEBALL.size


def test_default_speed_reads_at_a_few_seconds_a_step() -> None:
    """1x 의 한 단계는 2.5-3 초: 보통 5번 (10 단계) 인 504 판이 15 초 안에 끝나지 않는다."""
    state = AutoplayState()
    assert state.speed == 1.0 and 1.0 in SPEEDS
    assert state.interval == BASE_INTERVAL and 2.5 <= BASE_INTERVAL <= 3.0
    assert 10 * state.interval > 15


def test_the_heading_keeps_the_question_and_its_candidates_while_the_answer_shows() -> None:
    """baseball3, 비밀 719: 123 → 0S 1B. 대답을 보이는 동안 머리는 '1번째 질문 · 후보 504개' 그대로
    (대답 뒤에 남은 수는 대답 줄에), 다음 추측에서 질문 번호와 후보 수가 함께 바뀐다."""
    game, view = first_view()
    assert guess_heading("ko", BASEBALL, view) == (
        tr("ko", "status", turn=1, left=504),
        f"`123` — {tr('ko', 'auto_phase_guess')}",
    )
    game.step()
    after = int(game.turns[0].after)
    status, line = guess_heading("ko", BASEBALL, auto_view(game, Phase.ANSWER))
    assert status == "1번째 질문 · 후보 504개"
    assert line == f"`123` → 대답: 0S 1B · 후보 {after}개 남음"
    status, _ = guess_heading("en", BASEBALL, auto_view(game, Phase.GUESS))
    assert status == tr("en", "status", turn=2, left=after)


def test_the_turns_line_lists_the_earlier_turns_in_the_page_language() -> None:
    game, _ = first_view()
    assert turns_line("ko", BASEBALL, game.turns) == ""
    while not game.won:
        game.step()
    pairs = [
        f"{BASEBALL.format(t.guess)} → {answer_label('en', BASEBALL, t.answer)}" for t in game.turns
    ]
    assert turns_line("en", BASEBALL, game.turns[:2]) == "So far: " + " · ".join(pairs[:2])
    assert turns_line("ko", BASEBALL, game.turns[:1]) == "지난 질문: 123 → 0S 1B"
    # 많으면 마지막 몇 개만 (폰 폭에서 두 줄을 넘지 않게), 앞에 '…'
    assert len(game.turns) > TURNS_SHOWN
    cut = turns_line("en", BASEBALL, game.turns)
    assert cut == "So far: … " + " · ".join(pairs[-TURNS_SHOWN:])
