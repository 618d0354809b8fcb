"""게임 변형: 기호 집합, 길이, 반복 허용 여부와 코드 목록·파싱·출력."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cached_property

import numpy as np

__all__ = ["DEFAULT_VARIANT", "VARIANTS", "Variant", "get_variant"]


@dataclass(frozen=True)
class Variant:
    """숫자 야구류 게임 하나. 코드는 사전순으로 번호(0..N-1)를 가진다."""

    name: str
    symbols: tuple[int, ...]
    length: int
    repeats: bool
    title_ko: str
    title_en: str

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
        """'123' 같은 문자열을 코드 번호로. 잘못된 입력은 ValueError."""
        if not isinstance(text, str):
            raise ValueError(f"code must be a string, got {type(text).__name__}")
        text = text.strip()
        if not text.isascii() or not text.isdigit():
            raise ValueError(f"code {text!r} must contain digits only")
        if len(text) != self.length:
            raise ValueError(
                f"code {text!r} must have {self.length} digits for {self.name}, not {len(text)}"
            )
        digits = tuple(int(ch) for ch in text)
        bad = [d for d in digits if d not in self.symbols]
        if bad:
            lo, hi = min(self.symbols), max(self.symbols)
            raise ValueError(f"code {text!r}: digit {bad[0]} is outside {lo}-{hi} for {self.name}")
        if not self.repeats and len(set(digits)) != len(digits):
            raise ValueError(f"code {text!r} repeats a digit; {self.name} needs distinct digits")
        return self._index[digits]

    def format(self, index: int) -> str:
        """코드 번호를 '123' 같은 문자열로."""
        if not 0 <= int(index) < self.size:
            raise ValueError(f"code index {index} is outside 0..{self.size - 1}")
        return "".join(str(int(v)) for v in self.codes[int(index)])

    def title(self, lang: str = "ko") -> str:
        """화면에 보일 이름."""
        return self.title_ko if lang == "ko" else self.title_en


VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant(
            "baseball3",
            tuple(range(1, 10)),
            3,
            False,
            "숫자 야구 (1-9, 3자리, 504)",
            "Number baseball (1-9, 3 digits, 504)",
        ),
        Variant(
            "baseball3z",
            tuple(range(0, 10)),
            3,
            False,
            "숫자 야구 0 포함 (0-9, 3자리, 720)",
            "Number baseball with 0 (0-9, 3 digits, 720)",
        ),
        Variant(
            "bulls4",
            tuple(range(0, 10)),
            4,
            False,
            "Bulls and Cows (0-9, 4자리, 5040)",
            "Bulls and Cows (0-9, 4 digits, 5040)",
        ),
        Variant(
            "mastermind",
            tuple(range(1, 7)),
            4,
            True,
            "마스터마인드 (색 1-6, 4칸, 반복 허용, 1296)",
            "Mastermind (colours 1-6, 4 pegs, repeats, 1296)",
        ),
    )
}

DEFAULT_VARIANT = "baseball3"


def get_variant(name: str) -> Variant:
    """이름으로 변형을 찾는다. 없는 이름은 ValueError."""
    try:
        return VARIANTS[name]
    except KeyError:
        raise ValueError(f"unknown variant {name!r}; choose one of {', '.join(VARIANTS)}") from None
