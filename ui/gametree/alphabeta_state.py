"""알파-베타 연습 페이지의 상태 (streamlit 없음): 퍼즐 (씨앗 · 모양 · 뿌리), 학생의 표시, 보기.

퍼즐은 씨앗과 모양과 뿌리 (MAX / MIN) 로 정해진다 (solver.gametree.random_tree). 학생의 표시는
잘렸다고 누른 가지 (간선 = 그 아래 노드의 길), 노드마다 적은 값과 (골라서) α, β 다. 보기는 셋:
내 답 (표시하고 확인), 한 걸음씩 (탐색을 되짚는다, 누를 때까지 멈춰 있다), 풀이.

크기의 한계 (폰 390 px 에서 누를 것마다 44 px): 나무는 옆으로 누운 대진표처럼 그린다 (뿌리가
왼쪽, 잎마다 한 줄). 깊이마다 노드 칸과 가지 칸이 44 px 씩이고 잎은 제 가지를 겸하므로 깊이 d 의
나무는 2d 칸 = 88d px 가 넓다: 폰 본문 (약 358 px) 에는 깊이 4 (352 px) 까지 들어간다. 잎은
한 줄에 44 px 라 81 개 (3,564 px, 깊이 4 · 가지 3) 까지로 묶는다. 그보다 큰 모양 (링크로 온
깊이 5, 깊이 4 · 가지 4 등) 은 그리지 않고 까닭을 말한다 (refused). 교사의 링크는 학생의 폰에서도
열려야 하므로 화면 크기와 상관없이 같은 한계를 쓴다.

동작 (가지 누름, 노드 고르기, 확인, 걸음, 새 나무) 은 그려진 차례에만 듣는다 (ui/turns.py): 두 번
누른 가지가 잘렸다 되살아나지 않는다. 자판의 수는 누른 차례대로 적힌다 (AlphaBetaState 의 설명).

링크 (ui/links.py) 의 매개변수 (표 _LINK_TABLE 하나로 읽는다):
- seed: 나무 번호 0..4294967295. depth: 2..4. branching: '3' 또는 '2-4'. root: max / min.
  넷 가운데 하나라도 있으면 링크의 퍼즐을 연다 (없는 것은 지금 값).
- cut: 잘렸다고 표시한 가지 ('0.1,2': 뿌리에서 자식 번호를 점으로 이은 길).
- values: 노드 값 ('r=3,0=3': r 은 뿌리), alpha · beta: 돌아갈 때의 α, β ('-inf', 'inf' 도).
- view: answer / steps / solution. step: 한 걸음씩의 걸음 수. checked: 1 이면 확인한 화면.
나무에 없는 자리, 잎의 값, 0..20 밖의 수처럼 쓸 수 없는 표시는 그것만 빼고 알린다.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

from solver.errors import InputError
from solver.gametree.alphabeta_check import (
    Answer,
    format_numbers,
    format_paths,
    parse_numbers,
    parse_paths,
)
from solver.gametree.random_tree import (
    LEAF_HIGH,
    LEAF_LOW,
    MAX_SEED,
    Branching,
    GameNode,
    Path,
    Player,
    Solution,
    format_branching,
    parse_branching,
    parse_player,
    random_tree,
)

from ..link_reader import (
    Dropped,
    Param,
    Params,
    choice,
    flag,
    int_between,
    read_int,
    read_link,
)
from ..turns import TurnGuard

__all__ = [
    "DEFAULT_SHAPE",
    "MAX_DEPTH",
    "MAX_LEAVES",
    "NUMBERS",
    "SHAPES",
    "AlphaBetaState",
    "Field",
    "Marks",
    "Puzzle",
    "Refused",
    "Shape",
    "View",
    "pad_numbers",
]

MAX_DEPTH = 4  # 폰 본문에 들어가는 깊이 (모듈 설명)
MAX_LEAVES = 81  # 잎 (줄) 의 상한: 깊이 4 · 가지 3
# 노드 값 자판의 수: 알파-베타의 값은 언제나 어느 잎의 값이다 (0..20). α, β 는 ±∞ 도
NUMBERS = tuple(range(LEAF_LOW, LEAF_HIGH + 1))


class View(StrEnum):
    """나무를 어떻게 보이나."""

    ANSWER = "answer"  # 내 답: 가지를 자르고 값을 적고 확인한다
    STEPS = "steps"  # 한 걸음씩: 알파-베타를 되짚는다 (누를 때까지 멈춰 있다)
    SOLUTION = "solution"  # 풀이: 값과 잘린 가지


class Field(StrEnum):
    """자판이 적는 칸."""

    VALUE = "value"  # 노드가 돌려주는 값
    ALPHA = "alpha"  # 노드가 돌아갈 때의 α
    BETA = "beta"  # 노드가 돌아갈 때의 β


@dataclass(frozen=True)
class Shape:
    """나무의 모양: 깊이 (뿌리에서 잎까지의 가지 수) 와 가지 수 (정수 또는 (lo, hi))."""

    depth: int
    branching: Branching

    @property
    def widths(self) -> tuple[int, int]:
        """속 노드의 가지 수 범위 (lo, hi)."""
        b = self.branching
        return (b, b) if isinstance(b, int) else b

    @property
    def most_leaves(self) -> int:
        """이 모양이 가질 수 있는 가장 많은 잎 수."""
        return self.widths[1] ** self.depth

    @property
    def fewest_leaves(self) -> int:
        """가장 적은 잎 수."""
        return self.widths[0] ** self.depth

    @property
    def fits(self) -> bool:
        """폰에 그릴 수 있는지 (모듈 설명의 한계)."""
        return self.depth <= MAX_DEPTH and self.most_leaves <= MAX_LEAVES

    @property
    def text(self) -> str:
        """가지 수의 글 ('3', '2-4')."""
        return format_branching(self.branching)


def _all_shapes() -> tuple[Shape, ...]:
    widths: list[Branching] = [2, 3, 4, (2, 3), (2, 4), (3, 4)]
    shapes = (Shape(d, b) for d in range(2, MAX_DEPTH + 1) for b in widths)
    return tuple(s for s in shapes if s.fits)


# 고를 수 있는 모양 (폰에 들어가는 것만): 고르기 상자의 선택지
SHAPES = _all_shapes()
DEFAULT_SHAPE = Shape(3, 2)  # 잎 8 개: 폰의 첫 화면에 나무 전체가 들어간다


@dataclass(frozen=True)
class Puzzle:
    """퍼즐 하나: 같은 씨앗 · 모양 · 뿌리면 누구에게나 같은 나무."""

    seed: int
    shape: Shape
    root: Player = Player.MAX

    def tree(self) -> GameNode:
        """이 퍼즐의 나무 (random_tree)."""
        return random_tree(self.seed, self.shape.depth, self.shape.branching)

    @property
    def key(self) -> tuple[int, int, str, str]:
        """캐시 (ui/caches.alphabeta_solution) 에 건넬 값들: 씨앗, 깊이, 가지 수의 글, 뿌리."""
        return self.seed, self.shape.depth, self.shape.text, self.root.value


@dataclass(frozen=True)
class Refused:
    """그리지 않은 모양 (링크로 온, 폰에 들어가지 않는 것)."""

    depth: int
    branching: str
    leaves: int


@dataclass(frozen=True)
class Marks:
    """학생의 표시. pruned: 잘렸다고 누른 가지 (그 아래 노드의 길). values: 노드 값.
    alphas, betas: 노드가 돌아갈 때의 α, β (±math.inf 가능)."""

    pruned: frozenset[Path] = frozenset()
    values: Mapping[Path, int] = field(default_factory=dict)
    alphas: Mapping[Path, float] = field(default_factory=dict)
    betas: Mapping[Path, float] = field(default_factory=dict)

    def answer(self) -> Answer:
        """채점기 (alphabeta_check.check) 에 건넬 답."""
        return Answer(self.pruned, dict(self.values), dict(self.alphas), dict(self.betas))

    @property
    def empty(self) -> bool:
        """표시가 하나도 없는지."""
        return not (self.pruned or self.values or self.alphas or self.betas)

    def toggled(self, path: Path) -> Marks:
        """가지 path 의 잘림 표시를 뒤집은 표시."""
        return replace(self, pruned=self.pruned ^ {path})

    def numbers(self, kind: Field) -> Mapping[Path, float]:
        """그 칸의 수들."""
        return getattr(self, _NUMBERS_OF[kind])

    def written(self, kind: Field, path: Path, number: float | None) -> Marks:
        """노드 path 의 kind 칸에 number 를 적은 표시 (None 이면 지운다)."""
        numbers = {p: n for p, n in self.numbers(kind).items() if p != path}
        if number is not None:
            numbers[path] = number
        return replace(self, **{_NUMBERS_OF[kind]: numbers})


# 칸마다 Marks 의 수들을 담은 필드의 이름
_NUMBERS_OF = {Field.VALUE: "values", Field.ALPHA: "alphas", Field.BETA: "betas"}


@dataclass
class AlphaBetaState:
    """알파-베타 연습 페이지 전체. puzzle 은 처음 그릴 때 만든다 (new_tree).

    selected: 값을 적으려고 고른 속 노드 (없으면 None; 링크에 넣지 않는 잠깐의 고름).
    writing: 자판이 적는 칸 (값, α, β).
    checked: '확인' 을 누른 뒤인지 (표시를 고치면 다시 False). step: 한 걸음씩의 걸음 수
    (0 = 시작 전). refused: 링크가 준, 그리지 않은 모양 (알림 한 번). seed_error: 나무 번호
    상자에 적은, 번호가 아닌 글 (알림).

    차례 (ui/turns.py): turn 은 화면 전체의 차례다 (노드 고르기, 보기 · 걸음, 새 나무, 모두
    지우기, 확인). 가지 하나를 자르거나 되살리는 것과 수를 적는 것은 화면 전체의 차례를 넘기지
    않는다: 그러면 다른 단추가 모두 새 열쇠로 다시 그려져, 빠르게 누른 다음 가지 (0.3-0.6 초 뒤)
    가 지난 차례의 단추나 막 그려진 단추에 닿아 버려졌다. 대신 가지마다 flips (이 차례에 뒤집힌
    횟수) 가 그 가지 단추의 열쇠에 붙는다: 같은 가지의 두 번째 손가락만 버려진다.
    """

    puzzle: Puzzle | None = None
    marks: Marks = field(default_factory=Marks)
    view: View = View.ANSWER
    step: int = 0
    checked: bool = False
    selected: Path | None = None
    writing: Field = Field.VALUE
    refused: Refused | None = None
    turn: TurnGuard = field(default_factory=TurnGuard)
    flips: dict[Path, int] = field(default_factory=dict)
    seed_error: str | None = None

    # --- 퍼즐 --------------------------------------------------------------------------------

    def new_tree(self, seed: int, stamp: int | None = None) -> None:
        """같은 모양 · 뿌리의 새 나무 (씨앗 seed). stamp 를 주면 그 차례의 단추만 듣는다."""
        if self.turn.ignores(stamp):
            return
        shape = DEFAULT_SHAPE if self.puzzle is None else self.puzzle.shape
        root = Player.MAX if self.puzzle is None else self.puzzle.root
        self._start(Puzzle(seed, shape, root))

    def choose_shape(self, shape: Shape) -> None:
        """모양을 바꾼다 (같은 씨앗, 새 나무). 고르기 상자에는 그릴 수 있는 모양만 있다."""
        if self.puzzle is not None and shape.fits:
            self._start(replace(self.puzzle, shape=shape))

    def choose_root(self, root: Player) -> None:
        """뿌리를 MAX / MIN 으로 (같은 나무, 값이 달라지므로 표시는 지운다)."""
        if self.puzzle is not None:
            self._start(replace(self.puzzle, root=Player(root)))

    def enter_seed(self, text: str) -> None:
        """나무 번호 상자에 적은 글: 0..MAX_SEED 의 정수면 그 번호의 나무 (지금 번호와 같으면
        그대로), 아니면 나무와 표시는 그대로 두고 적은 글을 seed_error 로 남긴다 ('12.7', '1e99',
        '-5' 를 말없이 다른 나무로 바꾸지 않는다). 비운 상자는 아무것도 바꾸지 않는다."""
        puzzle = self.puzzle
        self.seed_error = None
        if puzzle is None or not text.strip():
            return
        seed = read_int(text, 0, MAX_SEED)
        if seed is None:
            self.seed_error = text
        elif seed != puzzle.seed:
            self._start(replace(puzzle, seed=seed))

    def _start(self, puzzle: Puzzle) -> None:
        """새 퍼즐: 표시와 보기를 처음으로."""
        self.puzzle = puzzle
        self.marks = Marks()
        self.view, self.step, self.checked, self.selected = View.ANSWER, 0, False, None
        self.refused = None
        self._board_turn()

    # --- 표시 --------------------------------------------------------------------------------

    def toggle_edge(self, path: Path, stamp: int, flips: int = 0) -> None:
        """가지 path (그 아래 노드의 길) 의 잘림 표시를 뒤집는다 (내 답 보기에서만). stamp, flips:
        단추를 그린 차례와 그때 이 가지가 이 차례에 뒤집힌 횟수 (다르면 지난 단추의 누름)."""
        if self.turn.ignores(stamp) or flips != self.flips.get(path, 0):
            return
        if self.view is not View.ANSWER or not path:
            return
        self._mark(self.marks.toggled(path))
        self.flips[path] = flips + 1

    def select(self, path: Path, stamp: int) -> None:
        """값을 적을 속 노드를 고른다 (고른 노드를 다시 누르면 닫는다)."""
        if self.turn.ignores(stamp) or self.view is not View.ANSWER:
            return
        self.selected = None if self.selected == path else path
        self._board_turn()

    def choose_field(self, kind: Field) -> None:
        """자판이 적을 칸 (값, α, β) 을 고른다."""
        self.writing = Field(kind)

    def enter(self, number: float | None) -> None:
        """고른 노드의 칸에 number 를 적는다 (None 이면 지운다). 값은 0..20, α · β 는 ±∞ 도.

        자판은 차례대로 단추다 (ui/turns.seq_key): 누른 차례대로 한 실행에 하나씩 오고, 같은 수를
        두 번 적어도 같다."""
        if self.selected is None or self.view is not View.ANSWER:
            return
        if number is not None and not _allowed(self.writing, number):
            return
        self._mark(self.marks.written(self.writing, self.selected, number))

    def close(self, stamp: int) -> None:
        """자판을 닫는다."""
        if not self.turn.ignores(stamp):
            self.selected = None
            self._board_turn()

    def clear(self, stamp: int) -> None:
        """표시를 모두 지운다."""
        if not self.turn.ignores(stamp):
            self._mark(Marks())
            self.selected = None
            self._board_turn()

    def check(self, stamp: int) -> None:
        """표시를 채점해 보인다 (확인)."""
        if not self.turn.ignores(stamp) and self.view is View.ANSWER:
            self.checked = True
            self._board_turn()

    def _mark(self, marks: Marks) -> None:
        """표시가 바뀌었다: 채점은 다시 확인할 때까지 숨긴다."""
        self.marks, self.checked = marks, False

    def _board_turn(self) -> None:
        """화면 전체의 다음 차례: 모든 동작 단추가 새 열쇠로 그려진다 (가지의 flips 도 새로)."""
        self.turn.next_turn()
        self.flips = {}

    # --- 보기와 걸음 -------------------------------------------------------------------------

    def show(self, view: View) -> None:
        """보기를 바꾼다 (한 걸음씩은 멈춘 걸음 그대로)."""
        self.view, self.selected = View(view), None
        self._board_turn()

    def step_to(self, step: int, total: int, stamp: int) -> None:
        """한 걸음씩의 걸음을 step 으로 (total: 발자취의 사건 수, 0..total 안으로 자른다)."""
        if self.turn.ignores(stamp) or self.view is not View.STEPS:
            return
        self.step = max(0, min(step, total))
        self._board_turn()

    # --- 링크 --------------------------------------------------------------------------------

    def link(self) -> dict[str, str]:
        """이 화면을 다시 여는 매개변수 (모양은 모듈 설명). 빈 값은 주소에 쓰지 않는다."""
        if self.puzzle is None:
            return {}
        p, m = self.puzzle, self.marks
        return {
            "seed": str(p.seed),
            "depth": str(p.shape.depth),
            "branching": p.shape.text,
            "root": p.root.value,
            "cut": format_paths(m.pruned),
            "values": format_numbers(m.values),
            "alpha": format_numbers(m.alphas),
            "beta": format_numbers(m.betas),
            "view": "" if self.view is View.ANSWER else self.view.value,
            "step": str(self.step) if self.view is View.STEPS else "",
            "checked": "1" if self.checked and self.view is View.ANSWER else "",
        }

    def open_link(self, params: Params, solve: Callable[[Puzzle], Solution]) -> list[Dropped]:
        """링크의 화면을 연다: 읽을 수 없는 매개변수 · 표시는 빼고 버린 것들을 돌려준다.

        이 페이지의 매개변수가 하나도 없으면 (언어만 바꾼 링크) 지금 화면 그대로다. 링크에 없는
        퍼즐 매개변수는 지금 값, 없는 표시는 '표시 없음' 이다. 그릴 수 없는 모양은 refused 로
        남기고 지금 모양을 쓴다. 페이지는 퍼즐을 먼저 만들고 (new_tree) 부른다.
        solve: 퍼즐의 풀이 (걸음 수의 상한과 나무의 자리를 안다).
        """
        values, dropped = read_link(params, _LINK_TABLE)
        if not any(params.get(param.name) is not None for param in _LINK_TABLE):
            return dropped
        puzzle = self._linked_puzzle(values, dropped)
        solution = solve(puzzle)
        marks = _linked_marks(solution.tree, values, dropped)
        view = View(values.get("view", View.ANSWER))
        step = int(values.get("step", 0))  # type: ignore[call-overload]
        if "step" in values and (view is not View.STEPS or step > len(solution.trace.events)):
            dropped.append(Dropped("step"))  # 한 걸음씩 보기의 것이고, 발자취 안이어야 한다
            step = 0
        checked = bool(values.get("checked", False))
        if checked and view is not View.ANSWER:
            dropped.append(Dropped("checked"))  # 확인은 내 답 보기의 것
            checked = False
        same = (puzzle, marks, view, step, checked) == (
            self.puzzle,
            self.marks,
            self.view,
            self.step if view is View.STEPS else 0,
            self.checked,
        )
        if not same:  # 같은 화면이면 차례를 넘기지 않는다 (그려진 단추가 그대로 듣게)
            self.puzzle, self.marks, self.view, self.checked = puzzle, marks, view, checked
            self.step = step if view is View.STEPS else 0
            self.selected = None
            self._board_turn()
        return dropped

    def _linked_puzzle(self, values: Mapping[str, object], dropped: list[Dropped]) -> Puzzle:
        """링크의 퍼즐: 없는 것은 지금 (처음이면 기본) 값, 그릴 수 없는 모양은 버리고 알린다."""
        now = self.puzzle or Puzzle(0, DEFAULT_SHAPE)
        depth = values.get("depth", now.shape.depth)
        branching = values.get("branching", now.shape.branching)
        if isinstance(branching, tuple) and branching[0] == branching[1]:
            branching = branching[0]  # '3-3' 은 '3'
        shape = Shape(depth, branching)  # type: ignore[arg-type]
        self.refused = None
        if not shape.fits:
            self.refused = Refused(shape.depth, shape.text, shape.most_leaves)
            dropped.extend(Dropped(n) for n in ("depth", "branching") if n in values)
            shape = now.shape
        seed = values.get("seed", now.seed)
        return Puzzle(int(seed), shape, Player(values.get("root", now.root)))  # type: ignore[call-overload]


def pad_numbers(kind: Field) -> tuple[float, ...]:
    """자판의 수들: 값은 0..20, α · β 는 -∞, 0..20, +∞."""
    return NUMBERS if kind is Field.VALUE else (-math.inf, *NUMBERS, math.inf)


def _allowed(kind: Field, number: float) -> bool:
    """자판이 적을 수 있는 수인지: 0..20 (α, β 는 ±∞ 도)."""
    if kind is not Field.VALUE and math.isinf(number):
        return True
    return float(number).is_integer() and LEAF_LOW <= number <= LEAF_HIGH


def _depth(text: str) -> int:
    """깊이: 엔진이 만드는 2..5 (폰에 그릴 수 있는지는 모양 전체로 따로 본다)."""
    return int_between(2, 5)(text)


def _bounds(text: str) -> dict[Path, float]:
    """α 또는 β 들 ('r=-inf,0=3')."""
    return parse_numbers(text, infinite=True)


# 링크의 매개변수 (모양은 모듈 설명). 읽는 함수는 글만 본다: 나무와 맞는지는 _linked_marks 가
_LINK_TABLE = (
    Param("seed", int_between(0, MAX_SEED)),
    Param("depth", _depth),
    Param("branching", parse_branching),
    Param("root", parse_player),
    Param("cut", parse_paths),
    Param("values", parse_numbers),  # 노드 값들 ('r=3,0=3')
    Param("alpha", _bounds),
    Param("beta", _bounds),
    Param("view", choice(View)),
    Param("step", int_between(0, 9999)),
    Param("checked", flag),
)
MARK_PARAMS = {"values": Field.VALUE, "alpha": Field.ALPHA, "beta": Field.BETA}


def _where(tree: GameNode, path: Path) -> GameNode | None:
    """나무의 그 자리 노드 (없으면 None)."""
    try:
        return tree.at(path)
    except InputError:
        return None


def _linked_marks(tree: GameNode, values: Mapping[str, object], dropped: list[Dropped]) -> Marks:
    """링크의 표시 가운데 이 나무에 쓸 수 있는 것: 가지는 뿌리가 아닌 자리, 수는 속 노드의
    자판이 적을 수 있는 수. 못 쓰는 것이 있으면 그 매개변수를 쓴 것만 남겨 알린다."""
    cut: frozenset[Path] = values.get("cut", frozenset())  # type: ignore[assignment]
    pruned = frozenset(p for p in cut if p and _where(tree, p) is not None)
    if pruned != cut:
        dropped.append(Dropped("cut", format_paths(pruned) or None))
    marks = Marks(pruned=pruned)
    for name, kind in MARK_PARAMS.items():
        given: Mapping[Path, float] = values.get(name, {})  # type: ignore[assignment]
        kept = {
            p: n
            for p, n in given.items()
            if (node := _where(tree, p)) is not None and not node.is_leaf and _allowed(kind, n)
        }
        if len(kept) != len(given):
            dropped.append(Dropped(name, format_numbers(kept) or None))
        for path, number in kept.items():
            marks = marks.written(kind, path, int(number) if kind is Field.VALUE else number)
    return marks
