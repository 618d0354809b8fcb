"""가져오기 (import) 의 층: 집 전체는 세 층 (pages · bench → ui → solver · results), ui 안은 아래
표의 층.

화살표는 같은 층이나 아래로만 간다 (위로 가는 가져오기가 없다), 고리가 없다, 페이지는 solver 를
부르지 않는다, 상태 · 그릴 내용 (ui/codebreaking, ui/gametree) 은 streamlit 을 모른다. 층의 뜻은
docs/architecture.md 의 '층' 에 있다. 코드를 읽어 (ast) 세고, 아무것도 실행하지 않는다.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# ui 의 층 (높을수록 위): 모듈 이름의 앞부분 → 층. 가장 긴 앞부분이 정한다
UI_FLOORS = {
    "ui.views": 6,  # 페이지 갈래의 화면 조각 (streamlit)
    "ui.frame": 6,  # 모든 페이지의 틀
    "ui.widgets": 5,  # 공통 위젯 도우미
    "ui.links": 5,  # 주소와 세션
    "ui.pacer": 5,  # 자동 진행의 박자 요소
    "ui.chart_element": 5,  # 우리 차트 요소
    "ui.seat_line": 5,  # 학생의 자리의 한 줄 (틀이 맨 위에 그린다)
    "ui.states": 4,  # session_state 의 열쇠 (페이지 상태를 만든다)
    "ui.codebreaking": 3,  # 숫자 맞히기의 상태 · 그릴 내용 · 차트 (streamlit 없음)
    "ui.gametree": 3,  # 게임 나무의 상태 · 그릴 내용 · 차트 (streamlit 없음)
    "ui.classroom": 3,  # 수업의 상태 · 그릴 내용 · 차트 (streamlit 없음)
    "ui.classroom.db": 4,  # 수업의 저장소를 여는 한 곳 (streamlit: 판 읽기의 캐시)
    "ui.firstscreen": 3,  # 첫 화면의 그림 (streamlit 없음: 서버가 문서에 넣는다)
    "ui.server": 2,  # ASGI 서버 쪽
    "ui.browser": 2,  # 브라우저 파일을 문서에 넣는 파이썬
    "ui.link_reader": 1,  # 링크 읽기 (streamlit 없음)
    "ui.caches": 0,  # 같이 쓰는 계산 (solver 만)
    "ui.charts": 0,
    "ui.chart_svg": 0,  # 그림을 SVG 로 (첫 화면의 그림이 쓴다)
    "ui.internals": 0,
    "ui.solving": 0,  # 이어 푸는 사목 풀이 (solver 만)
    "ui.screen_tree": 0,  # 한 번 돌린 페이지가 그린 것 (streamlit 없음: 첫 화면의 그림이 읽는다)
    "ui.nav": 0,
    "ui.text": 0,
    "ui.turns": 0,
    "ui.vocabulary": 0,  # 페이지가 읽는 엔진의 낱말 (solver 만)
    "ui": 0,  # 꾸러미의 얼굴 (ui/__init__.py)
}
# 집의 층: 맨 위 이름 → 층
HOUSE_FLOORS = {"pages": 2, "bench": 2, "streamlit_app": 2, "ui": 1, "solver": 0, "results": 0}


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> Iterator[str]:
    """파일이 가져오는 모듈 이름들 (상대 가져오기는 풀고, 'from X import y' 는 X.y 가 모듈이면
    그것을)."""
    name = _module(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                exists = (ROOT / Path(*sub.split("."))).with_suffix(".py").exists()
                yield sub if exists or (ROOT / Path(*sub.split("."))).is_dir() else target


def _sources(*tops: str) -> list[Path]:
    files: list[Path] = []
    for top in tops:
        where = ROOT / top
        files += [where.with_suffix(".py")] if not where.is_dir() else sorted(where.rglob("*.py"))
    return [f for f in files if "vendor" not in f.parts]


def _floor(name: str, table: dict[str, int]) -> int | None:
    parts = name.split(".")
    for n in range(len(parts), 0, -1):
        if ".".join(parts[:n]) in table:
            return table[".".join(parts[:n])]
    return None


def test_ui_imports_go_down_or_across_never_up() -> None:
    upward = []
    for path in _sources("ui"):
        here = _floor(_module(path), UI_FLOORS)
        assert here is not None, f"{_module(path)} has no floor in UI_FLOORS"
        for target in _imports(path):
            there = _floor(target, UI_FLOORS) if target.startswith("ui") else None
            if there is not None and there > here:
                upward.append(f"{_module(path)} ({here}) -> {target} ({there})")
    assert upward == []


def test_the_house_has_three_floors_and_pages_do_not_call_the_engine() -> None:
    wrong = []
    for path in _sources("pages", "bench", "streamlit_app", "ui", "solver", "results"):
        name = _module(path)
        here = HOUSE_FLOORS[name.split(".")[0]]
        for target in _imports(path):
            there = HOUSE_FLOORS.get(target.split(".")[0])
            if there is not None and there > here:
                wrong.append(f"{name} -> {target}")
            if name.startswith("pages") and target.split(".")[0] in ("solver", "results"):
                wrong.append(f"{name} -> {target} (pages talk to ui only)")
    assert wrong == []


def test_no_import_cycle() -> None:
    """모듈 사이에 고리가 없다 (꾸러미의 얼굴 __init__ 은 제 모듈들을 부를 수 있어 뺀다)."""
    graph: dict[str, set[str]] = {}
    for path in _sources("pages", "bench", "ui", "solver", "results"):
        name = _module(path)
        graph[name] = {t for t in _imports(path) if t != name}
    graph = {
        n: {t for t in ts if t in graph and not n.startswith(t + ".")} for n, ts in graph.items()
    }
    seen: dict[str, int] = {}  # 1: 도는 중, 2: 끝

    def visit(node: str, trail: list[str]) -> None:
        seen[node] = 1
        for nxt in sorted(graph[node]):
            assert seen.get(nxt) != 1, " -> ".join([*trail, node, nxt])
            if nxt not in seen:
                visit(nxt, [*trail, node])
        seen[node] = 2

    for node in sorted(graph):
        if node not in seen:
            visit(node, [])


def test_page_states_and_view_models_know_no_streamlit() -> None:
    paths = _sources(
        "ui/codebreaking", "ui/gametree", "ui/classroom", "ui/firstscreen", "ui/link_reader"
    )
    for path in (p for p in paths if p.name != "db.py"):
        framework = [t for t in _imports(path) if t.split(".")[0] in ("streamlit", "plotly")]
        assert framework == [], _module(path)


def test_results_opens_streamlit_in_one_place_and_ui_opens_the_database_in_one() -> None:
    """수업의 저장소는 streamlit 을 results.connection 에서만 부르고 (st.connection), ui 는 그 곳을
    ui.classroom.db 에서만 부른다 (나머지는 저장소를 인자로 받는다: 시험할 수 있게)."""
    framework = {
        _module(path)
        for path in _sources("results")
        if any(t.split(".")[0] in ("streamlit", "plotly") for t in _imports(path))
    }
    assert framework == {"results.connection"}
    openers = {
        _module(path)
        for path in _sources("ui", "pages", "bench")
        if any(t.startswith("results.connection") for t in _imports(path))
    }
    assert openers <= {"ui.classroom.db"}


# 남의 이름을 건네주어도 되는 곳: 페이지가 읽는 엔진의 낱말, Streamlit 의 속을 적는 한 곳
HANDS_ON = {"ui.vocabulary", "ui.internals"}
# 아직 남은 건네주기 (issue 43: 읽는 쪽이 제자리에서 읽으면 여기서 지운다)
STILL_HANDED_ON = {
    "ui.gametree.connect4_state": {"Search", "TEMPERATURES"},  # pages/connect4.py 가 읽는다
}


def _handed_on(path: Path) -> set[str]:
    """__all__ 에 있지만 이 모듈이 정의하지 않은 이름 (가져와 건네주기만 하는 것)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    defined: set[str] = set()
    listed: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            defined.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
            defined |= names
            if "__all__" in names and isinstance(node.value, (ast.List, ast.Tuple)):
                listed = {e.value for e in node.value.elts if isinstance(e, ast.Constant)}
    return listed - defined


def test_ui_and_results_modules_list_only_their_own_names() -> None:
    """ui · results 의 모듈은 제 이름만 내놓는다: 엔진의 낱말은 solver 에서 바로 (ui) 또는
    ui.vocabulary 에서 (페이지) 읽는다. 건네주는 모듈이 있으면 읽는 쪽이 이름의 집을 모른다."""
    handed = {
        name: names
        for path in _sources("ui", "results")
        if (name := _module(path)) not in HANDS_ON and (names := _handed_on(path))
    }
    assert all(names <= STILL_HANDED_ON.get(name, set()) for name, names in handed.items()), handed


def _doc_floors() -> dict[str, int]:
    """docs/architecture.md 의 '층' 표: 모듈 (ui. 를 붙이고 끝의 / 는 떼고) → 층."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = text[text.index("## 층") :]
    floors: dict[str, int] = {}
    for line in table.splitlines():
        cells = [c.strip() for c in line.split("|")[1:-1]]
        if cells and cells[0].isdigit():
            for name in re.findall(r"`([^`]+)`", cells[1]):
                floors["ui." + name.rstrip("/").replace("/", ".")] = int(cells[0])
        elif floors:  # 표가 끝났다
            break
    return floors


def test_the_architecture_docs_floor_table_is_this_tests_map() -> None:
    """문서의 층 표와 이 시험의 층 (UI_FLOORS) 이 같다: 한쪽만 고치면 여기서 깨진다."""
    assert _doc_floors() == {name: floor for name, floor in UI_FLOORS.items() if name != "ui"}
