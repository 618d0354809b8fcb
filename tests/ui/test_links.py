"""링크 매개변수: 페이지 상태마다 link() 로 쓴 것을 새 상태의 open_link 가 같은 화면으로 되살리고,
읽을 수 없는 값은 이름을 돌려주며 버리고, 같은 링크를 다시 받으면 판을 건드리지 않는다."""

from __future__ import annotations

import pytest

from solver.codebreaking.feedback import response_matrix
from solver.codebreaking.session import CodeGame
from solver.codebreaking.variants import get_variant
from ui.codebreaking.autoplay_state import AutoplayState
from ui.codebreaking.compare_view import CompareState
from ui.codebreaking.keeper_state import KeeperState
from ui.codebreaking.link_values import answers_text, read_answers, read_codes, read_int
from ui.codebreaking.share import grid_line, history_csv, share_text
from ui.codebreaking.tree_state import TreeState
from ui.codebreaking.you_guess_state import YouGuessState, secret_for
from ui.links import Link

BASEBALL = get_variant("baseball3")
BULLS = get_variant("bulls4")


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
    assert fresh.open_link(BASEBALL, params, seed=5) == []
    assert fresh.slots["baseball3"].game["turns"] == state.slots["baseball3"].game["turns"]
    assert fresh.link(BASEBALL) == params


def test_keeper_link_keeps_the_possible_prefix_of_an_impossible_answer_sequence() -> None:
    state = keeper_game("719", 2)
    good = state.link(BASEBALL)["answers"]
    fresh = KeeperState()
    # 3S 0B 뒤의 대답, 이 종류에 없는 대답, 읽을 수 없는 글
    for tail in ("2S1B", "9S", "zz"):
        dropped = fresh.open_link(BASEBALL, {"answers": f"{good},{tail}"}, seed=5)
        assert dropped == ["answers"]
        assert fresh.slots["baseball3"].game["turns"] == state.slots["baseball3"].game["turns"]


def test_keeper_link_drops_answers_that_leave_no_candidate() -> None:
    fresh = KeeperState()
    # 123 에 3S 는 맞힘이니 그 뒤는 없다; out 두 번째 뒤 out 을 계속하면 후보가 사라진다
    dropped = fresh.open_link(BASEBALL, {"answers": ",".join(["out"] * 6)}, seed=5)
    assert dropped == ["answers"]
    game = fresh.load(BASEBALL)
    assert not game.contradiction and len(game.candidates) > 0


def test_the_same_keeper_link_twice_leaves_the_game_alone() -> None:
    state = keeper_game("253", 2)
    params = state.link(BASEBALL)
    state.slots["baseball3"].reveal = "253"
    before = state.slots["baseball3"]
    assert state.open_link(BASEBALL, params, seed=9) == []
    assert state.slots["baseball3"] is before  # 밝힌 비밀 수 글까지 그대로


def test_keeper_link_with_an_unknown_strategy_keeps_the_answers() -> None:
    fresh = KeeperState()
    dropped = fresh.open_link(BASEBALL, {"strategy": "magic", "answers": "out"}, seed=1)
    assert dropped == ["strategy"]
    assert fresh.slots["baseball3"].strategy == "minimax"
    assert len(fresh.load(BASEBALL).turns) == 1


def test_autoplay_link_carries_a_game_number_not_the_secret() -> None:
    state = AutoplayState()
    state.slot(BASEBALL, 4242)
    params = state.link(BASEBALL)
    assert params == {"strategy": "minimax", "keeper": "random", "game": "4242"}
    fresh = AutoplayState()
    assert fresh.open_link(BASEBALL, params, seed=1) == []
    assert fresh.slots["baseball3"].game["secret"] == state.slots["baseball3"].game["secret"]


def test_autoplay_link_with_a_secret_plays_that_secret() -> None:
    state = AutoplayState()
    dropped = state.open_link(BASEBALL, {"secret": "987", "strategy": "entropy"}, seed=1)
    assert dropped == []
    slot = state.slots["baseball3"]
    assert slot.game["secret"] == "987" and slot.settings.strategy == "entropy"
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
    assert state.open_link(BASEBALL, params, seed=1) == dropped


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
    assert fresh.open_link(BASEBALL, params, seed=1) == []
    again = fresh.load(BASEBALL)
    again.finish()
    assert [t.guess for t in again.turns] == [t.guess for t in game.turns]
    assert fresh.open_link(BASEBALL, {"sample": "0"}, seed=1) == ["sample"]


def test_autoplay_link_random_strategy_means_minimax_off() -> None:
    state = AutoplayState()
    assert state.open_link(BASEBALL, {"strategy": "random", "game": "7"}, seed=1) == []
    assert not state.slots["baseball3"].settings.minimax
    assert state.link(BASEBALL)["strategy"] == "random"


def test_the_same_autoplay_link_keeps_the_turns_played() -> None:
    state = AutoplayState()
    state.slot(BASEBALL, 11)
    game = state.load(BASEBALL)
    game.step()
    state.save(BASEBALL, game)
    assert state.open_link(BASEBALL, state.link(BASEBALL), seed=2) == []
    assert len(state.load(BASEBALL).turns) == 1


def test_you_guess_link_replays_the_guesses_without_the_secret() -> None:
    state = YouGuessState()
    state.slot(BASEBALL, 77)
    for guess in ("123", "456"):
        state.submit(BASEBALL, guess, state.turn.stamp)
    params = state.link(BASEBALL)
    assert params == {"game": "77", "keeper": "random", "guesses": "123,456"}
    assert secret_for(BASEBALL, 77) not in params.values()
    fresh = YouGuessState()
    assert fresh.open_link(BASEBALL, params, number=5) == []
    assert fresh.slots["baseball3"].game["turns"] == state.slots["baseball3"].game["turns"]


def test_you_guess_share_link_never_replays_the_guesses() -> None:
    secret = secret_for(BASEBALL, 31)
    state = YouGuessState()
    state.open_link(BASEBALL, {"game": "31", "guesses": f"123,{secret}"}, number=5)
    assert CodeGame.from_dict(state.slots["baseball3"].game).won
    assert state.share_link(BASEBALL) == {"game": "31", "keeper": "random"}
    assert secret in state.link(BASEBALL)["guesses"]  # 내 주소는 내 화면을 되살린다


def test_dropped_values_cannot_break_out_of_the_notice() -> None:
    link = Link({"lang": "`[Claim](https://ev.il)`", "x`y": "a\nb"})
    link.drop("lang", "x`y")
    text = link.notice()
    assert text.count("`") == 4  # 알림이 만든 코드 조각 두 개뿐
    assert "\n" not in text


def test_you_guess_link_drops_bad_guesses_and_out_of_range_numbers() -> None:
    state = YouGuessState()
    dropped = state.open_link(BASEBALL, {"game": "0", "guesses": "123,1x3,456"}, number=5)
    assert dropped == ["game", "guesses"]
    assert state.slots["baseball3"].number == 5
    assert [t[0] for t in state.slots["baseball3"].game["turns"]] == ["123"]


def test_you_guess_link_drops_guesses_after_the_win() -> None:
    secret = secret_for(BASEBALL, 3)
    state = YouGuessState()
    dropped = state.open_link(BASEBALL, {"game": "3", "guesses": f"{secret},123"}, number=5)
    assert dropped == ["guesses"]
    assert CodeGame.from_dict(state.slots["baseball3"].game).won


def test_compare_link_accepts_only_the_offered_game_counts() -> None:
    state = CompareState()
    assert state.open_link({"games": "50"}) == [] and state.games == 50
    assert state.open_link({"games": "7"}) == ["games"] and state.games == 50
    assert state.open_link({"games": "lots"}) == ["games"]


def test_tree_link_round_trip_and_drops() -> None:
    state = TreeState()
    assert (
        state.open_link(BASEBALL, {"strategy": "entropy", "vs": "minimax", "node": "1S0B,out"})
        == []
    )
    assert state.path(BASEBALL) == (answers(BASEBALL, "1S0B,out"))
    state.search = "456"
    again = TreeState()
    assert again.open_link(BASEBALL, state.link(BASEBALL)) == []
    assert again.link(BASEBALL) == state.link(BASEBALL)
    bad = TreeState()
    dropped = bad.open_link(BASEBALL, {"strategy": "random", "node": "7S", "secret": "1234"})
    assert dropped == ["strategy", "node", "secret"]
    assert bad.path(BASEBALL) == () and bad.search == ""
    same = TreeState()
    assert same.open_link(BASEBALL, {"vs": "minimax"}) == ["vs"]  # 보고 있는 전략과 같다
    assert same.open_link(BASEBALL, {"vs": ""}) == [] and same.vs == ""


def test_tree_link_without_node_vs_or_secret_goes_back_to_the_root() -> None:
    """뒤로 가기로 뿌리의 주소 (빈 값은 주소에 쓰지 않는다) 가 오면 뿌리 · 견주지 않음 · 빈 찾기."""
    state = TreeState()
    state.open_link(BASEBALL, {"node": "1S0B,out", "vs": "entropy", "secret": "456"})
    assert state.open_link(BASEBALL, {"strategy": "minimax"}) == []
    assert (state.path(BASEBALL), state.vs, state.search) == ((), "", "")


def test_tree_strategy_that_a_variant_lacks_falls_back() -> None:
    state = TreeState(strategy="optimal", vs="minimax")
    assert state.fitted(BASEBALL) == ("optimal", "minimax")
    assert state.fitted(BULLS) == ("minimax", "")  # optimal 은 504 에만, 같은 전략은 견주지 않는다


def answers(variant, text: str) -> tuple[int, ...]:
    values, whole = read_answers(text, variant)
    assert whole
    return tuple(values)


def test_link_values_read_only_what_they_can() -> None:
    assert read_int("42", 1, 50) == 42
    for odd in ("²", "١٢٣", "１２３", "4²"):  # str.isdigit 은 참이지만 int() 가 못 읽는다
        assert read_int(odd, 0, 10**9) is None
    assert read_answers("١S", BASEBALL) == ([], False)
    assert read_int("42", 1, 10) is None
    assert read_int("4 2", 1, 50) is None
    assert read_int("", 1, 50) is None
    assert read_codes("123, 456", BASEBALL) == (
        [BASEBALL.parse("123"), BASEBALL.parse("456")],
        True,
    )
    assert read_codes("123,,456", BASEBALL)[1] is False
    assert read_codes(",".join(["123"] * 41), BASEBALL) == ([], False)
    assert answers_text(BASEBALL, answers(BASEBALL, "1S 0B,OUT,0s2b,3S")) == "1S0B,out,0S2B,3S"


def test_share_text_has_a_grid_line_per_guess_and_no_code_digits() -> None:
    secret = "719"
    game = CodeGame("baseball3", "minimax", secret=secret)
    game.finish()
    text = share_text("en", game, "http://x/keeper?lang=en")
    lines = text.splitlines()
    assert len(lines) == len(game.turns) + 2
    assert lines[-2] == "🟢🟢🟢"
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
