// 브라우저 기록 다루기 (ui/links.py 의 설명). 창마다 한 번만 설치된다.
// 같은 페이지 안의 주소 바꾸기 (판의 수, 설정) 는 칸을 바꾼다. 첫 화면 ("/", 자동 진행으로
// 옮겨 가는 입구) 의 칸도 바꾼다: 남겨 두면 뒤로 가기가 입구에 닿아 다시 앞으로 튕긴다.
// 바뀌면 칸을 더하는 매개변수 (나무 탐색의 마디) 와 앱의 뿌리는 window.__nbm.history 에서.
(() => {
  if (window.__linkHistory) return;
  window.__linkHistory = true;
  const { root, nav } = window.__nbm.history;
  const push = history.pushState.bind(history);
  history.pushState = function (state, title, url) {
    if (url === undefined || url === null) return push(state, title, url);
    const next = new URL(url, location.href);
    const here = new URL(location.href);
    const atRoot = here.pathname === root || here.pathname + "/" === root;
    const samePage = next.pathname === here.pathname;
    const moved = nav.some((n) => next.searchParams.get(n) !== here.searchParams.get(n));
    if (atRoot || (samePage && !moved)) return history.replaceState(state, title, url);
    return push(state, title, url);
  };
})();
