// 두 번 누름 막기와 자판 줄 (ui/turns.py 의 설명). 창마다 한 번만 설치된다.
// 이름과 수는 문서가 먼저 넣은 window.__nbm 에서 읽는다 (ui/browser/__init__.py):
// names 는 Streamlit 의 이름 (DOM 이름과 서버 메시지의 칸 번호, ui/internals), tapGuard 는
// ui/turns.py 의 수.
// window.__turnTapGuard.seen 은 열쇠 클래스 → 처음 칠해진 시각 (performance.now 기준,
// event.timeStamp 와 같은 시계) 이다. <head> 에서 돌므로 body 가 생긴 뒤에 지켜보기 시작한다.
(() => {
  if (window.__turnTapGuard) return;
  const N = window.__nbm.names;
  const C = window.__nbm.tapGuard;
  const TURN = N.keyClass + C.turnPrefix;
  const SEQ = N.keyClass + C.seqPrefix;
  const STEP = N.keyClass + C.stepPrefix;
  const seen = new Map();
  const guard = { seen };
  let lastTurn = null; // 마지막으로 들은 동작 단추 누름: { at: 시각, x, y: 화면 좌표 }
  let lastStep = null; // 마지막으로 들은 걸음 단추 누름: { key, at, x, y }
  const near = (tap, event) =>
    Math.abs(event.clientX - tap.x) < C.sameSpotPx && Math.abs(event.clientY - tap.y) < C.sameSpotPx;
  window.__turnTapGuard = guard;
  // 누름을 여기서 끝낸다: Streamlit 의 듣개에도 기본 동작에도 닿지 않는다 (버리거나 줄에 세울 때)
  const stop = (event) => {
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  const keyOf = (el, prefix) => {
    const box = el.closest('[class*="' + prefix + '"]');
    return box ? [...box.classList].find((name) => name.startsWith(prefix)) : undefined;
  };
  // 동작 단추 key 의 누름을 시각 at 에 버릴지: 아직 칠해지지 않았거나 (seen 에 없음) 칠해진 지
  // seenMs 안이다 (사람이 보고 누를 수 없었다). 손의 누름 · 그림에서 누른 것의 다시 누르기가 같이 쓴다
  const tooSoon = (key, at) => {
    const shown = seen.get(key);
    return shown === undefined || at - shown < C.seenMs;
  };
  // 화면의 동작 단추 열쇠들을 읽어, 새 열쇠는 지금 (칠하기 직전) 시각으로 적고 사라진 열쇠는
  // 지운다 (페이지를 떠났다 돌아와 다시 그려진 단추는 새로 본 것이다)
  let frame = 0;
  const record = () => {
    frame = 0;
    const now = performance.now();
    const present = new Set();
    for (const el of document.querySelectorAll('[class*="' + TURN + '"]')) {
      for (const name of el.classList) if (name.startsWith(TURN)) present.add(name);
    }
    for (const key of [...seen.keys()]) if (!present.has(key)) seen.delete(key);
    for (const key of present) if (!seen.has(key)) seen.set(key, now);
  };
  new MutationObserver(() => {
    if (!frame) frame = requestAnimationFrame(record);
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["class"],
  });
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target.closest('[class*="' + TURN + '"] button');
      if (!button) return;
      const key = keyOf(button, TURN);
      // 줄에서 다시 누르는 것은 누른 순간에 이미 재었다 (그림에서 누른 것은 replayLater 가 잰다)
      if (!replaying && tooSoon(key, event.timeStamp)) {
        stop(event);
        return;
      }
      if (!replaying) lastTurn = { at: event.timeStamp, x: event.clientX, y: event.clientY };
      // 앞 누름의 실행이 아직 시작되지 않았으면 (서버가 그 누름을 아직 집어 가지 않았다) 줄을 선다:
      // Streamlit 은 시작 전에 온 두 누름을 한 실행으로 합치고, 그 실행은 콜백을 누른 차례가 아니라
      // 화면의 차례로 부른다 (0.1 초 사이의 두 대답 중 뒤의 것이 들렸다). 앞의 실행이 시작되면 곧바로
      // 보낸다 (아래의 heard): 실행 중의 누름은 합쳐지지 않고, '멈추기' 처럼 도는 실행에 닿아야 하는
      // 누름도 늦지 않는다. 줄에 앞선 누름이 있어도 선다 (누른 차례대로)
      if (!replaying && (queue.length || (sent && !sent.started))) {
        stop(event);
        queue.push(key);
        return;
      }
      sent = { started: false, done: false, painted: false };
    },
    true,
  );

  // 그림 (차트) 처럼 단추가 아닌 것을 누르는 동작 상자 (열쇠가 turn- 으로 시작): 그림은 누름의
  // 시작 (pointerdown · mousedown · touchstart) 에서 듣는다. 막 그려진 그림이면 시작부터 막는다:
  // 두 번 누른 칸의 두 번째 손가락이 새 그림의 칸을 누르지 않게
  const early = (event) => {
    if (event.target.closest("button")) return;
    const box = event.target.closest('[class*="' + TURN + '"]');
    if (!box) return;
    if (tooSoon(keyOf(event.target, TURN), event.timeStamp)) {
      stop(event);
    }
  };
  for (const type of ["pointerdown", "mousedown", "touchstart", "click"]) {
    document.addEventListener(type, early, { capture: true, passive: false });
  }

  // 차례대로 단추 (seq_key · step_key) 의 줄: 한 누름을 보내고, 그 누름이 부른 실행이 끝나 새 화면이
  // 칠해진 뒤에 다음 누름을 보낸다 (그 실행이 그린 단추를: 걸음 단추의 args 는 새 걸음이다). 서버가
  // 실행을 시작하기 전에 다음 누름이 닿으면 Streamlit 은 같은 단추의 두 누름을 한 번으로 합친다.
  // 실행의 시작과 끝은 시계가 아니라 서버의 메시지로 안다: Streamlit 의 웹소켓 (names.stream) 으로
  // 오는 ForwardMsg 의 칸 번호 (names.runStarted: 실행의 시작, names.runFinished: 끝, 그 값이
  // names.finishedEarly 면 다음 실행에 자리를 내준 끝이라 더 기다린다). 화면의 실행 상태 속성
  // (names.scriptState) 만으로는 모른다: 바쁜 폰에서 짧은 실행은 '실행 중' 이 칠해지지 않고
  // 지나간다 (React 가 시작과 끝을 한 번에 그린다).
  const queue = [];
  let sent = null; // 보낸 누름의 실행: { started, done, painted }
  let replaying = false;
  const state = () => {
    const app = document.querySelector(N.app);
    return app ? app.getAttribute(N.scriptState) : null;
  };
  const idle = () => ![N.running, N.rerunRequested].includes(state());
  // 줄의 맨 앞 누름부터 보낸다. 새 화면에 없거나 꺼진 단추는 건너뛴다 (사람도 누를 수 없다).
  // started 면 앞 누름의 실행이 막 시작되었을 뿐이라 맨 앞의 동작 단추 누름들만 (차례대로 단추는
  // 그 실행의 화면이 칠해진 뒤에)
  const release = (started = false) => {
    while (queue.length && !(started && !queue[0].startsWith(TURN))) {
      const button = document.querySelector("." + queue.shift() + " button");
      if (!button || button.disabled) continue;
      sent = null;
      replaying = true;
      button.click(); // 위의 듣개들이 이 누름의 sent 를 둔다 (다시 누르는 것은 막지 않는다)
      replaying = false;
      return;
    }
    if (started) return;
    sent = null;
    replayLater();
  };
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target.closest('[class*="' + SEQ + '"] button');
      if (!button) return;
      // 들은 동작 단추 누름 ('부르기') 과 같은 자리에 seenMs 안에 온 누름은 그 두 번째
      // 손가락이다: 그사이 기록 줄이 생겨 밀려 온 숫자 단추에 닿았을 뿐, 사람이 보고 누른 것이 아니다
      const key = keyOf(button, SEQ);
      if (!replaying && lastTurn && near(lastTurn, event) && event.timeStamp - lastTurn.at < C.seenMs) {
        stop(event);
        return;
      }
      // 걸음 단추 (ui/turns.py 의 step_key): 같은 단추를 같은 자리에서 doubleTapMs 안에 다시
      // 누른 것은 두 번 누름이다. 들은 누름만 적는다 (버린 누름에서 다시 재지 않는다)
      if (!replaying && key.startsWith(STEP)) {
        const again =
          lastStep &&
          lastStep.key === key &&
          near(lastStep, event) &&
          event.timeStamp - lastStep.at < C.doubleTapMs;
        if (again) {
          stop(event);
          return;
        }
        lastStep = { key, at: event.timeStamp, x: event.clientX, y: event.clientY };
      }
      if (sent) {
        stop(event);
        queue.push(key);
        return;
      }
      sent = { started: false, done: false, painted: false };
    },
    true,
  );

  // ForwardMsg 한 통의 맨 위 칸들에서 실행의 시작 ("start") 이나 끝 (끝난 까닭의 수) 을 찾는다.
  // protobuf 의 칸: 머리 (번호 × 8 + 꼴) 다음에 수 (꼴 0), 길이와 바이트 (꼴 2), 8 · 4 바이트 (꼴 1 · 5)
  const runEvent = (data) => {
    const bytes = new Uint8Array(data);
    let i = 0;
    const varint = () => {
      let value = 0;
      for (let shift = 0; i < bytes.length; shift += 7) {
        const byte = bytes[i++];
        value += (byte & 127) * 2 ** shift;
        if (byte < 128) break;
      }
      return value;
    };
    while (i < bytes.length) {
      const head = varint();
      const field = Math.floor(head / 8);
      const wire = head % 8;
      if (wire === 0) {
        const value = varint();
        if (field === N.runFinished) return value;
      } else if (wire === 2) {
        const length = varint();
        if (field === N.runStarted) return "start";
        i += length;
      } else if (wire === 1) i += 8;
      else if (wire === 5) i += 4;
      else return null;
    }
    return null;
  };
  // 보낸 누름의 실행이 끝나면 그 화면이 칠해진 뒤 (Streamlit 이 끝을 화면의 상태에 넣고, 두 번의
  // 칠하기: React 가 그린 뒤) 다음 누름을 보낸다. 그때 다른 실행이 돌고 있으면 그 끝에 (아래의 지켜보기)
  const heard = (event) => {
    if (!(event.data instanceof ArrayBuffer)) return;
    const run = runEvent(event.data);
    if (run === null) return;
    if (run !== "start" && run !== N.finishedEarly) {
      // 끝난 실행의 화면이 칠해졌다: 그림에서 누른 것의 짝이 없으면 이제 정말 없는 것이다
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          drawnRuns += 1;
          if (!sent) replayLater();
        }),
      );
    }
    if (!sent || sent.done) return;
    if (run === "start") {
      sent.started = true;
      if (!sent.after) release(true); // 첫 화면의 그림에서 누른 것은 그 실행이 칠해질 때까지
    } else if (run !== null && sent.started && run !== N.finishedEarly) {
      const mine = sent;
      mine.done = true;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          mine.painted = true;
          mine.after?.(true);
          if (sent === mine && idle()) release();
        }),
      );
    }
  };
  // 첫 화면의 그림에서 누른 것의 줄 (ui/browser/first.js 가 넣는다): 그림이 살아 있는 페이지에 넘어가면
  // (stand) 차례대로 하나씩, 앞의 누름이 부른 실행이 칠해진 뒤에 살아 있는 짝을 누른다. 짝은 이 지킴이가
  // 듣는 누름이어야 한다 (동작 단추는 칠해지고 seenMs 가 지난 뒤). 짝이 없거나 꺼져 있으면 누르지 않고
  // after(false) 로 알린다 (그림이 그렸던 것이 지금 화면에는 없다). 줄이 남은 동안 (holding) 자동
  // 진행의 박자 (ui/browser/pacer.js) 는 기다린다: 누른 때의 화면에 적용한다.
  const later = []; // { find: () => 살아 있는 짝 | null, after: (눌렀는지) => void }
  let standing = false;
  let drawnRuns = 0; // 끝까지 돌고 칠해진 실행의 수 (0 이면 살아 있는 페이지가 아직 다 그려지지 않았다)
  let looking = 0;
  const heardNow = (el) => {
    const key = keyOf(el, TURN);
    return key === undefined || !tooSoon(key, performance.now());
  };
  const replayLater = () => {
    looking = 0;
    if (!standing || sent || !later.length) return;
    if (!idle()) return; // 도는 실행의 끝에 (아래의 지켜보기가 다시 부른다)
    const entry = later[0];
    const el = entry.find();
    if (!el || el.disabled) {
      // 짝이 없다고 말하는 것은 실행 하나가 끝까지 그려진 뒤에만 (그 전에는 아직 안 그려졌을 뿐)
      if (!drawnRuns) return;
      later.shift();
      entry.after(false);
      replayLater();
      return;
    }
    if (!heardNow(el)) {
      looking ||= requestAnimationFrame(replayLater);
      return;
    }
    later.shift();
    replaying = true;
    el.click(); // 차례대로 단추면 위의 듣개가 sent 를 둔다
    replaying = false;
    sent ??= { started: false, done: false, painted: false };
    sent.after = entry.after;
  };
  guard.later = (entry) => later.push(entry);
  guard.stand = () => {
    standing = true;
    replayLater();
  };
  guard.holding = () => later.length > 0 || Boolean(sent?.after && !sent.painted);
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      // Streamlit 이 만든 뒤 곧바로 다는 제 듣개 뒤에 단다: 메시지마다 Streamlit 이 먼저 받아 화면의
      // 상태에 넣고 (그 사이의 마이크로태스크까지) 나서 이 듣개가 듣는다
      if (String(url).endsWith(N.stream)) {
        queueMicrotask(() => this.addEventListener("message", heard));
      }
    }
  };
  new MutationObserver(() => {
    if (sent && sent.painted && idle()) release();
    else if (!sent && !looking) replayLater();
  }).observe(document.documentElement, {
    attributes: true,
    subtree: true,
    attributeFilter: [N.scriptState],
  });
})();
