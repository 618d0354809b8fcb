"""엔진이 거절한 입력은 화면에서 두 언어로: 까닭마다 문구, 한국어 화면에 영어 메시지 없음."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from players import perfect

from solver.codebreaking.adversaries import adversary_answer
from solver.codebreaking.analysis import analyze_turn
from solver.codebreaking.feedback import parse_label
from solver.codebreaking.session import CodeGame
from solver.codebreaking.shipped import TreeFile, tree_document
from solver.codebreaking.strategies import get_strategy
from solver.codebreaking.variants import get_variant
from solver.errors import InputError, Refusal
from solver.gametree import connect4, footholds
from solver.gametree.alphabeta_check import parse_paths
from solver.gametree.match import Match
from solver.gametree.random_tree import (
    GameNode,
    parse_branching,
    parse_player,
    random_tree,
)
from solver.gametree.tictactoe import EMPTY, RULES, parse_board
from ui.codebreaking.you_guess_state import MAX_TURNS, YouGuessState, secret_for
from ui.text import TEXT
from ui.text.reasons import ERROR_TEXT, error_text

ROOT = Path(__file__).resolve().parents[2]
HANGUL = re.compile("[가-힣]")
BASEBALL = get_variant("baseball3")


def raised_reasons() -> set[Refusal]:
    """solver/ 와 ui/ 에서 XxxError(Refusal.이름, ...) 로 던지는 까닭들 (InputError 와 그 자식)."""
    reasons: set[Refusal] = set()
    for path in [*(ROOT / "solver").rglob("*.py"), *(ROOT / "ui").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id.endswith("Error")
                and node.args
                and isinstance(node.args[0], ast.Attribute)
                and isinstance(node.args[0].value, ast.Name)
                and node.args[0].value.id == "Refusal"
            ):
                reasons.add(Refusal[node.args[0].attr])
    return reasons


def test_every_reason_the_engine_raises_has_a_text() -> None:
    reasons = raised_reasons()
    assert len(reasons) >= 20  # 찾기가 헛돌지 않았다
    assert reasons <= set(ERROR_TEXT), sorted(reasons - set(ERROR_TEXT))
    assert set(ERROR_TEXT) <= reasons, sorted(set(ERROR_TEXT) - reasons)


def test_every_refusal_has_words_in_both_languages_and_no_entry_is_unknown() -> None:
    assert list(ERROR_TEXT) == list(Refusal)  # 모든 까닭, 그리고 까닭이 아닌 열쇠는 없다
    assert all(type(reason) is Refusal for reason in ERROR_TEXT)
    for reason, key in ERROR_TEXT.items():
        korean, english = TEXT[key]
        assert HANGUL.search(korean), reason
        assert english.strip() and not HANGUL.search(english), reason
    # 문구 표의 오류 문구 (err_) 도 모두 어느 까닭의 것이다
    assert {key for key in TEXT if key.startswith("err_")} == set(ERROR_TEXT.values())


def test_a_reason_that_is_not_a_refusal_is_refused_where_it_is_raised() -> None:
    with pytest.raises(ValueError, match="tree_sed"):
        InputError("tree_sed", "a typo")  # type: ignore[arg-type]


def _game_over() -> None:
    game = CodeGame(secret="123")
    game.answer(3, 0)
    game.answer(0, 0)


def _hard_mode() -> None:
    game = CodeGame(secret="719")
    game.guess(BASEBALL.parse("123"))
    game.guess(BASEBALL.parse("456"), hard=True)


# 까닭마다 엔진을 실제로 그 까닭으로 거절하게 하는 호출
TRIGGERS: dict[str, Callable[[], object]] = {
    "unknown_variant": lambda: get_variant("baseball9"),
    "unknown_strategy": lambda: get_strategy("telepathy"),
    "no_shipped_tree": lambda: tree_document(TreeFile.OPTIMAL, "mastermind"),
    "not_text": lambda: BASEBALL.parse(123),  # type: ignore[arg-type]
    "empty_code": lambda: BASEBALL.parse("  "),
    "not_digits": lambda: BASEBALL.parse("abc"),
    "length": lambda: BASEBALL.parse("1234"),
    "symbol": lambda: BASEBALL.parse("012"),
    "repeat": lambda: BASEBALL.parse("112"),
    "index": lambda: BASEBALL.format(504),
    "game_over": _game_over,
    "not_integer": lambda: CodeGame().answer(1.5, 0),  # type: ignore[arg-type]
    "negative": lambda: CodeGame().answer(-1, 0),
    "too_many": lambda: CodeGame().answer(2, 2),
    "impossible": lambda: CodeGame().answer(2, 1),
    "bad_answer_label": lambda: parse_label(get_variant("baseball3"), "two strikes"),
    "impossible_answer": lambda: parse_label(get_variant("baseball3"), "2S 1B"),
    "undo_range": lambda: CodeGame().undo(),
    "no_secret": lambda: CodeGame().step(),
    "secret_and_adversary": lambda: CodeGame(secret="123", adversary="evil"),
    "hard_mode": lambda: _hard_mode(),
    "unknown_adversary": lambda: adversary_answer(BASEBALL, "kind", np.arange(3), 0),
    "not_deterministic": lambda: analyze_turn(BASEBALL, np.arange(3), 0, 0, "random"),
    "empty": lambda: footholds.parse_board(" , "),
    "rows": lambda: footholds.solve([1, 1], [0, 0], [0, 1]),  # type: ignore[list-item]
    "cell": lambda: footholds.parse_board("1a1"),
    "rect": lambda: footholds.solve([[1, 1], [1]], [0, 0], [0, 1]),
    "tree_seed": lambda: random_tree(-1, 3, 2),
    "tree_depth": lambda: random_tree(1, 6, 2),
    "tree_branching": lambda: parse_branching("5"),
    "tree_root": lambda: parse_player("both"),
    "tree_json": lambda: GameNode.from_json({"children": []}),
    "tree_path": lambda: GameNode.from_nested([[1, 2]]).at((3,)),
    "tree_marks": lambda: parse_paths("0..1"),
    "connect4_moves": lambda: connect4.parse_moves("4448"),
    "size": lambda: footholds.solve([[1] * 6], [0, 0], [0, 1]),
    "position": lambda: footholds.parse_position("--1,0", "A"),
    "outside": lambda: footholds.solve([[1, 1]], [0, 0], [3, 0]),
    "hole": lambda: footholds.solve([[1, 0]], [0, 0], [0, 1]),
    "not_your_turn": lambda: Match(RULES, parse_board("XXX/OO./..."), 0).play(8, perfect),
    "occupied": lambda: Match(RULES, EMPTY, 0).play(0, perfect).play(0, perfect),
}


def _game_too_long() -> None:
    state = YouGuessState()
    state.slot(BASEBALL, 1)
    code = "123" if secret_for(BASEBALL, 1) != "123" else "456"
    for _ in range(MAX_TURNS + 1):
        state.submit(BASEBALL, code, state.turn.stamp)
    raise state.slots["baseball3"].error


TRIGGERS["game_too_long"] = _game_too_long


def test_every_reason_has_a_trigger_here() -> None:
    assert set(TRIGGERS) == set(ERROR_TEXT)


@pytest.mark.parametrize("reason", sorted(TRIGGERS))
def test_engine_errors_are_worded_in_both_languages_without_the_english_message(
    reason: str,
) -> None:
    with pytest.raises(InputError) as info:
        TRIGGERS[reason]()
    error = info.value
    assert error.reason == reason
    korean, english = error_text("ko", error), error_text("en", error)
    assert HANGUL.search(korean), korean
    assert not HANGUL.search(english), english
    message = str(error)
    assert message not in korean
    # 엔진 메시지의 영어 낱말 (네 글자 이상) 이 한국어 문장에 새지 않는다 (사용자가 적은 값은 빼고)
    given = " ".join(str(v) for v in error.values.values())
    words = set(re.findall(r"[A-Za-z]{4,}", message)) - set(re.findall(r"[A-Za-z]{4,}", given))
    leaked = [w for w in words if w in korean]
    assert not leaked, (korean, leaked)


def test_a_pasted_page_of_junk_is_not_echoed_whole() -> None:
    """찾은 문제: 500 글자를 찾으면 오류 문장이 500 글자를 그대로 되풀이했다."""
    with pytest.raises(InputError) as info:
        BASEBALL.parse("9" * 500)
    text = error_text("ko", info.value)
    assert "9" * 30 not in text and "…" in text and len(text) < 120
    with pytest.raises(InputError) as info:
        BASEBALL.parse("**12**")
    assert "\\*\\*12" in error_text("en", info.value)  # Markdown 으로 굵게 읽히지 않는다
