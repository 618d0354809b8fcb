"""수업 페이지를 짓궂게 (AppTest): 든 뒤의 뒤로 가기.

저장소는 앱과 같은 SQLite 파일 (tests/conftest.py 가 CLASSROOM_DATA 를 임시 폴더로 둔다).
"""

from __future__ import annotations

import pytest
from apptest import new_app, stamped

from results.engine import default_sqlite_url, open_engine
from results.records import Activity
from results.store import ClassStore
from ui import links


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
