"""삼목의 첫 수 책: 빈 판에서 모든 사용자에게 같은 결정, 칸마다의 점수, 완벽한 자기 대국.

게임 나무 페이지의 첫 화면 (AI 가 먼저 두면 그 첫 수와 두 방법의 노드 수, 칸 점수; 완벽한 AI
끼리의 기록) 은 빈 판의 미니맥스 (약 55 만 노드, 1 초 넘게) 를 센다. 새 프로세스가 그것을 다시
세지 않게 실어 둔다 (data/opening_book.json, `python -m solver exact` 가 같은 바이트로 다시
만든다). 끝까지 보는 탐색 (깊이 제한 없음) 만 싣는다: 깊이는 사용자가 고르는 값이다.

문서 모양 (format 1): {"decisions": {방법: Decision 의 필드}, "scores": {칸: 값} (알파-베타,
칸마다 따로 끝까지), "self_play": {방법: {"plies": [Ply 의 필드...], "board": 판 글, "result"}}}.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType

from ..datafile import read_page_data
from .negamax import ALGORITHMS
from .tictactoe import (
    EMPTY,
    Board,
    Decision,
    Ply,
    SelfPlay,
    best_move,
    format_board,
    move_scores,
    parse_board,
    self_play,
)

__all__ = ["BOOK_FILE", "book_decision", "book_document", "book_scores", "book_self_play"]

BOOK_FILE = Path(__file__).parent / "data" / "opening_book.json"


def book_document() -> dict:
    """첫 수 책을 처음부터 계산한다 (실어 둔 것은 읽지 않는다)."""
    plays = {name: self_play(name) for name in ALGORITHMS}
    return {
        "format": 1,
        "decisions": {name: dataclasses.asdict(best_move(EMPTY, name)) for name in ALGORITHMS},
        "scores": {str(cell): value for cell, value in move_scores(EMPTY).scores.items()},
        "self_play": {
            name: {
                "plies": [dataclasses.asdict(ply) for ply in play.plies],
                "board": format_board(play.board),
                "result": play.result,
            }
            for name, play in plays.items()
        },
    }


@cache
def _book() -> dict:
    return read_page_data(BOOK_FILE) or {}


def book_decision(board: Board, algorithm: str, depth: int | None) -> Decision | None:
    """빈 판에서 끝까지 본 결정 (best_move 와 같다), 책에 없으면 None."""
    found = _book().get("decisions", {}).get(algorithm)
    if found is None or board != EMPTY or depth is not None:
        return None
    return Decision(**found)


def book_scores(board: Board, depth: int | None) -> Mapping[int, float] | None:
    """빈 판에서 칸마다 끝까지 본 값 (move_scores 의 scores, 읽기 전용), 책에 없으면 None."""
    scores = _book().get("scores")
    if scores is None or board != EMPTY or depth is not None:
        return None
    return MappingProxyType({int(cell): value for cell, value in scores.items()})


def book_self_play(algorithm: str) -> SelfPlay | None:
    """끝까지 보는 완벽한 자기 대국 (self_play(algorithm) 과 같다), 책에 없으면 None."""
    found = _book().get("self_play", {}).get(algorithm)
    if found is None:
        return None
    plies = tuple(Ply(**ply) for ply in found["plies"])
    return SelfPlay(algorithm, plies, parse_board(found["board"]), found["result"])
