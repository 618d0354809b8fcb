"""알파-베타 연습용 무작위 게임 나무: 씨앗 (seed) 과 모양이 같으면 언제나 같은 나무, 그 풀이.

노드는 말단 (정수 값) 이거나 자식이 있는 속 노드다. 노드의 자리는 길 (path): 뿌리에서 자식
번호를 차례로 적은 튜플 (뿌리는 ()). 값은 교과서 꼴이다: 말단의 수는 MAX 쪽 점수이고, MAX 는
큰 값을, MIN 은 작은 값을 고르며 두 쪽이 번갈아 둔다 (뿌리는 MAX 또는 MIN).

말단 값은 0..20 (LEAF_LOW..LEAF_HIGH) 의 정수: 음수 부호 없이 두 자리 이하라 휴대폰의 작은
노드에 들어가고, 21 가지뿐이라 동점 (α ≥ β 의 '같음' 으로 자르는 경우) 도 가끔 나온다.

뽑는 순서 (바꾸면 공유된 모든 링크의 퍼즐이 바뀐다): 뿌리부터 깊이 우선, 왼쪽부터. 속 노드는
가지 수가 범위이면 먼저 가지 수를 뽑고, 말단은 값을 뽑는다. 수는 PCG64 (default_rng) 의 64비트
원시 출력에서 거절 표집으로 만든다: numpy 는 Generator.integers 의 수열을 버전 사이에 지킨다고
약속하지 않지만 (NEP 19) 비트 생성기의 출력은 지킨다.

풀이 (solve) 는 search_trace 의 교과서 알파-베타 (AIMA 의 ALPHA-BETA-SEARCH: 본 자식들 가운데
가장 좋은 값을 돌려주고, 왼쪽부터, α ≥ β 에서 자른다) 로 만든다. 수 순서 (Ordering) 를 바꿔도
길은 언제나 **원래 나무의 자식 번호**다: 사건의 차례만 바뀐다 (화면은 잘린 가지를 원래 나무에
그린다).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any

import numpy as np

from ..errors import InputError, Refusal
from .game import Rules
from .search_trace import Trace, trace_search
from .trace_events import Cut, Player
from .trace_replay import state_at

__all__ = [
    "BRANCHINGS",
    "DEPTHS",
    "LEAF_HIGH",
    "LEAF_LOW",
    "MAX_SEED",
    "Branching",
    "GameNode",
    "Ordering",
    "Path",
    "Player",
    "Solution",
    "format_branching",
    "minimax_values",
    "parse_branching",
    "parse_player",
    "random_tree",
    "solve",
    "tree_rules",
]

Path = tuple[int, ...]
# 가지 수: 정수면 모든 속 노드가 같고, (lo, hi) 면 속 노드마다 lo..hi 에서 뽑는다
Branching = int | tuple[int, int]

DEPTHS = range(2, 6)  # 뿌리에서 말단까지의 간선 수
BRANCHINGS = range(2, 5)
LEAF_LOW, LEAF_HIGH = 0, 20
MAX_SEED = 2**32 - 1  # 링크에 적기 좋은 크기 (열 자리 이하)
_MAX_JSON_DEPTH = 12  # from_json 이 받아들이는 깊이 (재귀 한계에 닿지 않게)


class Ordering(StrEnum):
    """속 노드에서 자식을 보는 순서. 좋고 나쁨은 둘 쪽 관점의 참값 (미니맥스) 이다."""

    AS_GENERATED = "as-generated"  # 왼쪽부터 (연습 문제의 규약)
    BEST_FIRST = "best-first"  # 가장 좋은 자식부터 (같으면 왼쪽부터): 가장 많이 자른다
    WORST_FIRST = "worst-first"  # 가장 나쁜 자식부터 (같으면 왼쪽부터): 가장 적게 자른다


@dataclass(frozen=True)
class GameNode:
    """게임 나무의 노드: 말단이면 value (정수), 속 노드면 children (하나 이상)."""

    value: int | None = None
    children: tuple[GameNode, ...] = ()

    @property
    def is_leaf(self) -> bool:
        """말단인지."""
        return not self.children

    def at(self, path: Path) -> GameNode:
        """길 path 의 노드. 없는 길은 InputError ('tree_path')."""
        node = self
        for depth, index in enumerate(path):
            if not 0 <= index < len(node.children):
                shown = ".".join(map(str, path))
                raise InputError(
                    Refusal.TREE_PATH, f"no node at path {shown!r}", path=shown, depth=depth + 1
                )
            node = node.children[index]
        return node

    def paths(self) -> Iterator[Path]:
        """모든 노드의 길, 앞차례 (preorder: 부모 다음 자식들, 왼쪽부터)."""
        stack: list[tuple[Path, GameNode]] = [((), self)]
        while stack:
            path, node = stack.pop()
            yield path
            stack.extend(((*path, i), c) for i, c in reversed(list(enumerate(node.children))))

    def leaves(self) -> int:
        """말단 수."""
        return 1 if self.is_leaf else sum(c.leaves() for c in self.children)

    def to_json(self) -> dict[str, Any]:
        """{"value": int} (말단) 또는 {"children": [노드, ...]}."""
        if self.is_leaf:
            return {"value": self.value}
        return {"children": [c.to_json() for c in self.children]}

    @classmethod
    def from_json(cls, data: object, _depth: int = 0) -> GameNode:
        """to_json 의 반대. 모양이 틀리면 InputError ('tree_json')."""
        if _depth > _MAX_JSON_DEPTH:
            raise InputError(Refusal.TREE_JSON, f"a tree is at most {_MAX_JSON_DEPTH} levels deep")
        if isinstance(data, dict) and set(data) == {"value"}:
            value = data["value"]
            if isinstance(value, int) and not isinstance(value, bool):
                return cls(value)
        if isinstance(data, dict) and set(data) == {"children"}:
            kids = data["children"]
            if isinstance(kids, list) and kids:
                return cls(None, tuple(cls.from_json(c, _depth + 1) for c in kids))
        raise InputError(
            Refusal.TREE_JSON, 'a node is {"value": int} or {"children": [node, ...]} (non-empty)'
        )

    @classmethod
    def from_nested(cls, data: int | tuple | list) -> GameNode:
        """정수는 말단, 튜플·목록은 속 노드: GameNode.from_nested([[3, 12, 8], [2, 4, 6]])."""
        if isinstance(data, int) and not isinstance(data, bool):
            return cls(data)
        if isinstance(data, tuple | list) and data:
            return cls(None, tuple(cls.from_nested(c) for c in data))
        raise ValueError(f"a nested tree is an int or a non-empty list, got {data!r}")

    def to_nested(self) -> int | list:
        """from_nested 의 반대 (말단은 정수, 속 노드는 목록): 짧게 보이기 좋다."""
        return self.value if self.is_leaf else [c.to_nested() for c in self.children]  # type: ignore[return-value]


def _is_int(value: object) -> bool:
    return isinstance(value, int | np.integer) and not isinstance(value, bool)


def _check_shape(seed: int, depth: int, branching: Branching) -> tuple[int, int]:
    """공개 입구의 검사: 씨앗, 깊이, 가지 수. 가지 수를 (lo, hi) 로 돌려준다."""
    if not _is_int(seed) or not 0 <= seed <= MAX_SEED:
        raise InputError(
            Refusal.TREE_SEED,
            f"seed must be an integer 0..{MAX_SEED}, got {seed!r}",
            seed=str(seed),
        )
    if not _is_int(depth) or depth not in DEPTHS:
        raise InputError(
            Refusal.TREE_DEPTH,
            f"depth must be {DEPTHS[0]}..{DEPTHS[-1]}, got {depth!r}",
            depth=str(depth),
        )
    pair = (branching, branching) if _is_int(branching) else branching
    if (
        not isinstance(pair, tuple)
        or len(pair) != 2
        or not all(_is_int(b) and b in BRANCHINGS for b in pair)
        or pair[0] > pair[1]
    ):
        raise InputError(
            Refusal.TREE_BRANCHING,
            f"branching must be {BRANCHINGS[0]}..{BRANCHINGS[-1]} or a range lo-hi in it, "
            f"got {branching!r}",
            branching=str(branching),
        )
    return int(pair[0]), int(pair[1])


def _uniform(raw: Any, low: int, high: int) -> int:
    """64비트 원시 출력에서 low..high 의 정수 하나 (거절 표집이라 치우치지 않는다)."""
    span = high - low + 1
    limit = 2**64 - (2**64 % span)
    while True:
        bits = int(raw())
        if bits < limit:
            return low + bits % span


def random_tree(
    seed: int, depth: int, branching: Branching, *, low: int = LEAF_LOW, high: int = LEAF_HIGH
) -> GameNode:
    """씨앗과 모양으로 나무를 만든다 (모듈 설명의 뽑는 순서). 모든 말단의 깊이는 depth.

    seed: 0..MAX_SEED, depth: 2..5, branching: 2..4 또는 (lo, hi) (속 노드마다 lo..hi).
    low, high: 말단 값의 범위 (양끝 포함). 잘못된 모양은 InputError.

    >>> random_tree(7, 2, 2).to_nested()
    [[3, 11], [2, 3]]
    """
    lo, hi = _check_shape(seed, depth, branching)
    if not (_is_int(low) and _is_int(high) and -99 <= low < high <= 99):
        raise ValueError(f"leaf values need integers -99 <= low < high <= 99, got {low}, {high}")
    raw = np.random.default_rng(int(seed)).bit_generator.random_raw

    def grow(level: int) -> GameNode:
        if level == depth:
            return GameNode(_uniform(raw, low, high))
        width = lo if lo == hi else _uniform(raw, lo, hi)
        return GameNode(None, tuple(grow(level + 1) for _ in range(width)))

    return grow(0)


def parse_branching(text: str) -> Branching:
    """'3' → 3, '2-4' → (2, 4). 틀리면 InputError ('tree_branching')."""
    parts = str(text).strip().split("-")
    if len(parts) in (1, 2) and all(p.isdigit() and p.isascii() and len(p) <= 2 for p in parts):
        numbers = [int(p) for p in parts]
        if all(n in BRANCHINGS for n in numbers) and numbers == sorted(numbers):
            return numbers[0] if len(numbers) == 1 else (numbers[0], numbers[1])
    raise InputError(
        Refusal.TREE_BRANCHING,
        f"branching must be {BRANCHINGS[0]}..{BRANCHINGS[-1]} or a range lo-hi in it, got {text!r}",
        branching=str(text),
    )


def format_branching(branching: Branching) -> str:
    """parse_branching 의 반대: 3 → '3', (2, 4) → '2-4'."""
    lo, hi = _check_shape(0, DEPTHS[0], branching)
    return str(lo) if isinstance(branching, int) or lo == hi else f"{lo}-{hi}"


def parse_player(text: str) -> Player:
    """'max' / 'min' → Player. 틀리면 InputError ('tree_root')."""
    try:
        return Player(str(text).strip().lower())
    except ValueError:
        raise InputError(
            Refusal.TREE_ROOT, f"root must be max or min, got {text!r}", root=str(text)
        ) from None


def minimax_values(tree: GameNode, root: Player = Player.MAX) -> dict[Path, int]:
    """모든 노드의 참값 (미니맥스, 교과서 꼴): 잘린 노드도 포함."""
    values: dict[Path, int] = {}

    def walk(node: GameNode, path: Path, player: Player) -> int:
        if node.is_leaf:
            value = int(node.value)  # type: ignore[arg-type]
        else:
            kids = [walk(c, (*path, i), player.other) for i, c in enumerate(node.children)]
            value = max(kids) if player is Player.MAX else min(kids)
        values[path] = value
        return value

    walk(tree, (), Player(root))
    return values


def _player_at(root: Player, path: Path) -> Player:
    return root if len(path) % 2 == 0 else root.other


def tree_rules(
    tree: GameNode, root: Player = Player.MAX, ordering: Ordering = Ordering.AS_GENERATED
) -> Rules[Path, int]:
    """나무를 게임 (game.Game 의 약속) 으로: 상태는 길, 수는 (원래 나무의) 자식 번호, 처음
    상태는 뿌리 (), 둘 차례는 길이의 홀짝 (0 = 뿌리에서 둘 쪽), 글은 '1.0.2' (뿌리는 'root').

    negamax 의 값은 둘 차례인 쪽 관점이라 말단 값에 그 노드에서 둘 쪽의 부호를 곱해 건넨다.
    그래서 negamax.minimax(rules, ()).value × root.sign 이 교과서 꼴의 뿌리 값이다 (MIN 뿌리면
    가장 작은 값). ordering 은 순서 훅이 된다 (참값으로 정렬, 같으면 왼쪽부터).
    """
    root = Player(root)
    ordering = Ordering(ordering)

    def moves(path: Path) -> range:
        return range(len(tree.at(path).children))

    def terminal(path: Path) -> int | None:
        node = tree.at(path)
        return int(node.value) * _player_at(root, path).sign if node.is_leaf else None  # type: ignore[arg-type]

    order = None
    if ordering is not Ordering.AS_GENERATED:
        values = minimax_values(tree, root)
        worst = ordering is Ordering.WORST_FIRST

        def order(path: Path, kids: Any) -> list[int]:
            sign = _player_at(root, path).sign * (-1 if worst else 1)
            # 둘 쪽 관점의 값이 큰 자식부터 (WORST_FIRST 는 작은 자식부터); sorted 는 안정 정렬
            return sorted(kids, key=lambda i: -sign * values[(*path, i)])

    return Rules(
        moves,
        lambda path, i: (*path, i),
        terminal,
        order=order,
        initial=(),
        turn=lambda path: len(path) % 2,
        show=lambda path: ".".join(map(str, path)) or "root",
    )


@dataclass(frozen=True)
class Solution:
    """한 나무의 풀이 (교과서 알파-베타와 미니맥스).

    minimax: 모든 노드의 참값. values: 알파-베타가 닿은 노드마다 돌려준 값 (search_trace 의 규약:
    본 자식들 가운데 가장 좋은 값; 받은 창 안이면 참값과 같고 아니면 참값의 한쪽 경계).
    windows: 닿은 노드마다 끝날 때의 (α, β) (말단은 받은 창). best: 속 노드가 고른 자식 (그 값을
    돌려준 자식). pruned: 잘린 부분나무의 뿌리들, 잘린 차례대로.
    visited: 알파-베타가 닿은 모든 노드 (잘린 부분나무 안의 노드는 하나도 없다).
    """

    tree: GameNode
    root: Player
    ordering: Ordering
    trace: Trace[int]
    minimax: Mapping[Path, int]
    values: Mapping[Path, int]
    windows: Mapping[Path, tuple[float, float]]
    best: Mapping[Path, int]
    pruned: tuple[Path, ...]
    visited: frozenset[Path]

    @property
    def value(self) -> int:
        """뿌리의 값 (미니맥스와 알파-베타가 같다)."""
        return self.values[()]

    @property
    def cuts(self) -> tuple[Cut[int], ...]:
        """자르기 사건들, 일어난 차례대로."""
        return self.trace.cuts

    @property
    def leaves_evaluated(self) -> int:
        """알파-베타가 평가한 말단 수."""
        return self.trace.leaves

    @property
    def minimax_leaves(self) -> int:
        """미니맥스가 평가하는 말단 수 (나무의 모든 말단)."""
        return self.tree.leaves()

    def player(self, path: Path) -> Player:
        """길 path 의 노드에서 고르는 쪽."""
        return _player_at(self.root, path)

    def saw_all(self, path: Path) -> bool:
        """닿은 속 노드 path 가 자르지 않고 모든 자식을 보았는지 (그 아래에서는 잘렸을 수 있다)."""
        return not any(p[:-1] == path for p in self.pruned)

    def is_pruned(self, path: Path) -> bool:
        """path 가 잘린 부분나무 안 (그 뿌리 포함) 에 있는지 (없는 길은 InputError)."""
        self.tree.at(path)
        return path not in self.visited


def solve(
    tree: GameNode, root: Player = Player.MAX, *, ordering: Ordering = Ordering.AS_GENERATED
) -> Solution:
    """나무의 풀이: 알파-베타의 발자취, 노드마다의 값, 잘린 가지, 말단 수.

    >>> s = solve(GameNode.from_nested([[3, 12, 8], [2, 4, 6], [14, 5, 2]]))
    >>> s.value, s.pruned, s.leaves_evaluated, s.minimax_leaves
    (3, ((1, 1), (1, 2)), 7, 9)
    """
    root, ordering = Player(root), Ordering(ordering)
    trace = trace_search(tree_rules(tree, root, ordering), (), root=root)
    final = state_at(trace, len(trace.events))
    return Solution(
        tree=tree,
        root=root,
        ordering=ordering,
        trace=trace,
        minimax=MappingProxyType(minimax_values(tree, root)),
        values=MappingProxyType({p: int(v) for p, v in final.values.items()}),
        windows=MappingProxyType(final.windows),
        best=MappingProxyType({p: final.best[p] for p in final.values if not tree.at(p).is_leaf}),
        pruned=trace.pruned,
        visited=final.visited,
    )
