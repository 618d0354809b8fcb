"""숫자 맞히기의 이름들을 화면 언어로: 변형, 전략, 지킴이, 대답 (엔진은 화면 언어를 모른다)."""

from __future__ import annotations

from functools import partial

from solver.codebreaking.difficulty import Level
from solver.codebreaking.feedback import decode
from solver.codebreaking.strategies import SEED_SAMPLE
from solver.codebreaking.tree_export import Label, SheetWords
from solver.codebreaking.variants import Variant

from ..text import tr

__all__ = [
    "ANSWERER_TEXT",
    "CHIP_TEXT",
    "LEVEL_TEXT",
    "RULES_TEXT",
    "SHORT_TEXT",
    "STRATEGY_TEXT",
    "VARIANT_TEXT",
    "answer_label",
    "answerer_title",
    "level_label",
    "sheet_words",
    "short_name",
    "status_text",
    "strategy_title",
    "variant_chip",
    "variant_rules",
    "variant_title",
]

VARIANT_TEXT = {
    "baseball3": "variant_baseball3",
    "baseball3z": "variant_baseball3z",
    "bulls4": "variant_bulls4",
    "mastermind": "variant_mastermind",
}
STRATEGY_TEXT = {
    "minimax": "strategy_minimax",
    "random": "strategy_random",
    "expected": "strategy_expected",
    "entropy": "strategy_entropy",
    "parts": "strategy_parts",
    "optimal": "strategy_optimal",
    "fewest": "strategy_fewest",
}
# 짧은 전략 이름 (비교 페이지의 고르기 단추 · 표 · 차트, 나무 탐색의 견주기 표): 폰 폭에서
# 한 줄에 들게. 비교 페이지에만 있는 두 줄 (후보 안에서만, 견본 표본) 도 여기
SHORT_TEXT = {
    "minimax": "short_minimax",
    "random": "short_random",
    "optimal": "short_optimal",
    "fewest": "short_fewest",
    "expected": "short_expected",
    "entropy": "short_entropy",
    "parts": "short_parts",
    "minimax_cands": "short_cands",
    "minimax_sampled": "short_sampled",
}

# 페이지 머리의 짧은 게임 종류 이름과 규칙 한 줄
CHIP_TEXT = {
    "baseball3": "chip_baseball3",
    "baseball3z": "chip_baseball3z",
    "bulls4": "chip_bulls4",
    "mastermind": "chip_mastermind",
}
RULES_TEXT = {
    "baseball3": "rules_baseball3",
    "baseball3z": "rules_baseball3z",
    "bulls4": "rules_bulls4",
    "mastermind": "rules_mastermind",
}

# 대답하는 쪽 (answerers.Answerer): 정해 둔 비밀 수, 나머지는 solver 의 지킴이
ANSWERER_TEXT = {
    "secret": "answerer_secret",
    "evil": "answerer_evil",
    "worst": "answerer_worst",
}


# 대결의 난이도 (solver.codebreaking.difficulty.LevelKind 의 값) 의 이름: 곡선의 평균과 그 뜻
LEVEL_TEXT = {
    "perfect": "level_perfect",
    "nearly": "level_nearly",
    "careful": "level_careful",
    "everyday": "level_everyday",
    "hasty": "level_hasty",
}


def level_label(lang: str, level: Level) -> str:
    """난이도 하나의 이름: 온도가 아니라 그 뜻 ('평균 5.6번: 조심스러운 사람쯤')."""
    return tr(lang, LEVEL_TEXT[level.kind], mean=f"{level.mean:.1f}")


def variant_title(lang: str, name: str) -> str:
    """변형의 화면 이름."""
    return tr(lang, VARIANT_TEXT[name])


def status_text(lang: str, turn: int, left: int) -> str:
    """상태 줄 'n번째 질문 · 후보 m개' (영어는 1 이면 단수: '1 candidate')."""
    return tr(lang, "status_one" if left == 1 else "status", turn=turn, left=left)


def variant_chip(lang: str, name: str) -> str:
    """변형의 짧은 이름 (페이지 머리의 칩)."""
    return tr(lang, CHIP_TEXT[name])


def variant_rules(lang: str, name: str) -> str:
    """변형의 규칙 한 줄: 비밀 수가 무엇이고, S · B 가 무엇인지."""
    return f"{tr(lang, RULES_TEXT[name])} · {tr(lang, 'rules_answer')}"


def strategy_title(lang: str, name: str) -> str:
    """전략의 화면 이름."""
    return tr(lang, STRATEGY_TEXT[name])


def short_name(lang: str, key: str) -> str:
    """전략 (또는 비교 페이지의 줄) 의 짧은 이름."""
    return tr(lang, SHORT_TEXT[key], sample=SEED_SAMPLE)


def answerer_title(lang: str, name: str) -> str:
    """지킴이의 화면 이름."""
    return tr(lang, ANSWERER_TEXT[name])


def answer_label(lang: str, variant: Variant, answer: int, wrap: bool = False) -> str:
    """대답 번호의 이름표: '1S 2B', 맞힘은 '3S', 0S 0B 는 '아웃' / 'out'.

    wrap: S 와 B 사이를 줄바꿈 (<br>) 으로: 폰 폭의 차트 눈금에서 이름표가 겹치지 않게.
    """
    strikes, balls = decode(variant, answer)
    if strikes == variant.length:
        return tr(lang, "answer_win", s=strikes)
    if strikes == 0 and balls == 0:
        return tr(lang, "answer_out")
    text = tr(lang, "answer_sb", s=strikes, b=balls)
    return text.replace(" ", "<br>") if wrap else text


def sheet_words(lang: str, variant: Variant, strategy: str) -> tuple[SheetWords, Label]:
    """커닝 종이의 문장들과 대답 이름표를 화면 언어로 (tree_export.cheat_sheet 에 넘긴다)."""
    title = tr(lang, "sheet_title").replace("{variant}", variant_title(lang, variant.name))
    words = SheetWords(
        title=title.replace("{strategy}", strategy_title(lang, strategy)),
        read=tr(lang, "sheet_read"),
        legend=tr(lang, "sheet_legend"),
        rule=tr(lang, "sheet_rule"),
        bound=tr(lang, "sheet_bound"),
        start=tr(lang, "sheet_start"),
    )
    return words, partial(answer_label, lang, variant)
