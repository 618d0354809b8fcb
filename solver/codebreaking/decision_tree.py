"""결정 나무: 전략 하나를 통째로 펼친 것. 마디마다 부를 수, 그 마디에 닿는 비밀들, 대답별 자식.

나무의 모양은 하나 (Node) 이고 나무를 키우는 걸음도 하나 (grow) 다. 평가, 증명, 실어 둔 최적
나무, 비교 페이지의 점검이 모두 이 걸음으로 나무를 만든 뒤 나무를 읽는다. 정답 대답에는 자식이
없다 (그 대답으로 판이 끝난다).

파일로 오갈 때의 문서 모양: {"guess": "123", "next": {"<대답 번호>": 하위 문서, ...}}
(대답 번호는 JSON 열쇠라서 문자열이다).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

import numpy as np

from .feedback import response_matrix, win_answer
from .partition import split
from .variants import Variant

__all__ = ["AnswerPath", "DecisionTree", "Node", "Policy", "grow", "set_key", "table_policy"]

# 뿌리에서 이 마디까지 받은 대답들 (뿌리는 빈 튜플)
AnswerPath = tuple[int, ...]
# 마디의 추측을 정하는 함수: (그 마디의 후보 (C,) 오름차순, 지나온 대답들) → 추측 번호
Policy = Callable[[np.ndarray, AnswerPath], int]


def set_key(size: int, cands: np.ndarray) -> bytes:
    """후보 집합의 기억용 열쇠: 비트 묶음 (baseball3 는 63 바이트). size 는 코드 수 N."""
    mask = np.zeros(size, dtype=bool)
    mask[cands] = True
    return np.packbits(mask).tobytes()


@dataclass(frozen=True, eq=False)
class Node:
    """나무의 마디 하나.

    guess: 부를 수. candidates: 이 마디에 닿는 비밀들 (C,) 오름차순. level: 이 추측이 몇 번째
    추측인지 (뿌리 1). children: 대답 → 자식 마디 (정답 대답은 없다).
    """

    guess: int
    candidates: np.ndarray
    level: int
    children: dict[int, Node] = field(default_factory=dict)

    @property
    def size(self) -> int:
        """이 마디를 지나는 비밀 수."""
        return len(self.candidates)

    @property
    def solves_guess(self) -> bool:
        """추측 자체가 이 마디의 후보인지 (그 비밀은 여기서 맞힌다)."""
        i = int(np.searchsorted(self.candidates, self.guess))
        return i < self.size and int(self.candidates[i]) == self.guess


@dataclass(frozen=True)
class DecisionTree:
    """변형 하나의 결정 나무 (모든 비밀을 맞힐 때까지). grow 로 만든다."""

    variant: Variant
    root: Node

    def read_only(self) -> DecisionTree:
        """같은 나무의 읽기 전용 사본: 자식 표는 MappingProxyType, 후보 배열은 쓰기 금지.
        여러 사용자가 같이 쓰는 나무 (화면의 캐시, 실어 둔 나무) 를 누구도 고치지 못하게 한다.
        이미 읽기 전용이면 그 나무 그대로 (사본을 더 만들지 않는다)."""
        if isinstance(self.root.children, MappingProxyType):
            return self

        def copy(node: Node) -> Node:
            cands = node.candidates.copy()
            cands.setflags(write=False)
            kids = {answer: copy(child) for answer, child in node.children.items()}
            return Node(node.guess, cands, node.level, MappingProxyType(kids))  # type: ignore[arg-type]

        return DecisionTree(self.variant, copy(self.root))

    def nodes(self) -> Iterator[Node]:
        """모든 마디, 뿌리부터 깊이 우선 (자식은 대답 번호 순)."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children.values()))

    def asked(self) -> Iterator[Node]:
        """grow 이 policy 에 추측을 묻는 순서대로의 마디: 뿌리, 그다음 꺼낸 마디마다 그 자식들을
        대답 번호 순으로 (grow 의 더미와 같은 순서). from_guesses 가 이 순서로 다시 키운다."""
        yield self.root
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield from node.children.values()
            stack.extend(node.children.values())

    def depths(self) -> np.ndarray:
        """비밀마다 맞히기까지 부른 횟수 (정답으로 끝나는 마지막 추측도 센다). (N,) int64.
        중간에서 키운 나무면 뿌리의 후보 밖의 비밀은 0."""
        depth = np.zeros(self.variant.size, dtype=np.int64)
        for node in self.nodes():
            if node.solves_guess:
                depth[node.guess] = node.level
        return depth

    def guess_table(self) -> dict[bytes, int]:
        """'마디의 후보 집합 열쇠 → 추측' 표 (나무를 전략처럼 쓰려고)."""
        size = self.variant.size
        return {set_key(size, node.candidates): node.guess for node in self.nodes()}

    def to_document(self) -> dict:
        """파일로 쓸 평범한 dict (모듈 설명의 문서 모양)."""

        def doc(node: Node) -> dict:
            nxt = {str(a): doc(child) for a, child in node.children.items()}
            return {"guess": self.variant.format(node.guess), "next": nxt}

        return doc(self.root)

    @classmethod
    def from_guesses(cls, variant: Variant, guesses: Sequence[int]) -> DecisionTree:
        """asked() 순서의 추측들로 나무를 다시 키운다 (실어 둔 나무는 마디마다 추측 하나뿐이다).

        후보와 가지는 응답 행렬이 다시 정한다. 추측이 모자라거나 남으면, 또는 어떤 추측이 후보를
        가르지 못하면 ValueError.
        """
        remaining = iter(guesses)

        def replay(cands: np.ndarray, path: AnswerPath) -> int:
            guess = next(remaining, None)
            if guess is None:
                raise ValueError(f"the guesses end before the node at depth {len(path) + 1}")
            return guess

        tree = grow(variant, replay)
        if next(remaining, None) is not None:
            raise ValueError("more guesses than the tree has nodes")
        return tree

    @classmethod
    def from_document(cls, variant: Variant, document: Mapping) -> DecisionTree:
        """문서를 모든 비밀에 대고 다시 두어 나무로 만든다.

        나올 수 있는 대답의 가지가 없거나 마디 모양이 틀리면 ValueError: 증거 나무가 정말 모든
        비밀을 맞히는지 검사하는 용도다.
        """

        def follow(cands: np.ndarray, path: AnswerPath) -> int:
            node, guess = document, None
            for answer in path:
                guess = node["guess"]
                branches = node.get("next", {})
                node = branches.get(str(answer)) if isinstance(branches, Mapping) else None
                if node is None:
                    raise ValueError(
                        f"tree has no branch for answer {answer} after {guess} "
                        f"(secret {variant.format(int(cands[0]))} is never found)"
                    )
            if not isinstance(node, Mapping) or not isinstance(node.get("guess"), str):
                raise ValueError(f"tree node at depth {len(path) + 1} has no guess")
            return variant.parse(node["guess"])

        return grow(variant, follow)


def grow(
    variant: Variant,
    policy: Policy,
    start: np.ndarray | None = None,
    path: AnswerPath = (),
) -> DecisionTree:
    """모든 코드에서 시작해 policy 가 고른 추측으로 후보를 나누며 나무를 키운다 (하나뿐인 걸음).

    start, path: 게임 중간의 마디에서 키울 때 그 마디의 후보 (C,) 오름차순과 지나온 대답들
    (뿌리의 level 은 len(path) + 1: 깊이는 여전히 처음부터 센 추측 횟수다).
    아무것도 가르지 못하는 추측 (후보 밖의 수인데 모든 후보가 같은 대답) 은 끝나지 않으므로
    ValueError.
    """
    responses = response_matrix(variant)
    win = win_answer(variant)
    everyone = np.arange(variant.size) if start is None else start
    root = Node(int(policy(everyone, path)), everyone, len(path) + 1)
    stack: list[tuple[Node, AnswerPath]] = [(root, path)]
    while stack:
        node, path = stack.pop()
        for answer, part in split(responses, node.candidates, node.guess).items():
            if answer == win:
                continue
            if len(part) == node.size:
                raise ValueError(
                    f"guess {variant.format(node.guess)} does not split its {node.size} candidates"
                )
            child_path = (*path, answer)
            child = Node(int(policy(part, child_path)), part, node.level + 1)
            node.children[answer] = child
            stack.append((child, child_path))
    return DecisionTree(variant, root)


def table_policy(variant: Variant, table: Mapping[bytes, int]) -> Policy:
    """기억해 둔 '집합 열쇠 → 추측' 표로 고르는 policy (증명 탐색이 남긴 표). 둘 이하면 첫 후보."""

    def pick(cands: np.ndarray, path: AnswerPath) -> int:
        return int(cands[0]) if len(cands) <= 2 else table[set_key(variant.size, cands)]

    return pick
