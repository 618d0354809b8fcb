"""별명 읽기와 견주기: 보이는 별명은 적은 그대로 (NFC · 빈칸 정리만), 견주는 별명은 접은 것.

한 방에서 같아 보이는 별명 (`Аlice` 의 키릴 А, `alice`, `Alice.`, 전각 `ｆｕｌｌ`) 은 판에서
가려낼 수 없다. 그래서 저장소는 접은 별명 (fold_nickname) 을 학생 줄에 함께 적고 (방, 접은
별명) 에 유일 색인을 둔다: 두 복제본이 같은 때에 들여도 하나만 된다.

>>> fold_nickname("Аlice.") == fold_nickname("alice") == "alice"
True
"""

from __future__ import annotations

import unicodedata

from .records import ClassError, ClassRefusal

__all__ = ["LOOK_ALIKES", "MAX_NICKNAME", "NICKNAME_EXTRA", "clean_nickname", "fold_nickname"]

MAX_NICKNAME = 20
# 별명에 쓸 수 있는 글자 밖의 것: 글자 · 숫자 외에 이것만. 견줄 때는 뺀다 (`Alice.` = `Alice`)
NICKNAME_EXTRA = " _-."

# 라틴 글자와 같아 보이는 키릴 · 그리스 글자 (NFKC 와 casefold 뒤의 소문자) → 라틴 글자. 대문자가
# 닮은 것 (В Н К М Т, Η Ν) 은 소문자가 달라 보여도 대문자를 따른다: 접은 뒤에는 둘이 한 글자다.
# 다 담은 표 (Unicode 의 confusables.txt, 수천 줄) 가 아니라 흔한 것만이다: 새 의존성 없이
LOOK_ALIKES = {
    # 키릴
    "а": "a",
    "в": "b",
    "с": "c",
    "ԁ": "d",
    "е": "e",
    "һ": "h",
    "н": "h",
    "і": "i",
    "ј": "j",
    "к": "k",
    "ӏ": "l",
    "м": "m",
    "о": "o",
    "р": "p",
    "ԛ": "q",
    "ѕ": "s",
    "т": "t",
    "ԝ": "w",
    "х": "x",
    "у": "y",
    "ү": "y",
    # 그리스
    "α": "a",
    "β": "b",
    "ε": "e",
    "ζ": "z",
    "η": "h",
    "ι": "i",
    "κ": "k",
    "μ": "m",
    "ν": "n",
    "ο": "o",
    "ρ": "p",
    "τ": "t",
    "υ": "y",
    "χ": "x",
}
_FOLD = str.maketrans({**LOOK_ALIKES, **dict.fromkeys(NICKNAME_EXTRA)})


def fold_nickname(name: str) -> str:
    """견줄 별명: NFKC (전각 · 합자를 보통 글자로), casefold (대소문자), 닮은 글자 표 (LOOK_ALIKES),
    ' _-.' 빼기. 이 함수를 바꾸면 데이터베이스의 접은 별명을 다시 채우는 새 판이 있어야 한다
    (results/schema.py)."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return folded.translate(_FOLD)


def clean_nickname(text: object) -> str:
    """별명을 읽는다: 앞뒤 공백을 떼고 NFC 로. 1-20 자의 글자 · 숫자 · ' _-.' 만, 글자나 숫자가
    하나는 있어야 한다 (아니면 거절: '...' 은 판에서 누구인지 말하지 않는다)."""
    if not isinstance(text, str):
        raise ClassError(ClassRefusal.BAD_NICKNAME, n=MAX_NICKNAME)
    name = unicodedata.normalize("NFC", " ".join(text.split()))
    ok = 0 < len(name) <= MAX_NICKNAME and all(c.isalnum() or c in NICKNAME_EXTRA for c in name)
    if not ok or not fold_nickname(name):
        raise ClassError(ClassRefusal.BAD_NICKNAME, n=MAX_NICKNAME)
    return name
