// 첫 화면의 그림 (ui/firstscreen/, 문서의 #nbm-first) 을 살아 있는 페이지에 넘겨준다.
// - 창 안에 보이는 그림의 상자 (data-nbm-box="열쇠") 마다 살아 있는 페이지의 같은 열쇠 상자가 같은
//   자리 · 같은 높이에 그려지면 (차트 상자는 그림이 다 그려진 표가 붙으면) 그림을 뗀다: 움직임이 없다.
// - 살아 있는 페이지의 머리 (h1) 가 나오고도 오래 (giveUpMs) 짝이 다 차지 않으면 (알림 상자가 더
//   있는 링크 같은) 그래도 뗀다: 살아 있는 페이지가 보여야 누를 수 있다.
// - 그림은 누를 수 없다: 살아 있는 짝이 아직 없는 상자를 누르면 '준비 중' 한 줄을 보이고 아무것도
//   하지 않는다 (그림이 위를 덮어 살아 있는 페이지에 닿지 않는다). 짝이 같은 자리에 선 상자의
//   누름은 밑의 짝에게 간다 (first.css: 그 상자는 누름을 받지 않는다). 그림 밖 (살아 있는 머리
//   줄 · 사이드바) 이나 짝에게 간 누름은 그림을 뗀다.
// - 살아 있는 페이지의 머리가 나오면 그 순간 (같은 작업 안, 바뀜을 본 자리에서) 그림을 보조 기술에서
//   감춘다 (aria-hidden, 단추는 tabindex=-1): 화면 읽기는 살아 있는 페이지 하나만 읽는다.
// - Streamlit 의 모듈 스크립트는 서버가 <template> 에 담아 보낸다 (ui/server/middleware.with_boot_later):
//   그림이 칠해진 뒤에 여기서 단다 (넓은 화면 · 숨은 탭은 문서를 다 읽은 때).
// 이 파일은 문서의 머리에서 돈다: 그림 (본문) 보다 먼저, Streamlit 의 모듈 스크립트 (DOMContentLoaded
// 를 붙든다) 를 기다리지 않고. 이름과 수는 window.__nbm.first (ui/browser/__init__.py).
(() => {
  const C = window.__nbm.first;
  let done = false;
  let headSeen = 0;
  let timer = 0;
  let queued = false;
  let muted = false;
  const boot = () => {
    const held = document.getElementById(C.bootId);
    if (held) {
      held.remove();
      document.head.append(document.importNode(held.content, true));
    } else if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", boot, { once: true });
    }
  };
  // 그림이 칠해진 (첫 글 · 그림이 화면에 나온) 뒤에. 그림을 그리지 않는 넓은 화면, 숨은 탭, 칠하기를
  // 알리지 않는 브라우저는 문서를 다 읽은 때. 칠하기가 늦어도 bootMs 뒤에는 단다 (글꼴이 안 온다든가)
  const paints = PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (document.visibilityState === "hidden" || !matchMedia(C.media).matches || !paints) {
    boot();
  } else {
    const painted = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      painted.disconnect();
      setTimeout(boot, 0);
    });
    painted.observe({ type: "paint", buffered: true });
    setTimeout(boot, C.bootMs);
  }
  const live = (key) => document.querySelector(`.${C.keyClass}${CSS.escape(key)}`);
  // 살아 있는 상자가 그림의 상자와 같은 자리 · 같은 높이에 왔다 (속이 다 그려지기 전의 빈
  // 상자는 높이가 다르다: 일찍 떼면 빈 틈이 보인다). 차트 상자는 그림이 다 그려진 표까지
  const drawn = (box) => {
    const found = live(box.getAttribute(C.boxAttr));
    if (!found) return false;
    const [want, got] = [box.getBoundingClientRect(), found.getBoundingClientRect()];
    if (Math.abs(want.top - got.top) > C.slackPx) return false;
    if (Math.abs(want.height - got.height) > C.slackPx) return false;
    return !box.hasAttribute(C.chartAttr) || found.querySelector(`[${C.drawnAttr}]`) !== null;
  };
  const finish = (first, now) => {
    done = true;
    clearInterval(timer);
    watcher.disconnect();
    // 살아 있는 페이지의 새 그림이 칠해진 다음 틀에 뗀다 (빈 틀이 끼지 않게)
    if (now) first.remove();
    else requestAnimationFrame(() => requestAnimationFrame(() => first.remove()));
  };
  // 살아 있는 페이지가 머리를 그렸다: 그림은 보이기만 하고 읽히지 않는다
  const mute = () => {
    const first = document.getElementById(C.id);
    if (muted || !first || !document.querySelector(C.liveHead)) return;
    muted = true;
    first.setAttribute("aria-hidden", "true");
    for (const el of first.querySelectorAll("a, button, input, select, textarea, summary")) {
      el.setAttribute("tabindex", "-1");
    }
  };
  const check = () => {
    const first = !done && document.getElementById(C.id);
    if (!first) return;
    if (!matchMedia(C.media).matches) return finish(first, true); // 넓은 화면: 그리지 않는다
    // 창 안에 보이는 상자만: 그림은 창 높이에서 잘린다 (first.css), 아래의 상자와 높이 없는 (속을
    // 감춘) 상자는 보이지 않는다
    const boxes = [...first.querySelectorAll(`[${C.boxAttr}]`)].filter((box) => {
      const at = box.getBoundingClientRect();
      return at.top < innerHeight && at.height > 0;
    });
    const ready = boxes.filter(drawn);
    // 살아 있는 짝이 같은 자리에 선 상자는 누름을 그 짝에게 흘려보낸다 (그림은 아직 보여도 그 밑의
    // 단추가 듣는다: 차트가 늦게 그려지는 동안 이미 그려진 단추의 누름을 잃지 않게)
    for (const box of ready) box.setAttribute(C.liveAttr, "");
    if (boxes.length && ready.length === boxes.length) return finish(first, false);
    if (document.querySelector(C.liveHead)) {
      headSeen ||= performance.now();
      if (performance.now() - headSeen > C.giveUpMs) finish(first, false);
    }
  };
  // 그림 밖 (그림 위에 선 살아 있는 머리 줄 · 사이드바, 짝에게 흘려보낸 상자) 을 누르면 살아 있는
  // 페이지를 쓰는 중이다: 그림을 뗀다 (사이드바에서 다른 페이지로 가도 옛 그림이 남지 않게)
  document.addEventListener(
    "pointerdown",
    (event) => {
      const first = !done && document.getElementById(C.id);
      if (first && !first.contains(event.target)) finish(first, false);
    },
    true,
  );
  document.addEventListener(
    "click",
    (event) => {
      const first = event.target.closest?.(`#${C.id}`);
      if (!first) return;
      event.preventDefault();
      event.stopPropagation();
      const line = first.querySelector(`.${C.waitClass}`);
      if (line) line.hidden = false;
    },
    true,
  );
  // 바뀜마다가 아니라 틀마다 한 번 본다 (자리를 재는 일이 Streamlit 이 뜨는 동안 쌓이지 않게)
  const watcher = new MutationObserver(() => {
    mute();
    if (queued || done) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      check();
    });
  });
  watcher.observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [C.drawnAttr],
  });
  timer = setInterval(check, C.pollMs);
})();
