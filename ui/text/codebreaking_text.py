"""숫자 맞히기 문구: 변형 · 전략 · 대답의 이름, 자동 진행, 지킴이, 전략 비교."""

from __future__ import annotations

CODEBREAKING: dict[str, tuple[str, str]] = {
    # 변형 이름
    "variant_baseball3": ("숫자 야구 (1-9, 3자리, 504)", "Number baseball (1-9, 3 digits, 504)"),
    "variant_baseball3z": (
        "숫자 야구 0 포함 (0-9, 3자리, 720)",
        "Number baseball with 0 (0-9, 3 digits, 720)",
    ),
    "variant_bulls4": (
        "4자리 숫자 야구 (0-9, 4자리, 5040)",
        "Bulls and Cows (0-9, 4 digits, 5040)",
    ),
    # 페이지 머리의 게임 종류 칩 (짧게) 과 규칙 한 줄
    "chip_baseball3": ("숫자 야구 3자리", "Baseball, 3 digits"),
    "chip_baseball3z": ("숫자 야구 3자리 (0 포함)", "Baseball, 3 digits with 0"),
    "chip_bulls4": ("숫자 야구 4자리", "Bulls and Cows, 4 digits"),
    "chip_mastermind": ("마스터마인드", "Mastermind"),
    "rules_baseball3": (
        "비밀 수: 1-9에서 서로 다른 숫자 3개 (504가지)",
        "Secret: 3 different digits from 1-9 (504 codes)",
    ),
    "rules_baseball3z": (
        "비밀 수: 0-9에서 서로 다른 숫자 3개 (720가지)",
        "Secret: 3 different digits from 0-9 (720 codes)",
    ),
    "rules_bulls4": (
        "비밀 수: 0-9에서 서로 다른 숫자 4개 (5040가지)",
        "Secret: 4 different digits from 0-9 (5040 codes)",
    ),
    "rules_mastermind": (
        "비밀: 색 1-6을 4칸에, 같은 색을 또 써도 돼요 (1296가지)",
        "Secret: 4 pegs of colours 1-6, repeats allowed (1296 codes)",
    ),
    # 이 화면 읽는 법 (학생에게: 줄마다 글머리표 하나)
    "read_autoplay": (
        "한 판이 저절로 나아가요. 맨 위 한 줄에서 멈추고, 빠르기를 고르고, 멈춘 동안에는 「다음 "
        "단계」로 한 단계씩 봐요. 그 아래는 몇 번째 질문인지, 부르는 수와 받은 대답이에요.\n"
        "후보 격자: 칸 하나가 비밀 수 하나예요. 파랑은 아직 비밀일 수 있는 수, 빨강은 방금 온 "
        "대답으로 지워진 수, 회색은 전에 지워진 수, 고리는 지금 부른 수예요.\n"
        "대답별 묶음: 막대 하나가 대답 하나, 길이는 그 대답이 오면 남을 후보 수예요. 빨강은 가장 "
        "큰 묶음 (미니맥스가 줄이려는 것), 초록은 실제로 온 대답이에요. 막대 아래에서 대답을 "
        "고르면 그 묶음의 수들이 보여요.\n"
        "왜 이 수인가: 부를 수 있는 수마다 가장 큰 묶음 (최악) 을 세어 순위를 매긴 표예요. "
        "최악이 가장 작은 수를 부르고, 같으면 비밀일 수도 있는 수, 그래도 같으면 가장 작은 수예요. "
        "평균 남음은 맞히면 0으로 센 남는 후보의 평균이에요.\n"
        "미니맥스를 끄면 남은 후보 가운데 아무 수나 불러요: 얼마나 더 걸리는지 견주어 보세요.",
        "The game plays by itself. The row at the top pauses it, sets the speed and, while "
        "paused, steps with Next step. Below it: the guess number, the guess and its answer.\n"
        "Candidate grid: one square per possible secret. Blue can still be the secret, red was "
        "just ruled out by the answer, grey was ruled out earlier, the ring is the current guess.\n"
        "Answer buckets: one bar per answer; its length is how many candidates would be left "
        "after that answer. Red is the largest bucket (what minimax makes small), green is the "
        "answer that came. Pick an answer under the bars to list the codes in its bucket.\n"
        "Why this guess: a table ranking every possible guess by its largest bucket (worst "
        "case). It calls the guess whose worst case is smallest; on a tie it prefers one that "
        "could be the secret, then the lowest code. Expected left counts a hit as 0.\n"
        "With minimax off it calls any remaining candidate: compare how much longer it takes.",
    ),
    "read_you_guess": (
        "자판으로 숫자를 누르고 「부르기」를 눌러요. 받은 대답은 자판 위 기록에 쌓여요.\n"
        "코치는 내 추측과 전략의 추측을 대답별 묶음으로 견줘요. 최악은 가장 큰 묶음, 기댓값은 "
        "평균으로 남는 후보 수예요 (맞히면 0).\n"
        "실력은 내 추측의 기댓값이 전략보다 얼마나 나쁜지, 운은 실제로 남은 수가 기댓값보다 "
        "얼마나 적은지예요.\n"
        "「힌트」는 전략이 부를 수를 알려 줘요 (요약에 남아요). 어려움 모드에서는 앞의 대답과 "
        "어긋나는 수를 받지 않아요.\n"
        "게임 번호가 같으면 누구에게나 같은 비밀 수예요: 친구와 같은 번호로 겨뤄 보세요.",
        "Tap the digits on the keypad, then Guess. The answers pile up in the history above the "
        "keypad.\n"
        "The coach sets your guess beside the strategy's: worst is the largest bucket, expected is "
        "how many candidates are left on average (a hit leaves 0).\n"
        "Skill is how much worse your guess's expected count is than the strategy's; luck is how "
        "many fewer candidates are really left than expected.\n"
        "Hint shows the strategy's guess (the summary remembers it). Hard mode refuses a guess "
        "that contradicts an earlier answer.\n"
        "The same game number gives everyone the same secret: race a friend on one number.",
    ),
    "read_keeper": (
        "비밀 수를 마음속으로 정하세요 (적을 필요 없어요). 컴퓨터가 부르는 수에 맞는 대답 단추를 "
        "눌러요.\n"
        "단추마다 그 대답이면 남을 후보 수가 적혀 있어요. 「모순」은 앞의 대답들과 맞는 수가 "
        "하나도 남지 않는다는 뜻이에요.\n"
        "잘못 눌렀으면 「되돌리기」로 한 번 무르거나, 고른 질문으로 돌아가요.\n"
        "끝나면 비밀 수를 밝혀 어느 대답이 어긋났는지 볼 수 있어요.",
        "Think of a secret (no need to type it). Tap the answer that fits the computer's guess.\n"
        "Each button says how many candidates that answer would leave. 'Contradiction' means no "
        "code fits all the answers any more.\n"
        "Tapped the wrong one? Undo takes one answer back, or go back to a chosen guess.\n"
        "When the game is over, reveal your secret to see which answer was off.",
    ),
    "read_compare": (
        "맨 위 한 줄이 요점이에요: 미니맥스를 끄면 (남은 후보 아무거나 부르면) 얼마나 더 "
        "걸리는지.\n"
        "표: 평균은 적을수록, 최악 (가장 많이 부른 횟수)도 적을수록 좋아요. 「k번 안」은 "
        "미니맥스의 최악 횟수 안에 맞힌 비밀 수의 비율이에요.\n"
        "전략 단추로 표와 그림에 보일 전략을 골라요. 같은 전략은 늘 같은 색이에요.\n"
        "막대: 전략마다 한 줄이고, 막대 하나가 부른 횟수 하나예요. 오른쪽으로 갈수록 오래 걸린 "
        "비밀 수예요.\n"
        "곡선: n번 안에 맞힌 비밀 수의 비율이에요. 왼쪽 위로 붙을수록 빨라요.\n"
        "미니맥스 끔은 운에 따라 달라서 비밀 수마다 여러 판을 두어 평균을 내요 (자세히).",
        "The line at the top is the point: how much longer it takes with minimax off (calling "
        "any remaining candidate).\n"
        "Table: a smaller mean is better, and so is a smaller worst case (the most guesses "
        "needed). 'Within k' is the share of secrets solved within minimax's worst case.\n"
        "Pick the strategies for the table and charts with the buttons. A strategy keeps its "
        "colour.\n"
        "Bars: one row per strategy, one bar per number of guesses. Bars further right are "
        "secrets that took longer.\n"
        "Curves: the share of secrets solved within n guesses. Closer to the top left is "
        "faster.\n"
        "Minimax off depends on luck, so it plays several games per secret and averages them "
        "(Details).",
    ),
    "read_tree": (
        "왼쪽 칸이 지금 마디의 추측이고, 오른쪽 칸들이 대답마다 그다음 추측이에요. 칸의 높이는 그 "
        "칸을 지나는 비밀 수, 색은 그 비밀 수들을 맞히는 평균 횟수예요 (진할수록 오래 걸려요).\n"
        "칸을 누르면 그 아래로 내려가고, 왼쪽 칸을 누르면 한 층 올라가요. 지나온 길 단추와 "
        "브라우저의 뒤로 가기로도 올라가요.\n"
        "얇아서 누르기 어려운 칸은 「대답을 골라 내려가기」로 가요.\n"
        "비밀 수를 찾으면 그 수가 지나는 길이 굵은 테두리로 보여요.\n"
        "견줄 전략을 고르면 두 전략이 어디서 처음 갈라지는지, 어느 점수에서 앞서는지 보여요.",
        "The left box is the current node's guess; the boxes on the right are the next guess "
        "after each answer. A box's height is the number of secrets passing through it; its "
        "colour is the mean number of guesses those secrets need (darker takes longer).\n"
        "Tap a box to go down; tap the left box to go up a level. The path buttons and the "
        "browser's Back go up too.\n"
        "A box too thin to tap is reached with 'Go down by an answer'.\n"
        "Search a secret to outline the path it takes.\n"
        "Pick a strategy to compare and see where the two first call different codes and which "
        "scores each wins.",
    ),
    "rules_answer": (
        "S: 숫자와 자리가 모두 맞음 · B: 숫자는 있지만 자리가 다름 · 아웃: 하나도 없음",
        "S: right digit, right place · B: right digit, wrong place · out: none",
    ),
    "variant_mastermind": (
        "마스터마인드 (색 1-6, 4칸, 반복 허용, 1296)",
        "Mastermind (colours 1-6, 4 pegs, repeats, 1296)",
    ),
    # 전략 이름
    "strategy_minimax": ("미니맥스 (Knuth)", "Minimax (Knuth)"),
    "strategy_random": ("미니맥스 끔 (아무 후보나)", "Minimax off (any candidate)"),
    "strategy_expected": ("기댓값 최소", "Smallest expected size"),
    "strategy_entropy": ("정보량 최대", "Most information (entropy)"),
    "strategy_parts": ("묶음 수 최대", "Most buckets"),
    "strategy_optimal": ("최적 평균 (증명된 결정 나무)", "Optimal average (proven decision tree)"),
    "strategy_fewest": (
        "가장 적은 일곱 번 (모두 7번 안에, 증명된 결정 나무)",
        "Fewest sevens (all within 7, proven decision tree)",
    ),
    # 대답 이름표 (S 스트라이크, B 볼)
    "answer_sb": ("{s}S {b}B", "{s}S {b}B"),
    "answer_win": ("{s}S", "{s}S"),
    "answer_out": ("아웃", "out"),
    # 여러 페이지
    "strategy": ("전략", "Strategy"),
    "guess": ("추측", "Guess"),
    "answer": ("대답", "Answer"),
    "left": ("남은 후보", "Left"),
    "history": ("기록", "History"),
    "status": ("{turn}번째 질문 · 후보 {left}개", "Guess {turn} · {left} candidates"),
    "status_one": ("{turn}번째 질문 · 후보 {left}개", "Guess {turn} · {left} candidate"),
    # 자동 진행
    "settings": ("설정 (전략 · 표본 · 새 판)", "Settings (strategy, sampling, new game)"),
    "settings_restart": (
        "전략이나 표본을 바꾸면 새 판을 시작해요.",
        "Changing the strategy or sampling starts a new game.",
    ),
    "auto_playing": ("자동 진행", "Play"),
    "auto_step": ("다음 단계", "Next step"),
    "auto_new": ("새 비밀 수", "New secret"),
    "auto_speed": ("빠르기 · 한 단계 {seconds}초", "Speed · {seconds} s per step"),
    "auto_minimax": (
        "미니맥스로 고르기 (끄면 아무 후보나)",
        "Choose by minimax (off: any candidate)",
    ),
    "auto_sampling": ("견본처럼 표본으로 고르기", "Sample guesses like the seed"),
    "auto_sample": ("표본 크기", "Sample size"),
    "auto_sample_above": ("후보가 이보다 많을 때만", "Only while more candidates than"),
    "auto_sample_bad": (
        "「{box}」 에는 {low}부터 {high}까지의 정수를 적어요 ('{text}' 은(는) 아니에요). 설정은 "
        "그대로예요.",
        "'{box}' takes a whole number from {low} to {high} ('{text}' is not). The setting is "
        "unchanged.",
    ),
    "auto_phase_guess": ("이 수를 부릅니다", "Calling this guess"),
    "auto_phase_answer": ("대답: {label}", "Answer: {label}"),
    "auto_won": (
        "{n}번 만에 맞혔어요! 비밀 수: {code}",
        "Solved in {n} guesses! The secret was {code}.",
    ),
    "auto_secret": ("비밀 수", "Secret"),
    "auto_secret_is": ("이 판의 비밀 수: {code}", "This game's secret: {code}"),
    "grid_title": (
        "후보 격자 · 칸 하나가 코드 하나 ({first}부터 줄마다 차례로, 누르면 그 코드)",
        "Candidate grid · one square per code ({first} onwards, row by row; tap one to see it)",
    ),
    "grid_alive": ("남은 후보", "alive"),
    "grid_found": ("맞힌 수", "the secret"),
    "grid_removed": ("이번 대답으로 지움", "removed this turn"),
    "grid_dead": ("이미 지움", "out earlier"),
    "grid_guess": ("부른 수", "current guess"),
    "bars_title": ("대답별로 남는 후보 수", "Candidates left per answer"),
    "bars_worst": ("최악 {n}개 남음", "worst case: {n} left"),
    "bars_x": ("대답", "Answer"),
    "bars_y": ("남는 후보 수", "Candidates left"),
    "bars_legend": ("막대 색:", "Bar colours:"),
    "bars_came": ("실제로 온 대답", "the answer that came"),
    "bars_top": ("가장 큰 묶음 (최악)", "the largest bucket (worst case)"),
    "bars_other": ("다른 대답", "other answers"),
    "bucket_pick": ("남은 후보 보기: 대답 고르기", "See the codes: pick an answer"),
    "bucket_choice": ("{label} · {n}개", "{label} · {n}"),
    "bucket_codes": ("{label}: 남는 수 {n}개", "{label}: {n} left"),
    "why_title": ("왜 이 수인가", "Why this guess"),
    "auto_idea": (
        "미니맥스: 가장 나쁜 대답이 와도 후보가 가장 적게 남는 수를 불러요. [왜 이 수인가 ↓](#why)",
        "Minimax: it calls the guess that leaves the fewest candidates even after the worst "
        "answer. [Why this guess ↓](#why)",
    ),
    "auto_idea_off": (
        "미니맥스 끔: 남은 후보 가운데 아무 수나 불러요. [왜 이 수인가 ↓](#why)",
        "Minimax off: it calls any remaining candidate. [Why this guess ↓](#why)",
    ),
    "why_role": ("이 수는", "This is"),
    "why_role_chosen": ("고른 수", "the pick"),
    "why_role_fewer_left": ("평균이 가장 작은 수", "fewest left on average"),
    "why_role_more_parts": ("묶음이 가장 많은 수", "most answers"),
    "why_role_typical": ("보통의 수", "a typical guess"),
    "why_worst": ("최악", "Worst"),
    "why_expected": ("평균 남음", "Expected left"),
    "why_parts": ("묶음 수", "Parts"),
    "why_unique": (
        "{code}: 최악의 경우에도 {n}개만 남아 어느 수보다 적어요.",
        "{code}: at worst {n} left, fewer than with any other guess.",
    ),
    "why_tie_all": (
        "모든 수가 최악 {n}개로 같아서 (최악으로는 고를 수 없어) 가장 작은 수를 불러요: {code}",
        "Every guess ties at worst {n} (the worst case cannot choose), so it calls the lowest "
        "code: {code}",
    ),
    "why_tie_lowest": (
        "시험한 {pool}개 가운데 {k}개가 최악 {n}개로 가장 좋아서, 그중 가장 작은 수를 "
        "불러요: {code}",
        "Of {pool} guesses tried, {k} share the best worst case ({n}), so it calls the lowest of "
        "them: {code}",
    ),
    "why_tie_candidate": (
        "시험한 {pool}개 가운데 {k}개가 최악 {n}개로 가장 좋아서, 그중 비밀일 수도 있는 가장 작은 "
        "수를 불러요: {code}",
        "Of {pool} guesses tried, {k} share the best worst case ({n}), so it calls the lowest of "
        "them that could be the secret: {code}",
    ),
    "why_last": (
        "비밀일 수 있는 수가 하나만 남아 그 수를 불러요: {code}",
        "Only one code can still be the secret, so it calls it: {code}",
    ),
    "why_other": (
        "{code}: 이 전략은 최악이 아닌 다른 점수로 골라요 (최악 {n}개, 가장 작은 최악은 {best}개).",
        "{code}: this strategy scores guesses by something other than the worst case (worst "
        "{n}; the smallest worst is {best}).",
    ),
    "why_sampled": ("표본 {n}개만 시험했어요", "Only {n} sampled guesses were tested"),
    "why_random": (
        "미니맥스 끔: 남은 후보 중 아무거나 불렀어요",
        "Minimax off: called any remaining candidate",
    ),
    # 지킴이
    "keeper_restart": ("처음부터", "Restart"),
    "keeper_my_guess": ("제 추측:", "My guess:"),
    "keeper_pick": (
        "비밀 수와 견주어 맞는 대답을 골라 주세요.",
        "Compare it with your secret and pick the answer that fits.",
    ),
    "keeper_settings": ("전략 바꾸기", "Change the strategy"),
    "keeper_bars_legend": (
        "막대 하나가 대답 하나예요. 길이는 그 대답이면 남을 후보 수, 빨강은 가장 큰 묶음이에요.",
        "One bar per answer; its length is how many candidates that answer would leave. Red is "
        "the largest bucket.",
    ),
    "keeper_button": ("{label} · {n}개 남음", "{label} · leaves {n}"),
    "keeper_button_zero": ("{label} · 모순", "{label} · contradiction"),
    "keeper_undo": ("되돌리기", "Undo"),
    "keeper_keys": (
        "글쇠판으로: 스트라이크 수, 볼 수를 차례로 눌러요 (1 2 → 1S 2B, 0 0 → 아웃).",
        "With a keyboard: type the strikes, then the balls (1 2 → 1S 2B, 0 0 → out).",
    ),
    "keeper_back": ("이 질문으로 돌아가기", "Go back to this guess"),
    "keeper_back_to": ("돌아갈 질문", "Back to guess"),
    "keeper_won": ("{n}번 만에 맞혔어요: {code}", "Got it in {n} guesses: {code}"),
    "keeper_won_first": ("첫 번에 맞혔어요: {code}", "Got it in one: {code}"),
    "keeper_new": ("새 게임", "New game"),
    "keeper_won_false": (
        "밝힌 비밀 수와 어긋나는 대답이 있어요: 컴퓨터가 맞힌 것이 아니에요. 아래에서 어느 대답이 "
        "달랐는지 보세요.",
        "Your secret disagrees with some answers, so the computer did not really get it. See "
        "below which answers differ.",
    ),
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
        "비밀 수가 {code}: 이 대답들이 달라요.",
        "For {code}, these answers differ:",
    ),
    "keeper_conflict_row": (
        "{turn}번째 질문 {guess}: 대답 {given}, 실제로는 {truth}",
        "Guess {turn} {guess}: you said {given}, it is {truth}",
    ),
    "keeper_no_conflict": (
        "비밀 수가 {code}: 모든 대답과 맞아요.",
        "{code} agrees with every answer.",
    ),
    "keeper_bad_secret": ("비밀 수를 읽을 수 없어요: {error}", "Cannot read that secret: {error}"),
    "keeper_error": ("그 대답은 받을 수 없어요: {error}", "That answer cannot be taken: {error}"),
    "keeper_preview": ("대답마다 남을 후보 수", "Candidates each answer would leave"),
    # 비교
    "compare_takeaway": (
        "미니맥스를 끄면 평균 {on} → {off}번, 최악 {worst_on} → {worst_off}번이 돼요.",
        "With minimax off the mean goes {on} → {off} guesses and the worst {worst_on} → "
        "{worst_off}.",
    ),
    "compare_show": ("표와 그림에 보일 전략", "Strategies in the table and charts"),
    "compare_running": ("계산 중: {name}", "Computing: {name}"),
    "compare_details": ("자세히", "Details"),
    "compare_games": ("미니맥스 끔: 비밀 수마다 둘 판 수", "Minimax off: games per secret"),
    "compare_random_ci": (
        "미니맥스 끔은 운에 따라 달라서 비밀 수마다 {k}판씩 두었어요: 평균 {mean:.3f}번. 판을 "
        "끝없이 두었을 때의 평균도 거의 틀림없이 (95% 신뢰) {lo:.3f}–{hi:.3f} 사이예요.",
        "Minimax off depends on luck, so it played {k} games per secret: mean {mean:.3f}. The "
        "mean over endless games is almost surely (95% confidence) between {lo:.3f} and {hi:.3f}.",
    ),
    "compare_random_exact": (
        "정확히 계산한 그 평균은 {exact:.4f}번이에요.",
        "Computed exactly, that mean is {exact:.4f}.",
    ),
    "compare_published": (
        "발표된 값: {source}에 따르면 아무 후보나 부르기는 평균 {published}번이에요. 가장 가까운 "
        "정의는 첫 추측을 늘 같은 수 ({first}) 로 부르고 그다음부터 아무 후보나예요 (정확히 "
        "{exact:.4f}번). 여기처럼 첫 추측도 아무거나 부르면 정확히 {ours:.4f}번이에요.",
        "Published: {source} gives {published} guesses for calling any candidate. The closest "
        "definition opens with {first}, then calls any candidate (exactly {exact:.4f}). With a "
        "random opening too, as here, it is exactly {ours:.4f}.",
    ),
    "compare_how": (
        "미니맥스처럼 늘 같은 수를 부르는 전략은 모든 비밀 수를 한 판씩 두어 정확히 셌어요.",
        "Strategies that always call the same guess, like minimax, were counted exactly: one "
        "game per secret.",
    ),
    "compare_note_sampled": (
        "「{name}」은 처음 받은 예시 프로그램처럼, 후보가 {above}개보다 많으면 부를 수를 "
        "{sample}개만 무작위로 골라 시험해요. 그래서 비밀 수마다 {k}판씩 두었어요.",
        "'{name}' works like the example program we started from: while more than {above} "
        "candidates remain it tries only {sample} random guesses, so it played {k} games per "
        "secret.",
    ),
    "compare_note_cands": (
        "「{name}」은 남은 후보 중에서만 불러요. 후보 밖의 수가 더 잘 나눌 때가 있어 최악이 늘 수 "
        "있어요.",
        "'{name}' guesses only among the remaining candidates. An outside code sometimes splits "
        "better, so the worst case can grow.",
    ),
    "compare_checked": ("데이터로 확인한 세 가지", "Three things checked on the data"),
    "check_bucket": (
        "미니맥스 나무에서 수를 고른 {nodes}곳 중 {smallest}곳에서, 고른 수의 가장 큰 묶음이 모든 "
        "수 가운데 가장 작아요 (평균 {chosen:.1f}개, 다른 수들의 가운데 값은 평균 {median:.1f}개).",
        "At {smallest} of the {nodes} places where the minimax tree picks a guess, the chosen "
        "guess's largest bucket is the smallest of all guesses (mean {chosen:.1f}; the other "
        "guesses' median averages {median:.1f}).",
    ),
    "check_seven": (
        "미니맥스가 비밀 수 {n}개 중 7번 안에 맞히는 비율: {share}",
        "Minimax solves {share} of the {n} secrets within 7 guesses",
    ),
    "check_off": (
        "미니맥스를 끄면 평균이 늘어요: {on:.3f} → {off:.3f}",
        "With minimax off the mean grows: {on:.3f} → {off:.3f}",
    ),
    "col_strategy": ("전략", "Strategy"),
    "col_mean": ("평균", "Mean"),
    "col_worst": ("최악", "Worst"),
    "col_within": ("{k}번 안", "Within {k}"),
    "col_games": ("판 수", "Games"),
    "col_how": ("계산", "How"),
    "how_exact": ("정확 (모든 비밀 수)", "exact (every secret)"),
    "how_sampled": ("표본 (비밀 수마다 {k}판)", "sampled ({k} per secret)"),
    "hist_title": ("몇 번 만에 맞혔나", "How many guesses it took"),
    "hist_note": (
        "전략마다 한 줄이에요. 막대 위의 수는 그 횟수에 맞힌 비밀 수의 비율이에요.",
        "One row per strategy. The number above a bar is the share of secrets solved in that "
        "many guesses.",
    ),
    "cum_title": ("n번 안에 맞힌 비율", "Share solved within n guesses"),
    "axis_guesses": ("부른 횟수", "Guesses"),
    "axis_within": ("맞힌 비율", "Share solved"),
    "compare_proof_yes": (
        "증명된 사실: 모든 비밀 수를 맞히려면 어떤 전략이든 최악 {best}번은 걸려요. 미니맥스는 "
        "그 최선에 닿아요.",
        "Proven: every strategy needs {best} guesses in its worst case. Minimax reaches that best.",
    ),
    "compare_proof_no": (
        "증명된 사실: 가장 좋은 전략의 최악은 {best}번이에요. 미니맥스는 그보다 더 걸려요.",
        "Proven: the best possible worst case is {best} guesses. Minimax needs more.",
    ),
    # 비교 페이지의 짧은 전략 이름 (고르기 단추 · 표 · 차트)
    "short_minimax": ("미니맥스", "Minimax"),
    "short_random": ("미니맥스 끔", "Minimax off"),
    "short_optimal": ("최적", "Optimal"),
    "short_fewest": ("가장 적은 일곱 번", "Fewest sevens"),
    "short_expected": ("기댓값", "Expected size"),
    "short_entropy": ("정보량", "Entropy"),
    "short_parts": ("묶음 수", "Most parts"),
    "short_cands": ("미니맥스 · 후보만", "Minimax · candidates only"),
    "short_sampled": ("미니맥스 · {sample}개만", "Minimax · {sample} tries"),
    # 지킴이 (비밀 수를 지키는 쪽)
    "answerer_secret": ("무작위 비밀 수", "Random secret"),
    "answerer_evil": ("악당 (가장 큰 묶음으로 대답)", "Evil (answers the largest bucket)"),
    "answerer_worst": (
        "최악 (전략 나무의 가장 깊은 길)",
        "Worst case (deepest path of the strategy's tree)",
    ),
    "answerer_choice": ("비밀 지킴이", "Secret keeper"),
    "auto_keeper_help": (
        "악당은 비밀 수를 정하지 않고 추측마다 후보가 가장 많이 남는 대답을 합니다. 최악은 전략의 "
        "결정 나무에서 가장 깊은 길로 대답해, 그 전략이 가장 많이 부르게 만듭니다.",
        "The evil keeper commits to no secret and answers so that as many candidates as possible "
        "stay alive. The worst-case keeper answers along the deepest path of the strategy's "
        "decision tree, so the strategy needs its largest number of guesses.",
    ),
    "answerer_choice_help": (
        "악당은 비밀 수를 정하지 않고, 추측마다 후보가 가장 많이 남는 대답을 해요. 다른 후보가 "
        "남아 있는 한 맞았다고 하지 않아요.",
        "The evil keeper commits to no secret and answers each guess so that as many candidates "
        "as possible stay alive. It never says you won while another candidate remains.",
    ),
    # 자동 진행의 지킴이
    "auto_kept_by": ("대답한 쪽: {keeper}", "Answered by: {keeper}"),
    "auto_pause_more": (
        "멈추면 지금까지의 기록과 묶음의 코드 보기, 공유가 나와요.",
        "Pause to see the history so far, a bucket's codes and sharing.",
    ),
    "auto_worst_fallback": (
        "무작위 전략과 표본 고르기에는 고정된 결정 나무가 없어, 최악 지킴이 대신 악당 지킴이가 "
        "대답합니다.",
        "The random strategy and sampled guesses have no fixed decision tree, so the evil keeper "
        "answers instead of the worst-case keeper.",
    ),
    "auto_no_secret": (
        "이 판에는 정해 둔 비밀 수가 없습니다: 지킴이가 대답마다 고릅니다.",
        "This game has no fixed secret: the keeper picks each answer.",
    ),
    # 직접 맞히기
    "yg_number": ("게임 번호", "Game number"),
    "yg_number_bad": (
        "게임 번호는 1부터 {high:,}까지의 정수예요 ('{text}' 은(는) 아니에요). "
        "하던 판은 그대로예요.",
        "A game number is a whole number from 1 to {high:,} ('{text}' is not). Your game is "
        "unchanged.",
    ),
    "yg_number_help": (
        "같은 게임 종류에 같은 번호면 누구나 같은 비밀 수를 맞혀요 (무작위 비밀 수일 때).",
        "The same variant and number give everyone the same secret (with a random secret).",
    ),
    "yg_new": ("새 게임", "New game"),
    "yg_left_n": ("{n}개 남음", "{n} left"),
    "yg_settings": ("설정 (지킴이 · 게임 번호 · 코치)", "Settings (keeper, game number, coach)"),
    "yg_history_table": ("기록 표 · 내려받기", "History table and download"),
    "yg_coach_strategy": ("코치의 전략", "Coach's strategy"),
    "yg_show_count": ("남은 후보 수 보기", "Show candidates left"),
    "yg_hard": ("어려움 모드", "Hard mode"),
    "yg_hard_help": (
        "앞의 대답과 어긋나 비밀일 수 없는 추측은 받지 않아요 (턴을 쓰지 않아요).",
        "A guess that cannot be the secret after the earlier answers is refused (no turn used).",
    ),
    "yg_status_hidden": ("{turn}번째 질문", "Guess {turn}"),
    "yg_backspace": ("지우기", "Delete"),
    "yg_submit": ("부르기", "Guess"),
    "yg_text": ("글로 적어 부르기", "Type a guess"),
    "yg_text_example": ("예: {example}", "e.g. {example}"),
    "yg_hint": ("힌트", "Hint"),
    "yg_hint_shown": (
        "힌트 — {strategy} 전략의 추측: {code}",
        "Hint — {strategy} would call {code}",
    ),
    "yg_bad_guess": ("그 추측은 받을 수 없어요: {error}", "That guess cannot be taken: {error}"),
    "yg_last": ("지난 추측", "Last guess"),
    "yg_possible_yes": (
        "이 추측은 비밀일 수 있었어요 (아직 후보였어요).",
        "This guess could have been the secret (it was still a candidate).",
    ),
    "yg_possible_no": (
        "이 추측은 비밀일 수 없었어요 (앞의 대답과 어긋나요).",
        "This guess could not have been the secret (it breaks an earlier answer).",
    ),
    "yg_repeated": (
        "이미 부른 수예요: 새로 알려 주는 것이 없어요.",
        "You already called this guess: it tells you nothing new.",
    ),
    "yg_tied": ("같은 점수의 최선 추측: {codes}", "Best guesses with the same score: {codes}"),
    "yg_bars_title": (
        "대답마다 남을 후보: 내 추측 대 최선",
        "Candidates each answer would leave: yours vs best",
    ),
    "yg_mine": ("내 추측", "Your guess"),
    "yg_best": ("최선", "Best"),
    "yg_worst": ("최악", "Worst"),
    "yg_measure": ("잰 것", "Measure"),
    "yg_expected_left": ("남을 후보 평균", "Expected left"),
    "yg_hit_chance": ("맞힐 확률", "Hit now"),
    # 실력: {hit} 는 맞힐 수 있는 추측일 때만 yg_hit_now, 아니면 빈 글
    "yg_skill_same": (
        "실력: 이 추측 뒤에 남을 후보는 평균 {left:.1f}개예요{hit}. 최선의 추측과 같아요.",
        "Skill: this guess leaves {left:.1f} on average{hit}, the same as the best guess.",
    ),
    "yg_skill_more": (
        "실력: 이 추측 뒤에 남을 후보는 평균 {left:.1f}개예요{hit}. 최선의 추측(평균 "
        "{best:.1f}개)보다 {diff:.1f}개 많아요.",
        "Skill: this guess leaves {left:.1f} on average{hit}, {diff:.1f} more than the best "
        "guess ({best:.1f}).",
    ),
    "yg_skill_less": (
        "실력: 이 추측 뒤에 남을 후보는 평균 {left:.1f}개예요{hit}. 최선의 추측(평균 "
        "{best:.1f}개)보다 {diff:.1f}개 적어요. 코치의 전략은 평균이 아닌 다른 잣대로 골라요.",
        "Skill: this guess leaves {left:.1f} on average{hit}, {diff:.1f} fewer than the best "
        "guess ({best:.1f}); the coach's strategy picks by another measure than the mean.",
    ),
    "yg_hit_now": (
        " (이번에 맞힐 확률 {chance}, 맞히면 0개)",
        " ({chance} chance to hit now; a hit leaves 0)",
    ),
    "yg_best_hit_now": (
        "최선의 추측은 비밀일 수 있는 수라 이번에 맞힐 확률이 {chance}였어요.",
        "The best guess could be the secret: {chance} chance to hit now.",
    ),
    "yg_luck_hit": (
        "운: 맞혔어요. 이 추측이 비밀일 확률은 {before}분의 1이었어요.",
        "Luck: a hit. This guess had a 1 in {before} chance of being the secret.",
    ),
    "yg_luck_last": (
        "운: 맞혔어요. 남은 후보가 하나뿐이었어요.",
        "Luck: a hit. Only one candidate was left.",
    ),
    "yg_luck_same": (
        "운: 실제로 {after}개가 남았어요. 평균만큼이에요.",
        "Luck: {after} left, as expected.",
    ),
    "yg_luck_fewer": (
        "운: 실제로 {after}개가 남았어요. 평균 {expected:.1f}개보다 {diff:.1f}개 적어요.",
        "Luck: {after} left, {diff:.1f} fewer than the expected {expected:.1f}.",
    ),
    "yg_luck_more": (
        "운: 실제로 {after}개가 남았어요. 평균 {expected:.1f}개보다 {diff:.1f}개 많아요.",
        "Luck: {after} left, {diff:.1f} more than the expected {expected:.1f}.",
    ),
    "yg_won": ("{n}번 만에 맞혔어요: {code}", "You got it in {n} guesses: {code}"),
    "yg_won_first": ("첫 번에 맞혔어요: {code}", "You got it in one: {code}"),
    "yg_summary": ("턴마다 요약", "Turn by turn"),
    "yg_yes": ("예", "yes"),
    "yg_no": ("아니오", "no"),
    "yg_left_mine": ("남은 수", "Left"),
    "yg_left_best": ("최선이었다면", "Best would leave"),
    "yg_possible": ("비밀일 수 있었나", "Could be the secret"),
    "yg_hint_used": ("힌트", "Hint"),
    "yg_left_chart": (
        "턴마다 남은 후보: 나 대 최선의 추측",
        "Candidates left each turn: you vs the best guess",
    ),
    "yg_vs_secret": (
        "나: {mine}번 · {strategy}: 같은 비밀 수에 {theirs}번",
        "You: {mine} guesses · {strategy}: {theirs} on the same secret",
    ),
    "yg_vs_evil": (
        "나: {mine}번 · {strategy}: 같은 악당에게 {theirs}번 · 그 전략의 최악: {worst}번",
        "You: {mine} guesses · {strategy}: {theirs} against the same evil keeper · its worst "
        "case: {worst}",
    ),
    # 전략 나무 탐색
    "tree_vs": ("견줄 전략", "Compare with"),
    "tree_vs_none": ("견주지 않음", "None"),
    "tree_loading": ("나무를 펼치는 중이에요…", "Unfolding the tree…"),
    "tree_search": ("비밀 수 찾기", "Find a secret"),
    "tree_search_box": ("비밀 수", "Secret"),
    "tree_search_help": (
        "비밀 수를 적으면 그 수를 맞히는 길이 그림에 굵은 테두리로 보여요.",
        "Type a secret to see the path that solves it outlined in the chart.",
    ),
    "tree_search_bad": ("찾을 수 없는 코드예요: {error}", "This code cannot be found: {error}"),
    "tree_found": ("{n}번 만에 맞혀요: {path}", "Solved in {n}: {path}"),
    "tree_found_elsewhere": (
        "이 비밀 수는 지금 마디 아래에 없어요.",
        "This secret is not below the current node.",
    ),
    "tree_found_go": ("그 길로 가기", "Go to its path"),
    "tree_root": ("처음", "Start"),
    "tree_children": ("대답을 골라 내려가기", "Go down by an answer"),
    "tree_children_pick": ("대답 고르기", "Pick an answer"),
    "tree_child": ("{label} → {guess} · 비밀 {n}개", "{label} → {guess} · {n} secrets"),
    "tree_child_one": ("{label} → {guess} · 비밀 {n}개", "{label} → {guess} · {n} secret"),
    "tree_leaf": (
        "이 마디에서 끝나요: 남은 비밀은 이 추측 하나예요.",
        "The game ends here: the only secret left is this guess.",
    ),
    "tree_color": ("색: 평균 횟수", "Colour: mean guesses"),
    "tree_hidden": (
        "그림은 지금 마디와 바로 아래 대답들이에요. 칸을 누르면 내려가고, 왼쪽 칸을 누르면 한 층 "
        "올라가요. 얇은 칸은 위의 「대답을 골라 내려가기」로 가요.",
        "The chart shows this node and the answers right below it. Tap a box to go down, the "
        "left box to go up a level. For a thin box use 'Go down by an answer' above.",
    ),
    "tree_facts": (
        "추측 **{guess}** · 지나는 비밀 {n}개 · 평균 {mean}번 · 최악 {worst}번",
        "Guess **{guess}** · {n} secrets here · mean {mean} · worst {worst}",
    ),
    "tree_facts_one": (
        "추측 **{guess}** · 지나는 비밀 {n}개 · 평균 {mean}번 · 최악 {worst}번",
        "Guess **{guess}** · {n} secret here · mean {mean} · worst {worst}",
    ),
    "tree_win": ("여기서 맞혀요", "solved here"),
    "tree_box": ("비밀 {n}개 · 평균 {mean}번", "{n} secrets · mean {mean}"),
    "tree_box_one": ("비밀 {n}개 · 평균 {mean}번", "{n} secret · mean {mean}"),
    "tree_chart_label": (
        "전략 나무: 왼쪽은 지금 마디의 추측 {guess}, 오른쪽은 대답마다 다음 추측"
        " (칸을 누르면 내려가요)",
        "Strategy tree: this node's guess {guess} on the left, the next guess after each answer on"
        " the right (tap a cell to go down)",
    ),
    "tree_hist": ("이 마디 아래에서 맞히는 횟수", "Guesses to solve, below this node"),
    "tree_same": (
        "두 전략은 이 마디까지 같은 수를 불러요.",
        "Both strategies call the same codes down to this node.",
    ),
    "tree_diverge": (
        "두 전략은 {n}번째 추측에서 처음 다른 수를 불러요.",
        "The strategies first call different codes at guess {n}.",
    ),
    "tree_diverge_above": (
        "그 뒤로 길이 달라서, 아래 표의 {vs} 줄은 이 마디의 비밀들에서 {vs} 전략이 새로 고른 "
        "수예요.",
        "Their paths differ from there, so the {vs} row below is what {vs} would call on this "
        "node's secrets.",
    ),
    "tree_why": (
        "미니맥스는 가장 큰 묶음을, 기댓값 전략은 남는 후보 수의 기댓값을, 정보량 전략은 얻는 "
        "정보를, 묶음 수 전략은 나뉘는 묶음 수를 가장 좋게 하는 수를 불러요. 표에서 굵은 글씨가 "
        "그 점수에서 앞서는 쪽이에요.",
        "Minimax minimises the largest bucket, expected size the expected count left, entropy "
        "maximises information, most parts the number of buckets. In the table, bold marks the "
        "guess that wins each score.",
    ),
    "tree_col_measure": ("견주는 것", "Measure"),
    "tree_col_guess": ("부르는 수", "Guess"),
    "tree_col_worst": ("가장 큰 묶음", "Largest bucket"),
    "tree_col_expected": ("남는 수의 기댓값", "Expected left"),
    "tree_col_parts": ("묶음 수", "Parts"),
    "tree_col_total": ("아래 횟수 합", "Total guesses below"),
    "tree_col_worst_guesses": ("최악 횟수", "Worst case"),
    "tree_downloads": ("나무 내려받기", "Download the tree"),
    "tree_sheet": ("커닝 종이 (인쇄용)", "Cheat sheet (printable)"),
    # 커닝 종이 (내려받는 Markdown) 의 문장들: 중괄호 자리는 엔진이 채운다 (tree_export.SheetWords)
    "sheet_title": ("커닝 종이: {variant} · {strategy}", "Cheat sheet: {variant} · {strategy}"),
    "sheet_read": (
        "지금까지 받은 대답들을 처음 것부터 (· 로 이어서) 찾아, → 뒤의 수를 부르세요.",
        "Find the answers you have had so far, oldest first (separated by ·), and call the "
        "guess after →.",
    ),
    "sheet_legend": (
        "S: 숫자와 자리가 모두 맞음 · B: 숫자만 맞고 자리가 다름 · 아웃: 하나도 없음 · "
        "{length}S: 맞힘.",
        "S: right digit in the right place; B: right digit elsewhere; out: none; "
        "{length}S: solved.",
    ),
    "sheet_rule": (
        "적혀 있지 않은 대답이면? 후보가 하나 남으면 그 수를, 둘 남으면 작은 쪽을 부르세요. "
        "(남은 후보는 지금까지의 모든 대답과 맞는 수예요.)",
        "Answers not listed? When one code is left, call it. When two are left, call the "
        "smaller. (The codes left are those that fit every answer.)",
    ),
    "sheet_bound": (
        "모든 비밀 수를 {worst}번 안에 맞혀요 (비밀 수 {size}개의 평균 {mean:.4f}번).",
        "Every secret is solved in at most {worst} guesses (mean {mean:.4f} over {size}).",
    ),
    "sheet_start": ("(처음)", "(start)"),
}
