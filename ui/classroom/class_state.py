"""수업 페이지의 상태 (streamlit 없음): 링크가 정하는 세 모드 (만들기 · 들어오기 · 선생님의 판).

- 매개변수 없음: 방 만들기 (MAKE). 설정과 그 query 는 room_settings.py (RoomSettings).
- room=CODE: 들어오기 (JOIN). 별명으로 들면 seat 에 학생이 남고 페이지가 활동 페이지로 보낸다.
  이미 이 방에 앉은 세션이나 기기 (쿠키) 면 별명 없이 그 자리로 (come_back). 한 기기는 한 방에
  MAX_PER_DEVICE 번까지 (저장소가 쿠키로 센다; 쿠키가 없으면 세션이 센다).
- room=CODE&token=T: 선생님의 판 (BOARD). 열쇠는 저장소가 상수 시간으로 견준다. 학생을 뺄 수 있다.
저장소 (results.store.ClassStore) 는 동작의 인자로 받는다: 시험이 SQLite 파일로 바로 부른다.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from urllib.parse import parse_qsl

from results.keys import CODE_ALPHABET, CODE_LENGTH
from results.records import Activity, ClassError, ClassRefusal, Room, Student
from results.store import MAX_PER_DEVICE, ClassStore
from solver.codebreaking.variants import Variant

from ..link_reader import Dropped, Opening, Params
from ..nav import PAGES, PageInfo
from ..turns import TurnGuard
from .room_settings import RoomSettings

__all__ = [
    "HOURS",
    "MAX_ROOMS",
    "REFUSAL_TEXT",
    "ClassState",
    "Made",
    "Mode",
    "Problem",
    "StoreOpener",
    "activity_page",
    "seat_params",
]

# 저장소를 여는 함수 (ui/classroom/db.open_store; 시험은 SQLite 파일의 저장소를 돌려준다). 여는
# 것도 DATABASE_DOWN 으로 거절될 수 있어 동작 안에서 연다
StoreOpener = Callable[[], ClassStore]
# 닫는 때의 선택지 (시간)
HOURS = (1, 2, 24, 72)
# 한 세션이 1 분에 만들 수 있는 방
MAX_ROOMS = 5
ROOM_WINDOW = 60.0
# 선생님 열쇠의 글자 (secrets.token_urlsafe) 와 길이 상한
TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
MAX_TOKEN = 64
# 거절의 까닭 → 문구 열쇠 (ui/text/class_text.py)
REFUSAL_TEXT = {
    ClassRefusal.NO_ROOM: "cls_err_no_room",
    ClassRefusal.CLOSED: "cls_err_closed",
    ClassRefusal.BAD_TOKEN: "cls_err_bad_token",
    ClassRefusal.BAD_NICKNAME: "cls_err_bad_nickname",
    ClassRefusal.NICKNAME_TAKEN: "cls_err_nickname_taken",
    ClassRefusal.ROOM_FULL: "cls_err_room_full",
    ClassRefusal.NO_STUDENT: "cls_err_no_student",
    ClassRefusal.BAD_TITLE: "cls_err_bad_title",
    ClassRefusal.TOO_MANY_ROOMS: "cls_err_too_many_rooms",
    ClassRefusal.DATABASE_DOWN: "cls_err_database_down",
    ClassRefusal.DEVICE_LIMIT: "cls_err_device_limit",
    ClassRefusal.REMOVED: "cls_err_removed",
}


class Mode(StrEnum):
    """페이지의 모드 (링크가 정한다)."""

    MAKE = "make"  # 방 만들기
    JOIN = "join"  # 학생이 별명으로 들어오기
    BOARD = "board"  # 선생님의 판


def activity_page(activity: Activity) -> PageInfo:
    """활동을 여는 페이지 (활동의 값이 그 페이지의 주소다)."""
    return next(page for page in PAGES if page.url == activity.value)


def seat_params(room: Room, student: Student, lang: str) -> dict[str, str]:
    """자리에 앉은 학생이 활동 페이지를 여는 매개변수: 방의 query 와 room · me (와 언어)."""
    return {"lang": lang, **dict(parse_qsl(room.query)), "room": room.code, "me": student.key}


def _is_code(text: str) -> bool:
    return len(text) == CODE_LENGTH and all(c in CODE_ALPHABET for c in text)


@dataclass(frozen=True)
class Problem:
    """화면에 말할 거절 (ClassError 는 pickle 되지 않으니 까닭과 값만 둔다)."""

    reason: ClassRefusal
    values: Mapping[str, object] = field(default_factory=dict)

    @staticmethod
    def of(error: ClassError) -> Problem:
        return Problem(error.reason, dict(error.values))

    @property
    def text_key(self) -> str:
        return REFUSAL_TEXT[self.reason]


@dataclass(frozen=True)
class Made:
    """방금 만든 방: 학생의 링크와 선생님의 판 링크를 보인다 (열쇠는 이때만 보인다)."""

    code: str
    token: str
    title: str


@dataclass
class ClassState:
    """수업 페이지의 상태. code · token: 링크의 방 코드와 선생님 열쇠. problem: 화면에 말할
    거절 (없으면 None). seat: 이 세션이 든 (돌아온) 학생. made_at: 이 세션이 방을 만든 시각들.
    drawn: 만들기 설정의 게임 번호 · 나무 번호를 새로 뽑았는지. joined: 이 세션이 든 방 코드들 (든
    번마다 하나: 쿠키가 없는 기기의 한도). picked: 판에서 뺄 학생으로 고른 열쇠. board_turn: 판의
    빼기 단추의 차례 (판의 조각이 다시 그리는 단추라 페이지 단추의 차례와 따로 둔다). known: 이
    기기 (쿠키) 가 이 방에 든 마지막 학생 ('… 로 이어 하기' 단추; 같이 쓰는 태블릿이면 다른 학생은
    별명으로 든다)."""

    mode: Mode = Mode.MAKE
    code: str = ""
    token: str = ""
    settings: RoomSettings = field(default_factory=RoomSettings)
    nickname: str = ""
    made: Made | None = None
    problem: Problem | None = None
    seat: Student | None = None
    made_at: list[float] = field(default_factory=list)
    turn: TurnGuard = field(default_factory=TurnGuard)
    drawn: bool = False
    joined: list[str] = field(default_factory=list)
    picked: str | None = None
    board_turn: TurnGuard = field(default_factory=TurnGuard)
    known: Student | None = None

    # --- 링크 -----------------------------------------------------------------------------

    def link(self, variant: Variant) -> dict[str, str]:
        """이 화면을 다시 여는 매개변수: 판이면 방과 열쇠, 들어오기면 방만, 만들기면 없음."""
        if self.mode is Mode.MAKE:
            return {}
        params = {"room": self.code}
        if self.mode is Mode.BOARD:
            params["token"] = self.token
        return params

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 모드를 연다. 읽을 수 없는 방 코드 · 열쇠는 버리지 않고 거절의 말로 남긴다
        (학생에게는 '방이 없다' 한 문장만). 이 세션이 이미 든 방의 링크 (든 뒤의 뒤로 가기) 면
        자리를 둔다: 들기 화면이 같은 자리의 활동 페이지로 다시 보낸다."""
        room, token = params.get("room"), params.get("token")
        self.problem, self.made = None, None
        if room is None:
            self.mode, self.code, self.token, self.seat = Mode.MAKE, "", "", None
            self.draw(lambda: opening.number, lambda: opening.seed, again=True)
            return []
        self.code = room.strip().upper()
        if self.seat is not None and self.seat.room != self.code:
            self.seat = None
        self.token = token or ""
        self.mode = Mode.JOIN if token is None else Mode.BOARD
        if not _is_code(self.code):
            self.problem = Problem(ClassRefusal.NO_ROOM)
        elif token is not None and not (0 < len(token) <= MAX_TOKEN and set(token) <= TOKEN_CHARS):
            self.problem = Problem(ClassRefusal.BAD_TOKEN)
        return []

    # --- 방 만들기 ------------------------------------------------------------------------

    def draw(
        self, number: Callable[[], int], seed: Callable[[], int], *, again: bool = False
    ) -> None:
        """만들기 설정에 새 게임 번호 (number()) 와 나무 번호 (seed()) 를 뽑아 둔다: 세션에 한 번
        (again: 새 링크가 열 때는 다시). 링크가 새것이 아닌 실행 (메뉴 · 매개변수 없는 /class) 도
        만들기 화면이 부른다: 아니면 기본값 (게임 1, 나무 0) 이라 모든 방의 비밀 수가 같았다."""
        if self.drawn and not again:
            return
        self.settings = replace(self.settings, game=number(), seed=seed())
        self.drawn = True

    def choose(self, **changes: object) -> None:
        """만들기 설정의 칸을 바꾼다 (위젯의 on_change)."""
        self.settings = replace(self.settings, **changes)  # type: ignore[arg-type]
        self.problem = None

    def make(self, store: StoreOpener, now: float, stamp: int, untitled: str) -> None:
        """방을 만든다. 1 분에 MAX_ROOMS 개까지. 거절되면 problem 에 남기고 설정은 그대로.
        untitled: 방 이름 칸이 비었을 때의 이름 (화면 언어의 '우리 반')."""
        with self.turn.acting(stamp) as taken:
            if taken:
                self._make(store, now, untitled)

    def _make(self, store: StoreOpener, now: float, untitled: str) -> None:
        self.made_at = [t for t in self.made_at if now - t < ROOM_WINDOW]
        if len(self.made_at) >= MAX_ROOMS:
            self.problem = Problem(ClassRefusal.TOO_MANY_ROOMS, {"n": MAX_ROOMS})
            return
        s = self.settings
        try:
            room, token = store().create_room(
                s.title.strip() or untitled,
                s.activity,
                s.query(),
                hours=s.hours,
                show_names=s.show_names,
            )
        except ClassError as error:
            self.problem = Problem.of(error)
            return
        self.made_at.append(now)
        self.made = Made(room.code, token, room.title)
        self.problem = None

    def open_board(self, stamp: int) -> None:
        """방금 만든 방의 판으로 간다 (주소가 판 링크가 된다: 그 주소를 간직하면 된다)."""
        if self.made is None or not self.turn.take(stamp):
            return
        self.mode, self.code, self.token = Mode.BOARD, self.made.code, self.made.token
        self.made, self.problem = None, None

    # --- 들어오기 -------------------------------------------------------------------------

    def open_room(self, store: StoreOpener, now: float) -> Room | None:
        """들어올 방 (열려 있을 때만). 없거나 닫혔으면 problem 을 두고 None."""
        if not _is_code(self.code):
            return None  # open_link 가 이미 '방이 없다' 를 두었다
        try:
            room = store().room(self.code)
        except ClassError as error:
            self.problem = Problem.of(error)
            return None
        if not room.open_at(now):
            self.problem = Problem(ClassRefusal.CLOSED)
            return None
        return room

    def type_nickname(self, text: str) -> None:
        """별명 상자의 글 (들기 전까지 상태에 둔다: 거절되어도 지우지 않는다)."""
        self.nickname = text
        self.problem = None

    def join(self, store: StoreOpener, stamp: int, device: str | None = None) -> None:
        """별명으로 방에 든다. 되면 seat, 안 되면 problem (별명은 그대로). device: 기기 쿠키의 값
        (저장소가 기기마다 센다). 세션도 한 방에 MAX_PER_DEVICE 번까지 (쿠키를 받지 않는 기기)."""
        with self.turn.acting(stamp) as taken:
            if not taken:
                return
            if self.joined.count(self.code) >= MAX_PER_DEVICE:
                self.problem = Problem(ClassRefusal.DEVICE_LIMIT, {"n": MAX_PER_DEVICE})
                return
            try:
                self.seat = store().join(self.code, self.nickname, device=device)
                self.problem = None
            except ClassError as error:
                self.problem = Problem.of(error)
                return
            self.joined.append(self.code)

    def come_back(self, store: StoreOpener, mine: Student | None, device: str | None) -> None:
        """돌아온 학생을 별명 없이 제 자리에 (seat): 이 세션이 이 방에 든 학생 (seat), 활동
        페이지에 앉은 학생 (mine: 새로 고침 뒤의 새 세션은 이것만 안다) 의 차례로. 선생님이 뺀
        학생 · 없는 학생은 건너뛴다. 그 밖에는 기기 (device: 쿠키의 값) 가 이 방에 든 마지막 학생을
        known 에 둔다: 같이 쓰는 태블릿의 다른 학생을 남의 자리에 앉히지 않도록 한 번 눌러 잇는다
        (resume). 데이터베이스가 답하지 않으면 자리 없이 (별명 칸이 나온다)."""
        self.known = None
        try:
            opened = store()
            for student in (self.seat, mine):
                if student is not None and student.room == self.code:
                    try:
                        self.seat = opened.student(self.code, student.key)
                        return
                    except ClassError as error:
                        if error.reason is ClassRefusal.DATABASE_DOWN:
                            raise
            self.seat = None
            self.known = opened.returning(self.code, device)
        except ClassError:
            self.seat = None

    def resume(self, stamp: int) -> None:
        """'… 로 이어 하기' 단추: 이 기기가 든 마지막 학생 (known) 의 자리로."""
        if self.known is not None and self.turn.take(stamp):
            self.seat = self.known

    # --- 선생님의 판 ----------------------------------------------------------------------

    def close(self, store: StoreOpener, stamp: int) -> None:
        """방을 닫는다 (선생님의 열쇠로)."""
        with self.turn.acting(stamp) as taken:
            if not taken:
                return
            try:
                store().close(self.code, self.token)
            except ClassError as error:
                self.problem = Problem.of(error)

    def pick(self, key: str | None) -> None:
        """판에서 뺄 학생을 고른다 (고르기 상자의 on_change)."""
        self.picked = key

    def remove(self, store: StoreOpener, stamp: int) -> None:
        """고른 학생을 방에서 뺀다 (선생님의 열쇠로). 판의 빼기 단추의 차례 (board_turn) 로
        한 번."""
        with self.board_turn.acting(stamp) as taken:
            if not taken or self.picked is None:
                return
            try:
                store().remove(self.code, self.token, self.picked)
                self.picked, self.problem = None, None
            except ClassError as error:
                self.problem = Problem.of(error)

    def copy_room(self, room: Room, stamp: int) -> None:
        """이 방의 설정으로 만들기 모드를 연다 (새 방은 새 코드 · 새 열쇠)."""
        if not self.turn.take(stamp):
            return
        hours = round((room.closes_at - room.created_at) / 3600)
        self.settings = RoomSettings.from_room(room, hours if hours in HOURS else HOURS[1])
        self.drawn = True  # 방의 번호 그대로 (새로 뽑지 않는다)
        self.mode, self.code, self.token = Mode.MAKE, "", ""
        self.made, self.problem = None, None
