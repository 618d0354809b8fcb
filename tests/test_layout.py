"""저장소 모양: 설계 카드의 맨 위 목록, pages/ 의 페이지 파일, 겹치지 않는 이름, 순수한 엔진."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# 설계 카드 (requirements.txt, streamlit_app.py, solver/, pages/, tests/, .streamlit/) 와
# README, ui/, bench/, .ci/, pyproject.toml, 개발용 requirements, 그리고 git 의 파일들
ALLOWED = {
    "requirements.txt",
    "streamlit_app.py",
    "solver",
    "pages",
    "tests",
    ".streamlit",
    "README.md",
    "ui",
    "bench",
    "deploy",
    ".ci",
    "pyproject.toml",
    "requirements-dev.txt",
    ".git",
    ".gitignore",
}
# 실행 중에 생기는 것 (git 이 무시한다)
GENERATED = {".pytest_cache", ".ruff_cache", ".hypothesis", ".benchmarks", "__pycache__"}
CARD = {"requirements.txt", "streamlit_app.py", "solver", "pages", "tests", ".streamlit"}


def test_top_level_is_the_design_card_plus_the_agreed_extras() -> None:
    names = {p.name for p in ROOT.iterdir()} - GENERATED
    assert names >= CARD
    assert names <= ALLOWED, sorted(names - ALLOWED)
    assert not (ROOT / "app_pages").exists()


def test_pages_folder_holds_exactly_our_page_files() -> None:
    from ui.nav import PAGES

    files = sorted(p.name for p in (ROOT / "pages").glob("*.py"))
    assert files == sorted(Path(page.path).name for page in PAGES)
    assert [p.path for p in PAGES] == [f"pages/{p.url}.py" for p in PAGES]


def test_every_page_calls_the_frame_first() -> None:
    """페이지마다 첫 streamlit 호출 전에 frame() 을 부른다 (메뉴와 사이드바가 늘 있다)."""
    for path in (ROOT / "pages").glob("*.py"):
        body = ast.parse(path.read_text(encoding="utf-8")).body
        calls = [
            node
            for node in body
            if isinstance(node, ast.Assign | ast.Expr) and isinstance(node.value, ast.Call)
        ]
        first = calls[0].value
        assert isinstance(first.func, ast.Name) and first.func.id == "frame", path.name


def test_no_two_modules_share_a_name() -> None:
    modules = [
        p
        for base in ("solver", "ui")
        for p in (ROOT / base).rglob("*.py")
        if p.name not in ("__init__.py", "__main__.py")
    ]
    names = [p.stem for p in modules]
    twice = sorted({n for n in names if names.count(n) > 1})
    assert not twice, twice


def test_no_two_classes_share_a_name() -> None:
    classes: list[str] = []
    for base in ("solver", "ui"):
        for path in (ROOT / base).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            classes += [n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    twice = sorted({c for c in classes if classes.count(c) > 1})
    assert not twice, twice


def test_solver_speaks_no_ui_language() -> None:
    """엔진의 문자열 상수 (독스트링과 주석 말고) 에 한글이 없다: 화면 문구는 ui/ 에."""
    hangul = re.compile("[가-힣]")
    for path in (ROOT / "solver").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
            ):
                assert not hangul.search(node.value), f"{path.name}: {node.value!r}"
