"""게임 나무 페이지의 상태: 삼목 한 판과 그 설정, 사라지는 발판의 입력 글 (streamlit 없음).

삼목의 칸 누름 · 새 게임은 그려진 차례에만 듣는다 (ui/turns.py): 빠르게 두 칸을 누르면 두
번째는 사용자가 보지 못한 판을 향한 요청이라 버린다. 탐색 방법과 깊이는 다음 AI 수부터 쓴다.

링크 (ui/links.py) 의 매개변수:
- moves: 지금까지 둔 칸 (0-8) 을 둔 차례대로 쉼표로 ('4,0,8'). AI 의 수도 들어 있어 다시 열 때
  AI 에게 묻지 않고 기록대로 놓는다 (동점 수를 무작위로 골라도 같은 판이 열린다).
- start: 먼저 두는 쪽 설정 (me / ai / random). first: start 가 random 일 때 이 판에서 실제로
  먼저 둔 쪽 (me / ai). 없으면 지금 판의 역할, 판이 없으면 무작위.
- algorithm: minimax / alphabeta. depth: 1-8, 없으면 끝까지 (주소에 빈 값은 쓰지 않으므로).
  start · algorithm 이 없으면 지금 설정. 이 다섯 가운데 하나도 없는 링크는 삼목 판을 두고 간다.
- board, a, b: 사라지는 발판의 글 상자 그대로 ('111,101,111', '1,0', '1,2'). 읽을 수 없는
  글만 버린다 (판과 맞지 않는 위치는 페이지가 오류로 보인다).
- why_order: 'AI가 고른 방법' 의 수 순서 (centre: 가운데 먼저, 없으면 칸 번호 차례).
  why_step: 그 단계 (AI 가 해 본 몇 번째 수, 없으면 0 = 시작 전). 판이 바뀌면 0 으로 돌아간다.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from solver.codebreaking.variants import Variant
from solver.gametree import footholds
from solver.gametree.negamax import ALGORITHMS
from solver.gametree.tictactoe import EMPTY, to_move
from solver.gametree.tictactoe_match import (
    Decide,
    LastMove,
    Match,
    MatchError,
    Start,
    Status,
    new_match,
)

from ..link_reader import (
    Dropped,
    Opening,
    Param,
    Params,
    Prefix,
    int_between,
    int_list,
    read_link,
)
from ..turns import TurnGuard

# ALGORITHMS, Start, Status: 페이지가 고르기 · 판의 형편을 이 모듈에서 읽는다 (페이지는 solver 를
# 부르지 않는다)
__all__ = [
    "ALGORITHMS",
    "DEPTHS",
    "DEPTH_CHOICES",
    "TO_THE_END",
    "GameTreeState",
    "Start",
    "Status",
]

# 깊이 제한 고르기 (None = 끝까지)
DEPTHS: tuple[int | None, ...] = (1, 2, 3, 4, 5, 6, 7, 8, None)
# 고르기 상자의 선택지: '끝까지' 는 TO_THE_END (0). 고르기 상자는 None 을 '고르지 않음' 으로 보여
# 'Choose an option' 이라고 쓰므로 None 을 선택지로 쓰지 않는다
TO_THE_END = 0
DEPTH_CHOICES = tuple(TO_THE_END if d is None else d for d in DEPTHS)
# first 의 값 → 사람이 먼저 두는지
FIRST = {"me": True, "ai": False}


@dataclass
class GameTreeState:
    """게임 나무 페이지 전체. match 는 처음 그릴 때 만든다.

    played: match 에 둔 칸들을 둔 차례대로 (사람 · AI 모두). 판 (Match) 은 순서를 모르는데
    링크가 같은 판을 다시 열려면 순서가 있어야 한다 (먼저 이은 줄에서 판이 끝난다).
    """

    start: Start = Start.RANDOM
    algorithm: str = "alphabeta"
    depth: int | None = None
    match: Match | None = None
    played: list[int] = field(default_factory=list)
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

    def new_match(self, rng: random.Random, decide: Decide, stamp: int | None = None) -> None:
        """새 판 (AI 가 먼저면 첫 수까지). stamp 를 주면 그 차례의 단추만 듣는다."""
        if self.turn.ignores(stamp):
            return
        self.match = new_match(self.start, self.algorithm, self.depth, rng, decide)
        self.played = [] if self.match.last is None else [self.match.last.cell]
        self.why_step = 0
        self.turn.next_turn()

    def choose_start(self, start: Start, rng: random.Random, decide: Decide) -> None:
        """먼저 두는 쪽을 바꾸고 새 판을 시작한다."""
        self.start = Start(start)
        self.new_match(rng, decide)

    def settle(self, rng: random.Random, decide: Decide) -> None:
        """그리기 전에 판을 갖춘다: 판이 없으면 새 판 (AI 가 먼저면 첫 수까지), 링크가 AI 차례에서
        멈췄으면 AI 가 답한다 (사람 차례 · 끝난 판이면 AI 에게 묻지 않는다)."""
        if self.match is None:
            self.new_match(rng, decide)
            return
        before = self.match
        match = before.reply(self.algorithm, self.depth, decide)
        if match is not before and match.last is not None:
            self.match, self.played = match, [*self.played, match.last.cell]
            self.turn.next_turn()

    def tap(self, cell: int, stamp: int, decide: Decide) -> None:
        """사람이 cell 을 누른다. 지난 차례의 누름이나 둘 수 없는 칸은 판을 바꾸지 않는다."""
        if self.turn.ignores(stamp) or self.match is None:
            return
        before = self.match
        try:
            self.match = before.play(cell, self.algorithm, self.depth, decide)
        except MatchError:
            return  # 꺼진 칸 단추라 보통은 오지 않는다
        # AI 가 답했으면 last 가 새 객체다 (판이 끝나 답하지 않으면 그대로)
        replied = self.match.last is not before.last and self.match.last is not None
        self.played = [*self.played, cell, *([self.match.last.cell] if replied else [])]
        self.why_step = 0
        self.turn.next_turn()

    def why_step_to(self, step: int, total: int, stamp: int) -> None:
        """'AI가 고른 방법' 의 단계를 step 으로 (total: AI 가 해 본 수의 수, 0..total 안으로)."""
        if not self.turn.ignores(stamp):
            self.why_step = max(0, min(step, total))
            self.turn.next_turn()

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
            params["first"] = "me" if self.match.human == "X" else "ai"
        params |= {
            "algorithm": self.algorithm,
            "depth": "" if self.depth is None else str(self.depth),
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

        moves 는 둘 수 없는 칸 (찬 칸, 0-8 밖, 끝난 판 뒤, 숫자 아님) 앞까지만 놓는다. 그 뒤가
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
        self.start = Start(values.get("start", self.start))
        human_first = self._human_first(values.get("first"), rng, dropped)
        human = "X" if human_first else "O"
        moves: Prefix = values.get("moves", Prefix((), (), True))  # type: ignore[assignment]
        match, played = _replay(human, moves.values, self.depth)
        if len(played) < len(moves.values):
            dropped.append(moves.cut(len(played)).dropped("moves"))
        if self.match is not None and (human, played) == (self.match.human, self.played):
            return  # 지금 판 그대로 (차례도 넘기지 않는다: 그려진 단추가 그대로 듣게)
        self.match, self.played = match, played
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
            return self.match.human == "X"
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
    Param("moves", int_list(0, 8)),
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


def _replay(human: str, cells: tuple[int, ...], depth: int | None) -> tuple[Match, list[int]]:
    """빈 판에 칸들을 기록대로 놓는다: (판, 놓은 칸들). 둘 수 없는 칸에서 멈춘다.

    AI 의 수는 AI 에게 묻지 않고 놓되, 마지막 것은 점수 그림이 다시 그릴 수 있게 LastMove
    (두기 전 판, 칸, 지금 깊이) 로 남긴다.
    """
    match = Match(EMPTY, human)
    played: list[int] = []
    for cell in cells:
        if match.status not in (Status.PLAY, Status.AI) or match.board[cell] is not None:
            break
        stone = to_move(match.board)
        board = (*match.board[:cell], stone, *match.board[cell + 1 :])
        last = LastMove(match.board, cell, depth) if stone == match.ai else match.last
        match = Match(board, human, last)
        played.append(cell)
    return match, played
