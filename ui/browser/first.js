// 첫 화면의 그림 (ui/firstscreen/, 문서의 #nbm-first) 을 살아 있는 페이지에 넘겨준다.
// - 창 안에 보이는 그림의 상자 (data-nbm-box="열쇠") 마다 살아 있는 페이지의 같은 열쇠 상자가 같은
//   자리 · 같은 높이에 그려지면 (차트 상자는 그림이 다 그려진 표가 붙으면) 그림을 뗀다: 움직임이 없다.
// - 살아 있는 페이지의 머리 (h1) 가 나오고도 오래 (giveUpMs) 짝이 다 차지 않으면 (알림 상자가 더
//   있는 링크 같은) 그래도 뗀다: 살아 있는 페이지가 보여야 누를 수 있다.
// - 그림의 조작 (열쇠 상자의 단추 · 켜고 끄기 · 조각 단추) 을 누르면 그 누름을 잃지 않는다: 곧바로
//   '눌렀어요' 표시 (테두리와 한 줄) 를 하고, 살아 있는 페이지가 서면 누른 차례대로 한 번씩 살아 있는
//   짝을 누른다 (ui/browser/tap_guard.js 의 later · stand: 앞의 누름이 부른 실행이 칠해진 뒤에 다음).
//   모두 적용되면 그림을 뗀다. 짝이 이제 없으면 (앞의 누름이 화면을 바꿨다) 그렇다고 한 줄을 띄운다.
//   열쇠가 없는 것 (글 상자 · 고르기 같은) 을 누르면 '준비 중' 한 줄만 보인다.
// - 누른 것이 없으면, 짝이 같은 자리에 선 상자의 누름은 밑의 짝에게 간다 (first.css: 그 상자는 누름을
//   받지 않는다). 그림 밖 (살아 있는 머리 줄 · 사이드바) 이나 짝에게 간 누름은 그림을 뗀다.
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
  let held = 0; // 그림에서 누르고 아직 적용되지 않은 수
  const guard = () => window.__turnTapGuard;
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
  // 살아 있는 상자가 그림의 상자와 같은 자리 · 같은 크기로 왔다 (속이 다 그려지기 전의 빈
  // 상자는 높이가 다르다: 일찍 떼면 빈 틈이 보인다. 코드 조각을 받는 중인 스위치의 회색 상자는
  // 높이가 40 px 로 거의 같고 폭만 16 px 이다). 차트 상자는 그림이 다 그려진 표까지
  const drawn = (box) => {
    const found = live(box.getAttribute(C.boxAttr));
    if (!found) return false;
    const [want, got] = [box.getBoundingClientRect(), found.getBoundingClientRect()];
    if (Math.abs(want.top - got.top) > C.slackPx) return false;
    if (Math.abs(want.height - got.height) > C.slackPx) return false;
    if (Math.abs(want.width - got.width) > C.slackPx) return false;
    return !box.hasAttribute(C.chartAttr) || found.querySelector(`[${C.drawnAttr}]`) !== null;
  };
  const finish = (first, now) => {
    if (held) {
      guard().stand(); // 그림을 떼는 것은 누른 것이 모두 적용된 뒤 (아래의 after)
      return;
    }
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
    if (!held) for (const box of ready) box.setAttribute(C.liveAttr, "");
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
  // 그림에서 누른 조작: { box: 그림의 열쇠 상자, el: 누른 그림 요소, find: 살아 있는 짝을 찾는 함수 }
  const control = (target) => {
    const box = target.closest(`[${C.boxAttr}]`);
    if (!box) return null;
    const seg = target.closest(".nbm-f-seg");
    const key = box.getAttribute(C.boxAttr);
    if (seg && box.contains(seg)) {
      const index = [...box.querySelectorAll(".nbm-f-seg")].indexOf(seg);
      return { el: seg, find: () => live(key)?.querySelectorAll("button")[index] ?? null };
    }
    if (box.matches(".nbm-f-toggle")) {
      return { el: box, find: () => live(key)?.querySelector('input[type="checkbox"]') ?? null };
    }
    const button = target.closest("button");
    if (button && box.matches(".nbm-f-el") && box.contains(button)) {
      return { el: button, find: () => live(key)?.querySelector("button") ?? null };
    }
    return null;
  };
  // 짝이 없어 적용하지 못한 누름: 그림이 떨어져도 보이게 본문에 한 줄 (다음 누름에 사라진다)
  const sayGone = (text) => {
    document.querySelector(`.${C.noteClass}`)?.remove(); // 한 줄이면 된다
    const note = document.createElement("p");
    note.className = C.noteClass;
    note.setAttribute("role", "status");
    note.textContent = text;
    document.body.append(note);
    document.addEventListener("pointerdown", () => note.remove(), { capture: true, once: true });
  };
  const hold = (first, tap) => {
    if (tap.el.classList.contains(C.heldClass)) return; // 두 번 누름: 이미 적어 둔 누름이다
    held += 1;
    tap.el.classList.add(C.heldClass);
    for (const box of first.querySelectorAll(`[${C.liveAttr}]`)) box.removeAttribute(C.liveAttr);
    const line = first.querySelector(`.${C.waitClass}`);
    if (line) {
      line.textContent = line.dataset.held;
      line.hidden = false;
    }
    guard().later({
      find: tap.find,
      after: (applied) => {
        held -= 1;
        tap.el.classList.remove(C.heldClass);
        if (!applied && line) sayGone(line.dataset.gone);
        if (!held && !done) finish(first, false);
      },
    });
  };
  document.addEventListener(
    "click",
    (event) => {
      const first = event.target.closest?.(`#${C.id}`);
      if (!first) return;
      event.preventDefault();
      event.stopPropagation();
      const tap = !done && guard() ? control(event.target) : null;
      if (tap) return hold(first, tap);
      const line = first.querySelector(`.${C.waitClass}`);
      if (line && !held) line.hidden = false;
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
