"""선생님의 판 (AppTest): 든 학생은 첫 결과 전에도 줄이 있고, 판은 학생마다 한 번 세고, 방의 설정을
말하고, 사람이 적은 글 (방 이름 · 별명) 은 적은 그대로 보이고, 선생님이 학생을 뺀다.

저장소는 앱과 같은 SQLite 파일 (tests/conftest.py 가 CLASSROOM_DATA 를 임시 폴더로 둔다).
"""

from __future__ import annotations

import pytest
from apptest import charts, new_app, stamped, table_rows

from results.engine import default_sqlite_url, open_engine
from results.records import Activity, ClassError, ClassRefusal, Room
from results.store import ClassStore
from ui.classroom.room_settings import RoomSettings
from ui.text import plain, tr

GAME = {"activity": "connect4", "start": "me", "ai": "ab2", "moves": "4444"}


@pytest.fixture(scope="module")
def store() -> ClassStore:
    return ClassStore(open_engine(default_sqlite_url()))


def _board(code: str, token: str, lang: str = "en"):
    return new_app(
        "pages/class.py", direct=True, params={"lang": lang, "room": code, "token": token}
    )


def connect4_room(store: ClassStore, title: str) -> tuple[Room, str]:
    """사목 방 하나 (기본 설정): (방, 선생님의 열쇠)."""
    settings = RoomSettings(Activity.CONNECT4, title)
    return store.create_room(title, settings.activity, settings.query(), hours=1)


def _markdown(at) -> str:
    return "\n".join(e.value for kind in ("markdown", "subheader", "caption") for e in at.get(kind))


def test_every_joined_student_has_a_playing_row_before_anyone_finishes(store: ClassStore) -> None:
    room, token = store.create_room("1반", Activity.KEEPER, "variant=baseball3", hours=1)
    for name in ("민지", "준호", "서연"):
        store.join(room.code, name)
    at = _board(room.code, token)
    assert [e.value for e in at.error] == []
    assert tr("en", "cls_counts", joined=3, finished=0) in _markdown(at)
    assert tr("en", "cls_no_results") in _markdown(at)
    rows = table_rows(at, "nickname")
    assert [(r["nickname"], r["time"], r["tries"]) for r in rows] == [
        (name, tr("en", "cls_playing"), "0") for name in ("민지", "준호", "서연")
    ]


def test_the_game_tally_counts_each_student_once_in_win_draw_loss_order(
    store: ClassStore,
) -> None:
    """한 학생이 세 판 (짐 · 짐 · 이김) 을 적어도 '짐' 한 명: 표의 줄 (첫 결과) 과 같은 셈."""
    room, token = connect4_room(store, "2반")
    a, b = store.join(room.code, "A"), store.join(room.code, "B")
    for attempt, result in (("1", "loss"), ("2", "loss"), ("3", "win")):
        store.record(a, attempt, GAME | {"result": result})
    store.record(b, "1", GAME | {"result": "draw"})
    at = _board(room.code, token, "ko")
    tally = table_rows(at, tr("ko", "cls_col_result"), having=tr("ko", "cls_col_count"))
    assert [(r[tr("ko", "cls_col_result")], r[tr("ko", "cls_col_count")]) for r in tally] == [
        ("이김", "0"),
        ("비김", "1"),
        ("짐", "1"),
    ]
    assert tr("ko", "cls_counts", joined=2, finished=2) in _markdown(at)
    # 방의 설정 한 줄: 먼저 두는 쪽과 AI
    assert "먼저 두는 쪽: 학생 · AI: 알파-베타 · 깊이 2" in _markdown(at)


def test_the_guess_chart_counts_each_student_once(store: ClassStore) -> None:
    query = "variant=baseball3&game=4242&keeper=secret"
    room, token = store.create_room("3반", Activity.YOU_GUESS, query, hours=1)
    payload = {"activity": "you_guess", "variant": "baseball3", "game": 4242, "hints": 0}
    a = store.join(room.code, "A")
    store.record(a, "1", payload | {"guesses": 5})
    store.record(a, "2", payload | {"guesses": 3})
    store.record(store.join(room.code, "B"), "1", payload | {"guesses": 5})
    bars = charts(_board(room.code, token))["cls_chart"]["data"][0]
    counts = dict(zip(bars["x"], bars["y"], strict=True))
    assert (counts[3], counts[5]) == (0, 2)  # A 의 둘째 판 (3 번) 은 세지 않는다


# 굵게 · 기울임 · HTML · 링크 · 수식 · 색이 될 글
TITLE = "**Bold** _it_ <b>x</b> [l](http://e.x) $y$ :red[z] www.a.com"
NICKNAMES = ("__bold__", "_it_", "www.x.com")


def test_titles_and_nicknames_show_as_typed_on_the_board_and_the_join_form(
    store: ClassStore,
) -> None:
    room, token = store.create_room(TITLE, Activity.KEEPER, "variant=baseball3", hours=1)
    for name in NICKNAMES:
        store.join(room.code, name)
    at = _board(room.code, token)
    assert at.subheader[0].value == plain(TITLE)
    cells = [r["nickname"] for r in table_rows(at, "nickname")]
    assert cells == [plain(name) for name in NICKNAMES]
    shown = _markdown(at)
    assert not any(raw in shown for raw in ("**Bold**", "__bold__", " _it_ ", "<b>", "www.a.com"))
    join = new_app("pages/class.py", direct=True, params={"room": room.code})
    assert plain(TITLE) in _markdown(join) and "**Bold**" not in _markdown(join)


def test_the_made_room_message_shows_the_title_as_typed() -> None:
    at = new_app("pages/class.py", direct=True, params={"lang": "en"})
    at.text_input(key="cls_title").set_value(TITLE).run()
    stamped(at, "cls_make").click().run()
    (made,) = [s.value for s in at.success]
    assert made == tr("en", "cls_made", title=plain(TITLE))


def test_the_students_banner_shows_the_title_and_nickname_as_typed(store: ClassStore) -> None:
    room, _ = store.create_room("*t* `c`", Activity.KEEPER, "variant=baseball3", hours=1)
    at = new_app("pages/class.py", direct=True, params={"room": room.code})
    at.text_input(key="cls_nickname").set_value("__bold__").run()
    stamped(at, "cls_join").click().run()
    (banner,) = [c.value for c in at.caption if ":material/school:" in c.value]
    assert plain("*t* `c`") in banner and plain("__bold__") in banner
    assert "__bold__" not in banner and "*t*" not in banner


def test_the_teacher_removes_a_student_who_leaves_the_board_and_loses_the_seat(
    store: ClassStore,
) -> None:
    room, token = connect4_room(store, "4반")
    minji, junho = store.join(room.code, "민지"), store.join(room.code, "준호")
    store.record(minji, "1", GAME | {"result": "win"})
    at = _board(room.code, token)
    picker = at.selectbox(key="cls_remove_pick")
    assert picker.options == ["민지", "준호"] and picker.value is None
    assert stamped(at, "cls_remove").disabled  # 고르기 전에는 누를 수 없다
    picker.select_index(0).run()
    stamped(at, "cls_remove").click().run()
    assert [r["nickname"] for r in table_rows(at, "nickname")] == ["준호"]
    assert tr("en", "cls_counts", joined=1, finished=0) in _markdown(at)
    assert at.selectbox(key="cls_remove_pick").options == ["준호"]
    with pytest.raises(ClassError) as caught:
        store.student(room.code, minji.key)
    assert caught.value.reason is ClassRefusal.REMOVED
    assert store.student(room.code, junho.key) == junho
    # 뺀 학생이 제 링크로 활동 페이지를 열면: 자리가 없다고 말한다 (수업 없이 할 수 있다)
    seat = new_app("pages/connect4.py", direct=True, params={"room": room.code, "me": minji.key})
    assert tr("ko", "seat_removed") in [w.value for w in seat.warning]
    # 판의 다른 단추는 그대로 듣는다
    stamped(at, "cls_close").click().run()
    assert store.room(room.code).closed
