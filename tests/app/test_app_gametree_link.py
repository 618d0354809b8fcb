"""게임 나무 페이지의 링크 AppTest: 주소의 매개변수로 같은 화면을 열고, 두는 대로 주소가 바뀐다."""

from __future__ import annotations

from apptest import APP, TIMEOUT, page_state, stamped
from streamlit.testing.v1 import AppTest

from solver.gametree.match import Match, Status
from ui.gametree.gametree_state import DEPTH_CHOICES, TO_THE_END
from ui.states import Key
from ui.text import tr

GAMETREE = "pages/gametree.py"


def opened(params: dict[str, str]) -> AppTest:
    """새 브라우저에서 이 매개변수의 주소로 게임 나무 페이지를 바로 연 AppTest."""
    at = AppTest.from_file(str(APP), default_timeout=TIMEOUT)
    for name, value in params.items():
        at.query_params[name] = value
    return at.switch_page(GAMETREE).run()


def game(at: AppTest) -> Match:
    """session_state 의 삼목 판."""
    return page_state(at, Key.GAMETREE).match


def test_a_link_with_moves_opens_the_same_board() -> None:
    # AI (O) 가 변 1 에 둔 판: AI 가 다시 고르면 나오지 않을 수라 기록대로 놓였는지 드러난다
    at = opened({"start": "me", "moves": "0,1", "depth": "3", "algorithm": "minimax"})
    assert not at.exception and not at.warning
    match = game(at)
    assert match.human == 0 and match.status is Status.PLAY
    assert match.board == ("X", "O") + (None,) * 7
    assert [stamped(at, "gt_cell", c).disabled for c in range(3)] == [True, True, False]
    assert at.segmented_control(key="gt_start_ko").value == "me"
    assert at.segmented_control(key="gt_algorithm_ko").value == "minimax"
    assert at.selectbox(key="gt_depth_ko").value == 3
    assert at.query_params["moves"] == "0,1" and at.query_params["start"] == "me"


def test_a_tap_writes_the_new_move_into_the_url() -> None:
    at = opened({"start": "me", "moves": "0,1"})
    stamped(at, "gt_cell", 4).click().run()
    assert not at.exception
    played = page_state(at, Key.GAMETREE).played
    assert played[:3] == [0, 1, 4] and len(played) == 4  # AI 가 답했다
    assert at.query_params["moves"] == ",".join(map(str, played))
    # 다시 도는 실행은 우리가 쓴 주소를 새 링크로 보지 않는다: 판이 그대로다
    board = game(at).board
    at.run()
    assert game(at).board == board and page_state(at, Key.GAMETREE).played == played


def test_the_url_opens_the_same_screen_in_a_new_browser() -> None:
    first = opened({"start": "random", "moves": ""})
    for cell in (4, 0, 8, 2, 6):
        if game(first).status is Status.PLAY and game(first).board[cell] is None:
            stamped(first, "gt_cell", cell).click().run()
    # 2x2 판에서 B 의 기본 자리 (1,2) 는 판 밖: 그 오류 화면도 그대로 열린다
    first.text_input(key="gt_fh_board").set_value("11,11").run()
    outside = tr("ko", "err_outside", name="B", r=1, c=2)
    assert outside in [e.value for e in first.error]
    url = {k: str(v) for k, v in first.query_params.items()}
    assert url["board"] == "11,11" and "first" in url

    second = opened(url)
    assert not second.exception and not second.warning
    assert game(second) == game(first)
    assert second.text_input(key="gt_fh_board").value == "11,11"
    assert [e.value for e in second.error] == [e.value for e in first.error]
    assert {k: str(v) for k, v in second.query_params.items()} == url


def test_garbage_params_show_a_warning_and_a_working_page() -> None:
    at = opened({"start": "me", "moves": "9,9,x", "board": "abc", "depth": "99", "a": "0,0"})
    assert not at.exception
    assert len(at.warning) == 1
    notice = at.warning[0].value
    assert notice.startswith(tr("ko", "link_dropped").split("{")[0])
    for item in ("`moves=9,9,x`", "`board=abc`", "`depth=99`"):
        assert item in notice
    assert "`a=" not in notice  # 읽을 수 있는 매개변수는 그대로 썼다
    # 버린 값 대신 지금 값: 빈 판, 끝까지, 기본 발판 판
    assert game(at).board == (None,) * 9 and game(at).human == 0
    # 끝까지는 고르기 상자의 선택지 TO_THE_END ('고르지 않음' 의 None 이 아니라: 그러면 상자가
    # 'Choose an option' 이라고 썼다)
    depth = at.selectbox(key="gt_depth_ko")
    assert depth.value == TO_THE_END and page_state(at, Key.GAMETREE).depth is None
    assert depth.options[DEPTH_CHOICES.index(depth.value)] == tr("ko", "gt_depth_full")
    assert at.text_input(key="gt_fh_board").value == "111,111,111"
    assert at.text_input(key="gt_fh_a").value == "0,0"
    assert not at.error  # 발판 풀이도 돈다
    assert "moves" not in at.query_params and at.query_params["board"] == "111,111,111"
    # 다음 실행부터는 알림이 없고, 판은 보통처럼 둘 수 있다
    stamped(at, "gt_cell", 4).click().run()
    assert not at.exception and not at.warning
    assert game(at).board[4] == "X" and game(at).board.count("O") == 1


def test_a_link_with_a_temperature_sets_the_difficulty_box_and_keeps_the_seed() -> None:
    at = opened({"start": "me", "moves": "0", "temperature": "5", "seed": "11"})
    assert not at.exception and not at.warning
    assert at.selectbox(key="gt_temperature_ko").value == 5.0
    assert at.selectbox(key="gt_temperature_ko").options[-1] == tr("ko", "gt_temp_wild")
    assert at.query_params["temperature"] == "5" and at.query_params["seed"] == "11"
    assert len(game(at).played) == 2  # 링크가 사람의 수에서 멈춰 AI 가 답했다
    # 난이도를 바꾸면 주소가 따라간다 (0 이면 온도도 씨앗도 주소에 없다)
    at.selectbox(key="gt_temperature_ko").set_value(0.0).run()
    assert "temperature" not in at.query_params and "seed" not in at.query_params


def test_a_junk_temperature_shows_the_notice_and_plays_perfectly() -> None:
    at = opened({"start": "me", "temperature": "lava", "seed": "-3"})
    assert not at.exception
    notice = at.warning[0].value
    assert "`temperature=lava`" in notice and "`seed=-3`" in notice
    assert at.selectbox(key="gt_temperature_ko").value == 0.0
    assert page_state(at, Key.GAMETREE).temperature == 0.0


def test_an_ai_move_that_was_not_the_best_says_so_under_the_scores() -> None:
    # AI (O) 가 변 1 에 둔 링크: 모서리 0 에는 가운데만 비기는 답이라, 온도가 있는 AI 의 실수다
    at = opened({"start": "me", "moves": "0,1", "temperature": "5", "seed": "1"})
    assert not at.exception
    assert tr("ko", "gt_temp_slip") in [c.value for c in at.caption]
    perfect = opened({"start": "me", "moves": "0,4"})
    assert tr("ko", "gt_temp_slip") not in [c.value for c in perfect.caption]
