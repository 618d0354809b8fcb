"""Lighthouse (npm 의 lighthouse@12.2.3, Node 20) 의 모바일 점수를 bench/phone.py 에 보탠다.

설치 (git 이 무시하는 폴더에): npm i -E --prefix bench/out/lighthouse lighthouse@12.2.3
찾는 곳: LIGHTHOUSE 환경 변수 (실행 파일), bench/out/lighthouse, PATH. 없으면 알림 한 줄.
Chromium 은 Debian 것을 쓴다 (CHROME_PATH). 기본 설정이 모바일 (느린 4G · CPU 4배 흉내) 이다.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from tests.e2e.conftest import find_chromium

ROOT = Path(__file__).resolve().parents[1]
VERSION = "12.2.3"
LOCAL = ROOT / "bench" / "out" / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
TIMEOUT_S = 300


def find_lighthouse() -> str | None:
    """lighthouse 실행 파일의 경로, 없으면 None."""
    for candidate in (os.environ.get("LIGHTHOUSE"), str(LOCAL), "lighthouse"):
        if candidate and (path := shutil.which(candidate)):
            return path
    return None


@dataclass(frozen=True)
class Audit:
    """한 주소의 요약: 성능 점수 (0-100), FCP · LCP (초), TBT (ms), 조용해진 때 (TTI, 초: 긴 작업
    없이 5 초가 지나기 시작한 때; 없으면 끝까지 바빴다), 콘솔 오류, 경고, 실패 사유, 누적 레이아웃
    이동 (CLS, 단위 없음)."""

    score: int | None = None
    fcp_s: float | None = None
    lcp_s: float | None = None
    tbt_ms: float | None = None
    idle_s: float | None = None
    console_errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    failure: str | None = None
    cls: float | None = None


def run_lighthouse(cli: str, url: str, chromium: str) -> Audit:
    """url 하나를 Lighthouse 의 기본 (모바일) 설정으로 잰다."""
    with tempfile.TemporaryDirectory(prefix="lighthouse-") as folder:
        out = Path(folder) / "report.json"
        cmd = [
            cli,
            url,
            "--output=json",
            f"--output-path={out}",
            "--quiet",
            "--only-categories=performance,best-practices",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        ]
        env = {**os.environ, "CHROME_PATH": chromium}
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=TIMEOUT_S)
        if done.returncode != 0 or not out.exists():
            lines = (done.stderr or done.stdout).strip().splitlines()
            return Audit(failure=lines[-1] if lines else f"exit {done.returncode}")
        return parse_report(json.loads(out.read_text(encoding="utf-8")))


def parse_report(report: Mapping) -> Audit:
    """Lighthouse 의 JSON 보고서 (report["audits"], report["categories"]) 에서 요약을 꺼낸다."""
    audits = report["audits"]

    def value(name: str, unit: float, digits: int = 2) -> float | None:
        found = audits.get(name, {}).get("numericValue")
        return None if found is None else round(found / unit, digits)

    console = audits.get("errors-in-console", {}).get("details", {}).get("items", [])
    score = report["categories"]["performance"]["score"]
    return Audit(
        score=None if score is None else round(score * 100),
        fcp_s=value("first-contentful-paint", 1000),
        lcp_s=value("largest-contentful-paint", 1000),
        tbt_ms=value("total-blocking-time", 1),
        idle_s=value("interactive", 1000),
        console_errors=[item.get("description", "")[:160] for item in console],
        warnings=list(report.get("runWarnings", [])),
        failure=(report.get("runtimeError") or {}).get("message"),
        cls=value("cumulative-layout-shift", 1, 3),  # 0.1 이 목표라 소수 셋째 자리까지
    )


def lighthouse_report(
    urls: Mapping[str, str], log: Callable[[str], None], runs: int = 1
) -> dict[str, object]:
    """이름 → 주소마다 Lighthouse 를 runs 번 돌려 {"version", "results", "text": 표} 를 준다 (수는
    중앙값). 없으면 {"note", "text"} (없는 것은 오류가 아니다)."""
    cli, chromium = find_lighthouse(), find_chromium()
    if cli is None or chromium is None:
        note = (
            f"Lighthouse not found: npm i -E --prefix bench/out/lighthouse lighthouse@{VERSION} "
            "(Node 20), or set LIGHTHOUSE; skipped"
        )
        return {"note": note, "text": note}
    found: dict[str, list[Audit]] = {name: [] for name in urls}
    for run in range(runs):  # 판마다 모든 주소를 돌아가며 (기계의 흔들림을 고루)
        for name, url in urls.items():
            log(f"lighthouse {run + 1}/{runs} {name}")
            found[name].append(run_lighthouse(cli, url, chromium))
    results = {name: median_audit(audits) for name, audits in found.items()}
    text = _table(results, runs)
    return {"version": VERSION, "results": {k: asdict(v) for k, v in results.items()}, "text": text}


def median_audit(audits: Sequence[Audit]) -> Audit:
    """여러 번 잰 것의 중앙값 (잰 값이 있는 판만). 콘솔 오류 · 경고는 어느 판에서든 나온 것 모두."""

    def mid(name: str) -> float | None:
        values = [v for a in audits if (v := getattr(a, name)) is not None]
        return statistics.median(values) if values else None

    score = mid("score")
    return Audit(
        score=None if score is None else round(score),
        fcp_s=mid("fcp_s"),
        lcp_s=mid("lcp_s"),
        tbt_ms=mid("tbt_ms"),
        idle_s=mid("idle_s"),
        console_errors=sorted({e for a in audits for e in a.console_errors}),
        warnings=sorted({w for a in audits for w in a.warnings}),
        failure=next((a.failure for a in audits if a.failure), None),
        cls=mid("cls"),
    )


def _table(results: Mapping[str, Audit], runs: int) -> str:
    head = (
        f"{'Lighthouse mobile':<36}{'score':>6}{'FCP':>9}{'LCP':>9}{'CLS':>7}{'TBT':>10}"
        f"{'idle':>9}{'errors':>8}"
    )
    lines = ["", f"(median of {runs})" if runs > 1 else "", head, "-" * len(head)]
    for name, r in results.items():
        lines.append(
            f"{name:<36}{r.score!s:>6}{fmt(r.fcp_s, '{:.1f} s'):>9}{fmt(r.lcp_s, '{:.1f} s'):>9}"
            f"{fmt(r.cls, '{:.3f}'):>7}{fmt(r.tbt_ms, '{:,.0f} ms'):>10}"
            f"{fmt(r.idle_s, '{:.1f} s'):>9}"
            f"{len(r.console_errors):>8}"
        )
        lines.extend(f"    console: {text}" for text in r.console_errors)
        lines.extend(f"    warning: {text}" for text in r.warnings)
        if r.failure:
            lines.append(f"    failed: {r.failure}")
    return "\n".join(lines)


def fmt(value: float | None, form: str) -> str:
    """표의 칸 하나: 값이 없으면 —."""
    return "—" if value is None else form.format(value)
