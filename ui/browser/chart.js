// 우리 차트 요소 (ui/chart_element.py): st.components.v2 요소의 자바스크립트.
//
// 그림은 plotly.js 의 부분 묶음 (ui/browser/vendor/plotly-nbm.min.js: 이 앱이 그리는 자취만) 으로
// 그린다. 묶음은 문서가 처음부터 받아 두고 (preload), 한 번 실행한다 (chart_loader.js). 같은 열쇠의
// 요소에 새 그림이 오면 Plotly.react 로 바뀐 것만 다시 그린다 (자동 진행의 한 단계가 싸게). 그림의
// 표가 그대로면 아무것도 하지 않는다.
//
// data: 바이트 (Uint8Array, UTF-8): 그림의 표 (window.__nbm.chart.markLen 글자) 뒤에 JSON
//       { figure: {data, layout}, config, label: 접근성 이름, tap: 칸 누름을 돌려보낼지,
//         legend: 그림 밖의 색 설명 { title, items: [{color, name}], ring, above } 또는 null,
//         height: 요소의 고정 높이 (그림과 색 설명 줄의 자리; Streamlit 이 처음부터 잡는다) }.
//       표가 이미 그린 그림의 것이면 풀지 않는다 (Streamlit 은 실행마다 바이트를 새로 건넨다).
// 누름은 trigger 값 "tap" (누른 점 · 마디의 id) 으로 돌아간다. 다 그리면 상자에
// window.__nbm.chart.drawnAttr = 표 를 단다 (자동 진행의 박자가 본다).
// 상자마다 지금의 누름 보내기와 그림의 종류 (누름 처리기는 상자에 한 번만 단다)
const taps = new WeakMap();

const send = (box, event) => {
  const point = event && event.points && event.points[0];
  const tap = taps.get(box);
  if (point && tap) tap.send("tap", String(point.id ?? point.label ?? ""));
  // icicle 이 스스로 확대하지 않게 false 를 돌려준다 (내려가기는 서버가 그린다)
  return false;
};

// 색 설명 한 줄: "제목  ■ 이름  ■ 이름  ○ 고리" (글은 textContent 로: 글자 그대로)
const drawLegend = (row, legend) => {
  const chips = legend.items.map((item) => {
    const swatch = document.createElement("span");
    swatch.className = "nbm-swatch";
    swatch.style.background = item.color;
    return [swatch, item.name];
  });
  if (legend.ring) {
    const ring = document.createElement("span");
    ring.className = "nbm-swatch nbm-ring";
    chips.push([ring, legend.ring]);
  }
  row.replaceChildren(legend.title);
  for (const [swatch, name] of chips) {
    const chip = document.createElement("span");
    chip.className = "nbm-chip";
    chip.append(swatch, " " + name);
    row.append(" ", chip);
  }
};

// 요소 안의 자리: 그림 상자 (.nbm-chart) 와 색 설명 줄 (.nbm-legend, 그림 위나 아래)
const place = (parentElement, legend) => {
  let box = parentElement.querySelector(":scope > .nbm-chart");
  if (!box) {
    box = document.createElement("div");
    box.className = "nbm-chart";
    parentElement.appendChild(box);
  }
  let row = parentElement.querySelector(":scope > .nbm-legend");
  if (!legend) {
    row?.remove();
    return box;
  }
  if (!row) {
    row = document.createElement("p");
    row.className = "nbm-legend";
  }
  if (legend.above) box.before(row);
  else box.after(row);
  drawLegend(row, legend);
  return box;
};

export default function ({ data, parentElement, setTriggerValue }) {
  const C = window.__nbm.chart;
  const text = new TextDecoder().decode(data);
  const mark = text.slice(0, C.markLen);
  const shown = parentElement.querySelector(":scope > .nbm-chart");
  if (shown && shown.getAttribute(C.drawnAttr) === mark) return undefined;
  const { figure, config, label, tap, legend, height } = JSON.parse(text.slice(C.markLen));
  const box = place(parentElement, legend);
  // 그림은 제 높이 그대로, 다만 색 설명 줄이 잡아 둔 줄 수보다 길면 (아주 좁은 화면) 그만큼 낮춰
  // 요소의 고정 높이 안에 들게 한다 (요소 안에서 스크롤되지 않게)
  const row = parentElement.querySelector(":scope > .nbm-legend");
  if (row) figure.layout.height = Math.min(figure.layout.height, height - row.offsetHeight);
  box.style.minHeight = figure.layout.height + "px";
  box.setAttribute("role", "img");
  box.setAttribute("aria-label", label);
  // 글꼴은 페이지의 것 (테마) 을 따른다
  const font = getComputedStyle(document.body).fontFamily;
  figure.layout.font = { family: font, ...(figure.layout.font || {}) };
  const hover = figure.layout.hoverlabel || {};
  figure.layout.hoverlabel = { ...hover, font: { family: font, ...(hover.font || {}) } };
  let gone = false;
  window
    .__nbmPlotly()
    .then((Plotly) => {
      if (gone) return undefined;
      return Plotly.react(box, figure.data, figure.layout, config).then(() => {
        if (gone) return;
        if (tap && !taps.has(box)) {
          const icicle = figure.data.some((trace) => trace.type === "icicle");
          box.on(icicle ? "plotly_icicleclick" : "plotly_click", (event) => send(box, event));
        }
        if (tap) taps.set(box, { send: setTriggerValue });
        box.setAttribute(C.drawnAttr, mark);
      });
    })
    .catch((error) => console.warn(error.message));
  return () => {
    gone = true;
  };
}
