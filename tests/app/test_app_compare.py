"""전략 비교 페이지의 AppTest: 한 줄 요약과 표의 숫자가 명령줄 (python -m solver evaluate) 과
같은지, 처음 보이는 셋 · 고르기 단추 · 링크, '자세히' 의 통계와 체크리스트.

모든 줄을 고른 링크로 연 AppTest 하나를 모듈에서 같이 쓴다. 명령줄 평가는 별도 프로세스로,
페이지를 돌리는 동안 나란히 돈다.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from solver.codebreaking.feedback import parse_label
from solver.codebreaking.page_data import page_random_expected
from solver.codebreaking.strategies import STRATEGIES
from solver.codebreaking.variants import get_variant
from tests.apptest import new_app, page_state, spy_switch_page, table_rows
from ui.codebreaking import compare_model as compare
from ui.codebreaking.compare_state import CompareState
from ui.states import Key
from ui.text import tr

ROOT = Path(__file__).resolve().parents[2]
BASEBALL = get_variant("baseball3")
# 페이지의 기본값: 무작위 전략은 비밀 수마다 20판, 시드 0
GAMES = CompareState().games
# 첫 계산 (정확한 무작위 기댓값 포함) 을 기다리는 한도, 초
COMPARE_TIMEOUT = 240
OK_MARKS = ("✅", ":material/check_circle:")
BAD_MARKS = ("❌", ":material/cancel:")
EVERY = ",".join(compare.job_keys(BASEBALL))


@dataclass
class Page:
    """한 번 돌린 비교 페이지와, 표의 줄 (줄 열쇠 → 표의 한 줄) 과 명령줄 결과 (열쇠 → JSON)."""

    at: AppTest
    rows: dict[str, dict[str, str]]
    cli: dict[str, dict]


def cli_args(job: compare.Job) -> list[str]:
    """페이지의 평가 하나와 같은 조건의 명령줄 인자 (시드는 둘 다 기본 0)."""
    options = job.options
    args = ["--variant", BASEBALL.name, "--strategy", job.strategy, "--json"]
    if options.candidates_only:
        args.append("--candidates-only")
    if options.sample is not None:
        args += ["--sample", str(options.sample), "--sample-above", str(options.sample_above)]
    if not STRATEGIES[job.strategy].deterministic or options.sample is not None:
        args += ["--games", str(job.games)]
    return args


@pytest.fixture(scope="module")
def compared(make_app: Callable[..., AppTest]) -> Iterator[Page]:
    jobs = compare.jobs(BASEBALL, GAMES)
    procs = {
        job.key: subprocess.Popen(
            [sys.executable, "-m", "solver", "evaluate", *cli_args(job)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for job in jobs
    }
    try:
        at = make_app(
            "pages/compare.py", timeout=COMPARE_TIMEOUT, direct=True, params={"show": EVERY}
        )
        cli = {}
        for key, proc in procs.items():
            out, err = proc.communicate(timeout=COMPARE_TIMEOUT)
            assert proc.returncode == 0, err
            cli[key] = json.loads(out)
    finally:
        for proc in procs.values():
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    names = {compare.job_name("ko", job.key): job.key for job in jobs}
    rows = {names[r[tr("ko", "col_strategy")]]: r for r in table_rows(at, tr("ko", "col_strategy"))}
    yield Page(at, rows, cli)


def within(result: dict, k: int) -> str:
    """명령줄 히스토그램으로 센 'k번 안' 비율과 판 수, 표와 같은 꼴 ("99.8% (503판)")."""
    solved = sum(n for guesses, n in result["histogram"].items() if int(guesses) <= k)
    return tr("ko", "cell_share", share=f"{solved / result['games']:.1%}", n=f"{solved:,}")


def worst(result: dict) -> str:
    """명령줄의 최악 횟수와 그만큼 걸린 판 수, 표와 같은 꼴 ("6번 (79판)")."""
    n = result["histogram"][str(result["worst"])]
    return tr("ko", "cell_worst", worst=result["worst"], n=f"{n:,}")


def test_compare_page_runs_without_exception(compared: Page) -> None:
    assert not compared.at.exception
    assert not compared.at.error
    assert list(compared.rows) == compare.job_keys(BASEBALL)  # 링크가 고른 모든 줄
    assert compared.at.query_params["show"] == EVERY


def test_takeaway_comes_first_and_matches_the_command_line(compared: Page) -> None:
    on, off = compared.cli["minimax"], compared.cli["random"]
    text = compared.at.markdown[0].value
    expected = tr(
        "ko",
        "compare_takeaway",
        on=f"{on['mean']:.2f}",
        off=f"{off['mean']:.2f}",
        worst_on=on["worst"],
        worst_off=off["worst"],
    )
    assert text == f"**{expected}**"
    assert "4.79 → 4.84번, 최악 6 → 8번" in text


@pytest.mark.parametrize("key", compare.job_keys(BASEBALL))
def test_strategy_row_matches_the_command_line(compared: Page, key: str) -> None:
    row, cli = compared.rows[key], compared.cli[key]
    k = compared.cli["minimax"]["worst"]
    assert row[tr("ko", "col_mean")] == f"{cli['mean']:.2f}"
    assert row[tr("ko", "col_worst")] == worst(cli)
    assert row[tr("ko", "col_within", k=k)] == within(cli, k)


def test_table_has_four_columns_for_a_phone(compared: Page) -> None:
    assert len(next(iter(compared.rows.values()))) == 4
    assert not compared.at.dataframe  # 데이터 격자 (1 MB 남짓) 를 내려받지 않는다


def random_notes(compared: Page) -> str:
    """'자세히' 의 미니맥스 끔 이야기 첫 줄."""
    return next(m.value for m in compared.at.markdown if "95%" in m.value).splitlines()[0]


def exact_note(exact: float) -> str:
    """그 줄 끝의 정확한 기댓값 문장."""
    return tr("ko", "compare_random_exact", exact=exact)


def test_details_explain_the_random_sample_with_the_exact_expectation(compared: Page) -> None:
    cli = compared.cli["random"]
    first = random_notes(compared)
    # 신뢰구간은 판마다의 횟수가 있어야 하므로 글에서 읽고, 나머지는 명령줄 값으로 맞춘다. 정확한
    # 기댓값은 실어 둔 값과 맞춘다: 명령줄이 다시 계산한 값과의 비교는 느린 시험 (아래) 이 한다
    found = re.search(r"(\d+\.\d{3})–(\d+\.\d{3})", first)
    assert found, first
    lo, hi = float(found[1]), float(found[2])
    assert lo < cli["mean"] < hi
    exact = page_random_expected(BASEBALL)
    assert exact is not None
    text = tr("ko", "compare_random_ci", k=GAMES, mean=cli["mean"], lo=lo, hi=hi)
    assert first == f"- {text} {exact_note(exact)}"
    assert exact > compared.cli["minimax"]["mean"]
    assert compared.at.expander[0].label == tr("ko", "compare_details")
    assert compared.at.select_slider(key="compare_games").value == GAMES


@pytest.mark.slow
def test_the_exact_expectation_matches_the_command_line(compared: Page) -> None:
    """느림 (10-25 초): 명령줄 (evaluate --exact-random) 이 정확한 기댓값을 다시 계산한다."""
    job = next(j for j in compare.jobs(BASEBALL, GAMES) if j.key == "random")
    done = subprocess.run(
        [sys.executable, "-m", "solver", "evaluate", *cli_args(job), "--exact-random"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=COMPARE_TIMEOUT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    cli = json.loads(done.stdout)
    assert random_notes(compared).endswith(f" {exact_note(cli['expected'])}")
    assert cli["expected"] > compared.cli["minimax"]["mean"]


def test_checklist_has_three_passing_lines(compared: Page) -> None:
    lines = [m.value for m in compared.at.markdown if m.value.startswith(OK_MARKS + BAD_MARKS)]
    assert len(lines) == 3, lines
    assert all(line.startswith(OK_MARKS) for line in lines), lines
    on, off = compared.cli["minimax"]["mean"], compared.cli["random"]["mean"]
    assert lines[1].endswith(tr("ko", "check_seven", n=BASEBALL.size, share="100.0%"))
    assert lines[2].endswith(tr("ko", "check_off", on=on, off=off))


def test_proven_best_worst_case_matches_the_command_line(compared: Page) -> None:
    """증명된 최선의 최악 (python -m solver optimal) 이 표 아래에 나오고, 미니맥스가 닿는다."""
    out = subprocess.run(
        [sys.executable, "-m", "solver", "optimal", "--variant", BASEBALL.name, "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    proof = json.loads(out.stdout)
    assert proof["proved"] and proof["minimax_optimal"]
    captions = [c.value for c in compared.at.caption]
    assert tr("ko", "compare_proof_yes", best=proof["worst"]) in captions


def test_rerun_uses_the_shared_cache_without_error(compared: Page) -> None:
    """캐시 적중 때 진행 막대를 다시 그리려다 죽던 문제 (CacheReplayClosureError) 의 회귀 시험."""
    before = table_rows(compared.at, tr("ko", "col_strategy"))
    compared.at.run(timeout=30)
    assert not compared.at.exception
    assert table_rows(compared.at, tr("ko", "col_strategy")) == before


def test_three_strategies_by_default_and_the_picker_round_trips_through_the_link(
    compared: Page,
) -> None:
    at = new_app("pages/compare.py", direct=True, timeout=COMPARE_TIMEOUT)
    names = [r[tr("ko", "col_strategy")] for r in table_rows(at, tr("ko", "col_strategy"))]
    assert names == [compare.job_name("ko", k) for k in ("minimax", "random", "optimal")]
    assert at.query_params["show"] == "minimax,random,optimal"
    pills = at.pills(key="compare_show_ko_baseball3")
    assert pills.value == ["minimax", "random", "optimal"]
    pills.set_value(["minimax", "random", "entropy"]).run()
    assert not at.exception
    assert at.query_params["show"] == "minimax,random,entropy"
    link = dict(at.query_params)
    other = new_app("pages/compare.py", direct=True, params=link | {"lang": "en"})
    names = [r["Strategy"] for r in table_rows(other, "Strategy")]
    assert names == ["Minimax", "Minimax off", "Entropy"]
    assert other.pills(key="compare_show_en_baseball3").value == ["minimax", "random", "entropy"]
    assert other.markdown[0].value.startswith("**With minimax off the mean goes 4.79 → 4.84")
    other.pills(key="compare_show_en_baseball3").set_value([]).run()  # 모두 끄면 앞의 셋
    assert [r["Strategy"] for r in table_rows(other, "Strategy")] == names


def test_mastermind_details_show_the_published_random_figure_with_its_source() -> None:
    at = new_app(
        "pages/compare.py",
        timeout=COMPARE_TIMEOUT,
        direct=True,
        params={"variant": "mastermind", "lang": "en"},
    )
    assert not at.exception
    [line] = compare.published_note("en", get_variant("mastermind"))
    notes = "\n".join(m.value for m in at.markdown)
    assert f"- {line}" in notes and "Swaszek" in notes


def test_bulls4_compare_page_shows_the_fewest_sevens_row() -> None:
    params = {"variant": "bulls4", "lang": "en", "show": "minimax,random,fewest"}
    at = new_app("pages/compare.py", timeout=COMPARE_TIMEOUT, direct=True, params=params)
    assert not at.exception
    rows = {r[tr("en", "col_strategy")]: r for r in table_rows(at, tr("en", "col_strategy"))}
    fewest = rows[compare.job_name("en", "fewest")]
    assert fewest[tr("en", "col_worst")] == "7 (50 games)"


def test_bulls4_compare_page_says_the_price_of_fifty_sevens_and_opens_the_tree_there(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """보장의 값: 한 문장, 세 열의 표 (발표된 나무는 6 번째 수를 모른다), 갈라지는 곳의 단추가
    나무 탐색을 두 나무를 견주는 그 마디의 링크로 연다 (그 페이지가 새 링크로 연다)."""
    sent = spy_switch_page(monkeypatch)
    params = {"variant": "bulls4", "lang": "en"}
    at = new_app("pages/compare.py", timeout=COMPARE_TIMEOUT, direct=True, params=params)
    assert not at.exception
    said = "\n".join(m.value for m in at.markdown)
    assert "50 secrets needing guess 7 instead of 72 cost 176 more guesses in all" in said
    measure = tr("en", "tree_col_measure")
    rows = {r[measure]: r for r in table_rows(at, measure, having="Slovesnov (published)")}
    total = rows[tr("en", "price_total")]
    assert (total["Optimal"], total["Fewest sevens"]) == ("26,274", "26,450")
    assert total["Slovesnov (published)"] == "26,484"
    assert rows[tr("en", "price_need", k=6)]["Slovesnov (published)"] == "—"
    assert rows[tr("en", "price_need", k=7)]["Fewest sevens"] == "50"
    splits = [b for b in at.button if (b.key or "").startswith("price_split_")]
    assert [b.label.split(" (")[0] for b in splits] == ["After 0S 1B", "After 0S 2B"]
    splits[1].click().run(timeout=COMPARE_TIMEOUT)
    (page, link), *_ = sent
    assert page == "pages/tree.py"
    assert link == {
        "lang": "en",
        "variant": "bulls4",
        "strategy": "optimal",
        "vs": "fewest",
        "node": "0S2B",
    }
    tree = page_state(at, Key.TREE)  # 나무 탐색이 그 링크를 새 링크로 열었다
    assert tree.fitted(get_variant("bulls4")) == ("optimal", "fewest")
    assert tree.path(get_variant("bulls4")) == (answer_of("0S 2B"),)


def answer_of(label: str) -> int:
    """bulls4 의 대답 이름표 → 대답 번호."""
    return parse_label(get_variant("bulls4"), label)


def test_the_tree_explorer_says_the_price_and_goes_where_the_trees_differ() -> None:
    params = {"variant": "bulls4", "lang": "en", "strategy": "fewest", "vs": "optimal"}
    at = new_app("pages/tree.py", timeout=COMPARE_TIMEOUT, direct=True, params=params)
    assert not at.exception
    said = "\n".join(m.value for m in at.markdown)
    assert tr("en", "price_title") in said and "cost 176 more guesses" in said
    splits = [b for b in at.button if (b.key or "").startswith("price_split_")]
    assert [b.label.split(" (")[0] for b in splits] == ["After 0S 1B", "After 0S 2B"]
    assert "Fewest sevens 1245 · Optimal 1456" in splits[0].label  # 이 페이지의 전략이 먼저
    splits[0].click().run(timeout=COMPARE_TIMEOUT)
    assert at.query_params["node"] == "0S1B"
    crumbs = [b.label for b in at.button if (b.key or "").startswith("tree_crumb_")]
    assert "0S 1B" in crumbs[-1]
    # 견주지 않으면 값도 갈라지는 곳도 없다
    alone = {"variant": "bulls4"}
    plain = new_app("pages/tree.py", timeout=COMPARE_TIMEOUT, direct=True, params=alone)
    assert not [b for b in plain.button if (b.key or "").startswith("price_split_")]
