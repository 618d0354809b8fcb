"""링크 매개변수: 페이지 상태마다 link() 로 쓴 것을 새 상태의 open_link 가 같은 화면으로 되살리고,
읽을 수 없는 값은 이름을 돌려주며 버리고, 같은 링크를 다시 받으면 판을 건드리지 않는다."""

from __future__ import annotations

import pytest
from opening import opening

from solver.codebreaking.feedback import response_matrix
from solver.codebreaking.session import CodeGame
from solver.codebreaking.variants import get_variant
from ui.codebreaking.autoplay_state import AutoplayState
from ui.codebreaking.compare_state import CompareState
from ui.codebreaking.keeper_state import KeeperState
from ui.codebreaking.share import grid_line, history_csv, share_text
from ui.codebreaking.tree_state import TreeState
from ui.codebreaking.you_guess_state import YouGuessState, secret_for
from ui.link_reader import (
    MAX_ITEMS,
    Dropped,
    Link,
    answer_list,
    answers_text,
    code_list,
    read_int,
)

BASEBALL = get_variant("baseball3")
BULLS = get_variant("bulls4")
MASTERMIND = get_variant("mastermind")


def names(dropped: list[Dropped]) -> list[str]:
    """버린 매개변수의 이름들."""
    return [d.name for d in dropped]


def turns(state, variant=BASEBALL):
    """그 상태의 판에 기록된 턴들."""
    return state.slots[variant.name].game.turns


def answer_for(guess: str, secret: str) -> int:
    return int(response_matrix(BASEBALL)[BASEBALL.parse(guess), BASEBALL.parse(secret)])


def keeper_game(secret: str, turns: int) -> KeeperState:
    """지킴이 판: 비밀 secret 에 정직하게 turns 번 대답한 상태."""
    state = KeeperState()
    state.slot(BASEBALL, 1)
    for _ in range(turns):
        game = state.load(BASEBALL)
        value = answer_for(BASEBALL.format(game.proposal().guess), secret)
        state.answer(BASEBALL, value, state.turn.stamp)
    return state


def test_keeper_link_reopens_the_same_game_in_a_new_session() -> None:
    state = keeper_game("719", 3)
    params = state.link(BASEBALL)
    assert params["strategy"] == "minimax"
    assert len(params["answers"].split(",")) == 3
    fresh = KeeperState()
    assert fresh.open_link(params, opening(seed=5)) == []
    assert turns(fresh) == turns(state)
    assert fresh.link(BASEBALL) == params


def test_keeper_link_keeps_the_possible_prefix_of_an_impossible_answer_sequence() -> None:
    state = keeper_game("719", 2)
    good = state.link(BASEBALL)["answers"]
    fresh = KeeperState()
    # 3S 0B 뒤의 대답, 이 종류에 없는 대답, 읽을 수 없는 글
    for tail in ("9S", "zz"):
        dropped = fresh.open_link({"answers": f"{good},{tail}"}, opening(seed=5))
        assert dropped == [Dropped("answers", good)]  # 알림은 쓴 앞부분을 말한다
        assert turns(fresh) == turns(state)


def test_keeper_link_keeps_a_contradiction_as_the_last_answer_and_nothing_after() -> None:
    """모순 (후보가 다 사라지는 대답) 은 화면이 알리고 되돌리기를 권하는 판이다: 주소에 쓴 그대로
    다시 열리고, 그 뒤의 대답만 버린다."""
    fresh = KeeperState()
    dropped = fresh.open_link({"answers": ",".join(["out"] * 6)}, opening(seed=5))
    game = fresh.load(BASEBALL)
    assert game.contradiction
    written = fresh.link(BASEBALL)["answers"]
    n = len(written.split(","))
    assert n < 6 and dropped == [Dropped("answers", written)]
    again = KeeperState()
    assert again.open_link(fresh.link(BASEBALL), opening(seed=5)) == []
    assert again.load(BASEBALL).contradiction and turns(again) == turns(fresh)


def test_the_same_keeper_link_twice_leaves_the_game_alone() -> None:
    state = keeper_game("253", 2)
    params = state.link(BASEBALL)
    state.slots["baseball3"].reveal = "253"
    before = state.slots["baseball3"]
    assert state.open_link(params, opening(seed=9)) == []
    assert state.slots["baseball3"] is before  # 밝힌 비밀 수 글까지 그대로


def test_keeper_link_with_an_unknown_strategy_keeps_the_answers() -> None:
    fresh = KeeperState()
    dropped = fresh.open_link({"strategy": "magic", "answers": "out"}, opening(seed=1))
    assert dropped == [Dropped("strategy")]
    assert fresh.slots["baseball3"].game.strategy == "minimax"
    assert len(fresh.load(BASEBALL).turns) == 1


def test_autoplay_link_carries_a_game_number_not_the_secret() -> None:
    state = AutoplayState()
    state.slot(BASEBALL, 4242)
    params = state.link(BASEBALL)
    assert params == {"strategy": "minimax", "keeper": "secret", "game": "4242"}
    fresh = AutoplayState()
    assert fresh.open_link(params, opening(seed=1)) == []
    assert fresh.slots["baseball3"].game.secret == state.slots["baseball3"].game.secret


def test_an_old_link_with_keeper_random_still_means_a_random_secret() -> None:
    """keeper=random 은 예전 링크의 이름 (전략 random 과 겹쳐 secret 으로 바꿨다)."""
    state = AutoplayState()
    assert state.open_link({"keeper": "random", "game": "5"}, opening(seed=1)) == []
    assert state.slots["baseball3"].settings.answerer == "secret"
    assert state.link(BASEBALL)["keeper"] == "secret"


def test_autoplay_link_with_a_secret_plays_that_secret() -> None:
    state = AutoplayState()
    dropped = state.open_link({"secret": "987", "strategy": "entropy"}, opening(seed=1))
    assert dropped == []
    slot = state.slots["baseball3"]
    assert slot.game.secret == "987" and slot.settings.strategy == "entropy"
    assert state.link(BASEBALL)["secret"] == "987"


@pytest.mark.parametrize(
    ("params", "dropped"),
    [
        ({"strategy": "nope"}, ["strategy"]),
        ({"keeper": "angel"}, ["keeper"]),
        ({"game": "-3"}, ["game"]),
        ({"game": "99999999999"}, ["game"]),
        ({"secret": "112"}, ["secret"]),
        ({"secret": "123", "keeper": "evil"}, ["secret"]),
    ],
)
def test_autoplay_link_drops_what_it_cannot_read(params: dict, dropped: list[str]) -> None:
    state = AutoplayState()
    assert names(state.open_link(params, opening(seed=1))) == dropped


def test_autoplay_link_reproduces_a_sampled_game() -> None:
    state = AutoplayState()
    state.slot(BASEBALL, 78)
    state.edit(BASEBALL, 78, sampling=True, sample=5, sample_above=0)
    game = state.load(BASEBALL)
    game.finish()
    state.save(BASEBALL, game)
    params = state.link(BASEBALL)
    assert params["sample"] == "5" and params["above"] == "0"
    fresh = AutoplayState()
    assert fresh.open_link(params, opening(seed=1)) == []
    again = fresh.load(BASEBALL)
    again.finish()
    assert [t.guess for t in again.turns] == [t.guess for t in game.turns]
    assert names(fresh.open_link({"sample": "0"}, opening(seed=1))) == ["sample"]


def test_autoplay_link_random_strategy_means_minimax_off() -> None:
    state = AutoplayState()
    assert state.open_link({"strategy": "random", "game": "7"}, opening(seed=1)) == []
    assert not state.slots["baseball3"].settings.minimax
    assert state.link(BASEBALL)["strategy"] == "random"


def test_the_same_autoplay_link_keeps_the_turns_played() -> None:
    state = AutoplayState()
    state.slot(BASEBALL, 11)
    game = state.load(BASEBALL)
    game.step()
    state.save(BASEBALL, game)
    assert state.open_link(state.link(BASEBALL), opening(seed=2)) == []
    assert len(state.load(BASEBALL).turns) == 1


def test_you_guess_link_replays_the_guesses_without_the_secret() -> None:
    state = YouGuessState()
    state.slot(BASEBALL, 77)
    for guess in ("123", "456"):
        state.submit(BASEBALL, guess, state.turn.stamp)
    params = state.link(BASEBALL)
    assert params == {"game": "77", "keeper": "secret", "guesses": "123,456"}
    assert secret_for(BASEBALL, 77) not in params.values()
    fresh = YouGuessState()
    assert fresh.open_link(params, opening(number=5)) == []
    assert turns(fresh) == turns(state)


def test_you_guess_link_keeps_hints_hard_mode_coach_and_hidden_counter() -> None:
    """찾은 문제: 힌트를 본 턴과 어려움 모드가 링크에 없어 새로 고치면 요약의 힌트 칸이 비었다."""
    state = YouGuessState()
    state.slot(BASEBALL, 77)
    state.ask_hint(BASEBALL, state.turn.stamp)  # 1번째 질문에서 힌트
    state.submit(BASEBALL, "123", state.turn.stamp)
    state.edit(BASEBALL, 77, hard=True, coach="entropy", show_count=False)
    state.ask_hint(BASEBALL, state.turn.stamp)  # 2번째 질문에서도 (아직 부르지 않았다)
    params = state.link(BASEBALL)
    assert params["hints"] == "1,2" and params["hard"] == "2"  # 둘째 추측부터
    assert params["coach"] == "entropy" and params["count"] == "0"
    fresh = YouGuessState()
    assert fresh.open_link(params, opening(number=5)) == []
    slot = fresh.slots["baseball3"]
    assert slot.hinted == [0, 1] and slot.hint == state.slots["baseball3"].hint is not None
    assert (slot.settings.hard, slot.settings.coach, slot.settings.show_count) == (
        True,
        "entropy",
        False,
    )
    assert fresh.link(BASEBALL) == params


def test_you_guess_link_of_a_long_game_reloads_whole_and_the_game_stops_there() -> None:
    """찾은 문제: 같은 수를 41번 부른 판은 링크가 통째로 버려져 다시 열 수 없었다."""
    state = YouGuessState()
    state.slot(BASEBALL, 77)
    code = "123" if secret_for(BASEBALL, 77) != "123" else "456"
    for _ in range(MAX_ITEMS + 1):
        state.submit(BASEBALL, code, state.turn.stamp)
    assert len(turns(state)) == MAX_ITEMS  # 판은 주소가 실을 수 있는 길이에서 멈춘다
    assert state.slots["baseball3"].error.reason == "game_too_long"
    fresh = YouGuessState()
    assert fresh.open_link(state.link(BASEBALL), opening(number=5)) == []
    assert turns(fresh) == turns(state)
    longer = YouGuessState()
    dropped = longer.open_link({"guesses": ",".join([code] * 130)}, opening(number=5))
    assert dropped == [Dropped("guesses", ",".join([code] * MAX_ITEMS))]
    assert len(turns(longer)) == MAX_ITEMS


def test_you_guess_share_link_never_replays_the_guesses() -> None:
    secret = secret_for(BASEBALL, 31)
    state = YouGuessState()
    state.open_link({"game": "31", "guesses": f"123,{secret}"}, opening(number=5))
    assert state.slots["baseball3"].game.won
    assert state.share_link(BASEBALL) == {"game": "31", "keeper": "secret"}
    assert secret in state.link(BASEBALL)["guesses"]  # 내 주소는 내 화면을 되살린다


def test_dropped_values_cannot_break_out_of_the_notice() -> None:
    link = Link({"lang": "`[Claim](https://ev.il)`", "x`y": "a\nb", "node": "out,`x`"})
    link.drop("lang", "x`y", Dropped("node", "out`"))
    text = link.notice(lambda item, kept, why: f"{item} (kept {kept})")
    assert text.count("`") == 8  # 알림이 만든 코드 조각 네 개뿐
    assert "\n" not in text and "(kept `out'`)" in text


def test_you_guess_link_drops_bad_guesses_and_out_of_range_numbers() -> None:
    state = YouGuessState()
    dropped = state.open_link({"game": "0", "guesses": "123,1x3,456"}, opening(number=5))
    assert dropped == [Dropped("game"), Dropped("guesses", "123")]
    assert state.slots["baseball3"].number == 5
    assert state.slots["baseball3"].game.guesses == ("123",)


def test_you_guess_link_drops_guesses_after_the_win() -> None:
    secret = secret_for(BASEBALL, 3)
    state = YouGuessState()
    # 찾은 문제: 이긴 뒤의 수를 버리고도 알림은 값 전체를 버렸다고 했다. 쓴 앞부분을 말한다
    dropped = state.open_link({"game": "3", "guesses": f"{secret},123"}, opening(number=5))
    assert dropped == [Dropped("guesses", secret)]
    assert state.slots["baseball3"].game.won


def test_a_hard_mode_link_cannot_sneak_in_guesses_hard_mode_refuses() -> None:
    """찾은 문제: hard=1&guesses=123,123 은 링크로는 어려움 모드를 비껴 두 번째 123 을 불렀다."""
    secret = secret_for(BASEBALL, 3)
    first = next(c for c in ("123", "456", "789") if c != secret)
    state = YouGuessState()
    params = {"game": "3", "hard": "1", "guesses": f"{first},{first}"}
    assert state.open_link(params, opening(number=5)) == [
        Dropped("guesses", first, why="link_kept_hard")
    ]
    slot = state.slots["baseball3"]
    assert slot.settings.hard and slot.game.guesses == (first,)
    # 어려움 모드가 아니면 같은 링크의 두 추측을 그대로 부른다
    easy = YouGuessState()
    assert easy.open_link({"game": "3", "guesses": f"{first},{first}"}, opening(number=5)) == []


def test_compare_link_accepts_only_the_offered_game_counts() -> None:
    state = CompareState()
    assert state.open_link({"games": "50"}, opening()) == [] and state.games == 50
    assert state.open_link({"games": "7"}, opening()) == [Dropped("games")] and state.games == 50
    assert state.open_link({"games": "lots"}, opening()) == [Dropped("games")]


def test_compare_link_round_trips_the_picked_strategies() -> None:
    state = CompareState()
    assert state.link(BASEBALL)["show"] == "minimax,random,optimal"  # 처음 보일 셋
    assert state.link(BULLS)["show"] == "minimax,random,optimal"  # bulls4 도 최적을 싣는다
    assert state.link(MASTERMIND)["show"] == "minimax,random,expected"  # 최적이 없는 변형
    state.pick(BASEBALL, ["entropy", "minimax"])
    again = CompareState()
    assert again.open_link(state.link(BASEBALL), opening()) == []
    assert again.shown(BASEBALL) == ("minimax", "entropy")  # 늘 같은 순서로
    assert again.link(BASEBALL) == state.link(BASEBALL)


def test_compare_picker_keeps_one_strategy_and_drops_what_it_cannot_read() -> None:
    state = CompareState()
    state.pick(BASEBALL, [])  # 모두 끄면 앞의 것을 둔다
    assert state.shown(BASEBALL) == ("minimax", "random", "optimal")
    dropped = state.open_link({"show": "random,magic,minimax"}, opening())
    assert dropped == [Dropped("show", "random")] and state.shown(BASEBALL) == ("random",)
    assert state.open_link({"show": "magic"}, opening()) == [Dropped("show")]
    assert state.shown(BASEBALL) == ("minimax", "random", "optimal")  # 읽은 것이 없으면 처음 셋
    # 실은 최적 나무가 없는 mastermind 의 링크에서는 최적을 못 읽는다
    assert state.open_link({"show": "optimal"}, opening(MASTERMIND)) == [Dropped("show")]
    state.pick(BASEBALL, ["optimal"])
    assert state.shown(MASTERMIND) == ("minimax", "random", "expected")  # 없으면 처음 셋


def test_tree_link_round_trip_and_drops() -> None:
    state = TreeState()
    assert (
        state.open_link({"strategy": "entropy", "vs": "minimax", "node": "1S0B,out"}, opening())
        == []
    )
    assert state.path(BASEBALL) == (answers(BASEBALL, "1S0B,out"))
    state.search = "456"
    again = TreeState()
    assert again.open_link(state.link(BASEBALL), opening()) == []
    assert again.link(BASEBALL) == state.link(BASEBALL)
    bad = TreeState()
    dropped = bad.open_link({"strategy": "random", "node": "7S", "secret": "1234"}, opening())
    assert names(dropped) == ["strategy", "node", "secret"]
    assert bad.path(BASEBALL) == () and bad.search == ""
    cut = TreeState()
    assert cut.open_link({"node": "out,out,7S"}, opening()) == [Dropped("node", "out,out")]
    assert cut.path(BASEBALL) == answers(BASEBALL, "out,out")
    same = TreeState()
    assert same.open_link({"vs": "minimax"}, opening()) == [Dropped("vs")]  # 보고 있는 전략
    assert same.open_link({"vs": ""}, opening()) == [] and same.vs == ""


def test_tree_link_without_node_vs_or_secret_goes_back_to_the_root() -> None:
    """뒤로 가기로 뿌리의 주소 (빈 값은 주소에 쓰지 않는다) 가 오면 뿌리 · 견주지 않음 · 빈 찾기."""
    state = TreeState()
    state.open_link({"node": "1S0B,out", "vs": "entropy", "secret": "456"}, opening())
    assert state.open_link({"strategy": "minimax"}, opening()) == []
    assert (state.path(BASEBALL), state.vs, state.search) == ((), "", "")


def test_tree_strategy_that_a_variant_lacks_falls_back() -> None:
    state = TreeState(strategy="optimal", vs="minimax")
    assert state.fitted(BASEBALL) == ("optimal", "minimax")
    # optimal 은 나무를 실어 둔 504 와 5040 에만, 같은 전략은 견주지 않는다
    assert state.fitted(BULLS) == ("optimal", "minimax")
    assert state.fitted(get_variant("mastermind")) == ("minimax", "")


def answers(variant, text: str) -> tuple[int, ...]:
    read = answer_list(variant)(text)
    assert read.whole
    return read.values


def test_link_values_read_only_what_they_can() -> None:
    assert read_int("42", 1, 50) == 42
    for odd in ("²", "١٢٣", "１２３", "4²"):  # str.isdigit 은 참이지만 int() 가 못 읽는다
        assert read_int(odd, 0, 10**9) is None
    assert answer_list(BASEBALL)("١S").values == ()
    assert read_int("42", 1, 10) is None
    assert read_int("4 2", 1, 50) is None
    assert read_int("", 1, 50) is None
    read = code_list(BASEBALL)("123, 456")
    assert read.values == (BASEBALL.parse("123"), BASEBALL.parse("456")) and read.whole
    assert not code_list(BASEBALL)("123,,456").whole
    many = code_list(BASEBALL)(",".join(["123"] * (MAX_ITEMS + 1)))
    assert len(many.values) == MAX_ITEMS and not many.whole  # 앞의 MAX_ITEMS 개는 쓴다
    assert answers_text(BASEBALL, answers(BASEBALL, "1S 0B,OUT,0s2b,3S")) == "1S0B,out,0S2B,3S"


def test_share_text_has_a_grid_line_per_guess_and_no_code_digits() -> None:
    secret = "719"
    game = CodeGame("baseball3", "minimax", secret=secret)
    game.finish()
    text = share_text("en", game, [("This exact screen", "http://x/keeper?lang=en")])
    lines = text.splitlines()
    assert len(lines) == len(game.turns) + 2
    assert lines[-2] == "🟢🟢🟢" and lines[-1] == "This exact screen: http://x/keeper?lang=en"
    for turn, line in zip(game.turns, lines[1:-1], strict=True):
        assert set(line) <= {"🟢", "🟡", "⚪"} and len(line) == 3
        assert BASEBALL.format(turn.guess) not in text
    assert grid_line(4, 1, 2) == "🟢🟡🟡⚪"


def test_history_csv_has_a_row_per_turn() -> None:
    game = CodeGame("baseball3", "minimax", secret="719")
    game.finish()
    rows = history_csv(game).splitlines()
    assert rows[0] == "turn,guess,strikes,balls,left"
    assert len(rows) == len(game.turns) + 1
    assert rows[-1].split(",")[1:4] == ["719", "3", "0"]
    assert history_csv(game, show_left=False).splitlines()[0] == "turn,guess,strikes,balls"
