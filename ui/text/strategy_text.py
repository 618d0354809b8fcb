"""전략을 통째로 보는 두 페이지의 문구: 전략 비교 (표 · 차트 · 짧은 전략 이름) 와 전략 나무
탐색 (내려받는 커닝 종이의 문장까지)."""

from __future__ import annotations

STRATEGY_TEXT: dict[str, tuple[str, str]] = {
    # 이 화면 읽는 법 (학생에게: 줄마다 글머리표 하나)
    "read_compare": (
        "맨 위 한 줄이 요점이에요: 미니맥스를 끄면 (남은 후보 아무거나 부르면) 얼마나 더 "
        "걸리는지.\n"
        "표: 평균은 적을수록, 최악 (가장 많이 부른 횟수)도 적을수록 좋아요. 「k번 안」은 "
        "미니맥스의 최악 횟수 안에 맞힌 비밀 수의 비율이에요.\n"
        "전략 단추로 표와 그림에 보일 전략을 골라요. 같은 전략은 늘 같은 색이에요.\n"
        "막대: 전략마다 한 줄이고, 막대 하나가 부른 횟수 하나예요. 오른쪽으로 갈수록 오래 걸린 "
        "비밀 수예요.\n"
        "곡선: n번 안에 맞힌 비밀 수의 비율이에요. 왼쪽 위로 붙을수록 빨라요.\n"
        "미니맥스 끔은 운에 따라 달라서 비밀 수마다 여러 판을 두어 평균을 내요 (자세히).\n"
        "4자리 Bulls and Cows 의 「보장의 값」: 평균이 가장 좋은 나무와, 일곱 번째 추측이 "
        "필요한 비밀을 가장 적게 (50개) 보장하는 나무를 나란히 봐요. 갈라지는 곳을 누르면 나무 "
        "탐색에서 그 자리를 열어요.",
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
        "(Details).\n"
        "In 4-digit Bulls and Cows, 'The price of a guarantee' sets the best-average tree beside "
        "the tree that guarantees the fewest secrets needing a seventh guess (50). Tap a place "
        "where they differ to open it in the tree explorer.",
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
    # 전략 비교
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
    "cell_worst": ("{worst}번 ({n}판)", "{worst} ({n} games)"),
    "cell_share": ("{share} ({n}판)", "{share} ({n} games)"),
    "col_games": ("판 수", "Games"),
    "col_how": ("계산", "How"),
    "how_exact": ("정확 (모든 비밀 수)", "exact (every secret)"),
    "how_sampled": ("표본 (비밀 수마다 {k}판)", "sampled ({k} per secret)"),
    "hist_title": ("몇 번 만에 맞혔나", "How many guesses it took"),
    "hist_note": (
        "전략마다 한 줄이에요. 막대 위의 수는 그 횟수에 맞힌 판 수와 그 비율이에요.",
        "One row per strategy. Above a bar: how many games were solved in that many guesses, "
        "and their share.",
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
    # 보장의 값 (비교 페이지와 나무 탐색: ui/codebreaking/guarantee_model.py)
    "price_title": ("보장의 값", "The price of a guarantee"),
    "price_sentence": (
        "{k}번째까지 가는 비밀을 {best_n}개에서 {n}개로 줄이면, 모든 비밀을 더해 {extra}번을 더 "
        "불러요 (평균 {best_mean}번 → {sure_mean}번).",
        "{n} secrets needing guess {k} instead of {best_n} cost {extra} more guesses in all than "
        "the best average (mean {best_mean} → {sure_mean}).",
    ),
    "price_published": ("{author} (발표)", "{author} (published)"),
    "price_source": (
        "발표된 나무: {source}. 그 나무는 싣지 않아 6번째 수는 몰라요.",
        "Published tree: {source}. It is not shipped here, so its count at guess 6 is unknown.",
    ),
    "price_mean": ("평균", "Mean"),
    "price_worst": ("최악", "Worst"),
    "price_need": ("{k}번째에 맞히는 비밀", "Secrets solved at guess {k}"),
    "price_total": ("모두 더한 횟수", "Guesses in all"),
    "price_where": ("두 나무가 처음 갈라지는 곳", "Where the two trees first differ"),
    "price_split": (
        "{path} 다음 (비밀 {n}개): {a} {guess_a} · {b} {guess_b}",
        "After {path} ({n} secrets): {a} {guess_a} · {b} {guess_b}",
    ),
    "price_split_root": (
        "처음 (비밀 {n}개): {a} {guess_a} · {b} {guess_b}",
        "At the start ({n} secrets): {a} {guess_a} · {b} {guess_b}",
    ),
    "price_more": ("…그리고 {n}곳 더", "…and {n} more"),
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
