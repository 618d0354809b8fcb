// 폰의 메뉴 (사이드바): 고른 페이지가 열리면 메뉴를 닫는다 (폰에서는 메뉴가 페이지를 덮는다),
// 가로로 눕힌 폰 (화면 높이가 낮은 터치 화면) 에서 처음 열 때 메뉴가 스스로 열리면 닫는다,
// 열린 페이지에서 폰을 돌려도 닫혀 있던 메뉴는 닫힌 채로 둔다.
// 이름과 폭은 window.__nbm (names: Streamlit 의 이름, sidebar: 폭과 높이의 기준).
(() => {
  if (window.__nbmSidebar) return;
  window.__nbmSidebar = true;
  const N = window.__nbm.names;
  const S = window.__nbm.sidebar;
  let last = 0;
  const close = () => {
    // 누른 뒤 메뉴가 닫히는 동안 다시 누르지 않는다 (두 번 누르면 다시 열린다)
    if (performance.now() - last < S.settleMs) return;
    const button = document.querySelector(N.sidebarClose + " button");
    if (button && button.offsetParent !== null) {
      last = performance.now();
      button.click();
    }
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
  // 처음 열 때: 낮은 터치 화면이면 메뉴가 그려지고 첫 실행이 끝난 뒤 닫는다. Streamlit 은 첫
  // 실행의 메시지로 메뉴를 다시 펼치므로, 닫힌 것을 볼 때까지 (waitMs 안에서) 다시 누른다
  const touch = matchMedia("(hover: none) and (pointer: coarse)").matches;
  if (touch && window.innerHeight < S.lowScreenPx) {
    const until = performance.now() + S.waitMs;
    const first = () => {
      const bar = document.querySelector(N.sidebar);
      const app = document.querySelector(N.app);
      const idle = app && app.getAttribute(N.scriptState) === N.notRunning;
      const open = bar && bar.getAttribute(N.sidebarCollapsed) === "false";
      if (idle && open && document.querySelector(N.sidebar + " " + N.pageLink)) close();
      if ((open || !idle) && performance.now() < until) requestAnimationFrame(first);
    };
    requestAnimationFrame(first);
  }
  // 폰을 돌리면 (터치 화면의 창 크기가 바뀌면) Streamlit 은 넓어진 화면에서 메뉴를 펼친다: 본문이
  // 좁아지고, 넓은 화면의 닫는 단추는 마우스를 올려야 보인다. 돌리기 전에 닫혀 있었으면 turnMs
  // 동안 닫힌 채로 지킨다. 사람이 여는 단추를 누르면 그만 지킨다
  let keepUntil = 0;
  const keep = () => {
    if (performance.now() >= keepUntil) return;
    const bar = document.querySelector(N.sidebar);
    if (bar && bar.getAttribute(N.sidebarCollapsed) === "false") close();
    requestAnimationFrame(keep);
  };
  window.addEventListener("resize", () => {
    if (!touch) return;
    const now = performance.now();
    if (now < keepUntil) {
      keepUntil = now + S.turnMs; // 돌리는 동안 여러 번 온다: 처음의 닫힘을 계속 지킨다
      return;
    }
    const bar = document.querySelector(N.sidebar);
    if (bar && bar.getAttribute(N.sidebarCollapsed) === "false") return; // 열려 있었다
    keepUntil = now + S.turnMs;
    requestAnimationFrame(keep);
  });
  document.addEventListener(
    "click",
    (event) => {
      if (event.target.closest(N.sidebarOpen)) keepUntil = 0;
    },
    true,
  );
})();
