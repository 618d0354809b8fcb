"""대답(스트라이크·볼)을 작은 정수 하나로: S*(L+1)+B. 응답 행렬과 나올 수 있는 대답.

엔진은 화면 언어를 모른다: 화면의 이름표 (아웃, 한국어) 는 ui/ 가 만든다. 여기 있는 것은 언어
중립 이름표 ("1S 2B", "out", "3S") 와 그 역뿐이다: 명령줄, 내보낸 나무, 주소 (URL) 가 쓴다.
"""

from __future__ import annotations

import re
from functools import cache

import numpy as np

from ..errors import InputError, Refusal
from .symmetry import root_representatives
from .variants import Variant

__all__ = [
    "answer_slots",
    "decode",
    "encode",
    "parse_label",
    "plain_label",
    "possible_answers",
    "response_matrix",
    "score",
    "win_answer",
]

# 응답 행렬을 만들 때 한 번에 처리할 추측 행 수 (bulls4 에서 메모리를 묶어 둔다)
_CHUNK = 512


def answer_slots(variant: Variant) -> int:
    """대답 번호가 들어갈 칸 수 K = (L+1)^2. 모든 대답은 0..K-1."""
    return (variant.length + 1) ** 2


def win_answer(variant: Variant) -> int:
    """맞혔을 때의 대답 (L 스트라이크) = L*(L+1)."""
    return variant.length * (variant.length + 1)


def encode(variant: Variant, strikes: int, balls: int) -> int:
    """(S, B) 를 대답 번호로. 범위 검사는 하지 않는다 (session 이 검사한다)."""
    return strikes * (variant.length + 1) + balls


def decode(variant: Variant, answer: int) -> tuple[int, int]:
    """대답 번호를 (S, B) 로."""
    return divmod(int(answer), variant.length + 1)


def plain_label(variant: Variant, answer: int) -> str:
    """대답 번호의 이름표: '1S 2B', 맞힘은 '3S', 0S 0B 는 'out'."""
    strikes, balls = decode(variant, answer)
    if strikes == variant.length:
        return f"{strikes}S"
    if strikes == 0 and balls == 0:
        return "out"
    return f"{strikes}S {balls}B"


# 공백을 지운 소문자 이름표: "1s2b", "3s", "2b" (빠진 쪽은 0)
_LABEL = re.compile(r"(?:([0-9]{1,2})s)?(?:([0-9]{1,2})b)?")  # \d 는 다른 문자의 숫자도 받는다


def parse_label(variant: Variant, text: str) -> int:
    """plain_label 의 역. 공백과 대소문자는 가리지 않는다 ('1s2b', 'OUT', '0S 0B').

    주소에서 읽은 글이라 믿지 않는다: 이름표가 아니거나 이 길이에서 나올 수 없는 대답
    (S+B > L, L-1 스트라이크와 1 볼) 은 InputError (ValueError).
    """
    flat = "".join(str(text).split()).lower()
    match = _LABEL.fullmatch(flat)
    if flat == "out":
        strikes, balls = 0, 0
    elif flat and match is not None:
        strikes, balls = (int(g or 0) for g in match.groups())
    else:
        raise InputError(
            Refusal.BAD_ANSWER_LABEL,
            f"not an answer: {text!r}; write it like '1S 2B', 'out' or '{variant.length}S'",
            text=text,
        )
    length = variant.length
    # L-1 자리가 맞으면 남은 한 자리는 제자리이거나 아예 없다: 볼 하나는 나올 수 없다
    if strikes + balls > length or (strikes == length - 1 and balls == 1):
        raise InputError(
            Refusal.IMPOSSIBLE_ANSWER,
            f"answer {text!r} is impossible with {length} positions",
            text=text,
            length=length,
        )
    return encode(variant, strikes, balls)


def _symbol_counts(variant: Variant, codes: np.ndarray) -> np.ndarray:
    """코드마다 기호별 개수. 형태 (n, 기호 수), int16."""
    symbols = np.asarray(variant.symbols, dtype=np.int8)
    return (codes[:, :, None] == symbols[None, None, :]).sum(axis=1, dtype=np.int16)


def score(variant: Variant, guess: int, secret: int) -> int:
    """코드 번호 guess 를 불렀을 때 secret 이 주는 대답 번호 (하나짜리 계산)."""
    g = variant.codes[guess]
    s = variant.codes[secret]
    strikes = int((g == s).sum())
    counts = _symbol_counts(variant, np.stack([g, s]))
    common = int(np.minimum(counts[0], counts[1]).sum())  # 색 겹침: 작은 쪽 개수의 합
    return encode(variant, strikes, common - strikes)


@cache
def response_matrix(variant: Variant) -> np.ndarray:
    """R[g, s] = 추측 g 에 비밀 s 가 주는 대답. 형태 (N, N), uint8, 읽기 전용, 변형마다 한 번."""
    codes = variant.codes
    n = variant.size
    length = variant.length
    if variant.repeats:
        counts = _symbol_counts(variant, codes)  # (N, 기호 수)
    else:
        # 서로 다른 기호뿐이면 겹침 = 기호 비트 집합의 교집합 크기 (popcount)
        masks = np.left_shift(1, codes.astype(np.uint16)).sum(axis=1, dtype=np.uint16)  # (N,)
    out = np.empty((n, n), dtype=np.uint8)
    for start in range(0, n, _CHUNK):
        block = codes[start : start + _CHUNK]
        # 자리마다 비교해 uint8 로 더한다: (b, N, L) 임시 배열이 없어 bulls4 에서 몇 배 빠르다
        strikes = np.zeros((len(block), n), dtype=np.uint8)
        for p in range(length):
            strikes += block[:, p, None] == codes[None, :, p]
        if variant.repeats:
            cb = counts[start : start + _CHUNK]
            common = np.minimum(cb[:, None, :], counts[None, :, :]).sum(axis=2, dtype=np.uint8)
        else:
            common = np.bitwise_count(masks[start : start + _CHUNK, None] & masks[None, :])
        # S*(L+1) + (겹침 - S) = S*L + 겹침
        out[start : start + _CHUNK] = strikes * length + common
    out.setflags(write=False)
    return out


@cache
def possible_answers(variant: Variant) -> tuple[int, ...]:
    """실제로 나올 수 있는 대답 번호들, 오름차순 (baseball3 에선 2S 1B 가 빠진다)."""
    # 모든 (추측, 비밀) 쌍은 대칭으로 (궤도의 대표, 어떤 비밀) 로 옮겨지고 대답은 그대로다:
    # 대표의 행만 세면 된다 (bulls4 의 2500 만 칸 대신 한 행)
    rows = response_matrix(variant)[root_representatives(variant)]
    present = np.bincount(rows.ravel(), minlength=answer_slots(variant))
    return tuple(int(a) for a in np.flatnonzero(present))
