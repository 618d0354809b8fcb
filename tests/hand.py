"""엔진 없이 손으로 세는 대답 (나무 내보내기 시험들의 잣대): 숫자 문자열의 스트라이크 · 볼.

반복 없는 변형 (숫자 야구, bulls4) 의 셈이다: 공통 기호 수에서 스트라이크를 뺀 것이 볼.
"""

from __future__ import annotations


def hand_label(guess: str, secret: str) -> str:
    """대답 이름표: '1S 2B', 맞힘은 'LS', 0S 0B 는 'out' (feedback.plain_label 과 같은 모양)."""
    strikes = sum(g == s for g, s in zip(guess, secret, strict=True))
    balls = len(set(guess) & set(secret)) - strikes
    if strikes == len(secret):
        return f"{strikes}S"
    return "out" if strikes == balls == 0 else f"{strikes}S {balls}B"
