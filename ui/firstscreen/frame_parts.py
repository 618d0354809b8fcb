"""첫 화면의 그림에서 모든 페이지가 같이 쓰는 틀: 페이지 머리 (제목 · 게임 종류 칩 · 규칙 한 줄).
살아 있는 페이지의 ui/frame.Frame.head 와 같은 말을 같은 곳 (ui/text, codebreaking/words) 에서
읽는다."""

from __future__ import annotations

from dataclasses import dataclass

from solver.codebreaking.variants import Variant

from ..codebreaking.words import variant_chip, variant_rules
from ..nav import PageInfo
from ..text import tr
from . import html

__all__ = ["Screen"]


@dataclass(frozen=True)
class Screen:
    """그릴 화면의 언어와 게임 종류."""

    lang: str
    variant: Variant

    def t(self, key: str, **values: object) -> str:
        """그 언어의 문구."""
        return tr(self.lang, key, **values)

    def head(self, page: PageInfo, *, rules: str | None = None) -> str:
        """페이지 머리 (Frame.head 와 같다): 제목, 게임 종류 칩 (rules 를 주면 없음), 규칙 한 줄."""
        chip = variant_chip(self.lang, self.variant.name) if rules is None else None
        said = variant_rules(self.lang, self.variant.name) if rules is None else rules
        return html.page_head(self.t(page.title), chip) + html.caption(said)
