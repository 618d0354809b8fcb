"""수업 페이지를 짓궂게 (AppTest): 든 뒤의 뒤로 가기, 돌아온 학생 (같은 세션 · 새로 고친 세션 ·
같은 기기의 새 세션) 은 별명 칸 없이 제 자리로, 만들기 화면은 어느 링크로 와도 새 번호.

기기 쿠키는 AppTest 가 달 수 없어 그것을 읽는 한 곳 (ui.classroom.db.device) 을 바꿔 낀다.
저장소는 앱과 같은 SQLite 파일 (tests/conftest.py 가 CLASSROOM_DATA 를 임시 폴더로 둔다).
"""

from __future__ import annotations

import pytest
from apptest import new_app, spy_switch_page, stamped

from results.engine import default_sqlite_url, open_engine
from results.records import Activity
from results.store import ClassStore
from solver.gametree.random_tree import MAX_SEED
from ui import links
from ui import states as ui_states
from ui.classroom import db


@pytest.fixture(scope="module")
def store() -> ClassStore:
    return ClassStore(open_engine(default_sqlite_url()))


def test_back_to_the_join_link_after_joining_returns_to_the_seat_not_a_taken_nickname(
    store: ClassStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    room, _ = store.create_room("뒤로 반", Activity.KEEPER, "variant=baseball3", hours=1)
    at = new_app("pages/class.py", direct=True, params={"room": room.code})
    at.text_input(key="cls_nickname").set_value("민수").run()
    stamped(at, "cls_join").click().run()
    me = at.query_params["me"]
    # 뒤로 가기: 브라우저의 역사가 학생의 링크를 다시 연다 (새 링크로)
    monkeypatch.setattr(links, "is_history_navigation", lambda: True)
    at.switch_page("pages/class.py")
    at.query_params.clear()
    at.query_params["room"] = room.code
    at.run()
    assert [e.value for e in at.error] == []
    assert at.query_params.get("me") == me  # 같은 자리의 활동 페이지로 돌아갔다
    assert store.joined(room.code) == 1


def _back_to(at, code: str) -> None:
    """뒤로 가기로 학생의 링크 (/class?room=CODE) 를 다시 연다."""
    at.switch_page("pages/class.py")
    at.query_params.clear()
    at.query_params["room"] = code
    at.run()


def test_a_reloaded_session_going_back_to_the_join_link_lands_in_its_seat(
    store: ClassStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """들고, 하고, 새로 고치고 (새 세션: 활동 페이지의 링크로 앉는다), 뒤로: 별명 칸이 아니라
    자리."""
    room, _ = store.create_room("새로 고침 반", Activity.KEEPER, "variant=baseball3", hours=1)
    minji = store.join(room.code, "민지")
    monkeypatch.setattr(db, "device", lambda: None)  # 쿠키를 받지 않는 기기: 세션의 자리로
    at = new_app("pages/keeper.py", direct=True, params={"room": room.code, "me": minji.key})
    monkeypatch.setattr(links, "is_history_navigation", lambda: True)
    sent = spy_switch_page(monkeypatch)
    _back_to(at, room.code)
    assert [e.value for e in at.error] == []
    assert [(page, params["me"]) for page, params in sent] == [("pages/keeper.py", minji.key)]
    assert at.query_params.get("me") == minji.key
    assert store.joined(room.code) == 1


def test_back_to_a_class_entry_holding_the_activity_pages_own_query_lands_in_the_seat(
    store: ClassStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """찾은 문제 (폰, 4 번에 2 번): 들고 새로 고친 뒤 뒤로 가면 수업 페이지의 칸이 활동 페이지가
    마지막으로 쓴 질의를 그대로 들고 왔다 (switch_page 가 떠나는 칸에 썼다). 같은 질의라고 링크를
    열지 않아 학생이 빈 수업 페이지 (방 만들기) 에 닿았다."""
    room, _ = store.create_room("같은 질의 반", Activity.KEEPER, "variant=baseball3", hours=1)
    minji = store.join(room.code, "민지")
    monkeypatch.setattr(db, "device", lambda: None)
    at = new_app("pages/keeper.py", direct=True, params={"room": room.code, "me": minji.key})
    written = dict(at.query_params)
    monkeypatch.setattr(links, "is_history_navigation", lambda: True)
    sent = spy_switch_page(monkeypatch)
    at.switch_page("pages/class.py")
    at.run()  # 질의는 그대로: 활동 페이지가 쓴 것
    assert written["me"] == minji.key
    assert [e.value for e in at.error] == []
    assert [(page, params["me"]) for page, params in sent] == [("pages/keeper.py", minji.key)]
    assert store.joined(room.code) == 1


def test_a_new_session_on_the_same_device_continues_in_the_seat_with_one_tap(
    store: ClassStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """같은 기기의 새 세션 (새 탭) 은 '민지 (으)로 이어 하기' 한 번으로 제 자리에. 별명 칸도 남아
    같이 쓰는 태블릿의 다른 학생은 남의 자리에 앉지 않는다."""
    room, _ = store.create_room("기기 반", Activity.KEEPER, "variant=baseball3", hours=1)
    monkeypatch.setattr(db, "device", lambda: "cookie-of-minjis-phone-0001")
    first = new_app("pages/class.py", direct=True, params={"room": room.code})
    first.text_input(key="cls_nickname").set_value("민지").run()
    stamped(first, "cls_join").click().run()
    me = first.query_params["me"]
    sent = spy_switch_page(monkeypatch)
    again = new_app("pages/class.py", direct=True, params={"room": room.code})  # 새 탭
    assert sent == [] and again.text_input(key="cls_nickname") is not None
    resume = stamped(again, "cls_resume")
    assert "민지" in resume.label
    resume.click().run()
    assert [(page, params["me"]) for page, params in sent] == [("pages/keeper.py", me)]
    assert again.query_params.get("me") == me
    assert store.joined(room.code) == 1
    # 다른 기기는 이어 하기 없이 별명 칸
    monkeypatch.setattr(db, "device", lambda: "cookie-of-another-phone-02")
    other = new_app("pages/class.py", direct=True, params={"room": room.code})
    assert other.text_input(key="cls_nickname") is not None and len(sent) == 1
    assert not [b for b in other.button if "cls_resume" in str(b.key)]


@pytest.mark.parametrize(
    ("how", "params"),
    [("bare", None), ("menu", None), ("lang", {"lang": "ko"})],
)
def test_the_make_form_draws_a_fresh_game_and_tree_number_whatever_the_entry_link(
    monkeypatch: pytest.MonkeyPatch, how: str, params: dict[str, str] | None
) -> None:
    """매개변수 없는 /class 와 메뉴로 온 만들기 화면도 새 번호 (전에는 게임 1 · 나무 0 이라 모든
    방의 비밀 수가 165 였다). 나무 번호 상자는 가장 큰 번호도 받는다."""
    for number, seed in ((1234, MAX_SEED), (5678, 9)):
        monkeypatch.setattr(ui_states, "new_game_number", lambda n=number: n)
        monkeypatch.setattr(ui_states, "new_seed", lambda s=seed: s)
        at = new_app("pages/class.py", direct=how != "menu", params=params)
        assert at.number_input(key="cls_game").value == number
        at.selectbox(key="cls_activity_ko").select_index(1).run()  # 알파-베타 연습
        assert at.number_input(key="cls_seed").value == seed
        assert [e.value for e in at.error] == [] and not at.exception
