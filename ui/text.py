"""화면 문구 (한국어 기본, 영어 전환). 모든 페이지가 여기서 문구를 가져온다."""

from __future__ import annotations

__all__ = ["LANGS", "TEXT", "help_lists", "tr"]

LANGS = {"ko": "한국어", "en": "English"}

# 열쇠 → (한국어, 영어). 중괄호 자리는 str.format 으로 채운다.
TEXT: dict[str, tuple[str, str]] = {
    # 공통 · 사이드바
    "lang": ("언어", "Language"),
    "variant": ("게임 종류", "Game variant"),
    "nav_autoplay": ("자동 진행", "Autoplay"),
    "nav_keeper": ("내 비밀 수 맞히기", "Keep a secret"),
    "nav_compare": ("전략 비교", "Compare strategies"),
    "nav_gametree": ("게임 나무", "Game trees"),
    "explain": ("설명", "About"),
    "check_title": ("확인 방법", "How to check it works"),
    "tune_title": ("조절할 값", "Values to tune"),
    "strategy": ("전략", "Strategy"),
    "settings": ("설정 (전략 · 속도 · 표본)", "Settings (strategy, speed, sampling)"),
    "guess": ("추측", "Guess"),
    "answer": ("대답", "Answer"),
    "left": ("남은 후보", "Left"),
    # 자동 진행
    "auto_title": ("미니맥스 추측 — 자동 진행", "Minimax guessing — autoplay"),
    "auto_caption": (
        "컴퓨터가 비밀 수를 정하고 스스로 맞혀 봅니다. 부를 수마다 대답별로 남는 후보를 세어, "
        "가장 나쁜 대답이 와도 가장 적게 남는 수를 부릅니다.",
        "The computer picks a secret and guesses it. For every possible guess it counts the "
        "candidates each answer would leave, and calls the guess whose worst answer leaves the "
        "fewest.",
    ),
    "auto_playing": ("자동 진행", "Play"),
    "auto_step": ("한 단계", "One step"),
    "auto_new": ("새 비밀 수", "New secret"),
    "auto_speed": ("속도", "Speed"),
    "auto_minimax": (
        "미니맥스로 고르기 (끄면 아무 후보나)",
        "Choose by minimax (off: any candidate)",
    ),
    "auto_sampling": ("견본처럼 표본으로 고르기", "Sample guesses like the seed"),
    "auto_sample": ("표본 크기", "Sample size"),
    "auto_sample_above": ("후보가 이보다 많을 때만", "Only while more candidates than"),
    "auto_status": ("{turn}번째 질문 · 후보 {left}개", "Guess {turn} · {left} candidates"),
    "auto_phase_guess": ("이 수를 부릅니다", "Calling this guess"),
    "auto_phase_answer": ("대답: {label}", "Answer: {label}"),
    "auto_won": (
        "{n}번 만에 맞혔어요! 비밀 수는 {code}.",
        "Solved in {n} guesses! The secret was {code}.",
    ),
    "auto_secret": ("비밀 수", "Secret"),
    "grid_title": ("후보 격자 (점 하나 = 코드 하나)", "Candidate grid (one dot per code)"),
    "grid_alive": ("남은 후보", "alive"),
    "grid_removed": ("이번 대답으로 지움", "removed by this answer"),
    "grid_dead": ("이미 지움", "removed earlier"),
    "grid_guess": ("부른 수", "current guess"),
    "bars_title": ("대답별로 남는 후보 수", "Candidates left per answer"),
    "bars_worst": ("최악 {n}개 남음", "worst case: {n} left"),
    "why_title": ("왜 이 수인가", "Why this guess"),
    "why_trials": ("다른 수와 비교 (무작위 몇 개)", "Against a few random alternatives"),
    "why_all": ("모든 수의 최악", "Worst case of every guess"),
    "why_all_caption": (
        "점 하나 = 부를 수 있는 수 하나, 높이 = 그 수를 부르면 최악에 남는 후보 수. "
        "고른 수는 별표.",
        "One dot per possible guess; height = candidates left in its worst case. The chosen "
        "guess is the star.",
    ),
    "why_sampled": ("표본 {n}개만 시험했어요", "Only {n} sampled guesses were tested"),
    "why_random": (
        "미니맥스 끔: 남은 후보 중 아무거나 불렀어요",
        "Minimax off: called any remaining candidate",
    ),
    "chosen": ("고른 수", "chosen"),
    "worst_left": ("최악에 남는 수", "left in the worst case"),
    "history": ("기록", "History"),
    # 지킴이
    "keeper_title": ("내 비밀 수 맞히기", "Keep a secret"),
    "keeper_caption": (
        "서로 다른 숫자로 된 비밀 수를 마음속으로 정하세요 (입력할 필요 없어요). "
        "컴퓨터가 부르는 수에 스트라이크·볼로 대답해 주세요.",
        "Think of a secret code (no need to type it). Answer each guess with strikes and balls.",
    ),
    "keeper_rules": (
        "스트라이크(S): 숫자와 자리가 모두 맞음 · 볼(B): 숫자는 있지만 자리가 다름 · "
        "아웃: 하나도 없음",
        "Strike (S): right digit, right place · Ball (B): right digit, wrong place · Out: none",
    ),
    "keeper_restart": ("처음부터", "Restart"),
    "keeper_my_guess": ("제 추측은", "My guess is"),
    "keeper_pick": ("대답을 눌러 주세요", "Tap your answer"),
    "keeper_button": ("{label} · {n}개 남음", "{label} · leaves {n}"),
    "keeper_button_zero": ("{label} · 모순", "{label} · contradiction"),
    "keeper_undo": ("마지막 대답 취소", "Undo last answer"),
    "keeper_back": ("이 질문으로 돌아가기", "Go back to this guess"),
    "keeper_back_to": ("돌아갈 질문", "Back to guess"),
    "keeper_won": (
        "{n}번 만에 맞혔어요: {code}",
        "Got it in {n} guesses: {code}",
    ),
    "keeper_new": ("새 게임", "New game"),
    "keeper_contradiction": (
        "앗, 지금까지의 대답을 모두 만족하는 수가 없어요. 어딘가 대답이 하나 잘못된 것 같아요. "
        "마지막 대답을 취소하거나 앞 질문으로 돌아가 보세요.",
        "Hmm, no code fits all your answers, so one of them was probably mistyped. Undo the "
        "last answer or go back to an earlier guess.",
    ),
    "keeper_reveal": ("비밀 수 밝히기 (선택)", "Reveal your secret (optional)"),
    "keeper_reveal_help": (
        "비밀 수를 적으면 어느 대답이 틀렸는지 알려 드려요.",
        "Type your secret to see which answer was wrong.",
    ),
    "keeper_conflicts": (
        "{code} 라면 이 대답들이 달라요:",
        "For {code}, these answers differ:",
    ),
    "keeper_conflict_row": (
        "{turn}번째 질문 {guess}: 대답 {given}, 실제로는 {truth}",
        "Guess {turn} {guess}: you said {given}, it is {truth}",
    ),
    "keeper_no_conflict": (
        "{code} 는 모든 대답과 맞아요.",
        "{code} agrees with every answer.",
    ),
    "keeper_bad_secret": ("비밀 수를 읽을 수 없어요: {error}", "Cannot read that secret: {error}"),
    "keeper_error": ("그 대답은 받을 수 없어요: {error}", "That answer cannot be taken: {error}"),
    "keeper_preview": ("대답마다 남을 후보 수", "Candidates each answer would leave"),
    # 비교
    "compare_title": ("전략 비교", "Compare strategies"),
    "compare_caption": (
        "모든 비밀 수에 대해 전략마다 몇 번 만에 맞히는지 셉니다. 결정적 전략은 결정 나무를 "
        "한 번 걸어 정확히, 무작위 전략은 비밀 수마다 여러 판을 둡니다.",
        "Every strategy against every secret. Deterministic strategies are counted exactly by "
        "walking their decision tree; random ones play several games per secret.",
    ),
    "compare_games": ("무작위 전략: 비밀 수마다 판 수", "Random strategies: games per secret"),
    "compare_running": ("계산 중: {name}", "Computing: {name}"),
    "compare_checklist": ("완성 기준 (데이터로 확인)", "Success criteria (checked on the data)"),
    "check_bucket": (
        "미니맥스 결정 나무의 질문 자리 {nodes}곳 중 {smallest}곳에서 고른 수의 가장 큰 묶음이 "
        "가장 작음 ({below}곳은 다른 수들의 중앙값보다 작음; 평균 {chosen:.1f}개 대 "
        "{median:.1f}개)",
        "At {smallest} of the {nodes} decisions in the minimax tree, the chosen guess's largest "
        "bucket is the smallest of all guesses ({below} strictly below the other guesses' "
        "median; mean {chosen:.1f} vs {median:.1f})",
    ),
    "check_seven": (
        "미니맥스로 {n}개 비밀 수 중 {share} 를 7번 안에 맞힘",
        "Minimax solves {share} of the {n} secrets within 7 guesses",
    ),
    "check_off": (
        "미니맥스를 끄면 평균이 {on:.3f} → {off:.3f} 로 늘어남",
        "Minimax off raises the mean from {on:.3f} to {off:.3f}",
    ),
    "col_strategy": ("전략", "Strategy"),
    "col_mean": ("평균", "Mean"),
    "col_worst": ("최악", "Worst"),
    "col_within6": ("6번 안", "Within 6"),
    "col_within7": ("7번 안", "Within 7"),
    "col_games": ("판 수", "Games"),
    "col_how": ("계산", "How"),
    "how_exact": ("정확 (나무)", "exact (tree)"),
    "how_sampled": ("표본 {k}판/수", "sampled, {k}/secret"),
    "hist_title": ("맞히기까지 부른 횟수", "Guesses needed"),
    "cum_title": ("k번 안에 맞힌 비율", "Share solved within k guesses"),
    "share": ("비율", "Share"),
    "compare_random_ci": (
        "무작위(미니맥스 끔): 표본 평균 {mean:.3f} (95% 신뢰구간 {lo:.3f}–{hi:.3f}), "
        "정확한 기댓값 {exact}",
        "Random (minimax off): sampled mean {mean:.3f} (95% CI {lo:.3f}–{hi:.3f}), exact "
        "expectation {exact}",
    ),
    "compare_exact_na": ("(이 변형에선 계산하지 않음)", "(not computed for this variant)"),
    "compare_proof_yes": (
        "증명된 최선의 최악: 모든 비밀 수를 {best}번 안에 맞힐 수 있고, 그보다 적게는 안 돼요. "
        "미니맥스가 그 최선에 닿아요.",
        "Proven best worst case: every secret within {best} guesses, and no strategy does "
        "better. Minimax reaches it.",
    ),
    "compare_proof_no": (
        "증명된 최선의 최악: {best}번. 미니맥스는 그 최선에 닿지 못해요.",
        "Proven best worst case: {best} guesses. Minimax does not reach it.",
    ),
    "compare_notes": ("읽는 법", "How to read it"),
    "compare_note_sampled": (
        "견본의 표본 미니맥스(후보가 120개보다 많으면 140개만 시험)와 정확한 미니맥스를 "
        "나란히 봅니다.",
        "The seed's sampled minimax (140 guesses while more than 120 candidates) beside exact "
        "minimax.",
    ),
    "compare_note_cands": (
        "'후보 안에서만'은 남은 후보 중에서만 부릅니다. 후보 밖의 수가 더 잘 나눌 때가 있어 "
        "최악이 늘어날 수 있어요.",
        "'Candidates only' guesses only among the remaining codes; an outside code may split "
        "better, so the worst case can grow.",
    ),
    "variant_cands_only": ("{name} · 후보 안에서만", "{name} · candidates only"),
    "variant_sampled": ("{name} · 견본 표본", "{name} · seed sampling"),
    # ---- 게임 나무 (app_pages/gametree.py) ----
    "gt_title": ("게임 나무 — 미니맥스와 알파-베타", "Game trees — minimax and alpha-beta"),
    "gt_caption": (
        "수를 번갈아 두는 게임에서 AI 는 끝까지 내다보고, 상대도 최선을 둔다고 가정해 "
        "가장 좋은 결과를 보장하는 수를 고릅니다. 알파-베타 가지치기는 같은 수를 고르면서 "
        "볼 필요 없는 가지를 건너뜁니다.",
        "In a game of alternating moves the AI looks ahead to the end, assumes the opponent "
        "plays its best too, and picks the move with the best guaranteed result. Alpha-beta "
        "pruning picks the same move while skipping branches that cannot matter.",
    ),
    "gt_ttt": ("삼목: AI 와 한 판", "Tic-tac-toe against the AI"),
    "gt_start": ("먼저 두는 쪽", "Who starts"),
    "gt_start_me": ("나", "Me"),
    "gt_start_ai": ("AI", "AI"),
    "gt_start_random": ("무작위", "Random"),
    "gt_algorithm": ("탐색 방법", "Search"),
    "gt_alg_minimax": ("미니맥스", "Minimax"),
    "gt_alg_alphabeta": ("알파-베타", "Alpha-beta"),
    "gt_depth": ("내다볼 수 (깊이 제한)", "Look-ahead (depth limit)"),
    "gt_depth_full": ("끝까지", "to the end"),
    "gt_depth_n": ("{n}수", "{n} plies"),
    "gt_depth_help": (
        "깊이 제한에 닿으면 열린 줄을 세는 휴리스틱으로 판을 어림합니다. 얕으면 AI 가 질 수도 "
        "있어요. 다음 AI 수부터 적용됩니다.",
        "At the depth limit a heuristic that counts open lines estimates the board. A shallow "
        "AI can lose. Applies from the AI's next move.",
    ),
    "gt_new": ("새 게임", "New game"),
    "gt_roles": ("나 {me} · AI {ai}", "You {me} · AI {ai}"),
    "gt_your_turn": ("내 차례: 빈칸을 누르세요", "Your move: tap an empty cell"),
    "gt_ai_won": ("AI 가 이겼어요.", "The AI won."),
    "gt_human_won": (
        "이겼어요! 깊이 제한 때문에 AI 가 끝까지 보지 못했어요.",
        "You won! The depth limit kept the AI from seeing to the end.",
    ),
    "gt_draw_over": (
        "무승부! 둘 다 최선을 두면 삼목은 늘 비깁니다.",
        "Draw! With best play on both sides tic-tac-toe is always a draw.",
    ),
    "gt_heat_title": ("AI 가 본 빈칸 점수 (AI 관점)", "Scores the AI saw (AI's view)"),
    "gt_heat_none": ("AI 가 아직 두지 않았어요", "The AI has not moved yet"),
    "gt_heat_caption": (
        "AI 가 마지막 수를 고를 때 빈칸마다 매긴 값. 초록 = AI 승, 흰색 = 무승부, 빨강 = AI 패, "
        "굵은 테두리 = 고른 칸. 숫자가 클수록 빨리 이기고, 음수는 늦게 질수록 덜 나쁩니다 "
        "(±1 보다 작은 값은 깊이 제한의 어림).",
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
    "gt_nodes": ("AI 의 마지막 수: 방문 노드 ({alg})", "AI's last move: nodes visited ({alg})"),
    "gt_nodes_delta": ("미니맥스보다 {n:,}개 적음", "{n:,} fewer than minimax"),
    "gt_nodes_compare": (
        "같은 수를 찾는 데 미니맥스 {mm:,}개, 알파-베타 {ab:,}개: 알파-베타가 {saved:.0%} 덜 "
        "봤어요.",
        "To find the same move minimax visited {mm:,} nodes and alpha-beta {ab:,}: alpha-beta "
        "looked at {saved:.0%} fewer.",
    ),
    "gt_trace": ("완벽한 AI 끼리: 9수 기록", "Perfect vs perfect: the 9 plies"),
    "gt_trace_caption": (
        "양쪽 모두 {alg} 로 끝까지 보고 둡니다. 예상 값이 처음부터 끝까지 0: 둘 다 처음부터 "
        "비길 것을 알고 둡니다.",
        "Both sides search to the end with {alg}. The expected value stays 0 from the first "
        "ply: both know from the start that it is a draw.",
    ),
    "gt_col_ply": ("수", "Ply"),
    "gt_col_player": ("둔 쪽", "Player"),
    "gt_col_cell": ("칸 (행, 열)", "Cell (row, col)"),
    "gt_col_value": ("예상 값", "Expected value"),
    "gt_col_nodes": ("노드", "Nodes"),
    "gt_trace_result": (
        "결과: {result} · 노드 합계 {nodes:,}",
        "Result: {result} · total nodes {nodes:,}",
    ),
    "gt_result_draw": ("무승부", "draw"),
    "gt_result_win": ("{p} 승", "{p} wins"),
    "gt_final_board": ("마지막 판", "Final board"),
    "gt_thinking": ("AI 가 수를 읽는 중…", "The AI is searching…"),
    "gt_fh": ("사라지는 발판", "Disappearing footholds"),
    "gt_fh_caption": (
        "프로그래머스 92345. 1 은 발판, 0 은 구멍. A 가 먼저, 번갈아 상하좌우로 한 칸 움직이고 "
        "떠난 발판은 사라집니다. 움직일 수 없거나 선 발판이 사라지면 집니다. 이길 쪽은 빨리, "
        "질 쪽은 오래 버틸 때 모두 몇 번 움직일까요?",
        "Programmers 92345. 1 is a foothold, 0 a hole. A moves first; players alternate one "
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
    "gt_fh_no_moves": ("A 가 처음부터 움직일 수 없어요 (0수).", "A cannot move at all (0 moves)."),
    "gt_fh_error": ("판을 풀 수 없어요: {error}", "Cannot solve this board: {error}"),
    "gt_fh_err_empty": (
        "판이 비어 있어요. 예: 111,101,111",
        "The board is empty. E.g. 111,101,111",
    ),
    "gt_fh_err_cell": (
        "칸은 0 과 1 만 쓸 수 있어요 ('{ch}' 는 안 돼요).",
        "Cells are 0 or 1 only ('{ch}' is not allowed).",
    ),
    "gt_fh_err_rect": (
        "모든 행의 길이가 같아야 해요 (지금 {lengths}).",
        "All rows must have the same length (got {lengths}).",
    ),
    "gt_fh_err_size": (
        "판은 {max}x{max} 까지예요 (지금 {rows}x{cols}).",
        "The board is at most {max}x{max} (got {rows}x{cols}).",
    ),
    "gt_fh_err_position": (
        "{name} 위치는 '행,열' 처럼 정수 두 개로 써 주세요 ('{text}').",
        "Write the position of {name} as two integers 'row,col' ('{text}').",
    ),
    "gt_fh_err_outside": (
        "{name} 위치 ({r}, {c}) 가 판 밖이에요.",
        "Position of {name} ({r}, {c}) is outside the board.",
    ),
    "gt_fh_err_hole": (
        "{name} 위치 ({r}, {c}) 는 발판(1)이 아니에요.",
        "Position of {name} ({r}, {c}) is not on a foothold (1).",
    ),
    "gt_check": (
        "AI 와 여러 번 두어 보면 AI 는 지지 않는다 (끝까지 볼 때): 무승부 아니면 AI 승\n"
        "같은 수를 고르는데 알파-베타의 노드가 미니맥스보다 훨씬 적다 (빈 판 549,946 대 20,866)\n"
        "완벽한 AI 끼리는 9수 모두 예상 값 0, 결과 무승부\n"
        "발판 예제 111,111,111 · A (1,0) · B (1,2) 의 답은 5",
        "Play the AI a few times: looking to the end it never loses (draw or AI win)\n"
        "Alpha-beta picks the same move with far fewer nodes (empty board 549,946 vs 20,866)\n"
        "Perfect vs perfect: all 9 plies expect 0 and the game is a draw\n"
        "The footholds example 111,111,111 · A (1,0) · B (1,2) gives 5",
    ),
    "gt_tune": (
        "탐색 방법: 미니맥스 (모든 노드) / 알파-베타 (같은 답, 가지치기)\n"
        "깊이 제한: 몇 수까지 내다볼지; 그 아래는 열린 줄 휴리스틱 "
        "(두 개 놓인 줄 3 점, 한 개 1 점)\n"
        "값의 크기: 이기면 +(1 + 남은 빈칸), 지면 -(1 + 남은 빈칸): 빨리 이기고 늦게 진다\n"
        "동점 처리: 같은 값이면 가장 작은 칸 번호",
        "Search: minimax (every node) / alpha-beta (same answer, pruned)\n"
        "Depth limit: how many plies to look ahead; below it, the open-lines heuristic (3 points "
        "for two stones in an open line, 1 for one)\n"
        "Value size: a win is +(1 + empty cells left), a loss -(1 + empty cells left): win "
        "soon, lose late\n"
        "Tie-break: equal values go to the lowest cell number",
    ),
}


def tr(lang: str, key: str, **values: object) -> str:
    """열쇠의 문구를 lang ('ko' / 'en') 으로. 값이 있으면 채워 넣는다."""
    ko, en = TEXT[key]
    text = ko if lang == "ko" else en
    return text.format(**values) if values else text


# 견본의 「확인 방법」 과 「조절할 값」 (페이지마다 설명 상자에 보인다)
_HELP: dict[str, dict[str, list[str]]] = {
    "ko": {
        "check": [
            "대답 묶음 막대에서 고른 수의 가장 큰 묶음(빨강)이 다른 수들의 최악보다 작거나 같다",
            "숫자 야구 504 후보를 거의 늘 7번 안에 (미니맥스는 늘 6번 안에) 맞힌다",
            "미니맥스를 끄면 (아무 후보나 부르면) 평균 횟수가 늘어난다",
        ],
        "tune": [
            "표본 문턱: 후보가 이보다 많을 때만 표본으로 고른다 (견본 120)",
            "표본 크기: 그때 시험할 추측 수 (견본 140; 기본은 표본 없이 정확하게)",
            "동점 처리: 같은 최악이면 남은 후보 안의 수, 그래도 같으면 가장 작은 수",
            "속도: 자동 진행 한 단계의 간격 (0.5x – 4x)",
        ],
    },
    "en": {
        "check": [
            "In the bucket bars, the chosen guess's largest bucket (red) is no larger than "
            "any other guess's worst",
            "The 504 baseball secrets are almost always solved within 7 guesses (minimax: "
            "always within 6)",
            "Turning minimax off (any candidate) raises the mean number of guesses",
        ],
        "tune": [
            "Sampling threshold: sample only while more candidates remain (seed: 120)",
            "Sample size: guesses tested then (seed: 140; default is exact, no sampling)",
            "Tie-break: same worst case → a remaining candidate, then the lowest code",
            "Speed: interval of one autoplay step (0.5x – 4x)",
        ],
    },
}


def help_lists(lang: str) -> tuple[list[str], list[str]]:
    """(확인 방법, 조절할 값) 목록."""
    h = _HELP["ko" if lang == "ko" else "en"]
    return h["check"], h["tune"]
