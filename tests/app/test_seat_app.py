"""학생의 자리 (AppTest): room · me 링크로 앉고, 방의 활동이 끝나면 결과를 한 번 적는다.

방과 학생은 앱과 같은 SQLite 파일 (CLASSROOM_DATA, tests/conftest.py) 에 ClassStore 로 바로 만든다.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from apptest import duel_to_end, new_app, predict_to_end, spy_switch_page, stamped

from results.engine import default_sqlite_url, open_engine
from results.records import Activity, ClassError, ClassRefusal, Room, Student
from results.store import ClassStore
from solver.codebreaking.duel import duel_secret
from solver.codebreaking.feedback import encode
from solver.codebreaking.variants import get_variant
from solver.gametree.match import Status
from ui import links
from ui.classroom.class_state import seat_params
from ui.classroom.room_settings import RoomSettings
from ui.classroom.seat_game import game_of, room_game
from ui.codebreaking.you_guess_state import secret_for
from ui.gametree.alphabeta_puzzle import Shape
from ui.gametree.alphabeta_state import View
from ui.gametree.connect4_state import AISettings
from ui.states import Key
from ui.text import tr

GAME = 4242
SECRET = secret_for(get_variant("baseball3"), GAME)
AI_SECRET = get_variant("baseball3").format(duel_secret(get_variant("baseball3"), GAME))
# 방마다의 설정 (방의 query: 활동 페이지의 상태가 쓰는 링크 그대로)
QUERIES = {
    Activity.YOU_GUESS: RoomSettings(Activity.YOU_GUESS, game=GAME),
    Activity.KEEPER: RoomSettings(Activity.KEEPER),
    Activity.ALPHABETA: RoomSettings(Activity.ALPHABETA, seed=7, shape=Shape(2, 2)),
    Activity.TICTACTOE: RoomSettings(Activity.TICTACTOE, start="me"),
    Activity.CONNECT4: RoomSettings(Activity.CONNECT4, start="me", ai="ab1"),
    Activity.MCTS: RoomSettings(Activity.MCTS, seed=3, position=(0, 4, 8)),
    Activity.DUEL: RoomSettings(Activity.DUEL, game=GAME, start="ai"),
}
PAGES = {
    Activity.YOU_GUESS: "pages/you_guess.py",
    Activity.KEEPER: "pages/keeper.py",
    Activity.ALPHABETA: "pages/alphabeta.py",
    Activity.TICTACTOE: "pages/gametree.py",
    Activity.CONNECT4: "pages/connect4.py",
    Activity.MCTS: "pages/mcts.py",
    Activity.DUEL: "pages/duel.py",
}
# 끝난 판을 들고 온 링크 (활동마다): 자리는 이 수순을 쓰지 않는다
FINISHED = {
    Activity.YOU_GUESS: {"game": str(GAME), "guesses": SECRET},
    Activity.KEEPER: {"answers": "3S"},
    Activity.ALPHABETA: {"seed": "7", "depth": "2", "branching": "2", "view": "solution"},
    Activity.TICTACTOE: {"start": "me", "moves": "0,3,1,4,2"},
    Activity.CONNECT4: {"start": "me", "moves": "1212121"},
    Activity.MCTS: {"seed": "4", "guesses": ",".join(f"{n}.1" for n in range(7, 17))},
    # AI 의 첫 추측에 '3S' 라 대답하고 (AI 가 맞힘) 학생도 맞히는 비긴 판
    Activity.DUEL: {
        "game": str(GAME),
        "first": "ai",
        "moves": f"3S,{AI_SECRET}",
    },
}


@pytest.fixture
def store() -> Iterator[ClassStore]:
    """앱이 여는 것과 같은 SQLite 파일의 저장소."""
    engine = open_engine(default_sqlite_url())
    yield ClassStore(engine)
    engine.dispose()


def seat_in(store: ClassStore, activity: Activity) -> tuple[Room, str, Student]:
    """방 하나 (활동 activity, 설정 QUERIES) 와 그 방에 든 학생: (방, 선생님의 열쇠, 학생)."""
    room, token = store.create_room("3반 수업", activity, QUERIES[activity].query(), hours=1)
    return room, token, store.join(room.code, "민지")


def open_seated(
    activity: Activity, room: Room, student: Student, params: dict[str, str] | None = None
) -> Any:
    """앉은 학생이 링크를 연다 (params: 링크에 더 실은 것; 없으면 방의 링크 그대로)."""
    link = seat_params(room, student, "ko") | (params or {})
    return new_app(PAGES[activity], direct=True, params=link)


def play_to_end(activity: Activity, at: Any) -> Any:
    """자리에서 판을 처음부터 눌러서 끝낸다 (사람이 하듯 한 수씩)."""
    if activity is Activity.YOU_GUESS:
        for symbol in SECRET:
            at.button(key=f"seq-yg_key_{symbol}").click().run()
        stamped(at, "yg_submit").click().run()
    elif activity is Activity.KEEPER:
        stamped(at, "keeper_ans", encode(get_variant("baseball3"), 3, 0)).click().run()
    elif activity is Activity.ALPHABETA:
        at.segmented_control(key="ab_view_ko").set_value(View.SOLUTION).run()
    elif activity is Activity.TICTACTOE:
        for _ in range(9):
            match = at.session_state[Key.GAMETREE].match
            if match.status not in (Status.PLAY, Status.AI):
                break
            cell = next(c for c in (4, 0, 2, 6, 8, 1, 3, 5, 7) if match.board[c] is None)
            stamped(at, "gt_cell", cell).click().run()
    elif activity is Activity.MCTS:
        predict_to_end(at, lambda _, moves: moves[0])
    elif activity is Activity.DUEL:
        duel_to_end(at, "123")
    else:
        for _ in range(22):
            four = at.session_state[Key.CONNECT4]
            if four.over:
                break
            column = next(c for c in (4, 3, 5, 2, 6, 1, 7) if c in four.playable())
            stamped(at, "c4_drop", column).click().run()
    assert not at.exception
    return at


def captions(at: Any) -> str:
    return "\n".join(c.value for c in at.caption)


def test_a_guess_game_played_in_the_seat_is_recorded_once_across_reruns_and_reloads(
    store,
) -> None:
    room, token, student = seat_in(store, Activity.YOU_GUESS)
    at = play_to_end(Activity.YOU_GUESS, open_seated(Activity.YOU_GUESS, room, student))
    at.run()
    reload = {name: at.query_params[name] for name in at.query_params}
    new_app(PAGES[Activity.YOU_GUESS], direct=True, params=reload).run()  # 새로 고침: 새 세션
    (entry,) = store.entries(room.code, token)
    assert entry.student == student.key
    assert entry.payload["guesses"] == 1 and entry.payload["secret"] == SECRET
    line = tr("ko", "seat_line", title=room.title, nickname=student.nickname)
    assert line in captions(at)
    assert tr("ko", "seat_guesses", n=1) in captions(at)  # 내 결과와 반의 결과


def test_links_written_while_seated_carry_room_and_me_but_share_links_do_not(store) -> None:
    room, _, student = seat_in(store, Activity.YOU_GUESS)
    at = open_seated(Activity.YOU_GUESS, room, student)
    assert at.query_params["room"] == room.code and at.query_params["me"] == student.key
    assert at.query_params["game"] == str(GAME)
    play_to_end(Activity.YOU_GUESS, at)  # 끝난 판에 공유 상자가 나온다
    shared = [box.value for box in at.text_area]
    assert shared and all(student.key not in text for text in shared)


def test_a_down_database_keeps_the_result_pending_and_the_next_run_sends_it(
    store, monkeypatch
) -> None:
    room, token, student = seat_in(store, Activity.KEEPER)
    at = open_seated(Activity.KEEPER, room, student)
    record = ClassStore.record
    calls: list[str] = []

    def down_once(self: ClassStore, *args: Any) -> bool:
        calls.append("record")
        if len(calls) == 1:
            raise ClassError(ClassRefusal.DATABASE_DOWN)
        return record(self, *args)

    monkeypatch.setattr(ClassStore, "record", down_once)
    play_to_end(Activity.KEEPER, at)
    assert tr("ko", "seat_pending") in captions(at)
    assert len(at.session_state[Key.SEAT].pending) == 1
    assert store.entries(room.code, token) == []
    at.run()
    assert not at.session_state[Key.SEAT].pending
    assert len(store.entries(room.code, token)) == 1
    assert tr("ko", "seat_pending") not in captions(at)


def test_a_closed_room_says_the_result_was_not_recorded(store) -> None:
    room, token, student = seat_in(store, Activity.KEEPER)
    at = open_seated(Activity.KEEPER, room, student)
    store.close(room.code, token)
    play_to_end(Activity.KEEPER, at)
    assert [w.value for w in at.warning] == [tr("ko", "seat_closed")]
    assert store.entries(room.code, token) == []


def test_a_wrong_student_key_says_so_and_the_page_plays_unseated(store) -> None:
    room, _, _ = seat_in(store, Activity.YOU_GUESS)
    params = FINISHED[Activity.YOU_GUESS] | {"room": room.code, "me": "nobody"}
    at = new_app(PAGES[Activity.YOU_GUESS], direct=True, params=params)
    assert tr("ko", "seat_bad_student") in [w.value for w in at.warning]
    assert not at.session_state[Key.SEAT].seated
    assert "room" not in at.query_params and "me" not in at.query_params
    assert at.query_params["game"] == str(GAME)  # 페이지는 그대로 열린다


def test_a_seated_student_on_another_activity_page_records_nothing(store) -> None:
    room, token, student = seat_in(store, Activity.KEEPER)
    params = FINISHED[Activity.CONNECT4] | {"room": room.code, "me": student.key}
    at = new_app(PAGES[Activity.CONNECT4], direct=True, params=params)
    assert at.session_state[Key.SEAT].seated and not at.session_state[Key.SEAT].pending
    assert store.entries(room.code, token) == []


# 활동마다 끝난 판이 적는 결과의 열쇠 (공통 요약의 약속)
SHAPES = {
    Activity.YOU_GUESS: {
        "variant", "game", "secret", "guesses", "guess_list", "hard", "hints", "skill", "luck"
    },
    Activity.ALPHABETA: {
        "seed", "depth", "branching", "root", "right", "wrong", "wrong_nodes",
        "cutoffs_found", "cutoffs_total", "missed_cuts", "checks",
    },
    Activity.KEEPER: {"variant", "guesses", "contradictions", "solved"},
    Activity.TICTACTOE: {"result", "moves", "ai"},
    Activity.CONNECT4: {"result", "moves", "ai"},
    Activity.MCTS: {
        "game", "moves", "seed", "c", "right", "total", "misses", "predictions"
    },
    Activity.DUEL: {"variant", "level", "result", "guesses", "ai_guesses"},
}  # fmt: skip


@pytest.mark.parametrize("activity", list(Activity))
def test_each_activity_played_in_the_seat_records_a_payload_of_its_shape(store, activity) -> None:
    room, token, student = seat_in(store, activity)
    play_to_end(activity, open_seated(activity, room, student))
    (entry,) = store.entries(room.code, token)
    assert entry.payload.keys() == SHAPES[activity] | {"activity"}
    assert entry.payload["activity"] == activity.value


# 끝난 판의 링크에서 자리가 쓰지 않는 이름 (활동마다 하나)
IGNORED = {
    Activity.YOU_GUESS: "guesses",
    Activity.KEEPER: "answers",
    Activity.ALPHABETA: "view",
    Activity.TICTACTOE: "moves",
    Activity.CONNECT4: "moves",
    Activity.MCTS: "guesses",
    Activity.DUEL: "moves",
}


@pytest.mark.parametrize("activity", list(Activity))
def test_a_finished_game_arriving_by_link_is_not_applied_nor_recorded(store, activity) -> None:
    room, token, student = seat_in(store, activity)
    at = open_seated(activity, room, student, FINISHED[activity])
    notices = [i.value for i in at.info]
    assert any(f"`{IGNORED[activity]}`" in text for text in notices), notices
    assert all(student.key not in text and "`me`" not in text for text in notices)
    # 링크의 수순 대신 방의 판이 처음부터 열렸다
    game = {k: at.query_params[k] for k in at.query_params}
    assert game_of(activity, game) == room_game(room)
    at.run()
    assert store.entries(room.code, token) == []


def test_a_link_that_changes_the_ai_is_not_applied_and_the_game_counts_with_the_rooms_ai(
    store,
) -> None:
    room, token, student = seat_in(store, Activity.CONNECT4)
    at = open_seated(Activity.CONNECT4, room, student, {"ai": "ab2", "temp": "2"})
    four = at.session_state[Key.CONNECT4]
    assert four.ai.spec == "ab1" and four.ai.temperature == 0
    texts = " ".join(i.value for i in at.info)
    assert "`ai`" in texts and "`temp`" in texts
    play_to_end(Activity.CONNECT4, at)
    (entry,) = store.entries(room.code, token)
    assert "ai=ab1" in entry.payload["ai"]


def test_changing_the_ai_on_the_page_mid_game_is_not_recorded_until_a_new_room_game(
    store,
) -> None:
    room, token, student = seat_in(store, Activity.CONNECT4)
    at = open_seated(Activity.CONNECT4, room, student)
    stamped(at, "c4_drop", 4).click().run()
    at.session_state[Key.CONNECT4].ai = AISettings.parse("ab2", 0.0)  # 설정 상자가 하는 일
    at.run()
    assert not at.session_state[Key.SEAT].fair
    assert tr("ko", "seat_not_counted") in [w.value for w in at.warning]
    play_to_end(Activity.CONNECT4, at)
    assert store.entries(room.code, token) == []
    at.button(key="seat_restart").click().run()  # 방의 판으로 새로
    four = at.session_state[Key.CONNECT4]
    assert four.ai.spec == "ab1" and not four.moves and at.session_state[Key.SEAT].fair
    play_to_end(Activity.CONNECT4, at)
    assert len(store.entries(room.code, token)) == 1


def test_reload_and_back_restore_the_game_the_server_kept(store, monkeypatch) -> None:
    room, _, student = seat_in(store, Activity.CONNECT4)
    at = open_seated(Activity.CONNECT4, room, student)
    stamped(at, "c4_drop", 4).click().run()
    stamped(at, "c4_drop", 3).click().run()
    played = at.session_state[Key.CONNECT4].moves
    assert len(played) == 4
    # 새로 고침 (새 세션) 의 링크가 판을 잃은 링크여도 (방의 링크: 들어오기의 뒤로 가기) 판은 그대로
    again = open_seated(Activity.CONNECT4, room, student)
    assert again.session_state[Key.CONNECT4].moves == played
    # 같은 세션의 뒤로 가기: 지난 수순의 링크가 와도 판을 무르지 않는다
    monkeypatch.setattr(links, "is_history_navigation", lambda: True)
    older = {k: again.query_params[k] for k in again.query_params} | {"moves": "4"}
    again.query_params.clear()
    for name, value in older.items():
        again.query_params[name] = value
    again.run()
    assert again.session_state[Key.CONNECT4].moves == played
    assert again.session_state[Key.SEAT].fair


def test_a_second_tab_plays_on_from_the_game_the_server_kept(store) -> None:
    room, token, student = seat_in(store, Activity.TICTACTOE)
    first = open_seated(Activity.TICTACTOE, room, student)
    stamped(first, "gt_cell", 4).click().run()
    second = open_seated(Activity.TICTACTOE, room, student)
    assert second.session_state[Key.GAMETREE].match.played == (
        first.session_state[Key.GAMETREE].match.played
    )
    play_to_end(Activity.TICTACTOE, second)
    assert len(store.entries(room.code, token)) == 1


def test_an_ai_duel_replay_link_does_not_carry_the_seat(store) -> None:
    room, _, student = seat_in(store, Activity.CONNECT4)
    at = open_seated(Activity.CONNECT4, room, student, {"view": "duel", "duel_games": "2"})
    stamped(at, "c4_run").click().run()
    tables = "\n".join(m.value for m in at.markdown)
    assert "moves=" in tables  # 판마다 다시 여는 링크
    assert student.key not in tables and f"room={room.code}" not in tables


def test_a_seat_link_on_a_page_without_the_activity_never_lists_the_students_key(store) -> None:
    room, _, student = seat_in(store, Activity.CONNECT4)
    at = new_app("pages/autoplay.py", direct=True, params={"room": room.code, "me": student.key})
    shown = [w.value for w in at.warning] + [i.value for i in at.info]
    assert all(student.key not in text and "`me" not in text for text in shown), shown


def test_back_to_the_join_link_mid_game_returns_to_the_same_game(store, monkeypatch) -> None:
    room, _, _ = seat_in(store, Activity.CONNECT4)
    at = new_app("pages/class.py", direct=True, params={"room": room.code})
    at.text_input(key="cls_nickname").set_value("뒤로").run()
    stamped(at, "cls_join").click().run()
    at.switch_page(PAGES[Activity.CONNECT4]).run()  # AppTest 는 st.switch_page 를 따라가지 않는다
    stamped(at, "c4_drop", 4).click().run()
    stamped(at, "c4_drop", 4).click().run()
    played = list(at.session_state[Key.CONNECT4].moves)
    assert len(played) == 4
    # 뒤로 가기: 들어오기 링크 (/class?room=CODE) 가 새 링크로 열린다
    monkeypatch.setattr(links, "is_history_navigation", lambda: True)
    at.switch_page("pages/class.py")
    at.query_params.clear()
    at.query_params["room"] = room.code
    at.run()
    assert list(at.session_state[Key.CONNECT4].moves) == played
    assert at.query_params["moves"] == "".join(map(str, played))
    assert at.session_state[Key.SEAT].fair


def test_a_seated_session_that_lands_on_the_make_form_gets_a_way_back_to_its_seat(
    store, monkeypatch
) -> None:
    """새로 고침 뒤의 뒤로 가기가 매개변수 없는 /class 를 열 때가 있다 (브라우저에서 본 것): 앉은
    세션은 만들기 화면 맨 위에서 한 번 눌러 제 자리로."""
    room, _, student = seat_in(store, Activity.CONNECT4)
    at = open_seated(Activity.CONNECT4, room, student)
    stamped(at, "c4_drop", 4).click().run()
    played = list(at.session_state[Key.CONNECT4].moves)
    sent = spy_switch_page(monkeypatch)
    at.switch_page("pages/class.py")
    at.query_params.clear()
    at.run()
    at.button(key="cls_back_to_seat").click().run()
    assert [(page, params["me"]) for page, params in sent] == [("pages/connect4.py", student.key)]
    at.switch_page(PAGES[Activity.CONNECT4]).run()  # AppTest 는 st.switch_page 를 따라가지 않는다
    assert list(at.session_state[Key.CONNECT4].moves) == played
    # 앉지 않은 세션 (선생님) 의 만들기 화면에는 없다
    teacher = new_app("pages/class.py", direct=True)
    assert not [b for b in teacher.button if b.key == "cls_back_to_seat"]
