"""MCTS 한 걸음씩 페이지의 말 (streamlit 없음): 수의 이름, 네 박자의 문장, 예측의 채점, 나무의
이름표, 여럿 한 번에 · 정확한 답의 표.

수는 모두 화면의 수 그대로 적는다 (UCT 의 두 칸, 방문과 점수): 학생이 식에 넣어 다시 셀 수 있게.
점수 (wins) 는 그 노드로 둔 쪽의 것이다 (이김 1, 비김 0.5, 짐 0).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from solver.gametree.mcts_trace import Playout

from ..text import tr
from .connect4_model import STONES, score_words
from .mcts_model import (
    BackupRow,
    Beat,
    ChildRow,
    McGame,
    NodePath,
    SearchTree,
    chosen_at,
    path_of,
)

__all__ = [
    "BEAT_TEXT",
    "GAME_TEXT",
    "backup_lines",
    "beat_line",
    "exact_rows",
    "expand_line",
    "move_name",
    "node_label",
    "node_lines",
    "number",
    "path_name",
    "position_name",
    "predict_line",
    "rollout_lines",
    "select_lines",
    "stage_rows",
    "tally",
]

GAME_TEXT = {McGame.TICTACTOE: "mc_game_tictactoe", McGame.CONNECT4: "mc_game_connect4"}
BEAT_TEXT = {
    Beat.SELECT: "mc_beat_select",
    Beat.EXPAND: "mc_beat_expand",
    Beat.ROLLOUT: "mc_beat_rollout",
    Beat.BACKUP: "mc_beat_backup",
}
_BAR = 6  # 나무 이름표의 방문 막대 칸 수
NAMED_MOVES = 4  # 판 이름에 다 적는 수의 수 (사목의 넷째 수 판까지)


def number(value: float) -> str:
    """점수 합: 정수면 정수로, 아니면 소수 한 자리 (비김의 0.5)."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def move_name(lang: str, game: McGame, move: int) -> str:
    """수 하나의 이름 ('칸 4', '4열')."""
    return tr(lang, "mc_cell" if game is McGame.TICTACTOE else "mc_column", m=move)


def path_name(lang: str, game: McGame, path: NodePath) -> str:
    """노드의 이름: 뿌리, 또는 수들을 화살표로 ('칸 4 → 칸 0')."""
    if not path:
        return tr(lang, "mc_root")
    return " → ".join(move_name(lang, game, m) for m in path)


def position_name(lang: str, game: McGame, moves: Sequence[int]) -> str:
    """설정의 판 이름: 빈 판, 둔 차례대로 ('X 칸 4 → O 칸 0'), 수가 NAMED_MOVES 보다 많으면 돌 수와
    마지막 두 수 (폰의 고르기 상자는 한 줄이라 긴 수순을 자른다)."""
    if not moves:
        return tr(lang, "mc_start")
    named = [f"{STONES[i % 2]} {move_name(lang, game, m)}" for i, m in enumerate(moves)]
    if len(named) <= NAMED_MOVES:
        return " → ".join(named)
    return tr(lang, "mc_position_long", n=len(named), last=" → ".join(named[-2:]))


def tally(guesses: Mapping[int, int], playouts: Sequence[Playout[int]]) -> tuple[int, int]:
    """예측의 (맞힌 수, 누른 수): playout 번호 → 누른 수를 그 playout 의 뿌리 고르기와 견준다
    (발자취가 담은 playout 만)."""
    seen = [(n, g) for n, g in guesses.items() if n <= len(playouts) and playouts[n - 1].select]
    return sum(playouts[n - 1].select[0].chose == g for n, g in seen), len(seen)


def beat_line(lang: str, playout: int, beat: Beat, done: int) -> str:
    """머리 줄: 몇 번째 playout 의 몇 번째 박자, 지금까지 마친 playout."""
    marks = " · ".join(
        f"**{tr(lang, BEAT_TEXT[b])}**" if b is beat else tr(lang, BEAT_TEXT[b]) for b in Beat
    )
    return tr(lang, "mc_beat_line", n=playout, beats=marks, done=done)


def _uct_line(lang: str, game: McGame, row: ChildRow, parent: int, c: str) -> str:
    text = tr(
        lang,
        "mc_uct_row",
        move=move_name(lang, game, row.move),
        w=number(row.wins),
        n=row.visits,
        N=parent,
        c=c,
        a=f"{row.exploit:.2f}",
        e=f"{row.explore:.2f}",
        u=f"{row.value:.2f}",
    )
    return f"{text} ← **{tr(lang, 'mc_largest')}**" if row.chosen else text


def select_lines(
    lang: str,
    game: McGame,
    playout: Playout[int],
    rows: Sequence[Sequence[ChildRow]],
    c: str,
    hidden: bool = False,
) -> list[str]:
    """고르기의 글: 층마다 '어디서 (방문 N)' 과 자식마다 UCT 의 식. hidden: 예측을 기다리는 동안
    (뿌리 층의 UCT 를 가린다: 승률과 방문만)."""
    if not playout.select:
        return [tr(lang, "mc_select_none")]
    lines = [tr(lang, "mc_select_intro", c=c)]
    path: NodePath = ()
    for level, (selection, children) in enumerate(zip(playout.select, rows, strict=True)):
        where = path_name(lang, game, path)
        lines.append(f"**{tr(lang, 'mc_select_at', where=where, N=selection.visits)}**")
        # 같은 UCT 면 먼저 만든 (위의) 자식: 엔진의 max 가 그렇다
        for row in children:
            if hidden and level == 0:
                move = move_name(lang, game, row.move)
                lines.append(
                    f"- {tr(lang, 'mc_uct_hidden', move=move, w=number(row.wins), n=row.visits)}"
                )
            else:
                lines.append(f"- {_uct_line(lang, game, row, selection.visits, c)}")
        if hidden:
            break
        path = (*path, selection.chose)
    return lines


def expand_line(lang: str, game: McGame, playout: Playout[int]) -> str:
    """넓히기의 한 문장."""
    if playout.expand is None:
        return tr(lang, "mc_expand_none")
    where = path_name(lang, game, tuple(s.chose for s in playout.select))
    return tr(lang, "mc_expand", where=where, move=move_name(lang, game, playout.expand))


def _side(ply: int) -> str:
    return STONES[ply % 2]


def rollout_lines(lang: str, game: McGame, playout: Playout[int], plies: int) -> list[str]:
    """끝내기의 글: 무작위 수들, 결과, 뿌리에서 둘 쪽의 점수. plies: 뿌리 판까지 놓인 수."""
    start = plies + len(path_of(playout))  # 새 노드의 판까지 놓인 수
    if playout.rollout:
        moves = ", ".join(
            f"{_side(start + i)} {move_name(lang, game, m)}" for i, m in enumerate(playout.rollout)
        )
        lines = [tr(lang, "mc_rollout", k=len(playout.rollout), moves=moves)]
    else:
        lines = [tr(lang, "mc_rollout_none")]
    root_side = _side(plies)
    if playout.reward == 0.5:
        lines.append(tr(lang, "mc_result_draw", side=root_side))
    else:
        winner = root_side if playout.reward == 1.0 else _side(plies + 1)
        lines.append(
            tr(lang, "mc_result_win", winner=winner, side=root_side, r=number(playout.reward))
        )
    return lines


def backup_lines(lang: str, game: McGame, rows: Sequence[BackupRow]) -> list[str]:
    """올리기의 글: 깊은 노드부터 뿌리까지 줄마다 방문 · 점수의 전과 뒤, 누구의 점수인지."""
    lines = [tr(lang, "mc_backup_intro")]
    for row in rows:
        lines.append(
            "- "
            + tr(
                lang,
                "mc_backup_row",
                node=path_name(lang, game, row.path),
                v0=row.before.visits,
                v1=row.after.visits,
                w0=number(row.before.wins),
                w1=number(row.after.wins),
                p=number(row.points),
                side=STONES[row.mover],
            )
        )
    return lines


def predict_line(lang: str, game: McGame, guess: int, rows: Sequence[ChildRow]) -> str:
    """예측의 채점: 맞았는지와 그 까닭 (두 수의 UCT 와 어느 칸이 갈랐는지)."""
    chosen = next(r for r in rows if r.chosen)
    if guess == chosen.move:
        return tr(
            lang, "mc_guess_right", move=move_name(lang, game, guess), u=f"{chosen.value:.2f}"
        )
    mine = next(r for r in rows if r.move == guess)
    why = "mc_guess_why_explore" if mine.exploit >= chosen.exploit else "mc_guess_why_exploit"
    return (
        tr(
            lang,
            "mc_guess_wrong",
            guess=move_name(lang, game, guess),
            move=move_name(lang, game, chosen.move),
            g=f"{mine.value:.2f}",
            u=f"{chosen.value:.2f}",
        )
        + " "
        + tr(
            lang,
            why,
            ga=f"{mine.exploit:.2f}",
            ge=f"{mine.explore:.2f}",
            a=f"{chosen.exploit:.2f}",
            e=f"{chosen.explore:.2f}",
        )
    )


def node_label(lang: str, game: McGame, grown: SearchTree, path: NodePath) -> str:
    """나무의 한 줄 (단추의 이름표): 수, 점수/방문, 방문 막대 (부모의 방문에 견준 몫)."""
    figure = grown.figure(path)
    if not path:
        return tr(lang, "mc_node_root", n=figure.visits)
    name = move_name(lang, game, path[-1])
    if figure.visits == 0:
        return tr(lang, "mc_node_new", name=name)
    parent = grown.figure(path[:-1]).visits
    filled = round(_BAR * figure.visits / max(parent, 1))
    bar = "▰" * filled + "▱" * (_BAR - filled)
    return tr(lang, "mc_node_row", name=name, w=number(figure.wins), n=figure.visits, bar=bar)


def node_lines(
    lang: str, grown: SearchTree, path: NodePath, plies: int, exploration: float, c: str
) -> list[str]:
    """누른 노드의 수: 방문, 점수 (누구의 것), 승률, 그리고 부모에서 본 UCT 의 식."""
    figure = grown.figure(path)
    mover = STONES[(plies + len(path) - 1) % 2]
    lines = [tr(lang, "mc_node_figures", n=figure.visits, w=number(figure.wins), side=mover)]
    if path and figure.visits:
        parent = grown.figure(path[:-1]).visits
        explore = exploration * math.sqrt(math.log(parent) / figure.visits)
        lines.append(
            tr(
                lang,
                "mc_node_uct",
                w=number(figure.wins),
                n=figure.visits,
                N=parent,
                c=c,
                u=f"{figure.rate + explore:.2f}",
            )
        )
    return lines


def stage_rows(lang: str, game: McGame, stages: Sequence[SearchTree]) -> list[dict[str, str]]:
    """여럿 한 번에의 표: 단계마다 고른 수 (방문이 가장 많은 수) 와 그 방문 · 승률."""
    rows = []
    for grown in stages:
        move = chosen_at(grown)
        if move is None:
            continue
        figure = grown.figure((move,))
        rows.append(
            {
                tr(lang, "mc_col_playouts"): f"{grown.done:,}",
                tr(lang, "mc_col_chosen"): move_name(lang, game, move),
                tr(lang, "mc_col_visits"): f"{figure.visits:,}",
                tr(lang, "mc_col_rate"): f"{figure.rate:.0%}",
            }
        )
    return rows


def _exact_words(lang: str, game: McGame, value: float | None, plies: int) -> str:
    if game is McGame.CONNECT4:
        return score_words(lang, None if value is None else int(value), plies)
    key = "mc_value_win" if value > 0 else "mc_value_loss" if value < 0 else "mc_value_draw"
    return tr(lang, key)


def exact_rows(
    lang: str,
    game: McGame,
    grown: SearchTree,
    exact: Mapping[int, float | None],
    best: Sequence[int],
    plies: int,
) -> list[dict[str, str]]:
    """정확한 답과 나란히: 뿌리의 수마다 정확한 값 (삼목 미니맥스, 사목 풀이의 점수) 과 MCTS 의
    방문 · 승률. best: 정확한 답이 가장 좋다고 한 수들 (✓)."""
    chosen = chosen_at(grown)
    rows = []
    for move, value in exact.items():
        figure = grown.figure((move,))
        name = move_name(lang, game, move)
        rows.append(
            {
                tr(lang, "mc_col_move"): f"{name}{' ✓' if move in best else ''}",
                tr(lang, "mc_col_exact"): _exact_words(lang, game, value, plies),
                tr(lang, "mc_col_visits"): f"{figure.visits:,}" + (" ★" if move == chosen else ""),
                tr(lang, "mc_col_rate"): f"{figure.rate:.0%}" if figure.visits else "–",
            }
        )
    return rows
