"""저장소 모양: 설계 카드의 맨 위 목록, pages/ 의 페이지 파일, 겹치지 않는 이름, 순수한 엔진."""

from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# 설계 카드 (requirements.txt, streamlit_app.py, solver/, pages/, tests/, .streamlit/) 와
# README, ui/, bench/, deploy/, docs/, .ci/, pyproject.toml, 개발용 requirements, .gitignore
ALLOWED = {
    "requirements.txt",
    "streamlit_app.py",
    "solver",
    "pages",
    "tests",
    ".streamlit",
    "README.md",
    "ui",
    "results",
    "bench",
    "deploy",
    "docs",
    ".ci",
    "pyproject.toml",
    "requirements-dev.txt",
    ".gitignore",
}
CARD = {"requirements.txt", "streamlit_app.py", "solver", "pages", "tests", ".streamlit"}


def repository_top_level() -> set[str]:
    """저장소의 맨 위 이름들: git 이 가진 파일과 아직 안 넣었지만 무시하지도 않는 파일.

    README 대로 만든 .venv 나 실행 중에 생기는 캐시처럼 .gitignore 가 무시하는 것은 빠진다.
    """
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    return {name.split("/", 1)[0] for name in listed if (ROOT / name).exists()}


def test_top_level_is_the_design_card_plus_the_agreed_extras() -> None:
    names = repository_top_level()
    assert names >= CARD
    assert names <= ALLOWED, sorted(names - ALLOWED)
    assert not (ROOT / "app_pages").exists()


def test_a_venv_made_as_the_readme_says_is_ignored() -> None:
    """README 의 venv 조언 (python3 -m venv .venv) 을 따라도 모양 시험이 깨지지 않는다."""
    ignored = subprocess.run(
        ["git", "check-ignore", "-q", ".venv/bin/python"], cwd=ROOT, check=False
    )
    assert ignored.returncode == 0


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


def test_every_page_ends_by_keeping_its_link() -> None:
    """페이지의 마지막 줄은 f.keep() 이다: 그 실행의 모든 동작이 상태에 닿은 뒤에 주소를 쓴다."""
    for path in (ROOT / "pages").glob("*.py"):
        last = ast.parse(path.read_text(encoding="utf-8")).body[-1]
        call = last.value if isinstance(last, ast.Expr) else None
        assert isinstance(call, ast.Call) and not call.args and not call.keywords, path.name
        assert isinstance(call.func, ast.Attribute) and call.func.attr == "keep", path.name
        assert isinstance(call.func.value, ast.Name) and call.func.value.id == "f", path.name


def test_every_page_state_keeps_the_page_protocol() -> None:
    """store 가 주는 페이지 상태마다 PageState 의 두 동사를 같은 모양으로 갖는다."""
    import inspect
    import keyword

    from ui import states
    from ui.link_reader import PageState
    from ui.nav import PAGES

    # 페이지마다 store 에 그 주소 이름의 함수가 있다 (ui/states.py: 페이지 상태를 주는 함수).
    # 주소가 파이썬 낱말이면 (class) PEP 8 대로 밑줄을 붙인다 (states.class_)
    def named(url: str) -> str:
        return f"{url}_" if keyword.iskeyword(url) else url

    kinds = {
        page.url: inspect.signature(getattr(states, named(page.url))).return_annotation
        for page in PAGES
    }
    for name, kind in kinds.items():
        cls = getattr(states, kind) if isinstance(kind, str) else kind
        assert isinstance(cls(), PageState), name
        assert list(inspect.signature(cls.open_link).parameters) == ["self", "params", "opening"]
        assert list(inspect.signature(cls.link).parameters) == ["self", "variant"]


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


# 삼목의 판 크기를 적은 모양: 칸 9 개 (range(9), < 9, (9,), 0-8, 9 cells), 3x3 (range(3), r * 3 + c,
# // 3, % 3, divmod(…, 3), '3x3'). 판의 모양은 게임이 말한다 (Game.shape)
TICTACTOE_SIZE = re.compile(
    r"range\(\s*[39]\s*\)|<\s*9\b|<=\s*8\b|(?://|%)\s*3\b|\*\s*3\s*\+|\(\s*9\s*,\s*\)"
    r"|\b3\s*[x×]\s*3\b|\b9\s*(?:cells|칸)|\(None,\)\s*\*\s*9|int_list\(\s*0\s*,\s*8\s*\)"
    r"|\b0-8\b|divmod\([^)]*,\s*3\s*\)"
)


def test_the_size_pattern_catches_the_old_tictactoe_assumptions() -> None:
    """아래 훑기가 헛돌지 않는다: 이 저장소에 있던 줄들을 잡는다."""
    for line in (
        "if not 0 <= cell < 9 or board[cell] is not None:",
        "# (9,) → (3, 3): 행 우선",
        "for r in range(3):",
        "cell = r * 3 + c",
        'f"({p.cell // 3}, {p.cell % 3})"',
        "r, c = divmod(chosen, 3)",
        'Param("moves", int_list(0, 8)),',
        '"""삼목 3x3 히트맵"""',
    ):
        assert TICTACTOE_SIZE.search(line), line
    assert not TICTACTOE_SIZE.search("rows, cols = shape; cell = r * cols + c")


def test_only_tictactoe_modules_name_a_tictactoe_board_size() -> None:
    """ui/ · pages/ 의 모든 모듈과 삼목 밖의 solver 모듈은 칸 9 개 · 3x3 을 적지 않는다 (주석 ·
    독스트링도): 판의 모양과 수는 게임 (solver/gametree/game.Game) 에서 온다."""
    found = []
    for base in ("ui", "pages", "solver"):
        for path in sorted((ROOT / base).rglob("*.py")):
            if base == "solver" and path.stem.startswith("tictactoe"):
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if TICTACTOE_SIZE.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)
