"""학생의 자리 문구: 활동 페이지 맨 위의 한 줄 (방 · 별명 · 내 결과 · 반의 결과) 과 자리의 알림."""

from __future__ import annotations

SEAT: dict[str, tuple[str, str]] = {
    "seat_line": ("{title} · {nickname}", "{title} · {nickname}"),
    "seat_pending": (
        "저장하지 못했습니다: 데이터베이스가 돌아오면 다시 보냅니다",
        "Not saved yet: it will be sent again when the database is back",
    ),
    "seat_closed": (
        "방이 닫혀 이 결과는 기록되지 않았습니다",
        "The room is closed: this result was not recorded",
    ),
    "seat_gone": (
        "방이 없어져 이 결과는 기록되지 않았습니다",
        "The room no longer exists: this result was not recorded",
    ),
    "seat_bad_room": (
        "링크의 방을 찾을 수 없어요. 수업 없이 그냥 할 수 있어요 (결과는 기록되지 않아요).",
        "The room in this link was not found. You can play without the class (nothing is "
        "recorded).",
    ),
    "seat_bad_student": (
        "링크의 학생 열쇠가 이 방에 없어요. 수업 페이지의 방 링크로 다시 들어오세요. 지금은 "
        "수업 없이 할 수 있어요 (결과는 기록되지 않아요).",
        "The student key in this link is not in this room. Join again from the class link. "
        "For now you can play without the class (nothing is recorded).",
    ),
    "seat_removed": (
        "선생님이 이 방에서 이 자리를 뺐어요. 결과는 더 기록되지 않아요. 수업 없이 그냥 할 수 "
        "있어요.",
        "The teacher removed this seat from the room: nothing more is recorded. You can go on "
        "without the class.",
    ),
    "seat_down": (
        "데이터베이스가 답하지 않아 방에 앉지 못했어요. 잠시 뒤 수업 링크로 다시 들어오세요.",
        "The database did not answer, so you are not seated in the room. Join again from the "
        "class link in a moment.",
    ),
    "seat_result": ("나: {mine} · 반: {class_}", "you: {mine} · class: {class_}"),
    "seat_guesses": ("{n}번 만에 맞힘", "{n} guesses"),
    "seat_keeper_solved": ("컴퓨터가 {n}번 만에 맞힘", "the computer took {n} guesses"),
    "seat_keeper_contradiction": ("대답이 어긋남", "answers contradicted"),
    "seat_cuts": ("가지치기 {found}/{total}", "cut-offs {found}/{total}"),
    "seat_predictions": ("예측 {right}/{total}", "predictions {right}/{total}"),
    "seat_win": ("이김", "win"),
    "seat_loss": ("짐", "loss"),
    "seat_draw": ("비김", "draw"),
    "seat_duel": ("{result} (나 {n}번 · AI {ai}번)", "{result} (you {n} · AI {ai} guesses)"),
    "seat_class_median": (
        "결과 {k}개, 가운데값 {median}",
        "{k} finished, median {median}",
    ),
    "seat_class_results": (
        "결과 {k}개: 이김 {win} · 비김 {draw} · 짐 {loss}",
        "{k} finished: {win} won · {draw} drawn · {loss} lost",
    ),
    "seat_link_ignored": (
        "수업 중에는 선생님의 방이 정한 판을 해요. 쓰지 않은 링크의 값: {names}",
        "In class you play the game your teacher's room set: {names} from the link was not used.",
    ),
    "seat_not_counted": (
        "이 판은 수업에 기록되지 않아요: 방이 정한 설정으로 처음부터 한 수씩 둔 판만 기록돼요.",
        "This game will not be recorded for the class: only a game played from its start, move "
        "by move, with the room's settings is recorded.",
    ),
    "seat_restart": ("방의 판 새로 하기", "New game with the room's settings"),
}
