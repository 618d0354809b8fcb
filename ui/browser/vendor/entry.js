// plotly.js 의 부분 묶음 (ui/browser/vendor/build.py 가 esbuild 로 묶는다): 이 앱이 그리는 자취만.
// 막대 (bar), 칸 (heatmap: 후보 격자 · 삼목 점수), 점과 선 (scatter: core 에 든다), 고드름
// (icicle: 전략 나무 탐색). 다른 자취를 그리려면 여기에 더하고 build.py 를 다시 돌린다.
"use strict";

var Plotly = require("plotly.js/lib/core");

Plotly.register([
  require("plotly.js/lib/bar"),
  require("plotly.js/lib/heatmap"),
  require("plotly.js/lib/icicle"),
]);

module.exports = Plotly;
