"""사목 문구: AI 와 한 판, AI가 고른 방법, 각 기법이 아끼는 것, 풀기, AI 끼리."""

from __future__ import annotations

CONNECT4: dict[str, tuple[str, str]] = {
    "nav_connect4": ("사목", "Connect Four"),
    "c4_rules": (
        "사목: 열을 골라 돌을 떨어뜨려요 · 가로 · 세로 · 대각선으로 넷을 먼저 잇는 쪽이 이겨요 · "
        "AI는 끝까지 보지 못하고 몇 수 앞까지만 내다봐요",
        "Connect Four: pick a column to drop a stone · first to line up four across, down or "
        "diagonally wins · the AI cannot see to the end, only a few moves ahead",
    ),
    "read_connect4": (
        "판 위의 번호 단추를 누르면 그 열에 내 돌이 떨어지고, AI가 생각한 뒤 답해요.\n"
        "X(빨강)는 먼저 둔 쪽, O(노랑)는 나중에 둔 쪽이에요. 테두리 고리는 마지막 수, "
        "초록 테두리와 별은 이은 넷이에요.\n"
        "사목은 끝까지 보기엔 너무 커요 (판이 수조 개). 그래서 AI는 몇 수 앞까지만 보고, "
        "그 끝의 판을 열린 셋 · 열린 둘 · 가운데 돌을 세어 어림해요.\n"
        "MCTS는 어림 대신 끝까지 무작위로 여러 번 둬 보고, 자주 이긴 열을 더 많이 살펴봐요.\n"
        "온도가 0이면 AI는 늘 가장 좋은 열을 두고, 높을수록 덜 좋은 열도 가끔 둬요 "
        "(사람 같은 실수).\n"
        "'각 기법이 아끼는 것'은 같은 판 · 같은 깊이를 기법을 하나씩 더하며 찾아 본 판의 "
        "수를 견줘요.",
        "Tap a number above the board to drop your stone in that column; the AI thinks and "
        "answers.\n"
        "X (red) moved first, O (yellow) second. A ring marks the last move; a green border "
        "and a star mark the four in a row.\n"
        "Connect Four is too big to search to the end (trillions of positions). So the AI looks "
        "only a few moves ahead and estimates the board there by counting open threes, open twos "
        "and centre stones.\n"
        "MCTS plays many random games to the end instead and looks more often at the columns "
        "that won.\n"
        "At temperature 0 the AI always plays its best column; higher temperatures sometimes "
        "play weaker columns (human-like mistakes).\n"
        "'What each trick saves' searches the same position to the same depth, adding one trick "
        "at a time, and compares how many positions each one looked at.",
    ),
    "c4_your_turn": (
        "**내 차례**: 판 위의 번호를 눌러 돌을 떨어뜨리세요",
        "**Your move**: tap a number above the board",
    ),
    "c4_ai_turn": ("**AI 차례**: AI가 생각하고 있어요…", "**AI's move**: the AI is thinking…"),
    "c4_human_won": ("**이겼어요!** ({n}수)", "**You won!** ({n} moves)"),
    "c4_ai_won": ("**AI가 이겼어요.** ({n}수)", "**The AI won.** ({n} moves)"),
    "c4_draw": ("**무승부!** 판이 가득 찼어요.", "**Draw!** The board is full."),
    "c4_thinking": ("AI가 생각하고 있어요…", "The AI is thinking…"),
    "c4_solving": ("풀고 있어요 (2초까지)…", "Solving (up to 2 s)…"),
    # 열 단추의 이름표: 보이는 것은 열 번호뿐, 기울임 (*…*) 은 화면에서 숨긴 접근성 이름
    "c4_drop_label": ("{c}*열에 두기*", "*Drop in column* {c}"),
    "c4_board_name": (
        "사목 판 (열마다 아래부터)",
        "Connect Four board (each column from the bottom)",
    ),
    "c4_column_name": ("{c}열 {stones}", "column {c} {stones}"),
    "c4_empty_column": ("비어 있음", "empty"),
    "c4_last_name": ("마지막 수 {c}열", "last move in column {c}"),
    "c4_four_name": ("넷이 이어졌어요", "four in a row"),
    "c4_board_legend": (
        "X 빨강 = 먼저 둔 쪽 · O 노랑 = 나중 쪽 · 고리 = 마지막 수 · 초록 테두리와 ★ = 이은 넷",
        "X red = first player · O yellow = second · ring = last move · green border and ★ = "
        "four in a row",
    ),
    "c4_new": ("새 게임", "New game"),
    "c4_settings": ("AI 설정 · 먼저 두는 쪽", "AI settings · who starts"),
    "c4_start": ("먼저 두는 쪽", "Who starts"),
    "c4_start_me": ("나", "Me"),
    "c4_start_ai": ("AI", "AI"),
    "c4_ai": ("AI", "AI"),
    "c4_ai_depth": ("알파-베타 · 깊이 {d}", "Alpha-beta · depth {d}"),
    "c4_ai_time": ("알파-베타 · {s}초 동안", "Alpha-beta · {s} s"),
    "c4_ai_mcts": ("MCTS · {n}번", "MCTS · {n} playouts"),
    "c4_temp": ("온도", "Temperature"),
    "c4_temp_zero": ("0 (늘 가장 좋은 수)", "0 (always the best move)"),
    "c4_settings_help": (
        "먼저 두는 쪽을 바꾸면 새 판을 시작해요. AI와 온도는 AI의 다음 수부터 써요. AI가 한 수에 "
        "쓰는 시간은 2초를 넘지 않아요.",
        "Changing who starts begins a new game. The AI and the temperature apply from the AI's "
        "next move. The AI never spends more than 2 s on a move.",
    ),
    "c4_view": ("판 아래에 볼 것", "Below the board"),
    "c4_view_why": ("AI가 고른 방법", "How the AI chose"),
    "c4_view_tricks": ("각 기법이 아끼는 것", "What each trick saves"),
    "c4_view_solve": ("풀기", "Solve"),
    "c4_view_duel": ("AI 끼리", "AI vs AI"),
    "c4_why_none": (
        "AI가 아직 두지 않았어요. AI가 한 수 두면 열마다 본 값이 여기 나와요.",
        "The AI has not moved yet. After its move, the values it saw for each column appear here.",
    ),
    "c4_why_ab": (
        "AI는 **{c}열**에 뒀어요: 깊이 **{d}**까지 봤고, 판 **{n}**개를 봤어요 ({s}초).",
        "The AI played **column {c}**: it searched to depth **{d}** and looked at **{n}** "
        "positions ({s} s).",
    ),
    "c4_why_mcts": (
        "AI는 **{c}열**에 뒀어요: 끝까지 무작위로 **{n}**번 둬 봤어요 ({s}초).",
        "The AI played **column {c}**: it played **{n}** random games to the end ({s} s).",
    ),
    "c4_why_late": (
        "시간이 다 돼 그다음 깊이는 마치지 못했어요.",
        "Time ran out before the next depth finished.",
    ),
    "c4_why_temperature": (
        "온도 때문에 가장 좋은 열 ({best}열) 대신 다른 열을 골랐어요.",
        "Because of the temperature it chose another column instead of the best (column {best}).",
    ),
    "c4_why_other": (
        "(판의 AI 수 {c}열은 링크의 기록에서 왔어요: 지금 설정으로 다시 찾은 결과예요.)",
        "(The AI's move on the board, column {c}, came from the link's record: this is a new "
        "search with the current settings.)",
    ),
    "c4_why_title": ("열마다 AI가 본 값", "What the AI saw for each column"),
    "c4_why_caption": (
        "알파-베타: 막대는 AI 쪽에서 본 어림 점수 (열린 줄을 센 값 x 100), 끝까지 보인 "
        "승패는 '이김' · '짐'. MCTS: 막대는 그 열을 살펴본 횟수, 위의 글은 그 열에서 이긴 비율.",
        "Alpha-beta: the bar is the estimate from the AI's side (open lines counted, x 100); a "
        "result seen to the end says 'win' or 'loss'. MCTS: the bar is how often the column was "
        "explored, the label its win rate.",
    ),
    "c4_legend_title": ("색", "Colours"),
    "c4_legend_good": ("AI에게 좋음", "good for the AI"),
    "c4_legend_bad": ("AI에게 나쁨", "bad for the AI"),
    "c4_legend_chosen": ("금색 테두리 = 고른 열", "gold border = chosen column"),
    "c4_legend_visits": ("살펴본 횟수", "times explored"),
    "c4_value_win": ("이김", "win"),
    "c4_value_loss": ("짐", "loss"),
    "c4_horizon_title": ("지평선: AI가 멈춘 곳", "The horizon: where the AI stopped"),
    "c4_horizon_intro": (
        "AI는 깊이 {d}까지만 내다보고, 그 끝의 판은 끝까지 보지 않고 **어림**해요: 상대 돌이 "
        "없는 네 칸 줄에 돌 셋이면 10점, 둘이면 3점, 가운데 열의 돌은 하나에 2점 (상대 것은 "
        "빼요). 아래는 두 쪽 모두 가장 좋게 둔다고 보고 AI가 내다본 수순과 그 끝의 판이에요.",
        "The AI looks only {d} moves ahead and **estimates** the board at the end instead of "
        "playing it out: a line of four with no enemy stone scores 10 for three stones, 3 for "
        "two, and each centre-column stone scores 2 (the opponent's are subtracted). Below is the "
        "line the AI expects with best play from both sides, and the board at its end.",
    ),
    "c4_horizon_line": ("AI가 내다본 수순: {line}", "The line the AI expects: {line}"),
    "c4_line_step": ("{c}열 {s}", "col {c} {s}"),
    "c4_horizon_total": (
        "이 판의 어림: AI ({me}) 쪽에서 **{p}점** → 막대의 값 **{v}**",
        "This board's estimate: **{p} points** for the AI ({me}) → bar value **{v}**",
    ),
    "c4_horizon_terms": (
        "점수가 큰 항 (번호 = 판의 번호표):",
        "The biggest terms (number = tag on the board):",
    ),
    "c4_horizon_rest": ("그 밖에 줄 {k}개: {p}점", "{k} more: {p} points"),
    "c4_horizon_none": (
        "이 판에는 세는 줄이 없어요 (0점).",
        "Nothing counts on this board (0 points).",
    ),
    "c4_horizon_agrees": (
        "AI가 {c}열에 매긴 값이 바로 이 값이에요: 깊이 {d} 끝의 어림이 수순을 따라 올라왔어요. "
        "AI는 이 판 너머를 보지 못해요.",
        "This is exactly the value the AI gave column {c}: the estimate at depth {d} came back "
        "up the line. The AI sees nothing beyond this board.",
    ),
    "c4_horizon_short": (
        "수순이 깊이 끝까지 이어지지 않아, 이 판의 어림은 AI가 {c}열에 매긴 값 ({v})과 달라요.",
        "The line stops before the full depth, so this board's estimate differs from the value "
        "the AI gave column {c} ({v}).",
    ),
    "c4_horizon_end": (
        "이 수순 끝에서 {s} 쪽이 넷을 이어요: 어림이 아니라 끝까지 본 승패예요 ({c}열의 값).",
        "At the end of this line {s} connects four: column {c}'s value is a result seen to the "
        "end, not an estimate.",
    ),
    "c4_horizon_end_draw": (
        "이 수순 끝에서 판이 가득 차 무승부예요: {c}열의 값은 어림이 아니라 끝까지 본 결과예요.",
        "At the end of this line the board is full and drawn: column {c}'s value is a result "
        "seen to the end, not an estimate.",
    ),
    "c4_horizon_legend": (
        "점선 고리와 번호 = 아래 목록의 그 항이 센 칸. 빈칸의 번호는 그 줄이 아직 채워야 할 칸, "
        "돌 곁의 번호표는 그 줄의 돌이에요.",
        "Dashed ring and number = a cell counted by that term in the list below. A number in an "
        "empty cell is a gap the line still needs; a tag beside a stone marks the line's stones.",
    ),
    "c4_horizon_mcts": (
        "MCTS는 지평선이 없어요: 어림 대신 끝까지 무작위로 둬 봐요.",
        "MCTS has no horizon: instead of estimating, it plays random games to the end.",
    ),
    "c4_term_three": ("돌 셋 + 빈칸 하나", "three stones + one gap"),
    "c4_term_two": ("돌 둘 + 빈칸 둘", "two stones + two gaps"),
    "c4_term_centre": ("가운데 열 (4열)의 돌 {n}개", "{n} stone(s) in the centre column (4)"),
    "c4_dir_vertical": ("세로", "down"),
    "c4_dir_horizontal": ("가로", "across"),
    "c4_dir_rising": ("대각선 ↗", "diagonal ↗"),
    "c4_dir_falling": ("대각선 ↘", "diagonal ↘"),
    "c4_where_column": ("{d} · {c}열", "{d} · column {c}"),
    "c4_where_row": (
        "{d} · 아래서 {r}번째 줄 · {a}-{b}열",
        "{d} · row {r} from the bottom · columns {a}-{b}",
    ),
    "c4_where_span": ("{d} · {a}-{b}열", "{d} · columns {a}-{b}"),
    "c4_marks_name": ("번호표", "tags"),
    "c4_mark_name": ("{c}열 아래서 {r}번째 칸 {n}", "column {c} row {r}: {n}"),
    "c4_tricks_caption": (
        "지금 판에서 깊이 {d}까지를 기법을 하나씩 더하며 찾아요. 모두 같은 값을 내지만 "
        "본 판의 수가 달라요.",
        "Searches the current position to depth {d}, adding one trick at a time. All find the "
        "same value; they differ in how many positions they look at.",
    ),
    "c4_tricks_run": ("견줘 보기", "Compare"),
    "c4_tricks_title": ("본 판의 수 (로그 눈금)", "Positions looked at (log scale)"),
    "c4_trick": ("기법", "Trick"),
    "c4_nodes": ("본 판", "Positions"),
    "c4_ms": ("ms", "ms"),
    "c4_fewer": ("미니맥스보다 적게", "Fewer than minimax"),
    "c4_trick_minimax": ("미니맥스", "Minimax"),
    "c4_trick_alphabeta": ("알파-베타", "Alpha-beta"),
    "c4_trick_ordering": ("+ 수 순서", "+ ordering"),
    "c4_trick_table": ("+ 전치표", "+ table"),
    "c4_trick_deepening": ("+ 반복 깊이", "+ deepening"),
    "c4_tricks_help": (
        "미니맥스는 모든 가지를 봐요. 알파-베타는 결과를 바꿀 수 없는 가지를 건너뛰어요. "
        "수 순서는 이기는 수 · 위협 · 가운데 열을 먼저 봐서 더 일찍 잘라요. 전치표는 다른 "
        "순서로 닿은 같은 판을 기억해 두 번 보지 않아요. 반복 깊이 늘리기는 깊이 1, 2, …로 "
        "다시 찾으며 앞 깊이의 가장 좋은 수를 먼저 봐요 (시간이 다 되면 마친 깊이의 답을 써요).",
        "Minimax looks at every branch. Alpha-beta skips branches that cannot change the result. "
        "Move ordering looks at wins, threats and the centre first, so it cuts earlier. The "
        "transposition table remembers positions reached in another order and never looks twice. "
        "Iterative deepening searches depth 1, 2, … again, trying the previous best move first "
        "(when time runs out it answers from the last finished depth).",
    ),
    "c4_game_over_note": (
        "판이 끝났어요. 새 게임을 시작하거나 끝나기 전의 판에서 보세요.",
        "The game is over. Start a new game or look at a position before the end.",
    ),
    "c4_solve_caption": (
        "끝까지 완벽하게 두면 어떻게 되는지 열마다 풀어요: 한 번에 서버가 2초 동안 풀고, 다 "
        "못 풀면 지금까지 증명한 것만 말해요. 점수: 0 비김, +n 이김, -n 짐 (n이 클수록 빨리 "
        "이기거나 늦게 져요).",
        "Solves each column as if both sides played perfectly to the end: the server solves for "
        "2 s at a time and, if it has not finished, tells only what it has proved so far. Score: "
        "0 draw, +n win, -n loss (a larger n wins sooner or loses later).",
    ),
    "c4_solve_run": ("풀기", "Solve"),
    "c4_solve_more": ("계속 풀기 (2초 더)", "Keep going (2 s more)"),
    "c4_solve_result": (
        "판 {n}개를 보고 {s}초 만에 끝까지 풀었어요. ★ = 가장 좋은 열.",
        "Solved to the end: looked at {n} positions in {s} s. ★ = best column.",
    ),
    "c4_solve_partial": (
        "{s}초 동안 판 {n}개를 보고도 아직 다 풀지 못했어요: 지금까지 증명한 것만 보여요. "
        "빈 판처럼 돌이 적은 판은 끝까지 푸는 데 몇 분이 걸릴 수도 있어요. ★ = 가장 좋다고 "
        "증명된 열.",
        "Not solved yet after {n} positions in {s} s: this shows only what is proved so far. "
        "Early positions like the empty board can take minutes to solve to the end. ★ = column "
        "proved best.",
    ),
    "c4_solve_verdict": ("지금 둘 쪽 ({side}): {words}", "Side to move ({side}): {words}"),
    "c4_bound_win": (
        "이겨요 — 몇 번째 수에 이기는지는 아직 증명 중",
        "win — how soon is still being proved",
    ),
    "c4_bound_loss": (
        "져요 — 언제 지는지는 아직 증명 중",
        "loss — how late is still being proved",
    ),
    "c4_bound_win_draw": (
        "적어도 비겨요: 이기거나 비겨요 — 아직 증명 중",
        "at least a draw: win or draw — still being proved",
    ),
    "c4_bound_draw_loss": (
        "잘해야 비겨요: 비기거나 져요 — 아직 증명 중",
        "at best a draw: draw or loss — still being proved",
    ),
    "c4_bound_open": (
        "아직 몰라요: 이길 수도, 비길 수도, 질 수도 있어요 — 증명 중",
        "not known yet: win, draw or loss — still being proved",
    ),
    "c4_bound_none": ("아직 못 풀었어요", "not solved yet"),
    "c4_col": ("열", "Column"),
    "c4_score": ("점수", "Score"),
    "c4_meaning": ("뜻 (둘 다 완벽하게 두면)", "Meaning (with perfect play)"),
    "c4_full": ("가득 찬 열", "full column"),
    "c4_score_draw": ("비겨요", "draw"),
    "c4_score_win_now": ("이겨요: 바로 이 수로", "win: with this very move"),
    "c4_score_loss_next": (
        "져요: 상대가 바로 다음 수에 이어요",
        "loss: the opponent connects next move",
    ),
    "c4_score_win": (
        "이겨요: 이 수부터 세어 내 {n}번째 수에",
        "win: with my move number {n}, this one counting as 1",
    ),
    "c4_score_loss": (
        "져요: 상대가 제 {n}번째 수에 이어요",
        "loss: the opponent connects on its move number {n}",
    ),
    "c4_duel_caption": (
        "두 AI가 판마다 먼저 두는 쪽을 바꿔 가며 둬요. 씨앗이 같으면 같은 판들이에요. "
        "판마다 링크로 다시 볼 수 있어요.",
        "Two AIs play, taking turns to go first. The same seed gives the same games. Each game "
        "opens again from its link.",
    ),
    "c4_duel_a": ("AI A", "AI A"),
    "c4_duel_b": ("AI B", "AI B"),
    "c4_duel_games_label": ("판 수", "Games"),
    "c4_duel_run": ("AI 끼리 두기", "Play AI vs AI"),
    "c4_duel_stop": ("멈추기", "Stop"),
    "c4_duel_progress": ("{k}판 가운데 {i}판을 뒀어요…", "Played {i} of {k} games…"),
    "c4_duel_tally": (
        "A ({a}) {wa}승 · B ({b}) {wb}승 · 무승부 {d}",
        "A ({a}) {wa} wins · B ({b}) {wb} wins · {d} draws",
    ),
    "c4_duel_game": ("판", "Game"),
    "c4_duel_first": ("먼저", "First"),
    "c4_duel_winner": ("이긴 쪽", "Winner"),
    "c4_duel_moves": ("수", "Moves"),
    "c4_duel_replay": ("다시 보기", "Replay"),
    "c4_duel_draw": ("무승부", "draw"),
    "c4_duel_open": ("{i}판 열기", "open game {i}"),
}
