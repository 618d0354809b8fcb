"""자동 진행 페이지의 문구: 읽는 법, 설정과 진행 단추, 후보 격자, 대답별 묶음, '왜 이 수인가',
자동 진행의 지킴이."""

from __future__ import annotations

AUTOPLAY: dict[str, tuple[str, str]] = {
    # 이 화면 읽는 법 (학생에게: 줄마다 글머리표 하나)
    "read_autoplay": (
        "한 판이 저절로 나아가요. 맨 위 한 줄에서 멈추고, 빠르기를 고르고, 멈춘 동안에는 「다음 "
        "단계」로 한 단계씩 봐요. 그 아래는 몇 번째 질문인지, 지난 질문들, 부르는 수와 받은 "
        "대답이에요.\n"
        "후보 격자: 칸 하나가 비밀 수 하나예요. 파랑은 아직 비밀일 수 있는 수, 빨강은 방금 온 "
        "대답으로 지워진 수, 회색은 전에 지워진 수, 고리는 지금 부른 수예요.\n"
        "대답별 묶음: 막대 하나가 대답 하나, 길이는 그 대답이 오면 남을 후보 수예요. 빨강은 가장 "
        "큰 묶음 (미니맥스가 줄이려는 것), 초록은 실제로 온 대답이에요. 막대 아래에서 대답을 "
        "고르면 그 묶음의 수들이 보여요.\n"
        "다른 수를 부르면?: 고른 수 (★, 금색) 와 다른 몇 수를 부르면 최악엔 몇 개 남는지예요. "
        "미니맥스가 고른 수의 막대가 가장 짧아요 (같을 수는 있어요).\n"
        "왜 이 수인가: 부를 수 있는 수마다 가장 큰 묶음 (최악) 을 세어 순위를 매긴 표예요. "
        "최악이 가장 작은 수를 부르고, 같으면 비밀일 수도 있는 수, 그래도 같으면 가장 작은 수예요. "
        "평균 남음은 맞히면 0으로 센 남는 후보의 평균이에요.\n"
        "미니맥스를 끄면 남은 후보 가운데 아무 수나 불러요: 얼마나 더 걸리는지 견주어 보세요.",
        "The game plays by itself. The row at the top pauses it, sets the speed and, while "
        "paused, steps with Next step. Below it: the guess number, the turns so far, the guess and "
        "its answer.\n"
        "Candidate grid: one square per possible secret. Blue can still be the secret, red was "
        "just ruled out by the answer, grey was ruled out earlier, the ring is the current guess.\n"
        "Answer buckets: one bar per answer; its length is how many candidates would be left "
        "after that answer. Red is the largest bucket (what minimax makes small), green is the "
        "answer that came. Pick an answer under the bars to list the codes in its bucket.\n"
        "What if it called another guess: the worst case of the pick (★, gold) beside a few "
        "other guesses. Minimax's pick has the shortest bar (others may tie).\n"
        "Why this guess: a table ranking every possible guess by its largest bucket (worst "
        "case). It calls the guess whose worst case is smallest; on a tie it prefers one that "
        "could be the secret, then the lowest code. Avg. left counts a hit as 0.\n"
        "With minimax off it calls any remaining candidate: compare how much longer it takes.",
    ),
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
    "auto_left": ("후보 {n}개 남음", "{n} left"),
    "auto_turns": ("지난 질문: {turns}", "So far: {turns}"),
    "auto_turns_cut": ("지난 질문: … {turns}", "So far: … {turns}"),
    "auto_won": (
        "{n}번 만에 맞혔어요! 비밀 수: {code}",
        "Solved in {n} guesses! The secret was {code}.",
    ),
    "auto_won_next": (
        "다음엔: 위의 「새 비밀 수」로 한 판 더 보거나, 빠르기를 0.5x로 늦춰 한 단계씩 읽거나, "
        "「{page}」 페이지에서 내가 직접 맞혀 봐요.",
        "Next: watch another game with New secret above, slow it to 0.5x to read each step, or "
        "guess a secret yourself on the {page} page.",
    ),
    "auto_secret": ("비밀 수", "Secret"),
    "auto_secret_is": ("이 판의 비밀 수: {code}", "This game's secret: {code}"),
    "grid_title": (
        "후보 격자 · 칸 하나가 코드 하나 ({first}부터 줄마다 차례로, 누르면 그 코드)",
        "Candidate grid · one square per code ({first} onwards, row by row; tap one to see it)",
    ),
    "grid_legend": ("칸 하나가 코드 하나:", "One square per code:"),
    "grid_alive": ("남은 후보", "alive"),
    "grid_alive_n": ("남은 후보 {n}/{size}개", "alive {n} of {size}"),
    "grid_found": ("맞힌 수", "the secret"),
    "grid_removed": ("이번 대답으로 지움", "ruled out now"),
    "grid_dead": ("이미 지움", "out earlier"),
    "grid_guess": ("부른 수", "the guess"),
    "bars_title": ("대답별로 남는 후보 수", "Candidates left per answer"),
    "bars_worst": ("최악 {n}개 남음", "worst case: {n} left"),
    # 막대 위의 짧은 말 (폰에서 막대 한 칸 폭에 든다)
    "bars_top": ("최악", "worst"),
    "bars_came": ("온 대답", "came"),
    "bars_legend": ("막대 색:", "Bar colours:"),
    # 고른 수와 다른 수들의 최악 견주기 (묶음 막대 아래)
    "rival_title": (
        "다른 수를 부르면? 최악엔 몇 개 남나",
        "What if it called another guess? Worst case left",
    ),
    "rival_x": ("최악 (가장 큰 묶음)", "Worst case (largest bucket)"),
    "rival_chosen": ("고른 수", "the pick"),
    "rival_runner_up": ("다음으로 좋은 수", "runner-up"),
    "rival_typical": ("보통의 수", "typical"),
    "rival_candidate": ("남은 후보", "a candidate"),
    "rival_random": ("아무 수", "random"),
    "rival_other": ("다른 수", "other guesses"),
    "rival_tie": (
        "견줄 막대가 없어요: 부를 수 있는 {pool}개가 모두 최악 {n}개로 같아요.",
        "Nothing to compare: all {pool} possible guesses tie at worst {n}.",
    ),
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
    "why_expected": ("평균 남음", "Avg. left"),
    "why_parts": ("묶음 수", "Parts"),
    "why_unique": (
        "{code}: 어떤 대답이 와도 후보가 {n}개까지만 남아요. 다른 어떤 수를 불러도 이보다 많이 "
        "남을 수 있어요.",
        "{code}: whatever the answer, at most {n} candidates are left; any other code could "
        "leave more.",
    ),
    "why_tie_all": (
        "어느 수를 불러도 가장 나쁜 대답이 오면 후보가 {n}개 남아요 (모두 같아요). 그래서 가장 "
        "작은 수를 불러요: {code}",
        "Whichever code it calls, the worst answer leaves {n} candidates (they all tie), so it "
        "calls the lowest code: {code}",
    ),
    # 무엇을 견주었는지: 아직 부르지 않은 모든 수 (표본으로 고르면 뽑은 수만)
    "why_tried_all": (
        "아직 부르지 않은 수 {pool}개를 하나씩 불러 본다고 셈해 보면",
        "It imagined calling each of the {pool} codes not called yet:",
    ),
    "why_tried_sample": (
        "무작위로 뽑은 수 {pool}개를 하나씩 불러 본다고 셈해 보면",
        "It imagined calling each of {pool} randomly drawn codes:",
    ),
    "why_tie_lowest": (
        "{tried}, 그 가운데 {k}개가 어떤 대답이 와도 후보를 {n}개까지만 남겨 가장 좋아요. 그중 "
        "가장 작은 수를 불러요: {code}",
        "{tried} {k} of them leave at most {n} candidates whatever the answer, and none does "
        "better. It calls the lowest of them: {code}",
    ),
    "why_tie_candidate": (
        "{tried}, 그 가운데 {k}개가 어떤 대답이 와도 후보를 {n}개까지만 남겨 가장 좋아요. 그중 "
        "비밀일 수도 있는 (바로 맞힐 수도 있는) 가장 작은 수를 불러요: {code}",
        "{tried} {k} of them leave at most {n} candidates whatever the answer, and none does "
        "better. It calls the lowest of them that could itself be the secret (it might win at "
        "once): {code}",
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
    # 자동 진행의 지킴이
    "auto_keeper_help": (
        "악당은 비밀 수를 정하지 않고 추측마다 후보가 가장 많이 남는 대답을 합니다. 최악은 전략의 "
        "결정 나무에서 가장 깊은 길로 대답해, 그 전략이 가장 많이 부르게 만듭니다.",
        "The evil keeper commits to no secret and answers so that as many candidates as possible "
        "stay alive. The worst-case keeper answers along the deepest path of the strategy's "
        "decision tree, so the strategy needs its largest number of guesses.",
    ),
    "auto_kept_by": ("대답한 쪽: {answerer}", "Answered by: {answerer}"),
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
}
