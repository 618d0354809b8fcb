"""변형의 대칭 (기호 치환 × 자리 치환) 을 코드 번호의 치환표로 다룬다.

대답은 추측과 비밀에 같은 치환을 걸어도 바뀌지 않는다. 그래서 후보 집합을 고정하는 치환끼리
옮겨지는 추측들은 값이 같고, 탐색은 궤도마다 하나만 보면 된다.
"""

from __future__ import annotations

import itertools
import math
from functools import cached_property

import numpy as np

from .variants import Variant

__all__ = [
    "MAX_CODES",
    "FullSymmetry",
    "Symmetry",
    "carrying",
    "check_size",
    "root_orbits",
    "root_representatives",
    "stabilizer",
]

# 정확 탐색을 받아들이는 가장 큰 변형: 첫 추측의 고정 부분군 표가 (원소 수, N) 이라서
# bulls4 (5040 코드, 원소 17280) 는 표만 170MB 가 넘고 탐색도 끝나지 않는다
MAX_CODES = 1500


def check_size(variant: Variant) -> None:
    """정확 탐색에 맞는 크기인지 (공개 함수 입구에서 부른다). 너무 크면 ValueError."""
    if variant.size > MAX_CODES:
        raise ValueError(
            f"{variant.name} has {variant.size} codes; the exact search takes at most {MAX_CODES}"
        )


def _lookup(variant: Variant) -> tuple[np.ndarray, np.ndarray]:
    """(자리값 가중치 (L,), 자리값 번호 → 코드 번호 표). 없는 조합은 -1."""
    base = max(variant.symbols) + 1
    weights = base ** np.arange(variant.length - 1, -1, -1, dtype=np.intp)
    table = np.full(base**variant.length, -1, dtype=np.intp)
    table[variant.codes.astype(np.intp) @ weights] = np.arange(variant.size)
    return weights, table


def _perm_table(variant: Variant, sigmas: np.ndarray, pis: np.ndarray) -> np.ndarray:
    """원소 (σ, π): c ↦ c' (c'[i] = σ(c[π[i]])) 들을 코드 치환표로.

    sigmas: (M, 기호 최댓값+1) intp. pis: (M, L) intp. 반환 (M, N) int16.
    """
    weights, table = _lookup(variant)
    codes = variant.codes.astype(np.intp)
    out = np.empty((len(sigmas), variant.size), dtype=np.int16)
    for start in range(0, len(sigmas), 256):  # (m, N, L) 중간 배열의 크기를 묶어 둔다
        sig = sigmas[start : start + 256]
        moved = codes[:, pis[start : start + 256]].transpose(1, 0, 2)  # (m, N, L)
        mapped = np.take_along_axis(sig[:, None, :], moved, axis=2)  # σ 를 칸마다
        out[start : start + 256] = table[mapped @ weights]
    return out


def stabilizer(variant: Variant, code: int) -> Symmetry:
    """전체 대칭군에서 코드 하나를 고정하는 부분군 (첫 추측 뒤의 대칭)."""
    g = [int(v) for v in variant.codes[code]]
    used = sorted(set(g))
    rest = [s for s in variant.symbols if s not in used]
    width = max(variant.symbols) + 1
    sigmas: list[np.ndarray] = []
    pis: list[tuple[int, ...]] = []
    for pi in itertools.permutations(range(variant.length)):
        forced: dict[int, int] = {}
        if any(forced.setdefault(g[p], g[i]) != g[i] for i, p in enumerate(pi)):
            continue  # 같은 기호가 서로 다른 기호로 가야 하면 치환이 아니다
        if len(set(forced.values())) != len(forced):
            continue
        for image in itertools.permutations(rest):
            sigma = np.arange(width, dtype=np.intp)
            for src, dst in forced.items():
                sigma[src] = dst
            sigma[rest] = image
            sigmas.append(sigma)
            pis.append(pi)
    perms = _perm_table(variant, np.array(sigmas), np.array(pis, dtype=np.intp))
    return Symmetry(perms)


def carrying(variant: Variant, code: int, target: int) -> np.ndarray:
    """code 를 target 으로 옮기는 대칭 하나의 코드 치환표 (N,) int16: 표[c] = 옮긴 c.

    두 코드는 반복 모양이 같아야 한다 (root_orbits 의 같은 궤도; 아니면 ValueError). 자리 치환을
    차례대로 보며 처음 맞는 것을 쓰고, 남는 기호는 작은 것끼리 차례대로 잇는다.
    """
    g = [int(v) for v in variant.codes[code]]
    t = [int(v) for v in variant.codes[target]]
    width = max(variant.symbols) + 1
    for pi in itertools.permutations(range(variant.length)):
        forced: dict[int, int] = {}
        if any(forced.setdefault(g[p], t[i]) != t[i] for i, p in enumerate(pi)):
            continue  # 같은 기호가 서로 다른 기호로 가야 하면 치환이 아니다
        if len(set(forced.values())) != len(forced):
            continue
        sigma = np.arange(width, dtype=np.intp)
        for src, dst in forced.items():
            sigma[src] = dst
        free = [s for s in variant.symbols if s not in forced]
        sigma[free] = [s for s in variant.symbols if s not in forced.values()]
        return _perm_table(variant, sigma[None, :], np.array([pi], dtype=np.intp))[0]
    raise ValueError(f"{variant.format(code)} and {variant.format(target)} differ in shape")


def root_orbits(variant: Variant) -> list[list[int]]:
    """전체 집합에서 첫 추측의 궤도: 반복 모양이 같은 코드는 전체 대칭군으로 서로 옮겨진다.

    궤도마다 코드 번호 목록 (오름차순), 궤도는 첫 코드 순서대로.
    """
    codes = variant.codes
    # 자리마다 그 기호가 몇 번 나오는지 (N, L) 를 정렬하면 반복 모양이다 (bulls4 도 한 번의 연산)
    shape = np.sort((codes[:, :, None] == codes[:, None, :]).sum(axis=2), axis=1)
    _, first, inverse = np.unique(shape, axis=0, return_index=True, return_inverse=True)
    inverse = inverse.ravel()
    return [np.flatnonzero(inverse == k).tolist() for k in np.argsort(first)]


def root_representatives(variant: Variant) -> np.ndarray:
    """전체 집합에서 시험할 첫 추측: 궤도마다 가장 작은 코드 하나."""
    return np.array(sorted(o[0] for o in root_orbits(variant)), dtype=np.intp)


class Symmetry:
    """후보 집합을 고정한다고 알려진 치환들의 군. perms: (M, N) int16, 항등 치환을 포함한다."""

    def __init__(self, perms: np.ndarray) -> None:
        self.perms = perms

    @classmethod
    def trivial(cls, size: int) -> Symmetry:
        """항등 치환만."""
        return cls(np.arange(size, dtype=np.int16)[None, :])

    @property
    def order(self) -> int:
        """원소 수."""
        return int(self.perms.shape[0])

    @cached_property
    def representatives(self) -> np.ndarray:
        """궤도마다 가장 작은 코드 번호 (오름차순)."""
        if self.order == 1:
            return np.arange(self.perms.shape[1])
        return np.unique(self.perms.min(axis=0)).astype(np.intp)

    def fixing(self, code: int) -> Symmetry:
        """코드 하나를 더 고정하는 원소만 (다음 추측을 부른 뒤의 대칭)."""
        if self.order == 1:
            return self
        return Symmetry(self.perms[self.perms[:, code] == code])


class FullSymmetry(Symmetry):
    """전체 대칭군. 표로 만들지 않는다 (baseball3 에선 9!·3! 개): 전체 집합에서만 쓴다."""

    def __init__(self, variant: Variant) -> None:
        super().__init__(np.empty((0, variant.size), dtype=np.int16))
        self.variant = variant

    @property
    def order(self) -> int:
        """원소 수 (기호 치환 수 × 자리 치환 수)."""
        return math.factorial(len(self.variant.symbols)) * math.factorial(self.variant.length)

    @cached_property
    def representatives(self) -> np.ndarray:
        """반복 모양마다 코드 하나."""
        return root_representatives(self.variant)

    def fixing(self, code: int) -> Symmetry:
        """첫 추측을 고정하는 부분군은 표로 만든다."""
        return stabilizer(self.variant, code)
