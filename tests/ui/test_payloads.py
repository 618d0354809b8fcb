"""자리가 적는 결과 (활동마다의 모양과 끝남의 조건, 시도 열쇠)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from answer_key import solution_answer
from opening import BASEBALL, opening

from results.records import Activity
from solver.codebreaking.duel import duel_secret
from solver.codebreaking.feedback import encode
from solver.gametree import tictactoe
from solver.gametree.mcts_trace import trace_mcts
from solver.gametree.random_tree import solve
from ui.classroom import payloads
from ui.classroom.payloads import ATTEMPT_LENGTH, attempt_key, path_text
from ui.codebreaking.duel_state import DuelState
from ui.codebreaking.keeper_state import KeeperState
from ui.codebreaking.you_guess_state import YouGuessState, secret_for
from ui.gametree.alphabeta_marks import Marks
from ui.gametree.alphabeta_state import AlphaBetaState, View
from ui.gametree.connect4_state import Connect4State
from ui.gametree.gametree_state import GameTreeState
from ui.gametree.mcts_state import MctsState

GAME = 4242
SECRET = secret_for(BASEBALL, GAME)
WRONG = "123" if SECRET != "123" else "456"


def guessed(guesses: str, **more: str) -> YouGuessState:
    state = YouGuessState()
    state.open_link({"game": str(GAME), "guesses": guesses, **more}, opening())
    return state


def test_attempt_keys_are_short_and_fixed_by_the_game() -> None:
    key = attempt_key(Activity.CONNECT4, {"moves": "44", "start": "me"})
    assert len(key) == ATTEMPT_LENGTH <= 64
    assert key == attempt_key(Activity.CONNECT4, {"start": "me", "moves": "44"})
    assert key != attempt_key(Activity.CONNECT4, {"moves": "45", "start": "me"})
    assert key != attempt_key(Activity.TICTACTOE, {"moves": "44", "start": "me"})


def test_a_guess_game_ends_when_the_secret_is_hit() -> None:
    assert payloads.you_guess(BASEBALL, guessed(WRONG).slots["baseball3"], []) is None
    slot = guessed(f"{WRONG},{SECRET}", hard="1", hints="1").slots["baseball3"]
    turns = [SimpleNamespace(skill=0.5, luck=-1.0), SimpleNamespace(skill=0.25, luck=2.0)]
    done = payloads.you_guess(BASEBALL, slot, turns)
    assert done is not None and done.activity is Activity.YOU_GUESS
    assert done.payload == {
        "activity": "you_guess",
        "variant": "baseball3",
        "game": GAME,
        "secret": SECRET,
        "guesses": 2,
        "guess_list": [WRONG, SECRET],
        "hard": True,
        "hints": 1,
        "skill": 0.75,
        "luck": 1.0,
    }
    # 보기만 바꾸는 설정 (후보 수 보기) 은 같은 시도다
    again = guessed(f"{WRONG},{SECRET}", count="0").slots["baseball3"]
    assert payloads.you_guess(BASEBALL, again, []).attempt == done.attempt


def test_a_keeper_game_ends_when_the_computer_hits_or_the_answers_contradict() -> None:
    state = KeeperState()
    state.open_link({"answers": "0S0B"}, opening())
    assert payloads.keeper(BASEBALL, state, state.load(BASEBALL)) is None
    state.open_link({"answers": "3S"}, opening())
    done = payloads.keeper(BASEBALL, state, state.load(BASEBALL))
    assert done is not None
    assert done.payload == {
        "activity": "keeper",
        "variant": "baseball3",
        "guesses": 1,
        "contradictions": 0,
        "solved": True,
    }


def test_alphabeta_ends_on_an_all_right_check_and_records_the_checks() -> None:
    state = AlphaBetaState()
    state.new_tree(23)
    assert state.puzzle is not None
    solution = solve(state.puzzle.tree(), state.puzzle.root)
    assert payloads.alphabeta(state, solution) is None
    state.check(state.turn.stamp)  # 빈 답의 확인: 아직 끝이 아니다
    assert payloads.alphabeta(state, solution) is None
    answer = solution_answer(solution)
    state.marks = Marks(answer.pruned, dict(answer.values))
    state.check(state.turn.stamp)
    done = payloads.alphabeta(state, solution)
    assert done is not None
    p = done.payload
    assert (
        p["checks"] == 2 and p["wrong"] == 0 and p["wrong_nodes"] == [] and p["missed_cuts"] == []
    )
    assert p["cutoffs_found"] == p["cutoffs_total"] == len(solution.pruned) > 0


def test_alphabeta_ends_when_the_solution_is_opened_with_what_was_marked() -> None:
    state = AlphaBetaState()
    state.new_tree(23)
    assert state.puzzle is not None
    solution = solve(state.puzzle.tree(), state.puzzle.root)
    state.show(View.SOLUTION)
    done = payloads.alphabeta(state, solution)
    assert done is not None
    assert done.payload["missed_cuts"] == sorted(path_text(p) for p in solution.pruned)
    assert done.payload["cutoffs_found"] == 0 and done.payload["checks"] == 0
    assert (done.payload["seed"], done.payload["root"]) == (23, "max")


def test_paths_are_child_indices_joined_by_dots() -> None:
    assert path_text(()) == "" and path_text((0, 1, 2)) == "0.1.2"


@pytest.mark.parametrize(
    ("moves", "result"), [("0,3,1,4,2", "win"), ("0,4,1,2,3,6", "loss"), ("0,4", None)]
)
def test_a_tictactoe_game_ends_with_the_students_result(moves: str, result: str | None) -> None:
    state = GameTreeState()
    state.open_link({"start": "me", "moves": moves, "depth": "3"}, opening())
    done = payloads.gametree(BASEBALL, state)
    if result is None:
        assert done is None
        return
    assert done is not None
    assert done.payload == {
        "activity": "gametree",
        "result": result,
        "moves": moves,
        "ai": "algorithm=alphabeta&depth=3",
    }


@pytest.mark.parametrize(
    ("moves", "result"), [("1212121", "win"), ("12325272", "loss"), ("44", None)]
)
def test_a_connect4_game_ends_with_the_students_result(moves: str, result: str | None) -> None:
    state = Connect4State()
    state.open_link({"start": "me", "moves": moves, "ai": "ab2"}, opening(seed=3))
    done = payloads.connect4(BASEBALL, state)
    if result is None:
        assert done is None
        return
    assert done is not None
    assert done.payload == {
        "activity": "connect4",
        "result": result,
        "moves": moves,
        "ai": f"ai=ab2&temp={state.ai.temperature:g}",
    }


def _practice(guesses: str, **more: str) -> MctsState:
    state = MctsState()
    link = {"game": "tictactoe", "moves": "0,4,8", "seed": "3", "practice": "1"}
    state.open_link({**link, "guesses": guesses, **more}, opening())
    return state


# 칸 (0, 4, 8) 의 판, 씨앗 3, c √2 의 탐색: 처음 여섯 playout 은 뿌리의 수를 넓히고 7 부터 고른다
SEARCH = trace_mcts(
    tictactoe.RULES,
    tictactoe.RULES.apply(tictactoe.RULES.apply(tictactoe.RULES.apply(tictactoe.EMPTY, 0), 4), 8),
    playouts=20,
    rng=3,
).playouts


def test_the_mcts_practice_ends_at_ten_predictions_and_grades_them_against_the_search() -> None:
    chose = {n: SEARCH[n - 1].select[0].chose for n in range(7, 17)}
    wrong = {n: next(m for m in (1, 2, 3) if m != chose[n]) for n in (9, 14)}
    picks = {n: wrong.get(n, chose[n]) for n in range(7, 17)}
    nine = ",".join(f"{n}.{picks[n]}" for n in range(7, 16))
    assert payloads.mcts(_practice(nine), SEARCH) is None  # 아홉 번은 아직
    assert payloads.mcts(_practice(nine + ",16.1", practice=""), SEARCH) is None  # 연습이 아니다
    ten = f"{nine},16.{picks[16]}"
    done = payloads.mcts(_practice(ten + ",17.1"), SEARCH)  # 열한째는 채점하지 않는다
    assert done is not None and done.activity is Activity.MCTS
    assert done.payload == {
        "activity": "mcts",
        "game": "tictactoe",
        "moves": "0,4,8",
        "seed": 3,
        "c": "1.41",
        "right": 8,
        "total": 10,
        "misses": [9, 14],
        "predictions": [[n, picks[n], chose[n]] for n in range(7, 17)],
    }
    # 시도는 처음 열 예측이 정한다: 열한째가 달라도 같은 줄, 씨앗이 다르면 다른 줄
    again = payloads.mcts(_practice(ten + ",17.2"), SEARCH)
    assert again is not None and again.attempt == done.attempt
    other = payloads.mcts(_practice(ten, seed="4"), SEARCH)
    assert other is not None and other.attempt != done.attempt


def dueled(first: str, moves: list[int], *, keep: str = "typed", hints: bool = False):
    """대결 페이지의 상태: 게임 번호 GAME, 난이도 hasty, 둔 수들 moves (코드 · 대답 번호)."""
    state = DuelState()
    state.open_link({"game": str(GAME), "level": "hasty", "first": first, "keep": keep}, opening())
    slot = state.slots["baseball3"]
    slot.moves, slot.hints = moves, hints
    return state, state.duel(BASEBALL)


HIT, OUT = encode(BASEBALL, 3, 0), encode(BASEBALL, 0, 0)
AI_SECRET = duel_secret(BASEBALL, GAME)
MISS = BASEBALL.parse(WRONG) if BASEBALL.parse(WRONG) != AI_SECRET else BASEBALL.parse("789")


@pytest.mark.parametrize(
    ("first", "moves", "outcome", "mine", "theirs"),
    [
        ("me", [AI_SECRET, OUT], "win", 1, 1),  # 맞혔고 AI 도 같은 횟수를 했다
        ("ai", [HIT, AI_SECRET], "draw", 1, 1),  # AI 가 먼저 맞혔고 학생도 그 차례에 맞혔다
        ("ai", [HIT, MISS], "loss", 1, 1),
        ("me", [MISS, OUT, AI_SECRET, OUT], "win", 2, 2),
    ],
)
def test_a_duel_ends_by_the_equal_turns_rule_with_both_sides_guesses(
    first: str, moves: list[int], outcome: str, mine: int, theirs: int
) -> None:
    state, played = dueled(first, moves[:-1], keep="head")
    assert payloads.duel(BASEBALL, state, played) is None  # 한 쪽이 아직 같은 횟수를 하지 않았다
    state, played = dueled(first, moves, keep="head")
    done = payloads.duel(BASEBALL, state, played)
    assert done is not None and done.activity is Activity.DUEL
    assert done.payload == {
        "activity": "duel",
        "variant": "baseball3",
        "level": "hasty",
        "result": outcome,
        "guesses": mine,
        "ai_guesses": theirs,
    }


def test_a_duels_attempt_is_its_game_not_the_session_nor_the_view() -> None:
    moves = [MISS, OUT, AI_SECRET, OUT]
    state, played = dueled("me", moves)
    done = payloads.duel(BASEBALL, state, played)
    assert done is not None
    # 같은 판: 다른 세션 (새로 고침) 에서 적은 비밀, 힌트 보기는 열쇠에 들지 않는다
    again, replayed = dueled("me", list(moves), hints=True)
    again.slots["baseball3"].secret = BASEBALL.parse("123")
    assert payloads.duel(BASEBALL, again, replayed).attempt == done.attempt  # type: ignore[union-attr]
    # 다른 수순 · 머리로 지킨 비밀은 다른 시도다
    other, played_other = dueled("me", [BASEBALL.parse("789"), OUT, AI_SECRET, OUT])
    head, played_head = dueled("me", moves, keep="head")
    keys = {
        payloads.duel(BASEBALL, s, d).attempt
        for s, d in ((other, played_other), (head, played_head))
    }  # type: ignore[union-attr]
    assert done.attempt not in keys and len(keys) == 2
