"""브라우저 코드는 진짜 파일이다: ui/ 의 모든 .js 가 `node --check` 를 지나고, 파이썬 파일에는
자바스크립트 · CSS 가 글로 들어 있지 않다 (ui/browser/ 의 파일을 읽는다).

Node 가 없으면 이유를 밝히고 건너뛴다. REQUIRE_BROWSER=1 (CI) 이면 실패한다."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
JS_FILES = sorted((ROOT / "ui").rglob("*.js")) + sorted((ROOT / "bench").glob("*.js"))
PY_FILES = sorted((ROOT / "ui").rglob("*.py")) + sorted((ROOT / "pages").glob("*.py"))
# 파이썬 글에 든 자바스크립트 · CSS 의 흔적: 함수 · 화살표 · 고르개 { 속성: 값 }
BROWSER_CODE = re.compile(
    r"=>\s*\{|function\s*\(|document\.querySelector|addEventListener|\{\s*[a-z-]+\s*:\s*[^}]*;\s*\}"
)


def _node() -> str:
    found = shutil.which("node")
    if found is None:
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail("node not found (apt-get install -y nodejs) and REQUIRE_BROWSER=1")
        pytest.skip("node not found (apt-get install -y nodejs)")
    return found


def test_there_are_browser_files() -> None:
    names = {p.name for p in JS_FILES}
    assert {"tap_guard.js", "history.js", "base_url.js", "pacer.js"} <= names


@pytest.mark.parametrize("path", JS_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_js_file_passes_node_check(path: Path, tmp_path: Path) -> None:
    """모듈 (export 가 있는 파일, st.components.v2 요소) 은 .mjs 로 옮겨 모듈로 본다: Node 의 판에
    따라 .js 를 CommonJS 로만 읽는 것이 있다."""
    node = _node()
    text = path.read_text(encoding="utf-8")
    checked = path
    if re.search(r"^export\s", text, flags=re.MULTILINE):
        checked = tmp_path / f"{path.stem}.mjs"
        checked.write_text(text, encoding="utf-8")
    done = subprocess.run([node, "--check", str(checked)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def strings(source: str) -> list[str]:
    """파이썬 글의 문자열 값들 (f-string 은 채울 자리를 0 으로 둔 글)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            found.append(
                "".join(v.value if isinstance(v, ast.Constant) else "0" for v in node.values)
            )
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.append(node.value)
    return found


@pytest.mark.parametrize("path", PY_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_python_file_holds_browser_code(path: Path) -> None:
    for text in strings(path.read_text(encoding="utf-8")):
        assert not BROWSER_CODE.search(text), f"{path.name}: browser code in a string: {text[:60]}"


def test_the_check_finds_browser_code_in_a_string() -> None:
    """울타리 시험이 헛돌지 않는다: 예전의 글 속 스크립트 · CSS 모양을 잡는다."""
    old = 'CSS = f".st-key-b button {{height: {CELL}px; padding: 0;}}"\nJS = "x => { go(); }"\n'
    for line in old.splitlines():
        assert any(BROWSER_CODE.search(text) for text in strings(line)), line
