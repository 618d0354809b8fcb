"""선생님의 판의 알파-베타 나무 (streamlit 없음): 방의 퍼즐 나무 위에 노드마다 틀린 학생 수, 잘리는
가지마다 그 가지치기를 놓친 학생 수.

알파-베타 페이지의 나무 (alphabeta_model.NodeView, ui/views/alphabeta_tree.draw_tree) 를 그대로
쓴다: 폰 폭에 맞추는 CSS 도 같이 따라온다. 칸은 누를 수 없다 (판은 보기만 한다). 가장 많이 틀린
노드와 가장 많이 놓친 가지는 밝히고 (색) ★ 를 붙인다 (색만으로 말하지 않는다).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from results.records import Entry, Room
from solver.errors import InputError
from solver.gametree.alphabeta_check import parse_path
from solver.gametree.random_tree import Path, Solution
from solver.gametree.trace_events import Player

from ..gametree.alphabeta_model import CUT, PLAYER_TEXT, Cell, Look, NodeView, edge_name, names
from ..gametree.alphabeta_puzzle import Puzzle
from ..text import tr
from .room_settings import RoomSettings

__all__ = ["MOST", "WRONG", "Spots", "room_puzzle", "spot_counts", "spot_rows", "spot_tree"]

WRONG = "✗"  # 틀린 학생 수의 표시 (알파-베타 페이지의 채점 표시와 같은 글자)
MOST = "★"  # 가장 많이 틀린 · 놓친 자리


def room_puzzle(room: Room) -> Puzzle:
    """방의 퍼즐 (알파-베타 방의 query 를 알파-베타 페이지의 상태로 읽는다)."""
    s = RoomSettings.from_room(room, 1)
    return Puzzle(s.seed, s.shape, s.root)


@dataclass(frozen=True)
class Spots:
    """자리마다 학생 수: wrong 은 틀린 노드, missed 는 놓친 가지치기 (잘린 부분나무의 뿌리)."""

    wrong: Mapping[Path, int]
    missed: Mapping[Path, int]


def _path(text: object) -> Path | None:
    """payload 의 길 ('0.1', 뿌리는 '') → 길. 읽을 수 없으면 None."""
    if text == "":
        return ()
    try:
        return parse_path(text) if isinstance(text, str) and text != "r" else None
    except InputError:
        return None


def spot_counts(entries: Sequence[Entry]) -> Spots:
    """결과들에서 자리마다 학생 수 (한 결과가 같은 자리를 두 번 적어도 한 번)."""
    counts = {"wrong_nodes": Counter[Path](), "missed_cuts": Counter[Path]()}
    for e in entries:
        for name, counter in counts.items():
            paths = e.payload.get(name)
            if isinstance(paths, list):
                counter.update({p for text in paths if (p := _path(text)) is not None})
    return Spots(counts["wrong_nodes"], counts["missed_cuts"])


def spot_rows(lang: str, solution: Solution, spots: Spots) -> list[dict[str, object]]:
    """나무 아래의 표: 틀린 노드와 놓친 가지치기마다 학생 수, 많은 차례 (같으면 앞차례). 이름은
    나무에 그린 이름 ('B', 가지는 'A–B'). 나무에 없는 자리는 뺀다."""
    tree = solution.tree
    called = names(lang, tree)
    found = [
        (n, path, "cls_kind_node", called[path])
        for path, n in spots.wrong.items()
        if path in called and not tree.at(path).is_leaf
    ]
    found += [
        (n, path, "cls_kind_cut", edge_name(called, path))
        for path, n in spots.missed.items()
        if path in solution.pruned
    ]
    return [
        {
            tr(lang, "cls_col_spot"): name,
            tr(lang, "cls_col_kind"): tr(lang, kind),
            tr(lang, "cls_col_count"): n,
        }
        for n, _, kind, name in sorted(found, key=lambda item: (-item[0], item[1], item[2]))
    ]


def _top(counts: Mapping[Path, int], where: set[Path]) -> int:
    """나무에 있는 자리들 가운데 가장 큰 수 (없으면 0: 아무것도 밝히지 않는다)."""
    return max((n for p, n in counts.items() if p in where), default=0)


@dataclass(frozen=True)
class _SpotDraw:
    lang: str
    solution: Solution
    names: Mapping[Path, str]
    spots: Spots
    top_wrong: int
    top_missed: int


def spot_tree(lang: str, solution: Solution, spots: Spots) -> NodeView:
    """판에 그릴 나무: 속 노드는 '✗ 틀린 수', 잘리는 가지와 잎은 '✂ 놓친 수', 가장 많은 곳은 ★."""
    tree = solution.tree
    paths = set(tree.paths())
    inner = {p for p in paths if not tree.at(p).is_leaf}
    draw = _SpotDraw(
        lang,
        solution,
        names(lang, tree),
        spots,
        _top(spots.wrong, inner),
        _top(spots.missed, set(solution.pruned)),
    )
    return _node(draw, ())


def _count(n: int, top: int, sign: str) -> tuple[str, Look]:
    """자리의 표시와 모양: 아무도 없으면 표시만, 가장 많으면 밝히고 ★."""
    if n and n == top:
        return f"{sign}{n}{MOST}", Look.LIT
    return (f"{sign}{n}" if n else sign), Look.PLAIN


def _node(draw: _SpotDraw, path: Path) -> NodeView:
    node = draw.solution.tree.at(path)
    if node.is_leaf:
        mark, look, hidden = _edge(draw, path, "cls_a11y_leaf")
        label = f"*{hidden}* **{int(node.value)}**" + (f" `{mark}`" if mark else "")  # type: ignore[arg-type]
        return NodeView(path, True, Cell(label, look, enabled=False), None)
    kids = tuple(_node(draw, (*path, i)) for i in range(len(node.children)))
    edge = None
    if path:
        mark, look, hidden = _edge(draw, path, "cls_a11y_edge")
        edge = Cell(f"*{hidden}*" + (f" **{mark}**" if mark else ""), look, enabled=False)
    return NodeView(path, False, _inner(draw, path), edge, kids)


def _inner(draw: _SpotDraw, path: Path) -> Cell:
    """속 노드: 작은 윗줄은 이름과 ▲▼, 큰 줄은 틀린 학생 수 (없으면 '·')."""
    player = draw.solution.player(path)
    top = f"{draw.names[path]}{'▲' if player is Player.MAX else '▼'}"
    n = draw.spots.wrong.get(path, 0)
    main, look = _count(n, draw.top_wrong, WRONG) if n else ("·", Look.PLAIN)
    who = tr(draw.lang, PLAYER_TEXT[player])
    hidden = tr(draw.lang, "cls_a11y_node", name=draw.names[path], player=who, n=n)
    return Cell(f"*{hidden}* `{top}` **{main}**", look, enabled=False)


def _edge(draw: _SpotDraw, path: Path, key: str) -> tuple[str, Look, str]:
    """가지 (path 로 가는) 의 표시 · 모양 · 읽어 주는 이름. 잘리지 않는 가지는 표시가 없고, 잘린
    부분나무 안은 흐리다 (알파-베타 페이지의 풀이 보기처럼)."""
    name = edge_name(draw.names, path)
    if path in draw.solution.pruned:
        n = draw.spots.missed.get(path, 0)
        mark, look = _count(n, draw.top_missed, CUT)
        return mark, look, tr(draw.lang, key, name=name, cut=tr(draw.lang, "cls_a11y_cut", n=n))
    look = Look.DIM if draw.solution.is_pruned(path) else Look.PLAIN
    return "", look, tr(draw.lang, key, name=name, cut="")
