// 두 번 누름 막기와 자판 줄 (ui/turns.py 의 설명). 창마다 한 번만 설치된다.
// 이름과 수는 문서가 먼저 넣은 window.__nbm 에서 읽는다 (ui/browser/__init__.py):
// names 는 Streamlit 의 DOM 이름 (ui/internals.py), tapGuard 는 ui/turns.py 의 수.
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
  let lastTurn = null; // 마지막으로 들은 동작 단추 누름: { at: 시각, x, y: 화면 좌표 }
  let lastStep = null; // 마지막으로 들은 걸음 단추 누름: { key, at, x, y }
  const near = (tap, event) =>
    Math.abs(event.clientX - tap.x) < C.sameSpotPx && Math.abs(event.clientY - tap.y) < C.sameSpotPx;
  window.__turnTapGuard = { seen };
  const keyOf = (el, prefix) => {
    const box = el.closest('[class*="' + prefix + '"]');
    return box ? [...box.classList].find((name) => name.startsWith(prefix)) : undefined;
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
      const shown = seen.get(keyOf(button, TURN));
      // 아직 칠해지지 않았거나 (shown 없음) 누르기 seenMs 안에 그려진 단추
      if (shown === undefined || event.timeStamp - shown < C.seenMs) {
        event.stopImmediatePropagation();
        event.preventDefault();
        return;
      }
      lastTurn = { at: event.timeStamp, x: event.clientX, y: event.clientY };
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
    const shown = seen.get(keyOf(event.target, TURN));
    if (shown === undefined || event.timeStamp - shown < C.seenMs) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  };
  for (const type of ["pointerdown", "mousedown", "touchstart", "click"]) {
    document.addEventListener(type, early, { capture: true, passive: false });
  }

  const queue = [];
  let busy = false;
  let sawRun = false;
  let replaying = false;
  let waited = false; // 보낸 뒤 seqWaitMs 가 지났다 ('실행 중' 을 보이지 않고 끝나는 짧은 실행)
  let timer = null;
  const state = () => {
    const app = document.querySelector(N.app);
    return app ? app.getAttribute(N.scriptState) : null;
  };
  const idle = () => ![N.running, N.rerunRequested].includes(state());
  const release = () => {
    busy = false;
    clearTimeout(timer);
    const key = queue.shift();
    if (key === undefined) return;
    const button = document.querySelector("." + key + " button");
    if (button && !button.disabled) {
      replaying = true;
      button.click();
      replaying = false;
    } else {
      release();
    }
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
        event.stopImmediatePropagation();
        event.preventDefault();
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
          event.stopImmediatePropagation();
          event.preventDefault();
          return;
        }
        lastStep = { key, at: event.timeStamp, x: event.clientX, y: event.clientY };
      }
      if (busy && !replaying) {
        event.stopImmediatePropagation();
        event.preventDefault();
        queue.push(key);
        return;
      }
      busy = true;
      sawRun = false;
      waited = false;
      // 서버가 아직 시작하지 않은 누름 (rerunRequested) 도 기다린다: 그사이 다음 누름을 보내면
      // Streamlit 이 두 누름을 한 실행으로 합쳐 하나를 잃는다
      timer = setTimeout(() => {
        waited = true;
        if (idle()) release();
      }, C.seqWaitMs);
    },
    true,
  );
  new MutationObserver((records) => {
    if (records.some((r) => r.oldValue === N.running)) sawRun = true;
    const now = state();
    if (now === N.running) sawRun = true;
    else if (busy && (sawRun || waited) && idle()) release();
  }).observe(document.documentElement, {
    attributes: true,
    subtree: true,
    attributeOldValue: true,
    attributeFilter: [N.scriptState],
  });
})();
