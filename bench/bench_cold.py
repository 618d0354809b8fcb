"""첫 열기 벤치마크: 새 프로세스가 페이지 하나를 한 게임 종류로 처음 열 때의 서버 시간.

실행: python -m bench.bench_cold [--pages compare,tree] [--variants bulls4] [--repeat N] [--json]

(페이지, 게임 종류) 마다 새 파이썬 프로세스에서 AppTest 로 그 페이지를 주소로 바로 연 것처럼
한 번 돌린 시간 (첫 열기) 과 같은 세션에서 다시 돌린 시간 (캐시가 찬 뒤) 을 잰다. 세 가지 길:
- today: 실어 둔 페이지 데이터를 건너뛰고 (MINIMAX_COMPUTE=1) 준비도 없이. 이 일 전의 서버처럼
  첫 사용자가 모듈 불러오기 · 응답 행렬 · 비교 표 · 나무를 모두 기다린다.
- warm: 서버 시작의 준비 (ui/warmup.warm: 모듈, 응답 행렬) 만 하고 페이지 데이터는 계산한다.
- shipped: 준비를 하고 실어 둔 데이터를 읽는다 (지금의 서버; 목표는 0.5 초 아래).
AppTest 자신의 첫 실행 준비 (컴포넌트 찾기, 약 0.7 초) 는 빈 스크립트로 먼저 치러 빼 둔다: 진짜
서버는 시작할 때 한다. 게임 나무는 AI 가 먼저 두는 판 (start=ai) 을 연다: 무작위 시작의 둘 중
무거운 쪽이다. 컴퓨터를 나눠 쓰면 값이 흔들리므로 --repeat 로 여러 번 재 가운데값을 본다.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from solver.codebreaking.variants import VARIANTS
from solver.datafile import COMPUTE_ENV
from ui.nav import PAGES

ROOT = Path(__file__).resolve().parents[1]
MODES = ("today", "warm", "shipped")
# 페이지마다 첫 주소에 붙이는 매개변수 (모듈 설명)
QUERY = {"gametree": {"start": "ai"}}
# 첫 열기의 목표, 초 (이슈 17)
GOAL = 0.5

# 새 프로세스에서 재는 스크립트: argv = 앱, 페이지, 게임 종류, 준비 여부 (1/0), 질의 JSON
_PROBE = """
import json, sys, time
from streamlit.testing.v1 import AppTest
app, page, variant, warm, query = sys.argv[1:6]
# AppTest 만의 첫 실행 준비 (컴포넌트 찾기) 를 빈 스크립트로 치르고 그 결과를 잴 AppTest 에 넘긴다
spare = AppTest.from_string("import streamlit as st\\nst.write('')").run()
prepared = 0.0
if warm == "1":
    start = time.perf_counter()
    from ui.server.warmup import warm as prepare
    prepare()
    prepared = time.perf_counter() - start
at = AppTest.from_file(app, default_timeout=900)
at._bidi_component_manager = spare._bidi_component_manager
at.query_params["variant"] = variant
for name, value in json.loads(query).items():
    at.query_params[name] = value
start = time.perf_counter()
at.switch_page(f"pages/{page}.py").run()
first = time.perf_counter() - start
start = time.perf_counter()
at.run()
again = time.perf_counter() - start
errors = len(at.exception) + len(at.error)
print(json.dumps({"first": first, "again": again, "warmup": prepared, "errors": errors}))
"""


def first_open(page: str, variant: str, mode: str) -> dict[str, float]:
    """새 프로세스에서 page 를 variant 로 처음 연 결과 {"first", "again", "warmup", "errors"}."""
    env = dict(os.environ)
    env.pop(COMPUTE_ENV, None)
    if mode in ("today", "warm"):
        env[COMPUTE_ENV] = "1"
    warm = "0" if mode == "today" else "1"
    query = json.dumps(QUERY.get(page, {}))
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, str(ROOT / "streamlit_app.py"), page, variant, warm, query],
        cwd=ROOT,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=1800,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(
    pages: list[str], variants: list[str], modes: tuple[str, ...], repeat: int
) -> list[dict]:
    """(페이지, 게임 종류, 길) 마다 가운데값 한 줄씩. 길마다 번갈아 재서 흔들림을 나눠 갖는다."""
    rows = []
    for page in pages:
        for variant in variants:
            runs: dict[str, list[dict]] = {mode: [] for mode in modes}
            for _ in range(repeat):
                for mode in modes:
                    runs[mode].append(first_open(page, variant, mode))
            row: dict = {"page": page, "variant": variant}
            for mode, found in runs.items():
                row[mode] = statistics.median(r["first"] for r in found)
                row[f"{mode}_again"] = statistics.median(r["again"] for r in found)
                row[f"{mode}_errors"] = max(int(r["errors"]) for r in found)
                if mode != "today":
                    row["warmup"] = statistics.median(r["warmup"] for r in found)
            rows.append(row)
            print(_line(row, modes), flush=True)
    return rows


def _line(row: dict, modes: tuple[str, ...]) -> str:
    """표 한 줄: 페이지, 게임 종류, 길마다 첫 열기 초, 목표 통과, 오류."""
    cells = "".join(f"{row[mode]:>10.2f}" for mode in modes)
    last = row[modes[-1]]
    mark = "ok" if last < GOAL else "SLOW"
    errors = sum(row[f"{mode}_errors"] for mode in modes)
    return f"{row['page']:<10}{row['variant']:<12}{cells}{mark:>6}{errors:>6}"


def main(argv: list[str] | None = None) -> int:
    """페이지 x 게임 종류의 첫 열기를 길마다 나란히 찍는다."""
    parser = argparse.ArgumentParser(prog="python -m bench.bench_cold")
    parser.add_argument("--pages", default=",".join(p.url for p in PAGES), help="comma-separated")
    parser.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated")
    parser.add_argument("--modes", default=",".join(MODES), help="today,warm,shipped")
    parser.add_argument("--repeat", type=int, default=1, help="runs per cell (median)")
    parser.add_argument("--json", action="store_true", help="one JSON line at the end")
    args = parser.parse_args(argv)
    modes = tuple(m for m in args.modes.split(",") if m)
    if not set(modes) <= set(MODES) or args.repeat < 1:
        parser.error(f"modes are {', '.join(MODES)}; repeat must be >= 1")
    pages, variants = args.pages.split(","), args.variants.split(",")
    header = "".join(f"{mode:>10}" for mode in modes)
    print(f"첫 열기, 서버 초 (새 프로세스, 가운데값 {args.repeat}번; 목표 < {GOAL} s)")
    print(f"{'page':<10}{'variant':<12}{header}{'goal':>6}{'err':>6}", flush=True)
    rows = measure(pages, variants, modes, args.repeat)
    if "warmup" in rows[0]:
        warmups = [row["warmup"] for row in rows]
        print(f"서버 시작의 준비 (warm, 한 번): 가운데값 {statistics.median(warmups):.2f} s")
    last = modes[-1]
    worst = max(rows, key=lambda row: row[last])
    print(f"가장 느린 첫 열기 ({last}): {worst['page']} {worst['variant']} {worst[last]:.2f} s")
    if args.json:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
