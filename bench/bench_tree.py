"""나무 탐색 벤치마크: bulls4 (5040) 미니맥스와 숫자 야구 504 의 탐색 그림을 나란히.

실행: python -m bench.bench_tree
- 나무 펼치기: 전략을 모든 비밀에 대해 펼치는 시간 (페이지는 캐시하므로 서버에서 한 번).
- 그림 만들기: 뿌리에서 그림의 재료 (ui.codebreaking.tree_model.icicle) 와 plotly 그림을 만들고
  JSON 으로 바꾸는 시간 (실행마다 하는 일; 중앙값).
- 보내는 양: 브라우저에 가는 그림 JSON 의 바이트. 나무 전체 JSON (tree --json) 과 견준다.
"""

from __future__ import annotations

import json
import statistics
import time

from solver.codebreaking.tree_export import tree_document
from solver.codebreaking.variants import get_variant
from ui.codebreaking import tree_charts as charts
from ui.codebreaking import tree_model as tv


def measure(variant_name: str, repeats: int = 7) -> dict[str, float]:
    """변형 하나의 숫자들: 펼치기 초, 그림 만들기 ms (중앙값), 그림 바이트, 나무 JSON 바이트."""
    variant = get_variant(variant_name)
    start = time.perf_counter()
    grown = tv.grown(variant, "minimax")
    grow_s = time.perf_counter() - start
    times, payload, boxes = [], 0, 0
    for _ in range(repeats):
        start = time.perf_counter()
        data = tv.icicle("ko", variant, grown.tree.root, (), grown.depths)
        fig = charts.tree_icicle(data, int(grown.depths.max()))
        payload = len(fig.to_json().encode())
        times.append((time.perf_counter() - start) * 1000)
        boxes = len(data.ids)
    whole = len(json.dumps(tree_document(grown.tree, "minimax"), ensure_ascii=False).encode())
    nodes = sum(1 for _ in grown.tree.nodes())
    return {
        "grow_s": grow_s,
        "figure_ms": statistics.median(times),
        "payload": payload,
        "boxes": boxes,
        "nodes": nodes,
        "tree_json": whole,
    }


def main() -> None:
    """두 변형을 나란히, 비율과 함께 찍는다."""
    small, big = measure("baseball3"), measure("bulls4")
    print("나무 탐색 그림 (미니맥스, 뿌리에서)")
    print(f"{'항목':<26}{'baseball3':>14}{'bulls4':>14}{'비율':>9}")
    rows = [
        ("나무 펼치기 (초, 한 번)", "grow_s", "{:.2f}"),
        ("그림 만들기 (ms, 중앙값)", "figure_ms", "{:.1f}"),
        ("보내는 그림 (바이트)", "payload", "{:,.0f}"),
        ("그림의 칸 수", "boxes", "{:,.0f}"),
        ("나무의 마디 수", "nodes", "{:,.0f}"),
        ("나무 전체 JSON (바이트)", "tree_json", "{:,.0f}"),
    ]
    for label, key, form in rows:
        ratio = big[key] / small[key] if small[key] else float("nan")
        print(f"{label:<26}{form.format(small[key]):>14}{form.format(big[key]):>14}{ratio:>8.1f}x")


if __name__ == "__main__":
    main()
