"""모든 페이지가 맨 먼저 부르는 틀: 페이지 설정, 우리 내비게이션, 언어 · 게임 종류 고르기.

페이지 파일은 pages/ 에 있고 Streamlit 의 pages/ 라우터가 주소 (/keeper) 마다 그 파일을 바로
돌린다. 기본 메뉴는 숨기고 (.streamlit/config.toml 의 client.showSidebarNavigation = false)
여기서 번역된 메뉴를 st.page_link 로 그린다. 그래서 새 서버의 첫 요청이 /keeper 여도 그
페이지가 이 틀을 거쳐 메뉴와 사이드바 설정을 갖춘다.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Generic, NoReturn, TypeVar

import streamlit as st

from results.records import Activity
from solver.codebreaking.variants import VARIANTS, Variant

from . import links, states
from .browser import REJOIN_KEY
from .classroom import db
from .classroom.payloads import Finished
from .classroom.seat import Seat
from .classroom.seat_game import RULES, SeatLink, room_game
from .codebreaking.words import variant_chip, variant_rules, variant_title
from .internals import Block
from .link_reader import Link, Opening, PageState
from .nav import PAGES, PageInfo
from .seat_line import seat_line
from .text import LANGS, tr
from .widgets import bind, on_page

__all__ = ["Frame", "frame"]

S = TypeVar("S", bound=PageState)

# 수업의 자리가 앉는 페이지 (방의 활동이 될 수 있는 페이지): 주소 이름이 활동의 값이다
SEAT_PAGES = frozenset(a.value for a in Activity)
# 자리를 싣는 링크의 이름 (Seat.link)
SEAT_NAMES = ("room", "me")


@dataclass(frozen=True)
class Frame(Generic[S]):
    """이번 실행의 언어와 게임 종류, 그리고 페이지 상태. t(열쇠) 는 그 언어의 문구.

    link: 이번 실행의 링크 (ui/link_reader.Link): 새 링크면 (link.fresh) frame 이 페이지 상태의
    open_link 에 건넸다 (상태가 제 매개변수 표로 읽는다). 페이지는 끝에서 keep() 으로 지금 상태를
    주소에 쓴다 (시험이 모든 페이지의 마지막 줄인지 본다). notice: 버린 매개변수 알림의 자리.
    state: 이 페이지의 상태 (PageState: open_link 와 link 의 약속).
    seat: 수업의 자리 (활동 페이지만; 아니면 None). banner: 자리의 한 줄을 그릴 맨 위의 자리.
    ignored: 앉은 자리라 쓰지 않은 링크의 이름들 (판은 서버가 정한다: ui/classroom/seat_game).
    carried: 바로 앞 실행이 연 링크에서 버린 매개변수의 글 (그 실행이 곧 다시 돌아 알리지 못했다:
    rerun).
    """

    lang: str
    variant: Variant
    link: Link
    notice: Block
    page: PageInfo
    state: S
    seat: Seat | None
    banner: Block
    ignored: tuple[str, ...] = ()
    carried: str = ""

    def t(self, key: str, **values: object) -> str:
        """이번 실행의 언어로 된 문구."""
        return tr(self.lang, key, **values)

    def head(self, *, rules: str | None = None) -> None:
        """페이지 머리: 짧은 제목 (h1), 게임 종류 칩 (누르면 종류와 언어를 바꾸는 상자), 규칙 한
        줄. 폰에서는 사이드바가 접혀 있어 무슨 게임인지 여기서 말한다.

        rules: 규칙 한 줄 (None 이면 지금 게임 종류의 규칙). 게임 나무는 제 규칙을 준다 (칩 없음).
        """
        with st.container(horizontal=True, vertical_alignment="center", key="page_head"):
            st.title(self.t(self.page.title), anchor=False)
            if rules is None:
                with st.popover(
                    variant_chip(self.lang, self.variant.name),
                    icon=":material/tune:",
                    help=self.t("variant_chip_help"),
                    key="page_chip",
                ):
                    _choices(self.lang, "chip")
        st.caption(variant_rules(self.lang, self.variant.name) if rules is None else rules)

    def how_to_read(self, key: str, **values: object) -> None:
        """'이 화면 읽는 법' 상자: 학생에게 화면의 그림과 수가 무엇인지 (줄마다 글머리표)."""
        with st.expander(self.t("how_to_read"), icon=":material/school:"):
            st.markdown("\n".join(f"- {line}" for line in self.t(key, **values).splitlines()))

    def params(self, page: Mapping[str, str], *, seated: bool = True) -> dict[str, str]:
        """주소에 둘 매개변수 전부: 언어, 게임 종류, 페이지의 것, 그리고 앉은 학생이면 방과
        학생 열쇠 (room, me: 이 페이지가 쓰는 링크가 자리를 지킨다). seated=False: 남에게 건네는
        공유 링크 (받은 사람이 이 학생으로 적지 않게 자리를 싣지 않는다)."""
        seat = {} if self.seat is None or not seated else self.seat.link()
        return {"lang": self.lang, "variant": self.variant.name, **page, **seat}

    def seat_result(self, done: Finished | None) -> None:
        """활동 페이지가 keep 앞에 부른다: 판이 끝났으면 (done, ui/classroom/payloads) 방의
        활동이고 자리에서 처음부터 둔 판일 때 자리가 한 번 적는다. 자리의 한 줄은 keep 이 그린다."""
        if self.seat is not None:
            self._track(self.params(self.state.link(self.variant)))
            self.seat.finish(done)

    def _track(self, params: Mapping[str, str]) -> None:
        """앉은 방의 활동 페이지면 지금 판 (화면의 매개변수 params) 을 자리에 알린다 (서버에 적고
        기록될 수 있는지 따진다)."""
        if self.seat is not None and self.seat.plays(self.page.url):
            self.seat.track(params, db.open_store)

    def _restart(self) -> None:
        """'방의 판으로 새로' 단추: 방의 설정으로 새 판을 연다 (기록될 수 있는 판으로 돌아간다)."""
        assert self.seat is not None and self.seat.room is not None
        game = room_game(self.seat.room)
        self.state.open_link(game, _opening(game))

    def keep(self) -> None:
        """페이지 상태 (state.link) 를 주소에 쓰고, 이번 링크에서 버린 매개변수가 있으면 짧게
        알린다. 활동 페이지면 맨 위에 자리의 한 줄을 그린다 (결과를 보내며). 페이지의 마지막
        줄이다: 그 실행의 모든 동작이 상태에 닿은 뒤에 쓴다."""
        params = self.params(self.state.link(self.variant))
        links.keep(self.page.url, params)
        if self.seat is not None:
            self._track(params)
            restart = self._restart if self.seat.plays(self.page.url) else None
            # 주소를 쓴 뒤에: 결과를 보낸 조각이 다시 돌리는 실행이 링크를 새로 연 것으로 보지 않게
            with self.banner.container():
                seat_line(self.lang, self.seat, self.ignored, restart)
        items = self._dropped() or self.carried
        if items:
            self.notice.warning(self.t("link_dropped", items=items), icon=":material/link_off:")

    def rerun(self) -> NoReturn:
        """주소를 쓰고 (keep) 페이지를 곧 다시 돌린다 (사목: AI 가 둔 뒤). 다시 도는 실행은 새
        링크가 아니므로 이 실행이 연 링크의 알림 (버린 매개변수, 앉은 자리가 쓰지 않은 이름) 을
        넘긴다: 넘기지 않으면 알림이 그려지자마자 사라진다."""
        self.keep()
        items = self._dropped() or self.carried
        if items or self.ignored:
            states.carry_notice(states.Carried(self.page.url, items, self.ignored))
        st.rerun()

    def _dropped(self) -> str:
        """이번 링크에서 버린 매개변수의 글 (없으면 빈 글)."""
        # 자리의 이름 (room, me) 은 어느 페이지나 안다: 학생의 열쇠를 알림에 늘어놓지 않는다
        self.link.asked.update(SEAT_NAMES)
        self.link.drop_unknown()
        return self.link.notice(
            lambda item, kept, why: self.t(why or "link_kept", item=item, kept=kept)
        )


def frame(page: PageInfo, state: S) -> Frame[S]:
    """페이지 설정과 사이드바 (메뉴, 언어, 게임 종류) 를 그리고, 새 링크면 페이지 상태 state 에
    연 뒤 (open_link, 버린 매개변수는 keep 이 알린다) 이번 실행의 Frame 을 돌려준다. 모든 페이지가
    맨 먼저 부른다."""
    on_page(page.url)
    link = links.arrive(page.url)
    _apply_shared(link)
    lang = states.lang()
    title = f"{tr(lang, page.title)} · {tr(lang, 'app_title')}"
    st.set_page_config(page_title=title, page_icon="⚾", layout="centered")
    with st.sidebar:
        with st.container(key="side_nav"):
            for item in PAGES:
                st.page_link(item.path, label=tr(lang, item.title), icon=item.icon)
        _choices(lang, "side")
    # 숨은 '다시 잇기' 단추: 서버가 다시 떠 세션이 새것이면 브라우저가 이것을 눌러 페이지 전체를
    # 한 번 돌린다 (ui/browser/connection.js). 누름 자체는 아무것도 하지 않는다
    st.button(tr(lang, "rejoin"), key=REJOIN_KEY)
    banner = st.empty()  # 자리의 한 줄: 페이지 머리 위 (keep 이 채운다)
    seat = states.seat() if page.url in SEAT_PAGES else None
    if seat is not None and link.fresh:
        _sit(link, seat)
    seated = seat is not None and seat.plays(page.url)
    carried = states.carried_notice(page.url)
    ignored: list[str] = [] if carried is None or link.fresh else list(carried.ignored)
    if link.fresh:
        if seated:
            # 앉은 자리의 판은 서버가 정한다: 적어 둔 판 (없으면 방의 설정) 을 열고 링크의 것은 쓰지
            # 않는다 (링크로 온 수순 · 다른 AI · 다른 게임 번호가 기록되지 않게)
            assert seat is not None and seat.room is not None
            game = seat.opening_game()
            served = SeatLink(link, game, RULES[seat.room.activity].names)
            link.drop(*state.open_link(served, _opening(game)))
            ignored = served.ignored
        else:
            link.drop(*state.open_link(link, _opening()))
    variant = states.variant()
    items = "" if carried is None or link.fresh else carried.items
    return Frame(lang, variant, link, st.empty(), page, state, seat, banner, tuple(ignored), items)


def _opening(game: Mapping[str, str] | None = None) -> Opening:
    """새 링크가 여는 판의 Opening (씨앗 · 게임 번호는 새로). game: 앉은 자리의 판이면 그 게임
    종류 (variant) 를 먼저 적용한다 (숫자 맞히기 · 비밀 지키기의 방은 종류를 정한다)."""
    if game is not None and "variant" in game:
        states.set_variant(game["variant"])
    return Opening(states.variant(), states.new_seed(), states.new_game_number())


def _sit(link: Link, seat: Seat) -> None:
    """새 링크의 room · me 로 학생을 앉힌다 (me 가 있을 때만). 틀린 자리는 알리고 (한 번)
    주소에서 뺀다: 앉지 못한 자리는 link() 가 싣지 않는다."""
    key = link.get("me")
    if key is not None:
        seat.sit(db.open_store, link.get("room"), key)


def _choices(lang: str, place: str) -> None:
    """언어와 게임 종류 고르기 (사이드바 side, 페이지 머리의 칩 chip: 위젯 열쇠만 다르다).

    두 곳 모두 우리 열쇠 (ui/states) 에 묶인다: 한쪽에서 바꾸면 다음 실행에 다른 쪽도 따라간다.
    """
    st.segmented_control(
        tr(lang, "lang"),
        options=list(LANGS),
        format_func=LANGS.get,
        selection_mode="single",
        required=True,
        **bind(f"{place}_lang", lang, states.set_lang),
    )
    # 선택지 이름이 언어를 따르므로 열쇠에 언어를 넣는다
    st.selectbox(
        tr(lang, "variant"),
        options=list(VARIANTS),
        format_func=lambda name: variant_title(lang, name),
        **bind(f"{place}_variant_{lang}", states.variant().name, states.set_variant),
    )


def _apply_shared(link: Link) -> None:
    """새 링크의 언어와 게임 종류를 적용한다 (모르는 값은 버린다)."""
    lang, name = link.get("lang"), link.get("variant")
    if lang is not None:
        if lang in LANGS:
            states.set_lang(lang)
        else:
            link.drop("lang")
    if name is not None:
        if name in VARIANTS:
            states.set_variant(name)
        else:
            link.drop("variant")
