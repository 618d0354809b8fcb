"""대결: 학생과 AI 가 서로의 비밀을 번갈아 맞힌다. AI 의 난이도는 온도 (사람다운 실수)."""

import streamlit as st

from ui import caches, states
from ui.classroom import payloads
from ui.codebreaking import code_charts as charts
from ui.codebreaking.duel_model import (
    ai_line,
    dice_rows,
    entry_error,
    halving_turn,
    hint_line,
    known_secrets,
    left_line,
    my_lines,
    outcome_line,
    path_rows,
    slipped,
    status_line,
)
from ui.codebreaking.duel_state import (
    COACH,
    COACH_OPTIONS,
    FIRST_CHOICES,
    DuelSlot,
    Keep,
    level_of,
    levels,
)
from ui.codebreaking.game_model import KEEPER_BUTTON_WIDTH
from ui.codebreaking.words import answer_label, level_label
from ui.codebreaking.you_guess_model import luck_text, skill_text
from ui.codebreaking.you_guess_state import MAX_NUMBER
from ui.frame import frame
from ui.links import share_url
from ui.nav import DUEL
from ui.text import quoted
from ui.turns import turn_key
from ui.views.keypad import Keypad, keypad
from ui.vocabulary import MAX_ROUNDS, Duelist, possible_answers
from ui.widgets import bind, show_chart, small_table

f = frame(DUEL, states.duel())
variant, state = f.variant, f.state
slot = state.slot(variant, states.new_game_number())
settings = slot.settings
stamp = state.turn.stamp  # 단추 열쇠와 동작에 붙는 차례 (ui/turns.py)
level = level_of(variant, settings.level)


# 먼저 하는 쪽의 선택지마다의 문구
FIRST_TEXT = {None: "du_first_alt", Duelist.ME: "du_first_me", Duelist.AI: "du_first_ai"}


def current() -> DuelSlot:
    """지금의 판 자리 (자판의 조각이 다시 그릴 때 새로 읽는다)."""
    return state.slots[variant.name]


def edit(name: str):
    """설정 하나를 바꾸는 위젯 콜백 (바뀌면 같은 번호로 새 대결을 시작하고 알린다)."""
    return lambda value: state.edit(variant, slot.number, **{name: value})


f.head()
st.caption(f.t("du_rules"))

if state.notice:
    st.info(f.t("notice_restart"), icon=":material/info:")
    state.notice = False

duel = state.duel(variant)
with st.container(key="du_status"):
    st.markdown(f"{status_line(f.lang, duel, level)}  \n{left_line(f.lang, duel)}")

asking = state.needs_secret(variant)  # 적어 둘 비밀을 (다시) 적어야 한다
waiting = duel.waiting
last_ai = ai_line(f.lang, duel)  # AI 의 마지막으로 대답을 받은 추측
playing = not duel.over and not duel.contradiction
typing = playing and (asking or duel.to_move is Duelist.ME) and not duel.full()

if duel.over:
    won = duel.my_hit and not duel.ai_hit
    (st.success if won else st.info)(outcome_line(f.lang, duel), icon=":material/emoji_events:")
    if slot.secret is not None:
        st.caption(f.t("du_secret_shown", code=variant.format(slot.secret)))
    st.button(
        f.t("du_next"),
        key=turn_key("du_next", stamp),
        on_click=lambda: state.new_duel(variant, state.next_number(variant), stamp),
        type="primary",
    )
elif duel.contradiction:
    if last_ai is not None:  # 어긋나게 한 대답 (되돌리면 지워진다)
        st.markdown(last_ai)
    st.warning(f.t("du_contradiction"), icon=":material/help:")
    st.button(
        f.t("du_undo"),
        key=turn_key("du_undo_contra", stamp),
        on_click=state.undo,
        args=(variant, stamp),
        type="primary",
    )
elif waiting is not None and settings.keep is Keep.HEAD:
    # AI 의 추측에 학생이 대답한다 (지킴이 페이지의 단추처럼, 한 줄에 둘)
    with st.container(key="du_ai_guess"):
        st.markdown(f"### {f.t('du_ai_guess', code=variant.format(waiting.guess))}")
    st.caption(f.t("du_answer_pick"))
    with st.container(horizontal=True, key="du_answers", gap="small"):
        for value in possible_answers(variant):
            st.button(
                answer_label(f.lang, variant, value),
                key=turn_key("du_ans", stamp, value),
                on_click=state.answer,
                args=(variant, value, stamp),
                width=KEEPER_BUTTON_WIDTH,
            )

if playing and asking:
    # 비밀 정하기 (TYPED): 새로 연 판이면 처음, 대답한 것이 있으면 다시 적기
    st.markdown(f"**{f.t('du_secret_title')}**")
    st.caption(f.t("du_secret_again" if slot.moves else "du_secret_help"))
elif playing and last_ai is not None:
    st.markdown(last_ai)
if playing and duel.ai_hit and duel.to_move is Duelist.ME:
    st.warning(f.t("du_last_turn", n=duel.answered), icon=":material/timer:")
if duel.mine or (playing and not asking):
    with st.container(key="du_mine"):
        st.markdown(my_lines(f.lang, duel))
if playing and duel.full():
    st.info(f.t("du_full", n=MAX_ROUNDS))
if typing:
    send = state.set_secret if asking else state.submit
    pad = Keypad(
        "du",
        entry=lambda: current().entry,
        error=lambda: entry_error(f.lang, current(), secret=asking),
        press=lambda symbol: state.press(variant, symbol),
        backspace=lambda: state.backspace(variant),
        send=lambda: send(variant, stamp),
        stamp=stamp,
        now=lambda: state.turn.stamp,
        send_label=f.t("du_secret_set" if asking else "du_submit"),
        send_icon=":material/lock:" if asking else ":material/send:",
        masked=asking,
    )
    keypad(f.lang, variant, pad)
elif slot.error is not None:
    st.error(entry_error(f.lang, slot))

if not duel.over:  # 끝난 판은 아래에서 코치가 모두 말한다
    st.toggle(
        f.t("du_hints"), **bind("du_hints", slot.hints, lambda on: state.set_hints(variant, on))
    )
    if slot.hints and len(duel.my_cands):
        st.info(hint_line(f.lang, duel), icon=":material/lightbulb:")

answered = duel.answered_turns
# AI 가 가장 좋은 수가 아닌 것을 뽑았으면 주사위를 펼쳐 보인다
slip = bool(answered) and slipped(answered[-1])
dice_title = f.t("du_dice", n=len(answered)) if answered else f.t("du_dice_empty")
with st.expander(dice_title, icon=":material/casino:", expanded=slip):
    if answered:
        shown = answered[-1]
        if slip:
            st.warning(f.t("du_slip"), icon=":material/casino:")
        st.caption(f.t("du_dice_help", before=shown.before, t=f"{level.temperature:g}"))
        small_table(dice_rows(f.lang, variant, shown), "du_dice")
    else:
        st.caption(f.t("du_dice_none"))

if duel.over:
    st.markdown(f"**{f.t('du_paths')}**")
    small_table(path_rows(f.lang, duel), "du_paths")
    mine = [t.left for t in duel.mine]
    theirs = [int(t.after) for t in answered]
    faster = (halving_turn(mine, variant.size), halving_turn(theirs, variant.size))
    st.caption(f.t("du_faster", mine=faster[0], ai=faster[1]))
    names = {"mine": f.t("du_col_me"), "best": f.t("du_col_ai")}
    st.caption(f.t("du_left_chart"))
    show_chart(charts.left_lines(mine, theirs, names), "du_left", f.t("du_left_chart"))
    ai_secret, student_secret = known_secrets(duel, slot.secret)
    knuth_theirs = caches.strategy_guesses(variant.name, COACH, None, ai_secret)
    if student_secret is not None:
        knuth_mine = caches.strategy_guesses(variant.name, COACH, None, student_secret)
        knuth = f.t("du_knuth", theirs=knuth_theirs, mine=knuth_mine)
    else:
        # 적어 둔 비밀도 새로 연 페이지 (새 세션) 에는 없다: 머리에 둔 것과 다른 까닭
        gone = "du_knuth_theirs" if settings.keep is Keep.HEAD else "du_knuth_reopened"
        knuth = f.t(gone, theirs=knuth_theirs)
    st.info(knuth, icon=":material/compare_arrows:")
    turns = tuple((t.guess, t.answer) for t in duel.mine)
    with st.expander(f.t("du_coach"), icon=":material/school:"):
        analyses = caches.analyses(variant.name, COACH, COACH_OPTIONS, turns)
        for n, turn in enumerate(analyses, start=1):
            code = variant.format(turn.guess)
            st.markdown(f"{n}. **{code}** · {skill_text(f.lang, turn)} {luck_text(f.lang, turn)}")

with st.expander(f.t("du_settings"), icon=":material/tune:"):
    kinds = [lv.kind for lv in levels(variant)]
    st.selectbox(
        f.t("du_level"),
        kinds,
        format_func=lambda kind: level_label(f.lang, level_of(variant, kind)),
        **bind(f"du_level_{f.lang}", settings.level, edit("level")),
    )
    st.selectbox(
        f.t("du_first"),
        FIRST_CHOICES,
        format_func=lambda side: f.t(FIRST_TEXT[side]),
        **bind(f"du_first_{f.lang}", settings.first, edit("first")),
    )
    st.selectbox(
        f.t("du_keep"),
        list(Keep),
        format_func=lambda keep: f.t("du_keep_typed" if keep is Keep.TYPED else "du_keep_head"),
        **bind(f"du_keep_{f.lang}", settings.keep, edit("keep")),
    )
    with st.container(horizontal=True, vertical_alignment="bottom"):
        st.text_input(
            f.t("du_number"),
            width=220,
            **bind("du_number", str(slot.number), lambda text: state.enter_number(variant, text)),
        )
        st.button(
            f.t("du_new"),
            key=turn_key("du_new", stamp),
            on_click=lambda: state.new_duel(variant, states.new_game_number(), stamp),
            icon=":material/restart_alt:",
        )
    if slot.number_error is not None:
        bad = quoted(slot.number_error)
        st.error(f.t("du_number_bad", text=bad, high=MAX_NUMBER), icon=":material/error:")
    st.caption(f.t("du_settings_help"))
    shared = share_url(f.params(state.share_link(variant), seated=False))
    with st.container(key="du_share"):  # 링크는 엄지로 누를 높이 (ui/browser/page.css)
        st.markdown(f"{f.t('du_share')} [{f.t('nav_duel')}]({shared})")

f.how_to_read("read_duel")
f.seat_result(payloads.duel(variant, state, duel))
f.keep()
