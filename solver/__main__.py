"""명령줄: python -m solver {variants,evaluate,play} (계약은 DESIGN.md)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from . import footholds, tictactoe
from .evaluate import evaluate, random_expected
from .feedback import label
from .optimal import prove, write_document
from .session import Game
from .strategies import STRATEGIES, Options
from .variants import DEFAULT_VARIANT, VARIANTS, get_variant


class _Parser(argparse.ArgumentParser):
    """잘못된 인자는 한 줄 메시지와 종료 코드 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"error: {message}\n")


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _count(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, got {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """하위 명령이 달린 파서."""
    parser = _Parser(prog="python -m solver", description="Number baseball minimax engine")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    p = sub.add_parser("variants", help="list the variants")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("evaluate", help="play a strategy against every secret")
    _add_game_args(p)
    p.add_argument("--sample", type=_positive, help="sampled guesses while many candidates remain")
    p.add_argument("--sample-above", type=_count, default=120, help="sampling threshold")
    p.add_argument("--candidates-only", action="store_true", help="guess only remaining codes")
    p.add_argument("--games", type=_positive, default=20, help="games per secret (random)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--exact-random", action="store_true", help="also the exact random mean")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("play", help="play one game against a known secret")
    _add_game_args(p)
    p.add_argument("--secret", required=True)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    _add_gametree_commands(sub)
    _add_optimal_command(sub)
    return parser


def _add_gametree_commands(sub: argparse._SubParsersAction) -> None:
    """게임 나무 하위 명령: 삼목 자기 대국, 사라지는 발판."""
    p = sub.add_parser("tictactoe", help="perfect tic-tac-toe self-play")
    p.add_argument("--algorithm", choices=["minimax", "alphabeta"], default="alphabeta")
    p.add_argument("--depth", type=_positive, help="look-ahead in plies (default: to the end)")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("footholds", help="disappearing footholds (programmers 92345)")
    p.add_argument("--board", required=True, help="rows of 0/1 separated by commas: 111,101")
    p.add_argument("--a", required=True, help="row,col of player A (moves first)")
    p.add_argument("--b", required=True, help="row,col of player B")
    p.add_argument("--algorithm", choices=["minimax", "alphabeta"], default="alphabeta")
    p.add_argument("--json", action="store_true")


def _add_game_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--variant", choices=sorted(VARIANTS), default=DEFAULT_VARIANT)
    p.add_argument("--strategy", choices=sorted(STRATEGIES), default="minimax")


def _variants(args: argparse.Namespace) -> dict | str:
    rows = [
        {
            "name": v.name,
            "codes": v.size,
            "length": v.length,
            "symbols": "".join(map(str, v.symbols)),
            "repeats": v.repeats,
            "title": v.title_en,
        }
        for v in VARIANTS.values()
    ]
    if args.json:
        return {"variants": rows}
    return "\n".join(f"{r['name']:<11} {r['codes']:>5}  {r['title']}" for r in rows)


def _evaluate(args: argparse.Namespace) -> dict | str:
    variant = get_variant(args.variant)
    options = Options(args.candidates_only, args.sample, args.sample_above)
    # 정확한 기댓값을 먼저: 너무 큰 변형이면 판을 두기 전에 한 줄로 거절된다
    exact = args.exact_random and args.strategy == "random"
    expected = random_expected(variant) if exact else None
    data = evaluate(variant, args.strategy, options, args.games, args.seed).to_json()
    if expected is not None:
        data["expected"] = round(expected, 6)
    if args.json:
        return data
    hist = "  ".join(f"{k}:{v}" for k, v in data["histogram"].items())
    lines = [
        f"{data['variant']} {data['strategy']}: {data['games']} games, mean {data['mean']:.4f}, "
        f"worst {data['worst']}, {data['seconds']:.3f}s",
        f"histogram {hist}",
    ]
    if "expected" in data:
        lines.append(f"exact expected {data['expected']:.6f}")
    return "\n".join(lines)


def _play(args: argparse.Namespace) -> dict | str:
    game = Game(args.variant, args.strategy, secret=args.secret, seed=args.seed)
    while not game.over:
        game.step()
    v = game.variant
    turns = [
        {"guess": v.format(t.guess), "answer": label(v, t.answer, "en"), "left": t.after}
        for t in game.turns
    ]
    if args.json:
        return {
            "variant": v.name,
            "strategy": game.strategy,
            "secret": v.format(game.secret),
            "guesses": len(turns),
            "turns": turns,
        }
    return "\n".join(
        f"{i + 1}. {t['guess']}  {t['answer']:<6} left {t['left']}" for i, t in enumerate(turns)
    )


def _tictactoe(args: argparse.Namespace) -> dict | str:
    game = tictactoe.self_play(args.algorithm, args.depth)
    if args.json:
        data = game.to_dict()
        return {k: data[k] for k in ("algorithm", "result", "moves", "values", "nodes")}
    lines = [
        f"{i + 1}. {p.player} -> {p.cell}  value {p.value:+g}  nodes {p.nodes}"
        for i, p in enumerate(game.plies)
    ]
    lines.append(f"{tictactoe.format_board(game.board)}  result {game.result}, nodes {game.nodes}")
    return "\n".join(lines)


def _footholds(args: argparse.Namespace) -> dict | str:
    board = footholds.parse_board(args.board)
    a, b = footholds.parse_position(args.a), footholds.parse_position(args.b)
    result = footholds.solve(board, a, b, args.algorithm)
    if args.json:
        return result.to_dict()
    lines = [f"{s.player}: {list(s.start)} -> {list(s.end)}" for s in result.line]
    lines.append(f"{result.moves} moves, {result.winner} wins (nodes {result.nodes})")
    return "\n".join(lines)


def _add_optimal_command(sub: argparse._SubParsersAction) -> None:
    """증명된 최선: 최악 횟수 (와 --average 면 합계) 의 최솟값."""
    p = sub.add_parser("optimal", help="prove the best worst case (and best total)")
    p.add_argument("--variant", choices=sorted(VARIANTS), default=DEFAULT_VARIANT)
    p.add_argument("--average", action="store_true", help="also prove the smallest total")
    p.add_argument("--write", metavar="PATH", help="write the decision tree as JSON")
    p.add_argument("--json", action="store_true")


def _optimal(args: argparse.Namespace) -> dict | str:
    summary, document = prove(get_variant(args.variant), average=args.average)
    if args.write:
        write_document(args.write, document)
        summary["written"] = args.write
    if args.json:
        return summary
    reach = "reaches" if summary["minimax_optimal"] else "misses"
    lines = [
        f"{summary['variant']}: best worst case {summary['worst']} (proved), "
        f"minimax {summary['minimax_worst']} {reach} it, {summary['seconds']:.2f}s"
    ]
    if "total" in summary:
        lines.append(f"best total {summary['total']} (mean {summary['mean']:.4f}, proved)")
    return "\n".join(lines)


COMMANDS = {
    "variants": _variants,
    "evaluate": _evaluate,
    "play": _play,
    "tictactoe": _tictactoe,
    "footholds": _footholds,
    "optimal": _optimal,
}


def main(argv: Sequence[str] | None = None) -> int:
    """명령을 실행하고 종료 코드를 돌려준다."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        out = COMMANDS[args.command](args)
    except (ValueError, OSError) as exc:  # 잘못된 값, 쓸 수 없는 --write 경로
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(out, ensure_ascii=False) if isinstance(out, dict) else out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
