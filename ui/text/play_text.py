"""사람이 두는 두 페이지의 문구: 직접 맞히기 (사람이 맞히고 코치가 실력과 운을 말한다) 와
내 비밀 수 맞히기 (컴퓨터가 맞히고 사람이 대답한다)."""

from __future__ import annotations

PLAY: dict[str, tuple[str, str]] = {
    # 이 화면 읽는 법 (학생에게: 줄마다 글머리표 하나)
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
        "앞의 대답과 어긋나 비밀일 수 없는 추측은 받지 않아요 (턴을 쓰지 않아요). 판 중간에 켜면 "
        "다음 추측부터예요.",
        "A guess that cannot be the secret after the earlier answers is refused (no turn used). "
        "Switched on mid-game, it applies from the next guess.",
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
    "answerer_choice_help": (
        "악당은 비밀 수를 정하지 않고, 추측마다 후보가 가장 많이 남는 대답을 해요. 다른 후보가 "
        "남아 있는 한 맞았다고 하지 않아요.",
        "The evil keeper commits to no secret and answers each guess so that as many candidates "
        "as possible stay alive. It never says you won while another candidate remains.",
    ),
    # 내 비밀 수 맞히기 (지킴이 페이지: 컴퓨터가 맞히고 사람이 대답한다)
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
}
