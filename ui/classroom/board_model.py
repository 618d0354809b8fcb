"""선생님의 판에 그릴 내용 (streamlit 없음): 학생마다의 줄, 그 줄 그대로의 CSV, 반의 분포.

결과의 payload 는 자리 (seat) 가 활동마다 정한 모양으로 적는다 (docs 의 공유 약속). 판은 모르는
열쇠 · 빠진 값을 빈 칸으로 보인다: 한 학생의 이상한 결과가 판 전체를 멈추지 않게.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

from results.records import Activity, Entry, Room, Student
from solver.codebreaking.shipped import TreeFile
from solver.codebreaking.strategies import StrategyName
from solver.codebreaking.variants import DEFAULT_VARIANT, VARIANTS, get_variant

from ..codebreaking.you_guess_state import secret_for
from ..text import tr

__all__ = [
    "RESULT_TEXT",
    "ClassBoard",
    "SameSecret",
    "csv_text",
    "finished",
    "guess_distribution",
    "result_counts",
    "same_secret",
    "student_rows",
]

Row = dict[str, object]


@dataclass(frozen=True)
class ClassBoard:
    """판 한 번 읽은 것: 방 (열쇠로 확인한), 들어온 학생들 (든 차례), 적힌 결과들 (적힌 차례)."""

    room: Room
    students: tuple[Student, ...]
    entries: tuple[Entry, ...]

    @property
    def joined(self) -> int:
        """들어온 학생 수."""
        return len(self.students)


@dataclass(frozen=True)
class SameSecret:
    """숫자 맞히기 방의 비밀 수 (게임 번호가 정한다) 와 견줄 전략들 (최적 나무가 있는 종류만)."""

    variant: str
    secret: int  # 비밀 수의 번호 (Variant.parse)
    strategies: tuple[str, ...]


def same_secret(room: Room) -> SameSecret | None:
    """숫자 맞히기 방의 비밀 수 (다른 활동이면 None)."""
    if room.activity is not Activity.YOU_GUESS:
        return None
    q = dict(parse_qsl(room.query))
    name = q.get("variant", DEFAULT_VARIANT)
    variant = get_variant(name if name in VARIANTS else DEFAULT_VARIANT)
    number = int(q.get("game", "1")) if q.get("game", "").isdigit() else 1
    secret = variant.parse(secret_for(variant, number))
    strategies = [StrategyName.MINIMAX.value]
    if variant.name in TreeFile.OPTIMAL.variants:
        strategies.append(StrategyName.OPTIMAL.value)
    return SameSecret(variant.name, secret, tuple(strategies))


def finished(entries: Sequence[Entry]) -> int:
    """결과를 적은 학생 수 (한 학생이 여러 번 끝내도 한 명)."""
    return len({e.student for e in entries})


def _elapsed(seconds: float) -> str:
    """방을 연 뒤 지난 시간 ('+12:34', 한 시간 넘으면 '+1:02:03'): 시간대를 몰라도 읽힌다."""
    s = max(0, int(seconds))
    h, m, s = s // 3600, s // 60 % 60, s % 60
    return f"+{h}:{m:02}:{s:02}" if h else f"+{m}:{s:02}"


def _int(payload: Mapping[str, Any], name: str) -> object:
    value = payload.get(name)
    return value if isinstance(value, int) and not isinstance(value, bool) else ""


def _number(payload: Mapping[str, Any], name: str) -> str:
    value = payload.get(name)
    ok = isinstance(value, int | float) and not isinstance(value, bool)
    return f"{value:.2f}" if ok else ""


def _yes(lang: str, value: object) -> str:
    if not isinstance(value, bool):
        return ""
    return tr(lang, "cls_yes") if value else tr(lang, "cls_no")


def _you_guess(lang: str, p: Mapping[str, Any]) -> Row:
    # 어려움 모드는 방의 설정이라 (모두 같다) 열로 두지 않는다: 폰의 표가 좁다
    return {
        tr(lang, "cls_col_guesses"): _int(p, "guesses"),
        tr(lang, "cls_col_hints"): _int(p, "hints"),
        tr(lang, "cls_col_skill"): _number(p, "skill"),
        tr(lang, "cls_col_luck"): _number(p, "luck"),
    }


def _alphabeta(lang: str, p: Mapping[str, Any]) -> Row:
    found, total = _int(p, "cutoffs_found"), _int(p, "cutoffs_total")
    return {
        tr(lang, "cls_col_right"): _int(p, "right"),
        tr(lang, "cls_col_wrong"): _int(p, "wrong"),
        tr(lang, "cls_col_cuts"): f"{found}/{total}" if found != "" and total != "" else "",
        tr(lang, "cls_col_checks"): _int(p, "checks"),
    }


def _keeper(lang: str, p: Mapping[str, Any]) -> Row:
    return {
        tr(lang, "cls_col_guesses"): _int(p, "guesses"),
        tr(lang, "cls_col_contradictions"): _int(p, "contradictions"),
        tr(lang, "cls_col_solved"): _yes(lang, p.get("solved")),
    }


# 게임의 결과 → 문구 열쇠
RESULT_TEXT = {"win": "cls_win", "loss": "cls_loss", "draw": "cls_draw"}


def _game(lang: str, p: Mapping[str, Any]) -> Row:
    result = p.get("result")
    moves = p.get("moves")
    # 수순 글: 사목은 열 번호를 잇고 ('4453'), 삼목은 칸 번호를 쉼표로 ('0,4,8'): 모두 한 자리
    count = len(moves.replace(",", "")) if isinstance(moves, str) else ""
    return {
        tr(lang, "cls_col_result"): tr(lang, RESULT_TEXT[result]) if result in RESULT_TEXT else "",
        tr(lang, "cls_col_moves"): count,
    }


_COLUMNS: dict[Activity, Callable[[str, Mapping[str, Any]], Row]] = {
    Activity.YOU_GUESS: _you_guess,
    Activity.ALPHABETA: _alphabeta,
    Activity.KEEPER: _keeper,
    Activity.TICTACTOE: _game,
    Activity.CONNECT4: _game,
}


def student_rows(
    lang: str, room: Room, students: Sequence[Student], entries: Sequence[Entry]
) -> list[Row]:
    """든 학생마다 한 줄 (든 차례): 별명, 첫 결과의 주요 수, 끝낸 번 수, 첫 결과의 시간 (방을
    연 뒤). 아직 끝내지 않은 학생은 수가 빈 칸이고 시간 자리에 '하는 중'. 표와 CSV 가 같이 쓴다."""
    columns = _COLUMNS[room.activity]
    done: dict[str, list[Entry]] = {}
    for e in entries:
        done.setdefault(e.student, []).append(e)
    nicknames = {s.key: s.nickname for s in students}
    for e in entries:  # 학생 목록을 읽은 뒤에 든 학생의 결과도 빠뜨리지 않는다
        nicknames.setdefault(e.student, e.nickname)
    blank = dict.fromkeys(columns(lang, {}), "")
    rows = []
    for key, nickname in nicknames.items():
        mine = done.get(key, [])
        first = mine[0] if mine else None
        rows.append(
            {
                tr(lang, "cls_col_name"): nickname,
                **(blank if first is None else columns(lang, first.payload)),
                tr(lang, "cls_col_tries"): len(mine),
                tr(lang, "cls_col_time"): tr(lang, "cls_playing")
                if first is None
                else _elapsed(first.recorded_at - room.created_at),
            }
        )
    return rows


def csv_text(rows: Sequence[Row]) -> str:
    """표의 줄 그대로의 CSV (첫 줄은 열 이름). 표가 비면 빈 글."""
    if not rows:
        return ""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def guess_distribution(entries: Sequence[Entry]) -> dict[int, int]:
    """숫자 맞히기: 부른 횟수 → 학생 수 (횟수 차례로). 횟수가 없는 결과는 세지 않는다."""
    counts = Counter(g for e in entries if isinstance(g := e.payload.get("guesses"), int) and g > 0)
    return dict(sorted(counts.items()))


def result_counts(payloads: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """게임: 결과 (win · loss · draw) → 판 수 (없는 결과도 0 으로). 선생님의 판과 학생의 한 줄이
    같이 쓴다."""
    counts = Counter(p.get("result") for p in payloads)
    return {result: counts.get(result, 0) for result in RESULT_TEXT}
