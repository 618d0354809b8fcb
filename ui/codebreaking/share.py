"""판을 밖으로: 비밀 수 없이 판의 흐름만 보이는 공유 글 (Wordle 의 격자처럼) 과 기록 CSV.

streamlit 없음. 공유 글의 한 줄은 추측 하나: 스트라이크는 🟢, 볼은 🟡, 나머지 자리는 ⚪ 다.
숫자 (코드) 는 쓰지 않는다: 받은 사람이 같은 링크로 직접 풀어 볼 수 있게.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence

from solver.codebreaking.feedback import decode, win_answer
from solver.codebreaking.session import CodeGame, Turn

from ..text import tr
from .words import variant_title

__all__ = ["csv_download", "grid_line", "history_csv", "left_to_find", "share_text", "table_csv"]

STRIKE, BALL, MISS = "🟢", "🟡", "⚪"


def grid_line(length: int, strikes: int, balls: int) -> str:
    """대답 하나의 격자 줄: 🟢 S 개, 🟡 B 개, 나머지 ⚪."""
    return STRIKE * strikes + BALL * balls + MISS * (length - strikes - balls)


def share_text(lang: str, game: CodeGame, links: Sequence[tuple[str, str]]) -> str:
    """공유 글: 제목 줄 (앱, 게임 종류, 몇 번 만에), 추측마다 격자 한 줄, 그리고 링크마다 한 줄
    '이름: 주소' (links: (이름, 주소) 들)."""
    variant = game.variant
    n = len(game.turns)
    playing = "share_playing_one" if n == 1 else "share_playing"
    progress = tr(lang, "share_won" if game.won else playing, n=n)
    head = f"⚾ {tr(lang, 'app_title')} · {variant_title(lang, variant.name)} · {progress}"
    rows = [grid_line(variant.length, *decode(variant, t.answer)) for t in game.turns]
    return "\n".join([head, *rows, *(f"{name}: {url}" for name, url in links)])


def csv_download(lang: str, text: str) -> str:
    """내려받을 CSV 글: 한국어 화면이면 앞에 BOM 을 붙인다 (Windows 의 Excel 은 BOM 없는
    UTF-8 을 옛 한국어 인코딩으로 읽어 한글이 깨진다)."""
    return "\ufeff" + text if lang == "ko" else text


def left_to_find(game: CodeGame, turn: Turn) -> int:
    """그 턴 뒤에 찾을 후보 수: 맞힌 턴은 0 (남은 한 수가 방금 맞힌 비밀 수다)."""
    return 0 if turn.answer == win_answer(game.variant) else turn.after


def table_csv(rows: Sequence[Mapping[str, object]]) -> str:
    """표 (같은 열쇠의 dict 들) 를 CSV 글로. 열 이름은 첫 줄의 열쇠."""
    out = io.StringIO()
    if rows:
        writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    return out.getvalue()


def history_csv(game: CodeGame, show_left: bool = True) -> str:
    """판의 기록 CSV: 턴, 추측, 스트라이크, 볼 (show_left 면 남은 후보 수도). 열 이름은 영어."""
    rows = []
    for i, turn in enumerate(game.turns):
        strikes, balls = decode(game.variant, turn.answer)
        row = {"turn": i + 1, "guess": game.variant.format(turn.guess)}
        row |= {"strikes": strikes, "balls": balls}
        rows.append(row | ({"left": left_to_find(game, turn)} if show_left else {}))
    return table_csv(rows)
