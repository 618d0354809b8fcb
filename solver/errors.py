"""엔진이 거절하는 입력: 화면이 두 언어로 옮길 수 있게 까닭 (reason) 과 값 (values) 을 함께 싣는다.

메시지 (str) 는 명령줄이 그대로 보이는 영어 한 줄이다. 화면 (ui/) 은 메시지를 보이지 않고
reason 으로 문구를 골라 values 를 채운다.
"""

from __future__ import annotations

__all__ = ["InputError"]


class InputError(ValueError):
    """받아들일 수 없는 입력. reason: 까닭을 가리키는 짧은 열쇠, values: 문구에 채울 값."""

    def __init__(self, reason: str, message: str, **values: object) -> None:
        super().__init__(message)
        self.reason = reason
        self.values = values
