"""방 만들기의 설정 (streamlit 없음): 활동과 그 판을 정하는 칸들, 방의 query 쓰기와 되읽기.

설정은 활동 페이지의 상태를 새로 만들어 그 link() 로 방의 query 를 쓰고 (RoomSettings.query),
같은 상태의 open_link 로 되읽는다 (RoomSettings.from_room): 매개변수 이름을 여기서 다시 적지 않는다.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from urllib.parse import parse_qsl, urlencode

from results.records import Activity, Room
from solver.codebreaking.difficulty import LevelKind
from solver.codebreaking.variants import DEFAULT_VARIANT, VARIANTS, Variant, get_variant
from solver.gametree.match import Start
from solver.gametree.trace_events import Player

from ..codebreaking.duel_state import DEFAULT_LEVEL, FIRST_CHOICES, DuelState, starter
from ..codebreaking.keeper_state import KeeperState
from ..codebreaking.you_guess_state import YouGuessState
from ..gametree.alphabeta_puzzle import DEFAULT_SHAPE, Shape
from ..gametree.alphabeta_state import AlphaBetaState
from ..gametree.connect4_state import Connect4State, Opener
from ..gametree.gametree_state import GameTreeState
from ..gametree.mcts_model import McGame
from ..gametree.mcts_state import DEFAULT_C, MctsState, moves_text
from ..link_reader import Opening

__all__ = ["ACTIVITY_TEXT", "STARTS", "START_TEXT", "RoomSettings"]

# 활동 → 이름의 문구 열쇠
ACTIVITY_TEXT = {
    Activity.YOU_GUESS: "cls_act_you_guess",
    Activity.ALPHABETA: "cls_act_alphabeta",
    Activity.KEEPER: "cls_act_keeper",
    Activity.TICTACTOE: "cls_act_gametree",
    Activity.CONNECT4: "cls_act_connect4",
    Activity.MCTS: "cls_act_mcts",
    Activity.DUEL: "cls_act_duel",
}
# 활동마다 '먼저 두는 쪽' 의 선택지 (삼목은 무작위도; 대결은 방의 게임 번호가 하나라 번갈아는 없다)
STARTS = {
    Activity.TICTACTOE: tuple(s.value for s in Start),
    Activity.CONNECT4: tuple(o.value for o in Opener),
    Activity.DUEL: tuple(side.value for side in FIRST_CHOICES if side is not None),
}
# '먼저 두는 쪽' 의 문구 (만들기의 선택지와 판의 설정 한 줄)
START_TEXT = {"me": "cls_start_me", "ai": "cls_start_ai", "random": "cls_start_random"}


@dataclass(frozen=True)
class RoomSettings:
    """방 만들기의 설정. 활동에 쓰이지 않는 칸은 query 에 들어가지 않는다."""

    activity: Activity = Activity.YOU_GUESS
    title: str = ""
    variant: str = DEFAULT_VARIANT  # 숫자 맞히기 · 비밀 지키기 · 대결
    game: int = 1  # 숫자 맞히기 · 대결의 게임 번호
    hard: bool = False
    seed: int = 0  # 알파-베타의 나무 번호 (사목은 AI 의 씨앗, MCTS 는 탐색의 씨앗으로도)
    shape: Shape = DEFAULT_SHAPE
    root: Player = Player.MAX
    start: str = Start.ME.value  # 삼목 · 사목 · 대결
    level: LevelKind = DEFAULT_LEVEL  # 대결의 AI 난이도 (변형에 없는 띠면 방은 기본 난이도)
    ai: str = "ab2"  # 사목의 AI
    search: McGame = McGame.TICTACTOE  # MCTS 의 게임
    position: tuple[int, ...] = ()  # MCTS 의 판 (처음 판부터 둔 수)
    c: str = DEFAULT_C  # MCTS 의 탐험 상수 (링크의 글)
    hours: int = 2
    show_names: bool = True

    def query(self) -> str:
        """방의 query: 활동 페이지의 상태를 이 설정으로 열고 그 link() 를 쓴다 (빈 값은 뺀다)."""
        variant = get_variant(self.variant)
        params = _fresh_link(self, variant)
        if self.activity in (Activity.YOU_GUESS, Activity.KEEPER, Activity.DUEL):
            params = {"variant": variant.name, **params}
        return urlencode({k: str(v) for k, v in params.items() if str(v) != ""})

    @staticmethod
    def from_room(room: Room, hours: int) -> RoomSettings:
        """방에서 설정을 되읽는다 ('이 방으로 새 방'): 활동 페이지의 상태로 query 를 연다."""
        q = dict(parse_qsl(room.query))
        name = q.get("variant", DEFAULT_VARIANT)
        variant = get_variant(name if name in VARIANTS else DEFAULT_VARIANT)
        base = RoomSettings(room.activity, room.title, variant.name, hours=hours)
        base = replace(base, show_names=room.show_names)
        opening = Opening(variant, 0, 1)
        if room.activity is Activity.YOU_GUESS:
            guess = YouGuessState()
            guess.open_link(q, opening)
            slot = guess.slots[variant.name]
            return replace(base, game=slot.number, hard=slot.settings.hard)
        if room.activity is Activity.ALPHABETA:
            practice = AlphaBetaState()
            practice.open_link(q, opening)
            p = practice.puzzle
            assert p is not None  # open_link 가 퍼즐을 만든다
            return replace(base, seed=p.seed, shape=p.shape, root=p.root)
        if room.activity is Activity.TICTACTOE:
            tree = GameTreeState()
            tree.open_link(q, opening)
            return replace(base, start=tree.start.value)
        if room.activity is Activity.CONNECT4:
            four = Connect4State()
            four.open_link(q, opening)
            return replace(base, start=four.start.value, ai=four.ai.spec, seed=four.seed or 0)
        if room.activity is Activity.MCTS:
            search = MctsState()
            search.open_link(q, opening)
            return replace(
                base, seed=search.seed, search=search.game, position=search.moves, c=search.c_text
            )
        if room.activity is Activity.DUEL:
            duel = DuelState()
            duel.open_link(q, opening)
            slot = duel.slots[variant.name]
            first = starter(slot.settings.first, slot.number).value
            return replace(base, game=slot.number, level=slot.settings.level, start=first)
        return base


def _fresh_link(s: RoomSettings, variant: Variant) -> dict[str, str]:
    """활동 페이지의 새 상태를 설정으로 열고 그 링크를 돌려준다."""
    opening = Opening(variant, s.seed, s.game)
    if s.activity is Activity.YOU_GUESS:
        state: object = YouGuessState()
        params = {"game": str(s.game), "hard": "1" if s.hard else ""}
    elif s.activity is Activity.ALPHABETA:
        state = AlphaBetaState()
        params = {
            "seed": str(s.seed),
            "depth": str(s.shape.depth),
            "branching": s.shape.text,
            "root": s.root.value,
        }
    elif s.activity is Activity.KEEPER:
        state, params = KeeperState(), {}
    elif s.activity is Activity.TICTACTOE:
        state, params = GameTreeState(), {"start": s.start}
    elif s.activity is Activity.MCTS:
        state = MctsState()
        params = {
            "game": s.search.value,
            "moves": moves_text(s.search, s.position),
            "seed": str(s.seed),
            "c": s.c,
            "practice": "1",
        }
    elif s.activity is Activity.DUEL:
        state = DuelState()
        params = {"game": str(s.game), "level": s.level.value, "first": s.start}
    else:
        state = Connect4State()
        params = {"start": s.start, "ai": s.ai, "seed": str(s.seed)}
    state.open_link(params, opening)  # type: ignore[attr-defined]
    return state.link(variant)  # type: ignore[attr-defined]
