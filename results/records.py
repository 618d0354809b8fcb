"""방 · 학생 · 결과의 기록 (값 객체) 과 거절의 까닭."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

__all__ = ["Activity", "ClassError", "ClassRefusal", "Entry", "Play", "Room", "Student"]


class Activity(StrEnum):
    """방 하나가 여는 활동 (값은 링크와 데이터베이스에 쓰는 글)."""

    YOU_GUESS = "you_guess"  # 게임 번호와 변형의 '내가 맞히기' (어려운 모드 선택)
    ALPHABETA = "alphabeta"  # 알파베타 연습 문제 (씨앗 · 모양 · 뿌리)
    KEEPER = "keeper"  # 비밀 지키기: 컴퓨터가 맞히는 데 든 질문 수
    TICTACTOE = "gametree"  # AI 와 삼목
    CONNECT4 = "connect4"  # AI 와 사목
    MCTS = "mcts"  # MCTS 의 예측 연습: 고르기마다 UCT 가 고를 수를 먼저 누른다
    DUEL = "duel"  # AI 와 대결: 서로의 비밀을 번갈아 맞힌다 (변형 · 난이도 · 게임 번호)


class ClassRefusal(StrEnum):
    """수업의 요청을 거절한 까닭 (화면은 까닭마다 두 언어의 문구를 고른다)."""

    NO_ROOM = "no_room"  # 없는 방 코드 (틀렸거나 지워졌다)
    CLOSED = "closed"  # 닫힌 방 (선생님이 닫았거나 닫는 시각이 지났다)
    BAD_TOKEN = "bad_token"  # 선생님의 열쇠가 틀렸다
    BAD_NICKNAME = "bad_nickname"  # 별명의 길이나 글자가 틀렸다
    NICKNAME_TAKEN = "nickname_taken"  # 이 방에 같은 별명이 있다
    ROOM_FULL = "room_full"  # 학생 수의 한도
    NO_STUDENT = "no_student"  # 이 방에 없는 학생 열쇠
    BAD_TITLE = "bad_title"  # 방 이름의 길이나 글자가 틀렸다
    TOO_MANY_ROOMS = "too_many_rooms"  # 한 세션이 1 분에 만들 수 있는 방의 한도
    DATABASE_DOWN = "database_down"  # 데이터베이스에 닿지 않는다 (다시 시도해도)
    DEVICE_LIMIT = "device_limit"  # 한 기기 (쿠키 · 없으면 세션) 가 한 방에 들 수 있는 횟수의 한도
    REMOVED = "removed"  # 선생님이 방에서 뺀 학생 (자리도 결과도 받지 않는다)


class ClassError(ValueError):
    """수업의 요청을 거절한다: 까닭 (reason) 과 문구에 채울 값 (values)."""

    def __init__(self, reason: ClassRefusal, **values: object) -> None:
        super().__init__(f"{reason}: {values}" if values else str(reason))
        self.reason = reason
        self.values = values


@dataclass(frozen=True)
class Room:
    """선생님이 만든 방 하나. token 은 선생님의 판의 열쇠라 학생 쪽에는 건네지 않는다."""

    code: str  # 학생의 링크에 실리는 방 코드
    title: str
    activity: Activity
    query: str  # 활동 페이지의 링크 (쿼리 글: game=..&variant=.. 처럼)
    show_names: bool  # 학생에게 보이는 반의 결과에 별명을 보일지 (아니면 익명)
    created_at: float  # 유닉스 시각 (초)
    closes_at: float
    closed: bool

    def open_at(self, now: float) -> bool:
        """now 에 학생을 받고 결과를 적는지."""
        return not self.closed and now < self.closes_at


@dataclass(frozen=True)
class Student:
    """방에 든 학생: key 는 학생의 링크에 실리는 자기 열쇠 (다시 열어도 같은 학생). removed_at:
    선생님이 뺀 시각 (빼지 않았으면 None; 선생님의 판만 뺀 학생을 읽는다)."""

    key: str
    room: str
    nickname: str
    joined_at: float
    removed_at: float | None = None


@dataclass(frozen=True)
class Entry:
    """적힌 결과 하나: 학생의 별명과 활동이 준 값 (payload: 활동마다 정한 JSON 객체)."""

    nickname: str
    student: str
    attempt: str
    payload: dict[str, Any]
    recorded_at: float

    @staticmethod
    def read(nickname: str, student: str, attempt: str, text: str, at: float) -> Entry:
        return Entry(nickname, student, attempt, json.loads(text), at)


@dataclass(frozen=True)
class Play:
    """자리에서 하는 판 (서버가 적는다): 판을 정하는 링크 값 (game: 쿼리 글) 과, 그 판이 자리에서
    처음부터 한 수씩 둔 판인지 (fair: 아니면 끝나도 결과로 적지 않는다)."""

    game: str
    fair: bool
