// 화면 (index.html 의 자바스크립트) 은 주소 /keeper 에서 서버의 뿌리를 모르므로 서버의 주소를
// /keeper/ 아래에서 먼저 물어 404 를 받고서야 뿌리에서 묻는다 (streamlit#7074; 콘솔 오류 둘). 화면이 처음에
// 읽는 시작 설정의 서버 뿌리 칸에 뿌리 (지금 주소에서 마지막 단계를 뺀 것) 를 주면 바로 맞는 곳을
// 묻는다. 브라우저에서 셈하므로 앞에 붙는 프록시 경로 (/~/+/) 도 그대로 산다.
// 시작 설정과 칸의 이름은 window.__nbm.names (ui/internals).
(() => {
  const N = window.__nbm.names;
  const root = location.origin + location.pathname.replace(/[^/]*$/, "");
  window[N.windowConfig] = Object.assign({ [N.baseUrlField]: root }, window[N.windowConfig]);
})();
