// 브라우저 기록 다루기 (ui/links.py 의 설명). 창마다 한 번만 설치된다.
// 같은 페이지 안의 주소 바꾸기 (판의 수, 설정) 는 칸을 바꾼다. 첫 화면 ("/", 자동 진행으로
// 옮겨 가는 입구) 의 칸도 바꾼다: 남겨 두면 뒤로 가기가 입구에 닿아 다시 앞으로 튕긴다.
// 바뀌면 칸을 더하는 매개변수 (나무 탐색의 마디) 와 앱의 뿌리는 window.__nbm.history 에서.
//
// 메뉴로 다른 페이지를 여는 동안: 새 페이지의 실행이 쓴 주소 (질의) 가 바쁜 폰에서는 주소가 새
// 페이지로 바뀌기 전에 닿아, Streamlit 이 그 질의를 떠나는 페이지의 칸에 썼다 (직접 맞히기의 칸이
// 지킴이의 질의가 되어 뒤로 가기가 부른 수를 잃었다). 메뉴의 링크를 누른 뒤 새 페이지의 칸이
// 생길 때까지는 떠나는 페이지의 칸을 바꾸지 않는다 (새 칸은 Streamlit 이 같은 질의로 만든다).
(() => {
  if (window.__linkHistory) return;
  window.__linkHistory = true;
  const { root, nav } = window.__nbm.history;
  const N = window.__nbm.names;
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  let leaving = null; // 메뉴로 여는 중인 페이지의 경로 (없으면 null)
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target.closest(N.pageLink);
      const href = link && (link.getAttribute("href") || link.querySelector("a")?.getAttribute("href"));
      leaving = null;
      if (!href) return;
      const target = new URL(href, location.href).pathname;
      if (target !== location.pathname) leaving = target;
    },
    true,
  );
  addEventListener("popstate", () => (leaving = null));
  const route = (state, title, url, adding) => {
    if (url === undefined || url === null) return (adding ? push : replace)(state, title, url);
    const next = new URL(url, location.href);
    const here = new URL(location.href);
    if (leaving !== null && next.pathname === here.pathname) return undefined; // 떠나는 칸
    if (next.pathname !== here.pathname) leaving = null;
    const atRoot = here.pathname === root || here.pathname + "/" === root;
    const samePage = next.pathname === here.pathname;
    const moved = nav.some((n) => next.searchParams.get(n) !== here.searchParams.get(n));
    if (!adding || atRoot || (samePage && !moved)) return replace(state, title, url);
    return push(state, title, url);
  };
  history.pushState = (state, title, url) => route(state, title, url, true);
  history.replaceState = (state, title, url) => route(state, title, url, false);
})();
