// 흉내 낸 폰의 표시 (bench/phone.py): 페이지가 열리자마자 돈다. performance.now (연 때부터 ms) 로
// window.__phone 에 적는다:
// - heading, chart: 첫 제목과 첫 차트가 DOM 에 나온 때 (차트의 고르개는 앞선 스크립트가
//   window.__phoneChart 에 넣는다: ui/internals.py 의 plotly 이름).
// - steps: 자동 진행의 추측 줄 (window.__phoneStep) 이 바뀐 때들 (한 단계마다 하나).
// - long: 주 스레드의 긴 작업 (50 ms 넘게) 마다 [시작, 길이].
(() => {
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
})();
