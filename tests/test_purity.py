"""엔진 순수성: solver 는 numpy 와 표준 라이브러리만 불러온다 (새 프로세스에서 확인). 하나의 예외는
사목의 정확한 풀이의 커널 (solver/gametree/connect4_kernel.py) 이 부르는 numba 이고, 그것도 사목
페이지가 아닌 페이지는 불러오지 않는다."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# 새 프로세스에서: numpy 까지 불러온 뒤, solver 의 모든 모듈 (하위 꾸러미까지) 을 불러 새로 생긴
# 모듈을 본다. __main__ 은 명령줄을 실행하고 끝나므로 빼고, 그 본체인 solver.cli 를 부른다.
PROBE = """
import importlib, json, pkgutil, sys
import numpy
import numba  # connect4_kernel 이 부른다: numba 가 스스로 부르는 것 (llvmlite 등) 은 세지 않는다
before = set(sys.modules)
import solver
names = sorted(
    m.name for m in pkgutil.walk_packages(solver.__path__, "solver.")
    if not m.name.endswith("__main__")
)
for name in names:
    importlib.import_module(name)
added = sorted({m.split(".")[0] for m in set(sys.modules) - before})
print(json.dumps({"modules": names, "added": added, "all": sorted(sys.modules)}))
"""


def probe() -> dict:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout)


def test_solver_imports_neither_streamlit_nor_plotly() -> None:
    data = probe()
    # 모듈 목록이 비면 검사가 헛돈다: 핵심 모듈이 다 불렸는지 먼저 본다
    core = {
        "solver.cli",
        "solver.codebreaking.variants",
        "solver.codebreaking.session",
        "solver.codebreaking.evaluation",
        "solver.codebreaking.proof.average",
        "solver.gametree.negamax",
        "solver.gametree.tictactoe_review",
        "solver.gametree.match",
        "solver.gametree.game",
    }
    assert core <= set(data["modules"])
    loaded = {m.split(".")[0] for m in data["all"]}
    assert "streamlit" not in loaded
    assert "plotly" not in loaded


def test_solver_adds_only_standard_library_modules_beyond_numpy() -> None:
    data = probe()
    allowed = set(sys.stdlib_module_names) | {"solver", "numpy"}
    # numpy.random 같은 Cython 확장이 늦게 불릴 때 생기는 내부 모듈은 numpy 의 일부다
    foreign = {
        m
        for m in data["added"]
        if m not in allowed and not m.startswith("_cython_") and m != "cython_runtime"
    }
    assert not foreign, f"solver imported non-stdlib modules: {sorted(foreign)}"


def test_only_the_connect4_kernel_imports_numba() -> None:
    importers = sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "solver").rglob("*.py")
        if any(name.split(".")[0] == "numba" for name in _imported(path))
    )
    assert importers == ["solver/gametree/connect4_kernel.py"]


def _imported(path: Path) -> list[str]:
    """파일이 맨 위에서든 함수 안에서든 가져오는 모듈 이름 (절대 이름만; 'from ui import caches'
    는 ui 와 ui.caches)."""
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            names.append(node.module)
            for alias in node.names:
                where = ROOT.joinpath(*node.module.split("."), alias.name)
                if where.is_dir() or where.with_suffix(".py").exists():
                    names.append(f"{node.module}.{alias.name}")
    return names


# 새 프로세스에서: 사목이 아닌 페이지들이 가져오는 ui 모듈을 모두 불러도 numba 가 없다
PAGES_PROBE = """
import importlib, json, sys
for name in json.loads(sys.argv[1]):
    importlib.import_module(name)
kernel = "solver.gametree.connect4_kernel" in sys.modules
print(json.dumps({"numba": "numba" in sys.modules, "solver": kernel}))
"""


def test_pages_other_than_connect4_do_not_import_numba() -> None:
    modules = sorted(
        {
            name
            for page in (ROOT / "pages").glob("*.py")
            if page.name != "connect4.py"
            for name in _imported(page)
            if name.split(".")[0] == "ui"
        }
    )
    assert "ui.caches" in modules and "ui.frame" in modules  # 모든 페이지의 바탕까지 불렀다
    done = subprocess.run(
        [sys.executable, "-c", PAGES_PROBE, json.dumps(modules)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(done.stdout) == {"numba": False, "solver": False}
