"""사목, 진짜 브라우저의 폰 (390x844) 에서: 열 단추를 누르기만 해서 AI 와 한 판을 끝까지 두고,
그 판의 링크를 새 브라우저에서 열면 같은 판이 보인다. 두 번 누른 열은 한 번만 두고, AI 가 생각하는
동안의 누름은 잃거나 두 번 두지 않는다 (AI 차례에는 열 단추가 꺼져 있다).

사람처럼 기다린다: 단추가 보이고 칠해진 뒤 반응 시간만큼 보고 누른다 (pageops.human_click), 누른
뒤에는 주소가 AI 의 답을 실을 때까지. 빠르기에 민감하므로 CPU 그대로와 4 배 느리게 (cpu) 돈다.
"""

from __future__ import annotations

import re

import pytest
from conftest import VIEWPORTS, new_phone, require
from pageops import (
    Dom,
    close_sidebar,
    follow_nav,
    heading,
    human_click,
    no_error,
    params,
    quick_taps,
    scrolling_boxes,
    see,
    settle,
    split_words,
    spot,
    stamps,
    turn_button,
    visible_text,
    wait_guard,
    wait_next_turn,
    wait_not_running,
)
from test_accessibility import AXE, RUN_AXE, TAGS

from solver.gametree import connect4
from ui.gametree.connect4_model import grid_html
from ui.text import tr

pytestmark = pytest.mark.e2e

PHONE = [("phone", VIEWPORTS["phone"])]
# 사람의 손: 가운데에 가까운 열부터, 둘 수 있는 첫 열
HAND = (4, 3, 5, 2, 6, 1, 7)
# 판의 글: 칸마다 돌의 글자 (위 행부터), 마지막 수와 이은 넷의 표시까지
GRID_JS = """() => [...document.querySelectorAll('.c4-grid .c4-cell')]
  .map((c) => c.className + ':' + c.textContent).join('|')"""


def moves(page) -> str:
    """주소의 수순 글 (없으면 빈 글)."""
    return params(page).get("moves", "")


def wait_moves(page, count: int) -> None:
    """주소의 수순이 count 수 이상이 되고 실행이 끝날 때까지 (AI 의 답은 주소에 먼저 쓰인다)."""
    page.wait_for_function(
        "n => (new URLSearchParams(location.search).get('moves') || '').length >= n",
        arg=count,
        timeout=120_000,
    )
    wait_not_running(page)


def wait_turns(page, before: str, drawn: int, turns: int) -> None:
    """before 수순의 판 (drawn 차례에 그려진 열 단추) 에 turns 수가 더 두어지고, 그 판이 다시
    그려질 때까지.

    AI 의 답은 주소에 먼저 쓰이고 (st.rerun 앞), 다시 도는 실행이 시작되기 전 잠깐 앱은 멈춤
    상태다: 그때 화면에는 아직 AI 가 생각하던 판 (꺼진 열 단추, 한 차례 전) 이 있다. 그래서 주소만
    보지 않고 열 단추가 모두 새 차례 (한 수가 한 차례: drawn + turns) 로 그려질 때까지 기다린다.
    """
    wait_moves(page, len(before) + turns)
    wait_next_turn(page, "c4_drop", drawn + turns - 1)
    wait_not_running(page)


def drop(page) -> None:
    """지금 판에서 둘 수 있는 첫 열 (HAND 차례) 을 사람처럼 누르고, AI 가 답해 다시 그린 판이
    보일 때까지 기다린다."""
    before = moves(page)
    state = connect4.position(before)
    column = next(c for c in HAND if c in connect4.legal_columns(state))
    drawn = max(stamps(page, "c4_drop"))
    human_click(page, turn_button(page, "c4_drop", column), tap=True)
    after = connect4.play(state, column)
    wait_turns(page, before, drawn, 1 if connect4.outcome(after) is not None else 2)


def open_game(page, server: str, query: str) -> None:
    page.goto(f"{server}/connect4?{query}")
    heading(page, "ko", "connect4").wait_for(timeout=60_000)
    board_ready(page)


def board_ready(page) -> None:
    """사목의 판이 서고 (사이드바는 닫고) 실행이 끝날 때까지. 판은 본문 (살아 있는 페이지) 의
    것이다: 첫 화면의 그림에도 같은 판이 있다."""
    page.locator(Dom.MAIN).locator(".c4-grid").wait_for(timeout=60_000)
    wait_guard(page)
    close_sidebar(page)
    wait_not_running(page)


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_a_whole_game_by_taps_and_its_link_shows_the_same_board(
    page, server, browser, snap
) -> None:
    open_game(page, server, "start=me&ai=ab2&seed=5")
    for _ in range(22):
        if connect4.outcome(connect4.position(moves(page))) is not None:
            break
        drop(page)
    played = moves(page)
    state = connect4.position(played)
    assert connect4.outcome(state) is not None, played
    # 판은 주소의 수순 그대로다 (마지막 수 · 이은 넷의 표시까지)
    page.locator(".c4-win").first.wait_for()
    shown = page.evaluate(GRID_JS)
    assert page.locator(".c4-grid").evaluate("g => g.outerHTML") == grid_html(
        "ko", [int(c) for c in played]
    )
    assert all(turn_button(page, "c4_drop", c).is_disabled() for c in range(1, 8))
    no_error(page)
    snap(page, "connect4-game")
    link = page.url.split("?", 1)[1]
    # 새 브라우저 (새 세션) 에서 그 링크: 같은 판, AI 에게 묻지 않는다
    context = new_phone(browser)
    try:
        fresh = context.new_page()
        open_game(fresh, server, link)
        assert moves(fresh) == played
        assert fresh.evaluate(GRID_JS) == shown
        no_error(fresh)
    finally:
        context.close()


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_a_double_tap_plays_once_and_a_tap_while_the_ai_thinks_is_not_played(
    page, server, cpu
) -> None:
    # AI 는 1 초 동안 생각한다 (시간 예산): 그사이 꺼진 열 단추를 누른다
    open_game(page, server, "start=me&ai=ab1s&seed=2")
    drawn = max(stamps(page, "c4_drop"))
    target = turn_button(page, "c4_drop", 4)
    target.wait_for(state="visible")
    see(page)
    quick_taps(page, [spot(target), spot(target)], gap_ms=120)  # 두 번 누름
    wait_turns(page, "", drawn, 2)
    first_two = moves(page)
    assert first_two[0] == "4" and len(first_two) == 2, first_two
    assert set(stamps(page, "c4_drop")) == {drawn + 2}  # 한 수씩, 두 번 누름은 한 번
    # 3 열을 누르고 0.3 초 뒤 (AI 가 1 초 동안 생각하는 사이) 5 열을 누른다: 두 번째 누름은 지난
    # 차례의 단추거나 꺼진 단추에 닿는다
    page.wait_for_timeout(400)
    third, fifth = turn_button(page, "c4_drop", 3), turn_button(page, "c4_drop", 5)
    third.wait_for(state="visible")
    quick_taps(page, [spot(third), spot(fifth)], gap_ms=300)
    wait_moves(page, 4)
    page.wait_for_timeout(1_500)  # 늦게 처리된 누름이 있었다면 그 실행까지
    wait_not_running(page)
    assert len(moves(page)) == 4 and moves(page)[2] == "3"
    no_error(page)


# 판 아래의 칸마다 계산을 마친 화면 (첫 화면은 test_accessibility.py 가 본다)
VIEWS = {
    "tricks": "start=me&moves=4453&view=tricks&run=1",
    "solve": "start=ai&moves=354344423321573555745212413&view=solve&run=1",
    "bounds": "start=me&moves=4453&view=solve&run=1",  # 2 초로 다 못 푼 판: 범위의 말과 '계속'
    "duel": "view=duel&duel_a=ab2&duel_b=ab2&duel_games=2&run=1&seed=3",
    "mcts": "start=me&moves=4453&ai=mc300&temp=0.03&seed=2",
    "why": "start=me&moves=4453&ai=ab3&seed=1&view=why",
}


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_the_horizon_board_fits_the_phone_and_numbers_its_counted_cells(page, server, snap) -> None:
    page.goto(f"{server}/connect4?{VIEWS['why']}")
    heading(page, "ko", "connect4").wait_for(timeout=60_000)
    board = page.locator(".st-key-c4_horizon .c4-hgrid")
    board.wait_for(timeout=60_000)
    wait_not_running(page)
    no_error(page)
    board.scroll_into_view_if_needed()
    box = board.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    # 표시한 칸마다 번호가 글로 보인다 (색만이 아니라)
    marked = board.locator(".c4-mark").all_text_contents()
    assert marked and all(any(ch.isdigit() for ch in text) for text in marked)
    snap(page, "connect4-horizon")


@pytest.mark.parametrize("lang", ["ko", "en"])
@pytest.mark.parametrize("view", list(VIEWS))
def test_every_view_below_the_board_has_no_wcag_violation(
    page, server, viewport, view: str, lang: str, snap
) -> None:
    require(str(AXE) if AXE.exists() else None, f"axe-core not found at {AXE} (see .ci/run)")
    page.goto(f"{server}/connect4?{VIEWS[view]}&lang={lang}")
    heading(page, lang, "connect4").wait_for(timeout=60_000)
    page.locator(Dom.MAIN).locator(".c4-grid").wait_for(timeout=60_000)
    settle(page)
    wait_not_running(page)
    no_error(page)
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(RUN_AXE, TAGS)
    assert not violations, violations
    snap(page, f"connect4-{view}-{lang}")


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_reload_back_restart_and_a_junk_link_lose_nothing(page, server, cpu) -> None:
    # 틀린 링크: 읽을 수 있는 앞부분 (44) 과 나머지 설정으로 열고 알린다
    open_game(page, server, "start=me&moves=44x&ai=zz&seed=6&view=nope")
    page.locator(str(Dom.ALERT), has_text="ai=zz").wait_for()
    assert moves(page) == "44"
    drop(page)
    played = moves(page)
    assert len(played) == 4
    # 새로 고침: 같은 판
    page.reload()
    heading(page, "ko", "connect4").wait_for(timeout=60_000)
    wait_not_running(page)
    assert moves(page) == played
    # 다른 페이지로 갔다가 뒤로: 같은 판 (판 안의 수는 기록의 칸을 늘리지 않는다)
    follow_nav(page, "ko", "gametree")
    page.go_back()
    heading(page, "ko", "connect4").wait_for(timeout=60_000)
    page.wait_for_function(
        "m => new URLSearchParams(location.search).get('moves') === m", arg=played
    )
    wait_not_running(page)
    wait_guard(page)
    # 새 게임: 빈 판, 다시 둘 수 있다
    human_click(page, turn_button(page, "c4_new"), tap=True)
    page.wait_for_function("() => !new URLSearchParams(location.search).get('moves')")
    wait_not_running(page)
    drop(page)
    assert len(moves(page)) == 2
    no_error(page)


# 열 단추 줄 (css) 에서 창의 오른쪽 끝을 넘는 요소 (past), 새 열 단추 (buttons) 의 가장 작은 폭 ·
# 높이 (small) 와 꺼졌는지 (off: 아직 AI 가 생각하는 중), 그리고 마지막 새 단추의 오른쪽부터 창
# 끝까지의 띠에서 손가락 · 눈에 닿는 줄 안의 요소 (painted: 그 띠는 비어 있어야 한다). 한 번에 잰다
EDGE_JS = """([css, buttons]) => {
  const width = document.documentElement.clientWidth;
  const row = document.querySelector(css);
  const name = (el, r) => el.tagName + ":" + Math.round(r.left) + "-" + Math.round(r.right);
  const past = [];
  for (const el of row.querySelectorAll("*")) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.right > width + 0.5) past.push(name(el, r));
  }
  const fresh = [...document.querySelectorAll(buttons)];
  const boxes = fresh.map((b) => b.getBoundingClientRect());
  const small = Math.min(...boxes.map((r) => Math.min(r.width, r.height)));
  const off = fresh.length === 7 && fresh.every((b) => b.disabled);
  const edge = boxes[boxes.length - 1];
  const painted = [];
  for (let x = Math.ceil(edge.right) + 1; x < width; x += 1) {
    const hit = document.elementFromPoint(x, edge.top + edge.height / 2);
    if (hit && hit !== row && row.contains(hit)) {
      painted.push(name(hit, hit.getBoundingClientRect()));
    }
  }
  return { off, small: Math.floor(small), past, painted: [...new Set(painted)] };
}"""


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_no_old_column_button_peeks_in_at_the_right_edge_while_the_ai_thinks(
    page, server, cpu
) -> None:
    """찾은 문제 (폰 390x844, 3 번에 3 번): 열을 누르면 AI 가 생각하는 동안 지난 차례의 그 열 단추
    조각이 줄의 오른쪽 끝 (창 끝) 에 보였다. Streamlit 은 초점을 가진 지난 단추를 실행이 끝날
    때까지 남겨 두는데, 그 단추가 새 일곱 단추 뒤에 자리를 잡아 창 밖으로 밀려났다."""
    # AI 는 1 초 동안 생각한다. 씨앗은 이 시험의 것 (CPU 빠르기마다): 같은 판 · 설정 · 씨앗의 답은
    # 서버가 캐시에 두어, 다른 시험이 먼저 물었으면 AI 가 생각하지 않고 바로 둔다
    open_game(page, server, f"start=me&ai=ab1s&seed={4100 + cpu}")
    drawn = max(stamps(page, "c4_drop"))
    human_click(page, turn_button(page, "c4_drop", 4), tap=True)
    # AI 가 생각하는 중: 사람의 돌이 든 새 차례의 판이 꺼진 열 단추와 함께 그려졌다
    fresh = f'[class*="st-key-turn-c4_drop-{drawn + 1}-"] button'
    # 재는 것은 일곱 단추가 모두 꺼진 바로 그 그림틀에서: 따로 기다린 뒤 재면 바쁜 기계 (4x CPU)
    # 에서는 그 사이에 AI 가 답해 버린다 (CI 에서 한 번)
    seen = page.wait_for_function(
        f"""(args) => {{
          const fresh = [...document.querySelectorAll(args[1])];
          if (fresh.length !== 7 || !fresh.every((b) => b.disabled)) return false;
          return ({EDGE_JS})(args);
        }}""",
        arg=[".st-key-c4_drops", fresh],
    ).json_value()
    assert (seen["past"], seen["painted"]) == ([], [])
    assert seen["small"] >= 44  # 새 열 단추는 그대로 엄지의 자리
    wait_turns(page, "", drawn, 2)
    no_error(page)


# 풀기의 이른 판: CPU 빠르기마다 다른 판 (서버는 판마다 이어 푼 답을 쥐고 있어, 같은 판이면 앞
# 시험이 푼 답을 곧바로 받는다). 돌 두 개의 판은 2 초로 끝까지 풀리지 않는다 (몇 분이 걸린다)
EARLY = {1: "44", 4: "43"}
# 풀이 표의 뜻 칸에 올 수 있는 말: 증명된 범위의 말, 정확한 점수의 말의 앞부분
BOUND_WORDS = {
    tr("ko", key)
    for key in (
        "c4_bound_win",
        "c4_bound_loss",
        "c4_bound_win_draw",
        "c4_bound_draw_loss",
        "c4_bound_open",
        "c4_bound_none",
    )
}
EXACT_HEADS = ("이겨요:", "져요:", "비겨요", "가득 찬 열")
SOLVE_TABLE_JS = """() => [...document.querySelectorAll('.st-key-c4_solve tbody tr')]
  .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim()))"""


def solve_table(page) -> list[list[str]]:
    """풀이 표의 줄들: [열, 점수 (또는 'a … b' 범위, '?'), 뜻]."""
    return page.evaluate(SOLVE_TABLE_JS)


def span_of(cell: str) -> tuple[int, int] | None:
    """점수 칸의 범위 ('+3' → (3, 3), '0 … +5' → (0, 5), '?' · '-' → None)."""
    if cell in ("?", "-"):
        return None
    parts = [int(p) for p in cell.replace("\u00a0", " ").split(" … ")]
    return parts[0], parts[-1]


def nodes_seen(page) -> int:
    """풀이 표 위의 글에서 본 판의 수."""
    text = page.locator(".st-key-c4_solve").inner_text()
    return int(re.search(r"판 ([\d,]+)개", text).group(1).replace(",", ""))


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_solve_answers_an_early_position_in_words_and_keeps_going_once_per_double_tap(
    page, server, cpu, snap
) -> None:
    early = EARLY[int(cpu)]
    open_game(page, server, f"start=me&moves={early}&view=solve&seed=9")
    run = turn_button(page, "c4_run")
    assert visible_text(run) == tr("ko", "c4_solve_run")
    drawn = max(stamps(page, "c4_run"))
    run.scroll_into_view_if_needed()
    human_click(page, run, tap=True)
    wait_next_turn(page, "c4_run", drawn, done=".st-key-c4_solve")
    wait_not_running(page)
    # 답의 한 줄은 누른 자리 둘레에 보인다 (스크롤하지 않고)
    said = tr("ko", "c4_solve_verdict", side="X", words="").strip()
    box, size = page.get_by_text(said, exact=False).first.bounding_box(), page.viewport_size
    assert box and size and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]
    rows = solve_table(page)
    assert len(rows) == 7
    for _, _, meaning in rows:
        assert meaning in BOUND_WORDS or meaning.startswith(EXACT_HEADS), meaning
    if not has_button(page):  # 아주 빠른 서버라면 2 초 안에 다 풀었다: 그렇다고 말한다
        page.get_by_text("끝까지 풀었어요", exact=False).wait_for()
        return
    page.get_by_text("아직 다 풀지 못했어요", exact=False).wait_for()
    before, seen = nodes_seen(page), rows
    snap(page, f"connect4-solve-bounds-cpu{int(cpu)}")
    # '계속 풀기' 를 두 번 누른다: 한 번만 더 푼다 (한 차례만 지난다)
    more = turn_button(page, "c4_run")
    assert visible_text(more) == tr("ko", "c4_solve_more")
    drawn = max(stamps(page, "c4_run"))
    more.scroll_into_view_if_needed()
    see(page)
    quick_taps(page, [spot(more), spot(more)], gap_ms=120)
    wait_next_turn(page, "c4_run", drawn)
    wait_not_running(page)
    page.wait_for_timeout(1_500)  # 늦게 처리된 누름이 있었다면 그 실행까지
    wait_not_running(page)
    assert set(stamps(page, "c4_run")) <= {drawn + 1}
    rows = solve_table(page)
    assert nodes_seen(page) > before
    for (column, old, _), (_, new, meaning) in zip(seen, rows, strict=True):
        assert meaning in BOUND_WORDS or meaning.startswith(EXACT_HEADS), meaning
        wide, narrow = span_of(old), span_of(new)
        if wide is not None:  # 좁아지거나 그대로다 (정직하게: 넓어지지 않는다)
            assert narrow is not None and wide[0] <= narrow[0] <= narrow[1] <= wide[1], column
    # 새로 고침: 같은 풀이 (서버가 쥔 가장 많이 푼 답)
    page.reload()
    board_ready(page)
    page.locator(".st-key-c4_solve tbody tr").first.wait_for()
    assert solve_table(page) == rows
    no_error(page)
    snap(page, f"connect4-solve-more-cpu{int(cpu)}")


def has_button(page) -> bool:
    """화면에 c4_run 단추 ('계속 풀기') 가 있는지."""
    return bool(stamps(page, "c4_run"))


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_solve_and_tricks_tables_break_lines_only_between_words(page, server) -> None:
    # 좁은 칸의 한국어가 음절로 끊겼다 ('이길 수/도', '미니맥스보다 적/게', 작은 글씨의 '서버/가')
    for view, table in (("solve", ".st-key-c4_solve"), ("tricks", ".st-key-c4_ladder")):
        open_game(page, server, f"start=me&moves=4453&seed=9&view={view}&run=1")
        page.locator(f"{table} tbody tr").first.wait_for(timeout=120_000)
        wait_not_running(page)
        assert split_words(page, f"{Dom.MAIN} :is(p, li, th, td)") == [], view
        assert scrolling_boxes(page) == [], view
    no_error(page)


@pytest.mark.parametrize("viewport", PHONE, ids=["phone"])
def test_a_link_to_how_the_ai_chose_opens_without_console_errors(page, server) -> None:
    # 첫 화면의 그림이 음수 값의 막대를 높이가 음수인 <rect> 로 그려 브라우저가 오류를 냈다
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    open_game(page, server, "start=me&moves=44&view=why&seed=9&ai=ab5")
    page.locator(f".st-key-c4_why_chart {Dom.CHART}").wait_for(timeout=60_000)
    assert errors == []
    no_error(page)
