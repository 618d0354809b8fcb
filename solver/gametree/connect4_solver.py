"""사목의 정확한 풀이: 판의 점수와 열마다의 점수 (gamesolver.org 의 점수 규약, connect4 참고).

Pascal Pons 의 공개 안내서 (blog.gamesolver.org) 에 적힌 생각을 따랐다 (코드는 새로 썼다):
- 네가맥스 + 알파-베타, 비트판 (connect4 의 current · mask).
- 지지 않는 수만: 상대가 다음 수에 이길 칸이 둘이면 진 판, 하나면 그 칸을 막는 수뿐이고,
  상대의 이기는 칸 바로 아래에는 두지 않는다. 그래서 커널에 들어온 판은 둘 차례인 쪽이 바로
  이길 수 없고 (부른 쪽이 먼저 본다), 점수의 범위가 좁아진다.
- 수 순서: 놓은 뒤 내 '이기는 빈칸' (위협) 이 많은 수부터, 같으면 가운데 열부터
  (connect4.threat_sort: 깊이 한계 탐색의 ORDERED_RULES 와 같은 순서).
- 전치표: 판의 열쇠 (current + mask) → 그 판 점수의 위 경계 또는 아래 경계 (소수 크기의 배열).
- 점수 찾기: 창 (v, v+1) 의 널 윈도 탐색을 되풀이해 점수 구간을 반씩 줄인다 (0 과 가까운 쪽을
  먼저 물어 무승부 · 짧은 승패를 빨리 가린다).
탐색의 뜨거운 고리 (네가맥스와 그것이 부르는 비트판 함수) 는 connect4_kernel 에서 numba 로
컴파일된다. 이 모듈은 그 둘레: 구간 줄이기, 열마다 돌아가며 묻기, 시간 · 노드 한계.
열마다의 점수는 그 열에 둔 뒤의 판을 같은 전치표로 풀어 부호를 바꾼 값이다. 한계에 닿으면 그때까지
증명한 범위 (Bounds) 를 준다.
"""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass

from . import connect4_kernel as kernel
from .connect4 import (
    CELLS,
    CENTRE_ORDER,
    COLUMNS,
    Bounds,
    Connect4Position,
    Value,
    column_bits,
    legal_columns,
    outcome,
    playable,
    position,
    winning_cells,
)

__all__ = [
    "Bounds",
    "Connect4Solution",
    "ExactSolver",
    "Solving",
    "Span",
    "Value",
    "load_kernel",
    "solve_position",
]

# 열쇠의 아래 32 비트만 적으므로 (connect4_kernel) 표가 이보다 작으면 두 판이 한 자리를 가른다
_SMALLEST_TABLE = 1 << 17


# 커널을 부르는 끝 무렵의 판 (bench 의 NEAR_END: 27 돌, 수백 노드)
_WARM_POSITION = position("354344423321573555745212413")


@dataclass(frozen=True)
class Connect4Solution:
    """풀이 한 번. score: 둘 차례인 쪽 관점의 점수 (끝난 판이면 그 판의 점수).
    columns: 열 (1..7) → 그 열에 두었을 때의 점수, 둘 수 없으면 None.
    best: 가장 좋다고 증명된 열들 (왼쪽부터). nodes: 커널이 본 판의 수. seconds: 걸린 시간.
    시간 한계 (deadline) 없이 풀면 score 와 열은 언제나 정확한 점수 (int) 다. 한계 안에 다 풀지
    못하면 그 열은 Bounds (증명된 범위) 이고, 아무것도 증명하지 못한 열은 None 이다."""

    score: Value
    columns: dict[int, Value]
    best: list[int]
    nodes: int
    seconds: float


@dataclass
class Span:
    """판 하나의 점수 범위 [low, high] 와 탐색이 그것을 한 번이라도 좁혔는지 (proved).
    ExactSolver.settle 이 좁힌다 (같은 Span 을 다시 주면 이어서 좁힌다)."""

    state: Connect4Position
    low: int
    high: int
    proved: bool

    @property
    def value(self) -> Value:
        """정확하면 점수, 좁혔으면 Bounds, 아무것도 증명하지 못했으면 None."""
        if self.low == self.high:
            return self.low
        return Bounds(self.low, self.high) if self.proved else None


class ExactSolver:
    """전치표를 품은 풀이기. 여러 판을 차례로 풀면 표를 같이 쓴다 (열마다의 풀이가 그렇다).

    use_table=False, ordered=False 는 벤치마크와 시험이 각 생각의 몫을 재려고 끈다.
    table_size: 전치표의 자리 수 (소수가 좋다; 2^17 이상, 아니면 ValueError).
    """

    def __init__(
        self, *, use_table: bool = True, ordered: bool = True, table_size: int = kernel.TABLE_SIZE
    ) -> None:
        if table_size < _SMALLEST_TABLE:
            raise ValueError(f"table_size must be at least {_SMALLEST_TABLE}, got {table_size}")
        self.keys, self.values = kernel.new_table(table_size if use_table else 1)
        self.order = kernel.new_order()
        self.stats = kernel.new_stats()
        self.use_table = use_table
        self.ordered = ordered

    @property
    def nodes(self) -> int:
        """지금까지 커널이 본 판의 수."""
        return int(self.stats[kernel.NODES])

    def _probe(self, state: Connect4Position, middle: int) -> int | None:
        """널 윈도 (middle, middle + 1) 의 탐색 한 번. 한계로 멈추면 None."""
        found = kernel.negamax(
            state.current,
            state.mask,
            state.plies,
            middle,
            middle + 1,
            self.keys,
            self.values,
            self.order,
            self.stats,
            self.use_table,
            self.ordered,
        )
        return None if self.stats[kernel.STOPPED] else int(found)

    def _step(self, span: Span) -> bool:
        """span 을 탐색 한 번으로 좁힌다 (0 에 가까운 쪽을 먼저 묻는다: 무승부 둘레의 답이 가장
        흔하고 가장 싸다). 한계로 멈췄으면 False (범위는 그대로)."""
        low, high = span.low, span.high
        middle = low + (high - low) // 2
        if middle <= 0 and _half(low) < middle:
            middle = _half(low)
        elif middle >= 0 and _half(high) > middle:
            middle = _half(high)
        found = self._probe(span.state, middle)
        if found is None:
            return False
        if found <= middle:
            span.high = found
        else:
            span.low = found
        span.proved = True
        return True

    def limit(self, nodes: int | None) -> None:
        """지금부터 nodes 개의 판을 더 보면 멈춘다 (None 이면 한계 없음). 멈춤 표시는 지운다."""
        self.stats[kernel.LIMIT] = kernel.NO_LIMIT if nodes is None else self.nodes + nodes
        self.stats[kernel.STOPPED] = 0

    def score(self, state: Connect4Position) -> int:
        """판의 정확한 점수 (둘 차례인 쪽 관점). 끝난 판이면 그 판의 점수."""
        self.limit(None)
        span = _span(state)
        while span.low < span.high:
            self._step(span)
        return span.low

    def stop(self) -> None:
        """지금 도는 탐색을 멈추게 한다 (다른 스레드에서 불러도 된다: 커널이 노드마다 본다)."""
        self.stats[kernel.STOPPED] = 1

    def settle(self, spans: list[Span], deadline: float = math.inf) -> None:
        """spans 를 돌아가며 탐색 한 번씩 좁힌다: 모두 정확해지거나 한계 (deadline: perf_counter
        의 시각, limit 의 노드 수) 에 닿을 때까지. 돌아가며 묻기에 시간이 모자라도 여러 열이
        조금씩 좁혀진다. 시각은 곁 스레드의 타이머가 재서 stop 을 부른다 (커널은 GIL 없이 돈다)."""
        timer = None
        if deadline < math.inf:
            timer = threading.Timer(max(0.0, deadline - time.perf_counter()), self.stop)
            timer.daemon = True
            timer.start()
        try:
            open_spans = [s for s in spans if s.low < s.high]
            while open_spans:
                for span in open_spans:
                    if not self._step(span):
                        return
                open_spans = [s for s in open_spans if s.low < s.high]
        finally:
            if timer is not None:  # 늦게 깬 타이머가 다음 풀이를 멈추지 않게 끝까지 기다린다
                timer.cancel()
                timer.join()


def load_kernel() -> None:
    """커널의 기계어를 불러 둔다 (캐시가 있으면 불러오고, 없으면 컴파일한다): 서버의 시작 준비가
    불러 첫 학생이 기다리지 않게. 커널에 한 번 들어가는 판을 작은 표로 풀고, AI 의 기계어 어림 ·
    수 순서 (kernel.COMPILED_RULES) 도 한 번씩 부른다."""
    ExactSolver(table_size=_SMALLEST_TABLE).score(_WARM_POSITION)
    kernel.compiled_heuristic(_WARM_POSITION)
    kernel.compiled_order(_WARM_POSITION, legal_columns(_WARM_POSITION))


def _span(state: Connect4Position) -> Span:
    """판의 처음 범위: 끝난 판과 바로 이기는 판은 정확히, 나머지는 남은 칸이 허락하는 범위."""
    done = outcome(state)
    if done is not None:
        return Span(state, done, done, True)
    cur, mask, plies = state.current, state.mask, state.plies
    if winning_cells(cur, mask) & playable(mask):
        win = (CELLS + 1 - plies) // 2
        return Span(state, win, win, True)
    return Span(state, -((CELLS - plies) // 2), (CELLS + 1 - plies) // 2, False)


def _children(state: Connect4Position) -> dict[int, Span]:
    """열 (1..7) → 그 열에 둔 뒤의 판의 범위 (둘 수 없는 열은 빠진다). 끝난 판이면 빈 dict."""
    if outcome(state) is not None:
        return {}
    spans = {}
    for column in range(1, COLUMNS + 1):
        bits = column_bits(column)
        stone = (state.mask + (bits & -bits)) & bits
        if stone:
            opponent = state.current ^ state.mask
            spans[column] = _span(Connect4Position(opponent, state.mask | stone, state.plies + 1))
    return spans


def _half(value: int) -> int:
    """0 쪽으로 자른 절반 (-3 → -1, 3 → 1)."""
    return -((-value) // 2) if value < 0 else value // 2


def _negated(span: Span) -> Value:
    """자식 판의 범위를 부모 쪽 열의 값으로 (부호를 바꾸고 위아래를 뒤집는다)."""
    value = span.value
    if isinstance(value, Bounds):
        return Bounds(-value.high, -value.low)
    return None if value is None else -value


class Solving:
    """한 판의 풀이를 여러 번에 나눠 한다: 전치표 (solver) 와 열마다 증명한 범위를 이어 쓰므로
    run 을 다시 부르면 멈춘 곳에서 이어 좁힌다 (페이지의 '2초 더'). 스레드 하나씩만 부른다.
    columns=False 면 판의 점수만 푼다. nodes · seconds 는 지금까지 모든 run 의 합이다."""

    def __init__(
        self, state: Connect4Position, *, solver: ExactSolver | None = None, columns: bool = True
    ) -> None:
        self.state = state
        self.solver = solver or ExactSolver()
        self.spans = _children(state) if columns else {}
        self.root = _span(state)
        self.nodes = 0
        self.seconds = 0.0

    @property
    def exact(self) -> bool:
        """판과 둘 수 있는 열이 모두 정확히 풀렸는지 (더 풀 것이 없다)."""
        spans = list(self.spans.values()) or [self.root]
        return all(s.low == s.high for s in spans)

    def run(self, deadline: float = math.inf, max_nodes: int | None = None) -> Connect4Solution:
        """한계 (deadline: perf_counter 의 시각, max_nodes: 이번에 더 볼 판의 수) 까지 좁히고
        지금까지 증명한 것을 준다."""
        solver = self.solver
        start, before = time.perf_counter(), solver.nodes
        solver.limit(max_nodes)
        spans = self.spans
        if spans:
            solver.settle([spans[c] for c in CENTRE_ORDER if c in spans], deadline)  # 가운데부터
        else:
            solver.settle([self.root], deadline)
        self.nodes += solver.nodes - before
        self.seconds += time.perf_counter() - start
        return self._solution()

    def _solution(self) -> Connect4Solution:
        spans = self.spans
        scores: dict[int, Value] = dict.fromkeys(range(1, COLUMNS + 1))
        if not spans:
            return Connect4Solution(self.root.value, scores, [], self.nodes, self.seconds)
        scores |= {c: _negated(s) for c, s in spans.items()}
        low = max(-s.high for s in spans.values())
        high = max(-s.low for s in spans.values())
        touched = any(s.proved for s in spans.values())
        score = Span(self.state, low, high, touched).value
        # 가장 좋다고 증명된 열: 아래 경계가 다른 모든 열의 위 경계 이상
        best = [
            c
            for c, s in spans.items()
            if (low == high or touched)
            and all(-s.high >= -o.low for d, o in spans.items() if d != c)
        ]
        return Connect4Solution(score, scores, best, self.nodes, self.seconds)


def solve_position(
    state: Connect4Position,
    *,
    solver: ExactSolver | None = None,
    columns: bool = True,
    deadline: float = math.inf,
    max_nodes: int | None = None,
) -> Connect4Solution:
    """판의 점수와 (columns=True 면) 열마다의 점수. solver 를 주면 그 전치표를 이어 쓴다.

    deadline (time.perf_counter 의 시각) 이나 max_nodes (더 볼 판의 수) 에 닿으면 멈추고, 그때까지
    증명한 것을 준다: 열마다 돌아가며 널 윈도 탐색을 한 번씩 하므로 여러 열이 함께 좁혀진다.
    끝난 판은 점수만 있고 열은 모두 None. columns=False 면 열은 모두 None 이고 best 는 비어 있다.
    이어서 더 풀려면 Solving 을 쓴다.

    >>> from .connect4 import position
    >>> ExactSolver().score(position("445566"))  # 넷째 돌로 이긴다: 22 - 4
    18
    """
    return Solving(state, solver=solver, columns=columns).run(deadline, max_nodes)
