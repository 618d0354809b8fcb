"""전략 나무 탐색 페이지의 상태 (streamlit 없음): 고른 전략, 견줄 전략, 보고 있는 마디, 찾는 비밀.

마디는 뿌리에서 받은 대답들 (AnswerPath) 이고 게임 종류마다 따로 남는다. 전략을 바꿔 그 길이
새 나무에 없으면 페이지가 갈 수 있는 데까지로 줄인다 (tree_view.find).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from solver.codebreaking.decision_tree import AnswerPath
from solver.codebreaking.strategies import deterministic_strategies
from solver.codebreaking.variants import Variant
from solver.errors import InputError

from .link_values import answers_text, read_answers, read_strategy

__all__ = ["TreeState"]


@dataclass
class TreeState:
    """탐색 페이지 전체. vs: 견줄 전략 ('' 이면 견주지 않는다). search: 찾는 비밀 수 글.
    paths: 게임 종류 이름 → 보고 있는 마디의 길."""

    strategy: str = "minimax"
    vs: str = ""
    search: str = ""
    paths: dict[str, AnswerPath] = field(default_factory=dict)

    def fitted(self, variant: Variant) -> tuple[str, str]:
        """이 변형에서 쓸 (전략, 견줄 전략): 못 쓰는 것은 미니맥스 / 없음으로, 같으면 없음."""
        names = deterministic_strategies(variant)
        strategy = self.strategy if self.strategy in names else "minimax"
        vs = self.vs if self.vs in names and self.vs != strategy else ""
        return strategy, vs

    def path(self, variant: Variant) -> AnswerPath:
        """이 종류에서 보고 있는 마디의 길 (뿌리는 빈 튜플)."""
        return self.paths.get(variant.name, ())

    def go(self, variant: Variant, path: AnswerPath) -> None:
        """그 마디로 간다 (내려가기 · 빵부스러기로 올라가기 · 그림에서 누르기)."""
        self.paths[variant.name] = tuple(path)

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
        return {
            "strategy": strategy,
            "vs": vs,
            "node": answers_text(variant, self.path(variant)),
            "secret": "" if self.read_search(variant)[0] is None else self.search.strip(),
        }

    def open_link(self, variant: Variant, params: Mapping[str, str]) -> list[str]:
        """링크의 전략 · 견줄 전략 · 마디 · 비밀 수를 쓴다. 버린 매개변수 이름들을 돌려준다.

        주소에는 빈 값을 쓰지 않으므로 (ui/links.keep) 없는 vs · node · secret 은 '없음 · 뿌리 ·
        빈 찾기' 다: 뒤로 가기로 뿌리의 주소가 오면 뿌리로 간다. 없는 strategy 는 지금 전략.
        마디가 나무에 있는지는 나무를 가진 페이지가 본다.
        """
        dropped: list[str] = []
        if "strategy" in params:
            value = read_strategy(params["strategy"], variant, deterministic=True)
            if value is None:
                dropped.append("strategy")
            else:
                self.strategy = value
        vs = params.get("vs", "").strip()
        self.vs = "" if not vs else read_strategy(vs, variant, deterministic=True) or ""
        if vs and (not self.vs or self.vs == self.fitted(variant)[0]):
            dropped.append("vs")  # 모르는 전략이거나 보고 있는 전략과 같다
            self.vs = ""
        answers, whole = read_answers(params.get("node", ""), variant)
        self.go(variant, tuple(answers) if whole else ())
        if not whole:
            dropped.append("node")
        self.search = params.get("secret", "").strip()
        if self.read_search(variant)[1] is not None:
            self.search = ""
            dropped.append("secret")
        return dropped
