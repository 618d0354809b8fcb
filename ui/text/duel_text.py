"""대결 페이지 (pages/duel.py) 의 문구: 차례, 비밀 정하기, AI 의 추측과 주사위, 끝난 판의 견주기,
설정. 열쇠는 du_ 로 시작한다."""

from __future__ import annotations

DUEL: dict[str, tuple[str, str]] = {
    "nav_duel": ("대결", "Duel"),
    "du_rules": (
        "나와 AI 가 서로의 비밀 수를 번갈아 맞혀요 · 먼저 맞힌 쪽이 이겨요 · 먼저 한 쪽이 맞히면 "
        "다른 쪽도 같은 횟수를 해요: 그때 맞히면 비겨요",
        "You and the AI take turns guessing each other's secret · first to hit wins · if the one "
        "who started hits, the other gets the same number of turns: a hit then is a draw",
    ),
    "read_duel": (
        "맨 위 줄은 몇 번째 차례인지, 누구 차례인지, AI 의 난이도예요.\n"
        "남은 후보: '나' 는 내가 받은 대답으로 AI 의 비밀일 수 있는 수, 'AI' 는 AI 가 받은 "
        "대답으로 내 비밀일 수 있는 수예요. 빨리 줄이는 쪽이 이겨요.\n"
        "AI 는 Knuth 의 미니맥스로 추측마다 가장 큰 묶음 (가장 나쁜 대답 뒤에 남을 후보 수) 을 "
        "세요. 난이도는 온도예요: 0 이면 늘 가장 작은 묶음의 수를, 온도가 높을수록 덜 좋은 수도 "
        "뽑아요 (사람다운 실수). 'AI 의 주사위' 에 그 확률이 있어요.\n"
        "링크에는 게임 번호 · 난이도 · 먼저 하는 쪽과 지금까지의 수가 있어요. 같은 번호면 AI 의 "
        "비밀과 주사위가 같아요. 어느 쪽 비밀도 링크에 없어요.",
        "The top line says which turn it is, whose turn, and the AI's level.\n"
        "Candidates left: 'you' counts the numbers that can still be the AI's secret after your "
        "answers, 'AI' counts the numbers that can still be yours after its answers. Whoever "
        "narrows faster wins.\n"
        "The AI uses Knuth's minimax: for every guess it counts the largest bucket (the candidates "
        "left after the worst answer). The level is a temperature: at 0 it always takes a guess "
        "with the smallest largest bucket; the hotter, the more often it draws a worse one (a "
        "human-like mistake). 'The AI's dice' shows the odds.\n"
        "The link holds the game number, level, who starts and the moves so far. The same number "
        "means the same AI secret and the same dice. Neither secret is in the link.",
    ),
    "du_status": ("{n}번째 차례 · {who} · {level}", "Turn {n} · {who} · {level}"),
    "du_turn_me": ("**내 차례**", "**your turn**"),
    "du_turn_ai": ("**AI 차례**", "**the AI's turn**"),
    "du_turn_none": ("끝", "over"),
    "du_turn_fix": ("**내 대답 고치기**", "**fix your answer**"),
    "du_left": (
        "남은 후보 · 나 **{mine}**개 · AI **{ai}**개",
        "Candidates left · you **{mine}** · AI **{ai}**",
    ),
    "du_level_short": ("난이도 {mean}번", "level {mean} guesses"),
    # 비밀 정하기
    "du_secret_title": ("내 비밀 수를 정하세요", "Choose your secret"),
    "du_secret_help": (
        "AI 에게도 링크에도 보이지 않아요. AI 가 부르면 페이지가 대신 대답해요.",
        "Neither the AI nor the link sees it. The page answers the AI's guesses for you.",
    ),
    "du_secret_again": (
        "새로 열어서 적어 둔 비밀이 없어요. 처음에 정한 수를 다시 적어 주세요: 지금까지의 대답과 "
        "맞아야 해요.",
        "The page was opened anew, so your secret is gone. Please type the number you chose: it "
        "must agree with your answers so far.",
    ),
    "du_bad_secret": (
        "그 비밀 수는 받을 수 없어요: {error}",
        "That secret cannot be taken: {error}",
    ),
    "du_secret_disagrees": (
        "이 수는 내 비밀일 수 없어요: AI 의 {turn}번째 추측에 한 대답과 어긋나요. 처음에 정한 수를 "
        "적어 주세요.",
        "That cannot be your secret: it disagrees with your answer to the AI's guess {turn}. "
        "Please type the number you chose.",
    ),
    "du_secret_set": ("이 수로 정하기", "Use this number"),
    "du_secret_shown": ("내 비밀: **{code}**", "Your secret: **{code}**"),
    # AI 의 추측
    "du_ai_guess": ("AI 의 추측: **{code}**", "The AI guesses **{code}**"),
    "du_ai_last": ("AI 의 추측 **{code}** → {answer}", "The AI guessed **{code}** → {answer}"),
    "du_answer_pick": (
        "내 비밀 수와 견주어 대답을 누르세요.",
        "Compare it with your secret and tap the answer.",
    ),
    "du_contradiction": (
        "대답이 서로 어긋나요: 어떤 비밀 수도 이 대답들을 모두 줄 수 없어요. 마지막 대답을 "
        "되돌려 주세요.",
        "Your answers disagree: no secret could give them all. Please undo your last answer.",
    ),
    "du_undo": ("마지막 대답 되돌리기", "Undo my last answer"),
    # 내 추측
    "du_mine_none": ("아직 부른 수가 없어요.", "No guesses yet."),
    "du_submit": ("부르기", "Guess"),
    "du_full": (
        "한 대결에 {n}번까지만 부를 수 있어요. 새 대결을 시작해 주세요.",
        "A duel holds at most {n} guesses. Please start a new duel.",
    ),
    "du_last_turn": (
        "AI 가 {n}번째에 맞혔어요. 같은 횟수의 규칙: 나도 {n}번째를 해요. 맞히면 비겨요!",
        "The AI hit on turn {n}. Equal turns: you get turn {n} too. A hit is a draw!",
    ),
    # 끝난 판
    "du_won": (
        "이겼어요! AI 의 비밀 수는 **{code}**: {n}번 만에 맞혔어요.",
        "You won! You hit the AI's secret **{code}** in {n} guesses.",
    ),
    "du_draw": (
        "비겼어요: 둘 다 {n}번 만에 맞혔어요 (AI 의 비밀 **{code}**).",
        "A draw: both hit in {n} guesses (the AI's secret was **{code}**).",
    ),
    "du_lost": (
        "AI 가 {n}번 만에 내 비밀을 맞혔어요. AI 의 비밀 수: **{code}**",
        "The AI hit your secret in {n} guesses. Its secret was **{code}**.",
    ),
    "du_next": ("다음 대결", "Next duel"),
    "du_paths": ("두 길 나란히", "Both paths side by side"),
    "du_col_turn": ("차례", "turn"),
    "du_col_me": ("나", "you"),
    "du_col_ai": ("AI", "AI"),
    "du_cell": ("{code} → {answer} · {left}개", "{code} → {answer} · {left} left"),
    "du_faster": (
        "후보를 반 아래로 줄이기까지: 나 {mine}번, AI {ai}번.",
        "Turns to cut the candidates below half: you {mine}, AI {ai}.",
    ),
    "du_knuth": (
        "Knuth 의 미니맥스 (온도 0) 라면 AI 의 비밀에 {theirs}번, 내 비밀에 {mine}번이에요.",
        "Knuth's minimax (temperature 0) would need {theirs} guesses on the AI's secret and {mine} "
        "on yours.",
    ),
    "du_knuth_theirs": (
        "Knuth 의 미니맥스 (온도 0) 라면 AI 의 비밀에 {theirs}번이에요 (내 비밀은 머리에만 있어 "
        "견줄 수 없어요).",
        "Knuth's minimax (temperature 0) would need {theirs} guesses on the AI's secret (your "
        "secret stayed in your head, so there is nothing to compare).",
    ),
    "du_knuth_reopened": (
        "Knuth 의 미니맥스 (온도 0) 라면 AI 의 비밀에 {theirs}번이에요 (새로 연 페이지에는 적어 둔 "
        "내 비밀이 없어 견줄 수 없어요).",
        "Knuth's minimax (temperature 0) would need {theirs} guesses on the AI's secret (the page "
        "was opened anew, so your typed secret is gone and there is nothing to compare).",
    ),
    "du_left_chart": ("차례마다 남은 후보 수", "Candidates left after each turn"),
    "du_coach": ("코치가 본 내 추측", "The coach on your guesses"),
    # 주사위
    "du_dice": ("AI 의 주사위 ({n}번째 추측)", "The AI's dice (guess {n})"),
    "du_dice_empty": ("AI 의 주사위", "The AI's dice"),
    "du_dice_help": (
        "후보 {before}개에서 수마다의 확률: 가장 큰 묶음이 작을수록, 후보면 반 칸 더 잘 뽑혀요 "
        "(온도 {t}). ◀ 가 AI 가 뽑은 수예요.",
        "Odds for each guess with {before} candidates left: the smaller its largest bucket, the "
        "likelier (half a step more for a candidate; temperature {t}). ◀ marks the AI's draw.",
    ),
    "du_slip": (
        "이번에는 AI 가 가장 좋은 수가 아닌 것을 뽑았어요: 사람다운 실수예요.",
        "This time the AI drew a guess that is not the best: a human-like mistake.",
    ),
    "du_dice_guess": ("추측", "guess"),
    "du_dice_largest": ("가장 큰 묶음", "largest bucket"),
    "du_dice_candidate": ("후보", "candidate"),
    "du_dice_p": ("확률", "odds"),
    "du_dice_none": (
        "AI 가 아직 부르지 않았어요.",
        "The AI has not guessed yet.",
    ),
    # 코치 (힌트)
    "du_hints": ("코치의 수 보기", "Show the coach's numbers"),
    "du_hint": (
        "코치 (미니맥스) 라면 **{code}**: 가장 나쁜 대답에도 {largest}개가 남아요.",
        "The coach (minimax) would guess **{code}**: at worst {largest} left.",
    ),
    # 설정
    "du_settings": ("대결 설정", "Duel settings"),
    "du_level": ("AI 의 난이도", "The AI's level"),
    "du_first": ("먼저 하는 쪽", "Who starts"),
    "du_first_alt": ("게임마다 번갈아", "Alternate by game"),
    "du_first_me": ("나", "Me"),
    "du_first_ai": ("AI", "The AI"),
    "du_keep": ("내 비밀 지키기", "Keeping my secret"),
    "du_keep_typed": ("적어서 숨기기 (페이지가 대답)", "Typed and hidden (the page answers)"),
    "du_keep_head": ("머리로 (내가 S/B 로 대답)", "In my head (I answer S/B)"),
    "du_number": ("게임 번호", "Game number"),
    "du_number_bad": (
        "게임 번호로 읽을 수 없어요 ({text}). 1 부터 {high} 까지의 정수를 적어 주세요.",
        "{text} is not a game number: please type a whole number from 1 to {high}.",
    ),
    "du_settings_help": (
        "설정을 바꾸면 같은 번호로 새 대결을 시작해요. 같은 번호면 AI 의 비밀과 주사위가 같아요.",
        "Changing a setting starts a new duel with the same number. The same number means the "
        "same AI secret and dice.",
    ),
    "du_new": ("새 대결", "New duel"),
    "du_share": (
        "같은 대결을 나눠 주는 링크 (비밀도 둔 수도 없어요):",
        "A link to the same duel (no secret, no moves):",
    ),
}
