// 흉내 낸 폰의 표시 (bench/phone.py): 페이지가 열리자마자 돈다. performance.now (연 때부터 ms) 로
// window.__phone 에 적는다:
// - heading, chart: 첫 제목과 첫 차트가 DOM 에 나온 때 (차트의 고르개는 앞선 스크립트가
//   window.__phoneChart 에 넣는다: ui/internals 의 plotly 이름).
// - first: 첫 화면이 화면에 나온 때 — window.__phoneFirst 의 열쇠가 모두 보일 때
//   (window.__phoneFirstShown: 시험이 손으로 쓴 문서에서 부른다).
//   조건이 처음 참인 requestAnimationFrame 에서 잰다 (그 프레임이 칠해진다).
// - steps: 자동 진행의 추측 줄 (window.__phoneStep) 이 바뀐 때들 (한 단계마다 하나).
// - long: 주 스레드의 긴 작업 (50 ms 넘게) 마다 [시작, 길이].

(() => {
  // 상자가 자리를 차지하는지 (크기가 0 이 아님)
  const sized = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };

  // 열쇠 key 의 상자가 보이는지: 그림 (first.rendition 안의 [first.boxAttr=key]; 차트 상자
  // (first.chartAttr) 는 svg 가 든 뒤) 이거나 살아 있는 상자 (first.keyClass + key; 차트가 든
  // 열쇠 (first.charts) 는 그 안에 그려진 표 first.drawnAttr 가 생긴 뒤).
  const boxShown = (first, key) => {
    const still = document.querySelector(`${first.rendition} [${first.boxAttr}="${key}"]`);
    if (still && sized(still)) {
      if (!still.hasAttribute(first.chartAttr) || still.querySelector("svg")) return true;
    }
    const live = document.querySelector(`.${first.keyClass}${key}`);
    if (!live || !sized(live)) return false;
    return !first.charts.includes(key) || live.querySelector(`[${first.drawnAttr}]`) !== null;
  };

  // 첫 화면의 열쇠가 모두 보이는지 (열쇠가 없으면 거짓: 잴 것이 없다)
  const firstShown = (window.__phoneFirstShown = (first) =>
    first.keys.length > 0 && first.keys.every((key) => boxShown(first, key)));

  const marks = (window.__phone = { steps: [], long: [] });
  let line = null;
  const check = () => {
    const now = performance.now();
    if (marks.heading === undefined && document.querySelector("h1, h2")) marks.heading = now;
    if (marks.chart === undefined && document.querySelector(window.__phoneChart)) marks.chart = now;
    const step = window.__phoneStep && document.querySelector(window.__phoneStep);
    if (step && step.textContent !== line) {
      line = step.textContent;
      marks.steps.push(now);
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) marks.long.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
  // 프레임마다 (칠하기 바로 앞) 본다: 크기는 DOM 이 바뀌지 않아도 (글꼴 · CSS 가 와서) 바뀐다
  const first = window.__phoneFirst;
  if (!first || first.keys.length === 0) return;
  const frame = () => {
    if (document.body && firstShown(first)) marks.first = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();
