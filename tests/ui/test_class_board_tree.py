"""선생님의 판의 알파-베타 나무: 방의 퍼즐, 자리마다 학생 수, 가장 많은 곳의 색과 ★, 표."""

from __future__ import annotations

from results.records import Activity, Entry, Room
from solver.gametree.random_tree import Path
from ui.classroom.board_tree import MOST, room_puzzle, spot_counts, spot_rows, spot_tree
from ui.gametree.alphabeta_model import CUT, Look, NodeView

QUERY = "seed=0&depth=3&branching=3&root=max"  # 잘리는 곳: 잎 셋과 속 노드 둘 (2.1, 2.2)


def _room(query: str = QUERY) -> Room:
    return Room("ABCDEFGHJK", "R", Activity.ALPHABETA, query, True, 1000.0, 4600.0, False)


def _entry(payload: dict) -> Entry:
    return Entry("A", "A", "a", {"activity": "alphabeta", **payload}, 1075.0)


ENTRIES = [
    _entry({"wrong_nodes": ["", "1", "1"], "missed_cuts": ["2.1", "2.2"]}),
    _entry({"wrong_nodes": ["1", "0.0.0"], "missed_cuts": ["2.1", "9.9", "junk", 3]}),
    _entry({"wrong_nodes": "junk"}),
]


def _nodes(view: NodeView) -> dict[Path, NodeView]:
    found = {view.path: view}
    for child in view.children:
        found |= _nodes(child)
    return found


def test_the_rooms_query_gives_the_puzzle_the_students_played() -> None:
    puzzle = room_puzzle(_room())
    assert (puzzle.seed, puzzle.shape.depth, puzzle.shape.text, puzzle.root.value) == (
        0,
        3,
        "3",
        "max",
    )
    assert room_puzzle(_room("seed=junk&depth=99")).shape.depth in (2, 3, 4)  # 나쁜 query 도 나무


def test_spots_count_each_student_once_and_skip_unreadable_paths() -> None:
    spots = spot_counts(ENTRIES)
    assert dict(spots.wrong) == {(): 1, (1,): 2, (0, 0, 0): 1}
    assert dict(spots.missed) == {(2, 1): 2, (2, 2): 1, (9, 9): 1}


def test_the_tree_shows_counts_and_marks_the_most_with_colour_and_a_star() -> None:
    solution = room_puzzle(_room()).solution()
    nodes = _nodes(spot_tree("en", solution, spot_counts(ENTRIES)))
    most_node, root = nodes[(1,)].node, nodes[()].node
    assert f"**✗2{MOST}**" in most_node.label and most_node.look is Look.LIT
    assert "**✗1**" in root.label and root.look is Look.PLAIN
    assert "2 students wrong" in most_node.label  # 읽어 주는 이름
    most_cut, other_cut = nodes[(2, 1)].edge, nodes[(2, 2)].edge
    assert most_cut is not None and other_cut is not None
    assert f"{CUT}2{MOST}" in most_cut.label and most_cut.look is Look.LIT
    assert f"{CUT}1" in other_cut.label and MOST not in other_cut.label
    assert "missed by 2 students" in most_cut.label
    leaf_cut = nodes[(0, 2, 2)].node  # 아무도 놓치지 않은 잘림: 표시만
    assert f"`{CUT}`" in leaf_cut.label and leaf_cut.look is Look.PLAIN
    assert nodes[(2, 1, 0)].node.look is Look.DIM  # 잘린 부분나무 안
    assert not any(v.node.enabled or (v.edge and v.edge.enabled) for v in nodes.values())


def test_nobody_wrong_lights_nothing() -> None:
    solution = room_puzzle(_room()).solution()
    nodes = _nodes(spot_tree("ko", solution, spot_counts([])))
    looks = {v.node.look for v in nodes.values()} | {v.edge.look for v in nodes.values() if v.edge}
    assert Look.LIT not in looks
    assert not any(MOST in v.node.label for v in nodes.values())


def test_the_table_uses_the_trees_names_most_first_and_drops_spots_off_the_tree() -> None:
    solution = room_puzzle(_room()).solution()
    rows = spot_rows("en", solution, spot_counts(ENTRIES))
    assert [(r["spot"], r["what"], r["students"]) for r in rows] == [
        ("F", "wrong node", 2),
        ("J–L", "missed cut", 2),
        ("A", "wrong node", 1),
        ("J–M", "missed cut", 1),
    ]
