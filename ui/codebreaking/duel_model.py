"""대결 페이지의 그릴 내용 (streamlit 없음): 상태 줄, 남은 후보, AI 의 추측 · 주사위 표, 끝난 판의
말과 두 길의 표."""

from __future__ import annotations

from solver.codebreaking.difficulty import Level
from solver.codebreaking.duel import AiTurn, Duel, Duelist, Outcome, duel_secret
from solver.codebreaking.temperature_guess import guess_odds
from solver.codebreaking.variants import Variant

from ..text import tr
from ..text.reasons import error_text
from .duel_state import DuelSlot
from .words import answer_label
from .you_guess_model import guess_error, percent

__all__ = [
    "DICE_ROWS",
    "ai_line",
    "dice_rows",
    "entry_error",
    "halving_turn",
    "hint_line",
    "known_secrets",
    "left_line",
    "my_lines",
    "outcome_line",
    "path_rows",
    "slipped",
    "status_line",
]

# 주사위 표의 줄 수 (폰 한 화면에 들게; 뽑은 수가 그 밖이면 끝에 하나 더)
DICE_ROWS = 5


def status_line(lang: str, duel: Duel, level: Level) -> str:
    """맨 위 줄 'n번째 차례 · 내 차례 · 난이도' (Markdown; 어긋난 대답이면 '내 대답 고치기')."""
    who = {Duelist.ME: "du_turn_me", Duelist.AI: "du_turn_ai", None: "du_turn_none"}[duel.to_move]
    if duel.contradiction:  # 끝이 아니다: 학생이 어긋난 대답을 되돌릴 차례
        who = "du_turn_fix"
    done = min(len(duel.mine), duel.answered)
    n = done + 1 if duel.to_move is not None else max(len(duel.mine), duel.answered)
    level_text = tr(lang, "du_level_short", mean=f"{level.mean:.1f}")
    return tr(lang, "du_status", n=n, who=tr(lang, who), level=level_text)


def entry_error(lang: str, slot: DuelSlot, secret: bool = False) -> str | None:
    """자판 아래의 거절 문장: 다시 적은 비밀이 대답과 어긋나거나, 판이 받지 않은 요청의 까닭.
    secret: 자판이 비밀을 적는 중이다 ('그 추측은' 이 아니라 '그 비밀 수는')."""
    if slot.disagrees is not None:
        return tr(lang, "du_secret_disagrees", turn=slot.disagrees)
    if slot.error is None:
        return None
    if secret:
        return tr(lang, "du_bad_secret", error=error_text(lang, slot.error))
    return guess_error(lang, slot.error)


def left_line(lang: str, duel: Duel) -> str:
    """두 쪽의 남은 후보 수 (Markdown 한 줄)."""
    return tr(lang, "du_left", mine=len(duel.my_cands), ai=len(duel.ai_cands))


def my_lines(lang: str, duel: Duel) -> str:
    """자판 위의 내 기록 (Markdown): 추측마다 '1. **123** → 1S · 40개'."""
    variant = duel.variant
    if not duel.mine:
        return tr(lang, "du_mine_none")
    return "\n".join(
        f"{i}. {_cell(lang, variant, t.guess, t.answer, t.left)}"
        for i, t in enumerate(duel.mine, start=1)
    )


def ai_line(lang: str, duel: Duel) -> str | None:
    """AI 의 마지막으로 대답을 받은 추측 (없으면 None)."""
    answered = duel.answered_turns
    if not answered:
        return None
    last = answered[-1]
    answer = answer_label(lang, duel.variant, last.answer)
    return tr(lang, "du_ai_last", code=duel.variant.format(last.guess), answer=answer)


def dice_rows(lang: str, variant: Variant, turn: AiTurn) -> list[dict]:
    """AI 의 추측 하나의 주사위: 가장 그럴듯한 DICE_ROWS 개 (뽑은 수가 밖이면 끝에) 의 추측 · 가장
    큰 묶음 · 후보인지 · 확률 (뽑은 수에 ◀)."""
    odds = turn.odds
    shown = [int(g) for g in odds.ranked(DICE_ROWS)]
    if turn.guess not in shown:
        shown.append(turn.guess)
    yes = tr(lang, "yg_yes")
    return [
        {
            tr(lang, "du_dice_guess"): variant.format(g) + (" ◀" if g == turn.guess else ""),
            tr(lang, "du_dice_largest"): int(odds.largest[g]),
            tr(lang, "du_dice_candidate"): yes if odds.candidate[g] else "",
            tr(lang, "du_dice_p"): percent(float(odds.p[g])),
        }
        for g in shown
    ]


def slipped(turn: AiTurn) -> bool:
    """AI 가 이 추측에서 가장 작은 점수 (가장 큰 묶음, 후보면 반 칸 덜) 가 아닌 수를 뽑았는지:
    사람다운 실수."""
    keys = 2 * turn.odds.largest - turn.odds.candidate
    return bool(keys[turn.guess] > keys.min())


def hint_line(lang: str, duel: Duel) -> str:
    """코치 (미니맥스) 가 지금 내 후보에서 부를 수와 그 가장 큰 묶음."""
    # T = 0 의 확률은 미니맥스 (strategies.next_guess, 코치 COACH 와 같은 기본 옵션) 의 수 하나만 1:
    # 그 수와 가장 큰 묶음을 한 번에 센다
    odds = guess_odds(duel.variant, duel.my_cands, 0)
    guess = int(odds.ranked(1)[0])
    largest = int(odds.largest[guess])
    return tr(lang, "du_hint", code=duel.variant.format(guess), largest=largest)


def outcome_line(lang: str, duel: Duel) -> str:
    """끝난 판의 한 줄 (이김 · 비김 · 짐; AI 의 비밀을 밝힌다)."""
    code = duel.variant.format(duel_secret(duel.variant, duel.number))
    key = {Outcome.WIN: "du_won", Outcome.DRAW: "du_draw", Outcome.LOSS: "du_lost"}
    assert duel.outcome is not None
    return tr(lang, key[duel.outcome], n=len(duel.mine), code=code)


def known_secrets(duel: Duel, typed: int | None) -> tuple[int, int | None]:
    """끝난 판의 두 비밀: AI 의 것 (게임 번호) 과 학생의 것 (AI 가 맞혔으면 그 추측, 아니면 적어
    둔 비밀; 머리에만 있었으면 None)."""
    mine = duel.answered_turns[-1].guess if duel.ai_hit else typed
    return duel_secret(duel.variant, duel.number), mine


def path_rows(lang: str, duel: Duel) -> list[dict]:
    """두 길을 차례마다 나란히: 내 추측 → 대답 · 남은 후보, AI 의 것도 같게."""
    variant, rows = duel.variant, []
    answered = duel.answered_turns
    for n in range(max(len(duel.mine), len(answered))):
        mine = duel.mine[n] if n < len(duel.mine) else None
        ai = answered[n] if n < len(answered) else None
        rows.append(
            {
                tr(lang, "du_col_turn"): n + 1,
                tr(lang, "du_col_me"): ""
                if mine is None
                else _cell(lang, variant, mine.guess, mine.answer, mine.left),
                tr(lang, "du_col_ai"): ""
                if ai is None
                else _cell(lang, variant, ai.guess, int(ai.answer), int(ai.after)),
            }
        )
    return rows


def halving_turn(lefts: list[int], size: int) -> int | str:
    """후보가 처음으로 반 아래가 된 차례 (1 부터; 없으면 '-')."""
    for n, left in enumerate(lefts, start=1):
        if 2 * left < size:
            return n
    return "-"


def _cell(lang: str, variant: Variant, guess: int, answer: int, left: int) -> str:
    label = answer_label(lang, variant, answer)
    return tr(lang, "du_cell", code=f"**{variant.format(guess)}**", answer=label, left=left)
