"""MCTS 한 걸음씩 페이지 (pages/mcts.py) 의 문구: 네 박자, 나무, 여럿 한 번에, 정확한 답, 예측,
설정. 열쇠는 mc_ 로 시작한다."""

from __future__ import annotations

MCTS: dict[str, tuple[str, str]] = {
    "nav_mcts": ("MCTS 한 걸음씩", "MCTS step by step"),
    "mc_rules": (
        "MCTS는 끝까지 무작위로 둬 보는 판 (playout) 을 되풀이해요 · 한 번은 네 박자: 고르기 · "
        "넓히기 · 끝내기 · 올리기 · 앞으로를 눌러 한 박자씩 보세요",
        "MCTS repeats random games to the end (playouts) · each one has four beats: selection · "
        "expansion · playout · backup · tap Forward to see one beat at a time",
    ),
    "read_mcts": (
        "위의 줄은 지금 몇 번째 playout의 어느 박자인지, 그리고 올리기까지 마친 playout 수예요.\n"
        "고르기: 모든 수를 한 번씩 본 노드에서는 UCT = 승률 + c·√(ln N / n) 이 가장 큰 자식으로 "
        "내려가요. 승률 = 점수/방문 (그 수를 둔 쪽의 점수: 이김 1, 비김 0.5, 짐 0), N 은 부모의 "
        "방문, n 은 그 자식의 방문이에요. 덜 본 자식일수록 둘째 칸 (탐험) 이 커요.\n"
        "넓히기: 아직 안 둔 수 하나로 새 노드를 만들어요. 끝내기: 새 노드에서 끝까지 무작위로 "
        "둬요 (판의 작은 수가 둔 차례). 올리기: 지나온 노드마다 방문 +1, 그 노드로 둔 쪽의 점수를 "
        "더해요: 한 층 올라갈 때마다 둔 쪽이 바뀌어 점수도 뒤집혀요 (1 ↔ 0).\n"
        "판의 점선은 이번 playout이 고른 수, 굵은 고리는 넓힌 새 수예요. 빈 삼목 칸의 흐린 수는 칸 "
        "번호예요.\n"
        "나무의 한 줄은 노드 하나 (점수/방문, 막대는 부모의 방문에 견준 몫) 예요. 파란 줄이 이번 "
        "playout의 길이에요. 누르면 그 노드의 판과 수가 보여요.\n"
        "MCTS가 고르는 수는 뿌리에서 방문이 가장 많은 수예요. 정확한 답 (삼목의 미니맥스, "
        "사목의 풀이) 과 견줘 보세요. 링크에는 게임 · 판 · 씨앗 · c · playout · 박자가 들어 있어 "
        "나눠 주면 같은 나무의 같은 박자가 열려요.",
        "The line at the top says which playout and which beat you are on, and how many playouts "
        "have been backed up.\n"
        "Selection: at a node whose moves have all been tried, go down to the child with the "
        "largest UCT = win rate + c·√(ln N / n). Win rate = points/visits (points for the side "
        "that made that move: win 1, draw 0.5, loss 0); N is the parent's visits, n the child's. "
        "The less a child was visited, the larger the second part (exploration).\n"
        "Expansion: make a new node for one move not tried yet. Playout: play randomly to the end "
        "from the new node (the small numbers on the board give the order). Backup: every node on "
        "the way gets visits +1 and the points of the side that moved into it: one level up the "
        "mover changes, so the points flip (1 ↔ 0).\n"
        "On the board a dashed outline marks the moves this playout selected and a thick ring the "
        "new move. The faint numbers on empty tic-tac-toe cells are cell numbers.\n"
        "One row of the tree is one node (points/visits; the bar is its share of the parent's "
        "visits). The blue rows are this playout's path. Tap a row to see its board and "
        "numbers.\n"
        "MCTS plays the root move with the most visits. Compare it with the exact answer (minimax "
        "for tic-tac-toe, the solver for Connect Four). The link holds the game, position, seed, "
        "c, playout and beat: share it and the same tree opens at the same beat.",
    ),
    "mc_thinking": ("MCTS가 playout을 두는 중…", "MCTS is playing its playouts…"),
    "mc_solving": ("정확한 점수를 푸는 중…", "Solving the exact scores…"),
    "mc_beat_select": ("① 고르기", "① Selection"),
    "mc_beat_expand": ("② 넓히기", "② Expansion"),
    "mc_beat_rollout": ("③ 끝내기", "③ Playout"),
    "mc_beat_backup": ("④ 올리기", "④ Backup"),
    "mc_beat_line": (
        "**playout {n}** · {beats} · 마친 playout {done}",
        "**Playout {n}** · {beats} · {done} done",
    ),
    "mc_first": ("처음", "Start"),
    "mc_back": ("뒤로", "Back"),
    "mc_forward": ("앞으로", "Forward"),
    "mc_cell": ("칸 {m}", "cell {m}"),
    "mc_column": ("{m}열", "column {m}"),
    "mc_root": ("뿌리 (지금 판)", "root (this position)"),
    "mc_start": ("빈 판", "empty board"),
    "mc_position_long": ("돌 {n}개의 판 (… {last})", "{n} stones (… {last})"),
    "mc_board_name": ("판: {moves}", "Board: {moves}"),
    "mc_board_empty": ("빈 판", "empty"),
    # 고르기
    "mc_select_none": (
        "뿌리에 아직 안 둔 수가 있어요: UCT는 모든 수를 한 번씩 본 뒤에야 고를 수 있어서, 고르기 "
        "없이 바로 넓혀요.",
        "The root still has moves never tried: UCT can only choose once every move has been tried, "
        "so this playout goes straight to expansion.",
    ),
    "mc_select_intro": (
        "UCT = 점수/방문 + c·√(ln N / n), c = {c}. 가장 큰 자식으로 내려가요 (같으면 먼저 "
        "만든 위의 자식).",
        "UCT = points/visits + c·√(ln N / n), c = {c}. Go down to the largest (on a tie, the "
        "child made first, higher up).",
    ),
    "mc_select_at": ("{where} · 방문 N = {N}", "{where} · visits N = {N}"),
    "mc_uct_row": (
        "{move}: {w}/{n} + {c}·√(ln {N} / {n}) = {a} + {e} = **{u}**",
        "{move}: {w}/{n} + {c}·√(ln {N} / {n}) = {a} + {e} = **{u}**",
    ),
    "mc_uct_hidden": ("{move}: 점수/방문 = {w}/{n}", "{move}: points/visits = {w}/{n}"),
    "mc_largest": ("가장 큼", "largest"),
    # 넓히기 · 끝내기 · 올리기
    "mc_expand": (
        "{where}에서 아직 안 둔 수 가운데 하나 ({move}) 를 무작위로 골라 새 노드를 만들어요 "
        "(방문 0).",
        "From {where}, one move not tried yet ({move}) is picked at random and becomes a new node "
        "(0 visits).",
    ),
    "mc_expand_none": (
        "고른 노드가 이미 끝난 판이에요: 넓힐 수가 없어 그 판의 결과를 그대로 올려요.",
        "The selected node is a finished game: there is nothing to expand, so its result is backed "
        "up as it is.",
    ),
    "mc_rollout": (
        "새 노드에서 끝까지 무작위로 {k}수를 두었어요: {moves}.",
        "From the new node, {k} random moves to the end: {moves}.",
    ),
    "mc_rollout_none": (
        "새 노드가 이미 끝난 판이라 무작위로 둘 수가 없어요.",
        "The new node is already a finished game: no random moves.",
    ),
    "mc_result_win": (
        "결과: **{winner} 이김**. 뿌리에서 둘 차례인 {side}의 점수는 **{r}** (이김 1, 비김 0.5, "
        "짐 0).",
        "Result: **{winner} wins**. For {side}, to move at the root, that is **{r}** (win 1, draw "
        "0.5, loss 0).",
    ),
    "mc_result_draw": (
        "결과: **비김**. 뿌리에서 둘 차례인 {side}의 점수는 **0.5**.",
        "Result: **draw**. For {side}, to move at the root, that is **0.5**.",
    ),
    "mc_backup_intro": (
        "지나온 노드마다 방문 +1, 그 노드로 둔 쪽의 점수를 더해요. 한 층 올라갈 때마다 둔 쪽이 "
        "바뀌어 점수가 뒤집혀요 (1 ↔ 0, 비김은 0.5 그대로).",
        "Every node on the way gets visits +1 and the points of the side that moved into it. One "
        "level up the mover changes, so the points flip (1 ↔ 0; a draw stays 0.5).",
    ),
    "mc_backup_row": (
        "{node}: 방문 {v0} → {v1}, 점수 {w0} → {w1} (+{p}: {side}의 점수)",
        "{node}: visits {v0} → {v1}, points {w0} → {w1} (+{p} for {side})",
    ),
    # 예측
    "mc_predict_ask": (
        "예측: UCT가 뿌리에서 어느 수를 고를까요? 눌러 보세요 (그다음 UCT의 수가 보여요).",
        "Predict: which move does UCT pick at the root? Tap it (then UCT's numbers appear).",
    ),
    "mc_guess_right": (
        "맞았어요: {move}의 UCT ({u}) 가 가장 커요.",
        "Right: {move} has the largest UCT, {u}.",
    ),
    "mc_guess_wrong": (
        "아니에요: {guess}의 UCT는 {g}, UCT가 고른 {move}의 UCT는 {u}.",
        "Not quite: {guess} has UCT {g}; UCT picked {move} with {u}.",
    ),
    "mc_guess_why_explore": (
        "승률 칸은 누른 수가 더 높거나 같지만 ({ga} 대 {a}), 더 많이 봐서 탐험 칸이 더 작아요 "
        "({ge} 대 {e}).",
        "Your move's win rate {ga} is at least {a}, but it was visited more, so its exploration "
        "part {ge} is smaller than {e}.",
    ),
    "mc_guess_why_exploit": (
        "누른 수의 승률 칸이 더 낮고 ({ga} 대 {a}), 탐험 칸 ({ge} 대 {e}) 으로 메우지 못했어요.",
        "Your move's win rate {ga} is below {a}, and its exploration part ({ge} against {e}) did "
        "not make up for it.",
    ),
    "mc_tally": ("예측: {tried}번 가운데 {right}번 맞힘", "Predictions: {right} right of {tried}"),
    # 나무
    "mc_tree_title": ("자라는 나무", "The growing tree"),
    "mc_tree_help": (
        "한 줄이 노드 하나 (점수/방문, 막대는 방문의 몫). 파란 줄이 이번 playout의 길이에요. "
        "누르면 그 노드의 판과 수가 보여요.",
        "One row per node (points/visits; the bar is its share of visits). Blue rows are this "
        "playout's path. Tap a row for its board and numbers.",
    ),
    "mc_node_root": ("뿌리 · 방문 {n}", "root · {n} visits"),
    "mc_node_row": ("{name} · {w}/{n} {bar}", "{name} · {w}/{n} {bar}"),
    "mc_node_new": ("{name} · 새 노드", "{name} · new node"),
    "mc_node_figures": (
        "방문 {n}, 점수 {w} ({side} 쪽이 둔 수라 {side}의 점수)",
        "visits {n}, points {w} ({side} moved here, so the points are {side}'s)",
    ),
    "mc_node_uct": (
        "부모에서 본 UCT: {w}/{n} + {c}·√(ln {N} / {n}) = {u}",
        "UCT seen from the parent: {w}/{n} + {c}·√(ln {N} / {n}) = {u}",
    ),
    # 여럿 한 번에
    "mc_many_title": ("여럿 한 번에", "Many at once"),
    "mc_run": ("{n}번까지", "To {n}"),
    "mc_run_practice": (
        "예측 연습 중에는 다음 예측을 건너뛰지 않아요 (그 뒤의 판과 나무가 답이에요). "
        "끄면 마음대로 건너뛸 수 있어요.",
        "During prediction practice the page does not skip your next prediction (what comes after "
        "it is the answer). Turn practice off to jump ahead.",
    ),
    "mc_progress": ("playout {done} / {total}", "Playouts {done} / {total}"),
    "mc_stages_above": (
        "단계마다 MCTS가 고를 수 (뿌리에서 방문이 가장 많은 수):",
        "The move MCTS would play at each stage (the most visited root move):",
    ),
    "mc_col_playouts": ("playout", "playouts"),
    "mc_col_chosen": ("고를 수", "move"),
    "mc_col_visits": ("방문", "visits"),
    "mc_col_rate": ("승률", "win rate"),
    "mc_chart_root": ("뿌리의 수마다 승률", "Win rate of each root move"),
    "mc_chart_root_legend": ("방문이 가장 많은 수", "Most visited moves"),
    "mc_chart_rest": ("나머지 수", "other moves"),
    "mc_chart_rate": ("승률 %", "win rate %"),
    "mc_chart_playouts": ("playout 수 (로그 눈금)", "playouts (log scale)"),
    # 정확한 답
    "mc_exact_title": ("정확한 답과 견주기", "Against the exact answer"),
    "mc_exact_above": (
        "✓ 는 정확한 답이 가장 좋다고 한 수, ★ 는 MCTS가 지금 고를 수예요.",
        "✓ marks the exact answer's best moves, ★ the move MCTS would play now.",
    ),
    "mc_exact_early": (
        "사목의 정확한 점수는 돌 {m}개부터 풀어요 (지금 {n}개): 설정에서 돌 18개의 판을 골라 "
        "보세요.",
        "Connect Four is solved exactly from {m} stones (now {n}): pick the 18-stone position in "
        "the settings.",
    ),
    "mc_exact_unsolved": (
        "이 판은 2초 안에 끝까지 풀리지 않았어요: 사목 페이지의 「풀기」에서 이어 풀어 보세요.",
        "This position was not solved to the end in 2 s: keep going from Solve on the Connect "
        "Four page.",
    ),
    "mc_col_move": ("수", "move"),
    "mc_col_exact": ("정확한 값", "exact value"),
    "mc_value_win": ("이김", "win"),
    "mc_value_draw": ("비김", "draw"),
    "mc_value_loss": ("짐", "loss"),
    "mc_chart_convergence": (
        "MCTS가 미니맥스의 가장 좋은 수를 고른 비율",
        "How often MCTS picks a minimax-best move",
    ),
    "mc_chart_best": ("씨앗 500개 가운데 %", "% of 500 seeds"),
    "mc_chart_positions": ("삼목의 판 (◀ 지금 판)", "Tic-tac-toe position (◀ this one)"),
    "mc_convergence_caption": (
        "판마다 씨앗 500개로 미리 돌린 결과예요 (python -m bench.mcts_convergence). playout이 "
        "많을수록 가장 좋은 수에 모여요. 'X 칸 0' 처럼 어려운 판은 더 많이 필요해요.",
        "Run beforehand with 500 seeds per position (python -m bench.mcts_convergence). With more "
        "playouts MCTS settles on a best move; hard positions such as 'X cell 0' need more.",
    ),
    # 설정
    "mc_settings": ("게임 · 판 · c · 씨앗 · 예측 연습", "Game · position · c · seed · practice"),
    "mc_game": ("게임", "Game"),
    "mc_game_tictactoe": ("삼목", "Tic-tac-toe"),
    "mc_game_connect4": ("사목", "Connect Four"),
    "mc_position": ("판", "Position"),
    "mc_c": ("탐험 상수 c", "Exploration constant c"),
    "mc_c_help": (
        "c를 올리면 덜 본 수를 더 자주 살펴보고 (탐험), 내리면 지금 승률이 높은 수만 파고들어요.",
        "Raising c makes MCTS look more often at moves it has seen less (exploration); lowering it "
        "digs into the moves that win most so far.",
    ),
    "mc_seed": ("씨앗", "Seed"),
    "mc_new_seed": ("새 씨앗", "New seed"),
    "mc_seed_bad": (
        "씨앗은 0부터 {high}까지의 정수예요: {text}",
        "The seed is a whole number from 0 to {high}: {text}",
    ),
    "mc_practice": ("예측 연습", "Prediction practice"),
    "mc_practice_help": (
        "켜면 고르기마다 UCT가 고를 수를 먼저 눌러요. 맞았는지와 그 까닭을 수로 말해 줘요.",
        "When on, you tap the move UCT will pick before each selection; the page says whether you "
        "were right and why, with the numbers.",
    ),
    "mc_moves_kept": (
        "{item} (둘 수 있는 앞의 {kept} 까지만 썼어요)",
        "{item} (kept the playable start {kept})",
    ),
}
