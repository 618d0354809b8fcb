"""명령줄의 게임 나무: python -m solver {tictactoe,footholds,alphabeta} (cli.py 가 부른다).

tictactoe: 완벽한 삼목 자기 대국 (--algorithm, --depth). footholds: 사라지는 발판 (programmers
92345) 의 풀이. 둘 다 --json 이면 수와 노드 수.

alphabeta: 씨앗과 모양 (--depth 2-5, --branching 2-4 또는 범위 '2-4') 의 연습 나무와 교과서
알파-베타 (AIMA: 노드는 본 자식 가운데 가장 좋은 값을 돌려주고, 왼쪽부터, α ≥ β 에서 자른다;
--order 로 수 순서) 의 풀이. --json 이면
{"seed", "depth", "branching" (정수, 범위면 [lo, hi]), "root", "tree", "value", "pruned",
"leaves_evaluated", "minimax_leaves", "trace"}. 노드는 {"value": int} 또는 {"children": [...]},
길은 뿌리에서의 자식 번호 목록이고 --order 를 바꿔도 원래 나무의 번호다. trace 의 사건은
{"event": "enter" | "leaf" | "cut" | "return", "path", "player": "max" | "min", "alpha", "beta"}
에 leaf 는 "value", return 은 "value" 와 "best" (그 값을 돌려준 자식 번호), cut 은 "kind"
("beta": MAX 에서 값 ≥ β, "alpha": MIN 에서 값 ≤ α), "by" (자르게 만든 자식), "value" (그 값),
"skipped" (잘린 자식 번호들) 를 더한다. α, β 의 무한대는 문자열 "-inf", "inf" 다 (JSON 에
무한대 수가 없다).
"""

from __future__ import annotations

import argparse
import json
import math

from .cli_args import names, positive
from .gametree import footholds, tictactoe
from .gametree.negamax import ALGORITHMS
from .gametree.random_tree import (
    Ordering,
    Player,
    format_branching,
    parse_branching,
    random_tree,
    solve,
)
from .gametree.search_trace import Cut, Enter, Event, Leaf, Return

__all__ = ["add_gametree_commands", "alphabeta_command", "footholds_command", "tictactoe_command"]


def add_gametree_commands(sub: argparse._SubParsersAction) -> None:
    """게임 나무 하위 명령: 삼목 자기 대국, 사라지는 발판, 알파-베타 연습 나무."""
    p = sub.add_parser("tictactoe", help="perfect tic-tac-toe self-play")
    p.add_argument("--algorithm", choices=ALGORITHMS, default="alphabeta")
    p.add_argument("--depth", type=positive, help="look-ahead in plies (default: to the end)")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("footholds", help="disappearing footholds (programmers 92345)")
    p.add_argument("--board", required=True, help="rows of 0/1 separated by commas: 111,101")
    p.add_argument("--a", required=True, help="row,col of player A (moves first)")
    p.add_argument("--b", required=True, help="row,col of player B")
    p.add_argument("--algorithm", choices=ALGORITHMS, default="alphabeta")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("alphabeta", help="alpha-beta practice on a seeded random tree")
    # 범위 검사는 엔진이 한다 (화면과 같은 규칙, 같은 까닭): 여기서는 정수인지만 본다
    p.add_argument("--seed", type=int, required=True, help="0..4294967295")
    p.add_argument("--depth", type=int, required=True, help="2..5 levels below the root")
    p.add_argument("--branching", required=True, help="children per node: 2..4, or a range 2-4")
    p.add_argument("--root", choices=names(Player), default=str(Player.MAX))
    p.add_argument("--order", choices=names(Ordering), default=str(Ordering.AS_GENERATED))
    p.add_argument("--json", action="store_true")


def tictactoe_command(args: argparse.Namespace) -> dict | str:
    game = tictactoe.self_play(args.algorithm, args.depth)
    if args.json:
        return {
            "algorithm": game.algorithm,
            "result": game.result,
            "moves": [p.cell for p in game.plies],
            "values": [p.value for p in game.plies],
            "nodes": game.nodes,
        }
    lines = [
        f"{i + 1}. {p.player} -> {p.cell}  value {p.value:+g}  nodes {p.nodes}"
        for i, p in enumerate(game.plies)
    ]
    lines.append(f"{tictactoe.format_board(game.board)}  result {game.result}, nodes {game.nodes}")
    return "\n".join(lines)


def footholds_command(args: argparse.Namespace) -> dict | str:
    board = footholds.parse_board(args.board)
    a, b = footholds.parse_position(args.a, "A"), footholds.parse_position(args.b, "B")
    result = footholds.solve(board, a, b, args.algorithm)
    if args.json:
        return {
            "moves": result.moves,
            "winner": result.winner,
            "line": [
                {"player": s.player, "from": list(s.start), "to": list(s.end)} for s in result.line
            ],
            "nodes": result.nodes,
        }
    lines = [f"{s.player}: {list(s.start)} -> {list(s.end)}" for s in result.line]
    lines.append(f"{result.moves} moves, {result.winner} wins (nodes {result.nodes})")
    return "\n".join(lines)


def _bound(value: float) -> int | str:
    """α, β 와 값: 무한대는 "-inf" / "inf" (JSON 에는 무한대 수가 없다), 나머지는 정수."""
    if value in (math.inf, -math.inf):
        return "inf" if value > 0 else "-inf"
    return int(value)


def _event_json(event: Event[int]) -> dict:
    """발자취 사건 하나 (모듈 설명의 모양)."""
    assert isinstance(event, Enter | Leaf | Return | Cut)  # 연습 나무에는 요약이 없다
    data: dict = {
        "event": str(event.kind),
        "path": list(event.path),
        "player": str(event.player),
        "alpha": _bound(event.alpha),
        "beta": _bound(event.beta),
    }
    if isinstance(event, Leaf | Return):
        data["value"] = _bound(event.value)
    if isinstance(event, Return):
        data["best"] = event.best
    if isinstance(event, Cut):
        data.update(
            kind=str(event.cut_kind),
            by=event.by,
            value=_bound(event.value),
            skipped=list(event.skipped),
        )
    return data


def alphabeta_command(args: argparse.Namespace) -> dict | str:
    branching = parse_branching(args.branching)
    tree = random_tree(args.seed, args.depth, branching)
    found = solve(tree, Player(args.root), ordering=Ordering(args.order))
    if args.json:
        return {
            "seed": args.seed,
            "depth": args.depth,
            "branching": branching if isinstance(branching, int) else list(branching),
            "root": str(found.root),
            "tree": tree.to_json(),
            "value": found.value,
            "pruned": [list(p) for p in found.pruned],
            "leaves_evaluated": found.leaves_evaluated,
            "minimax_leaves": found.minimax_leaves,
            "trace": [_event_json(e) for e in found.trace.events],
        }
    pruned = ", ".join(".".join(map(str, p)) for p in found.pruned) or "none"
    return "\n".join(
        [
            f"seed {args.seed}, depth {args.depth}, branching {format_branching(branching)}, "
            f"root {found.root}, order {found.ordering}: value {found.value}",
            f"tree {json.dumps(tree.to_nested())}",
            f"leaves evaluated {found.leaves_evaluated} of {found.minimax_leaves}; pruned {pruned}",
        ]
    )
