"""Streamlit 과 plotly 의 속 (공개 API 가 아닌 것) 은 여기에만 이름이 있다 (docs/architecture.md).

다른 곳은 여기서 이름을 가져간다: 서버의 주소 규칙, 페이지 문서 (index.html) 의 모양, 화면의
DOM 이름 (data-testid, 열쇠 클래스, 실행 상태 속성, plotly 의 그림 클래스), 비공개 모듈.
브라우저 파일 (ui/browser/) 은 이 이름들을 글자로 적지 않는다: 자바스크립트는 browser_names()
를 문서에서 받고, CSS 는 `$이름` 자리를 css() 가 채운다 (DOM 의 $main → stMain).

Streamlit · plotly 를 올리면 여기만 본다. 시험이 이름을 대며 확인한다: tests/ui/test_internals.py
(설치된 Streamlit 의 모듈과 화면 묶음에 이름이 아직 있는지), tests/e2e/test_framework_hooks.py
(진짜 화면에서). 여기에는 이름과 그 이름을 쓰는 가장 얇은 함수만 둔다.
"""

from __future__ import annotations

import asyncio
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from string import Template
from typing import Any

from streamlit import config
from streamlit.delta_generator import DeltaGenerator
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.Delta_pb2 import Delta
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit.runtime.fragment import MemoryFragmentStorage
from streamlit.runtime.memory_uploaded_file_manager import MemoryUploadedFileManager
from streamlit.runtime.pages_manager import PagesManager
from streamlit.runtime.scriptrunner.script_cache import ScriptCache
from streamlit.runtime.scriptrunner.script_runner import ScriptRunner, ScriptRunnerEvent
from streamlit.runtime.scriptrunner_utils.script_requests import RerunData
from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx
from streamlit.runtime.state import SessionState
from streamlit.runtime.state.session_state import STREAMLIT_INTERNAL_KEY_PREFIX

from .screen_tree import Drawn

__all__ = [
    "APP_SELECTOR",
    "BASE_URL_FIELD",
    "BOOT_TAGS",
    "COMPONENT_ELEMENT",
    "CORE",
    "EMPTY_ATTR",
    "EMPTY_OPTIONS",
    "FINISHED_EARLY",
    "FIRST_SCRIPT",
    "HEALTH",
    "IMMUTABLE",
    "KEY_CLASS",
    "NOT_RUNNING",
    "PLOTLY_CHUNK",
    "PLOTLY_DRAWN",
    "PLOTLY_HOVER",
    "PLOTLY_PLOT",
    "RERUN_REQUESTED",
    "RETAINED",
    "RETAINED_ATTR",
    "ROOT_DIV",
    "ROUTES",
    "RUNNING",
    "RUN_FINISHED",
    "RUN_STARTED",
    "SCRIPT_STATE",
    "SELECT",
    "SELECT_OPENER",
    "SIDEBAR_COLLAPSED",
    "STALE",
    "STATIC",
    "STREAM",
    "STREAMLIT_WORDS",
    "TESTIDS",
    "WARM_MODULES",
    "WINDOW_CONFIG",
    "BackMsg",
    "Block",
    "Delta",
    "ForwardMsg",
    "OwnWord",
    "WidgetState",
    "base_path",
    "browser_names",
    "component_trigger_id",
    "css",
    "is_history_navigation",
    "key_selector",
    "run_page",
    "testid",
]

# --- 서버의 주소 (web/server/starlette/starlette_routes.py 의 BASE_ROUTE_* 들) -----------------
CORE = "_stcore"
STATIC = "static"
# Streamlit 이 쓰는 주소의 첫 단계: 페이지 주소로 여기지 않는다
ROUTES = frozenset({CORE, STATIC, "media", "component", "app", "auth", "oauth2callback"})
# 브라우저와 서버가 주고받는 웹소켓 (부하 시험의 손님이 쓴다)
STREAM = f"{CORE}/stream"
# 서버가 살아 있는지 답하는 주소 (웹소켓의 답이 늦을 때 망이 멈췄는지 서버가 바쁜지 가린다)
HEALTH = f"{CORE}/health"
# 내용 해시가 이름에 든 정적 파일에 Streamlit 이 붙이는 Cache-Control 의 낱말
IMMUTABLE = "immutable"

# --- 페이지 문서 (index.html) -------------------------------------------------------------
# 우리 스크립트는 index.html 의 첫 <script> 앞에 넣는다 (Streamlit 의 모듈 스크립트보다 먼저)
FIRST_SCRIPT = b"<script"
# index.html 의 Streamlit 뿌리 상자 (React 가 그리는 곳): 첫 화면의 그림을 그 앞에 넣는다
ROOT_DIV = b'<div id="root">'
# index.html 머리의 Streamlit 모듈 스크립트와 그 modulepreload 줄 (Vite 가 쓴 꼴 그대로). 첫 화면의
# 그림이 있는 문서에서는 이것들을 <template> 에 넣어 두었다가 그림이 칠해진 뒤에 단다 (first.js)
BOOT_TAGS = re.compile(rb'<script type="module"[^>]*></script>|<link rel="modulepreload"[^>]*>')
# 화면이 처음에 읽는 시작 설정 (window.__streamlit) 과 그 안의 서버 뿌리 칸 (streamlit#7074)
WINDOW_CONFIG = "__streamlit"
BASE_URL_FIELD = "BACKEND_BASE_URL"

# --- 화면의 DOM ------------------------------------------------------------------------------
# 우리가 고르는 Streamlit 요소의 data-testid: 뜻 → 이름. CSS 의 $뜻 자리가 이 이름이 된다
TESTIDS = {
    "app": "stApp",
    "main": "stMain",
    "block": "stMainBlockContainer",
    "sidebar": "stSidebar",
    "sidebar_content": "stSidebarUserContent",
    "sidebar_open": "stExpandSidebarButton",
    "sidebar_close": "stSidebarCollapseButton",
    "caption": "stCaptionContainer",
    "markdown": "stMarkdownContainer",
    "heading_actions": "stHeaderActionElements",
    "popover": "stPopoverBody",
    "page_link": "stPageLink-NavLink",
    "expander": "stExpander",
    "checkbox": "stCheckbox",
    "radio": "stRadio",
    "selectbox": "stSelectbox",
    "text_input": "stTextInputRootElement",
    # 수 상자 (st.number_input) 의 한 칸 줄이기 · 늘리기 단추
    "step_down": "stNumberInputStepDown",
    "step_up": "stNumberInputStepUp",
    # 위젯 이름표 옆의 도움말 (help=) 자리: 그 안의 단추가 'Help for 이름표' 로 읽힌다
    "tooltip_icon": "stTooltipIcon",
    # 글 상자 아래의 'Press Enter to apply' (Streamlit 의 영어 글: 우리 페이지는 숨긴다)
    "input_instructions": "InputInstructions",
    "toolbar": "stElementToolbar",
    "primary_button": "stBaseButton-primary",
    "tertiary_button": "stBaseButton-tertiary",
    "exception": "stException",
    "alert": "stAlert",
    "dialog": "stDialog",
    # 첫 Tab 에 나오는 'Skip to main content' 링크 (영어: ui/browser/streamlit_words.js 가 바꾼다)
    "skip_link": "stSkipToContent",
    # 요소의 코드 조각을 받는 동안 그 자리에 선 회색 상자: 그동안 요소의 높이가 달라 아래 요소들의
    # 자리가 움직인다 (자리를 재어 누르는 브라우저 시험이 이것이 사라지길 기다린다)
    "skeleton": "stSkeleton",
}
# 앱 전체를 담은 요소와, 스크립트가 도는 중인지 말하는 그 속성 (값: RUNNING / NOT_RUNNING)
APP_SELECTOR = f'[data-testid="{TESTIDS["app"]}"]'
SCRIPT_STATE = "data-test-script-state"
RUNNING = "running"
NOT_RUNNING = "notRunning"
# 누름을 보냈지만 서버가 아직 실행을 시작하지 않은 동안의 값 (바쁜 서버에서는 0.3 초를 넘기도 한다)
RERUN_REQUESTED = "rerunRequested"
# 사이드바가 접혔는지 말하는 사이드바의 속성 ("true" / "false")
SIDEBAR_COLLAPSED = "data-collapsed"
# st.button(key=k) 같은 요소를 담은 상자에 붙는 클래스의 앞부분: st-key-k
KEY_CLASS = "st-key-"
# 고르기 상자 (selectbox) 속의 BaseWeb 요소: data-baseweb 값
SELECT = "select"
# 고르기 상자의 목록 (react-aria ListBox, role listbox) 에 적은 글에 맞는 것이 없을 때 붙는
# 속성. 그때 목록에는 선택지 자리 하나에 영어 'No results' 가 든 요소 하나가 있다 (EMPTY_OPTIONS)
EMPTY_ATTR = "data-empty"
EMPTY_OPTIONS = f'[role="listbox"][{EMPTY_ATTR}] [role="option"] > *'
# 고르기 상자의 목록을 여는 단추 (react-aria 의 ComboBox: 글 상자 옆)
SELECT_OPENER = '[aria-haspopup="listbox"]'
# 실행 (조각의 실행도) 이 아직 다시 보내지 않은 요소의 상자: Streamlit 이 흐리게 (0.33) 그린다
STALE = '[data-stale="true"]'
# 이번 실행이 다른 열쇠의 요소로 자리를 바꾼 지난 요소: Streamlit 이 실행이 끝날 때까지 남겨 두고,
# 초점을 가진 것 (막 누른 단추) 만 보인다 (그 상자의 끝에, 새 요소들 뒤에)
RETAINED_ATTR = "data-retained"
RETAINED = f'[{RETAINED_ATTR}="true"]'
# plotly.js: 그림을 담은 요소의 클래스와, 그림이 그려지면 생기는 SVG 의 클래스
PLOTLY_PLOT = ".js-plotly-plot"
PLOTLY_DRAWN = ".main-svg"
# plotly.js: 손가락 · 마우스를 댄 칸의 이름표 (시험이 읽는다)
PLOTLY_HOVER = ".hovertext"
# Streamlit 의 st.plotly_chart 가 부르는 plotly.js 전체 묶음 (static/js 안, 이름 뒤에 내용 해시).
# 우리 페이지는 이것을 받지 않는다 (ui/chart_element.py; 시험이 요청을 본다)
PLOTLY_CHUNK = "PlotlyChart."

# --- 메시지 (ForwardMsg 의 Element) ---------------------------------------------------------------
# st.components.v2 요소가 실리는 Element 의 종류 (AppTest · 부하 시험이 우리 요소를 찾는다)
COMPONENT_ELEMENT = "bidi_component"
# ForwardMsg 의 칸 번호: 실행의 시작 (new_session) 과 끝 (script_finished: 값은 끝난 까닭), 그리고
# 다음 실행에 자리를 내주고 일찍 끝난 까닭. 브라우저의 줄 (ui/browser/tap_guard.js) 이 보낸 누름의
# 실행이 끝나기를 이것으로 기다린다. 설치된 Streamlit 의 proto 에서 읽는다 (화면 묶음도 같은 proto)
RUN_STARTED = ForwardMsg.DESCRIPTOR.fields_by_name["new_session"].number
RUN_FINISHED = ForwardMsg.DESCRIPTOR.fields_by_name["script_finished"].number
FINISHED_EARLY = ForwardMsg.FINISHED_EARLY_FOR_RERUN


def component_trigger_id(element_id: str) -> str:
    """st.components.v2 요소 (id element_id) 의 trigger 값들을 싣는 위젯의 id (브라우저가
    setTriggerValue 로 보내는 곳; components/v2/bidi_component/main.py 의 _make_trigger_id)."""
    return f"{STREAMLIT_INTERNAL_KEY_PREFIX}_{element_id}__events"


# --- 비공개 모듈 ----------------------------------------------------------------------------
# 위젯을 담는 상자의 형 (st.empty() 가 돌려주는 것)
Block = DeltaGenerator
# 서버가 뜰 때 미리 불러 둘 Streamlit 의 속 모듈 (set_page_config 의 아이콘 검사가 부른다)
WARM_MODULES = ("streamlit.emojis",)


def testid(name: str) -> str:
    """뜻 name 의 요소를 고르는 CSS 고르개 ('[data-testid="stMain"]')."""
    return f'[data-testid="{TESTIDS[name]}"]'


def key_selector(key: str) -> str:
    """열쇠 key 를 준 요소의 상자를 고르는 CSS 고르개 ('.st-key-auto_grid')."""
    return f".{KEY_CLASS}{key}"


def css(text: str) -> str:
    """CSS 글의 $자리 를 이름으로 채운다: $뜻 (TESTIDS) 과 $key (열쇠 클래스의 앞부분, 끝의 -
    없이: "$key-pacer_" → "st-key-pacer_"), $select (BaseWeb), $stale (흐린 상자), $retained
    (남겨 둔 지난 요소). 모르는 자리는 KeyError."""
    names = {
        **TESTIDS,
        "key": KEY_CLASS.removesuffix("-"),
        "select": SELECT,
        "stale": STALE,
        "retained": RETAINED,
    }
    return Template(text).substitute(names)


def browser_names() -> dict[str, object]:
    """문서의 자바스크립트 (ui/browser/*.js) 가 쓰는 Streamlit · plotly 의 이름들. ownWords:
    STREAMLIT_WORDS 를 자바스크립트가 읽는 꼴로 (english 는 전체가 맞아야 하는 정규식)."""
    return {
        "app": APP_SELECTOR,
        "scriptState": SCRIPT_STATE,
        "running": RUNNING,
        "notRunning": NOT_RUNNING,
        "rerunRequested": RERUN_REQUESTED,
        "runStarted": RUN_STARTED,
        "runFinished": RUN_FINISHED,
        "finishedEarly": FINISHED_EARLY,
        "keyClass": KEY_CLASS,
        "windowConfig": WINDOW_CONFIG,
        "baseUrlField": BASE_URL_FIELD,
        "plotlyDrawn": PLOTLY_DRAWN,
        "stream": STREAM,
        "health": HEALTH,
        "sidebar": testid("sidebar"),
        "sidebarClose": testid("sidebar_close"),
        "sidebarOpen": testid("sidebar_open"),
        "pageLink": testid("page_link"),
        "sidebarCollapsed": SIDEBAR_COLLAPSED,
        "ownWords": [
            {"key": key, "css": w.css, "attr": w.attr, "english": f"^(?:{w.english})$"}
            for key, w in STREAMLIT_WORDS.items()
        ],
    }


@dataclass(frozen=True)
class OwnWord:
    """Streamlit 이 스스로 적는 영어 글 한 자리 (ui/browser/streamlit_words.js 가 화면의 말로).

    css: 그 글을 가진 요소. 글이 아니라 자리로 고른다 (바꾼 뒤에도, 영어로 돌아갈 때에도 찾는다).
    attr: 글이 든 속성 ("" 이면 요소의 글). english: Streamlit 이 적는 글의 정규식 (전체가 맞아야
    바꾼다: 우리가 placeholder= 로 준 자리 글은 두고). 그 묶음 (…) 은 문구의 {label} 자리에 든다.
    """

    css: str
    attr: str
    english: str


# 문구 열쇠 (ui/text/common_text.py, 영어 쪽은 Streamlit 의 글 그대로) → 자리. 화면 읽기 프로그램이
# 읽는 이름 (aria-label), 빈 고르기 상자의 자리 글 (placeholder), 보이는 글
STREAMLIT_WORDS = {
    "st_no_match": OwnWord(EMPTY_OPTIONS, "", "No results"),
    "st_skip_link": OwnWord(testid("skip_link"), "", "Skip to main content"),
    "st_sidebar": OwnWord(testid("sidebar"), "aria-label", "Sidebar"),
    "st_sidebar_open": OwnWord(testid("sidebar_open"), "aria-label", "Expand sidebar"),
    "st_sidebar_close": OwnWord(
        f"{testid('sidebar_close')} button", "aria-label", "Collapse sidebar"
    ),
    "st_heading_link": OwnWord(f"{testid('heading_actions')} a", "aria-label", "Link to heading"),
    "st_select_open": OwnWord(f"{testid('selectbox')} {SELECT_OPENER}", "aria-label", "Open"),
    "st_select_empty": OwnWord(f"{testid('selectbox')} input", "placeholder", "Choose an option"),
    "st_step_down": OwnWord(testid("step_down"), "aria-label", "Decrement"),
    "st_step_up": OwnWord(testid("step_up"), "aria-label", "Increment"),
    "st_help": OwnWord(f"{testid('tooltip_icon')} button", "aria-label", "Help for (.+)"),
}


def base_path() -> str:
    """server.baseUrlPath (앞뒤 / 없이, 없으면 "")."""
    return str(config.get_option("server.baseUrlPath") or "").strip("/")


def is_history_navigation() -> bool:
    """이번 실행이 브라우저의 뒤로 · 앞으로 가기로 시작됐는지 (Streamlit 1.67 의 실행 문맥)."""
    ctx = get_script_run_ctx()
    return bool(ctx is not None and ctx.is_history_navigation)


# --- 브라우저 없이 페이지 돌리기 (첫 화면의 그림) ------------------------------------------------
# 세션이 하는 그대로 (AppSession._create_scriptrunner) 페이지 스크립트를 한 번 돌리고 그 메시지를
# 모은다. 메시지는 어디에도 가지 않는다: 세션 id 는 어느 브라우저의 것도 아니다
_HEADLESS = "first-screen"
# Streamlit 의 요소 이름 → 우리 낱말 (ui/screen_tree.Drawn.kind). 여기 없는 것은 "other:<이름>"
_KINDS = {
    "heading": "heading",
    "alert": "alert",
    "button": "button",
    "selectbox": "select",
    "text_input": "text_input",
    "bidi_component": "component",
    "empty": "empty",
}


def run_page(main: str, page: str, query: str, state: Mapping[str, Any], timeout: float) -> Drawn:
    """진입 파일 main 의 페이지 page (주소의 이름, 첫 화면은 "") 를 질의 query 로 새 세션처럼 한
    번 돌려 본문에 그린 것 (Drawn "column": 사이드바는 뺀다). state: 첫 실행 전의 session_state.
    스크립트가 실패하거나 다른 페이지로 옮기거나 timeout 초 안에 끝나지 않으면 RuntimeError."""
    cache = ScriptCache()
    session = SessionState()
    for name, value in state.items():
        session[name] = value
    loop = asyncio.new_event_loop()
    messages: list[ForwardMsg] = []
    ended: list[ScriptRunnerEvent] = []
    done = threading.Event()
    runner = ScriptRunner(
        session_id=_HEADLESS,
        main_script_path=main,
        session_state=session,
        uploaded_file_mgr=MemoryUploadedFileManager("/first-screen"),
        script_cache=cache,
        initial_rerun_data=RerunData(query_string=query, page_name=page),
        user_info={},
        fragment_storage=MemoryFragmentStorage(),
        pages_manager=PagesManager(main, cache),
        event_loop=loop,
    )

    def heard(_sender: object, event: ScriptRunnerEvent, **data: Any) -> None:
        if event == ScriptRunnerEvent.ENQUEUE_FORWARD_MSG:
            messages.append(data["forward_msg"])
        elif event == ScriptRunnerEvent.SHUTDOWN:
            done.set()
        elif event != ScriptRunnerEvent.SCRIPT_STARTED:
            ended.append(event)

    runner.on_event.connect(heard, weak=False)
    runner.start()
    try:
        if not done.wait(timeout):
            runner.request_stop()
            raise RuntimeError(f"{page}?{query}: no first screen within {timeout} s")
    finally:
        loop.close()
    if ended != [ScriptRunnerEvent.SCRIPT_STOPPED_WITH_SUCCESS] or _failed(messages):
        raise RuntimeError(f"{page}?{query}: the run ended with {ended}")
    return _tree(messages)


def _failed(messages: list[ForwardMsg]) -> bool:
    """실행이 예외를 그렸는지 (Streamlit 은 스크립트의 예외를 요소로 그리고 성공으로 끝낸다)."""
    return any(
        m.WhichOneof("type") == "delta"
        and m.delta.WhichOneof("type") == "new_element"
        and m.delta.new_element.WhichOneof("type") == "exception"
        for m in messages
    )


def _tree(messages: list[ForwardMsg]) -> Drawn:
    """메시지의 요소들을 자리 (delta_path: 본문 0 · 사이드바 1, 그 안의 차례) 대로 나무로."""
    root = Drawn("column")
    for message in messages:
        if message.WhichOneof("type") != "delta":
            continue
        path = list(message.metadata.delta_path)
        if not path or path[0] != 0:
            continue
        parent = root
        for at in path[1:-1]:
            parent = parent.children[at]
        delta = message.delta
        if delta.WhichOneof("type") == "add_block":
            made = _block(delta.add_block)
        elif delta.WhichOneof("type") == "new_element":
            made = _element(delta.new_element)
        else:
            continue
        at = path[-1]
        if at < len(parent.children):
            parent.children[at] = made  # 같은 자리를 다시 그렸다 (st.empty 를 채운 것)
        else:
            parent.children.extend(Drawn("empty") for _ in range(at - len(parent.children)))
            parent.children.append(made)
    return root


def _key(element_id: str) -> str | None:
    """요소 id ("$$ID-<해시>-<열쇠>") 에서 페이지가 준 열쇠."""
    parts = element_id.split("-", 2)
    return parts[2] if len(parts) == 3 and parts[2] != "None" else None


def _block(block: Any) -> Drawn:
    """상자 하나 (세로 · 가로 상자, 펼침 상자, 칩 같은 popover)."""
    kind = block.WhichOneof("type")
    key = _key(block.id)
    if kind == "expandable":
        return Drawn("expander", key, {"label": block.expandable.label})
    if kind == "popover":
        return Drawn("popover", key, {"label": block.popover.label})
    if kind == "column":  # st.columns 의 한 칸: 폰에서는 세로로 쌓인다
        return Drawn("column", key, {"split": True})
    if kind == "form":
        return Drawn("column", key, {"align": "start"})
    if kind == "flex_container":
        flex = block.flex_container
        row = flex.direction == flex.Direction.HORIZONTAL
        align = flex.Align.Name(flex.align).removeprefix("ALIGN_").lower()
        return Drawn("row" if row else "column", key, {"align": align})
    return Drawn(f"other:{kind}", key)


def _element(element: Any) -> Drawn:
    """요소 하나를 우리 낱말로."""
    name = element.WhichOneof("type")
    proto = getattr(element, name)
    props: dict[str, Any] = {}
    kind = _KINDS.get(name, f"other:{name}")
    if name == "markdown":
        kind = "caption" if proto.element_type == proto.Type.CAPTION else "markdown"
        props = {"body": proto.body, "html": proto.allow_html}
    elif name == "heading":
        props = {"tag": proto.tag, "body": proto.body}
    elif name == "alert":
        props = {"body": proto.body, "format": proto.Format.Name(proto.format).lower()}
    elif name == "button":
        props = {"label": proto.label, "type": proto.type, "icon": proto.icon}
        props |= {"disabled": proto.disabled, "stretch": element.width_config.use_stretch}
    elif name == "checkbox":
        kind = "toggle" if proto.type == proto.StyleType.TOGGLE else "checkbox"
        props = {"label": proto.label, "value": proto.value if proto.set_value else proto.default}
    elif name == "button_group":
        kind = "pills" if proto.style == proto.Style.PILLS else "segments"
        options = [option.content for option in proto.options]
        picked = [options.index(v) for v in proto.raw_values if v in options]
        picked = picked if proto.set_value else list(proto.default)
        props = {"label": proto.label, "options": options, "picked": picked}
    elif name == "selectbox":
        picked = proto.raw_value if proto.set_value else None
        if picked is None and proto.HasField("default"):
            picked = proto.options[proto.default]
        props = {"label": proto.label, "value": picked, "placeholder": proto.placeholder}
    elif name == "text_input":
        value = proto.value if proto.set_value else proto.default
        props = {"label": proto.label, "value": value, "placeholder": proto.placeholder}
    elif name == "bidi_component":
        props = {"name": proto.component_name, "data": proto.bytes}
    width = element.width_config
    props["width"] = int(width.pixel_width) if width.HasField("pixel_width") else None
    return Drawn(kind, _key(getattr(proto, "id", "")), props)
