"""활동이 끝났을 때 자리 (seat) 가 적는 결과: 활동마다의 JSON 객체와 시도의 열쇠 (streamlit 없음).

함수마다 판이 끝났으면 Finished, 아직이면 None 을 돌려준다: 끝남의 조건이 여기 한 곳에 있어
페이지는 `f.seat(payloads.connect4(state))` 한 줄이다. 모양은 선생님의 판과의 약속이다 (공통 요약).
시도의 열쇠는 끝난 판을 정하는 링크 값의 sha256 앞부분이라, 두 번 누름 · 새로 고침 · 다시 보내기가
한 줄만 적는다. 판과 상관없는 설정 (보기, 코치, 후보 수 보기) 은 열쇠에 넣지 않는다.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from results.records import Activity
from solver.codebreaking.analysis import TurnAnalysis
from solver.codebreaking.duel import Duel
from solver.codebreaking.session import CodeGame
from solver.codebreaking.variants import Variant
from solver.gametree.alphabeta_check import Reason, Verdict
from solver.gametree.alphabeta_check import check as grade
from solver.gametree.match import Status
from solver.gametree.mcts_trace import Playout
from solver.gametree.random_tree import Path, Solution

from ..codebreaking.duel_state import DuelState
from ..codebreaking.keeper_state import KeeperState
from ..codebreaking.you_guess_state import GuessSlot
from ..gametree.alphabeta_state import AlphaBetaState, View
from ..gametree.connect4_state import Connect4State
from ..gametree.gametree_state import GameTreeState
from ..gametree.mcts_state import MctsState, guesses_text, moves_text
from .seat_game import game_of, pick

__all__ = [
    "ATTEMPT_LENGTH",
    "Finished",
    "alphabeta",
    "attempt_key",
    "connect4",
    "duel",
    "gametree",
    "keeper",
    "mcts",
    "path_text",
    "you_guess",
]

# 시도 열쇠의 길이 (sha256 16 진수의 앞부분, 64 자 이하의 약속)
ATTEMPT_LENGTH = 32


@dataclass(frozen=True)
class Finished:
    """끝난 활동 하나: 무엇을 (activity), 어느 시도로 (attempt), 무엇을 적나 (payload)."""

    activity: Activity
    attempt: str
    payload: dict[str, Any]


def attempt_key(activity: Activity, game: Mapping[str, str]) -> str:
    """끝난 판 하나의 열쇠: 활동과 판을 정하는 링크 값에서 (같은 판이면 언제나 같다).

    >>> len(attempt_key(Activity.CONNECT4, {"moves": "4453"}))
    32
    """
    text = f"{activity.value}?{urlencode(sorted(game.items()))}"
    return hashlib.sha256(text.encode()).hexdigest()[:ATTEMPT_LENGTH]


def _finished(activity: Activity, game: Mapping[str, str], payload: dict[str, Any]) -> Finished:
    return Finished(activity, attempt_key(activity, game), {"activity": activity.value, **payload})


def path_text(path: Path) -> str:
    """노드의 길: 뿌리에서 자식 번호를 점으로 ('0.1', 뿌리는 '')."""
    return ".".join(map(str, path))


def _total(values: Sequence[float]) -> float | None:
    """턴마다 값의 합 (소수 셋째 자리까지), 턴이 없으면 None."""
    return round(float(sum(values)), 3) if values else None


def you_guess(
    variant: Variant, slot: GuessSlot, analyses: Sequence[TurnAnalysis]
) -> Finished | None:
    """직접 맞히기: 비밀 수를 맞혔으면 끝. skill · luck 은 코치의 턴마다 값 (남을 후보 평균의
    차이, 대답의 몫) 의 합이다 (0 이면 최선만큼 · 운은 보통)."""
    game = slot.game
    if not game.won:
        return None
    guesses = list(game.guesses)
    link = {"variant": variant.name, "game": str(slot.number), "keeper": slot.settings.answerer}
    return _finished(
        Activity.YOU_GUESS,
        link | {"guesses": ",".join(guesses)},
        {
            "variant": variant.name,
            "game": slot.number,
            "secret": guesses[-1],
            "guesses": len(guesses),
            "guess_list": guesses,
            "hard": slot.settings.hard,
            "hints": len(slot.hinted),
            "skill": _total([a.skill for a in analyses]),
            "luck": _total([a.luck for a in analyses]),
        },
    )


def keeper(variant: Variant, state: KeeperState, game: CodeGame) -> Finished | None:
    """비밀 지키기: 컴퓨터가 맞혔거나 대답이 서로 어긋나 (모순) 판이 끝났으면 끝."""
    if not game.over:
        return None
    return _finished(
        Activity.KEEPER,
        {"variant": variant.name, **state.link(variant)},
        {
            "variant": variant.name,
            "guesses": len(game.turns),
            "contradictions": int(game.contradiction),
            "solved": game.won,
        },
    )


def alphabeta(state: AlphaBetaState, solution: Solution) -> Finished | None:
    """알파-베타 연습: '확인' 이 모두 맞음을 보였거나 (페이지의 축하), 학생이 풀이를 열었으면 끝.
    그때의 표시를 채점해 적는다 (풀이를 먼저 열었으면 그 앞의 답이 기록이다)."""
    puzzle = state.puzzle
    if puzzle is None:
        return None
    check = grade(solution, state.marks.answer())
    solved = state.view is View.ANSWER and state.checked and check.all_right
    if not solved and state.view is not View.SOLUTION:
        return None
    wrong = sorted({m.path for m in check.marks if m.verdict is Verdict.WRONG})
    missed = sorted(
        m.path for m in check.marks if m.verdict is Verdict.MISSING and m.reason is Reason.CUT
    )
    game = {
        "seed": str(puzzle.seed),
        "depth": str(puzzle.shape.depth),
        "branching": puzzle.shape.text,
        "root": puzzle.root.value,
    }
    return _finished(
        Activity.ALPHABETA,
        game,
        {
            "seed": puzzle.seed,
            "depth": puzzle.shape.depth,
            "branching": puzzle.shape.text,
            "root": puzzle.root.value,
            "right": check.count(Verdict.RIGHT),
            "wrong": check.count(Verdict.WRONG),
            "wrong_nodes": [path_text(p) for p in wrong],
            "cutoffs_found": check.cuts_found,
            "cutoffs_total": check.cuts_total,
            "missed_cuts": [path_text(p) for p in missed],
            "checks": state.checks,
        },
    )


# 판 (match.Match, 삼목 · 사목 같이) 의 끝 → 학생 쪽의 결과
_RESULT = {Status.HUMAN_WON: "win", Status.AI_WON: "loss", Status.DRAW: "draw"}
# 판을 정하는 링크 값 (보기 · 발판 글 · 씨앗은 빼고: 둔 수가 판을 정한다)
_TICTACTOE_GAME = ("start", "first", "algorithm", "depth", "temperature", "moves")
_TICTACTOE_AI = ("algorithm", "depth", "temperature")
_CONNECT4_GAME = ("moves", "start", "ai", "temp")
_CONNECT4_AI = ("ai", "temp")


def _played(
    activity: Activity,
    result: str | None,
    link: Mapping[str, str],
    names: Sequence[str],
    ai: Sequence[str],
) -> Finished | None:
    """AI 와 한 판 (삼목 · 사목): 끝났으면 결과, 수순, AI 설정 (링크의 AI 값을 쿼리 글로)."""
    if result is None:
        return None
    game = pick(link, names)
    payload = {"result": result, "moves": link.get("moves", ""), "ai": urlencode(pick(link, ai))}
    return _finished(activity, game, payload)


def gametree(variant: Variant, state: GameTreeState) -> Finished | None:
    """AI 와 삼목: 판이 끝났으면 (이김 · 짐 · 비김) 끝."""
    if state.match is None:
        return None
    result = _RESULT.get(state.match.status)
    return _played(Activity.TICTACTOE, result, state.link(variant), _TICTACTOE_GAME, _TICTACTOE_AI)


def connect4(variant: Variant, state: Connect4State) -> Finished | None:
    """AI 와 사목: 판이 끝났으면 (이김 · 짐 · 비김) 끝."""
    result = _RESULT.get(state.match.status)
    return _played(Activity.CONNECT4, result, state.link(variant), _CONNECT4_GAME, _CONNECT4_AI)


def mcts(state: MctsState, playouts: Sequence[Playout[int]]) -> Finished | None:
    """MCTS 의 예측 연습: 예측을 PRACTICE_ROUNDS 번 눌렀으면 끝 (MctsState.rounds). 누른 차례로 처음
    그만큼을 그 playout 의 뿌리 고르기와 견준다 (playouts: 그 playout 들을 담은 발자취). misses:
    틀린 예측의 playout 번호 (판이 '가장 많이 틀린 걸음' 을 센다)."""
    rounds = state.rounds()
    if rounds is None:
        return None
    chose = [_root_choice(playouts, n) for n, _ in rounds]
    misses = [n for (n, guess), right in zip(rounds, chose, strict=True) if guess != right]
    moves = moves_text(state.game, state.moves)
    game = {
        "game": state.game.value,
        "moves": moves,
        "seed": str(state.seed),
        "c": state.c_text,
        "guesses": guesses_text(dict(rounds)),
    }
    return _finished(
        Activity.MCTS,
        game,
        {
            "game": state.game.value,
            "moves": moves,
            "seed": state.seed,
            "c": state.c_text,
            "right": len(rounds) - len(misses),
            "total": len(rounds),
            "misses": misses,
            "predictions": [
                [n, guess, right] for (n, guess), right in zip(rounds, chose, strict=True)
            ],
        },
    )


def _root_choice(playouts: Sequence[Playout[int]], n: int) -> int | None:
    """playout n 의 고르기에서 뿌리가 고른 수 (뿌리가 아직 모든 수를 보지 않았으면 None)."""
    select = playouts[n - 1].select
    return select[0].chose if select else None


def duel(variant: Variant, state: DuelState, played: Duel) -> Finished | None:
    """AI 와 대결: 같은 횟수의 규칙으로 판이 끝났으면 (played.outcome) 끝. 시도의 열쇠는 판을
    정하는 값 (변형 · 난이도 · 게임 번호 · 먼저 하는 쪽 · 비밀 지키기 · 둔 수들: seat_game 의 규칙
    이름) 에서: 새로 고침 · 두 번 누름이 같은 줄이다. 적어 둔 비밀은 싣지 않는다."""
    outcome = played.outcome
    if outcome is None:
        return None
    slot = state.slots[variant.name]
    game = game_of(Activity.DUEL, {"variant": variant.name, **state.link(variant)})
    return _finished(
        Activity.DUEL,
        game,
        {
            "variant": variant.name,
            "level": slot.settings.level.value,
            "result": outcome.value,
            "guesses": len(played.mine),
            "ai_guesses": played.answered,
        },
    )
