"""화면 문구 (한국어 기본, 영어 전환). 모든 페이지가 여기서 문구를 가져온다.

문구 표는 갈래마다 한 모듈이다: 공통 (common_text), 숫자 맞히기 페이지들이 같이 쓰는 말
(codebreaking_text), 자동 진행 (autoplay_text), 사람이 두는 두 페이지 (play_text), 전략 비교와
전략 나무 (strategy_text), 게임 나무 (gametree_text), 알파-베타 연습 (alphabeta_text), 사목
(connect4_text), 대결 (duel_text), MCTS 한 걸음씩 (mcts_text), 수업 (class_text), 수업의 자리
(seat_text). 열쇠 하나는 한 표에만 있다 (두 표에 있으면 합칠 때 멈춘다). 열쇠 → (한국어, 영어)
이고 중괄호 자리는 str.format 으로 채운다.
여러 줄 목록 (설명 상자) 은 줄바꿈으로 나눈 한 문자열이다.
열쇠는 코드에 글자 그대로 적는다 (f-string 으로 만들지 않는다): 안 쓰는 열쇠를 시험이 찾는다.
"""

from __future__ import annotations

import string

from .alphabeta_text import ALPHABETA
from .autoplay_text import AUTOPLAY
from .class_text import CLASS
from .codebreaking_text import CODEBREAKING
from .common_text import COMMON
from .connect4_text import CONNECT4
from .duel_text import DUEL
from .gametree_text import GAMETREE
from .mcts_text import MCTS
from .play_text import PLAY
from .seat_text import SEAT
from .strategy_text import STRATEGY_TEXT

__all__ = ["DEFAULT_LANG", "LANGS", "SHOWN", "TEXT", "plain", "quoted", "shorten", "tr"]

LANGS = {"ko": "한국어", "en": "English"}
DEFAULT_LANG = "ko"
# 알림 · 오류 문장에 채울 사용자 글의 글자 수 상한: 붙여 넣은 500 글자를 되풀이하지 않게
SHOWN = 24


def _merge(*tables: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    merged: dict[str, tuple[str, str]] = {}
    for table in tables:
        twice = set(merged) & set(table)
        if twice:
            raise ValueError(f"text keys defined twice: {sorted(twice)}")
        merged |= table
    return merged


TEXT: dict[str, tuple[str, str]] = _merge(
    COMMON,
    CODEBREAKING,
    AUTOPLAY,
    PLAY,
    STRATEGY_TEXT,
    GAMETREE,
    ALPHABETA,
    CONNECT4,
    DUEL,
    MCTS,
    CLASS,
    SEAT,
)


def tr(lang: str, key: str, **values: object) -> str:
    """열쇠의 문구를 lang ('ko' / 'en') 으로. 값이 있으면 채워 넣는다."""
    ko, en = TEXT[key]
    text = en if lang == "en" else ko
    return text.format(**values) if values else text


def shorten(text: str) -> str:
    """화면에 되풀이할 사용자 글: SHOWN 글자가 넘으면 줄이고 … 를 붙인다."""
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


# GFM 의 자동 링크 (www.… · http://… · a@b.c) 는 '\.' 처럼 풀어 쓴 글자도 링크로 읽는다: 그 글자들
# 앞에 보이지 않는 WORD JOINER 를 넣어 끊는다 (브라우저에서 확인한 것)
_WORD_JOINER = "\u2060"
_LINK_MARKS = frozenset(".@:")
_SPACES = str.maketrans("\n\r\t\v\f", "     ")


def plain(text: str) -> str:
    """사람이 적은 글 (별명, 방 이름) 을 Markdown 안에서 적은 그대로 보이게: ASCII 문장부호는
    모두 역슬래시로 풀고 (굵게 · 기울임 · 링크 · 수식 · HTML · :red[…] 가 되지 않게; Markdown 은
    어느 ASCII 문장부호든 풀어 쓸 수 있다), 자동 링크가 될 '.' '@' ':' 앞에는 보이지 않는 글자를
    넣고, 줄바꿈은 빈칸으로. 모든 Markdown 글 (st.markdown · st.caption · 제목 · 표 칸) 에 같은
    하나."""
    out = []
    for ch in text.translate(_SPACES):
        if ch in _LINK_MARKS:
            out.append(_WORD_JOINER)
        out.append("\\" + ch if ch in string.punctuation else ch)
    return "".join(out)


def quoted(text: str) -> str:
    """거절의 문장에 채울, 읽지 못한 글 (붙여 넣은 쓰레기): 줄이고 (shorten), 문장을 깨는 Markdown
    글자만 푼다 (알림의 글이 시험 · 화면 읽기에 그대로 남게). 별명 · 방 이름처럼 사람이 이름으로
    적은 글은 plain 이다 (자동 링크까지 막는다)."""
    return "".join("\\" + ch if ch in "\\`*_[]<>#|~$" else ch for ch in shorten(text))
