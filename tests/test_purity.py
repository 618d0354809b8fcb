"""엔진 순수성: solver 는 numpy 와 표준 라이브러리만 불러온다 (새 프로세스에서 확인)."""

from __future__ import annotations

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
