"""명령줄의 exact: 실어 둘 페이지 데이터를 처음부터 다시 만든다 (cli.py 가 부른다).

모든 사용자에게 같은 페이지 데이터 (변형마다 exact_<변형>.json, 삼목의 opening_book.json) 를
처음부터 계산해 쓴다. 실어 둔 파일과 같은 바이트다 (시험이 다시 만들어 견준다). --variant 도
--tictactoe 도 없으면 모두. --write DIR 이면 그 폴더에 같은 이름으로 (없으면 실어 두는 자리에).
계약은 docs/architecture.md 와 README 의 exact 줄.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from . import datafile
from .cli_args import names
from .codebreaking.page_data import page_document
from .codebreaking.shipped import page_path
from .codebreaking.variants import VARIANTS, get_variant
from .gametree.opening_book import BOOK_FILE, book_document

__all__ = ["add_exact_command", "exact"]


def add_exact_command(sub: argparse._SubParsersAction) -> None:
    """exact 하위 명령."""
    p = sub.add_parser("exact", help="rebuild the shipped page data (the same bytes)")
    p.add_argument(
        "--variant", action="append", choices=names(VARIANTS), help="repeatable (default: all)"
    )
    p.add_argument("--tictactoe", action="store_true", help="the tic-tac-toe opening book")
    p.add_argument("--write", metavar="DIR", help="folder for the files (default: shipped place)")
    p.add_argument("--json", action="store_true")


def _say_exact(text: str) -> None:
    """exact 의 진행 한 줄 (stderr)."""
    print(f"[exact] {text}", file=sys.stderr, flush=True)


def exact(args: argparse.Namespace) -> dict | str:
    """exact 명령: 고른 페이지 데이터를 처음부터 계산해 쓰고 (모듈 설명) 요약을 돌려준다."""
    everything = not args.variant and not args.tictactoe
    names = list(VARIANTS) if everything else list(dict.fromkeys(args.variant or ()))
    folder = None if args.write is None else Path(args.write)
    if folder is not None and (not folder.is_dir() or not os.access(folder, os.W_OK)):
        raise OSError(f"cannot write to {args.write}: not a writable folder")
    start = time.perf_counter()
    written: dict[str, int] = {}
    for name in names:
        document = page_document(get_variant(name), _say_exact)
        path = page_path(name) if folder is None else page_path(name, folder)
        written[str(path)] = datafile.write(path, document)
    if everything or args.tictactoe:
        path = BOOK_FILE if folder is None else folder / BOOK_FILE.name
        written[str(path)] = datafile.write(path, book_document())
        _say_exact(f"tic-tac-toe opening book {time.perf_counter() - start:.1f}s")
    summary = {
        "written": list(written),
        "bytes": written,
        "total_bytes": sum(written.values()),
        "seconds": round(time.perf_counter() - start, 3),
    }
    if args.json:
        return summary
    lines = [f"wrote {n:,} bytes to {path}" for path, n in written.items()]
    return "\n".join([*lines, f"{summary['total_bytes']:,} bytes in {summary['seconds']:.1f}s"])
