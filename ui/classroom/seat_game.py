"""자리에서 하는 판의 규칙 (streamlit 없음): 서버가 정하는 판, 그리고 그 판이 기록될 수 있는지.

링크는 화면만 되살린다. 앉은 학생의 판 (활동의 설정과 둔 수) 은 서버가 정한다: 새 링크를 열 때
판을 정하는 이름 (GameRule.names) 의 값은 링크가 아니라 데이터베이스에 적어 둔 판 (없으면 방의
설정) 에서 온다 (SeatLink). 실행마다 바뀐 판을 적어 두고 (results 의 class_plays), 그 판이 방의
설정 그대로 처음부터 한 수씩 둔 판인지 (fair) 따진다 (next_fair). 기록은 fair 한 판만 한다.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from urllib.parse import parse_qsl, urlencode

from results.records import Activity, Room

from ..link_reader import Link

__all__ = [
    "RULES",
    "GameRule",
    "SeatLink",
    "game_of",
    "next_fair",
    "parse_game",
    "pick",
    "query_of",
    "room_game",
]


@dataclass(frozen=True)
class GameRule:
    """한 활동의 판. settings: 방이 정하는 설정의 이름 (자리에서는 방의 값이어야 한다).
    extra: 설정은 아니지만 판을 정해 링크를 믿지 않는 이름 (판마다 서버가 정한 역할, 본 힌트,
    알파-베타의 표시). progress: 한 수씩 느는 목록의 이름 (None: 수가 아니라 표시를 고치는 활동).
    sep: 목록의 구분 글자 ('' 이면 한 글자가 한 수). step: 한 실행에 늘 수 있는 수 (사람 하나와 AI
    의 답 하나). opening: 처음부터로 보는 길이 (AI 가 먼저 두는 판의 첫 수)."""

    settings: tuple[str, ...]
    extra: tuple[str, ...] = ()
    progress: str | None = None
    sep: str = ","
    step: int = 1
    opening: int = 0

    @property
    def names(self) -> frozenset[str]:
        """서버가 정하는 이름 전부 (새 링크의 이 이름들은 쓰지 않는다)."""
        more = () if self.progress is None else (self.progress,)
        return frozenset((*self.settings, *self.extra, *more))

    def items(self, game: Mapping[str, str]) -> list[str]:
        """판의 둔 수들 (목록이 없는 활동이면 빈 목록)."""
        text = game.get(self.progress, "") if self.progress is not None else ""
        if not text:
            return []
        return text.split(self.sep) if self.sep else list(text)


RULES: dict[Activity, GameRule] = {
    Activity.YOU_GUESS: GameRule(
        ("variant", "game", "keeper", "hard"), ("hints",), progress="guesses"
    ),
    Activity.KEEPER: GameRule(("variant", "strategy", "game"), progress="answers"),
    Activity.ALPHABETA: GameRule(
        ("seed", "depth", "branching", "root"),
        ("cut", "values", "alpha", "beta", "view", "step", "checked"),
    ),
    Activity.TICTACTOE: GameRule(
        ("start", "algorithm", "depth", "temperature", "seed"),
        ("first",),
        progress="moves",
        step=2,
        opening=1,
    ),
    Activity.CONNECT4: GameRule(
        ("start", "ai", "temp", "seed"), progress="moves", sep="", step=2, opening=1
    ),
    # 탐색 (게임 · 판 · 씨앗 · c) 과 연습은 방이 정하고, 예측은 한 실행에 하나씩 는다 (누른 차례로)
    Activity.MCTS: GameRule(("game", "moves", "seed", "c", "practice"), progress="guesses"),
    # 대결: 방이 정한 AI (변형 · 난이도 · 게임 번호) 와 먼저 하는 쪽, 적어 둔 비밀 (keep 은 기본
    # typed 라 링크에 없다: head 면 설정이 방과 다르다). 한 실행에 학생의 추측과 페이지가 AI 의 다음
    # 추측에 한 대답 (step 2). AI 가 먼저여도 첫 실행의 판은 수가 없다 (AI 의 추측은 대답을 기다릴
    # 뿐 수가 아니다): 비밀을 적는 실행이 첫 대답 하나를 더한다 (opening 0)
    Activity.DUEL: GameRule(
        ("variant", "level", "game", "first", "keep"), progress="moves", step=2
    ),
}


def pick(params: Mapping[str, str], names: Iterable[str]) -> dict[str, str]:
    """매개변수 가운데 이 이름들의 빈 값이 아닌 것만 (names 의 차례로; 주소에 없는 것이
    기본값이다)."""
    return {name: params[name] for name in names if params.get(name)}


def game_of(activity: Activity, params: Mapping[str, str]) -> dict[str, str]:
    """화면의 매개변수에서 판을 정하는 값만 (이름 차례, 빈 값은 뺀다)."""
    return pick(params, sorted(RULES[activity].names))


def room_game(room: Room) -> dict[str, str]:
    """방의 설정으로 처음 여는 판 (방의 query 가운데 판을 정하는 값)."""
    return game_of(room.activity, dict(parse_qsl(room.query)))


def next_fair(
    activity: Activity,
    room: Mapping[str, str],
    old: Mapping[str, str] | None,
    new: Mapping[str, str],
    *,
    was_fair: bool,
) -> bool:
    """판이 old 에서 new 로 바뀌었을 때 new 가 기록될 수 있는 판인지.

    설정 (GameRule.settings) 이 방의 값 (room) 과 다르면 아니다. 처음부터의 판 (둔 수가 opening
    이하) 이면 설정만 본다: 새 판이다. 그 밖에는 old 가 기록될 수 있었고 (was_fair), new 가 old 의
    수에 step 개까지 더한 판이어야 한다: 링크로 온 수순 · 되돌린 수 · 다른 판은 아니다.

    >>> room = {"ai": "ab2", "start": "me"}
    >>> next_fair(Activity.CONNECT4, room, {**room, "moves": "4"}, {**room, "moves": "445"},
    ...           was_fair=True)
    True
    >>> next_fair(Activity.CONNECT4, room, None, {**room, "moves": "4453"}, was_fair=True)
    False
    """
    rule = RULES[activity]
    if any(new.get(n, "") != room.get(n, "") for n in rule.settings):
        return False
    items = rule.items(new)
    if len(items) <= rule.opening:
        return True
    if old is None or not was_fair:
        return False
    before = rule.items(old)
    return items[: len(before)] == before and len(items) - len(before) <= rule.step


def query_of(game: Mapping[str, str]) -> str:
    """판을 데이터베이스에 적는 글 (쿼리 글)."""
    return urlencode(sorted(game.items()))


def parse_game(text: str) -> dict[str, str]:
    """데이터베이스의 판 글을 값들로."""
    return dict(parse_qsl(text))


@dataclass
class SeatLink:
    """앉은 자리가 페이지 상태에 건네는 새 링크 (ui/link_reader.Params): 판을 정하는 이름 (names)
    은 서버의 판 (game) 에서, 나머지 (보기, 언어) 는 링크에서 읽는다. 링크가 다른 값을 들고 온
    이름은 ignored 에 남는다 (화면이 한 줄로 알린다)."""

    link: Link
    game: Mapping[str, str]
    names: frozenset[str]

    def get(self, name: str) -> str | None:
        if name not in self.names:
            return self.link.get(name)
        self.link.asked.add(name)
        return self.game.get(name)

    @property
    def ignored(self) -> list[str]:
        """링크가 서버의 판과 다른 값을 들고 온 이름들 (이름 차례)."""
        incoming = self.link.incoming
        return sorted(
            n for n in self.names if n in incoming and incoming[n] != self.game.get(n, "")
        )
