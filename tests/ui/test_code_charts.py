"""후보 격자: 칸 하나가 코드 하나, 칸의 값이 그 코드의 처지, 부른 수는 고리 하나."""

from __future__ import annotations

import numpy as np
import pytest

from solver.codebreaking.variants import VARIANTS
from ui.charts import COLORS
from ui.codebreaking.code_charts import GRID_HEIGHT, bucket_bars, candidate_grid, grid_shape

NAMES = {"alive": "A", "removed": "R", "dead": "D", "guess": "G"}


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_code_has_one_cell_with_its_status(name: str) -> None:
    variant = VARIANTS[name]
    n = len(variant.labels)
    rng = np.random.default_rng(7)
    status = rng.integers(0, 3, n)  # 0 이미 지움, 1 이번에 지움, 2 남은 후보
    alive, removed = status == 2, status == 1
    guess = int(rng.integers(n))
    fig = candidate_grid(variant.labels, alive, removed, guess, False, NAMES, 250)
    heat, ring = fig.data
    assert heat["type"] == "heatmap" and ring["type"] == "scatter"
    cols, rows = grid_shape(n)
    z = np.array(heat["z"], dtype=float)
    assert z.shape == (rows, cols)
    cells = z.ravel()[:n]
    assert np.array_equal(cells, status)
    assert np.isnan(z.ravel()[n:]).all()  # 끝의 빈 칸은 코드가 없다
    text = np.array(heat["text"]).ravel()[:n]
    assert [t.split(" · ")[0] for t in text] == list(variant.labels)
    assert {t.split(" · ")[1] for t in text[status == 2]} <= {"A"}
    # 고리는 부른 수의 칸 위에
    assert (ring["y"][0], ring["x"][0]) == divmod(guess, cols)
    assert ring["text"][0] == variant.labels[guess]


def test_colours_follow_the_status_and_gold_when_found() -> None:
    labels = ["12", "34", "56"]
    alive = np.array([True, False, False])
    removed = np.array([False, True, False])
    playing = candidate_grid(labels, alive, removed, None, False, NAMES)
    found = candidate_grid(labels, alive, removed, 0, True, NAMES)
    assert len(playing.data) == 1  # 부른 수가 없으면 고리도 없다
    scale = [c for _, c in playing.data[0]["colorscale"]]
    assert scale == [COLORS["dead"], COLORS["red"], COLORS["blue"]]
    assert [c for _, c in found.data[0]["colorscale"]][-1] == COLORS["gold"]
    assert (playing.data[0]["zmin"], playing.data[0]["zmax"]) == (0, 2)


@pytest.mark.parametrize("name", ["baseball3", "mastermind", "bulls4"])
def test_the_grid_is_wide_and_its_squares_stay_square_on_a_phone(name: str) -> None:
    """폰의 첫 화면에 막대와 함께 들게 격자는 넓고 낮다 (가로가 세로의 세 배 넘게). 폰의 그림 자리
    (358 - 16) x (GRID_HEIGHT - 16) px 에서 칸은 거의 정사각형이다."""
    cols, rows = grid_shape(VARIANTS[name].size)
    assert cols >= 3 * rows
    width, height = (358 - 16) / cols, (GRID_HEIGHT - 16) / rows
    assert 0.8 <= width / height <= 1.25


def test_the_largest_bucket_and_the_answer_that_came_say_so_on_their_bars() -> None:
    """가장 큰 묶음은 빨강만이 아니라 막대 위의 말로도 (색을 못 가리는 학생, 색 설명 줄 없이)."""
    fig = bucket_bars(["a", "b", "c", "d"], [5, 9, 0, 9], 0, "t", words=("worst", "came"))
    bar = fig.data[0]
    assert bar["text"] == ["came<br>5", "worst<br>9", "", "worst<br>9"]
    assert bar["marker"]["color"] == [COLORS["green"], COLORS["red"], COLORS["bar"], COLORS["red"]]
    assert bucket_bars(["a"], [3], None, "t").data[0]["text"] == ["3"]
