"""폰 벤치마크의 판정: Lighthouse 를 여러 번 잰 중앙값과 이슈 16 의 목표 (브라우저 없이)."""

from __future__ import annotations

from dataclasses import asdict

from bench.lighthouse import Audit, median_audit
from bench.phone import HOME_NAME, Row, blocking_per_step, lighthouse_verdict, verdicts


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


def test_blocking_per_step_counts_only_the_time_long_tasks_run_over_50_ms_between_steps() -> None:
    # 첫 화면 (0 ms) 뒤 단계가 1000 · 3500 · 6000 ms 에: 첫 단계부터 세 번째 단계까지 두 단계
    marks = {
        "steps": [0.0, 1000.0, 3500.0, 6000.0],
        "long": [[500.0, 900.0], [1100.0, 250.0], [3600.0, 70.0], [6100.0, 400.0]],
    }
    # 첫 단계 앞 (첫 화면) 과 마지막 단계 뒤의 작업은 세지 않는다: (200 + 20) / 2
    assert blocking_per_step(marks, 3) == 110.0
    assert blocking_per_step({"steps": [0.0, 1.0], "long": []}, 3) is None  # 단계가 모자란다


def _row(name: str, server: str, chart_s: float | None = 1.0, **ratios: float | None) -> Row:
    return Row(
        name,
        server,
        "",
        0,
        0,
        None,
        chart_s,
        ratios.get("bytes"),
        ratios.get("heading"),
        ratios.get("chart"),
        0,
        [],
        None,
        ratios.get("block"),
    )


def test_phone_verdicts_are_the_issue_25_goals() -> None:
    rows = [
        _row(HOME_NAME, "ours", bytes=0.24, chart=0.49, block=0.4),
        _row("keeper", "ours", chart=0.61),
        _row("you_guess", "ours", chart_s=None, heading=0.8),  # 첫 화면에 차트가 없다
        _row(f"{HOME_NAME} @ 3d7d9c7", "base", bytes=0.37, chart=0.77),
    ]
    lines = verdicts(rows)
    assert [line.split()[0] for line in lines] == ["ok", "ok", "ok", "MISS", "ok"]
    assert lines[3].startswith("MISS keeper")  # 다른 페이지는 0.6 배까지
    assert "no chart on the first screen" in lines[4]
    assert not any("3d7d9c7" in line for line in lines)  # 비교 커밋은 판정하지 않는다
