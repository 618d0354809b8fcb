// 자동 진행의 박자 (ui/pacer.py 의 설명): st.components.v2 요소의 자바스크립트.
// data: { beat: 박자 이름, ms: 간격, charts: 다 그려져야 할 그림의 CSS 고르개들 }.
// 열쇠 (frontend key) 마다 지금 기다리는 박자의 취소. 데이터가 바뀌면 Streamlit 은 이 함수를 다시
// 부르지만 앞 호출이 돌려준 정리 함수는 떼어 낼 때만 부르므로, 앞 박자는 여기서 스스로 멈춘다.
const waiting = new Map();

export default function ({ key, data, setTriggerValue }) {
  waiting.get(key)?.();
  let gone = false;
  let frame = 0;
  let timer = 0;
  const drawn = () => data.charts.every((css) => document.querySelector(css));
  const due = () => gone || setTriggerValue("due", data.beat);
  const start = () => {
    timer = setTimeout(due, data.ms);
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
  waiting.set(key, stop);
  return stop;
}
