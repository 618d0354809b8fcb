// 글쇠판으로 쓰는 사람을 위해 (ui/browser/__init__.py 의 설명).
//
// - 초점 지키기: 실행이 화면을 다시 그려 초점을 가진 요소가 바뀌면 (지킴이의 대답 단추, 직접
//   맞히기의 글 상자) 초점이 <body> 로 떨어져 Tab 을 수십 번 다시 눌러야 했다. 사람이 다른 곳을
//   누르지 않았는데 초점이 <body> 로 떨어지면, 같은 열쇠 (동작 단추는 차례를 뺀 열쇠) 의 요소로
//   돌려 둔다.
// - 지킴이의 대답: 대답 단추가 있는 화면에서 숫자 둘을 차례로 누르면 (스트라이크 수, 볼 수)
//   그 대답 단추를 누른다: 대답 하나에 글쇠 두 번 ('1' '2' → 1S 2B, '0' '0' → 아웃).
// 이름은 window.__nbm (names: Streamlit 의 이름, keyboard: 열쇠의 앞부분과 변형의 길이).
(() => {
  if (window.__nbmKeyboard) return;
  window.__nbmKeyboard = true;
  const N = window.__nbm.names;
  const K = window.__nbm.keyboard;
  const keyOf = (el) => {
    const box = el.closest('[class*="' + N.keyClass + '"]');
    if (!box) return undefined;
    return [...box.classList].find((name) => name.startsWith(N.keyClass));
  };
  // 동작 단추의 열쇠는 차례가 붙어 그릴 때마다 바뀐다 (turn-이름-차례-나머지): 차례를 뺀다
  const turn = new RegExp("^(" + N.keyClass + K.turnPrefix + "[^-]+)-[0-9]+");
  const same = (key) => key.replace(turn, "$1");

  let last = null; // { el, key, tag }: 마지막으로 초점을 가진 요소
  // 사람이 화면을 누른 시각과 누른 곳 (그 뒤 곧 초점을 잃으면 사람이 다른 곳을 누른 것이다; 초점을
  // 가진 상자 안을 누른 것이면 아니다: 글 상자를 누르고 곧바로 적고 Enter 를 눌러도 돌려 둔다)
  let pointed = 0;
  let pointedKey = null;
  document.addEventListener(
    "pointerdown",
    (event) => {
      pointed = event.timeStamp;
      const key = event.target instanceof Element ? keyOf(event.target) : undefined;
      pointedKey = key ? same(key) : null;
    },
    true,
  );
  document.addEventListener("focusin", (event) => {
    const key = keyOf(event.target);
    last = key ? { el: event.target, key: same(key), tag: event.target.tagName } : null;
  });
  let frame = 0;
  const restore = () => {
    frame = 0;
    const here = document.activeElement;
    if (!last || (here && here !== document.body)) return;
    if (performance.now() - pointed < K.pointerMs && pointedKey !== last.key) return;
    let target = last.el.isConnected ? last.el : null;
    if (!target) {
      for (const box of document.querySelectorAll('[class*="' + N.keyClass + '"]')) {
        const key = [...box.classList].find((name) => name.startsWith(N.keyClass));
        if (key && same(key) === last.key) {
          target = box.querySelector(last.tag);
          if (target) break;
        }
      }
    }
    if (target && !target.disabled) target.focus({ preventScroll: true });
  };
  new MutationObserver(() => {
    if (!frame) frame = requestAnimationFrame(restore);
  }).observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("focusout", () => {
    if (!frame) frame = requestAnimationFrame(restore);
  });

  // 지킴이의 대답: 숫자 둘 (S, B)
  let strikes = null;
  const answer = (value) => {
    const prefix = N.keyClass + K.answerPrefix;
    for (const box of document.querySelectorAll('[class*="' + prefix + '"]')) {
      const key = [...box.classList].find((name) => name.startsWith(prefix));
      if (key && key.endsWith("-" + value)) {
        const button = box.querySelector("button");
        if (button && !button.disabled) button.click();
        return;
      }
    }
  };
  document.addEventListener("keydown", (event) => {
    const typing = event.target.closest("input, textarea, select, [contenteditable]");
    if (typing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (!document.querySelector('[class*="' + N.keyClass + K.answerPrefix + '"]')) return;
    if (event.key === "Escape") {
      strikes = null;
      return;
    }
    if (!/^[0-9]$/.test(event.key)) return;
    const variant = new URLSearchParams(location.search).get("variant");
    const length = K.lengths[variant] || K.lengths[K.defaultVariant];
    const digit = Number(event.key);
    if (digit > length) {
      strikes = null;
      return;
    }
    event.preventDefault();
    if (strikes === null) {
      strikes = digit;
      return;
    }
    const value = strikes * (length + 1) + digit;
    strikes = null;
    answer(value);
  });
})();
