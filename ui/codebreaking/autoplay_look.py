"""자동 진행 판 (조각) 한 장의 그릴 내용: 부른 수의 글, 후보 격자, 묶음 막대, 견주기.

살아 있는 페이지 (ui/views/autoplay_board.py) 가 쓴다. 첫 화면의 그림 (ui/firstscreen) 은 같은
페이지 파일을 돌려 그린다 (docs/architecture.md 의 '첫 화면의 그림').
"""

from __future__ import annotations

from dataclasses import dataclass

from solver.codebreaking.feedback import possible_answers
from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import StrategyName
from solver.codebreaking.variants import Variant
from solver.codebreaking.why import WhyTable, why_table

from ..charts import COLORS, Figure, Legend
from ..text import tr
from . import code_charts as charts
from .contrast_model import rival_labels, rivals
from .game_model import AutoView, bucket_rows, guess_heading, turns_line

__all__ = ["BARS_HEIGHT", "BoardParts", "Drawing", "look"]

# 묶음 막대의 높이, px: 격자 (code_charts.GRID_HEIGHT) 와 함께 폰의 첫 화면에 든다
BARS_HEIGHT = 150


@dataclass(frozen=True)
class Drawing:
    """차트 하나: 그림, 접근성 이름, 그림 밖의 색 설명 (없으면 None)."""

    figure: Figure
    label: str
    legend: Legend | None = None


@dataclass(frozen=True)
class BoardParts:
    """판 한 장. guess: 상태 줄 · 지난 질문 · 부른 수 · 한 줄 (markdown 글 하나). won_next: 끝난
    판의 '다음에 할 것' (아니면 None). tie: 모든 수가 같아 견주기 막대 대신 읽는 한 줄 (아니면
    None), rivals: 견주기 막대 (tie 면 None). counts: 대답마다 묶음 크기. table: '왜 이 수인가' 의
    순위표."""

    guess: str
    grid: Drawing
    bars: Drawing
    won_next: str | None
    tie: str | None
    rivals: Drawing | None
    counts: list[int]
    table: WhyTable


def look(lang: str, variant: Variant, game: CodeGame, view: AutoView, ticking: bool) -> BoardParts:
    """판 game 의 지금 화면 view 를 그릴 내용. ticking: 자동 진행이 한 단계씩 나아가는 중 (지난
    질문 한 줄은 그때만: 멈춘 판 · 끝난 판은 판 아래에 기록 표가 있다)."""
    status, line = guess_heading(lang, variant, view)
    earlier = turns_line(lang, variant, game.turns[: view.turn - 1]) if ticking else ""
    idea = "auto_idea" if game.strategy != StrategyName.RANDOM else "auto_idea_off"
    code = variant.format(view.guess)
    # 끝난 판은 고르는 방법 대신 맞혔다는 한 줄
    last = tr(lang, "auto_won", n=view.turn, code=code) if view.won else tr(lang, idea)
    parts = [f"## {status}", earlier, f"### {line}", last]
    bars, counts = _bars(lang, variant, view)
    won_next = tr(lang, "auto_won_next", page=tr(lang, "nav_you_guess")) if view.won else None
    called = [turn.guess for turn in game.turns]
    table = why_table(variant, view.cands, view.choice, called=called)
    tie, contrast = _rivals(lang, variant, table, game.seed, view.turn)
    guess = "\n\n".join(p for p in parts if p)
    grid = _grid(lang, variant, view)
    return BoardParts(guess, grid, bars, won_next, tie, contrast, counts, table)


def _grid(lang: str, variant: Variant, view: AutoView) -> Drawing:
    """후보 격자와 그 색 설명. 칸은 폰에서 2.5 - 8 px 라 코드를 읽는 그림이 아니다: 학생은 색의
    몫을 보고, 남은 후보의 수는 색 설명에 글로 있다. 코드 하나는 칸을 누르면 보인다."""
    names = {
        "alive": tr(lang, "grid_found" if view.won else "grid_alive"),
        "removed": tr(lang, "grid_removed"),
        "dead": tr(lang, "grid_dead"),
        "guess": tr(lang, "grid_guess"),
    }
    grid = charts.candidate_grid(
        variant.labels, view.alive, view.removed, view.guess, view.won, names
    )
    left = int(view.alive.sum())
    found = tr(lang, "grid_found")
    alive = found if view.won else tr(lang, "grid_alive_n", n=left, size=variant.size)
    dots = (
        (COLORS["gold"] if view.won else COLORS["blue"], alive),
        (COLORS["red"], names["removed"]),
        (COLORS["dead"], names["dead"]),
    )
    legend = Legend(tr(lang, "grid_legend"), dots, ring=names["guess"], lines=2)
    return Drawing(grid, tr(lang, "grid_title", first=variant.labels[0]), legend)


def _bars(lang: str, variant: Variant, view: AutoView) -> tuple[Drawing, list[int]]:
    """대답별 묶음 막대: 가장 큰 묶음 (최악) 은 빨강에 '최악', 온 대답은 초록에 그 말 (색 설명 줄
    대신 막대 위에: 폰의 첫 화면에 들게). 그림과 묶음 크기들 (나올 수 있는 대답마다)."""
    bar_labels, counts = bucket_rows(lang, variant, view.choice.buckets)
    answers = possible_answers(variant)
    answered = None if view.answer is None else answers.index(view.answer)
    title = f"{tr(lang, 'bars_title')} · {tr(lang, 'bars_worst', n=max(counts))}"
    words = (tr(lang, "bars_top"), tr(lang, "bars_came"))
    bars = charts.bucket_bars(bar_labels, counts, answered, title, BARS_HEIGHT, words=words)
    return Drawing(bars, title), counts


def _rivals(
    lang: str, variant: Variant, table: WhyTable, seed: int, turn: int
) -> tuple[str | None, Drawing | None]:
    """고른 수와 다른 수 몇의 최악 막대 (ui/codebreaking/contrast_model.py). 모든 수가 같으면
    막대 대신 그렇다는 한 줄."""
    found = rivals(table, seed, turn)
    if found.tie is not None:
        return tr(lang, "rival_tie", pool=table.pool, n=found.tie), None
    labels = rival_labels(lang, variant, found.bars)
    worst = [bar.largest for bar in found.bars]
    height = 50 + 30 * len(worst)
    title = tr(lang, "rival_title")
    fig = charts.rival_bars(labels, worst, title, tr(lang, "rival_x"), height)
    colours = ((COLORS["gold"], tr(lang, "rival_chosen")), (COLORS["bar"], tr(lang, "rival_other")))
    return None, Drawing(fig, title, Legend(tr(lang, "bars_legend"), colours))
