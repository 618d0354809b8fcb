// 흉내 낸 폰의 표시 (bench/phone.py): 페이지가 열리자마자 돈다. 첫 제목과 첫 차트가 DOM 에
// 나온 때 (performance.now, 연 때부터 ms) 를 window.__phone 에 적는다. 차트의 고르개는 앞선
// 스크립트가 window.__phoneChart 에 넣는다 (ui/internals.py 의 plotly 이름).
(() => {
  const marks = (window.__phone = {});
  const check = () => {
    const now = performance.now();
    if (marks.heading === undefined && document.querySelector("h1, h2")) marks.heading = now;
    if (marks.chart === undefined && document.querySelector(window.__phoneChart)) marks.chart = now;
    if (marks.heading !== undefined && marks.chart !== undefined) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})();
