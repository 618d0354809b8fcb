"""부하 시험의 클라이언트 (bench/load.py 가 쓴다): 브라우저 없이 Streamlit 의 웹소켓으로 말한다.

세션 하나가 웹소켓 (ui/internals.STREAM) 하나다. BackMsg (rerun_script) 를 보내고 그 실행의
script_finished 까지 ForwardMsg 를 읽어 화면 (Screen: 단추의 위젯 id, 상태 줄) 을 모은다. 단추
누름은 화면에 그려진 단추의 위젯 id ($$ID-<해시>-<열쇠>) 에 trigger_value 를 실어 다시 돌리는 것.

브라우저처럼 먼저 페이지 주소를 HTTP 로 열고, 받은 쿠키 (분산기의 SRV 같은 것) 를 웹소켓 업그레이드
요청과 뒤의 HTTP 요청 (기록 CSV 내려받기) 에 싣는다. 분산기가 응답에 적는 복제본 이름 (X-Replica,
deploy/haproxy.cfg) 을 요청마다 모아, 한 세션이 두 복제본에 닿으면 'crossed' 오류로 센다.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import math
import random
import re
import time
import urllib.request
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from email.message import Message
from http.cookies import SimpleCookie

import websockets

from ui.internals import (
    COMPONENT_ELEMENT,
    STREAM,
    BackMsg,
    Delta,
    ForwardMsg,
    WidgetState,
    component_trigger_id,
)
from ui.pacer import BEAT_EVENT
from ui.pacer import COMPONENT as PACER

__all__ = [
    "HISTORY_CSV",
    "PAGES",
    "REPLICA_HEADER",
    "STEP_TIMEOUT",
    "Cookies",
    "Missing",
    "Screen",
    "SessionLog",
    "Tab",
    "drive",
    "fetch",
    "percentile",
]

# 세션이 번갈아 여는 페이지 (ui/nav.py 의 주소)
PAGES = ("autoplay", "keeper")
# 실행 하나를 기다리는 가장 긴 시간, 초 (넘으면 시간 초과 오류로 세고 그 세션을 닫는다)
STEP_TIMEOUT = 60.0
# 페이지마다 누르는 단추 열쇠의 앞부분 (ui/turns.turn_key: turn-<이름>-<차례>[-<대답>])
ACTION = {"autoplay": "turn-auto_step-", "keeper": "turn-keeper_ans-"}
RESTART = {"autoplay": "turn-auto_new-", "keeper": "turn-keeper_new-"}
# 박자를 따라 도는 세션이 끝난 판에서 누르는 '새 비밀 수' (자동 진행을 다시 켠다)
PLAY_RESTART = "turn-auto_new_end-"
# 페이지마다 기록 CSV 내려받기 단추의 열쇠 (ui/views/code_widgets.history_table 의 key + "_csv")
HISTORY_CSV = {"autoplay": "auto_history_csv", "keeper": "keeper_history_csv"}
# 분산기가 답한 복제본의 이름을 적는 응답 머리글 (deploy/haproxy.cfg 의 http-response set-header)
REPLICA_HEADER = "X-Replica"
# 상태 줄 (ui/text 의 'status', 기본 언어 한국어; 제목의 높이는 페이지마다) 과 자동 진행의 추측 줄
# (→ 면 대답을 보이는 단계)
STATUS = re.compile(r"#+ (\d+)번째 질문 · 후보 \d+개")
GUESS = re.compile(r"^#+ `[^`]*` (→|—)", re.MULTILINE)
# 다시 돌리느라 멈춘 실행의 끝 (곧 다음 실행이 오므로 더 기다린다). 다른 script_finished 는 끝이다
RESTARTED = ForwardMsg.FINISHED_EARLY_FOR_RERUN
WIDGET_PREFIX = "$$ID-"


@dataclass(frozen=True)
class Beat:
    """화면의 박자 요소 (ui/pacer.py): 요소 id, 그것이 든 조각의 id, 지금 판의 박자 이름.
    브라우저는 판이 그려지고 한 간격 뒤에 이 이름을 돌려보내 그 조각만 다시 돌린다."""

    element: str
    fragment: str
    name: str

    def widget(self) -> WidgetState:
        """박자를 돌려보내는 위젯 값 (st.components.v2 의 trigger 모음에 'due' 하나)."""
        payload = json.dumps([{"event": BEAT_EVENT, "value": self.name}])
        return WidgetState(id=component_trigger_id(self.element), json_trigger_value=payload)


class Missing(Exception):
    """화면에 있어야 할 단추 · 토글 · 상태 줄이 없다."""


@dataclass
class Screen:
    """실행 하나가 그린 화면에서 부하 시험이 보는 것.

    buttons: 단추 열쇠 → (위젯 id, 주 단추인지). 지킴이의 대답 단추는 남는 후보가 있으면 주 단추다.
    toggles: 토글 · 체크 상자 열쇠 → 위젯 id. texts: 글 상자 열쇠 → 위젯 id. lines: 글 (마크다운 ·
    캡션) 의 본문들. turn: 상태 줄의 질문 번호 (없으면 None).
    downloads: 내려받기 단추 열쇠 → 파일의 주소 (/media/..., 그 복제본의 메모리에 있다).
    """

    buttons: dict[str, tuple[str, bool]] = field(default_factory=dict)
    toggles: dict[str, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    downloads: dict[str, str] = field(default_factory=dict)
    turn: int | None = None
    answered: bool = False
    guess_read: bool = False
    won: bool = False
    exceptions: list[str] = field(default_factory=list)
    compile_error: bool = False
    beat: Beat | None = None

    def read(self, delta: Delta) -> None:
        """ForwardMsg 의 delta 하나를 읽는다 (새 요소만 본다)."""
        if delta.WhichOneof("type") != "new_element":
            return
        element = delta.new_element
        kind = element.WhichOneof("type")
        if kind == "button":
            self.buttons[_user_key(element.button.id)] = (
                element.button.id,
                element.button.type == "primary",
            )
        elif kind == "checkbox":
            self.toggles[_user_key(element.checkbox.id)] = element.checkbox.id
        elif kind == "text_input":
            self.texts[_user_key(element.text_input.id)] = element.text_input.id
        elif kind == "download_button":
            self.downloads[_user_key(element.download_button.id)] = element.download_button.url
        elif kind == "markdown":
            body = element.markdown.body
            self.lines.append(body)
            if self.turn is None and (found := STATUS.search(body)):
                self.turn = int(found.group(1))
            # 상태 줄과 같은 글 (또는 바로 뒤의 글) 의 추측 줄 (자동 진행)
            if self.turn is not None and not self.guess_read and (found := GUESS.search(body)):
                self.answered, self.guess_read = found.group(1) == "→", True
        elif kind == "alert" and element.alert.format == element.alert.SUCCESS:
            self.won = True  # 맞혔다는 알림은 판이 끝났을 때만 나온다
        elif kind == "exception":
            self.exceptions.append(f"{element.exception.type}: {element.exception.message}")
        elif kind == COMPONENT_ELEMENT and element.bidi_component.component_name == PACER:
            # 지금 판은 바이트로, 앞 판들 (bench.load --against 3d7d9c7) 은 JSON 으로 보낸다
            data = element.bidi_component.bytes or element.bidi_component.json
            beat = json.loads(data)["beat"]
            self.beat = Beat(element.bidi_component.id, delta.fragment_id, beat)

    def position(self, page: str) -> int:
        """판의 진행 위치: 새 판은 0, 받아들인 누름마다 1 씩 는다.

        자동 진행은 '부르기' 와 '대답 보이기' 가 한 단계씩이고 (n번째 질문의 두 단계), 지킴이는
        대답 하나가 한 단계다 (맞히면 질문 번호는 그대로이고 알림이 나온다).
        """
        if self.turn is None:
            raise Missing("status")
        if page == "autoplay":
            return 2 * (self.turn - 1) + int(self.answered)
        return self.turn - 1 + int(self.won)

    def has(self, prefix: str) -> bool:
        """열쇠가 prefix 로 시작하는 단추가 있는지."""
        return any(key.startswith(prefix) for key in self.buttons)

    def button(self, prefix: str, rng: random.Random) -> str:
        """열쇠가 prefix 로 시작하는 단추의 위젯 id. 주 단추가 있으면 그 가운데서 고른다."""
        found = [
            (wid, primary) for key, (wid, primary) in self.buttons.items() if key.startswith(prefix)
        ]
        if not found:  # 무엇이 대신 있었는지도 (오류의 종류로 모인다: 부하 시험이 실패하면 보인다)
            instead = f"buttons {sorted(self.buttons)[:3]}, text {self.lines[:1]}"
            raise Missing(f"{prefix} ({instead[:140]})")
        primary = [wid for wid, is_primary in found if is_primary]
        return rng.choice(primary or [wid for wid, _ in found])


def percentile(values: Sequence[float], q: float) -> float | None:
    """가장 가까운 순위의 백분위수 (q: 0-100). 값이 없으면 None."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(1, math.ceil(q / 100 * len(ordered))) - 1]


def _user_key(widget_id: str) -> str:
    """위젯 id ($$ID-<해시>-<열쇠>) 에서 열쇠를 꺼낸다 (우리 id 가 아니면 그대로)."""
    return widget_id.split("-", 2)[-1] if widget_id.startswith(WIDGET_PREFIX) else widget_id


class Tab:
    """브라우저 탭 하나처럼 구는 연결: 지금 페이지와 주소의 질의 문자열을 기억한다."""

    def __init__(self, ws: websockets.ClientConnection, page: str, query: str) -> None:
        self.ws = ws
        self.page = page
        self.query = query
        self.page_hash = ""

    async def run(
        self,
        widget: WidgetState | Sequence[WidgetState] | None,
        timeout: float,
        fragment: str = "",
    ) -> tuple[Screen, float]:
        """스크립트를 한 번 돌린다 (widget: 이번에 바꾼 위젯 (들: 글 상자와 단추를 한 번에),
        fragment: 그 조각만 다시 돌릴 때 그 id). (화면, 걸린 ms) 를 돌려준다."""
        msg = BackMsg()
        state = msg.rerun_script
        state.query_string = self.query
        # 첫 실행은 페이지 이름으로, 다음부터는 브라우저처럼 서버가 알려 준 페이지 해시로
        if self.page_hash:
            state.page_script_hash = self.page_hash
        else:
            state.page_name = self.page
        if isinstance(widget, WidgetState):
            state.widget_states.widgets.append(widget)
        elif widget is not None:
            state.widget_states.widgets.extend(widget)
        state.fragment_id = fragment
        start = time.perf_counter()
        await self.ws.send(msg.SerializeToString())
        screen = Screen()
        async with asyncio.timeout(timeout):
            while True:
                fwd = ForwardMsg.FromString(await self.ws.recv())
                kind = fwd.WhichOneof("type")
                if kind == "new_session":  # 실행의 시작 (다시 시작한 실행이면 화면을 새로)
                    screen = Screen()
                elif kind == "navigation":  # 이번 실행의 페이지 (new_session 의 해시는 진입 파일)
                    self.page_hash = fwd.navigation.page_script_hash
                elif kind == "page_info_changed":  # 앱이 주소를 고쳤다 (ui/links.keep)
                    self.query = fwd.page_info_changed.query_string
                elif kind == "delta":
                    screen.read(fwd.delta)
                elif kind == "script_finished" and fwd.script_finished != RESTARTED:
                    screen.compile_error = (
                        fwd.script_finished == ForwardMsg.FINISHED_WITH_COMPILE_ERROR
                    )
                    return screen, (time.perf_counter() - start) * 1000


@dataclass
class SessionLog:
    """세션 하나의 기록. positions: 실행마다 판의 진행 위치. actions: 받아들여진 누름 수
    (새 판 누름은 빼고). errors: 오류 종류별 수. first_error: 첫 오류의 설명 (찾아보라고).
    replicas: HTTP 교환마다 (페이지 · 웹소켓 업그레이드 · 내려받기) 분산기가 적은 복제본 이름
    (분산기가 없으면 비어 있다). downloads: 내려받은 파일의 바이트."""

    page: str
    latencies_ms: list[float] = field(default_factory=list)
    positions: list[int] = field(default_factory=list)
    actions: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    first_error: str | None = None
    replicas: list[str] = field(default_factory=list)
    downloads: list[bytes] = field(default_factory=list)

    def fail(self, kind: str, detail: str) -> None:
        """오류 하나를 센다."""
        self.errors[kind] += 1
        self.first_error = self.first_error or f"{self.page}: {kind}: {detail}"

    @property
    def replica(self) -> str | None:
        """이 세션을 받은 복제본 (처음 닿은 것; 분산기가 없으면 None)."""
        return self.replicas[0] if self.replicas else None

    def saw(self, headers: Mapping[str, str] | Message) -> None:
        """응답 머리글 (HTTP 응답이나 웹소켓 업그레이드 응답) 의 복제본 이름을 적는다 (없으면
        적지 않는다)."""
        name = headers.get(REPLICA_HEADER)
        if name:
            self.replicas.append(name)


class Cookies:
    """브라우저의 쿠키 통: 받은 Set-Cookie 를 이름별로 두고 다음 요청의 Cookie 머리글로 낸다."""

    def __init__(self) -> None:
        self.values: dict[str, str] = {}

    def keep(self, headers: Message) -> None:
        """응답의 Set-Cookie 들을 담는다."""
        for line in headers.get_all("Set-Cookie") or []:
            jar: SimpleCookie = SimpleCookie()
            jar.load(line)
            self.values |= {name: morsel.value for name, morsel in jar.items()}

    def header(self) -> dict[str, str]:
        """요청에 붙일 머리글 (쿠키가 없으면 빈 dict)."""
        if not self.values:
            return {}
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.values.items())}


async def fetch(url: str, cookies: Cookies, log: SessionLog, timeout: float, accept: str) -> bytes:
    """HTTP GET 하나 (쿠키를 싣고, 받은 쿠키와 복제본 이름을 적는다). 이벤트 루프를 막지 않게
    스레드에서. 실패 (HTTP 오류 포함) 는 OSError: 응답 중간에 끊긴 연결 (복제본을 죽였다:
    http.client.IncompleteRead) 도 브라우저처럼 끊김으로 본다."""

    def fetch() -> tuple[bytes, Message]:
        request = urllib.request.Request(url, headers={"Accept": accept, **cookies.header()})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return response.read(), response.headers
        except http.client.HTTPException as cut:
            raise ConnectionError(f"{type(cut).__name__}: {cut}") from cut

    body, headers = await asyncio.to_thread(fetch)
    cookies.keep(headers)
    log.saw(headers)
    return body


async def _step(
    tab: Tab,
    log: SessionLog,
    widget: WidgetState | None,
    expected: int,
    timeout: float,
    fragment: str = "",
) -> Screen:
    """한 번 돌리고 기록한다. 진행 위치가 expected 가 아니면 어긋남으로 센다."""
    screen, ms = await tab.run(widget, timeout, fragment)
    log.latencies_ms.append(ms)
    for message in screen.exceptions:
        log.fail("exception", message)
    if screen.compile_error:
        log.fail("script", "FINISHED_WITH_COMPILE_ERROR")
    position = screen.position(tab.page)
    log.positions.append(position)
    if position != expected:
        log.fail("mismatch", f"position {position}, expected {expected}")
    return screen


async def drive(
    url: str,
    page: str,
    *,
    until: float | None = None,
    actions: int | None = None,
    at_least: int = 0,
    think: float = 0.0,
    query: str = "",
    seed: int = 0,
    timeout: float = STEP_TIMEOUT,
    download: bool = False,
    play: bool = False,
) -> SessionLog:
    """세션 하나를 연다: 페이지를 열고 (자동 진행이면 토글을 끄고) 누름을 되풀이한다.

    until: 이 시각 (time.monotonic) 까지 누른다. actions: 받아들여진 누름이 이만큼이면 멈춘다.
    at_least: 받아들여진 누름이 이만큼 될 때까지는 until 이 지나도 누른다.
    think: 누름 사이에 쉬는 평균 시간, 초 (사람처럼 화면을 보는 시간; 0.5-1.5 배로 흩뜨린다).
    query: 첫 주소의 질의 문자열 (secret=987 처럼). seed: 지킴이 대답을 고르는 난수의 씨앗.
    download: 마지막 실행이 그린 기록 CSV 를 그 주소로 같은 쿠키를 실어 내려받는다 (log.downloads).
    play: 자동 진행을 켠 채 둔다: 한 단계는 브라우저처럼 박자를 돌려보내 판의 조각만 다시 돌린 것
    (누름 대신; think 는 박자 사이의 시간), 끝난 판에서는 '새 비밀 수'.
    오류는 던지지 않고 기록에 센다 (시간 초과 · 끊김 · 접속 실패면 거기서 세션을 닫는다). 한 세션이
    두 복제본에 닿으면 'crossed'.
    """
    log = SessionLog(page)
    rng = random.Random(seed)
    base = url.rstrip("/")
    stream = "ws" + base.removeprefix("http") + "/" + STREAM
    cookies = Cookies()

    def more() -> bool:
        if log.actions < at_least and not log.errors:  # 오류가 나면 더 늘이지 않는다
            return True
        if actions is not None and log.actions >= actions:
            return False
        return until is None or time.monotonic() < until

    try:
        # 브라우저처럼 페이지를 먼저 연다: 분산기가 이 응답에 복제본 쿠키를 심는다
        address = f"{base}/{page}" + (f"?{query}" if query else "")
        await fetch(address, cookies, log, timeout, "text/html")
        async with websockets.connect(
            stream,
            subprotocols=["streamlit"],
            max_size=None,  # 차트가 든 ForwardMsg 는 기본 한도 (1 MiB) 를 넘을 수 있다
            ping_interval=None,  # 브라우저처럼 핑은 서버만 보낸다
            open_timeout=timeout,
            additional_headers=cookies.header(),
        ) as ws:
            log.saw(ws.response.headers)
            tab = Tab(ws, page, query)
            screen = await _step(tab, log, None, 0, timeout)
            if page == "autoplay" and not play:  # 박자의 단계가 섞이지 않게 자동 진행을 끈다
                toggle = screen.toggles.get("auto_playing")
                if toggle is None:
                    raise Missing("auto_playing")
                off = WidgetState(id=toggle, bool_value=False)
                screen = await _step(tab, log, off, log.positions[-1], timeout)
            while more():
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                if not more():  # 쉬는 사이에 시간이 다 됐다
                    break
                before = log.positions[-1]
                if play and not screen.won:  # 브라우저의 박자: 판의 조각만 다시 돈다
                    if screen.beat is None:
                        raise Missing("pacer")
                    beat, expected = screen.beat, before + 1
                    screen = await _step(tab, log, beat.widget(), expected, timeout, beat.fragment)
                    if log.positions[-1] == expected:
                        log.actions += 1
                    continue
                restart = PLAY_RESTART if play else RESTART[page]
                prefix, expected = (restart, 0) if screen.won else (ACTION[page], before + 1)
                click = WidgetState(id=screen.button(prefix, rng), trigger_value=True)
                screen = await _step(tab, log, click, expected, timeout)
                if prefix == ACTION[page] and log.positions[-1] == expected:
                    log.actions += 1
            if download:  # 파일은 이 실행이 만든 것이라 웹소켓이 열려 있는 동안 받는다
                media = screen.downloads.get(HISTORY_CSV[page])
                if media is None:
                    raise Missing(HISTORY_CSV[page])
                log.downloads.append(await fetch(base + media, cookies, log, timeout, "*/*"))
    except TimeoutError:
        log.fail("timeout", f"no script_finished within {timeout:g} s")
    except websockets.ConnectionClosed as closed:
        log.fail("disconnect", str(closed))
    except OSError as exc:
        log.fail("connect", str(exc))
    except Missing as missing:
        log.fail("missing", str(missing))
    if len(set(log.replicas)) > 1:
        log.fail("crossed", " -> ".join(log.replicas))
    return log
