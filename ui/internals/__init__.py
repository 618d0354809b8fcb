"""Streamlit · plotly 의 속 (공개 API 가 아닌 것) 은 이 꾸러미에만 이름이 있다 (docs 의 울타리).

다른 곳은 여기서 이름을 가져간다: 서버의 주소 규칙, 페이지 문서 (index.html) 의 모양, 화면의
DOM 이름 (data-testid, 열쇠 클래스, 실행 상태 속성, plotly 의 그림 클래스), 비공개 모듈.
브라우저 파일 (ui/browser/) 은 이 이름들을 글자로 적지 않는다: 자바스크립트는 browser_names()
를 문서에서 받고, CSS 는 `$이름` 자리를 css() 가 채운다 (DOM 의 $main → stMain).

브라우저 없이 페이지를 한 번 돌리는 것 (첫 화면의 그림) 은 같은 꾸러미의 headless.py 에 있다.
Streamlit · plotly 를 올리면 이 꾸러미만 본다. 시험이 이름을 대며 확인한다:
tests/ui/test_internals.py (설치된 Streamlit 의 모듈과 화면 묶음에 이름이 아직 있는지),
tests/e2e/test_framework_hooks.py (진짜 화면에서). 여기에는 이름과 그 이름을 쓰는 가장 얇은 함수만
둔다.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from string import Template

from streamlit import config
from streamlit.delta_generator import DeltaGenerator
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.Delta_pb2 import Delta
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx
from streamlit.runtime.state.session_state import STREAMLIT_INTERNAL_KEY_PREFIX

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
