"""게임 나무 페이지의 링크 (streamlit 없음): link() 로 쓰고 open_link() 로 다시 연다."""

from __future__ import annotations

import random

import pytest
from opening import BASEBALL, opened

from solver.gametree.match import Start, Status
from solver.gametree.tictactoe import Board, Decision, best_move, move_scores, parse_board
from ui.gametree.gametree_state import BestMove, GameTreeState
from ui.link_reader import Dropped


def decide(board: Board, algorithm: str, depth: int | None) -> Decision:
    """결정적인 AI (동점이면 앞 칸)."""
    return best_move(board, algorithm, depth)


def never(board: Board, algorithm: str, depth: int | None) -> Decision:
    """불리면 안 되는 AI: 기록된 수는 다시 계산하지 않는다."""
    raise AssertionError(f"the AI was asked about {board}")


def played(start: Start, cells: list[int], depth: int | None = None) -> GameTreeState:
    """start 로 새 판을 열고 사람 차례마다 cells 에서 비어 있는 첫 칸을 누른 상태."""
    state = GameTreeState(start=start, depth=depth)
    state.new_match(random.Random(0), decide)
    for cell in cells:
        assert state.match is not None
        if state.match.status is not Status.PLAY:
            break
        if state.match.board[cell] is None:
            state.tap(cell, state.turn.stamp, decide)
    return state


def reopened(params: dict[str, str], ai: BestMove = decide) -> tuple[GameTreeState, list[str]]:
    """새 상태에 링크를 연다: (상태, 버린 이름들)."""
    state = GameTreeState()
    dropped = opened(state, params, seed=0, decide=ai)
    return state, dropped


@pytest.mark.parametrize("start", list(Start))
@pytest.mark.parametrize("cells", [[], [4], [0, 8, 2], [1, 3, 5, 7, 0, 2, 6, 8, 4]])
def test_link_reopens_the_same_board_roles_and_turn(start: Start, cells: list[int]) -> None:
    state = played(start, cells, depth=2)
    params = state.link(BASEBALL)
    assert params["moves"] == ",".join(map(str, state.played))
    assert ("first" in params) == (start is Start.RANDOM)

    again, dropped = reopened(params, ai=never)  # 사람 차례나 끝난 판: AI 에게 묻지 않는다
    assert dropped == []
    assert again.match == state.match  # 판, 역할, AI 의 마지막 결정 (점수 그림)까지
    assert again.match.status is state.match.status
    assert (again.start, again.algorithm, again.depth) == (start, "alphabeta", 2)
    assert again.played == state.played
    assert again.link(BASEBALL) == params


def test_ai_moves_come_from_the_link_not_from_the_ai() -> None:
    # AI (O) 가 가운데 대신 변 1 에 둔 판: 최선이 아니어도 기록대로 놓는다
    state, dropped = reopened({"start": "me", "moves": "0,1"}, ai=never)
    assert dropped == []
    assert state.match is not None and state.match.human == 0
    assert state.match.board[:2] == ("X", "O") and state.match.board.count(None) == 7
    assert state.match.status is Status.PLAY
    assert state.match.last is not None and state.match.last.move == 1
    assert state.match.last.before == ("X",) + (None,) * 8


def test_a_link_that_stops_on_the_ai_turn_lets_the_ai_reply() -> None:
    state, dropped = reopened({"start": "me", "moves": "4"})
    assert dropped == [] and state.match is not None
    reply = best_move((None,) * 4 + ("X",) + (None,) * 4)
    assert state.played == [4, reply.cell]
    assert state.match.status is Status.PLAY
    assert state.link(BASEBALL)["moves"] == f"4,{reply.cell}"


def test_an_ai_first_link_with_no_moves_gets_the_ai_opening() -> None:
    state, dropped = reopened({"start": "ai"})
    assert dropped == [] and state.match is not None
    assert state.match.human == 1 and state.match.board.count("X") == 1
    assert state.played == [state.match.board.index("X")]


@pytest.mark.parametrize(
    ("moves", "prefix"),
    [
        ("0,1,0", [0, 1]),  # 찬 칸
        ("0,1,9", [0, 1]),  # 판 밖
        ("0,1,-3", [0, 1]),
        ("0,x,8", [0]),  # 숫자가 아님
        ("0,,8", [0]),
        ("0,3,1,4,2,5", [0, 3, 1, 4, 2]),  # X 가 0-1-2 로 이긴 뒤의 수
        ("junk", []),
    ],
)
def test_illegal_moves_keep_the_legal_prefix_and_drop_moves(moves: str, prefix: list[int]) -> None:
    state, dropped = reopened({"start": "me", "moves": moves})
    kept = ",".join(map(str, prefix)) or None  # 알림은 쓴 앞부분을 말한다
    assert dropped == [Dropped("moves", kept)]
    assert state.match is not None and state.match.human == 0
    assert state.played[: len(prefix)] == prefix
    if moves.startswith("0,3,1,4,2"):  # 끝난 판: 앞부분 그대로
        assert state.match.status is Status.HUMAN_WON and state.played == prefix
    else:  # 앞부분이 사람의 수로 끝나면 AI 가 한 수 더 둔다
        assert len(state.played) == len(prefix) + len(prefix) % 2
        assert state.match.status is Status.PLAY


@pytest.mark.parametrize(
    ("params", "name"),
    [
        ({"algorithm": "negascout"}, "algorithm"),
        ({"depth": "99"}, "depth"),
        ({"depth": "0"}, "depth"),
        ({"depth": "two"}, "depth"),
        ({"start": "sideways"}, "start"),
        ({"start": "random", "first": "nobody"}, "first"),
        ({"start": "me", "first": "ai"}, "first"),  # 설정과 어긋나는 역할
    ],
)
def test_bad_match_settings_are_dropped_and_the_old_ones_kept(
    params: dict[str, str], name: str
) -> None:
    state = GameTreeState(start=Start.ME, algorithm="minimax", depth=3)
    if "depth" not in params:
        params = {**params, "depth": "3"}  # 없는 depth 는 '끝까지' 라서 같이 준다
    dropped = opened(state, params, seed=0, decide=decide)
    assert [d.name for d in dropped] == [name]
    start = Start(params["start"]) if name == "first" else Start.ME  # first 만 버리면 start 는 쓴다
    assert (state.algorithm, state.depth, state.start) == ("minimax", 3, start)
    assert state.match is not None  # 판은 열린다


def test_good_settings_are_applied_and_missing_depth_means_to_the_end() -> None:
    state = GameTreeState(depth=4)
    dropped = opened(state, {"algorithm": "minimax", "start": "ai"}, seed=0, decide=decide)
    assert dropped == []
    assert (state.algorithm, state.depth, state.start) == ("minimax", None, Start.AI)
    opened(state, {"depth": "5"}, seed=0, decide=decide)
    assert state.depth == 5


def test_random_start_without_first_keeps_the_roles_of_the_current_match() -> None:
    state = played(Start.RANDOM, [4])
    match = state.match
    assert match is not None
    params = {k: v for k, v in state.link(BASEBALL).items() if k != "first"}
    assert opened(state, params, seed=1, decide=never) == []
    assert state.match is match


@pytest.mark.parametrize("start", list(Start))
def test_the_same_link_twice_leaves_the_match_untouched(start: Start) -> None:
    state = played(start, [0, 8, 2])
    match, stamp, params = state.match, state.turn.stamp, state.link(BASEBALL)
    assert opened(state, params, seed=5, decide=never) == []
    assert state.match is match and state.turn.stamp == stamp

    fresh, _ = reopened({"start": "me", "moves": "4"})
    match, stamp = fresh.match, fresh.turn.stamp
    opened(fresh, fresh.link(BASEBALL), seed=5, decide=never)
    assert fresh.match is match and fresh.turn.stamp == stamp


def test_a_different_link_replaces_the_match_and_advances_the_turn() -> None:
    state = played(Start.ME, [4])
    stamp = state.turn.stamp
    opened(state, {"start": "me", "moves": "0,1"}, seed=0, decide=never)
    assert state.played == [0, 1] and state.turn.stamp == stamp + 1
    state.tap(2, stamp, decide)  # 링크 앞의 판에 그려진 단추는 듣지 않는다
    assert state.played == [0, 1]


def test_a_footholds_only_link_leaves_the_match_alone() -> None:
    state = played(Start.ME, [4])
    match, stamp = state.match, state.turn.stamp
    dropped = opened(state, {"board": "11,11", "a": "0,0", "b": "1,1"}, seed=0, decide=never)
    assert dropped == []
    assert state.match is match and state.turn.stamp == stamp
    assert (state.board_text, state.a_text, state.b_text) == ("11,11", "0,0", "1,1")


@pytest.mark.parametrize(
    ("params", "names"),
    [
        ({"board": "abc"}, ["board"]),
        ({"board": "121,111"}, ["board"]),  # 0/1 이 아닌 칸
        ({"board": ""}, ["board"]),
        ({"a": "x"}, ["a"]),
        ({"a": "--1,0"}, ["a"]),
        ({"b": "1;2"}, ["b"]),
        ({"b": "1,2,3"}, ["b"]),
        ({"board": "zzz", "a": "2,2", "b": "(0; 1)"}, ["board", "b"]),
    ],
)
def test_unreadable_footholds_values_are_dropped_and_the_old_ones_kept(
    params: dict[str, str], names: list[str]
) -> None:
    state = GameTreeState()
    old = {"board": state.board_text, "a": state.a_text, "b": state.b_text}
    assert [d.name for d in opened(state, params, seed=0, decide=never)] == names
    now = {"board": state.board_text, "a": state.a_text, "b": state.b_text}
    assert now == {k: old[k] if k in names or k not in params else params[k] for k in old}
    assert state.match is None  # 삼목 매개변수가 없으니 판도 만들지 않는다


def test_readable_footholds_values_that_do_not_fit_are_kept_as_typed() -> None:
    # 글 상자에 그렇게 쓴 화면과 같다: 페이지가 '판 밖' · '모양' 오류를 보인다
    state = GameTreeState()
    params = {"board": "111,11", "a": "5,5", "b": "-1,0"}
    assert opened(state, params, seed=0, decide=never) == []
    assert (state.board_text, state.a_text, state.b_text) == ("111,11", "5,5", "-1,0")


# --- AI 의 온도 (난이도) ---------------------------------------------------------------------


def test_a_link_with_a_temperature_opens_with_that_setting_and_writes_it_back() -> None:
    state, dropped = reopened({"start": "me", "moves": "4", "temperature": "2", "seed": "77"})
    assert dropped == []
    assert (state.temperature, state.seed) == (2.0, 77)
    params = state.link(BASEBALL)
    assert (params["temperature"], params["seed"]) == ("2", "77")
    again, _ = reopened(params, ai=never)
    assert (again.temperature, again.seed, again.match) == (2.0, 77, state.match)


def test_at_temperature_zero_the_link_names_neither_temperature_nor_seed() -> None:
    params = played(Start.ME, [4]).link(BASEBALL)
    assert params["temperature"] == "" and params["seed"] == ""  # 주소에 쓰지 않는 빈 값


@pytest.mark.parametrize(
    ("params", "names"),
    [
        ({"temperature": "hot"}, ["temperature"]),
        ({"temperature": "3"}, ["temperature"]),  # 고르기 상자에 없는 온도
        ({"temperature": "-1"}, ["temperature"]),
        ({"temperature": "nan"}, ["temperature"]),
        ({"temperature": "inf"}, ["temperature"]),
        ({"seed": "-1"}, ["seed"]),
        ({"seed": "x7"}, ["seed"]),
        ({"seed": str(2**40)}, ["seed"]),
        ({"temperature": "1e9", "seed": "½"}, ["temperature", "seed"]),
    ],
)
def test_junk_temperature_or_seed_is_dropped_and_the_old_setting_kept(
    params: dict[str, str], names: list[str]
) -> None:
    state = GameTreeState(start=Start.ME, temperature=0.5)
    dropped = opened(state, {"start": "me", **params}, seed=0, decide=decide)
    assert [d.name for d in dropped] == names
    assert state.temperature == 0.5 and state.match is not None


def reply_to_corner(temperature: float, seed: int) -> int:
    """사람 (X) 이 모서리 0 에 두었을 때 AI (O) 의 답 (살아남는 답은 가운데 4 뿐)."""
    state = GameTreeState(start=Start.ME, temperature=temperature)
    state.new_match(random.Random(seed), decide)
    state.tap(0, state.turn.stamp, decide)
    assert state.match is not None and state.match.last is not None
    return state.match.last.move


def test_at_a_high_temperature_the_ai_sometimes_plays_a_worse_move_and_at_zero_never() -> None:
    scores = move_scores(parse_board("X../.../..."), "alphabeta").scores
    best = {c for c, v in scores.items() if v == max(scores.values())}
    assert best == {4}
    assert {reply_to_corner(0.0, seed) for seed in range(30)} == best
    hot = [reply_to_corner(5.0, seed) for seed in range(30)]
    assert any(cell not in best for cell in hot)
    assert len(set(hot)) > 2  # 고르게 가깝게 여러 칸


def test_the_link_and_the_moves_reproduce_a_game_against_a_warm_ai() -> None:
    """온도가 있는 AI 도 씨앗이 링크에 있어, 같은 링크에서 같은 수를 두면 같은 답이 온다."""
    first = GameTreeState(start=Start.ME, temperature=5.0)
    first.new_match(random.Random(3), decide)
    first.tap(0, first.turn.stamp, decide)
    link = first.link(BASEBALL)
    second, dropped = reopened(link, ai=never)
    assert dropped == [] and second.match == first.match
    for state in (first, second):
        cell = next(c for c in (8, 2, 6, 1, 3, 5, 7) if state.match.board[c] is None)
        state.tap(cell, state.turn.stamp, decide)
    assert second.played == first.played and len(first.played) == 4
