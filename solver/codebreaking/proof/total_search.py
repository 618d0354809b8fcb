"""합계 탐색의 빠른 핵심: bulls4 의 묶음 (수백~천여 개) 을 정확히 푸는 분기 한정.

합계 T(S) = |S| + min_g Σ_{a≠정답} T(S_a). average.py 의 탐색과 같은 식, 같은 하한 L(n) 이지만
다음이 다르다 (average.py 는 baseball3 의 실어 둔 나무를 같은 바이트로 다시 만드는 몫이라 둔다).
- 추측 g 의 자식으로 깊이 들어가기 전에, 자식마다 한 단계 앞을 본 하한 min_h (|S_a| + Σ L(..))
  을 먼저 센다 (peek). 큰 자식을 다 풀고서야 작은 자식 때문에 g 가 안 된다는 것을 아는 헛걸음이
  사라진다: bulls4 의 720 묶음이 마디 수십만 → 1,600, 216 초 → 14 초.
- 하한이 한도 밑인 추측만 줄 세우고, 같은 하한이면 남는 후보 수의 기댓값이 작은 추측부터 본다.
- 후보 번호는 int16, 기억의 열쇠는 그 바이트 (packbits 보다 싸다).
마디의 걸음 (기억과 마디의 머리 · 꼬리, 추측을 차례로 해 보기, 자식의 합) 은 fewest.py 와 같이
쓴다 (branch_bound.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np

from .. import partition
from ..decision_tree import AnswerPath, Policy
from ..feedback import answer_slots, possible_answers, response_matrix
from ..symmetry import Symmetry
from ..variants import Variant
from .branch_bound import MemoSearch, best_guess, children_value, guess_split, sorted_parts

__all__ = ["TotalSearch", "dense_responses", "size_floor"]

# 한 단계 하한을 대답 줄의 정렬로 세는 가장 큰 집합 (더 크면 묶음 수 표가 더 싸다; 재어 봤다)
_SORT_MAX = 8


def size_floor(variant: Variant) -> np.ndarray:
    """크기만 아는 집합의 합계 하한 L(n), n = 0..N. 형태 (N+1,) int64."""
    branches = len(possible_answers(variant)) - 1
    out = np.zeros(variant.size + 1, dtype=np.int64)
    depth, room, left = 1, 1, 0  # 지금 깊이, 그 깊이에 남은 자리 수
    for n in range(1, variant.size + 1):
        if left == room:  # 이 깊이가 다 찼다
            depth, room, left = depth + 1, room * branches, 0
        left += 1
        out[n] = out[n - 1] + depth
    return out


@cache
def dense_responses(variant: Variant) -> np.ndarray:
    """응답 행렬의 대답을 나올 수 있는 대답만의 빽빽한 번호로 (N, N) uint8, 읽기 전용.

    bulls4 는 25 칸 → 14 칸 (정답이 마지막 번호): 마디마다 (추측 수, 칸 수) 표를 세고 모으는
    일이 칸 수에 비례한다.
    """
    answers = possible_answers(variant)
    dense = np.zeros(answer_slots(variant), dtype=np.uint8)
    dense[list(answers)] = np.arange(len(answers), dtype=np.uint8)
    out = dense[response_matrix(variant)]
    out.setflags(write=False)
    return out


class TotalSearch(MemoSearch[bytes]):
    """집합 (후보 int16 의 바이트) 마다 최소 합계 (와 그 추측) 또는 밝혀진 하한을 기억하는 분기
    한정 탐색. deadline, heartbeat: branch_bound.MemoSearch.
    """

    def __init__(
        self,
        variant: Variant,
        *,
        deadline: float | None = None,
        heartbeat: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__(deadline, heartbeat)
        self.variant = variant
        self.responses = dense_responses(variant)
        self.slots = len(possible_answers(variant))
        self.win = self.slots - 1
        self.floor = size_floor(variant)
        self.peeked: set[bytes] = set()

    def bound(self, cands: np.ndarray) -> int:
        """기억이나 크기로 아는 가장 좋은 하한 (정확한 값이면 그 값)."""
        n = len(cands)
        if n <= 2:
            return 2 * n - 1
        return self.remembered(cands.tobytes(), int(self.floor[n]))

    def solve(self, cands: np.ndarray, group: Symmetry, beta: int) -> int:
        """값이 beta 보다 작으면 최소 합계, 아니면 beta 이상인 하한.

        cands: 후보 번호 (C,) int16 오름차순. group: cands 를 고정하는 대칭.
        """
        n = len(cands)
        if n <= 2:
            return 2 * n - 1  # 하나면 1, 둘이면 하나를 불러 1 + 2
        key = cands.tobytes()
        known, open_node = self.enter(key, int(self.floor[n]), beta)
        if not open_node:
            return known
        reps = group.representatives
        split = guess_split(self.responses, cands, self.slots, self.win, reps)
        counts, inside, useful = split.counts, split.inside, split.useful
        guess_floor = n + self.floor[counts].sum(axis=1)  # (G,) 추측마다 하한
        hopeful = useful & (guess_floor < beta)
        picked = np.flatnonzero(hopeful)  # 하한이 한도 밑인 추측만 줄 세운다
        squares = partition.sum_squares(counts[picked])
        picked = picked[np.lexsort((reps[picked], ~inside[picked], squares, guess_floor[picked]))]
        found = best_guess(
            zip(reps[picked].tolist(), guess_floor[picked].tolist(), strict=True),
            lambda guess, best: self._try(cands, group, guess, best),
            beta=beta,
            known=known,
            unlisted=guess_floor[useful & ~hopeful],
        )
        return self.leave(key, found)

    def _try(self, cands: np.ndarray, group: Symmetry, guess: int, best: int) -> int:
        """추측 guess 의 합계. best 보다 작으면 정확히, 아니면 best 이상인 하한."""
        parts = sorted_parts(self.responses, cands, guess, self.win)
        return children_value(
            parts,
            [self.bound(p) for p in parts],
            base=len(cands),
            best=best,
            fixing=lambda: group.fixing(guess),
            peek=self._peek_child,
            solve=self.solve,
        )

    def _peek_child(self, part: np.ndarray, group: Symmetry) -> int | None:
        """자식 묶음의 한 단계 앞 하한. 둘 이하 (값이 정해져 있다) 나 풀린 묶음은 None."""
        if len(part) <= 2 or part.tobytes() in self.exact:
            return None
        return self.peek(part, group)

    def peek(self, cands: np.ndarray, group: Symmetry) -> int:
        """한 단계 앞을 본 하한: min_g (n + Σ L(|S_a|)). 기억의 하한도 올려 둔다."""
        key = cands.tobytes()
        known = max(self.lower.get(key, 0), int(self.floor[len(cands)]))
        if key in self.peeked:
            return known
        self.peeked.add(key)
        n = len(cands)
        reps = group.representatives
        if n <= _SORT_MAX:
            low = max(known, self._small_floor(cands, reps))
        else:
            split = guess_split(self.responses, cands, self.slots, self.win, reps)
            low = max(known, n + int(self.floor[split.counts[split.useful]].sum(axis=1).min()))
        self.lower[key] = low
        return low

    def _small_floor(self, cands: np.ndarray, reps: np.ndarray) -> int:
        """작은 집합 (묶음이 모두 L(c) = 2c-1) 의 한 단계 하한: 3n - max_g (2·[g∈S] + 묶음 수).

        묶음 수는 대답 줄을 정렬해 센다: (G, K) 를 세고 모으는 것보다 싸다. 정답은 가장 큰 대답
        번호라 정렬한 줄의 끝에 온다.
        """
        n = len(cands)
        rows = self.responses[cands.astype(np.intp)]  # (n, N)
        if len(reps) != rows.shape[1]:
            rows = rows[:, reps]
        ordered = np.sort(rows.T, axis=1)  # (G, n)
        distinct = 1 + (ordered[:, 1:] != ordered[:, :-1]).sum(axis=1)
        inside = ordered[:, -1] == self.win
        # 정답 아닌 묶음 수 + 2·[g∈S] = distinct + inside. 아무것도 못 가르는 추측은 뺀다
        score = (distinct + inside)[inside | (distinct > 1)]
        return 3 * n - int(score.max())

    def policy(self) -> Policy:
        """풀린 집합의 기억한 추측으로 고르는 policy (decision_tree.grow 용). 둘 이하면 첫 후보."""
        table = self.table()

        def pick(cands: np.ndarray, path: AnswerPath) -> int:
            return int(cands[0]) if len(cands) <= 2 else table[cands.astype(np.int16).tobytes()]

        return pick
