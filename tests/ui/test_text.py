"""문구 표: 열쇠마다 두 언어, 같은 자리 표시, 안 쓰는 열쇠 없음, 값에 붙는 조사 없음."""

from __future__ import annotations

import ast
import importlib
import re
import string
from collections import defaultdict
from pathlib import Path

import pytest

from ui.nav import PAGES
from ui.text import TEXT, _merge, tr

ROOT = Path(__file__).resolve().parents[2]
# 문구 열쇠를 쓰는 코드: 진입 파일, 페이지, ui/ (문구 표 자신 ui/text/*_text.py 는 뺀다)
SOURCES = [
    ROOT / "streamlit_app.py",
    *sorted((ROOT / "pages").glob("*.py")),
    *sorted(p for p in (ROOT / "ui").rglob("*.py") if not p.name.endswith("_text.py")),
]
HANGUL = re.compile("[가-힣]")


def placeholders(text: str) -> set[str]:
    """str.format 의 자리 이름들."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def used_strings() -> set[str]:
    """코드에 글자 그대로 적힌 문자열 상수 모두."""
    found: set[str] = set()
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return found


def text_tables() -> dict[str, dict[str, tuple[str, str]]]:
    """ui/text/*_text.py 마다 그 문구 표 (대문자 이름의 dict 하나): 합치는 목록과 따로 찾는다."""
    tables = {}
    for path in sorted((ROOT / "ui" / "text").glob("*_text.py")):
        module = importlib.import_module(f"ui.text.{path.stem}")
        (table,) = (v for k, v in vars(module).items() if k.isupper() and isinstance(v, dict))
        tables[path.stem] = table
    return tables


def test_every_table_is_merged_and_no_key_is_in_two_tables() -> None:
    owners: dict[str, list[str]] = defaultdict(list)
    for name, table in text_tables().items():
        for key in table:
            owners[key].append(name)
    twice = {key: names for key, names in owners.items() if len(names) > 1}
    assert not twice, f"text keys defined in two tables: {twice}"
    assert set(owners) == set(TEXT), "a *_text.py table is not merged into ui.text.TEXT"


def test_merging_refuses_a_key_defined_twice() -> None:
    with pytest.raises(ValueError, match="auto_step"):
        _merge({"auto_step": ("다음", "Next")}, {"auto_step": ("다음 단계", "Next step")})


@pytest.mark.parametrize("key", sorted(TEXT))
def test_every_key_has_both_languages_with_the_same_placeholders(key: str) -> None:
    ko, en = TEXT[key]
    assert ko.strip() and en.strip()
    assert placeholders(ko) == placeholders(en), key
    assert not (HANGUL.search(en)), f"{key}: Korean in the English text"


def test_no_key_is_unused() -> None:
    used = used_strings()
    unused = sorted(key for key in TEXT if key not in used)
    assert not unused, f"text keys written nowhere in the code: {unused}"


def test_no_key_is_built_from_pieces() -> None:
    """열쇠는 글자 그대로 적는다: tr/t 의 열쇠 자리에 f-string 이 없다."""
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute | ast.Name)
                and getattr(node.func, "attr", getattr(node.func, "id", "")) in ("t", "tr")
            ):
                key = node.args[-1] if getattr(node.func, "id", "") != "tr" else node.args[1]
                assert not isinstance(key, ast.JoinedStr), f"{path.name}:{node.lineno}"


# 값 ({...}) 바로 뒤에 붙는 조사는 값의 마지막 글자 소리를 따라 바뀐다 ('6651 는' 은 틀린다):
# 값 뒤에는 조사를 붙이지 않거나 '은(는)' 처럼 두 꼴을 함께 쓴다. '의' 는 받침과 상관없다.
PARTICLE = re.compile(
    r"\}[*`']*\s?(은|는|이|가|을|를|으로|로|와|과|이라면|라면|이에요|예요)(?![(가-힣])"
)


@pytest.mark.parametrize("key", sorted(TEXT))
def test_no_particle_follows_a_value_in_korean(key: str) -> None:
    assert not PARTICLE.search(TEXT[key][0]), TEXT[key][0]


def test_how_to_read_texts_are_lines_of_a_list_in_both_languages() -> None:
    for page in (p.url for p in PAGES):
        ko, en = (tr(lang, f"read_{page}").splitlines() for lang in ("ko", "en"))
        assert len(ko) == len(en) >= 3, page


def test_unknown_language_falls_back_to_korean() -> None:
    assert tr("xx", "nav_keeper") == TEXT["nav_keeper"][0]
