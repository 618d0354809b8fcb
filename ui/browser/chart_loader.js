// plotly.js 부분 묶음을 한 번만 불러 실행하는 일 (페이지 문서에 한 번; 차트 요소 chart.js 가 쓴다).
// window.__nbmPlotly() 는 window.Plotly 를 주는 약속이다. 첫 화면에 차트가 있는 페이지
// (window.__nbm.chart.early) 는 문서를 다 받고 주 스레드가 쉴 때 미리 실행해 둔다: Streamlit 이
// 서버의 첫 실행을 기다리는 동안에. 그러지 않으면 첫 차트의 메시지가 온 뒤에야 (흉내 낸 폰에서
// 1 초 넘게 걸리는) 실행을 시작한다. 묶음의 주소는 window.__nbm.chart.bundle.
(() => {
  if (window.__nbmPlotly) return;
  const C = window.__nbm.chart;
  let loading = null;
  window.__nbmPlotly = () => {
    if (!loading) {
      loading = new Promise((resolve, reject) => {
        if (window.Plotly) {
          resolve(window.Plotly);
          return;
        }
        const script = document.createElement("script");
        script.src = C.bundle;
        script.onload = () => resolve(window.Plotly);
        script.onerror = () => {
          loading = null; // 다음 그림이 다시 받아 본다 (끊겼던 연결)
          reject(new Error("plotly bundle did not load"));
        };
        document.head.appendChild(script);
      });
    }
    return loading;
  };
  if (!C.early) return;
  const soon = () => {
    const idle = window.requestIdleCallback || ((run) => setTimeout(run, 1));
    idle(() => window.__nbmPlotly().catch(() => {}), { timeout: C.earlyWaitMs });
  };
  if (document.readyState === "complete") soon();
  else window.addEventListener("load", soon, { once: true });
})();
