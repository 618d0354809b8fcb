"""알파-베타 연습 페이지의 상태 (streamlit 없음): 퍼즐 (alphabeta_puzzle), 학생의 표시
(alphabeta_marks), 보기, 차례, 링크.

보기는 셋: 내 답 (표시하고 확인), 한 걸음씩 (탐색을 되짚는다, 누를 때까지 멈춰 있다), 풀이.
그릴 수 없는 모양 (alphabeta_puzzle 의 크기 한계) 은 그리지 않고 까닭을 말한다 (refused).

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

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

from solver.codebreaking.variants import Variant
from solver.errors import InputError
from solver.gametree.alphabeta_check import (
    Check,
    format_numbers,
    format_paths,
    parse_numbers,
    parse_paths,
)
from solver.gametree.alphabeta_check import check as grade
from solver.gametree.random_tree import (
    MAX_SEED,
    GameNode,
    Path,
    Solution,
    parse_branching,
    parse_player,
)
from solver.gametree.trace_events import Player

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
from .alphabeta_marks import Field, Marks, pad_allows
from .alphabeta_puzzle import DEFAULT_SHAPE, Puzzle, Refused, Shape

__all__ = ["AlphaBetaState", "View"]


class View(StrEnum):
    """나무를 어떻게 보이나."""

    ANSWER = "answer"  # 내 답: 가지를 자르고 값을 적고 확인한다
    STEPS = "steps"  # 한 걸음씩: 알파-베타를 되짚는다 (누를 때까지 멈춰 있다)
    SOLUTION = "solution"  # 풀이: 값과 잘린 가지


@dataclass
class AlphaBetaState:
    """알파-베타 연습 페이지 전체. puzzle 은 처음 그릴 때 만든다 (new_tree).

    selected: 값을 적으려고 고른 속 노드 (없으면 None; 링크에 넣지 않는 잠깐의 고름).
    writing: 자판이 적는 칸 (값, α, β).
    checked: '확인' 을 누른 뒤인지 (표시를 고치면 다시 False). step: 한 걸음씩의 걸음 수
    (0 = 시작 전). refused: 링크가 준, 그리지 않은 모양 (알림 한 번). seed_error: 나무 번호
    상자에 적은, 번호가 아닌 글 (알림). checks: 이 나무에서 '확인' 을 누른 횟수 (수업의 기록;
    링크에는 싣지 않는다).

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
    checks: int = 0

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
        self.refused, self.checks = None, 0
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
        if number is not None and not pad_allows(self.writing, number):
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

    def graded(self, solution: Solution) -> Check | None:
        """확인을 누른 뒤의 '내 답' 이면 지금 표시의 채점, 아니면 None."""
        if self.view is not View.ANSWER or not self.checked:
            return None
        return grade(solution, self.marks.answer())

    def check(self, stamp: int) -> None:
        """표시를 채점해 보인다 (확인)."""
        if not self.turn.ignores(stamp) and self.view is View.ANSWER:
            self.checked = True
            self.checks += 1
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

    def step_to(self, step: int, total: int) -> None:
        """한 걸음씩의 걸음을 step 으로 (total: 발자취의 사건 수, 0..total 안으로 자른다). 걸음
        단추는 차례를 들고 오지 않는다: 브라우저가 한 실행에 하나씩 보내고 (ui/turns.step_key),
        다음 누름은 그 실행이 그린 단추 (새 걸음) 를 누른다."""
        if self.view is not View.STEPS:
            return
        self.step = max(0, min(step, total))
        self._board_turn()

    # --- 링크 --------------------------------------------------------------------------------

    def link(self, variant: Variant) -> dict[str, str]:
        """이 화면을 다시 여는 매개변수 (모양은 모듈 설명). 빈 값은 주소에 쓰지 않는다. 연습
        나무는 게임 종류 (variant) 와 상관없다 (PageState 의 약속이라 받는다)."""
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

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 화면을 연다: 읽을 수 없는 매개변수 · 표시는 빼고 버린 것들을 돌려준다.

        이 페이지의 매개변수가 하나도 없으면 (언어만 바꾼 링크) 지금 화면 그대로다. 링크에 없는
        퍼즐 매개변수는 지금 값, 없는 표시는 '표시 없음' 이다. 그릴 수 없는 모양은 refused 로
        남기고 지금 모양을 쓴다. 아직 퍼즐이 없으면 opening.seed 의 나무로 먼저 만든다. 풀이
        (걸음 수의 상한과 나무의 자리를 안다) 는 캐시 없이 Puzzle.solution 으로: 잎 81 개의 나무도
        1 ms 남짓이고 링크를 열 때 한 번이다 (그리는 실행은 ui/caches.alphabeta_solution 의 한 벌).
        """
        if self.puzzle is None:
            self.new_tree(opening.seed)
        values, dropped = read_link(params, _LINK_TABLE)
        if not any(params.get(param.name) is not None for param in _LINK_TABLE):
            return dropped
        puzzle = self._linked_puzzle(values, dropped)
        solution = puzzle.solution()
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
            if puzzle != self.puzzle:  # 다른 나무: 확인 횟수는 링크가 확인한 화면이면 한 번부터
                self.checks = int(checked)
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
            if (node := _where(tree, p)) is not None and not node.is_leaf and pad_allows(kind, n)
        }
        if len(kept) != len(given):
            dropped.append(Dropped(name, format_numbers(kept) or None))
        for path, number in kept.items():
            marks = marks.written(kind, path, int(number) if kind is Field.VALUE else number)
    return marks
