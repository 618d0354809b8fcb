"""게임 변형: 기호 집합, 길이, 반복 허용 여부와 코드 목록·파싱·출력."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..errors import InputError, Refusal

__all__ = ["DEFAULT_VARIANT", "VARIANTS", "CodeError", "Variant", "get_variant"]


class CodeError(InputError):
    """읽을 수 없는 코드.

    reason: 'not_text', 'not_digits', 'length', 'symbol', 'repeat', 'index'.
    """


@dataclass(frozen=True)
class Variant:
    """숫자 야구류 게임 하나. 코드는 사전순으로 번호(0..N-1)를 가진다."""

    name: str
    symbols: tuple[int, ...]
    length: int
    repeats: bool

    @cached_property
    def codes(self) -> np.ndarray:
        """모든 코드, 사전순. 형태 (N, L), int8, 읽기 전용."""
        if self.repeats:
            rows = itertools.product(self.symbols, repeat=self.length)
        else:
            rows = itertools.permutations(self.symbols, self.length)
        arr = np.array(list(rows), dtype=np.int8)
        arr.setflags(write=False)
        return arr

    @cached_property
    def labels(self) -> tuple[str, ...]:
        """모든 코드의 문자열 ('123' ...), 번호 순서대로."""
        return tuple("".join(str(int(v)) for v in row) for row in self.codes)

    @property
    def size(self) -> int:
        """코드 개수 N."""
        return int(self.codes.shape[0])

    @cached_property
    def _index(self) -> dict[tuple[int, ...], int]:
        return {tuple(int(v) for v in row): i for i, row in enumerate(self.codes)}

    def parse(self, text: str) -> int:
        """'123' 같은 문자열을 코드 번호로. 잘못된 입력은 CodeError (까닭과 함께)."""
        if not isinstance(text, str):
            raise CodeError(Refusal.NOT_TEXT, f"code must be a string, got {type(text).__name__}")
        text = text.strip()
        if not text:
            raise CodeError(Refusal.EMPTY_CODE, "code is empty")
        if not text.isascii() or not text.isdigit():
            raise CodeError(
                Refusal.NOT_DIGITS, f"code {text!r} must contain digits only", code=text
            )
        if len(text) != self.length:
            raise CodeError(
                Refusal.LENGTH,
                f"code {text!r} must have {self.length} digits for {self.name}, not {len(text)}",
                code=text,
                length=self.length,
            )
        digits = tuple(int(ch) for ch in text)
        bad = [d for d in digits if d not in self.symbols]
        if bad:
            lo, hi = min(self.symbols), max(self.symbols)
            raise CodeError(
                Refusal.SYMBOL,
                f"code {text!r}: digit {bad[0]} is outside {lo}-{hi} for {self.name}",
                code=text,
                digit=bad[0],
                lo=lo,
                hi=hi,
            )
        if not self.repeats and len(set(digits)) != len(digits):
            raise CodeError(
                Refusal.REPEAT,
                f"code {text!r} repeats a digit; {self.name} needs distinct digits",
                code=text,
            )
        return self._index[digits]

    def format(self, index: int) -> str:
        """코드 번호를 '123' 같은 문자열로."""
        if not 0 <= int(index) < self.size:
            raise CodeError(Refusal.INDEX, f"code index {index} is outside 0..{self.size - 1}")
        return "".join(str(int(v)) for v in self.codes[int(index)])


VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant("baseball3", tuple(range(1, 10)), 3, False),
        Variant("baseball3z", tuple(range(0, 10)), 3, False),
        Variant("bulls4", tuple(range(0, 10)), 4, False),
        Variant("mastermind", tuple(range(1, 7)), 4, True),
    )
}

DEFAULT_VARIANT = "baseball3"


def get_variant(name: str) -> Variant:
    """이름으로 변형을 찾는다. 없는 이름은 InputError ('unknown_variant')."""
    try:
        return VARIANTS[name]
    except KeyError:
        raise InputError(
            Refusal.UNKNOWN_VARIANT,
            f"unknown variant {name!r}; choose one of {', '.join(VARIANTS)}",
            name=name,
        ) from None
