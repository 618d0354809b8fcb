"""내 비밀 수 맞히기: 사용자가 비밀 수를 마음에 두고, 컴퓨터의 추측에 대답을 누른다."""

import streamlit as st

from solver.feedback import decode, label, possible_answers, score
from solver.session import AnswerError, Game
from solver.strategies import STRATEGIES
from ui import charts, state
from ui.play import bucket_rows

st.session_state.setdefault("keeper_strategy", "minimax")
variant = state.variant()
lang = state.lang()


def _new_game() -> Game:
    return Game(variant.name, st.session_state.keeper_strategy)


def _restart() -> None:
    state.save_game("keeper_game", _new_game())
    st.session_state.keeper_error = None
    st.session_state.keeper_secret = ""  # 지난 판에 밝힌 비밀 수는 새 판에 남기지 않는다


def _answer(value: int) -> None:
    game = state.load_game("keeper_game", _new_game)
    try:
        game.answer(*decode(variant, value))
    except AnswerError as exc:
        st.session_state.keeper_error = str(exc)
        return
    st.session_state.keeper_error = None
    state.save_game("keeper_game", game)


def _undo(to: int | None = None) -> None:
    game = state.load_game("keeper_game", _new_game)
    try:
        game.undo(to)
    except ValueError as exc:  # 두 번 누른 되돌리기처럼 이미 지난 상태의 요청
        st.session_state.keeper_error = str(exc)
        return
    st.session_state.keeper_error = None
    state.save_game("keeper_game", game)


st.header(state.t("keeper_title"))
st.caption(state.t("keeper_caption"))
st.caption(state.t("keeper_rules"))

with st.container(horizontal=True, vertical_alignment="bottom"):
    st.selectbox(
        state.t("strategy"),
        [name for name, s in STRATEGIES.items() if s.supports(variant)],
        format_func=lambda name: STRATEGIES[name].title(lang),
        key="keeper_strategy",
        on_change=_restart,
        width=260,
    )
    st.button(
        state.t("keeper_restart"),
        key="keeper_restart",
        on_click=_restart,
        icon=":material/restart_alt:",
    )

game = state.load_game("keeper_game", _new_game)
turn = len(game.turns) + (0 if game.over else 1)
st.markdown(f"#### {state.t('auto_status', turn=turn, left=len(game.candidates))}")

if st.session_state.get("keeper_error"):
    st.error(state.t("keeper_error", error=st.session_state.keeper_error))

if game.won:
    code = variant.format(game.turns[-1].guess)
    st.success(state.t("keeper_won", n=len(game.turns), code=code), icon=":material/celebration:")
    st.button(state.t("keeper_new"), key="keeper_new", on_click=_restart, type="primary")
elif game.contradiction:
    st.warning(state.t("keeper_contradiction"), icon=":material/help:")
    st.button(state.t("keeper_undo"), key="keeper_undo_contra", on_click=_undo, type="primary")
else:
    choice = game.proposal()
    state.save_game("keeper_game", game)  # 무작위 전략도 다시 그릴 때 같은 추측을 보이게
    st.markdown(f"{state.t('keeper_my_guess')}\n## `{variant.format(choice.guess)}`")
    st.markdown(f"**{state.t('keeper_pick')}**")
    preview = game.preview()
    with st.container(horizontal=True, key="keeper_answers"):
        for value in possible_answers(variant):
            left = preview[value]
            text_key = "keeper_button" if left else "keeper_button_zero"
            st.button(
                state.t(text_key, label=label(variant, value, lang), n=left),
                key=f"keeper_ans_{value}",
                on_click=_answer,
                args=(value,),
                type="primary" if left else "secondary",
                width=150,
            )
    labels, counts = bucket_rows(game, choice, lang)
    fig = charts.bucket_bars(labels, counts, None, state.t("keeper_preview"))
    state.show_chart(fig, "keeper_bars")

if game.turns:
    state.history_table(game, "keeper_history")
    with st.container(horizontal=True, vertical_alignment="bottom"):
        if not game.contradiction:
            st.button(
                state.t("keeper_undo"), key="keeper_undo", on_click=_undo, icon=":material/undo:"
            )
        back = st.selectbox(
            state.t("keeper_back_to"),
            list(range(len(game.turns))),
            format_func=lambda i: f"{i + 1}. {variant.format(game.turns[i].guess)}",
            key="keeper_back_pick",
            width=200,
        )
        st.button(state.t("keeper_back"), key="keeper_back", on_click=_undo, args=(back,))

if game.over:
    secret = st.text_input(
        state.t("keeper_reveal"), key="keeper_secret", help=state.t("keeper_reveal_help")
    )
    if secret:
        try:
            wrong = game.conflicts(secret)
        except ValueError as exc:
            st.error(state.t("keeper_bad_secret", error=exc))
        else:
            code = variant.format(variant.parse(secret))
            if wrong:
                rows = [
                    state.t(
                        "keeper_conflict_row",
                        turn=i + 1,
                        guess=variant.format(game.turns[i].guess),
                        given=label(variant, game.turns[i].answer, lang),
                        truth=label(
                            variant,
                            score(variant, game.turns[i].guess, variant.parse(secret)),
                            lang,
                        ),
                    )
                    for i in wrong
                ]
                st.info(state.t("keeper_conflicts", code=code) + "\n\n- " + "\n- ".join(rows))
            else:
                st.info(state.t("keeper_no_conflict", code=code))

state.explain_box()
