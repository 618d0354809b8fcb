"""엔진이 거절한 입력의 까닭 (reason) 을 화면 언어로: 까닭 (InputError.reason) 마다 문구 열쇠 하나.

엔진의 영어 메시지는 화면에 보이지 않는다. 새 까닭을 엔진에 더하면 여기에도 더한다 (시험이
solver/ 의 모든 까닭을 찾아 확인한다).
"""

from __future__ import annotations

from solver.errors import InputError

from . import quoted, tr

# InputError: 페이지가 엔진의 거절을 잡는 이름 (페이지는 solver 를 부르지 않는다)
__all__ = ["ERROR_TEXT", "InputError", "error_text"]

ERROR_TEXT = {
    "unknown_variant": "err_unknown_variant",
    "unknown_strategy": "err_unknown_strategy",
    "no_shipped_tree": "err_no_shipped_tree",
    "not_text": "err_not_text",
    "empty_code": "err_empty_code",
    "not_digits": "err_not_digits",
    "length": "err_length",
    "symbol": "err_symbol",
    "repeat": "err_repeat",
    "index": "err_index",
    "game_over": "err_game_over",
    "not_integer": "err_not_integer",
    "negative": "err_negative",
    "too_many": "err_too_many",
    "impossible": "err_impossible",
    "undo_range": "err_undo_range",
    "no_secret": "err_no_secret",
    "secret_and_adversary": "err_secret_and_adversary",
    "hard_mode": "err_hard_mode",
    "unknown_adversary": "err_unknown_adversary",
    "not_deterministic": "err_not_deterministic",
    "empty": "err_empty",
    "rows": "err_rows",
    "cell": "err_cell",
    "rect": "err_rect",
    "size": "err_size",
    "position": "err_position",
    "outside": "err_outside",
    "hole": "err_hole",
    "not_your_turn": "err_not_your_turn",
    "occupied": "err_occupied",
    "bad_answer_label": "err_bad_answer_label",
    "impossible_answer": "err_impossible_answer",
    "game_too_long": "err_game_too_long",
    "tree_seed": "err_tree_seed",
    "tree_depth": "err_tree_depth",
    "tree_branching": "err_tree_branching",
    "tree_root": "err_tree_root",
    "tree_order": "err_tree_order",
    "tree_json": "err_tree_json",
    "tree_path": "err_tree_path",
    "tree_marks": "err_tree_marks",
    "connect4_moves": "err_connect4_moves",
}


def _shown(value: object) -> object:
    """문장에 채울 값: 긴 글은 줄이고, Markdown 으로 읽힐 글자는 그대로 보이게 한다."""
    if not isinstance(value, str):
        return value
    return quoted(value)


def error_text(lang: str, error: InputError) -> str:
    """거절의 까닭을 lang 의 문장으로 (엔진이 실어 준 값을 줄여 채운다)."""
    values = {name: _shown(value) for name, value in error.values.items()}
    return tr(lang, ERROR_TEXT[error.reason], **values)
