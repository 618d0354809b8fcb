"""첫 화면의 그림 (rendition): Streamlit 이 뜨기 전에 문서 안에서 칠해지는 페이지의 첫 화면.

서버 (ui/server/middleware.PageScripts) 가 페이지 문서의 <body> 에 넣고, 브라우저
(ui/browser/first.js) 가 살아 있는 페이지가 같은 상자를 그리면 뗀다. 그림은 페이지 파일 그
자체에서 온다: 서버가 페이지를 브라우저 없이 새 세션처럼 한 번 돌리고 (PageRun:
ui/internals/headless.run_page), 그린 요소를 종류마다 한 가지 그리기 (render.py) 로 HTML 에
옮긴다. 그래서 새 페이지도 따로 그릴 것 없이 첫 화면이 있다. 길은 docs/architecture.md 의 '첫
화면의 그림'.

링크 (페이지, 질의) 마다 한 번 만들어 둔다: 같은 링크를 연 누구에게나 같은 첫 화면이다. 그렇지
않은 링크 (새 판의 씨앗에 따라 달라지는 화면, 첫 실행이 다시 도는 화면, 수업의 자리) 는 그리지
않는다 (None: 문서는 그대로).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from functools import lru_cache
from html import escape
from urllib.parse import parse_qsl, urlencode

from ..browser import FIRST_ID, WAIT_CLASS
from ..link_reader import OPENING_KEY
from ..nav import CLASS, PAGES
from ..screen_tree import Drawn
from ..text import DEFAULT_LANG, LANGS, tr
from .render import render

__all__ = ["PAINTED", "RESULT_KEYS", "FirstScreens", "PageRun"]

# 페이지의 첫 화면이 '보였다' 고 할 상자들 (살아 있는 페이지의 열쇠 상자, 그림에서는
# data-nbm-box): 첫 화면은 첫 추측과 그 묶음 막대 (씨앗의 '바로 결과')
RESULT_KEYS: dict[str, tuple[str, ...]] = {
    "autoplay": ("auto_guess", "auto_bars"),
    "you_guess": ("yg_keypad",),
    "keeper": ("keeper_answers",),
    "compare": ("compare_table",),
    "tree": ("tree_chart",),
    "gametree": ("gt_board",),
    "alphabeta": ("ab_tree_d3",),
    "connect4": ("c4_board",),
    "mcts": ("mc_board",),
    "duel": ("du_status",),
    "class": ("cls_title",),
}
# 그리는 페이지: 모든 페이지, 수업 페이지만 빼고 (방 · 기기 쿠키 · 데이터베이스를 읽는다)
PAINTED = frozenset(page.url for page in PAGES if page is not CLASS)
# 그리지 않는 링크: 수업의 자리 (맨 위에 자리의 한 줄이 더 있다)
_SEATED = ("room", "me")
# 이보다 긴 질의는 그리지 않는다 (만들어 두는 값이 커지지 않게)
MAX_QUERY = 2000
# 씨앗 둘: 두 씨앗의 그림이 다르면 그 링크의 첫 화면은 사람마다 다르다 (그리지 않는다). 둘째
# 씨앗으로는 첫 실행이 씨앗을 읽었을 때만 돌린다 (읽지 않은 실행은 씨앗과 상관없이 같은 그림)
_OPENINGS = ((11, 1), (22, 2))


class _Opening(tuple):
    """첫 화면의 실행에 건네는 (새 판의 씨앗, 게임 번호): 페이지가 읽었는지 (read) 적는다
    (ui/states.new_seed · new_game_number 가 [0] · [1] 로 읽는다)."""

    read = False

    def __getitem__(self, index):  # type: ignore[override]
        self.read = True
        return super().__getitem__(index)


_log = logging.getLogger(__name__)
# 여는 사람마다 다른 첫 화면을 정하는 매개변수, 고를 값, 이미 있으면 링크가 정한 것이라 두는
# 이름들 (FirstScreens.settle).
# - 알파-베타 연습의 씨앗 없는 링크는 새 나무다. 64 그루 가운데 하나를 골라 달면 그 나무의 그림이
#   있다 (씨앗 하나의 그림은 언어마다 한 번: 64 x 2 가 위의 캐시에 든다). _OPENINGS 의 씨앗과
#   겹치지 않게 (링크의 씨앗이 새 판의 씨앗과 같으면 새 나무를 세우지 않아 차례 번호가 하나 다르다).
# - 게임 나무의 역할이 무작위인 링크 (start 없음) 는 첫 판에 누가 먼저 두나를 고른다 (살아 있는
#   페이지가 주소에 쓰는 first 그대로): 사람이 먼저면 빈 판, AI 가 먼저면 책의 첫 수를 둔 판.
#   다음 판부터는 여전히 무작위다 (start 는 그대로 random)
# - 대결의 게임 번호 없는 링크는 새 번호 (AI 의 비밀과 누가 먼저) 다: 256 가운데 하나를 단다. 새
#   대결 · 다음 대결은 여전히 모든 번호를 쓴다
_SETTLE = {
    "duel": ("game", range(1, 257), ()),
    "alphabeta": ("seed", range(1000, 1064), ()),
    "gametree": ("first", ("me", "ai"), ("start",)),
}


# 페이지 스크립트를 브라우저 없이 한 번 돌려 그린 것을 돌려주는 함수 (페이지 주소의 이름, 질의,
# 첫 실행 전의 session_state, 기다릴 초) → 본문의 나무. streamlit_app.py 가 건넨다
# (ui/internals.run_page: 이 층은 streamlit 을 모른다)
PageRun = Callable[[str, str, dict[str, object], float], Drawn]
# 한 번 돌리기를 기다리는 한도, 초 (그동안 문서가 기다린다: 넘으면 그림 없이)
RUN_TIMEOUT = 20.0


class FirstScreens:
    """링크마다 한 번 만들어 두는 첫 화면의 그림 (서버가 페이지 문서에 넣는다)."""

    def __init__(self, run: PageRun) -> None:
        self._run = run
        self._made = lru_cache(maxsize=512)(self._screen)

    def __call__(self, url: str, query: str) -> bytes | None:
        """주소 url 의 페이지를 질의 query 로 연 첫 화면 (문서에 넣을 HTML), 없으면 None."""
        return self._made(url, query)

    def settle(self, url: str, query: str, pick: Callable = random.choice) -> str | None:
        """여는 사람마다 첫 화면이 다른 링크 (_SETTLE) 에 고른 값을 단 질의, 그대로 둘 링크면
        None: 그 이름이나 그것을 정하는 이름이 이미 있거나, 수업의 자리거나, 단 링크도 그림이
        없으면. 새 나무 (씨앗 64 개 가운데) · 첫 판의 역할이 여전히 열 때마다 무작위로 정해진다:
        서버가 고를 뿐이다."""
        rule = _SETTLE.get(url)
        if rule is None or len(query) > MAX_QUERY:
            return None
        name, values, decided_by = rule
        pairs = parse_qsl(query, keep_blank_values=True)
        if any(key in (name, *decided_by, *_SEATED) for key, _ in pairs):
            return None
        settled = urlencode([*pairs, (name, str(pick(values)))])
        return settled if self(url, settled) is not None else None

    def _screen(self, url: str, query: str) -> bytes | None:
        if url not in PAINTED:
            return None
        params = _params(query)
        if params is None:
            return None
        try:
            first = _Opening(_OPENINGS[0])
            drawn = self._draw(url, query, first)
            if first.read and self._draw(url, query, _Opening(_OPENINGS[1])) != drawn:
                return None
        except Exception:  # 그림은 덤이다: 못 그리면 문서는 그대로 (살아 있는 페이지가 그린다)
            _log.exception("first screen of %s?%s", url, query)
            return None
        return _framed(params, drawn)

    def _draw(self, url: str, query: str, opening: _Opening) -> str:
        return render(self._run(url, query, {OPENING_KEY: opening}, RUN_TIMEOUT))


def _params(query: str) -> dict[str, str] | None:
    """그릴 수 있는 질의의 매개변수 (너무 길거나, 같은 이름이 둘이거나, 수업의 자리면 None). 모르는
    언어 · 게임 종류도 그린다: 페이지가 그 값을 버리고 알림을 그리는 그대로다."""
    if len(query) > MAX_QUERY:
        return None
    pairs = parse_qsl(query, keep_blank_values=True)
    params = dict(pairs)
    if len(params) != len(pairs) or any(name in params for name in _SEATED):
        return None
    return params


def _framed(params: dict[str, str], body: str) -> bytes:
    """본문 body 를 첫 화면의 틀 (메뉴 단추 자리 · 준비 중 한 줄) 에 넣은 문서 조각."""
    # lang 은 달지 않는다: 살아 있는 문서 (<html lang="en">) 와 같은 글꼴을 골라야 줄이 같은 곳에서
    # 바뀐다 (한글의 대체 글꼴이 lang 을 따른다)
    lang = params.get("lang", DEFAULT_LANG)
    lang = lang if lang in LANGS else DEFAULT_LANG  # 모르는 말은 페이지도 버린다
    wait, held, gone = (
        escape(tr(lang, key)) for key in ("first_starting", "first_held", "first_gone")
    )
    return (
        f'<div id="{FIRST_ID}"><span class="nbm-f-open" aria-hidden="true" translate="no">»</span>'
        f'<div class="nbm-f-main">{body}</div>'
        f'<p class="{WAIT_CLASS}" role="status" data-held="{held}" data-gone="{gone}" hidden>'
        f"{wait}</p></div>"
    ).encode()
