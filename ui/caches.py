"""모든 사용자가 같이 쓰는 계산 캐시 (st.cache_resource). 결과는 읽기 전용이다.

세션마다 따로 두지 않으므로 응답 행렬 · 나무 · 평가는 프로세스에 한 벌이고, 항목 수는 묶어 둔다.
한 벌을 모든 사용자가 같이 보므로 돌려주는 값은 고칠 수 없는 것만: 얼린 dataclass, 튜플,
MappingProxyType, 쓰기를 막은 numpy 배열 (tests/ui/test_caches_read_only.py 가 모든 캐시를
훑어 확인한다). st.cache_data 는 쓰지 않는다: 적중마다 값을 pickle 로 복사해 큰 나무와 풀이에는
느리고, 읽기 전용이면 복사할 까닭이 없다 (docs/architecture.md 의 '같은 것은 한 번 계산').
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

import streamlit as st

from solver.codebreaking.analysis import TurnAnalysis, analyze_last
from solver.codebreaking.evaluation import (
    BucketAudit,
    Evaluation,
    bucket_audit,
    evaluate,
    random_expected,
)
from solver.codebreaking.guarantee import Price, price
from solver.codebreaking.page_data import (
    Grown,
    page_audit,
    page_evaluation,
    page_proven_worst,
    page_random_expected,
)
from solver.codebreaking.page_data import (
    grown as grow,
)
from solver.codebreaking.proof.worst_case import solve_worst
from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import Options
from solver.codebreaking.symmetry import MAX_CODES
from solver.codebreaking.variants import get_variant
from solver.gametree import footholds, tictactoe
from solver.gametree.connect4 import position
from solver.gametree.connect4_ai import AIChoice, AISettings, choose_column
from solver.gametree.connect4_duel import DuelGame, duel_game
from solver.gametree.connect4_ladder import Rung, trick_ladder
from solver.gametree.footholds import Footholds
from solver.gametree.match import LastMove
from solver.gametree.mcts_convergence import ConvergencePosition, shipped_convergence
from solver.gametree.mcts_trace import TRACED_GAMES, Playout, trace_mcts
from solver.gametree.opening_book import book_decision, book_scores, book_self_play
from solver.gametree.random_tree import Solution, parse_branching, parse_player, random_tree, solve
from solver.gametree.tictactoe import Board, Decision, SelfPlay
from solver.gametree.tictactoe_trace import AISearch, ai_search

__all__ = [
    "LADDER_DEPTH",
    "FootholdsGame",
    "NodeCounts",
    "adversary_guesses",
    "ai_search_of",
    "alphabeta_solution",
    "analyses",
    "audit",
    "connect4_duel_game",
    "connect4_ladder",
    "connect4_move",
    "evaluation",
    "exact_evaluation",
    "footholds_game",
    "grown",
    "guarantee",
    "mcts_convergence",
    "mcts_playouts",
    "node_counts",
    "proven_worst",
    "random_expectation",
    "score_map",
    "self_play",
    "strategy_guesses",
    "ttt_decision",
    "turn_analysis",
]

Progress = Callable[[int, int], None]

# 정확한 무작위 기댓값이 실려 있지 않을 때 (계산하는 길) 화면이 기다려 계산하는 크기 (504: 약 10 초)
PAGE_EXACT_RANDOM_MAX = 504


def _outside_cache(progress: Progress | None) -> Progress | None:
    """진행 표시 콜백이 캐시 함수의 기록 밖에서 돌게 한다.

    캐시 함수 안에서 부른 st 요소는 다음 적중 때 다시 그려지는데, 진행 막대는 함수 밖에서
    만든 것이라 다시 그릴 곳이 없어 CacheReplayClosureError 가 난다 (두 번째 실행·다른 사용자).
    Streamlit 은 그 기록을 contextvars 로 하므로, 캐시에 들어가기 전의 문맥에서 부른다.
    """
    if progress is None:
        return None
    outside = contextvars.copy_context()
    return lambda done, total: outside.run(progress, done, total)


# --- 숫자 맞히기 -------------------------------------------------------------------------


def evaluation(
    variant_name: str,
    strategy: str,
    options: Options,
    games: int,
    progress: Progress | None = None,
) -> Evaluation:
    """전략 평가 결과 (시드 0)."""
    return _evaluation(variant_name, strategy, options, games, _outside_cache(progress))


@st.cache_resource(show_spinner=False, max_entries=64)
def _evaluation(
    variant_name: str,
    strategy: str,
    options: Options,
    games: int,
    _progress: Progress | None = None,
) -> Evaluation:
    """evaluation 의 캐시된 본체. 비교 페이지가 고를 수 있는 평가는 실어 둔 페이지 데이터
    (solver/codebreaking/data, `python -m solver exact` 가 다시 만든다) 를 읽는다: 새 프로세스의
    첫 사용자가 나무를 펼치고 판을 두는 몇 초를 기다리지 않는다. 없는 조합만 계산한다."""
    variant = get_variant(variant_name)
    shipped = page_evaluation(variant, strategy, options, games, seed=0)
    if shipped is not None:
        return shipped
    return evaluate(variant, strategy, options, games, seed=0, progress=_progress)


def random_expectation(variant_name: str, progress: Progress | None = None) -> float | None:
    """'아무 후보나' 의 정확한 기대 횟수. 실어 둔 값이 없으면 (계산하는 길) 화면이 기다릴 만한
    크기 (PAGE_EXACT_RANDOM_MAX) 까지만 계산하고, 더 크면 None. progress 는 계산할
    때만 불린다."""
    return _random_expectation(variant_name, _outside_cache(progress))


@st.cache_resource(show_spinner=False, max_entries=8)
def _random_expectation(variant_name: str, _progress: Progress | None = None) -> float | None:
    """random_expectation 의 캐시된 본체."""
    variant = get_variant(variant_name)
    shipped = page_random_expected(variant)
    if shipped is not None or variant.size > PAGE_EXACT_RANDOM_MAX:
        return shipped
    return random_expected(variant, _progress)


@st.cache_resource(show_spinner=False, max_entries=8)
def audit(variant_name: str) -> BucketAudit:
    """미니맥스 나무의 모든 질문 자리에서 고른 수의 최악을 견준 결과 (실어 둔 값, 없으면 센다)."""
    variant = get_variant(variant_name)
    shipped = page_audit(variant)
    return bucket_audit(variant, "minimax") if shipped is None else shipped


@st.cache_resource(show_spinner=False, max_entries=8)
def proven_worst(variant_name: str) -> int | None:
    """증명된 최선의 최악 횟수 (실어 둔 값, 없으면 대칭을 쓰는 정확한 탐색). 대칭 표가 너무 큰
    변형 (bulls4) 은 None."""
    variant = get_variant(variant_name)
    shipped = page_proven_worst(variant)
    if shipped is not None or variant.size > MAX_CODES:
        return shipped
    return solve_worst(variant).worst


@st.cache_resource(show_spinner=False, max_entries=1024)
def turn_analysis(
    variant_name: str, strategy: str, options: Options, turns: tuple[tuple[int, int], ...]
) -> TurnAnalysis:
    """직접 맞히기의 마지막 턴 분석. 턴마다 따로 캐시된다: 새 턴은 그 턴만 계산한다."""
    return analyze_last(get_variant(variant_name), list(turns), strategy, options)


def analyses(
    variant_name: str, strategy: str, options: Options, turns: tuple[tuple[int, int], ...]
) -> list[TurnAnalysis]:
    """판의 턴마다 분석 ((추측, 대답) 들, 앞에서부터)."""
    return [
        turn_analysis(variant_name, strategy, options, turns[: i + 1]) for i in range(len(turns))
    ]


def exact_evaluation(variant_name: str, strategy: str) -> Evaluation:
    """결정적 전략의 정확한 평가 (결정 나무): counts[비밀 번호] = 그 비밀에 부르는 횟수.
    정확한 평가는 판 수를 쓰지 않는다 (evaluation 의 캐시를 같이 쓴다)."""
    return evaluation(variant_name, strategy, Options(), games=1)


@st.cache_resource(show_spinner=False, max_entries=8)
def guarantee(variant_name: str) -> Price | None:
    """보장의 값: 실어 둔 최적 평균 나무와 fewest 나무의 요약과 처음 갈라지는 곳 (bulls4 만)."""
    return price(variant_name)


@st.cache_resource(show_spinner=False, max_entries=12)
def grown(variant_name: str, strategy: str) -> Grown:
    """결정적 전략의 나무와 비밀마다의 횟수 (탐색 페이지; 실어 둔 추측들로 다시 키운다)."""
    return grow(get_variant(variant_name), strategy)


@st.cache_resource(show_spinner=False, max_entries=32)
def adversary_guesses(variant_name: str, strategy: str, adversary: str) -> int:
    """전략이 비밀 없이 대답하는 적수 (악당 · 최악) 를 상대로 맞히기까지 부르는 횟수."""
    game = CodeGame(variant_name, strategy, adversary=adversary)
    game.finish()
    return len(game.turns)


def strategy_guesses(
    variant_name: str, strategy: str, adversary: str | None, secret: int | None
) -> int:
    """전략이 같은 판을 맞히기까지 부르는 횟수: 비밀 수가 있으면 결정 나무에서 그 비밀의 깊이,
    없으면 같은 적수와 한 판."""
    if secret is None:
        return adversary_guesses(variant_name, strategy, str(adversary))
    return int(exact_evaluation(variant_name, strategy).counts[secret])


# --- 게임 나무 ---------------------------------------------------------------------------


@st.cache_resource(show_spinner=False, max_entries=4096)
def ttt_decision(board: Board, algorithm: str, depth: int | None) -> Decision:
    """삼목 best_move 의 캐시 (Match 에 건네는 decide). 빈 판의 미니맥스는 약 55 만 노드라
    실어 둔 첫 수 책 (solver/gametree/opening_book.py) 에서 읽는다."""
    found = book_decision(board, algorithm, depth)
    return tictactoe.best_move(board, algorithm, depth) if found is None else found


@st.cache_resource(show_spinner=False, max_entries=4096)
def score_map(board: Board, depth: int | None) -> Mapping[int, float]:
    """빈칸마다 둘 쪽 관점의 값 (읽기 전용). 두 방법의 값은 같으므로 빠른 알파-베타로 센다 (빈
    판은 책)."""
    found = book_scores(board, depth)
    if found is not None:
        return found
    return MappingProxyType(dict(tictactoe.move_scores(board, "alphabeta", depth).scores))


@st.cache_resource(show_spinner=False, max_entries=4)
def self_play(algorithm: str) -> SelfPlay:
    """완벽한 AI 끼리의 대국 기록 (끝까지 본다; 실어 둔 책에서)."""
    found = book_self_play(algorithm)
    return tictactoe.self_play(algorithm) if found is None else found


@dataclass(frozen=True)
class NodeCounts:
    """AI 의 마지막 수를 두 방법으로 찾을 때 방문한 노드 수."""

    minimax: int
    alphabeta: int

    def of(self, algorithm: str) -> int:
        """고른 방법의 노드 수."""
        return self.minimax if algorithm == "minimax" else self.alphabeta

    @property
    def fewer(self) -> int:
        """알파-베타가 덜 본 노드 수."""
        return self.minimax - self.alphabeta

    @property
    def saved(self) -> float:
        """알파-베타가 덜 본 비율 (0..1)."""
        return self.fewer / self.minimax


def node_counts(last: LastMove) -> NodeCounts:
    """AI 의 마지막 결정을 두 방법으로 다시 센다 (같은 수를 고른다: 노드 수만 다르다)."""
    return NodeCounts(
        ttt_decision(last.before, "minimax", last.depth).nodes,
        ttt_decision(last.before, "alphabeta", last.depth).nodes,
    )


@st.cache_resource(show_spinner=False, max_entries=512)
def ai_search_of(board: Board, depth: int | None, ordered: bool) -> AISearch:
    """삼목 AI 의 알파-베타 발자취 (윗 두 층: 해 본 수와 상대의 응수, 그 아래는 요약).
    빈 판에서 약 0.1 초 (미니맥스의 노드 수는 상태마다 한 번 세어 더한다)."""
    return ai_search(board, depth=depth, ordered=ordered, show=2)


@dataclass(frozen=True)
class FootholdsGame:
    """사라지는 발판 한 판: 읽은 판 (rows, 1 이 발판), 두 사람의 자리 (행, 열), 풀이."""

    rows: tuple[tuple[int, ...], ...]
    a: tuple[int, ...]
    b: tuple[int, ...]
    solved: Footholds


def footholds_game(board_text: str, a_text: str, b_text: str, algorithm: str) -> FootholdsGame:
    """글 세 칸 (판 '111,111,111', 자리 '1,0') 을 읽고 (틀리면 InputError) 풀이를 캐시에서
    꺼낸다. 5x5 판을 미니맥스로 풀면 몇 초라, 삼목을 한 번 누를 때마다 다시 풀지 않게 한다."""
    rows = tuple(tuple(row) for row in footholds.parse_board(board_text))
    a = tuple(footholds.parse_position(a_text, "A"))
    b = tuple(footholds.parse_position(b_text, "B"))
    return _footholds_game(rows, a, b, algorithm)


@st.cache_resource(show_spinner=False, max_entries=256)
def _footholds_game(
    rows: tuple[tuple[int, ...], ...], a: tuple[int, ...], b: tuple[int, ...], algorithm: str
) -> FootholdsGame:
    """footholds_game 의 캐시된 본체 (읽은 판과 자리로)."""
    return FootholdsGame(rows, a, b, footholds.solve(rows, a, b, algorithm))


# --- 알파-베타 연습 -------------------------------------------------------------------------


@st.cache_resource(show_spinner=False, max_entries=512)
def alphabeta_solution(seed: int, depth: int, branching: str, root: str) -> Solution:
    """연습 나무 (씨앗 · 깊이 · 가지 수의 글 · 뿌리) 의 풀이. 잎 81 개의 나무도 1 ms 남짓이지만
    한 번 누를 때마다 다시 그리므로 같은 퍼즐을 푸는 반 전체가 한 벌을 같이 쓴다."""
    tree = random_tree(seed, depth, parse_branching(branching))
    return solve(tree, parse_player(root))


# --- 사목 ---------------------------------------------------------------------------------

# '각 기법이 아끼는 것' 의 깊이: 맨 미니맥스가 약 2 만 판을 보는 깊이 (이 기계에서 사다리 전체가
# 0.5 초 남짓). 6 이면 미니맥스 하나가 몇 초다
LADDER_DEPTH = 5


@st.cache_resource(show_spinner=False, max_entries=4096)
def connect4_move(before: str, settings: AISettings, seed: int) -> AIChoice:
    """사목 AI 의 한 수 (수순 글 before 의 판에서). 같은 판 · 설정 · 씨앗이면 같은 결정이라
    '어떻게 골랐나' 가 AI 가 둔 바로 그 탐색을 보인다 (시간 예산의 탐색도 한 번만 돈다)."""
    return choose_column(position(before), settings, seed)


@st.cache_resource(show_spinner=False, max_entries=256)
def connect4_ladder(moves: str) -> tuple[Rung, ...]:
    """판 moves 에서 깊이 LADDER_DEPTH 의 기법 사다리 (판마다 한 번)."""
    return trick_ladder(position(moves), LADDER_DEPTH)


@st.cache_resource(show_spinner=False, max_entries=256)
def connect4_duel_game(a: AISettings, b: AISettings, index: int, seed: int) -> DuelGame:
    """AI 끼리의 판 하나 (판마다 따로 캐시: 페이지가 판마다 진행을 보인다)."""
    return duel_game(a, b, index, seed)


@st.cache_resource(show_spinner=False, max_entries=64)
def mcts_playouts(
    game: str, moves: tuple[int, ...], seed: int, exploration: float, count: int
) -> tuple[Playout[int], ...]:
    """MCTS 의 발자취 (playout count 개; 게임 game 의 판 moves, 씨앗 seed, 탐험 상수 exploration).
    같은 씨앗이면 짧은 발자취는 긴 발자취의 앞부분이라 페이지는 단계 (10 · 100 · 1000) 마다 한 벌만
    읽는다. 명령줄 `mcts --trace` 와 같은 탐색이다."""
    rules = TRACED_GAMES[game]
    state = rules.start()
    for move in moves:
        state = rules.apply(state, move)
    return trace_mcts(rules, state, playouts=count, rng=seed, exploration=exploration).playouts


def mcts_convergence() -> tuple[ConvergencePosition, ...]:
    """실어 둔 수렴 데이터 (삼목의 판마다 playout 수에 따라 MCTS 가 미니맥스의 가장 좋은 수를 고른
    비율). 파일은 프로세스에 한 번 읽는다 (solver 의 functools.cache)."""
    return shipped_convergence()
