"""MCTS 한 걸음씩의 작은 판 (streamlit 없음): 삼목 · 사목을 같은 HTML 한 조각으로.

칸은 span 이고 모양 (격자, 원 · 네모, 색) 은 페이지 CSS (ui/browser/page.css 의 mc-) 에 있다:
열쇠가 아니라 클래스라 첫 화면의 그림에도 그대로 입혀진다. 돌은 색만이 아니라 글자로도 다르다
(X 먼저 둔 쪽, O 나중 쪽). 끝내기의 무작위 수에는 둔 차례를 작은 수로 (X³), 이 playout 의 길 (고른
수들) 은 점선 테두리, 넓힌 새 노드의 수는 굵은 고리로 보인다. 빈 삼목 칸에는 칸 번호를 흐리게
(화면의 '칸 4' 를 판에서 찾게).
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from ..text import tr
from .connect4_model import STONES
from .mcts_model import GAME_RULES, McGame, board_cells

__all__ = ["board_html", "words_html"]

_SMALL = "⁰¹²³⁴⁵⁶⁷⁸⁹"


def _small(n: int) -> str:
    return "".join(_SMALL[int(d)] for d in str(n))


def board_html(
    lang: str,
    game: McGame,
    moves: Sequence[int],
    *,
    path_from: int,
    new_at: int | None = None,
    rollout_from: int | None = None,
) -> str:
    """판의 HTML. moves: 처음 판부터 그릴 수 모두. path_from: 이 차례부터의 수는 이 playout 의 길
    (점선). new_at: 넓힌 수의 차례 (굵은 고리). rollout_from: 이 차례부터는 끝내기의 무작위 수 (둔
    차례를 1 부터 작은 수로)."""
    rows, cols = GAME_RULES[game].shape
    placed = board_cells(game, moves)
    spans = []
    for r in range(rows):
        for c in range(cols):
            ply = placed.get((r, c))
            if ply is None:
                empty = str(r * cols + c) if game is McGame.TICTACTOE else ""
                spans.append(f'<span class="mc-cell mc-empty">{empty}</span>')
                continue
            kinds = ["mc-cell", "mc-x" if ply % 2 == 0 else "mc-o"]
            text = STONES[ply % 2]
            if rollout_from is not None and ply >= rollout_from:
                text += _small(ply - rollout_from + 1)
            elif new_at is not None and ply == new_at:
                kinds.append("mc-new")
            elif ply >= path_from:
                kinds.append("mc-path")
            spans.append(f'<span class="{" ".join(kinds)}">{text}</span>')
    name = html.escape(_name(lang, game, moves), quote=True)
    shape = "mc-g3" if game is McGame.TICTACTOE else "mc-g7"
    return f'<div class="mc-grid {shape}" role="img" aria-label="{name}">{"".join(spans)}</div>'


def _name(lang: str, game: McGame, moves: Sequence[int]) -> str:
    """판의 접근성 이름: 둔 차례대로 ('X 칸 4, O 칸 0, …')."""
    key = "mc_cell" if game is McGame.TICTACTOE else "mc_column"
    placed = ", ".join(f"{STONES[i % 2]} {tr(lang, key, m=m)}" for i, m in enumerate(moves))
    return tr(lang, "mc_board_name", moves=placed or tr(lang, "mc_board_empty"))


_BOLD = re.compile(r"\*\*(.+?)\*\*")


def words_html(lines: Sequence[str]) -> str:
    """박자의 글 (mcts_words 의 줄들: '- ' 로 시작하면 목록의 한 줄, 아니면 문단; **굵게** 만
    읽는다) 을 HTML 한 조각으로. Markdown 목록이 아니라 HTML 인 까닭: 첫 화면의 그림은 목록을 모르고
    (글의 높이가 달라 아래 상자들이 움직인다), 클래스의 모양 (page.css 의 mc-words) 은 첫 화면에도
    입혀진다. 글은 모두 이 페이지의 문구와 수라 escape 한 뒤 굵게만 바꾼다."""
    parts: list[str] = []
    listing = False
    for line in lines:
        item = line.startswith("- ")
        if item != listing:
            parts.append("<ul>" if item else "</ul>")
            listing = item
        text = _BOLD.sub(r"<b>\1</b>", html.escape(line[2:] if item else line))
        parts.append(f"<li>{text}</li>" if item else f"<p>{text}</p>")
    if listing:
        parts.append("</ul>")
    return f'<div class="mc-words">{"".join(parts)}</div>'
