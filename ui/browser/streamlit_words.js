// Streamlit 이 스스로 적는 영어 글을 화면의 말로 바꾼다: 보이는 글 (고르기 상자에 맞는 것이 없을
// 때의 줄, 첫 Tab 에 나오는 '본문으로 건너뛰기' 링크), 화면 읽기 프로그램이 읽는 이름 (사이드바와 그
// 여닫기 단추, 제목의 링크, 목록 단추, 수 상자의 단추, 도움말 단추) 과 빈 고르기 상자의 자리 글.
// 한국어 페이지에 영어가 섞이지 않게 (영어 페이지에서는 Streamlit 의 글 그대로).
// 화면의 말은 주소의 lang (틀이 실행마다 쓴다: 언어를 바꾸면 바로 바뀐다), 없으면 기본 언어.
// 자리 (고르개, 속성, Streamlit 의 글) 는 window.__nbm.names.ownWords, 문구는 window.__nbm.words.
(() => {
  if (window.__nbmWords) return;
  window.__nbmWords = true;
  const N = window.__nbm.names;
  const W = window.__nbm.words;
  const places = N.ownWords.map((p) => ({ ...p, english: new RegExp(p.english) }));
  const words = () => {
    const lang = new URLSearchParams(location.search).get("lang");
    return W.text[lang] || W.text[W.defaultLang];
  };
  const read = (el, attr) => (attr ? el.getAttribute(attr) : el.textContent);
  // 요소 → { 속성: [Streamlit 이 적은 글, 우리가 쓴 글] }. 지금 글이 우리가 쓴 글이 아니면
  // Streamlit 이 (다시) 적은 것이다: 그것을 바탕으로 삼는다 (도움말의 이름표가 바뀌어도 따라간다)
  const seen = new WeakMap();
  const fixOne = (el, place, w) => {
    if (place.attr && !el.hasAttribute(place.attr)) return; // 없는 이름은 더하지 않는다
    const now = read(el, place.attr);
    const mine = seen.get(el) || {};
    const key = place.attr || "text";
    const [source, wrote] = mine[key] || [null, null];
    const base = now === wrote ? source : now;
    const found = base === null ? null : place.english.exec(base);
    if (!found) return; // Streamlit 의 글이 아니다 (우리가 준 자리 글 따위): 두다
    const text = w[place.key].replace("{label}", found[1] ?? "");
    // 글이 다를 때만 쓴다 (쓴 것이 다시 지켜보기를 부르지만 두 번째는 아무것도 하지 않는다)
    if (now !== text) {
      if (place.attr) el.setAttribute(place.attr, text);
      else el.textContent = text;
    }
    mine[key] = [base, text];
    seen.set(el, mine);
  };
  let frame = 0;
  const fix = () => {
    frame = 0;
    const w = words();
    for (const place of places) {
      for (const el of document.querySelectorAll(place.css)) fixOne(el, place, w);
    }
  };
  // 요소가 더해지거나 이 이름들이 바뀔 때마다 (칠하기 전에 한 번으로 모아): 목록은 적을 때마다,
  // 링크와 단추는 그려질 때, 도움말의 이름표는 언어가 바뀔 때 Streamlit 이 다시 적는다
  const attrs = [...new Set(places.map((p) => p.attr).filter(Boolean))];
  new MutationObserver(() => {
    if (!frame) frame = requestAnimationFrame(fix);
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: attrs,
  });
})();
