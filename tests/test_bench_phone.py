"""폰 벤치마크의 판정: Lighthouse 보고서 읽기 · 여러 번 잰 중앙값과 이슈 25 · 34 의 목표 (브라우저
없이)."""

from __future__ import annotations

from dataclasses import asdict

from bench.lighthouse import Audit, median_audit, parse_report
from bench.phone import (
    HOME_NAME,
    Row,
    Target,
    blocking_per_step,
    first_names,
    lighthouse_pairs,
    lighthouse_verdict,
    verdicts,
)
from ui.firstscreen import RESULT_KEYS


def test_the_median_of_runs_and_every_console_error_are_kept() -> None:
    runs = [
        Audit(score=21, fcp_s=8.5, lcp_s=18.3, tbt_ms=5450.0, idle_s=22.8),
        Audit(score=22, fcp_s=8.4, lcp_s=18.0, tbt_ms=13740.0, idle_s=None, console_errors=["x"]),
        Audit(score=22, fcp_s=8.4, lcp_s=17.9, tbt_ms=5550.0, idle_s=22.5, cls=0.02),
    ]
    mid = median_audit(runs)
    assert (mid.score, mid.fcp_s, mid.lcp_s, mid.tbt_ms) == (22, 8.4, 18.0, 5550.0)
    assert mid.cls == 0.02
    assert mid.idle_s == (22.8 + 22.5) / 2  # 잰 값이 있는 판만
    assert mid.console_errors == ["x"]


def _lighthouse_json(**values: float) -> dict[str, object]:
    """Lighthouse 의 JSON 보고서 모양 (쓰는 칸만): 감사 이름 → numericValue."""
    return {
        "audits": {name: {"numericValue": value} for name, value in values.items()},
        "categories": {"performance": {"score": 0.57}},
    }


def test_a_report_gives_the_score_the_paints_and_the_layout_shift() -> None:
    report = _lighthouse_json(
        **{
            "first-contentful-paint": 1234.0,
            "largest-contentful-paint": 2500.0,
            "cumulative-layout-shift": 0.10449,
        }
    )
    audit = parse_report(report)
    assert (audit.score, audit.fcp_s, audit.lcp_s) == (57, 1.23, 2.5)
    assert audit.cls == 0.104  # 목표 0.1 을 넘은 것이 반올림으로 가려지지 않는다
    assert parse_report(_lighthouse_json()).cls is None  # 감사가 없으면 잰 값도 없다


def _report(home: Audit, floor: Audit, **more: Audit) -> dict[str, object]:
    named = {HOME_NAME: home, "floor": floor, **more}
    return {"results": {name: asdict(audit) for name, audit in named.items()}}


def test_verdict_checks_errors_tbt_against_the_floor_and_idle() -> None:
    floor = Audit(tbt_ms=3000.0, idle_s=43.0)
    good = lighthouse_verdict(_report(Audit(tbt_ms=5500.0, idle_s=22.6), floor), [])
    assert len(good) == 3 and all(line.startswith("ok") for line in good)
    bad = lighthouse_verdict(_report(Audit(tbt_ms=6100.0, console_errors=["404"]), floor), [])
    assert [line.split()[0] for line in bad] == ["MISS", "MISS", "MISS"]
    assert lighthouse_verdict({"note": "Lighthouse not found"}, []) == []


def test_each_page_is_judged_against_the_same_page_of_the_base_commit() -> None:
    base = "compare @ 3e133de"
    report = _report(
        Audit(tbt_ms=1.0, idle_s=1.0),
        Audit(tbt_ms=1.0),
        compare=Audit(score=80, fcp_s=1.0, lcp_s=2.1, cls=0.05),
        **{base: Audit(score=40, fcp_s=2.0, lcp_s=4.0, cls=0.0)},
        tree=Audit(score=75, fcp_s=1.0, lcp_s=1.0, cls=0.2),
    )
    lines = lighthouse_verdict(report, [("compare", base), ("tree", None)])
    compare = [line for line in lines if " compare:" in line]
    assert compare[0] == "note lighthouse compare: performance score 80 (base 40)"
    assert [line.split()[0] for line in compare[1:]] == ["ok", "ok", "MISS"]  # CLS, FCP, LCP
    assert "LCP <= 0.5x base (0.53x)" in compare[3]
    tree = [line for line in lines if " tree:" in line]  # 비교 커밋에 없는 페이지: 점수와 CLS 만
    assert tree == [
        "note lighthouse tree: performance score 75",
        "MISS lighthouse tree: CLS <= 0.1 (0.200)",
    ]


def test_lighthouse_pairs_each_page_of_ours_with_the_base_commits_same_page() -> None:
    targets = [
        Target("floor", "floor", "", True),
        Target(HOME_NAME, "ours", "", True, 6, "autoplay"),
        Target(f"{HOME_NAME} @ 3e133de", "base", "", True, 6, "autoplay"),
        Target("class", "ours", "", False, 0, "class"),
        Target(f"{HOME_NAME}, no compression", "ours-plain", "", True, 0, "autoplay"),
    ]
    assert lighthouse_pairs(targets) == [
        (HOME_NAME, f"{HOME_NAME} @ 3e133de"),
        ("class", None),
    ]
    assert targets[1].keys == RESULT_KEYS["autoplay"] and targets[0].keys == ()


def test_the_page_learns_which_result_keys_hold_a_chart() -> None:
    first = first_names(("auto_guess", "auto_bars"), ("auto_bars", "auto_grid"))
    assert first["keys"] == ["auto_guess", "auto_bars"]
    assert first["charts"] == ["auto_bars"]  # 첫 화면의 열쇠가 아닌 차트는 넘기지 않는다


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
        None,
        ratios.get("first"),
    )


def test_phone_verdicts_are_the_issue_34_first_screen_goals() -> None:
    rows = [
        _row(HOME_NAME, "ours", first=0.24, block=0.4),
        _row("keeper", "ours", first=0.31),
        _row("you_guess", "ours", chart_s=None, first=0.3),  # 첫 화면에 차트가 없어도 같다
        _row("compare", "ours", first=None),  # 첫 화면이 제때 나오지 않았다
        _row(f"{HOME_NAME} @ 3e133de", "base", first=0.9),
        _row("floor", "floor", chart=1.0),
    ]
    lines = verdicts(rows)
    assert [line.split()[0] for line in lines] == ["ok", "ok", "MISS", "ok", "MISS"]
    assert lines[0] == f"ok   {HOME_NAME}: first screen <= 0.25x floor's first chart (0.24x)"
    assert lines[1] == f"ok   {HOME_NAME}: blocking per step <= 0.5x base"
    assert lines[2].startswith("MISS keeper: first screen <= 0.3x")  # 다른 페이지는 0.3 배까지
    assert not any("3e133de" in line or "floor:" in line for line in lines)  # 우리 앱만


def test_the_home_page_first_screen_goal_is_stricter_than_the_other_pages() -> None:
    lines = verdicts([_row(HOME_NAME, "ours", first=0.26), _row("tree", "ours", first=0.26)])
    assert [line.split()[0] for line in lines] == ["MISS", "ok"]
