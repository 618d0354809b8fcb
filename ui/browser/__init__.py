"""브라우저 쪽 코드: 이 폴더의 .js · .css 파일과, 그 파일들에 수와 이름을 채워 문서에 넣을 글.

파일은 진짜 자바스크립트 · CSS 다 (tests/ui/test_browser_files.py 가 `node --check` 로 본다).
수와 이름은 파일에 적지 않는다: 문서의 첫 스크립트가 window.__nbm 에 JSON 으로 넣고
(names: Streamlit 의 DOM 이름 ui/internals, tapGuard: ui/turns.py, history: ui/link_reader.py),
스크립트들이 거기서 읽는다. CSS 의 Streamlit 이름은 ui/internals.css 가 채운다.

- 페이지 문서 (ui/server/middleware.PageScripts 가 index.html 에 한 번, PAGE_SCRIPTS 의 차례로):
  서버 뿌리 알림 (base_url.js), plotly.js 묶음을 한 번 불러 두기 (chart_loader.js), 두 번 누름
  막기와 자판 줄 (tap_guard.js), 브라우저 기록 다루기 (history.js), 끊김 알림과 다시 잇기
  (connection.js), 글쇠판의 초점과 지킴이의 숫자 두 번 (keyboard.js), 폰 메뉴 닫기
  (sidebar.js), Streamlit 의 영어 글을 화면의 말로 (streamlit_words.js), 그리고 모양
  (page.css). 실행마다 다시 보내지 않는다. 하나하나의 길은 docs/architecture.md 의 '네 가지 길'.
- st.components.v2 요소의 자바스크립트: 자동 진행의 박자 (pacer.js, ui/pacer.py), 차트 요소
  (chart.js, ui/chart_element.py).
- vendor/: plotly.js 의 부분 묶음 (plotly-nbm.min.js, 허가서와 함께; vendor/build.py 가 npm
  꾸러미에서 같은 바이트로 다시 만든다). 서버가 ASSET_ROUTE 아래에서 준다.
"""

from __future__ import annotations

import hashlib
import json
import re
from functools import cache
from pathlib import Path

from solver.codebreaking.variants import DEFAULT_VARIANT, VARIANTS

from .. import internals
from ..charts import MARK_LEN
from ..link_reader import NAV_PARAMS
from ..text import DEFAULT_LANG, LANGS, tr
from ..turns import (
    DOUBLE_TAP_MS,
    SAME_SPOT_PX,
    SEEN_MS,
    SEQ_PREFIX,
    STEP_PREFIX,
    TURN_PREFIX,
    turn_key,
)

__all__ = [
    "ASSET_ROUTE",
    "BOOT_ID",
    "BOX_ATTR",
    "BUNDLE",
    "CHART_ATTR",
    "CHART_COMPONENT",
    "CONNECTION_BAR",
    "DRAWN_ATTR",
    "FIRST_ID",
    "FIRST_MEDIA",
    "FIRST_SLACK_PX",
    "FOLDER",
    "OFFLINE_CLASS",
    "PAGE_SCRIPTS",
    "REJOIN_KEY",
    "WAIT_CLASS",
    "bundle_name",
    "bundle_url",
    "document_head",
    "preload_links",
    "sent",
    "source",
]

FOLDER = Path(__file__).parent
# 페이지 문서에 넣는 스크립트, 넣는 차례대로 (window.__nbm 다음에)
PAGE_SCRIPTS = (
    "base_url.js",
    "chart_loader.js",
    "tap_guard.js",
    "history.js",
    "connection.js",
    "keyboard.js",
    "sidebar.js",
    "streamlit_words.js",
    "first.js",
)
# 연결 (connection.js): 숨은 '다시 잇기' 단추의 열쇠 (ui/frame.py 가 그린다), 알림 줄의 id,
# 끊긴 동안 문서에 붙는 클래스 (page.css 가 화면을 흐리게)
REJOIN_KEY = "nbm_rejoin"
# 우리 서버가 브라우저 파일 (plotly.js 부분 묶음) 을 주는 주소의 첫 단계 (ui/server/assets.py)
ASSET_ROUTE = "nbm"
BUNDLE = FOLDER / "vendor" / "plotly-nbm.min.js"
CONNECTION_BAR = "nbm-connection"
# 우리 차트 요소의 이름 (ui/chart_element 이 등록하고, 첫 화면의 그림 ui/firstscreen/render 가 그
# 이름의 요소를 SVG 로 그린다)
CHART_COMPONENT = "nbm_chart"
# 차트 요소 (chart.js) 가 다 그린 그림의 상자에 다는 속성: 값은 그 그림의 표 (ui/chart_element)
DRAWN_ATTR = "data-nbm-drawn"
OFFLINE_CLASS = "nbm-offline"
# 첫 화면의 그림 (ui/firstscreen/): 문서 안의 상자 id, 그림의 상자에 단 살아 있는 페이지의 열쇠,
# 차트 상자의 표시, '준비 중' 한 줄의 클래스, 그림을 그리는 화면 (page.css 의 폰 규칙과 같은 폭)
FIRST_ID = "nbm-first"
# 그림이 있는 문서에서 Streamlit 의 모듈 스크립트를 담아 둔 <template> 의 id (first.js 가 단다)
BOOT_ID = "nbm-boot"
BOX_ATTR = "data-nbm-box"
CHART_ATTR = "data-nbm-chart"
WAIT_CLASS = "nbm-f-wait"
FIRST_MEDIA = "(max-width: 640px)"
# 넘겨줄 때 같은 자리로 치는 어긋남, px (글꼴의 반올림)
FIRST_SLACK_PX = 4


@cache
def source(name: str) -> str:
    """이 폴더의 파일 name 의 글 (프로세스에 한 번 읽는다)."""
    return (FOLDER / name).read_text(encoding="utf-8")


@cache
def sent(name: str) -> str:
    """문서에 넣는 자바스크립트 파일 name 의 글: 줄 전체가 주석인 줄은 뺀다 (설명은 파일에 있다)."""
    lines = source(name).splitlines()
    return "\n".join(line for line in lines if not line.lstrip().startswith("//"))


def _settings(base: str, chart_first: bool) -> dict[str, object]:
    """window.__nbm: 스크립트들이 읽는 이름과 수. base: 앱의 뿌리 (server.baseUrlPath).
    chart_first: 첫 화면에 차트가 있는 페이지 (묶음을 문서가 받은 뒤 미리 실행한다)."""
    return {
        "names": internals.browser_names(),
        "tapGuard": {
            "seenMs": SEEN_MS,
            "sameSpotPx": SAME_SPOT_PX,
            "turnPrefix": TURN_PREFIX,
            "seqPrefix": SEQ_PREFIX,
            "stepPrefix": STEP_PREFIX,
            "doubleTapMs": DOUBLE_TAP_MS,
        },
        "history": {"root": f"/{base}/" if base else "/", "nav": list(NAV_PARAMS)},
        "chart": {
            "bundle": bundle_url(),
            "drawnAttr": DRAWN_ATTR,
            "markLen": MARK_LEN,
            "early": chart_first,
            # 쉬는 틈이 이만큼 오지 않으면 그냥 실행한다
            "earlyWaitMs": 3000,
        },
        "connection": {
            "rejoinKey": REJOIN_KEY,
            "barId": CONNECTION_BAR,
            "offlineClass": OFFLINE_CLASS,
            # 소켓이 열리고 Streamlit 이 연결을 받아들이기까지 · 단추가 아직 없을 때 다시 볼 때까지
            "settleMs": 250,
            "retryMs": 100,
            # 다시 잇기 실행의 끝을 기다리는 한도와 누르는 횟수 (실행이 너무 짧아 '실행 중' 이
            # 보이지 않아도 화면이 닫힌 채로 남지 않게), 다시 이었다는 말을 보이는 시간
            "rejoinWaitMs": 2500,
            "tries": 3,
            "backMs": 2500,
            # 멈춘 망: 보낸 메시지에 이만큼 답이 없으면 서버의 health 를 묻고, 그 답도 probeMs
            # 안에 오지 않으면 망이 멈춘 것이다 (서버가 긴 계산으로 바쁘면 health 는 답한다)
            "stallMs": 3000,
            "probeMs": 2000,
            "defaultLang": DEFAULT_LANG,
            "text": {
                lang: {
                    "down": tr(lang, "conn_down"),
                    "rejoining": tr(lang, "conn_rejoining"),
                    "refused": tr(lang, "conn_refused"),
                    "back": tr(lang, "conn_back"),
                    "stalled": tr(lang, "conn_stalled"),
                    "stalledRefused": tr(lang, "conn_stalled_refused"),
                }
                for lang in LANGS
            },
        },
        "keyboard": {
            "turnPrefix": TURN_PREFIX,
            # 지킴이의 대답 단추의 열쇠 (turn_key("keeper_ans", 차례, 대답 번호)) 와 변형의 길이
            # (대답 번호 = S * (길이 + 1) + B)
            "answerPrefix": turn_key("keeper_ans", 0).removesuffix("0"),
            "lengths": {name: variant.length for name, variant in VARIANTS.items()},
            "defaultVariant": DEFAULT_VARIANT,
            # 누른 뒤 이만큼 안에 초점을 잃으면 사람이 다른 곳을 누른 것이다 (돌려 두지 않는다)
            "pointerMs": 500,
        },
        "words": {
            "defaultLang": DEFAULT_LANG,
            # 자리 (names.ownWords) 의 문구 열쇠마다 말마다의 글 ({label} 자리가 있는 것도 그대로)
            "text": {
                lang: {key: tr(lang, key) for key in internals.STREAMLIT_WORDS} for lang in LANGS
            },
        },
        "first": {
            "id": FIRST_ID,
            "bootId": BOOT_ID,
            # 그림이 칠해지기를 기다려 Streamlit 을 띄우는 한도, ms (폰 흉내에서 그림은 1.3 초)
            "bootMs": 3000,
            "boxAttr": BOX_ATTR,
            "chartAttr": CHART_ATTR,
            # 살아 있는 짝이 같은 자리에 선 상자의 표시 (first.css: 누름이 밑으로 간다)
            "liveAttr": "data-nbm-live",
            "waitClass": WAIT_CLASS,
            # 그림에서 누르고 아직 적용되지 않은 조작의 표시, 짝이 없어 적용하지 못한 누름의 한 줄
            "heldClass": "nbm-f-held",
            "noteClass": "nbm-tap-note",
            "media": FIRST_MEDIA,
            "keyClass": internals.KEY_CLASS,
            "drawnAttr": DRAWN_ATTR,
            "liveHead": f"{internals.testid('main')} h1",
            # 살아 있는 페이지의 머리가 나오고도 이만큼 그림의 상자 짝이 다 차지 않으면 그래도 뗀다
            "giveUpMs": 4000,
            # 같은 자리로 치는 어긋남, px (tests/e2e/test_first_paint.py 의 SLACK_PX 와 같다)
            "slackPx": FIRST_SLACK_PX,
            "pollMs": 250,
        },
        "sidebar": {
            # Streamlit 의 사이드바가 본문을 덮는 폭 (이보다 좁으면 페이지를 고른 뒤 닫는다),
            # 처음 열 때 닫는 낮은 터치 화면의 높이, 메뉴 · 새 페이지를 기다리는 한도
            "overlayBelowPx": 768,
            "lowScreenPx": 600,
            "waitMs": 8000,
            # 메뉴를 닫는 누름 뒤 다시 볼 때까지 (닫히는 움직임이 끝나게)
            "settleMs": 600,
            # 폰을 돌린 (터치 화면의 창 크기가 바뀐) 뒤 닫혀 있던 메뉴를 닫힌 채로 지키는 동안
            "turnMs": 3000,
        },
    }


@cache
def document_head(base: str = "", chart_first: bool = True) -> bytes:
    """index.html 의 첫 <script> 앞에 넣을 것: 차트 묶음 미리 받기 (chart_first 일 때), 모양,
    window.__nbm, 그리고 PAGE_SCRIPTS.

    chart_first: 폰의 첫 화면에 차트가 있는 페이지인지 (없는 페이지는 그 1.4 MB 를 첫 화면과
    나눠 받지 않는다). base: server.baseUrlPath (앞뒤 / 없이). CSS 의 주석과 자바스크립트의
    주석 줄은 빼고 보낸다.
    """
    settings = json.dumps(_settings(base, chart_first), separators=(",", ":"))
    scripts = "\n".join(sent(name) for name in PAGE_SCRIPTS)
    css = internals.css(source("page.css")) + source("first.css")
    style = re.sub(r"/\*.*?\*/\s*", "", css, flags=re.DOTALL)
    head = f"<style>{style}</style><script>window.__nbm={settings};\n{scripts}</script>"
    return (preload_links() if chart_first else b"") + head.encode()


@cache
def bundle_name() -> str:
    """plotly.js 부분 묶음의 주소 이름: 내용 해시를 넣는다 (바뀌면 새 이름이라 오래 둬도 된다)."""
    digest = hashlib.sha256(BUNDLE.read_bytes()).hexdigest()[:12]
    return f"plotly-nbm.{digest}.min.js"


def bundle_url() -> str:
    """문서에 대한 묶음의 상대 주소 (./nbm/…): server.baseUrlPath 아래에서도 맞는다."""
    return f"./{ASSET_ROUTE}/{bundle_name()}"


def preload_links() -> bytes:
    """문서에 넣을 묶음 미리 받기 (<link rel="preload">): 첫 화면에 차트가 있는 페이지의 문서가
    처음부터 plotly.js 부분 묶음을 받아 둔다 (첫 차트의 메시지를 기다리지 않고). 실행은 주 스레드가
    쉴 때 chart_loader.js 가 미리 하거나, 그 전에 온 첫 차트 (ui/browser/chart.js) 가 한다.
    fetchpriority low: 첫 화면을 그리는 묶음들과 겹칠 때 그쪽을 앞세우라는 표시."""
    return f'<link rel="preload" as="script" fetchpriority="low" href="{bundle_url()}">'.encode()
