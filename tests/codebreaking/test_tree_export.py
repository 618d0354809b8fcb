"""나무 내보내기: 이름표의 왕복, 문서·CSV·DOT 의 모양, 커닝 종이만 보고 모든 비밀을 맞히기."""

from __future__ import annotations

import csv
import io
import re
from itertools import permutations

import numpy as np
import pydot
import pytest
from hand import hand_label

from solver.codebreaking.decision_tree import DecisionTree
from solver.codebreaking.evaluation import strategy_tree
from solver.codebreaking.feedback import (
    answer_slots,
    encode,
    parse_label,
    plain_label,
    possible_answers,
    score,
    win_answer,
)
from solver.codebreaking.tree_export import (
    cheat_sheet,
    find,
    path_to,
    secret_paths,
    tree_csv,
    tree_document,
    tree_dot,
)
from solver.codebreaking.variants import VARIANTS, get_variant

BASEBALL3 = get_variant("baseball3")
# 이 시험이 잰 값: minimax baseball3 커닝 종이에 적힌 줄 111 (여유를 두고 묶는다)
SHEET_LINES_AT_MOST = 130


@pytest.fixture(scope="module")
def minimax() -> object:
    return strategy_tree(BASEBALL3, "minimax")


# ---- 이름표 ----


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_possible_answer_label_parses_back_to_itself(name: str) -> None:
    variant = get_variant(name)
    for answer in possible_answers(variant):
        text = plain_label(variant, answer)
        assert parse_label(variant, text) == answer
        assert parse_label(variant, text.lower().replace(" ", "")) == answer
        assert parse_label(variant, f"  {text.upper()} ") == answer


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_parse_label_accepts_exactly_the_answers_that_can_occur(name: str) -> None:
    variant = get_variant(name)
    length = variant.length
    accepted = set()
    for strikes in range(length + 2):
        for balls in range(length + 2):
            try:
                accepted.add(parse_label(variant, f"{strikes}S {balls}B"))
            except ValueError:
                continue
            assert (strikes, balls) != (length - 1, 1)
    assert accepted == set(possible_answers(variant))
    assert max(accepted) < answer_slots(variant)


@pytest.mark.parametrize(
    ("text", "strikes", "balls"),
    [
        ("1S 2B", 1, 2),
        ("1s2b", 1, 2),
        ("1S2B", 1, 2),
        ("out", 0, 0),
        ("OUT", 0, 0),
        ("0S 0B", 0, 0),
        ("3S", 3, 0),
        ("3s 0b", 3, 0),
        ("0S 3B", 0, 3),
    ],
)
def test_parse_label_tolerates_spacing_and_case(text: str, strikes: int, balls: int) -> None:
    assert parse_label(BASEBALL3, text) == encode(BASEBALL3, strikes, balls)


@pytest.mark.parametrize(
    "text", ["9S", "1S 3B", "2S 1B", "4B", "abc", "", "  ", "S", "1S 2", "-1S"]
)
def test_parse_label_rejects_junk_and_impossible_answers(text: str) -> None:
    with pytest.raises(ValueError, match="answer"):
        parse_label(BASEBALL3, text)


def test_parse_label_knows_the_win_of_a_longer_code() -> None:
    bulls4 = get_variant("bulls4")
    assert parse_label(bulls4, "4S") == win_answer(bulls4)
    with pytest.raises(ValueError, match="impossible"):
        parse_label(bulls4, "3S 1B")


# ---- 문서, 길, CSV, DOT ----


def test_tree_document_counts_and_orders_the_branches(minimax) -> None:
    doc = tree_document(minimax, "minimax")
    assert list(doc) == ["variant", "strategy", "secrets", "histogram", "root"]
    assert doc["histogram"] == {"1": 1, "2": 5, "3": 26, "4": 113, "5": 280, "6": 79}
    root = doc["root"]
    assert (root["guess"], root["candidates"]) == ("123", 504)
    assert "3S" not in root["next"]
    # next 는 대답 번호 순: 이름표를 다시 번호로 읽으면 오름차순
    order = [parse_label(BASEBALL3, k) for k in root["next"]]
    assert order == sorted(order)
    leaves = []
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node["next"].values())
        if not node["next"]:
            leaves.append(node)
    assert leaves and all(n["candidates"] == 1 for n in leaves)


def test_secret_paths_replay_and_end_with_the_win(minimax) -> None:
    paths = secret_paths(minimax)
    assert [s for s, _ in paths] == list(range(504))
    depths = minimax.depths()
    win = win_answer(BASEBALL3)
    for secret, turns in paths:
        assert len(turns) == depths[secret]
        assert turns[-1] == (secret, win)
        assert all(score(BASEBALL3, g, secret) == a for g, a in turns)


def test_tree_csv_quotes_labels_and_uses_the_given_names(minimax) -> None:
    # 쉼표와 따옴표가 든 이름표도 csv 로 다시 읽으면 그대로
    def odd(answer: int) -> str:
        return f'"{plain_label(BASEBALL3, answer)}", ok'

    rows = list(csv.reader(io.StringIO(tree_csv(minimax, odd))))
    assert rows[0] == ["secret", "guesses", "path"]
    assert len(rows) == 505
    assert rows[1] == ["123", "1", '123 "3S", ok']


# pydot 이 부르는 pyparsing 의 옛 이름 경고는 이 저장소의 일이 아니다
@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_tree_dot_has_a_node_per_tree_node_and_escapes_labels(minimax) -> None:
    # pydot 읽기가 느려서 (마디 558 개에 몇 초) 작은 가지 하나를 나무로 삼는다; 전체는 명령줄 시험
    branch = DecisionTree(BASEBALL3, find(minimax, (encode(BASEBALL3, 0, 0),))[0])
    text = tree_dot(branch, "minimax", label=lambda a: f'say "{plain_label(BASEBALL3, a)}" \\')
    (graph,) = pydot.graph_from_dot_data(text)
    count = sum(1 for _ in branch.nodes())
    assert count > 20
    nodes = [n for n in graph.get_nodes() if re.fullmatch(r"n\d+", n.get_name())]
    assert len(nodes) == count
    assert nodes[0].get("label") == '"456\\n120"'
    edges = graph.get_edges()
    assert len(edges) == count - 1
    assert edges[0].get("label") == '"say \\"out\\" \\\\"'


def test_a_branch_taken_as_a_tree_counts_only_its_own_secrets(minimax) -> None:
    # 게임 중간의 마디에서 시작한 나무: 깊이는 처음부터 센 추측 횟수, 비밀은 그 마디의 후보만
    node = find(minimax, (encode(BASEBALL3, 1, 0),))[0]
    branch = DecisionTree(BASEBALL3, node)
    doc = tree_document(branch, "minimax")
    assert doc["secrets"] == node.size == sum(doc["histogram"].values())
    assert min(map(int, doc["histogram"])) >= 2
    paths = secret_paths(branch)
    assert [s for s, _ in paths] == node.candidates.tolist()
    assert "over 90)" in cheat_sheet(branch, "minimax")


# ---- 화면용 찾기 ----


def test_path_to_ends_at_the_node_that_solves_the_secret(minimax) -> None:
    depths = minimax.depths()
    for secret in range(BASEBALL3.size):
        nodes = path_to(minimax, secret)
        assert nodes[0] is minimax.root
        assert nodes[-1].guess == secret
        assert len(nodes) == depths[secret]
        answers = tuple(score(BASEBALL3, n.guess, secret) for n in nodes[:-1])
        assert find(minimax, answers) == (nodes[-1], answers)


def test_find_stops_where_the_tree_has_no_branch_and_path_to_refuses(minimax) -> None:
    assert find(minimax, ()) == (minimax.root, ())
    assert find(minimax, (win_answer(BASEBALL3),)) == (minimax.root, ())  # 맞힘에는 가지가 없다
    out = encode(BASEBALL3, 0, 0)
    node, path = find(minimax, (out,) * 5)
    assert 1 <= len(path) < 5 and path == (out,) * len(path) and not node.children.get(out)
    with pytest.raises(ValueError, match="not a code number"):
        path_to(minimax, 504)


# ---- 커닝 종이 ----


def parse_cheat_sheet(text: str, variant: object) -> dict[tuple[str, ...], str]:
    """커닝 종이를 글로만 읽는다: '- 대답 · 대답 → 추측' 줄마다 (이름표들) → 추측."""
    table: dict[tuple[str, ...], str] = {}
    for line in text.splitlines():
        if not line.startswith("- "):
            continue
        left, guess = line[2:].split(" → ")
        path = () if left == "(start)" else tuple(left.split(" · "))
        assert path not in table, line
        assert re.fullmatch(rf"[1-9]{{{variant.length}}}", guess), line
        table[path] = guess
    return table


@pytest.mark.parametrize("strategy", ["minimax", "optimal"])
def test_following_the_cheat_sheet_and_its_two_rules_solves_every_secret(strategy: str) -> None:
    tree = strategy_tree(BASEBALL3, strategy)
    text = cheat_sheet(tree, strategy)
    assert "When one code is left, call it. When two are left, call the smaller." in text
    sheet = parse_cheat_sheet(text, BASEBALL3)
    codes = ["".join(p) for p in permutations("123456789", 3)]
    assert codes == sorted(codes)
    depths = tree.depths()
    used: set[tuple[str, ...]] = set()
    for i, secret in enumerate(codes):
        left, path = codes, ()
        while True:
            if path in sheet:
                guess = sheet[path]
                used.add(path)
            else:  # 적히지 않았으면 규칙: 하나면 그것, 둘이면 작은 쪽
                assert len(left) <= 2, (secret, path)
                guess = min(left)
            answer = hand_label(guess, secret)
            path = (*path, answer)
            if answer == "3S":
                break
            left = [c for c in left if hand_label(guess, c) == answer]
        assert len(path) == depths[i], secret
    assert used == set(sheet)  # 쓰이지 않는 줄은 적지 않는다


def test_cheat_sheet_is_printable(minimax) -> None:
    text = cheat_sheet(minimax, "minimax", title="숫자 야구")
    assert text.startswith("# 숫자 야구\n")
    listed = [line for line in text.splitlines() if line.startswith("- ")]
    assert listed[0] == "- (start) → 123"
    assert len(listed) <= SHEET_LINES_AT_MOST
    assert len(text.encode("utf-8")) < 6000
    # 적히지 않은 마디는 모두 규칙을 따른다, 적힌 마디는 규칙만으로는 안 되는 마디다
    ruled = [n.size <= 2 and n.guess == int(np.min(n.candidates)) for n in minimax.nodes()]
    assert len(listed) == ruled.count(False)
