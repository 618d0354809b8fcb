"""링크로 연 페이지 (AppTest): 주소의 매개변수가 화면을 되살리고, 화면이 바뀌면 주소가 따라가며,
읽을 수 없는 값은 짧은 알림과 함께 빠지고 나머지는 그대로 쓰인다. 탐색 페이지의 내려가기 ·
올라가기 · 찾기 · 견주기 · 내려받기, 게임 페이지의 공유 상자와 기록 CSV."""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, urlsplit

from solver.codebreaking.feedback import response_matrix
from solver.codebreaking.session import CodeGame
from solver.codebreaking.variants import get_variant
from tests.apptest import (
    chart_payloads,
    new_app,
    pending_guess,
    slot_game,
    stamped,
    table_rows,
)
from ui.codebreaking.words import strategy_title
from ui.codebreaking.you_guess_state import secret_for
from ui.states import Key
from ui.text import tr

BASEBALL = get_variant("baseball3")
TREE = "pages/tree.py"


def notice(at) -> str:
    return " ".join(w.value for w in at.warning)


def facts_guess(at) -> str:
    """나무 탐색의 사실 줄 ('추측 **456** · …') 에서 지금 마디의 추측."""
    for m in at.markdown:
        found = re.match(r"(?:추측|Guess) \*\*(\w+)\*\*", m.value)
        if found:
            return found[1]
    raise AssertionError("no facts line")


def test_link_with_language_and_variant_opens_that_view() -> None:
    at = new_app("pages/compare.py", direct=True, params={"lang": "en", "variant": "baseball3z"})
    assert not at.exception
    assert at.session_state[Key.LANG] == "en" and at.session_state[Key.VARIANT] == "baseball3z"
    assert at.title[0].value == "Compare strategies"
    assert at.query_params["variant"] == "baseball3z" and at.query_params["games"] == "20"


def test_garbage_parameters_are_dropped_with_a_notice_and_the_rest_applies() -> None:
    params = {"lang": "en", "variant": "chess", "strategy": "magic", "answers": "1S0B,42S"}
    params |= {"guesses": "123", "embed": "true", "x": "y" * 500}
    at = new_app("pages/keeper.py", direct=True, params=params)
    assert not at.exception
    text = notice(at)
    # 읽을 수 없는 값, 이 페이지의 것이 아닌 이름 (guesses 는 직접 맞히기의 것), 너무 긴 값
    for bad in ("variant=chess", "strategy=magic", "answers=1S0B,42S", "guesses=123", "x=yyy"):
        assert bad in text
    assert "embed" not in text and len(text) < 400  # Streamlit 의 것은 두고, 긴 값은 줄여 보인다
    assert "lang=" not in text and at.session_state[Key.LANG] == "en"  # 나머지는 쓰인다
    turns = slot_game(at, Key.KEEPER, "baseball3").turns
    assert [(t.strikes, t.balls) for t in turns] == [(1, 0)]
    assert at.query_params["answers"] == "1S0B"  # 주소는 지금 화면을 말한다
    stamped(at, "keeper_ans", 1).click().run()  # 화면은 그대로 쓸 수 있다
    assert not at.exception and not at.warning  # 알림은 한 번만


def test_keeper_link_restores_a_game_in_progress_and_follows_new_answers() -> None:
    secret = BASEBALL.parse("719")
    at = new_app("pages/keeper.py", direct=True)
    for _ in range(2):
        guess = BASEBALL.parse(pending_guess(at, Key.KEEPER, "baseball3"))
        stamped(at, "keeper_ans", int(response_matrix(BASEBALL)[guess, secret])).click().run()
    params = dict(at.query_params)
    assert len(params["answers"].split(",")) == 2
    other = new_app("pages/keeper.py", direct=True, params=params)  # 새 브라우저
    assert not other.exception and not other.warning
    assert (
        slot_game(other, Key.KEEPER, "baseball3").turns
        == slot_game(at, Key.KEEPER, "baseball3").turns
    )
    assert pending_guess(other, Key.KEEPER, "baseball3") == pending_guess(
        at, Key.KEEPER, "baseball3"
    )


def test_you_guess_link_shows_the_guesses_but_never_the_secret() -> None:
    params = {"game": "31", "guesses": "123,456"}
    at = new_app("pages/you_guess.py", direct=True, params=params)
    assert not at.exception and not at.warning
    turns = slot_game(at, Key.YOU_GUESS, "baseball3").turns
    assert [t.guess for t in turns] == ["123", "456"]
    assert at.query_params["guesses"] == "123,456"
    secret = secret_for(BASEBALL, 31)
    assert all(secret not in v for v in at.query_params.values())


def test_autoplay_link_opens_the_game_number_and_the_share_box_has_no_digits() -> None:
    at = new_app("pages/autoplay.py", direct=True, params={"game": "99", "strategy": "entropy"})
    assert not at.exception and not at.warning
    slot = at.session_state[Key.AUTOPLAY].slots["baseball3"]
    assert slot.number == 99 and slot.settings.strategy == "entropy"
    at.toggle(key="auto_playing").set_value(False).run()
    stamped(at, "auto_step").click().run()
    code = [c.value for c in at.text_area if "🟢" in c.value or "⚪" in c.value or "🟡" in c.value]
    assert len(code) == 1
    game = CodeGame.from_record(slot.game)
    assert BASEBALL.format(game.turns[0].guess) not in code[0].splitlines()[1]
    assert "game=99" in code[0] and "strategy=entropy" in code[0]


def test_the_share_box_names_the_same_secret_link_and_the_exact_screen_link() -> None:
    """찾은 문제: 공유 상자가 '이 링크를 열면 같은 화면' 이라 했지만 링크는 1번째 질문에서 열었다.
    이제 두 링크에 이름을 단다: 같은 비밀 수로 처음부터, 이 화면 그대로 (단계와 멈춤까지)."""
    at = new_app("pages/autoplay.py", direct=True, params={"game": "99"})
    at.toggle(key="auto_playing").set_value(False).run()
    stamped(at, "auto_step").click().run()
    text = next(c.value for c in at.text_area if "⚪" in c.value or "🟡" in c.value)
    names = (tr("ko", "share_fresh"), tr("ko", "share_screen"))
    lines = dict(line.split(": ", 1) for line in text.splitlines() if line.startswith(names))
    fresh, screen = lines[tr("ko", "share_fresh")], lines[tr("ko", "share_screen")]
    assert "game=99" in fresh and "step=" not in fresh and "paused" not in fresh
    assert "game=99" in screen and "step=1" in screen and "paused=1" in screen
    again = new_app(
        "pages/autoplay.py", direct=True, params=dict(parse_qsl(urlsplit(screen).query))
    )
    state = again.session_state[Key.AUTOPLAY]
    assert not state.playing and state.position(BASEBALL) == 1
    assert again.session_state[Key.AUTOPLAY].slots["baseball3"].game.turns == (
        at.session_state[Key.AUTOPLAY].slots["baseball3"].game.turns
    )


def test_tree_page_goes_down_by_answer_and_back_by_breadcrumb() -> None:
    at = new_app(TREE, direct=True)
    assert not at.exception
    assert at.query_params["strategy"] == "minimax"
    down = [s for s in at.selectbox if s.key and s.key.startswith("tree_down_")]
    down[0].select_index(1).run()
    path = at.session_state[Key.TREE].paths["baseball3"]
    assert len(path) == 1
    node_param = at.query_params["node"]
    assert node_param and "," not in node_param
    down = [s for s in at.selectbox if s.key and s.key.startswith("tree_down_")]
    down[0].select_index(0).run()
    assert len(at.session_state[Key.TREE].paths["baseball3"]) == 2
    assert len(at.query_params["node"].split(",")) == 2
    at.button(key="tree_crumb_baseball3_1").click().run()
    assert at.session_state[Key.TREE].paths["baseball3"] == path
    at.button(key="tree_crumb_baseball3_0").click().run()
    assert at.session_state[Key.TREE].paths["baseball3"] == ()
    assert "node" not in at.query_params


def test_tree_search_shows_the_path_and_offers_to_go_there() -> None:
    at = new_app(TREE, direct=True, params={"node": "1S0B"})
    at.text_input(key="tree_search").input("456").run()
    assert any("123" in m.value and "456" in m.value for m in at.markdown)
    assert at.query_params["secret"] == "456"
    at.button(key="tree_found_go").click().run()
    path = at.session_state[Key.TREE].paths["baseball3"]
    assert len(path) == 1 and facts_guess(at) == "456"  # 456 을 부르는 마디
    at.text_input(key="tree_search").input("4x6").run()
    assert at.error and "secret" not in at.query_params


def test_clearing_the_tree_search_keeps_its_section_open() -> None:
    """찾은 문제: 찾기 상자를 비우면 그 칸이 접혀 방금 쓰던 상자가 사라졌다."""
    at = new_app(TREE, direct=True)

    def search_open() -> bool:
        box = next(e for e in at.expander if e.label == tr("ko", "tree_search"))
        return box.proto.expanded

    assert not search_open()  # 처음에는 접혀 있다
    at.text_input(key="tree_search").input("456").run()
    assert search_open()
    at.text_input(key="tree_search").input("").run()
    assert search_open() and "secret" not in at.query_params


def test_tree_link_with_vs_compares_two_strategies_at_the_node() -> None:
    at = new_app(TREE, direct=True, params={"vs": "entropy", "node": "0S1B", "lang": "en"})
    assert not at.exception and not at.warning
    assert not at.dataframe  # 견주기 표도 Markdown (폰 폭에 세 열)
    rows = {r["Measure"]: r for r in table_rows(at, "Measure")}
    assert list(rows["Guess"]) == ["Measure", "Minimax", "Entropy"]
    assert (rows["Guess"]["Minimax"], rows["Guess"]["Entropy"]) == ("214", "245")  # 0S 1B 뒤
    assert any("first call different codes at guess 2" in m.value for m in at.markdown)
    assert any(strategy_title("en", "entropy") in h.value for h in at.header)
    downloads = at.get("download_button")
    assert len(downloads) == 4


def test_bulls4_tree_compares_the_fewest_sevens_tree_with_the_optimal_one_node_by_node() -> None:
    params = {"variant": "bulls4", "strategy": "fewest", "vs": "optimal", "node": "0S2B"}
    at = new_app(TREE, direct=True, params={**params, "lang": "en"})
    assert not at.exception and not at.warning
    rows = {r["Measure"]: r for r in table_rows(at, "Measure")}
    assert list(rows["Guess"]) == ["Measure", "Fewest sevens", "Optimal"]
    assert rows["Guess"]["Fewest sevens"] == "1234"  # 0S 2B 뒤: 일곱 번째가 4 개인 둘째 추측
    assert any(strategy_title("en", "fewest") in h.value for h in at.header)


def test_tree_first_screen_is_the_path_the_facts_and_the_chart() -> None:
    """폰의 첫 화면: 지나온 길, 마디의 사실 한 줄, 색의 뜻, 그림. 설정 · 찾기는 그 아래."""
    at = new_app(TREE, direct=True, params={"node": "0S1B"})
    drawn = list(at.main)  # 그려진 차례 (안쪽 요소까지)

    def first(kind: str, test) -> int:
        return next(i for i, e in enumerate(drawn) if type(e).__name__ == kind and test(e))

    facts = first("Markdown", lambda e: e.value.startswith("추측 **214** · 지나는 비밀 180개"))
    crumb = first("Button", lambda e: e.key == "tree_crumb_baseball3_1")
    chart = next(i for i, e in enumerate(drawn) if (e.key or "").startswith("turn-tree_icicle-"))
    # 색의 뜻은 그림과 같은 요소가 그림 위에 그린다 (ui/chart_element.py 의 legend)
    ((_, sent),) = [v for k, v in chart_payloads(at).items() if k.startswith("turn-tree_icicle-")]
    names = [item["name"] for item in sent["legend"]["items"]]
    assert sent["legend"]["above"] and names[0] == "1–2" and names[-1] == "5–6"
    down = first("Selectbox", lambda e: (e.key or "").startswith("tree_down_"))
    choose = first("Selectbox", lambda e: (e.key or "").startswith("tree_strategy_"))
    search = first("TextInput", lambda e: e.key == "tree_search")
    assert crumb < facts < chart < down < choose < search
    assert [e.label for e in at.expander][:2] == ["비밀 수 찾기", "나무 내려받기"]


def test_tree_link_to_a_missing_branch_is_cut_to_what_exists() -> None:
    at = new_app(TREE, direct=True, params={"node": "0S1B,3S,out"})
    assert not at.exception
    assert "node=0S1B,3S,out" in notice(at)
    assert at.query_params["node"] == "0S1B"


def test_a_link_for_another_variant_is_read_in_that_variant() -> None:
    at = new_app(TREE, direct=True, params={"variant": "bulls4", "node": "0S2B"})
    assert not at.exception and not at.warning
    assert len(at.session_state[Key.TREE].paths["bulls4"]) == 1
    assert at.query_params["node"] == "0S2B" and facts_guess(at) != "0123"


def test_tree_node_survives_a_page_round_trip_and_a_language_switch() -> None:
    at = new_app(TREE, direct=True, params={"node": "0S1B,1S0B", "vs": "expected"})
    path = at.session_state[Key.TREE].paths["baseball3"]
    assert len(path) == 2
    at.switch_page("pages/keeper.py").run()
    assert "node" not in at.query_params  # 지킴이 페이지의 주소
    at.switch_page(TREE).run()
    assert at.session_state[Key.TREE].paths["baseball3"] == path
    assert at.query_params["node"] == "0S1B,1S0B" and at.query_params["vs"] == "expected"
    at.segmented_control(key="side_lang").set_value("en").run()
    assert not at.exception
    assert at.session_state[Key.TREE].paths["baseball3"] == path
    assert at.query_params["lang"] == "en" and at.title[0].value == "Strategy tree"


def test_switching_variant_keeps_each_variant_its_own_node() -> None:
    at = new_app(TREE, direct=True, params={"node": "0S1B"})
    at.session_state[Key.VARIANT] = "baseball3z"
    at.run()
    assert "node" not in at.query_params
    at.session_state[Key.VARIANT] = "baseball3"
    at.run()
    assert at.query_params["node"] == "0S1B"
