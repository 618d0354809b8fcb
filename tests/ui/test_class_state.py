"""수업 페이지의 상태: 링크의 세 모드, 활동 페이지의 링크로 쓴 query, 만들기의 한도와 새 번호,
들어오기 (세션의 한도, 돌아온 학생), 학생 빼기."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import parse_qsl

import pytest

from results.engine import open_engine, sqlite_url
from results.records import Activity, ClassError, ClassRefusal, Room
from results.store import MAX_PER_DEVICE, ClassStore
from solver.codebreaking.difficulty import LevelKind
from solver.codebreaking.variants import get_variant
from solver.gametree.trace_events import Player
from ui.classroom.class_state import MAX_ROOMS, ClassState, Mode, activity_page, seat_params
from ui.classroom.room_settings import RoomSettings
from ui.gametree.alphabeta_puzzle import Shape
from ui.link_reader import Opening

OPENING = Opening(get_variant("baseball3"), 77, 4242)


@pytest.fixture
def store(tmp_path: Path) -> ClassStore:
    return ClassStore(open_engine(sqlite_url(tmp_path / "c.sqlite")))


def _opened(params: dict[str, str]) -> ClassState:
    state = ClassState()
    assert state.open_link(params, OPENING) == []
    return state


def test_the_link_decides_the_mode_and_the_board_link_alone_carries_the_token() -> None:
    make = _opened({})
    assert make.mode is Mode.MAKE and make.link(OPENING.variant) == {}
    assert make.settings.game == 4242  # 새 게임 번호
    join = _opened({"room": "abcdefghjk"})
    assert join.mode is Mode.JOIN and join.link(OPENING.variant) == {"room": "ABCDEFGHJK"}
    board = _opened({"room": "ABCDEFGHJK", "token": "t0k-_"})
    assert board.link(OPENING.variant) == {"room": "ABCDEFGHJK", "token": "t0k-_"}


@pytest.mark.parametrize("room", ["", "x", "' OR 1=1 --", "ABCDEFGHJK" * 3, "ABCDEFGHJ0"])
def test_a_junk_room_code_is_no_room(room: str) -> None:
    state = _opened({"room": room})
    assert state.problem is not None and state.problem.reason is ClassRefusal.NO_ROOM


def test_a_junk_token_is_a_bad_board_link() -> None:
    state = _opened({"room": "ABCDEFGHJK", "token": "<script>"})
    assert state.problem is not None and state.problem.reason is ClassRefusal.BAD_TOKEN


@pytest.mark.parametrize(
    ("settings", "expected"),
    [
        (
            RoomSettings(Activity.YOU_GUESS, game=4242, hard=True),
            {"variant": "baseball3", "game": "4242", "keeper": "secret", "hard": "1"},
        ),
        (
            RoomSettings(Activity.ALPHABETA, seed=9191, shape=Shape(3, 3)),
            {"seed": "9191", "depth": "3", "branching": "3", "root": "max"},
        ),
        (
            RoomSettings(Activity.KEEPER, variant="bulls4"),
            {"variant": "bulls4", "strategy": "minimax"},
        ),
        (
            RoomSettings(Activity.DUEL, variant="bulls4", game=77, level=LevelKind.EVERYDAY),
            {"variant": "bulls4", "game": "77", "level": "everyday", "first": "me"},
        ),
        # 그 변형에 없는 난이도 (마스터마인드에는 '보통 사람' 띠가 없다) 는 기본 난이도: 링크에 없다
        (
            RoomSettings(Activity.DUEL, variant="mastermind", start="ai", level=LevelKind.EVERYDAY),
            {"variant": "mastermind", "game": "1", "first": "ai"},
        ),
    ],
)
def test_the_query_is_the_activity_pages_own_link(settings: RoomSettings, expected: dict) -> None:
    assert dict(parse_qsl(settings.query())) == expected


@pytest.mark.parametrize(
    "settings",
    [
        RoomSettings(Activity.YOU_GUESS, "T", variant="bulls4", game=17, hard=True, hours=24),
        RoomSettings(
            Activity.ALPHABETA,
            "T",
            seed=5,
            shape=Shape(2, (2, 4)),
            root=Player.MIN,
        ),
        RoomSettings(Activity.TICTACTOE, "T", start="ai", show_names=False),
        RoomSettings(Activity.CONNECT4, "T", start="ai", ai="mc300", seed=12),
        RoomSettings(Activity.KEEPER, "T", variant="mastermind", hours=72),
        RoomSettings(Activity.DUEL, "T", variant="baseball3z", game=9, level=LevelKind.HASTY),
        RoomSettings(Activity.DUEL, "T", variant="mastermind", start="ai"),
    ],
)
def test_a_new_room_from_a_room_has_the_same_settings(
    store: ClassStore, settings: RoomSettings
) -> None:
    room, _ = store.create_room(
        settings.title,
        settings.activity,
        settings.query(),
        hours=settings.hours,
        show_names=settings.show_names,
    )
    assert RoomSettings.from_room(room, settings.hours) == settings


def test_making_rooms_is_limited_per_minute_and_keeps_the_form(store: ClassStore) -> None:
    state = _opened({})
    state.choose(title="수학 1반")
    for i in range(MAX_ROOMS):
        state.make(lambda: store, 100.0 + i, state.turn.stamp, "우리 반")
        assert state.made is not None and state.problem is None
    state.make(lambda: store, 130.0, state.turn.stamp, "우리 반")
    assert state.problem is not None and state.problem.reason is ClassRefusal.TOO_MANY_ROOMS
    assert state.settings.title == "수학 1반"
    state.make(lambda: store, 161.0, state.turn.stamp, "우리 반")  # 1 분 뒤: 다시 된다
    assert state.problem is None


def test_a_double_tap_on_make_makes_one_room(store: ClassStore) -> None:
    state = _opened({})
    stamp = state.turn.stamp
    state.make(lambda: store, 1.0, stamp, "우리 반")
    first = state.made
    state.make(lambda: store, 1.0, stamp, "우리 반")
    assert state.made == first and len(state.made_at) == 1


def test_a_blank_title_takes_the_untitled_name(store: ClassStore) -> None:
    state = _opened({})
    state.make(lambda: store, 1.0, state.turn.stamp, "우리 반")
    assert state.made is not None and state.made.title == "우리 반"


def test_joining_seats_the_student_and_gives_the_activity_path(store: ClassStore) -> None:
    settings = RoomSettings(Activity.YOU_GUESS, "R", game=4242)
    room, _ = store.create_room("R", settings.activity, settings.query(), hours=1)
    state = _opened({"room": room.code})
    assert state.open_room(lambda: store, room.created_at) == room
    state.type_nickname("민수")
    state.join(lambda: store, state.turn.stamp)
    assert state.seat is not None and state.seat.nickname == "민수"
    params = seat_params(room, state.seat, "en")
    assert params == {
        "lang": "en",
        "variant": "baseball3",
        "game": "4242",
        "keeper": "secret",
        "room": room.code,
        "me": state.seat.key,
    }
    assert activity_page(room.activity).path == "pages/you_guess.py"


def test_a_refused_nickname_is_kept_in_the_box(store: ClassStore) -> None:
    room, _ = store.create_room("R", Activity.KEEPER, "variant=baseball3", hours=1)
    state = _opened({"room": room.code})
    state.type_nickname("x" * 1000)
    state.join(lambda: store, state.turn.stamp)
    assert state.problem is not None and state.problem.reason is ClassRefusal.BAD_NICKNAME
    assert state.nickname == "x" * 1000 and state.seat is None


def test_a_closed_room_is_not_opened_for_joining(store: ClassStore) -> None:
    room, token = store.create_room("R", Activity.KEEPER, "variant=baseball3", hours=1)
    store.close(room.code, token)
    state = _opened({"room": room.code})
    assert state.open_room(lambda: store, room.created_at) is None
    assert state.problem is not None and state.problem.reason is ClassRefusal.CLOSED


def test_copying_a_room_opens_make_with_its_settings(store: ClassStore) -> None:
    settings = RoomSettings(Activity.ALPHABETA, "R", seed=3, hours=24)
    room, token = store.create_room("R", settings.activity, settings.query(), hours=24)
    state = _opened({"room": room.code, "token": token})
    state.copy_room(room, state.turn.stamp)
    assert state.mode is Mode.MAKE and state.link(OPENING.variant) == {}
    assert state.settings == settings


def test_a_database_that_is_down_is_said_and_the_form_is_kept() -> None:
    def down() -> ClassStore:
        raise ClassError(ClassRefusal.DATABASE_DOWN)

    state = _opened({})
    state.choose(title="수학 1반", activity=Activity.KEEPER)
    state.make(down, 1.0, state.turn.stamp, "우리 반")
    assert state.problem is not None and state.problem.reason is ClassRefusal.DATABASE_DOWN
    assert state.settings.title == "수학 1반" and state.made is None and state.made_at == []
    joining = _opened({"room": "ABCDEFGHJK"})
    assert joining.open_room(down, 1.0) is None
    assert joining.problem is not None and joining.problem.reason is ClassRefusal.DATABASE_DOWN


@pytest.mark.parametrize("action", ["make", "join", "close"])
def test_a_double_tap_in_overlapping_runs_shows_the_first_taps_result(
    store: ClassStore, action: str
) -> None:
    """겹친 두 실행 (Streamlit 의 fastReruns): 두 번째 누름의 실행은 첫 누름의 동작 (느린 저장소)
    이 끝난 뒤에 그린다. 아니면 만든 방의 링크 · 든 자리 · 닫힌 방이 화면에 없다."""
    room, token = store.create_room("반", Activity.KEEPER, "", hours=1)
    state = _opened({"room": room.code} | ({"token": token} if action == "close" else {}))
    state.type_nickname("민수")
    started, release = threading.Event(), threading.Event()

    def slow() -> ClassStore:
        started.set()
        release.wait(5)
        return store

    def act(opener) -> None:
        if action == "make":
            state.make(opener, 0.0, 0, "반")
        elif action == "join":
            state.join(opener, 0)
        else:
            state.close(opener, 0)

    with ThreadPoolExecutor(1) as pool:
        first = pool.submit(act, slow)
        assert started.wait(5)
        threading.Timer(0.2, release.set).start()
        act(lambda: store)  # 같은 차례의 두 번째 누름
        shown = {"make": state.made, "join": state.seat, "close": store.room(room.code).closed}
        first.result()
    assert shown[action]
    assert store.joined(room.code) == (action == "join")


def test_the_make_form_draws_new_numbers_once_a_session_and_a_copy_keeps_the_rooms() -> None:
    """매개변수 없는 /class (새 링크가 아니다) 도 새 번호: 화면이 draw 를 부른다."""
    state = ClassState()
    state.draw(lambda: 17, lambda: 2**32 - 1)
    assert (state.settings.game, state.settings.seed) == (17, 2**32 - 1)
    state.draw(lambda: 1, lambda: 0)  # 다음 실행: 그대로
    assert (state.settings.game, state.settings.seed) == (17, 2**32 - 1)
    assert state.open_link({}, OPENING) == []  # 새 링크는 다시 뽑는다
    assert (state.settings.game, state.settings.seed) == (4242, 77)
    room = Room(
        "ABCDEFGHJK", "R", Activity.YOU_GUESS, "game=9&variant=baseball3", True, 0, 3600, False
    )
    state.copy_room(room, state.turn.stamp)
    state.draw(lambda: 1, lambda: 0)
    assert state.settings.game == 9  # 이 방으로 새 방: 방의 번호 그대로


def test_a_session_without_a_cookie_joins_a_room_at_most_the_limit(store: ClassStore) -> None:
    room, _ = store.create_room("R", Activity.KEEPER, "variant=baseball3", hours=1)
    state = _opened({"room": room.code})
    for i in range(MAX_PER_DEVICE + 1):
        state.type_nickname(f"name{i}")
        state.join(lambda: store, state.turn.stamp)
    assert state.problem is not None and state.problem.reason is ClassRefusal.DEVICE_LIMIT
    assert state.problem.values == {"n": MAX_PER_DEVICE}
    assert store.joined(room.code) == MAX_PER_DEVICE


def test_a_device_at_its_limit_is_refused_with_the_limit(store: ClassStore) -> None:
    room, _ = store.create_room("R", Activity.KEEPER, "variant=baseball3", hours=1)
    for i in range(MAX_PER_DEVICE):
        store.join(room.code, f"tab{i}", device="cookie-1")
    state = _opened({"room": room.code})
    state.type_nickname("one more")
    state.join(lambda: store, state.turn.stamp, "cookie-1")
    assert state.problem is not None and state.problem.reason is ClassRefusal.DEVICE_LIMIT
    assert state.seat is None


def test_a_returning_session_or_device_comes_back_to_its_seat(store: ClassStore) -> None:
    room, token = store.create_room("R", Activity.KEEPER, "variant=baseball3", hours=1)
    other, _ = store.create_room("O", Activity.KEEPER, "variant=baseball3", hours=1)
    minji = store.join(room.code, "민지", device="cookie-1")
    elsewhere = store.join(other.code, "민지")
    state = _opened({"room": room.code})
    state.come_back(lambda: store, None, None)
    assert state.seat is None  # 새 학생: 별명 칸
    state.come_back(lambda: store, elsewhere, "cookie-2")
    assert state.seat is None  # 다른 방의 자리 · 모르는 기기
    state.come_back(lambda: store, minji, None)
    assert state.seat == minji  # 활동 페이지에 앉은 세션 (새로 고침 뒤 뒤로 가기)
    fresh = _opened({"room": room.code})
    fresh.come_back(lambda: store, None, "cookie-1")
    # 같은 기기의 새 탭 · 새 세션: 바로 앉히지 않고 '이어 하기' 한 번 (같이 쓰는 태블릿)
    assert fresh.seat is None and fresh.known == minji
    stamp = fresh.turn.stamp
    fresh.resume(stamp)
    fresh.resume(stamp)  # 두 번 누름의 두 번째는 지난 차례
    assert fresh.seat == minji and fresh.turn.stamp == stamp + 1
    store.remove(room.code, token, minji.key)
    for returning in (state, fresh):
        returning.come_back(lambda: store, minji, "cookie-1")
        assert returning.seat is None and returning.known is None  # 뺀 학생은 돌아가지 않는다

    def down() -> ClassStore:
        raise ClassError(ClassRefusal.DATABASE_DOWN)

    fresh.come_back(down, None, "cookie-1")
    assert fresh.seat is None


def test_removing_the_picked_student_happens_once_per_tap(store: ClassStore) -> None:
    room, token = store.create_room("R", Activity.KEEPER, "variant=baseball3", hours=1)
    minji = store.join(room.code, "민지")
    board = _opened({"room": room.code, "token": token})
    page_stamp = board.turn.stamp
    board.pick(minji.key)
    stamp = board.board_turn.stamp
    board.remove(lambda: store, stamp)
    (removed,) = store.students(room.code, token)
    assert removed.removed_at is not None and board.picked is None
    board.pick(minji.key)
    board.remove(lambda: store, stamp)  # 두 번 누름: 지난 차례
    assert store.students(room.code, token) == [removed]
    assert board.turn.stamp == page_stamp  # 페이지의 단추 (닫기 · 새 방) 는 그대로 듣는다
    wrong = _opened({"room": room.code, "token": "wrong"})
    wrong.pick(minji.key)
    wrong.remove(lambda: store, wrong.board_turn.stamp)
    assert wrong.problem is not None and wrong.problem.reason is ClassRefusal.BAD_TOKEN
