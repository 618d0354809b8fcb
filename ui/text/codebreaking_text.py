"""숫자 맞히기 페이지들이 같이 쓰는 문구: 변형 · 규칙 · 전략 · 대답 · 비밀 지킴이의 이름과
여러 페이지의 낱말.

페이지마다의 문구는 따로 있다: 자동 진행 (autoplay_text), 사람이 두는 두 페이지 (play_text),
전략을 통째로 보는 두 페이지 (strategy_text).
"""

from __future__ import annotations

CODEBREAKING: dict[str, tuple[str, str]] = {
    # 변형 이름
    "variant_baseball3": ("숫자 야구 (1-9, 3자리, 504)", "Number baseball (1-9, 3 digits, 504)"),
    "variant_baseball3z": (
        "숫자 야구 0 포함 (0-9, 3자리, 720)",
        "Number baseball with 0 (0-9, 3 digits, 720)",
    ),
    "variant_bulls4": (
        "4자리 숫자 야구 (0-9, 4자리, 5040)",
        "Bulls and Cows (0-9, 4 digits, 5040)",
    ),
    # 페이지 머리의 게임 종류 칩 (짧게) 과 규칙 한 줄
    "chip_baseball3": ("숫자 야구 3자리", "Baseball, 3 digits"),
    "chip_baseball3z": ("숫자 야구 3자리 (0 포함)", "Baseball, 3 digits with 0"),
    "chip_bulls4": ("숫자 야구 4자리", "Bulls and Cows, 4 digits"),
    "chip_mastermind": ("마스터마인드", "Mastermind"),
    "rules_baseball3": (
        "비밀 수: 1-9에서 서로 다른 숫자 3개 (504가지)",
        "Secret: 3 different digits from 1-9 (504 codes)",
    ),
    "rules_baseball3z": (
        "비밀 수: 0-9에서 서로 다른 숫자 3개 (720가지)",
        "Secret: 3 different digits from 0-9 (720 codes)",
    ),
    "rules_bulls4": (
        "비밀 수: 0-9에서 서로 다른 숫자 4개 (5040가지)",
        "Secret: 4 different digits from 0-9 (5040 codes)",
    ),
    "rules_mastermind": (
        "비밀: 색 1-6을 4칸에, 같은 색을 또 써도 돼요 (1296가지)",
        "Secret: 4 pegs of colours 1-6, repeats allowed (1296 codes)",
    ),
    "rules_answer": (
        "S: 숫자와 자리가 모두 맞음 · B: 숫자는 있지만 자리가 다름 · 아웃: 하나도 없음",
        "S: right digit, right place · B: right digit, wrong place · out: none",
    ),
    "variant_mastermind": (
        "마스터마인드 (색 1-6, 4칸, 반복 허용, 1296)",
        "Mastermind (colours 1-6, 4 pegs, repeats, 1296)",
    ),
    # 전략 이름
    "strategy_minimax": ("미니맥스 (Knuth)", "Minimax (Knuth)"),
    "strategy_random": ("미니맥스 끔 (아무 후보나)", "Minimax off (any candidate)"),
    "strategy_expected": ("기댓값 최소", "Smallest expected size"),
    "strategy_entropy": ("정보량 최대", "Most information (entropy)"),
    "strategy_parts": ("묶음 수 최대", "Most buckets"),
    "strategy_optimal": ("최적 평균 (증명된 결정 나무)", "Optimal average (proven decision tree)"),
    "strategy_fewest": (
        "가장 적은 일곱 번 (모두 7번 안에, 증명된 결정 나무)",
        "Fewest sevens (all within 7, proven decision tree)",
    ),
    # 대답 이름표 (S 스트라이크, B 볼)
    "answer_sb": ("{s}S {b}B", "{s}S {b}B"),
    "answer_win": ("{s}S", "{s}S"),
    "answer_out": ("아웃", "out"),
    # 여러 페이지
    "strategy": ("전략", "Strategy"),
    "guess": ("추측", "Guess"),
    "answer": ("대답", "Answer"),
    "left": ("남은 후보", "Left"),
    "history": ("기록", "History"),
    "status": ("{turn}번째 질문 · 후보 {left}개", "Guess {turn} · {left} candidates"),
    "status_one": ("{turn}번째 질문 · 후보 {left}개", "Guess {turn} · {left} candidate"),
    # 비밀 지킴이 (대답하는 쪽: 자동 진행과 직접 맞히기가 고른다)
    "answerer_secret": ("무작위 비밀 수", "Random secret"),
    "answerer_evil": ("악당 (가장 큰 묶음으로 대답)", "Evil (answers the largest bucket)"),
    "answerer_worst": (
        "최악 (전략 나무의 가장 깊은 길)",
        "Worst case (deepest path of the strategy's tree)",
    ),
    "answerer_choice": ("비밀 지킴이", "Secret keeper"),
    # 대결의 난이도 (온도로 고르는 미니맥스): 곡선의 평균 횟수와 그 뜻 (words.level_label)
    "level_perfect": (
        "평균 {mean}번: 실수 없는 미니맥스",
        "about {mean} guesses on average: perfect minimax",
    ),
    "level_nearly": (
        "평균 {mean}번: 거의 완벽한 사람쯤",
        "about {mean} guesses on average: a nearly perfect player",
    ),
    "level_careful": (
        "평균 {mean}번: 조심스러운 사람쯤",
        "about {mean} guesses on average: a careful person",
    ),
    "level_everyday": (
        "평균 {mean}번: 보통 사람쯤",
        "about {mean} guesses on average: an everyday player",
    ),
    "level_hasty": (
        "평균 {mean}번: 서두르는 초보쯤",
        "about {mean} guesses on average: a hasty beginner",
    ),
}
