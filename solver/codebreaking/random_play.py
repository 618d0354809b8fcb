"""'미니맥스 끔' (아무 후보나 부르기) 을 많은 판에 한꺼번에: 판마다 돌지 않고 판 묶음을 벡터로.

판 하나의 후보 집합은 코드 N 개의 비트 묶음 (64 비트 낱말 W 개) 이다. 한 차례에 묶음의 모든 판이
동시에 (1) 후보 가운데 하나를 고르게 뽑아 부르고 (2) 비밀의 대답을 받고 (3) '그 추측에 그 대답을
주는 코드들' 의 비트 묶음과 AND 해서 후보를 줄인다. (3) 의 비트 묶음은 (추측, 대답) 마다 한 번
만들어 둔다 (bulls4: 5040 x 14 x 79 낱말 = 45 MB, 변형마다 한 벌).

고르게 뽑기: 낱말마다 켜진 비트 수 (np.bitwise_count) 를 누적해 r 번째 (0 부터) 켜진 비트가 든
낱말을 찾고, 그 낱말의 8 바이트에서 같은 식으로 바이트를, 바이트 안의 자리는 표 (256 x 8) 로
읽는다. 코드 순서는 packbits 의 순서 (바이트 순, 바이트 안에서는 높은 비트부터) 다.

정의는 play_out 의 'random' 과 같다 (차례마다 남은 후보 가운데 고르게 하나, 비밀마다 games 판,
결과는 비밀 순서대로 판 games 개씩). 씨앗이 같으면 결과가 같다. 다만 난수를 뽑는 순서가 다르므로
같은 씨앗의 play_out 과 판 하나하나가 같지는 않다 (분포가 같다: 시험이 정확한 기댓값과 견준다).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np

from .feedback import answer_slots, possible_answers, response_matrix, win_answer
from .variants import Variant

__all__ = ["CHUNK", "play_random"]

# 한 번에 함께 두는 판 수 (메모리: 판마다 N/8 바이트 몇 벌)
CHUNK = 16_384

# 바이트의 켜진 비트 수 (256,) 와 '바이트 b 의 k 번째 켜진 비트의 자리' (256, 8) (packbits 순서:
# 첫 코드가 가장 높은 비트다)
_POPCOUNT = np.array([bin(b).count("1") for b in range(256)], dtype=np.uint8)
_SELECT = np.zeros((256, 8), dtype=np.uint8)
for _b in range(256):
    _bits = [i for i in range(8) if _b & (0x80 >> i)]
    _SELECT[_b, : len(_bits)] = _bits

Progress = Callable[[int, int], None]


@cache
def _answer_masks(variant: Variant) -> tuple[np.ndarray, np.ndarray]:
    """((N, A, W) uint64: 추측 g 에 대답 a 를 주는 코드들의 비트 묶음, (K,) 대답 번호 → a 칸).

    A 는 나올 수 있는 대답 수, W = ceil(N/64). 읽기 전용으로 변형마다 한 벌.
    """
    responses = response_matrix(variant)
    answers = np.asarray(possible_answers(variant), dtype=np.intp)
    slot_of = np.full(answer_slots(variant), -1, dtype=np.intp)
    slot_of[answers] = np.arange(len(answers))
    words = (variant.size + 63) // 64
    masks = np.zeros((variant.size, len(answers), words * 8), dtype=np.uint8)
    for i, answer in enumerate(answers):
        packed = np.packbits(responses == answer, axis=1)  # (N, ceil(N/8))
        masks[:, i, : packed.shape[1]] = packed
    masks = masks.view(np.uint64)  # (N, A, W) 바이트 8 개씩 한 낱말
    masks.setflags(write=False)
    return masks, slot_of


def _nth(counts: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """행마다 r 번째 (0 부터) 켜진 비트가 든 칸과 그 칸 안의 순번. counts (G, M): 칸마다 켜진 수."""
    upto = np.cumsum(counts, axis=1, dtype=np.int32)  # (G, M) 그 칸까지 켜진 수
    cell = (upto <= r[:, None]).sum(axis=1)  # (G,)
    rows = np.arange(len(r))
    return cell, r - (upto[rows, cell] - counts[rows, cell])


def _pick(cands: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """판마다 켜진 비트 가운데 하나를 고르게 뽑아 그 코드 번호를 돌려준다. cands (G, W) → (G,)."""
    per_word = np.bitwise_count(cands)  # (G, W) uint8
    total = per_word.sum(axis=1, dtype=np.int32)
    r = (rng.random(len(cands)) * total).astype(np.int32)  # (G,) 0..total-1
    word, r = _nth(per_word, r)
    rows = np.arange(len(cands))
    octets = cands[rows, word].view(np.uint8).reshape(-1, 8)  # (G, 8) 그 낱말의 바이트들
    byte, r = _nth(_POPCOUNT[octets], r)
    bits = _SELECT[octets[rows, byte], r].astype(np.intp)
    return (word * 64 + byte * 8).astype(np.intp) + bits


def play_random(
    variant: Variant,
    games: int,
    seed: int,
    progress: Progress | None = None,
    *,
    first: int | None = None,
) -> np.ndarray:
    """비밀마다 games 판을 '아무 후보나' 로 둔다. 반환 (N*games,) int64: 판마다 부른 횟수,
    비밀 순서대로 (판 games 개씩). progress(끝난 판, 전체 판) 은 묶음마다.

    first: 첫 추측을 이 코드로 정해 둔다 (None 이면 첫 추측도 모든 코드 가운데 고르게). 발표된
    '아무 후보나' 의 수 (Swaszek 의 마스터마인드 4.638) 가 첫 추측을 정해 둔 정의인지 견주려고.
    """
    if games < 1:
        raise ValueError(f"games per secret must be at least 1, got {games}")
    if first is not None and not 0 <= first < variant.size:
        raise ValueError(f"first guess must be a code number below {variant.size}, got {first}")
    responses = response_matrix(variant)
    masks, slot_of = _answer_masks(variant)
    win = win_answer(variant)
    rng = np.random.default_rng(seed)
    total = variant.size * games
    secrets = np.repeat(np.arange(variant.size), games)  # (N*games,) 판 i 의 비밀
    counts = np.zeros(total, dtype=np.int64)
    for start in range(0, total, CHUNK):
        alive = np.arange(start, min(start + CHUNK, total))  # 아직 못 맞힌 판들의 번호
        cands = None  # 첫 차례는 모든 코드가 후보: 비트 묶음 없이 고르게 뽑는다
        turn = 0
        while len(alive):
            turn += 1
            if cands is None and first is not None:
                guess = np.full(len(alive), first, dtype=np.intp)
            elif cands is None:
                guess = rng.integers(variant.size, size=len(alive))
            else:
                guess = _pick(cands, rng)  # (G,)
            answer = responses[guess, secrets[alive]]  # (G,)
            done = answer == win
            counts[alive[done]] = turn
            keep = ~done
            alive, guess, answer = alive[keep], guess[keep], answer[keep]
            fits = masks[guess, slot_of[answer]]  # (G', W) 이번 대답에 맞는 코드들
            cands = fits if cands is None else cands[keep] & fits
        if progress is not None:
            progress(min(start + CHUNK, total), total)
    return counts
