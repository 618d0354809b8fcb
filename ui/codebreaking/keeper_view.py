"""지킴이 화면이 그릴 말: 밝힌 비밀 수와 어긋난 대답의 보고 (streamlit 없음)."""

from __future__ import annotations

from solver.codebreaking.feedback import score
from solver.codebreaking.session import CodeGame

from ..text import tr
from .words import answer_label

__all__ = ["conflict_report"]


def conflict_report(lang: str, game: CodeGame, secret: str) -> str:
    """비밀 수 secret 이라면 어느 대답이 틀렸는지 (markdown). 읽을 수 없는 글은 CodeError."""
    wrong = game.conflicts(secret)
    variant = game.variant
    truth = variant.parse(secret)
    code = variant.format(truth)
    if not wrong:
        return tr(lang, "keeper_no_conflict", code=code)
    rows = [
        tr(
            lang,
            "keeper_conflict_row",
            turn=i + 1,
            guess=variant.format(game.turns[i].guess),
            given=answer_label(lang, variant, game.turns[i].answer),
            truth=answer_label(lang, variant, score(variant, game.turns[i].guess, truth)),
        )
        for i in wrong
    ]
    return tr(lang, "keeper_conflicts", code=code) + "\n\n- " + "\n- ".join(rows)
