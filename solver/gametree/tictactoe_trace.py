"""삼목 AI 가 수를 고른 방법: 지금 판에서 AI 의 알파-베타 탐색의 윗부분 (search_trace 의 발자취).

AI 는 tictactoe.best_move 와 같은 규칙 (RULES, 또는 ordered 면 가운데-모서리-변 순서 훅의
ORDERED_RULES) 과 같은 깊이로 찾는다. 그래서 고른 칸, 값, 노드 수가 best_move 의 알파-베타와 같다.
값은 AI 관점이다 (뿌리가 MAX: AI 가 이기면 +, 지면 -, tictactoe 의 값 규약). 길은 둔 칸들의 튜플
(뿌리는 ()). 삼목 나무는 깊어서 show 깊이부터는 부분나무마다 요약 사건 하나 (값, 노드 수) 만
남긴다: show=2 면 뿌리에서 해 본 수들과 그 아래 상대의 응수들까지 보이고, 그 아래는 요약이다.
"""

from __future__ import annotations

from dataclasses import dataclass

from .negamax import Counts, minimax_counts
from .search_trace import SearchNode, Trace, trace_search
from .tictactoe import ORDERED_RULES, RULES, Board, parse_board, to_move, value
from .trace_events import Player

__all__ = ["AISearch", "MoveTried", "ai_search"]


@dataclass(frozen=True)
class MoveTried:
    """뿌리에서 해 본 수 하나. rank: 본 차례 (0 부터). value: 탐색이 돌려준 값 (AI 관점; 창 밖이면
    한쪽 경계). nodes: 그 아래를 보는 데 든 노드 수."""

    cell: int
    rank: int
    value: float
    nodes: int


@dataclass(frozen=True)
class AISearch:
    """AI 의 탐색 한 번. trace: 발자취 (AI 가 MAX). cell: 고른 칸. value: AI 관점의 값.
    tried: 뿌리에서 해 본 수들 (본 차례대로). skipped: 뿌리에서 잘라 보지 않은 칸들.
    alphabeta, minimax: 두 방법이 같은 깊이로 볼 노드 수와 말단 수 (Counts)."""

    board: Board
    player: str
    depth: int | None
    ordered: bool
    trace: Trace[int]
    alphabeta: Counts
    minimax: Counts

    @property
    def cell(self) -> int:
        """고른 칸 (뿌리가 끝난 판이 아니므로 언제나 있다)."""
        best = self.trace.root.best
        assert best is not None  # 뿌리의 창은 (-∞, +∞) 라 첫 수가 언제나 창을 바꾼다
        return best

    @property
    def value(self) -> float:
        """AI 관점의 값 (tictactoe 의 값 규약)."""
        return self.trace.value

    @property
    def tried(self) -> tuple[MoveTried, ...]:
        """뿌리에서 해 본 수들, 본 차례대로."""
        return tuple(
            MoveTried(int(c.path[-1]), rank, c.value, c.nodes)
            for rank, c in enumerate(self.trace.root.children)
        )

    @property
    def skipped(self) -> tuple[int, ...]:
        """뿌리에서 잘라 보지 않은 칸들 (뿌리의 β 는 +∞ 라 언제나 비어 있다)."""
        return self.trace.root.skipped

    def replies(self, cell: int) -> tuple[SearchNode[int], ...]:
        """AI 가 cell 에 둔다면 탐색이 본 상대의 응수들 (show 가 2 이상일 때), 본 차례대로."""
        for child in self.trace.root.children:
            if child.path[-1] == cell:
                return child.children
        return ()


def ai_search(
    board: Board | str, *, depth: int | None = None, ordered: bool = False, show: int = 2
) -> AISearch:
    """board 에서 둘 차례인 AI 의 알파-베타 탐색을 발자취로 남긴다.

    depth: 내다볼 수 (None 이면 끝까지, best_move 와 같다). ordered: 가운데-모서리-변 순서 훅.
    show: 길이 show 인 노드부터 요약 (1 이면 뿌리의 수들만, 2 면 상대의 응수까지).
    끝난 판이나 있을 수 없는 판은 ValueError (tictactoe 와 같다).

    >>> search = ai_search("XX./OO./...")  # X 차례: 2 에 두면 바로 이긴다
    >>> search.cell, search.value, search.player
    (2, 5, 'X')
    """
    cells = parse_board(board) if isinstance(board, str) else board
    if value(cells) is not None:  # value 가 판을 검사한다
        raise ValueError("the game is over: no move to choose")
    if depth is not None and (isinstance(depth, bool) or not isinstance(depth, int) or depth < 1):
        raise ValueError(f"depth must be a positive integer or None, got {depth!r}")
    if isinstance(show, bool) or not isinstance(show, int) or show < 1:
        raise ValueError(f"show must be a positive integer, got {show!r}")
    cells = tuple(cells)
    rules = ORDERED_RULES if ordered else RULES
    trace = trace_search(rules, cells, root=Player.MAX, depth=depth, show=show)
    return AISearch(
        board=cells,
        player=to_move(cells),
        depth=depth,
        ordered=ordered,
        trace=trace,
        alphabeta=Counts(trace.value, trace.nodes, trace.leaves),
        minimax=minimax_counts(rules, cells, depth),
    )
