// 자동 진행의 박자 (ui/pacer.py 의 설명): st.components.v2 요소의 자바스크립트.
// data: 바이트 (Uint8Array, UTF-8 JSON) { beat: 박자 이름, ms: 간격, charts: 다 그려져야 할 그림의
// CSS 고르개들 }. Streamlit 은 실행마다 바이트를 새로 건네 이 함수를 다시 부른다: 같은 박자를 이미
// 기다리는 중이면 그대로 둔다 (세던 간격을 처음부터 다시 세지 않게).
// 열쇠 (frontend key) 마다 지금 기다리는 박자와 그 취소. 앞 호출이 돌려준 정리 함수는 떼어 낼 때만
// 불리므로, 다른 박자가 오면 앞 박자는 여기서 스스로 멈춘다.
const waiting = new Map();

export default function ({ key, data, setTriggerValue }) {
  const { beat, ms, charts } = JSON.parse(new TextDecoder().decode(data));
  const current = waiting.get(key);
  if (current && current.beat === beat && !current.gone()) return current.stop;
  current?.stop();
  let gone = false;
  let frame = 0;
  let timer = 0;
  const drawn = () => charts.every((css) => document.querySelector(css));
  const due = () => {
    if (gone) return;
    // 첫 화면의 그림에서 누른 것이 아직 적용되지 않았다 (ui/browser/tap_guard.js): 그 누름이 먼저다
    if (window.__turnTapGuard?.holding()) {
      frame = requestAnimationFrame(due);
      return;
    }
    gone = true;
    setTriggerValue("due", beat);
  };
  const start = () => {
    timer = setTimeout(due, ms);
  };
  const look = () => {
    if (gone) return;
    if (!drawn()) {
      frame = requestAnimationFrame(look);
      return;
    }
    // 이 프레임이 칠해진 다음 작업에서 세기 시작한다
    frame = requestAnimationFrame(() => {
      timer = setTimeout(start, 0);
    });
  };
  look();
  const stop = () => {
    gone = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  waiting.set(key, { beat, stop, gone: () => gone });
  return stop;
}
