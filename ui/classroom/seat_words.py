"""자리의 한 줄을 말로 (streamlit 없음): 방 · 별명, 내 결과와 반의 결과, 거절의 까닭."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

from results.records import Activity, ClassRefusal, Entry

from ..text import plain, tr
from .board_model import result_counts
from .seat import Seat

__all__ = ["class_text", "mine_text", "refusal_text", "seat_text"]

# 반의 가운데값을 내는 결과의 값 (활동마다; 삼목 · 사목 · 대결은 이김 · 비김 · 짐을 센다)
_MEDIAN_OF = {Activity.YOU_GUESS: "guesses", Activity.KEEPER: "guesses", Activity.MCTS: "right"}
_RESULT_TEXT = {"win": "seat_win", "loss": "seat_loss", "draw": "seat_draw"}


def refusal_text(lang: str, reason: ClassRefusal, *, seated: bool) -> str:
    """자리의 거절을 문장으로. seated: 앉은 뒤 (결과를 보낼 때) 의 거절인지."""
    if reason is ClassRefusal.CLOSED:
        return tr(lang, "seat_closed")
    if reason is ClassRefusal.NO_ROOM:
        return tr(lang, "seat_gone" if seated else "seat_bad_room")
    if reason is ClassRefusal.DATABASE_DOWN:
        return tr(lang, "seat_down")
    if reason is ClassRefusal.REMOVED:
        return tr(lang, "seat_removed")
    return tr(lang, "seat_bad_student")


def mine_text(lang: str, payload: Mapping[str, Any]) -> str:
    """내 결과 한 마디 ('5번 만에 맞힘', '이김', '가지치기 3/4', '이김 (나 5번 · AI 6번)')."""
    activity = Activity(payload["activity"])
    if activity is Activity.YOU_GUESS:
        return tr(lang, "seat_guesses", n=payload["guesses"])
    if activity is Activity.KEEPER:
        if not payload["solved"]:
            return tr(lang, "seat_keeper_contradiction")
        return tr(lang, "seat_keeper_solved", n=payload["guesses"])
    if activity is Activity.MCTS:
        return tr(lang, "seat_predictions", right=payload["right"], total=payload["total"])
    if activity is Activity.ALPHABETA:
        return tr(lang, "seat_cuts", found=payload["cutoffs_found"], total=payload["cutoffs_total"])
    if activity is Activity.DUEL:
        result = tr(lang, _RESULT_TEXT[payload["result"]])
        return tr(lang, "seat_duel", result=result, n=payload["guesses"], ai=payload["ai_guesses"])
    return tr(lang, _RESULT_TEXT[payload["result"]])


def class_text(lang: str, activity: Activity, payloads: Sequence[Mapping[str, Any]]) -> str:
    """반의 결과 한 마디: 맞히기는 횟수의 가운데값, 알파-베타는 찾은 가지치기의 가운데값, MCTS 는
    맞힌 예측의 가운데값, 삼목 · 사목 · 대결은 이김 · 비김 · 짐의 수. 비밀 지키기는 컴퓨터가 맞힌
    판만 센다."""
    mine = [p for p in payloads if p.get("activity") == activity.value]
    if activity in (Activity.TICTACTOE, Activity.CONNECT4, Activity.DUEL):
        return tr(lang, "seat_class_results", k=len(mine), **result_counts(mine))
    if activity is Activity.KEEPER:
        mine = [p for p in mine if p.get("solved")]
    field = _MEDIAN_OF.get(activity, "cutoffs_found")
    values = [p[field] for p in mine if isinstance(p.get(field), int)]
    middle = f"{median(values):g}" if values else "-"
    return tr(lang, "seat_class_median", k=len(mine), median=middle)


def seat_text(lang: str, seat: Seat, entries: Sequence[Entry] | None) -> str:
    """자리의 한 줄 (Markdown 글): '방 · 별명', 적은 결과가 있으면 '· 나: … · 반: …' (entries: 반의
    결과, 읽지 못했으면 None). 방 이름과 별명은 적은 그대로 보이게 푼다 (plain)."""
    assert seat.room is not None and seat.student is not None
    title, nickname = plain(seat.room.title), plain(seat.student.nickname)
    line = tr(lang, "seat_line", title=title, nickname=nickname)
    mine = seat.mine(entries) if entries is not None else None
    if mine is None or entries is None:
        return line
    payloads = [e.payload for e in entries]
    result = tr(
        lang,
        "seat_result",
        mine=mine_text(lang, mine),
        class_=class_text(lang, seat.room.activity, payloads),
    )
    return f"{line} · {result}"
