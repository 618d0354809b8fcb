"""명령줄의 사목: python -m solver connect4 --moves M (--solve | --search alphabeta|mcts) ...

--moves: 빈 판부터 둔 열 (1-7) 의 글, 먼저 둔 사람부터 ("4453"; 빈 글이면 빈 판). JSON 의
"to_move" 는 둘 차례 (0 먼저 둔 사람, 1 나중 사람: 게임 낱말의 자리와 같다), "columns" 의
열쇠는 열 "1".."7" 이고 둘 수 없는 열 (가득 찼거나 끝난 판) 은 null 이다. 점수는
gamesolver.org 의 규약 (0 무승부, 둘 차례인 쪽이 이기면 +(22 - 이긴 쪽이 마지막 돌을 놓을
때의 돌 수), 지면 그 음수).

--solve --json: {"moves", "to_move", "score", "columns": {"1": 점수|null}, "best": [열들],
  "nodes", "seconds"}. 커널은 numba 로 컴파일되어 (connect4_kernel) 12-17 돌의 판은 보통 몇 초
  안이지만, 돌이 적은 판 (대략 10 개 미만) 은 오래 걸린다.
--solve --time S --json: S 초 (명령이 시작한 때부터) 가 지나면 멈추고 증명한 만큼 답한다. 다 푼
  열은 점수, 덜 푼 열은 {"low": a, "high": b} (a <= 점수 <= b 가 증명됐다), 아무것도 증명하지
  못한 열은 null. "score" 도 같다 (열들의 경계에서). "best" 는 다른 모든 열의 위 경계 이상이라고
  증명된 열들 (아직 없으면 빈 목록).
--search alphabeta (--depth D | --time S) --json: {"moves", "to_move", "search", "move",
  "value", "depth" (마친 깊이), "nodes", "seconds", "out_of_time", "pv": [열들],
  "columns": {"1": 값|null}}. 값은 점수와 같은 규약이고, 깊이 한계의 어림은 -1 과 1 사이다.
--search mcts --playouts N --json: {"moves", "to_move", "search", "move", "playouts", "seed",
  "seconds", "columns": {"1": {"visits", "win_rate", "uct"}|null}} (한 번도 안 본 수의 uct 는
  null). move 는 방문이 가장 많은 열.
--temperature T (셋 모두에): 표의 값 (점수, 알파-베타의 값, MCTS 의 승률) 의 softmax 로 --seed
  씨앗에서 고른다. "move" 가 고른 열이 되고 "temperature", "seed", "probabilities": {"1": p|null}
  이 붙는다. T = 0 이면 가장 좋은 열들 사이에서 고르게. 범위만 아는 열은 범위의 가운데 값으로,
  아무것도 증명하지 못한 열은 빼고 고른다.
잘못된 인자와 수순은 종료 코드 2 와 한 줄 메시지 (cli.main).
"""

from __future__ import annotations

import argparse
import math
import time
from dataclasses import asdict, is_dataclass

from .cli_args import positive, seconds
from .gametree import connect4
from .gametree.deepening import deepening_search
from .gametree.mcts import mcts_search
from .gametree.temperature import temperature_choice

__all__ = ["add_connect4_command", "connect4_command"]

SEARCHES = ("alphabeta", "mcts")
DEFAULT_PLAYOUTS = 2000


def add_connect4_command(sub: argparse._SubParsersAction) -> None:
    """connect4 하위 명령 (모듈 설명의 계약)."""
    p = sub.add_parser(
        "connect4",
        help="Connect Four: exact scores, depth-limited alpha-beta, MCTS, temperature",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--moves", default="", help="columns 1-7 played from the empty board: 4453")
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--solve", action="store_true", help="exact score of every column")
    mode.add_argument("--search", choices=SEARCHES)
    p.add_argument("--depth", type=positive, help="alphabeta: deepest look-ahead in plies")
    p.add_argument(
        "--time", type=seconds, help="alphabeta, solve: time budget in seconds (solve: bounds)"
    )
    p.add_argument("--playouts", type=positive, help=f"mcts: playouts (default {DEFAULT_PLAYOUTS})")
    p.add_argument("--temperature", type=float, help="choose by softmax of the values at T")
    p.add_argument("--seed", type=int, default=0, help="seed of mcts and the temperature choice")
    p.add_argument("--json", action="store_true")


def _check(args: argparse.Namespace) -> None:
    """명령 사이의 인자 짝: 쓸 수 없는 짝은 한 줄로 거절한다."""
    if args.search != "alphabeta" and args.depth is not None:
        raise ValueError("--depth goes with --search alphabeta")
    if args.search == "mcts" and args.time is not None:
        raise ValueError("--time goes with --solve or --search alphabeta")
    if args.search == "alphabeta" and args.depth is None and args.time is None:
        raise ValueError("--search alphabeta needs --depth D or --time S")
    if args.search != "mcts" and args.playouts is not None:
        raise ValueError("--playouts goes with --search mcts")


def _columns(table: dict[int, object]) -> dict[str, object]:
    return {str(c): table.get(c) for c in range(1, connect4.COLUMNS + 1)}


def connect4_command(args: argparse.Namespace) -> dict | str:
    """connect4 명령: JSON 객체 (--json) 나 사람이 읽을 몇 줄."""
    deadline = math.inf if args.time is None else time.perf_counter() + args.time
    _check(args)
    state = connect4.position(args.moves)
    data: dict = {"moves": args.moves, "to_move": state.to_move}
    values: dict[int, float]
    if args.solve:
        # 여기서만 부른다: 풀이기는 numba 를 불러오므로 (약 0.3 초) 다른 명령이 그 값을 치르지
        # 않게. --time 의 시계는 그 전에 시작했다 (불러오기와 첫 호출도 예산 안이다)
        from .gametree.connect4_solver import Bounds, solve_position

        found = solve_position(state, deadline=deadline)
        data |= {
            "score": _bounded(found.score),
            "columns": _columns({c: _bounded(v) for c, v in found.columns.items()}),
            "best": found.best,
            "nodes": found.nodes,
            "seconds": round(found.seconds, 4),
        }
        values = {
            c: (v.low + v.high) / 2 if isinstance(v, Bounds) else v
            for c, v in found.columns.items()
            if v is not None
        }
    elif args.search == "alphabeta":
        left = connect4.CELLS - state.plies
        depth = max(1, min(args.depth or left, left))
        deep = deepening_search(
            connect4.ORDERED_RULES, state, max_depth=depth, seconds=args.time, table=True
        )
        data |= {
            "search": "alphabeta",
            "move": deep.move,
            "value": _number(deep.value),
            "depth": deep.depth,
            "nodes": deep.nodes,
            "seconds": round(deep.seconds, 4),
            "out_of_time": deep.out_of_time,
            "pv": list(deep.pv),
            "columns": _columns({c: _number(v) for c, v in deep.values.items()}),
        }
        values = dict(deep.values)
    else:
        start = time.perf_counter()
        playouts = args.playouts or DEFAULT_PLAYOUTS
        tree = mcts_search(connect4.RULES, state, playouts=playouts, rng=args.seed)
        figures = {
            c: {
                "visits": m.visits,
                "win_rate": round(m.win_rate, 4),
                "uct": None if math.isinf(m.uct) else round(m.uct, 4),
            }
            for c, m in tree.moves.items()
        }
        data |= {
            "search": "mcts",
            "move": tree.move,
            "playouts": tree.playouts,
            "seed": args.seed,
            "seconds": round(time.perf_counter() - start, 4),
            "columns": _columns(figures),
        }
        values = {c: m.win_rate for c, m in tree.moves.items()}
    if args.temperature is not None:
        data |= {"temperature": args.temperature, "seed": args.seed}
        if values:
            picked = temperature_choice(values, temperature=args.temperature, rng=args.seed)
            data["move"] = picked.move
            data["probabilities"] = _columns(
                {c: round(p, 6) for c, p in picked.probabilities.items()}
            )
        else:
            data |= {"move": None, "probabilities": _columns({})}
    return data if args.json else _text(data)


def _bounded(value: object) -> object:
    """풀이의 값: 점수와 null 은 그대로, 범위 (connect4_solver.Bounds) 는 {"low", "high"}."""
    return asdict(value) if is_dataclass(value) and not isinstance(value, type) else value


def _number(value: float) -> int | float:
    """정수 점수는 정수로, 어림은 소수 6 자리로."""
    return int(value) if float(value).is_integer() else round(value, 6)


def _text(data: dict) -> str:
    """사람이 읽을 몇 줄: 판, 열마다의 수치, 고른 열."""
    lines = [connect4.format_grid(connect4.position(data["moves"])), "1234567"]
    side = ("first", "second")[data["to_move"]]
    lines.append(f"moves {data['moves'] or '(empty)'}, to move: {side} player")
    for column, value in data["columns"].items():
        lines.append(f"  column {column}: {'full' if value is None else value}")
    if "score" in data:
        lines.append(f"score {data['score']}, best {data['best']}, nodes {data['nodes']}")
    if "move" in data:
        lines.append(f"move {data['move']}")
    return "\n".join(lines)
