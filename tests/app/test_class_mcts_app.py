"""MCTS 의 예측 연습을 수업으로 (AppTest): 선생님이 방을 만들고, 학생이 들어와 열 번 예측하면 판에
한 번 적히고 (새로 고침도 한 번), 다른 씨앗 · 판의 링크나 페이지에서 바꾼 탐색은 세지 않는다.

저장소는 앱과 같은 SQLite 파일 (tests/conftest.py 가 CLASSROOM_DATA 를 임시 폴더로 둔다).
"""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import parse_qsl, urlsplit

import pytest
from apptest import new_app, predict_to_end, spy_switch_page, stamped, table_rows

from results.engine import default_sqlite_url, open_engine
from results.records import Activity
from results.store import ClassStore
from solver.gametree import tictactoe
from solver.gametree.mcts_trace import trace_mcts
from ui.classroom.class_state import seat_params
from ui.classroom.room_settings import RoomSettings
from ui.gametree.mcts_model import McGame
from ui.states import Key
from ui.text import tr

# 방의 탐색: 삼목 (0, 4, 8) 의 판, 씨앗 3, c √2. 처음 여섯 playout 이 뿌리를 넓히고 7 부터 고른다
POSITION = (0, 4, 8)
START = tictactoe.EMPTY
for _cell in POSITION:
    START = tictactoe.RULES.apply(START, _cell)
SEARCH = trace_mcts(tictactoe.RULES, START, playouts=30, rng=3).playouts
# 학생이 틀리게 누를 playout 들
MISSES = (8, 12)


@pytest.fixture
def store() -> Iterator[ClassStore]:
    engine = open_engine(default_sqlite_url())
    yield ClassStore(engine)
    engine.dispose()


def pick(playout: int, moves: list[int]) -> int:
    """UCT 가 고르는 수를 누른다 (MISSES 의 playout 에서는 다른 수)."""
    chose = SEARCH[playout - 1].select[0].chose
    return next(m for m in moves if m != chose) if playout in MISSES else chose


def _board(code: str, token: str):
    return new_app(
        "pages/class.py", direct=True, params={"lang": "en", "room": code, "token": token}
    )


def test_a_teachers_mcts_room_records_each_students_predictions_once_on_the_board(
    store: ClassStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 선생님: 활동과 그 탐색을 고르고 방을 만든다
    teacher = new_app("pages/class.py", direct=True, params={"lang": "en"})
    teacher.selectbox(key="cls_activity_en").set_value(Activity.MCTS).run()
    teacher.selectbox(key="cls_position_tictactoe_en").set_value(POSITION).run()
    teacher.number_input(key="cls_search_seed").set_value(3).run()
    stamped(teacher, "cls_make").click().run()
    _, board_url = (c.value for c in teacher.code)
    link = dict(parse_qsl(urlsplit(board_url).query))
    code, token = link["room"], link["token"]
    assert store.room(code).activity is Activity.MCTS
    # 학생: 별명으로 들어오면 방의 탐색으로 연습이 열린다
    sent = spy_switch_page(monkeypatch)
    at = new_app("pages/class.py", direct=True, params={"room": code, "lang": "en"})
    at.text_input(key="cls_nickname").set_value("Mina").run()
    stamped(at, "cls_join").click().run()
    (page, params), *_ = sent
    assert page == "pages/mcts.py"
    at = new_app(page, direct=True, params=params)  # 브라우저가 보낸 주소를 연다
    state = at.session_state[Key.MCTS]
    assert (state.game, state.moves, state.seed, state.practice) == (
        McGame.TICTACTOE,
        POSITION,
        3,
        True,
    )
    predict_to_end(at, pick)
    at.run()
    reload = {name: at.query_params[name] for name in at.query_params}
    new_app("pages/mcts.py", direct=True, params=reload).run()  # 새로 고침: 새 세션
    (entry,) = store.entries(code, token)
    assert (entry.payload["right"], entry.payload["total"]) == (8, 10)
    assert entry.payload["misses"] == list(MISSES)
    mine = tr("en", "seat_predictions", right=8, total=10)
    assert any(mine in c.value and "Mina" in c.value for c in at.caption)
    # 선생님의 판: 학생의 줄과 가장 많이 틀린 걸음
    board = _board(code, token)
    (row,) = table_rows(board, "nickname")
    assert (row["right predictions"], row["missed at playout"], row["tries"]) == (
        "8/10",
        "8, 12",
        "1",
    )
    shown = [m.value for m in board.markdown]
    assert tr("en", "cls_most_missed", n=8, missed=1, tried=1) in shown
    words = [e.value for kind in ("markdown", "caption", "subheader") for e in board.get(kind)]
    assert any(tr("en", "cls_set_seed", n=3) in w for w in words)


def _seated(store: ClassStore, more: dict[str, str]):
    settings = RoomSettings(Activity.MCTS, seed=3, position=POSITION)
    room, token = store.create_room("4반", Activity.MCTS, settings.query(), hours=1)
    student = store.join(room.code, "Bo")
    params = seat_params(room, student, "en") | more
    return room, token, new_app("pages/mcts.py", direct=True, params=params)


def test_a_link_to_another_seed_or_position_opens_the_rooms_search_and_says_so(
    store: ClassStore,
) -> None:
    room, token, at = _seated(store, {"seed": "4", "moves": "4", "guesses": "7.1,8.1"})
    state = at.session_state[Key.MCTS]
    assert (state.seed, state.moves, state.guesses) == (3, POSITION, {})
    notices = " ".join(i.value for i in at.info)
    assert all(f"`{name}`" in notices for name in ("seed", "moves", "guesses")), notices
    predict_to_end(at, pick)
    assert len(store.entries(room.code, token)) == 1  # 방의 탐색이라 센다


def test_a_search_changed_on_the_page_is_not_recorded(store: ClassStore) -> None:
    room, token, at = _seated(store, {})
    at.text_input(key="mc_seed").set_value("4").run()
    assert at.session_state[Key.MCTS].seed == 4 and not at.session_state[Key.SEAT].fair
    predict_to_end(at, lambda _, moves: moves[0])
    at.run()
    assert store.entries(room.code, token) == []
    assert tr("en", "seat_not_counted") in [w.value for w in at.warning]
    # '방의 판 새로 하기' 가 방의 탐색으로 돌려놓는다: 처음부터 예측하면 센다
    at.button(key="seat_restart").click().run()
    assert at.session_state[Key.MCTS].seed == 3 and at.session_state[Key.SEAT].fair
    predict_to_end(at, pick)
    assert len(store.entries(room.code, token)) == 1
