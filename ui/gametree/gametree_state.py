"""게임 나무 페이지의 상태: 삼목 한 판과 그 설정, 사라지는 발판의 입력 글 (streamlit 없음).

삼목의 칸 누름 · 새 게임은 그려진 차례에만 듣는다 (ui/turns.py): 빠르게 두 칸을 누르면 두
번째는 사용자가 보지 못한 판을 향한 요청이라 버린다. 탐색 방법과 깊이는 다음 AI 수부터 쓴다.

링크 (ui/links.py) 의 매개변수:
- moves: 지금까지 둔 칸 번호 (행 우선) 를 둔 차례대로 쉼표로 ('4,0,8'). AI 의 수도 들어 있어 다시
  열 때 AI 에게 묻지 않고 기록대로 놓는다 (동점 수를 무작위로 골라도 같은 판이 열린다).
- start: 먼저 두는 쪽 설정 (me / ai / random). first: start 가 random 일 때 이 판에서 실제로
  먼저 둔 쪽 (me / ai). 없으면 지금 판의 역할, 판이 없으면 무작위.
- algorithm: minimax / alphabeta. depth: 1-8, 없으면 끝까지 (주소에 빈 값은 쓰지 않으므로).
- temperature: AI 의 온도 (난이도, TEMPERATURES 의 하나; 없으면 0 = 늘 가장 좋은 수).
  seed: 온도가 0 보다 클 때 AI 가 고르는 무작위의 씨앗 (수마다 (씨앗, 몇 번째 수) 로 뽑는다:
  링크와 둔 수가 같으면 같은 판, 같은 다음 수).
  start · algorithm · temperature 가 없으면 지금 설정. 이 가운데 하나도 없는 링크는 삼목 판을
  두고 간다.
- board, a, b: 사라지는 발판의 글 상자 그대로 ('111,101,111', '1,0', '1,2'). 읽을 수 없는
  글만 버린다 (판과 맞지 않는 위치는 페이지가 오류로 보인다).
- why_order: 'AI가 고른 방법' 의 수 순서 (centre: 가운데 먼저, 없으면 칸 번호 차례).
  why_step: 그 단계 (AI 가 해 본 몇 번째 수, 없으면 0 = 시작 전). 판이 바뀌면 0 으로 돌아간다.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import numpy as np

from solver.codebreaking.variants import Variant
from solver.gametree import footholds, tictactoe
from solver.gametree.match import (
    Match,
    MatchError,
    Start,
    human_seat,
    new_match,
    replay,
)
from solver.gametree.negamax import ALGORITHMS
from solver.gametree.temperature import temperature_choice
from solver.gametree.tictactoe import Board, Decision

from ..link_reader import (
    Dropped,
    Opening,
    Param,
    Params,
    Prefix,
    int_between,
    int_list,
    read_int,
    read_link,
)
from ..turns import TurnGuard

__all__ = [
    "DEPTHS",
    "DEPTH_CHOICES",
    "MAX_SEED",
    "TEMPERATURES",
    "TO_THE_END",
    "BestMove",
    "GameTreeState",
    "Scores",
]

# 삼목 AI 의 가장 좋은 수 (판, 탐색 방법, 깊이 → 결정): 화면은 캐시를, 시험은 best_move 를 건넨다
BestMove = Callable[[Board, str, "int | None"], Decision]
# 삼목 AI 의 칸마다의 값 (판, 깊이 → 칸 → 둘 쪽 관점의 값): 온도가 0 보다 클 때 softmax 에 쓴다
Scores = Callable[[Board, "int | None"], Mapping[int, float]]


def exact_scores(board: Board, depth: int | None) -> Mapping[int, float]:
    """캐시 없는 칸마다의 값 (시험의 기본값; 화면은 ui/caches.score_map)."""
    return tictactoe.move_scores(board, "alphabeta", depth).scores


# 깊이 제한 고르기 (None = 끝까지)
DEPTHS: tuple[int | None, ...] = (1, 2, 3, 4, 5, 6, 7, 8, None)
# 고르기 상자의 선택지: '끝까지' 는 TO_THE_END (0). 고르기 상자는 None 을 '고르지 않음' 으로 보여
# 'Choose an option' 이라고 쓰므로 None 을 선택지로 쓰지 않는다
TO_THE_END = 0
DEPTH_CHOICES = tuple(TO_THE_END if d is None else d for d in DEPTHS)
# first 의 값 → 사람이 먼저 두는지
FIRST = {"me": True, "ai": False}
# AI 의 온도 (난이도): 0 은 늘 가장 좋은 수 (동점이면 탐색의 규칙대로), 클수록 고르게 (softmax)
TEMPERATURES: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0, 5.0)
MAX_SEED = 2**32 - 1


@dataclass
class GameTreeState:
    """게임 나무 페이지 전체. match 는 처음 그릴 때 만든다.

    temperature: AI 의 온도 (TEMPERATURES). seed: 온도가 있는 AI 가 쓰는 씨앗 (새 판마다 새로).
    """

    start: Start = Start.RANDOM
    algorithm: str = "alphabeta"
    depth: int | None = None
    temperature: float = 0.0
    seed: int = 0
    match: Match[Board, int] | None = None
    board_text: str = "111,111,111"
    a_text: str = "1,0"
    b_text: str = "1,2"
    why_ordered: bool = False
    why_step: int = 0
    turn: TurnGuard = field(default_factory=TurnGuard)

    def choose_algorithm(self, algorithm: str) -> None:
        """탐색 방법 (ALGORITHMS: minimax / alphabeta): AI 의 다음 수와 노드 수에 쓴다."""
        self.algorithm = algorithm

    def write_footholds(
        self, *, board: str | None = None, a: str | None = None, b: str | None = None
    ) -> None:
        """사라지는 발판의 글 상자 (판, A 의 자리, B 의 자리): 준 것만 바꾼다. 읽기는 그릴 때
        (ui/caches.footholds_game: 틀린 글은 까닭을 보이고 글은 그대로 둔다)."""
        if board is not None:
            self.board_text = board
        if a is not None:
            self.a_text = a
        if b is not None:
            self.b_text = b

    @property
    def played(self) -> list[int]:
        """둔 칸들, 둔 차례대로 (사람 · AI 모두; 판이 없으면 빈 목록)."""
        return [] if self.match is None else list(self.match.played)

    def _ai(self, decide: BestMove, scores: Scores) -> Callable[[Match[Board, int]], int]:
        """지금 설정의 AI (match.Decide): 온도 0 이면 decide 의 가장 좋은 수, 아니면 scores 의
        softmax 에서 (씨앗, 몇 번째 수) 로 뽑은 수 (같은 링크와 수면 같은 수)."""

        def choose(match: Match[Board, int]) -> int:
            if self.temperature == 0:
                return decide(match.board, self.algorithm, self.depth).cell
            rng = np.random.default_rng([self.seed, len(match.played)])
            values = scores(match.board, self.depth)
            return temperature_choice(values, temperature=self.temperature, rng=rng).move

        return choose

    def new_match(
        self,
        rng: random.Random,
        decide: BestMove,
        stamp: int | None = None,
        scores: Scores = exact_scores,
    ) -> None:
        """새 판 (AI 가 먼저면 첫 수까지) 과 새 씨앗. stamp 를 주면 그 차례의 단추만 듣는다."""
        if self.turn.ignores(stamp):
            return
        human = human_seat(self.start, rng)
        self.seed = rng.randint(0, MAX_SEED)  # 역할을 고른 뒤에 (역할의 무작위를 바꾸지 않게)
        self.match = new_match(tictactoe.RULES, human, self._ai(decide, scores), self.depth)
        self.why_step = 0
        self.turn.next_turn()

    def choose_start(
        self, start: Start, rng: random.Random, decide: BestMove, scores: Scores = exact_scores
    ) -> None:
        """먼저 두는 쪽을 바꾸고 새 판을 시작한다."""
        self.start = Start(start)
        self.new_match(rng, decide, scores=scores)

    def choose_temperature(self, temperature: float) -> None:
        """AI 의 온도 (TEMPERATURES 의 하나): AI 의 다음 수부터 쓴다."""
        self.temperature = float(temperature)

    def settle(self, rng: random.Random, decide: BestMove, scores: Scores = exact_scores) -> None:
        """그리기 전에 판을 갖춘다: 판이 없으면 새 판 (AI 가 먼저면 첫 수까지), 링크가 AI 차례에서
        멈췄으면 AI 가 답한다 (사람 차례 · 끝난 판이면 AI 에게 묻지 않는다)."""
        if self.match is None:
            self.new_match(rng, decide, scores=scores)
            return
        before = self.match
        self.match = before.reply(self._ai(decide, scores), self.depth)
        if self.match is not before:
            self.turn.next_turn()

    def tap(self, cell: int, stamp: int, decide: BestMove, scores: Scores = exact_scores) -> None:
        """사람이 cell 을 누른다. 지난 차례의 누름이나 둘 수 없는 칸은 판을 바꾸지 않는다."""
        if self.turn.ignores(stamp) or self.match is None:
            return
        try:
            self.match = self.match.play(cell, self._ai(decide, scores), self.depth)
        except MatchError:
            return  # 꺼진 칸 단추라 보통은 오지 않는다
        self.why_step = 0
        self.turn.next_turn()

    def why_step_to(self, step: int, total: int) -> None:
        """'AI가 고른 방법' 의 단계를 step 으로 (total: AI 가 해 본 수의 수, 0..total 안으로).
        걸음 단추는 차례를 들고 오지 않는다: 브라우저가 한 실행에 하나씩 보내고
        (ui/turns.step_key), 다음 누름은 그 실행이 그린 단추 (새 단계) 를 누른다. 판의 단추는
        그대로라 차례를 넘기지 않는다."""
        self.why_step = max(0, min(step, total))

    def choose_why_order(self, ordered: bool) -> None:
        """'AI가 고른 방법' 의 수 순서 (가운데 먼저인지). 탐색이 달라지므로 처음 단계로."""
        self.why_ordered, self.why_step = bool(ordered), 0
        self.turn.next_turn()

    @property
    def depth_choice(self) -> int:
        """깊이 고르기 상자의 값 (DEPTH_CHOICES 의 하나: 끝까지는 TO_THE_END)."""
        return TO_THE_END if self.depth is None else self.depth

    def choose_depth(self, choice: int) -> None:
        """깊이 고르기 상자가 바뀌었다 (TO_THE_END 는 끝까지)."""
        self.depth = None if choice == TO_THE_END else choice

    def link(self, variant: Variant) -> dict[str, str]:
        """이 화면을 다시 여는 매개변수 (모양은 모듈 설명). 게임 나무는 게임 종류 (variant) 와
        상관없다 (PageState 의 약속이라 받는다)."""
        params = {"start": self.start.value}
        if self.start is Start.RANDOM and self.match is not None:
            params["first"] = "me" if self.match.human == 0 else "ai"
        params |= {
            "algorithm": self.algorithm,
            "depth": "" if self.depth is None else str(self.depth),
            "temperature": f"{self.temperature:g}" if self.temperature else "",
            "seed": str(self.seed) if self.temperature else "",
            "moves": ",".join(map(str, self.played)) if self.match is not None else "",
            "board": self.board_text,
            "a": self.a_text,
            "b": self.b_text,
            "why_order": WHY_ORDER[True] if self.why_ordered else "",
            "why_step": str(self.why_step) if self.why_step else "",
        }
        return params

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 화면을 연다. 읽을 수 없는 매개변수는 지금 값을 두고 버린 것들을 돌려준다.

        moves 는 둘 수 없는 칸 (찬 칸, 판 밖, 끝난 판 뒤, 숫자 아님) 앞까지만 놓는다. 그 뒤가
        AI 차례면 페이지가 늘 하듯 AI 가 답한다. 지금 판과 같은 판이면 판을 건드리지 않는다
        (같은 링크를 두 번 열어도 판이 새로 시작되지 않게).
        역할을 정할 수 없으면 (start 가 random 이고 first 도 지금 판도 없으면) opening.seed 의
        무작위로 고른다. 링크가 AI 차례에서 멈췄으면 AI 는 여기서 두지 않는다: 페이지가 그리기
        전에 settle 로 (기다리는 표시 안에서) 답하게 한다.
        """
        rng = random.Random(opening.seed)
        values, dropped = read_link(params, _LINK_TABLE)
        if any(params.get(name) is not None for name in MATCH_PARAMS):
            self._open_match(params, values, rng, dropped)
        for name, attr in (("board", "board_text"), ("a", "a_text"), ("b", "b_text")):
            if name in values:
                setattr(self, attr, values[name])
        if any(params.get(name) is not None for name in (*MATCH_PARAMS, "why_order", "why_step")):
            # 단계는 판 다음에 (판을 연 _open_match 가 단계를 0 으로 돌린다). 해 본 수보다 큰
            # 단계는 페이지가 마지막 수로 줄인다 (해 본 수의 수는 탐색을 해야 안다)
            self.why_ordered = bool(values.get("why_order", False))
            self.why_step = int(values.get("why_step", 0))  # type: ignore[call-overload]
        return dropped

    def _open_match(
        self,
        params: Params,
        values: Mapping[str, object],
        rng: random.Random,
        dropped: list[Dropped],
    ) -> None:
        """링크의 삼목 설정과 판을 연다 (버린 것은 dropped 에 더한다). 없는 depth 는 끝까지
        (주소에 빈 값을 쓰지 않으므로), 없는 start · algorithm 은 지금 설정."""
        self.algorithm = str(values.get("algorithm", self.algorithm))
        if params.get("depth") is None or "depth" in values:
            self.depth = values.get("depth")  # type: ignore[assignment]
        self.temperature = float(values.get("temperature", self.temperature))  # type: ignore[arg-type]
        self.start = Start(values.get("start", self.start))
        human = 0 if self._human_first(values.get("first"), rng, dropped) else 1
        moves: Prefix = values.get("moves", Prefix((), (), True))  # type: ignore[assignment]
        seed: int | None = values.get("seed")  # type: ignore[assignment]
        # AI 의 수도 AI 에게 묻지 않고 기록대로 놓는다 (마지막 것은 점수 그림이 다시 그릴 수 있게
        # LastMove 로 남는다)
        match = replay(tictactoe.RULES, human, moves.values, self.depth)
        if len(match.played) < len(moves.values):
            dropped.append(moves.cut(len(match.played)).dropped("moves"))
        if self.match is not None and (human, match.played) == (
            self.match.human,
            self.match.played,
        ):
            self.seed = seed if seed is not None else self.seed
            return  # 지금 판 그대로 (차례도 넘기지 않는다: 그려진 단추가 그대로 듣게)
        # 씨앗이 없는 링크의 새 판은 새 씨앗 (역할을 고른 뒤에 뽑는다: 역할의 무작위를 바꾸지 않게)
        self.seed = seed if seed is not None else rng.randint(0, MAX_SEED)
        self.match = match
        self.why_step = 0
        self.turn.next_turn()

    def _human_first(self, first: bool | None, rng: random.Random, dropped: list[Dropped]) -> bool:
        """이 판에서 사람이 먼저 두는지: start 가 정하고, random 이면 first · 지금 판 · rng 순."""
        if self.start is not Start.RANDOM:
            fixed = self.start is Start.ME
            if first is not None and first != fixed:
                dropped.append(Dropped("first"))  # 설정과 어긋나는 역할: 설정을 따른다
            return fixed
        if first is not None:
            return first
        if self.match is not None:
            return self.match.human == 0
        return rng.random() < 0.5


def _first(text: str) -> bool:
    """first 의 값: 사람이 먼저 두는지."""
    value = FIRST.get(text.strip())
    if value is None:
        raise ValueError(f"first must be me or ai, not {text!r}")
    return value


def _depth(text: str) -> int | None:
    """깊이 제한 (DEPTHS 의 하나; 빈 글은 끝까지 = None)."""
    if not text.strip():
        return None
    depth = int_between(1, 99)(text)
    if depth not in DEPTHS:
        raise ValueError(f"depth {depth} is not offered")
    return depth


def _temperature(text: str) -> float:
    """AI 의 온도 (TEMPERATURES 의 하나; 빈 글은 0). '2' · '2.0' 은 같다."""
    if not text.strip():
        return 0.0
    value = float(text.strip())  # 'abc' 는 ValueError, 'nan' 은 아래에서 떨어진다
    if value not in TEMPERATURES:
        raise ValueError(f"temperature {text!r} is not offered")
    return value


def _seed(text: str) -> int | None:
    """온도가 있는 AI 의 씨앗 (0..MAX_SEED; 빈 글은 없음 = None: 주소에 빈 값은 쓰지 않으므로)."""
    if not text.strip():
        return None
    value = read_int(text, 0, MAX_SEED)
    if value is None:
        raise ValueError(f"seed must be an integer 0..{MAX_SEED}, not {text!r}")
    return value


def _algorithm(text: str) -> str:
    """탐색 방법 (minimax / alphabeta)."""
    if text.strip() not in ALGORITHMS:
        raise ValueError(f"unknown algorithm {text!r}")
    return text.strip()


def _field(parse: Callable[[str], object]) -> Callable[[str], str]:
    """발판 글 상자의 값: 파서가 읽을 수 있는 글이면 그대로 (모양이 틀린 판이나 판 밖 · 구멍
    위의 위치는 글 상자에 그렇게 쓴 화면과 같으므로 두고, 페이지의 오류가 알린다)."""

    def read(text: str) -> str:
        parse(text)  # FootholdsError 는 ValueError
        return text

    return read


# why_order 의 값 → 가운데 먼저인지
WHY_ORDER = {True: "centre", False: "cells"}


def _why_order(text: str) -> bool:
    """why_order 의 값: 가운데 먼저인지 (빈 글은 칸 번호 차례: 주소에 빈 값은 쓰지 않으므로)."""
    found = {v: k for k, v in WHY_ORDER.items()}.get(text.strip() or WHY_ORDER[False])
    if found is None:
        raise ValueError(f"why_order must be centre or cells, not {text!r}")
    return found


# 게임 나무 링크의 매개변수 (모양은 모듈 설명): 삼목의 것, 발판의 것, 'AI가 고른 방법' 의 것
_MATCH_TABLE = (
    Param("algorithm", _algorithm),
    Param("depth", _depth),
    Param("start", lambda text: Start(text.strip())),
    Param("first", _first),
    Param("moves", int_list(0, tictactoe.CELLS - 1)),
    Param("temperature", _temperature),
    Param("seed", _seed),
)
_LINK_TABLE = (
    *_MATCH_TABLE,
    Param("board", _field(footholds.parse_board)),
    Param("a", _field(footholds.parse_position)),
    Param("b", _field(footholds.parse_position)),
    Param("why_order", _why_order),
    Param("why_step", lambda text: int_between(0, 9)(text) if text.strip() else 0),
)
# 이 가운데 하나라도 링크에 있으면 삼목 판을 링크대로 연다
MATCH_PARAMS = tuple(param.name for param in _MATCH_TABLE)
