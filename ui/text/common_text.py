"""공통 문구: 사이드바, 내비게이션, 설명 상자, 알림, 엔진이 거절한 입력의 까닭."""

from __future__ import annotations

COMMON: dict[str, tuple[str, str]] = {
    # 사이드바 · 내비게이션
    "app_title": ("숫자 야구 미니맥스", "Number Baseball Minimax"),
    "lang": ("언어", "Language"),
    "variant": ("게임 종류", "Game variant"),
    "nav_autoplay": ("자동 진행", "Autoplay"),
    "nav_you_guess": ("직접 맞히기", "You guess"),
    "nav_keeper": ("내 비밀 수 맞히기", "Keep a secret"),
    "nav_compare": ("전략 비교", "Compare strategies"),
    "nav_tree": ("전략 나무 탐색", "Strategy tree"),
    "nav_gametree": ("게임 나무", "Game trees"),
    "nav_alphabeta": ("알파-베타 연습", "Alpha-beta practice"),
    # 페이지 머리와 읽는 법 상자
    "variant_chip_help": ("게임 종류 바꾸기", "Change the game"),
    "how_to_read": ("이 화면 읽는 법", "How to read this page"),
    # 알림
    "notice_restart": (
        "설정이 바뀌어 새 판을 시작했어요 (이 게임 종류의 지난 판은 끝났어요).",
        "The settings changed, so a new game started (the last game of this variant ended).",
    ),
    "link_dropped": (
        "링크에서 읽을 수 없는 값은 빼고 열었어요: {items}",
        "Some values in the link could not be read and were left out: {items}",
    ),
    "link_kept": ("{item} (앞의 {kept} 까지만 썼어요)", "{item} (kept {kept})"),
    "link_kept_hard": (
        "{item} (앞의 {kept} 까지만 썼어요: 그다음 추측은 앞의 대답과 어긋나 어려움 모드에서 "
        "받지 않아요)",
        "{item} (kept {kept}: the next guess breaks an earlier answer, which hard mode refuses)",
    ),
    # Streamlit 이 스스로 그리는 영어 글을 화면의 말로 (ui/browser/streamlit_words.js)
    # (영어 쪽은 Streamlit 의 글 그대로: 자리와 Streamlit 의 글은 ui/internals.STREAMLIT_WORDS)
    "st_no_match": ("맞는 것이 없어요", "No results"),
    "st_skip_link": ("본문으로 건너뛰기", "Skip to main content"),
    # 화면 읽기 프로그램이 읽는 이름과 빈 고르기 상자의 자리 글
    "st_sidebar": ("사이드바", "Sidebar"),
    "st_sidebar_open": ("사이드바 열기", "Expand sidebar"),
    "st_sidebar_close": ("사이드바 닫기", "Collapse sidebar"),
    "st_heading_link": ("이 제목으로 가는 링크", "Link to heading"),
    "st_select_open": ("목록 열기", "Open"),
    "st_select_empty": ("하나를 골라 주세요", "Choose an option"),
    "st_step_down": ("줄이기", "Decrement"),
    "st_step_up": ("늘리기", "Increment"),
    "st_help": ("{label} 도움말", "Help for {label}"),
    # 연결 (ui/browser/connection.js)
    # 첫 화면의 그림 (ui/firstscreen/) 을 누르면: 살아 있는 페이지가 아직 뜨는 중이다. 단추 ·
    # 켜고 끄기 · 조각 단추는 누른 것을 적어 두었다가 적용한다 (ui/browser/first.js)
    "first_starting": (
        "준비하는 중이에요. 잠깐 뒤에 다시 눌러 주세요.",
        "Starting up. Tap again in a moment.",
    ),
    "first_held": (
        "눌렀어요. 페이지가 준비되면 바로 해요.",
        "Got it. It happens as soon as the page is ready.",
    ),
    "first_gone": (
        "누른 것이 이제 화면에 없어 하지 않았어요. 다시 골라 주세요.",
        "What you tapped is no longer on the screen, so nothing happened. Please choose again.",
    ),
    "conn_down": (
        "연결이 끊겼어요. 다시 이어질 때까지 누른 것은 보내지 않아요.",
        "Connection lost. Nothing you tap is sent until it is back.",
    ),
    "conn_rejoining": ("다시 잇는 중이에요…", "Reconnecting…"),
    "conn_refused": (
        "연결이 끊겨 방금 누른 것은 보내지 않았어요. 다시 이어지면 눌러 주세요.",
        "Not sent: the connection is down. Tap again once it is back.",
    ),
    "conn_back": ("다시 연결됐어요.", "Connected again."),
    "conn_stalled": (
        "연결이 멈췄어요 (답이 오지 않아요). 앞서 누른 것은 연결이 풀리면 한 번 적용돼요. 그때까지 "
        "누르는 것은 보내지 않아요.",
        "The connection has stalled (no answer). What you tapped before is applied once it "
        "recovers; nothing you tap until then is sent.",
    ),
    "conn_stalled_refused": (
        "연결이 멈춰 방금 누른 것은 보내지 않았어요. 연결이 풀리면 다시 눌러 주세요.",
        "Not sent: the connection has stalled. Tap again once it recovers.",
    ),
    "rejoin": ("다시 잇기", "Reconnect"),
    # 공유 · 내려받기
    "share_button": ("공유", "Share"),
    "share_help": (
        "「이 화면 그대로」 를 열면 지금 화면이 열려요. 격자는 숫자 없이 판의 흐름만 보여요.",
        "'This exact screen' opens what you see now. The grid shows the game without any digits.",
    ),
    "share_help_fresh": (
        "「같은 비밀 수로 처음부터」 는 받은 사람이 같은 판을 첫 질문부터 풀어요. "
        "「이 화면 그대로」 는 지금 화면 (부른 수까지: 맞힌 판이면 비밀 수도) 을 열어요. "
        "격자는 숫자 없이 판의 흐름만 보여요.",
        "'This game, same secret' lets someone play the same game from the first guess. 'This "
        "exact screen' opens what you see now (with the guesses, so a solved game shows the "
        "secret). The grid shows the game without any digits.",
    ),
    "share_fresh": ("같은 비밀 수로 처음부터", "This game, same secret"),
    "share_screen": ("이 화면 그대로", "This exact screen"),
    "share_won": ("{n}번 만에 맞힘", "solved in {n}"),
    "share_playing": ("{n}번째 진행 중", "{n} guesses so far"),
    "share_playing_one": ("{n}번째 진행 중", "{n} guess so far"),
    "download_history": ("기록 내려받기 (CSV)", "Download history (CSV)"),
    "download_compare": ("표 내려받기 (CSV)", "Download the table (CSV)"),
    # 엔진이 거절한 입력 (까닭마다 한 문구)
    "err_unknown_variant": ("모르는 게임 종류예요: {name}", "Unknown game variant: {name}"),
    "err_unknown_strategy": ("모르는 전략이에요: {name}", "Unknown strategy: {name}"),
    "err_no_shipped_tree": (
        "이 게임 종류에는 최적 결정 나무가 없어요.",
        "There is no optimal decision tree for this variant.",
    ),
    "err_not_text": ("코드를 글자로 적어 주세요.", "Please type the code as text."),
    "err_game_too_long": (
        "이 판은 {n}번까지만 부를 수 있어요. 새 게임을 시작해 주세요.",
        "A game holds at most {n} guesses. Please start a new game.",
    ),
    "err_empty_code": ("코드를 적어 주세요 (비어 있어요).", "Please type a code (it is empty)."),
    "err_not_digits": (
        "코드는 숫자만 쓸 수 있어요 (적은 것: '{code}').",
        "A code has digits only (you typed '{code}').",
    ),
    "err_length": (
        "코드는 {length}자리예요 (적은 것: '{code}').",
        "A code has {length} digits (you typed '{code}').",
    ),
    "err_symbol": (
        "숫자 {digit} 은(는) 쓸 수 없어요: {lo}부터 {hi}까지만 써요 (적은 것: '{code}').",
        "Digit {digit} is not allowed: use {lo} to {hi} (you typed '{code}').",
    ),
    "err_repeat": (
        "같은 숫자를 두 번 쓸 수 없어요 (적은 것: '{code}').",
        "No digit may repeat (you typed '{code}').",
    ),
    "err_index": ("없는 코드 번호예요.", "There is no code with that number."),
    "err_game_over": (
        "이미 끝난 판이에요. 되돌리거나 새 판을 시작하세요.",
        "This game is over. Undo or start a new one.",
    ),
    "err_not_integer": (
        "스트라이크와 볼은 정수로 적어 주세요.",
        "Strikes and balls are whole numbers.",
    ),
    "err_negative": ("스트라이크와 볼은 0 이상이에요.", "Strikes and balls cannot be negative."),
    "err_too_many": (
        "스트라이크와 볼을 합해 {length}개를 넘을 수 없어요.",
        "Strikes and balls add up to at most {length}.",
    ),
    "err_bad_answer_label": (
        "대답으로 읽을 수 없어요: '{text}' (예: 1S 2B, out).",
        "Not an answer: '{text}' (write it like 1S 2B or out).",
    ),
    "err_impossible_answer": (
        "이 게임에서 나올 수 없는 대답이에요: '{text}'.",
        "This answer cannot happen in this game: '{text}'.",
    ),
    "err_impossible": (
        "{strikes}S {balls}B는 이 게임에서 나올 수 없는 대답이에요.",
        "{strikes}S {balls}B cannot happen in this game.",
    ),
    "err_undo_range": (
        "되돌릴 대답이 없어요.",
        "There is no answer to undo.",
    ),
    "err_no_secret": (
        "비밀 수를 모르는 판은 스스로 대답할 수 없어요.",
        "A game without a known secret cannot answer itself.",
    ),
    "err_secret_and_adversary": (
        "비밀 수와 지킴이를 함께 정할 수 없어요.",
        "A game has a secret or a keeper, not both.",
    ),
    "err_hard_mode": (
        "어려움 모드: 비밀일 수 없는 수예요. 어긋나는 앞 대답: {turn}번째 질문 {guess} → "
        "{strikes}S {balls}B",
        "Hard mode: that cannot be the secret. It breaks guess {turn}: {guess} → "
        "{strikes}S {balls}B",
    ),
    "err_unknown_adversary": ("모르는 지킴이예요: {name}", "Unknown keeper: {name}"),
    "err_not_deterministic": (
        "무작위 전략에는 '최선의 수' 가 없어요: {name}",
        "A random strategy has no best guess: {name}",
    ),
    "err_empty": ("판이 비어 있어요. 예: 111,101,111", "The board is empty. E.g. 111,101,111"),
    "err_rows": ("판은 0/1로 된 행의 목록이에요.", "A board is a list of rows of 0/1."),
    "err_cell": (
        "칸에는 0과 1만 쓸 수 있어요 (쓸 수 없는 글자: '{ch}').",
        "Cells are 0 or 1 only (not allowed: '{ch}').",
    ),
    "err_tree_seed": (
        "나무 번호는 0 부터 4294967295 까지의 정수예요 (적은 것: {seed}).",
        "The tree number is a whole number from 0 to 4294967295 (you gave {seed}).",
    ),
    "err_tree_depth": (
        "나무의 깊이는 2 부터 5 까지예요 (적은 것: {depth}).",
        "The tree's depth is 2 to 5 (you gave {depth}).",
    ),
    "err_tree_branching": (
        "가지 수는 2 부터 4 까지, 또는 2-4 처럼 범위로 써요 (적은 것: {branching}).",
        "Branching is 2 to 4, or a range such as 2-4 (you gave {branching}).",
    ),
    "err_tree_root": (
        "뿌리는 max 나 min 이에요 (적은 것: {root}).",
        "The root is max or min (you gave {root}).",
    ),
    "err_tree_json": (
        "나무의 모양을 읽을 수 없어요.",
        "The tree's shape cannot be read.",
    ),
    "err_tree_path": (
        "나무에 그런 자리가 없어요: {path}",
        "There is no such place in the tree: {path}",
    ),
    "err_tree_marks": (
        "표시를 읽을 수 없어요: {item}",
        "A mark cannot be read: {item}",
    ),
    "err_rect": (
        "모든 행의 길이가 같아야 해요 (지금 {lengths}).",
        "All rows must have the same length (got {lengths}).",
    ),
    "err_size": (
        "판은 {max}x{max} 까지예요 (지금 {rows}x{cols}).",
        "The board is at most {max}x{max} (got {rows}x{cols}).",
    ),
    "err_position": (
        "{name}의 위치는 '행,열' 처럼 정수 두 개로 써 주세요 (적은 것: '{text}').",
        "Write the position of {name} as two integers 'row,col' (you typed '{text}').",
    ),
    "err_outside": (
        "{name}의 위치 ({r}, {c}): 판 밖이에요.",
        "Position of {name} ({r}, {c}) is outside the board.",
    ),
    "err_hole": (
        "{name}의 위치 ({r}, {c}): 발판(1)이 아니에요.",
        "Position of {name} ({r}, {c}) is not on a foothold (1).",
    ),
    "err_not_your_turn": ("지금은 둘 차례가 아니에요.", "It is not your turn."),
    "err_occupied": ("이미 돌이 있는 칸이에요.", "That cell is taken."),
    "err_connect4_moves": (
        "수순의 {index}번째 수를 둘 수 없어요 (1-7 의 열, 빈자리가 있는 열, 끝나기 전의 수만).",
        "Move {index} cannot be played (a column 1-7 with room, before the game ends).",
    ),
}
