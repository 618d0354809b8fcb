"""사람이 적은 글 (방 이름, 별명) 을 Markdown 에 넣는 한 곳 (ui.text.plain) 과 그것을 쓰는 자리의
한 줄, 뺀 학생의 자리 문장. (브라우저에서 본 것: 풀어 쓴 문장부호는 글 그대로 보이고, GFM 의 자동
링크는 풀어 써도 링크가 되어 보이지 않는 WORD JOINER 로 끊는다.)"""

from __future__ import annotations

import string

import pytest

from results.records import Activity, ClassRefusal, Room, Student
from ui.classroom.seat import Seat
from ui.classroom.seat_words import refusal_text, seat_text
from ui.text import SHOWN, plain, quoted, tr

JOINER = "\u2060"


@pytest.mark.parametrize("mark", list(string.punctuation))
def test_every_ascii_punctuation_mark_is_escaped(mark: str) -> None:
    joined = JOINER if mark in ".@:" else ""
    assert plain(f"a{mark}b") == f"a{joined}\\{mark}b"


def test_letters_digits_and_hangul_are_left_alone_and_line_breaks_are_spaces() -> None:
    assert plain("민지 Ann 42 ｆｕｌｌ") == "민지 Ann 42 ｆｕｌｌ"
    assert plain("a\nb\r\tc") == "a b  c"


def test_automatic_links_are_broken_by_an_invisible_joiner() -> None:
    assert plain("www.x.com") == f"www{JOINER}\\.x{JOINER}\\.com"
    assert plain("a@b.co") == f"a{JOINER}\\@b{JOINER}\\.co"


def test_quoted_shortens_then_escapes_with_the_same_helper() -> None:
    long = "*" * (SHOWN + 5)
    assert quoted(long) == plain(long[: SHOWN - 1] + "…")


ROOM = Room("ABCDEFGHJK", "**3반** [x](y)", Activity.KEEPER, "", True, 0.0, 3600.0, False)


def test_the_seat_line_shows_the_title_and_nickname_as_typed() -> None:
    seat = Seat(room=ROOM, student=Student("k", ROOM.code, "__bold__", 0.0))
    line = seat_text("en", seat, None)
    assert line == tr("en", "seat_line", title=plain(ROOM.title), nickname=plain("__bold__"))
    assert "__bold__" not in line and "**3반**" not in line


@pytest.mark.parametrize("seated", [True, False])
def test_a_removed_seat_says_the_teacher_removed_it(seated: bool) -> None:
    said = refusal_text("ko", ClassRefusal.REMOVED, seated=seated)
    assert said == tr("ko", "seat_removed")
