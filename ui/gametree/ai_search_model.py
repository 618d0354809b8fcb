"""'AI가 고른 방법' 이 그릴 내용 (streamlit 없음): 삼목 AI 의 마지막 수를 고른 알파-베타 탐색의
윗 두 층 (solver.gametree.tictactoe_trace.ai_search) 을 한 수씩.

걸음 k (1..해 본 수의 수) 는 AI 가 k 번째로 해 본 수다: 판에는 그 칸에 AI 의 돌을 놓아 보고, 상대의
응수마다 본 차례와 값 (AI 관점), 잘라서 보지 않은 응수는 ✂ 를 적는다. 값은 탐색이 돌려준 값이라
창 밖이면 한쪽 경계다 ('≤ -3': 참값은 -3 이하, '≥ 4': 4 이상). 걸음 0 은 시작 전 (지금 판).
"""

from __future__ import annotations

from collections.abc import Mapping

from solver.gametree.search_trace import SearchNode
from solver.gametree.tictactoe_trace import AISearch

from ..text import tr
from .gametree_model import STONES, place, value_text

__all__ = ["board_texts", "bound_text", "counts_text", "step_lines", "tried_text"]


def bound_text(value: float, alpha: float, beta: float) -> str:
    """탐색이 돌려준 값: 받은 창 (alpha, beta) 밖이면 한쪽 경계 ('≤-3', '≥+4')."""
    shown = value_text(value)
    if value <= alpha:
        return f"≤{shown}"
    if value >= beta:
        return f"≥{shown}"
    return shown


def _shown(node: SearchNode[int]) -> str:
    return bound_text(node.value, node.alpha, node.beta)


def _move_value(lang: str, move: SearchNode[int], exact: Mapping[int, float]) -> str:
    """해 본 수의 값: 창 안이면 그 값, 경계면 점수 그림의 참값과 함께 (같으면 참값만)."""
    shown = _shown(move)
    true = exact.get(int(move.path[-1]))
    if true is None or shown == value_text(move.value):
        return shown
    if true == move.value:
        return value_text(true)
    return tr(lang, "gt_why_bound_true", bound=shown, value=value_text(true))


def _order(i: int) -> str:
    """본 차례의 표시: ① ② … (0 부터)."""
    return chr(0x2460 + i)


def board_texts(lang: str, search: AISearch, step: int) -> tuple[str, ...]:
    """걸음 step 의 판: 칸 9 개의 글 (Markdown). 놓인 돌, 해 보는 돌, 응수의 차례와 값, ✂."""
    texts = [STONES[s] if s is not None else "·" for s in search.board]
    tried = search.trace.root.children
    if not 1 <= step <= len(tried):
        return tuple(texts)
    move = tried[step - 1]
    cell = int(move.path[-1])
    texts[cell] = f"**{STONES[search.player]}** *{tr(lang, 'gt_why_trying')}*"
    for i, reply in enumerate(search.replies(cell)):
        text = f"{_order(i)} {_shown(reply)}"
        texts[int(reply.path[-1])] = f"**{text}**" if reply.path[-1] == move.best else text
    for skipped in move.skipped:
        texts[int(skipped)] = "✂"
    return tuple(texts)


def tried_text(lang: str, search: AISearch, step: int, exact: Mapping[int, float]) -> str:
    """해 본 수들을 한 줄로 ('1. 가운데 0 · 2. …'), 지금 걸음의 수는 굵게. exact: 칸 → 참값
    (점수 그림의 값)."""
    items = []
    for i, move in enumerate(search.trace.root.children):
        item = f"{i + 1}. {place(lang, int(move.path[-1]))} {_move_value(lang, move, exact)}"
        items.append(f"**{item}**" if i + 1 == step else item)
    return tr(lang, "gt_why_tried", moves=" · ".join(items))


def _best_before(search: AISearch, step: int) -> SearchNode[int] | None:
    """걸음 step 의 수를 보기 전까지 가장 좋은 수 (뿌리의 α 를 만든 수)."""
    best = None
    for move in search.trace.root.children[: step - 1]:
        if best is None or move.value > best.value:
            best = move
    return best


def step_lines(lang: str, search: AISearch, step: int, exact: Mapping[int, float]) -> list[str]:
    """걸음 step 의 문장들: 해 본 수와 그 값, 자른 응수의 조건, 끝이면 고른 수. exact: 칸 → 참값
    (점수 그림의 값)."""
    tried = search.trace.root.children
    if not 1 <= step <= len(tried):
        return [tr(lang, "gt_why_start", n=len(tried))]
    move = tried[step - 1]
    replies = search.replies(int(move.path[-1]))
    cell = place(lang, int(move.path[-1]))
    if not replies:  # 두자마자 끝나는 수 (또는 깊이 한계의 어림)
        lines = [tr(lang, "gt_why_end", k=step, cell=cell, value=_move_value(lang, move, exact))]
    else:
        value = _move_value(lang, move, exact)
        lines = [tr(lang, "gt_why_try", k=step, cell=cell, seen=len(replies), value=value)]
    best = _best_before(search, step)
    if best is None or move.value > best.value:
        lines.append(tr(lang, "gt_why_best"))
    elif move.skipped:
        last = replies[-1]
        lines.append(
            tr(
                lang,
                "gt_why_cut",
                reply=place(lang, int(last.path[-1])),
                value=_shown(last),
                best=place(lang, int(best.path[-1])),
                alpha=value_text(move.alpha),
                skipped=len(move.skipped),
            )
        )
    else:
        lines.append(tr(lang, "gt_why_not_better", best=place(lang, int(best.path[-1]))))
    if step == len(tried):
        lines.append(
            tr(lang, "gt_why_done", cell=place(lang, search.cell), value=value_text(search.value))
        )
    return lines


def counts_text(lang: str, search: AISearch) -> str:
    """같은 깊이에서 미니맥스와 알파-베타가 보는 잎과 노드의 수."""
    mm, ab = search.minimax, search.alphabeta
    return tr(
        lang,
        "gt_why_counts",
        mm_leaves=mm.leaves,
        mm_nodes=mm.nodes,
        ab_leaves=ab.leaves,
        ab_nodes=ab.nodes,
    )
