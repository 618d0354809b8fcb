"""엔진이 거절한 입력의 까닭 (reason) 을 화면 언어로: 까닭 (InputError.reason) 마다 문구 열쇠 하나.

엔진의 영어 메시지는 화면에 보이지 않는다. 새 까닭 (solver.errors.Refusal) 을 더하면 여기에도
더한다 (시험이 Refusal 의 모든 이름에 두 언어의 문구가 있는지 확인한다).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from solver.errors import InputError, Refusal

from . import quoted, tr

__all__ = ["ERROR_TEXT", "error_text"]

# 거절의 까닭 → 문구 열쇠 (읽기 전용)
ERROR_TEXT: Mapping[Refusal, str] = MappingProxyType(
    {
        Refusal.UNKNOWN_VARIANT: "err_unknown_variant",
        Refusal.UNKNOWN_STRATEGY: "err_unknown_strategy",
        Refusal.NO_SHIPPED_TREE: "err_no_shipped_tree",
        Refusal.UNKNOWN_ADVERSARY: "err_unknown_adversary",
        Refusal.NOT_DETERMINISTIC: "err_not_deterministic",
        Refusal.NOT_TEXT: "err_not_text",
        Refusal.EMPTY_CODE: "err_empty_code",
        Refusal.NOT_DIGITS: "err_not_digits",
        Refusal.LENGTH: "err_length",
        Refusal.SYMBOL: "err_symbol",
        Refusal.REPEAT: "err_repeat",
        Refusal.INDEX: "err_index",
        Refusal.BAD_ANSWER_LABEL: "err_bad_answer_label",
        Refusal.IMPOSSIBLE_ANSWER: "err_impossible_answer",
        Refusal.NOT_INTEGER: "err_not_integer",
        Refusal.NEGATIVE: "err_negative",
        Refusal.TOO_MANY: "err_too_many",
        Refusal.IMPOSSIBLE: "err_impossible",
        Refusal.GAME_OVER: "err_game_over",
        Refusal.GAME_TOO_LONG: "err_game_too_long",
        Refusal.UNDO_RANGE: "err_undo_range",
        Refusal.NO_SECRET: "err_no_secret",
        Refusal.SECRET_AND_ADVERSARY: "err_secret_and_adversary",
        Refusal.HARD_MODE: "err_hard_mode",
        Refusal.EMPTY: "err_empty",
        Refusal.ROWS: "err_rows",
        Refusal.CELL: "err_cell",
        Refusal.RECT: "err_rect",
        Refusal.SIZE: "err_size",
        Refusal.POSITION: "err_position",
        Refusal.OUTSIDE: "err_outside",
        Refusal.HOLE: "err_hole",
        Refusal.NOT_YOUR_TURN: "err_not_your_turn",
        Refusal.OCCUPIED: "err_occupied",
        Refusal.TREE_SEED: "err_tree_seed",
        Refusal.TREE_DEPTH: "err_tree_depth",
        Refusal.TREE_BRANCHING: "err_tree_branching",
        Refusal.TREE_ROOT: "err_tree_root",
        Refusal.TREE_JSON: "err_tree_json",
        Refusal.TREE_PATH: "err_tree_path",
        Refusal.TREE_MARKS: "err_tree_marks",
        Refusal.CONNECT4_MOVES: "err_connect4_moves",
    }
)


def _shown(value: object) -> object:
    """문장에 채울 값: 긴 글은 줄이고, Markdown 으로 읽힐 글자는 그대로 보이게 한다."""
    if not isinstance(value, str):
        return value
    return quoted(value)


def error_text(lang: str, error: InputError) -> str:
    """거절의 까닭을 lang 의 문장으로 (엔진이 실어 준 값을 줄여 채운다)."""
    values = {name: _shown(value) for name, value in error.values.items()}
    return tr(lang, ERROR_TEXT[error.reason], **values)
