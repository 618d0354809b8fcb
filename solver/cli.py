"""명령줄: python -m solver {variants,evaluate,play,analyze,tree,exact,optimal,tictactoe,footholds,
alphabeta,mcts,connect4,curve}. 게임 나무 (tictactoe, footholds, alphabeta, mcts) 는 cli_gametree,
connect4 는 cli_connect4, 증명 (optimal) 은 cli_proof, exact 는 cli_exact, 온도 (play · evaluate 의
--temperature 와 난이도 곡선 curve) 는 cli_temperature 에 있다.

계약 (인자와 JSON 필드) 은 docs/architecture.md 에 있다. JSON 모양을 만드는 일은 명령줄
모듈 (cli*.py) 에서만 한다: 엔진은 값을 돌려주고, 변형의 영어 이름도 여기서 붙인다. 대답의
이름표 ("0S 1B", "out", "3S") 는 feedback.plain_label 이다.

tree: 결정적 전략의 결정 나무를 내보낸다. --format json|csv|dot|md (--json 은 --format json).
형식이 없으면 사람이 읽을 요약. --write FILE 이면 화면에 나갈 바이트를 그대로 FILE 에 쓰고
(형식이 없으면 json), 화면에는 한 줄 요약: 'wrote 504 rows (csv, N bytes) to FILE', --json 도
주면 {"written", "format", "bytes", "variant", "strategy"}. --write 없이 --json 과 json 이 아닌
--format 을 함께 주면 어느 쪽을 보일지 모호하므로 종료 코드 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from .cli_args import (
    Parser,
    add_deterministic_strategy,
    add_strategy,
    add_variant,
    count,
    positive,
)
from .cli_connect4 import add_connect4_command, connect4_command
from .cli_exact import add_exact_command, exact
from .cli_gametree import (
    add_gametree_commands,
    alphabeta_command,
    footholds_command,
    mcts_command,
    tictactoe_command,
)
from .cli_proof import add_optimal_command, optimal
from .cli_temperature import (
    add_curve_command,
    add_temperature,
    curve,
    evaluate_tempered,
    play_tempered,
    temperature_of,
)
from .codebreaking.adversaries import ADVERSARIES
from .codebreaking.analysis import analyze_game
from .codebreaking.evaluation import (
    Evaluation,
    evaluate,
    random_expected,
    random_expected_after,
    strategy_tree,
)
from .codebreaking.feedback import plain_label
from .codebreaking.session import CodeGame
from .codebreaking.strategies import SEED_SAMPLE_ABOVE, Options, get_strategy
from .codebreaking.tree_export import FORMATS, export, histogram
from .codebreaking.variants import VARIANTS, get_variant

# 변형의 영어 이름 (`variants` 의 "title"): 명령줄은 언어 중립 (영어) 이다
TITLES = {
    "baseball3": "Number baseball (1-9, 3 digits, 504)",
    "baseball3z": "Number baseball with 0 (0-9, 3 digits, 720)",
    "bulls4": "Bulls and Cows (0-9, 4 digits, 5040)",
    "mastermind": "Mastermind (colours 1-6, 4 pegs, repeats, 1296)",
}


def build_parser() -> argparse.ArgumentParser:
    """하위 명령이 달린 파서."""
    parser = Parser(prog="python -m solver", description="Number baseball minimax engine")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)

    p = sub.add_parser("variants", help="list the variants")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("evaluate", help="play a strategy against every secret")
    add_variant(p)
    add_strategy(p)
    p.add_argument("--sample", type=positive, help="sampled guesses while many candidates remain")
    p.add_argument(
        "--sample-above", type=count, default=SEED_SAMPLE_ABOVE, help="sampling threshold"
    )
    p.add_argument("--candidates-only", action="store_true", help="guess only remaining codes")
    p.add_argument("--games", type=positive, help="games per secret (random; default 20)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--exact-random", action="store_true", help="also the exact random mean")
    p.add_argument("--first", metavar="CODE", help="random: open with this code every game")
    add_temperature(p)
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("play", help="play one game against a secret or an adversary (--keeper)")
    add_variant(p)
    add_strategy(p)
    who = p.add_mutually_exclusive_group(required=True)
    who.add_argument("--secret")
    who.add_argument("--keeper", choices=ADVERSARIES, help="answer without a secret")
    p.add_argument("--seed", type=int, default=0)
    add_temperature(p)
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("analyze", help="compare your guesses with the strategy's, turn by turn")
    add_variant(p)
    add_deterministic_strategy(p)
    p.add_argument("--secret", required=True)
    p.add_argument("--guesses", required=True, help="comma-separated guesses: 123,456")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("tree", help="export a strategy's whole decision tree")
    add_variant(p)
    add_deterministic_strategy(p)
    p.add_argument("--format", choices=FORMATS, help="json, csv (a row per secret), dot, md")
    p.add_argument("--write", metavar="FILE", help="write the output to FILE, print a summary")
    p.add_argument("--json", action="store_true")
    add_gametree_commands(sub)
    add_connect4_command(sub)
    add_optimal_command(sub)
    add_exact_command(sub)
    add_curve_command(sub)
    return parser


def _variants(args: argparse.Namespace) -> dict | str:
    rows = [
        {
            "name": v.name,
            "codes": v.size,
            "length": v.length,
            "symbols": "".join(map(str, v.symbols)),
            "repeats": v.repeats,
            "title": TITLES[v.name],
        }
        for v in VARIANTS.values()
    ]
    if args.json:
        return {"variants": rows}
    return "\n".join(f"{r['name']:<11} {r['codes']:>5}  {r['title']}" for r in rows)


def _evaluate(args: argparse.Namespace) -> dict | str:
    variant = get_variant(args.variant)
    warm = temperature_of(args)
    if warm is not None:
        return _evaluation_out(_evaluation_json(evaluate_tempered(variant, args, warm)), args)
    options = Options(args.candidates_only, args.sample, args.sample_above)
    # 정확한 기댓값을 먼저: 너무 큰 변형이면 판을 두기 전에 한 줄로 거절된다
    first = None if args.first is None else variant.parse(args.first)
    exact = args.exact_random and args.strategy == "random"
    expected = None
    if exact:
        expected = (
            random_expected(variant) if first is None else random_expected_after(variant, first)
        )
    games = 20 if args.games is None else args.games
    result = evaluate(variant, args.strategy, options, games, args.seed, first=first)
    data = _evaluation_json(result)
    if first is not None:
        data["first"] = variant.format(first)
    if expected is not None:
        data["expected"] = round(expected, 6)
    return _evaluation_out(data, args)


def _evaluation_out(data: dict, args: argparse.Namespace) -> dict | str:
    """evaluate 의 출력: --json 이면 그 객체, 아니면 사람이 읽을 줄들."""
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


def _evaluation_json(result: Evaluation) -> dict:
    """evaluate --json 의 계약 객체."""
    return {
        "variant": result.variant,
        "codes": result.codes,
        "strategy": result.strategy,
        "games": result.games,
        "mean": round(result.mean, 6),
        "worst": result.worst,
        "total": result.total,
        "histogram": {str(k): v for k, v in result.histogram().items()},
        "seconds": round(result.seconds, 4),
    }


def _play(args: argparse.Namespace) -> dict | str:
    warm = temperature_of(args)
    game = CodeGame(
        args.variant, args.strategy, secret=args.secret, seed=args.seed, adversary=args.keeper
    )
    choices = None if warm is None else play_tempered(game, warm)
    game.finish()  # 온도로 끝까지 둔 판이면 할 일이 없다
    v = game.variant
    turns = [
        {"guess": v.format(t.guess), "answer": plain_label(v, t.answer), "left": t.after}
        for t in game.turns
    ]
    if choices is not None:
        for turn, shown in zip(turns, choices, strict=True):
            turn["choices"] = shown
    if args.json:
        who = (
            {"secret": v.format(game.secret)} if args.keeper is None else {"keeper": game.adversary}
        )
        return {
            "variant": v.name,
            "strategy": game.strategy,
            **who,
            "guesses": len(turns),
            "turns": turns,
        }
    return "\n".join(
        f"{i + 1}. {t['guess']}  {t['answer']:<6} left {t['left']}" for i, t in enumerate(turns)
    )


def _analyze(args: argparse.Namespace) -> dict | str:
    variant = get_variant(args.variant)
    secret = variant.parse(args.secret)
    guesses = [variant.parse(g) for g in args.guesses.split(",")]
    turns = [
        {
            "guess": variant.format(t.guess),
            "answer": plain_label(variant, t.answer),
            "candidates_before": t.before,
            "candidates_after": t.after,
            "worst": t.largest,
            "best_worst": t.best_largest,
            "expected": round(t.expected, 6),
            "best_expected": round(t.best_expected, 6),
            "possible": t.possible,
            "expected_left": round(t.expected_left, 6),
        }
        for t in analyze_game(variant, secret, guesses, args.strategy)
    ]
    if args.json:
        return {
            "variant": variant.name,
            "strategy": args.strategy,
            "secret": variant.format(secret),
            "turns": turns,
        }
    return "\n".join(
        f"{i + 1}. {t['guess']}  {t['answer']:<6} left {t['candidates_after']:<5} "
        f"worst {t['worst']} (best {t['best_worst']})  "
        f"expected {t['expected']:.2f} (best {t['best_expected']:.2f})"
        + ("" if t["possible"] else "  not possible")
        for i, t in enumerate(turns)
    )


def _tree(args: argparse.Namespace) -> str:
    """tree 명령 (모듈 설명의 규칙). 문자열을 돌려준다: JSON 도 여기서 촘촘하게 만든다."""
    if args.json and args.format not in (None, "json") and not args.write:
        raise ValueError(f"--json prints the JSON tree; use --format {args.format} without it")
    variant = get_variant(args.variant)
    strategy = get_strategy(args.strategy)
    if not strategy.supports(variant):  # 나무를 키우기 전에 한 줄로 거절한다
        usable = ", ".join(strategy.variants or ())
        raise ValueError(f"strategy {strategy.name!r} is only for {usable}, not {variant.name}")
    tree = strategy_tree(variant, strategy)
    fmt = args.format or ("json" if args.json or args.write else None)
    if fmt is None:
        depths = tree.depths()
        hist = "  ".join(f"{k}:{n}" for k, n in histogram(tree).items())
        return "\n".join(
            [
                f"{variant.name} {strategy.name}: root {variant.format(tree.root.guess)}, "
                f"{variant.size} secrets, mean {depths.mean():.4f}, worst {int(depths.max())}, "
                f"{sum(1 for _ in tree.nodes())} nodes",
                f"histogram {hist}",
            ]
        )
    text = export(tree, strategy.name, fmt).rstrip("\n")  # 줄바꿈 하나는 print 가 붙인다
    if not args.write:
        return text
    data = (text + "\n").encode("utf-8")  # 화면에 나갔을 바이트와 같게
    Path(args.write).write_bytes(data)
    if args.json:
        summary = {
            "written": args.write,
            "format": fmt,
            "bytes": len(data),
            "variant": variant.name,
            "strategy": strategy.name,
        }
        return json.dumps(summary, ensure_ascii=False)
    rows = f"{variant.size} rows" if fmt == "csv" else f"{len(text.splitlines())} lines"
    return f"wrote {rows} ({fmt}, {len(data)} bytes) to {args.write}"


COMMANDS = {
    "variants": _variants,
    "evaluate": _evaluate,
    "play": _play,
    "analyze": _analyze,
    "tree": _tree,
    "tictactoe": tictactoe_command,
    "footholds": footholds_command,
    "alphabeta": alphabeta_command,
    "mcts": mcts_command,
    "connect4": connect4_command,
    "optimal": optimal,
    "exact": exact,
    "curve": curve,
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
