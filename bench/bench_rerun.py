"""게임 나무 페이지의 한 번 다시 돌기 (삼목 한 수) 의 서버 시간: 사라지는 발판이 5x5 판인 링크에서.

이슈 30 의 1: 예전 페이지는 발판 판을 실행마다 직접 풀었다 (5x5 판, 미니맥스 약 131,000 노드).
지금은 ui/caches.footholds_game 의 한 벌을 쓴다. 같은 일을 두 커밋에서 나란히 잰다: 커밋마다 작업
트리를 꺼내 (bench/worktree.py) 그 트리에서 AppTest 로 페이지를 열고, 같은 스크립트를 여러 번
다시 돌린 시간 (초) 의 중앙값을 낸다.

실행: python -m bench.bench_rerun [--against 3e133de] [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from .worktree import ROOT, checkout, short

# 발판 5x5 (모두 발판), 미니맥스: 예전 페이지가 실행마다 푼 가장 무거운 링크
LINK = {"board": ",".join(["11111"] * 5), "a": "0,0", "b": "4,4", "algorithm": "minimax"}

# 꺼낸 트리 안에서 도는 잴 코드 (그 트리의 streamlit_app.py 와 pages/gametree.py 를 쓴다)
_MEASURE = """
import json, statistics, sys, time
from streamlit.testing.v1 import AppTest
at = AppTest.from_file("streamlit_app.py", default_timeout=600)
for name, value in json.loads(sys.argv[1]).items():
    at.query_params[name] = value
at.switch_page("pages/gametree.py").run()
times = []
for _ in range(int(sys.argv[2])):
    start = time.perf_counter()
    at.run()
    times.append(time.perf_counter() - start)
assert not at.exception, at.exception
print(json.dumps({"median": statistics.median(times), "runs": times}))
"""


def measure(tree: Path, runs: int) -> dict:
    """tree 의 앱에서 다시 돌기 runs 번: {"median", "runs"} (초)."""
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, json.dumps(LINK), str(runs)],
        cwd=tree,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="3e133de", help="the commit to compare with")
    parser.add_argument("--runs", type=int, default=5, help="reruns per tree")
    args = parser.parse_args(argv)
    with checkout(args.against) as old:
        before = measure(old, args.runs)
    now = measure(ROOT, args.runs)
    ratio = now["median"] / before["median"]
    print(f"5x5 footholds link, one rerun of the game-tree page (median of {args.runs}):")
    print(f"  {short(args.against)}: {before['median']:.3f} s")
    print(f"  working tree: {now['median']:.3f} s")
    print(f"  ratio (working tree / {short(args.against)}): {ratio:.3f}")


if __name__ == "__main__":
    main()
