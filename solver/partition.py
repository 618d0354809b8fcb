"""후보 집합을 대답별 묶음으로 나누기: 모든 추측의 묶음 크기를 한 번에 센다."""

from __future__ import annotations

import numpy as np

__all__ = ["bucket_counts", "entropy", "parts", "split", "sum_squares", "worst"]


def bucket_counts(
    responses: np.ndarray, cands: np.ndarray, slots: int, guesses: np.ndarray | None = None
) -> np.ndarray:
    """추측마다 대답별 후보 수.

    responses: 응답 행렬 (N, N) uint8. cands: 후보 번호 (C,) 정수. slots: 대답 칸 수 K.
    guesses: 볼 추측 번호 (G,), None 이면 모든 코드 (G = N).
    반환: (G, K) int64.
    """
    rows = responses[:, cands] if guesses is None else responses[np.ix_(guesses, cands)]
    g = rows.shape[0]
    flat = rows.astype(np.intp)  # (G, C): 행마다 K 씩 밀어 bincount 한 번으로 센다
    flat += np.arange(0, g * slots, slots, dtype=np.intp)[:, None]
    return np.bincount(flat.ravel(), minlength=g * slots).reshape(g, slots)


def worst(counts: np.ndarray) -> np.ndarray:
    """가장 큰 묶음 크기 (미니맥스 점수). counts (G, K) → (G,) int64."""
    return counts.max(axis=1)


def sum_squares(counts: np.ndarray) -> np.ndarray:
    """묶음 크기 제곱합. 이것을 C 로 나누면 남는 후보 수의 기댓값. (G, K) → (G,) int64."""
    return (counts * counts).sum(axis=1)


def entropy(counts: np.ndarray) -> np.ndarray:
    """대답의 정보량 (비트). (G, K) → (G,) float64."""
    total = counts.sum(axis=1, keepdims=True)
    p = counts / np.maximum(total, 1)
    with np.errstate(divide="ignore", invalid="ignore"):
        terms = np.where(p > 0, -p * np.log2(p), 0.0)
    return terms.sum(axis=1)


def parts(counts: np.ndarray) -> np.ndarray:
    """비어 있지 않은 묶음 수. (G, K) → (G,) int64."""
    return (counts > 0).sum(axis=1)


def split(responses: np.ndarray, cands: np.ndarray, guess: int) -> dict[int, np.ndarray]:
    """추측 하나로 후보를 대답별로 나눈다. 반환: 대답 → 후보 번호 배열 (오름차순 유지)."""
    answers = responses[guess, cands]
    order = np.argsort(answers, kind="stable")
    keys, starts = np.unique(answers[order], return_index=True)
    pieces = np.split(cands[order], starts[1:])
    return {int(a): piece for a, piece in zip(keys, pieces, strict=True)}
