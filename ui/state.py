"""세션 상태와 공유 캐시 도우미. 페이지는 이 함수들로 상태를 읽고 쓴다."""

from __future__ import annotations

import contextvars
from collections.abc import Callable

import plotly.graph_objects as go
import streamlit as st

from solver.evaluate import Evaluation, evaluate, random_expected
from solver.feedback import label, response_matrix
from solver.optimal import solve_worst
from solver.session import Game
from solver.strategies import Options
from solver.symmetry import MAX_CODES
from solver.variants import DEFAULT_VARIANT, VARIANTS, Variant, get_variant

from . import compare
from .charts import CONFIG
from .text import help_lists, tr

__all__ = [
    "bucket_check",
    "evaluation",
    "explain_box",
    "history_table",
    "init",
    "lang",
    "load_game",
    "proven_worst",
    "random_expectation",
    "save_game",
    "show_chart",
    "t",
    "variant",
]


def init() -> None:
    """모든 페이지가 같이 쓰는 열쇠의 기본값 (진입 파일이 부른다). 언어는 위젯의 기본값."""
    st.session_state.setdefault("variant", DEFAULT_VARIANT)


def lang() -> str:
    """지금 언어 ('ko' / 'en')."""
    return st.session_state.get("lang", "ko")


def t(key: str, **values: object) -> str:
    """지금 언어의 문구."""
    return tr(lang(), key, **values)


def variant() -> Variant:
    """사이드바에서 고른 변형. 응답 행렬을 미리 만들어 둔다."""
    name = st.session_state.get("variant", DEFAULT_VARIANT)
    if name not in VARIANTS:
        name = DEFAULT_VARIANT
    variant = get_variant(name)
    # 응답 행렬은 solver 가 프로세스마다 한 번 만들어 (functools.cache) 모든 세션이 같이 쓴다
    response_matrix(variant)
    return variant


def load_game(key: str, new: Callable[[], Game]) -> Game:
    """session_state[key] 의 dict 에서 판을 되살린다. 없거나 변형이 바뀌었으면 new() 로 새 판."""
    data = st.session_state.get(key)
    if data is None or data["variant"] != variant().name:
        game = new()
        save_game(key, game)
        return game
    return Game.from_dict(data)


def save_game(key: str, game: Game) -> None:
    """판을 평범한 dict 로 session_state 에 넣는다."""
    st.session_state[key] = game.to_dict()


def history_table(game: Game, key: str) -> None:
    """지금까지의 추측 · 대답 · 남은 후보 표 (자동 진행과 지킴이가 같이 쓴다)."""
    st.markdown(f"**{t('history')}**")
    rows = [
        {
            "#": i + 1,
            t("guess"): game.variant.format(turn.guess),
            t("answer"): label(game.variant, turn.answer, lang()),
            t("left"): turn.after,
        }
        for i, turn in enumerate(game.turns)
    ]
    st.dataframe(rows, hide_index=True, width="stretch", key=key)


def show_chart(fig: go.Figure, key: str) -> None:
    """차트를 고정 설정 (모드 막대 없음, 확대 없음) 으로 그린다."""
    st.plotly_chart(fig, key=key, config=CONFIG, width="stretch")


def explain_box() -> None:
    """페이지마다 있는 '설명' 상자: 견본의 확인 방법과 조절할 값."""
    check, tune = help_lists(lang())
    with st.expander(t("explain")):
        st.markdown(f"**{t('check_title')}**")
        st.markdown("\n".join(f"- {line}" for line in check))
        st.markdown(f"**{t('tune_title')}**")
        st.markdown("\n".join(f"- {line}" for line in tune))


Progress = Callable[[int, int], None]


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


def evaluation(
    variant_name: str,
    strategy: str,
    options: tuple[bool, int | None, int],
    games: int,
    progress: Progress | None = None,
) -> Evaluation:
    """전략 평가 결과 (모든 사용자가 함께 쓰는 캐시). options = (후보만, 표본 크기, 문턱)."""
    return _evaluation(variant_name, strategy, options, games, _outside_cache(progress))


@st.cache_resource(show_spinner=False, max_entries=64)
def _evaluation(
    variant_name: str,
    strategy: str,
    options: tuple[bool, int | None, int],
    games: int,
    _progress: Progress | None = None,
) -> Evaluation:
    """evaluation 의 캐시된 본체."""
    opts = Options(*options)
    return evaluate(get_variant(variant_name), strategy, opts, games, seed=0, progress=_progress)


def random_expectation(variant_name: str, progress: Progress | None = None) -> float:
    """'아무 후보나' 의 정확한 기대 횟수 (모든 사용자가 함께 쓰는 캐시)."""
    return _random_expectation(variant_name, _outside_cache(progress))


@st.cache_resource(show_spinner=False, max_entries=8)
def _random_expectation(variant_name: str, _progress: Progress | None = None) -> float:
    """random_expectation 의 캐시된 본체."""
    return random_expected(get_variant(variant_name), _progress)


@st.cache_resource(show_spinner=False, max_entries=8)
def bucket_check(variant_name: str) -> tuple[int, int, int, float, float]:
    """미니맥스 나무의 모든 질문 자리에서 고른 수의 최악을 견준 결과 (공유 캐시)."""
    return compare.bucket_check(get_variant(variant_name))


@st.cache_resource(show_spinner=False, max_entries=8)
def proven_worst(variant_name: str) -> int | None:
    """증명된 최선의 최악 횟수 (대칭을 쓰는 정확한 탐색). 대칭 표가 너무 큰 변형은 None."""
    variant = get_variant(variant_name)
    if variant.size > MAX_CODES:  # 대칭 표가 너무 큰 변형 (bulls4)
        return None
    return solve_worst(variant).worst
