"""후보 격자: 칸 하나가 코드 하나, 칸의 값이 그 코드의 처지, 부른 수는 고리 하나."""

from __future__ import annotations

import numpy as np
import pytest

from solver.codebreaking.variants import VARIANTS
from ui.charts import COLORS
from ui.codebreaking.code_charts import candidate_grid, grid_shape

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
