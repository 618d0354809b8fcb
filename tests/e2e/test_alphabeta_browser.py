"""알파-베타 연습, 폰 (390x844) 의 진짜 브라우저에서: 누르기만으로 풀고 확인, 틀린 표시, 앞으로 N ·
뒤로 N, 새 브라우저에서 같은 퍼즐과 표시, 첫 화면의 나무와 44 px, 두 번 누름, 언어 · 새로 고침 ·
뒤로 가기. 빠르기에 민감한 시험은 CPU 그대로와 4 배 느리게 (cpu) 돈다."""

from __future__ import annotations

from contextlib import suppress

import pytest
from answer_key import solution_answer
from conftest import VIEWPORTS, require
from pageops import (
    STAMPS_JS,
    Dom,
    close_sidebar,
    follow_nav,
    heading,
    human_click,
    in_first_screen,
    no_error,
    params,
    prove_handled,
    quick_taps,
    see,
    settle,
    small_targets,
    spot,
    stamps,
    to_center,
    turn_button,
    wait_guard,
    wait_next_turn,
    wait_not_running,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_accessibility import AXE, RUN_AXE, TAGS

from solver.gametree.random_tree import MAX_SEED, Path, random_tree, solve
from ui.gametree.alphabeta_model import path_id
from ui.internals import NOT_RUNNING, SCRIPT_STATE
from ui.text import tr
from ui.turns import seq_key, step_key

pytestmark = pytest.mark.e2e

# 시험의 퍼즐: 씨앗 23, 깊이 3, 가지 2, 뿌리 MAX (잘리는 가지: 잎 D–3 과 가지 E–G)
SEED = 23
SOLUTION = solve(random_tree(SEED, 3, 2))
TREE = '[class*="st-key-ab_tree_d"]'
TREE_BUTTONS = '[class*="st-key-turn-ab_"][class*="st-key-turn-ab_"] button'


def open_puzzle(page, server: str, query: str = f"seed={SEED}", lang: str = "ko") -> None:
    """퍼즐 링크를 열고 나무와 두 번 누름 막기가 준비될 때까지."""
    page.goto(f"{server}/alphabeta?{query}")
    heading(page, lang, "alphabeta").wait_for(timeout=60_000)
    wait_next_turn(page, "ab_node", -1)
    wait_guard(page)
    settle(page)
    close_sidebar(page)


# 누름이 처리된 증거: 화면 전체의 차례가 넘어갔거나 (노드 단추가 새 차례로) 주소가 바뀌었다
# (가지 표시와 적은 수는 화면 전체의 차례를 넘기지 않고 주소의 cut · values 를 바꾼다)
HANDLED_JS = """([prefix, drawn, before, js]) => location.search !== before
  || eval(js)(prefix).some((stamp) => stamp > drawn)"""


def act(page, locator, phone: bool) -> None:
    """사람처럼 누르고 (화면 가운데로 가져와 보고 나서) 그 누름이 처리될 때까지."""
    drawn = max(stamps(page, "ab_node"))
    before = page.evaluate("() => location.search")
    to_center(locator)
    human_click(page, locator, tap=phone)
    page.wait_for_function(HANDLED_JS, arg=["ab_node", drawn, before, STAMPS_JS])
    wait_not_running(page)


def branch(page, path: Path):
    """가지 단추 (잎으로 가는 가지는 잎 단추): 지금 차례의 것 (열쇠 끝은 뒤집힌 횟수)."""
    kind = "ab_leaf" if SOLUTION.tree.at(path).is_leaf else "ab_edge"
    stamp = max(stamps(page, kind))
    return page.locator(f'[class*="st-key-turn-{kind}-{stamp}-{path_id(path)}-"] button').last


def pad_number(page, value: int):
    """자판의 수 단추 (차례대로 단추: 열쇠에 차례가 없다)."""
    return page.locator(f".st-key-{seq_key(f'ab_num-{value}')} button")


def step_button(page, name: str):
    """걸음 단추 (ui/turns.step_key: 열쇠에 차례가 없다)."""
    return page.locator(f".st-key-{step_key(name)} button")


def write(page, path: Path, value: int, phone: bool) -> None:
    """노드를 눌러 자판을 열고 수를 누른다."""
    act(page, turn_button(page, "ab_node", path_id(path)), phone)
    act(page, pad_number(page, value), phone)


# 화면이 다 그려졌다: 보기 고르기, 나무, 걸음 단추, 새 나무 단추, 읽는 법 상자가 있고 실행이 멈췄다
DRAWN_JS = """([parts, app, attr, idle]) => parts.every((css) => document.querySelector(css))
  && document.querySelector(app)?.getAttribute(attr) === idle"""
SCREEN_PARTS = [
    '[class*="st-key-ab_view_"]',
    TREE,
    f".st-key-{step_key('ab_step_forward')} button",
    '[class*="st-key-turn-ab_new-"] button',
    str(Dom.EXPANDER_HEAD),
]


def drawn(page) -> None:
    """한 걸음씩 화면의 모든 부분이 그려지고 실행이 멈출 때까지 (화면 전체를 견주기 전에)."""
    page.wait_for_function(DRAWN_JS, arg=[SCREEN_PARTS, str(Dom.APP), SCRIPT_STATE, NOT_RUNNING])


def tree_text(page) -> str:
    """나무에 보이는 글 전부 (단추의 순서대로)."""
    return page.locator(TREE).inner_text()


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_seeded_puzzle_solved_by_taps_alone_checks_all_right(page, server, snap) -> None:
    open_puzzle(page, server)
    answer = solution_answer(SOLUTION)
    for path in sorted(answer.pruned):
        act(page, branch(page, path), phone=True)
    for path, value in sorted(answer.values.items()):
        write(page, path, value, phone=True)
    act(page, turn_button(page, "ab_check"), phone=True)
    page.get_by_text(tr("ko", "ab_all_right", found=2, total=2)).wait_for()
    assert params(page)["cut"] == "0.1.1,1.1" and params(page)["checked"] == "1"
    assert "✗" not in tree_text(page) and tree_text(page).count("✓") == 8
    no_error(page)
    snap(page, "alphabeta-solved")


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_wrong_mark_is_reported_as_wrong(page, server) -> None:
    open_puzzle(page, server)
    act(page, branch(page, (0, 0)), phone=True)  # B–C: 알파-베타가 지나는 가지
    act(page, turn_button(page, "ab_check"), phone=True)
    line = page.get_by_text("✗ 가지 B–C: 자르면 안 돼요", exact=False)
    line.wait_for()
    assert "✗" in branch(page, (0, 0)).inner_text()
    assert page.locator(Dom.ALERT, has_text="찾은 가지치기 0/2").count() == 1
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_stepping_forward_n_and_back_n_returns_to_the_same_screen(page, server, snap) -> None:
    open_puzzle(page, server, f"seed={SEED}&view=steps")
    page.get_by_text(tr("ko", "ab_step_start")).wait_for()
    drawn(page)
    main = page.locator(Dom.MAIN)
    start = (main.inner_text().splitlines(), params(page).get("step"))
    for _ in range(9):
        act(page, step_button(page, "ab_step_forward"), phone=True)
    assert params(page)["step"] == "9"
    page.get_by_text("β ≤ α 이므로 나머지 가지는 볼 필요가 없어요", exact=False).first.wait_for()
    snap(page, "alphabeta-step-9")
    for _ in range(9):
        act(page, step_button(page, "ab_step_back"), phone=True)
    drawn(page)
    now = (main.inner_text().splitlines(), params(page).get("step"))
    changed = [f"{a!r} -> {b!r}" for a, b in zip(start[0], now[0], strict=False) if a != b]
    assert now == start, changed[:3] or (len(start[0]), len(now[0]))
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_link_reproduces_the_puzzle_and_the_marks_on_a_fresh_browser(
    page, server, browser
) -> None:
    open_puzzle(page, server, f"seed={SEED}&root=min")
    act(page, branch(page, (1, 1)), phone=True)
    write(page, (0,), 20, phone=True)
    act(page, turn_button(page, "ab_check"), phone=True)
    page.locator(Dom.ALERT).first.wait_for()
    link = page.url
    shown = (tree_text(page), page.locator(Dom.ALERT).first.inner_text())
    width, height = VIEWPORTS["phone"]
    fresh = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=True, has_touch=True
    )
    try:
        other = fresh.new_page()
        other.goto(link)
        heading(other, "ko", "alphabeta").wait_for(timeout=60_000)
        wait_next_turn(other, "ab_node", -1)
        settle(other)
        other.locator(Dom.ALERT).first.wait_for()
        # 느린 컴퓨터에서는 나무의 글이 단추보다 늦게 자리를 잡는다 (전체 시험 중 한 번 빈 글을
        # 읽었다): 사람처럼 화면이 같아지기를 기다리고, 끝내 다르면 아래의 단언이 다른 곳을 알린다
        with suppress(PlaywrightTimeout):
            other.wait_for_function(
                "([css, text]) => document.querySelector(css)?.innerText === text",
                arg=[TREE, shown[0]],
                timeout=30_000,
            )
        assert (tree_text(other), other.locator(Dom.ALERT).first.inner_text()) == shown
        assert params(other) == params(page)
        no_error(other)
    finally:
        fresh.close()


@pytest.mark.parametrize("query", [f"seed={SEED}", f"seed={SEED}&depth=4&branching=3"])
def test_the_tree_starts_on_the_first_screen_and_never_scrolls_sideways(
    page, server, viewport, query: str
) -> None:
    open_puzzle(page, server, query)
    root = turn_button(page, "ab_node", "r")
    assert in_first_screen(page, root.locator("p"))  # 뿌리의 이름표
    sizes = page.locator(TREE_BUTTONS).evaluate_all(
        "(bs) => bs.map((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height])"
    )
    assert sizes and min(w for w, _ in sizes) >= 44 and min(h for _, h in sizes) >= 44
    wide = page.locator(Dom.MAIN).evaluate("(m) => m.scrollWidth - m.clientWidth")
    assert wide <= 0
    assert small_targets(page) == []
    no_error(page)


# 화면의 CSS 움직임 (transition) 이 모두 끝날 때까지 (끝없는 animation 은 세지 않는다)
TRANSITIONS_DONE_JS = """() => Promise.all(
  document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)
)"""
# 잎 단추들의 가로 자리 ([왼쪽, 오른쪽], px) 와 나무가 제 안에서 넘치는 폭
LEAVES = '[class*="st-key-turn-ab_leaf-"] button'
LEAVES_JS = """(tree, css) => [
  [...tree.querySelectorAll(css)].map((b) => {
    const r = b.getBoundingClientRect();
    return [r.left, r.right];
  }),
  tree.scrollWidth - tree.clientWidth,
]"""


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_turning_the_phone_sideways_keeps_the_menu_shut_and_the_whole_tree_on_screen(
    page, server, cpu, snap
) -> None:
    """QA: 세로 (390x844) 로 연 페이지를 가로 (844x390) 로 돌리면 메뉴가 저절로 열리고 (터치에서는
    닫는 단추가 보이지 않는다), 알파-베타 나무의 잎이 화면 밖 (x 816-860) 으로 잘렸다. 돌린 뒤
    메뉴는 닫힌 채이고, 사람이 열면 나무는 좁아진 본문에 맞고 닫는 단추를 눌러 닫는다."""
    open_puzzle(page, server, f"seed={SEED}&depth=3&branching=3")
    page.wait_for_function("(css) => document.querySelectorAll(css).length === 27", arg=LEAVES)
    snap(page, "alphabeta-before-turning")
    page.set_viewport_size({"width": 844, "height": 390})
    page.wait_for_function("() => innerWidth === 844")
    see(page)
    settle(page)
    assert not page.locator(Dom.SIDEBAR_CONTENT).is_visible(), "the menu opened on turning"
    assert_tree_on_screen(page, 844)
    snap(page, "alphabeta-turned")
    human_click(page, page.locator(Dom.SIDEBAR_OPEN), tap=True)
    page.locator(Dom.SIDEBAR_CONTENT).wait_for(state="visible")
    page.evaluate(TRANSITIONS_DONE_JS)  # 메뉴가 다 밀고 들어와 본문의 폭이 정해질 때까지
    see(page)
    assert_tree_on_screen(page, 844)
    snap(page, "alphabeta-turned-menu")
    collapse = page.locator(f"{Dom.SIDEBAR_CLOSE} button")
    assert collapse.is_visible(), "the open menu has no close button on touch"
    human_click(page, collapse, tap=True)
    page.locator(Dom.SIDEBAR_CONTENT).wait_for(state="hidden")
    no_error(page)


def assert_tree_on_screen(page, width: int) -> None:
    """잎 27 개가 모두 화면 (0..width) 안에 있고 나무도 본문도 옆으로 넘치지 않는다."""
    leaves, overflow = page.locator(TREE).evaluate(LEAVES_JS, LEAVES)
    assert len(leaves) == 27
    outside = [(round(a), round(b)) for a, b in leaves if a < 0 or b > width]
    assert outside == [] and overflow <= 0, (outside, overflow)
    assert page.locator(Dom.MAIN).evaluate("(m) => m.scrollWidth - m.clientWidth") <= 0


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_double_tap_on_a_branch_cuts_it_once(page, server, cpu) -> None:
    open_puzzle(page, server)
    edge = branch(page, (1, 1))
    to_center(edge)
    quick_taps(page, [spot(edge), spot(edge)], 120)
    prove_handled(page, "ko")  # 언어를 바꿨다 되돌려도 표시는 남는다
    assert params(page).get("cut") == "1.1"
    assert "✂" in branch(page, (1, 1)).inner_text()
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_double_tap_on_forward_takes_one_step(page, server, cpu) -> None:
    open_puzzle(page, server, f"seed={SEED}&view=steps&step=2")
    forward = step_button(page, "ab_step_forward")
    to_center(forward)
    quick_taps(page, [spot(forward), spot(forward)], 120)
    prove_handled(page, "ko")
    assert params(page).get("step") == "3"
    page.get_by_text(tr("ko", "ab_step_count", step=3, total=19)).wait_for()
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_five_forward_taps_a_third_of_a_second_apart_take_five_steps(page, server, cpu) -> None:
    """'앞으로' 를 0.3 초 간격으로 다섯 번 누르면 다섯 걸음 간다 (QA: 세 걸음만 가고 두 누름은
    말없이 사라졌다). 걸음은 줄을 서므로 마지막 걸음이 화면에 올 때까지 기다린다."""
    open_puzzle(page, server, f"seed={SEED}&view=steps&step=2")
    # 화면 아래에 붙은 걸음 단추를 그 자리에서 누른다 (스크롤하지 않는다: 사람의 손처럼)
    forward = step_button(page, "ab_step_forward")
    quick_taps(page, [spot(forward)] * 5, 300)
    with suppress(PlaywrightTimeout):  # 오지 않으면 아래의 단언이 몇 걸음 갔는지 알린다
        page.get_by_text(tr("ko", "ab_step_count", step=7, total=19)).wait_for(timeout=60_000)
    wait_not_running(page)
    assert params(page).get("step") == "7"
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_two_edges_tapped_quickly_are_both_cut(page, server, cpu) -> None:
    """다른 가지를 0.3 초 뒤에 누르면 두 가지 모두 잘린다 (QA: 두 번째가 말없이 사라졌다).
    가지를 자르는 것은 화면 전체의 차례를 넘기지 않아, 두 번째 가지 단추는 오래 보인 그대로다."""
    open_puzzle(page, server)
    first, second = branch(page, (0, 0)), branch(page, (0, 1))
    to_center(first)
    quick_taps(page, [spot(first), spot(second)], 300)
    prove_handled(page, "ko")
    assert params(page).get("cut") == "0.0,0.1"
    assert "✂" in branch(page, (0, 0)).inner_text() and "✂" in branch(page, (0, 1)).inner_text()
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_step_buttons_stay_under_the_finger_while_stepping(page, server) -> None:
    """걸음 단추는 설명 아래 (화면 아래 끝) 에 있어 설명의 길이가 달라도 움직이지 않는다 (QA: 걸음
    4 에서 '앞으로' 가 24 px 올라가 같은 자리를 누른 손가락이 빈 곳을 눌렀다)."""
    open_puzzle(page, server, f"seed={SEED}&view=steps&step=0")
    seen = set()
    for step in range(1, 13):
        forward = step_button(page, "ab_step_forward")
        box = forward.bounding_box()
        seen.add((round(box["x"]), round(box["y"])))
        act_here(page, forward)
        assert params(page)["step"] == str(step)
    assert len(seen) == 1, seen
    no_error(page)


def act_here(page, locator) -> None:
    """스크롤하지 않고 그 자리를 누르고 (사람처럼 보고 나서) 처리될 때까지."""
    drawn = max(stamps(page, "ab_node"))
    human_click(page, locator, tap=True)
    wait_next_turn(page, "ab_node", drawn)
    wait_not_running(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_tree_number_that_is_not_one_is_refused_in_the_pages_language(page, server) -> None:
    open_puzzle(page, server, f"seed={SEED}&cut=1.1")
    page.locator(Dom.EXPANDER_HEAD, has_text=tr("ko", "ab_settings")).click()
    box = page.locator(".st-key-ab_seed input")
    box.fill("12.7")
    box.press("Enter")
    bad = tr("ko", "ab_seed_bad", text="12.7", high=MAX_SEED)
    page.locator(Dom.ALERT, has_text=bad[:20]).wait_for()
    assert params(page).get("seed") == str(SEED) and params(page).get("cut") == "1.1"
    box.fill("99")  # 적는 동안에도 Streamlit 의 영어 안내 ('Press Enter to apply') 는 보이지 않는다
    assert not page.get_by_text("Press Enter").is_visible()
    box.press("Enter")
    page.wait_for_function("() => new URLSearchParams(location.search).get('seed') === '99'")
    assert page.locator(Dom.ALERT, has_text=bad[:20]).count() == 0
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_reload_language_and_back_keep_the_work(page, server) -> None:
    open_puzzle(page, server)
    act(page, branch(page, (0, 1, 1)), phone=True)
    write(page, (), 13, phone=True)
    want = {"cut": "0.1.1", "values": "r=13", "seed": str(SEED)}
    assert {k: params(page).get(k) for k in want} == want
    page.reload()
    heading(page, "ko", "alphabeta").wait_for(timeout=60_000)
    settle(page)
    assert {k: params(page).get(k) for k in want} == want
    assert "13" in turn_button(page, "ab_node", "r").inner_text()
    prove_handled(page, "en")  # 영어로 한 번 갔다 온다 (지금은 영어)
    heading(page, "en", "alphabeta").wait_for()
    assert {k: params(page).get(k) for k in want} == want
    follow_nav(page, "en", "gametree")
    page.go_back()
    heading(page, "en", "alphabeta").wait_for(timeout=60_000)
    settle(page)
    assert {k: params(page).get(k) for k in want} == want
    assert "✂" in branch(page, (0, 1, 1)).inner_text()
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_junk_in_the_link_is_dropped_with_a_notice(page, server) -> None:
    open_puzzle(page, server, f"seed={SEED}&depth=5&cut=0.1.1,9&values=r%3Dzz&step=x")
    notice = page.locator(Dom.ALERT, has_text=tr("ko", "link_dropped", items="")[:10])
    notice.first.wait_for()
    assert page.locator(Dom.ALERT, has_text="깊이 5").count() == 1  # 폰에 그릴 수 없는 모양
    assert params(page).get("cut") == "0.1.1" and params(page).get("depth") == "3"
    no_error(page)


@pytest.mark.parametrize(
    "query",
    [
        f"seed={SEED}&view=steps&step=9",
        f"seed={SEED}&view=solution",
        f"seed={SEED}&cut=0.0,0.1.1&values=r%3D13,1%3D12&alpha=r%3D-inf&checked=1",
        f"seed={SEED}&cut=1&lang=en",
    ],
    ids=["steps", "solution", "checked", "pad-en"],
)
def test_every_view_has_no_wcag_a_or_aa_violation(page, server, viewport, query: str) -> None:
    """접근성 시험 (test_accessibility.py) 은 첫 화면만 본다: 걸음 · 풀이 · 채점 · 자판도."""
    require(str(AXE) if AXE.exists() else None, f"axe-core not found at {AXE} (see .ci/run)")
    lang = "en" if "lang=en" in query else "ko"
    open_puzzle(page, server, query, lang)
    if query.endswith("lang=en"):  # 노드를 눌러 자판을 연다 (잘린 가지 아래의 흐린 노드)
        act(page, turn_button(page, "ab_node", "1"), phone=viewport[0] == "phone")
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(RUN_AXE, TAGS)
    assert not violations, "\n".join(f"{v['id']}: {v['help']} {v['nodes']}" for v in violations)
