"""전략 나무 탐색 페이지의 상태 (streamlit 없음): 고른 전략, 견줄 전략, 보고 있는 마디, 찾는 비밀.

마디는 뿌리에서 받은 대답들 (AnswerPath) 이고 게임 종류마다 따로 남는다. 전략을 바꿔 그 길이
새 나무에 없으면 갈 수 있는 데까지로 줄인다 (reach).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from solver.codebreaking.decision_tree import AnswerPath, DecisionTree, Node
from solver.codebreaking.strategies import StrategyName, deterministic_strategies
from solver.codebreaking.tree_export import find
from solver.codebreaking.variants import Variant
from solver.errors import InputError

from ..link_reader import (
    Dropped,
    Link,
    Opening,
    Param,
    Params,
    Prefix,
    answer_list,
    answers_text,
    code,
    read_link,
    strategy,
)
from ..turns import TurnGuard
from .tree_model import parse_id

__all__ = ["TreeState", "node_link"]


def _or_none(read: Callable[[str], str]) -> Callable[[str], str]:
    """빈 글은 '없음' ("") 으로, 나머지는 read 로 읽는 함수."""
    return lambda text: read(text) if text.strip() else ""


def node_link(variant: Variant, strategy: str, vs: str, path: AnswerPath) -> dict[str, str]:
    """나무 탐색에서 마디 하나를 여는 매개변수 (이 페이지의 link 와, 다른 페이지가 거는 링크)."""
    return {"strategy": strategy, "vs": vs, "node": answers_text(variant, path)}


@dataclass
class TreeState:
    """탐색 페이지 전체. vs: 견줄 전략 ('' 이면 견주지 않는다). search: 찾는 비밀 수 글.
    searching: 찾기 상자를 한 번이라도 썼는지 (그 뒤로는 상자를 비워도 찾기 칸을 펼쳐 둔다).
    paths: 게임 종류 이름 → 보고 있는 마디의 길. turn: 그림의 차례 (ui/turns.py): 그림의 칸
    누름은 그린 차례에만 듣는다 (두 번 누른 칸이 두 층 내려가지 않게)."""

    strategy: str = StrategyName.MINIMAX
    vs: str = ""
    search: str = ""
    searching: bool = False
    paths: dict[str, AnswerPath] = field(default_factory=dict)
    turn: TurnGuard = field(default_factory=TurnGuard)

    def fitted(self, variant: Variant) -> tuple[str, str]:
        """이 변형에서 쓸 (전략, 견줄 전략): 못 쓰는 것은 미니맥스 / 없음으로, 같으면 없음."""
        names = deterministic_strategies(variant)
        strategy = self.strategy if self.strategy in names else StrategyName.MINIMAX
        vs = self.vs if self.vs in names and self.vs != strategy else ""
        return strategy, vs

    def path(self, variant: Variant) -> AnswerPath:
        """이 종류에서 보고 있는 마디의 길 (뿌리는 빈 튜플)."""
        return self.paths.get(variant.name, ())

    def go(self, variant: Variant, path: AnswerPath) -> None:
        """그 마디로 간다 (내려가기 · 빵부스러기로 올라가기 · 그림에서 누르기): 다음 차례로."""
        self.paths[variant.name] = tuple(path)
        self.turn.next_turn()

    def reach(self, variant: Variant, tree: DecisionTree, link: Link) -> tuple[Node, AnswerPath]:
        """보고 있는 마디를 이 나무에서 찾는다: (마디, 길). 전략을 바꿔 길이 이 나무에 없으면 갈 수
        있는 데까지로 줄이고, 이번 링크가 그 마디를 열려던 것이면 버렸다고 알린다 (link.drop)."""
        node, path = find(tree, self.path(variant))
        if path != self.path(variant):
            if link.get("node") is not None:
                link.drop(Dropped("node", answers_text(variant, path) or None))
            self.go(variant, path)
        return node, path

    def tap(self, variant: Variant, path: AnswerPath, cell: str, stamp: int) -> None:
        """그림의 칸 (마디 id, tree_model.node_id) 을 눌렀다: 그 마디로 내려간다. 왼쪽 칸 (지금
        마디 path) 이면 한 층 올라간다. 마디가 아닌 칸 (맞힘) 은 아무것도 하지 않는다. stamp: 그
        그림을 그린 차례 (지난 차례의 그림을 누른 두 번째 손가락은 버린다)."""
        target = parse_id(cell)
        if target is None or self.turn.ignores(stamp):
            return
        self.go(variant, path[:-1] if target == path else target)

    def choose(self, strategy: str) -> None:
        """볼 전략을 고른다 (이 변형에 없으면 fitted 가 미니맥스로 읽는다)."""
        self.strategy = strategy

    def compare_with(self, vs: str) -> None:
        """견줄 전략을 고른다 ('' 이면 견주지 않는다)."""
        self.vs = vs

    def set_search(self, text: str) -> None:
        """찾기 상자가 바뀌었다. 비운 것도 찾기를 쓰는 중이다: 칸을 닫지 않는다."""
        self.search = text
        self.searching = True

    def read_search(self, variant: Variant) -> tuple[int | None, InputError | None]:
        """찾는 비밀 수: (코드 번호, 읽을 수 없으면 그 까닭). 빈 글이면 (None, None)."""
        text = self.search.strip()
        if not text:
            return None, None
        try:
            return variant.parse(text), None
        except InputError as exc:
            return None, exc

    def link(self, variant: Variant) -> dict[str, str]:
        """이 화면을 다시 여는 매개변수: 전략, 견줄 전략, 마디 (대답 이름표들), 찾는 비밀 수."""
        strategy, vs = self.fitted(variant)
        secret = "" if self.read_search(variant)[0] is None else self.search.strip()
        return node_link(variant, strategy, vs, self.path(variant)) | {"secret": secret}

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 전략 · 견줄 전략 · 마디 · 비밀 수를 쓴다. 버린 매개변수를 돌려준다.

        주소에는 빈 값을 쓰지 않으므로 (ui/links.keep) 없는 vs · node · secret 은 '없음 · 뿌리 ·
        빈 찾기' 다: 뒤로 가기로 뿌리의 주소가 오면 뿌리로 간다. 없는 strategy 는 지금 전략.
        마디가 나무에 있는지는 나무를 가진 페이지가 본다 (없는 가지는 그 앞까지).
        """
        variant = opening.variant
        table = [
            Param("strategy", strategy(variant, deterministic=True)),
            Param("vs", _or_none(strategy(variant, deterministic=True))),
            Param("node", answer_list(variant)),
            Param("secret", code(variant)),
        ]
        values, dropped = read_link(params, table)
        self.strategy = values.get("strategy", self.strategy)
        self.vs = values.get("vs", "")
        if self.vs and self.vs == self.fitted(variant)[0]:
            dropped.append(Dropped("vs"))  # 보고 있는 전략과 같다
            self.vs = ""
        node: Prefix = values.get("node", Prefix((), (), True))
        self.go(variant, node.values)
        self.search = values.get("secret", "")
        self.searching = self.searching or bool(self.search)
        return dropped
