"""MCTS 한 걸음씩: playout 하나를 네 박자 (고르기 · 넓히기 · 끝내기 · 올리기) 로, 자라는 나무, 여럿
한 번에, 정확한 답과 견주기, 다음 고르기 예측."""

import streamlit as st

from ui import caches, solving, states
from ui.classroom import payloads
from ui.frame import frame
from ui.gametree.mcts_board import board_html
from ui.gametree.mcts_charts import convergence_lines, root_lines
from ui.gametree.mcts_model import (
    Beat,
    McGame,
    backup_rows,
    best_moves,
    grow,
    path_of,
    position_state,
    prefixes,
    select_rows,
)
from ui.gametree.mcts_state import (
    BEATS,
    C_CHOICES,
    EXACT_FROM,
    MAX_PLAYOUTS,
    PRESETS,
    STAGES,
    stage_for,
)
from ui.gametree.mcts_words import (
    GAME_TEXT,
    backup_lines,
    beat_line,
    exact_rows,
    expand_line,
    move_name,
    node_label,
    node_lines,
    path_name,
    position_name,
    predict_line,
    rollout_lines,
    select_lines,
    stage_rows,
    tally,
)
from ui.nav import MCTS
from ui.text import quoted
from ui.turns import turn_key
from ui.views.mcts_views import TreeRows, board, predict_buttons, step_bar, tree, words
from ui.vocabulary import MAX_SEED
from ui.widgets import bind, show_chart, small_table

f = frame(MCTS, states.mcts())
state = f.state
game, position, plies = state.game, state.moves, len(state.moves)
with st.spinner(f.t("mc_thinking")):
    playouts = caches.mcts_playouts(*state.key(), stage_for(state.playout))
playout = playouts[state.playout - 1]
path = path_of(playout)
before = grow(playouts, state.playout - 1)  # 이 playout 앞의 나무
shown = grow(playouts, state.done)  # 이 박자의 나무 (올리기 뒤면 이 playout 까지)
levels = [select_rows(s, state.exploration) for s in playout.select]
growing = state.beat in (Beat.EXPAND, Beat.ROLLOUT) and playout.expand is not None
nodes = frozenset(shown.figures) | ({path} if growing else set())
dropped = state.settle(nodes)
if f.link.fresh:
    f.link.drop(*dropped)
stamp = state.turn.stamp  # 단추 열쇠와 동작에 붙는 차례 (ui/turns.py)
waiting = state.practice and state.beat is Beat.SELECT and bool(levels) and state.guess is None
# 예측을 기다리는 동안 고른 길은 판에도 나무에도 칠하지 않는다 (그것이 답이다)
chose = () if waiting else tuple(s.chose for s in playout.select)

f.head(rules=f.t("mc_rules"))
st.markdown(beat_line(f.lang, state.playout, state.beat, state.done))

# --- 박자 단추 (폰의 첫 화면: 늘 같은 자리) ----------------------------------------------------
i = BEATS.index(state.beat)
back = (
    (state.playout, BEATS[i - 1])
    if i > 0
    else (state.playout - 1, Beat.BACKUP)
    if state.playout > 1
    else None
)
forward = (
    (state.playout, BEATS[i + 1])
    if i < len(BEATS) - 1
    else (state.playout + 1, Beat.SELECT)
    if state.playout < MAX_PLAYOUTS
    else None
)
step_bar(f.lang, back, None if waiting else forward, state.go)

# --- 작은 판과 이 박자의 글 ------------------------------------------------------------------
new_at = plies + len(path) - 1 if playout.expand is not None else None
if state.beat is Beat.SELECT:
    board(board_html(f.lang, game, (*position, *chose), path_from=plies), "mc_board")
elif state.beat is Beat.EXPAND:
    board(board_html(f.lang, game, (*position, *path), path_from=plies, new_at=new_at), "mc_board")
else:
    moves = (*position, *path, *playout.rollout)
    html = board_html(
        f.lang, game, moves, path_from=plies, new_at=new_at, rollout_from=plies + len(path)
    )
    board(html, "mc_board")
c_text = state.c_text
if state.beat is Beat.SELECT:
    words(select_lines(f.lang, game, playout, levels, c_text, hidden=waiting))
    if waiting:
        st.caption(f.t("mc_predict_ask"))
        labels = [(row.move, move_name(f.lang, game, row.move)) for row in levels[0]]
        predict_buttons(labels, stamp, state.predict)
    elif state.practice and state.guess is not None:
        right = state.guess == playout.select[0].chose
        line = predict_line(f.lang, game, state.guess, levels[0])
        (st.success if right else st.warning)(line, icon=":material/psychology:")
elif state.beat is Beat.EXPAND:
    words([expand_line(f.lang, game, playout)])
elif state.beat is Beat.ROLLOUT:
    words(rollout_lines(f.lang, game, playout, plies))
else:
    words(backup_lines(f.lang, game, backup_rows(playout, before, plies)))
if state.practice:
    right, tried = tally(state.guesses, playouts)
    st.caption(f.t("mc_tally", right=right, tried=tried))

# --- 자라는 나무 ----------------------------------------------------------------------------
st.subheader(f.t("mc_tree_title"), anchor=False)
st.caption(f.t("mc_tree_help"))
lit_path = chose if state.beat is Beat.SELECT else path
children = dict(shown.children)
if growing:
    children[path[:-1]] = (*children.get(path[:-1], ()), path[-1])
opened = frozenset({(), *prefixes(lit_path), *prefixes(state.node or ())})
tree(
    TreeRows(
        children,
        lambda p: node_label(f.lang, game, shown, p),
        frozenset(prefixes(lit_path)),
        state.node,
        opened,
    ),
    stamp,
    state.tap_node,
)
if state.node is not None:
    with st.container(border=True, key="mc_node_panel"):
        st.markdown(f"**{path_name(f.lang, game, state.node)}**")
        board(board_html(f.lang, game, (*position, *state.node), path_from=plies), "mc_node_board")
        lines = node_lines(f.lang, shown, state.node, plies, state.exploration, c_text)
        words([f"- {line}" for line in lines])

# --- 여럿 한 번에 ---------------------------------------------------------------------------
st.subheader(f.t("mc_many_title"), anchor=False)
with st.container(horizontal=True):
    for total in STAGES:
        st.button(
            f.t("mc_run", n=f"{total:,}"),
            key=turn_key("mc_run", stamp, total),
            on_click=state.run_to,
            args=(total, stamp),
            disabled=state.done >= total or not state.reaches(total, Beat.BACKUP),
            icon=":material/fast_forward:",
        )
if state.practice:
    st.caption(f.t("mc_run_practice"))
st.progress(state.done / MAX_PLAYOUTS, text=f.t("mc_progress", done=state.done, total=MAX_PLAYOUTS))
stages = [grow(playouts, s) for s in STAGES if s < state.done] + [shown]
small_table(stage_rows(f.lang, game, stages), "mc_stages", above=f.t("mc_stages_above"))
if state.done >= 2:
    fig, legend = root_lines(f.lang, game, playouts, shown)
    show_chart(fig, "mc_root_chart", legend=legend)

# --- 정확한 답과 견주기 ---------------------------------------------------------------------
st.subheader(f.t("mc_exact_title"), anchor=False)
exact = None
if game is McGame.TICTACTOE:
    exact = caches.score_map(position_state(game, position), None)
elif plies < EXACT_FROM:
    st.caption(f.t("mc_exact_early", n=plies, m=EXACT_FROM))
else:
    with st.spinner(f.t("mc_solving")):
        solved = solving.connect4_solved("".join(map(str, position)))
    if solved.exact:  # 풀기의 한 예산 (2 초) 안에 끝까지 풀었을 때만 견준다
        exact = dict(solved.columns)
    else:
        st.caption(f.t("mc_exact_unsolved"))
if exact is not None:
    rows = exact_rows(f.lang, game, shown, exact, best_moves(exact), plies)
    small_table(rows, "mc_exact", above=f.t("mc_exact_above"))
if game is McGame.TICTACTOE:
    fig, legend = convergence_lines(f.lang, caches.mcts_convergence(), position)
    show_chart(fig, "mc_convergence", legend=legend)
    st.caption(f.t("mc_convergence_caption"))

# --- 설정: 게임 · 판 · c · 씨앗 · 예측 연습 -------------------------------------------------
with st.expander(f.t("mc_settings"), icon=":material/tune:", key="mc_settings"):
    st.segmented_control(
        f.t("mc_game"),
        list(McGame),
        format_func=lambda g: f.t(GAME_TEXT[g]),
        required=True,
        **bind(f"mc_game_{f.lang}", game, state.choose_game),
    )
    choices = list(dict.fromkeys((*PRESETS[game], position)))
    st.selectbox(
        f.t("mc_position"),
        choices,
        format_func=lambda moves: position_name(f.lang, game, moves),
        **bind(f"mc_position_{game.value}_{f.lang}", position, state.choose_moves),
    )
    st.segmented_control(
        f.t("mc_c"),
        list(C_CHOICES),
        required=True,
        **bind("mc_c", c_text, state.choose_c),
    )
    st.caption(f.t("mc_c_help"))
    with st.container(horizontal=True, vertical_alignment="bottom"):
        st.text_input(
            f.t("mc_seed"), width=200, **bind("mc_seed", str(state.seed), state.enter_seed)
        )
        st.button(
            f.t("mc_new_seed"),
            key=turn_key("mc_new_seed", stamp),
            on_click=lambda: state.new_seed(states.new_seed(), stamp),
            icon=":material/casino:",
        )
    if state.seed_error is not None:
        st.error(f.t("mc_seed_bad", text=quoted(state.seed_error), high=MAX_SEED))
    st.toggle(f.t("mc_practice"), **bind("mc_practice", state.practice, state.set_practice))
    st.caption(f.t("mc_practice_help"))

f.how_to_read("read_mcts")
rounds = state.rounds()  # 수업의 예측 연습: 예측을 다 눌렀으면 그 playout 들을 담은 발자취로 채점
if rounds is not None:
    graded = caches.mcts_playouts(*state.key(), stage_for(max(n for n, _ in rounds)))
    f.seat_result(payloads.mcts(state, graded))
f.keep()
