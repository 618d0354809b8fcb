"""ui/internals/ 가 기대는 Streamlit · plotly 의 속이 설치된 판에서도 참인지 (올리면 먼저 깨진다),
그리고 그 이름들이 ui/internals/ 밖에 적혀 있지 않은지 (울타리).

이름마다 설치된 Streamlit 의 화면 묶음 (static/js) 이나 모듈에서 찾는다: 사라지면 그 이름을 대며
실패한다. 진짜 화면에서의 확인은 tests/e2e/test_framework_hooks.py 가 한다."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import re
from functools import cache
from pathlib import Path

import pytest
from asgi_calls import request
from streamlit import file_util
from streamlit.runtime.scriptrunner_utils.script_run_context import ScriptRunContext
from streamlit.web.server.starlette import starlette_routes
from streamlit.web.server.starlette.starlette_static_routes import create_streamlit_static_handler

from ui import internals
from ui.browser import (
    BUNDLE,
    FOLDER,
    bundle_name,
    bundle_url,
    document_head,
    preload_links,
    sent,
    source,
)
from ui.internals import (
    BASE_URL_FIELD,
    CORE,
    EMPTY_ATTR,
    IMMUTABLE,
    KEY_CLASS,
    NOT_RUNNING,
    PLOTLY_CHUNK,
    PLOTLY_DRAWN,
    PLOTLY_HOVER,
    PLOTLY_PLOT,
    RETAINED_ATTR,
    ROUTES,
    RUNNING,
    SCRIPT_STATE,
    SELECT_OPENER,
    SIDEBAR_COLLAPSED,
    STATIC,
    STREAMLIT_WORDS,
    TESTIDS,
    WARM_MODULES,
    WINDOW_CONFIG,
    is_history_navigation,
)
from ui.link_reader import Written, opens_link
from ui.server.assets import asset
from ui.server.middleware import with_head
from ui.server.paths import app_parts
from ui.text import LANGS, tr

ROOT = Path(__file__).resolve().parents[2]
STATIC_DIR = Path(file_util.get_static_dir())  # Streamlit 의 화면 파일 (index.html, static/)
INDEX = (STATIC_DIR / "index.html").read_bytes()
# data-testid 가 글자 그대로가 아니라 앞부분과 종류를 이어 만들어지는 이름: (앞부분, 종류의 글)
COMPOSED = {
    "stBaseButton-primary": ("stBaseButton-${", '"primary"'),
    "stBaseButton-tertiary": ("stBaseButton-${", "`tertiary`"),
}


@cache
def _bundles() -> str:
    """Streamlit 의 화면 묶음 (static/js/*.js) 을 모두 이은 글."""
    folder = STATIC_DIR / STATIC / "js"
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.js")))


def _entry_script() -> str:
    """index.html 이 부르는 첫 모듈 스크립트의 경로 (static/js/index.….js)."""
    found = re.search(rb'<script type="module"[^>]* src="\./(static/js/[^"]+)"', INDEX)
    assert found, "index.html no longer loads its bundle as ./static/js/…"
    return found.group(1).decode()


def test_streamlit_routes_are_the_ones_we_name() -> None:
    assert starlette_routes.BASE_ROUTE_CORE == CORE
    assert starlette_routes.BASE_ROUTE_STATIC == STATIC
    for route in (starlette_routes.BASE_ROUTE_MEDIA, starlette_routes.BASE_ROUTE_COMPONENT):
        assert route in ROUTES


def test_streamlit_serves_its_hashed_bundles_immutable() -> None:
    handler = create_streamlit_static_handler(str(STATIC_DIR), None)
    reply = request(handler, "/" + _entry_script(), method="HEAD")
    assert reply.status == 200
    assert IMMUTABLE in reply.headers["cache-control"]
    assert "etag" in reply.headers  # 압축본을 (경로, ETag) 로 둔다


def test_the_page_reads_its_backend_base_url_from_window_streamlit() -> None:
    bundle = (STATIC_DIR / _entry_script()).read_text(encoding="utf-8")
    assert f"window.{WINDOW_CONFIG}" in bundle
    assert BASE_URL_FIELD in bundle
    assert f"{CORE}/host-config" in bundle


def test_the_hint_and_our_scripts_run_before_streamlits_own_scripts() -> None:
    ours = document_head()
    html = with_head(INDEX, ours)
    assert html.count(ours) == 1
    assert html.index(sent("base_url.js").encode()) < html.index(b'<script type="module"')
    assert html.replace(ours, b"") == INDEX


def test_app_parts_strip_the_base_url_path() -> None:
    assert app_parts("/keeper", "") == ["keeper"]
    assert app_parts("/a/b/static/x.js", "a/b") == ["static", "x.js"]
    assert app_parts("/other/keeper", "a") is None


def test_streamlit_run_context_still_says_whether_a_run_is_a_history_navigation() -> None:
    names = {f.name for f in dataclasses.fields(ScriptRunContext)}
    assert "is_history_navigation" in names, (
        "Streamlit no longer marks Back/Forward runs (ScriptRunContext.is_history_navigation): "
        "ui/link_reader.opens_link cannot tell a link a person opened from a stale query"
    )
    assert is_history_navigation() is False  # 실행 밖에서는 늘 아니다


def test_only_a_first_run_or_back_forward_opens_the_query_as_a_link() -> None:
    old, new = {"guesses": "123"}, {"guesses": "123,456"}
    here = "you_guess"
    assert opens_link(old, here, None, history=False)  # 페이지 열기 · 새로 고침
    assert not opens_link({}, here, None, history=False)  # 매개변수 없는 첫 실행
    # 두 번째 동작이 지난 주소를 들고 왔다: 이미 새 주소를 썼으니 되돌리지 않는다
    assert not opens_link(old, here, Written(here, new), history=False)
    assert opens_link(old, here, Written(here, new), history=True)  # 뒤로 가기
    assert not opens_link(new, here, Written(here, new), history=True)  # 같은 주소의 칸


def test_back_to_another_pages_entry_opens_it_even_with_the_query_last_written() -> None:
    """찾은 문제 (폰, 4 번에 2 번): 새로 고친 활동 페이지에서 뒤로 가면 수업 페이지의 칸이 활동의
    질의를 그대로 들고 와, 마지막으로 쓴 것과 같다고 열지 않았다 (앉은 학생이 빈 수업 페이지에)."""
    seat = {"room": "Q24M4BZDK6", "me": "2nycf9xNtT4k5C0b", "ai": "ab1"}
    written = Written("connect4", seat)
    assert opens_link(seat, "class", written, history=True)
    assert not opens_link(seat, "class", written, history=False)  # 단추 · 위젯의 실행은 아니다


def test_the_preloaded_chart_bundle_is_the_one_the_chart_element_loads() -> None:
    """문서가 미리 받으라는 묶음이 차트 요소 (ui/browser/chart.js) 가 부르는 바로 그 주소이고, 우리
    서버가 그 이름으로 준다 (이름이 어긋나면 미리 받기가 헛일이 된다: 여기서 먼저 실패한다)."""
    links = re.findall(rb'<link rel="preload" as="script"[^>]* href="([^"]+)">', preload_links())
    assert links == [bundle_url().encode()]
    assert f'"bundle":"{bundle_url()}"'.encode() in document_head()
    assert asset(bundle_name()) is not None and asset(bundle_name()).body == BUNDLE.read_bytes()


@pytest.mark.parametrize("name", sorted(TESTIDS.values()))
def test_every_data_testid_we_select_is_still_made_by_streamlit(name: str) -> None:
    """우리 CSS · 스크립트 · 시험이 고르는 data-testid 마다: 화면 묶음이 아직 그 이름을 만든다."""
    if name in COMPOSED:
        prefix, kind = COMPOSED[name]
        assert prefix in _bundles() and kind in _bundles(), f"Streamlit no longer makes {name}"
    else:
        quoted = re.search(rf"[`\"']{re.escape(name)}[`\"']", _bundles())
        assert quoted, f"Streamlit's frontend no longer has data-testid={name}"


@pytest.mark.parametrize(
    "name",
    [
        SCRIPT_STATE,
        RUNNING,
        NOT_RUNNING,
        KEY_CLASS,
        SIDEBAR_COLLAPSED,
        EMPTY_ATTR,
        RETAINED_ATTR,
        f"{CORE}/health",
        f"{CORE}/stream",
    ],
)
def test_every_dom_attribute_and_route_we_read_is_still_in_streamlits_frontend(name: str) -> None:
    assert name in _bundles(), f"Streamlit's frontend no longer has {name!r}"


def test_the_select_boxs_list_button_is_still_marked_as_opening_a_listbox() -> None:
    attr, value = re.fullmatch(r'\[([\w-]+)="(\w+)"\]', SELECT_OPENER).groups()
    assert attr in _bundles() and value in _bundles(), f"no {SELECT_OPENER} in Streamlit"


@pytest.mark.parametrize("key", sorted(STREAMLIT_WORDS))
def test_every_english_word_we_replace_is_still_written_by_streamlit(key: str) -> None:
    """ui/browser/streamlit_words.js 는 자리의 글이 Streamlit 의 글일 때만 바꾼다: Streamlit 이 말을
    바꾸면 말없이 영어가 남으므로 여기서 먼저 실패한다. 묶음 (…) 은 Streamlit 이 `…${이름표}` 로
    채우는 자리다."""
    english = STREAMLIT_WORDS[key].english
    if "(.+)" in english:
        assert english.replace("(.+)", "${") in _bundles(), f"Streamlit no longer says {english}"
    else:
        quoted = re.search(rf"[`\"']{re.escape(english)}[`\"']", _bundles())
        assert quoted, f"Streamlit no longer writes {english!r}"


@pytest.mark.parametrize("key", sorted(STREAMLIT_WORDS))
def test_our_english_words_are_streamlits_own(key: str) -> None:
    """영어 페이지에서 바꿔 쓰는 글은 Streamlit 의 글 그대로이고 (다시 바꿀 때도 Streamlit 의 글로
    알아본다), 한국어 글은 영어가 아니다. 이름표 자리 ({label}) 는 두 말에 다 있거나 다 없다."""
    english = re.compile(STREAMLIT_WORDS[key].english)
    assert english.fullmatch(tr("en", key, label="Secret code"))
    assert not english.fullmatch(tr("ko", key, label="비밀 수"))
    assert {"{label}" in tr(lang, key) for lang in LANGS} in ({True}, {False})
    assert ("(.+)" in english.pattern) == ("{label}" in tr("en", key))


def test_plotly_still_draws_into_the_classes_we_wait_for() -> None:
    """우리가 기다리는 plotly 의 클래스 (그림의 상자, 그려진 SVG) 가 실어 둔 plotly.js 묶음에
    있다."""
    text = BUNDLE.read_text(encoding="utf-8")
    for name in (PLOTLY_PLOT, PLOTLY_DRAWN, PLOTLY_HOVER):
        assert name.removeprefix(".") in text, f"plotly.js no longer draws {name}"


def test_streamlits_full_plotly_chunk_still_has_the_name_the_request_test_looks_for() -> None:
    """tests/e2e/test_chart_element_browser.py 는 이 이름의 요청이 없음을 본다: 이름이 바뀌면 그
    시험이 말없이 통과하므로 여기서 먼저 실패한다."""
    chunks = list((STATIC_DIR / STATIC / "js").glob(f"{PLOTLY_CHUNK}*.js"))
    assert chunks, f"no {PLOTLY_CHUNK}*.js in Streamlit's static files"


def test_private_modules_we_name_still_import() -> None:
    for name in WARM_MODULES:
        importlib.import_module(name)
    assert internals.Block.__name__ == "DeltaGenerator"


def test_every_css_placeholder_names_a_streamlit_dom_name() -> None:
    """page.css 의 $자리 는 모두 채워지고 (모르는 이름은 KeyError), 채운 글에 $ 가 남지 않는다."""
    css = internals.css(source("page.css"))
    assert "$" not in css
    assert f'[data-testid="{TESTIDS["main"]}"]' in css
    with pytest.raises(KeyError):
        internals.css('[data-testid="$nothing"]')


# ui/internals/ 밖에 적히면 안 되는 Streamlit · plotly 의 이름들 (울타리)
FENCED = (
    "data-testid",
    "data-test-script-state",
    "st-key-",
    "main-svg",
    "js-plotly-plot",
    "_stcore",
    "__streamlit",
    "BACKEND_BASE_URL",
    EMPTY_ATTR,
    RETAINED_ATTR,
    *TESTIDS.values(),
)
# 공개 API 인 streamlit 의 모듈 (이것 말고 streamlit.<무엇> 을 부르는 것은 속이다)
PUBLIC = {"streamlit", "streamlit.starlette", "streamlit.testing.v1"}


def _code_files() -> list[Path]:
    """울타리를 지킬 파일: ui/ · pages/ · bench/ 의 파이썬과 진입 파일, 그리고 브라우저 파일."""
    files = [ROOT / "streamlit_app.py"]
    for folder in ("ui", "pages", "bench"):
        files += sorted((ROOT / folder).rglob("*.py"))
    files += sorted(FOLDER.glob("*.js")) + sorted(FOLDER.glob("*.css"))
    return [p for p in files if (ROOT / "ui" / "internals") not in p.parents]


@pytest.mark.parametrize("path", _code_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_streamlit_and_plotly_internals_are_named_only_in_ui_internals(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".css":  # CSS 의 속성 이름은 그대로 쓴다: 값은 $자리 (ui/internals.css)
        text = text.replace('[data-testid="$', "[$")
    found = [name for name in FENCED if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)]
    assert not found, f"{path.name} names {found}: take them from ui/internals/"
    if path.suffix == ".py":
        tree = ast.parse(text)
        modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        modules |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        modules = {m for m in modules if m.split(".")[0] == "streamlit"}
        assert modules <= PUBLIC, f"{path.name} imports {sorted(modules - PUBLIC)}"
