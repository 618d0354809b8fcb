"""자동 진행과 지킴이 화면이 그릴 내용을 판에서 뽑아낸다 (streamlit 없음, 순수 데이터)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solver.feedback import label, possible_answers
from solver.session import Game
from solver.strategies import Choice, alternatives, explain

__all__ = ["AutoView", "advance", "auto_view", "bucket_rows", "trial_rows"]

# 자동 진행의 한 턴은 두 단계: 'guess' (부를 수와 그 이유) → 'answer' (대답과 지워진 후보)


@dataclass(frozen=True)
class AutoView:
    """자동 진행 화면 한 장.

    alive, removed: (N,) bool. answer: 실제 대답 번호 (guess 단계면 None).
    """

    turn: int
    guess: int
    choice: Choice
    answer: int | None
    alive: np.ndarray
    removed: np.ndarray
    won: bool


def advance(game: Game, phase: str) -> str:
    """한 단계 진행하고 다음 단계를 돌려준다. 끝난 판은 그대로."""
    if game.won:
        return "answer"
    if phase == "guess" or not game.turns:
        game.step()
        return "answer"
    return "guess"


def auto_view(game: Game, phase: str) -> AutoView:
    """지금 단계에서 보여 줄 것. 'answer' 단계는 마지막 턴을, 'guess' 단계는 다음 추측을."""
    n = game.variant.size
    alive = np.zeros(n, dtype=bool)
    removed = np.zeros(n, dtype=bool)
    if phase == "answer" and game.turns:
        last = len(game.turns) - 1
        turn = game.turns[last]
        before = game.candidates_before(last)
        alive[game.candidates] = True
        removed[before] = True
        removed[game.candidates] = False
        choice = explain(game.variant, before, turn.guess)
        return AutoView(last + 1, turn.guess, choice, turn.answer, alive, removed, game.won)
    alive[game.candidates] = True
    choice = game.proposal()
    return AutoView(len(game.turns) + 1, choice.guess, choice, None, alive, removed, False)


def bucket_rows(game: Game, choice: Choice, lang: str) -> tuple[list[str], list[int]]:
    """막대에 그릴 (대답 이름표, 남는 후보 수), 나올 수 있는 대답마다."""
    answers = possible_answers(game.variant)
    labels = [label(game.variant, a, lang) for a in answers]
    return labels, [int(choice.buckets[a]) for a in answers]


def trial_rows(game: Game, choice: Choice, turn: int, k: int = 6) -> list[tuple[str, int, bool]]:
    """견본처럼 무작위 다른 수 k 개 + 고른 수 (맨 아래). 같은 턴이면 같은 수들 (시드 고정)."""
    rng = np.random.default_rng([game.seed, turn])
    fmt = game.variant.format
    rows = [(fmt(g), w, False) for g, w in alternatives(choice, rng, k)]
    rows.append((fmt(choice.guess), choice.guess_worst, True))
    return rows
