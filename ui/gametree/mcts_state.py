"""MCTS 한 걸음씩 페이지의 상태 (streamlit 없음): 게임 · 판 · 씨앗 · c, 보는 playout 과 박자,
누른 노드, 예측 연습.

탐색은 상태에 두지 않는다: (게임, 판, 씨앗, c) 가 정하면 발자취는 늘 같으므로 페이지가
캐시에서 읽고 (ui/caches.mcts_playouts), 상태는 어디를 보는지만 안다 (playout 번호와 박자).
그래서 링크 하나가 같은 나무의 같은 박자를 연다.

링크 (ui/links.py) 의 매개변수 (표 _LINK_TABLE 하나로 읽는다):
- game: tictactoe / connect4. moves: 처음 판부터 둔 수 (삼목 칸 '4,0', 사목 열 '4453'); 둘 수 없는
  수 앞까지만 쓰고 알린다. 끝난 판은 쓰지 않는다 (찾을 수가 없다).
- seed: 탐색의 씨앗 0..MAX_SEED (명령줄 `mcts --seed` 와 같다). c: 탐험 상수 (C_CHOICES 의 글).
- playout: 보는 playout 의 번호 1..MAX_PLAYOUTS. beat: select / expand / rollout / backup.
- node: 누른 노드 ('4.0': 뿌리에서의 수들; 그때의 나무에 있어야 한다).
- practice: 1 이면 예측 연습 (고르기 앞에서 UCT 가 고를 수를 먼저 누른다). guesses: 이 탐색에서 누른
  예측들, 누른 차례로 'playout.수' ('12.4,13.0'): 새로 고침이 맞힌 수를 잃지 않고, 수업의 자리는 이
  목록을 한 번에 하나씩 느는 판으로 적는다 (ui/classroom/seat_game). 예측은 뿌리가 처음 고르는
  playout (first_pick) 부터 차례로만 있다: 연습은 다음에 예측할 playout 의 고르기 너머를 보이지
  않으므로 (그 너머의 판 · 나무가 답이다) 여럿 한 번에 · 뒤로 걷기 · 고친 링크로 답을 먼저 볼 수
  없다.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from solver.codebreaking.variants import Variant
from solver.gametree.mcts import EXPLORATION
from solver.gametree.random_tree import MAX_SEED

from ..link_reader import (
    Dropped,
    Opening,
    Param,
    Params,
    choice,
    flag,
    int_between,
    read_int,
    read_link,
)
from ..turns import TurnGuard
from .mcts_model import GAME_RULES, Beat, McGame, NodePath

__all__ = [
    "BEATS",
    "C_CHOICES",
    "DEFAULT_C",
    "DEFAULT_SEED",
    "EXACT_FROM",
    "MAX_PLAYOUTS",
    "PRACTICE_ROUNDS",
    "PRESETS",
    "STAGES",
    "MctsState",
    "guesses_text",
    "moves_text",
    "path_text",
    "stage_for",
]

BEATS = tuple(Beat)
# 탐험 상수의 선택지: 링크의 글 → 값 ('1.41' 은 엔진의 기본 √2 그대로)
C_CHOICES: dict[str, float] = {
    "0": 0.0,
    "0.5": 0.5,
    "1": 1.0,
    "1.41": EXPLORATION,
    "2": 2.0,
    "4": 4.0,
}
DEFAULT_C = "1.41"
# 새 페이지의 씨앗: 누구에게나 같은 나무 (첫 화면의 그림도 같다). '새 씨앗' 이 무작위로 바꾼다
DEFAULT_SEED = 1
# 한 탐색의 playout 상한과 '여럿 한 번에' 의 단계 (캐시는 단계마다 한 벌: 앞 단계의 발자취는 뒤
# 단계의 앞부분과 같다: 같은 씨앗의 생성기를 같은 차례로 쓴다)
STAGES = (10, 100, 1000)
MAX_PLAYOUTS = STAGES[-1]
# 설정의 판들 (게임마다): 삼목은 실어 둔 수렴 데이터의 판 (solver.gametree.mcts_convergence), 사목은
# 빈 판, 넷째 수, 정확한 점수와 견줄 돌 18 개의 판 (7 열만 이긴다)
PRESETS: dict[McGame, tuple[tuple[int, ...], ...]] = {
    McGame.TICTACTOE: ((), (4,), (0,), (0, 4, 8), (0, 1)),
    McGame.CONNECT4: ((), (4, 4, 5, 3), tuple(int(c) for c in "435426734251676713")),
}

# 사목의 정확한 답과 견주는 돌 수: 돌 18 개면 풀기의 한 예산 (ui/solving.py, 2 초) 안에 끝까지
# 풀린다 (이른 판은 몇 분: 사목 페이지의 풀기가 범위로 이어 푼다)
EXACT_FROM = 18


# 수업의 예측 연습이 끝나는 예측의 수 (누른 차례로 처음 이만큼을 채점해 적는다)
PRACTICE_ROUNDS = 10


def stage_for(playout: int) -> int:
    """playout 번호까지 담은 가장 작은 단계 (캐시의 발자취 길이)."""
    return next(s for s in STAGES if s >= playout)


def moves_text(game: McGame, moves: tuple[int, ...]) -> str:
    """링크에 쓰는 수순: 삼목은 쉼표로 ('4,0'), 사목은 이어서 ('4453', 사목 페이지와 같다)."""
    return ("" if game is McGame.CONNECT4 else ",").join(map(str, moves))


def _tokens(text: str) -> tuple[int, ...]:
    """수순 글의 수들 (쉼표가 없으면 한 글자가 한 수). 숫자가 아닌 것은 ValueError."""
    text = text.strip()
    items = text.split(",") if "," in text else list(text)
    if len(items) > 42 or not all(re.fullmatch(r"[0-9]", t.strip()) for t in items):
        raise ValueError(f"not a list of moves: {text!r}")
    return tuple(int(t) for t in items)


def _playable(game: McGame, moves: tuple[int, ...]) -> tuple[int, ...]:
    """앞에서부터 둘 수 있는 수들 (끝난 판에 닿기 전까지: 찾을 수가 남은 판)."""
    rules = GAME_RULES[game]
    state, kept = rules.start(), []
    for move in moves:
        if move not in rules.moves(state):
            break
        after = rules.apply(state, move)
        if rules.terminal(after) is not None:
            break
        state = after
        kept.append(move)
    return tuple(kept)


def _root_moves(game: McGame, moves: tuple[int, ...]) -> tuple[int, ...]:
    """판의 둘 수 있는 수들 (뿌리의 자식: 고르기는 이것을 다 넓힌 뒤에 시작한다)."""
    rules = GAME_RULES[game]
    state = rules.start()
    for move in moves:
        state = rules.apply(state, move)
    return tuple(rules.moves(state))


def _path(text: str) -> NodePath:
    """노드의 길 ('4.0'; 뿌리는 'r')."""
    text = text.strip()
    if text == "r":
        return ()
    if not re.fullmatch(r"[0-9](\.[0-9]){0,41}", text):
        raise ValueError(f"not a node path: {text!r}")
    return tuple(int(t) for t in text.split("."))


def path_text(path: NodePath) -> str:
    """링크에 쓰는 노드의 길 ('4.0', 뿌리는 'r')."""
    return ".".join(map(str, path)) if path else "r"


@dataclass
class MctsState:
    """페이지 전체. playout: 보는 playout 의 번호 (1 부터), beat: 그 박자. node: 누른 노드 (없으면
    None). practice: 예측 연습. guesses: playout 번호 → 누른 수 (이 탐색에서, 누른 차례로).
    seed_error: 씨앗 상자에 적은, 쓸 수 없는 글."""

    game: McGame = McGame.TICTACTOE
    moves: tuple[int, ...] = ()
    seed: int = DEFAULT_SEED
    c_text: str = DEFAULT_C
    playout: int = 1
    beat: Beat = Beat.SELECT
    node: NodePath | None = None
    practice: bool = False
    guesses: dict[int, int] = field(default_factory=dict)
    turn: TurnGuard = field(default_factory=TurnGuard)
    seed_error: str | None = None

    @property
    def exploration(self) -> float:
        """UCT 의 c."""
        return C_CHOICES[self.c_text]

    @property
    def done(self) -> int:
        """올리기를 마친 playout 수 (이 박자에서 나무가 담은 것)."""
        return self.playout if self.beat is Beat.BACKUP else self.playout - 1

    @property
    def guess(self) -> int | None:
        """지금 playout 에서 누른 예측."""
        return self.guesses.get(self.playout)

    @property
    def first_pick(self) -> int:
        """뿌리가 처음 고르는 playout: 뿌리의 수마다 한 번씩 넓힌 다음 (그 앞에는 예측할 것이
        없다)."""
        return len(_root_moves(self.game, self.moves)) + 1

    @property
    def next_pick(self) -> int:
        """예측 연습에서 다음에 예측할 playout (예측은 first_pick 부터 차례로)."""
        return self.first_pick + len(self.guesses)

    def reaches(self, playout: int, beat: Beat) -> bool:
        """이 박자를 보여도 되는지: 예측 연습은 다음에 예측할 playout 의 고르기까지만 (그 뒤가
        답이다)."""
        return not self.practice or (playout, BEATS.index(beat)) <= (self.next_pick, 0)

    def rounds(self) -> list[tuple[int, int]] | None:
        """예측 연습의 끝: 예측을 PRACTICE_ROUNDS 번 눌렀으면 누른 차례로 처음 그만큼의 (playout,
        누른 수), 아직이면 (또는 연습이 아니면) None."""
        if not self.practice or len(self.guesses) < PRACTICE_ROUNDS:
            return None
        return list(self.guesses.items())[:PRACTICE_ROUNDS]

    def key(self) -> tuple[str, tuple[int, ...], int, float]:
        """탐색을 정하는 것 (캐시의 열쇠): 게임, 판, 씨앗, c."""
        return self.game.value, self.moves, self.seed, self.exploration

    # --- 걸음 --------------------------------------------------------------------------------

    def go(self, playout: int, beat: Beat) -> None:
        """그 playout 의 그 박자로 (걸음 단추: ui/turns.step_key 라 차례를 들고 오지 않는다). 예측
        연습에서 다음에 예측할 곳 너머면 그 고르기에 선다."""
        self.playout, self.beat = max(1, min(playout, MAX_PLAYOUTS)), Beat(beat)
        if not self.reaches(self.playout, self.beat):
            self.playout, self.beat = self.next_pick, Beat.SELECT
        self.turn.next_turn()

    def run_to(self, total: int, stamp: int) -> None:
        """playout total 번을 마친 화면으로 (여럿 한 번에)."""
        if not self.turn.ignores(stamp):
            self.go(total, Beat.BACKUP)

    def predict(self, move: int, stamp: int) -> None:
        """예측: 이 playout 의 고르기에서 UCT 가 고를 뿌리의 수를 누른다 (다음에 예측할 playout 에서
        한 번만)."""
        if self.turn.ignores(stamp) or self.playout != self.next_pick or not self.practice:
            return
        self.guesses[self.playout] = move
        self.turn.next_turn()

    def tap_node(self, path: NodePath, stamp: int) -> None:
        """나무의 노드를 누른다 (그 판과 수를 보인다; 다시 누르면 닫는다)."""
        if not self.turn.ignores(stamp):
            self.node = None if self.node == path else path
            self.turn.next_turn()

    # --- 설정: 바꾸면 탐색을 처음부터 --------------------------------------------------------

    def choose_game(self, game: McGame) -> None:
        """게임을 바꾼다 (빈 판부터)."""
        if McGame(game) is not self.game:
            self.game, self.moves = McGame(game), ()
            self._restart()

    def choose_moves(self, moves: tuple[int, ...]) -> None:
        """판을 바꾼다 (설정의 판 하나)."""
        if tuple(moves) != self.moves:
            self.moves = _playable(self.game, tuple(moves))
            self._restart()

    def choose_c(self, text: str) -> None:
        """탐험 상수를 바꾼다."""
        if text in C_CHOICES and text != self.c_text:
            self.c_text = text
            self._restart()

    def set_practice(self, on: bool) -> None:
        """예측 연습을 켜고 끈다 (처음 playout 부터)."""
        if bool(on) != self.practice:
            self.practice = bool(on)
            self._restart()

    def new_seed(self, seed: int, stamp: int) -> None:
        """새 씨앗 (같은 판, 다른 무작위)."""
        if not self.turn.ignores(stamp):
            self.seed, self.seed_error = seed, None
            self._restart()

    def enter_seed(self, text: str) -> None:
        """씨앗 상자의 글: 0..MAX_SEED 의 정수면 그 씨앗, 아니면 글을 seed_error 로 남긴다."""
        self.seed_error = None
        if not text.strip():
            return
        seed = read_int(text, 0, MAX_SEED)
        if seed is None:
            self.seed_error = text
        elif seed != self.seed:
            self.seed = seed
            self._restart()

    def _restart(self) -> None:
        self.playout, self.beat, self.node, self.guesses = 1, Beat.SELECT, None, {}
        self.turn.next_turn()

    # --- 링크 --------------------------------------------------------------------------------

    def link(self, variant: Variant) -> dict[str, str]:
        """이 화면을 다시 여는 매개변수 (모양은 모듈 설명). 게임 종류 (variant) 와는 상관없다."""
        return {
            "game": self.game.value,
            "moves": moves_text(self.game, self.moves),
            "seed": str(self.seed),
            "c": self.c_text,
            "playout": str(self.playout),
            "beat": self.beat.value,
            "node": "" if self.node is None else path_text(self.node),
            "practice": "1" if self.practice else "",
            "guesses": guesses_text(self.guesses),
        }

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 화면을 연다: 읽을 수 없는 것은 빼고 (지금 값) 버린 것들을 돌려준다. 이 페이지의
        매개변수가 없으면 (언어만 바꾼 링크) 지금 화면 그대로. 노드는 그때의 나무에 있어야 하므로
        page 가 그린 뒤 settle 로 거른다. 예측은 나무 없이 거른다: 뿌리의 고르기는 둘 수 있는 수를
        다 넓힌 뒤에 시작하므로, 연습의 예측이 first_pick 부터 차례로 둘 수 있는 수여야 한다."""
        values, dropped = read_link(params, _LINK_TABLE)
        if not any(params.get(p.name) is not None for p in _LINK_TABLE):
            return dropped
        game = values.get("game", self.game)
        moves = values.get("moves", self.moves if game is self.game else ())
        kept = _playable(game, moves)
        if kept != moves:
            text = moves_text(game, kept)
            dropped.append(Dropped("moves", text or None, "mc_moves_kept"))
        self.game, self.moves = game, kept
        self.seed = values.get("seed", self.seed)
        self.c_text = values.get("c", self.c_text)
        self.playout = values.get("playout", 1)
        self.beat = values.get("beat", Beat.SELECT)
        self.node = values.get("node")
        self.practice = values.get("practice", False)
        self.guesses = {}
        for n, move in values.get("guesses", ()):  # 연습의 예측만, first_pick 부터 차례로
            if not self.practice or n != self.next_pick or move not in _root_moves(game, kept):
                dropped.append(Dropped("guesses"))
                break
            self.guesses[n] = move
        if not self.reaches(self.playout, self.beat):  # 답을 먼저 보는 링크: 예측할 곳에 선다
            self.playout, self.beat = self.next_pick, Beat.SELECT
        self.seed_error = None
        self.turn.next_turn()
        return dropped

    def settle(self, nodes: frozenset[NodePath]) -> list[Dropped]:
        """누른 노드가 지금 나무에 있는지 (nodes: 이 박자의 나무에 있는 노드). 없으면 빼고 돌려준다:
        링크를 연 실행이면 페이지가 알리고, 아니면 (뒤로 걸어 노드가 아직 없는 박자) 말없이 뺀다."""
        if self.node is None or self.node in nodes:
            return []
        self.node = None
        return [Dropped("node")]


def guesses_text(guesses: dict[int, int]) -> str:
    """링크에 쓰는 예측들 (누른 차례로 'playout.수', 쉼표로)."""
    return ",".join(f"{n}.{move}" for n, move in guesses.items())


def _guesses(text: str) -> tuple[tuple[int, int], ...]:
    """예측들의 글 ('12.4,13.0'): playout 1..MAX_PLAYOUTS 마다 한 번, 수는 한 자리."""
    items = [t.strip() for t in text.split(",") if t.strip()]
    pairs = []
    for item in items:
        if not re.fullmatch(r"[0-9]{1,4}\.[0-9]", item):
            raise ValueError(f"not a prediction: {item!r}")
        n, move = item.split(".")
        pairs.append((int(n), int(move)))
    playouts = [n for n, _ in pairs]
    if not all(1 <= n <= MAX_PLAYOUTS for n in playouts) or len(set(playouts)) < len(playouts):
        raise ValueError(f"not one prediction per playout: {text!r}")
    return tuple(pairs)


def _c(text: str) -> str:
    text = text.strip()
    if text not in C_CHOICES:
        raise ValueError(f"not one of {list(C_CHOICES)}: {text!r}")
    return text


_LINK_TABLE = (
    Param("game", choice(McGame)),
    Param("moves", _tokens),
    Param("seed", int_between(0, MAX_SEED)),
    Param("c", _c),
    Param("playout", int_between(1, MAX_PLAYOUTS)),
    Param("beat", choice(Beat)),
    Param("node", _path),
    Param("practice", flag),
    Param("guesses", _guesses),
)
