"""숫자 야구 미니맥스의 순수 엔진 (numpy 와 표준 라이브러리만).

두 갈래: codebreaking/ (숫자 맞히기: 미니맥스 추측과 그 친구들) 과 gametree/ (번갈아 두는
게임의 미니맥스 · 알파-베타). 명령줄은 cli.py (`python -m solver`).
"""
