"""결정 나무: 증명 탐색이 내놓는 전략을 평범한 dict 로 만들고, 다시 두어 검사하고, 찾아본다.

실어 둔 최적 평균 나무 (solver/data) 를 읽어 전략 'optimal' 의 추측을 찾는 것도 여기서 한다.

모양: {"guess": "123", "next": {"<대답 번호>": 하위 나무, ...}}. 정답 대답은 가지가 없다
(그 대답으로 판이 끝난다). 대답 번호는 JSON 열쇠라서 문자열이다.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import numpy as np

from . import partition
from .feedback import response_matrix, win_answer
from .variants import Variant

__all__ = [
    "SHIPPED",
    "Tree",
    "guess_table",
    "replay_tree",
    "set_key",
    "shipped_pick",
    "shipped_tree",
    "tree_from",
]

Tree = dict  # {"guess": str, "next": {str: Tree}}


def set_key(size: int, cands: np.ndarray) -> bytes:
    """후보 집합의 기억용 열쇠: 비트 묶음 (baseball3 는 63 바이트). size 는 코드 수 N."""
    mask = np.zeros(size, dtype=bool)
    mask[cands] = True
    return np.packbits(mask).tobytes()


def tree_from(variant: Variant, guess_for: dict[bytes, int]) -> Tree:
    """집합 열쇠 → 추측 표에서 전체 집합부터 나무를 만든다 (후보가 둘 이하면 첫 후보)."""
    responses = response_matrix(variant)
    win = win_answer(variant)

    def build(cands: np.ndarray) -> Tree:
        guess = int(cands[0]) if len(cands) <= 2 else guess_for[set_key(variant.size, cands)]
        nxt = {
            str(a): build(p)
            for a, p in partition.split(responses, cands, guess).items()
            if a != win
        }
        return {"guess": variant.format(guess), "next": nxt}

    return build(np.arange(variant.size))


def replay_tree(variant: Variant, tree: Tree) -> np.ndarray:
    """나무를 모든 비밀에 대고 두어 비밀마다 부른 횟수 (N,) int64 를 돌려준다.

    정답으로 끝나는 마지막 추측도 센다 (evaluate 와 같다). 나올 수 있는 대답의 가지가 없거나
    마디 모양이 틀리면 ValueError: 증거 나무가 정말 모든 비밀을 맞히는지 검사하는 용도다.
    """
    responses = response_matrix(variant)
    win = win_answer(variant)
    counts = np.zeros(variant.size, dtype=np.int64)
    stack: list[tuple[Tree, np.ndarray, int]] = [(tree, np.arange(variant.size), 1)]
    while stack:
        node, cands, level = stack.pop()
        if level > variant.size:
            raise ValueError("tree is deeper than the number of codes (a cycle?)")
        if not isinstance(node, dict) or not isinstance(node.get("guess"), str):
            raise ValueError(f"tree node at depth {level} has no guess")
        guess = variant.parse(node["guess"])
        branches = node.get("next", {})
        for answer, part in partition.split(responses, cands, guess).items():
            if answer == win:
                counts[part] = level
            elif str(answer) in branches:
                stack.append((branches[str(answer)], part, level + 1))
            else:
                raise ValueError(
                    f"tree has no branch for answer {answer} after {node['guess']} "
                    f"(secret {variant.format(int(part[0]))} is never found)"
                )
    return counts


def guess_table(variant: Variant, tree: Tree) -> dict[bytes, int]:
    """나무를 걸어 '그 마디의 후보 집합 열쇠 → 추측' 표를 만든다 (전략의 pick 용)."""
    responses = response_matrix(variant)
    win = win_answer(variant)
    table: dict[bytes, int] = {}
    stack = [(tree, np.arange(variant.size))]
    while stack:
        node, cands = stack.pop()
        guess = variant.parse(node["guess"])
        table[set_key(variant.size, cands)] = guess
        for a, p in partition.split(responses, cands, guess).items():
            if a != win and str(a) in node["next"]:
                stack.append((node["next"][str(a)], p))
    return table


# 최적 평균 나무를 실어 둔 변형 → solver/data 안의 파일 이름
SHIPPED = {"baseball3": "optimal_baseball3.json"}
_DATA = Path(__file__).parent / "data"


@cache
def shipped_tree(name: str) -> dict:
    """실어 둔 최적 평균 나무 문서 {"variant", "total", "tree", ...}. 없는 변형은 ValueError."""
    if name not in SHIPPED:
        raise ValueError(
            f"strategy 'optimal' has a shipped tree only for {', '.join(SHIPPED)}, not {name}"
        )
    return json.loads((_DATA / SHIPPED[name]).read_text(encoding="utf-8"))


@cache
def _shipped_table(variant: Variant) -> dict[bytes, int]:
    return guess_table(variant, shipped_tree(variant.name)["tree"])


def shipped_pick(variant: Variant, cands: np.ndarray, rng: np.random.Generator) -> int | None:
    """전략 'optimal' 의 pick: 실어 둔 나무에서 지금 후보 집합의 추측을 찾는다.

    나무에 없는 집합 (지킴이에서 사용자가 다른 수를 불렀을 때) 은 None 을 돌려 미니맥스에
    넘긴다. 나무가 없는 변형은 ValueError.
    """
    return _shipped_table(variant).get(set_key(variant.size, np.asarray(cands)))
