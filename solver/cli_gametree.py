"""명령줄의 게임 나무: python -m solver {tictactoe,footholds,alphabeta,mcts} (cli.py 가 부른다).

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

mcts: 삼목 · 사목의 한 판 (--moves) 에서 UCT 탐색 (mcts.mcts_search, 씨앗 --seed 의 생성기) 과
--trace 면 그 발자취 (mcts_trace). 수는 게임의 링크 글이다: 삼목은 칸 "0".."8" 을 쉼표로
('4,0,8', 게임 나무 페이지의 moves=), 사목은 열 "1".."7" ('4453', 사목 페이지와 `connect4
--moves` 처럼; 쉼표로 '4,4,5,3' 도 된다). 빈 글은 처음 판. --json 이면 {"game", "moves" (받은 수순을
그 게임의 링크 글로), "playouts", "seed", "exploration", "move" (방문이 가장 많은 수, 같으면 둘 수
있는 수의 앞쪽), "stats": {"<수>": {"visits", "wins"}} (둘 수 있는 수마다, 차례대로),
"trace": [playout, ...]} 이고 trace 는 --trace 일 때만 있다. playout 은 {"select": [{"visits",
"children": {"<수>": {"visits", "wins"}} (노드가 만든 차례), "chose"}], "expand": 수 | null,
"rollout": [수...], "reward"}: 모양과 뜻은 solver/gametree/mcts_trace.py 의 설명. wins 는 그 수를 둔
쪽의 점수 합 (이김 1, 비김 0.5, 짐 0), reward 는 뿌리에서 둘 차례인 쪽의 점수다. 같은 씨앗 ·
playout 수면 `connect4 --search mcts` 와 같은 수 · 같은 방문이다. 끝난 판, 읽을 수 없거나 둘 수
없는 수, 음수 · 무한의 --exploration 은 종료 코드 2.
"""

from __future__ import annotations

import argparse
import json
import math

from .cli_args import count, names, positive
from .gametree import connect4, footholds, tictactoe
from .gametree.mcts import EXPLORATION, mcts_search
from .gametree.mcts_trace import TRACED_GAMES, MctsTrace, Playout, trace_mcts
from .gametree.negamax import ALGORITHMS
from .gametree.random_tree import (
    Ordering,
    Player,
    format_branching,
    parse_branching,
    random_tree,
    solve,
)
from .gametree.trace_events import Cut, Enter, Event, Leaf, Return

__all__ = [
    "add_gametree_commands",
    "alphabeta_command",
    "footholds_command",
    "mcts_command",
    "tictactoe_command",
]


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

    p = sub.add_parser("mcts", help="Monte Carlo tree search with its playout-by-playout trace")
    p.add_argument("--game", choices=list(TRACED_GAMES), required=True)
    p.add_argument("--moves", default="", help="tic-tac-toe cells 4,0,8; Connect Four columns 4453")
    p.add_argument("--playouts", type=positive, required=True)
    p.add_argument("--seed", type=count, required=True)
    p.add_argument("--exploration", type=float, default=EXPLORATION, help="UCT's c (sqrt 2)")
    p.add_argument("--trace", action="store_true", help="every playout's four phases")
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


def _position(name: str, text: str) -> tuple[object, tuple[int, ...]]:
    """수순 글 (모듈 설명) 을 처음 판부터 둔 판과 그 수들. 읽을 수 없거나 둘 수 없는 수, 끝난
    판은 ValueError (몇 번째 수인지 말한다)."""
    game = TRACED_GAMES[name]
    linked = name == "connect4" and "," not in text  # 사목의 링크 글 '4453': 한 글자가 한 수
    tokens = list(text) if linked else text.split(",") if text else []
    state, played = game.start(), []
    for index, token in enumerate(tokens, start=1):
        if not (token.isascii() and token.isdigit()):
            raise ValueError(f"move {index} of {text!r} is {token!r}, not a move number")
        if game.terminal(state) is not None:
            raise ValueError(f"move {index} of {text!r} comes after the game is over")
        if int(token) not in game.moves(state):
            raise ValueError(f"move {index} of {text!r} ({token}) cannot be played there")
        state = game.apply(state, int(token))
        played.append(int(token))
    if game.terminal(state) is not None:
        raise ValueError(f"the game is over after {text!r}: there is no move to search")
    return state, tuple(played)


def _figures(children: dict[str, tuple[int, float]]) -> dict[str, dict]:
    return {move: {"visits": n, "wins": w} for move, (n, w) in children.items()}


def _playout_json(playout: Playout[int]) -> dict:
    """playout 하나 (모듈 설명의 모양): 수는 글."""
    return {
        "select": [
            {
                "visits": s.visits,
                "children": _figures({str(c.move): (c.visits, c.wins) for c in s.children}),
                "chose": str(s.chose),
            }
            for s in playout.select
        ],
        "expand": None if playout.expand is None else str(playout.expand),
        "rollout": [str(m) for m in playout.rollout],
        "reward": playout.reward,
    }


def mcts_command(args: argparse.Namespace) -> dict | str:
    """mcts 명령 (모듈 설명의 계약)."""
    state, played = _position(args.game, args.moves)
    game = TRACED_GAMES[args.game]
    search = trace_mcts if args.trace else mcts_search
    found = search(game, state, playouts=args.playouts, rng=args.seed, exploration=args.exploration)
    result = found.result if isinstance(found, MctsTrace) else found
    stats = {str(m): (f.visits, f.wins) for m, f in result.moves.items()}
    link = connect4.format_moves(played) if args.game == "connect4" else ",".join(map(str, played))
    data: dict = {
        "game": args.game,
        "moves": link,
        "playouts": args.playouts,
        "seed": args.seed,
        "exploration": args.exploration,
        "move": str(result.move),
        "stats": _figures(stats),
    }
    if isinstance(found, MctsTrace):
        data["trace"] = [_playout_json(p) for p in found.playouts]
    if args.json:
        return data
    lines = [game.render(state), f"{args.game} after {link or '(start)'}:"]
    lines += [
        f"  {move}: visits {n}, wins {w:g}" + ("  <- move" if move == data["move"] else "")
        for move, (n, w) in stats.items()
    ]
    if "trace" in data:
        lines.append(f"{args.playouts} playouts traced (--json shows them)")
    return "\n".join(lines)
