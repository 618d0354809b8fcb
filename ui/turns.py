"""단추 동작을 차례마다 한 번만 듣기: 서버의 차례 번호와 브라우저의 두 번 누름 막기.

- 서버: 동작 단추의 열쇠에는 그려질 때의 차례 (stamp) 가 붙고 (turn_key), 누름은 그 차례를
  들고 온다. 지금 차례가 아니면 버린다: 두 번 누름의 두 번째가 지난 차례의 단추에 닿은 경우다.
- 브라우저: 새 단추가 같은 자리에 먼저 그려지면 두 번째 누름이 새 차례의 단추에 닿는다. 서버는
  그 누름이 언제 일어났는지 모르므로 브라우저에서 막는다. 기준은 시계가 아니라 손가락이 본 것이다:
  동작 단추 (열쇠가 turn- 으로 시작) 마다 화면에 처음 그려진 (칠해진) 시각을 적어 두고, 누른
  순간 (event.timeStamp) 에 그 단추가 SEEN_MS 보다 짧게 보였으면 버린다. 손가락 밑에서 새로
  그려진 단추라 사람이 보고 누른 것일 수 없다. 오래 보인 단추의 누름은 앞 누름과 얼마나 가깝든
  듣는다 (빠른 사람도 잃지 않는다). 시각은 누른 순간이다: 폰에서는 앞 누름의 처리 (다시 그리기)
  가 0.5 초를 넘기도 해, 처리하는 순간의 시계로 재면 줄 서 기다린 누름이 늦게 누른 것처럼 보인다.
- 자판처럼 누른 차례가 뜻을 가지는 단추 (열쇠가 seq- 로 시작, seq_key) 는 버리지 않고 줄을
  세운다: 브라우저가 한 누름을 보내고, 그 누름이 부른 실행이 끝나 새 화면이 칠해진 뒤에 잡아 둔
  다음 누름을 보낸다. Streamlit 은 서버가 실행을 시작하기 전에 온 누름들을 한 실행으로 합친다
  (빠르게 1 5 8 을 누르면 185, 같은 단추의 두 누름은 한 번). 실행의 끝은 시계가 아니라 서버의
  메시지로 안다 (바쁜 폰에서 짧은 실행은 '실행 중' 표시가 칠해지지 않고 지나간다). 다만 들은
  동작 단추 누름과 같은 자리에 SEEN_MS 안에 온 누름은 버린다: 두 번 누른 '부르기' 의 두 번째
  손가락이, 그사이 기록 줄이 생겨 밀려 온 숫자 단추에 닿은 것이다.
- 동작 단추의 누름도 앞 누름의 실행이 서버에서 시작되기 전에는 보내지 않고 줄을 선다 (시작을
  들으면 곧바로 보낸다): 시작 전에 닿은 두 누름을 Streamlit 은 한 실행으로 합치고 그 콜백들을
  누른 차례가 아니라 화면의 차례로 부른다 (바쁜 서버에서 0.1 초 뒤에 누른 다른 대답이 첫 대답
  대신 들렸다). 시작된 뒤의 누름은 합쳐지지 않고, 도는 실행에 닿아야 하는 '멈추기' 도 늦지
  않는다. 줄에 앞선 누름이 있으면 그 뒤에 선다 (숫자들 다음의 '부르기').
- 걸음 단추 (열쇠가 seq-step- 로 시작, step_key: '앞으로' · '뒤로') 도 차례대로 단추라 0.3 초마다
  누른 다섯 번이 다섯 걸음이다 (동작 단추였을 때는 걸음마다 새 열쇠로 다시 그려져, 그사이의 누름이
  막 그려진 단추에 닿아 버려졌다). 다만 같은 단추를 같은 자리에서 DOUBLE_TAP_MS 안에 다시 누르면
  두 번 누름이라 한 번만 듣는다.

- 같은 세션의 두 실행이 겹칠 때: Streamlit 은 실행 중에 새 누름이 오면 (runner.fastReruns) 지난
  실행이 streamlit 을 다시 부를 때까지 기다리지 않고 새 실행을 곧바로 시작한다. 그래서 순수
  파이썬으로 오래 도는 계산 (사목 AI 의 한 수) 은 새 실행과 나란히 끝나 같은 상태를 두 번 바꿀 수
  있다. 그런 계산은 시작할 때의 차례를 쥐고, 끝나서 TurnGuard.take 로 그 차례가 아직 지금 차례일
  때만 (잠근 채 한 번에) 결과를 놓는다.

브라우저 쪽은 ui/browser/tap_guard.js 다: 여기의 수 (SEEN_MS 등) 와 Streamlit 의 이름
(ui/internals) 을 문서에서 받는다.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

__all__ = [
    "BUSY_WAIT",
    "DOUBLE_TAP_MS",
    "SAME_SPOT_PX",
    "SEEN_MS",
    "SEQ_PREFIX",
    "STEP_PREFIX",
    "TURN_PREFIX",
    "TurnGuard",
    "seq_key",
    "step_key",
    "turn_key",
]

# 동작 단추가 이만큼 보인 뒤의 누름만 사람이 보고 누른 것으로 친다, ms. 사람의 시각 반응 시간
# (약 0.2-0.25 초) 이고, 폰의 두 번 누름 간격 (0.1-0.25 초) 보다 길다: 새 단추가 첫 누름 바로
# 뒤에 그려져도 두 번째 누름은 이보다 짧게 본 단추에 닿아 버려진다.
SEEN_MS = 250

# 겹친 실행의 두 번째 누름이 첫 누름의 느린 동작 (저장소: 답이 없으면 약 4 초 다시 묻는다) 을
# 기다리는 한도, 초. 그 뒤에는 기다리지 않고 그린다
BUSY_WAIT = 6.0
# 두 누름이 '같은 자리' 인 거리, px (손가락 끝의 반쯤: 44 px 단추의 반)
SAME_SPOT_PX = 22
# 열쇠의 앞부분: 동작 단추 (turn_key) 와 차례대로 단추 (seq_key). 브라우저의 막기
# (ui/browser/tap_guard.js) 가 열쇠 클래스에서 이 앞부분을 찾는다
TURN_PREFIX = "turn-"
SEQ_PREFIX = "seq-"
STEP_PREFIX = f"{SEQ_PREFIX}step-"
# 걸음 단추의 두 번 누름: 같은 단추, 같은 자리 (SAME_SPOT_PX), 앞의 (들은) 누름에서 이만큼 안, ms.
# 일부러 빠르게 거듭 누르는 손은 0.25-0.3 초 간격이고, 폰의 두 번 누름은 대개 0.1-0.2 초다
DOUBLE_TAP_MS = 200


def seq_key(name: str) -> str:
    """차례대로 단추의 열쇠: seq-<이름> (브라우저가 한 실행에 하나씩 보낸다)."""
    return f"{SEQ_PREFIX}{name}"


def step_key(name: str) -> str:
    """걸음 단추의 열쇠: seq-step-<이름> (줄을 세우되 두 번 누름은 한 번)."""
    return f"{STEP_PREFIX}{name}"


def turn_key(name: str, stamp: int, *parts: object) -> str:
    """동작 단추의 열쇠: turn-<이름>-<차례>[-<나머지>...] (브라우저의 막기가 turn- 을 본다)."""
    return TURN_PREFIX + "-".join([name, str(stamp), *map(str, parts)])


@dataclass
class TurnGuard:
    """지금 차례 번호. 받아들인 동작마다 하나 늘어난다."""

    stamp: int = 0
    busy: bool = False  # 받아들인 동작 (acting) 이 아직 도는 중

    def ignores(self, stamp: int | None) -> bool:
        """stamp 차례에 그려진 단추의 누름을 버릴지. None 은 단추가 아닌 요청이라 늘 듣는다."""
        return stamp is not None and stamp != self.stamp

    def next_turn(self) -> None:
        """동작을 받아들였다 (또는 그려진 단추가 이제 보이지 않는 판을 가리킨다): 다음 차례로."""
        self.stamp += 1

    def take(self, stamp: int) -> bool:
        """stamp 가 아직 지금 차례면 다음 차례로 넘기고 True, 그사이 다른 실행이 넘겼으면 False.
        확인과 넘기기는 잠근 채 한 번에 한다 (모듈 설명의 '두 실행이 겹칠 때')."""
        return self._take(stamp, busy=False)

    @contextmanager
    def acting(self, stamp: int) -> Iterator[bool]:
        """take 처럼 차례를 잡되 (True) 동작이 끝날 때까지 busy 로 둔다. 잡지 못한 누름 (겹친 실행의
        두 번째 누름) 은 잡은 동작이 끝나기를 BUSY_WAIT 초까지 기다린 뒤 False: 두 번째 실행이
        그리는 화면에 첫 누름의 결과 (만든 방, 든 자리) 가 있게. 저장소처럼 느린 동작에 쓴다."""
        if not self._take(stamp, busy=True):
            deadline = time.monotonic() + BUSY_WAIT
            while self.busy and time.monotonic() < deadline:
                time.sleep(0.02)
            yield False
            return
        try:
            yield True
        finally:
            self.busy = False

    def _take(self, stamp: int, busy: bool) -> bool:
        with _TAKING:
            if stamp != self.stamp:
                return False
            _between_check_and_take()
            self.stamp += 1
            self.busy = busy
            return True


# TurnGuard.take 의 확인과 넘기기를 한 번에 (상태 안에 두면 session_state 가 pickle 되지 않는다)
_TAKING = threading.Lock()


def _between_check_and_take() -> None:
    """시험의 이음매: _take 가 차례를 확인한 뒤, 넘기기 전에 부른다. 제품 코드에서는 아무것도
    하지 않는다. 시험 (tests/ui/test_turns.py) 이 이것을 바꿔 끼워 한 실행을 확인과 넘기기 사이에
    세워 두고 다른 실행이 같은 차례를 잡으려 하게 한다: 잠금이 없으면 둘 다 잡는다. 인스턴스가 아닌
    모듈에 두어 TurnGuard 는 그대로 pickle 된다."""
