"""비교 페이지의 데이터와 차트: 한 줄 요약, 폰 폭의 표, 고른 전략, 범례 없는 차트."""

from __future__ import annotations

import json
from itertools import pairwise

import pytest

from solver.codebreaking.page_data import page_evaluation
from solver.codebreaking.variants import VARIANTS, get_variant
from ui.codebreaking import compare_charts as charts
from ui.codebreaking import compare_model as cv

BASEBALL = get_variant("baseball3")


def rows_for(variant_name: str, games: int = 20) -> list[cv.Row]:
    """실어 둔 평가로 만든 표의 줄 (페이지가 쓰는 것과 같은 값)."""
    variant = get_variant(variant_name)
    out = []
    for job in cv.jobs(variant, games):
        found = page_evaluation(variant, job.strategy, job.options, job.games, seed=0)
        assert found is not None
        out.append(cv.Row(job.key, found, job.games))
    return out


@pytest.fixture(scope="module")
def rows() -> list[cv.Row]:
    return rows_for("baseball3")


def test_takeaway_says_what_minimax_off_costs_in_both_languages(rows) -> None:
    on, off = (next(r.evaluation for r in rows if r.key == k) for k in ("minimax", "random"))
    assert cv.takeaway("ko", on, off) == "미니맥스를 끄면 평균 4.79 → 4.84번, 최악 6 → 8번이 돼요."
    assert cv.takeaway("en", on, off) == (
        "With minimax off the mean goes 4.79 → 4.84 guesses and the worst 6 → 8."
    )


def test_table_has_four_narrow_columns_for_the_picked_rows(rows) -> None:
    shown = cv.default_show(BASEBALL)
    assert shown == ("minimax", "random", "optimal")
    table = cv.table("en", rows, shown)
    assert list(table[0]) == ["Strategy", "Mean", "Worst", "Within 6"]
    assert [r["Strategy"] for r in table] == ["Minimax", "Minimax off", "Optimal"]
    assert [r["Mean"] for r in table] == ["4.79", "4.84", "4.64"]
    assert [r["Worst"] for r in table] == ["6 (79 games)", "8 (23 games)", "6 (38 games)"]
    assert table[1]["Within 6"] == "94.2% (9,499 games)"
    # 내려받는 표는 평가한 모든 줄과 모든 열
    full = cv.csv_rows("en", rows)
    assert len(full) == len(rows) and "Within 7" in full[0] and "How" in full[0]


def test_within_k_follows_the_minimax_worst_case() -> None:
    mastermind = rows_for("mastermind")
    assert cv.within_k(mastermind) == 5
    assert list(cv.table("ko", mastermind, ("minimax",))[0])[-1] == "5번 안"


@pytest.mark.parametrize("name", list(VARIANTS))
def test_default_three_exist_in_every_variant_and_the_page_evaluates_only_what_it_needs(
    name: str,
) -> None:
    variant = get_variant(name)
    shown = cv.default_show(variant)
    assert len(shown) == 3 and shown[:2] == ("minimax", "random")
    assert {job.key for job in cv.needed(variant, 20, ("entropy",))} == {
        "minimax",
        "random",
        "entropy",
    }


def test_every_row_has_its_own_colour_and_a_short_name() -> None:
    keys = sorted({k for name in VARIANTS for k in cv.job_keys(get_variant(name))})
    assert set(keys) == set(cv.STRATEGY_COLORS) and len(set(cv.STRATEGY_COLORS.values())) == len(
        keys
    )
    names = [cv.job_name("ko", k) for k in keys]
    assert len(set(names)) == len(names) and max(map(len, names)) <= 12
    assert cv.job_name("en", "minimax_sampled") == "Minimax · 140 tries"


def test_bars_have_one_labelled_row_per_strategy_and_no_legend(rows) -> None:
    shown = cv.default_show(BASEBALL)
    fig = json.loads(charts.strategy_bars(cv.histogram_series("en", rows, shown), "G").to_json())
    layout = fig["layout"]
    assert not layout.get("showlegend")  # 폰에서 그림보다 커지던 범례가 없다
    assert len(fig["data"]) == 3
    titles = [a["text"] for a in layout["annotations"]]
    assert [t.split("</span> ")[-1] for t in titles[:3]] == ["Minimax", "Minimax off", "Optimal"]
    assert titles[-1] == "G"  # 아래 축의 이름
    # 줄마다 제 자리 (겹치지 않는다), 높이 눈금은 같다
    domains = [layout[f"yaxis{i or ''}"]["domain"] for i in (0, 2, 3)]
    assert all(a[0] > b[1] for a, b in pairwise(domains))
    assert len({str(layout[f"yaxis{i or ''}"]["range"]) for i in (0, 2, 3)}) == 1
    assert layout["height"] == 3 * (charts.TITLE_PX + charts.ROW_PX + charts.TICKS_PX) + 24
    one = fig["data"][0]
    assert one["text"][0] == "1<br><1%"  # 비밀 하나 (0.2%) 는 0% 가 아니다


def test_lines_are_labelled_directly_and_the_labels_do_not_overlap(rows) -> None:
    every = cv.job_keys(BASEBALL)
    series = cv.cumulative_series("ko", rows, every)
    fig = json.loads(charts.labelled_lines(series, "x", "y").to_json())
    layout = fig["layout"]
    assert not layout.get("showlegend")
    labels = [a for a in layout["annotations"] if "</span>" in a["text"]]
    assert len(labels) == len(series) == 8
    plot = layout["height"] - layout["margin"]["t"] - layout["margin"]["b"]
    ys = sorted(a["y"] for a in labels)
    gaps_px = [(b - a) / 1.08 * plot for a, b in pairwise(ys)]
    assert min(gaps_px) >= charts.LABEL_GAP_PX - 0.01
    assert len({a["x"] for a in labels}) == 1  # 한 횟수에 나란히


def test_line_labels_sit_where_the_lines_are_apart(rows) -> None:
    shown = cv.default_show(BASEBALL)
    series = cv.cumulative_series("en", rows, shown)
    fig = json.loads(charts.labelled_lines(series, "x", "y").to_json())
    labels = [a for a in fig["layout"]["annotations"] if "</span>" in a["text"]]
    at = labels[0]["x"]
    assert at == 5  # 4.79 · 4.84 · 4.64 의 선이 가장 벌어지는 곳 (84% · 75% · 89%)
    by_name = {a["text"].split("</span> ")[-1]: a["y"] for a in labels}
    assert by_name["Optimal"] > by_name["Minimax"] > by_name["Minimax off"]


def test_mastermind_details_set_the_published_random_figure_beside_ours() -> None:
    mastermind = get_variant("mastermind")
    for lang in ("ko", "en"):
        [line] = cv.published_note(lang, mastermind)
        assert "Swaszek" in line and "4.638" in line and "1122" in line
        assert "4.6361" in line and "4.6435" in line
    assert cv.published_note("en", BASEBALL) == []  # 발표된 수가 없는 변형은 한 줄도 없다


def test_bulls4_can_show_the_fewest_sevens_tree_with_its_name() -> None:
    bulls = get_variant("bulls4")
    assert "fewest" in cv.job_keys(bulls) and "fewest" not in cv.job_keys(BASEBALL)
    assert cv.job_name("en", "fewest") == "Fewest sevens"
    assert cv.job_name("ko", "fewest") == "가장 적은 일곱 번"


@pytest.fixture(scope="module")
def bulls() -> list[cv.Row]:
    return rows_for("bulls4")


def test_fewest_sevens_shows_its_fifty_in_the_table(bulls) -> None:
    """찾은 문제: bulls4 의 '7번이 가장 적게' 는 50 을 어디에도 보이지 않았다 (비율만)."""
    fewest = next(r for r in bulls if r.key == "fewest")
    assert fewest.evaluation.histogram()[7] == 50
    for lang, worst, within in (("ko", "최악", "7번 안"), ("en", "Worst", "Within 7")):
        (row,) = cv.table(lang, bulls, ("fewest",))
        assert "50" in str(row[worst]) and "7" in str(row[worst])  # 최악 횟수와 그만큼 걸린 판
        assert "5,040" in row[within] and "100.0%" in row[within]  # 비율 곁에 판 수


def test_bars_and_taps_show_the_count_beside_the_share(bulls) -> None:
    fig = json.loads(
        charts.strategy_bars(cv.histogram_series("en", bulls, ("fewest",)), "G").to_json()
    )
    (bars,) = fig["data"]
    at_seven = bars["x"].index(7)
    assert "50" in bars["text"][at_seven] and "1%" in bars["text"][at_seven]
    assert bars["customdata"][at_seven] == "50"  # 누르면 보이는 이름표에도 (hovertemplate)
    assert "%{customdata}" in bars["hovertemplate"]


def test_cumulative_taps_show_how_many_were_solved_within_n(bulls) -> None:
    series = cv.cumulative_series("en", bulls, ("fewest",))
    fig = json.loads(charts.labelled_lines(series, "x", "y").to_json())
    (line,) = fig["data"]
    assert line["customdata"][line["x"].index(6)] == f"{5040 - 50:,}"
    assert "%{customdata}" in line["hovertemplate"]
