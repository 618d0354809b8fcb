"""수업의 데이터베이스 치우기: python -m results expire --days N [--url URL] [--json]

만든 지 N 일이 지난 방을 그 학생 · 결과와 함께 지운다. --url 이 없으면 앱의 내장 기본값 (SQLite
파일, results/engine.py 의 DATA_ENV) 이다. PostgreSQL 이면 secrets 의 url 을 --url 로 준다.
cron 같은 곳에서 하루 한 번 부르면 된다 (README 의 '수업').
"""

from __future__ import annotations

import argparse
import json
import sys

from .engine import default_sqlite_url, open_engine
from .records import ClassError
from .store import ClassStore


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m results", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    expire = commands.add_parser("expire", help="delete rooms older than --days with their results")
    expire.add_argument("--days", type=float, required=True, help="age in days (> 0)")
    expire.add_argument("--url", help="SQLAlchemy URL (default: the app's SQLite file)")
    expire.add_argument("--json", action="store_true", help='print {"deleted": N}')
    args = parser.parse_args(argv)
    if not args.days > 0:
        parser.error("--days must be > 0")
    try:
        deleted = ClassStore(open_engine(args.url or default_sqlite_url())).expire(args.days)
    except ClassError as error:
        print(f"python -m results: the database does not answer ({error})", file=sys.stderr)
        return 1
    print(json.dumps({"deleted": deleted}) if args.json else f"deleted {deleted} rooms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
