"""대결을 수업으로 (AppTest): 선생님이 방을 만들고 (변형 · 난이도 · 게임 번호 · 먼저 하는 쪽),
학생이 들어와 페이지의 자판으로 대결을 끝내면 판에 한 번 적히고 (새로 고침 · 두 번 누름도 한 번),
다른 수순 · 머리로 지키는 비밀 · 다른 난이도의 링크나 페이지에서 바꾼 설정은 세지 않는다.

저장소는 앱과 같은 SQLite 파일 (tests/conftest.py 가 CLASSROOM_DATA 를 임시 폴더로 둔다).
"""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import parse_qsl, urlsplit

import pytest
from apptest import charts, duel_to_end, new_app, spy_switch_page, stamped, table_rows

from results.engine import default_sqlite_url, open_engine
from results.records import Activity
from results.store import ClassStore
from solver.codebreaking.difficulty import LevelKind
from solver.codebreaking.duel import duel_secret, replay
from solver.codebreaking.feedback import response_matrix
from solver.codebreaking.variants import get_variant
from ui.classroom.class_state import seat_params
from ui.classroom.room_settings import RoomSettings
from ui.codebreaking.duel_state import FIRST_CHOICES, Keep, level_of
from ui.states import Key
from ui.text import tr

V = get_variant("baseball3")
GAME = 31
# 학생의 비밀과, AI 의 비밀을 맞히기 전에 부르는 추측 둘
SECRET = "123"
GUESSES = ("456", "789")


@pytest.fixture
def store() -> Iterator[ClassStore]:
    engine = open_engine(default_sqlite_url())
    yield ClassStore(engine)
    engine.dispose()


def expected(first: str, level: LevelKind = LevelKind.HASTY):
    """같은 대결을 엔진으로 따로: 학생이 GUESSES 뒤에 AI 의 비밀을 부르고 SECRET 으로 정직하게
    대답한 판 (페이지가 하는 것과 같은 수순)."""
    temperature = level_of(V, level).temperature
    side = next(s for s in FIRST_CHOICES if s is not None and s.value == first)
    guesses = [V.parse(g) for g in GUESSES] + [duel_secret(V, GAME)]
    moves: list[int] = []
    while not (played := replay(V, temperature, GAME, side, moves)).over:
        if played.waiting is not None:
            moves.append(int(response_matrix(V)[played.waiting.guess, V.parse(SECRET)]))
        else:
            moves.append(guesses.pop(0))
    return played, moves


def _board(code: str, token: str):
    return new_app(
        "pages/class.py", direct=True, params={"lang": "en", "room": code, "token": token}
    )


@pytest.mark.parametrize("first", ["me", "ai"])
def test_a_teachers_duel_room_records_each_duel_once_on_the_board(
    store: ClassStore, monkeypatch: pytest.MonkeyPatch, first: str
) -> None:
    # 선생님: 활동과 그 AI 를 고르고 방을 만든다
    teacher = new_app("pages/class.py", direct=True, params={"lang": "en"})
    teacher.selectbox(key="cls_activity_en").set_value(Activity.DUEL).run()
    teacher.selectbox(key="cls_level_baseball3_en").set_value(LevelKind.HASTY).run()
    teacher.number_input(key="cls_duel_game").set_value(GAME).run()
    teacher.segmented_control(key="cls_start_en_duel").set_value(first).run()
    stamped(teacher, "cls_make").click().run()
    _, board_url = (c.value for c in teacher.code)
    link = dict(parse_qsl(urlsplit(board_url).query))
    code, token = link["room"], link["token"]
    assert store.room(code).activity is Activity.DUEL
    # 학생: 별명으로 들어오면 방의 대결이 열린다
    sent = spy_switch_page(monkeypatch)
    at = new_app("pages/class.py", direct=True, params={"room": code, "lang": "en"})
    at.text_input(key="cls_nickname").set_value("Mina").run()
    stamped(at, "cls_join").click().run()
    (page, params), *_ = sent
    assert page == "pages/duel.py"
    at = new_app(page, direct=True, params=params)  # 브라우저가 보낸 주소를 연다
    slot = at.session_state[Key.DUEL].slots[V.name]
    assert (slot.number, slot.settings.level, slot.settings.first.value, slot.settings.keep) == (
        GAME,
        LevelKind.HASTY,
        first,
        Keep.TYPED,
    )
    duel_to_end(at, SECRET, GUESSES, stop=len(GUESSES))
    # 마지막 추측 (AI 의 비밀) 을 두 번 누른다: 두 번째는 지난 차례의 단추라 판도 결과도 그대로
    for symbol in V.format(duel_secret(V, GAME)):
        at.button(key=f"seq-du_key_{symbol}").click().run()
    button = stamped(at, "du_submit")
    stale = at.session_state[Key.DUEL].turn.stamp
    button.click().run()
    # 두 번째 누름은 지난 차례의 단추다 (끝난 판의 화면에는 그 단추가 없다: 서버가 받는
    # 그대로 보낸다)
    at.session_state[Key.DUEL].submit(V, stale)
    at.run()
    played, moves = expected(first)
    assert at.session_state[Key.DUEL].slots[V.name].moves == moves
    assert at.session_state[Key.SEAT].fair and not at.exception
    at.run()
    reload = {name: at.query_params[name] for name in at.query_params}
    new_app("pages/duel.py", direct=True, params=reload).run()  # 새로 고침: 새 세션
    (entry,) = store.entries(code, token)
    assert entry.payload == {
        "activity": "duel",
        "variant": V.name,
        "level": "hasty",
        "result": played.outcome.value,
        "guesses": len(GUESSES) + 1,
        "ai_guesses": played.answered,
    }
    mine = tr(
        "en",
        "seat_duel",
        result=tr("en", f"seat_{played.outcome.value}"),
        n=len(GUESSES) + 1,
        ai=played.answered,
    )
    assert any(mine in c.value and "Mina" in c.value for c in at.caption)
    # 선생님의 판: 학생의 줄, 이김 · 비김 · 짐의 수, 두 벌의 막대 (학생 · AI)
    board = _board(code, token)
    (row,) = table_rows(board, "nickname")
    assert (row["result"], row["student guesses"], row["AI guesses"], row["tries"]) == (
        tr("en", f"cls_{played.outcome.value}"),
        str(len(GUESSES) + 1),
        str(played.answered),
        "1",
    )
    tally = {r["result"]: r["students"] for r in table_rows(board, "result", "students")}
    assert tally[tr("en", f"cls_{played.outcome.value}")] == "1"
    bars = charts(board)["cls_duel_chart"]["data"]
    assert [trace["y"][len(GUESSES)] for trace in bars[:1]] == [1]  # 학생은 세 번
    assert bars[1]["y"][played.answered - 1] == 1
    words = [e.value for kind in ("markdown", "caption", "subheader") for e in board.get(kind)]
    assert any(tr("en", "cls_set_game", n=GAME) in w for w in words)


def _seated(store: ClassStore, more: dict[str, str]):
    settings = RoomSettings(Activity.DUEL, game=GAME, start="me", level=LevelKind.HASTY)
    room, token = store.create_room("4반", Activity.DUEL, settings.query(), hours=1)
    student = store.join(room.code, "Bo")
    params = seat_params(room, student, "en") | more
    return room, token, new_app("pages/duel.py", direct=True, params=params)


@pytest.mark.parametrize(
    "more",
    [
        {"moves": f"{V.format(duel_secret(V, GAME))}"},  # 맞힌 추측을 들고 온 링크
        {"keep": "head"},
        {"level": "perfect"},
        {"game": "32", "first": "ai"},
    ],
    ids=["moves", "keep", "level", "game"],
)
def test_a_pasted_link_opens_the_rooms_duel_and_says_what_it_did_not_use(
    store: ClassStore, more: dict[str, str]
) -> None:
    room, token, at = _seated(store, more)
    slot = at.session_state[Key.DUEL].slots[V.name]
    assert (slot.number, slot.settings.level, slot.settings.keep, slot.moves) == (
        GAME,
        LevelKind.HASTY,
        Keep.TYPED,
        [],
    )
    notices = " ".join(i.value for i in at.info)
    assert all(f"`{name}`" in notices for name in more), notices
    duel_to_end(at, SECRET, GUESSES)
    assert len(store.entries(room.code, token)) == 1  # 방의 대결이라 센다


@pytest.mark.parametrize(
    ("name", "value"), [("keep", Keep.HEAD), ("level", LevelKind.PERFECT)], ids=["keep", "level"]
)
def test_a_setting_changed_on_the_page_is_not_recorded_until_the_rooms_duel_again(
    store: ClassStore, name: str, value: object
) -> None:
    room, token, at = _seated(store, {})
    state = at.session_state[Key.DUEL]
    state.edit(V, GAME, **{name: value})  # 설정 상자가 하는 일
    at.run()
    assert not at.session_state[Key.SEAT].fair
    assert tr("en", "seat_not_counted") in [w.value for w in at.warning]
    if name == "level":  # 머리로 지키는 판은 단추로 대답한다: 여기서는 난이도만 끝까지
        duel_to_end(at, SECRET, GUESSES)
        at.run()
        assert store.entries(room.code, token) == []
    # '방의 판 새로 하기' 가 방의 대결로 돌려놓는다: 처음부터 하면 센다
    at.button(key="seat_restart").click().run()
    slot = at.session_state[Key.DUEL].slots[V.name]
    assert (slot.settings.keep, slot.settings.level) == (Keep.TYPED, LevelKind.HASTY)
    assert at.session_state[Key.SEAT].fair
    duel_to_end(at, SECRET, GUESSES)
    assert len(store.entries(room.code, token)) == 1
