// 첫 화면의 그림 시험 (tests/e2e/test_first_paint.py) 의 표시: 페이지가 열리자마자 돈다.
// - 그림 (#nbm-first) 이 있는 동안 틀마다 그 상자들 (data-nbm-box) 의 자리와 글을 적고, 그림이
//   떼어진 첫 틀에 같은 열쇠의 살아 있는 상자들 (열쇠 클래스, window.__firstKeyClass) 을 잰다:
//   넘겨주기 바로 앞과 바로 뒤.
// - 배치 이동 (layout-shift, 최근 입력 없이) 의 값들 (shifts), 넘겨받은 첫 틀까지의 것 (shiftsBefore).
(() => {
  const marks = (window.__first = { shifts: [], moved: [], rendition: null, live: null, seen: false });
  // 보이는 글 (innerText) 에서 그림 글자 (아이콘의 이름) 는 뺀다. 차트 상자는 SVG 밖의 글 (색 설명
  // 줄) 만: SVG 안의 글은 plotly 와 그림이 다르게 늘어놓는다
  const words = (el) => {
    if (el.querySelector("svg")) {
      const copy = el.cloneNode(true);
      copy.querySelectorAll("svg, [translate=no]").forEach((e) => e.remove());
      return copy.textContent.replace(/\s+/g, " ").trim();
    }
    let text = el.innerText;
    for (const icon of el.querySelectorAll("[translate=no]")) {
      const said = icon.textContent.trim();
      if (said) text = text.replace(said, " ");
    }
    return text.replace(/\s+/g, " ").trim();
  };
  const rect = (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, left: r.left, width: r.width, height: r.height, text: words(el) };
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      marks.shifts.push(e.value);
      // 무엇이 움직였나 (실패의 말에): 그림의 것인지 살아 있는 것인지, 그 글의 앞, 앞뒤의 y · 높이
      marks.moved.push(e.sources.map((s) => {
        const el = s.node && (s.node.nodeType === 1 ? s.node : s.node.parentElement);
        const where = el && el.closest("#nbm-first") ? "rendition" : "live";
        const was = s.previousRect, now = s.currentRect;
        return [where, el ? (el.innerText || "").slice(0, 40) : "", was.y, was.height, now.y, now.height];
      }));
    }
  }).observe({ type: "layout-shift", buffered: true });
  const tick = () => {
    const first = document.getElementById("nbm-first");
    if (first && getComputedStyle(first).display !== "none") {
      marks.seen = true;
      const boxes = {};
      // 창 안에 보이는 상자만 (그림은 창 높이에서 잘리고, 높이 없는 상자는 보이지 않는다:
      // ui/browser/first.js 도 그것만 기다린다)
      for (const el of first.querySelectorAll("[data-nbm-box]")) {
        const at = el.getBoundingClientRect();
        if (at.top < innerHeight && at.height > 0) boxes[el.dataset.nbmBox] = rect(el);
      }
      marks.rendition = boxes;
    } else if (marks.seen && !marks.live) {
      const live = {};
      for (const key of Object.keys(marks.rendition || {})) {
        const el = document.querySelector(`.${window.__firstKeyClass}${CSS.escape(key)}`);
        if (el) live[key] = rect(el);
      }
      marks.live = live;
      marks.shiftsBefore = marks.shifts.slice(); // 넘겨주기까지의 배치 이동
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
