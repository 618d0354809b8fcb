"""수업 페이지 (방 만들기 · 들어오기 · 선생님의 판) 의 문구."""

from __future__ import annotations

CLASS: dict[str, tuple[str, str]] = {
    "nav_class": ("수업", "Class"),
    "cls_rules": (
        "선생님이 방을 만들면 학생은 링크로 들어와 같은 문제를 풉니다. 판에서 반의 결과를 봅니다.",
        "A teacher makes a room; students join by its link and solve the same puzzle. "
        "The board shows the class's results.",
    ),
    # --- 방 만들기 ---
    "cls_make": ("방 만들기", "Make a room"),
    "cls_title": ("방 이름", "Room title"),
    "cls_title_default": ("우리 반", "Our class"),
    "cls_activity": ("활동", "Activity"),
    "cls_act_you_guess": ("숫자 맞히기", "Guess the number"),
    "cls_act_alphabeta": ("알파-베타 연습", "Alpha-beta practice"),
    "cls_act_keeper": ("비밀 지키기", "Keep the secret"),
    "cls_act_gametree": ("삼목 (AI 와)", "Tic-tac-toe vs AI"),
    "cls_act_connect4": ("사목 (AI 와)", "Connect Four vs AI"),
    "cls_act_mcts": ("MCTS 예측 연습", "MCTS prediction practice"),
    "cls_act_duel": ("대결 (AI 와 숫자 야구)", "Duel vs AI (number baseball)"),
    "cls_variant": ("게임 종류", "Game type"),
    "cls_game": ("게임 번호 (같은 번호면 같은 비밀 수)", "Game number (same number, same secret)"),
    "cls_hard": ("어려움 모드", "Hard mode"),
    "cls_seed": ("나무 번호", "Tree number"),
    "cls_shape": ("나무 모양 (깊이 · 가지)", "Tree shape (depth · branching)"),
    "cls_shape_item": ("깊이 {d} · 가지 {b}", "depth {d} · branching {b}"),
    "cls_root": ("뿌리", "Root"),
    "cls_start": ("먼저 두는 쪽", "Who starts"),
    "cls_start_me": ("학생", "Student"),
    "cls_start_ai": ("AI", "AI"),
    "cls_start_random": ("무작위", "Random"),
    "cls_ai": ("AI 설정", "AI setting"),
    "cls_search_seed": ("탐색의 씨앗", "Search seed"),
    "cls_mcts_help": (
        "학생은 모두 같은 탐색을 봅니다. 고르기마다 UCT 가 고를 수를 먼저 누르고, {n} 번 누르면 "
        "끝입니다.",
        "Every student watches the same search. Before each selection they tap the move UCT "
        "picks; {n} predictions finish the practice.",
    ),
    "cls_duel_game": (
        "게임 번호 (같은 번호면 AI 의 비밀 수와 주사위가 같다)",
        "Game number (same number, same AI secret and dice)",
    ),
    "cls_duel_help": (
        "학생은 모두 같은 AI 와 겨룹니다: 같은 비밀 수, 같은 주사위. 학생의 비밀은 한 번 적어 "
        "숨기고 페이지가 대신 대답합니다 (머리로 지키는 판은 기록되지 않습니다).",
        "Every student faces the same AI: the same secret, the same dice. Each student types "
        "their own secret once, hidden, and the page answers for them (a secret kept in the "
        "head is not recorded).",
    ),
    "cls_hours": ("닫는 때", "Closes after"),
    "cls_hours_item": ("{n} 시간", "{n} h"),
    "cls_show_names": (
        "학생에게 별명 보이기 (끄면 익명)",
        "Show nicknames to students (off: anonymous)",
    ),
    "cls_make_button": ("방 만들기", "Make the room"),
    "cls_made": ("방을 만들었습니다: **{title}**", "Room ready: **{title}**"),
    "cls_student_link": ("학생의 링크", "Students' link"),
    "cls_board_link": ("선생님의 판 링크", "Teacher's board link"),
    "cls_open_board": ("판 열기", "Open the board"),
    "cls_board_secret": (
        "판 링크는 비밀입니다: 학생에게는 학생의 링크만 주세요.",
        "The board link is secret: give students only the students' link.",
    ),
    "cls_cloud_sqlite": (
        "Community Cloud 의 내장 SQLite 입니다: 앱이 다시 시작하면 결과가 사라집니다 "
        "(README 의 PostgreSQL 설정을 보세요).",
        "Results are on Community Cloud's local disk (SQLite) and vanish when the app restarts "
        "(see the PostgreSQL secrets block in the README).",
    ),
    # --- 들어오기 ---
    "cls_join_head": ("**{title}** · {activity}", "**{title}** · {activity}"),
    "cls_nickname": ("별명 (1-{n} 자: 글자 · 숫자)", "Nickname (1-{n} letters or digits)"),
    "cls_join": ("들어가기", "Join"),
    "cls_back_to_seat": ("내 자리로 돌아가기: {title}", "Back to my seat: {title}"),
    "cls_resume": ("{nickname} (으)로 이어 하기", "Continue as {nickname}"),
    "cls_resume_other": (
        "다른 학생이면 아래에 제 별명을 적고 들어가세요.",
        "Someone else on this device? Type your own nickname below and join.",
    ),
    # --- 선생님의 판 ---
    "cls_status_open": ("열림 · {at} 에 닫힘 (UTC)", "open · closes {at} (UTC)"),
    "cls_status_closed": ("닫힘", "closed"),
    "cls_counts": ("들어옴 {joined} · 끝냄 {finished}", "joined {joined} · finished {finished}"),
    "cls_no_results": ("아직 끝낸 학생이 없습니다.", "No student has finished yet."),
    "cls_no_students": ("아직 들어온 학생이 없습니다.", "No student has joined yet."),
    # 판 머리의 방 설정 한 줄 (board_model.settings_text)
    "cls_set_game": ("게임 번호 {n}", "game number {n}"),
    "cls_set_tree": ("나무 번호 {n}", "tree number {n}"),
    "cls_set_root": ("뿌리 {p}", "root {p}"),
    "cls_set_start": ("먼저 두는 쪽: {who}", "starts: {who}"),
    "cls_set_ai": ("AI: {ai}", "AI: {ai}"),
    "cls_set_seed": ("씨앗 {n}", "seed {n}"),
    "cls_set_c": ("c = {c}", "c = {c}"),
    # 학생 빼기
    "cls_remove_pick": ("방에서 뺄 학생", "Student to remove"),
    "cls_remove_none": ("학생 고르기", "Choose a student"),
    "cls_remove": ("빼기", "Remove"),
    "cls_remove_note": (
        "뺀 학생은 판에서 사라지고 그 자리로는 더 기록되지 않습니다. 결과는 CSV 에 '뺌' 으로 남고, "
        "그 별명 (닮은 별명도) 은 이 방에서 다시 쓸 수 없습니다.",
        "A removed student leaves the board and their seat records nothing more. Their results "
        "stay in the CSV marked removed, and the nickname (and look-alikes) stays taken in this "
        "room.",
    ),
    "cls_table": ("학생마다", "Per student"),
    "cls_csv": ("CSV 받기", "Download CSV"),
    "cls_close": ("방 닫기", "Close the room"),
    "cls_copy": ("이 방으로 새 방 만들기", "Make a new room from this one"),
    "cls_dist_title": ("반이 부른 횟수", "Guesses of the class"),
    "cls_dist_x": ("부른 횟수", "guesses"),
    "cls_dist_y": ("학생 수", "students"),
    "cls_legend": ("같은 비밀 수에서", "On the same secret"),
    "cls_legend_class": ("반", "class"),
    "cls_legend_minimax": ("미니맥스 전략", "minimax strategy"),
    "cls_legend_optimal": ("최적 전략", "optimal strategy"),
    "cls_strategies": (
        "같은 비밀 수에서 미니맥스 전략은 {m} 번, 최적 전략은 {o} 번.",
        "On the same secret the minimax strategy needs {m}, the optimal strategy {o}.",
    ),
    "cls_strategy_minimax": (
        "같은 비밀 수에서 미니맥스 전략은 {m} 번.",
        "On the same secret the minimax strategy needs {m}.",
    ),
    "cls_nodes": ("많이 틀린 자리 (노드 · 놓친 가지치기)", "Most missed spots (nodes · cut-offs)"),
    "cls_results": ("결과", "Results"),
    "cls_missed_title": ("많이 틀린 걸음", "Most missed steps"),
    "cls_most_missed": (
        "가장 많이 틀린 걸음: playout {n} (예측한 {tried}명 가운데 {missed}명)",
        "Most missed step: playout {n} ({missed} of the {tried} who predicted it)",
    ),
    "cls_none_missed": ("틀린 예측이 없습니다.", "No prediction was missed."),
    "cls_duel_title": ("학생과 AI 가 부른 횟수", "Guesses: students and the AI"),
    "cls_duel_legend": ("대결마다", "Per duel"),
    "cls_duel_mine": ("학생", "student"),
    "cls_duel_ai": ("AI (그 학생과 겨룬)", "AI (against that student)"),
    # 표의 열
    "cls_col_name": ("별명", "nickname"),
    "cls_col_time": ("시간", "time"),
    "cls_col_guesses": ("횟수", "guesses"),
    "cls_col_hints": ("힌트", "hints"),
    "cls_col_skill": ("실력", "skill"),
    "cls_col_luck": ("운", "luck"),
    "cls_col_right": ("맞음", "right"),
    "cls_col_wrong": ("틀림", "wrong"),
    "cls_col_cuts": ("가지치기", "cut-offs"),
    "cls_col_checks": ("확인", "checks"),
    "cls_col_contradictions": ("모순", "contradictions"),
    "cls_col_solved": ("맞힘", "solved"),
    "cls_col_result": ("결과", "result"),
    "cls_col_moves": ("수", "moves"),
    "cls_col_my_guesses": ("학생 횟수", "student guesses"),
    "cls_col_ai_guesses": ("AI 횟수", "AI guesses"),
    "cls_col_spot": ("자리", "spot"),
    "cls_col_kind": ("무엇", "what"),
    "cls_col_count": ("학생 수", "students"),
    "cls_kind_node": ("틀린 노드", "wrong node"),
    "cls_kind_cut": ("놓친 가지치기", "missed cut"),
    "cls_col_tries": ("끝냄", "tries"),
    "cls_col_removed": ("뺌", "removed"),
    "cls_col_predicted": ("맞힌 예측", "right predictions"),
    "cls_col_missed_at": ("틀린 playout", "missed at playout"),
    "cls_col_playout": ("playout", "playout"),
    "cls_col_missed": ("틀린 학생", "missed"),
    "cls_col_tried": ("예측한 학생", "predicted"),
    "cls_playing": ("하는 중", "playing"),
    # 알파-베타 나무 (판): 한 줄 설명과 읽어 주는 이름
    "cls_tree_legend": (
        "✗ 틀린 학생 수 · ✂ 그 가지치기를 놓친 학생 수 · ★ 가장 많은 곳",
        "✗ students wrong · ✂ students who missed that cut-off · ★ the most",
    ),
    "cls_a11y_node": (
        "노드 {name}, {player}, 틀린 학생 {n}명",
        "node {name}, {player}, {n} students wrong",
    ),
    "cls_a11y_edge": ("가지 {name}{cut}", "branch {name}{cut}"),
    "cls_a11y_leaf": ("잎 {name}{cut}", "leaf {name}{cut}"),
    "cls_a11y_cut": (", 잘림, 놓친 학생 {n}명", ", cut, missed by {n} students"),
    "cls_yes": ("예", "yes"),
    "cls_no": ("아니오", "no"),
    "cls_win": ("이김", "win"),
    "cls_loss": ("짐", "loss"),
    "cls_draw": ("비김", "draw"),
    # --- 거절의 말 (까닭마다 하나) ---
    "cls_err_no_room": (
        "이 방 코드의 방이 없습니다. 선생님께 받은 링크를 다시 확인하세요.",
        "There is no room with this code. Check the link your teacher gave you.",
    ),
    "cls_err_closed": ("이 방은 닫혔습니다.", "This room is closed."),
    "cls_err_bad_token": ("이 판 링크는 맞지 않습니다.", "This board link is not valid."),
    "cls_err_bad_nickname": (
        "별명은 1-{n} 자의 글자 · 숫자 (와 빈칸 _ - .) 만 됩니다.",
        "A nickname is 1-{n} letters or digits (and space _ - .) only.",
    ),
    "cls_err_nickname_taken": (
        "이 방에 같은 별명이 있습니다. 다른 별명을 쓰세요.",
        "That nickname is taken in this room. Choose another.",
    ),
    "cls_err_room_full": ("이 방은 가득 찼습니다 ({n} 명).", "This room is full ({n} students)."),
    "cls_err_no_student": (
        "이 방에서 당신의 자리를 찾을 수 없습니다.",
        "Your seat in this room was not found.",
    ),
    "cls_err_bad_title": (
        "방 이름은 1-{n} 자의 보이는 글자여야 합니다.",
        "A room title is 1-{n} visible characters.",
    ),
    "cls_err_too_many_rooms": (
        "1 분에 방은 {n} 개까지 만들 수 있습니다. 조금 뒤에 다시 하세요.",
        "You can make at most {n} rooms a minute. Try again shortly.",
    ),
    "cls_err_device_limit": (
        "이 기기로는 한 방에 {n} 번까지 들어올 수 있습니다. 이미 든 별명으로 하거나 선생님께 "
        "말씀하세요.",
        "One device can join a room at most {n} times. Use the nickname you already have or "
        "ask your teacher.",
    ),
    "cls_err_removed": (
        "선생님이 이 방에서 이 학생을 뺐습니다.",
        "The teacher removed this student from the room.",
    ),
    "cls_err_database_down": (
        "결과 저장소에 닿지 않습니다. 적은 것은 그대로 두었으니 잠시 뒤에 다시 누르세요.",
        "The results database is not answering. Your input is kept; try again shortly.",
    ),
    "read_class": (
        "방 만들기: 활동과 설정을 고르면 학생의 링크와 선생님의 판 링크가 나옵니다\n"
        "학생은 링크를 열고 별명만 적습니다 (다른 개인 정보는 묻지 않습니다)\n"
        "판은 몇 초마다 저절로 새로 읽습니다: 들어온 학생, 끝낸 학생, 학생마다의 결과",
        "Make a room: pick an activity and its settings to get the students' and the board link\n"
        "Students open the link and type only a nickname (nothing else personal)\n"
        "The board re-reads every few seconds: who joined, who finished, each result",
    ),
}
