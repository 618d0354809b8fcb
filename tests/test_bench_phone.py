"""폰 벤치마크의 판정: Lighthouse 를 여러 번 잰 중앙값과 이슈 16 의 목표 (브라우저 없이)."""

from __future__ import annotations

from dataclasses import asdict

from bench.lighthouse import Audit, median_audit
from bench.phone import HOME_NAME, lighthouse_verdict


def test_the_median_of_runs_and_every_console_error_are_kept() -> None:
    runs = [
        Audit(score=21, fcp_s=8.5, lcp_s=18.3, tbt_ms=5450.0, idle_s=22.8),
        Audit(score=22, fcp_s=8.4, lcp_s=18.0, tbt_ms=13740.0, idle_s=None, console_errors=["x"]),
        Audit(score=22, fcp_s=8.4, lcp_s=17.9, tbt_ms=5550.0, idle_s=22.5),
    ]
    mid = median_audit(runs)
    assert (mid.score, mid.fcp_s, mid.lcp_s, mid.tbt_ms) == (22, 8.4, 18.0, 5550.0)
    assert mid.idle_s == (22.8 + 22.5) / 2  # 잰 값이 있는 판만
    assert mid.console_errors == ["x"]


def _report(home: Audit, floor: Audit) -> dict[str, object]:
    return {"results": {HOME_NAME: asdict(home), "floor": asdict(floor)}}


def test_verdict_checks_errors_tbt_against_the_floor_and_idle() -> None:
    floor = Audit(tbt_ms=3000.0, idle_s=43.0)
    good = lighthouse_verdict(_report(Audit(tbt_ms=5500.0, idle_s=22.6), floor))
    assert len(good) == 3 and all(line.startswith("ok") for line in good)
    bad = lighthouse_verdict(_report(Audit(tbt_ms=6100.0, console_errors=["404"]), floor))
    assert [line.split()[0] for line in bad] == ["MISS", "MISS", "MISS"]
    assert lighthouse_verdict({"note": "Lighthouse not found"}) == []
