"""게임 나무 문구: 삼목 (AI와 한 판, 완벽한 AI 끼리), 사라지는 발판."""

from __future__ import annotations

GAMETREE: dict[str, tuple[str, str]] = {
    "gt_rules": (
        "삼목: 가로 · 세로 · 대각선으로 셋을 먼저 잇는 쪽이 이겨요 · AI는 끝까지 내다보고 둬요",
        "Tic-tac-toe: first to line up three across, down or diagonally wins · the AI looks ahead "
        "to the end",
    ),
    "read_gametree": (
        "삼목: 칸을 눌러 두면 AI가 바로 답해요. 점수 그림은 AI가 수를 고를 때 칸마다 본 점수예요 "
        "(+ 는 AI가 이김, 0은 비김, - 는 AI가 짐).\n"
        "미니맥스는 모든 가지를 끝까지 보고, 알파-베타는 결과를 바꿀 수 없는 가지를 건너뛰어요: "
        "같은 수를 고르면서 본 마디가 적어요.\n"
        "깊이 제한을 두면 그 깊이까지만 보고 판을 어림해요: 얕으면 AI가 실수해요.\n"
        "사라지는 발판: 두 사람이 번갈아 한 칸씩 움직이고, 떠난 발판은 사라져요. 움직일 수 없는 "
        "쪽이 져요.",
        "Tic-tac-toe: tap a cell and the AI answers at once. The score chart shows what the AI saw "
        "for each cell when it chose (+ the AI wins, 0 a draw, - the AI loses).\n"
        "Minimax looks at every branch to the end; alpha-beta skips branches that cannot change "
        "the result: the same move, fewer nodes.\n"
        "A depth limit looks only that far and estimates the board: shallow search makes the AI "
        "blunder.\n"
        "Disappearing footholds: two players move one step in turn and the foothold they leave "
        "disappears. Whoever cannot move loses.",
    ),
    "gt_ttt": ("삼목: AI와 한 판", "Tic-tac-toe against the AI"),
    "gt_start": ("먼저 두는 쪽", "Who starts"),
    "gt_start_help": ("바꾸면 새 판을 시작해요.", "Changing it starts a new game."),
    "gt_start_me": ("나", "Me"),
    "gt_start_ai": ("AI", "AI"),
    "gt_start_random": ("무작위", "Random"),
    "gt_algorithm": ("탐색 방법", "Search"),
    "gt_alg_minimax": ("미니맥스", "Minimax"),
    "gt_alg_alphabeta": ("알파-베타", "Alpha-beta"),
    "gt_depth": ("내다볼 수 (깊이 제한)", "Look-ahead (depth limit)"),
    "gt_depth_full": ("끝까지", "to the end"),
    "gt_depth_n": ("{n}수", "{n} plies"),
    "gt_depth_one": ("1수", "1 ply"),
    "gt_depth_help": (
        "깊이 제한에 닿으면 열린 줄을 세는 어림 (휴리스틱)으로 판을 어림해요. 얕으면 AI가 질 수도 "
        "있어요. 다음 AI 수부터 써요.",
        "At the depth limit a heuristic that counts open lines estimates the board. A shallow "
        "AI can lose. Applies from the AI's next move.",
    ),
    "gt_temperature": ("AI의 난이도 (온도)", "AI difficulty (temperature)"),
    "gt_temp_perfect": ("완벽 (T=0)", "Perfect (T=0)"),
    "gt_temp_strong": ("강함 (T=0.5)", "Strong (T=0.5)"),
    "gt_temp_medium": ("보통 (T=1)", "Medium (T=1)"),
    "gt_temp_weak": ("약함 (T=2)", "Weak (T=2)"),
    "gt_temp_wild": ("제멋대로 (T=5)", "Wild (T=5)"),
    "gt_temperature_help": (
        "온도가 0이면 AI는 늘 가장 좋은 수를 둬요. 온도를 올리면 칸마다의 점수로 확률을 정해 "
        "(softmax) 가끔 덜 좋은 수도 둬요: 사람 같은 실수예요. 다음 AI 수부터 써요.",
        "At temperature 0 the AI always plays a best move. A higher temperature turns the cell "
        "scores into chances (softmax), so it sometimes plays a worse move: human-like mistakes. "
        "Applies from the AI's next move.",
    ),
    "gt_temp_slip": (
        "AI가 가장 좋은 칸이 아닌 곳에 두었어요: 온도가 높으면 가끔 덜 좋은 수를 골라요.",
        "The AI did not play a best cell: at a higher temperature it sometimes picks a worse move.",
    ),
    "gt_new": ("새 게임", "New game"),
    "gt_roles": ("나 {me} · AI {ai}", "You {me} · AI {ai}"),
    "gt_your_turn": ("내 차례: 빈칸을 누르세요", "Your move: tap an empty cell"),
    "gt_ai_won": ("AI가 이겼어요.", "The AI won."),
    "gt_human_won": (
        "이겼어요! 깊이 제한 때문에 AI가 끝까지 보지 못했어요.",
        "You won! The depth limit kept the AI from seeing to the end.",
    ),
    "gt_draw_over": (
        "무승부! 둘 다 최선을 두면 삼목은 늘 비겨요.",
        "Draw! With best play on both sides tic-tac-toe is always a draw.",
    ),
    # 칸의 이름 (칸 번호 차례, 행 우선): 복기 문장과 칸 단추의 접근성 이름
    "gt_place_top_left": ("왼쪽 위 모서리", "top-left corner"),
    "gt_place_top": ("위쪽 가운데", "top edge"),
    "gt_place_top_right": ("오른쪽 위 모서리", "top-right corner"),
    "gt_place_left": ("왼쪽 가운데", "left edge"),
    "gt_place_centre": ("가운데", "centre"),
    "gt_place_right": ("오른쪽 가운데", "right edge"),
    "gt_place_bottom_left": ("왼쪽 아래 모서리", "bottom-left corner"),
    "gt_place_bottom": ("아래쪽 가운데", "bottom edge"),
    "gt_place_bottom_right": ("오른쪽 아래 모서리", "bottom-right corner"),
    "gt_place_empty": ("빈칸", "empty"),
    "gt_place_line": ("이긴 줄", "winning line"),
    # 끝난 판의 복기 (끝까지 본 값으로): n 은 그 쪽의 몇 번째 수, cell · alt 는 칸의 이름
    "gt_review_loss": (
        "내 {n}번째 수, {cell}에서 비기던 판이 지는 판이 됐어요. "
        "{alt}에 두었다면 비길 수 있었어요.",
        "Your move {n}, the {cell}, turned a draw into a loss. The {alt} would have kept the draw.",
    ),
    "gt_review_loss_won": (
        "내 {n}번째 수, {cell}에서 이기던 판이 지는 판이 됐어요. "
        "{alt}에 두었다면 이길 수 있었어요.",
        "Your move {n}, the {cell}, turned a win into a loss. The {alt} would have won.",
    ),
    "gt_review_ai": (
        "AI의 {n}번째 수, {cell}에서 비기던 판이 AI가 지는 판이 됐어요. 깊이 제한 때문에 끝까지 "
        "보지 못했어요.",
        "The AI's move {n}, the {cell}, turned a draw into a loss for the AI: the depth limit "
        "kept it from seeing to the end.",
    ),
    "gt_review_ai_won": (
        "AI의 {n}번째 수, {cell}에서 AI가 이기던 판이 지는 판이 됐어요. 깊이 제한 때문에 끝까지 "
        "보지 못했어요.",
        "The AI's move {n}, the {cell}, turned its win into a loss: the depth limit kept it "
        "from seeing to the end.",
    ),
    "gt_review_draw": (
        "내 수 {n}개가 모두 무승부를 지켰어요.",
        "All {n} of your moves kept the draw.",
    ),
    "gt_review_draw_missed": (
        "내 {n}번째 수, {cell}에서 이길 기회를 놓쳤어요. {alt}에 두었다면 이길 수 있었어요.",
        "Your move {n}, the {cell}, let a win slip. The {alt} would have won.",
    ),
    "gt_review_draw_spared": (
        "내 {n}번째 수, {cell} 뒤로는 AI가 이길 수 있었는데 놓쳤어요. {alt}에 두었다면 안전했어요.",
        "After your move {n}, the {cell}, the AI could have won but missed it. The {alt} would "
        "have been safe.",
    ),
    "gt_heat_title": ("AI가 본 빈칸 점수 (AI 관점)", "Scores the AI saw (AI's view)"),
    "gt_heat_none": ("AI가 아직 두지 않았어요", "The AI has not moved yet"),
    "gt_heat_taken": ("{cell}: 이미 둔 칸 ({stone})", "{cell}: already taken ({stone})"),
    "gt_heat_caption": (
        "AI가 마지막 수를 고를 때 빈칸마다 매긴 값이에요. 초록 = AI 승, 흰색 = 무승부, "
        "빨강 = AI 패, 굵은 테두리 = 고른 칸. 숫자가 클수록 빨리 이기고, 음수는 늦게 질수록 "
        "덜 나빠요 (±1보다 작은 값은 깊이 제한의 어림이에요).",
        "The value the AI gave each empty cell when choosing its last move. Green = AI wins, "
        "white = draw, red = AI loses, thick border = chosen cell. Bigger numbers win sooner; "
        "negative numbers are less bad the later the loss (values inside ±1 are depth-limit "
        "estimates).",
    ),
    "gt_win": ("승", "win"),
    "gt_draw": ("무승부", "draw"),
    "gt_loss": ("패", "loss"),
    "gt_better": ("유리", "ahead"),
    "gt_worse": ("불리", "behind"),
    "gt_even": ("비슷", "even"),
    "gt_nodes": ("AI의 마지막 수: 방문 노드 ({alg})", "AI's last move: nodes visited ({alg})"),
    "gt_nodes_compare": (
        "같은 수를 찾는 데 미니맥스 {mm:,}개, 알파-베타 {ab:,}개: 알파-베타가 {saved:.0%} 덜 "
        "봤어요.",
        "To find the same move minimax visited {mm:,} nodes and alpha-beta {ab:,}: alpha-beta "
        "looked at {saved:.0%} fewer.",
    ),
    "gt_self_play": ("완벽한 AI 끼리: 9수 기록", "Perfect vs perfect: the 9 plies"),
    "gt_self_play_caption": (
        "양쪽 모두 끝까지 보고 둬요 ({alg}). 예상 값이 처음부터 끝까지 0: 둘 다 처음부터 "
        "비길 것을 알고 둬요.",
        "Both sides search to the end with {alg}. The expected value stays 0 from the first "
        "ply: both know from the start that it is a draw.",
    ),
    "gt_col_ply": ("수", "Ply"),
    "gt_col_player": ("둔 쪽", "Player"),
    "gt_col_cell": ("칸 (행, 열)", "Cell (row, col)"),
    "gt_col_value": ("예상 값", "Expected value"),
    "gt_col_nodes": ("노드", "Nodes"),
    "gt_self_play_result": (
        "결과: {result} · 노드 합계 {nodes:,}",
        "Result: {result} · total nodes {nodes:,}",
    ),
    "gt_result_draw": ("무승부", "draw"),
    "gt_result_win": ("{p} 승", "{p} wins"),
    "gt_final_board": ("마지막 판", "Final board"),
    "gt_thinking": ("AI가 수를 읽는 중…", "The AI is searching…"),
    "gt_fh": ("사라지는 발판", "Disappearing footholds"),
    "gt_fh_caption": (
        "코딩 테스트 문제로 알려진 게임이에요 (프로그래머스 92345). 1은 발판, 0은 구멍이에요. A가 "
        "먼저, 번갈아 상하좌우로 한 칸 움직이고 떠난 발판은 사라져요. 움직일 수 없거나 선 발판이 "
        "사라지면 져요. 이길 쪽은 빨리, 질 쪽은 오래 버틸 때 모두 몇 번 움직일까요?",
        "A puzzle known from a Korean coding-test site (Programmers problem 92345). 1 is a "
        "foothold, 0 a hole. A moves first; players alternate one "
        "step up, down, left or right, and the foothold left behind disappears. Whoever cannot "
        "move, or stands on a vanished foothold, loses. The winner hurries, the loser stalls: "
        "how many moves in total?",
    ),
    "gt_fh_board": ("판 (행을 쉼표로)", "Board (rows, commas)"),
    "gt_fh_a": ("A (행,열)", "A (row,col)"),
    "gt_fh_b": ("B (행,열)", "B (row,col)"),
    "gt_fh_moves": ("총 움직임", "Total moves"),
    "gt_fh_winner": ("이기는 쪽", "Winner"),
    "gt_fh_nodes": ("방문 노드", "Nodes"),
    "gt_fh_line": ("최선의 수순", "Line of best play"),
    "gt_fh_step": (
        "{i}. {p}: ({r0}, {c0}) → ({r1}, {c1})",
        "{i}. {p}: ({r0}, {c0}) → ({r1}, {c1})",
    ),
    "gt_fh_no_moves": ("A가 처음부터 움직일 수 없어요 (0수).", "A cannot move at all (0 moves)."),
    # AI가 고른 방법 (게임 나무 페이지, ui/gametree/ai_search_model.py)
    "gt_why": ("AI가 고른 방법", "How the AI chose"),
    "gt_why_none": (
        "AI가 아직 두지 않았어요. AI가 두면 그 수를 어떻게 골랐는지 여기서 한 수씩 보여 줘요.",
        "The AI has not moved yet. Once it does, this shows step by step how it chose.",
    ),
    "gt_why_caption": (
        "AI의 마지막 수를 고른 알파-베타 탐색의 윗부분이에요: AI가 해 본 수 (본 차례대로) 와 그때 "
        "본 상대의 응수. 값은 AI 관점 (+ 는 AI 승, 0은 무승부, - 는 AI 패) 이고, ≤ · ≥ 가 붙은 "
        "값은 다 보지 않아 한쪽 경계만 아는 값, ✂ 는 잘라서 보지 않은 응수예요. 해 본 수의 '실제 "
        "값' 은 위의 점수 그림에 적힌 값이에요.",
        "The top of the alpha-beta search that chose the AI's last move: the moves it tried (in "
        "the order it looked) and the opponent's replies it looked at. Values are from the AI's "
        "side (+ AI wins, 0 draw, - AI loses); a value with ≤ or ≥ is only a bound because the "
        "search did not look at everything; ✂ marks replies it cut and never looked at. A tried "
        "move's 'true value' is the one on the score map above.",
    ),
    "gt_why_order": ("수를 보는 순서", "Move order"),
    "gt_why_generated": ("칸 번호 차례", "Cell order"),
    "gt_why_centre": ("가운데 먼저", "Centre first"),
    "gt_why_order_help": (
        "가운데 먼저 보면 좋은 수를 일찍 찾아 더 많이 잘라요. 값이 같은 칸이 여럿이면 먼저 본 칸을 "
        "고르므로 판의 AI (칸 번호 차례) 와 다른 칸을 고를 수 있어요.",
        "Looking at the centre first finds a good move early and cuts more. Among equal values it "
        "takes the first one it saw, so it may pick another cell than the AI on the board (cell "
        "order).",
    ),
    "gt_why_counts": (
        "같은 깊이로 미니맥스는 잎 {mm_leaves:,}개 · 노드 {mm_nodes:,}개, 알파-베타는 잎 "
        "{ab_leaves:,}개 · 노드 {ab_nodes:,}개를 봐요.",
        "At the same depth minimax looks at {mm_leaves:,} leaves ({mm_nodes:,} nodes), "
        "alpha-beta at {ab_leaves:,} leaves ({ab_nodes:,} nodes).",
    ),
    "gt_why_step": ("해 본 수 {k}/{n}", "Move {k} of {n}"),
    "gt_why_back": ("이전 수", "Previous"),
    "gt_why_forward": ("다음 수", "Next"),
    "gt_why_trying": ("해 봄", "tried"),
    "gt_why_tried": ("해 본 차례: {moves}", "Tried in order: {moves}"),
    "gt_why_start": (
        "다음 수를 누르면 AI가 해 본 수 {n}개를 본 차례대로 하나씩 보여 줘요.",
        "Tap Next to see the {n} moves the AI tried, one at a time, in the order it looked.",
    ),
    "gt_why_try": (
        "{k}번째로 해 본 수: {cell}. 상대의 응수 {seen}개를 보고 값 {value}.",
        "Move {k} it tried: the {cell}. It looked at {seen} replies: value {value}.",
    ),
    "gt_why_end": (
        "{k}번째로 해 본 수: {cell}. 두면 판이 끝나요 (또는 깊이 한계의 어림): 값 {value}.",
        "Move {k} it tried: the {cell}. It ends the game (or hits the depth limit): value {value}.",
    ),
    "gt_why_best": ("지금까지 가장 좋은 수예요.", "The best move so far."),
    "gt_why_cut": (
        "응수 {reply}의 값 {value}, 곧 α = {alpha} 이하: 이 수는 이미 찾은 수 ({best}) 보다 "
        "나을 수 없어 나머지 응수 {skipped}개는 보지 않아요 (✂).",
        "Reply {reply} is worth {value}, so at most α = {alpha}: this move cannot beat the one "
        "already found ({best}), so the other {skipped} replies are never looked at (✂).",
    ),
    "gt_why_bound_true": ("{bound} (실제 값 {value})", "{bound} (true value {value})"),
    "gt_why_not_better": (
        "지금까지의 수 ({best}) 보다 낫지 않아요.",
        "Not better than the move found so far ({best}).",
    ),
    "gt_why_done": (
        "그래서 AI는 {cell}에 둬요 (값 {value}).",
        "So the AI plays the {cell} (value {value}).",
    ),
}
