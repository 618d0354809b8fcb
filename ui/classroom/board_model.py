"""선생님의 판에 그릴 내용 (streamlit 없음): 학생마다의 줄, 그 줄의 CSV, 반의 분포, 방의 설정 한 줄.

결과의 payload 는 자리 (seat) 가 활동마다 정한 모양으로 적는다 (docs 의 공유 약속). 판은 모르는
열쇠 · 빠진 값을 빈 칸으로 보인다: 한 학생의 이상한 결과가 판 전체를 멈추지 않게.
판이 세는 것은 모두 학생마다 한 번이다: 학생의 첫 결과 (ClassBoard.firsts; 줄도 첫 결과를 보인다).
선생님이 뺀 학생은 판의 줄 · 수 · 분포에서 빠지고 CSV 에만 '뺌' 으로 남는다.
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

from ..codebreaking.duel_state import level_of
from ..codebreaking.words import level_label, variant_title
from ..codebreaking.you_guess_state import secret_for
from ..gametree.connect4_model import ai_label
from ..gametree.gametree_model import ALGORITHM_TEXT, TEMPERATURE_TEXT, depth_text
from ..gametree.gametree_state import TO_THE_END, GameTreeState
from ..gametree.mcts_words import GAME_TEXT, position_name
from ..link_reader import Opening
from ..text import tr
from .room_settings import START_TEXT, RoomSettings

__all__ = [
    "RESULT_TEXT",
    "ClassBoard",
    "SameSecret",
    "StepMiss",
    "csv_text",
    "first_results",
    "guess_distribution",
    "missed_steps",
    "result_counts",
    "same_secret",
    "settings_text",
    "student_rows",
]

Row = dict[str, object]


@dataclass(frozen=True)
class ClassBoard:
    """판 한 번 읽은 것: 방 (열쇠로 확인한), 들어온 학생들 (든 차례, 선생님이 뺀 학생도), 적힌
    결과들 (적힌 차례, 뺀 학생의 것도)."""

    room: Room
    students: tuple[Student, ...]
    entries: tuple[Entry, ...]

    @property
    def present(self) -> list[Student]:
        """판에 보이는 학생들: 선생님이 빼지 않은 학생 (든 차례)."""
        return [s for s in self.students if s.removed_at is None]

    @property
    def joined(self) -> int:
        """들어온 학생 수 (뺀 학생은 세지 않는다)."""
        return len(self.present)

    @property
    def firsts(self) -> list[Entry]:
        """판이 세는 결과: 뺀 학생을 뺀 학생마다의 첫 결과 (적힌 차례)."""
        return first_results(self.students, self.entries)

    @property
    def finished(self) -> int:
        """결과를 적은 학생 수 (여러 번 끝내도 한 명)."""
        return len(self.firsts)


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


def first_results(students: Sequence[Student], entries: Sequence[Entry]) -> list[Entry]:
    """학생마다의 첫 결과 (적힌 차례). 선생님이 뺀 학생 (students 의 removed_at) 의 것은 뺀다;
    학생 목록을 읽은 뒤에 든 학생 (목록에 없다) 의 것은 둔다."""
    removed = {s.key for s in students if s.removed_at is not None}
    seen: set[str] = set()
    firsts = []
    for e in entries:
        if e.student not in seen and e.student not in removed:
            seen.add(e.student)
            firsts.append(e)
    return firsts


def _elapsed(seconds: float, *, sheet: bool = False) -> str:
    """방을 연 뒤 지난 시간. 판은 '+12:34' (한 시간 넘으면 '+1:02:03'): 시간대를 몰라도 읽힌다.
    sheet (CSV) 는 늘 '0:12:34': 스프레드시트가 '+' 로 시작하는 칸을 수식으로, '12:34' 를 12 시
    34 분으로 읽지 않게."""
    s = max(0, int(seconds))
    h, m, s = s // 3600, s // 60 % 60, s % 60
    if sheet:
        return f"{h}:{m:02}:{s:02}"
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


# 게임의 결과 → 문구 열쇠. 이 차례 (이김 · 비김 · 짐) 가 판의 표와 학생의 한 줄의 차례다
RESULT_TEXT = {"win": "cls_win", "draw": "cls_draw", "loss": "cls_loss"}


def _result(lang: str, p: Mapping[str, Any]) -> str:
    result = p.get("result")
    return tr(lang, RESULT_TEXT[result]) if result in RESULT_TEXT else ""


def _game(lang: str, p: Mapping[str, Any]) -> Row:
    moves = p.get("moves")
    # 수순 글: 사목은 열 번호를 잇고 ('4453'), 삼목은 칸 번호를 쉼표로 ('0,4,8'): 모두 한 자리
    count = len(moves.replace(",", "")) if isinstance(moves, str) else ""
    return {tr(lang, "cls_col_result"): _result(lang, p), tr(lang, "cls_col_moves"): count}


def _duel(lang: str, p: Mapping[str, Any]) -> Row:
    return {
        tr(lang, "cls_col_result"): _result(lang, p),
        tr(lang, "cls_col_my_guesses"): _int(p, "guesses"),
        tr(lang, "cls_col_ai_guesses"): _int(p, "ai_guesses"),
    }


def _mcts(lang: str, p: Mapping[str, Any]) -> Row:
    right, total = _int(p, "right"), _int(p, "total")
    misses = p.get("misses")
    missed = (
        ", ".join(str(n) for n in misses if isinstance(n, int)) if isinstance(misses, list) else ""
    )
    return {
        tr(lang, "cls_col_predicted"): f"{right}/{total}" if right != "" and total != "" else "",
        tr(lang, "cls_col_missed_at"): missed,
    }


_COLUMNS: dict[Activity, Callable[[str, Mapping[str, Any]], Row]] = {
    Activity.YOU_GUESS: _you_guess,
    Activity.ALPHABETA: _alphabeta,
    Activity.KEEPER: _keeper,
    Activity.TICTACTOE: _game,
    Activity.CONNECT4: _game,
    Activity.MCTS: _mcts,
    Activity.DUEL: _duel,
}


def student_rows(
    lang: str,
    room: Room,
    students: Sequence[Student],
    entries: Sequence[Entry],
    *,
    sheet: bool = False,
) -> list[Row]:
    """든 학생마다 한 줄 (든 차례): 별명, 첫 결과의 주요 수, 끝낸 번 수, 첫 결과의 시간 (방을
    연 뒤). 아직 끝내지 않은 학생은 수가 빈 칸이고 시간 자리에 '하는 중'. 판의 표는 선생님이 뺀
    학생을 뺀다. sheet (CSV 의 줄): 뺀 학생도 든 차례대로 두고 끝에 '뺌' 열 (예 · 아니오), 시간은
    시:분:초 (_elapsed)."""
    columns = _COLUMNS[room.activity]
    done: dict[str, list[Entry]] = {}
    for e in entries:
        done.setdefault(e.student, []).append(e)
    nicknames = {s.key: s.nickname for s in students}
    for e in entries:  # 학생 목록을 읽은 뒤에 든 학생의 결과도 빠뜨리지 않는다
        nicknames.setdefault(e.student, e.nickname)
    removed = {s.key for s in students if s.removed_at is not None}
    blank = dict.fromkeys(columns(lang, {}), "")
    rows = []
    for key, nickname in nicknames.items():
        if key in removed and not sheet:
            continue
        mine = done.get(key, [])
        first = mine[0] if mine else None
        row: Row = {
            tr(lang, "cls_col_name"): nickname,
            **(blank if first is None else columns(lang, first.payload)),
            tr(lang, "cls_col_tries"): len(mine),
            tr(lang, "cls_col_time"): tr(lang, "cls_playing")
            if first is None
            else _elapsed(first.recorded_at - room.created_at, sheet=sheet),
        }
        if sheet:
            row[tr(lang, "cls_col_removed")] = _yes(lang, key in removed)
        rows.append(row)
    return rows


# 스프레드시트가 수식으로 읽는 칸의 첫 글자 (OWASP 'CSV Injection'): 그런 칸은 앞에 ' 를 붙인다
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _sheet_cell(value: object) -> object:
    """CSV 칸: 수식으로 읽힐 글 ('-A1', '=1+1', '@SUM(…)') 은 ' 를 앞에 붙여 글로. 수 ('-0.25') 는
    그대로 (수식이 아니다)."""
    text = str(value)
    if not text.startswith(FORMULA_STARTS) or _is_number(text):
        return value
    return "'" + text


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return text.strip() == text and text.lstrip("+-")[:1].isdigit()


def csv_text(rows: Sequence[Row]) -> str:
    """줄들의 CSV (첫 줄은 열 이름; 판은 student_rows(sheet=True) 를 건넨다). 줄이 없으면 빈 글.
    수식으로 읽힐 칸은 ' 를 붙여 글로 둔다 (_sheet_cell): 별명 '-2-3' 이 선생님의 스프레드시트에서
    계산되지 않게."""
    if not rows:
        return ""
    out = io.StringIO()
    names = list(rows[0])
    writer = csv.writer(out, lineterminator="\r\n")  # RFC 4180: 칸 안의 CR 도 따옴표로
    writer.writerow([_sheet_cell(n) for n in names])
    writer.writerows([_sheet_cell(row[n]) for n in names] for row in rows)
    return out.getvalue()


def guess_distribution(entries: Sequence[Entry], name: str = "guesses") -> dict[int, int]:
    """숫자 맞히기 · 대결: 부른 횟수 → 학생 수 (횟수 차례로; 판은 학생마다의 첫 결과
    first_results 를 건넨다). name: 결과에서 읽는 횟수 (대결의 AI 는 ai_guesses). 횟수가 없는
    (참 · 거짓도 수가 아니다) 결과는 세지 않는다."""
    counts = Counter(g for e in entries if isinstance(g := _int(e.payload, name), int) and g > 0)
    return dict(sorted(counts.items()))


def result_counts(payloads: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """게임: 결과 (win · draw · loss, RESULT_TEXT 의 차례) → 결과 수 (없는 결과도 0 으로).
    선생님의 판 (학생마다의 첫 결과: 학생 수) 과 학생의 한 줄 (반의 결과 수) 이 같이 쓴다."""
    counts = Counter(p.get("result") for p in payloads)
    return {result: counts.get(result, 0) for result in RESULT_TEXT}


@dataclass(frozen=True)
class StepMiss:
    """MCTS 의 예측 연습에서 한 걸음 (playout 번호): 그 걸음을 예측한 학생 수와 틀린 학생 수."""

    playout: int
    missed: int
    tried: int


def missed_steps(payloads: Iterable[Mapping[str, Any]]) -> list[StepMiss]:
    """MCTS: 틀린 학생이 있는 걸음들, 많이 틀린 차례 (같으면 앞 playout 먼저). 판은 학생마다의 첫
    결과를 건넨다. 결과의 predictions ([playout, 누른 수, UCT 가 고른 수] 들) 를 센다: 모양이
    틀린 줄은 세지 않는다."""
    tried: Counter[int] = Counter()
    missed: Counter[int] = Counter()
    for p in payloads:
        rows = p.get("predictions")
        for row in rows if isinstance(rows, list) else []:
            if not (isinstance(row, list) and len(row) == 3 and isinstance(row[0], int)):
                continue
            tried[row[0]] += 1
            missed[row[0]] += row[1] != row[2]
    steps = [StepMiss(n, missed[n], tried[n]) for n in tried if missed[n]]
    return sorted(steps, key=lambda step: (-step.missed, step.playout))


def settings_text(lang: str, room: Room) -> str:
    """방의 활동 설정 한 줄 (선생님이 무엇을 시켰는지): 맞히기는 게임 종류 · 게임 번호 · 어려움,
    알파-베타는 나무 번호 · 모양 · 뿌리, 비밀 지키기는 게임 종류, 삼목 · 사목은 먼저 두는 쪽과
    AI, MCTS 는 게임 · 판 · 씨앗 · c, 대결은 게임 종류 · 난이도 · 게임 번호 · 먼저 하는 쪽. 방의
    query 는 활동 페이지의 상태로 읽는다 (RoomSettings.from_room: 이름을 다시 적지 않는다)."""
    s = RoomSettings.from_room(room, 1)
    if room.activity is Activity.YOU_GUESS:
        parts = [variant_title(lang, s.variant), tr(lang, "cls_set_game", n=s.game)]
        return " · ".join([*parts, tr(lang, "cls_hard")] if s.hard else parts)
    if room.activity is Activity.KEEPER:
        return variant_title(lang, s.variant)
    if room.activity is Activity.ALPHABETA:
        return " · ".join(
            (
                tr(lang, "cls_set_tree", n=s.seed),
                tr(lang, "cls_shape_item", d=s.shape.depth, b=s.shape.text),
                tr(lang, "cls_set_root", p=s.root.value.upper()),
            )
        )
    if room.activity is Activity.MCTS:
        return " · ".join(
            (
                tr(lang, GAME_TEXT[s.search]),
                position_name(lang, s.search, s.position),
                tr(lang, "cls_set_seed", n=s.seed),
                tr(lang, "cls_set_c", c=s.c),
            )
        )
    start = tr(lang, "cls_set_start", who=tr(lang, START_TEXT[s.start]))
    if room.activity is Activity.DUEL:
        level = level_label(lang, level_of(get_variant(s.variant), s.level))
        game = tr(lang, "cls_set_game", n=s.game)
        return " · ".join((variant_title(lang, s.variant), level, game, start))
    if room.activity is Activity.CONNECT4:
        return f"{start} · {tr(lang, 'cls_set_ai', ai=ai_label(lang, s.ai))}"
    return f"{start} · {tr(lang, 'cls_set_ai', ai=_tictactoe_ai(lang, room))}"


def _tictactoe_ai(lang: str, room: Room) -> str:
    """삼목 방의 AI: 탐색 방법, 내다볼 수, 난이도 (방의 query 를 게임 나무 페이지의 상태로
    읽는다)."""
    tree = GameTreeState()
    tree.open_link(dict(parse_qsl(room.query)), Opening(get_variant(DEFAULT_VARIANT), 0, 1))
    parts = [
        tr(lang, ALGORITHM_TEXT[tree.algorithm]),
        depth_text(lang, TO_THE_END if tree.depth is None else tree.depth),
    ]
    if tree.temperature in TEMPERATURE_TEXT:
        parts.append(tr(lang, TEMPERATURE_TEXT[tree.temperature]))
    return ", ".join(parts)
