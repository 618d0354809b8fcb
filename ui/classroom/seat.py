"""학생의 자리: 방에 든 학생이 활동 페이지에서 끝낸 결과를 한 번 적는다 (streamlit 없음).

링크의 room=CODE&me=KEY 가 자리를 정한다 (sit: 저장소에서 방과 학생을 확인한다). 앉은 동안 페이지가
쓰는 모든 링크에 둘이 실린다 (link): 새로 고침 · 뒤로 가기 · 같은 링크의 새 세션이 자리를 지킨다.
판은 링크가 아니라 서버가 정한다 (seat_game): 앉을 때 데이터베이스에 적어 둔 판을 읽고 (game,
fair), 실행마다 바뀐 판을 적는다 (track). 방의 설정 그대로 처음부터 한 수씩 둔 판 (fair) 만
끝나면 (finish) 결과를 pending 에 두고 send 가 적는다. 데이터베이스가 답하지 않으면
pending 에 남아 다음 실행이 다시 보낸다. 적힌 시도는 recorded 에 남아 다시 보내지 않는다 (저장소도
같은 시도를 한 줄로 적는다). 저장소는 인자로 받는다: 시험이 streamlit 없이 돌린다.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from results.records import ClassError, ClassRefusal, Entry, Play, Room, Student

from .payloads import Finished
from .seat_game import game_of, next_fair, parse_game, query_of, room_game

__all__ = ["Seat", "SeatStore"]


class SeatStore(Protocol):
    """자리가 쓰는 저장소의 동사 (results.store.ClassStore 의 일부)."""

    def room(self, code: object) -> Room: ...

    def student(self, code: str, key: object) -> Student: ...

    def record(self, student: Student, attempt: str, payload: dict[str, Any]) -> bool: ...

    def public_entries(self, code: str) -> list[Entry]: ...

    def save_play(self, student: Student, play: Play) -> None: ...

    def play(self, student: Student) -> Play | None: ...


@dataclass
class Seat:
    """한 세션의 자리. room, student: 확인한 방과 학생 (앉지 않았으면 None).

    pending: 아직 적지 못한 결과 (시도 열쇠 → 결과). recorded: 적은 시도 열쇠들. refused: 화면이
    알릴 마지막 거절 (틀린 링크, 닫힌 방; 다음 자리 · 결과까지 남는다).
    game: 서버에 적은 지금 판 (판을 정하는 값; 아직 없으면 None), fair: 그 판이 기록될 수 있는지,
    unsaved: 데이터베이스가 답하지 않아 game 을 아직 적지 못했는지 (다음 실행이 다시 적는다).
    """

    room: Room | None = None
    student: Student | None = None
    pending: dict[str, dict[str, Any]] = field(default_factory=dict)
    recorded: set[str] = field(default_factory=set)
    refused: ClassRefusal | None = None
    game: dict[str, str] | None = None
    fair: bool = True
    unsaved: bool = False

    @property
    def seated(self) -> bool:
        """방에 앉았는지."""
        return self.student is not None

    def sit(self, store: Callable[[], SeatStore], code: str | None, key: str | None) -> None:
        """링크의 방 code 와 학생 key 로 앉는다 (store: 저장소를 여는 함수, 열기도 실패할 수
        있다). 이미 그 자리면 저장소에 묻지 않는다. 하나가 빠졌거나 방 · 학생이 없으면 (또는
        데이터베이스가 답하지 않으면) 일어나고 까닭을 refused 에 둔다."""
        if self.student is not None and (self.student.room, self.student.key) == (code, key):
            return
        self.stand()
        if code is None or key is None:
            self.refused = ClassRefusal.NO_STUDENT
            return
        try:
            opened = store()
            room = opened.room(code)
            student = opened.student(code, key)
            play = opened.play(student)
        except ClassError as exc:
            self.refused = exc.reason
            return
        self.room, self.student = room, student
        if play is not None:
            self.game, self.fair = parse_game(play.game), play.fair

    def stand(self) -> None:
        """자리에서 일어난다 (다른 자리의 결과는 버린다)."""
        self.room, self.student, self.refused = None, None, None
        self.pending.clear()
        self.recorded.clear()
        self.game, self.fair, self.unsaved = None, True, False

    def plays(self, page: str) -> bool:
        """이 페이지 (주소 이름) 가 앉은 방의 활동인지: 그 판을 서버가 정하고 기록한다."""
        return self.room is not None and self.room.activity.value == page

    def opening_game(self) -> dict[str, str]:
        """새 링크를 열 때의 판: 적어 둔 판, 없으면 방의 설정으로 처음 여는 판."""
        assert self.room is not None
        return dict(self.game) if self.game is not None else room_game(self.room)

    def track(self, params: Mapping[str, str], store: Callable[[], SeatStore]) -> None:
        """이번 실행이 끝난 화면의 매개변수 (params) 로 판을 따라간다: 판이 바뀌었으면 기록될 수
        있는지 (seat_game.next_fair) 따지고 데이터베이스에 적는다. 데이터베이스가 답하지 않으면
        unsaved 로 두고 다음 실행이 다시 적는다."""
        if self.room is None or self.student is None:
            return
        new = game_of(self.room.activity, params)
        if new == self.game and not self.unsaved:
            return
        if new != self.game:
            room = room_game(self.room)
            self.fair = next_fair(self.room.activity, room, self.game, new, was_fair=self.fair)
            self.game = new
        try:
            store().save_play(self.student, Play(query_of(new), self.fair))
        except ClassError:
            self.unsaved = True
            return
        self.unsaved = False

    def link(self) -> dict[str, str]:
        """앉았으면 링크에 더할 매개변수 (room, me), 아니면 빈 dict."""
        if self.student is None:
            return {}
        return {"room": self.student.room, "me": self.student.key}

    def finish(self, done: Finished | None) -> None:
        """끝난 활동을 보낼 차례에 둔다: 앉았고, 방의 활동이고, 기록될 수 있는 판 (fair: 방의
        설정 그대로 처음부터 한 수씩 둔 판) 이고, 아직 보내지 않은 시도일 때만 (다른 페이지에서
        끝낸 것은 적지 않는다). 방이 거절한 뒤 (닫힌 방) 에는 더 보내지 않는다."""
        if done is None or self.room is None or done.activity is not self.room.activity:
            return
        if not self.fair:
            return
        if self.refused is not None:
            return
        if done.attempt in self.recorded or done.attempt in self.pending:
            return
        self.pending[done.attempt] = done.payload

    def send(self, store: Callable[[], SeatStore]) -> None:
        """보낼 결과를 적는다 (store: 저장소를 여는 함수). 데이터베이스가 답하지 않으면 남은 것을
        두고 멈춘다. 닫힌 (없어진) 방이면 적지 않은 결과를 버리고 까닭을 refused 에 둔다."""
        if self.student is None:
            return
        for attempt, payload in list(self.pending.items()):
            try:
                store().record(self.student, attempt, payload)
            except ClassError as exc:
                if exc.reason is ClassRefusal.DATABASE_DOWN:
                    return
                self.pending.clear()
                self.refused = exc.reason
                return
            del self.pending[attempt]
            self.recorded.add(attempt)

    def take_notice(self) -> ClassRefusal | None:
        """화면이 알릴 거절. 앉지 못한 링크의 거절은 한 번만 알린다 (페이지는 수업 없이 돈다);
        앉은 자리의 거절 (닫힌 방) 은 자리가 남는 동안 알린다."""
        refused = self.refused
        if not self.seated:
            self.refused = None
        return refused

    def mine(self, entries: Sequence[Entry]) -> dict[str, Any] | None:
        """반의 결과 가운데 이 자리가 마지막으로 적은 것 (없으면 None)."""
        found = [e.payload for e in entries if e.attempt in self.recorded]
        return found[-1] if found else None
