"""수업의 열쇠: 방 코드, 선생님의 열쇠, 학생의 열쇠, 기기 쿠키의 해시.

방 코드와 학생의 열쇠는 링크에 실린다. 선생님의 열쇠와 기기 쿠키는 sha256 만 둔다: 데이터베이스를
읽은 사람이 선생님의 판을 열거나 남의 기기로 들지 못하게. 선생님의 열쇠는 상수 시간으로 견준다
(hmac.compare_digest: 견주는 시간으로 열쇠를 짐작하지 못하게).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "device_hash",
    "new_code",
    "new_key",
    "new_token",
    "token_hash",
    "token_matches",
]

# 방 코드: 헷갈리는 글자 (0 O 1 I L) 를 뺀 32 글자에서 10 자 (50 비트: 짐작할 수 없다)
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 10


def new_code() -> str:
    """새 방 코드."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """선생님의 새 열쇠 (방을 만들 때 한 번만 보인다)."""
    return secrets.token_urlsafe(24)


def new_key() -> str:
    """학생의 새 열쇠 (학생의 링크에 실린다)."""
    return secrets.token_urlsafe(12)


def token_hash(token: str) -> str:
    """선생님의 열쇠의 sha256 (데이터베이스에 두는 것)."""
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: object, stored: str) -> bool:
    """받은 열쇠 (글이 아니면 틀린 것) 가 적어 둔 해시 stored 와 같은지."""
    given = token_hash(token) if isinstance(token, str) else ""
    return hmac.compare_digest(given, stored)


def device_hash(device: str | None) -> str | None:
    """기기 쿠키의 sha256 (쿠키가 없으면 None)."""
    return None if device is None else hashlib.sha256(device.encode()).hexdigest()
