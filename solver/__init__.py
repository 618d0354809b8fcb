"""숫자 야구 미니맥스의 순수 엔진 (numpy 와 표준 라이브러리만). 명령줄: python -m solver."""
