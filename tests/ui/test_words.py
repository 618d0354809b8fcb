"""숫자 맞히기의 이름들: 대답 이름표 (한/영, 줄바꿈), 모든 변형과 전략의 화면 이름."""

from __future__ import annotations

import pytest

from solver.codebreaking.difficulty import Level, LevelKind, difficulty_levels, shipped_curve
from solver.codebreaking.evaluation import strategy_tree
from solver.codebreaking.feedback import encode, possible_answers
from solver.codebreaking.strategies import STRATEGIES
from solver.codebreaking.tree_export import cheat_sheet
from solver.codebreaking.variants import VARIANTS, get_variant
from ui.codebreaking.share import csv_download
from ui.codebreaking.words import (
    answer_label,
    level_label,
    sheet_words,
    strategy_title,
    variant_title,
)


@pytest.mark.parametrize(
    ("name", "strikes", "balls", "lang", "text"),
    [
        ("baseball3", 1, 2, "ko", "1S 2B"),
        ("baseball3", 0, 3, "en", "0S 3B"),
        ("baseball3", 2, 0, "ko", "2S 0B"),
        ("baseball3", 3, 0, "ko", "3S"),
        ("baseball3", 3, 0, "en", "3S"),
        ("baseball3", 0, 0, "ko", "아웃"),
        ("baseball3", 0, 0, "en", "out"),
        ("mastermind", 4, 0, "en", "4S"),
        ("bulls4", 2, 2, "ko", "2S 2B"),
    ],
)
def test_answer_labels(name: str, strikes: int, balls: int, lang: str, text: str) -> None:
    variant = get_variant(name)
    assert answer_label(lang, variant, encode(variant, strikes, balls)) == text


def test_wrapped_labels_break_between_strikes_and_balls_only() -> None:
    variant = get_variant("bulls4")
    labels = [answer_label("ko", variant, a, wrap=True) for a in possible_answers(variant)]
    assert len(labels) == 14
    assert labels[0] == "아웃" and labels[-1] == "4S"
    assert all(label.count("<br>") == 1 for label in labels[1:-1])
    assert "1S<br>2B" in labels


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_variant_and_strategy_has_a_distinct_title(lang: str) -> None:
    variants = [variant_title(lang, name) for name in VARIANTS]
    strategies = [strategy_title(lang, name) for name in STRATEGIES]
    assert len(set(variants)) == len(VARIANTS)
    assert len(set(strategies)) == len(STRATEGIES)
    assert variant_title("ko", "bulls4") != variant_title("en", "bulls4")


def test_the_korean_cheat_sheet_speaks_korean_and_follows_the_same_tree() -> None:
    """찾은 문제: 한국어 화면에서 내려받은 커닝 종이가 영어였다."""
    variant = get_variant("baseball3")
    tree = strategy_tree(variant, "minimax")
    words, label = sheet_words("ko", variant, "minimax")
    korean = cheat_sheet(tree, "minimax", label=label, words=words)
    english = cheat_sheet(tree, "minimax")
    assert "(처음) → 123" in korean and "## 123: 아웃" in korean
    assert "Find the answers" not in korean and "Cheat sheet" not in korean

    # 같은 나무: 줄 수가 같고 줄마다 → 뒤의 수가 같다
    def calls(sheet: str) -> list[str]:
        return [line.split("→")[-1] for line in sheet.splitlines() if line.startswith("- ")]

    assert calls(korean) == calls(english)


def test_korean_csv_downloads_start_with_a_bom_for_excel() -> None:
    assert csv_download("ko", "a,b\n") == "\ufeffa,b\n"
    assert csv_download("en", "a,b\n") == "a,b\n"


@pytest.mark.parametrize(
    ("kind", "lang", "text"),
    [
        (LevelKind.PERFECT, "ko", "평균 4.8번: 실수 없는 미니맥스"),
        (LevelKind.CAREFUL, "ko", "평균 5.6번: 조심스러운 사람쯤"),
        (LevelKind.CAREFUL, "en", "about 5.6 guesses on average: a careful person"),
        (LevelKind.HASTY, "en", "about 5.6 guesses on average: a hasty beginner"),
    ],
)
def test_a_level_is_named_by_its_mean_and_what_it_means(kind, lang, text) -> None:
    mean = 4.791667 if kind == LevelKind.PERFECT else 5.640873
    assert level_label(lang, Level(kind, 0.08, mean, 13)) == text


@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_offered_level_of_every_variant_has_a_name_in_both_languages(name) -> None:
    levels = difficulty_levels(shipped_curve(name))
    names = [(level_label("ko", lv), level_label("en", lv)) for lv in levels]
    assert len(set(names)) == len(levels) >= 3
    assert all(ko.startswith("평균 ") and en.startswith("about ") for ko, en in names)
