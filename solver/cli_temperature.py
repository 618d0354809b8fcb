"""명령줄의 온도 (사람다운 실수): play · evaluate 의 --temperature 와 곡선 명령 curve (cli.py 가
부른다).

- play ... --strategy minimax --temperature T --seed S --json: 턴마다 "choices" (가장 그럴듯한 열
  수와 고른 수, 열 안에 없으면 끝에 붙여) 를 더한다. 무작위는 판의 생성기 default_rng(S).
- evaluate ... --strategy minimax --temperature T --seed S --json: 모든 비밀을 한 번씩 (비밀 s 는
  default_rng([S, s]): temperature_guess.secret_rng) 두고 늘 같은 열쇠를 낸다.
- T 가 없거나 0 이면 예전 미니맥스의 출력 그대로 (같은 바이트; 시간 "seconds" 만 다르다).
- curve [--variant V ...] [--temperature T ...] [--write DIR] [--json]: 난이도 곡선 (difficulty) 을
  처음부터 계산해 curve_<변형>.json 으로 쓴다 (실어 둔 것과 같은 바이트). --temperature 는 그 온도만
  (한 조각): 실어 둔 파일을 조각으로 덮지 않게 --write 가 있어야 한다.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from . import datafile
from .cli_args import names, temperature
from .codebreaking.difficulty import curve_document, curve_path
from .codebreaking.evaluation import Evaluation
from .codebreaking.session import CodeGame
from .codebreaking.temperature_guess import guess_odds, tempered_counts
from .codebreaking.variants import VARIANTS, Variant, get_variant

__all__ = [
    "add_curve_command",
    "add_temperature",
    "curve",
    "evaluate_tempered",
    "play_tempered",
    "temperature_of",
]


def add_temperature(p: argparse.ArgumentParser) -> None:
    """play · evaluate 의 --temperature."""
    p.add_argument(
        "--temperature",
        type=temperature,
        help="minimax with human-like mistakes: softmax of the largest bucket at T (0 = minimax)",
    )


def temperature_of(args: argparse.Namespace) -> float | None:
    """쓸 온도: 없거나 0 이면 None (예전 미니맥스 그대로). 온도가 없는 전략이면 ValueError."""
    if args.temperature is None:
        return None
    if args.strategy != "minimax":
        raise ValueError(f"--temperature is for strategy minimax, not {args.strategy}")
    return args.temperature or None


def evaluate_tempered(variant: Variant, args: argparse.Namespace, t: float) -> Evaluation:
    """evaluate --temperature T (T > 0): 모든 비밀을 한 번씩. 판 수 · 표본 옵션은 거절한다."""
    given = {
        "--games": args.games is not None,
        "--sample": args.sample is not None,
        "--candidates-only": args.candidates_only,
        "--exact-random": args.exact_random,
        "--first": args.first is not None,
    }
    clash = [name for name, on in given.items() if on]
    if clash:
        raise ValueError(f"--temperature plays every secret once; drop {', '.join(clash)}")
    start = time.perf_counter()
    counts = tempered_counts(variant, t, args.seed)
    counts.setflags(write=False)
    seconds = time.perf_counter() - start
    return Evaluation(variant.name, variant.size, "minimax", counts, seconds, False)


def _share(p: float) -> float:
    """확률을 유효 숫자 여섯 자리로 (아주 작은 확률도 0 이 되지 않게)."""
    return float(f"{p:.6g}")


def play_tempered(game: CodeGame, t: float) -> list[list[dict]]:
    """판을 온도 t 로 끝까지 두고 턴마다의 "choices" 를 돌려준다 (무작위는 판의 생성기)."""
    v = game.variant
    turns: list[list[dict]] = []
    while not game.over:
        odds = guess_odds(v, game.candidates, t)
        guess = odds.draw(game.rng)
        shown = [int(g) for g in odds.ranked()]
        if guess not in shown:
            shown.append(guess)
        turns.append(
            [
                {
                    "guess": v.format(g),
                    "largest": int(odds.largest[g]),
                    "candidate": bool(odds.candidate[g]),
                    "p": _share(float(odds.p[g])),
                }
                for g in shown
            ]
        )
        game.guess(guess)
    return turns


def add_curve_command(sub: argparse._SubParsersAction) -> None:
    """curve 하위 명령."""
    p = sub.add_parser("curve", help="rebuild the shipped difficulty curves (the same bytes)")
    p.add_argument(
        "--variant", action="append", choices=names(VARIANTS), help="repeatable (default: all)"
    )
    p.add_argument(
        "--temperature", action="append", type=temperature, help="only these (needs --write)"
    )
    p.add_argument("--write", metavar="DIR", help="folder for the files (default: shipped place)")
    p.add_argument("--json", action="store_true")


def _say_curve(text: str) -> None:
    """curve 의 진행 한 줄 (stderr)."""
    print(f"[curve] {text}", file=sys.stderr, flush=True)


def curve(args: argparse.Namespace) -> dict | str:
    """curve 명령 (모듈 설명): 곡선을 계산해 쓰고 요약을 돌려준다."""
    folder = None if args.write is None else Path(args.write)
    if args.temperature and folder is None:
        raise ValueError("--temperature writes a slice of the curve; give --write DIR")
    if folder is not None and (not folder.is_dir() or not os.access(folder, os.W_OK)):
        raise OSError(f"cannot write to {args.write}: not a writable folder")
    start = time.perf_counter()
    written: dict[str, int] = {}
    for name in dict.fromkeys(args.variant or VARIANTS):
        document = curve_document(get_variant(name), args.temperature, say=_say_curve)
        path = curve_path(name) if folder is None else curve_path(name, folder)
        written[str(path)] = datafile.write(path, document)
    summary = {
        "written": list(written),
        "bytes": written,
        "seconds": round(time.perf_counter() - start, 3),
    }
    if args.json:
        return summary
    lines = [f"wrote {n:,} bytes to {path}" for path, n in written.items()]
    return "\n".join([*lines, f"{summary['seconds']:.1f}s"])
