"""bulls4 의 사전식 증명 (가장 적은 일곱 번째 50 개, 그 가운데 가장 작은 합계 26,450) 의 기록.

증명 전체는 2 코어에서 수십 분이 든다. 시험은 대신 기록을 본다 (tests/test_cli_optimal.py):
- 기록은 증명 한 번의 체크포인트 (첫 추측 뒤 묶음 x 둘째 추측마다 정확한 값이나 하한) 와, 그
  증명을 한 코드의 해시 (sources: 명령 `optimal` 이 불러오는 solver 모듈과 씨앗 나무 파일) 다.
- 언제나: 기록의 체크포인트로 명령을 다시 부르면 일 없이 같은 증명 · 실어 둔 나무와 같은 바이트다
  (합치기와 나무 쓰기의 시험), 그리고 기록의 줄 하나를 골라 (돌 때마다 다른 줄) 다시 잰다.
- 증명의 코드가 기록의 해시와 다르면 증명 전체를 다시 한다 (그 실행이 곧 새 코드의 증명이다).

기록을 새로 쓰기 (증명 전체를 돌린다): `python tests/proof_record.py [--workers N]`. 이미 끝까지 돈
증명의 체크포인트가 있으면 `--from FILE`: 그 체크포인트로 명령을 다시 불러 일 없이 증명이 서는지
보고 나서 적는다 (코드가 그 증명 뒤에 바뀌었으면 쓰지 말 것: 해시는 지금의 코드다).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORD = Path(__file__).resolve().parent / "data" / "least_total_bulls4.json"
# 증명의 명령 (체크포인트 · 나무 파일 · 일꾼 수는 부르는 쪽이 붙인다)
ARGS = ("optimal", "--variant", "bulls4", "--fewest-at", "7", "--exact-from", "2", "--least-total")
# 씨앗 나무: 명령이 읽는 실어 둔 bulls4 의 나무들 (증명의 첫 한도가 여기서 온다)
SEEDS = ("fewest_bulls4.json", "optimal_bulls4.json")
_IMPORTED = (
    "import sys, solver.cli_proof; "
    "print('\\n'.join(sorted(m.__file__ for n, m in sys.modules.items() "
    "if n.split('.')[0] == 'solver' and getattr(m, '__file__', None))))"
)


def proof_sources() -> str:
    """증명의 코드 (명령 optimal 이 불러오는 solver 모듈 · 씨앗 나무) 의 sha256 (새 프로세스로 잰다:
    이 프로세스가 이미 불러온 모듈과 상관없이)."""
    listed = subprocess.run(
        [sys.executable, "-c", _IMPORTED], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    data = ROOT / "solver" / "codebreaking" / "data"
    files = [Path(name) for name in listed] + [data / name for name in SEEDS]
    digest = hashlib.sha256()
    for path in sorted(files, key=lambda p: p.relative_to(ROOT).as_posix()):
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def record() -> dict:
    """실어 둔 기록 {"sources", "checkpoint"}."""
    return json.loads(RECORD.read_text(encoding="utf-8"))


def claims(checkpoint: dict) -> list[tuple[int, str, bool, int]]:
    """체크포인트의 줄들 [(묶음의 대답, 둘째 추측, 정확한지, 값)] (적힌 차례)."""
    return [
        (int(answer), guess, saved["exact"], saved["value"])
        for answer, done in checkpoint["done"].items()
        for guess, saved in done.items()
    ]


def prove(checkpoint: Path, tree: Path, workers: int) -> subprocess.CompletedProcess[str]:
    """증명 전체 (체크포인트에 있는 일은 건너뛴다)."""
    command = [sys.executable, "-m", "solver", *ARGS, "--checkpoint", str(checkpoint)]
    command += ["--write", str(tree), "--workers", str(workers), "--json"]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=6 * 3600)


def main() -> int:
    parser = argparse.ArgumentParser(description="bulls4 의 사전식 증명 전체를 돌려 기록을 쓴다")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--from", dest="start", type=Path, help="a finished proof's checkpoint")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        checkpoint, tree = Path(folder) / "least.json", Path(folder) / "tree.json"
        if args.start is not None:
            checkpoint.write_bytes(args.start.read_bytes())
        done = prove(checkpoint, tree, args.workers)
        if done.returncode != 0:
            print(done.stderr, file=sys.stderr)
            return done.returncode
        if args.start is not None and json.loads(done.stdout)["tasks"] != 0:
            print(f"{args.start} is not a finished proof", file=sys.stderr)
            return 1
        document = {
            "sources": proof_sources(),
            "checkpoint": json.loads(checkpoint.read_text(encoding="utf-8")),
        }
    RECORD.parent.mkdir(parents=True, exist_ok=True)
    RECORD.write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {RECORD.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
