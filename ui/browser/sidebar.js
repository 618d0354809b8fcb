// 폰의 메뉴 (사이드바): 고른 페이지가 열리면 메뉴를 닫는다 (폰에서는 메뉴가 페이지를 덮는다),
// 가로로 눕힌 폰 (화면 높이가 낮은 터치 화면) 에서 처음 열 때 메뉴가 스스로 열리면 닫는다.
// 이름과 폭은 window.__nbm (names: Streamlit 의 이름, sidebar: 폭과 높이의 기준).
(() => {
  if (window.__nbmSidebar) return;
  window.__nbmSidebar = true;
  const N = window.__nbm.names;
  const S = window.__nbm.sidebar;
  const close = () => {
    const button = document.querySelector(N.sidebarClose + " button");
    if (button && button.offsetParent !== null) button.click();
  };
  // 메뉴의 페이지 링크를 누르면, 페이지가 바뀐 뒤 (주소가 바뀐 뒤) 메뉴를 닫는다
  document.addEventListener("click", (event) => {
    if (window.innerWidth >= S.overlayBelowPx) return;
    if (!event.target.closest(N.sidebar + " " + N.pageLink)) return;
    const from = location.pathname;
    const until = performance.now() + S.waitMs;
    const wait = () => {
      if (location.pathname !== from) close();
      else if (performance.now() < until) requestAnimationFrame(wait);
    };
    requestAnimationFrame(wait);
  });
  // 처음 열 때: 낮은 터치 화면이면 메뉴가 그려지는 대로 한 번 닫는다
  const touch = matchMedia("(hover: none) and (pointer: coarse)").matches;
  if (touch && window.innerHeight < S.lowScreenPx) {
    const until = performance.now() + S.waitMs;
    const first = () => {
      const button = document.querySelector(N.sidebarClose + " button");
      if (button && button.offsetParent !== null) button.click();
      else if (performance.now() < until) requestAnimationFrame(first);
    };
    requestAnimationFrame(first);
  }
})();
