"""AppTest 시험의 도우미: 앱 경로, 새 AppTest 를 만드는 함수, 차례가 붙은 단추 찾기.

streamlit 은 쓸 때만 불러온다 (엔진 시험은 streamlit 없이 빨리 돈다).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from solver.codebreaking.session import CodeGame
from ui.browser import CHART_COMPONENT
from ui.charts import unpack
from ui.internals import COMPONENT_ELEMENT
from ui.states import Key
from ui.turns import turn_key

if TYPE_CHECKING:
    import pytest
    from streamlit.testing.v1 import AppTest

# 시험 파일의 자리에서 찾으므로 pytest 를 어디서 돌려도 같은 앱을 연다
APP = Path(__file__).resolve().parent.parent / "streamlit_app.py"
# 한 번의 실행을 기다리는 한도, 초. 비교 페이지의 첫 계산은 따로 더 길게 준다
TIMEOUT = 60


def spy_switch_page(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, dict]]:
    """st.switch_page 를 엿본다: 부를 때마다 (페이지, 매개변수) 를 돌려준 목록에 적고 그대로
    옮긴다."""
    import streamlit

    sent: list[tuple[str, dict]] = []
    switch = streamlit.switch_page

    def spy(page: Any, *, query_params: Any = None) -> Any:
        sent.append((str(page), dict(query_params)))
        return switch(page, query_params=query_params)

    monkeypatch.setattr(streamlit, "switch_page", spy)
    return sent


def new_app(
    page: str | None = None,
    timeout: float = TIMEOUT,
    direct: bool = False,
    state: Mapping[Key, Any] | None = None,
    params: Mapping[str, str] | None = None,
) -> AppTest:
    """진입 파일로 돌린 AppTest. state 는 첫 실행 전에 넣을 session_state 값 (열쇠는 store.Key).

    page 는 "pages/keeper.py" 처럼. 주면 첫 화면을 한 번 돈 뒤 그 페이지로 옮겨 다시 돈다.
    direct=True 면 주소로 바로 연 것처럼 첫 실행부터 그 페이지를 돈다. params 는 첫 실행의
    주소 매개변수 (링크로 연 것처럼).
    """
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(APP), default_timeout=timeout)
    for key, value in (state or {}).items():
        at.session_state[key] = value
    for name, value in (params or {}).items():
        at.query_params[name] = value
    if page is not None and direct:
        return at.switch_page(page).run()
    at.run()
    if page is not None:
        at.switch_page(page).run()
    return at


def page_state(at: AppTest, key: Key) -> Any:
    """session_state 의 페이지 상태 (ui/states.py 의 열쇠로)."""
    return at.session_state[key]


def slot_game(at: AppTest, key: Key, variant: str) -> dict:
    """그 페이지 (자동 진행 · 지킴이) 의 그 게임 종류 판 (CodeGame.to_dict() 모양)."""
    return page_state(at, key).slots[variant].game


def pending_guess(at: AppTest, key: Key, variant: str) -> str:
    """그 판이 지금 묻는 추측 ('123')."""
    game = CodeGame.from_record(slot_game(at, key, variant))
    return game.variant.format(game.proposal().guess)


# 열쇠의 꼴을 turn_key 에서 읽으려고 넣어 보는 차례 (이 자리가 아무 차례 \d+ 가 된다)
_PROBE = 987654321


def _pattern(name: str, suffix: object | None) -> re.Pattern[str]:
    """동작 단추의 열쇠 turn-<이름>-<차례>[-<suffix>] (ui/turns.turn_key)."""
    probe = turn_key(name, _PROBE, *(() if suffix is None else (suffix,)))
    return re.compile(re.escape(probe).replace(str(_PROBE), r"\d+", 1))


def stamped(at: AppTest, name: str, suffix: object | None = None) -> Any:
    """차례 번호가 붙은 동작 단추를 찾는다. 꼭 하나여야 한다."""
    pattern = _pattern(name, suffix)
    found = [b for b in at.button if b.key and pattern.fullmatch(b.key)]
    assert len(found) == 1, f"{len(found)} buttons match {pattern.pattern}"
    return found[0]


def has_stamped(at: AppTest, name: str, suffix: object | None = None) -> bool:
    """그런 단추가 화면에 있는지."""
    pattern = _pattern(name, suffix)
    return any(b.key and pattern.fullmatch(b.key) for b in at.button)


def predict_to_end(at: AppTest, pick: Callable[[int, list[int]], int]) -> AppTest:
    """MCTS 의 예측 연습을 끝까지: 예측 단추가 있으면 하나를 누르고 (pick(playout, 누를 수 있는
    수들) 이 고른다), 없으면 '다음' 을 누른다. PRACTICE_ROUNDS 번 예측하면 멈춘다."""
    from ui.gametree.mcts_state import PRACTICE_ROUNDS
    from ui.turns import step_key

    for _ in range(400):
        state = at.session_state[Key.MCTS]
        if len(state.guesses) >= PRACTICE_ROUNDS:
            return at
        keys = [b.key for b in at.button if b.key and b.key.startswith("turn-mc_guess-")]
        if keys:
            moves = [int(k.rsplit("-", 1)[1]) for k in keys]
            stamped(at, "mc_guess", pick(state.playout, moves)).click().run()
        else:
            at.button(key=step_key("mc_forward")).click().run()
        assert not at.exception
    raise AssertionError("the practice did not finish")


def duel_to_end(
    at: AppTest, secret: str, guesses: Sequence[str] = (), *, stop: int | None = None
) -> AppTest:
    """대결을 페이지의 자판으로 끝까지 (적어 두는 비밀): 비밀을 적어야 하면 secret 을 적어 정하고,
    내 차례면 guesses 의 다음 추측 (다 쓰면 AI 의 비밀 수 duel_secret: 빨리 끝난다) 을 부른다.
    AI 의 추측에는 페이지가 대답한다. stop: 학생이 그만큼 부른 내 차례에서 멈춘다."""
    from solver.codebreaking.duel import MAX_ROUNDS, duel_secret
    from solver.codebreaking.variants import get_variant
    from ui.turns import seq_key

    left = list(guesses)
    for _ in range(MAX_ROUNDS + 1):
        variant = get_variant(at.session_state[Key.VARIANT])
        state = at.session_state[Key.DUEL]
        duel = state.duel(variant)
        if duel.over:
            return at
        if state.needs_secret(variant):
            code = secret
        elif len(duel.mine) == stop:
            return at
        else:
            number = state.slots[variant.name].number
            code = left.pop(0) if left else variant.format(duel_secret(variant, number))
        for symbol in code:
            at.button(key=seq_key(f"du_key_{symbol}")).click().run()
        stamped(at, "du_submit").click().run()
        assert not at.exception, at.exception
    raise AssertionError("the duel did not finish")


def _table_lines(markdown: str) -> list[str]:
    """Markdown 글에서 표의 줄들 (small_table 은 표 위에 제목 · 한 문장을 둘 수 있다)."""
    lines = markdown.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("| ")), len(lines))
    return lines[start:]


def table_rows(at: AppTest, first_column: str, having: str | None = None) -> list[dict[str, str]]:
    """첫 열 이름이 first_column 인 (having 이 있으면 그 열도 있는) 첫 Markdown 표
    (ui/widgets.small_table) 의 줄들 (칸은 글)."""
    for element in at.markdown:
        lines = _table_lines(element.value)
        if not lines:
            continue
        names = [c.strip() for c in lines[0].strip("|").split(" | ")]
        if names[0] != first_column or (having is not None and having not in names):
            continue
        return [
            dict(zip(names, (c.strip() for c in line.strip("|").split(" | ")), strict=True))
            for line in lines[2:]
        ]
    raise AssertionError(f"no table starting with the column {first_column!r}")


def table_columns(at: AppTest, column: str) -> dict[str, list[str]]:
    """열 column 이 있는 마지막 Markdown 표 (ui/widgets.small_table): 열 이름 → 칸 글들."""
    found: list[dict[str, list[str]]] = []
    for element in at.markdown:
        lines = _table_lines(element.value)
        if not lines:
            continue
        names = [c.strip() for c in lines[0].strip("|").split(" | ")]
        if column not in names:
            continue
        rows = [[c.strip() for c in line.strip("|").split(" | ")] for line in lines[2:]]
        found.append({name: [row[i] for row in rows] for i, name in enumerate(names)})
    assert found, f"no table with the column {column!r}"
    return found[-1]


def chart_payloads(at: AppTest) -> dict[str, tuple[str, dict[str, Any]]]:
    """이번 실행이 보낸 차트 요소들: 차트 열쇠 → (그림의 표, {"figure", "config", "label", "tap"})
    (ui/charts.payload 의 바이트를 ui/charts.unpack 으로 푼 것)."""
    found = {}
    for element in at.get(COMPONENT_ELEMENT):
        if element.proto.component_name == CHART_COMPONENT:
            data = element.proto.bytes.decode()
            key = element.proto.id.split("-", 2)[-1]  # $$ID-<해시>-<열쇠>
            found[key] = unpack(data)
    return found


def charts(at: AppTest) -> dict[str, dict[str, Any]]:
    """이번 실행이 그린 차트들: 차트 열쇠 → 그림 ({"data", "layout"}, 브라우저에 보낸 그대로)."""
    return {key: data["figure"] for key, (_, data) in chart_payloads(at).items()}
