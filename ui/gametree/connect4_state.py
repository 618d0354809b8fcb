"""사목 페이지의 상태: 한 판 (match.Match), AI 설정, 보는 칸, AI 끼리의 설정 (streamlit 없음).

열 단추 · 새 게임 · 계산 단추는 그려진 차례에만 듣는다 (ui/turns.py): 두 번 누른 열의 두 번째
누름은 사람이 보지 못한 판을 향한 요청이라 버린다. 사람의 수는 누름에서 바로 놓고 (돌이 곧바로
보인다), AI 의 수는 페이지가 그 판을 그린 뒤 기다리는 표시 안에서 settle 로 둔다: AI 가 생각하는
동안 열 단추는 꺼져 있어 그사이의 누름은 보내지지 않는다 (잃거나 두 번 두지 않는다). 판 · 자리 ·
둔 수 · AI 의 마지막 수는 삼목처럼 Match 가 갖는다 (사람의 자리 0 이면 먼저 둔다).

링크 (ui/links.py) 의 매개변수:
- moves: 빈 판부터 둔 열 (1-7) 의 글, 먼저 둔 쪽부터 ('4453', 명령줄 `connect4 --moves` 와 같다).
  AI 의 수도 들어 있어 다시 열 때 AI 에게 묻지 않고 기록대로 놓는다. 둘 수 없는 수 (가득 찬 열,
  끝난 뒤, 1-7 밖) 앞까지만 놓고 그렇다고 알린다.
- start: 먼저 두는 쪽 (me / ai). ai: AI 설정의 짧은 글 ('ab5', 'ab1s', 'mc2000';
  solver.gametree.connect4_ai.AISettings). temp: 온도 (0 = 가장 좋은 수). seed: AI 의 무작위 씨앗.
- view: 판 아래에 보는 칸 (why / tricks / solve / duel). run: 그 칸의 계산을 지금 판에서 했는지 (1).
  풀기의 '계속' 횟수는 링크에 없다: 서버가 판마다 이어 푼 것 (ui/solving.connect4_solved) 의 가장
  많이 푼 답을 보이므로 다시 연 화면도 그 답이다.
- duel_a, duel_b: AI 끼리의 두 설정 (DUEL_SPECS), duel_games: 판 수 (GAMES), duel_temp: 그 온도.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import takewhile

from solver.codebreaking.variants import Variant
from solver.gametree import connect4
from solver.gametree.connect4 import Connect4Position
from solver.gametree.connect4_ai import (
    DEPTHS,
    PLAYOUTS,
    SECONDS,
    TEMPERATURES,
    AIChoice,
    AISettings,
    Search,
)
from solver.gametree.match import Match, Status, replay

from ..link_reader import Dropped, Opening, Param, Params, choice, flag, int_between, read_link
from ..turns import TurnGuard

__all__ = [
    "AI_SPECS",
    "DUEL_SPECS",
    "GAMES",
    "TEMPERATURES",
    "Connect4State",
    "Connect4View",
    "Decide",
    "LastAI",
    "Opener",
    "Search",
]

# AI 설정의 선택지 (짧은 글): 깊이를 고른 알파-베타, 시간을 고른 알파-베타, MCTS
AI_SPECS: tuple[str, ...] = (
    *(AISettings(depth=d).spec for d in DEPTHS),
    *(AISettings(depth=None, seconds=s).spec for s in SECONDS),
    *(AISettings(Search.MCTS, None, None, p).spec for p in PLAYOUTS),
)
# AI 끼리는 판마다 스무 수 남짓을 두므로 한 판이 몇 초 안에 끝나는 설정만
DUEL_SPECS: tuple[str, ...] = ("ab2", "ab4", "ab6", "mc300", "mc1000")
GAMES: tuple[int, ...] = (2, 4, 6)
# 열마다 AI 의 결정: (AI 가 둘 판의 수순 글, 설정, 씨앗) → 고른 열과 그 까닭 (캐시는 ui/caches)
Decide = Callable[[str, AISettings, int], AIChoice]


class Opener(StrEnum):
    """먼저 두는 쪽 (링크의 start). 멤버의 차례가 사람의 자리 (Match.human) 다."""

    ME = "me"  # 사람이 자리 0: 먼저 둔다
    AI = "ai"  # 사람이 자리 1

    @property
    def seat(self) -> int:
        """사람의 자리 (0 이면 먼저 둔다)."""
        return list(Opener).index(self)


class Connect4View(StrEnum):
    """판 아래에 보는 칸."""

    WHY = "why"  # AI가 고른 방법
    TRICKS = "tricks"  # 각 기법이 아끼는 것
    SOLVE = "solve"  # 풀기
    DUEL = "duel"  # AI 끼리


@dataclass(frozen=True)
class LastAI:
    """AI 의 마지막 수 (Match.last 에서 읽는다): 그 수를 두기 전의 수순 글, 그때의 설정 ('AI가
    고른 방법' 이 다시 그린다), 판에 놓인 열."""

    before: str
    settings: AISettings
    column: int


def _fresh(human: int) -> Match[Connect4Position, int]:
    """빈 판의 새 판 (AI 가 먼저여도 아직 두지 않는다: 페이지의 settle 이 둔다)."""
    return Match(connect4.RULES, connect4.EMPTY_POSITION, human)


@dataclass
class Connect4State:
    """사목 페이지 전체. match: 지금 판 (사람의 자리, 둔 열들, AI 의 마지막 수). seed: 판의 씨앗
    (None 이면 아직 판이 없다: ready 가 새 판을 연다). last_settings: AI 의 마지막 수를 고른 설정
    (링크로 연 판은 알 수 없어 그때의 설정). rounds: 풀기에서 바라는 예산의 횟수 ('계속' 이
    늘린다; 서버가 그만큼 이미 풀었으면 다시 풀지 않는다)."""

    match: Match[Connect4Position, int] = field(default_factory=lambda: _fresh(0))
    ai: AISettings = field(default_factory=AISettings)
    seed: int | None = None
    view: Connect4View = Connect4View.WHY
    ran: bool = False
    rounds: int = 1
    duel_a: str = "ab4"
    duel_b: str = "mc1000"
    duel_games: int = 4
    duel_temp: float = 0.01
    last_settings: AISettings = field(default_factory=AISettings)
    turn: TurnGuard = field(default_factory=TurnGuard)

    # --- 판 -------------------------------------------------------------------------------

    @property
    def start(self) -> Opener:
        """먼저 두는 쪽 (사람의 자리에서)."""
        return list(Opener)[self.match.human]

    @property
    def moves(self) -> list[int]:
        """둔 열들 (1-7, 둔 차례대로, 사람 · AI 모두)."""
        return list(self.match.played)

    @property
    def text(self) -> str:
        """수순 글 ('4453')."""
        return connect4.format_moves(self.match.played)

    @property
    def over(self) -> bool:
        """판이 끝났는지."""
        return self.match.status not in (Status.PLAY, Status.AI)

    @property
    def ai_to_move(self) -> bool:
        """AI 가 둘 차례인지 (끝난 판이면 아니다)."""
        return self.match.status is Status.AI

    @property
    def last_ai(self) -> LastAI | None:
        """AI 의 마지막 수 (아직 두지 않았으면 None)."""
        last = self.match.last
        if last is None:
            return None
        before = connect4.format_moves(self.match.played[: last.before.plies])
        return LastAI(before, self.last_settings, last.move)

    def playable(self) -> frozenset[int]:
        """사람이 지금 누를 수 있는 열들 (AI 차례 · 끝난 판이면 없다)."""
        if self.match.status is not Status.PLAY:
            return frozenset()
        return frozenset(connect4.legal_columns(self.match.board))

    def tap(self, column: int, stamp: int) -> None:
        """사람이 열 column 에 둔다. 지난 차례의 누름이나 둘 수 없는 열은 판을 바꾸지 않는다."""
        if column not in self.playable() or not self.turn.take(stamp):
            return
        self.match = self.match.play(column)  # AI 는 페이지가 판을 그린 뒤 settle 로 답한다
        self.ran = False

    def ready(self, seed: int) -> None:
        """그리기 전에 판을 갖춘다: 판이 없으면 (처음 연 페이지) 새 판 (씨앗 seed)."""
        if self.seed is None:
            self.new_game(seed)

    def settle(self, decide: Decide) -> bool:
        """AI 차례면 AI 가 한 수 둔다 (아니면 아무것도 하지 않는다). 두었으면 True. 페이지는 판을
        그린 뒤 기다리는 표시 안에서 부른다 (사람의 돌이 먼저 보이게)."""
        before, drawn, ai, seed = self.match, self.turn.stamp, self.ai, self.seed or 0
        after = before.reply(
            lambda m: decide(connect4.format_moves(m.played), ai, seed).column, ai.depth
        )
        # 생각하는 동안 겹친 다른 실행이 판을 바꿨으면 (같은 수를 먼저 두었거나 새 판) 버린다
        if after is before or not self.turn.take(drawn):
            return False
        self.match, self.last_settings, self.ran = after, ai, False
        return True

    def new_game(self, seed: int, stamp: int | None = None) -> None:
        """새 판 (씨앗 seed, 사람의 자리는 그대로). stamp 를 주면 그 차례의 단추만 듣는다. AI 가
        먼저면 페이지의 settle 이 첫 수를 둔다."""
        if self.turn.ignores(stamp):
            return
        self.match, self.seed, self.ran = _fresh(self.match.human), seed, False
        self.turn.next_turn()

    # --- 설정 -----------------------------------------------------------------------------

    def choose_start(self, start: str, seed: int) -> None:
        """먼저 두는 쪽을 바꾸고 새 판을 시작한다."""
        self.match = _fresh(Opener(start).seat)
        self.new_game(seed)

    def choose_ai(self, spec: str) -> None:
        """AI 설정 (AI_SPECS 의 하나): 다음 AI 수부터."""
        self.ai = AISettings.parse(spec, self.ai.temperature)

    def choose_temperature(self, temperature: float) -> None:
        """AI 의 온도 (TEMPERATURES 의 하나): 다음 AI 수부터."""
        self.ai = replace(self.ai, temperature=float(temperature))

    def choose_view(self, view: str) -> None:
        """판 아래에 볼 칸. 계산 단추는 새 칸에서 다시 누른다."""
        self.view, self.ran = Connect4View(view), False
        self.turn.next_turn()

    def run(self, stamp: int) -> None:
        """보는 칸의 계산 (기법 사다리 · 풀기 · AI 끼리) 을 지금 판에서 한다."""
        if not self.turn.ignores(stamp):
            self.ran, self.rounds = True, 1
            self.turn.next_turn()

    def more(self, stamp: int, shown: int) -> None:
        """풀기를 같은 판에서 예산 하나만큼 더 (shown: 보이는 답이 쓴 예산의 횟수). 두 번 누름의
        두 번째는 지난 차례라 버린다: 한 번만 더 푼다."""
        if not self.turn.ignores(stamp):
            self.ran, self.rounds = True, shown + 1
            self.turn.next_turn()

    def stop(self, stamp: int) -> None:
        """보는 칸의 계산을 멈춘다 (AI 끼리: 두는 중인 실행은 다음 판 앞에서 끝나고 결과를
        숨긴다)."""
        if not self.turn.ignores(stamp):
            self.ran = False
            self.turn.next_turn()

    def choose_duel(
        self,
        *,
        a: str | None = None,
        b: str | None = None,
        games: int | None = None,
        temperature: float | None = None,
    ) -> None:
        """AI 끼리의 설정 (준 것만 바꾼다). 바뀌면 결과는 다시 누를 때까지 숨긴다."""
        self.duel_a = a if a is not None else self.duel_a
        self.duel_b = b if b is not None else self.duel_b
        self.duel_games = int(games) if games is not None else self.duel_games
        self.duel_temp = float(temperature) if temperature is not None else self.duel_temp
        self.ran = False
        self.turn.next_turn()

    def duel_settings(self) -> tuple[AISettings, AISettings]:
        """AI 끼리의 두 설정 (같은 온도)."""
        return (
            AISettings.parse(self.duel_a, self.duel_temp),
            AISettings.parse(self.duel_b, self.duel_temp),
        )

    # --- 링크 -----------------------------------------------------------------------------

    def link(self, variant: Variant) -> dict[str, str]:
        """이 화면을 다시 여는 매개변수 (모양은 모듈 설명). 사목은 게임 종류 (variant) 와
        상관없다 (PageState 의 약속이라 받는다)."""
        params = {
            "moves": self.text,
            "start": self.start.value,
            "ai": self.ai.spec,
            "temp": f"{self.ai.temperature:g}",
            "seed": "" if self.seed is None else str(self.seed),
            "view": self.view.value,
            "run": "1" if self.ran else "",
        }
        if self.view is Connect4View.DUEL:
            params |= {
                "duel_a": self.duel_a,
                "duel_b": self.duel_b,
                "duel_games": str(self.duel_games),
                "duel_temp": f"{self.duel_temp:g}",
            }
        return params

    def replay_link(self, moves: str, variant: Variant) -> dict[str, str]:
        """AI 끼리의 판 하나 (수순 글 moves) 를 판 위에 다시 여는 매개변수: 지금 화면 그대로에
        판만 바꾼다 (AI 끼리의 표도 다시 보인다)."""
        return self.link(variant) | {"moves": moves, "start": Opener.ME.value, "run": "1"}

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 화면을 연다. 읽을 수 없는 매개변수는 지금 값을 두고 버린 것들을 돌려준다.

        moves · start · seed 가운데 하나라도 있으면 그 판을 연다 (없는 seed 는 opening.seed, 없는
        moves 는 빈 판). 셋 다 없으면 지금 판을 둔다. 링크가 AI 차례에서
        멈췄으면 AI 는 여기서 두지 않는다: 페이지가 판을 그린 뒤 settle 로 답한다.
        """
        values, dropped = read_link(params, _LINK_TABLE)
        temperature = values.get("temp", self.ai.temperature)
        spec = values.get("ai", self.ai.spec)
        self.ai = AISettings.parse(spec, temperature)
        self.view = values.get("view", self.view)
        for name in ("duel_a", "duel_b", "duel_games", "duel_temp"):
            if name in values:
                setattr(self, name, values[name])
        start = Opener(values.get("start", self.start))
        if any(params.get(name) is not None for name in GAME_PARAMS):
            match, kept = _replay(params.get("moves") or "", start.seat, self.ai.depth)
            if kept is not None:
                dropped.append(Dropped("moves", kept or None))
            seed = values.get("seed", opening.seed)
            same = (match.human, match.played) == (self.match.human, self.match.played)
            if not same or seed != self.seed:
                self.match, self.seed = match, seed
                self.turn.next_turn()  # 지난 판에 그려진 단추의 누름을 버린다
            self.last_settings = (
                self.ai
            )  # 기록에서 온 AI 의 수: 그때의 설정은 알 수 없어 지금 설정으로
        self.ran = bool(values.get("run", False))
        return dropped


def _replay(
    text: str, human: int, depth: int | None
) -> tuple[Match[Connect4Position, int], str | None]:
    """수순 글을 빈 판에 놓는다 (match.replay: 둘 수 없는 수에서 멈춘다): (판, 다 놓지 못했으면
    놓은 앞부분의 글 아니면 None). depth: AI 의 마지막 수에 남길 깊이 제한."""
    text = text.strip()
    digits = takewhile(lambda ch: ch in "1234567", text[: connect4.ROWS * connect4.COLUMNS])
    match = replay(connect4.RULES, human, [int(ch) for ch in digits], depth)
    kept = None if len(match.played) == len(text) else connect4.format_moves(match.played)
    return match, kept


def _one_of(options: tuple, read: Callable[[str], object]) -> Callable[[str], object]:
    """읽은 값이 options 의 하나여야 한다."""

    def parse(text: str) -> object:
        value = read(text.strip())
        if value not in options:
            raise ValueError(f"{text!r} is not offered")
        return value

    return parse


def _temperature(text: str) -> float:
    return float(_one_of(TEMPERATURES, float)(text))  # type: ignore[arg-type]


# 이 가운데 하나라도 링크에 있으면 판을 링크대로 연다
GAME_PARAMS = ("moves", "start", "seed")
_LINK_TABLE = (
    Param("start", choice(Opener)),
    Param("ai", _one_of(AI_SPECS, str)),
    Param("temp", _temperature),
    Param("seed", int_between(0, 2**32 - 1)),
    Param("view", choice(Connect4View)),
    Param("run", flag),
    Param("duel_a", _one_of(DUEL_SPECS, str)),
    Param("duel_b", _one_of(DUEL_SPECS, str)),
    Param("duel_games", _one_of(GAMES, lambda t: int_between(1, 99)(t))),
    Param("duel_temp", _temperature),
)
