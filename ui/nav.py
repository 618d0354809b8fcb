"""우리 페이지의 목록: 파일, 주소, 메뉴 이름 (문구 열쇠), 아이콘. 내비게이션과 서버가 같이 쓴다.

streamlit 을 불러오지 않는다 (ASGI 서버의 주소 정리도 이 목록을 본다).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "ALPHABETA",
    "AUTOPLAY",
    "CLASS",
    "COMPARE",
    "CONNECT4",
    "DUEL",
    "GAMETREE",
    "HOME",
    "KEEPER",
    "MCTS",
    "PAGES",
    "TREE",
    "YOU_GUESS",
    "PageInfo",
]


@dataclass(frozen=True)
class PageInfo:
    """페이지 하나. path: 진입 파일 기준 경로, url: 주소 (/keeper), title: 메뉴 이름의 문구 열쇠.

    chart_first: 폰의 첫 화면에 차트가 있는지 (있으면 문서가 차트 묶음을 미리 받는다, ui/server.py).
    """

    path: str
    url: str
    title: str
    icon: str
    chart_first: bool = True


AUTOPLAY = PageInfo("pages/autoplay.py", "autoplay", "nav_autoplay", ":material/sports_baseball:")
# 직접 맞히기의 첫 화면은 자판이다 (차트는 첫 추측 뒤에)
YOU_GUESS = PageInfo(
    "pages/you_guess.py", "you_guess", "nav_you_guess", ":material/dialpad:", chart_first=False
)
KEEPER = PageInfo("pages/keeper.py", "keeper", "nav_keeper", ":material/psychology:")
# 대결의 첫 화면은 상태 줄 · 자판 (또는 비밀 정하기) 이다 (차트는 끝난 판에만)
DUEL = PageInfo("pages/duel.py", "duel", "nav_duel", ":material/swords:", chart_first=False)
COMPARE = PageInfo("pages/compare.py", "compare", "nav_compare", ":material/bar_chart:")
TREE = PageInfo("pages/tree.py", "tree", "nav_tree", ":material/lan:")
GAMETREE = PageInfo("pages/gametree.py", "gametree", "nav_gametree", ":material/account_tree:")
# 알파-베타 연습의 첫 화면은 단추로 그린 나무다 (차트 없음)
ALPHABETA = PageInfo(
    "pages/alphabeta.py", "alphabeta", "nav_alphabeta", ":material/content_cut:", chart_first=False
)
# 사목의 첫 화면은 단추와 글로 그린 판이다 (차트는 판 아래)
CONNECT4 = PageInfo(
    "pages/connect4.py", "connect4", "nav_connect4", ":material/grid_view:", chart_first=False
)
# MCTS 한 걸음씩의 첫 화면은 박자 단추와 글로 그린 작은 판이다 (차트는 아래)
MCTS = PageInfo("pages/mcts.py", "mcts", "nav_mcts", ":material/casino:", chart_first=False)

# 수업의 첫 화면은 방 만들기 · 들어오기의 글상자다 (차트는 선생님의 판에만)
CLASS = PageInfo("pages/class.py", "class", "nav_class", ":material/school:", chart_first=False)

# 메뉴 순서. 첫 페이지가 첫 화면 ("/" 가 여기로 간다)
PAGES = (
    AUTOPLAY,
    YOU_GUESS,
    KEEPER,
    DUEL,
    COMPARE,
    TREE,
    GAMETREE,
    ALPHABETA,
    CONNECT4,
    MCTS,
    CLASS,
)
HOME = PAGES[0]
