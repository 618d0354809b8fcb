"""링크 매개변수의 값 읽기 · 쓰기 (streamlit 없음): 이름 → 읽는 함수의 표 하나로 (read_link).

이번 실행의 링크 (Link) 와 그것을 열지 말지 (opens_link) 도 여기 있다. 주소와 세션을 다루는
쪽은 ui/links.py 다.

페이지 상태의 open_link 는 제 표 (Param 들) 를 read_link 에 넘겨 읽은 값과 버린 매개변수를
받는다. 읽는 함수는 글을 값으로 바꾸고, 읽을 수 없으면 ValueError 를 낸다 (엔진의 InputError 도
ValueError 다). 목록 (쉼표로 이은 코드 · 대답) 은 Prefix 로 읽는다: 앞에서부터 읽을 수 있는 데까지
쓰고, 버린 알림은 쓴 앞부분을 말한다 (Dropped.kept). 주소에는 대답을 빈칸 없는 이름표 ('1S0B',
'out', '3S') 로 쓴다.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import partial
from typing import Any, Protocol, TypeVar, runtime_checkable

from solver.codebreaking.feedback import parse_label, plain_label
from solver.codebreaking.strategies import STRATEGIES, StrategyName
from solver.codebreaking.variants import Variant

from .text import shorten

__all__ = [
    "MAX_ITEMS",
    "MAX_VALUE",
    "NAV_PARAMS",
    "OPENING_KEY",
    "Dropped",
    "Link",
    "Opening",
    "PageState",
    "Param",
    "Params",
    "Prefix",
    "Written",
    "answer_list",
    "answer_token",
    "answers_text",
    "choice",
    "code",
    "code_list",
    "flag",
    "int_between",
    "int_list",
    "list_of",
    "numbers_text",
    "opens_link",
    "read_int",
    "read_link",
    "strategy",
    "text_list",
]

# 첫 화면의 그림 (ui/firstscreen) 이 페이지를 돌릴 때 session_state 에 두는 (씨앗, 게임 번호):
# 있으면 새 판의 씨앗 · 게임 번호가 이것이다 (ui/states.new_seed). 두 씨앗으로 그려 같으면 그 링크의
# 첫 화면은 누구에게나 같다
OPENING_KEY = "nbm_first_opening"
# 목록 매개변수에서 읽을 항목 수의 상한: 이보다 긴 목록은 앞의 이만큼만 쓴다. 직접 맞히기는 판을
# 이 길이에서 멈춘다 (쓴 주소를 언제나 다시 읽을 수 있게: you_guess_state.MAX_TURNS)
MAX_ITEMS = 100

# 매개변수 값의 글자 수 상한: 더 긴 값은 읽지 않고 버린다 (붙여 넣은 쓰레기)
MAX_VALUE = 400
# Streamlit 이 스스로 쓰는 매개변수 (앱에 끼워 넣기): 모르는 이름이어도 알리지 않는다
RESERVED = frozenset({"embed", "embed_options"})
# 바뀌면 브라우저 기록에 칸을 더하는 매개변수 (나머지는 지금 칸을 바꾼다): 나무 탐색의 마디
NAV_PARAMS = ("node",)

T = TypeVar("T")
E = TypeVar("E", bound=StrEnum)


@dataclass(frozen=True)
class Dropped:
    """버린 매개변수. kept: 목록의 앞부분만 썼으면 그 글 (아무것도 못 썼으면 None). why: 앞부분만
    쓴 까닭을 말하는 문구 열쇠 (자리 {item} · {kept}; None 이면 틀의 보통 문구)."""

    name: str
    kept: str | None = None
    why: str | None = None


@dataclass(frozen=True)
class Prefix:
    """쉼표로 이은 목록에서 앞에서부터 읽은 값들. whole: 모두 읽었는지. items: 읽은 항목의 글."""

    values: tuple[Any, ...]
    items: tuple[str, ...]
    whole: bool

    def cut(self, n: int) -> Prefix:
        """앞의 n 개만 (판에 다시 놓다가 멈춘 자리에서 자른다)."""
        return Prefix(self.values[:n], self.items[:n], self.whole and n == len(self.values))

    def dropped(self, name: str, why: str | None = None) -> Dropped:
        """이 목록을 다 쓰지 못했다는 알림 (쓴 앞부분과 함께; why: 까닭의 문구 열쇠)."""
        return Dropped(name, ",".join(self.items) if self.items else None, why)


@dataclass(frozen=True)
class Param:
    """링크 매개변수 하나: 이름과 읽는 함수 (글 → 값, 못 읽으면 ValueError)."""

    name: str
    read: Callable[[str], Any]


@dataclass
class Link:
    """이번 실행의 링크. incoming: 적용할 새 매개변수 (새 링크가 아니면 빈 dict).

    dropped: 읽을 수 없어 버린 매개변수 (Dropped: 이름과 쓴 앞부분), 버린 차례대로. 알림은
    Frame.keep 이 그린다 (값은 incoming 에서).
    """

    incoming: dict[str, str]
    dropped: list[Dropped] = field(default_factory=list)
    asked: set[str] = field(default_factory=set)

    @property
    def fresh(self) -> bool:
        """적용할 새 링크가 있는지."""
        return bool(self.incoming)

    def get(self, name: str) -> str | None:
        """새 링크의 매개변수 값 (없으면 None). 너무 긴 값은 버린다."""
        self.asked.add(name)
        value = self.incoming.get(name)
        if value is not None and len(value) > MAX_VALUE:
            self.drop(name)
            return None
        return value

    def take(self, *names: str) -> dict[str, str]:
        """새 링크에 있는 이 이름들의 값 (없는 이름은 빠진다)."""
        return {name: value for name in names if (value := self.get(name)) is not None}

    def drop(self, *items: str | Dropped) -> None:
        """읽을 수 없는 매개변수를 버린다 (알림에 이름과 값, 앞부분만 썼으면 그것도 보인다)."""
        for item in items:
            found = item if isinstance(item, Dropped) else Dropped(item)
            if found not in self.dropped:
                self.dropped.append(found)

    def drop_unknown(self) -> None:
        """이 페이지가 묻지 않은 이름 (다른 페이지의 것, 오타) 도 버린 것으로 알린다."""
        self.drop(*(n for n in self.incoming if n not in self.asked and n not in RESERVED))

    def notice(self, kept: Callable[[str, str, str | None], str]) -> str:
        """버린 매개변수를 'name=value' 로 늘어놓은 글 (없으면 빈 글).

        kept(항목, 쓴 앞부분, 까닭의 열쇠 Dropped.why): 목록의 앞부분만 쓴 항목을 말하는 문구
        (화면 언어로).
        """
        items = []
        for found in self.dropped:
            value = self.incoming.get(found.name, "")
            item = f"`{_shown(found.name)}={_shown(value)}`"
            if found.kept is not None:
                item = kept(item, f"`{_shown(found.kept)}`", found.why)
            items.append(item)
        return ", ".join(items)


def _shown(text: str) -> str:
    """알림에 보일 글: 알림은 Markdown 의 코드 조각이라 조각을 깨는 ` 와 줄바꿈을 바꾸고 줄인다."""
    return shorten(text.replace("`", "'").replace("\n", " "))


@dataclass(frozen=True)
class Written:
    """이 세션이 마지막으로 주소에 쓴 것: 쓴 페이지 (PageInfo.url) 와 매개변수."""

    page: str
    params: Mapping[str, str]


def opens_link(
    incoming: Mapping[str, str], page: str, written: Written | None, history: bool
) -> bool:
    """이번 실행 (페이지 page) 이 주소의 링크를 열어야 하는지.

    written: 이 세션이 마지막으로 쓴 것 (첫 실행이면 None). history: 뒤로 · 앞으로 가기.
    세션의 첫 실행 (링크를 열거나 새로 고침) 과 뒤로 · 앞으로 가기만 사람이 연 링크다. 그 밖의
    실행 (단추 · 위젯) 이 들고 온 다른 주소는 이미 지나간 주소라 적용하지 않는다.

    뒤로 가기가 다른 페이지의 칸에 닿으면 주소가 마지막으로 쓴 것과 같아도 연다: 새로 고친 활동
    페이지에서 뒤로 가면 수업 페이지의 칸이 활동의 질의를 그대로 들고 온다 (Streamlit 의
    switch_page 가 떠나는 칸에 새 페이지의 질의를 썼다). 열지 않으면 앉은 학생이 빈 수업 페이지에
    닿았다.
    """
    if written is None:
        return bool(incoming)
    return history and (page != written.page or dict(incoming) != dict(written.params))


class Params(Protocol):
    """읽을 매개변수: dict 또는 이번 실행의 Link (Link.get 은 물은 이름을 적어 둔다)."""

    def get(self, name: str) -> str | None: ...


@dataclass(frozen=True)
class Opening:
    """새 링크를 여는 실행이 페이지 상태에 건네는 것 (ui/frame.frame 이 만든다).

    variant: 지금 게임 종류 (링크의 variant 를 적용한 뒤). seed: 링크가 새 판을 열면 쓸 씨앗.
    number: 링크에 게임 번호가 없을 때 쓸 새 게임 번호 (직접 맞히기).
    """

    variant: Variant
    seed: int
    number: int


@runtime_checkable
class PageState(Protocol):
    """모든 페이지 상태의 약속: 틀 (ui/frame) 이 새 링크면 맨 앞에서 open_link 를, 페이지 끝의
    Frame.keep 이 link 를 부른다. 페이지는 둘 다 직접 부르지 않는다 (docs/architecture.md 의
    '링크의 길')."""

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 화면을 연다: 읽을 수 없는 매개변수는 지금 값을 두고, 버린 것들을 돌려준다."""
        ...

    def link(self, variant: Variant) -> dict[str, str]:
        """지금 화면을 다시 여는 이 페이지의 매개변수 (언어 · 게임 종류는 틀이 더한다)."""
        ...


def read_link(params: Params, table: Iterable[Param]) -> tuple[dict[str, Any], list[Dropped]]:
    """표의 매개변수를 읽는다: (읽은 값들, 버린 것들). 링크에 없는 이름은 값에서 빠진다.

    params 가 Link 면 페이지 상태의 표가 곧 이 페이지가 아는 이름들이다 (Link.drop_unknown).

    >>> values, dropped = read_link({"game": "7", "hard": "x"}, [
    ...     Param("game", int_between(1, 9)), Param("hard", flag), Param("keeper", str)])
    >>> values, dropped
    ({'game': 7}, [Dropped(name='hard', kept=None)])
    """
    values: dict[str, Any] = {}
    dropped: list[Dropped] = []
    for param in table:
        text = params.get(param.name)
        if text is None:
            continue
        try:
            value = param.read(text)
        except ValueError:
            dropped.append(Dropped(param.name))
            continue
        if isinstance(value, Prefix) and not value.whole:
            dropped.append(value.dropped(param.name))
        values[param.name] = value
    return values, dropped


# --- 읽는 함수들 -----------------------------------------------------------------------------


def read_int(text: str, low: int, high: int) -> int | None:
    """low..high 의 정수 (아니면 None). ASCII 숫자만: isdigit 은 '²' · '１' 도 참이다."""
    text = text.strip()
    if not re.fullmatch(r"[0-9]{1,12}", text):
        return None
    value = int(text)
    return value if low <= value <= high else None


def _int_between(low: int, high: int, text: str) -> int:
    value = read_int(text, low, high)
    if value is None:
        raise ValueError(f"not a whole number in {low}..{high}: {text!r}")
    return value


def int_between(low: int, high: int) -> Callable[[str], int]:
    """low..high 의 정수를 읽는 함수."""
    return partial(_int_between, low, high)


def flag(text: str) -> bool:
    """켬 · 끔 ('1' / '0')."""
    value = {"1": True, "0": False}.get(text.strip())
    if value is None:
        raise ValueError(f"not 1 or 0: {text!r}")
    return value


def _choice(kind: type[E], aliases: Mapping[str, E], text: str) -> E:
    text = text.strip()
    if text in aliases:
        return aliases[text]
    return kind(text)  # 모르는 값은 ValueError


def choice(kind: type[E], aliases: Mapping[str, E] | None = None) -> Callable[[str], E]:
    """열거형 kind 의 값 하나를 읽는 함수. aliases: 예전 링크의 다른 이름 → 값."""
    return partial(_choice, kind, dict(aliases or {}))


def _strategy(variant: Variant, deterministic: bool, text: str) -> StrategyName:
    found = STRATEGIES.get(text.strip())
    if found is None or not found.supports(variant):
        raise ValueError(f"no strategy {text!r} for {variant.name}")
    if deterministic and not found.deterministic:
        raise ValueError(f"{text!r} is not deterministic")
    return StrategyName(found.name)


def strategy(variant: Variant, deterministic: bool = False) -> Callable[[str], StrategyName]:
    """이 변형에서 쓸 수 있는 전략 이름을 읽는 함수 (deterministic 이면 결정적 전략만)."""
    return partial(_strategy, variant, deterministic)


def code(variant: Variant) -> Callable[[str], str]:
    """코드 하나 ('123') 를 읽어 정돈한 글로 돌려주는 함수."""
    return lambda text: variant.format(variant.parse(text))


def _prefix(parse: Callable[[str], T], text: str) -> Prefix:
    """쉼표로 이은 항목들을 앞에서부터 parse 로. 읽을 수 없는 항목부터, 또 MAX_ITEMS 를 넘는
    항목들은 버린다."""
    items = [t.strip() for t in text.split(",")] if text.strip() else []
    values: list[T] = []
    for item in items[:MAX_ITEMS]:
        try:
            values.append(parse(item))
        except ValueError:
            break
    kept = tuple(items[: len(values)])
    return Prefix(tuple(values), kept, len(values) == len(items))


def code_list(variant: Variant) -> Callable[[str], Prefix]:
    """쉼표로 이은 코드들 (코드 번호의 Prefix) 을 읽는 함수."""
    return partial(_prefix, variant.parse)


def text_list(text: str) -> Prefix:
    """쉼표로 이은 글들 (Prefix): 항목마다의 뜻은 부르는 쪽이 차례대로 읽는다 (대결의 둔 수)."""
    return _prefix(str, text)


def int_list(low: int, high: int) -> Callable[[str], Prefix]:
    """쉼표로 이은 low..high 의 정수들 (Prefix) 을 읽는 함수."""
    return partial(_prefix, int_between(low, high))


def _one_of(allowed: frozenset[str], text: str) -> str:
    if text not in allowed:
        raise ValueError(f"not one of {sorted(allowed)}: {text!r}")
    return text


def list_of(allowed: Iterable[str]) -> Callable[[str], Prefix]:
    """쉼표로 이은 이름들 (allowed 중 하나씩, Prefix) 을 읽는 함수: 비교 페이지의 고른 줄.

    >>> list_of(["minimax", "random"])("random,magic").values
    ('random',)
    """
    return partial(_prefix, partial(_one_of, frozenset(allowed)))


def answer_list(variant: Variant) -> Callable[[str], Prefix]:
    """쉼표로 이은 대답 이름표들 (대답 번호의 Prefix) 을 읽는 함수."""
    return partial(_prefix, partial(parse_label, variant))


# --- 쓰기 ------------------------------------------------------------------------------------


def answer_token(variant: Variant, answer: int) -> str:
    """주소에 쓰는 대답 이름표: 빈칸 없이 ('1S0B', 'out', '3S')."""
    return plain_label(variant, answer).replace(" ", "")


def answers_text(variant: Variant, answers: Iterable[int]) -> str:
    """대답 번호들을 매개변수 값으로."""
    return ",".join(answer_token(variant, a) for a in answers)


def numbers_text(numbers: Sequence[int]) -> str:
    """정수들을 매개변수 값으로 ('1,3')."""
    return ",".join(map(str, numbers))
