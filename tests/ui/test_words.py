"""숫자 맞히기의 이름들: 대답 이름표 (한/영, 줄바꿈), 모든 변형과 전략의 화면 이름."""

from __future__ import annotations

import pytest

from solver.codebreaking.feedback import encode, possible_answers
from solver.codebreaking.strategies import STRATEGIES
from solver.codebreaking.variants import VARIANTS, get_variant
from ui.codebreaking.words import answer_label, strategy_title, variant_title


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
