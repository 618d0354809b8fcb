"""엔진이 거절하는 입력: 화면이 두 언어로 옮길 수 있게 까닭 (reason) 과 값 (values) 을 함께 싣는다.

메시지 (str) 는 명령줄이 그대로 보이는 영어 한 줄이다. 화면 (ui/) 은 메시지를 보이지 않고
reason 으로 문구를 골라 values 를 채운다 (ui/text/reasons.py 가 까닭마다 문구 하나).
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["InputError", "Refusal"]


class Refusal(StrEnum):
    """거절의 까닭. 값은 짧은 열쇠 글이다 (StrEnum 이라 같은 글과 같다고 견준다)."""

    # 이름으로 찾기
    UNKNOWN_VARIANT = "unknown_variant"  # 모르는 변형 이름
    UNKNOWN_STRATEGY = "unknown_strategy"  # 모르는 전략 이름
    NO_SHIPPED_TREE = "no_shipped_tree"  # 이 변형에는 실어 둔 나무가 없다
    UNKNOWN_ADVERSARY = "unknown_adversary"  # 모르는 적수 이름
    NOT_DETERMINISTIC = "not_deterministic"  # 무작위 전략에는 '최선의 수' 가 없다
    # 코드 읽기 (Variant.parse · format)
    NOT_TEXT = "not_text"  # 코드가 글이 아니다
    EMPTY_CODE = "empty_code"  # 코드가 비었다
    NOT_DIGITS = "not_digits"  # 숫자 아닌 글자가 있다
    LENGTH = "length"  # 자리 수가 틀리다
    SYMBOL = "symbol"  # 이 변형에서 쓰지 않는 숫자
    REPEAT = "repeat"  # 반복이 없는 변형에서 같은 숫자를 두 번
    INDEX = "index"  # 없는 코드 번호
    # 대답 (스트라이크 · 볼) 과 판
    BAD_ANSWER_LABEL = "bad_answer_label"  # 대답 이름표로 읽을 수 없다 ('1S 2B', 'out')
    IMPOSSIBLE_ANSWER = "impossible_answer"  # 이 변형에서 나올 수 없는 대답 이름표
    NOT_INTEGER = "not_integer"  # 스트라이크 · 볼이 정수가 아니다
    NEGATIVE = "negative"  # 스트라이크 · 볼이 음수
    TOO_MANY = "too_many"  # 스트라이크 + 볼이 자리 수보다 많다
    IMPOSSIBLE = "impossible"  # 이 변형에서 나올 수 없는 스트라이크 · 볼
    GAME_OVER = "game_over"  # 이미 끝난 판
    GAME_TOO_LONG = "game_too_long"  # 판이 부를 수 있는 횟수를 다 썼다 (화면의 한도)
    UNDO_RANGE = "undo_range"  # 되돌릴 대답이 없다
    NO_SECRET = "no_secret"  # 비밀도 적수도 없는 판이 스스로 대답하려 한다
    SECRET_AND_ADVERSARY = "secret_and_adversary"  # 비밀과 적수를 함께 정했다
    HARD_MODE = "hard_mode"  # 어려움 모드: 앞 대답과 어긋나 비밀일 수 없는 수
    # 사라지는 발판의 판과 위치
    EMPTY = "empty"  # 판이 비었다
    ROWS = "rows"  # 판이 0/1 행의 목록이 아니다
    CELL = "cell"  # 칸이 0 도 1 도 아니다
    RECT = "rect"  # 행의 길이가 다르다 (또는 빈 행)
    SIZE = "size"  # 판이 너무 크다
    POSITION = "position"  # 위치가 정수 두 개가 아니다
    OUTSIDE = "outside"  # 위치가 판 밖이다
    HOLE = "hole"  # 위치가 발판 (1) 이 아니다
    # 삼목 대국
    NOT_YOUR_TURN = "not_your_turn"  # 둘 차례가 아니다
    OCCUPIED = "occupied"  # 이미 돌이 있는 칸
    # 알파-베타 연습 나무
    TREE_SEED = "tree_seed"  # 씨앗이 범위 밖
    TREE_DEPTH = "tree_depth"  # 깊이가 범위 밖
    TREE_BRANCHING = "tree_branching"  # 가지 수가 범위 밖이거나 읽을 수 없다
    TREE_ROOT = "tree_root"  # 뿌리가 max 도 min 도 아니다
    TREE_JSON = "tree_json"  # 나무 JSON 의 모양이 틀리다
    TREE_PATH = "tree_path"  # 나무에 없는 길
    TREE_MARKS = "tree_marks"  # 학생의 표시 (링크 글) 를 읽을 수 없다
    # 사목 (Connect Four)
    CONNECT4_MOVES = "connect4_moves"  # 수순의 한 수를 둘 수 없다 (열 밖, 찬 열, 끝난 뒤)


class InputError(ValueError):
    """받아들일 수 없는 입력. reason: 까닭, values: 문구에 채울 값."""

    def __init__(self, reason: Refusal, message: str, **values: object) -> None:
        super().__init__(message)
        self.reason = Refusal(reason)  # 틀린 글은 여기서 ValueError: 오타가 화면까지 가지 않는다
        self.values = values
