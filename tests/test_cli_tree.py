"""명령줄 'tree': 내보낸 나무를 엔진 없이 모든 비밀에 대고 다시 둔다 (JSON, CSV, DOT), --write.

다시 두기는 이 파일의 손 계산 (숫자 문자열의 스트라이크·볼) 만 쓴다: 나무가 엔진과 같은 실수를
해도 여기서 드러난다.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections import Counter
from itertools import permutations
from pathlib import Path

import pydot
import pytest
from cli_runner import run
from hand import hand_label

from solver.codebreaking.shipped import DATA

# 숫자야구 (1-9 서로 다른 숫자 세 자리) 의 모든 비밀, 코드 순
BASEBALL3 = ["".join(p) for p in permutations("123456789", 3)]
# 0-9 서로 다른 숫자 네 자리
BULLS4 = ["".join(p) for p in permutations("0123456789", 4)]
MINIMAX_HISTOGRAM = {"1": 1, "2": 5, "3": 26, "4": 113, "5": 280, "6": 79}


def tree_json(*args: str) -> dict:
    done = run("tree", *args, "--json")
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("\n") == 1  # 촘촘한 JSON 한 줄
    return json.loads(done.stdout)


def replay(doc: dict, secrets: list[str]) -> dict[str, int]:
    """문서의 next 를 이름표로 따라 모든 비밀을 맞히고, 부른 횟수를 돌려준다.

    마디마다 실제로 닿은 비밀 수가 candidates 와 같은지, 자식들의 수의 합이 부모의 수 (추측이
    후보면 하나 빼고) 와 같은지도 본다.
    """
    reached: dict[int, set[str]] = {}
    nodes: dict[int, dict] = {}
    turns: dict[str, int] = {}
    for secret in secrets:
        node, count = doc["root"], 0
        while True:
            count += 1
            reached.setdefault(id(node), set()).add(secret)
            nodes[id(node)] = node
            said = hand_label(node["guess"], secret)
            if said == f"{len(secret)}S":
                break
            assert said in node["next"], (secret, node["guess"], said)
            node = node["next"][said]
        turns[secret] = count
    for key, node in nodes.items():
        assert node["candidates"] == len(reached[key]), node["guess"]
        solved = 1 if node["guess"] in reached[key] else 0
        children = sum(child["candidates"] for child in node["next"].values())
        assert children == node["candidates"] - solved, node["guess"]
    # 닿지 않는 마디가 없어야 한다 (문서의 모든 마디를 지났다)
    stack, total = [doc["root"]], 0
    while stack:
        node = stack.pop()
        total += 1
        stack.extend(node["next"].values())
    assert total == len(nodes)
    return turns


def histogram(turns: dict[str, int]) -> dict[str, int]:
    counts = Counter(turns.values())
    return {str(k): counts[k] for k in sorted(counts)}


def test_tree_json_for_minimax_replays_every_secret() -> None:
    doc = tree_json("--variant", "baseball3", "--strategy", "minimax")
    assert list(doc) == ["variant", "strategy", "secrets", "histogram", "root"]
    assert (doc["variant"], doc["strategy"], doc["secrets"]) == ("baseball3", "minimax", 504)
    assert doc["histogram"] == MINIMAX_HISTOGRAM
    assert (doc["root"]["guess"], doc["root"]["candidates"]) == ("123", 504)
    turns = replay(doc, BASEBALL3)
    assert len(turns) == 504
    assert histogram(turns) == MINIMAX_HISTOGRAM


def test_tree_json_for_optimal_replays_to_the_proved_total() -> None:
    doc = tree_json("--variant", "baseball3", "--strategy", "optimal")
    turns = replay(doc, BASEBALL3)
    assert sum(turns.values()) == 2337
    assert histogram(turns) == doc["histogram"]
    assert sum(int(k) * n for k, n in doc["histogram"].items()) == 2337


def test_tree_json_for_bulls4_replays_all_5040_secrets() -> None:
    doc = tree_json("--variant", "bulls4", "--strategy", "minimax")
    assert doc["secrets"] == 5040
    turns = replay(doc, BULLS4)
    assert histogram(turns) == doc["histogram"]
    assert sum(doc["histogram"].values()) == 5040


def test_tree_json_for_fewest_finds_every_bulls4_secret_within_seven_and_fifty_need_seven() -> None:
    doc = tree_json("--variant", "bulls4", "--strategy", "fewest")
    turns = replay(doc, BULLS4)  # 손 계산으로 5040 비밀 모두
    assert len(turns) == 5040 and max(turns.values()) == 7
    assert sum(1 for n in turns.values() if n == 7) == 50  # 증명된 최소 (Slovesnov 의 나무도 50)
    assert histogram(turns) == doc["histogram"]
    # 50 나무들 가운데 가장 작은 합계 (사전식 증명, 26,450): Slovesnov 의 26,484 보다 작다
    assert sum(turns.values()) == 26450 <= 26484


# 실어 둔 나무마다 (전략, 변형, 모든 비밀): 손 계산으로 다시 둔 합계가 실어 둔 파일의 합계다
SHIPPED_TREES = [
    ("optimal", "baseball3", BASEBALL3),
    ("optimal", "bulls4", BULLS4),
    ("fewest", "bulls4", BULLS4),
]


@pytest.mark.parametrize(("strategy", "name", "secrets"), SHIPPED_TREES)
def test_every_shipped_tree_replays_every_secret_to_its_file(
    strategy: str, name: str, secrets: list[str]
) -> None:
    doc = tree_json("--variant", name, "--strategy", strategy)
    turns = replay(doc, secrets)
    shipped = json.loads((DATA / f"{strategy}_{name}.json").read_text(encoding="utf-8"))
    assert len(turns) == len(secrets) == shipped.get("codes", len(secrets))
    assert max(turns.values()) == shipped["worst"]
    if "total" in shipped:
        assert sum(turns.values()) == shipped["total"]
    if "count" in shipped:
        assert sum(1 for n in turns.values() if n == shipped["limit"]) == shipped["count"]
    assert histogram(turns) == doc["histogram"]


def test_every_shipped_tree_file_is_replayed_here() -> None:
    """새 나무 파일을 실으면 위의 다시 두기에도 넣는다 (페이지 데이터와 난이도 곡선은 나무가
    아니다)."""
    files = {p.stem for p in DATA.glob("*.json") if not p.stem.startswith(("exact_", "curve_"))}
    assert files == {f"{strategy}_{name}" for strategy, name, _ in SHIPPED_TREES}


def test_format_json_is_the_same_as_json() -> None:
    done = run("tree", "--format", "json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == tree_json()


def test_tree_csv_has_a_replayable_row_per_secret() -> None:
    done = run("tree", "--variant", "baseball3", "--format", "csv")
    assert done.returncode == 0, done.stderr
    rows = list(csv.reader(io.StringIO(done.stdout)))
    assert rows[0] == ["secret", "guesses", "path"]
    assert [r[0] for r in rows[1:]] == BASEBALL3
    counts = Counter()
    for secret, guesses, path in rows[1:]:
        turns = [t.split(" ", 1) for t in path.split(" > ")]
        assert turns[-1] == [secret, "3S"]
        assert all(hand_label(g, secret) == a for g, a in turns)
        assert int(guesses) == len(turns)
        counts[guesses] += 1
    assert dict(sorted(counts.items())) == MINIMAX_HISTOGRAM


# pydot 이 부르는 pyparsing 의 옛 이름 경고는 이 저장소의 일이 아니다
@pytest.mark.slow  # 나무 전체의 그림: 빠른 묶음의 3 분 안에 들지 않는다 (전체 묶음이 돈다)
@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_tree_dot_parses_with_a_node_per_tree_node() -> None:
    done = run("tree", "--variant", "baseball3", "--format", "dot")
    assert done.returncode == 0, done.stderr
    (graph,) = pydot.graph_from_dot_data(done.stdout)
    nodes = [n for n in graph.get_nodes() if re.fullmatch(r"n\d+", n.get_name())]
    edges = graph.get_edges()
    # 나무 마디 수는 JSON 문서에서 센다
    stack, count = [tree_json()["root"]], 0
    while stack:
        count += 1
        stack.extend(stack.pop()["next"].values())
    assert len(nodes) == count == 558
    assert len(edges) == count - 1
    labels = {e.get("label").strip('"') for e in edges}
    assert "out" in labels and "3S" not in labels


def test_tree_md_is_a_cheat_sheet() -> None:
    done = run("tree", "--format", "md")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "# Cheat sheet: baseball3, strategy minimax"
    assert "- (start) → 123" in lines


def test_write_puts_the_printed_bytes_in_the_file(tmp_path: Path) -> None:
    printed = run("tree", "--format", "csv")
    out = tmp_path / "tree.csv"
    done = run("tree", "--format", "csv", "--write", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == printed.stdout.encode("utf-8")
    assert done.stdout == f"wrote 504 rows (csv, {out.stat().st_size} bytes) to {out}\n"


def test_write_with_json_prints_a_json_summary(tmp_path: Path) -> None:
    out = tmp_path / "tree.json"
    done = run("tree", "--write", str(out), "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    size = out.stat().st_size
    assert summary == {
        "written": str(out),
        "format": "json",
        "bytes": size,
        "variant": "baseball3",
        "strategy": "minimax",
    }
    assert json.loads(out.read_text(encoding="utf-8")) == tree_json()


def test_tree_without_a_format_prints_a_summary() -> None:
    done = run("tree", "--variant", "baseball3", "--strategy", "minimax")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "baseball3 minimax: root 123, 504 secrets, mean 4.7917, worst 6, 558 nodes",
        "histogram 1:1  2:5  3:26  4:113  5:280  6:79",
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--variant", "baseball9"], "invalid choice"),
        (["--strategy", "telepathy"], "invalid choice"),
        (["--strategy", "random"], "invalid choice"),
        (["--strategy", "optimal", "--variant", "mastermind"], "only for baseball3"),
        (["--format", "png"], "invalid choice"),
        (["--format", "csv", "--json"], "--json"),
        (["--format", "csv", "--write", "/nonexistent/dir/tree.csv"], "No such file"),
    ],
    ids=[
        "unknown-variant",
        "unknown-strategy",
        "random",
        "optimal-elsewhere",
        "unknown-format",
        "json-and-csv",
        "unwritable",
    ],
)
def test_bad_tree_requests_exit_2_with_one_line(args: list[str], message: str) -> None:
    done = run("tree", *args)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("error:")
    assert message in lines[0]


@pytest.mark.parametrize("fmt", ["json", "csv", "dot", "md"])
def test_page_download_is_byte_for_byte_the_command_line_output(fmt: str) -> None:
    from solver.codebreaking.evaluation import strategy_tree
    from solver.codebreaking.tree_export import export
    from solver.codebreaking.variants import get_variant

    done = run("tree", "--variant", "baseball3", "--strategy", "parts", "--format", fmt)
    assert done.returncode == 0, done.stderr
    tree = strategy_tree(get_variant("baseball3"), "parts")
    assert export(tree, "parts", fmt) == done.stdout  # 화면의 내려받기는 export 를 그대로 준다
