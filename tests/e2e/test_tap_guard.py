"""두 번 누름 막기 (ui/browser/tap_guard.js, 페이지 문서의 머리 그대로) 를 빈 페이지에서: 누른
순간에 그 단추가 얼마나 보였는지로 듣고 버린다. 누름의 시각은 CDP 가 찍어 주므로 기계의 빠르기와
상관없다. 누름의 줄은 가짜 웹소켓으로: 서버의 메시지 (실행의 시작과 끝) 를 시험이 원하는 차례로
보내, 차례대로 단추는 보낸 누름의 실행이 끝나기 전에, 동작 단추는 그 실행이 시작되기 전에 다음
누름을 보내지 않는지 본다."""

from __future__ import annotations

import pytest
from pageops import REACTION_MS

from ui.browser import document_head
from ui.internals import (
    APP_SELECTOR,
    KEY_CLASS,
    NOT_RUNNING,
    RUNNING,
    SCRIPT_STATE,
    STREAM,
    ForwardMsg,
)
from ui.turns import SEEN_MS, seq_key, turn_key

pytestmark = pytest.mark.e2e

KEY = KEY_CLASS + turn_key("ans", 7)

ADD_BUTTON = """key => {
  const box = document.createElement('div');
  box.className = key;
  box.innerHTML = '<button style="width:200px;height:60px">answer</button>';
  box.querySelector('button').addEventListener('click', () => {
    window.heard += 1;
    (window.order ??= []).push(key);
  });
  document.body.appendChild(box);
}"""


def open_guard(page, before: str = ""):
    """빈 페이지에 문서의 머리 (막기가 든) 를, 그 앞에 before 를 깐다."""
    head = document_head(chart_first=False).decode()
    page.set_content(f"<html><head>{before}{head}</head><body></body></html>")
    # heard: 단추가 들은 누름, arrived: 창에 닿은 누름 (막기가 듣거나 버리기 전)
    page.evaluate(
        "() => { window.heard = 0; window.arrived = 0;"
        " addEventListener('pointerup', () => { window.arrived += 1; }, true); }"
    )
    page.wait_for_function("() => !!window.__turnTapGuard")
    return page


@pytest.fixture
def guarded(page):
    return open_guard(page)


@pytest.fixture
def socketed(page):
    """가짜 웹소켓 위의 빈 페이지에 Streamlit 의 웹소켓 (stream 주소) 하나."""
    open_guard(page, FAKE_SOCKET)
    page.evaluate("stream => new WebSocket('ws://127.0.0.1/' + stream)", STREAM)
    return page


def painted_at(page, key: str) -> float:
    """문지기가 적은, 그 단추가 처음 칠해진 시각 (performance.now 기준, ms)."""
    page.wait_for_function("k => window.__turnTapGuard.seen.has(k)", arg=key)
    return page.evaluate("k => window.__turnTapGuard.seen.get(k)", key)


def tap_at(page, ms: float, key: str | None = None) -> None:
    """단추 (key 의 상자의, 없으면 마지막 단추) 를 누른다, 누른 시각은 ms (performance.now 기준) 로
    찍어서."""
    box = page.locator(f".{key} button" if key else "button").last.bounding_box()
    assert box is not None
    origin = page.evaluate("() => performance.timeOrigin")
    cdp = page.context.new_cdp_session(page)
    try:
        for kind in ("mousePressed", "mouseReleased"):
            event = {"type": kind, "x": box["x"] + 100, "y": box["y"] + 30}
            event |= {"button": "left", "clickCount": 1, "timestamp": (origin + ms) / 1000}
            cdp.send("Input.dispatchMouseEvent", event)
    finally:
        cdp.detach()


def heard(page) -> int:
    return page.evaluate("() => window.heard")


def arrived(page, n: int) -> None:
    """누름 n 개가 창에 닿을 때까지 (막기는 닿은 자리에서 듣거나 버린다)."""
    page.wait_for_function("n => window.arrived >= n", arg=n)


def test_a_tap_on_a_button_drawn_under_the_finger_is_dropped(guarded) -> None:
    """사람은 새 단추를 보고 누르기까지 적어도 0.2 초쯤 걸린다 (시각 반응 시간): 그보다 빨리 온
    누름은 보고 누른 것이 아니다. 폰의 두 번 누름 (0.1-0.25 초 간격) 의 두 번째 손가락이다."""
    guarded.evaluate(ADD_BUTTON, KEY)
    shown = painted_at(guarded, KEY)
    tap_at(guarded, shown + 100)  # 그려지고 0.1 초: 앞 누름의 두 번째 손가락
    tap_at(guarded, shown + 190)  # 반응 시간이 되기 전: 느린 두 번째 손가락
    tap_at(guarded, shown - 30)  # 그려지기 전에 누른 손가락 (바쁜 페이지가 늦게 처리)
    arrived(guarded, 3)
    assert heard(guarded) == 0


def test_a_tap_on_a_button_seen_long_enough_counts_however_soon_after_another(socketed) -> None:
    """보고 일부러 누른 사람 (반응 시간 REACTION_MS 뒤) 의 누름은 앞 누름과 0.15 초 간격이어도
    듣는다. 다만 앞 누름의 실행이 서버에서 시작된 뒤에 보낸다: 시작 전에 닿은 두 누름을 Streamlit 은
    한 실행으로 합쳐 콜백을 화면의 차례로 부른다 (0.1 초 뒤의 다른 대답이 첫 대답 대신 들렸다)."""
    socketed.evaluate(ADD_BUTTON, KEY)
    shown = painted_at(socketed, KEY)
    tap_at(socketed, shown + SEEN_MS + 1)
    tap_at(socketed, shown + REACTION_MS)
    arrived(socketed, 2)  # CDP 의 누름은 창이 처리하기 전에 돌아온다: 닿은 뒤에 센다
    assert heard(socketed) == 1  # 둘째는 줄에 섰다 (얼마나 기다리든: 아래의 시작 전에는)
    server_says(socketed, run_finished())  # 보내기 전에 시작한 실행의 끝: 이 누름의 것이 아니다
    assert heard_after_frames(socketed) == 1
    server_says(socketed, run_started())  # 첫 누름의 실행이 시작됐다: 이제 합쳐지지 않는다
    socketed.wait_for_function("() => window.heard === 2")


def test_a_button_drawn_again_after_it_left_the_screen_is_new(guarded) -> None:
    guarded.evaluate(ADD_BUTTON, KEY)
    first = painted_at(guarded, KEY)
    guarded.evaluate("() => document.querySelector('button').parentElement.remove()")
    guarded.wait_for_function("k => !window.__turnTapGuard.seen.has(k)", arg=KEY)
    # 기다림이 곧 시험이다: 단추가 SEEN_MS 보다 오래 없었다가 다시 그려져도 새로 본 것이어야 한다
    # (옛 시각이 남았다면 아래의 누름은 오래 본 단추로 들렸을 것이다)
    guarded.wait_for_timeout(SEEN_MS + 50)
    guarded.evaluate(ADD_BUTTON, KEY)
    again = guarded.evaluate(
        """([k, first]) => new Promise((done) => {
          const look = () => {
            const t = window.__turnTapGuard.seen.get(k);
            if (t !== undefined && t > first) done(t); else requestAnimationFrame(look);
          };
          look();
        })""",
        [KEY, first],
    )
    assert again > first + SEEN_MS
    tap_at(guarded, again + 100)
    arrived(guarded, 1)
    assert heard(guarded) == 0


def test_the_second_finger_of_a_double_tap_on_an_action_lands_on_no_keypad_key(socketed) -> None:
    """두 번 누른 '부르기': 첫 누름을 듣고 그 실행이 숫자 단추를 그 자리로 밀어 와도 두 번째 손가락
    (0.1 초 뒤, 같은 자리) 은 숫자를 적지 않는다. 그 자리에서 보고 누른 숫자는 듣는다."""
    socketed.evaluate(ADD_BUTTON, KEY)
    shown = painted_at(socketed, KEY)
    tap_at(socketed, shown + SEEN_MS + 1)  # '부르기': 오래 보인 동작 단추, 듣는다
    # 들을 때까지 기다린다: CDP 의 누름은 창이 처리하기 전에 돌아온다 (바쁜 기계에서 한 번 놓쳤다)
    socketed.wait_for_function("() => window.heard === 1")
    server_says(socketed, run_started())  # '부르기' 의 실행이 새 화면을 그린다
    socketed.evaluate("() => document.querySelector('button').parentElement.remove()")
    socketed.evaluate(ADD_BUTTON, "st-key-seq-yg_key_3")  # 같은 자리에 숫자 단추
    server_says(socketed, run_finished())
    socketed.evaluate(FRAMES_JS)  # 그 실행이 칠해졌다: 막기는 다음 누름을 곧바로 보낸다
    tap_at(socketed, shown + SEEN_MS + 101)  # 두 번째 손가락
    arrived(socketed, 2)
    assert heard(socketed) == 1
    tap_at(socketed, shown + 2 * SEEN_MS + 2)  # 숫자를 보고 누른 사람
    socketed.wait_for_function("() => window.heard === 2")


# 가짜 웹소켓: 문서의 스크립트보다 먼저 깔려, 막기 (와 connection.js) 가 감싸는 브라우저의
# 웹소켓 자리에 선다. 망에 닿지 않고, 서버의 메시지는 시험이 손으로 보낸다 (server_says)
FAKE_SOCKET = """<script>
window.WebSocket = class extends EventTarget {
  constructor(url) { super(); this.url = url; window.socket = this; }
  send() {}
  close() {}
};
</script>"""
SEQ = KEY_CLASS + seq_key("n")
# 세 번의 칠하기를 기다린다: 실행의 끝을 들은 막기는 두 번 칠한 뒤에 다음 누름을 보낸다
FRAMES_JS = """() => new Promise((done) =>
  requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))))"""


@pytest.fixture
def queued(socketed):
    """socketed 에 차례대로 단추 하나."""
    socketed.evaluate(ADD_BUTTON, SEQ)
    return socketed


def server_says(page, msg: ForwardMsg) -> None:
    """서버의 메시지 하나가 웹소켓에 닿은 것처럼 (Streamlit 이 보내는 바이트 그대로)."""
    data = list(msg.SerializeToString())
    page.evaluate(
        "b => window.socket.dispatchEvent(new MessageEvent('message',"
        " { data: new Uint8Array(b).buffer }))",
        data,
    )


def run_started() -> ForwardMsg:
    """실행의 시작 (new_session)."""
    msg = ForwardMsg(hash="start")
    msg.new_session.SetInParent()
    return msg


def run_finished(status: int = ForwardMsg.FINISHED_SUCCESSFULLY) -> ForwardMsg:
    """실행의 끝과 그 까닭."""
    return ForwardMsg(hash="finish", script_finished=status)


def heard_after_frames(page) -> int:
    """칠하기 세 번 뒤에 단추가 들은 누름의 수."""
    page.evaluate(FRAMES_JS)
    return heard(page)


def test_a_queued_tap_waits_for_the_run_of_the_tap_before_it(queued) -> None:
    """세 번 빠르게 누른 차례대로 단추: 첫 누름만 곧 가고, 나머지는 그 누름의 실행 (서버의 시작과
    끝) 이 끝날 때마다 하나씩 간다. 서버가 실행을 시작하기 전에 다음 누름이 닿으면 Streamlit 이
    같은 단추의 두 누름을 한 번으로 합치므로, 얼마나 기다리든 끝을 듣기 전에는 보내지 않는다."""
    start = queued.evaluate("() => performance.now()")
    for k in range(3):
        tap_at(queued, start + 300 * k)
    arrived(queued, 3)
    # 기다림이 곧 시험이다: 느린 서버가 실행을 시작조차 하지 않은 동안 (막기는 실행을 기다린다)
    queued.wait_for_timeout(1000)
    assert heard(queued) == 1
    server_says(queued, run_finished())  # 보내기 전에 시작한 실행의 끝: 이 누름의 것이 아니다
    assert heard_after_frames(queued) == 1
    server_says(queued, run_started())
    server_says(queued, run_finished(ForwardMsg.FINISHED_EARLY_FOR_RERUN))  # 다음 실행이 잇는다
    assert heard_after_frames(queued) == 1
    server_says(queued, run_started())
    server_says(queued, run_finished())
    queued.wait_for_function("() => window.heard === 2")
    server_says(queued, run_started())
    server_says(queued, run_finished(ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY))
    queued.wait_for_function("() => window.heard === 3")
    assert heard_after_frames(queued) == 3  # 줄이 비었다: 더 누르지 않는다


def test_a_queued_tap_waits_while_the_screen_still_says_running(queued) -> None:
    """끝을 들었어도 화면이 아직 '실행 중' 이면 (그 끝을 아직 그리지 않았거나 다른 실행이 돈다)
    화면이 멈춤을 그린 뒤에 다음 누름을 보낸다."""
    name, value = APP_SELECTOR.strip("[]").split("=")  # 앱 상자: [이름="값"]
    queued.evaluate(
        """([name, value, attr, state]) => {
          const app = document.createElement('div');
          app.setAttribute(name, value);
          app.setAttribute(attr, state);
          document.body.appendChild(app);
        }""",
        [name, value.strip('"'), SCRIPT_STATE, RUNNING],
    )
    start = queued.evaluate("() => performance.now()")
    tap_at(queued, start)
    tap_at(queued, start + 300)
    arrived(queued, 2)
    server_says(queued, run_started())
    server_says(queued, run_finished())
    assert heard_after_frames(queued) == 1
    queued.evaluate(
        "([css, attr, state]) => document.querySelector(css).setAttribute(attr, state)",
        [APP_SELECTOR, SCRIPT_STATE, NOT_RUNNING],
    )
    queued.wait_for_function("() => window.heard === 2")


def test_an_action_tap_after_queued_keys_goes_in_the_order_tapped(queued) -> None:
    """숫자 두 번을 빠르게 누르고 곧 동작 단추 ('부르기'): 동작 단추의 누름은 줄에 선 숫자
    뒤에, 앞 숫자의 실행이 시작된 뒤에 간다. 누른 차례대로 듣는다."""
    queued.evaluate(ADD_BUTTON, KEY)
    shown = painted_at(queued, KEY)
    tap_at(queued, shown + SEEN_MS + 1, SEQ)
    tap_at(queued, shown + SEEN_MS + 150, SEQ)
    tap_at(queued, shown + SEEN_MS + 300, KEY)
    arrived(queued, 3)
    assert heard(queued) == 1
    server_says(queued, run_started())
    assert heard_after_frames(queued) == 1  # 맨 앞은 숫자: 앞 실행이 칠해질 때까지
    server_says(queued, run_finished())
    queued.wait_for_function("() => window.heard === 2")
    assert heard_after_frames(queued) == 2  # 둘째 숫자의 실행이 시작되기 전
    server_says(queued, run_started())
    queued.wait_for_function("() => window.heard === 3")
    assert queued.evaluate("() => window.order") == [SEQ, SEQ, KEY]
