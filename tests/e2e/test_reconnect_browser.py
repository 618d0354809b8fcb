"""서버가 다시 떠도 (다시 배포 · 복제본 재시작 · 잠에서 깬 앱) 열린 탭은 첫 누름부터 듣는다.

찾은 문제: 서버를 껐다 같은 포트로 다시 띄우면 탭이 스스로 다시 잇지만 세션이 새것이라 조각
(fragment) 이 없어 직접 맞히기의 자판이 새로 고칠 때까지 죽어 있었고, 다른 페이지는 첫 누름이
버려졌고, 멈춘 자동 진행은 1번째 질문으로 돌아가 다시 돌았다. 이제 다시 이으면 브라우저가 페이지
전체를 한 번 돌려 (ui/browser/connection.js) 주소의 링크로 화면을 되살린 뒤 연다.

시험마다 제 서버를 띄우고 (다른 시험의 세션과 섞이지 않게) 판 중간에 끄고 다시 띄운다. 빠르기에
민감하므로 CPU 그대로와 4 배 느리게 두 번 돈다.
"""

from __future__ import annotations

import asyncio
import threading

import pytest
from conftest import Restartable, free_port, start_server, stop, wait_healthy
from pageops import (
    Dom,
    choose_option,
    close_sidebar,
    heading,
    human_click,
    no_error,
    params,
    settle,
    spot,
    status_line,
    turn_button,
    wait_guard,
)

from solver.codebreaking.feedback import score
from solver.codebreaking.variants import get_variant
from ui.link_reader import answer_token
from ui.text import tr

pytestmark = pytest.mark.e2e

BASEBALL = get_variant("baseball3")


def open_page(page, server: Restartable, path: str, url: str) -> None:
    """페이지를 열고 다 그려지길 기다린다 (폰이면 사이드바를 닫는다)."""
    page.goto(f"{server.url}/{path}")
    heading(page, "ko", url).wait_for(timeout=60_000)
    wait_guard(page)
    settle(page)
    close_sidebar(page)


def restart_under(page, server: Restartable) -> None:
    """판 중간에 서버를 끄고 다시 띄운다: 끊겼다는 알림을 보고, 다시 이은 화면이 열릴 때까지."""
    server.restart()
    page.wait_for_function(
        "() => window.__nbmConnection && window.__nbmConnection.socket === 'open'"
        " && !window.__nbmConnection.rejoining",
        timeout=120_000,
    )
    settle(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_you_guess_keypad_works_on_the_first_tap_after_a_restart(
    page, served_once, cpu
) -> None:
    open_page(page, served_once, "you_guess?game=4242", "you_guess")
    for digit in "123":
        human_click(page, page.locator(f".st-key-seq-yg_key_{digit} button"))
        settle(page)
    human_click(page, turn_button(page, "yg_submit"))
    page.wait_for_function("() => new URLSearchParams(location.search).get('guesses') === '123'")
    settle(page)
    restart_under(page, served_once)
    assert status_line(page).startswith("2번째 질문")  # 판은 주소에서 그대로
    human_click(page, page.locator(".st-key-seq-yg_key_4 button"))  # 첫 누름
    page.wait_for_function(
        "() => document.querySelector('.st-key-yg_entry').innerText.includes('4 _ _')"
    )
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_keeper_answer_counts_on_the_first_tap_after_a_restart(page, served_once, cpu) -> None:
    open_page(page, served_once, "keeper", "keeper")

    def answer() -> None:
        guess = page.locator(".st-key-keeper_guess strong").inner_text().strip()
        value = score(BASEBALL, BASEBALL.parse(guess), BASEBALL.parse("719"))
        before = params(page).get("answers", "")
        human_click(page, turn_button(page, "keeper_ans", value))
        page.wait_for_function(
            "b => (new URLSearchParams(location.search).get('answers') || '') !== b", arg=before
        )
        settle(page)

    answer()
    restart_under(page, served_once)
    assert len(params(page)["answers"].split(",")) == 1
    answer()  # 첫 누름이 든다
    assert len(params(page)["answers"].split(",")) == 2
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_tic_tac_toe_move_counts_on_the_first_tap_after_a_restart(
    page, served_once, cpu
) -> None:
    open_page(page, served_once, "gametree?start=me", "gametree")
    human_click(page, turn_button(page, "gt_cell", 4))
    page.wait_for_function("() => new URLSearchParams(location.search).get('moves')")
    settle(page)
    moves = params(page)["moves"].split(",")
    assert len(moves) == 2  # 나와 AI
    restart_under(page, served_once)
    free = next(c for c in range(9) if str(c) not in moves)
    human_click(page, turn_button(page, "gt_cell", free))
    page.wait_for_function(
        "n => (new URLSearchParams(location.search).get('moves') || '').split(',').length > n",
        arg=len(moves),
    )
    assert params(page)["moves"].split(",")[: len(moves) + 1] == [*moves, str(free)]
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_connect_four_drop_counts_on_the_first_tap_after_a_restart(
    page, served_once, cpu
) -> None:
    open_page(page, served_once, "connect4?start=me&ai=ab2", "connect4")
    human_click(page, turn_button(page, "c4_drop", 4))
    page.wait_for_function(
        "() => (new URLSearchParams(location.search).get('moves') || '').length === 2"
    )
    settle(page)
    moves = params(page)["moves"]  # 나와 AI
    restart_under(page, served_once)
    assert params(page)["moves"] == moves  # 판은 주소에서 그대로
    human_click(page, turn_button(page, "c4_drop", 3))  # 첫 누름이 든다
    page.wait_for_function(
        "n => (new URLSearchParams(location.search).get('moves') || '').length > n",
        arg=len(moves),
    )
    assert params(page)["moves"].startswith(moves + "3")
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_tree_answer_pick_counts_on_the_first_tap_after_a_restart(
    page, served_once, cpu
) -> None:
    open_page(page, served_once, "tree", "tree")
    choose_option(page, page.locator('[class*="st-key-tree_down_"]'), None)
    page.wait_for_function("() => new URLSearchParams(location.search).get('node')")
    settle(page)
    restart_under(page, served_once)
    assert len(params(page)["node"].split(",")) == 1
    choose_option(page, page.locator('[class*="st-key-tree_down_"]'), None)
    page.wait_for_function(
        "() => (new URLSearchParams(location.search).get('node') || '').split(',').length === 2"
    )
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_paused_autoplay_resumes_the_same_step_after_a_restart_and_a_reload(
    page, served_once, cpu
) -> None:
    """찾은 문제: 멈춘 자동 진행은 다시 뜬 서버 · 새로 고침 뒤 1번째 질문으로 돌아가 다시 돌았다."""
    open_page(page, served_once, "autoplay?game=5&paused=1&step=3", "autoplay")
    line = status_line(page)
    assert line.startswith("2번째 질문") and params(page)["step"] == "3"
    for again in (lambda: restart_under(page, served_once), page.reload):
        again()
        heading(page, "ko", "autoplay").wait_for(timeout=60_000)
        settle(page)
        assert params(page)["step"] == "3" and params(page)["paused"] == "1"
        assert status_line(page) == line
        assert not page.locator(".st-key-auto_playing input").is_checked()
    human_click(page, turn_button(page, "auto_step"))  # 다음 단계는 4 단계 (1 이 아니라)
    page.wait_for_function("() => new URLSearchParams(location.search).get('step') === '4'")
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_offline_says_so_refuses_taps_and_sends_nothing_late(page, served_once, cpu) -> None:
    """찾은 문제: 망이 끊긴 동안 단추는 멀쩡해 보였고, 누른 것은 망이 돌아오자 말없이 적용됐다
    (answers=out,out). 이제 끊기면 화면의 말로 알리고, 누름은 보내지 않았다고 말한다."""
    open_page(page, served_once, "keeper", "keeper")
    cdp = page.context.new_cdp_session(page)
    offline = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", offline)
    bar = page.locator("#nbm-connection")
    bar.wait_for(state="visible", timeout=30_000)
    assert bar.inner_text() == tr("ko", "conn_down")
    button = turn_button(page, "keeper_ans", 0)
    page.mouse.click(*spot(button))
    page.wait_for_function(
        "t => document.getElementById('nbm-connection').innerText === t",
        arg=tr("ko", "conn_refused"),
    )
    cdp.send("Network.emulateNetworkConditions", {**offline, "offline": False})
    page.wait_for_function(
        "() => window.__nbmConnection.socket === 'open' && !window.__nbmConnection.rejoining"
        " && navigator.onLine",
        timeout=120_000,
    )
    settle(page)
    # 늦게 보낸 누름이 없다: 대답은 하나도 없고, 화면은 다시 누를 수 있다
    assert "answers" not in params(page)
    guess = page.locator(".st-key-keeper_guess strong").inner_text().strip()
    value = score(BASEBALL, BASEBALL.parse(guess), BASEBALL.parse("719"))
    human_click(page, turn_button(page, "keeper_ans", value))
    page.wait_for_function("() => new URLSearchParams(location.search).get('answers')")
    cdp.detach()
    no_error(page)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_streamlits_developer_dialog_never_covers_our_page(page, served_once) -> None:
    """찾은 문제: 서버가 내려가면 Streamlit 의 영어 개발자 창 ('Connection error … streamlit run
    yourscript.py') 이 한국어 페이지를 덮었다. 이제 알림 줄이 화면의 말로 알린다."""
    open_page(page, served_once, "keeper", "keeper")
    stop(served_once.proc)
    bar = page.locator("#nbm-connection")
    bar.wait_for(state="visible", timeout=30_000)
    assert bar.inner_text() == tr("ko", "conn_down")
    # Streamlit 이 개발자 창을 만든 것 (몇 번의 실패 뒤) 을 본 뒤에, 그것이 보이지 않는지
    dialog = page.locator(Dom.DIALOG).first
    dialog.wait_for(state="attached", timeout=120_000)
    assert not dialog.is_visible()
    assert not page.get_by_role("dialog").is_visible()
    served_once.proc = start_server(served_once.port)
    wait_healthy(served_once.url)


class StallProxy:
    """브라우저와 서버 사이의 작은 TCP 중계 (이 시험의 스레드에서 asyncio 로 돈다). hold() 하면
    양쪽 패킷을 붙들고 (소켓은 열린 채, 브라우저는 온라인인 채: 약한 Wi-Fi 처럼), release() 하면
    붙든 것을 차례대로 보낸다."""

    def __init__(self, target_port: int) -> None:
        self.target = target_port
        self.port = free_port()
        self.loop = asyncio.new_event_loop()
        self.flowing = asyncio.Event()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        self.ready.wait(10)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.flowing.set()
        server = self.loop.run_until_complete(
            asyncio.start_server(self._serve, "127.0.0.1", self.port)
        )
        self.ready.set()
        self.loop.run_forever()
        server.close()
        tasks = asyncio.all_tasks(self.loop)  # 남은 중계를 닫고 끝낸다
        for task in tasks:
            task.cancel()
        self.loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
        self.loop.close()

    async def _pump(self, reader, writer) -> None:
        try:
            while data := await reader.read(65536):
                await self.flowing.wait()  # 붙든 동안은 여기서 기다린다 (차례는 그대로)
                writer.write(data)
                await writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            writer.close()

    async def _serve(self, reader, writer) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        await asyncio.gather(self._pump(reader, up_writer), self._pump(up_reader, writer))

    def hold(self) -> None:
        self.loop.call_soon_threadsafe(self.flowing.clear)

    def release(self) -> None:
        self.loop.call_soon_threadsafe(self.flowing.set)

    def close(self) -> None:
        self.release()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_a_stalled_network_says_so_and_refuses_taps_until_it_recovers(
    page, served_once, cpu
) -> None:
    """찾은 문제: 패킷이 45 초 붙들린 동안 (소켓은 열리고 브라우저는 온라인) 지킴이의 대답은 아무
    표시 없이 45 초 뒤 말없이 적용됐다. 이제 몇 초 안에 멈췄다고 말하고, 이미 보낸 누름은 풀리면 한
    번 적용된다고 말하며, 그 뒤의 누름은 보내지 않는다."""
    proxy = StallProxy(served_once.port)
    try:
        open_page(page, Restartable(proxy.port, None), "keeper", "keeper")
        guess = page.locator(".st-key-keeper_guess strong").inner_text().strip()
        value = score(BASEBALL, BASEBALL.parse(guess), BASEBALL.parse("719"))
        proxy.hold()
        human_click(page, turn_button(page, "keeper_ans", value))  # 보냈지만 붙들린다
        page.wait_for_function(
            "t => { const b = document.getElementById('nbm-connection');"
            " return b && !b.hidden && b.innerText === t; }",
            arg=tr("ko", "conn_stalled"),
            timeout=20_000,
        )
        other = turn_button(page, "keeper_ans", 0 if value else 1)
        page.mouse.click(*spot(other))
        page.wait_for_function(
            "t => document.getElementById('nbm-connection').innerText === t",
            arg=tr("ko", "conn_stalled_refused"),
        )
        assert "answers" not in params(page)  # 멈춘 동안은 아무것도 적용되지 않았다
        proxy.release()
        page.wait_for_function("() => new URLSearchParams(location.search).get('answers')")
        page.wait_for_function("() => !window.__nbmConnection.stalled", timeout=30_000)
        settle(page)
        # 멈추기 전의 누름 하나만 (한 번) 적용됐고, 멈춘 동안의 누름은 보내지 않았다
        assert params(page)["answers"].split(",") == [answer_token(BASEBALL, value)]
        no_error(page)
    finally:
        proxy.close()
