// Streamlit 이 스스로 그리는 영어 글을 화면의 말로 바꾼다: 고르기 상자에 맞는 것이 없을 때의 줄과
// 첫 Tab 에 나오는 '본문으로 건너뛰기' 링크. 한국어 페이지에 영어가 섞이지 않게.
// 화면의 말은 주소의 lang (틀이 실행마다 쓴다: 언어를 바꾸면 바로 바뀐다), 없으면 기본 언어.
// 이름과 문구는 window.__nbm (names: Streamlit 의 이름, words: 문구).
(() => {
  if (window.__nbmWords) return;
  window.__nbmWords = true;
  const N = window.__nbm.names;
  const W = window.__nbm.words;
  const words = () => {
    const lang = new URLSearchParams(location.search).get("lang");
    return W.text[lang] || W.text[W.defaultLang];
  };
  // 글이 다를 때만 쓴다 (쓴 것이 다시 지켜보기를 부르지만 두 번째는 아무것도 하지 않는다)
  const put = (el, text) => {
    if (el && el.textContent !== text) el.textContent = text;
  };
  let frame = 0;
  const fix = () => {
    frame = 0;
    const w = words();
    put(document.querySelector(N.skipLink), w.skipLink);
    for (const el of document.querySelectorAll(N.emptyOptions)) put(el, w.noMatch);
  };
  // 요소가 더해질 때마다 (칠하기 전에 한 번으로 모아): 목록은 적을 때마다, 링크는 처음에 그려진다
  new MutationObserver(() => {
    if (!frame) frame = requestAnimationFrame(fix);
  }).observe(document.documentElement, { childList: true, subtree: true });
})();
